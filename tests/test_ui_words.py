"""Only the player's words on screen (issue 13): a hand of every variant played in the window
in every language — the hint asked on the way, the scoring dialog, the replay of the game with
its scoring, the statistics, the settings, the rules, the settle window, help and about opened —
and every text shown collected and checked: no Python value (True, None, [...], {...}, Card(),
no untranslated key (zhuang_raw), and no other script (English words or 简体 in 繁體, 繁體 in 简体)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

import app.ui  # noqa: F401,E402
from app.engine import Rng  # noqa: E402

from tests.words import problems, texts_of_scene, texts_of_widget  # noqa: E402

from tests.tables import open_table  # noqa: E402

VARIANTS = [("haimen", 4), ("lvsi", 5), ("waihuzi", 7), ("yiyang", 3), ("qidong", 2)]
LANGS = ["zh_CN", "zh_TW", "en"]
PREFER = ("hu", "peng", "chi", "wai", "gang", "zhang", "buy", "liu", "pao", "ti", "kai", "tan")


def _window(qtbot, variant, seed, lang):
    return open_table(qtbot, variant, seed, lang=lang, exposed=False, confirm=True)


def play_hand(qtbot, w, seen: list[str]):
    """Play the human seat to the end of the hand, claiming when offered; the hint asked twice."""
    c = w.controller
    rng = Rng(5)
    hints = 0
    while True:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=20000)
        st = c.state
        if st.is_over:
            return
        legal = c.legal()
        if hints < 2 and any(a.kind == "discard" for a in legal) and len(st.log) > 6 * hints:
            hints += 1
            with qtbot.waitSignal(c.hintReady, timeout=20000):
                w.show_hint()
            seen += texts_of_scene(w.table.scene())
            seen += texts_of_widget(w)
        pick = next((a for k in PREFER for a in legal if a.kind == k), None)
        seen += texts_of_scene(w.table.scene())
        seen += [b.text() for b, _ in w.actions_bar.buttons] + [w.actions_bar.prompt.text()]
        seen += [w.status_assess.text(), w.statusBar().currentMessage()]
        c.request(pick or rng.choice(legal))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant,seed", VARIANTS)
def test_every_text_a_hand_shows_is_a_players_word(qtbot, monkeypatch, variant, seed, lang):
    from PySide6.QtWidgets import QApplication, QMessageBox

    from app.ui import i18n
    from app.ui.replay.viewer import ScoringDialog

    seen: list[str] = []
    monkeypatch.setattr(ScoringDialog, "exec", lambda self: seen.extend(texts_of_widget(self)))
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda parent, title, text, *a: seen.extend([title, text])))
    monkeypatch.setattr(QMessageBox, "about", staticmethod(lambda parent, title, text: seen.extend([title, text])))
    w = _window(qtbot, variant, seed, lang)
    try:
        play_hand(qtbot, w, seen)
        qtbot.waitUntil(lambda: w._score_dialog is not None, timeout=5000)
        dlg = w._score_dialog
        seen += texts_of_widget(dlg)
        seen += texts_of_widget(w) + texts_of_scene(w.table.scene())
        rw = w.replay_current()     # the table's window: disposed of with the table (not qtbot's)
        for step in (rw.forward, rw.forward, rw.to_end):
            step()
            seen += texts_of_widget(rw) + texts_of_scene(rw.table.scene())
        rw.show_scoring()
        rw.close()
        from app.ui.dialogs import RulesDialog, SettingsDialog

        for d in (SettingsDialog(w.settings, w), RulesDialog(variant, lang, w)):
            qtbot.addWidget(d)
            seen += texts_of_widget(d)
            d.close()
        # the windows that do not depend on the variant: once per language
        for opener in (w.open_settle, w.open_statistics, w.open_trainer) if variant == "haimen" else ():
            tool = opener()
            if tool is not None:
                seen += texts_of_widget(tool)
                tool.close()
        w.show_help()
        w.show_about()
        dlg.close()
    finally:
        w.close()
        i18n.install(QApplication.instance(), "en")
    bad = problems(seen, lang)
    assert not bad, "\n".join(bad[:40])


@pytest.mark.parametrize("lang", LANGS)
def test_welcome_screen_speaks_the_players_words_and_starts_the_choice(qtbot, lang):
    """The first start's welcome screen: every variant with its line, levels only for the seats the
    chosen variant has, its scoring and house rules; Start begins that game."""
    from PySide6.QtWidgets import QApplication

    from app.ui import i18n
    from app.ui.welcome import WelcomeDialog

    w = _window(qtbot, "haimen", 4, lang)
    try:
        dlg = WelcomeDialog(w.settings, w)
        qtbot.addWidget(dlg)
        seen = texts_of_widget(dlg)
        dlg.radios["waihuzi"].setChecked(True)          # three seats: no 对家 level
        shown = [b for b in dlg.level_boxes if not b.isHidden()]
        assert len(shown) == 2
        seen += texts_of_widget(dlg)
        assert not problems(seen, lang), problems(seen, lang)[:10]
        dlg.level_boxes[0].setCurrentIndex(dlg.level_boxes[0].findData("simple"))
        w.choose_game.__func__  # the menu's entry exists
        dlg._start()
        s = dlg.result_settings
        assert s.variant == "waihuzi" and s.seats[0] == "human" and s.seats[1] == "simple"
        assert "waihuzi" in s.variant_options
    finally:
        w.close()
        i18n.install(QApplication.instance(), "en")


def test_rules_pages_speak_of_the_games_not_of_the_project():
    """The in-app rules (F1) cite the region's rules and Yezi's rulings, never a developer's file
    ("seed text 003", "种子文本", "RULES.md") or a format ("edited as JSON")."""
    from pathlib import Path

    pages = sorted((Path(__file__).resolve().parent.parent / "resources" / "rules").glob("*.md"))
    assert len(pages) == 15
    for page in pages:
        text = page.read_text(encoding="utf-8")
        for word in ("RULES.md", "seed", "种子", "種子", "JSON"):
            assert word not in text, (page.name, word)
        assert text.splitlines()[0].startswith("# ") and "(" + page.name.split(".")[0] + ")" not in text.splitlines()[0]


def test_no_engine_sentence_cites_a_developers_source():
    """A refusal at the table read "打臭会成死手（seed 004 §5.5）": the engine's sentences, which the
    player reads in every language, cite no seed text or project file (the tests and docs do)."""
    import re

    from app.engine.messages import CATALOG
    from app.ui.i18n_catalog import CATALOG as UI

    texts = [(key, t) for key, forms in CATALOG.items() for t in forms]
    texts += [(key, t) for key, forms in UI.items() for t in (key, *forms)]
    bad = [(key, t) for key, t in texts if re.search(r"\bseed\b|种子|種子|RULES\.md|§", t)]
    assert not bad, bad[:5]

"""The settings file's warnings and the record dialogs' sentences come in the
chosen language (docs/i18n.md); the English reasons of bad input stay inside."""

from __future__ import annotations

import json
import pickle

import pytest

pytest.importorskip("pytestqt")

import app.ui  # noqa: E402,F401  (PySide6 refcount workaround first)
from app.ui import i18n  # noqa: E402
from app.ui import settings as S  # noqa: E402


def _notes(tmp_path, content: str):
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    return S.load(path).notes


def test_notes_carry_their_kind_and_values(tmp_path):
    bad = _notes(tmp_path, json.dumps({"animation": "warp", "variant_options": {"haimen": {"scheme": "9-9-9"}}}))
    kinds = {n.kind: n for n in bad}
    assert set(kinds) == {"bad_value", "bad_option"}
    assert kinds["bad_value"].args == ("animation", "'warp'", "'normal'")
    assert kinds["bad_option"].args[0] == "haimen"
    assert kinds["bad_option"].args[2:] == ("scheme", '"9-9-9"')
    # still the English sentence as a string, and it survives pickling
    assert "bad value" in kinds["bad_value"]
    copy = pickle.loads(pickle.dumps(kinds["bad_value"]))
    assert copy == kinds["bad_value"] and copy.kind == "bad_value" and copy.args == kinds["bad_value"].args
    (aside,) = _notes(tmp_path, "{not json")
    assert aside.kind == "set_aside" and aside.args[1] == "settings.json.corrupt-1"


@pytest.fixture
def window(qtbot, qapp):
    from app.ui.mainwindow import MainWindow

    s = S.Settings(seats=["human", "simple", "simple", "simple"], animation="off", think_delay_ms=0)
    w = MainWindow(S.LoadResult(s, [], None), seed=1, ask_resume=False, autosave=False)
    qtbot.addWidget(w)
    yield w
    i18n.install(qapp, "zh_CN")


# (language, bad value, bad ruleset option, set aside) — the sentence each note becomes
CASES = [
    ("zh_CN", "设置文件里的 animation 值不对（'warp'），改用默认值 'normal'。", "设置文件里海门八胡头的规则设置“算法（平/买庄/对庄）”（scheme）不能是 \"9-9-9\"，改用默认值。",
     "原来的文件没有删，改名为 settings.json.corrupt-1 保留着。"),
    ("zh_TW", "設定檔裡的 animation 值不對（'warp'），改用預設值 'normal'。", "設定檔裡海門八胡頭的規則設定「算法（平/買莊/對莊）」（scheme）不能是 \"9-9-9\"，改用預設值。",
     "原來的檔案沒有刪除，改名為 settings.json.corrupt-1 保留著。"),
    ("en", "The setting animation in the settings file had a bad value ('warp'); the default 'normal' is used.",
     "The ruleset option “payout scheme (plain/买庄/对庄)” (scheme) of Haimen Ba Hu Tou in the settings file "
     "cannot be \"9-9-9\"; its default is used.", "The old file was kept as settings.json.corrupt-1."),
]


@pytest.mark.parametrize("lang, value, option, aside", CASES)
def test_settings_notes_in_each_language(window, tmp_path, lang, value, option, aside):
    notes = _notes(tmp_path, json.dumps({"animation": "warp", "variant_options": {"haimen": {"scheme": "9-9-9"}}}))
    notes += _notes(tmp_path, "{not json")
    window.change_language(lang)
    texts = [window.settings_note_text(n) for n in notes]
    assert texts[0] == value
    assert texts[1] == option   # the option by its label and key, the value as the file wrote it
    assert texts[2].endswith(aside)
    # the warning shown in the status bar is the translated one
    window._warn_settings(notes[0])
    assert window.statusBar().currentMessage() == value


@pytest.mark.parametrize("content, zh", [
    ("{not json", "文件损坏了"), ("[1, 2, 3]", "不是叶子的设置文件"), ('{"format": "other"}', "不是叶子的设置文件")])
def test_an_unreadable_settings_file_is_explained_in_the_players_words(window, tmp_path, content, zh):
    """Not Python's parser message ("Expecting ',' delimiter: line 2 column 1 (char 51)") in a 简体
    screen: the reason is one of a few phrases in the player's language; the log keeps the detail."""
    (note,) = _notes(tmp_path, content)
    window.change_language("zh_CN")
    text = window.settings_note_text(note)
    assert text.startswith(f"设置文件读不出来（{zh}）") and "settings.json.corrupt-1" in text
    assert not [w for w in text.replace("settings.json.corrupt-1", "").split() if w.isascii() and w.isalpha()]
    window.change_language("en")
    assert window.settings_note_text(note).startswith("The settings file could not be read (it ")


@pytest.mark.parametrize("lang, opened, reason_line", [
    ("zh_CN", "牌局文件 game.json 打不开。", "原因（英文）：not JSON"),
    ("zh_TW", "牌局檔案 game.json 無法開啟。", "原因（英文）：not JSON"),
    ("en", "The game file game.json could not be opened.", "Reason (in English): not JSON"),
])
def test_record_error_sentence_in_each_language(qapp, lang, opened, reason_line):
    from app.ui.replay.dialogs import record_error_text

    try:
        i18n.install(qapp, lang)
        assert record_error_text("open", "not JSON", "/somewhere/game.json") == f"{opened}\n\n{reason_line}"
        for what in ("save", "resume", "autosave", "discard", "replay"):
            text = record_error_text(what, "not JSON")
            assert text.endswith(reason_line)
            if lang != "en":
                assert not any("a" <= ch <= "z" for ch in text.split("\n")[0])  # the sentence is translated
    finally:
        i18n.install(qapp, "zh_CN")


def test_opening_a_bad_file_shows_the_translated_sentence(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text, *a: shown.append(text)))
    bad = tmp_path / "broken.json"
    bad.write_text("{", encoding="utf-8")
    window.change_language("zh_TW")
    window.open_game(str(bad))
    (text,) = shown
    assert text.startswith("牌局檔案 broken.json 無法開啟。\n\n原因（英文）：")
    assert "broken.json" not in text.split("\n")[-1]  # named once, in the translated sentence

"""The trainer window (pytest-qt, offscreen): a round answered by keyboard,
progress saved, the chart, the language switch, the screenshot command."""

from __future__ import annotations

import json
import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QFontDatabase, QRawFont  # noqa: E402

from app.trainer import questions as qs  # noqa: E402
from app.trainer.store import TrainerStore  # noqa: E402
from app.trainer.window import TrainerWindow  # noqa: E402


class Clock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


@pytest.fixture
def win(qtbot, tmp_path):
    clock = Clock()
    w = TrainerWindow(store=TrainerStore(tmp_path / "trainer.json").load(), mode="numeral",
                      lang="zh", clock=clock, rng=random.Random(11), advance_ms=-1)
    w.clock_ref = clock
    qtbot.addWidget(w)
    w.show()
    return w


def test_a_round_answered_by_keyboard(win, qtbot, tmp_path):
    results = []
    for n in range(12):
        q = win.question
        assert win.buttons[q.answer].text().startswith(f"{q.answer + 1} ")
        win.clock_ref.t += 2.0
        pick = q.answer if n % 3 else (q.answer + 1) % 4       # every third one wrong
        qtbot.keyClick(win, Qt.Key.Key_1 + pick)
        assert win.answered
        results.append(pick == q.answer)
        assert ("✓" in win.feedback.text()) == (pick == q.answer)
        qtbot.keyClick(win, Qt.Key.Key_Space)                   # next question at once
        assert not win.answered
    assert win.session == {"asked": 12, "right": sum(results)}
    saved = json.loads((tmp_path / "trainer.json").read_text(encoding="utf-8"))
    recs = [r for k, r in saved["records"].items() if k.startswith("numeral:")]
    assert sum(r["seen"] for r in recs) == 12
    assert sum(r["right"] for r in recs) == sum(results)
    assert sum(r["seconds"] for r in recs) == pytest.approx(24.0)


def test_click_answers_and_a_second_answer_is_ignored(win, qtbot):
    q = win.question
    qtbot.mouseClick(win.buttons[q.answer], Qt.MouseButton.LeftButton)
    assert win.session["right"] == 1
    assert win.answer((q.answer + 1) % 4) is None
    assert win.session["asked"] == 1


def test_missed_card_is_asked_again_soon(win, qtbot):
    missed = win.question.code
    qtbot.keyClick(win, Qt.Key.Key_1 + (win.question.answer + 1) % 4)
    later = []
    for _ in range(4):
        qtbot.keyClick(win, Qt.Key.Key_Space)
        later.append(win.question.code)
        qtbot.keyClick(win, Qt.Key.Key_1 + win.question.answer)
    assert missed in later


def test_modes_language_and_chart(win, qtbot):
    for mode in qs.all_modes():
        win.set_mode(mode)
        assert win.question.mode == mode or mode == qs.MIXED
        assert not win.picture.pixmap().isNull()
        qtbot.keyClick(win, Qt.Key.Key_1 + win.question.answer)
    win.set_language("en")
    assert win.tabs.tabText(1) == "Statistics" and "1–4" not in win.prompt.text()
    assert "Right" in win.feedback.text()
    win.tabs.setCurrentIndex(1)
    assert win.chart_view is not None
    chart = win.chart_view
    assert len(chart.series) == 2 and "accuracy" in chart.title
    win.set_language("zh")
    assert win.tabs.tabText(1) == "统计"
    asked = {qs.card_zh(qs.split_item(k)[1]) for k, r in win.store.records.items()
             if r["seen"] and qs.split_item(k)[0] in qs.MIXED_OF}
    assert {r[0] for r in win.chart_rows()} == asked       # the mixed review sums its drills
    win.set_mode("zipai")
    assert len(win.chart_rows()) == 1 and win.chart_rows()[0][1] == 100.0


@pytest.mark.parametrize("lang,want", [("en", "moved to trainer.json.corrupt"),
                                       ("zh", "认牌练习的进度文件读不出来，已移到 trainer.json.corrupt"),
                                       ("zh_TW", "認牌練習的進度檔讀不出來，已移到 trainer.json.corrupt")])
def test_corrupt_progress_does_not_crash(qtbot, tmp_path, monkeypatch, lang, want):
    from PySide6.QtWidgets import QMessageBox

    from tests.words import problems

    path = tmp_path / "trainer.json"
    path.write_text("{broken", encoding="utf-8")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    w = TrainerWindow(store=TrainerStore(path).load(), lang=lang, rng=random.Random(1), advance_ms=-1)
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: bool(shown), timeout=2000)
    assert want in shown[0]               # the window's language, not the store's English
    assert problems([shown[0].replace("trainer.json.corrupt", "")], {"zh": "zh_CN"}.get(lang, lang)) == []
    assert w.question is not None


def test_bundled_font_is_loaded_and_covers_the_trainer(win):
    from app.art.fonts import ui_font_path

    assert win.font_family == "Yezi CJK"
    raw = QRawFont(str(ui_font_path()), 16)
    assert raw.isValid()
    for ch in "认牌练习统计将素胡头筒索万铁拐李" + "".join(qs.MODES[m][2] for m in qs.MODES):
        assert raw.supportsCharacter(ord(ch)), ch
    assert "Yezi CJK" in QFontDatabase.families()


def test_train_screenshot_command(qtbot, tmp_path):
    from PySide6.QtGui import QImage

    from app.cli import main

    out = tmp_path / "trainer.png"
    assert main(["train", "--seed", "2", "--lang", "en", "--screenshot", str(out)]) == 0
    img = QImage(str(out))
    assert img.width() > 400 and img.height() > 400
    assert main(["train", "--theme", "nope", "--screenshot", str(out)]) == 2


def test_trainer_works_without_art(qtbot, tmp_path, monkeypatch):
    from app import art

    def missing(*a, **k):
        raise art.ArtError("no card art")

    monkeypatch.setattr(art, "face_path", missing)
    w = TrainerWindow(store=TrainerStore(tmp_path / "t.json"), mode="jiang", rng=random.Random(3),
                      advance_ms=-1)
    qtbot.addWidget(w)
    assert w.picture.text()
    qtbot.keyClick(w, Qt.Key.Key_1 + w.question.answer)
    assert w.session["right"] == 1


def test_trainer_follows_the_table_settings(qtbot, tmp_path):
    from app import art
    from app.paths import config_dir

    config_dir().mkdir(parents=True, exist_ok=True)
    (config_dir() / "settings.json").write_text(json.dumps({"language": "en", "theme": "老牌"}),
                                                encoding="utf-8")
    w = TrainerWindow(store=TrainerStore(tmp_path / "t.json"), rng=random.Random(1), advance_ms=-1)
    qtbot.addWidget(w)
    assert w.lang == "en" and w.theme == "老牌"
    assert w.question is not None                       # a missing theme falls back to the art
    (config_dir() / "settings.json").write_text("{bad", encoding="utf-8")
    w2 = TrainerWindow(store=TrainerStore(tmp_path / "t2.json"), rng=random.Random(1), advance_ms=-1)
    qtbot.addWidget(w2)
    assert w2.lang == "zh" and w2.theme is None
    assert (config_dir() / "settings.json").read_text(encoding="utf-8") == "{bad"   # left alone
    assert art.themes() == []


def test_the_trainer_keeps_only_a_language_picked_in_its_own_box(qtbot, tmp_path):
    """Opened from the table in 简体 and answered once, the trainer stored 简体 as its language, and
    `yezi train` then kept 简体 after the program was switched to 繁體: only a language picked
    in the trainer's own box outranks the program's."""
    from app.paths import config_dir

    path = tmp_path / "t.json"
    w = TrainerWindow(store=TrainerStore(path).load(), lang="zh", rng=random.Random(1), advance_ms=-1)
    qtbot.addWidget(w)
    w.answer(w.question.answer)
    assert "lang" not in TrainerStore(path).load().settings
    config_dir().mkdir(parents=True, exist_ok=True)
    (config_dir() / "settings.json").write_text(json.dumps({"language": "zh_TW"}), encoding="utf-8")
    alone = TrainerWindow(store=TrainerStore(path).load(), rng=random.Random(1), advance_ms=-1)
    qtbot.addWidget(alone)
    assert alone.lang == "zh_TW"
    alone.lang_box.setCurrentIndex(list(alone.lang_box.itemData(i) for i in range(alone.lang_box.count()))
                                   .index("en"))
    alone.answer(alone.question.answer)
    assert TrainerStore(path).load().settings["lang"] == "en"
    again = TrainerWindow(store=TrainerStore(path).load(), rng=random.Random(1), advance_ms=-1)
    qtbot.addWidget(again)
    assert again.lang == "en"


@pytest.mark.parametrize("saved, family, opens", [
    (None, "zipai", "zipai"), ("hutou", "zipai", "zipai"),       # from a 字牌 table: the 字牌 drill
    ("zipai", "longcard", "figure"), ("hutou", "longcard", "hutou"), ("zipai", None, "zipai")])
def test_the_trainer_opens_on_a_drill_of_the_tables_family(qtbot, tmp_path, saved, family, opens):
    """Opened from a qidong table the trainer drilled long-card figures: a drill of the other card
    family gives way to the table family's (the saved drill when it is of that family)."""
    store = TrainerStore(tmp_path / "t.json").load()
    if saved:
        store.settings["mode"] = saved
    w = TrainerWindow(store=store, rng=random.Random(1), advance_ms=-1, family=family)
    qtbot.addWidget(w)
    assert w.mode == opens and w.mode_box.currentData() == opens
    assert w.question is not None and w.question.mode in (opens, *qs.MIXED_OF)


@pytest.mark.parametrize("simp, trad", [("铁拐李", "鐵拐李"), ("汉钟离", "漢鍾離"), ("洛阳桥", "洛陽橋"),
                                        ("空瑶", "空瑤"), ("星儿", "星兒"), ("九万", "九萬"),
                                        ("将还是素", "將還是素"), ("统计", "統計")])
def test_traditional_script(simp, trad):
    from app.trainer.i18n import to_traditional

    assert to_traditional(simp) == trad


def test_traditional_chinese_mode(win, qtbot):
    from tests.words import SIMPLIFIED_ONLY

    win.set_mode("jiang")
    win.set_language("zh_TW")
    assert win.tabs.tabText(1) == "統計"
    assert win.mode_box.currentText() == "將還是素"
    texts = [b.text() for b in win.buttons if b.isVisible()] + [win.prompt.text()]
    qtbot.keyClick(win, Qt.Key.Key_1 + win.question.answer)
    texts.append(win.feedback.text())
    assert not any(c in SIMPLIFIED_ONLY for t in texts for c in t)     # nothing left in simplified


def test_reset_forgets_only_the_current_drill(win, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    qtbot.keyClick(win, Qt.Key.Key_1 + win.question.answer)         # a numeral answer
    win.set_mode("zipai")
    qtbot.keyClick(win, Qt.Key.Key_1 + win.question.answer)         # a 字牌 answer
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    win.tabs.setCurrentIndex(1)
    qtbot.mouseClick(win.reset_button, Qt.MouseButton.LeftButton)
    recs = win.store.records
    assert not any(k.startswith("zipai:") and r["seen"] for k, r in recs.items())
    assert sum(r["seen"] for k, r in recs.items() if k.startswith("numeral:")) == 1
    assert win.chart_rows() == []


def test_study_sheet_shows_every_face(win, qtbot):
    from PySide6.QtWidgets import QLabel

    win.tabs.setCurrentIndex(2)
    labels = win.study_page.widget().findChildren(QLabel)
    pictures = [lb for lb in labels if lb.pixmap() is not None and not lb.pixmap().isNull()]
    assert len(pictures) == 31 + 20
    texts = "\n".join(lb.text() for lb in labels)
    assert "铁拐李" in texts and "两个圆+黑圆" in texts and "拾" in texts
    qtbot.keyClick(win, Qt.Key.Key_1)                 # digits do not answer from another tab
    assert not win.answered
    win.set_language("en")
    texts = "\n".join(lb.text() for lb in win.study_page.widget().findChildren(QLabel))
    assert "Iron-Crutch Li" in texts and "two circles" in texts


@pytest.mark.parametrize("saved", [{"lang": [1], "mode": {"a": 1}}, {"lang": "xx", "mode": 7}, {}])
def test_odd_saved_settings_fall_back(qtbot, tmp_path, saved):
    path = tmp_path / "trainer.json"
    path.write_text(json.dumps({"version": 1, "records": {}, "settings": saved}), encoding="utf-8")
    w = TrainerWindow(store=TrainerStore(path).load(), rng=random.Random(1), advance_ms=-1)
    qtbot.addWidget(w)
    assert w.lang == "zh" and w.mode == "figure"


def test_statistics_chart_shows_the_figures(win, qtbot):
    """The chart is the program's own (no Qt Charts): a right answer is a 100% bar
    and its seconds a point on the right axis; the card named in the player's language."""
    qtbot.keyClick(win, Qt.Key.Key_1 + win.question.answer)
    win.tabs.setCurrentIndex(1)
    chart = win.chart_view
    accuracy, seconds = chart.series
    assert accuracy.kind == "bar" and accuracy.values == [100.0]
    assert seconds.kind == "line" and seconds.axis == "right" and len(seconds.values) == 1
    assert chart.categories == [r[0] for r in win.chart_rows()]
    assert chart.left.label(100) == "100%"
    win.set_language("en")
    assert chart.categories == [r[0] for r in win.chart_rows()] and chart.categories[0].isascii()



def test_number_keys_answer_whatever_has_the_focus(win, qtbot):
    """Issue 13: with the focus in the drill box (where it lands first) 1–4 still answer."""
    win.mode_box.setFocus()
    q = win.question
    qtbot.keyClick(win.mode_box, Qt.Key.Key_1 + q.answer)
    assert win.answered and "✓" in win.feedback.text()
    assert win.question is q   # the drill did not change under the key


@pytest.mark.parametrize("mode", ["figure", "numeral", "zipai"])
def test_the_card_never_sits_under_the_answers(qtbot, tmp_path, mode):
    """On a 1024×768 screen the window is 760×640 and the 330-px figure went on under the
    answer buttons (the frog at 八筒's feet hidden): the picture takes the room there is."""
    w = TrainerWindow(store=TrainerStore(tmp_path / "trainer.json").load(), mode=mode,
                      lang="en", rng=random.Random(3), advance_ms=-1)
    qtbot.addWidget(w)
    for size in ((760, 640), (700, 520), (1000, 900)):
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        qtbot.waitUntil(lambda: w.picture.pixmap() is not None and not w.picture.pixmap().isNull(), timeout=3000)
        pix = w.picture.pixmap()
        shown = pix.height() / pix.devicePixelRatio()
        assert shown <= w.picture.height(), (size, shown, w.picture.height())
        assert w.picture.geometry().bottom() < min(b.geometry().top() for b in w.buttons if b.isVisible()), size
    assert shown >= 200      # the larger window shows it large again

"""The lesson window (pytest-qt, offscreen): lessons per family with progress
marks, an act task answered by clicking a card and by a claim key, a count
typed, a pick clicked, the engine's refusal shown in the chosen language,
progress kept per user (and a corrupt progress file set aside with one line),
steps walked by keyboard, and every step fitting a 1024×768 screen."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QLabel, QPushButton  # noqa: E402

from app.lessons.store import LessonStore  # noqa: E402
from app.lessons.window import CardButton, LessonWindow  # noqa: E402


@pytest.fixture
def make(qtbot, tmp_path):
    def build(lang="zh_CN", path=None):
        store = LessonStore(path or tmp_path / "lessons.json").load()
        w = LessonWindow(lang=lang, store=store)
        qtbot.addWidget(w)
        w.resize(1000, 700)
        w.show()
        return w
    return build


def _hand(w):
    lay = w.hand_layout
    return [lay.itemAt(i).widget() for i in range(lay.count()) if isinstance(lay.itemAt(i).widget(), CardButton)]


def _list_texts(w):
    return [w.list.item(i).text() for i in range(w.list.count())]


def test_lists_both_families_with_marks(make):
    w = make()
    assert w.windowTitle() == "学牌 · 叶子"
    assert len(_list_texts(w)) >= 10 and all(t.startswith("○") for t in _list_texts(w))
    w.tabs.setCurrentIndex(1)
    assert w.family == "zipai" and len(_list_texts(w)) >= 10
    assert w.lesson.family == "zipai"


def test_a_discard_refused_by_the_engine_then_the_right_one(make, tmp_path):
    w = make("zh_TW")
    w.open_lesson("long-01-jiang-su", 4)
    assert w.hand_caption.text() == "你的手牌（點一張打出）"
    qian = next(b for b in _hand(w) if b.code == "qian")
    qian.click()
    assert w.verdict is not None and not w.verdict.correct
    assert "將" in w.feedback.text() and "×" in w.feedback.text()
    five = next(b for b in _hand(w) if b.code == "5w")
    five.click()
    assert w.verdict.correct and "✓" in w.feedback.text()
    saved = json.loads((tmp_path / "lessons.json").read_text(encoding="utf-8"))
    assert saved["lessons"]["long-01-jiang-su"]["solved"] == [1]
    assert saved["lessons"]["long-01-jiang-su"]["tries"] == 2


def test_an_act_task_solved_marks_the_lesson_done(make, tmp_path):
    w = make("en")
    w.open_lesson("long-03-runs-baozi", 3)
    next(b for b in _hand(w) if b.code == "5w").click()
    assert not w.verdict.correct and "After that: 8 胡 and one card not 圆." in w.feedback.text()
    next(b for b in _hand(w) if b.code == "4t").click()
    assert w.verdict.correct
    row = [x.id for x in w.family_lessons()].index("long-03-runs-baozi")
    assert w.list.item(row).text().startswith("✓")
    # progress is kept: a new window on the same file shows it
    w2 = make("en", tmp_path / "lessons.json")
    assert w2.list.item(row).text().startswith("✓")
    assert w2.lesson.id == "long-03-runs-baozi"     # it reopens where the learner was


def test_a_claim_by_number_key(make, qtbot):
    w = make("zh_CN")
    w.open_lesson("long-06-peng", 1)
    labels = [b.text() for b in w.claim_buttons]
    assert labels[0].startswith("1  碰")
    assert w.hand_caption.text() == "你的手牌"      # a claim: the hand is looked at, not discarded from
    qtbot.keyClick(w, Qt.Key_1)
    assert w.verdict is not None and w.verdict.correct


def test_a_forced_claim_says_why_pass_is_refused(make):
    w = make("en")
    w.open_lesson("long-06-peng", 3)
    pass_button = next(b for b in w.claim_buttons if "Pass" in b.text())
    pass_button.click()
    assert not w.verdict.correct and "you must peng" in w.feedback.text()


def test_a_count_typed(make, qtbot):
    w = make("zh_CN")
    w.open_lesson("long-02-hutou", 3)
    assert w.count_widget.isVisible()
    w.count_edit.setText("二")
    qtbot.keyClick(w.count_edit, Qt.Key_Return)
    assert not w.verdict.correct and "整数" in w.feedback.text()
    w.count_edit.setText("2")
    qtbot.keyClick(w.count_edit, Qt.Key_Return)
    assert not w.verdict.correct and "应该是 3" in w.feedback.text() and "千空九" in w.feedback.text()
    w.count_edit.setText("3")
    w.count_button.click()
    assert w.verdict.correct


def _feedback_in_sight(w):
    """The answer's first line is inside the scrolled view (and its last, when it fits)."""
    top = w.feedback.mapTo(w.scroll.viewport(), w.feedback.rect().topLeft()).y()
    bottom = top + w.feedback.height()
    view = w.scroll.viewport().height()
    return 0 <= top < view and (bottom <= view or w.feedback.height() > view - 16)


def test_a_lvsi_discard_that_loses_the_xiaohun_is_explained_then_the_right_one(make, qtbot):
    # lvsi lesson 14: 打七筒 is legal and leaves the hand 圆, but the win would be 平胡 (3 庄)
    w = make("en")
    w.resize(1000, 720)
    w.open_lesson("long-14-lvsi-xiaohun", 2)
    qtbot.wait(10)
    next(b for b in _hand(w) if b.code == "7t").click()
    assert not w.verdict.correct and "平胡" in w.feedback.text() and "3 庄 in all" in w.feedback.text()
    bar = w.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0)         # scrolled below the hand to the answer
    assert _feedback_in_sight(w)
    next(b for b in _hand(w) if b.code == "3t").click()
    assert w.verdict.correct and "11 胡" in w.feedback.text()
    # the win on the next card: the answer with the hand's whole result comes into sight too
    w.open_lesson("long-14-lvsi-xiaohun", 3)
    qtbot.wait(10)
    assert bar.value() == 0
    next(b for b in w.claim_buttons if "3s" in b.text() or "三索" in b.text()).click()
    assert w.verdict.correct and "小荤" in w.feedback.text()
    qtbot.waitUntil(lambda: bar.value() > 0)
    assert _feedback_in_sight(w)


def test_haimens_count_typed_in_a_lvsi_lesson_is_named_as_haimens(make, qtbot):
    w = make("zh_CN")
    w.open_lesson("long-15-lvsi-zhuang", 1)
    w.count_edit.setText("10")
    qtbot.keyClick(w.count_edit, Qt.Key_Return)
    assert not w.verdict.correct and "海门的数法" in w.feedback.text() and "应该是 9" in w.feedback.text()
    w.count_edit.setText("9")
    w.count_button.click()
    assert w.verdict.correct


def test_a_pick_clicked(make):
    w = make("en")
    w.open_lesson("zipai-09-win-round", 1)
    cards = _hand(w)
    assert [b.code for b in cards] == ["d9", "x8", "x6"]
    cards[0].click()
    assert not w.verdict.correct and "does not win" in w.feedback.text()
    cards[1].click()
    assert w.verdict.correct


def test_steps_by_keyboard_and_the_language_switch(make, qtbot):
    w = make("zh_CN")
    w.open_lesson("zipai-01-sentences")
    assert w.step_index == 0 and not w.back_button.isEnabled()
    qtbot.keyClick(w, Qt.Key_PageDown)
    assert w.step_index == 1
    qtbot.keyClick(w, Qt.Key_PageUp)
    assert w.step_index == 0
    w.set_language("en")
    assert w.title.text() == "The cards, sentences and 二七十"
    assert w.next_button.text() == "Next ▶"
    w.step_index = len(w.lesson.steps) - 1
    w._enter_step()
    w.next()
    assert w.lesson.id == "zipai-02-kan-peng" and w.step_index == 0


def test_a_corrupt_progress_file_is_kept_and_named(make, tmp_path):
    path = tmp_path / "lessons.json"
    path.write_text("{garbage", encoding="utf-8")
    w = make("en", path)
    assert w.notice.isVisible() and "could not be read" in w.notice.text()
    assert "\n" not in w.notice.text()
    assert (tmp_path / "lessons.json.corrupt").read_text(encoding="utf-8") == "{garbage"
    w.open_lesson("long-02-hutou", 3)
    w.count_edit.setText("3")
    w.submit_count()
    assert json.loads(path.read_text(encoding="utf-8"))["lessons"]["long-02-hutou"]["solved"] == [0]


def test_every_step_fits_1024_by_768_and_shows_no_python_values(make, qtbot):
    w = make("zh_CN")
    w.resize(1000, 720)          # 1024×768 less the window frame
    qtbot.wait(10)
    for lesson in w.lessons:
        for i in range(len(lesson.steps)):
            w.open_lesson(lesson.id, i)
            qtbot.wait(1)
            assert not w.scroll.horizontalScrollBar().isVisible(), (lesson.id, i)
            for b in (w.back_button, w.next_button):
                assert b.isVisible() and b.geometry().bottom() <= w.height()
            shown = " ".join(x.text() for x in w.findChildren(QLabel) + w.findChildren(QPushButton) if x.isVisible())
            assert "Reason(" not in shown and "Card(" not in shown and "None" not in shown, (lesson.id, i)
    assert w.minimumWidth() <= 1024 and w.minimumHeight() <= 768


def test_the_learn_menu_opens_the_lessons(qtbot, monkeypatch):
    from app.ui import mainwindow

    calls = []
    monkeypatch.setattr(mainwindow.MainWindow, "_window",
                        lambda self, module, names, *a, **kw: calls.append((module, names, kw)))
    from tests.test_ui_table import quiet_settings

    w = mainwindow.MainWindow(quiet_settings("haimen"), seed=1, autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    from PySide6.QtGui import QKeySequence

    action = next(a for a in w.learn_menu.actions() if a.shortcut() == QKeySequence("Ctrl+L"))
    assert action.text() in ("Lessons…", "学牌课程…", "學牌課程…")
    action.trigger()
    assert calls and calls[0][0] == "app.lessons.window" and calls[0][1] == ("LessonWindow",)
    w.controller.shutdown()


def test_english_sentences_start_with_a_capital(make, qtbot):
    w = make("en")
    seen = 0
    for lesson in w.lessons:
        for i in range(len(lesson.steps)):
            w.open_lesson(lesson.id, i)
            text = w.situation.text()
            if text.startswith("Your turn. "):
                seen += 1
                assert text[len("Your turn. ")].isupper(), (lesson.id, i, text)
    assert seen        # some position has a card in play


def test_one_bad_lesson_file_is_named_in_the_singular(qtbot, tmp_path):
    """English said "1 lesson file(s) could not be used"."""
    import shutil

    from tests.conftest import ROOT

    folder = tmp_path / "lessons"
    folder.mkdir()
    shutil.copy(ROOT / "resources" / "lessons" / "long-01-jiang-su.json", folder)
    (folder / "broken.json").write_text("{ not json", encoding="utf-8")
    w = LessonWindow(lang="en", store=LessonStore(tmp_path / "lessons.json").load(), folder=folder)
    qtbot.addWidget(w)
    assert w.notice.text().startswith("A lesson file could not be used: ") and "broken.json" in w.notice.text()
    (folder / "broken2.json").write_text("[]", encoding="utf-8")
    w2 = LessonWindow(lang="en", store=LessonStore(tmp_path / "lessons.json").load(), folder=folder)
    qtbot.addWidget(w2)
    assert w2.notice.text().startswith("2 lesson files could not be used: ")


@pytest.mark.parametrize("last, done, variant, opens", [
    (None, [], "qidong", "zipai-01-sentences"),                     # a 字牌 table: the 字牌 course
    (None, ["zipai-01-sentences"], "yiyang", "zipai-02-kan-peng"),  # … at its first lesson not done
    ("long-03-runs-baozi", [], "waihuzi", "zipai-01-sentences"),    # the last lesson is of the other family
    ("long-03-runs-baozi", [], "lvsi", "long-03-runs-baozi"),       # the same family: where it was left
    ("zipai-07-count-xi", [], None, "zipai-07-count-xi"),           # standalone (yezi lessons): where it was left
    (None, [], None, "long-01-jiang-su"),
])
def test_the_lessons_open_on_the_tables_family(qtbot, tmp_path, last, done, variant, opens):
    """Opened from a qidong table the lessons began at the long-card course's first lesson; they now
    open on the table's family (the lesson last open when it is of that family)."""
    store = LessonStore(tmp_path / "lessons.json").load()
    w0 = LessonWindow(lang="en", store=store)
    qtbot.addWidget(w0)
    for lesson in w0.lessons:
        if lesson.id in done:
            for i in range(len(lesson.tasks)):
                store.mark(lesson.id, i, True)
    store.last = last
    store.save()
    w = LessonWindow(lang="en", store=LessonStore(tmp_path / "lessons.json").load(), variant=variant)
    qtbot.addWidget(w)
    assert w.lesson.id == opens
    assert w.family == w.lesson.family and w.tabs.currentIndex() == ("longcard", "zipai").index(w.family)

"""A monkey at the table: random acts, keys, clicks, take-backs, menu commands, language
switches and resizes over whole hands of every variant; the windows the menus open stay open
until the table closes (quitting with the lessons open crashed the program).  Any exception in a slot fails the test
(pytest-qt); after each burst the window must still tell the truth: its move log has a line per
act of the hand, the player's hand on the felt is the engine's, and no word on the felt is a
Python value.  Deterministic: the computers play by the seed and the monkey acts only on the
player's turn or a finished hand."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtGui import QKeySequence  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox  # noqa: E402

from tests.tables import open_table  # noqa: E402
from tests.words import problems, texts_of_scene  # noqa: E402

KEYS = [Qt.Key_Left, Qt.Key_Right, Qt.Key_Return, Qt.Key_Space, Qt.Key_P, Qt.Key_C, Qt.Key_H, Qt.Key_S,
        Qt.Key_B, Qt.Key_Z, Qt.Key_G, Qt.Key_1, Qt.Key_2, Qt.Key_3, Qt.Key_Escape, Qt.Key_Home, Qt.Key_End]


@pytest.fixture
def quiet(monkeypatch, tmp_path):
    """Dialogs answer at once: a modal's exec returns "cancel", a file dialog picks nothing or a
    file in tmp_path, a question says yes."""
    monkeypatch.setattr(QDialog, "exec", lambda self: 0)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)
    for name in ("warning", "information", "critical", "about"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(lambda *a, **k: QMessageBox.Ok))
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Yes))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(tmp_path / "saved.json"), "")))


def _commands(w) -> list:
    """Every menu command but Quit (windows it opens stay open: the table's closing disposes of them)."""
    return [a for m in w._menus for a in m.actions()
            if a.text() and not a.menu() and a.shortcut() != QKeySequence(QKeySequence.Quit)]


def _log_lines(w) -> int:
    lines = [w.log_list.item(i).text() for i in range(w.log_list.count())]
    return sum(1 for t in lines if not any(x in t for x in (" drew ", " turned up ", " 摸出 ", " 翻出 ")))


def _check(w) -> None:
    c = w.controller
    st = c.state
    assert _log_lines(w) == len(st.log)
    if not st.is_over and c.human_seat is not None:
        view = st.view(c.human_seat)
        shown = [it.card.code for it in w.table.hand_items() if it.zone == ("hand", w.table.bottom_seat)]
        assert sorted(shown) == sorted(card.code for card in view.hand)
    assert problems(texts_of_scene(w.table.scene()), w.settings.language) == []


@pytest.mark.parametrize("variant, seed", [("haimen", 3), ("lvsi", 5), ("waihuzi", 7), ("yiyang", 9),
                                           ("qidong", 11)])
def test_a_monkey_at_the_table(qtbot, quiet, variant, seed):
    w = open_table(qtbot, variant, seed, lang="zh_CN", confirm=True, take_back=True)
    c = w.controller
    rng = random.Random(seed)
    commands = _commands(w)
    hands = 0
    for step in range(120):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=20000)
        if c.state.is_over:
            _check(w)
            hands += 1
            w.next_hand()
            continue
        r = rng.random()
        if r < 0.6:
            c.request(rng.choice(c.legal()))
        elif r < 0.75:
            QTest.keyClick(w.table, rng.choice(KEYS))
        elif r < 0.82:
            vp = w.table.viewport()
            QTest.mouseClick(vp, Qt.LeftButton, pos=QPoint(rng.randrange(vp.width()), rng.randrange(vp.height())))
        elif r < 0.86:
            w.take_back()
        elif r < 0.92:
            rng.choice(commands).trigger()
            commands = _commands(w)   # a language switch rebuilds them
        elif r < 0.96:
            w.change_language(rng.choice(["zh_CN", "zh_TW", "en"]))
            commands = _commands(w)
        else:
            w.resize(rng.choice([(1024, 700), (1366, 740), (900, 640)])[0], rng.choice([640, 700, 740]))
        QApplication.processEvents()
        if step % 10 == 0 and not c.state.is_over and c.is_human_turn():
            _check(w)
    assert hands >= 1
    w.controller.shutdown()

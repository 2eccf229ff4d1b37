"""The windows opened from the table (lessons, trainer, settle, replay, statistics) are deleted when
closed and when the table closes.  They were not: each slot's closure held its window, so a
closed window lived on until the program's exit, where PySide freed it after its own children —
quitting after the lessons had been opened crashed the program (a double free in
QToolButton's destructor, caught under gdb)."""

from __future__ import annotations

import gc

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QCoreApplication, QEvent  # noqa: E402

from tests.tables import open_table  # noqa: E402

OPEN = {"lessons": "open_lessons", "trainer": "open_trainer", "settle": "open_settle",
        "replay": "replay_current", "statistics": "open_statistics"}


def _flush() -> None:
    for _ in range(3):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()


@pytest.mark.parametrize("what", list(OPEN))
def test_a_window_opened_from_the_table_is_deleted_when_closed(qtbot, what):
    w = open_table(qtbot, "waihuzi", 7, lang="zh_CN")
    tool = getattr(w, OPEN[what])()
    gone = []
    tool.destroyed.connect(lambda *_: gone.append(what))
    tool.close()
    del tool
    _flush()
    assert gone == [what]
    w.controller.shutdown()


def test_the_tables_windows_go_with_it(qtbot):
    w = open_table(qtbot, "haimen", 3, lang="en")
    gone = []
    for name in OPEN.values():
        getattr(w, name)().destroyed.connect(lambda *_, name=name: gone.append(name))
    w.close()
    assert sorted(gone) == sorted(OPEN.values()) and w._tools == []   # at once, not at the next turn

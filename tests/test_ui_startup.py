"""Start-up (issue 14 item 6): the game window paints its first frame — the menu bar's
titles, the felt, the status bar — before the rest of the window and the game are built,
builds them right after, and is then a normal window: a game is dealt, a key pressed early
reaches the table, a shortcut or a click on the menu bar before the menus are whole finds
them whole, the table is laid out once for the whole build, and ``yezi play --screenshot``
still saves the dealt table."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.first_paint import at_first_paint

pytest.importorskip("pytestqt")

import app.ui  # noqa: F401,E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def _deferred(qtbot, monkeypatch=None, layouts=None):
    from app.ui import settings as S
    from app.ui.mainwindow import MainWindow

    s = S.Settings(variant="haimen", seats=["human", "simple", "simple", "simple"], animation="off",
                   think_delay_ms=0)
    w = MainWindow(S.LoadResult(s, [], None), seed=5, autosave=False, ask_resume=False, first_start=False,
                   deferred=True)
    qtbot.addWidget(w)
    return w


def test_first_frame_comes_before_the_game(qtbot, monkeypatch):
    from app.ui.table import TableView

    placed = []
    real_place = TableView._place
    monkeypatch.setattr(TableView, "_place", lambda self, targets, animate: (placed.append(len(targets)),
                                                                           real_place(self, targets, animate)))
    w = _deferred(qtbot)
    # built for the first frame: the menu bar's titles, the felt, the status bar — no game yet,
    # and not yet the menus' commands, the action bar or the match panel
    assert not w.ready and w.controller is None and w.table is None
    titles = [a.text() for a in w.menuBar().actions()]
    assert len(titles) == 5 and all(titles)
    assert all(a.isEnabled() for a in w.menuBar().actions())
    assert not any(a.menu().actions() for a in w.menuBar().actions())
    assert w.dock is None and w.actions_bar is None
    assert w.centralWidget().layout().itemAt(0).widget() is w._felt
    w.show()
    w.finish_start()          # what the first paint starts (called here to count the layouts)
    # the game is there: dealt, the table in the felt's place, the menus whole, bar and panel
    assert w.ready and w.controller.variant.id == "haimen" and w.controller.state is not None
    assert w.centralWidget().layout().itemAt(0).widget() is w.table and w._felt is None
    assert all(a.menu().actions() for a in w.menuBar().actions())
    # the table was laid out once for the whole build (not once per signal), with the cards
    assert len(placed) == 1 and placed[0] > 0
    qtbot.waitUntil(lambda: w.dock.isVisible() and w.actions_bar.isVisible(), timeout=3000)
    w.close()


def test_built_after_the_first_paint_and_an_early_key_waits(qtbot):
    w = _deferred(qtbot)
    QTest.keyClick(w._felt, Qt.Key_Right)     # a key pressed before the table exists waits for it
    assert not w.ready
    w.show()
    qtbot.waitUntil(lambda: w.ready, timeout=5000)
    assert w.controller.state is not None and w.table.hand_items()
    assert w.table._selected == 0            # the early key reached the table
    QTest.keyClick(w.table, Qt.Key_Right)     # and keys work as usual
    assert w.table._selected == 1
    w.close()


def _held_back(qtbot):
    """A deferred window shown and active whose rest is not built yet: as if the key or click
    came before the event loop's turn after the first paint."""
    from PySide6.QtCore import QTimer

    w = _deferred(qtbot)
    w._felt.painted = None
    for timer in w.findChildren(QTimer):
        timer.stop()                          # the backstop
    with qtbot.waitActive(w):
        w.show()
        w.activateWindow()
    assert not w.ready and not any(a.menu().actions() for a in w.menuBar().actions())
    return w


def test_a_shortcut_before_the_menus_are_whole_still_works(qtbot, monkeypatch):
    from app.ui.mainwindow import MainWindow

    opened = []
    monkeypatch.setattr(MainWindow, "open_lessons", lambda self: opened.append(self.ready))
    w = _held_back(qtbot)
    QTest.keyClick(w._felt, Qt.Key_L, Qt.ControlModifier)    # 学牌课程 (Ctrl+L)
    # the key built the menus first, so the shortcut was there; its command waits for the game
    assert all(a.menu().actions() for a in w.menuBar().actions())
    assert opened == [] and w.dock is not None
    w.finish_start()
    assert opened == [True]
    w.close()


def test_a_click_on_the_menu_bar_before_the_menus_are_whole_opens_a_whole_menu(qtbot):
    w = _held_back(qtbot)
    bar = w.menuBar()
    game = bar.actions()[0]
    QTest.mouseClick(bar, Qt.LeftButton, pos=bar.actionGeometry(game).center())
    menu = game.menu()
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert len(texts) == 9 and all(texts)
    menu.hide()
    w.finish_start()
    assert w.ready and bar.actions()[0] is game    # the same menus, filled in place
    w.close()


def test_not_deferred_is_built_by_the_constructor(qtbot):
    from app.ui import settings as S
    from app.ui.mainwindow import MainWindow

    s = S.Settings(variant="waihuzi", seats=["human", "simple", "simple", "simple"], animation="off")
    w = MainWindow(S.LoadResult(s, [], None), seed=2, autosave=False, ask_resume=False, first_start=False)
    qtbot.addWidget(w)
    assert w.ready and w.controller.state is not None and w._felt is None
    w.close()


def test_closed_before_the_game_was_built(qtbot):
    w = _deferred(qtbot)
    w.close()
    w.finish_start()          # the backstop timer firing late does nothing
    assert not w.ready and w.controller is None


def test_play_screenshot_shows_the_dealt_table(tmp_path):
    from PIL import Image

    shot = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "c"),
               XDG_DATA_HOME=str(tmp_path / "d"))
    out = subprocess.run([sys.executable, "-m", "app", "play", "--demo", "--seed", "3", "--variant", "haimen",
                          "--quit-after", "1", "--screenshot", str(shot)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr
    img = Image.open(shot).convert("RGB")
    w, h = img.size
    # the table's left part: felt (dark green) and cards (light faces); an empty felt has no light pixels
    area = img.crop((0, h // 10, int(w * 0.6), int(h * 0.85))).resize((120, 120))
    px = area.tobytes()
    light = sum(1 for i in range(0, len(px), 3) if px[i] > 200 and px[i + 1] > 190 and px[i + 2] > 150)
    assert light > 120 * 120 // 10


def test_the_first_frame_makes_no_qt_namespace(tmp_path):
    """PySide6 makes the ``Qt`` namespace's 94 Python enums (~25–30 ms CPU) the first time
    anything names ``Qt`` or calls a method whose overloads take its types (``setShortcut``,
    ``fillRect``, ``QKeySequence(QKeySequence)`` …); the first frame does without it."""
    lazy, painted, _ = at_first_paint(
        tmp_path, probe='"Qt" in vars(C)', after='lazy, seen[0], "Qt" in vars(C)',
        # PySide6 adds a type to its module when it is first made
        before='import PySide6.QtCore as C\nlazy = "Qt" not in vars(C)')
    if lazy != "True":
        pytest.skip("this PySide6 makes its types at import: nothing to see")
    assert painted == "False"

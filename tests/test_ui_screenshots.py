"""Screenshots of a hand in progress for the docs (docs/img/table-*.png).

Skipped unless YEZI_SHOTS names an output folder; take real ones under Xvfb:

    YEZI_SHOTS=docs/img QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1366x768x24" \
        python -m pytest -q tests/test_ui_screenshots.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.tables import open_table

pytest.importorskip("pytestqt")

OUT = os.environ.get("YEZI_SHOTS")
pytestmark = pytest.mark.skipif(not OUT, reason="set YEZI_SHOTS=<folder> to take screenshots")

# claims first, so the picture shows groups on the table
PREFER = ("hu", "peng", "chi", "wai", "gang", "zhang", "buy", "liu", "pao", "ti")


def play_until(qtbot, w, actions: int):
    from app.engine import Rng

    c = w.controller
    rng = Rng(5)
    while True:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=20000)
        st = c.state
        if st.is_over:
            return False
        legal = c.legal()
        if len(st.log) >= actions and any(a.kind == "discard" for a in legal):
            return True
        pick = next((a for k in PREFER for a in legal if a.kind == k and k != "hu"), None)
        c.request(pick or rng.choice(legal))


@pytest.mark.parametrize("variant,seed,actions,name", [
    ("haimen", 4, 40, "table-long.png"),
    ("waihuzi", 7, 8, "table-zipai.png"),
])
def test_screenshot_of_a_hand_in_progress(qtbot, variant, seed, actions, name):
    import app.ui  # noqa: F401
    from PySide6.QtWidgets import QApplication

    from app.ui import i18n
    from app.ui import settings as S
    from app.ui.faces import ui_font_family
    from app.ui.mainwindow import MainWindow

    from PySide6.QtGui import QFont

    QApplication.instance().setFont(QFont(ui_font_family(), 10))
    i18n.install(QApplication.instance(), "zh_CN")
    s = S.Settings(variant=variant, seats=["human", "simple", "simple", "simple"], animation="off",
                   think_delay_ms=0, language="zh_CN")
    for attempt in range(6):
        w = MainWindow(S.LoadResult(s, [], None), seed=seed + attempt, autosave=False, ask_resume=False)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        if play_until(qtbot, w, actions):
            break
        w.close()
    # pick a card that may be discarded, as a player would before discarding it
    legal = {a.cards[0] for a in w.controller.legal() if a.kind == "discard"}
    for _ in range(len(w.table._order)):
        w.table.keyPressEvent(_key_right())
        if w.table._order[w.table._selected] in legal:
            break
    qtbot.wait(300)
    path = Path(OUT) / name
    assert w.save_screenshot(str(path))
    w.controller.shutdown()


def _key_right():
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent

    return QKeyEvent(QEvent.KeyPress, Qt.Key_Right, Qt.NoModifier)


def _window(qtbot, variant, seed, lang="zh_CN"):
    import app.ui  # noqa: F401
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    from app.ui.faces import ui_font_family

    QApplication.instance().setFont(QFont(ui_font_family(), 10))
    return open_table(qtbot, variant, seed, lang=lang, confirm=True)


def _finish(qtbot, w):
    """Play the human seat to the end of the hand (claims first, winning when it can)."""
    from app.engine import Rng

    c = w.controller
    rng = Rng(3)
    while True:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=30000)
        if c.state.is_over:
            return
        legal = c.legal()
        pick = next((a for k in PREFER for a in legal if a.kind == k), None)
        c.request(pick or rng.choice(legal))


def _grab(qtbot, widget, name):
    qtbot.wait(300)
    widget.grab().save(str(Path(OUT) / name))


def test_screenshots_of_the_scoring_dialog_and_the_replay(qtbot):
    """The scoring dialog of a won hand of 海门 and the replay viewer of that game (1366×768)."""
    from app.ui.replay.viewer import ScoringDialog

    for seed in range(4, 20):
        w = _window(qtbot, "haimen", seed)
        _finish(qtbot, w)
        if w.controller.state.result.winner is not None:
            break
        w.close()
    qtbot.waitUntil(lambda: w._score_dialog is not None, timeout=5000)
    _grab(qtbot, w._score_dialog, "score.png")
    w._score_dialog.close()
    rw = w.replay_current()     # the table's window: disposed of with the table (not qtbot's)
    rw.show()
    qtbot.waitExposed(rw)
    for _ in range(30):
        rw.forward()
    _grab(qtbot, rw, "replay.png")
    rw.close()
    w.controller.shutdown()


def test_screenshots_of_welcome_trainer_and_statistics(qtbot):
    import random

    from app.records import stats
    from app.trainer.store import TrainerStore
    from app.trainer.window import TrainerWindow
    from app.ui.replay.stats import StatsWindow
    from app.ui.replay.stats_shot import season
    from app.ui.welcome import WelcomeDialog

    w = _window(qtbot, "haimen", 4)
    dlg = WelcomeDialog(w.settings, w)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    _grab(qtbot, dlg, "welcome.png")
    dlg.close()
    t = TrainerWindow(store=TrainerStore(Path(OUT) / ".trainer-shot.json"), rng=random.Random(3), advance_ms=-1,
                      lang="zh")
    qtbot.addWidget(t)
    t.show()
    qtbot.waitExposed(t)
    _grab(qtbot, t, "trainer.png")
    t.close()
    (Path(OUT) / ".trainer-shot.json").unlink(missing_ok=True)
    stats.record_hands(season())
    s = StatsWindow()
    qtbot.addWidget(s)
    s.show()
    qtbot.waitExposed(s)
    _grab(qtbot, s, "stats.png")
    s.close()
    w.controller.shutdown()

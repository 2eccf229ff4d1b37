"""Every window fits the screen it opens on (issue 13): the table, the replay viewer and the
statistics, on a 1024×768 screen, a 1366×768 laptop and a 2× scaled 1920×1080 one (960×540
logical).  Each screen is a real Qt screen: a child process runs the offscreen platform with
that screen's size (its ``configfile``) and reports what it opened."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import QRect, QSize

from app.ui.screenfit import FRAME_H, clamp_rect, first_rect, minimum_for

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, os, sys
import app.ui  # noqa: F401  (the PySide6 refcount fix first)
from PySide6.QtWidgets import QApplication
from app.ui import settings as S
from app.ui.uifont import use_ui_font
app = QApplication(sys.argv)
text_size = os.environ.get("YEZI_TEST_TEXT", "normal")
use_ui_font(app, text_size)       # as ``yezi play`` starts
from app.ui.mainwindow import MainWindow
s = S.Settings(variant="haimen", seats=["human", "simple", "simple", "simple"], animation="off",
               think_delay_ms=0, text_size=text_size)
w = MainWindow(S.LoadResult(s, [], None), seed=3, autosave=False, ask_resume=False)
w.show()
for _ in range(20):
    app.processEvents()
def rect(widget):
    g = widget.geometry()
    top = widget.mapTo(w, widget.rect().topLeft()) if widget is not w else g.topLeft()
    return [top.x(), top.y(), g.width(), g.height()]
out = {"avail": [*w.screen().availableGeometry().getRect()], "window": [*w.geometry().getRect()],
       "frame": [*w.frameGeometry().getRect()], "bar": rect(w.actions_bar), "status": rect(w.statusBar()),
       "bar_visible": w.actions_bar.isVisible(), "status_visible": w.statusBar().isVisible(),
       "hand": [r for r in (w.table._hand_rect.getRect(),)][0], "table": rect(w.table)}
from app.ui.replay.viewer import ReplayWindow
from app.records import Record
rw = ReplayWindow(Record.from_match(w.controller.match, w.controller.levels))
rw.show()
out["replay"] = [*rw.frameGeometry().getRect()]
try:
    from app.ui.replay.stats import StatsWindow
    sw = StatsWindow(summary=None)
    sw.show()
    out["stats"] = [*sw.frameGeometry().getRect()]
except ImportError:
    pass
for _ in range(5):
    app.processEvents()
print("RESULT " + json.dumps(out))
w.close()
"""


def _open_on(tmp_path, width, height, scale=None, text="normal"):
    cfg = tmp_path / "screen.json"
    cfg.write_text(json.dumps({"screens": [{"name": "test", "x": 0, "y": 0, "width": width, "height": height,
                                             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={cfg}", PYTHONPATH=str(ROOT))
    if scale:
        env["QT_SCALE_FACTOR"] = str(scale)
    env["YEZI_TEST_TEXT"] = text
    proc = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    line = next((x for x in proc.stdout.splitlines() if x.startswith("RESULT ")), None)
    assert line, proc.stderr[-2000:]
    return json.loads(line[7:])


def _inside(inner, outer):
    x, y, w, h = inner
    X, Y, W, H = outer
    return X <= x and Y <= y and x + w <= X + W and y + h <= Y + H


@pytest.mark.parametrize("width,height,scale,text", [(1024, 768, None, "normal"), (1366, 768, None, "normal"),
                                                     (1920, 1080, 2, "normal"),
                                                     (1024, 768, None, "larger")])   # the settings' largest words
def test_first_windows_fit_the_screen(tmp_path, width, height, scale, text):
    got = _open_on(tmp_path, width, height, scale, text)
    avail = got["avail"]
    assert avail[2] == width // (scale or 1) and avail[3] == height // (scale or 1)
    x, y, w, h = got["window"]
    assert _inside([x, y, w, h + FRAME_H // 2], avail), got   # room left for a title bar
    win_h = h
    # the action bar and the status bar are inside the window, with the hand above the bar
    assert got["bar_visible"] and got["status_visible"]
    bx, by, bw, bh = got["bar"]
    assert by + bh <= got["status"][1] <= win_h and got["status"][1] + got["status"][3] <= win_h, got
    tx, ty, tw, th = got["table"]
    hx, hy, hw, hh = got["hand"]
    assert hy + hh <= th and hh >= 80, got   # the own hand is wholly on the table, cards still card-sized
    for key in ("replay", "stats"):
        if key in got:
            assert _inside(got[key], avail), (key, got)


def test_geometry_arithmetic():
    small = QRect(0, 0, 1024, 768)
    r = first_rect(small, QSize(1280, 800))
    assert r.width() <= 1024 - 16 and r.height() + FRAME_H <= 768 and r.x() >= 0 and r.y() >= 0
    big = QRect(0, 0, 2560, 1440)
    assert first_rect(big, QSize(1280, 800)).size() == QSize(1280, 800)
    # a place saved on a big monitor, reopened on a laptop: shrunk and moved onto it
    c = clamp_rect(QRect(1500, 900, 1800, 1000), QRect(0, 0, 1366, 768))
    assert QRect(0, 0, 1366, 768).contains(c) and c.width() <= 1366
    # a second monitor to the left (negative coordinates)
    left = QRect(-1920, 0, 1920, 1080)
    assert left.contains(clamp_rect(QRect(-3000, -50, 800, 600), left))
    assert minimum_for(QRect(0, 0, 960, 540), QSize(800, 560)).height() <= 540 - FRAME_H


def test_saved_place_is_put_back_only_where_it_fits(qtbot):
    from PySide6.QtWidgets import QMainWindow

    from app.ui import screenfit

    w = QMainWindow()
    qtbot.addWidget(w)
    avail = screenfit.available(w)
    w.resize(avail.width() * 3, avail.height() * 3)    # "saved" on a screen three times bigger
    w.move(avail.width() * 2, avail.height() * 2)
    hexed = bytes(w.saveGeometry().toHex()).decode()
    v = QMainWindow()
    qtbot.addWidget(v)
    screenfit.fit(v, (1280, 800), (600, 400), hexed)
    assert v.width() <= avail.width() and v.height() <= avail.height()
    assert avail.intersects(v.geometry())
    screenfit.remember(v, "test")
    assert screenfit.saved("test")

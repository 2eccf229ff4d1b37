"""The settle window on a laptop screen (issue 13's loose end: it scrolled at 768 pixels high).
The documentation's two hands (seed 000's worked example as a real 海门 hand with two 碰, and a
祁东 win on a discard) opened on an offscreen screen of 1366×768 and of 1024×768, in 简体, 繁體
and English: at 1366×768 neither the input nor the answer scrolls (the English 字牌 answer's
breakdown is the one thing longer than the room), at 1024×768 nothing scrolls sideways and no
label, button or box is cut short; the window stays on the screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, sys
from app import _pyside_refcount_fix  # noqa: F401
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QScrollArea
from app.ui.settle import shots
from app.ui.settle.window import ErrorLabel

app = shots._app()
out = {}
for which in ("long", "zipai"):
    for lang in ("zh_CN", "zh_TW", "en"):
        w = shots.long_window(lang) if which == "long" else shots.zipai_window(lang)
        w.show()
        for _ in range(8):
            app.processEvents()
        scroll = {("answer" if sa is w.result_scroll else "input"):
                  [sa.verticalScrollBar().maximum(), sa.horizontalScrollBar().maximum()]
                  for sa in w.findChildren(QScrollArea)}
        cut = []
        for x in w.findChildren(QLabel) + w.findChildren(QAbstractButton) + w.findChildren(QComboBox):
            if not x.isVisible() or isinstance(x, ErrorLabel) or (isinstance(x, QLabel) and x.wordWrap()) \
                    or x.minimumWidth() == x.maximumWidth():     # elided on purpose, wrapped, or sized by hand
                continue
            if x.width() + 2 < x.sizeHint().width():
                cut.append([type(x).__name__, x.currentText() if isinstance(x, QComboBox) else x.text()])
        g = w.frameGeometry()
        a = w.screen().availableGeometry()
        out[which + "/" + lang] = {"scroll": scroll, "cut": cut, "compact": w.compact,
                                   "inside": a.contains(g)}
        w.close()
print("RESULT " + json.dumps(out, ensure_ascii=False))
"""


def _open_on(tmp_path, width, height):
    cfg = tmp_path / "screen.json"
    cfg.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width, "height": height,
                                             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={cfg}", PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=240)
    line = next((x for x in proc.stdout.splitlines() if x.startswith("RESULT ")), None)
    assert line, proc.stderr[-2000:]
    return json.loads(line[7:])


def test_at_1366_by_768_nothing_scrolls(tmp_path):
    got = _open_on(tmp_path, 1366, 768)
    for key, r in got.items():
        assert r["compact"] and r["inside"], (key, r)
        assert r["cut"] == [], (key, r["cut"])
        assert r["scroll"]["input"] == [0, 0], (key, r["scroll"])
        if key != "zipai/en":          # its English breakdown is longer than the room
            assert r["scroll"]["answer"] == [0, 0], (key, r["scroll"])
        assert r["scroll"]["answer"][1] == 0, key


def test_at_1024_by_768_nothing_is_cut_or_scrolls_sideways(tmp_path):
    got = _open_on(tmp_path, 1024, 768)
    for key, r in got.items():
        assert r["inside"] and r["cut"] == [], (key, r)
        assert r["scroll"]["input"] == [0, 0], (key, r["scroll"])     # the fields fit; the answer may scroll
        assert r["scroll"]["answer"][1] == 0, (key, r["scroll"])

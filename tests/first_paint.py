"""Run the game window's start in a fresh interpreter and look at it when it paints its first
frame: what the start-up tests ask of the first frame (tests/test_ui_startup.py,
tests/test_variant_registry.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_SCRIPT = """
import sys, argparse
{before}
from app.commands.play import open_window
from PySide6.QtCore import QEvent, QObject, QTimer
seen = []
def watch(app, w):
    class P(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint and not seen:
                seen.append({probe})
                QTimer.singleShot(0, app.quit)
            return False
    w._p = P(w)
    w.installEventFilter(w._p)
args = argparse.Namespace(variant=None, seed=1, demo=False, quit_after=None, screenshot=None, language=None)
app, w = open_window(args, before_show=watch, autosave=False, ask_resume=False, first_start=False)
app.exec()
print({after})
w.shutdown()
"""


def at_first_paint(tmp_path: Path, probe: str, after: str, before: str = "") -> list[str]:
    """The words printed by ``after`` (a Python expression; ``seen[0]`` is what ``probe`` gave at
    the first paint), run offscreen with settings and data in ``tmp_path``."""
    code = _SCRIPT.format(before=before, probe=probe, after=after)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "c"),
                                  XDG_DATA_HOME=str(tmp_path / "d")))
    assert out.returncode == 0, out.stderr
    return out.stdout.split()

"""Time to the game window's first frame, against an empty ``QMainWindow``.

Usage: ``python benchmarks/first_frame.py game|empty [--profile]``.  Each run is
one process that opens the window and quits as soon as it has been painted
once; compare the two as whole processes, paired, in one run, e.g. with
``/usr/bin/time`` or ``hyperfine 'python benchmarks/first_frame.py game'
'python benchmarks/first_frame.py empty'`` (docs/performance.md has figures).
Uses the player's real settings folder unless XDG_CONFIG_HOME/XDG_DATA_HOME
point elsewhere; no game is autosaved (``autosave=False``), nothing is asked.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _quit_on_first_paint(app, window) -> None:
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Painted(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint:
                QTimer.singleShot(0, app.quit)
            return False

    window._first_paint = Painted(window)
    window.installEventFilter(window._first_paint)
    QTimer.singleShot(20000, app.quit)   # never hang


def empty() -> None:
    import app  # noqa: F401  (the same PySide6 start-up fix as the game)
    from PySide6.QtWidgets import QApplication, QMainWindow

    qapp = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1280, 800)
    _quit_on_first_paint(qapp, window)
    window.show()
    qapp.exec()


def game() -> None:
    """The real start path of ``yezi play`` (app/commands/play.py ``open_window``: the
    application, settings, font, language and the window, shown), to the window's
    first paint — which is before the game is built: the window paints its menus,
    felt and status bar first and builds the game just after (``MainWindow.finish_start``).
    Only the autosaver and the resume question are left out, as before."""
    import argparse

    from app.commands.play import open_window

    args = argparse.Namespace(variant=None, seed=1, demo=False, quit_after=None, screenshot=None, language=None)
    qapp, window = open_window(args, before_show=_quit_on_first_paint, autosave=False, ask_resume=False,
                               first_start=False)
    qapp.exec()
    if "--verbose" in sys.argv:
        print("game built before quitting:", window.ready)
    window.shutdown()


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "game"
    run = {"game": game, "empty": empty}[which]
    if "--profile" in sys.argv:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.runcall(run)
        pstats.Stats(prof).sort_stats("cumulative").print_stats(40)
    else:
        run()

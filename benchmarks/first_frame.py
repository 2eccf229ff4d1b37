"""CPU time to the game window's first frame, against an empty ``QMainWindow``.

Usage::

    python benchmarks/first_frame.py game|empty|bare [--verbose] [--profile] [--root DIR]
    python benchmarks/first_frame.py pair [A B] [--runs N]
    python benchmarks/first_frame.py ab DIR [--runs N]

``game``, ``empty`` and ``bare`` are one process each: it opens its window, and when the
window's first frame has been painted (the event loop's first turn after the
window's first ``Paint`` event) it prints ``first-paint-cpu-s: S`` — this
process's CPU time so far, ``time.process_time()``: the interpreter's start,
``site``, PySide6, and for ``game`` the real start path of ``yezi play``
(``app.commands.play.open_window``: settings, font, language, the window) —
and then quits as the program does (``game`` closes its window: the settings
are saved).

**First frame** means that figure: CPU until the first frame is painted, read
the same way in both processes.  The interpreter's teardown and whatever runs
after the paint are not part of it.  The **whole process** (its CPU as the
operating system accounts the finished child: start-up, first frame, closing,
teardown) is the other figure ``pair`` reports.

``bare`` is a yardstick: the game's first-frame widgets (CJK font, five Chinese
menus, felt, styled buttons, dock with a list, status bar) built by plain PySide6
code, none of Yezi's modules — what Qt and PySide alone cost for such a frame.

``pair A B`` (default ``game empty``) runs A and B in turn, A B A B …, N pairs
(default 10) after one warm-up pair, and prints the median of the pairwise
ratios A ÷ B for both figures.  A side is ``game``, ``empty``, ``bare`` or ``game@DIR``:
the game of the source tree DIR (another checkout, to time a before against an
after; DIR's code is imported, this file's measuring is used).  The runs get a
temporary settings folder holding a returning player's settings file (saved
variant, seats and variant options), so ``settings.load()`` checks a real file.
Run with the bytecode cache on (``PYTHONPYCACHEPREFIX`` set,
``PYTHONDONTWRITEBYTECODE`` unset; docs/performance.md): otherwise every start
compiles its modules and the figures measure the compiler.

``ab DIR`` times a before (the source tree DIR, another checkout) against this
tree as each measures itself: N rounds (default 10, after a warm-up round) of
DIR's ``empty`` and ``game`` and this tree's ``empty`` and ``game``, each run by its
own tree's copy of this file with ``PYTHONPATH`` that tree, in an order rotated
every round; it prints, for both figures, game ÷ empty of each tree and this game ÷
DIR's game — median, quartiles, min and max of the per-round ratios — and the load
average over the run.

``--verbose`` (``game``) also says whether the game had been built before the
first paint (it should not: the window paints first, ``MainWindow.finish_start``
builds the game after) and whether PySide6 had made the ``Qt`` namespace (it
should not: its 94 enums cost ~25–30 ms, and the first frame does without them).  ``--profile`` prints a cProfile of the run.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
MARK = "first-paint-cpu-s:"


def _on_first_frame(app, window, then=None) -> None:
    """After the window's first Paint event has been handled: print the CPU so far, quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    def painted() -> None:
        print(MARK, f"{time.process_time():.4f}", flush=True)
        if then is not None:
            then()
        app.quit()

    class Painted(QObject):
        fired = False

        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint and not self.fired:
                self.fired = True
                QTimer.singleShot(0, painted)   # the whole frame is painted when the loop turns again
            return False

    window._first_paint = Painted(window)
    window.installEventFilter(window._first_paint)
    QTimer.singleShot(20000, app.quit)   # never hang


def empty() -> None:
    from app import _pyside_refcount_fix  # noqa: F401  (the PySide6 work-around every Qt entry point of Yezi runs)
    from PySide6.QtWidgets import QApplication, QMainWindow

    qapp = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1280, 800)
    _on_first_frame(qapp, window)
    window.show()
    qapp.exec()
    window.close()


def bare() -> None:
    """A yardstick, not Yezi: the first frame's widgets built by plain PySide6 code —
    the bundled CJK font as the application font, five Chinese menus of 27 actions
    (13 with shortcuts), the felt (a gradient), a styled bar of two buttons, the
    match panel (a dock with a splitter and a list) and two status-bar labels.  What
    Qt and PySide cost for that frame (the ``Qt`` namespace's enums, the widget
    classes, the font database, the text) with none of Yezi's own modules."""
    from app import _pyside_refcount_fix  # noqa: F401
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction, QBrush, QColor, QFont, QFontDatabase, QKeySequence, QLinearGradient, QPainter
    from PySide6.QtWidgets import (QApplication, QDockWidget, QHBoxLayout, QLabel, QListWidget, QMainWindow,
                                   QPushButton, QSplitter, QVBoxLayout, QWidget)

    qapp = QApplication(sys.argv[:1])
    fid = QFontDatabase.addApplicationFont(str(HERE / "resources" / "fonts" / "YeziCJK-Regular.otf"))
    font = QFont(QFontDatabase.applicationFontFamilies(fid)[0])
    font.setPointSizeF(max(qapp.font().pointSizeF(), 10.0))
    qapp.setFont(font)

    class Felt(QWidget):
        def paintEvent(self, event):
            painter = QPainter(self)
            g = QLinearGradient(0, 0, 0, max(1, self.height()))
            g.setColorAt(0, QColor("#1f5a43"))
            g.setColorAt(1, QColor("#133b2c"))
            painter.fillRect(event.rect(), QBrush(g))
            painter.end()

    window = QMainWindow()
    menus = {"游戏(&G)": 11, "复盘(&R)": 3, "学牌(&L)": 5, "设置(&S)": 1, "帮助(&H)": 2}
    keys = ["Ctrl+N", "Ctrl+O", "Ctrl+S", "Ctrl+Z", "?", "Ctrl+Q", "Ctrl+T", "F1", "Ctrl+L", "Ctrl+,",
            "Ctrl+1", "Ctrl+2", "Ctrl+3"]
    for title, count in menus.items():
        menu = window.menuBar().addMenu(title)
        for i in range(count):
            action = QAction(f"{title[:2]}的第{i + 1}项…", window)
            if keys:
                action.setShortcut(QKeySequence(keys.pop()))
            menu.addAction(action)
    central = QWidget(window)
    column = QVBoxLayout(central)
    column.setContentsMargins(0, 0, 0, 0)
    felt = Felt(central)
    felt.setMinimumSize(560, 360)
    felt.setFocusPolicy(Qt.StrongFocus)
    column.addWidget(felt, 1)
    bar = QWidget(central)
    bar.setStyleSheet("QPushButton { border: 1px solid #8c8c8c; border-radius: 4px; padding: 4px 10px; }"
                      "QPushButton:focus { border: 2px solid #d08c00; }")
    row = QHBoxLayout(bar)
    row.addStretch(1)
    for text in ("理牌 (S)", "提示 (?)"):
        row.addWidget(QPushButton(text))
    column.addWidget(bar)
    window.setCentralWidget(central)
    dock = QDockWidget("牌局", window)
    panel = QSplitter(Qt.Vertical)
    panel.addWidget(QWidget())
    panel.addWidget(QListWidget())
    dock.setWidget(panel)
    window.addDockWidget(Qt.RightDockWidgetArea, dock)
    for _ in range(2):
        window.statusBar().addPermanentWidget(QLabel())
    window.setWindowTitle("叶子")
    window.resize(1280, 800)
    _on_first_frame(qapp, window)
    window.show()
    qapp.exec()
    window.close()


def game(verbose: bool = False) -> None:
    """The real start path of ``yezi play`` (app/commands/play.py ``open_window``: the
    application, settings, font, language and the window, shown), to the window's
    first paint — which is before the game is built: the window paints the menu bar's
    titles, the felt and the status bar first and builds the rest of itself (the menus'
    commands, the action bar, the match panel) and the game just after
    (``MainWindow.finish_start``).  Only the autosaver and the resume question are
    left out.  Then the window is closed as a player closes it (settings saved)."""
    import argparse

    from app.commands.play import open_window

    import PySide6.QtCore

    built = []
    args = argparse.Namespace(variant=None, seed=1, demo=False, quit_after=None, screenshot=None, language=None)
    seen = lambda w: built.append((w.ready, "Qt" in vars(PySide6.QtCore)))   # noqa: E731
    qapp, window = open_window(args, autosave=False, ask_resume=False, first_start=False,
                               before_show=lambda a, w: _on_first_frame(a, w, lambda: seen(w)))
    qapp.exec()
    if verbose:
        print("game built before the first paint:", built and built[0][0])
        # PySide6 makes the ``Qt`` namespace's enums (~25–30 ms) when it is first used
        print("Qt namespace made before the first paint:", built and built[0][1])
    window.close()
    window.shutdown()


SETTINGS = """{
  "format": "yezi-settings", "version": 1, "variant": "haimen",
  "seats": ["human", "normal", "normal", "normal"],
  "variant_options": {"haimen": {"scheme": "1-3-5", "buy_limit": 3}, "qidong": {"sanda": true}},
  "animation": "normal", "think_delay_ms": 700, "language": "zh_CN", "theme": "",
  "one_click_discard": false, "sort_hand": true, "geometry": "", "resume_offer": true,
  "take_back": true, "sound": true, "sound_volume": 70, "coach": false
}
"""


def _run_one(side: str, env: dict, tree: Path | None = None) -> tuple[float, float]:
    """(CPU to the first paint, whole-process CPU) of one run of ``side``; with ``tree``,
    run by that source tree's copy of this file, with that tree on ``PYTHONPATH``."""
    import subprocess

    kind, _, root = side.partition("@")
    cmd = [sys.executable, str(tree / "benchmarks" / "first_frame.py" if tree else Path(__file__).resolve()), kind]
    if root:
        cmd += ["--root", root]
    if tree is not None:
        env = dict(env, PYTHONPATH=str(tree))
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            cwd=tree)
    out = proc.stdout.read()
    proc.stdout.close()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{side}: exit {proc.returncode}")
    first = [float(line.split()[1]) for line in out.splitlines() if line.startswith(MARK)]
    if not first:
        raise SystemExit(f"{side}: never painted")
    return first[0], usage.ru_utime + usage.ru_stime


def _environment(tmp: str) -> dict:
    """The runs' environment: a temporary settings folder with a returning player's file."""
    if os.environ.get("PYTHONDONTWRITEBYTECODE") or not os.environ.get("PYTHONPYCACHEPREFIX"):
        print("note: the bytecode cache is off (set PYTHONPYCACHEPREFIX, unset PYTHONDONTWRITEBYTECODE)")
    conf = Path(tmp, "config")
    (conf / "yezi").mkdir(parents=True)
    (conf / "yezi" / "settings.json").write_text(SETTINGS, encoding="utf-8")
    env = dict(os.environ, XDG_CONFIG_HOME=str(conf), XDG_DATA_HOME=str(Path(tmp, "data")))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def ab(before: str, runs: int) -> None:
    """Rounds of the before tree's and this tree's ``empty`` and ``game``, each tree measuring
    itself (see the module's text)."""
    import statistics
    import tempfile

    trees = {"before": Path(before).resolve(), "after": HERE}
    sides = [(t, k) for t in trees for k in ("empty", "game")]
    rows, loads = [], []
    with tempfile.TemporaryDirectory(prefix="yezi-first-frame-") as tmp:
        env = _environment(tmp)
        for i in range(runs + 1):          # the first round warms the caches and is not counted
            order = sides[i % len(sides):] + sides[:i % len(sides)]
            row = {side: _run_one(side[1], env, trees[side[0]]) for side in order}
            loads.append(os.getloadavg()[0])
            if i:
                rows.append(row)

    def spread(xs: list[float]) -> str:
        xs = sorted(xs)
        q1, q3 = statistics.quantiles(xs, n=4)[0], statistics.quantiles(xs, n=4)[2]
        return f"{statistics.median(xs):.2f}× (quartiles {q1:.2f}–{q3:.2f}, min {xs[0]:.2f}, max {xs[-1]:.2f})"

    print(f"before {trees['before']} ÷ after {trees['after']}: {runs} rounds, CPU seconds; "
          f"load {min(loads):.1f}–{max(loads):.1f}")
    for name, k in (("to the first paint", 0), ("whole process", 1)):
        print(f"  {name}:")
        for label, (num, den) in (("before: game ÷ empty", (("before", "game"), ("before", "empty"))),
                                  ("after:  game ÷ empty", (("after", "game"), ("after", "empty"))),
                                  ("game after ÷ before", (("after", "game"), ("before", "game")))):
            print(f"    {label:21}: {spread([r[num][k] / r[den][k] for r in rows])}")
        print("    medians, s: " + ", ".join(f"{t} {kind} {statistics.median(r[(t, kind)][k] for r in rows):.3f}"
                                              for t, kind in sides))


def pair(sides: list[str], runs: int) -> None:
    import statistics
    import tempfile

    a, b = sides
    with tempfile.TemporaryDirectory(prefix="yezi-first-frame-") as tmp:
        env = _environment(tmp)
        rows = []
        for i in range(runs + 1):          # the first pair warms the caches and is not counted
            ra, rb = _run_one(a, env), _run_one(b, env)
            if i:
                rows.append((ra, rb))
    load = os.getloadavg()[0]
    print(f"{a} ÷ {b}, {runs} pairs (A B A B …), CPU seconds, medians; load {load:.1f}")
    for name, k in (("to the first paint", 0), ("whole process", 1)):
        ratios = [ra[k] / rb[k] for ra, rb in rows]
        print(f"  {name:18}: {a} {statistics.median(r[0][k] for r in rows):.3f}  "
              f"{b} {statistics.median(r[1][k] for r in rows):.3f}  "
              f"ratio {statistics.median(ratios):.2f}× (min {min(ratios):.2f}, max {max(ratios):.2f})")


def main() -> None:
    import argparse

    p = argparse.ArgumentParser(description="CPU time to the game window's first frame (see the module's text)")
    p.add_argument("which", choices=("game", "empty", "bare", "pair", "ab"))
    p.add_argument("sides", nargs="*", help="pair: the two sides, game, empty, bare or game@DIR (default: game empty); "
                                            "ab: the before tree DIR")
    p.add_argument("--runs", type=int, default=10, help="pair: pairs counted; ab: rounds counted (default 10)")
    p.add_argument("--root", help="game: import Yezi from this source tree")
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--profile", action="store_true")
    args = p.parse_args()
    if args.which == "ab":
        if len(args.sides) != 1:
            p.error("ab needs the before tree")
        ab(args.sides[0], args.runs)
        return
    if args.which == "pair":
        sides = args.sides or ["game", "empty"]
        if len(sides) != 2:
            p.error("pair needs two sides")
        pair(sides, args.runs)
        return
    sys.path.insert(0, str(Path(args.root).resolve() if args.root else HERE))
    run = {"game": lambda: game(args.verbose), "empty": empty, "bare": bare}[args.which]
    if args.profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.runcall(run)
        pstats.Stats(prof).sort_stats("cumulative").print_stats(40)
    else:
        run()


if __name__ == "__main__":
    main()

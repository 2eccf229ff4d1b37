"""The screenshots of docs/learn.md, on a 1366×768 screen:

    Xvfb :6 -screen 0 1366x768x24 &
    DISPLAY=:6 QT_QPA_PLATFORM=xcb python benchmarks/learn_screenshots.py docs/img

learn-coach.png (a hand of 外胡子 with the coach's mark in the status bar),
learn-review.png (the scoring dialog's 复盘 at the end of that hand),
learn-puzzle.png (a puzzle answered wrongly, with the explanation)."""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def main(argv) -> int:
    out = argv[1] if len(argv) > 1 else "docs/img"
    lang = argv[2] if len(argv) > 2 else "zh_CN"
    import tempfile

    os.environ.setdefault("YEZI_SOUND", "off")
    home = tempfile.mkdtemp()
    os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = home
    from app import _pyside_refcount_fix  # noqa: F401
    from PySide6.QtWidgets import QApplication

    from app.ai import make_player
    from app.engine import Rng
    from app.ui import i18n
    from app.ui import settings as S
    from app.ui.mainwindow import MainWindow

    app = QApplication.instance() or QApplication([argv[0]])
    i18n.install(app, lang)
    s = S.Settings(variant="waihuzi", seats=["human", "normal", "normal"], animation="off", think_delay_ms=0,
                   coach=True, language=lang)
    w = MainWindow(S.LoadResult(s, [], None), seed=int(os.environ.get("SHOT_SEED", "34")), autosave=False,
                   ask_resume=False)
    w.show()
    c = w.controller
    me = make_player("easy")
    rng = Rng(4)

    def pump(seconds: float, until=lambda: False) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end and not until():
            app.processEvents()
            time.sleep(0.01)

    def grab(name: str) -> None:
        pump(0.5)
        path = os.path.join(out, name)
        app.primaryScreen().grabWindow(0).save(path)
        print(path)

    shot_coach = False
    for _ in range(2000):
        pump(30, lambda: c.state.is_over or c.is_human_turn())
        if c.state.is_over:
            break
        view = c.state.view(c.human_seat)
        c.request(me.choose(view, rng))
        if len(view.legal) > 1 and not shot_coach:
            pump(60, lambda: w.coach.pending == 0 and w.coach.last is not None)
            if w.coach.last is not None and w.coach.last.reason is not None and len(c.state.log) > 8:
                grab("learn-coach.png")
                shot_coach = True
    pump(10, lambda: w._score_dialog is not None)
    dlg = w._score_dialog
    dlg.review_button.click()
    rw = w.review_window
    pump(600, lambda: rw.finished_review)
    dlg.hide()
    rw.resize(1100, 560)
    rw.move(130, 90)
    grab("learn-review.png")
    rw.close()
    from app.ui.review.puzzles import PuzzleWindow

    pw = PuzzleWindow(lang, w)
    pw.grade_box.setCurrentIndex(2)        # medium
    pw.show_puzzle(3)
    pw.resize(1200, 680)
    pw.move(80, 40)
    pw.show()
    p = pw.puzzle
    pw.answer(next(a for a in pw.view.legal if a.text() == p.second))
    grab("learn-puzzle.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))

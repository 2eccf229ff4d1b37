"""The game table for the UI tests: one way to open it (duplicates: six test files each built the
same MainWindow with the same settings)."""

from __future__ import annotations


def open_table(qtbot, variant: str, seed: int, *, lang: str | None = None, exposed: bool = True,
               confirm: bool = False, **settings):
    """A shown MainWindow for ``variant`` and ``seed``: the player at seat 1, simple computers, no
    animation or thinking delay, no autosave, no resume question.  ``lang`` installs that language
    for the program first; ``exposed`` waits until the window is on screen; ``confirm`` answers
    every confirmation yes; ``settings`` are more fields of ``Settings`` (coach, take_back …)."""
    from app.ui import settings as S
    from app.ui.mainwindow import MainWindow

    if lang is not None:
        from PySide6.QtWidgets import QApplication

        from app.ui import i18n

        i18n.install(QApplication.instance(), lang)
        settings["language"] = lang
    s = S.Settings(variant=variant, seats=["human", "simple", "simple", "simple"], animation="off",
                   think_delay_ms=0, **settings)
    w = MainWindow(S.LoadResult(s, [], None), seed=seed, autosave=False, ask_resume=False)
    if confirm:
        w.confirm = lambda *a: True
    qtbot.addWidget(w)
    w.show()
    if exposed:
        qtbot.waitExposed(w)
    return w


def play_until(qtbot, w, until) -> None:
    """The player passes where it may (else the first legal act) until ``until(state)`` holds."""
    c = w.controller
    for _ in range(400):
        if until(c.state) or c.state.is_over:
            return
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over or until(c.state), timeout=20000)
        if c.is_human_turn() and not until(c.state):
            legal = c.legal()
            c.request(next((a for a in legal if a.kind == "pass"), legal[0]))

"""The review's AI work in Qt's thread pool: a whole hand (the review
window) or one decision (the coach).  Results come back through queued
signals; a task whose receiver went away stops quietly."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QRunnable, Signal

from app.engine import Rng, derive_seed


class ReviewSignals(QObject):
    progress = Signal(int, int)          # done, total
    done = Signal(object, str)           # HandReview (or None), error


class ReviewTask(QRunnable):
    """Review ``seat``'s decisions in the hand that ``actions`` play from
    ``start`` (a fresh deal, copied here)."""

    def __init__(self, start, actions, seat: int, seed: int, signals: ReviewSignals, samples=None):
        super().__init__()
        self.setAutoDelete(True)
        self.start, self.actions, self.seat, self.seed = start.clone(), list(actions), seat, seed
        self.signals, self.samples = signals, samples
        self.stopped = threading.Event()

    def run(self) -> None:
        from app.ai.review import review_hand

        def progress(done: int, total: int) -> None:
            try:
                self.signals.progress.emit(done, total)
            except RuntimeError:
                self.stopped.set()

        try:
            result = review_hand(self.start, self.actions, self.seat, self.seed, self.samples, progress,
                                 self.stopped.is_set)
            error = ""
        except Exception as exc:   # told to the player in one line
            result, error = None, f"{type(exc).__name__}: {exc}"
        try:
            self.signals.done.emit(result, error)
        except RuntimeError:
            pass


class CoachSignals(QObject):
    done = Signal(int, int, object)     # generation, step, Decision (or None)


class CoachTask(QRunnable):
    """hard's judgement of the player's one decision (``view`` before it)."""

    def __init__(self, view, action, seed: int, step: int, generation: int, signals: CoachSignals):
        super().__init__()
        self.setAutoDelete(True)
        self.view, self.action, self.seed, self.step = view, action, seed, step
        self.generation, self.signals = generation, signals

    def run(self) -> None:
        from app.ai.review import review_decision

        try:
            d = review_decision(self.view, self.action, Rng(derive_seed(self.seed, self.step)), step=self.step)
        except Exception:   # the mark is optional: no mark rather than a wrong one
            d = None
        try:
            self.signals.done.emit(self.generation, self.step, d)
        except RuntimeError:
            pass

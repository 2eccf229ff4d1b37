"""The coach (setting ``coach``, off by default): after each decision of the
player a small mark in the status bar says whether the hard computer agrees
(○ / △ / × and what it would play, the reason in the tooltip).  The judging
runs in Qt's thread pool, never at the table; a mark that arrives after the
hand has moved to another game is dropped."""

from __future__ import annotations

from PySide6.QtCore import QObject, QThreadPool
from PySide6.QtWidgets import QLabel

from .words import word
from .worker import CoachSignals, CoachTask


class Coach(QObject):
    """Watches ``window.controller``; shows its mark in ``window``'s status bar."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.label = QLabel()
        self.label.setObjectName("coach_mark")
        window.statusBar().addWidget(self.label)
        self.generation = 0
        self._before = None          # (step, view) of the player's decision in front of them
        self.last = None             # the last Decision shown (tests read it)
        self.pending = 0             # judgements in flight
        self.signals = CoachSignals(self)
        self.signals.done.connect(self._on_done)
        self.pool = QThreadPool.globalInstance()
        c = self.controller
        c.turnChanged.connect(self._on_turn)
        c.acted.connect(self._on_acted)
        c.matchStarted.connect(self._reset)
        c.tookBack.connect(lambda _view: self._reset())

    @property
    def enabled(self) -> bool:
        return bool(getattr(self.window.settings, "coach", False)) and not getattr(self.window, "demo", False)

    @property
    def lang(self) -> str:
        return self.window.settings.language

    def _reset(self) -> None:
        self.generation += 1
        self._before = None
        self.label.setText("")
        self.label.setToolTip("")

    def _on_turn(self, _view) -> None:
        c = self.controller
        if not self.enabled or not c.is_human_turn():
            return
        st = c.state
        view = st.view(c.human_seat)
        self._before = (len(st.log), view) if len(view.legal) > 1 else None

    def _on_acted(self, action, _view) -> None:
        c = self.controller
        before, self._before = self._before, None
        if not self.enabled or before is None or action.seat != c.human_seat:
            return
        step, view = before
        st = c.state
        if len(st.log) != step + 1 or st.log[step] != action:
            return
        self.label.setText(word("coach_wait", self.lang))
        self.label.setToolTip("")
        self.pending += 1
        self.pool.start(CoachTask(view, action, st.seed, step + 1, self.generation, self.signals))

    def _on_done(self, generation: int, step: int, decision) -> None:
        self.pending -= 1
        if generation != self.generation or decision is None:
            return
        from app.ai.review import action_words

        self.last = decision
        lang = self.lang
        if decision.best == decision.chosen:
            text, tip = word("coach_agree", lang), ""
        elif decision.good:
            text, tip = word("coach_close", lang), action_words(decision.best, self.controller.variant.id).text(lang)
        else:
            text = word("coach_differ", lang, best=action_words(decision.best, self.controller.variant.id).text(lang))
            tip = decision.reason.text(lang) if decision.reason is not None else ""
        self.label.setText(text)
        self.label.setToolTip(tip)

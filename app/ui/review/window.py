"""The hand review window (点评): one seat's decisions of one hand, judged
by the hard computer in a worker thread, costly ones marked with the better
choice and why."""

from __future__ import annotations

from PySide6.QtCore import QThreadPool
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QProgressBar, QTableWidget, QTableWidgetItem, QVBoxLayout)

from .words import word
from .worker import ReviewSignals, ReviewTask

COSTLY_BG = QColor(255, 228, 220)
GOOD_FG = QColor(30, 120, 50)


class ReviewWindow(QDialog):
    """``ReviewWindow(start, actions, seat, seed, lang, hand=1, seat_name=...)``:
    reviews as soon as it opens; closing it stops the work."""

    def __init__(self, start, actions, seat: int, seed: int, lang: str, hand: int = 1,
                 seat_name: str | None = None, parent=None, samples=None):
        super().__init__(parent)
        self.lang = lang
        self.variant_id = start.variant.id
        from app.ai.review import COSTLY

        self._costly_at = COSTLY[start.variant.family]     # the margin that makes a mistake
        self.review = None
        self.error = ""
        name = seat_name or word("seat", lang, n=seat + 1)
        self.setWindowTitle(word("review_title", lang, hand=hand, seat=name))
        from app.ui import screenfit

        screenfit.fit(self, (980, 620), (560, 360))
        lay = QVBoxLayout(self)
        self.head = QLabel(word("reviewing", lang, done=0, total="…"))
        self.head.setWordWrap(True)
        lay.addWidget(self.head)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        lay.addWidget(self.bar)
        self.only_costly = QCheckBox(word("only_costly", lang))
        self.only_costly.toggled.connect(self._fill)
        lay.addWidget(self.only_costly)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([word(k, lang) for k in
                                              ("col.step", "col.chosen", "col.best", "col.verdict", "col.why")])
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        h = self.table.horizontalHeader()
        for col in range(4):
            h.setSectionResizeMode(col, QHeaderView.ResizeToContents)
        h.setSectionResizeMode(4, QHeaderView.Stretch)
        lay.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.button(QDialogButtonBox.Close).setText(word("close", lang))
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.signals = ReviewSignals(self)
        self.signals.progress.connect(self._on_progress)
        self.signals.done.connect(self._on_done)
        self.task = ReviewTask(start, actions, seat, seed, self.signals, samples)
        QThreadPool.globalInstance().start(self.task)

    @property
    def finished_review(self) -> bool:
        return self.review is not None or bool(self.error)

    def _on_progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(total, 1))
        self.bar.setValue(done)
        self.head.setText(word("reviewing", self.lang, done=done, total=total))

    def _on_done(self, review, error: str) -> None:
        self.bar.hide()
        if review is None:
            self.error = error or "?"
            self.head.setText(word("failed", self.lang, why=self.error))
            return
        self.review = review
        s = review.score
        if not s.decisions:
            self.head.setText(word("no_decisions", self.lang))
        else:
            costly = sum(1 for d in review.decisions if d.costly)
            self.head.setText("<b>" + word("score", self.lang, good=s.good, n=s.decisions, share=f"{s.share:.0%}",
                                           worse=s.decisions - s.good - costly, costly=costly) + "</b>")
        self._fill()

    def _fill(self) -> None:
        from app.ai.review import action_words

        if self.review is None:
            return
        rows = [d for d in self.review.decisions if not self.only_costly.isChecked() or not d.good]
        self.table.setRowCount(len(rows))
        lang, vid = self.lang, self.variant_id
        for r, d in enumerate(rows):
            best = word("same", lang) if d.best == d.chosen else action_words(d.best, vid).text(lang)
            # a verdict in words (the coach's ○ △ ×); the evaluation's number only in its tooltip
            verdict = word("verdict.good" if d.good else "verdict.costly" if d.costly else "verdict.worse", lang)
            cells = [str(d.step), action_words(d.chosen, vid).text(lang), best, verdict,
                     d.reason.text(lang) if d.reason is not None else ""]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if d.costly:
                    item.setBackground(QBrush(COSTLY_BG))
                elif d.good and c == 3:
                    item.setForeground(QBrush(GOOD_FG))
                if c == 3 and not d.good:
                    item.setToolTip(word("verdict.tip", lang, cost=f"{d.cost:.2f}", costly=f"{self._costly_at:g}"))
                self.table.setItem(r, c, item)
        self.table.resizeRowsToContents()

    def done(self, result: int) -> None:
        self.task.stopped.set()      # the worker stops at its next decision
        super().done(result)


def review_current_hand(match, seat: int, lang: str, seat_name: str | None = None, parent=None) -> ReviewWindow:
    """A review window for the hand in play (finished) of ``match``."""
    from app.engine.core import deal_hand

    st = match.current
    start = deal_hand(match.variant, match.settings, st.seed, match.contexts[-1], match.deals.get(len(match.hands) - 1))
    w = ReviewWindow(start, list(st.log), seat, st.seed, lang, hand=len(match.hands), seat_name=seat_name,
                     parent=parent)
    return w


def review_record_hand(record, position: int, seat: int, lang: str, seat_name: str | None = None,
                       parent=None) -> ReviewWindow:
    """A review window for hand ``position`` of a record."""
    from app.engine import RecordError

    tl = record.timeline(position)
    if tl.refused:
        raise RecordError(tl.problem)
    hand = record.hands[position]
    return ReviewWindow(record.deal(position), list(tl.actions), seat, hand.seed, lang, hand=position + 1,
                        seat_name=seat_name, parent=parent)

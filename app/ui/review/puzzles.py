"""The puzzle window (学牌 → 练习题): a position from a computer game, "what
would you do?", one button per legal choice; the answer is checked against
hard's and explained with the review's reasons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from .words import word

GRADES = ("easy", "medium", "hard")


def _esc(text: str) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class PuzzleWindow(QDialog):
    """``progress``: which puzzles were solved and tried (kept between sessions; by default the
    user's ``puzzles.json``).  ``variant`` (the table's rule set) picks the family shown and the
    puzzle it opens on: the first of that rule set not yet answered right."""

    def __init__(self, lang: str, parent=None, family: str = "longcard", progress=None,
                 variant: str | None = None):
        super().__init__(parent)
        from app.ai.puzzles import load_puzzles

        from ..dialogs import CardBrowser
        from .progress import PuzzleProgress

        self.lang = lang
        self.all = load_puzzles()
        self.variant = variant
        family = next((p.family for p in self.all if p.variant == variant), family)
        self.progress = progress if progress is not None else PuzzleProgress().load()
        self.solved: set[str] = self.progress.solved
        self.tried: set[str] = self.progress.tried
        self.problem = self._unreadable()      # a line about the progress file, or ""
        self.setWindowTitle(word("puzzles", lang))
        from app.ui import screenfit

        screenfit.fit(self, (1100, 700), (640, 440))
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(word("family", lang)))
        self.family_box = QComboBox()
        for fam in ("longcard", "zipai"):
            self.family_box.addItem(word(fam, lang), fam)
        self.family_box.setCurrentIndex(0 if family == "longcard" else 1)
        top.addWidget(self.family_box)
        top.addWidget(QLabel(word("grade", lang)))
        self.grade_box = QComboBox()
        self.grade_box.addItem(word("all", lang), "")
        for g in GRADES:
            self.grade_box.addItem(word(g, lang), g)
        top.addWidget(self.grade_box)
        self.prev_button = QPushButton(word("prev", lang))
        self.next_button = QPushButton(word("next", lang))
        top.addWidget(self.prev_button)
        top.addWidget(self.next_button)
        top.addStretch(1)
        self.counter = QLabel()
        top.addWidget(self.counter)
        lay.addLayout(top)
        self.board = CardBrowser(self)
        lay.addWidget(self.board, 1)
        self.choices = QWidget()
        self.grid = QGridLayout(self.choices)
        self.grid.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.choices)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.verdict.setMinimumHeight(48)
        lay.addWidget(self.verdict)
        self.family_box.currentIndexChanged.connect(lambda _i: self._filter())
        self.grade_box.currentIndexChanged.connect(lambda _i: self._filter())
        self.prev_button.clicked.connect(lambda: self.show_puzzle(self.index - 1))
        self.next_button.clicked.connect(lambda: self.show_puzzle(self.index + 1))
        self.index = 0
        self._resizing = False
        self.shown: list = []
        self.puzzle = None
        self.view = None
        self.buttons: list[QPushButton] = []
        self._filter()

    def _filter(self) -> None:
        fam = self.family_box.currentData()
        grade = self.grade_box.currentData()
        self.shown = [p for p in self.all if p.family == fam and (not grade or p.grade == grade)]
        self.show_puzzle(self._first_open())

    def _first_open(self) -> int:
        """Where the player left off: the first puzzle not yet answered right, of the table's rule
        set where there is one; the first when all are done."""
        order = sorted(range(len(self.shown)), key=lambda i: self.shown[i].variant != self.variant)
        return next((i for i in order if self.shown[i].id not in self.solved), 0)

    def show_puzzle(self, index: int) -> None:
        if not self.shown:
            return
        self.index = index % len(self.shown)
        p = self.shown[self.index]
        self.puzzle = p
        self.view = p.view()
        self.board.setHtml(self._html(p, self.view))
        for b in self.buttons:
            b.setParent(None)
            b.deleteLater()
        self.buttons = []
        from app.ai.review import action_words

        for k, a in enumerate(self.view.legal):
            b = QPushButton(action_words(a, p.variant).text(self.lang))
            b.clicked.connect(lambda _c=False, a=a: self.answer(a))
            self.grid.addWidget(b, k // 7, k % 7)
            self.buttons.append(b)
        self.verdict.setText(self._before(p.id))
        self._count()

    def _before(self, puzzle_id: str) -> str:
        """What this player did with the puzzle in an earlier session (and any file trouble)."""
        from app.ui.i18n_catalog import say

        lines = [self.problem] if self.problem else []
        if puzzle_id in self.solved:
            lines.append(say("✓ You have answered this one before.", self.lang))
        return "<br>".join(_esc(x) for x in lines)

    def _unreadable(self) -> str:
        from app.ui.i18n_catalog import say

        if self.progress.aside is None:
            return ""
        return say("The puzzle progress file could not be read; it was kept as %1 and progress starts afresh.",
                   self.lang, self.progress.aside.name)

    def _count(self) -> None:
        self.counter.setText(f"{self.index + 1}/{len(self.shown)}　"
                             + word("solved", self.lang, n=len(self.solved), total=len(self.all)))

    def answer(self, action):
        """The player's choice: the verdict and why (also returned, for tests)."""
        p = self.puzzle
        v = p.check(action, self.lang, self.view)
        self.progress.mark(p.id, v.correct)
        self.problem = ""           # said once, with the first puzzle shown
        saved = ""
        try:
            self.progress.save()
        except OSError as exc:
            from app.ui.i18n_catalog import say

            saved = "<br>" + _esc(say("The puzzle progress could not be saved: %1", self.lang, exc.strerror or exc))
        color = "#1e7832" if v.correct else "#b03020"
        self.verdict.setText(f'<span style="color:{color}"><b>{_esc(v.text)}</b></span>{saved}')
        for b, a in zip(self.buttons, self.view.legal):
            if a.text() == p.answer:
                b.setStyleSheet("font-weight: bold;")
        self._count()
        return v

    def _html(self, p, view) -> str:
        from app.engine import find_variant

        from ..faces import ASPECT
        from ..scoring import cards_html

        lang = self.lang
        v = find_variant(p.variant)
        name = v.name_en if lang == "en" else v.name_zh
        # the hand as large as the window lets it be in one row (70–140 px high); the others' cards 64 px
        aspect = ASPECT.get(p.family, 1 / 3.5)
        room = max(200, self.board.viewport().width() - 40)
        high = int(min(140, max(70, room / (max(1, len(view.hand)) * aspect * 1.04))))
        wide = int(high * aspect + 0.99)

        def pics(cards, h: int, names: bool = True) -> str:
            return cards_html([c.code for c in cards], lang, h, wide if h > 70 else 0, names)

        seat = lambda s: self._seat_name(s)  # noqa: E731
        colon = ": " if lang == "en" else "："
        out = [f"<h3>{_esc(word('puzzle_title', lang, id=p.id, variant=name, grade=word(p.grade, lang)))}</h3>",
               f"<p><b>{_esc(word('puzzle_ask', lang, seat=self._seat_name(p.seat)))}</b></p>"]
        if view.live_card is not None and view.live_from is not None:
            out.append("<p>" + _esc(word("in_play", lang, card=_card_name(view.live_card, lang),
                                         seat=self._seat_name(view.live_from))) + "<br>"
                       + pics([view.live_card], high) + "</p>")
        out.append(f"<p><b>{_esc(word('your_hand', lang))}</b><br>" + pics(view.hand, high) + "</p>")
        for pl in view.players:
            if pl.melds:
                groups = "　".join(pics(m.cards, 64, names=False) for m in pl.melds)
                out.append(f"<p>{_esc(word('table_of', lang, seat=seat(pl.seat)))}{colon}{groups}</p>")
            if pl.discards:
                out.append(f"<p>{_esc(word('thrown_by', lang, seat=seat(pl.seat)))}{colon}"
                           + pics(pl.discards, 64, names=False) + "</p>")
        out.append(f"<p>{_esc(word('stock', lang, n=view.stock_left))}</p>")
        return "".join(out)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.puzzle is not None and not self._resizing:   # the cards are sized to the board, once it is laid out
            from PySide6.QtCore import QTimer

            self._resizing = True
            QTimer.singleShot(0, self, self._fit_cards)

    def _fit_cards(self) -> None:
        self._resizing = False
        bar = self.board.verticalScrollBar()
        at = bar.value()
        self.board.setHtml(self._html(self.puzzle, self.view))
        bar.setValue(at)

    def _seat_name(self, s: int) -> str:
        return word("seat", self.lang, n=s + 1)


def _card_name(card, lang: str) -> str:
    from app.engine.messages import render

    return render(card, lang)

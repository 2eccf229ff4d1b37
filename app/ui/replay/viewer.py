"""The replay viewer: watch a saved game hand by hand, action by action.

Keys: ←/→ one action, Home/End the start/end of the hand, PageUp/PageDown the
previous/next hand, Space play/pause.  The table shows every hand (all-seeing)
or only what one seat could see at the time.
"""

from __future__ import annotations


from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QLabel, QListWidget,
                               QListWidgetItem, QMainWindow, QMessageBox, QPushButton, QSlider, QSplitter,
                               QTextBrowser, QToolBar, QVBoxLayout, QWidget)

from app.engine import RecordError, YeziError
from app.ui import i18n
from app.ui.seats import seat_text, wins_text

from .cards import window_font as ui_font   # a window's words follow the text size
from .table import ReplayTable, TableInfo

SPEEDS = (("0.5×", 0.5), ("1×", 1.0), ("2×", 2.0), ("4×", 4.0), ("8×", 8.0))
BASE_MS = 900


def seat_names(record) -> list[str]:
    """Seats named as at the table, with the number the record needs: "你（1 号）",
    "下家（2 号）"; a game with no player at the table: "2 号 电脑（普通）"."""
    from app.ui import seats
    from app.ui.dialogs import level_name

    n = len(record.seats)
    human = next((i for i, s in enumerate(record.seats) if s.get("type") == "human"), None)
    if human is not None:
        return [s["name"] if s.get("name") else name
                for s, name in zip(record.seats, seats.record_names(n, human))]
    out = []
    for i, s in enumerate(record.seats):
        kind = s.get("type")
        if s.get("name"):
            who = s["name"]
        elif kind == "computer":
            who = QCoreApplication.translate("ReplayWindow", "Computer (%1)").replace(
                "%1", level_name(str(s.get("level", "")), i18n.current()))
        else:
            who = ""
        seat = QCoreApplication.translate("ReplayWindow", "Seat %1").replace("%1", str(i + 1))
        out.append(f"{seat} {who}".strip())
    return out


def variant_name(variant) -> str:
    return i18n.variant_name(variant)


class ReplayWindow(QMainWindow):
    """``ReplayWindow(record)``: a window stepping through ``record``."""

    positionChanged = Signal(int, int)   # hand position, step
    # the steps' toolbar and the tools' (``_fit_toolbars``); class defaults, as a resize may come
    # before ``__init__`` builds them
    _bar: QToolBar | None = None
    _tools: QToolBar | None = None

    def __init__(self, record, parent=None, hand: int = 0):
        super().__init__(parent)
        self.record = record
        self.variant = record.variant
        self.problem: str | None = None   # the first thing in the file that does not replay
        self.warning: QMessageBox | None = None
        self.names = seat_names(record)
        self.hand_pos = max(0, min(hand, len(record.hands) - 1))
        self.step = 0
        self.seat: int | None = None
        # only the hand shown is rebuilt (from its seed and context); RecordError if it cannot be dealt
        first = record.timeline(self.hand_pos)
        # the whole record is checked once, a hand at a time, while the window is open
        self.verification = record.verification()
        from app.ui import screenfit

        screenfit.fit(self, (1280, 800), (760, 500), screenfit.saved("replay"))
        self.setFocusPolicy(Qt.StrongFocus)

        self.table = ReplayTable(self)
        self.log = QListWidget()
        self.log.setFont(ui_font(14))
        self.log.currentRowChanged.connect(self._on_log_row)
        self.log.setFocusPolicy(Qt.NoFocus)
        # a move reads whole at any width ("12. 下家 电脑（入门） 吃 一二三 + 一壹壹  0:42"), wrapped, never cut off
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.log.setResizeMode(QListWidget.Adjust)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setFont(ui_font(14))
        self.score = QTextBrowser()
        self.score.setFont(ui_font(14))
        self.score.setMaximumHeight(210)
        self.score.setFocusPolicy(Qt.NoFocus)
        side = QWidget()
        lay = QVBoxLayout(side)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.info)
        lay.addWidget(self.log, 1)
        lay.addWidget(self.score)
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(side)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([980, 300])
        self.setCentralWidget(split)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._bar = None
        self.retranslate()
        if first.problem:
            self._say_problem(first.problem)
        self._checking = QTimer(self)
        self._checking.setInterval(0)
        self._checking.timeout.connect(self._check_some)
        self._checking.start()

    # ---- checking the record

    def _check_some(self) -> None:
        """One more hand of the record checked (runs while the window is idle)."""
        if self.verification.step():
            self._checking.stop()
            self._checked()

    def finish_verification(self) -> None:
        """Check the rest of the record now."""
        self._checking.stop()
        if not self.verification.done:
            self.verification.run()
            self._checked()

    def _checked(self) -> None:
        v = self.verification
        if v.problem is None:
            return
        if v.viewable < len(self.record.hands) or v.problem != self.problem:
            if self.hand_pos >= v.viewable:
                self.hand_pos, self.step = max(0, v.viewable - 1), 0
            self.retranslate()     # the hand list ends at the bad hand
            self._say_problem(v.problem)

    def _say_problem(self, problem: str) -> None:
        self.problem = problem
        self.refresh()
        self.statusBar().showMessage(problem)
        text = self.tr("This game replays only up to the point where its file stops making sense; "
                       "what comes before can be watched.") + "\n\n" + \
            QCoreApplication.translate("RecordDialogs", "Reason (in English): %1").replace("%1", str(problem))
        if self.warning is None:
            self.warning = QMessageBox(QMessageBox.Warning, self.tr("Replay incomplete"),
                                       text, QMessageBox.Ok, self)
            self.warning.setModal(False)
            QTimer.singleShot(0, self.warning, self.warning.show)
        else:
            self.warning.setText(text)

    # ---- building

    def retranslate(self) -> None:
        """Every label in the UI's language (again after a change of language)."""
        self.names = seat_names(self.record)
        self.setWindowTitle(self.tr("Replay — %1").replace("%1", self._title()))
        for bar in (self._bar, self._tools):
            if bar is not None:
                self.removeToolBar(bar)
                bar.deleteLater()
        self.menuBar().clear()
        self._build_toolbar()
        self._build_menu()
        self.statusBar().showMessage(self.tr(
            "←/→ step  Home/End start/end of hand  PgUp/PgDn previous/next hand  Space play/pause"))
        self._load_hand(self.hand_pos)
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange and getattr(self, "_bar", None) is not None:
            self.retranslate()
        super().changeEvent(event)

    def _title(self) -> str:
        name = self.record.path.name if self.record.path else variant_name(self.variant)
        return f"{variant_name(self.variant)} · {name}"

    def _button(self, bar: QToolBar, text: str, tip: str, slot) -> QAction:
        act = QAction(text, self)
        act.setToolTip(tip)
        act.triggered.connect(slot)
        bar.addAction(act)
        return act

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Replay"))
        self._bar = bar
        bar.setMovable(False)
        bar.setFont(ui_font(14))
        self.addToolBar(bar)
        self._button(bar, self.tr("◀◀ Previous hand"), self.tr("Previous hand (PgUp)"), self.prev_hand)
        self._button(bar, "⇤", self.tr("Start of hand (Home)"), self.to_start)
        self._button(bar, "◀", self.tr("Step back (←)"), self.back)
        self.play_action = self._button(bar, self.tr("‖ Pause") if self.playing else self.tr("▶ Play"),
                                        self.tr("Play/pause (Space)"), self.toggle_play)
        self._button(bar, "▶|", self.tr("Step forward (→)"), self.forward)
        self._button(bar, "⇥", self.tr("End of hand (End)"), self.to_end)
        self._button(bar, self.tr("Next hand ▶▶"), self.tr("Next hand (PgDown)"), self.next_hand)
        bar.addSeparator()
        bar.addWidget(QLabel(self.tr(" Hand ")))
        self.hand_box = QComboBox()
        for h in self.record.hands[:self.num_hands]:
            self.hand_box.addItem(self.tr("Hand %1").replace("%1", str(h.index + 1)))
        self.hand_box.activated.connect(lambda i: self.go_to(i, 0))
        self.hand_box.setFocusPolicy(Qt.NoFocus)
        bar.addWidget(self.hand_box)
        bar.addWidget(QLabel(self.tr(" Step ")))
        self.slider = QSlider(Qt.Horizontal)
        self.slider.setMinimumWidth(160)
        self.slider.setFocusPolicy(Qt.NoFocus)
        self.slider.valueChanged.connect(lambda v: self.go_to(self.hand_pos, v))
        bar.addWidget(self.slider)
        self.step_label = QLabel()
        bar.addWidget(self.step_label)
        # speed, view, scoring and review: a second bar, under the first when one row has no room
        # (at 1024 px Scoring and Review went into the toolbar's » overflow)
        bar = QToolBar(self.tr("Replay"))
        self._tools = bar
        bar.setMovable(False)
        bar.setFont(ui_font(14))
        self.addToolBar(bar)
        bar.addWidget(QLabel(self.tr(" Speed ")))
        speed = self.speed_box.currentIndex() if hasattr(self, "speed_box") else 1
        self.speed_box = QComboBox()
        for text, _ in SPEEDS:
            self.speed_box.addItem(text)
        self.speed_box.setCurrentIndex(speed)
        self.speed_box.currentIndexChanged.connect(self._speed_changed)
        self.speed_box.setFocusPolicy(Qt.NoFocus)
        bar.addWidget(self.speed_box)
        bar.addWidget(QLabel(self.tr(" View ")))
        self.seat_box = QComboBox()
        self.seat_box.addItem(self.tr("All hands"))
        for name in self.names:
            self.seat_box.addItem(name)
        self.seat_box.setCurrentIndex(0 if self.seat is None else self.seat + 1)
        self.seat_box.currentIndexChanged.connect(lambda i: self.set_seat(None if i == 0 else i - 1))
        self.seat_box.setFocusPolicy(Qt.NoFocus)
        bar.addWidget(self.seat_box)
        score = QPushButton(self.tr("Scoring"))
        score.setFocusPolicy(Qt.NoFocus)
        score.clicked.connect(self.show_scoring)
        bar.addWidget(score)
        from ..review.words import word as review_word

        review = QPushButton(review_word("review", i18n.current()))   # 点评 (app/ui/review)
        review.setFocusPolicy(Qt.NoFocus)
        review.clicked.connect(self.open_review)
        bar.addWidget(review)
        self._fit_toolbars()

    def _fit_toolbars(self) -> None:
        """One row of tools when both bars fit the window's width, else two."""
        tools = self._tools
        if self._bar is None or tools is None:
            return
        wide = self._bar.sizeHint().width() + tools.sizeHint().width() + 8 <= self.width()
        broken = self.toolBarBreak(tools)
        if wide and broken:
            self.removeToolBarBreak(tools)
        elif not wide and not broken:
            self.insertToolBarBreak(tools)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_toolbars()

    def _build_menu(self) -> None:
        from . import dialogs

        menu = self.menuBar().addMenu(self.tr("&File"))
        menu.addAction(self.tr("Open a game…"), self._open_other).setShortcut("Ctrl+O")
        menu.addAction(self.tr("Save the game as…"),
                       lambda: dialogs.save_record_as(self, self.record)).setShortcut("Ctrl+Shift+S")
        recent = menu.addMenu(self.tr("Recent games"))
        recent.aboutToShow.connect(lambda: dialogs.fill_recent_menu(recent, self._show_other))
        menu.addAction(self.tr("Statistics"), self._open_stats)
        menu.addSeparator()
        menu.addAction(self.tr("Close"), self.close).setShortcut("Ctrl+W")

    def _open_other(self) -> None:
        from . import dialogs

        record = dialogs.open_record(self)
        if record is not None:
            self._show_other(record)

    def _show_other(self, record) -> None:
        window = open_viewer(record, self.parentWidget())
        if window is not None:
            window.move(self.pos() + QPoint(30, 30))

    def _open_stats(self) -> None:
        from .stats import StatsWindow

        window = StatsWindow(self)
        window.setWindowFlag(Qt.Window)
        window.setAttribute(Qt.WA_DeleteOnClose)
        window.show()

    # ---- state

    def timeline(self, pos: int):
        return self.record.timeline(pos)   # the record keeps the last few

    @property
    def num_hands(self) -> int:
        """Hands that can be shown (all, unless the check finds the record going bad part way)."""
        return self.verification.viewable

    @property
    def steps(self) -> int:
        return self.timeline(self.hand_pos).steps

    def _load_hand(self, pos: int) -> None:
        self.hand_pos = pos
        tl = self.timeline(pos)
        engine = self.variant.engine
        self.log.blockSignals(True)
        self.log.clear()
        self.log.addItem(QListWidgetItem(self.tr("The deal")))
        hand = self.record.hands[pos]
        after = self._stock_cards(tl)
        if after.get(-1):
            self.log.item(0).setText(self.tr("The deal") + after[-1])
        for i, action in enumerate(tl.actions):
            try:
                text = seat_text(engine.describe(action), self.names)
            except Exception:
                text = action.text()
            item = QListWidgetItem(f"{i + 1}. {text}{after.get(i, '')}")
            # when it was played, on hovering: on the row it doubled every row of a narrow list
            t = hand.times[i] if i < len(hand.times) else None
            if t and (when := _clock(t)):
                item.setToolTip(self.tr("played at %1").replace("%1", when))
            self.log.addItem(item)
        self.log.blockSignals(False)
        self.hand_box.blockSignals(True)
        self.hand_box.setCurrentIndex(pos)
        self.hand_box.blockSignals(False)
        self.slider.blockSignals(True)
        self.slider.setRange(0, tl.steps)
        self.slider.blockSignals(False)

    def _stock_cards(self, tl) -> dict[int, str]:
        """What each move's row adds about the stock, by the move's index (-1: the deal's row): the
        card a long card's 翻 turned (" 九索"), a 字牌 draw after the move (" · 下家 摸出 七")."""
        from app.engine.core import StockSteps

        try:
            stock = StockSteps.of(tl.state_at(tl.steps).history)
        except Exception:      # a family that lists no chance steps: the moves alone
            return {}
        out: dict[int, str] = {i: " " + i18n.engine_text(c.cards[0]) for i, c in stock.turned.items()}
        for i, steps in stock.after.items():
            out[i] = out.get(i, "") + "".join(
                " · " + i18n.chance_text(c, self.names[c.to] if c.to is not None and c.to < len(self.names) else "")
                for c in steps)
        return out

    def go_to(self, hand_pos: int, step: int) -> None:
        """Show hand ``hand_pos`` (index into the record's hands) after ``step``
        actions; -1 means the end of the hand."""
        hand_pos = max(0, min(hand_pos, self.num_hands - 1))
        if hand_pos != self.hand_pos or self.log.count() == 0:
            self._load_hand(hand_pos)
        if step < 0:
            step = self.steps
        self.step = max(0, min(step, self.steps))
        self.refresh()

    def set_seat(self, seat: int | None) -> None:
        self.seat = seat
        self.seat_box.blockSignals(True)
        self.seat_box.setCurrentIndex(0 if seat is None else seat + 1)
        self.seat_box.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        tl = self.timeline(self.hand_pos)
        state = tl.state_at(self.step)
        view = state.view(self.seat)
        hand = self.record.hands[self.hand_pos]
        at_end = self.step == tl.steps and state.is_over
        result = None
        if at_end:
            from app.records.record import result_dict

            result = result_dict(state.result)
            result["lines"] = [seat_text(x, self.names) for x in state.result.lines]
        totals = list(self.record.start_totals)
        for h in self.record.hands[:self.hand_pos]:
            for i, v in enumerate(h.result["net"]):
                totals[i] += v
        caption = ""
        if self.step:
            try:
                caption = seat_text(self.variant.engine.describe(tl.actions[self.step - 1]), self.names)
            except Exception:
                caption = tl.actions[self.step - 1].text()
        info = TableInfo(self.variant.family, self.names, totals, self.seat, caption, result)
        self.table.show_view(view, info)
        self.log.blockSignals(True)
        self.log.setCurrentRow(self.step)
        self.log.blockSignals(False)
        self.log.scrollToItem(self.log.currentItem())
        self.slider.blockSignals(True)
        self.slider.setValue(self.step)
        self.slider.blockSignals(False)
        self.step_label.setText(f" {self.step}/{tl.steps} ")
        dealer = self.names[view.dealer] if view.dealer is not None and view.dealer < len(self.names) else "—"
        who = self.tr("All hands") if self.seat is None else self.names[self.seat]
        other = f" ({_html(i18n.zh_term(self.variant.name_zh))})" if i18n.current() == "en" else ""
        self.info.setText(
            f"<b>{_html(variant_name(self.variant))}</b>{other}<br>"
            + _html(self.tr("Hand %1 of %2 · dealer %3").replace("%1", str(hand.index + 1))
                    .replace("%2", str(len(self.record.hands))).replace("%3", dealer)) + "<br>"
            + _html(self.tr("Deal no. %1 · view: %2").replace("%1", str(self.record.seed)).replace("%2", who))
            + ("<br>" + _html(self.tr("The player took back a move in this hand.") if len(hand.takebacks) == 1
                              else self.tr("The player took back %1 moves in this hand.")
                              .replace("%1", str(len(hand.takebacks)))) if hand.takebacks else "")
            + (f"<br><span style='color:#b3261e'>⚠ {_html(self.problem)}</span>" if self.problem else ""))
        self._show_score(hand, result)
        self.positionChanged.emit(self.hand_pos, self.step)

    def _show_score(self, hand, result) -> None:
        if result is None:
            self.score.setHtml(self.tr("<i>Hand in progress — go to its end for the scoring</i>") if hand.is_over
                               else self.tr("<i>This hand was not finished</i>"))
            return
        winner = result["winner"]
        head = self.tr("No winner") if winner is None else wins_text(self.names[winner])
        rows = "".join(f"<tr><td>{self.names[i]}</td><td align=right>{v:+d}</td></tr>"
                       for i, v in enumerate(result["net"]))
        lines = "<br>".join(_html(x) for x in result.get("lines", []))
        self.score.setHtml(f"<b>{_html(head)}</b><table>{rows}</table>{lines}")

    # ---- navigation

    def forward(self) -> None:
        if self.step < self.steps:
            self.go_to(self.hand_pos, self.step + 1)
        elif self.hand_pos + 1 < self.num_hands:
            self.go_to(self.hand_pos + 1, 0)
        else:
            self.pause()

    def back(self) -> None:
        if self.step > 0:
            self.go_to(self.hand_pos, self.step - 1)
        elif self.hand_pos > 0:
            self.go_to(self.hand_pos - 1, -1)

    def to_start(self) -> None:
        self.go_to(self.hand_pos, 0)

    def to_end(self) -> None:
        self.go_to(self.hand_pos, -1)

    def next_hand(self) -> None:
        if self.hand_pos + 1 < self.num_hands:
            self.go_to(self.hand_pos + 1, 0)

    def prev_hand(self) -> None:
        self.go_to(self.hand_pos - 1 if self.step == 0 else self.hand_pos, 0)

    def _on_log_row(self, row: int) -> None:
        if row >= 0:
            self.go_to(self.hand_pos, row)

    # ---- play

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def speed(self) -> float:
        return SPEEDS[self.speed_box.currentIndex()][1]

    def _speed_changed(self) -> None:
        self.timer.setInterval(int(BASE_MS / self.speed()))

    def toggle_play(self) -> None:
        self.pause() if self.playing else self.play()

    def play(self) -> None:
        if self.step >= self.steps and self.hand_pos + 1 < self.num_hands:
            self.go_to(self.hand_pos + 1, 0)
        self.timer.start(int(BASE_MS / self.speed()))
        self.play_action.setText(self.tr("‖ Pause"))

    def pause(self) -> None:
        self.timer.stop()
        self.play_action.setText(self.tr("▶ Play"))

    def _tick(self) -> None:
        if self.step >= self.steps:
            self.pause()  # stop on the result; Space goes on to the next hand
            return
        self.forward()
        if self.step >= self.steps:
            self.pause()

    # ---- scoring dialog

    def open_review(self):
        """点评 of the hand shown, for the seat viewed (all hands: the human seat, else seat 1)."""
        from ..review.window import review_record_hand

        seat = self.seat
        if seat is None:
            human = self.record.human_seat()
            seat = human if human is not None else 0
        try:
            w = review_record_hand(self.record, self.hand_pos, seat, i18n.current(),
                                   self.names[seat] if seat < len(self.names) else None, self)
        except Exception as exc:  # a hand that does not replay: said in one line
            QMessageBox.warning(self, self.windowTitle(), str(getattr(exc, "reason", exc)))
            return None
        w.setAttribute(Qt.WA_DeleteOnClose)
        self.review_window = w
        w.show()
        return w

    def show_scoring(self) -> None:
        hand = self.record.hands[self.hand_pos]
        if not hand.is_over:
            QMessageBox.information(self, self.tr("Scoring"), self.tr("This hand was not finished: it has no scoring."))
            return
        result = dict(hand.result)
        tl = self.timeline(self.hand_pos)
        state = tl.state_at(tl.steps)
        if state.is_over:  # the replayed result speaks every language; the file holds one
            result["lines"] = list(state.result.lines)
        dlg = ScoringDialog(hand.index, result, self.names, self)
        dlg.exec()

    def keyPressEvent(self, event) -> None:
        slot = {Qt.Key_Left: self.back, Qt.Key_Right: self.forward, Qt.Key_Home: self.to_start,
                Qt.Key_End: self.to_end, Qt.Key_PageUp: self.prev_hand, Qt.Key_PageDown: self.next_hand,
                Qt.Key_Space: self.toggle_play}.get(event.key())
        if slot is None:
            super().keyPressEvent(event)
            return
        if event.key() != Qt.Key_Space and self.playing:
            self.pause()
        slot()
        event.accept()

    def closeEvent(self, event) -> None:
        from app.ui import screenfit

        self.timer.stop()
        self._checking.stop()
        screenfit.remember(self, "replay")
        super().closeEvent(event)


class ScoringDialog(QDialog):
    """A hand's result: who won, each seat's settlement, the sentences and
    the whole breakdown as a tree (whatever the family reports)."""

    def __init__(self, index: int, result: dict, names: list[str], parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand %1 — scoring").replace("%1", str(index + 1)))
        from app.ui import screenfit

        screenfit.fit(self, (560, 520), (360, 300))
        lay = QVBoxLayout(self)
        text = QTextBrowser()
        text.setFont(ui_font(15))
        winner = result["winner"]
        head = self.tr("No winner") if winner is None else wins_text(names[winner])
        rows = "".join(f"<tr><td>{names[i]}</td><td align=right>&nbsp;{v:+d}</td></tr>"
                       for i, v in enumerate(result["net"]))
        text.setHtml(f"<h3>{_html(head)}</h3><table>{rows}</table><p>"
                     + "<br>".join(_html(seat_text(x, names)) for x in result.get("lines", []))
                     + "</p>")
        lay.addWidget(text, 1)
        from app.ui.dialogs import CardBrowser
        from app.ui.scoring import breakdown_html

        html = breakdown_html(result.get("breakdown") or {}, result.get("net") or [], names, i18n.current())
        self.breakdown = CardBrowser(self)
        self.breakdown.setFont(ui_font(13))
        self.breakdown.setHtml(html)
        if html.strip():
            lay.addWidget(self.breakdown, 2)
        else:
            self.breakdown.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)


def _html(text: str) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _clock(t: str) -> str:
    from app.records.record import parse_time

    when = parse_time(t)
    return when.astimezone().strftime("%H:%M:%S") if when else ""


def open_viewer(record, parent=None) -> ReplayWindow | None:
    """A viewer for ``record``, or a one-line error dialog if it does not replay."""
    try:
        window = ReplayWindow(record, parent)
    except (RecordError, YeziError) as exc:
        from app.ui.replay.dialogs import record_error_text

        QMessageBox.warning(parent, QCoreApplication.translate("ReplayWindow", "Cannot replay"),
                            record_error_text("replay", exc.reason, getattr(record, "path", None)))
        return None
    window.setAttribute(Qt.WA_DeleteOnClose)
    window.show()
    return window

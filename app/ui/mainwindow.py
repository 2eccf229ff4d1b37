"""The main window: the table, the action bar, the match panel, menus and the
status bar.  It wires the controller to the view, the autosaver and the
dialogs; it never applies a game action itself."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

# What the first frame needs, and no more: PySide6 makes a class's Python enums the first time
# the class is named, and naming ``Qt`` makes all 94 of the ``Qt`` namespace (~25–30 ms CPU), which
# the first frame does without — the classes and ``Qt`` the rest of the window uses are imported
# where they are used, after the first paint (docs/performance.md, "first frame, session 6").
from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import (QApplication, QFrame, QHBoxLayout, QLabel, QMainWindow, QPushButton, QVBoxLayout,
                               QWidget)

# the errors and the variant registry only: the engine's core and the families' engines are
# imported when the game is built, after the first frame (``finish_start``)
from app.engine.errors import YeziError
from app.engine.variants import find_variant

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from app.engine.core import Action

from . import i18n
from .i18n import chance_text, engine_text
from . import settings as settings_mod
from . import screenfit
# The controller (→ the computer players), the dialogs and the table are imported when the
# window builds the game, after its first frame (``MainWindow.finish_start``).

# A letter for the first action of each kind (digits 1–9 pick any button).
KIND_KEYS = {"hu": "H", "peng": "P", "chi": "C", "gang": "G", "pass": "Space", "wai": "W", "liu": "L",
             "zhang": "Z", "buy": "B", "ti": "T", "pao": "R", "kai": "K", "tan": "N", "draw": "D",
             "flip": "F"}


def _alive(widget) -> bool:
    try:
        from shiboken6 import isValid

        return isValid(widget)
    except ImportError:  # pragma: no cover
        return True


# Buttons of the action bar: a visible focus ring (Tab walks table → buttons → table)
BAR_STYLE = """
QPushButton { border: 1px solid #8c8c8c; border-radius: 4px; padding: 4px 10px; background: #f7f7f7; }
QPushButton:hover { background: #ffffff; }
QPushButton:pressed { background: #e4e4e4; }
QPushButton:focus { border: 2px solid #d08c00; background: #fff3d1; padding: 3px 9px; }
QPushButton[forced="true"] { border: 2px solid #b3261e; font-weight: bold; }
QPushButton[hinted="true"] { border: 2px solid #2e7d32; font-weight: bold; }
"""


class ActionBar(QWidget):
    """The player's choices right now (other than picking a card to discard)."""

    triggered = Signal(object)   # Action
    focusLost = Signal()
    hintRequested = Signal()
    sortRequested = Signal()
    nextHandRequested = Signal()
    resultRequested = Signal()

    def __init__(self, parent=None):
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QGridLayout

        super().__init__(parent)
        self.setStyleSheet(BAR_STYLE)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        self.prompt = QLabel()
        self.prompt.setMinimumWidth(160)
        self.prompt.setWordWrap(True)
        lay.addWidget(self.prompt, 2)   # a forced act's reason takes the free width before it wraps
        self.box = QGridLayout()   # one row, or more when there are many ways to eat
        self.box.setHorizontalSpacing(6)
        self.box.setVerticalSpacing(3)
        lay.addLayout(self.box)
        self.next_button = QPushButton()
        self.next_button.setFocusPolicy(Qt.TabFocus)
        self.next_button.clicked.connect(self.nextHandRequested)
        self.result_button = QPushButton()
        self.result_button.setFocusPolicy(Qt.TabFocus)
        self.result_button.clicked.connect(self.resultRequested)
        lay.addWidget(self.next_button)
        lay.addWidget(self.result_button)
        lay.addStretch(1)
        self.sort_button = QPushButton()
        self.sort_button.setFocusPolicy(Qt.TabFocus)
        self.sort_button.clicked.connect(self.sortRequested)
        lay.addWidget(self.sort_button)
        self.hint_button = QPushButton()
        self.hint_button.setFocusPolicy(Qt.TabFocus)
        self.hint_button.clicked.connect(self.hintRequested)
        lay.addWidget(self.hint_button)
        self.set_hand_over(False)
        self.buttons: list[tuple[QPushButton, Action]] = []
        self.hinted: Action | None = None   # the hint's choice: outlined, Enter takes it
        self.retranslate()

    def retranslate(self) -> None:
        self.sort_button.setText(self.tr("Sort (S)"))
        self.hint_button.setText(self.tr("Hint (?)"))
        self.next_button.setText(self.tr("Next hand (N)"))
        self.result_button.setText(self.tr("Result (R)"))

    def set_hand_over(self, over: bool) -> None:
        self.next_button.setVisible(over)
        self.result_button.setVisible(over)
        self.hint_button.setEnabled(not over)     # nothing left to advise once the hand is over

    def set_actions(self, actions: list[Action], variant, lang: str, prompt: str, forced: bool = False) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QSizePolicy

        from app.engine.messages import render

        self.prompt.setText(prompt)
        self.forced = forced and len(actions) == 1
        self.mark_hint(None)
        if [a for _, a in self.buttons] == list(actions) and lang == getattr(self, "_lang", lang):
            return
        self._lang = lang
        had_focus = any(b.hasFocus() for b, _ in self.buttons)
        for b, _ in self.buttons:
            self.box.removeWidget(b)
            b.hide()
            b.setParent(None)  # gone now, not at some later event-loop turn
        self.buttons = []
        seen_kinds = set()
        per_row = len(actions) if len(actions) <= 4 else (len(actions) + 1) // 2 if len(actions) <= 10 else 6
        for i, a in enumerate(actions):
            try:
                zh, en = variant.engine.action_label(a.kind, variant.id)
            except Exception:
                zh, en = a.kind, a.kind
            label = en if lang == "en" else zh
            cards = render(variant.engine.action_cards(a), "zh")   # card names stay Chinese in English too
            label, cards = i18n.zh_term(label, lang), i18n.zh_term(cards, lang)  # 繁體 for zh_TW
            keys = [str(i + 1)] if i < 9 else []
            letter = KIND_KEYS.get(a.kind)
            if letter and a.kind not in seen_kinds:
                keys.append(letter if letter != "Space" else self.tr("Space"))
            if self.forced:   # the only thing to do: Space or Enter does it
                keys = [k for k in keys if k != self.tr("Space")] + [self.tr("Space"), self.tr("Enter")]
            seen_kinds.add(a.kind)
            b = QPushButton(f"{label} {cards}  [{' / '.join(keys)}]" if keys else f"{label} {cards}")
            b.setObjectName(f"action_{a.kind}_{i}")
            b.setToolTip(f"{label} {cards}".strip())     # the action in words (its record text is for files)
            b.setSizePolicy(QSizePolicy.Maximum, QSizePolicy.Fixed)
            # Tab reaches the buttons (a focus ring shows which; Enter or Space presses it); a click
            # leaves the keys with the table
            b.setFocusPolicy(Qt.TabFocus)
            b.setAutoDefault(True)
            b.setProperty("forced", self.forced)
            b.clicked.connect(lambda checked=False, act=a: self.triggered.emit(act))
            self.box.addWidget(b, i // per_row, i % per_row)
            if self.isVisible():   # at once (Tab and a key may come before the next event turn)
                b.show()
            self.buttons.append((b, a))
        self._tab_order()
        if had_focus:
            self.focusLost.emit()   # its button is gone: the keys go back to the table

    def mark_hint(self, action: Action | None) -> bool:
        """Outline the button of the hint's ``action`` (None: none); whether there is one."""
        self.hinted = None
        for b, a in self.buttons:
            on = action is not None and a == action
            if on:
                self.hinted = a
            if bool(b.property("hinted")) != on:
                b.setProperty("hinted", on)
                b.style().unpolish(b)
                b.style().polish(b)
        return self.hinted is not None

    def _tab_order(self) -> None:
        """Tab: the table, the choices in order, then next hand / result / sort / hint, and round."""
        chain = [self.before] if getattr(self, "before", None) is not None else []
        chain += [b for b, _ in self.buttons] + [self.next_button, self.result_button, self.sort_button,
                                                 self.hint_button]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    def key(self, event) -> bool:
        """Digits pick a button; letters the first button of their kind."""
        from PySide6.QtCore import Qt

        text = event.text().upper()
        if self.next_button.isVisible() and text in ("N", "R"):
            (self.nextHandRequested if text == "N" else self.resultRequested).emit()
            return True
        if text.isdigit() and text != "0":
            i = int(text) - 1
            if i < len(self.buttons):
                self.triggered.emit(self.buttons[i][1])
                return True
        if getattr(self, "forced", False) and self.buttons and event.key() in (
                Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter):
            self.triggered.emit(self.buttons[0][1])
            return True
        if self.hinted is not None and event.key() in (Qt.Key_Return, Qt.Key_Enter):
            self.triggered.emit(self.hinted)
            return True
        for b, a in self.buttons:
            letter = KIND_KEYS.get(a.kind)
            if letter == "Space" and event.key() == Qt.Key_Space or letter and letter == text:
                self.triggered.emit(a)
                return True
        return False


def _fill(text: str, args) -> str:
    """Qt's %1 %2 … placeholders filled at once (so a value containing "%2" is left alone)."""
    import re

    return re.sub(r"%(\d)", lambda m: str(args[int(m.group(1)) - 1]) if int(m.group(1)) <= len(args)
                  else m.group(0), text)


def variant_name_or_id(vid: str, lang: str) -> str:
    try:
        return i18n.variant_name(find_variant(vid), lang)
    except YeziError:
        return vid


class _Felt(QFrame):
    """The table's felt alone: the central widget of the first frame, before the
    game and its table are built (``MainWindow.finish_start`` puts the table in
    its place).  A key pressed on it waits for the table.  It has the keyboard
    focus from the start (``setFocus`` needs no focus policy); its policy, which
    needs the ``Qt`` namespace, is set with the panels (``MainWindow._build_panels``)."""

    # TableView.drawBackground's gradient, drawn by Qt's style sheet code: a Python paintEvent
    # drawing it would make the painter's and the gradient's enums first (~3 ms CPU)
    STYLE = ("_Felt { background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1, stop: 0 #1f5a43, "
             "stop: 1 #133b2c); border: none; }")

    def __init__(self, window):
        super().__init__(window)
        self.window_ = window
        self.painted = None          # called (once, from the event loop) after the first paint
        self.setMinimumSize(560, 360)    # the table's, so the window is laid out as it will be
        self.setStyleSheet(self.STYLE)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.painted is not None:
            then, self.painted = self.painted, None
            QTimer.singleShot(0, self.window_, then)

    def keyPressEvent(self, event) -> None:
        self.window_.later_key(event)


class _FirstInput(QObject):
    """Until the window is whole (``MainWindow._build_rest``, right after the first
    frame): the first key or click given to the felt or the menu bar builds it first,
    so no key or click ever meets a menu without its commands or a shortcut not there
    yet.  An event filter on those two (an application-wide one would cost the first
    frame 30–57 ms: every event of every widget through Python); gone once the window
    is whole."""

    def __init__(self, window):
        super().__init__(window)
        self.window_ = window
        self.kinds = {QEvent.KeyPress, QEvent.ShortcutOverride, QEvent.MouseButtonPress,
                      QEvent.MouseButtonDblClick, QEvent.Wheel, QEvent.ContextMenu, QEvent.TouchBegin,
                      QEvent.TabletPress, QEvent.InputMethod}

    def eventFilter(self, obj, event) -> bool:
        if event.type() in self.kinds:
            self.window_._build_rest()
        return False


class MainWindow(QMainWindow):
    """The game window.  With ``deferred=True`` (what ``yezi play`` does) the
    constructor builds only what the first frame shows — the menu bar's five
    titles, the felt and the status bar — and ``finish_start``, right after that
    frame is painted, builds the rest (``_build_rest``: the menus' commands and
    shortcuts, the action bar, the match panel) and the game (the controller,
    computer players, table, autosaver, the resume question, the deal).  A key or
    click that comes before then builds the rest first (``_FirstInput``), so the
    menus and shortcuts are always whole when used; a menu command or a key used
    before the game is there waits and runs once it is (``ready``).
    Without it everything is built before the constructor returns."""

    def __init__(self, loaded: settings_mod.LoadResult | None = None, demo: bool = False, seed: int | None = None,
                 variant_id: str | None = None, quit_after: int | None = None, screenshot: str | None = None,
                 autosave: bool | None = None, ask_resume: bool = True, language: str | None = None,
                 first_start: bool | None = None, deferred: bool = False):
        super().__init__()
        # a first start (no settings file yet) opens the welcome screen over the first deal
        if first_start is None:
            first_start = loaded is None and variant_id is None and not settings_mod.settings_path().exists()
        first_start = first_start and not demo
        loaded = loaded or settings_mod.load()
        self.settings = loaded.settings
        self._saved_language = self.settings.language   # a --language for one run is not saved
        if language:
            self.settings.language = language
        self.demo = demo
        self.seed = seed
        self.screenshot = screenshot
        self._score_dialog = None
        self._tools: list = []   # replay, statistics and trainer windows opened from here
        self._chosen_variant: str | None = None   # picked in the settings for the next new game
        self._told_sitting_out: tuple[int, int] | None = None   # (match, hand) the note was said for
        self.ready = False       # the game is built (finish_start)
        self._waiting: list = []  # menu commands and keys used before that, run once it is
        self._start = dict(notes=list(loaded.notes), quit_after=quit_after, autosave=autosave,
                           ask_resume=ask_resume, variant_id=variant_id, seed=seed, first_start=first_start)
        self.controller = None
        self.table = None
        self.autosaver = None
        self.notices: list[str] = []      # one-line problems told to the player (tests read them)
        self._autosave_failing = False
        # the menus' commands, the action bar and the match panel: after the first frame when
        # deferred (``_build_rest``), in the constructor otherwise (the bar first, as always)
        self._rest_built = not deferred
        self._first_input = None
        self.after_first_frame: list = []    # run once with the rest (``open_window``: the icon)
        self.actions_bar = ActionBar(self) if not deferred else None
        self.dock = self.ledger_holder = self.ledger = self.log_list = None
        self._felt = _Felt(self)
        central = QWidget(self)
        self._central = QVBoxLayout(central)
        self._central.setContentsMargins(0, 0, 0, 0)
        self._central.setSpacing(0)
        self._central.addWidget(self._felt, 1)
        self.setCentralWidget(central)
        if not deferred:
            self._build_panels()
        self.status_variant = QLabel()
        self.status_assess = QLabel()
        self.statusBar().addPermanentWidget(self.status_assess)
        self.statusBar().addPermanentWidget(self.status_variant)
        self.retranslate()
        # sized from the screen it opens on (1024×768, a 1366×768 laptop, 2× scaling), the last
        # place kept between runs and put back only where it still fits
        screenfit.fit(self, (1440, 900), (800, 560), "" if demo else self.settings.geometry)
        self._felt.setFocus()
        if deferred:
            self._felt.painted = self.finish_start
            backstop = QTimer(self)          # a window never painted (minimised) is built all the same
            backstop.setSingleShot(True)
            backstop.timeout.connect(self.finish_start)
            backstop.start(1500)
            # keys go to the felt (it has the focus; shortcuts are looked up after its ShortcutOverride),
            # clicks that matter to the menu bar; the rest of the first frame takes no input
            self._first_input = _FirstInput(self)
            self._felt.installEventFilter(self._first_input)
            self.menuBar().installEventFilter(self._first_input)
        else:
            self.finish_start()

    def finish_start(self) -> None:
        """Build the game behind the first frame (once): the controller, the table in
        the felt's place, the autosaver, the resume question or the first deal; then
        run what the player asked for meanwhile."""
        if self.ready or getattr(self, "_closed_early", False) or not _alive(self):
            return
        from .controller import GameController
        from .sound import SoundPlayer
        from .table import TableView

        a = self._start
        central = self.centralWidget()
        central.setUpdatesEnabled(False)     # the felt becomes the table in one paint
        self._build_rest()                   # the menus' commands, the bar and the panel: that paint too
        self.controller = GameController(self)
        self.sound = SoundPlayer(self)
        self.controller.quit_after = a["quit_after"]
        self.controller.auto_next_hand = self.demo
        self.table = TableView(self.controller, self)
        self.table.hold()                    # one layout for all the building below
        self.actions_bar.before = self.table
        had_focus = self._felt.hasFocus() or self.focusWidget() is None
        self._central.replaceWidget(self._felt, self.table)
        self._felt.painted = None
        self._felt.hide()
        self._felt.deleteLater()
        self._felt = None
        self._wire()
        from .review.coach import Coach

        self.coach = Coach(self)   # the coach's mark (setting, off by default; app/ui/review)
        self.apply_settings()
        self.ready = True
        self._retranslate_game()
        for note in a["notes"]:
            QTimer.singleShot(0, self, lambda n=note: self._warn_settings(n))
        autosave = a["autosave"]
        if autosave if autosave is not None else not self.demo:
            self._start_autosave()
        # asking about an unfinished game shows the table first; otherwise it is laid out once, dealt
        may_ask = self.autosaver is not None and a["ask_resume"] and self.settings.resume_offer and not self.demo
        if may_ask:
            self.table.release()
            central.setUpdatesEnabled(True)
        try:
            if had_focus:
                self.table.setFocus()
            if not self._offer_resume(a["ask_resume"]):
                if may_ask:
                    self.table.hold()
                self.new_game(variant_id=a["variant_id"], seed=a["seed"])
                if a["first_start"]:
                    QTimer.singleShot(200, self, lambda: self.choose_game(ask=False))
        finally:
            if self.table._held:
                self.table.release()
            central.setUpdatesEnabled(True)
        waiting, self._waiting = self._waiting, []
        for then in waiting:
            then()

    def _when_ready(self, then) -> None:
        if self.ready:
            then()
        else:
            self._waiting.append(then)

    def later_key(self, event) -> None:
        """A key pressed before the table was there: given to it once it is."""
        from PySide6.QtGui import QKeyEvent

        copy = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(),
                         event.isAutoRepeat(), event.count())
        self._waiting.append(lambda: QApplication.sendEvent(self.table, copy))

    # -- building ------------------------------------------------------------
    def _build_rest(self) -> None:
        """What the first frame does without (once): the menus' commands and shortcuts,
        the action bar and the match panel, then ``after_first_frame``.  Right after the
        first frame (``finish_start``), or at the first key or click if that is sooner."""
        if self._rest_built:
            return
        self._rest_built = True
        if self._first_input is not None:
            self._first_input.deleteLater()     # a deleted filter is taken off its objects
            self._first_input = None
        self._fill_menus()
        self._build_panels()
        waiting, self.after_first_frame = self.after_first_frame, []
        for then in waiting:
            then()

    def _build_panels(self) -> None:
        """The action bar under the table and the match panel (once): in the
        constructor, or with the game after the first frame (``deferred``)."""
        if self.dock is not None:
            return
        from PySide6.QtCore import Qt

        if self.actions_bar is None:
            self.actions_bar = ActionBar(self)
        self._central.addWidget(self.actions_bar)
        if self._felt is not None:
            self._felt.setFocusPolicy(Qt.StrongFocus)
        self._build_dock()
        self.dock.setWindowTitle(self.tr("Match"))

    def _build_dock(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QDockWidget, QListWidget, QSplitter

        self.dock = QDockWidget(self)
        self.dock.setObjectName("match_panel")
        self.dock.setFeatures(QDockWidget.DockWidgetMovable | QDockWidget.DockWidgetClosable)
        panel = QSplitter(Qt.Vertical)
        self.ledger_holder = QWidget()
        QVBoxLayout(self.ledger_holder).setContentsMargins(0, 0, 0, 0)
        self.ledger = None
        self.log_list = QListWidget()
        self.log_list.setFocusPolicy(Qt.NoFocus)   # Tab stays with the table and the action bar
        self.log_list.setWordWrap(True)            # a long English line wraps in the narrow panel
        self.log_list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.log_list.setResizeMode(self.log_list.ResizeMode.Adjust)
        panel.addWidget(self.ledger_holder)
        panel.addWidget(self.log_list)
        panel.setSizes([200, 400])
        self.dock.setWidget(panel)
        self.dock.setMinimumWidth(200)
        self.addDockWidget(Qt.RightDockWidgetArea, self.dock)
        self.resizeDocks([self.dock], [230], Qt.Horizontal)

    def _wire(self) -> None:
        c = self.controller
        c.matchStarted.connect(self._on_hand_started)
        c.acted.connect(self._on_acted)
        c.turnChanged.connect(self._on_turn)
        c.thinking.connect(self._on_thinking)
        c.handOver.connect(self._on_hand_over)
        c.matchFinished.connect(self._on_match_finished)
        c.hintReady.connect(self._on_hint)
        c.tookBack.connect(self._on_took_back)
        # the table's lines (a card picked or pointed at, a refusal) belong to the moment: gone once
        # the game moves on (``_drop_stale_status``); notes about files and settings stay their time
        self.table.status.connect(lambda t: self._say_moment(t, 6000))
        self.table.cardHovered.connect(lambda t: self._say_moment(t, 3000))
        self.actions_bar.triggered.connect(self._on_action_button)
        self.actions_bar.focusLost.connect(self.table.setFocus)
        self.actions_bar.hintRequested.connect(self.show_hint)
        self.actions_bar.sortRequested.connect(self.table.sort_now)
        self.actions_bar.nextHandRequested.connect(self.next_hand)
        self.actions_bar.resultRequested.connect(self.show_result)

    def retranslate(self) -> None:
        """Menus and labels in the current language (called again after a change)."""
        mb = self.menuBar()
        mb.clear()
        # the titles; their commands once the window is whole (``_fill_menus``, ``_build_rest``)
        self._menus = (mb.addMenu(self.tr("&Game")), mb.addMenu(self.tr("&Replays")), mb.addMenu(self.tr("&Learn")),
                       mb.addMenu(self.tr("&Settings")), mb.addMenu(self.tr("&Help")))
        self.learn_menu = self._menus[2]   # 学牌 / Learn: everything that teaches
        if self._rest_built:
            self._fill_menus()
        if self.dock is not None:
            self.dock.setWindowTitle(self.tr("Match"))
            self.actions_bar.retranslate()
        if self.ready:
            self._retranslate_game()
        else:
            self.setWindowTitle(i18n.zh_term("Yezi 叶子", self.settings.language))

    def _fill_menus(self) -> None:
        """The menus' commands and shortcuts, in the current language."""
        from PySide6.QtGui import QKeySequence

        game, replays, learn, setm, helpm = self._menus
        self._act(game, self.tr("&New game"), lambda: self.new_game() if self.may_replace_game() else None,
                  QKeySequence.New)
        self._act(game, self.tr("Choose a game…"), self.choose_game)
        self._act(game, self.tr("&Open…"), lambda: self.open_game() if self.may_replace_game() else None,
                  QKeySequence.Open)
        self._act(game, self.tr("Save &as…"), self.save_game_as, QKeySequence("Ctrl+S"))
        self.take_back_action = self._act(game, self.tr("&Take back a move"), self.take_back, QKeySequence.Undo)
        self.take_back_action.setEnabled(self.settings.take_back and not self.demo)
        self._act(game, self.tr("Hint"), self.show_hint, QKeySequence("?"))
        self.recent_menu = game.addMenu(self.tr("Recent games"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        game.addSeparator()
        self._act(game, self.tr("Settle a real table's hand…"), self.open_settle)
        game.addSeparator()
        self._act(game, self.tr("&Quit"), self.close, QKeySequence.Quit)
        self._act(replays, self.tr("Replay a saved game…"), self.open_replay)
        self._act(replays, self.tr("Replay this game"), self.replay_current)
        self._act(replays, self.tr("Statistics"), self.open_statistics)
        # 学牌 / Learn: everything that teaches (the trainer, the rules, lessons, puzzles, reviews)
        self._act(learn, self.tr("Card-recognition trainer"), self.open_trainer, QKeySequence("Ctrl+T"))
        self._act(learn, self.tr("Rules of this variant"), self.open_rules, QKeySequence.HelpContents)
        self._act(learn, self.tr("Lessons…"), self.open_lessons, QKeySequence("Ctrl+L"))
        from .review.words import word as review_word

        lang = self.settings.language
        self._act(learn, review_word("puzzles", lang) + "…", self.open_puzzles)
        self._act(learn, review_word("review", lang) + "…", self.open_review)
        self._act(setm, self.tr("Settings…"), self.open_settings, QKeySequence("Ctrl+,"))
        self._act(helpm, self.tr("How to play at this table"), self.show_help)
        self._act(helpm, self.tr("About Yezi"), self.show_about)

    def _retranslate_game(self) -> None:
        self._update_title()
        if self.controller.variant is not None:
            self.table.names = self._names()
            self._refill_log()
        self._refresh_ledger()
        self.table.refresh(animate=False)
        self._update_actions()
        self.table.retranslate_message()

    def change_language(self, lang: str) -> None:
        """Switch every text of the window — Qt's strings and the engine's — to ``lang``."""
        self.settings.language = lang
        self.apply_settings()
        i18n.install(QApplication.instance(), lang)
        self.retranslate()

    def _refill_log(self) -> None:
        self.log_list.clear()
        self._log_steps = 0
        self._log_new_steps()
        self.log_list.scrollToBottom()

    def _log_new_steps(self) -> bool:
        """Add the lines of the hand's steps not yet logged (the seats' acts and
        each card turned up or drawn, with its name); True if a card came from
        the stock.  The one place the log is written, live or refilled, so a
        resumed or taken-back hand reads as it did when played."""
        from app.engine.core import Chance, StockSteps
        from app.engine.errors import CardError

        st = self.controller.state
        if st is None:
            return False
        try:
            history = st.history
        except (CardError, NotImplementedError):   # no chance steps known: the acts alone
            history = tuple(st.log)
        done = getattr(self, "_log_steps", 0)
        if done > len(history):
            done = 0
        self._log_steps = len(history)
        if done == len(history):
            return False
        stock = StockSteps.of(history)
        index = sum(1 for s in history[:done] if not isinstance(s, Chance)) - 1
        lang = self.settings.language
        came = False
        for step in history[done:]:
            if not isinstance(step, Chance):
                index += 1
                turned = stock.turned.get(index)
                line = self._describe(step)
                self.log_list.addItem(f"{line} {engine_text(turned.cards[0], lang)}" if turned else line)
            elif step.kind != "deal":
                came = True
                if stock.turned.get(index) is not step:     # a 翻's card is named on its own line
                    who = self.table.seat_name(step.to) if step.to is not None else ""
                    self.log_list.addItem(chance_text(step, who, lang))
        return came

    def _act(self, menu, text, slot, shortcut=None) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        a = QAction(text, self)
        if shortcut is not None:
            # what setShortcut does (one key sequence, a standard key's first binding, none for an
            # empty one), but PySide6's setShortcut, like QKeySequence(a QKeySequence), makes the
            # whole ``Qt`` namespace on its first call (the overloads are tried); setShortcuts does not
            keys = shortcut if isinstance(shortcut, QKeySequence) else QKeySequence(shortcut)
            a.setShortcuts([keys] if not keys.isEmpty() else [])
        a.triggered.connect(lambda checked=False: self._when_ready(slot))
        menu.addAction(a)
        return a

    # -- settings ----------------------------------------------------------------
    def apply_settings(self) -> None:
        if not self.ready and self.table is None:
            return   # finish_start applies them
        s = self.settings
        self.table.animation_ms = s.animation_ms
        self.table.one_click_discard = s.one_click_discard
        self.table.language = s.language
        self.table.cache.set_theme(s.theme)
        self.controller.think_delay_ms = s.think_delay_ms if not self.demo else min(s.think_delay_ms, 250)
        self.controller.next_hand_delay_ms = 1500
        self.controller.allow_take_back = s.take_back and not self.demo
        self.sound.configure(s.sound, s.sound_volume)
        self._apply_text_size(s.text_size)
        if getattr(self, "take_back_action", None) is not None:
            self.take_back_action.setEnabled(self.controller.allow_take_back)

    def _apply_text_size(self, size: str) -> None:
        """The settings' text size for every window's words (the application font); the felt's
        follow at their next drawing (``TableView.text_scale`` reads it)."""
        from .uifont import text_size, use_ui_font

        if text_size() == size:
            return      # (as the command started the program: nothing to do)
        use_ui_font(QApplication.instance(), size)
        from PySide6.QtWidgets import QWidget

        for w in [self, *self.findChildren(QWidget)]:
            if w.styleSheet():      # a styled widget keeps the font it was polished with: polish it again
                w.setStyleSheet(w.styleSheet())
        if getattr(self, "dock", None) is not None:
            self.dock.setFont(QApplication.font())    # its title keeps the font it was made with
        if self.table is not None:
            self.table.refresh(animate=False)

    def settings_note_text(self, note) -> str:
        """A note from loading the settings file (``settings.Note``) in the chosen language."""
        kind, args = getattr(note, "kind", ""), getattr(note, "args", ())
        if kind == "bad_value":
            text = self.tr("The setting %1 in the settings file had a bad value (%2); the default %3 is used.")
        elif kind == "bad_option":
            # the option by the label the settings dialog shows, its key (the file's word) and the value
            lang = self.settings.language
            try:
                label = i18n.option_label(find_variant(args[0]).option(args[2]), lang)
            except YeziError:
                label = args[2]
            text = self.tr("The ruleset option “%2” (%3) of %1 in the settings file cannot be %4; "
                           "its default is used.")
            args = (variant_name_or_id(args[0], lang), label, args[2], args[3])
        elif kind in ("unreadable", "set_aside"):
            from .i18n_catalog import say

            text = self.tr("The settings file could not be read (%1); the defaults are used.") if kind == "unreadable" \
                else self.tr("The settings file could not be read (%1); the defaults are used. The old file was kept as %2.")
            args = (say(args[0], self.settings.language), *args[1:])
        else:
            return str(note)
        return _fill(text, args)

    def _warn_settings(self, note) -> None:
        from PySide6.QtWidgets import QMessageBox

        text = self.settings_note_text(note)
        self.statusBar().showMessage(text, 15000)
        if QApplication.platformName() not in ("offscreen", "minimal"):
            QMessageBox.warning(self, self.tr("Settings"), text)

    def save_settings(self) -> None:
        import dataclasses

        try:
            settings_mod.save(dataclasses.replace(self.settings, language=self._saved_language))
        except OSError as exc:
            self.statusBar().showMessage(self.tr("Could not save the settings: %1").replace("%1", str(exc)), 8000)

    def _settings_at_table(self):
        """The settings with the rule set on the table (a --variant run or a resumed game need not
        be the saved one): what the settings and the welcome screen show first."""
        import dataclasses

        if self.controller.match is None or self.controller.variant.id == self.settings.variant:
            return self.settings
        return dataclasses.replace(self.settings, variant=self.controller.variant.id)

    def open_settings(self) -> None:
        from .dialogs import SettingsDialog

        old = self._settings_at_table()   # keeping the table's rule set is no change of rules
        dlg = SettingsDialog(old, self)
        if dlg.exec() and dlg.result_settings is not None:
            self.settings = dlg.result_settings
            if self.settings.language != old.language:
                self._saved_language = self.settings.language
            self.save_settings()
            self.apply_settings()
            if old.language != self.settings.language:
                self.change_language(self.settings.language)
            # the rules in force, not the file's entries: the dialog writes out every option of the
            # rule set it showed, defaults too, and that alone is no change
            new = self.settings
            chosen = find_variant(new.variant)
            rules_changed = (old.variant != new.variant or old.seats != new.seats
                             or old.options_for(chosen) != new.options_for(chosen))
            if rules_changed:
                if self.confirm(self.tr("Settings"), self.tr("Start a new game with the new settings now?")):
                    self.new_game(variant_id=new.variant)
                else:
                    self._chosen_variant = new.variant   # for the next new game
            self.table.refresh(animate=False)

    # -- games ----------------------------------------------------------------------
    def _seat_levels(self, n: int) -> list[str]:
        if self.demo:
            return [self.settings.level_for(i) if self.settings.level_for(i) != "human" else "normal"
                    for i in range(n)]
        return ["human"] + [self.settings.level_for(i) for i in range(1, n)]

    def new_game(self, variant_id: str | None = None, seed: int | None = None) -> None:
        """A new match: of ``variant_id``; by default of the rule set last chosen in the settings and
        not played yet, else of the one on the table (a --variant run or a resumed game need not
        be the saved one), else the saved one."""
        c = self.controller
        table = c.variant.id if c.match is not None and c.variant is not None else None
        variant = find_variant(variant_id or self._chosen_variant or table or self.settings.variant)
        self._chosen_variant = None
        options = self.settings.options_for(variant)
        if seed is None:
            import secrets

            seed = secrets.randbits(48)
        self._finish_autosave()
        self.log_list.clear()
        # four entries; the controller keeps as many as the hand has seats (守醒 adds one)
        self.controller.new_match(variant, options, seed, self._seat_levels(4))
        self._autosave(self.controller, None)

    def confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question (tests replace this)."""
        from PySide6.QtWidgets import QMessageBox

        return QMessageBox.question(self, title, text) == QMessageBox.Yes

    def _tell(self, title: str, text: str, dialog: bool = True, info: bool = False) -> None:
        """One line for the player: in the status bar, and in a dialog unless
        running without a screen (tests, --screenshot); ``info`` for a note
        rather than a refusal."""
        from PySide6.QtWidgets import QMessageBox

        self.notices.append(text)
        self.statusBar().showMessage(text, 15000)
        if dialog and QApplication.platformName() not in ("offscreen", "minimal"):
            (QMessageBox.information if info else QMessageBox.warning)(self, title, text)

    def _start_autosave(self) -> None:
        """Autosave when the data folder allows it; otherwise play on without it and say why."""
        try:
            from app.records import Autosaver

            saver = Autosaver()
            problem = saver.check()
        except Exception as exc:  # records not available, or no data folder at all
            saver, problem = None, f"{type(exc).__name__}: {exc}"
        if problem:
            QTimer.singleShot(0, self, lambda: self._tell(self.tr("Autosave"), self.tr(
                "Autosave is off: %1. You can play, but the game is not kept.").replace("%1", problem)))
            return
        self.autosaver = saver
        self.controller.after_action.append(self._autosave)

    def _finish_autosave(self) -> None:
        if self.autosaver is not None and self.controller.match is not None:
            try:
                self.autosaver.finish()
            except (YeziError, OSError, ValueError) as exc:
                reason = getattr(exc, "reason", None) or f"{type(exc).__name__}: {exc}"
                self._tell(self.tr("Autosave"), self.tr(
                    "The game could not be kept in the history: %1").replace("%1", reason),
                    dialog=not self._autosave_failing)

    def _autosave(self, controller, action) -> None:
        if self.autosaver is None or controller.match is None:
            return
        try:
            self.autosaver.save(controller.match, controller.levels)
        except (YeziError, OSError, ValueError) as exc:
            reason = getattr(exc, "reason", None) or f"{type(exc).__name__}: {exc}"
            # once in a dialog; after that a status line per try (each action tries again)
            self._tell(self.tr("Autosave"), self.tr(
                "The game could not be saved automatically: %1. Play goes on; Yezi tries again "
                "after every move.").replace("%1", reason), dialog=not self._autosave_failing)
            self._autosave_failing = True
            return
        if self._autosave_failing:
            self._autosave_failing = False
            self.statusBar().showMessage(self.tr("Autosave works again."), 6000)

    def _offer_resume(self, ask: bool) -> bool:
        if self.autosaver is None or self.demo or not ask or not self.settings.resume_offer:
            return False
        try:
            record = self.autosaver.unfinished_record()   # loaded and replayed: only a game that plays on
            elsewhere = list(self.autosaver.elsewhere)
        except Exception:
            return False
        if elsewhere:
            QTimer.singleShot(0, self, lambda: self.statusBar().showMessage(self.tr(
                "Another running Yezi is playing an unfinished game; it is left to that copy."), 15000))
        if record is None:
            return False
        try:
            name = i18n.variant_name(record.variant, self.settings.language)
        except Exception:
            return False
        if not self.confirm(self.tr("Resume"),
                            self.tr("An unfinished game of %1 was found. Resume it?").replace("%1", name)):
            try:
                self.autosaver.resume(record)
                self.autosaver.finish()  # kept in the history, not lost
            except (YeziError, OSError, ValueError):
                pass
            return False
        return self._adopt_record(record, resume=True)

    def _adopt_record(self, record, resume: bool) -> bool:
        from PySide6.QtWidgets import QMessageBox

        try:
            match = self.autosaver.resume(record) if self.autosaver is not None else (
                getattr(record, "_rebuilt", None) or record.rebuild())
        except YeziError as exc:
            QMessageBox.warning(self, self.tr("Open"), self.record_error_text(
                "resume" if resume else "open", exc.reason, record.path))
            return False
        seats = []
        for s in record.seats:
            if s.get("type") == "human":
                seats.append("human")
            else:
                seats.append(s.get("level", "normal"))
        if "human" not in seats and not self.demo:
            seats[0] = "human"
        self.controller.adopt_match(match, seats)
        self._refill_log()
        for note in record.notes:
            self._tell(self.tr("Open"), self.tr("The game file was repaired: %1").replace("%1", note),
                       dialog=False)
        return True

    def _checked_record(self, path, purpose: str = "play", title: str | None = None):
        """The one way in to a record file (Open, Replay, the recent list): read
        and replayed, or None after one dialog naming the problem."""
        from app.ui.replay.dialogs import load_checked

        return load_checked(path, self, purpose=purpose, title=title)

    def open_game(self, path: str | None = None) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        if path is None:
            from app.paths import data_dir

            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), str(data_dir()),
                                                  self.tr("Yezi games (*.json)"))
            if not path:
                return
        # everything is checked before the game in play is touched: a refused file leaves it as it was
        record = self._checked_record(path, "play", self.tr("Open"))
        if record is None:
            return
        if self.autosaver is not None:
            pid = self.autosaver.owner(record.id)
            if pid is not None:
                from app.records.autosave import playing_elsewhere

                QMessageBox.warning(self, self.tr("Open"), self.record_error_text(
                    "open", playing_elsewhere(pid), path))
                return
            if self.controller.match is not None and self.autosaver.path is not None \
                    and record.id == self.autosaver.game_id:
                self.statusBar().showMessage(self.tr("That is the game in play."), 6000)
                return
        self._finish_autosave()
        self._adopt_record(record, resume=False)

    def save_game_as(self, path: str | None = None) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        if self.controller.match is None:
            return
        if path is None:
            from app.paths import data_dir

            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"),
                                                  str(data_dir() / "game.json"), self.tr("Yezi games (*.json)"))
            if not path:
                return
        try:
            from app.records import Record, add_recent, save_record

            save_record(path, Record.from_match(self.controller.match, self.controller.levels))
            add_recent(path)
            self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", path), 6000)
        except YeziError as exc:
            QMessageBox.warning(self, self.tr("Save"), self.record_error_text("save", exc.reason, path))

    def record_error_text(self, what: str, reason: str, path=None) -> str:
        """The sentence around a record file's error (the reason itself stays English, docs/i18n.md)."""
        from app.ui.replay.dialogs import record_error_text

        return record_error_text(what, reason, path)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        try:
            from app.records import recent_games

            paths = recent_games()
        except Exception:
            paths = []
        if not paths:
            a = self.recent_menu.addAction(self.tr("(none)"))
            a.setEnabled(False)
        for i, p in enumerate(paths):
            act = self.recent_menu.addAction(f"&{i + 1} {self.recent_label(p)}")
            act.setToolTip(str(p))
            act.triggered.connect(lambda checked=False, p=str(p): self.open_game(p) if self.may_replace_game() else None)

    def recent_label(self, path) -> str:
        """A saved game as a player names it: "海门八胡头 · 3 局 · 12-01 20:15" (the file name
        only when the file cannot be read)."""
        import json
        import time

        p = Path(path)
        try:
            st = p.stat()
            if st.st_size > 4_000_000:
                raise ValueError("large")
            data = json.loads(p.read_text(encoding="utf-8"))
            name = variant_name_or_id(str(data.get("variant", "")), self.settings.language)
            hands = data.get("hands")
            count = len(hands) if isinstance(hands, list) else None
            when = time.strftime("%m-%d %H:%M", time.localtime(st.st_mtime))
        except (OSError, ValueError, UnicodeDecodeError, AttributeError, RecursionError):
            return p.stem
        parts = [name] + ([self.tr("%1 hands").replace("%1", str(count))] if count else []) + [when]
        return " · ".join(parts)

    def choose_game(self, ask: bool = True) -> bool:
        """The welcome screen: variant, computer levels, scoring and house rules; Start begins it."""
        from .welcome import WelcomeDialog

        if ask and not self.may_replace_game():
            return False
        dlg = WelcomeDialog(self._settings_at_table(), self)
        from .dialogs import RulesDialog

        dlg.rulesRequested.connect(lambda vid: RulesDialog(vid, self.settings.language, dlg).show())
        dlg.trainerRequested.connect(self.open_trainer)
        dlg.languageChosen.connect(self._welcome_language)
        dlg.textSizeChosen.connect(self._welcome_text_size)
        self._welcome = dlg
        if not dlg.exec() or dlg.result_settings is None:
            self._update_actions()   # the decision under the dialog explains itself now
            return False
        self.settings = dlg.result_settings
        self.save_settings()
        self.apply_settings()
        self.new_game(variant_id=self.settings.variant)
        return True

    def _welcome_language(self, lang: str) -> None:
        """A language picked on the welcome screen: the program speaks it at once, and keeps it
        even if the screen is cancelled."""
        self.change_language(lang)
        self._saved_language = lang        # chosen by the player, not a --language for one run
        self.save_settings()

    def _welcome_text_size(self, size: str) -> None:
        """A text size picked on the welcome screen: every window's words change at once (the
        screen's too), and it is kept even if the screen is cancelled, as its language is."""
        self.settings.text_size = size
        self._apply_text_size(size)
        self.save_settings()

    def may_replace_game(self) -> bool:
        """Ask before a game in progress is put away for another (it stays in the history)."""
        st = self.controller.state
        if self.demo or st is None or st.is_over or not any(a.seat == self.controller.human_seat for a in st.log):
            return True
        return self.confirm(self.tr("New game"), self.tr("A game is in progress. Put it away and start "
                                                         "another? (It is kept in the history.)"))

    # -- other windows -------------------------------------------------------------
    def _window(self, module: str, names: tuple[str, ...], *args, **kwargs):
        import importlib

        from PySide6.QtWidgets import QMessageBox

        try:
            mod = importlib.import_module(module)
        except ImportError:
            mod = None
        for name in names:
            cls = getattr(mod, name, None) if mod is not None else None
            if cls is not None:
                # a top-level window of its own (not reparented: it owns charts and timers of its
                # own); kept alive here and closed with the main window.  Deleted when closed: its
                # slots' closures hold it, so nothing else would free it before the program's exit,
                # where PySide freed it after its children (a crash on quitting after the lessons)
                from PySide6.QtCore import Qt

                w = cls(*args, **kwargs)
                w.setAttribute(Qt.WA_DeleteOnClose, True)
                self._tools = [t for t in self._tools if _alive(t)] + [w]
                w.show()
                return w
        QMessageBox.information(self, "Yezi", self.tr("This part of Yezi is not available in this build."))
        return None

    def open_settle(self):
        # in the table's language (not the one saved in the settings file)
        # the table's rule set (a --variant run or a resumed game need not be the saved one)
        v = self.controller.variant
        return self._window("app.ui.settle", ("SettleWindow",), language=self.settings.language,
                            variant_id=v.id if v else self.settings.variant)

    def open_review(self):
        """点评: the hard computer's review of the player's decisions in the
        finished hand (in a worker thread; the table stays live)."""
        from PySide6.QtCore import Qt

        c = self.controller
        st = c.state
        if st is None or not st.is_over or c.human_seat is None:
            from .review.words import word as review_word

            why = "no_seat" if c.human_seat is None else "not_over"
            self._tell(review_word("review", self.settings.language),
                       review_word(why, self.settings.language), info=True)
            return None
        from .review.window import review_current_hand

        names = self._names()
        w = review_current_hand(c.match, c.human_seat, self.settings.language,
                                names[c.human_seat] if c.human_seat < len(names) else None, self)
        w.setAttribute(Qt.WA_DeleteOnClose)
        self.review_window = w
        w.show()
        return w

    def open_puzzles(self):
        from PySide6.QtCore import Qt

        from .review.puzzles import PuzzleWindow

        w = PuzzleWindow(self.settings.language, self, variant=self.controller.variant.id)
        w.setAttribute(Qt.WA_DeleteOnClose)
        self.puzzle_window = w
        w.show()
        return w

    def open_trainer(self):
        lang = {"zh_CN": "zh"}.get(self.settings.language, self.settings.language)
        return self._window("app.trainer.window", ("TrainerWindow",), lang=lang,
                            family=self.controller.variant.family)

    def open_lessons(self):
        return self._window("app.lessons.window", ("LessonWindow",), lang=self.settings.language,
                            variant=self.controller.variant.id)

    def open_replay(self, path: str | None = None):
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        if path is None:
            from app.paths import data_dir

            path, _ = QFileDialog.getOpenFileName(self, self.tr("Replay a saved game"), str(data_dir()),
                                                  self.tr("Yezi games (*.json)"))
            if not path:
                return None
        record = self._checked_record(path, "view", self.tr("Replay"))
        if record is None:
            return None
        try:
            return self._window("app.ui.replay.viewer", ("ReplayWindow",), record)
        except YeziError as exc:
            QMessageBox.warning(self, self.tr("Replay"), self.record_error_text("replay", exc.reason, path))
            return None

    def replay_current(self):
        if self.controller.match is None:
            return None
        from app.records import Record

        record = Record.from_match(self.controller.match, self.controller.levels)
        return self._window("app.ui.replay.viewer", ("ReplayWindow",), record)

    def open_statistics(self):
        return self._window("app.ui.replay.stats", ("StatsWindow",))

    def open_rules(self) -> None:
        from PySide6.QtCore import Qt

        from .dialogs import RulesDialog

        dlg = RulesDialog(self.controller.variant.id if self.controller.variant else self.settings.variant,
                          self.settings.language, self)
        dlg.setAttribute(Qt.WA_DeleteOnClose)
        dlg.show()

    def show_help(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(self, self.tr("How to play at this table"), self.tr(
            "Click a card to pick it, click it again (or press Enter) to discard it; or drag it up onto the "
            "table. Drag a card sideways within your hand to rearrange it; S sorts the hand.\n\n"
            "What you may do besides discarding appears as buttons under the table: press the number "
            "shown, or the letter (%1).\n\n"
            "Left/Right pick a card with the keyboard; ? shows a hint; F1 opens the rules.").replace("%1", self._claim_keys()))

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from app.version import version

        QMessageBox.about(self, self.tr("About Yezi"), self.tr(
            "Yezi 叶子 — the long-card game 八胡头 (海门, 吕四) and the 字牌 games (外胡子, 益阳歪胡子, "
            "祁东恰胡子) against the computer.") + "\n\n" + self.tr("Version %1").replace("%1", version()))

    def show_hint(self) -> None:
        if not self.controller.request_hint():
            self.table.show_message(self.tr("No hint right now."))
        else:
            self._say_moment(self.tr("Thinking about a hint…"), 3000)

    def _on_hint(self, action, assess) -> str:
        parts = []
        if action is not None:
            parts.append(self.tr("Suggested: %1").replace("%1", self._describe(action, short=True)))
            why = (assess or {}).get("why")
            if why is not None:
                parts.append(why.text(self.settings.language))
        if assess:
            parts += self._assess_parts(assess)
            if not assess.get("waiting") and assess.get("complete"):
                parts.append(self.tr("the hand is complete"))
        text = " · ".join(p for p in parts if p.strip()) or self.tr("No hint right now.")
        if action is not None and action.kind == "discard" and action.cards:
            self.table.pick(action.cards[0])   # lifted: Enter discards it
        elif action is not None and self.actions_bar.mark_hint(action):
            text += " · " + self.tr("Enter takes it")
        self.table.show_message(text)
        self.last_hint = text
        return text

    # -- controller events ---------------------------------------------------------------
    def _names(self) -> list[str]:
        from . import seats

        return seats.names(len(self.controller.levels), self.controller.human_seat)

    def take_back(self) -> str | None:
        """Ctrl+Z: take back the player's last decision, or say why not."""
        reason = self.controller.take_back()
        if reason is not None:
            self.table.show_message(reason)
        return reason

    def _on_took_back(self, view) -> None:
        self._clear_thinking()
        self._refill_log()
        self._refresh_ledger()
        self.table.refresh(animate=False)
        self._update_actions()
        self.statusBar().showMessage(self.tr("Your last move was taken back; the record notes it."), 6000)

    def _on_hand_started(self) -> None:
        self._clear_thinking()
        self._drop_stale_status()
        self.table.names = self._names()
        self._refill_log()
        self._update_title()
        self._refresh_ledger()
        self.table.refresh(animate=False)
        self._update_actions()

    def _describe(self, action: Action, short: bool = False) -> str:
        """"You: 碰 五万" in the UI's language (the engine's verb and card names)."""
        from app.engine.messages import render

        lang = self.settings.language
        v = self.controller.variant
        verb = self._verb(action.kind)
        cards = render(v.engine.action_cards(action), lang)
        if short:
            return f"{verb} {cards}".strip()
        names = self.table.names
        who = names[action.seat] if action.seat < len(names) else str(action.seat + 1)
        return f"{who}: {verb} {cards}".strip()

    def _verb(self, kind: str) -> str:
        """The verb of an action kind in the UI's language, as this variant names it ("eat (吃)", "歪")."""
        from app.engine.messages import Reason, verb as verb_of

        lang = self.settings.language
        v = self.controller.variant
        verb = verb_of(kind, getattr(v, "family", ""), v.id)
        if isinstance(verb, Reason):
            return verb.text(lang)
        try:   # a verb the catalog does not know: the engine's own label
            zh, en = v.engine.action_label(kind, v.id)
        except Exception:
            zh, en = kind, kind
        return en if lang == "en" else zh

    def _claim_keys(self) -> str:
        """"H 胡, P 碰, C 吃 …": the letter of each act this variant has, with its verb."""
        verbs = self.controller.variant.hand_class.VERBS
        parts = []
        for kind, letter in KIND_KEYS.items():
            if kind in verbs:
                key = self.tr("Space") if letter == "Space" else letter
                parts.append(f"{key} {self._verb(kind)}")
        return (", " if self.settings.language == "en" else "，").join(parts)

    def _say_moment(self, text: str, ms: int = 0) -> None:
        self.statusBar().showMessage(text, ms)
        self._moment_text = text

    def _drop_stale_status(self) -> None:
        """A line about the moment before (a card picked, a refusal, a hint) is stale once an act
        is made or the turn passes: the status bar never says what no longer holds."""
        text = getattr(self, "_moment_text", "")
        if text and self.statusBar().currentMessage() == text:
            self.statusBar().clearMessage()
        self._moment_text = ""

    def _clear_thinking(self) -> None:
        """"上家 正在思考…" only while a computer seat is thinking: gone once it has moved."""
        text = getattr(self, "_thinking_text", "")
        if text and self.statusBar().currentMessage() == text:
            self.statusBar().clearMessage()
        self._thinking_text = ""

    def _on_acted(self, action, view) -> None:
        self._clear_thinking()
        self._drop_stale_status()
        stock = self._log_new_steps()
        played = self.sound.play_action(action)
        if stock and not played:   # a 字牌 card turned up from the stock is a card played too
            self.sound.play("card")
        self.log_list.scrollToBottom()
        self._update_actions()
        self._update_assess()

    def _on_turn(self, view) -> None:
        if self.controller.is_human_turn():
            self._clear_thinking()
        self._drop_stale_status()
        self._update_actions()
        self._update_assess()

    def _on_thinking(self, seat: int) -> None:
        names = self.table.names
        previous = getattr(self, "_thinking_text", "")
        self._thinking_text = self.tr("%1 is thinking…").replace("%1", names[seat] if seat < len(names)
                                                                 else str(seat + 1))
        self._drop_stale_status()
        current = self.statusBar().currentMessage()
        if not current or current == previous:   # a note for the player (settings, files) stays
            self.statusBar().showMessage(self._thinking_text)

    def _update_actions(self) -> None:
        c = self.controller
        if c.match is None:
            return
        legal = c.legal()
        buttons = [a for a in legal if not (a.kind == "discard" and len(a.cards) == 1)]
        if c.state.is_over:
            prompt = self.tr("Hand over")
        elif not c.is_human_turn():
            prompt = self.tr("Waiting for %1").replace("%1", self.table.seat_name(c.state.to_act))
        elif len(buttons) < len(legal):
            prompt = self.tr("Your turn: discard a card") if not buttons else self.tr("Your turn: discard or")
        else:
            prompt = self.tr("Your choice:")
        forced = c.is_human_turn() and len(legal) == 1 and len(buttons) == 1 and legal[0].kind != "pass"
        if forced:
            prompt = self.forced_reason(legal[0])
            self._explain_once(f"forced:{legal[0].kind}", prompt)
        elif c.is_human_turn() and any(a.kind == "buy" for a in legal):
            self._explain_once("buy", self.tr("Buy 庄 (买庄): pay to count as 庄 this hand — you win and lose "
                                              "more against the others. Pass (Space) declines."))
        self.actions_bar.set_actions(buttons, c.variant, self.settings.language, prompt, forced=forced)
        self.actions_bar.set_hand_over(c.state.is_over and not self.demo)
        self._say_sitting_out()

    def _say_sitting_out(self) -> None:
        """Once a hand, why the player takes no part (黄胡: dealt no 将 pair; yiyang's 守醒 seat), in
        the engine's words: otherwise the hand just seems to play without them."""
        c = self.controller
        if c.human_seat is None or c.state is None or c.state.is_over:
            return
        why = c.state.sits_out_why(c.human_seat)
        if why is None or self._told_sitting_out == (id(c.match), c.hand_index) or self.demo \
                or QApplication.activeModalWidget() is not None:
            return
        self._told_sitting_out = (id(c.match), c.hand_index)
        self.table.show_message(why, to_status=False, lasting=True)   # the flips that follow leave it

    def forced_reason(self, action: Action) -> str:
        """Why the one act offered is the only one, in a sentence, with its keys: the engine's
        refusal of a 过 there (碰将, 开招, 触口, a flipped 将 to 涨, a forced 歪/偎/提/跑 …)."""
        from app.engine.core import Action as Act    # (imported for typing only above: the first frame)

        st = self.controller.state
        why = st.why_illegal(Act(action.seat, "pass")) if st is not None else None
        if why is None:
            text = self.tr("This is the only move the rules allow now.")
        else:
            lang = self.settings.language
            text = i18n.sentence(engine_text(why, lang), lang, stop=True)
        return text + " " + self.tr("Press Space or Enter.")

    def _explain_once(self, key: str, text: str) -> None:
        """The first time in a session a kind of decision comes up, one sentence on the felt."""
        seen = self.__dict__.setdefault("_explained", set())
        if key in seen or self.demo:
            return
        if QApplication.activeModalWidget() is not None:
            return   # a dialog (the welcome screen) covers the felt: said once it is gone
        seen.add(key)
        self.table.show_message(text, to_status=False)

    def _update_assess(self) -> None:
        c = self.controller
        if c.human_seat is None or c.state is None or c.state.is_over:
            self.status_assess.setText("")
            return
        try:
            a = c.variant.engine.assess(c.state.view(c.human_seat))
        except Exception:
            self.status_assess.setText("")
            return
        self.status_assess.setText("  ".join(self._assess_parts(a)))

    def _assess_parts(self, a: dict) -> list[str]:
        """The engine's look at the player's hand in words: "胡 5", "听：一索、空瑶"."""
        from app.engine.messages import Seq

        lang = self.settings.language
        label = str(a.get("label", "") or "")
        if lang == "en":
            label = {"胡": "hu (胡)", "胡息": "huxi (胡息)"}.get(label, label)
        else:
            label = i18n.zh_term(label, lang)
        value = a.get("value", "")
        parts = [f"{label} {value}".strip()] if label and isinstance(value, int) else []
        waiting = tuple(a.get("waiting") or ())
        if waiting:
            parts.append(self.tr("waiting for %1").replace("%1", engine_text(Seq(waiting, "list"), lang)))
        return parts

    def _update_title(self) -> None:
        v = self.controller.variant
        app_name = i18n.zh_term("Yezi 叶子", self.settings.language)
        if v is None:
            self.setWindowTitle(app_name)
            return
        name = i18n.variant_name(v, self.settings.language)
        hand = self.controller.hand_index + 1
        self.setWindowTitle(f"{app_name} — {name}")
        self.status_variant.setText(self.tr("%1 · hand %2").replace("%1", name).replace("%2", str(hand)))

    def _refresh_ledger(self) -> None:
        from PySide6.QtCore import Qt

        if self.controller.match is None:
            return
        lay = self.ledger_holder.layout()
        if self.ledger is not None:
            lay.removeWidget(self.ledger)
            self.ledger.deleteLater()
        short = [n.split(" (")[0] for n in self._names()]   # "Right (下家)" -> "Right": narrow columns
        from .dialogs import ledger_table

        self.ledger = ledger_table(self.controller.match, short, self.ledger_holder)
        self.ledger.setFocusPolicy(Qt.NoFocus)
        # the panel is narrow on a small screen: every seat's column shares its width, none cut off
        from PySide6.QtWidgets import QHeaderView, QStyle

        head = self.ledger.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.Stretch)
        head.setMinimumSectionSize(24)
        # … but never narrower than the seats' names: the panel keeps room for "Across" (it was cut to "Acros")
        pad = 2 * self.ledger.style().pixelMetric(QStyle.PM_HeaderMargin, None, head) + 4
        widest = max((head.fontMetrics().horizontalAdvance(n) for n in short), default=0) + pad
        self.ledger.setMinimumWidth(self.ledger.verticalHeader().sizeHint().width() + 2 * self.ledger.frameWidth()
                                    + widest * len(short))   # Stretch gives every column the same width
        lay.addWidget(self.ledger)

    def _on_action_button(self, action: Action) -> None:
        self.controller.request(action)
        self.table.setFocus()   # ←/→ and Enter pick and play cards again

    def _on_hand_over(self, result, index: int) -> None:
        from .dialogs import result_label

        self.sound.play_later("end", 650)   # after the 胡 (or the last card) has sounded
        self._refresh_ledger()
        self._update_actions()
        self.status_assess.setText("")
        if self.demo:
            from .seats import seat_text

            lines = [seat_text(x, self.table.names, self.settings.language) for x in result.lines[:2]]
            self.statusBar().showMessage(" / ".join(lines) if lines else result_label(result, self.settings.language), 4000)
            return
        self.show_result()

    def show_result(self) -> None:
        """The scoring dialog of the finished hand (again, if it was closed to look at the table)."""
        from PySide6.QtCore import Qt

        st = self.controller.state
        if st is None or not st.is_over:
            return
        from .dialogs import ScoreDialog

        dlg = ScoreDialog(st.result, self.controller.match, self._names(), self.settings.language, self,
                          hands=st.view(self.controller.human_seat))
        dlg.setAttribute(Qt.WA_DeleteOnClose)
        self._score_dialog = dlg
        dlg.accepted.connect(self.next_hand)
        if getattr(dlg, "review_button", None) is not None:
            dlg.review_button.setEnabled(self.controller.human_seat is not None)
            dlg.review_button.clicked.connect(self.open_review)
        dlg.open()

    def next_hand(self) -> None:
        self._score_dialog = None
        if self.controller.state is not None and self.controller.state.is_over:
            self.controller.next_hand()
            self._autosave(self.controller, None)

    def _on_match_finished(self) -> None:
        QTimer.singleShot(400 if self.screenshot else 0, self, self._quit_now)

    def _quit_now(self) -> None:
        if self.screenshot:
            self.save_screenshot(self.screenshot)
        self.close()
        QApplication.instance().quit()

    def save_screenshot(self, path: str) -> bool:
        """Save the window's picture; a failure is kept in ``screenshot_error``
        (``yezi play`` prints it and exits 2) instead of escaping a Qt slot."""
        from app.ui.lifetime import save_screenshot

        try:
            save_screenshot(self, path)
        except YeziError as exc:
            self.screenshot_error = exc.reason
            return False
        return True

    # -- keys and closing ------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        if not self.ready:
            self.later_key(event)
            return
        from PySide6.QtCore import Qt

        if self.actions_bar.key(event):
            return
        if event.key() == Qt.Key_S and not event.modifiers():
            self.table.sort_now()
            return
        if event.text() == "?":
            self.show_hint()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event) -> None:
        # another window (the settle window) switched the program's language: follow it
        if event.type() == QEvent.LanguageChange and i18n.current() != self.settings.language \
                and not getattr(self, "_switching", False):
            self._switching = True
            try:
                self.settings.language = i18n.current()
                if self.ready:
                    self.apply_settings()
                self.retranslate()
            finally:
                self._switching = False
        super().changeEvent(event)

    def shutdown(self) -> None:
        """Stop the computer players' threads (also when the game was never built)."""
        if self.controller is not None:
            self.controller.shutdown()

    def closeEvent(self, event) -> None:
        self.shutdown()
        if not self.ready:   # closed before the game was built: nothing to keep but the place
            if not self.demo:
                self.settings.geometry = bytes(self.saveGeometry().toHex()).decode()
                self.save_settings()
            self._closed_early = True   # finish_start does nothing now
            self._waiting = []
            super().closeEvent(event)
            return
        self.sound.stop()
        from .lifetime import dispose

        for t in self._tools:
            if _alive(t):   # deleted now: the event loop may end before a deferred delete is done
                dispose(t)
        self._tools = []
        if not self.demo:
            self.settings.geometry = bytes(self.saveGeometry().toHex()).decode()
            self.save_settings()
            st = self.controller.state
            if self.autosaver is not None and st is not None and st.is_over:
                try:  # nothing in flight: the game goes to the history
                    self.autosaver.finish()
                except YeziError:
                    pass
        super().closeEvent(event)

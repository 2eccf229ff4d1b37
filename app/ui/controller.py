"""The controller: the one place where the table changes the game.

The view asks (``request``); the controller checks the engine's own answer
(``why_illegal``), applies the action and says what changed (signals).  The
computer seats think in a thread pool; each decision comes back through a
queued signal tagged with the controller's *generation* (bumped by a new game,
a loaded game or closing) and the turn number (length of the hand's log).  A
decision whose tag no longer matches is dropped, so a stale move is never
applied.  The computer decides from ``state.view(seat)`` only.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from app.ai import make_player
from app.engine import Action, IllegalAction, Match, Rng, derive_seed
from app.engine.core import deal_hand

# Acts with nothing to decide: taken for the human when they are the only choice
# (turning up a card; "pass" when passing is all one may do).
AUTO_KINDS = frozenset({"draw", "flip", "deal", "next", "reveal", "pass"})
LEVEL_FALLBACK = ("normal", "simple")


def player_for(level: str):
    """A computer player of ``level``, or the nearest level this build has."""
    from app.ai import base

    known = base.levels() if hasattr(base, "levels") else ["simple"]
    if level not in known:
        for alt in ("normal", "hard", "easy", "simple"):
            if alt in known:
                level = alt
                break
    return make_player(level)


class _AiSignals(QObject):
    done = Signal(int, int, object, str)  # generation, turn, action, error


class _AiTask(QRunnable):
    """One computer decision in a pool thread; touches nothing shared."""

    def __init__(self, player, view, rng, generation: int, turn: int, signals: _AiSignals):
        super().__init__()
        self.setAutoDelete(True)
        self.player, self.view, self.rng = player, view, rng
        self.generation, self.turn, self.signals = generation, turn, signals

    def run(self) -> None:
        try:
            action = self.player.choose(self.view, self.rng)
            error = ""
        except Exception as exc:  # reported to the controller, which falls back
            action, error = None, f"{type(exc).__name__}: {exc}"
        try:
            self.signals.done.emit(self.generation, self.turn, action, error)
        except RuntimeError:  # the controller went away while we thought
            pass


class _HintSignals(QObject):
    done = Signal(int, int, object, object)  # generation, turn, action, assess


class _HintTask(QRunnable):
    """The suggested move (the strongest level this build has) and the hand's waits."""

    def __init__(self, engine, view, rng, generation, turn, signals):
        super().__init__()
        self.setAutoDelete(True)
        self.engine, self.view, self.rng = engine, view, rng
        self.generation, self.turn, self.signals = generation, turn, signals

    def run(self) -> None:
        try:
            assess = self.engine.assess(self.view)
        except Exception:  # a hint is optional: show what we have
            assess = {}
        action = None
        if self.view.legal:
            for level in ("normal", "simple"):
                try:
                    action = player_for(level).choose(self.view, self.rng)
                    break
                except Exception:
                    continue
        if action is not None:
            try:    # why: where the move leaves the hand, beside the other choice of a claim
                from app.ai.review import hint_reason

                why = hint_reason(self.view, action, self.rng)
                if why is not None:
                    assess = dict(assess, why=why)
            except Exception:  # a reason is optional too
                pass
        try:
            self.signals.done.emit(self.generation, self.turn, action, assess)
        except RuntimeError:
            pass


class GameController(QObject):
    """Holds the match; the only object that applies actions."""

    matchStarted = Signal()
    acted = Signal(object, object)          # action, view after it
    turnChanged = Signal(object)            # view when a new seat must decide
    thinking = Signal(int)                  # a computer seat started thinking
    handOver = Signal(object, int)          # HandResult, hand index
    message = Signal(object)                # explanation for the player (an engine Reason or text)
    hintReady = Signal(object, object)      # suggested Action (or None), assess dict
    matchFinished = Signal()                # --quit-after reached
    tookBack = Signal(object)               # view after a take-back (the hand was rebuilt)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.match: Match | None = None
        self.variant = None
        self.human_seat: int | None = 0
        self.levels: list[str] = []
        self.players: list[Any] = []
        self.think_delay_ms = 600
        self.next_hand_delay_ms = 2000   # demo: pause on a finished hand
        self.auto_next_hand = False      # demo: deal the next hand by itself
        self.quit_after: int | None = None
        self.allow_take_back = True       # the "take_back" setting
        self.generation = 0
        self.hands_done = 0
        self.after_action: list[Callable[["GameController", Action], None]] = []  # e.g. the autosaver
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _AiSignals(self)
        self._signals.done.connect(self._on_ai_done)
        self._hint_signals = _HintSignals(self)
        self._hint_signals.done.connect(self._on_hint)
        self._pending: tuple | None = None
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._apply_pending)
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self._auto_step)
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.timeout.connect(self.next_hand)
        self._asked_at = 0.0
        self._over_reported = -1

    # -- starting ----------------------------------------------------------
    def new_match(self, variant, settings: dict | None = None, seed: int = 0,
                  seats: list[str] | None = None) -> None:
        """Start a match; ``seats`` gives "human" or a computer level per seat."""
        self.cancel()
        self.variant = variant
        self.match = Match(variant, settings, seed)
        self._setup_seats(seats)
        self.hands_done = 0
        self._over_reported = -1
        self.matchStarted.emit()
        self._schedule()

    def adopt_match(self, match: Match, seats: list[str] | None = None) -> None:
        """Continue a match built elsewhere (a resumed or opened record)."""
        self.cancel()
        self.variant = match.variant
        self.match = match
        self._setup_seats(seats)
        self.hands_done = len(match.results)
        self._over_reported = -1
        self.matchStarted.emit()
        self._schedule()

    def _setup_seats(self, seats):
        n = self.match.current.num_seats
        seats = list(seats or ["human"] + ["normal"] * (n - 1))
        while len(seats) < n:
            seats.append(next((s for s in reversed(seats) if s != "human"), "normal"))
        seats = seats[:n]
        # an entry is "human", a computer level, or a ready player object (tests, tournaments)
        self.levels = [s if isinstance(s, str) else getattr(s, "level", "custom") for s in seats]
        self.human_seat = self.levels.index("human") if "human" in self.levels else None
        self.players = [None if s == "human" else player_for(s) if isinstance(s, str) else s for s in seats]

    def cancel(self) -> None:
        """Forget any decision in flight (new game, closing): it will be stale."""
        self.generation += 1
        self._pending = None
        self._delay.stop()
        self._auto.stop()
        self._next.stop()

    def shutdown(self, wait_ms: int = 5000) -> None:
        self.cancel()
        self._pool.clear()
        self._pool.waitForDone(wait_ms)

    # -- what the view reads -------------------------------------------------
    @property
    def state(self):
        return self.match.current if self.match else None

    @property
    def hand_index(self) -> int:
        return len(self.match.hands) - 1 if self.match else 0

    def view(self):
        """The picture for the table: the human's seat, or everything in a demo."""
        st = self.state
        if st is None:
            return None
        return st.view(self.human_seat)

    def is_human_turn(self) -> bool:
        st = self.state
        return st is not None and not st.is_over and self.human_seat is not None and st.to_act == self.human_seat

    def legal(self) -> list[Action]:
        return list(self.state.legal_actions()) if self.is_human_turn() else []

    def why_illegal(self, action: Action) -> str | None:
        st = self.state
        if st is None:
            return self.tr("No game is running.")
        if st.is_over:
            return self.tr("The hand is over.")
        if not self.is_human_turn():
            return self.tr("It is not your turn.")
        return st.why_illegal(action)

    # -- the player's requests -----------------------------------------------
    def request(self, action: Action) -> str | None:
        """Apply the player's action, or return (and announce) why not."""
        reason = self.why_illegal(action)
        if reason is not None:
            self.message.emit(reason)
            return reason
        self._apply(action)
        return None

    def request_hint(self) -> bool:
        """Ask for the engine's suggestion in the pool (the window stays live);
        ``hintReady`` brings it with what the hand waits for.  False if there is
        nothing to hint."""
        st = self.state
        if st is None or self.human_seat is None or st.is_over:
            return False
        view = st.view(self.human_seat)
        rng = Rng(derive_seed(st.seed, 4242, len(st.log)))
        self._pool.start(_HintTask(self.variant.engine, view, rng, self.generation, len(st.log),
                                   self._hint_signals))
        return True

    # -- take-back -------------------------------------------------------------
    def take_back_point(self) -> int | None:
        """How many actions of the hand in play a take-back keeps: the log up to
        the player's last real decision (one of several choices), dropping it
        and every computer action after it.  None when nothing can be taken
        back: no game, no human seat, take-back turned off, the hand over, a
        computer seat thinking (it is not the player's turn), or no decision
        of the player's yet in this hand."""
        st = self.state
        if (st is None or not self.allow_take_back or not self.is_human_turn()
                or any(p is None for i, p in enumerate(self.players) if i != self.human_seat)):
            return None
        log = st.log
        probe = deal_hand(self.variant, self.match.settings, st.seed, self.match.contexts[-1], st.deal)
        point = None
        for i, action in enumerate(log):
            if probe.to_act == self.human_seat and len(probe.legal_actions()) > 1:
                point = i
            probe.apply(action)
        return point

    def take_back(self) -> str | None:
        """Undo the player's last decision (see ``take_back_point``); any
        computer answer still in flight becomes stale.  Returns why not, or None."""
        if not self.allow_take_back:
            reason = self.tr("Taking back is turned off in the settings.")
        elif self.state is None or self.state.is_over:
            reason = self.tr("The hand is over.")
        elif not self.is_human_turn():
            reason = self.tr("Wait for your turn to take back.")
        else:
            reason = None
        point = self.take_back_point() if reason is None else None
        if reason is None and point is None:
            reason = self.tr("Nothing to take back in this hand.")
        if reason is not None:
            self.message.emit(reason)
            return reason
        self.cancel()                       # a computer answer or an automatic step in flight is stale now
        self.match.take_back(point)
        for hook in list(self.after_action):
            try:
                hook(self, None)
            except Exception as exc:
                self.message.emit(self.tr("The game could not be saved automatically: %1").replace("%1", str(exc)))
        self.tookBack.emit(self.view())
        self._schedule()
        return None

    @Slot(int, int, object, object)
    def _on_hint(self, generation: int, turn: int, action, assess) -> None:
        st = self.state
        if generation != self.generation or st is None or turn != len(st.log):
            return
        self.hintReady.emit(action, assess)

    # -- flow ------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        st = self.state
        st.apply(action)
        for hook in list(self.after_action):
            try:
                hook(self, action)
            except Exception as exc:  # a failing autosave must not stop the game
                self.message.emit(self.tr("The game could not be saved automatically: %1").replace("%1", str(exc)))
        self.acted.emit(action, self.view())
        self._schedule()

    def _schedule(self) -> None:
        st = self.state
        if st is None:
            return
        if st.is_over:
            idx = self.hand_index
            if self._over_reported != idx:
                self._over_reported = idx
                self.hands_done = len(self.match.results)
                self.handOver.emit(st.result, idx)
                if self.quit_after is not None and self.hands_done >= self.quit_after:
                    self.matchFinished.emit()
                elif self.auto_next_hand:
                    self._next.start(self.next_hand_delay_ms)
            return
        seat = st.to_act
        self.turnChanged.emit(self.view())
        if self.players[seat] is None:  # the human
            legal = st.legal_actions()
            if len(legal) == 1 and legal[0].kind in AUTO_KINDS:
                self._auto.start(max(150, self.think_delay_ms // 2))
            return
        self._ask_computer(seat)

    def _auto_step(self) -> None:
        if not self.is_human_turn():
            return
        legal = self.state.legal_actions()
        if len(legal) == 1 and legal[0].kind in AUTO_KINDS:
            self._apply(legal[0])

    def _ask_computer(self, seat: int) -> None:
        st = self.state
        view = st.view(seat)
        rng = Rng(derive_seed(st.seed, 7919, len(st.log)))
        self._asked_at = time.monotonic()
        self.thinking.emit(seat)
        self._pool.start(_AiTask(self.players[seat], view, rng, self.generation, len(st.log), self._signals))

    @Slot(int, int, object, str)
    def _on_ai_done(self, generation: int, turn: int, action, error: str) -> None:
        st = self.state
        if generation != self.generation or st is None or st.is_over or turn != len(st.log):
            return  # stale: a new game, a load, or the hand moved on
        if action is None or st.why_illegal(action) is not None:
            legal = st.legal_actions()
            self.message.emit(self.tr("The computer's player made no legal choice; a simple move was taken "
                                      "for it."))
            action = player_for("simple").choose(st.view(st.to_act), Rng(turn + 1)) if legal else None
            if action is None:
                return
        self._pending = (generation, turn, action)
        waited = (time.monotonic() - self._asked_at) * 1000
        self._delay.start(max(0, int(self.think_delay_ms - waited)))

    def _apply_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None:
            return
        generation, turn, action = pending
        st = self.state
        if generation != self.generation or st is None or st.is_over or turn != len(st.log):
            return
        try:
            self._apply(action)
        except IllegalAction as exc:
            self.message.emit(exc.reason)

    @Slot()
    def next_hand(self) -> None:
        if self.match is None or not self.state.is_over:
            return
        self.cancel()
        self.match.next_hand()
        self.matchStarted.emit()
        self._schedule()

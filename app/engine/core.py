"""The family-independent shape of a game.

A hand is its history: variant + settings + seed + match context + the list of
actions.  ``GameState`` is the per-hand state machine each family implements;
``Match`` strings hands together and is shared by both families.  Everything
here is pure: no Qt, no files, no clock, no global random.

Turn model: exactly one seat decides at a time (``to_act``).  When several
seats could claim the same card, the family asks them one after another in
priority order; the first that claims takes it.  This keeps records, replays,
AI and the UI simple.  Chance is explicit: the seed fixes the deal and stock.
"""

from __future__ import annotations

import abc
import pickle
import zlib
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Protocol, Sequence, runtime_checkable

from .errors import IllegalAction
from .rng import Rng, derive_seed


@runtime_checkable
class Card(Protocol):
    """A card value of either family: immutable, hashable, ordered."""

    @property
    def code(self) -> str: ...  # e.g. "2w", "qian", "x7", "d10"

    @property
    def name(self) -> str: ...  # Chinese name, e.g. "二万", "千", "七", "拾"


@dataclass(frozen=True, order=True)
class Action:
    """One decision by one seat.  ``kind`` is a verb of the family's vocabulary
    (e.g. "discard", "chi", "peng", "gang", "pass", "hu", "flip", "zhang",
    "buy", "wai", "liu"); ``cards`` are the cards it names, if any.

    Text form: ``"<seat> <kind> [card codes...]"`` — parse with the family's
    ``FamilyEngine.parse_action``.
    """

    seat: int
    kind: str
    cards: tuple = ()

    def text(self) -> str:
        parts = [str(self.seat), self.kind, *(c.code for c in self.cards)]
        return " ".join(parts)

    __str__ = text


@dataclass(frozen=True)
class Meld:
    """A group on a player's table.  ``form`` names it in the game's terms:
    long cards "peng", "gang", "tan", "chi", "zhang"; 字牌 "chi", "peng",
    "wai", "liu", "kan" (shown at the end), "ti", "pao", "long".
    ``hidden`` cards are face down to the others (歪 shows one up, two down).
    ``source`` is the seat the claimed card came from, if any."""

    form: str
    cards: tuple
    hidden: int = 0
    source: int | None = None


@dataclass(frozen=True)
class PlayerView:
    """What everyone at the table can see of one seat (plus its own hand when
    the viewer is that seat, or when the hand is over)."""

    seat: int
    hand_size: int
    melds: tuple[Meld, ...]
    discards: tuple          # cards this seat discarded or flipped and left, in order
    hand: tuple | None = None  # None when hidden from the viewer
    flags: frozenset = frozenset()  # e.g. {"bought", "dapao", "jailed", "folded", "dead"}


@dataclass(frozen=True)
class SeatView:
    """Everything one seat may know: the AI decides from this alone and the UI
    draws from it.  ``seat`` None is the all-seeing view (replays)."""

    variant: str
    seat: int | None
    dealer: int
    to_act: int | None
    phase: str                  # family-specific, e.g. "discard", "claim", "flip", "over"
    stock_left: int
    live_card: Any | None       # the card in play waiting for claims, if any
    live_from: int | None       # the seat it came from
    live_how: str | None        # "discard", "flip" or "draw"
    players: tuple[PlayerView, ...]
    legal: tuple[Action, ...]   # the viewer's legal actions (empty unless seat == to_act)
    log: tuple[Action, ...]     # every action so far (all actions are public)
    context: Mapping[str, Any] = field(default_factory=dict)  # match context (头家, 大炮, ...)
    extra: Mapping[str, Any] = field(default_factory=dict)    # family-specific public facts

    @property
    def hand(self) -> tuple:
        if self.seat is None:
            return ()
        return self.players[self.seat].hand or ()


@dataclass(frozen=True)
class HandResult:
    """How a hand ended.  ``net`` is each seat's money/points, summing to 0.
    ``breakdown`` is JSON-able and family-specific (胡, 庄 by type, 底 and
    pairwise payouts; or 胡息, 豪, 名堂, 囤, 番).  ``lines`` are ready-made
    human sentences (Chinese) for the scoring dialog."""

    winner: int | None
    net: tuple[int, ...]
    reason: str                 # "win", "draw" (臭局/黄牌), "instant" (dealt specials) ...
    breakdown: Mapping[str, Any] = field(default_factory=dict)
    lines: tuple[str, ...] = ()


class GameState(abc.ABC):
    """One hand.  Mutable; ``clone()`` for search.  Rebuilds exactly from
    (variant, settings, seed, context, log)."""

    variant: Any            # app.engine.variants.Variant
    settings: dict
    seed: int
    context: dict           # match context handed in at the start of the hand

    @property
    @abc.abstractmethod
    def log(self) -> tuple[Action, ...]: ...

    @property
    @abc.abstractmethod
    def to_act(self) -> int | None:
        """The seat that must decide now; None once the hand is over."""

    @abc.abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of ``to_act`` (empty when over)."""

    @abc.abstractmethod
    def why_illegal(self, action: Action) -> str | None:
        """None if legal, else the reason a person can read."""

    def apply(self, action: Action) -> None:
        """Apply a legal action; refuse anything else with ``IllegalAction``."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason, action)
        self._apply(action)

    @abc.abstractmethod
    def _apply(self, action: Action) -> None: ...

    @property
    @abc.abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abc.abstractmethod
    def result(self) -> HandResult | None: ...

    @abc.abstractmethod
    def view(self, seat: int | None) -> SeatView: ...

    @abc.abstractmethod
    def clone(self) -> "GameState": ...

    @property
    def num_seats(self) -> int:
        """Seats in this hand (yiyang's optional 守醒 adds one who sits out)."""
        return self.variant.players


class FamilyEngine(abc.ABC):
    """The hooks a family supplies.  One instance per family."""

    id: str

    @abc.abstractmethod
    def parse_card(self, text: str) -> Card:
        """A card from its code or Chinese name; ``CardError`` otherwise."""

    def parse_cards(self, text: str | Iterable[str]) -> tuple:
        items = text.split() if isinstance(text, str) else list(text)
        return tuple(self.parse_card(t) for t in items)

    def parse_action(self, text: str) -> Action:
        parts = text.split()
        if len(parts) < 2 or not parts[0].isdigit():
            raise IllegalAction(f"cannot read action {text!r}: expected '<seat> <kind> [cards]'")
        return Action(int(parts[0]), parts[1], self.parse_cards(parts[2:]))

    @abc.abstractmethod
    def deck(self, settings: Mapping[str, Any]) -> list:
        """The full deck for these settings, in a fixed order."""

    @abc.abstractmethod
    def new_hand(self, variant, settings: Mapping[str, Any], seed: int,
                 context: Mapping[str, Any] | None = None) -> GameState: ...

    @abc.abstractmethod
    def first_context(self, variant, settings: Mapping[str, Any], seed: int) -> dict:
        """The match context of the first hand (e.g. who is 头家 / 庄)."""

    @abc.abstractmethod
    def next_context(self, variant, settings: Mapping[str, Any], context: Mapping[str, Any],
                     result: HandResult) -> dict:
        """The context of the next hand given this one's result (rotation,
        大炮, 坐牢, ...)."""

    @abc.abstractmethod
    def determinize(self, view: SeatView, rng: Rng) -> GameState:
        """A full state consistent with ``view``: unseen cards dealt at random.
        Used by search AIs; never peeks at the real hidden cards."""

    @abc.abstractmethod
    def judge(self, request: Mapping[str, Any]) -> dict:
        """Answer a ``yezi judge`` request of this family (already parsed JSON)."""

    @abc.abstractmethod
    def assess(self, view: SeatView) -> dict:
        """What the viewer's own hand is worth now, for hints and the status bar:
        ``{"label": "胡" or "胡息", "value": int, "complete": bool (圆 / 胡牌型),
        "waiting": tuple of cards that would win, "groups": [[codes...], ...]}``."""

    @abc.abstractmethod
    def action_label(self, kind: str, variant_id: str | None = None) -> tuple[str, str]:
        """(Chinese, English) label of an action verb or meld form, e.g. "peng" ->
        ("碰", "Pong"); ``variant_id`` picks a variant's own word (qidong 偎, 和)."""

    def describe(self, action: Action) -> str:
        """A short Chinese sentence for an action, for logs and replays."""
        zh, _ = self.action_label(action.kind)
        cards = " ".join(c.name for c in action.cards)
        return f"{action.seat + 1}号 {zh} {cards}".rstrip()


def replay(variant, settings: Mapping[str, Any], seed: int, context: Mapping[str, Any] | None,
           actions: Sequence[Action]) -> GameState:
    """Rebuild a hand from its history; raises ``IllegalAction`` at the first bad action."""
    state = variant.engine.new_hand(variant, variant.settings(settings), seed, context)
    for i, action in enumerate(actions):
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise IllegalAction(f"action {i + 1} ({action.text()}): {exc.reason}", action) from None
    return state


class PackedResult(HandResult):
    """A finished hand's ``HandResult`` as a ``Match`` keeps it: ``winner``,
    ``net`` and ``reason`` as they are, ``breakdown`` and ``lines`` unpacked
    from the hand's compressed blob on each reading (equal to the original's,
    sentences still in every language)."""

    def __init__(self, result: HandResult, hand: "FinishedHand"):
        object.__setattr__(self, "winner", result.winner)
        object.__setattr__(self, "net", tuple(result.net))
        object.__setattr__(self, "reason", result.reason)
        object.__setattr__(self, "_hand", hand)

    @property
    def breakdown(self) -> Mapping[str, Any]:
        return self._hand._unpack()[1]

    @property
    def lines(self) -> tuple:
        return self._hand._unpack()[2]

    def __eq__(self, other):
        if not isinstance(other, HandResult):
            return NotImplemented
        return ((self.winner, tuple(self.net), self.reason, self.breakdown, tuple(self.lines))
                == (other.winner, tuple(other.net), other.reason, other.breakdown, tuple(other.lines)))

    __hash__ = None

    def __reduce__(self):
        return (HandResult, (self.winner, self.net, self.reason, self.breakdown, tuple(self.lines)))


class FinishedHand:
    """What a ``Match`` keeps of a finished hand: its seed, context, result
    and actions — not the whole ``GameState`` (a few hundred bytes instead of
    tens of KiB).  Reads like a finished ``GameState`` for everything a match's
    readers use (``is_over``, ``result``, ``log``, ``seed``, ``context``,
    ``num_seats``, ``view()``); ``state()`` rebuilds the full hand when one is needed.
    The actions (as text) and the result's breakdown and sentences are kept
    in one compressed blob and unpacked on each reading."""

    __slots__ = ("variant", "settings", "seed", "context", "result", "num_actions", "num_seats",
                 "_blob", "__weakref__")
    is_over = True
    to_act = None

    def __init__(self, state: GameState, context: dict | None = None, settings: dict | None = None):
        self.variant = state.variant
        self.settings = state.settings if settings is None else settings   # the match's, shared
        self.seed = state.seed
        self.context = state.context if context is None else context      # the match's, shared
        log = state.log
        self.num_actions = len(log)
        self.num_seats = state.num_seats
        result = state.result
        self._blob = zlib.compress(pickle.dumps(
            ("\n".join(a.text() for a in log), result.breakdown, tuple(result.lines)),
            protocol=pickle.HIGHEST_PROTOCOL))
        self.result = PackedResult(result, self)

    def _unpack(self) -> tuple:
        return pickle.loads(zlib.decompress(self._blob))

    def action_texts(self) -> list[str]:
        """The actions in their text form (what a record holds), without parsing them."""
        text = self._unpack()[0]
        return text.split("\n") if text else []

    @property
    def log(self) -> tuple[Action, ...]:
        parse = self.variant.engine.parse_action
        return tuple(parse(t) for t in self.action_texts())

    def legal_actions(self) -> list[Action]:
        return []

    def state(self) -> GameState:
        """The full finished hand, rebuilt from its seed, context and actions."""
        return replay(self.variant, self.settings, self.seed, self.context, self.log)

    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` sees at the end of the hand (the hand is rebuilt for it)."""
        return self.state().view(seat)


class Match:
    """A series of hands carrying the family's running context (头家 rotation,
    大炮, 坐牢, 庄 rotation) and each seat's running total.

    ``hands`` holds one entry per hand: the hand in play is a full
    ``GameState``; a finished hand is kept as a ``FinishedHand`` (its seed,
    context, result and actions), so a long match costs a few hundred bytes
    per hand played, not the whole state of each."""

    def __init__(self, variant, settings: Mapping[str, Any] | None = None, seed: int = 0):
        self.variant = variant
        self.settings = variant.settings(settings)
        self.seed = seed
        self.contexts: list[dict] = [variant.engine.first_context(variant, self.settings, seed)]
        self.hands: list[GameState | FinishedHand] = [self._deal(0)]
        self.totals = [0] * self.hands[0].num_seats

    def _deal(self, index: int) -> GameState:
        return self.variant.engine.new_hand(
            self.variant, self.settings, derive_seed(self.seed, index), self.contexts[index])

    @property
    def current(self) -> GameState:
        return self.hands[-1]

    @property
    def results(self) -> list[HandResult]:
        return [h.result for h in self.hands if h.is_over]

    def next_hand(self) -> GameState:
        """Score the finished current hand and deal the next one."""
        hand = self.current
        if not hand.is_over:
            raise IllegalAction("the current hand is not over yet")
        for i, n in enumerate(hand.result.net):
            self.totals[i] += n
        ctx = self.variant.engine.next_context(self.variant, self.settings, self.contexts[-1], hand.result)
        self.contexts.append(ctx)
        self.hands[-1] = FinishedHand(hand, self.contexts[-2], self.settings)
        self.hands.append(self._deal(len(self.hands)))
        return self.current

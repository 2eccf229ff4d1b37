"""The family-independent shape of a game.

A hand is its history: variant + settings + seed + match context + the list of
actions.  ``GameState`` is the per-hand state machine each family implements;
``Match`` strings hands together and is shared by both families.  Everything
here is pure: no Qt, no files, no clock, no global random.

Turn model: exactly one seat decides at a time (``to_act``).  When several
seats could claim the same card, the family asks them one after another in
priority order; the first that claims takes it.  This keeps records, replays,
AI and the UI simple.

Chance is explicit (OpenSpiel's chance player): the deal and every flip or
draw are ``Chance`` steps of the hand's ``history``, taken by ``CHANCE`` (not
a seat).  A dealt hand's chance steps come from its seed; an arranged hand's
come from a ``Deal`` given to ``new_hand(..., deal=...)``, and a record stores
that deal, so an arranged position saves, replays and verifies like a dealt one.

Each rule once: a rule is one predicate returning ``Reason | None`` (None:
allowed; a ``Reason``: the sentence saying why not, see ``messages``).
``legal_actions()`` keeps the actions whose predicates all return None and
``why_illegal()`` returns the first ``Reason`` — the same code says both.

A seat's view (``SeatView``) is what that seat may know and nothing more;
search AIs get a full state with the unseen cards sampled from
``GameState.resample_hidden(seat, rng)`` (or ``FamilyEngine.determinize`` from a
view), never by reading another class's private fields.
"""

from __future__ import annotations

import abc
import json
import zlib
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Callable, ClassVar, Iterable, Mapping, Protocol, Sequence, Union, runtime_checkable

from .errors import CardError, IllegalAction
from .messages import Reason, Seq, render
from .rng import Rng, derive_seed


@runtime_checkable
class Card(Protocol):
    """A card value of either family: immutable, hashable, ordered."""

    @property
    def code(self) -> str: ...  # e.g. "2w", "qian", "x7", "d10"

    @property
    def name(self) -> str: ...  # Chinese name, e.g. "二万", "千", "七", "拾"


class Verb(StrEnum):
    """Every verb of both families.  A ``StrEnum``: ``Verb.PENG == "peng"``, and
    its text in a record is the plain word, as before."""

    BUY = "buy"           # 买庄 (long cards)
    PASS = "pass"         # 过
    DISCARD = "discard"   # 打
    FLIP = "flip"         # 翻 (long cards: turn the next stock card)
    ZHANG = "zhang"       # 涨 (long cards: raise a 将)
    CHI = "chi"           # 吃
    PENG = "peng"         # 碰
    GANG = "gang"         # 杠 / 开招 (long cards)
    HU = "hu"             # 胡 / 成 / 和
    AO = "ao"             # 熬将 (long cards: wait)
    WAI = "wai"           # 歪 / 偎 (字牌)
    LIU = "liu"           # 溜 (字牌)
    TI = "ti"             # 提 (字牌)
    PAO = "pao"           # 跑 (字牌)


def verb_of(kind: str) -> Verb | str:
    """``kind`` as a ``Verb`` when it is one (else unchanged: the family refuses it)."""
    try:
        return Verb(kind)
    except ValueError:
        return kind


CHANCE = -1
"""The chance player's seat number in a history (never a real seat)."""


@dataclass(frozen=True)
class Chance:
    """One chance step of a hand's history: ``kind`` "deal" (``cards``: the
    whole deck in dealing order), "flip" or "draw" (``cards``: the card turned
    or drawn; ``to``: the seat it went to or was turned by).  ``seat`` is
    always ``CHANCE``."""

    kind: str
    cards: tuple[Any, ...]
    to: int | None = None
    seat: int = CHANCE

    def text(self) -> str:
        parts = ["chance", self.kind, *(c.code for c in self.cards)]
        if self.to is not None:
            parts.insert(2, f"@{self.to}")
        return " ".join(parts)

    __str__ = text


@dataclass(frozen=True)
class Deal:
    """An arranged deal, given to ``new_hand(..., deal=...)`` instead of a seed's
    shuffle: either ``deck`` — every card in dealing order, exactly what the
    seed's shuffle would have produced — or ``hands`` (one tuple of cards per
    seat, in the order dealt) plus ``stock`` (the cards still to be flipped or
    drawn, first first) and ``shown`` (cards dealt face up, e.g. qidong's 挡底).
    Cards are the family's card values; ``to_json``/``from_json`` use codes."""

    deck: tuple[Any, ...] = ()
    hands: tuple[tuple[Any, ...], ...] = ()
    stock: tuple[Any, ...] = ()
    shown: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        if bool(self.deck) == bool(self.hands):
            raise CardError("an arranged deal gives either the whole deck or the hands and the stock")

    @classmethod
    def filled(cls, engine: "FamilyEngine", hands: Sequence[str | Sequence[Any]], stock: str | Sequence[Any] = (),
               shown: str | Sequence[Any] = (), settings: Mapping[str, Any] | None = None) -> "Deal":
        """The hands (and ``shown``) as given and the stock starting with
        ``stock``, the rest of the deck following it in the deck's fixed order:
        a lesson or puzzle names only the cards that matter.  Cards as codes
        (one text per hand) or card values; ``CardError`` when a card is not
        one of the game's or the deal gives more of it than the deck holds."""
        def read(value: str | Sequence[Any]) -> tuple[Any, ...]:
            return engine.parse_cards(value) if isinstance(value, str) else tuple(value)

        given_hands = tuple(read(h) for h in hands)
        given_stock, given_shown = read(stock), read(shown)
        left = list(engine.deck(settings or {}))
        for card in tuple(c for h in given_hands for c in h) + given_stock + given_shown:
            try:
                left.remove(card)
            except ValueError:
                raise CardError(f"the deal gives more {getattr(card, 'name', card)} than the deck holds") from None
        return cls(hands=given_hands, stock=given_stock + tuple(left), shown=given_shown)

    @property
    def cards(self) -> tuple[Any, ...]:
        """Every card of the deal."""
        if self.deck:
            return self.deck
        return tuple(c for h in self.hands for c in h) + self.stock + self.shown

    def to_json(self) -> dict[str, Any]:
        if self.deck:
            return {"deck": " ".join(c.code for c in self.deck)}
        out: dict[str, Any] = {"hands": [" ".join(c.code for c in h) for h in self.hands],
                               "stock": " ".join(c.code for c in self.stock)}
        if self.shown:
            out["shown"] = " ".join(c.code for c in self.shown)
        return out

    @classmethod
    def from_json(cls, data: Any, engine: "FamilyEngine") -> "Deal":
        """A deal as ``to_json`` wrote it; ``CardError`` naming the problem otherwise."""
        if not isinstance(data, dict):
            raise CardError("a deal must be an object with 'deck', or 'hands' and 'stock'")
        unknown = set(data) - {"deck", "hands", "stock", "shown"}
        if unknown:
            raise CardError(f"a deal has no field {sorted(unknown)[0]!r}")

        def cards(value: Any, where: str) -> tuple[Any, ...]:
            if not isinstance(value, str):
                raise CardError(f"deal {where} must be card codes separated by spaces")
            return engine.parse_cards(value)

        if "deck" in data:
            if "hands" in data or "stock" in data or "shown" in data:
                raise CardError("a deal gives either the whole deck or the hands and the stock, not both")
            return cls(deck=cards(data["deck"], "deck"))
        hands = data.get("hands")
        if not isinstance(hands, list) or not hands:
            raise CardError("a deal must give 'deck', or 'hands' (one text per seat) and 'stock'")
        return cls(hands=tuple(cards(h, f"hands[{i}]") for i, h in enumerate(hands)),
                   stock=cards(data.get("stock", ""), "stock"),
                   shown=cards(data.get("shown", ""), "shown"))


Step = Union["Action", Chance]
"""One step of a hand's history: a seat's ``Action`` or a ``Chance`` step."""


@dataclass(frozen=True)
class StockSteps:
    """The flips and draws of a history, the deal left out, as a log names them: ``turned`` the
    card each 翻 action turned (by the action's index in the log), ``after`` every other flip or
    draw by the action it followed (-1: before the first).  A card from the stock is face up in
    every variant, so a log may name it."""

    turned: Mapping[int, Chance]
    after: Mapping[int, tuple[Chance, ...]]

    @classmethod
    def of(cls, history: Sequence[Step]) -> "StockSteps":
        turned: dict[int, Chance] = {}
        after: dict[int, tuple[Chance, ...]] = {}
        i, last = -1, None
        for step in history:
            if not isinstance(step, Chance):
                i, last = i + 1, step
            elif step.kind == "flip" and last is not None and last.kind == "flip" and last.seat == step.to \
                    and i not in turned:
                turned[i] = step
            elif step.kind != "deal":
                after[i] = after.get(i, ()) + (step,)
        return cls(turned, after)


Rule = Callable[..., Reason | None]
"""The shape of a rule: a predicate that returns None (allowed) or the ``Reason``."""


def first_reason(checks: Iterable[Callable[[], Reason | None]]) -> Reason | None:
    """The first ``Reason`` of ``checks`` run in order (None when all allow)."""
    for check in checks:
        why = check()
        if why is not None:
            return why
    return None


@dataclass(frozen=True, order=True)
class Action:
    """One decision by one seat.  ``kind`` is a verb of the family's vocabulary
    (e.g. "discard", "chi", "peng", "gang", "pass", "hu", "flip", "zhang",
    "buy", "wai", "liu"); ``cards`` are the cards it names, if any.

    Text form: ``"<seat> <kind> [card codes...]"`` — parse with the family's
    ``FamilyEngine.parse_action``.
    """

    seat: int
    kind: str                   # a ``Verb`` (a str) of the family's vocabulary
    cards: tuple[Any, ...] = ()

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
    cards: tuple[Any, ...]
    hidden: int = 0
    source: int | None = None


@dataclass(frozen=True)
class PlayerView:
    """What everyone at the table can see of one seat (plus its own hand when
    the viewer is that seat, or when the hand is over)."""

    seat: int
    hand_size: int
    melds: tuple[Meld, ...]
    discards: tuple[Any, ...]  # cards this seat discarded or flipped and left, in order
    hand: tuple[Any, ...] | None = None  # None when hidden from the viewer
    flags: frozenset[str] = frozenset()  # e.g. {"bought", "dapao", "jailed", "folded", "dead"}


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
    # cards still to be dealt into the hands (long cards' 买庄 window, when each seat holds its
    # first few): the table's pile is ``stock_left + dealing`` cards
    dealing: int = 0

    @property
    def pile(self) -> int:
        """The cards in the table's pile: the stock and, while the deal goes on, those still to deal."""
        return self.stock_left + self.dealing

    @property
    def hand(self) -> tuple[Any, ...]:
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
    (variant, settings, seed or ``Deal``, context, log)."""

    variant: Any            # app.engine.variants.Variant
    settings: dict[str, Any]
    seed: int
    context: dict[str, Any]  # match context handed in at the start of the hand
    deal: Deal | None = None  # the arranged deal given instead of the seed's shuffle, if any
    # every action kind a seat of this rule set may be offered (the help's keys; a property test
    # checks that legal_actions never offers another)
    VERBS: ClassVar[tuple[str, ...]] = ()

    @property
    @abc.abstractmethod
    def log(self) -> tuple[Action, ...]:
        """The seats' actions so far (a record stores these)."""

    @property
    def history(self) -> tuple[Step, ...]:
        """Every step so far in order: the deal and each flip or draw as a
        ``Chance`` step, the seats' ``Action``s between them."""
        raise NotImplementedError(f"{type(self).__name__} does not list its chance steps")

    def resample_hidden(self, seat: int, rng: Rng) -> "GameState":
        """A full state that ``seat`` cannot tell from this one: every card it
        cannot see dealt again at random from ``rng``, everything public and
        its own cards kept.  (Families may override this to sample without
        going through a view.)"""
        return self.variant.engine.determinize(self.view(seat), rng)  # type: ignore[no-any-return]

    @property
    @abc.abstractmethod
    def to_act(self) -> int | None:
        """The seat that must decide now; None once the hand is over."""

    @abc.abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of ``to_act`` (empty when over)."""

    @abc.abstractmethod
    def why_illegal(self, action: Action) -> str | None:
        """None if legal, else the ``Reason`` (a str) a person can read."""

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

    def sits_out_why(self, seat: int) -> Reason | None:
        """Why ``seat`` takes no part for the rest of the hand (long cards' 扣牌: dealt no 将
        pair, 黄胡; yiyang's 守醒 seat); None when it plays on."""
        return None

    @property
    def num_seats(self) -> int:
        """Seats in this hand (yiyang's optional 守醒 adds one who sits out)."""
        return int(self.variant.players)


class FamilyEngine(abc.ABC):
    """The hooks a family supplies.  One instance per family."""

    id: str

    @abc.abstractmethod
    def parse_card(self, text: str) -> Card:
        """A card from its code or Chinese name; ``CardError`` otherwise."""

    def parse_cards(self, text: str | Iterable[str]) -> tuple[Any, ...]:
        items = text.split() if isinstance(text, str) else list(text)
        return tuple(self.parse_card(t) for t in items)

    def parse_action(self, text: str) -> Action:
        parts = text.split()
        if len(parts) < 2 or not parts[0].isdigit():
            raise IllegalAction(f"cannot read action {text!r}: expected '<seat> <kind> [cards]'")
        return Action(int(parts[0]), verb_of(parts[1]), self.parse_cards(parts[2:]))

    @abc.abstractmethod
    def deck(self, settings: Mapping[str, Any]) -> list[Any]:
        """The full deck for these settings, in a fixed order."""

    @abc.abstractmethod
    def new_hand(self, variant: Any, settings: Mapping[str, Any], seed: int,
                 context: Mapping[str, Any] | None = None, deal: Deal | None = None) -> GameState:
        """Deal a hand: from ``seed``'s shuffle, or exactly as ``deal`` arranges it
        (then ``seed`` only names the hand)."""

    @abc.abstractmethod
    def first_context(self, variant: Any, settings: Mapping[str, Any], seed: int) -> dict[str, Any]:
        """The match context of the first hand (e.g. who is 头家 / 庄)."""

    @abc.abstractmethod
    def next_context(self, variant: Any, settings: Mapping[str, Any], context: Mapping[str, Any],
                     result: HandResult) -> dict[str, Any]:
        """The context of the next hand given this one's result (rotation,
        大炮, 坐牢, ...)."""

    @abc.abstractmethod
    def determinize(self, view: SeatView, rng: Rng) -> GameState:
        """A full state consistent with ``view``: unseen cards dealt at random.
        Used by search AIs; never peeks at the real hidden cards."""

    @abc.abstractmethod
    def judge(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """Answer a ``yezi judge`` request of this family (already parsed JSON)."""

    @abc.abstractmethod
    def assess(self, view: SeatView) -> dict[str, Any]:
        """What the viewer's own hand is worth now, for hints and the status bar:
        ``{"label": "胡" or "胡息", "value": int, "complete": bool (圆 / 胡牌型),
        "waiting": tuple of cards that would win, "groups": [[codes...], ...]}``."""

    @abc.abstractmethod
    def action_label(self, kind: str, variant_id: str | None = None) -> tuple[str, str]:
        """(Chinese, English) label of an action verb or meld form, e.g. "peng" ->
        ("碰", "Pong"); ``variant_id`` picks a variant's own word (qidong 偎, 和)."""

    def action_cards(self, action: Action) -> Seq:
        """The cards an action names, grouped as a player reads them (render
        it with ``messages.render``); a family whose actions name several
        groups at once says where one ends."""
        return Seq(action.cards, "space")

    def describe(self, action: Action) -> str:
        """A short Chinese sentence for an action, for logs and replays."""
        zh, _ = self.action_label(action.kind)
        return f"{action.seat + 1}号 {zh} {render(self.action_cards(action))}".rstrip()


def deal_hand(variant: Any, settings: Mapping[str, Any], seed: int, context: Mapping[str, Any] | None,
              deal: Deal | None = None) -> GameState:
    """``variant``'s engine deals a hand (``deal`` is passed only when given, so
    an engine written before arranged deals still plays seeded hands)."""
    engine = variant.engine
    hand: GameState = (engine.new_hand(variant, settings, seed, context) if deal is None
                       else engine.new_hand(variant, settings, seed, context, deal))
    return hand


def replay(variant: Any, settings: Mapping[str, Any], seed: int, context: Mapping[str, Any] | None,
           actions: Sequence[Action], deal: Deal | None = None) -> GameState:
    """Rebuild a hand from its history; raises ``IllegalAction`` at the first bad action."""
    state = deal_hand(variant, variant.settings(settings), seed, context, deal)
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

    _hand: "FinishedHand"

    def __init__(self, result: HandResult, hand: "FinishedHand"):
        object.__setattr__(self, "winner", result.winner)
        object.__setattr__(self, "net", tuple(result.net))
        object.__setattr__(self, "reason", result.reason)
        object.__setattr__(self, "_hand", hand)

    @property
    def breakdown(self) -> Mapping[str, Any]:
        value: Mapping[str, Any] = self._hand._unpack()[1]
        return value

    @property
    def lines(self) -> tuple[str, ...]:
        value: tuple[str, ...] = self._hand._unpack()[2]
        return value

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandResult):
            return NotImplemented
        return ((self.winner, tuple(self.net), self.reason, self.breakdown, tuple(self.lines))
                == (other.winner, tuple(other.net), other.reason, other.breakdown, tuple(other.lines)))

    __hash__ = None  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        return (HandResult, (self.winner, self.net, self.reason, self.breakdown, tuple(self.lines)))


_TUPLE = "\x00tuple"
_ITEMS = "\x00items"


def _tagged(value: Any) -> Any:
    """``value`` as JSON that keeps tuples tuples and non-text keys typed, so
    that a breakdown reads back equal."""
    if isinstance(value, tuple):
        return {_TUPLE: [_tagged(v) for v in value]}
    if isinstance(value, list):
        return [_tagged(v) for v in value]
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: _tagged(v) for k, v in value.items()}
        return {_ITEMS: [[_tagged(k), _tagged(v)] for k, v in value.items()]}
    return value


def _untagged(value: Any) -> Any:
    if isinstance(value, list):
        return [_untagged(v) for v in value]
    if isinstance(value, dict):
        if len(value) == 1 and _TUPLE in value:
            return tuple(_untagged(v) for v in value[_TUPLE])
        if len(value) == 1 and _ITEMS in value:
            return {_untagged(k): _untagged(v) for k, v in value[_ITEMS]}
        return {k: _untagged(v) for k, v in value.items()}
    return value


class FinishedHand:
    """What a ``Match`` keeps of a finished hand: its seed, context, arranged
    deal (if any), result and actions — not the whole ``GameState`` (a few
    hundred bytes instead of tens of KiB).  Reads like a finished ``GameState``
    for everything a match's readers use (``is_over``, ``result``, ``log``,
    ``seed``, ``context``, ``deal``, ``num_seats``, ``view()``); ``state()``
    rebuilds the full hand when one is needed.  The actions (as text) and the
    result's breakdown and sentences are kept in one compressed blob and
    unpacked on each reading."""

    __slots__ = ("variant", "settings", "seed", "context", "deal", "result", "num_actions", "num_seats",
                 "_blob", "_lines", "__weakref__")
    is_over = True
    to_act = None

    def __init__(self, state: GameState, context: dict[str, Any] | None = None,
                 settings: dict[str, Any] | None = None):
        self.variant = state.variant
        self.settings = state.settings if settings is None else settings   # the match's, shared
        self.seed = state.seed
        self.context = state.context if context is None else context      # the match's, shared
        self.deal: Deal | None = state.deal
        log = state.log
        self.num_actions = len(log)
        self.num_seats = state.num_seats
        result = state.result
        assert result is not None, "only a finished hand is kept as a FinishedHand"
        # JSON, never pickle, holds data; the sentences are values (they
        # translate themselves), kept as they are
        self._blob = zlib.compress(json.dumps(
            ["\n".join(a.text() for a in log), _tagged(result.breakdown)],
            ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
        self._lines = tuple(result.lines)
        self.result: HandResult = PackedResult(result, self)

    def _unpack(self) -> tuple[Any, ...]:
        text, breakdown = json.loads(zlib.decompress(self._blob))
        return text, _untagged(breakdown), self._lines

    def action_texts(self) -> list[str]:
        """The actions in their text form (what a record holds), without parsing them."""
        text: str = self._unpack()[0]
        return text.split("\n") if text else []

    @property
    def log(self) -> tuple[Action, ...]:
        parse = self.variant.engine.parse_action
        return tuple(parse(t) for t in self.action_texts())

    def legal_actions(self) -> list[Action]:
        return []

    def state(self) -> GameState:
        """The full finished hand, rebuilt from its seed (or deal), context and actions."""
        return replay(self.variant, self.settings, self.seed, self.context, self.log, self.deal)

    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` sees at the end of the hand (the hand is rebuilt for it)."""
        return self.state().view(seat)


class Match:
    """A series of hands carrying the family's running context (头家 rotation,
    大炮, 坐牢, 庄 rotation) and each seat's running total.  ``deal`` arranges
    the first hand (a lesson, a puzzle, a hand entered by hand); the hands
    after it are dealt from the seed.

    ``hands`` holds one entry per hand: the hand in play is a full
    ``GameState``; a finished hand is kept as a ``FinishedHand`` (its seed,
    context, deal, result and actions), so a long match costs a few hundred
    bytes per hand played, not the whole state of each."""

    def __init__(self, variant: Any, settings: Mapping[str, Any] | None = None, seed: int = 0,
                 deal: Deal | None = None, context: Mapping[str, Any] | None = None):
        self.variant = variant
        self.settings: dict[str, Any] = variant.settings(settings)
        self.seed = seed
        self.deals: dict[int, Deal] = {} if deal is None else {0: deal}
        # the first hand's context: the seed's (who deals first), or as arranged with the deal
        self.contexts: list[dict[str, Any]] = [variant.engine.first_context(variant, self.settings, seed)
                                               if context is None else dict(context)]
        self.hands: list[GameState | FinishedHand] = [self._deal(0)]
        self.totals = [0] * self.hands[0].num_seats
        # take-backs, by hand position: for each, how many actions the hand was cut back to
        # (the table's Ctrl+Z; a record keeps them so a replay says the hand was replayed)
        self.takebacks: dict[int, list[int]] = {}

    def take_back(self, keep: int) -> GameState:
        """Rebuild the hand in play from its deal with only its first ``keep``
        actions, and note the take-back; ``IllegalAction`` if ``keep`` is not
        a point of the hand before its last action."""
        hand = self.current
        log = hand.log
        if not 0 <= keep < len(log):
            raise IllegalAction(f"cannot take the hand back to action {keep} of {len(log)}")
        state = replay(self.variant, self.settings, hand.seed, self.contexts[-1], log[:keep], hand.deal)
        self.hands[-1] = state
        self.takebacks.setdefault(len(self.hands) - 1, []).append(keep)
        return state

    def _deal(self, index: int) -> GameState:
        return deal_hand(self.variant, self.settings, derive_seed(self.seed, index), self.contexts[index],
                         self.deals.get(index))

    @property
    def current(self) -> GameState:
        hand = self.hands[-1]
        assert isinstance(hand, GameState), "the last hand of a match is always in play"
        return hand

    @property
    def results(self) -> list[HandResult]:
        return [h.result for h in self.hands if h.result is not None]

    def next_hand(self) -> GameState:
        """Score the finished current hand and deal the next one."""
        hand = self.current
        result = hand.result
        if not hand.is_over or result is None:
            raise IllegalAction("the current hand is not over yet")
        for i, n in enumerate(result.net):
            self.totals[i] += n
        ctx = self.variant.engine.next_context(self.variant, self.settings, self.contexts[-1], result)
        self.contexts.append(ctx)
        self.hands[-1] = FinishedHand(hand, self.contexts[-2], self.settings)
        self.hands.append(self._deal(len(self.hands)))
        return self.current


@dataclass(frozen=True)
class Position:
    """An arranged position: a hand dealt as ``deal`` with ``actions``
    already played — where a lesson, a puzzle or a hand entered by hand
    starts.  The one entry point of both families for starting mid-hand:

        pos = Position("waihuzi", Deal.filled(engine, hands, stock), actions, dealer=0)
        state = pos.state()     # the hand at that point (``IllegalAction`` names a bad action)
        match = pos.match()     # a match whose first hand stands there; its record
                                # stores the deal and the actions, so it saves,
                                # replays and verifies like a dealt game

    ``context`` is the hand's match context (None: the family's first-hand
    context with ``dealer`` as the 庄 / 头家); ``settings`` the house rules
    (missing ones at their defaults).  ``to_json``/``from_json`` (and
    ``text``/``parse``) are its text form; ``Position.of(state)`` is the
    position a hand has reached."""

    variant: str
    deal: Deal
    actions: tuple[Action, ...] = ()
    dealer: int = 0
    settings: Mapping[str, Any] = field(default_factory=dict)
    context: Mapping[str, Any] | None = None

    def _variant(self) -> Any:
        from .variants import find_variant

        return find_variant(self.variant)

    def hand_context(self) -> dict[str, Any]:
        """The context the hand is dealt with."""
        variant = self._variant()
        if self.context is not None:
            return dict(self.context)
        ctx: dict[str, Any] = variant.engine.first_context(variant, variant.settings(self.settings), 0)
        ctx["dealer"] = self.dealer
        return ctx

    def state(self) -> GameState:
        """The hand dealt as arranged with the actions applied."""
        return replay(self._variant(), self.settings, 0, self.hand_context(), self.actions, self.deal)

    def match(self, seed: int = 0) -> Match:
        """A match whose first hand is this position (the hands after it dealt from ``seed``)."""
        variant = self._variant()
        match = Match(variant, self.settings, seed, deal=self.deal, context=self.hand_context())
        state = match.current
        for i, action in enumerate(self.actions):
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise IllegalAction(f"action {i + 1} ({action.text()}): {exc.reason}", action) from None
        return match

    @classmethod
    def of(cls, state: GameState) -> "Position":
        """The position ``state`` has reached (a dealt hand's deal is its
        history's deal step)."""
        deal = state.deal
        if deal is None:
            first = state.history[0]
            assert isinstance(first, Chance) and first.kind == "deal"
            deal = Deal(deck=first.cards)
        return cls(state.variant.id, deal, state.log, int(state.context.get("dealer", 0)),
                   dict(state.settings), dict(state.context))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"variant": self.variant, "deal": self.deal.to_json(),
                               "actions": [a.text() for a in self.actions]}
        if self.context is None:
            out["dealer"] = self.dealer
        else:
            out["context"] = dict(self.context)
        if self.settings:
            out["settings"] = dict(self.settings)
        return out

    def text(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, data: Any) -> "Position":
        """A position as ``to_json`` wrote it; a ``YeziError`` naming the
        problem in one line otherwise (the actions are checked by ``state()``)."""
        from .errors import RecordError

        if not isinstance(data, dict):
            raise RecordError("a position must be an object with 'variant', 'deal' and 'actions'")
        unknown = set(data) - {"variant", "deal", "actions", "dealer", "settings", "context"}
        if unknown:
            raise RecordError(f"a position has no field {sorted(unknown)[0]!r}")
        vid = data.get("variant")
        if not isinstance(vid, str):
            raise RecordError("a position must name its 'variant'")
        from .variants import find_variant

        variant = find_variant(vid)
        settings = data.get("settings", {})
        if not isinstance(settings, dict):
            raise RecordError("a position's 'settings' must be an object")
        variant.settings(settings)   # VariantError names a bad setting
        context = data.get("context")
        if context is not None and not isinstance(context, dict):
            raise RecordError("a position's 'context' must be an object")
        dealer = data.get("dealer", 0)
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < 4:
            raise RecordError("a position's 'dealer' must be a seat number")
        actions = data.get("actions", [])
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError("a position's 'actions' must be a list of action texts")
        engine = variant.engine
        return cls(vid, Deal.from_json(data.get("deal"), engine), tuple(engine.parse_action(a) for a in actions),
                   dealer, settings, context)

    @classmethod
    def parse(cls, text: str) -> "Position":
        try:
            data = json.loads(text)
        except ValueError as exc:
            from .errors import RecordError

            raise RecordError(f"a position is not JSON text: {exc}") from None
        return cls.from_json(data)

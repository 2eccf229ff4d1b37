"""One hand of 字牌: the state machine shared by waihuzi, yiyang and qidong.

Turn model: one seat decides at a time.  A card in play (drawn and shown, or
discarded, or qidong's 挡底) is offered to the seats level by level in the
rule set's priority order — waihuzi/yiyang 歪(溜) > 胡 > 碰 > 吃, qidong
提/偎 > 和 > 跑/碰 > 吃 — and within a level in turn order from the seat the
card came from.  Consecutive questions to the same seat are merged into one
(e.g. "碰, 吃 or 过").  Forced acts (歪, 提, 偎, 跑) are offered without 过.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar, Iterable, Mapping, NamedTuple, Sequence

from ..core import Action, Chance, Deal, GameState, HandResult, Meld, PlayerView, SeatView, Step
from ..messages import Reason, Seq, verb, verbs
from ..rng import Rng
from . import hu as H
from .cards import ALL_KINDS, ZiCard
from .hu import Counts, HuRules, Kinds
from .rules import FAMILY_PLAN, RED, PlanTable, meld_xi
from .scoring import WinPath

if TYPE_CHECKING:
    from .scoring import CountRule, Flags, Mingtang, ScoredGroup, TableGroups, WinTotal, WinValue

class Offer(NamedTuple):
    """What a seat may do at one claim level: its ``actions`` and whether
    one of them is ``forced`` (no 过)."""

    actions: tuple[Action, ...]
    forced: bool


NO_OFFER = Offer((), False)


@lru_cache(maxsize=None)
def card_reason(key: str, k: int) -> Reason:
    """The refusal ``key`` about card kind ``k``, built once (a rule's
    predicate answers with it on every question)."""
    return Reason(key, card=ALL_KINDS[k])


@lru_cache(maxsize=None)
def reason(key: str) -> Reason:
    """The refusal ``key`` (no parameters), built once."""
    return Reason(key)


class DrawMark(NamedTuple):
    """Where a card taken or won on came from, for the timing 名堂 (地胡,
    海捞/海底) and 包铳: the number of ``draws`` so far, ``how`` it came
    (draw / discard / dangdi), the seat it came ``source``-ing from and
    whether the stock was empty (``last``: it was the last card)."""

    draws: int
    how: str | None
    source: int | None
    last: bool


class WaiTurn(NamedTuple):
    """A 歪 on one's own draw this turn: the ``seat``, the card ``kind`` and
    whether it was made ``from_kan`` (a 坎 in hand; then a 溜 may follow)."""

    seat: int
    kind: int
    from_kan: bool


class Timing(NamedTuple):
    """The timing 名堂 of a win (``flags``) and the seat that pays for all
    (``payer``, 包铳), or None."""

    flags: dict[str, Any]
    payer: int | None

# claim levels
L_OWN, L_HU, L_PENG, L_CHI, L_SPECIAL = 0, 1, 2, 3, 9
QUAD_FORMS = ("liu", "ti", "pao", "long")


class DrawStep(NamedTuple):
    """One draw from the stock, as the hand's history lists it: ``at`` is
    how many actions were played before it, ``seat`` the seat that drew it,
    ``kind`` the card's kind."""

    at: int
    seat: int
    kind: int


@dataclass(frozen=True, slots=True)
class Group:
    """A group on a seat's table: its ``form`` (chi, peng, wai, liu, ti, pao,
    long), the card ``kinds``, how many cards lie face down (``hidden``) and
    the seat its taken card came from (``source``; None: the seat's own)."""

    form: str
    kinds: tuple[int, ...]
    hidden: int
    source: int | None


@dataclass(frozen=True, slots=True)
class Question:
    """The claim offer put to one seat: the claim levels merged into it, the
    actions it may take and whether one of them is forced (no 过)."""

    seat: int
    levels: tuple[int, ...]
    actions: tuple[Action, ...]
    forced: bool


@dataclass(frozen=True, slots=True)
class SeatPublic:
    """The public facts of one seat (everything but its hand), as a view
    carries them: sets as sorted tuples."""

    melds: tuple[Group, ...]
    pile: tuple[int, ...]
    discarded: tuple[int, ...]
    chou_chi: tuple[int, ...]
    chou_peng: tuple[int, ...]
    chou_menzi: tuple[tuple[int, int, int], ...]
    jin: bool
    dead: bool
    mingpao: bool
    hu_block: int | None
    own: tuple[int, ...]
    other: tuple[int, ...]
    passed_special: bool
    kept: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TablePublic:
    """The public part of a 字牌 hand — the seats' public facts and where
    play stands — carried by every seat's view (``extra["public"]``) and
    read back by ``ZipaiHand.sample``.  Nothing hidden is in it."""

    seats: tuple[SeatPublic, ...]
    phase: str
    live: int | None
    live_from: int | None
    live_how: str | None
    answered: tuple[tuple[int, int], ...]
    question_seat: int | None
    question_levels: tuple[int, ...] | None
    actor: int | None
    draws: int
    first_discard: bool
    post_hu: bool
    nodiscard: tuple[int, ...]
    last_take_draw: DrawMark | None
    dangdi: int | None
    pre_dangdi: bool
    wai_turn: WaiTurn | None


class Seat:
    """Everything about one seat.  All of it is public except ``hand``."""

    __slots__ = ("hand", "melds", "pile", "discarded", "chou_chi", "chou_peng", "chou_menzi",
                 "jin", "dead", "mingpao", "hu_block", "own", "other", "passed_special", "kept")

    def __init__(self) -> None:
        self.hand = [0] * 20
        self.melds: list[Group] = []   # the seat's table, in the order laid out
        self.pile: list[int] = []      # kinds discarded or drawn-and-left, in order
        self.discarded: set[int] = set()   # kinds this seat discarded (it may never eat them)
        self.chou_chi: set[int] = set()
        self.chou_peng: set[int] = set()
        self.chou_menzi: set[tuple[int, int, int]] = set()  # (a, b, c): 门子 a+b may not eat c (002 §II.3.2)
        self.jin = False         # took a card (吃/碰/歪) — ends 报听
        self.dead = False        # 死手 (yiyang)
        self.mingpao = False     # 打明跑 (qidong)
        self.hu_block: int | None = None   # qidong: table 胡息 when a winnable card was passed
        self.own = [0] * 20      # cards taken from own draws, per kind
        self.other = [0] * 20    # cards taken from others' draws / discards
        self.passed_special = False
        self.kept: set[int] = set()   # kinds a 比 could not put down: kept, never discarded (002 §II.7)

    def copy(self, with_hand: bool = True) -> "Seat":
        s = Seat.__new__(Seat)
        s.hand = list(self.hand) if with_hand else [0] * 20
        s.melds = list(self.melds)
        s.pile = list(self.pile)
        s.discarded = set(self.discarded)
        s.chou_chi = set(self.chou_chi)
        s.chou_peng = set(self.chou_peng)
        s.chou_menzi = set(self.chou_menzi)
        s.jin, s.dead, s.mingpao, s.hu_block = self.jin, self.dead, self.mingpao, self.hu_block
        s.own = list(self.own)
        s.other = list(self.other)
        s.passed_special = self.passed_special
        s.kept = set(self.kept)
        return s

    def public(self) -> SeatPublic:
        """What every seat knows of this one (all but the hand)."""
        return SeatPublic(
            melds=tuple(self.melds), pile=tuple(self.pile), discarded=tuple(sorted(self.discarded)),
            chou_chi=tuple(sorted(self.chou_chi)), chou_peng=tuple(sorted(self.chou_peng)),
            chou_menzi=tuple(sorted(self.chou_menzi)), jin=self.jin, dead=self.dead, mingpao=self.mingpao,
            hu_block=self.hu_block, own=tuple(self.own), other=tuple(self.other),
            passed_special=self.passed_special, kept=tuple(sorted(self.kept)))

    @classmethod
    def from_public(cls, d: SeatPublic) -> "Seat":
        """A seat with ``d``'s public facts and an empty hand."""
        s = cls()
        s.melds = list(d.melds)
        s.pile = list(d.pile)
        s.discarded = set(d.discarded)
        s.chou_chi = set(d.chou_chi)
        s.chou_peng = set(d.chou_peng)
        s.chou_menzi = set(d.chou_menzi)
        s.jin, s.dead, s.mingpao, s.hu_block = d.jin, d.dead, d.mingpao, d.hu_block
        s.own = list(d.own)
        s.other = list(d.other)
        s.passed_special = d.passed_special
        s.kept = set(d.kept)
        return s

    @property
    def size(self) -> int:
        return sum(self.hand)

    def has_quad(self) -> bool:
        return any(m.form in QUAD_FORMS for m in self.melds)

    def meld_of(self, form: str, k: int) -> Group | None:
        for m in self.melds:
            if m.form == form and m.kinds[0] == k and len(set(m.kinds)) == 1:
                return m
        return None

    def upgrade(self, old: Group, new: Group) -> None:
        """Put ``new`` where ``old`` lies on the table (a 歪 or 碰 grown to four)."""
        self.melds[self.melds.index(old)] = new


def _menzi_of(cards: Sequence[ZiCard], k: int) -> list[tuple[int, int]]:
    """The 门子 (two hand cards) of each sentence of a 吃 of ``k``."""
    kinds = [c.index for c in cards]
    out: list[tuple[int, int]] = []
    for i in range(0, len(kinds), 3):
        g = list(kinds[i:i + 3])
        if k in g:
            g.remove(k)
            out.append((min(g), max(g)))
    return out


def _cards(kinds: Iterable[int]) -> tuple[ZiCard, ...]:
    return tuple(ALL_KINDS[k] for k in kinds)


def _kinds(cards: Iterable[ZiCard]) -> Kinds:
    return tuple(c.index for c in cards)


class ZipaiHand(GameState):
    """One hand of 字牌.  A variant is a subclass: its class attributes hold
    the variant's data and it overrides the few hooks marked "hook" below
    (``WaihuziHand``, ``YiyangHand``, ``QidongHand``).  Nothing here asks
    which variant it is."""

    # ---- the variant's data (class attributes, set by each subclass)
    DEAL: ClassVar[tuple[int, int]]      # cards dealt to the 庄, to each other seat
    SHOWS_DANGDI: ClassVar[bool]         # the 庄 shows one more card, the 挡底 (003)
    HU: ClassVar[HuRules]                # 胡息 table and win shape (``sanda`` from the settings)
    WIN_ON_DISCARD: ClassVar[bool]       # a discard may be won on
    PENG_CHOU: ClassVar[bool]            # passing a 碰 makes the card 臭 for 碰
    PENG_OWN_DISCARD_BARRED: ClassVar[bool]  # no 碰 of a kind one discarded
    MENZI_CHOU: ClassVar[bool]           # passing a 吃 makes its 门子 臭 (002 §II.3.2)
    DIHU_DEALER: ClassVar[bool]          # the 庄 may win 地胡 too
    DEAD_HAND: ClassVar[bool]            # 吃臭/打臭 make a 死手 (004 §5.5)
    BI_KEEP: ClassVar[bool]              # a copy no 比 can put down is kept (else: no 吃)
    KAN_LOCKED: ClassVar[bool]           # a 坎 is never split, eaten from or discarded
    KEEP_A_DISCARD: ClassVar[bool]       # no take that leaves nothing to discard (003 规则 9)
    DRAWER_AT_PENG: ClassVar[bool]       # the drawer is asked at the 碰 level (its 跑 of a 碰)
    PASS_BLOCKS_HU: ClassVar[bool]       # 过胡: a declined win blocks wins until 胡息 grow
    FOURS_LAID_OUT: ClassVar[bool]       # four alike never rest in a hand (laid out as 龙, 提/跑 forced)
    LABELS: ClassVar[dict[str, tuple[str, str]]] = {}   # the variant's own verb labels
    FORM_SHOWN: ClassVar[Mapping[str, str]] = {}   # a group form the variant calls otherwise (qidong: 歪 is 偎)
    # for ``yezi judge``
    LAST_CARD: ClassVar[str]             # the 名堂 key of a win on the last card
    NO_DEALT_REASON: ClassVar[str]       # the message key: no dealt-hand win
    NO_DISCARD_WIN_SEED: ClassVar[str]   # where the seed says a discard is never won on
    TABLE_LIU_FROM: ClassVar[bool]       # a table four may say where it came from (豪)
    FORMS_HINT: ClassVar[str]            # more table forms to name in a refusal
    DEALT_SIZES: ClassVar[tuple[int, int]]   # a dealt hand's size, 庄 and others, as judge counts it
    # for the computer players (app/ai/zipai_eval)
    PLAN: ClassVar[PlanTable] = FAMILY_PLAN   # the planner's 胡息 figures, aim and payment shape
    SCORE_UNIT: ClassVar[str]            # "xi" (息) or "fan" (囤 × 番): what the score counts
    JUDGE_FORMS: ClassVar[tuple[str, ...]]   # the table-group forms a judge request offers
    TIMING_FLAGS: ClassVar[tuple[str, ...]]  # the timing 名堂 a judge request may state
    _RULES: ClassVar[dict[bool, HuRules]]

    # ---- the hand's fields
    variant: Any
    vid: str
    rules: HuRules
    ht: H.HuTable
    n: int
    dealer: int
    sitter: int | None
    order: list[int]
    nxt: dict[int, int]
    seats: list[Seat]
    _log: list[Action]
    stock: list[int]
    _deck: tuple[int, ...] | None    # the deal's chance step: kinds in dealing order (None: sampled)
    _draws: tuple[DrawStep, ...]     # the draws' chance steps so far
    phase: str
    live: int | None
    live_from: int | None
    live_how: str | None
    answered: set[tuple[int, int]]
    question: Question | None
    actor: int | None
    draws: int
    first_discard: bool
    post_hu: bool
    nodiscard: set[int]
    last_take_draw: DrawMark | None
    winner: int | None
    _result: HandResult | None
    win_info: WinValue | None
    _legal: list[Action] | None
    dangdi: int | None
    pre_dangdi: bool
    wai_turn: WaiTurn | None

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls._RULES = {}

    @classmethod
    def hu_rules(cls, sanda: bool) -> HuRules:
        """The hu check's rules with the 大小三搭 setting."""
        r = cls._RULES.get(sanda)
        if r is None:
            r = cls._RULES[sanda] = replace(cls.HU, sanda=sanda)
        return r

    def __init__(self, variant: Any, settings: Mapping[str, Any], seed: int,
                 context: Mapping[str, Any] | None = None, _empty: bool = False,
                 deal: Deal | None = None) -> None:
        self.variant = variant
        self.settings = dict(settings)
        self.seed = seed
        self.context = dict(context or {})
        self.vid = variant.id
        self.rules = self.hu_rules(bool(self.settings.get("sanda", True)))
        self.ht = H.table(self.rules)
        shouxing = bool(self.settings.get("shouxing", False))
        self.n = 4 if shouxing else variant.players
        self.dealer = int(self.context.get("dealer", 0)) % self.n
        self.sitter = (self.dealer + 2) % 4 if shouxing else None
        self.order = [(self.dealer + i) % self.n for i in range(self.n)]
        self.order = [s for s in self.order if s != self.sitter]
        self.nxt = {s: self.order[(i + 1) % len(self.order)] for i, s in enumerate(self.order)}
        if _empty:
            return
        self.seats = [Seat() for _ in range(self.n)]
        self._log: list[Action] = []
        deck = [k for k in range(20) for _ in range(4)]
        if deal is None:
            Rng(seed).shuffle(deck)
        else:   # an arranged deal (core.Deal): the deck in dealing order, or hands + stock
            deck = self._arranged_stock(deal, deck)
            self.deal = deal
        self.stock = deck          # drawn from the end
        self._deck = tuple(reversed(deck))
        self._draws = ()
        dealt = self.DEAL          # (dealer, others)
        for s in self.order:
            n = dealt[0] if s == self.dealer else dealt[1]
            for _ in range(n):
                self.seats[s].hand[self.stock.pop()] += 1
        self._start_hand(self.stock.pop() if self.SHOWS_DANGDI else None)

    def _arranged_stock(self, deal: Deal, deck: list[int]) -> list[int]:
        """An arranged deal as the stock list (drawn from the end, as the
        seed's shuffle leaves it); ``CardError`` in one line unless it is this
        game's deck of 80 cards: either ``deal.deck`` in dealing order, or
        ``deal.hands`` (one per seat, seat 0 first, the 庄 ``DEAL[0]`` cards,
        the others ``DEAL[1]``, a 守醒 seat none), ``deal.shown`` (the 挡底
        when the variant shows one) and ``deal.stock`` (first drawn first)."""
        from ..errors import CardError

        stray = next((c for c in deal.cards if not isinstance(c, ZiCard)), None)
        if stray is not None:
            raise CardError(f"{getattr(stray, 'name', stray)} is not a 字牌 card")
        if deal.deck:
            order = [c.index for c in deal.deck]
        else:
            if len(deal.hands) != self.n:
                raise CardError(f"this game deals {self.n} hands, not {len(deal.hands)}")
            for s, h in enumerate(deal.hands):
                want = 0 if s == self.sitter else self.DEAL[0] if s == self.dealer else self.DEAL[1]
                if len(h) != want:
                    who = ("the 庄 (seat {})" if s == self.dealer else
                           "the 守醒 seat ({})" if s == self.sitter else "seat {}").format(s)
                    raise CardError(f"{who} must be dealt {want} cards, not {len(h)}")
            shown = 1 if self.SHOWS_DANGDI else 0
            if len(deal.shown) != shown:
                raise CardError("this game's 庄 shows one card face up, the 挡底: give it as 'shown'"
                                if shown else "this game deals no card face up")
            order = [c.index for s in self.order for c in deal.hands[s]]
            order += [c.index for c in deal.shown] + [c.index for c in deal.stock]
        got = [0] * 20
        for k in order:
            got[k] += 1
        if got != [4] * 20:
            k = next(k for k in range(20) if got[k] != 4)
            what = (f"has {got[k]} of {ALL_KINDS[k].name}, not four" if len(order) == len(deck)
                    else f"has {len(order)} cards, not {len(deck)}")
            raise CardError(f"the arranged deal is not the deck of {len(deck)} cards (four of each): it {what}")
        return order[::-1]

    # ------------------------------------------------------------------ hooks
    def _after_deal(self) -> None:
        """hook: what happens once the cards are dealt, before the specials."""

    def _specials_possible(self, seat: Seat) -> bool:
        """hook: may this seat's hand still claim a dealt-hand win?"""
        return True

    @staticmethod
    def dealt_wins_played(settings: Mapping[str, Any]) -> bool:
        """The house rule ``dealt_wins`` (waihuzi, yiyang): whether the table plays the
        dealt-hand wins — on where a rule set has no such option, as in the texts."""
        return bool(settings.get("dealt_wins", True))

    @classmethod
    def dealt_wins(cls, hand: Counts, longs: int, sanda: bool) -> list[str]:
        """hook: the dealt-hand wins (名堂 keys) of a dealt hand (counts per
        kind; ``longs``: fours laid out as 龙)."""
        raise NotImplementedError

    def _discard_residue(self, seat: Seat) -> int:
        """hook: a seat must discard when its hand size ≡ this + 1 (mod 3)."""
        return 1

    def _own_options(self, s: int, k: int, c: ZiCard, h: int, seat: Seat) -> Offer:
        """hook: 歪/偎/提/溜 the drawer may (or must) make with its own draw:
        (actions, forced)."""
        raise NotImplementedError

    def _peng_options(self, s: int, k: int, c: ZiCard, h: int, seat: Seat, own: bool) -> Offer:
        """hook: 碰 (and 跑) of the card in play: (actions, forced)."""
        raise NotImplementedError

    def _peng_barred(self, seat: Seat, k: int) -> Reason | None:
        """hook: a variant's own bar on a 碰 of ``k`` (a Reason), or None."""
        return None

    def _chi_barred(self, seat: Seat, k: int) -> Reason | None:
        """hook: a variant's own bar on eating ``k`` (a Reason), or None."""
        return None

    def _hand_fours(self, s: int) -> list[Action]:
        """hook: the fours the seat may lay out from its hand before it discards."""
        return []

    def _hu_barred(self, seat: Seat, s: int) -> Reason | None:
        """hook: a variant's own bar on winning now (a Reason), or None."""
        return None

    def _after_discard(self, s: int, k: int) -> None:
        """hook: what a discard of ``k`` by ``s`` sets off."""

    def _timing(self, s: int, win_card: int | None, src: DrawMark | None, flags: dict[str, Any]) -> int | None:
        """hook: the timing 名堂 of a win (added to ``flags``) and the seat
        that pays for all (包铳), or None.  ``src``: (draw number, how, from
        seat, stock empty) of the winning card or of the card last taken."""
        raise NotImplementedError

    def _timing_flags(self, s: int, win_card: int | None) -> Timing:
        """(flags, payer) of seat ``s``'s win: 天胡 here, the rest by ``_timing``."""
        flags: dict[str, Any] = {}
        if win_card is None and s == self.dealer and all(a.kind == "pass" for a in self._log[:-1]):
            flags["tianhu"] = True
        src: DrawMark | None
        if win_card is not None:
            src = DrawMark(self.draws, self.live_how, self.live_from, not self.stock)
        else:
            src = self.last_take_draw
        payer = self._timing(s, win_card, src, flags)
        return Timing(flags, payer)

    # ------------------------------------------------------------------ setup
    # ---- hooks of the scoring (class methods: ``yezi judge`` has no hand)
    @classmethod
    def mingtang_of(cls, settings: Mapping[str, Any], held: Counts, groups: Sequence[ScoredGroup] | None,
                    flags: Flags) -> list[Mingtang]:
        """hook: the 名堂 of a win."""
        raise NotImplementedError

    @classmethod
    def value_of(cls, xi: int, ok: bool, mt: Sequence[Mingtang], held: Counts, own: Counts, other: Counts,
                 win: int | None, how: str) -> WinTotal:
        """hook: what a win of ``xi`` 胡息 is worth (豪, total, score, 囤, 番)."""
        raise NotImplementedError

    @classmethod
    def score_lines(cls, res: WinValue, mt: list[dict[str, Any]]) -> list[Reason]:
        """hook: the lines that word the score."""
        raise NotImplementedError

    # ---- hooks of ``yezi judge``
    @classmethod
    def table_form(cls, form: str) -> str:
        """hook: a table group's form as this variant names it."""
        return form

    @classmethod
    def win_paths(cls, melds: TableGroups, hand: list[int], win: int | None,
                  how: str) -> list[WinPath]:
        """hook: the ways the game may play the winning card."""
        return [WinPath(melds, hand, win)]

    @classmethod
    def check_count(cls, hand: Counts, melds: TableGroups, win: int | None) -> CountRule:
        """hook: the cards a winning hand holds as counted, what it must be, the rule's words."""
        raise NotImplementedError

    @classmethod
    def payment(cls, score: int, how: str, win: int | None) -> dict[str, Any]:
        """hook: who pays what for a win of ``score``."""
        raise NotImplementedError

    @classmethod
    def answer_extra(cls, res: WinValue) -> dict[str, Any]:
        """hook: more of a judge answer (qidong's 囤 and 番)."""
        return {}

    def _start_hand(self, dangdi: int | None) -> None:
        """Start the hand once the cards are dealt (qidong: ``dangdi`` is the
        庄's shown extra card)."""
        self.phase = "special"
        self.live = None
        self.live_from = None
        self.live_how = None
        self.answered = set()
        self.question = None
        self.actor = None
        self.draws = 0               # cards drawn from the stock so far
        self.first_discard = False   # the dealer has discarded
        self.post_hu = False         # the seat to discard may win with its hand as it is
        self.nodiscard = set()
        self.last_take_draw = None   # draw number of the card last taken
        self.winner = None
        self._result = None
        self.win_info = None
        self._legal = None
        self.dangdi = dangdi
        self.pre_dangdi = False      # qidong: the dealt 三龙 are asked before the 挡底
        self.wai_turn = None         # (seat, kind, from 坎) of a 歪 on one's own draw, this turn
        self._after_deal()
        self._start_specials()

    def _lay_long(self, s: int) -> None:
        seat = self.seats[s]
        for k in range(20):
            if seat.hand[k] == 4:
                seat.hand[k] = 0
                seat.melds.append(Group("long", (k,) * 4, 3, None))

    def _start_specials(self) -> None:
        self.phase = "special"
        self.live = None
        self.answered = set()
        self._advance()

    def _special_of(self, s: int) -> list[str]:
        """Dealt-hand wins this seat may claim now: [key, ...]."""
        seat = self.seats[s]
        if not self._specials_possible(seat):
            return []
        longs = sum(1 for m in seat.melds if m.form == "long")
        return self.dealt_wins(seat.hand, longs, self.rules.sanda)

    # ------------------------------------------------------------ properties
    @property
    def log(self) -> tuple[Action, ...]:
        return tuple(self._log)

    @property
    def history(self) -> tuple[Step, ...]:
        """The deal (every card in dealing order: the hands seat by seat from
        the 庄, qidong's 挡底, then the stock), then the actions with each
        draw from the stock as a chance step where it happened.  (A state
        sampled for search does not know its deal: ``CardError``.)"""
        if self._deck is None:
            from ..errors import CardError

            raise CardError("a sampled state does not know its deal")
        out: list[Step] = [Chance("deal", tuple(ALL_KINDS[k] for k in self._deck))]
        draws = iter(self._draws)
        step = next(draws, None)
        for i in range(len(self._log) + 1):
            while step is not None and step.at == i:
                out.append(Chance("draw", (ALL_KINDS[step.kind],), step.seat))
                step = next(draws, None)
            if i < len(self._log):
                out.append(self._log[i])
        return tuple(out)

    @property
    def to_act(self) -> int | None:
        return None if self.phase == "over" else self.actor

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def result(self) -> HandResult | None:
        return self._result

    @property
    def num_seats(self) -> int:
        return self.n

    # ------------------------------------------------------------ flow
    def _set_live(self, k: int, frm: int, how: str) -> None:
        self.phase = "claim"
        self.live, self.live_from, self.live_how = k, frm, how
        self.answered = set()
        self._advance()

    def _advance(self) -> None:
        """Find the next question for the card in play (or the specials)."""
        self._legal = None
        q = self._next_question()
        if q is not None:
            self.question = q
            self.actor = q.seat
            return
        self.question = None
        if self.phase == "special":
            self._after_specials()
        else:
            self._nobody_claims()

    def _after_specials(self) -> None:
        if self.pre_dangdi:
            self.pre_dangdi = False
            assert self.dangdi is not None
            self._set_live(self.dangdi, self.dealer, "dangdi")
            return
        if self._needs_discard(self.dealer):
            self._begin_discard(self.dealer, post_hu=True)
        else:
            self._draw(self.nxt[self.dealer])

    def _nobody_claims(self) -> None:
        k, frm, how = self.live, self.live_from, self.live_how
        assert k is not None and frm is not None
        self.live = None
        if how == "dangdi":
            self.seats[self.dealer].hand[k] += 1
            self._lay_long(self.dealer)
            self._start_specials()
            return
        self.seats[frm].pile.append(k)
        self._draw(self.nxt[frm])

    def _draw(self, s: int) -> None:
        if not self.stock:
            self._finish_draw()
            return
        k = self.stock.pop()
        self.draws += 1
        self._draws += (DrawStep(len(self._log), s, k),)
        self._set_live(k, s, "draw")

    def _begin_discard(self, s: int, post_hu: bool = False) -> None:
        self.phase = "discard"
        self.actor = s
        self.post_hu = post_hu
        self.question = None
        self._legal = None

    def _needs_discard(self, s: int) -> bool:
        seat = self.seats[s]
        n = seat.size
        if n == 0:
            return False
        t = self._discard_residue(seat)
        return n % 3 == (t + 1) % 3

    def _after_take(self, s: int, post_hu_ok: bool) -> None:
        if self._needs_discard(s):
            self._begin_discard(s, post_hu=post_hu_ok)
        else:
            self.live = None
            self._draw(self.nxt[s])

    # ------------------------------------------------------------ questions
    def _next_question(self) -> Question | None:
        first: int | None = None            # the seat asked; the levels merged into its question
        levels: list[int] = []
        offers: list[Offer] = []
        for lvl, seat in self._candidates():
            if (seat, lvl) in self.answered:
                continue
            offer = self._options(seat, lvl)
            if not offer.actions:
                continue
            if first is not None and first != seat:
                break
            first = seat
            levels.append(lvl)
            offers.append(offer)
            if offer.forced:
                break
        if first is None:
            return None
        return Question(first, tuple(levels), tuple(a for o in offers for a in o.actions),
                        any(o.forced for o in offers))

    def _candidates(self) -> list[tuple[int, int]]:
        """(level, seat) in the order the seats are asked."""
        if self.phase == "special":
            return [(L_SPECIAL, s) for s in self.order]
        frm, how = self.live_from, self.live_how
        assert frm is not None
        after = self._seats_from(self.nxt[frm])
        others = [s for s in after if s != frm]
        out: list[tuple[int, int]] = []
        if how == "draw":
            out.append((L_OWN, frm))
            out += [(L_HU, s) for s in [frm] + others]
            out += [(L_PENG, s) for s in ([frm] + others if self.DRAWER_AT_PENG else others)]
            out += [(L_CHI, frm), (L_CHI, self.nxt[frm])]
        elif how == "discard":
            if self.WIN_ON_DISCARD:
                out += [(L_HU, s) for s in others]
            out += [(L_PENG, s) for s in others]
            out.append((L_CHI, self.nxt[frm]))
        elif how == "dangdi":
            out += [(L_HU, s) for s in others]
        return out

    def _seats_from(self, s: int) -> list[int]:
        out = [s]
        while True:
            s = self.nxt[s]
            if s == out[0]:
                return out
            out.append(s)

    def _options(self, s: int, lvl: int) -> Offer:
        """What seat ``s`` may do at level ``lvl``."""
        if lvl == L_SPECIAL:
            if self.seats[s].passed_special or not self._special_of(s):
                return NO_OFFER
            return Offer((Action(s, "hu"),), False)
        seat = self.seats[s]
        k = self.live
        assert k is not None
        c = ALL_KINDS[k]
        h = seat.hand[k]
        own = self.live_how == "draw" and s == self.live_from
        if lvl == L_OWN:
            if not own:
                return NO_OFFER
            # a forced 歪/偎/提 comes before the drawer's own win too: the seat
            # may win afterwards with the hand as it then stands (RULES.md,
            # second review; 002 "歪（溜）＞＞胡牌", 003 "提或偎＞和牌")
            return self._own_options(s, k, c, h, seat)
        if lvl == L_HU:
            if self._can_hu_on(s, k):
                return Offer((Action(s, "hu", (c,)),), False)
            return NO_OFFER
        if lvl == L_PENG:
            return self._peng_options(s, k, c, h, seat, own)
        if lvl == L_CHI:
            if self._chi_blocked(s, k) is not None:
                return NO_OFFER
            return Offer(tuple(Action(s, "chi", _cards(g)) for g in self._chi_ways(s, k)), False)
        return NO_OFFER

    # ------------------------------------------------------------ 碰
    def _peng_bar(self, s: int, k: int) -> Reason | None:
        """The rule of a 碰 of the card in play ``k`` by seat ``s``: another
        seat's card, a pair in the hand, not 臭 (where passing makes it so),
        not a kind the seat discarded (where that bars it), not the 挡底, a
        card left to discard (where that is the rule), and the variant's own."""
        seat = self.seats[s]
        if self.live_how == "draw" and s == self.live_from:
            return reason("zipai.peng_own")
        if seat.hand[k] < 2:
            return card_reason("zipai.peng_pair", k)
        if self.PENG_CHOU and k in seat.chou_peng:
            return card_reason("zipai.peng_chou", k)
        if self.PENG_OWN_DISCARD_BARRED and k in seat.discarded:
            return card_reason("zipai.peng_discarded", k)
        if self.live_how == "dangdi":
            return reason("zipai.dangdi_peng")
        if self.KEEP_A_DISCARD and seat.size <= 2:
            return reason("zipai.nothing_left")
        return self._peng_barred(seat, k)

    # ------------------------------------------------------------ 吃 and 比
    def _chi_blocked(self, s: int, k: int) -> Reason | None:
        seat = self.seats[s]
        if self.live_how == "dangdi":
            return Reason("zipai.dangdi_chi")
        assert self.live_from is not None
        if not (s == self.nxt[self.live_from] or (self.live_how == "draw" and s == self.live_from)):
            return Reason("zipai.chi_who")
        foul = self.settings.get("table_rules", False)
        if k in seat.discarded and not foul:
            return Reason("zipai.chi_discarded", card=ALL_KINDS[k])
        if k in seat.chou_chi and not foul:
            return Reason("zipai.chi_chou", card=ALL_KINDS[k])
        why = self._chi_barred(seat, k)
        if why is None and self.KAN_LOCKED and seat.hand[k] >= 3:
            why = Reason("zipai.kan_split")
        return why

    def _chi_ways(self, s: int, k: int) -> list[Kinds]:
        """Every distinct way to eat ``k``: tuples of kinds, groups of three
        (the main sentence and the forced 比 sentences), sorted."""
        seat = self.seats[s]
        hand = seat.hand
        lock = self.KAN_LOCKED
        sanda = self.rules.sanda
        found: set[tuple[Kinds, ...]] = set()
        for g, need in H.chi_shapes(k, sanda):
            a, b = need
            if a == b:
                if hand[a] < 2 or (lock and hand[a] >= 3):
                    continue
            elif hand[a] == 0 or hand[b] == 0 or (lock and (hand[a] >= 3 or hand[b] >= 3)):
                continue
            if seat.chou_menzi and (min(a, b), max(a, b), k) in seat.chou_menzi:
                continue
            rem = list(hand)
            if lock:
                for j in range(20):
                    if rem[j] >= 3:
                        rem[j] = 0
            rem[a] -= 1
            rem[b] -= 1
            if rem[k] == 0:
                if not (self.KEEP_A_DISCARD and sum(hand) == 2):   # nothing left to discard (003 规则 9)
                    found.add((g,))
                continue
            ways = list(self._bi(rem, k, sanda))
            # every copy that can go into a companion sentence must (比);
            # waihuzi/yiyang keep the copies that cannot (002 §II.7 "只能留下
            # 不能打出"), qidong refuses the 吃 (003 "下不了伙则不能吃")
            least = min(left for _e, left in ways)
            if least and not self.BI_KEEP:
                continue
            for extra, left in ways:
                if left == least and not (self.KEEP_A_DISCARD and sum(hand) == 2 + 3 * len(extra)):
                    found.add(tuple(sorted([g] + extra)))
        return [tuple(j for grp in groups for j in grp) for groups in sorted(found)]

    def _bi(self, rem: list[int], k: int, sanda: bool) -> Iterable[tuple[list[Kinds], int]]:
        """比/下伙: the copies of ``k`` left in the hand go into sentences with
        hand cards.  Yields (groups, copies that found no sentence)."""
        if rem[k] == 0:
            yield [], 0
            return
        placed = False
        for g, _need in H.chi_shapes(k, sanda):
            r2 = list(rem)
            for j in g:
                r2[j] -= 1
            if min(r2) >= 0:
                placed = True
                for more, left in self._bi(r2, k, sanda):
                    yield [g] + more, left
        if not placed:
            yield [], rem[k]

    # ------------------------------------------------------------ 胡
    def table_xi(self, s: int) -> int:
        return sum(meld_xi(self.rules, m.form, m.kinds) for m in self.seats[s].melds)

    def _hu_bar(self, s: int) -> Reason | None:
        """The rule of who may win at all: not a 死手, nor what the variant bars."""
        seat = self.seats[s]
        if seat.dead:
            return reason("zipai.dead_win")
        return self._hu_barred(seat, s)

    def _hu_allowed(self, s: int) -> bool:
        return s != self.sitter and self._hu_bar(s) is None

    # ------------------------------------------------------------ 打
    def _kan_whole(self, seat: Seat, k: int) -> Reason | None:
        """A 坎 is never broken up by a discard (where 坎 stay whole)."""
        return reason("zipai.kan_discard") if self.KAN_LOCKED and seat.hand[k] >= 3 else None

    def _kept_after_chi(self, seat: Seat, k: int) -> Reason | None:
        """After a 吃: a copy no 比 could put down stays (002 §II.7), and the
        cards completing the eaten 门子 are not thrown at once."""
        if k in seat.kept:
            return card_reason("zipai.bi_kept", k)
        if k in self.nodiscard:
            return card_reason("zipai.menzi_discard", k)
        return None

    def _no_chou_discard(self, seat: Seat, k: int) -> Reason | None:
        """打臭 makes a 死手 (004 §5.5): not allowed but under the table rules."""
        if self.DEAD_HAND and k in seat.chou_chi and not self.settings.get("table_rules", False):
            return card_reason("zipai.chou_discard", k)
        return None

    def _discards(self, seat: Seat) -> tuple[list[int], dict[int, Reason]]:
        """(the kinds the seat may discard, why each other held kind may not):
        the discard rules one after another, each waived where it would leave
        nothing to discard."""
        kinds = [k for k in range(20) if seat.hand[k]]
        barred: dict[int, Reason] = {}
        for rule in (self._kan_whole, self._kept_after_chi, self._no_chou_discard):
            why = {}
            for k in kinds:
                r = rule(seat, k)
                if r is not None:
                    why[k] = r
            if why and len(why) < len(kinds):
                barred.update(why)
                kinds = [k for k in kinds if k not in why]
        return kinds, barred

    def _how_for(self, s: int) -> str:
        if self.live_how == "draw":
            return "own" if s == self.live_from else "other"
        if self.live_how == "dangdi":
            return "other"
        return "discard"

    def _can_hu_on(self, s: int, k: int) -> bool:
        if not self._hu_allowed(s):
            return False
        seat = self.seats[s]
        return self.rules.reaches(self.ht.best_with_counts(seat.hand, k, self._how_for(s)), self.table_xi(s))

    def _diao_own_only(self, s: int, k: int) -> Reason | None:
        """Why ``k`` does not win where it would as one's own draw: a 吊字 wins only on one's own
        draw (yiyang, 004 §4.5).  Without a pair of ``k`` in the hand the two questions differ
        only by the 吊 (a pair would make one's own draw a 歪, another win)."""
        seat = self.seats[s]
        if not self.rules.diao_own_only or self._how_for(s) == "own" or seat.hand[k] >= 2:
            return None
        if not self.rules.reaches(self.ht.best_with_counts(seat.hand, k, "own"), self.table_xi(s)):
            return None
        return card_reason("zipai.diao_own_only", k)

    def _can_hu_hand(self, s: int) -> bool:
        if not self._hu_allowed(s):
            return False
        seat = self.seats[s]
        return self.rules.reaches(self.ht.best(H.pack(seat.hand), seat.size), self.table_xi(s))

    # ------------------------------------------------------------ legal
    def legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        if self.phase in ("claim", "special"):
            q = self.question
            assert q is not None
            return list(q.actions) + ([] if q.forced else [Action(q.seat, "pass")])
        s = self.actor
        assert s is not None
        seat = self.seats[s]
        out = []
        if self.post_hu and self._can_hu_hand(s):
            out.append(Action(s, "hu"))
        out += self._hand_fours(s)
        allowed, _barred = self._discards(seat)
        out += [Action(s, "discard", (ALL_KINDS[k],)) for k in allowed]
        return out

    def _match(self, a: object) -> Action | None:
        if not isinstance(a, Action):
            return None
        legal = self.legal_actions()
        if a in legal:
            return a
        key = sorted(c.index for c in a.cards) if all(hasattr(c, "index") for c in a.cards) else None
        same = [b for b in legal if b.seat == a.seat and b.kind == a.kind
                and sorted(c.index for c in b.cards) == key]
        return same[0] if len(same) == 1 else None

    def why_illegal(self, a: object) -> Reason | None:
        if self.phase == "over":
            return Reason("hand_over")
        if not isinstance(a, Action):
            return Reason("not_action")
        assert self.actor is not None
        if a.seat != self.actor:
            return Reason("wrong_seat", turn=self.actor + 1, seat=a.seat + 1)
        if self._match(a) is not None:
            return None
        return self._explain(a)

    def _explain(self, a: Action) -> Reason:
        s = a.seat
        seat = self.seats[s]
        kinds = [c.index for c in a.cards if hasattr(c, "index")]
        legal_kinds = sorted({b.kind for b in self.legal_actions()})

        def may(kind: str = "list") -> Seq:
            return verbs(legal_kinds, "zipai", self.vid, kind)

        def named(kind: str) -> Reason | str:
            return verb(kind, "zipai", self.vid)
        if a.kind not in ("discard", "chi", "peng", "wai", "liu", "ti", "pao", "hu", "pass"):
            return Reason("zipai.unknown_verb", verb=a.kind)
        if a.kind == "pass":
            if self.phase == "discard":
                return Reason("zipai.pass_discard")
            return Reason("zipai.forced")
        if self.phase == "discard":
            if a.kind == "discard":
                if len(kinds) != 1:
                    return Reason("discard_one")
                k = kinds[0]
                if seat.hand[k] == 0:
                    return Reason("zipai.no_card", card=ALL_KINDS[k])
                why = self._discards(seat)[1].get(k)
                if why is not None:
                    return why
            if a.kind == "hu":
                return self._hu_bar(s) or Reason("zipai.not_win")
            if a.kind == "liu":
                return Reason("zipai.liu_need")
            return Reason("only_may", verbs=may())
        # claim phase
        if self.phase == "special":
            return Reason("zipai.special_only")
        k = self.live
        assert k is not None
        cname = ALL_KINDS[k]
        if a.kind == "discard":
            return Reason("zipai.discard_in_play", card=cname, verbs=may("or"))
        if kinds and a.kind != "hu" and k not in kinds:
            return Reason("zipai.not_using", card=cname, verb=named(a.kind))
        if a.kind == "hu":
            if a.cards and kinds != [k]:
                return Reason("zipai.win_live_only", card=cname)
            if self.live_how == "draw" and s == self.live_from:
                first = self._own_options(s, k, cname, seat.hand[k], seat)
                if first.forced:
                    return Reason("zipai.forced_first", card=cname, verb=named(first.actions[0].kind))
            if self.live_how == "discard" and not self.WIN_ON_DISCARD:
                return Reason("zipai.no_discard_win")
            return self._hu_bar(s) or self._diao_own_only(s, k) or Reason("zipai.not_enough", card=cname)
        if a.kind == "chi":
            why = self._chi_blocked(s, k) or self._asked_later(a, L_CHI, cname)
            if why:
                return why
            if len(kinds) % 3 or not kinds:
                return Reason("zipai.chi_groups")
            if self.KEEP_A_DISCARD and seat.size == len(kinds) - 1:
                return Reason("zipai.nothing_left")
            if seat.hand[k] and len(kinds) == 3:
                return Reason("zipai.bi", card=cname)
            return Reason("zipai.chi_bad_sanda" if self.rules.sanda else "zipai.chi_bad", card=cname)
        if a.kind == "peng":
            return self._peng_bar(s, k) or self._asked_later(a, L_PENG, cname) or Reason("zipai.peng_no")
        if a.kind in ("wai", "liu", "ti", "pao"):
            if not (self.live_how == "draw" and s == self.live_from) and a.kind in ("wai", "ti"):
                return Reason("zipai.own_only")
            if a.kind == "liu" and s == self.live_from and self.live_how == "draw" and seat.hand[k] == 3:
                return Reason("zipai.forced_first", card=cname, verb=named("wai"))   # 002 §II.4
            if a.kind == "liu" and s != self.live_from:
                return Reason("zipai.liu_other")
            return Reason("zipai.meld_need", verb=named(a.kind))
        return Reason("only_may", verbs=may())

    def _asked_later(self, a: Action, level: int, cname: Any) -> Reason | None:
        """A claim the seat may make, but at a later question than this one (the wins come
        first, then 碰, then 吃): "not asked yet", not a wrong shape."""
        q = self.question
        if q is None or level in q.levels or a not in self._options(a.seat, level).actions:
            return None
        return Reason("zipai.claim_later", verb=verb(a.kind, "zipai", self.vid), card=cname)

    # ------------------------------------------------------------ apply
    def _apply(self, action: Action) -> None:
        a = self._match(action)
        assert a is not None        # ``apply`` refused anything illegal
        if self.PASS_BLOCKS_HU and self.phase != "special" and a.kind != "hu" and \
                any(b.kind == "hu" for b in self.legal_actions()):
            # 过胡 (003 胡牌规则 3): declining a win, by 过 or by any other act,
            # blocks the seat's wins until its 胡息 have grown
            self.seats[a.seat].hu_block = self.table_xi(a.seat)
        self._log.append(a)
        self._legal = None
        s = a.seat
        if self.phase in ("claim", "special"):
            if a.kind == "pass":
                self._pass(s)
                self._advance()
                return
            if self.phase == "special":
                self._win(s, special=True)
                return
            self._claim(a)
            return
        # discard phase
        seat = self.seats[s]
        wai_turn, self.wai_turn = self.wai_turn, None
        if a.kind == "hu":
            self._win(s, special=False)
            return
        if wai_turn is not None and wai_turn.seat == s and not (
                a.kind == "liu" and wai_turn.kind == a.cards[0].index and wai_turn.from_kan):
            # the 歪 made with the drawn card is a 进张 once play goes on
            # (报听 002 §III.3); turned into a 溜 from a 坎 it is none
            seat.jin = True
        if a.kind == "liu":
            k = a.cards[0].index
            m = seat.meld_of("wai", k)
            if m is not None:
                seat.hand[k] -= 1
                seat.upgrade(m, Group("liu", (k,) * 4, 3, m.source))
            else:
                seat.hand[k] -= 4
                seat.melds.append(Group("liu", (k,) * 4, 4, None))
            self.nodiscard = set()
            self._after_take(s, post_hu_ok=False)
            return
        k = a.cards[0].index
        if self.DEAD_HAND and k in seat.chou_chi:
            seat.dead = True  # 打臭 (seed 004 §5.5)
        seat.hand[k] -= 1
        seat.discarded.add(k)
        self.nodiscard = set()
        if s == self.dealer:
            self.first_discard = True
        self._after_discard(s, k)
        self._set_live(k, s, "discard")

    def _pass(self, s: int) -> None:
        seat = self.seats[s]
        q = self.question
        assert q is not None
        lvls = q.levels
        for lvl in lvls:
            self.answered.add((s, lvl))
        if self.phase == "special":
            seat.passed_special = True
            return
        k = self.live
        assert k is not None
        for lvl in lvls:
            if lvl == L_PENG and self.PENG_CHOU:
                seat.chou_peng.add(k)
            elif lvl == L_CHI:
                if self.MENZI_CHOU:
                    for a in q.actions:
                        if a.kind != "chi":
                            continue
                        for x, y in _menzi_of(a.cards, k):
                            for other in H.completions(x, y, self.rules.sanda):
                                if other != k:
                                    seat.chou_menzi.add((x, y, other))
                seat.chou_chi.add(k)

    def _take(self, s: int, k: int) -> None:
        seat = self.seats[s]
        if self.live_how == "draw" and s == self.live_from:
            seat.own[k] += 1
        elif self.live_how != "dangdi":
            seat.other[k] += 1
        self.last_take_draw = DrawMark(self.draws, self.live_how, self.live_from, not self.stock)

    def _claim(self, a: Action) -> None:
        s = a.seat
        seat = self.seats[s]
        k = self.live
        src = self.live_from
        assert k is not None and src is not None
        own = self.live_how == "draw" and s == src
        if a.kind == "hu":
            self._win(s, special=False, win_card=k)
            return
        self._take(s, k)
        post_ok = self.live_how == "draw" or self.WIN_ON_DISCARD
        if a.kind == "wai":
            # a 歪 with the winning card itself is no 进张 (002 §III.3): it
            # counts once the seat plays on (see the discard phase)
            self.wai_turn = WaiTurn(s, k, seat.hand[k] == 3)
            seat.hand[k] -= 2
            seat.melds.append(Group("wai", (k,) * 3, 2, None))
        elif a.kind in ("liu", "ti", "pao"):
            m = seat.meld_of("wai", k) or seat.meld_of("peng", k)
            hidden = 0 if a.kind == "pao" else 3
            if m is not None:
                seat.upgrade(m, Group(a.kind, (k,) * 4, hidden, m.source))
            else:
                seat.hand[k] -= 3
                seat.melds.append(Group(a.kind, (k,) * 4, hidden, None if own else src))
            if a.kind != "liu":
                seat.jin = True
        elif a.kind == "peng":
            seat.hand[k] -= 2
            seat.melds.append(Group("peng", (k,) * 3, 0, src))
            seat.jin = True
        elif a.kind == "chi":
            kinds = [c.index for c in a.cards]
            groups = [tuple(kinds[i:i + 3]) for i in range(0, len(kinds), 3)]
            used_live = False
            nod: set[int] = set()
            for g in groups:
                for j in g:
                    if j == k and not used_live:
                        used_live = True
                        continue
                    seat.hand[j] -= 1
                seat.melds.append(Group("chi", g, 0, src))
            if self.MENZI_CHOU:
                for x, y in _menzi_of(a.cards, k):
                    nod.update(H.completions(x, y, self.rules.sanda))
                nod.add(k)
            self.nodiscard = nod
            if seat.hand[k]:
                seat.kept.add(k)   # a copy no 比 could put down stays (002 §II.7)
            if k in seat.chou_chi or k in seat.discarded:
                seat.dead = True  # 吃臭 under table rules (seed 004 §5.5)
            seat.jin = True
        self.live = None
        self._after_take(s, post_hu_ok=post_ok)

    # ------------------------------------------------------------ endings
    def _finish_draw(self) -> None:
        self.phase = "over"
        self.live = None
        self.actor = None
        self._result = HandResult(None, tuple([0] * self.n), "draw",
                                  {"variant": self.vid, "huang": True},
                                  (Reason("zipai.line.huang"),))

    def _win(self, s: int, special: bool, win_card: int | None = None) -> None:
        from .scoring import score_win

        value, result = score_win(self, s, special=special, win_card=win_card)
        self.win_info = value
        self.phase = "over"
        self.actor = None
        self._result = result

    # ------------------------------------------------------------ views
    def view(self, seat: int | None) -> SeatView:
        over = self.phase == "over"
        players = []
        for s in range(self.n):
            st = self.seats[s]
            show = over or seat == s or seat is None
            melds = tuple(Meld(m.form, _cards(m.kinds), m.hidden, m.source) for m in st.melds)
            flags = set()
            if st.dead:
                flags.add("dead")
            if st.mingpao:
                flags.add("mingpao")
            if s == self.sitter:
                flags.add("shouxing")
            if s == self.dealer:
                flags.add("dealer")
            hand = tuple(ALL_KINDS[k] for k in range(20) for _ in range(st.hand[k])) if show else None
            players.append(PlayerView(s, st.size, melds, _cards(st.pile), hand, frozenset(flags)))
        legal = tuple(self.legal_actions()) if (seat is not None and seat == self.to_act) else ()
        me = self.seats[seat] if seat is not None else None
        extra: dict[str, Any] = {"public": self._public(), "sitter": self.sitter, "settings": dict(self.settings),
                 "dangdi": ALL_KINDS[self.dangdi].code if self.dangdi is not None else None}
        extra["table_xi"] = tuple(self.table_xi(s) for s in range(self.n))
        if me is not None:
            extra["chou"] = tuple(ALL_KINDS[k].code for k in sorted(me.chou_chi | me.chou_peng))
            if self.phase == "special" and seat is not None and seat == self.actor:
                extra["specials"] = tuple(self._special_of(seat))
        return SeatView(
            variant=self.vid, seat=seat, dealer=self.dealer, to_act=self.to_act, phase=self.phase,
            stock_left=len(self.stock), live_card=ALL_KINDS[self.live] if self.live is not None else None,
            live_from=self.live_from if self.live is not None else None,
            live_how=self.live_how if self.live is not None else None,
            players=tuple(players), legal=legal, log=self.log, context=dict(self.context), extra=extra)

    def _public(self) -> TablePublic:
        """The public part of the state, enough for ``sample``."""
        return TablePublic(
            seats=tuple(st.public() for st in self.seats), phase=self.phase, live=self.live,
            live_from=self.live_from, live_how=self.live_how,
            answered=tuple(sorted(self.answered)),
            question_seat=self.question.seat if self.question else None,
            question_levels=self.question.levels if self.question else None,
            actor=self.actor, draws=self.draws, first_discard=self.first_discard, post_hu=self.post_hu,
            nodiscard=tuple(sorted(self.nodiscard)), last_take_draw=self.last_take_draw,
            dangdi=self.dangdi, pre_dangdi=self.pre_dangdi, wai_turn=self.wai_turn)

    # ------------------------------------------------------------ copies
    def sits_out_why(self, seat: int) -> Reason | None:
        return Reason("zipai.shouxing") if seat == self.sitter else None

    def clone(self) -> "ZipaiHand":
        """An independent copy: every field copied by name (the shared ones —
        variant, rules, the seat order — are never changed after setup)."""
        c = type(self).__new__(type(self))
        c.variant, c.vid, c.seed, c.rules, c.ht = self.variant, self.vid, self.seed, self.rules, self.ht
        c.settings = dict(self.settings)
        c.context = dict(self.context)
        c.n, c.dealer, c.sitter, c.order, c.nxt = self.n, self.dealer, self.sitter, self.order, self.nxt
        c.seats = [st.copy() for st in self.seats]
        c._log = list(self._log)
        c.stock = list(self.stock)
        c._deck, c._draws = self._deck, self._draws
        c.phase, c.actor = self.phase, self.actor
        c.live, c.live_from, c.live_how = self.live, self.live_from, self.live_how
        c.answered = set(self.answered)
        c.question = self.question
        c.draws, c.first_discard, c.post_hu = self.draws, self.first_discard, self.post_hu
        c.nodiscard = set(self.nodiscard)
        c.last_take_draw = self.last_take_draw
        c.winner, c._result, c.win_info, c._legal = self.winner, self._result, self.win_info, self._legal
        c.dangdi, c.pre_dangdi, c.wai_turn = self.dangdi, self.pre_dangdi, self.wai_turn
        if self.deal is not None:
            c.deal = self.deal
        return c

    # ------------------------------------------------------------ sampling
    def resample_hidden(self, seat: int, rng: Rng) -> "ZipaiHand":
        """A full state ``seat`` cannot tell from this one: the cards it
        cannot see dealt again at random (``sample`` of its view)."""
        return self.sample(self.view(seat), rng)

    @classmethod
    def sample(cls, view: SeatView, rng: Rng) -> "ZipaiHand":
        """A full state consistent with ``view``: the public part as the view
        gives it (``_public``), the viewer's own hand, and the cards the
        viewer cannot see dealt at random to the other hands and the stock."""
        from ..variants import find_variant

        variant = find_variant(view.variant)
        pub = view.extra["public"]
        assert isinstance(pub, TablePublic)
        state = cls(variant, dict(view.extra.get("settings", {})) or variant.settings(),
                    0, dict(view.context), _empty=True)
        state.settings = dict(view.extra.get("settings") or variant.settings())
        state.seats = [Seat.from_public(d) for d in pub.seats]
        seen = [0] * 20
        for st in state.seats:
            for m in st.melds:
                for k in m.kinds:
                    seen[k] += 1
            for k in st.pile:
                seen[k] += 1
        if pub.live is not None:
            seen[pub.live] += 1
        me = view.seat
        if me is not None:
            for c in view.players[me].hand or ():
                state.seats[me].hand[c.index] += 1
                seen[c.index] += 1
        pool = [k for k in range(20) for _ in range(4 - seen[k])]
        rng.shuffle(pool)
        for pv in view.players:
            if pv.seat == me:
                continue
            for _ in range(pv.hand_size):
                state.seats[pv.seat].hand[pool.pop()] += 1
        state.stock = pool
        state._deck, state._draws = None, ()    # the deal is not known: it was sampled
        if cls.FOURS_LAID_OUT:
            # four alike never rest in the hand (they are laid out as 龙):
            # trade one of them for a stock card of another kind
            for pv in view.players:
                if pv.seat == me:
                    continue
                hand = state.seats[pv.seat].hand
                for k in range(20):
                    while hand[k] >= 4:
                        j = next((i for i, x in enumerate(pool) if hand[x] < 3 and x != k), None)
                        if j is None:
                            break
                        hand[k] -= 1
                        hand[pool[j]] += 1
                        pool[j] = k
        state._log = list(view.log)
        state.phase, state.actor, state.draws = pub.phase, pub.actor, pub.draws
        state.live, state.live_from, state.live_how = pub.live, pub.live_from, pub.live_how
        state.first_discard, state.post_hu, state.dangdi = pub.first_discard, pub.post_hu, pub.dangdi
        state.last_take_draw = pub.last_take_draw
        state.pre_dangdi = pub.pre_dangdi
        state.wai_turn = pub.wai_turn
        state.answered = set(pub.answered)
        state.nodiscard = set(pub.nodiscard)
        state.winner = None
        state._result = None
        state.win_info = None
        state._legal = None
        state.question = None
        if state.phase in ("claim", "special"):
            qs = pub.question_seat
            lvls = pub.question_levels
            assert qs is not None and lvls is not None
            acts: list[Action] = []
            forced = False
            for lvl in lvls:
                offer = state._options(qs, lvl)
                acts += offer.actions
                forced = forced or offer.forced
            if acts:
                state.question = Question(qs, lvls, tuple(acts), forced)
                state.actor = qs
            else:
                state._advance()
        return state

    # ------------------------------------------------------------ a seat's own
    def hand_counts(self, s: int) -> tuple[int, ...]:
        """Counts per kind of seat ``s``'s hand (for a player simulating
        this state: its own seat, or a sampled one)."""
        return tuple(self.seats[s].hand)

    def table_of(self, s: int) -> tuple[Meld, ...]:
        """Seat ``s``'s groups on the table, as a view shows them."""
        return tuple(Meld(m.form, _cards(m.kinds), m.hidden, m.source) for m in self.seats[s].melds)

    def held_cards(self, s: int) -> list[int]:
        """Counts per kind of everything seat ``s`` holds (hand and melds)."""
        st = self.seats[s]
        out = list(st.hand)
        for m in st.melds:
            for k in m.kinds:
                out[k] += 1
        return out

    def red_count(self, counts: Counts) -> int:
        return sum(counts[k] for k in RED)


def state_from_deal(variant: Any, hands: Sequence[str], stock: str, dealer: int = 0,
                    settings: Mapping[str, Any] | None = None, dangdi: str | None = None) -> ZipaiHand:
    """A hand with a few chosen cards (rule tests): ``hands`` per seat (card
    text), ``stock`` in draw order, qidong's ``dangdi`` card — any number of
    cards, so it is no game's deck and cannot be saved.  A lesson or puzzle
    arranges a whole deal instead (``core.Deal``, ``core.Position``), which
    saves, replays and verifies like a dealt game."""
    from .cards import parse_cards

    from . import hand_class

    cls = hand_class(variant)
    st = cls(variant, variant.settings(settings), 0, {"dealer": dealer}, _empty=True)
    st.seats = [Seat() for _ in range(st.n)]
    st._log = []
    for s, text in enumerate(hands):
        for c in parse_cards(text):
            st.seats[s].hand[c.index] += 1
    st.stock = [c.index for c in reversed(parse_cards(stock))]
    given = [[c.index for c in parse_cards(text)] for text in hands] + [[] for _ in range(st.n)]
    shown = [parse_cards(dangdi)[0].index] if dangdi is not None else []
    st._deck = tuple([k for s in st.order for k in given[s]] + shown + st.stock[::-1])
    st._draws = ()
    seen = [0] * 20
    for st_seat in st.seats:
        for k in range(20):
            seen[k] += st_seat.hand[k]
    for k in st.stock:
        seen[k] += 1
    from ..errors import CardError

    if dangdi is not None:
        seen[parse_cards(dangdi)[0].index] += 1
    elif cls.SHOWS_DANGDI:
        raise CardError("this deal needs the 挡底, the card the 庄 shows (dangdi)")
    if any(c > 4 for c in seen):
        raise CardError("more than four of a card in this deal")
    st._start_hand(parse_cards(dangdi)[0].index if cls.SHOWS_DANGDI and dangdi is not None else None)
    return st

"""One hand of 八胡头 as a state machine (see ``app.engine.core.GameState``).

Phases and who acts (one seat at a time):

- ``buy``: while dealing, each seat holding its first ``buy_limit`` cards says
  ``buy`` (买庄) or ``pass``, 头家 first.
- ``discard``: the seat holding 26 cards discards (``discard``, 打).
- ``claim``: a live card (a discard or a flipped card) is offered to the
  seats that may use it, one at a time in priority order: 胡 first, then
  碰/杠, then 吃; ties by turn order from the card (the flipper first for a
  flipped card, then its 下家; for a discard, the 下家 first).  Verbs:
  ``hu`` (成), ``peng`` (碰), ``gang`` (杠/开招), ``chi`` (吃, one action per
  way to eat, naming the whole resulting group), ``pass`` (过) and ``ao``
  (熬将: decline a win one may decline).  Forced acts are offered alone.
- ``zhang``: a flipped 将 nobody claimed: the flipper 涨s it (forced).
- ``flip``: the seat whose turn it is turns the next stock card (``flip``, 翻).
- ``over``: 成 (a win) or 臭局 (stock exhausted).

Cards never enter a hand after the deal: claimed cards go to the table.  At
rest a seat owns 25 cards (hand + table), 26 when it must discard.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, Iterable, Mapping, Sequence

from ..core import Action, Chance, Deal, GameState, HandResult, Meld, PlayerView, SeatView, Step, Verb
from ..errors import CardError
from ..messages import Reason, Seq, verb, verbs
from ..rng import Rng
from . import evaluate as ev
from .cards import ALL_KINDS, LongCard
from .scoring import ZhuangFacts, jail_next, settle_hand, su_peng_zhuang  # noqa: F401  (jail_next: tests)
from .values import CLAIMS, NOT_FORCED, BaoZhuang, Flip, Forced, LiveCard, PairBreak, Source, WinOption, WinPay

N = 4
NK = ev.NKINDS
JIANG = ev.JIANG
T1 = ev.T1
DEAL_TOTAL = 26 + 25 * 3

LEVEL = {Verb.HU: 3, Verb.PENG: 2, Verb.GANG: 2, Verb.CHI: 1}


def _card(k: int) -> LongCard:
    return ALL_KINDS[k]


def _kinds(cards: Iterable[LongCard]) -> list[int]:
    return [c.index for c in cards]


@lru_cache(maxsize=None)
def _reason(key: str) -> Reason:
    """The refusal ``key`` (no parameters), built once: a rule's predicate
    answers with it on every question."""
    return Reason(key)


@lru_cache(maxsize=None)
def _folded_reason(why: str) -> Reason:
    """The refusal of a folded hand's claim, folded for the reason ``why`` (a key)."""
    return Reason("long.folded", why=Reason(why))


@lru_cache(maxsize=None)
def _card_reason(key: str, k: int) -> Reason:
    """The refusal ``key`` about card kind ``k``, built once."""
    return Reason(key, card=_card(k))


def discard_rule(hand: Sequence[int], eaten: set[int] | frozenset[int], k: int,
                 errors: bool = False) -> Reason | None:
    """The rule of what a seat's cards let it discard: a card in the hand
    (``hand``: counts per kind), never a 将, never from a 招儿, never a kind
    it ate (穷吃狗阔, 000 §四; ``errors``: the table rules, which allow and
    punish it).  None if kind ``k`` may go."""
    if hand[k] <= 0:
        return _card_reason("long.not_in_hand", k)
    if k in JIANG:
        return _card_reason("long.jiang_discard", k)
    if hand[k] >= 3:
        return _card_reason("long.zhaor_discard", k)
    if k in eaten and not errors:
        return _card_reason("long.eaten_discard", k)
    return None


class LongHand(GameState):
    """A hand of 八胡头: the rules both variants share.  A variant is a
    subclass (``HaimenHand``, ``LvsiHand``) whose class attributes hold its
    庄 tables and which overrides the hooks ``win_type`` and ``win_line``;
    house rules are settings (``Option``), read from ``self.settings``."""

    VERBS = ("buy", "flip", "chi", "peng", "gang", "zhang", "hu", "ao", "pass", "discard")
    # 将碰庄 of the first few 将 碰/杠, then ``JIANG_PENG_STEP`` more for each further one
    JIANG_PENG_FIRST: ClassVar[tuple[int, ...]] = ()
    JIANG_PENG_STEP: ClassVar[int] = 0
    # win type → what it pays (``WinPay``)
    WIN_TABLE: ClassVar[dict[str, WinPay]] = {}
    # AI tuning carried by the variant: own choices the hard player's look-ahead
    # plays through before it scores (docs/ai.md "depth 2")
    LOOKAHEAD_DEPTH: ClassVar[int] = 1

    @classmethod
    def jiang_peng_zhuang(cls, n: int) -> int:
        """将碰庄 of ``n`` 将 碰/杠."""
        if n <= 0:
            return 0
        first = cls.JIANG_PENG_FIRST
        if n <= len(first):
            return first[n - 1]
        return first[-1] + cls.JIANG_PENG_STEP * (n - len(first))

    @classmethod
    def peng_zhuang(cls, facts: ZhuangFacts) -> int:
        """碰庄: the 素 and 将 碰/杠 of a table."""
        return su_peng_zhuang(facts.su_peng, facts.jiang_peng) + cls.jiang_peng_zhuang(facts.jiang_peng)

    @classmethod
    def win_type(cls, *, dealt_zhaor: bool, jiang_peng: int, has_run_or_baozi: bool) -> str:
        """Hook: the win type (a key of ``WIN_TABLE``) of a winning hand."""
        raise NotImplementedError

    @classmethod
    def win_line(cls, name: Reason, base: int, peng: int, mult: int, tan: int, total: int, di: int) -> Reason:
        """Hook: the sentence explaining the winner's 庄."""
        raise NotImplementedError

    @classmethod
    def win_zhuang(cls, kind: str, hu: int, facts: ZhuangFacts) -> tuple[int, int, list[Reason]]:
        """(total 庄 of the winner, 底, explanation lines)."""
        pay = cls.WIN_TABLE[kind]
        base = pay.big if hu >= 11 else pay.small
        peng = cls.peng_zhuang(facts)
        tan = facts.tan_zhuang()
        total = base + peng * pay.mult + tan
        return total, pay.di, [cls.win_line(Reason(f"long.win.{kind}"), base, peng, pay.mult, tan, total, pay.di)]

    def __init__(self, variant: Any, settings: Mapping[str, Any], seed: int,
                 context: Mapping[str, Any] | None = None, *,
                 _blank: bool = False, deal: Deal | None = None):
        self.variant = variant
        self.settings = dict(settings)
        self.seed = seed
        self.context = dict(context or {})
        self.deal = deal
        if _blank:
            return
        self.vid = variant.id
        self.xing = bool(settings.get("xing"))
        self.table_rules = bool(settings.get("table_rules"))
        self.huanghu = bool(settings.get("huanghu", True))
        self.dealer = int(self.context.get("dealer", 0)) % N
        # counts per kind of each seat's hand (None in a state sampled for another seat, until dealt)
        self.hands: list[Any] = [[0] * NK for _ in range(N)]
        self.melds: list[list[Meld]] = [[] for _ in range(N)]
        self.discards: list[list[LongCard]] = [[] for _ in range(N)]
        self.flipped: list[Flip] = []     # the cards turned, in order
        self.bought = [False] * N
        self.folded = [False] * N
        self.fold_why = [""] * N
        self.void = [False] * N          # 庄 void (penalty)
        self.false_win = [False] * N     # 诈胡 this hand → 坐牢
        self.dealt_zhaor: list[bool | None] = [False] * N
        self.mi_chi: list[set[int]] = [set() for _ in range(N)]
        self.mi_peng: list[set[int]] = [set() for _ in range(N)]
        self.eaten: list[set[int]] = [set() for _ in range(N)]
        self.round_at: list[int | None] = [None] * N
        self.first_seen: dict[int, int] = {}
        self.penalties: list[str] = []
        self.sheng_passed: dict[int, set[int]] = {}   # 生将 a 打滚 seat let pass (table rules)
        self.baozhuang: list[BaoZhuang] = []         # 包庄 owed, in order
        # 吊张留下 (seed 001 §四(4), §八.8): the last discard that broke a pair,
        # the duty it left once claimed, and (table rules) the copies kept anyway
        self.pair_break: PairBreak | None = None
        self.diao: list[int | None] = [None] * N
        self.diao_kept: list[set[int]] = [set() for _ in range(N)]
        self._log: list[Action] = []
        self._result: HandResult | None = None
        self.live: LiveCard | None = None
        self.claims: dict[int, frozenset[Verb]] = {}   # each seat's open claims of the live card
        self.order: list[int] = []
        self.passed: dict[int, frozenset[Verb]] = {}
        self.forced: dict[int, Forced] = {}
        self._floor: dict[int, tuple[int, int]] = {}   # determinized states keep the viewer's offer
        self.phase = "deal"
        self.turn: int | None = self.dealer
        self._cache: dict[Any, Any] = {}
        self._legal: list[Action] | None = None
        self._buy_asked = 0              # seats asked to 买庄 so far (phase "buy")
        # the deal: the seed's shuffle, or the deck as arranged
        deck = variant.engine.deck(settings)
        if deal is None:
            rng = Rng(seed)
            rng.shuffle(deck)
            ks = [c.index for c in deck]
        else:
            ks = _arranged_deck(deal, deck, self.dealer)
        self._deck: tuple[int, ...] | None = tuple(ks)   # the deal's chance step (hidden)
        self.dealt: list[Any] = [[] for _ in range(N)]   # kinds in dealing order per seat (None: unknown)
        for i in range(DEAL_TOTAL):
            self.dealt[(self.dealer + i) % N].append(ks[i])
        self.stock = ks[DEAL_TOTAL:]
        limit = int(settings.get("buy_limit", 3))
        if limit > 0:
            for s in range(N):
                for k in self.dealt[s][:limit]:
                    self.hands[s][k] += 1
            self.buy_limit = limit
            self.phase = "buy"
            self.turn = self.dealer
            self._buy_asked = 0
        else:
            self.buy_limit = 0
            self._finish_deal()

    @classmethod
    def arranged(cls, variant: Any, hands: Sequence[str], stock: str, *, dealer: int = 0,
                 melds: Sequence[Sequence[tuple[str, str]]] | None = None,
                 settings: Mapping[str, Any] | None = None,
                 context: Mapping[str, Any] | None = None) -> "LongHand":
        """A hand dealt as given (for tests, teaching and puzzles; not
        rebuildable from a seed).  ``hands``: four card strings (the 头家's 26
        first-dealt cards included); ``stock``: the flip order; ``melds``:
        optional extra table groups per seat as (form, cards string)."""
        from .cards import parse_cards

        st = variant.settings(dict(settings or {}, buy_limit=0))
        ctx = dict(context or {}, dealer=dealer)
        h = (variant.hand_class if cls is LongHand else cls)(variant, st, 0, ctx)
        h.hands = [[0] * NK for _ in range(N)]
        h.melds = [[] for _ in range(N)]
        h.dealt = [[c.index for c in parse_cards(t)] for t in hands]
        h.stock = [c.index for c in parse_cards(stock)]
        h._deck = tuple(k for d in h.dealt for k in d) + tuple(h.stock)
        h.flipped, h.discards = [], [[] for _ in range(N)]
        h._log = []
        h.folded = [False] * N
        h.fold_why = [""] * N
        h._result = None
        h.phase = "deal"
        h._finish_deal()
        for s, groups in enumerate(melds or []):
            for form, text in groups:
                h.melds[s].append(Meld(form, parse_cards(text)))
        h._changed()
        for s in range(N):
            if s != dealer and melds and s < len(melds) and melds[s]:
                h._update_round(s)  # 打滚 with the table given
        if h.phase == "discard" and h.turn is not None:
            h._need_discard(h.turn)
        return h

    # ------------------------------------------------------------ basics

    @property
    def log(self) -> tuple[Action, ...]:
        return tuple(self._log)

    @property
    def history(self) -> tuple[Step, ...]:
        """The deal (the deck in dealing order), then the actions with each
        flip's card as a chance step right after the ``flip`` that turned it.
        (A state sampled for search does not know its deal: ``CardError``.)"""
        if self._deck is None:
            raise CardError("a sampled state does not know its deal")
        out: list[Step] = [Chance("deal", tuple(_card(k) for k in self._deck))]
        flips = iter(self.flipped)
        for a in self._log:
            out.append(a)
            if a.kind == "flip":
                f = next(flips)
                out.append(Chance("flip", (_card(f.kind),), f.seat))
        return tuple(out)

    @property
    def to_act(self) -> int | None:
        return None if self.phase == "over" else self.turn

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def result(self) -> HandResult | None:
        return self._result

    def clone(self) -> "LongHand":
        """An independent copy: every field of ``_FIELDS`` copied by name (the
        containers one level deep; cards, 组 and reasons are immutable and shared)."""
        c = type(self)(self.variant, self.settings, self.seed, self.context, _blank=True)
        for attr, _known, copy in _FIELDS:
            setattr(c, attr, copy(getattr(self, attr)))
        return c

    def _changed(self, seat: int | None = None) -> None:
        self._legal = None
        if seat is None:
            self._cache.clear()
        else:
            self._cache.pop(seat, None)
            for key in [k for k in self._cache if isinstance(k, tuple) and k[1] == seat]:
                del self._cache[key]

    # ------------------------------------------------------------ holdings

    @property
    def in_play(self) -> LiveCard:
        """The live card; only asked while there is one (claims, 涨)."""
        live = self.live
        assert live is not None, "no card is in play"
        return live

    def table_of(self, s: int) -> ev.Table:
        return ev.table_from_melds(self.melds[s])

    def key(self, s: int) -> tuple[Any, frozenset[int], Any]:
        """(pool, 招儿, table) of a seat, for evaluation (cached)."""
        k = self._cache.get(s)
        if k is None:
            table = self.table_of(s)
            hand = tuple(self.hands[s])
            zhaor = frozenset(i for i in range(NK) if hand[i] == 3)
            pool, table = ev.prepare(hand, table)
            k = (pool, zhaor, table)
            self._cache[s] = k
        return k

    def owned(self, s: int) -> int:
        return int(sum(self.hands[s])) + sum(len(m.cards) for m in self.melds[s])

    def zhang_count(self, s: int, k: int) -> int:
        return sum(1 for m in self.melds[s] if m.form == "zhang" and m.cards[0].index == k)

    def can_discard(self, s: int, k: int, allow_errors: bool = False) -> Reason | None:
        """None if seat ``s``'s cards let it discard kind ``k``, else why not
        (the rule ``discard_rule``; ``allow_errors``: the table rules' 穷吃)."""
        return discard_rule(self.hands[s], self.eaten[s], k, allow_errors)

    def discardable(self, s: int, hand: Sequence[int] | None = None,
                    eaten: set[int] | frozenset[int] | None = None) -> list[int]:
        """The kinds ``discard_rule`` lets seat ``s`` discard (from ``hand``
        and ``eaten`` instead of its own, to ask whether a claim would leave
        it anything to discard: 漲爆)."""
        h = self.hands[s] if hand is None else hand
        e = self.eaten[s] if eaten is None else eaten
        return [k for k in range(NK) if h[k] and discard_rule(h, e, k, False) is None]

    def _discard_bar(self, s: int, k: int) -> Reason | None:
        """The discard rule of seat ``s`` now, for kind ``k``: its cards allow
        it (``discard_rule``; the table rules let 穷吃 happen and punish it),
        and 吊张留下 binds (the duty is the only discard, but under the table
        rules, which keep and punish it at the end)."""
        why = discard_rule(self.hands[s], self.eaten[s], k, self.table_rules)
        if why is not None or self.table_rules:
            return why
        duty = self._diao_duty(s)
        if duty is not None and k != duty:
            return _card_reason("long.diaozhang", duty)
        return None

    # ------------------------------------------------------------ dealing

    def _finish_deal(self) -> None:
        for s in range(N):
            for k in self.dealt[s][self.buy_limit:]:
                self.hands[s][k] += 1
        for s in range(N):
            h = self.hands[s]
            self.dealt_zhaor[s] = any(c >= 3 for c in h)
            qualified = any(h[k] >= 2 for k in JIANG)
            if self.huanghu and not qualified:
                self.folded[s] = True
                self.fold_why[s] = Reason("long.fold.huanghu")
            for k in range(NK):
                if h[k] == 4:
                    h[k] = 0
                    self.melds[s].append(Meld("tan", (_card(k),) * 4, hidden=4 if self.folded[s] else 0))
        self._changed()
        if all(self.folded):
            self._end_draw(Reason("long.draw.folded"))
            return
        for s in range(N):
            if s != self.dealer:  # a hand may be 打滚 from the deal
                self._update_round(s)
        if self.folded[self.dealer]:
            self.phase, self.turn = "flip", self.dealer
        else:
            self._need_discard(self.dealer)

    # ------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        s = self.turn
        p = self.phase
        if p == "over" or s is None:
            return []
        if p == "buy":
            return [Action(s, "buy"), Action(s, "pass")]
        if p == "flip":
            return [Action(s, "flip")]
        if p == "zhang":
            return [Action(s, "zhang", (_card(self.in_play.kind),))]
        if p == "discard":
            h = self.hands[s]
            return [Action(s, "discard", (_card(k),)) for k in range(NK) if h[k] and self._discard_bar(s, k) is None]
        if p == "claim":
            return self._claim_actions(s)
        return []

    def why_illegal(self, action: Action) -> Reason | None:
        if self.phase == "over":
            return Reason("hand_over")
        if not isinstance(action, Action):
            return Reason("not_action")
        if self.turn is None:
            return Reason("hand_over")
        if action.seat != self.turn:
            return Reason("wrong_seat", turn=self.turn + 1, seat=action.seat + 1)
        if action in self.legal_actions():
            return None
        if (self.table_rules and self.phase == "claim" and action.kind == "hu"
                and tuple(action.cards) == (_card(self.in_play.kind),)
                and not (self.in_play.how == Source.DISCARD and action.seat == self.in_play.seat)):
            return None  # a false win: allowed under table rules, and punished (坐牢)
        return self._explain(action)

    def _explain(self, a: Action) -> Reason:
        """Why ``a`` is refused: the rule that bars it (each rule is one
        predicate, which ``legal_actions`` asks too)."""
        s, kind = a.seat, a.kind
        p = self.phase
        ks = _kinds(a.cards)
        if p == "discard":
            if kind != "discard":
                return Reason("long.must_discard", verb=verb(kind, "long"))
            if len(ks) != 1:
                return Reason("discard_one")
            return self._discard_bar(s, ks[0]) or Reason("long.discard_not_now")
        if p == "claim":
            return self._claim_bar(a) or Reason("long.verb_cards", verb=verb(kind, "long"))
        if p == "flip":
            return Reason("long.flip")
        if p == "zhang":
            return Reason("long.zhang")
        if p == "buy":
            return Reason("long.buy")
        return Reason("not_now", verb=verb(kind, "long"))

    # ------------------------------------------------------------ claims
    #
    # Each rule of a claim is one predicate: None if it allows the claim,
    # else the Reason why not.  ``_claim_options`` (what a seat may claim
    # when a card comes into play) and the refusal of a claim both ask them.

    def _claim_bar(self, a: Action) -> Reason | None:
        """Why seat ``a.seat`` may not make claim ``a`` of the live card now
        (None: it may, if the cards name the claim rightly): a forced act in
        its place (``_forced_bar``), the claim's own rule, then the claim
        round's (``_round_bar``)."""
        s, kind = a.seat, a.kind
        live = self.in_play
        if kind in ("pass", "ao"):
            return self._pass_bar(s, kind)
        if kind in CLAIMS:
            why = self._folded_bar(s) or self._forced_bar(s, Verb(kind))
            if why is not None:
                return why
        if kind == "hu":
            why = self._hu_bar(s, live)
        elif kind == "peng":
            why = self._peng_bar(s, live)
        elif kind == "gang":
            why = self._gang_bar(s, live)
        elif kind == "chi":
            why = self._chi_bar(s, live, _kinds(a.cards))
        else:
            return self._not_now(kind)
        return why or self._round_bar(s, Verb(kind))

    def _not_now(self, kind: str) -> Reason:
        return Reason("long.not_now_may", verb=verb(kind, "long"),
                      verbs=verbs(sorted({b.kind for b in self.legal_actions()}), "long"))

    def sits_out_why(self, seat: int) -> Reason | None:
        return self._folded_bar(seat)

    def _folded_bar(self, s: int) -> Reason | None:
        """A folded hand (扣牌, 黄胡) claims nothing."""
        if not self.folded[s]:
            return None
        why = self.fold_why[s] or _reason("long.fold.koupai")
        if isinstance(why, Reason) and not why.params:
            return _folded_reason(why.key)   # (the usual case, built once)
        return Reason("long.folded", why=why)

    def _hu_bar(self, s: int, live: LiveCard) -> Reason | None:
        """成 with the live card: the hand with it is 圆 with ≥ 8 胡; on one's
        own discard only a 打滚 hand it fits (000 §五)."""
        why = self._folded_bar(s)
        if why is not None:
            return why
        if live.how == Source.DISCARD and s == live.seat:
            return self._own_discard_refusal(s, live.kind)
        pool, zhaor, table = self.key(s)
        if not ev.wins_with(pool, zhaor, table, live.kind):
            return _reason("long.no_win")
        return None

    def _own_discard_bar(self, s: int, live: LiveCard) -> Reason | None:
        """One's own discard may only be won on (000 §五), never taken otherwise."""
        if live.how == Source.DISCARD and s == live.seat:
            return _reason("long.own_discard_only_win")
        return None

    def _gang_bar(self, s: int, live: LiveCard) -> Reason | None:
        """杠 (开招) of the live card: only a 招儿 held in the hand opens (000
        "對子碰，三張杠", 001 "招儿必须碰，叫开招"); a fourth card never joins a 碰
        on the table (no 加杠, rules version 2); not a 霉张 (but under the table
        rules, which punish it)."""
        why = self._folded_bar(s) or self._own_discard_bar(s, live)
        if why is not None:
            return why
        x = live.kind
        if x not in self.key(s)[1]:
            if any(m.form == "peng" and m.cards and m.cards[0].index == x for m in self.melds[s]):
                return _card_reason("long.no_jiagang", x)
            return _card_reason("long.gang_need", x)
        if x in self.mi_peng[s] and not self.table_rules:
            return _card_reason("long.peng_mei", x)
        return None

    def _peng_bar(self, s: int, live: LiveCard) -> Reason | None:
        """碰 of the live card: a pair of it (涨 将 count), not a 招儿 (that is
        opened: 杠), not a 霉张 (but under the table rules), and something left
        to discard after it — a 将 other than 一筒 is 碰'd even so (碰将)."""
        why = self._folded_bar(s) or self._own_discard_bar(s, live)
        if why is not None:
            return why
        x = live.kind
        if x in self.mi_peng[s] and not self.table_rules:
            return _card_reason("long.peng_mei", x)
        pool, zhaor, _table = self.key(s)
        if x in zhaor:
            return _reason("long.peng_zhaor")
        if pool[x] < 2:
            return _card_reason("long.peng_pair", x)
        if not self._peng_leaves_discard(s, x) and not self._must_peng(x):
            return _reason("long.peng_zhangbao")
        return None

    def _chi_seat_bar(self, s: int, live: LiveCard) -> Reason | None:
        """Who may eat the live card at all: the discarder's 下家, or the
        flipper and its 下家; never a 将; not a 霉张 (but under the table rules)."""
        why = self._folded_bar(s)
        if why is not None:
            return why
        if live.kind not in JIANG and s not in self._eaters(live):
            return _reason("long.chi_who")
        return self._chi_card_bar(s, live.kind, self.table_rules)

    def _chi_card_bar(self, s: int, x: int, errors: bool) -> Reason | None:
        """The card eaten: never a 将 (unclaimed, the flipper 涨s it); not a
        霉张 (迷张): a 素 card once offered to seat ``s`` to eat and not eaten
        (000 §四.4); ``errors``: the table rules, which allow and punish it."""
        if x in JIANG:
            return _card_reason("long.chi_jiang", x)
        if x in self.mi_chi[s] and not errors:
            return _card_reason("long.chi_mei", x)
        return None

    def _chi_bar(self, s: int, live: LiveCard, ks: list[int]) -> Reason | None:
        """吃 of the live card making the group ``ks``: the seat may eat it
        (``_chi_seat_bar``) and the group is one of its ways (``_chi_group_bar``)."""
        why = self._chi_seat_bar(s, live)
        if why is not None:
            return why
        x = live.kind
        if x not in ks:
            return _card_reason("long.chi_contain", x)
        if not self._is_group(ks):
            return Reason("long.chi_group", cards=Seq((_card(k).code for k in ks), "space"))
        return self._chi_group_bar(s, x, tuple(sorted(ks)), self.table_rules)

    def _pass_bar(self, s: int, kind: str) -> Reason | None:
        """过 / 熬: not while a forced act is offered (but under the table
        rules, which punish skipping it); 熬 declines a win, 过 anything else."""
        if kind not in ("pass", "ao"):
            return self._not_now(kind)
        why = self._forced_reason(s)
        if why is not None and not self.table_rules:
            return why
        if (kind == "ao") != (Verb.HU in self._allowed(s)):
            return _reason("long.cannot_pass")   # 熬 only beside a win, 过 only without one
        return None

    def _forced_bar(self, s: int, kind: Verb) -> Reason | None:
        """A forced act of seat ``s`` takes the place of its other claims (but
        under the table rules, which punish skipping it)."""
        if kind in self._offered(s) and kind not in self._allowed(s):
            return self._forced_reason(s)
        return None

    def _round_bar(self, s: int, kind: Verb) -> Reason | None:
        """The claim round's rule for a claim seat ``s``'s own rule allows:
        it is still open to the seat (not passed) and nobody outranks it (胡,
        then 碰/杠, then 吃; ties by turn from the card)."""
        if kind not in self.claims.get(s, ()):
            return self._not_now(kind)
        if kind not in self._offered(s):
            return _reason("long.chi_not_offered") if kind == Verb.CHI else self._not_now(kind)
        return None

    def _claim_options(self, s: int, live: LiveCard) -> frozenset[Verb]:
        """What seat ``s`` may do with the live card (ignoring priority): the
        claims whose rules allow them."""
        opts = set()
        if self._hu_bar(s, live) is None:
            opts.add(Verb.HU)
        if self._gang_bar(s, live) is None:
            opts.add(Verb.GANG)
        if self._peng_bar(s, live) is None:   # (never beside 杠: a 招儿 is opened, not 碰'd)
            opts.add(Verb.PENG)
        if self._chi_seat_bar(s, live) is None and self._chi_ways(s, live.kind, errors=self.table_rules):
            opts.add(Verb.CHI)
        return frozenset(opts)

    def _own_discard_refusal(self, s: int, x: int) -> Reason | None:
        """None if seat ``s`` may win on its own discard ``x``: its hand after
        the discard is 圆 with ≥ 8 胡 (打滚) and ``x`` fits it (000 §五 "別人或自己
        發的素牌…只要能加入…都可以胡下來"; declining it is 熬将, 000 §七.5)."""
        if self.round_at[s] is None:
            return _reason("long.own_not_round")
        pool, zhaor, table = self.key(s)
        if not ev.wins_with(pool, zhaor, table, x):
            return _card_reason("long.own_not_fit", x)
        return None

    def _diao_duty(self, s: int) -> int | None:
        """吊张留下 (001 §四(4) "不可以吊张留下，拆对子发牌，第一张已发出，在不听张的
        前提下，则第二张又没有用，则必须发出（假如无人碰或下家没有吃除外）"): the kind
        seat ``s`` must discard now, or None.  The duty binds at the seat's
        next discard after one copy of a pair it broke was 碰'd or eaten, when
        the second copy is still held, is loose in the best arrangement, and
        no discard would leave the seat 听张 (打滚 or one card short)."""
        x = self.diao[s]
        if x is None or self.phase != "discard" or self.turn != s:
            return None
        ck = ("diao", s)
        if ck in self._cache:
            cached: int | None = self._cache[ck]
            return cached
        duty = None
        if self.hands[s][x] == 1 and x not in self.eaten[s] and self.can_discard(s, x) is None:
            pool, zhaor, table = self.key(s)
            less = list(pool)
            less[x] -= 1
            if ev.best(tuple(less), zhaor, table).loose < ev.best(pool, zhaor, table).loose \
                    and not self._ting_after_discard(s):
                duty = x
        self._cache[ck] = duty
        return duty

    def _ting_after_discard(self, s: int) -> bool:
        """Some discard leaves seat ``s`` 听张: 打滚, or one card short of a win."""
        pool, zhaor, table = self.key(s)
        unseen = [4] * NK
        for k in range(NK):
            unseen[k] -= self.hands[s][k]
        for m in self.melds[s]:
            for card in m.cards:
                unseen[card.index] -= 1
        for y in self.discardable(s):
            p = list(pool)
            p[y] -= 1
            if ev.waits(tuple(p), zhaor, table, unseen):
                return True
        return False

    @staticmethod
    def _must_peng(x: int) -> bool:
        return x in JIANG and x != T1

    def _peng_leaves_discard(self, s: int, x: int) -> bool:
        """漲爆 check for an optional 碰: something must remain to discard."""
        h = list(self.hands[s])
        h[x] -= min(2, h[x])
        return bool(self.discardable(s, h))

    @staticmethod
    def _eaters(live: LiveCard) -> tuple[int, ...]:
        """Who may eat the live card: a discard's 下家; a flipped card's flipper and its 下家."""
        nxt = (live.seat + 1) % N
        return (nxt,) if live.how == Source.DISCARD else (live.seat, nxt)

    def _open_claims(self, x: int, src: int, how: Source) -> None:
        live = self.live = LiveCard(x, src, how)
        # the claimant order from the card: for a discard the discarder first
        # (the card lies before it, as a flipped card before its flipper): it
        # may only win on it (熬将 declines)
        order = [(src + i) % N for i in range(N)]
        self.order = order
        for key in [k for k in self._cache if isinstance(k, tuple)]:
            del self._cache[key]  # eating ways are only cached within one claim round
        self.claims = {}
        self.passed = {}
        self.forced = {}
        for s in order:
            opts = self._claim_options(s, live)
            if opts:
                self.claims[s] = opts
                self.forced[s] = self._forced_of(s, x, opts)
        self._legal = None
        self._next_claimant()

    def _forced_of(self, s: int, x: int, opts: frozenset[Verb]) -> Forced:
        f = set()
        sheng = False
        pool, zhaor, table = self.key(s)
        if Verb.HU in opts:
            round_at = self.round_at[s]
            if round_at is None:
                f.add(Verb.HU)  # 觸口: one short and this card completes it
            elif x in JIANG and pool[x] < 2:
                first = self.first_seen.get(x)
                if first is None or first >= round_at:
                    f.add(Verb.HU)  # 生将必胡
                    sheng = True    # (marks why: passing it risks 包庄, not 扣牌)
        if Verb.GANG in opts and x in zhaor:
            f.add(Verb.GANG)  # 开招
        if Verb.PENG in opts and self._must_peng(x):
            f.add(Verb.PENG)  # 碰将
        return Forced(frozenset(f), sheng) if f else NOT_FORCED

    def forced_now(self, s: int) -> frozenset[Verb]:
        """The forced claims among those seat ``s`` is offered now."""
        return self.forced.get(s, NOT_FORCED).acts & self._offered(s)

    def _forced_reason(self, s: int) -> Reason | None:
        """The rule of forced acts (觸口 and 生将必胡: 成; 开招: 杠; 碰将: 碰):
        why seat ``s`` may do nothing else with the live card (None: nothing
        is forced on it now)."""
        f = self.forced_now(s)
        if Verb.HU in f:
            return _reason("long.must_win")
        if Verb.GANG in f:
            return _reason("long.must_gang")
        if Verb.PENG in f:
            return _reason("long.must_peng")
        return None

    def _allowed(self, s: int) -> frozenset[Verb]:
        """The claims seat ``s`` may choose now.  A forced act is the only
        choice (a win beside it too: winning with the card takes it anyway);
        under table rules every claim stays open and skipping the forced act
        costs its penalty."""
        offered = self._offered(s)
        forced = self.forced.get(s, NOT_FORCED).acts & offered
        if not forced or self.table_rules:
            return offered
        if Verb.HU in forced:
            return frozenset((Verb.HU,))
        return (forced & {Verb.GANG, Verb.PENG}) | (offered & {Verb.HU})

    def _prio(self, s: int, opt: Verb) -> tuple[int, int]:
        return (LEVEL[opt], -self.order.index(s))

    def _next_claimant(self) -> None:
        live = {s: o for s, o in self.claims.items() if o}
        if not live:
            self._claims_done()
            return
        top = max(((self._prio(s, o), s) for s, os in live.items() for o in os))
        self.turn = top[1]
        self.phase = "claim"
        self._legal = None

    def _offered(self, s: int) -> frozenset[Verb]:
        others = [self._prio(t, o) for t, os in self.claims.items() if t != s for o in os]
        others.append(self._floor.get(s, (-1, 0)))
        bar = max(others)
        return frozenset(o for o in self.claims.get(s, ()) if self._prio(s, o) > bar)

    def _claim_actions(self, s: int) -> list[Action]:
        x = self.in_play.kind
        offered = self._allowed(s)
        acts: list[Action] = []
        c = _card(x)
        if "hu" in offered:
            acts.append(Action(s, "hu", (c,)))
        if "gang" in offered:
            acts.append(Action(s, "gang", (c,) * 4))
        if "peng" in offered:
            acts.append(Action(s, "peng", (c,) * 3))
        if "chi" in offered:
            for group in self._chi_ways(s, x, errors=self.table_rules):
                acts.append(Action(s, "chi", tuple(_card(k) for k in group)))
        forced = self.forced.get(s, NOT_FORCED).acts & offered
        if not forced or self.table_rules:
            acts.append(Action(s, "ao" if "hu" in offered else "pass"))
        return acts

    # ---- eating

    def _companions(self, s: int) -> list[int]:
        """Cards seat ``s`` may eat with: hand cards outside 招儿, plus 涨 将
        (cached with the seat's evaluation key: both change with its cards)."""
        ck = ("comp", s)
        comp: list[int] | None = self._cache.get(ck)
        if comp is None:
            h = self.hands[s]
            comp = [h[k] if h[k] < 3 else 0 for k in range(NK)]
            for m in self.melds[s]:
                if m.form == "zhang":
                    comp[m.cards[0].index] += 1
            self._cache[ck] = comp
        return comp

    def _chi_ways(self, s: int, x: int, errors: bool = False) -> list[tuple[int, ...]]:
        """Every way seat ``s`` may eat ``x``: the groups of ``_chi_shapes``
        the rules let it make (``_chi_card_bar``, ``_chi_group_bar``), as
        sorted kinds.  With ``errors`` (table rules) also 霉张 and 挂勾 eats."""
        ck = ("chi", s, x, errors)
        hit: list[tuple[int, ...]] | None = self._cache.get(ck)
        if hit is not None:
            return hit
        ways: list[tuple[int, ...]] = []
        if self._chi_card_bar(s, x, errors) is None:
            ways = [g for g in self._chi_shapes(s, x) if self._chi_group_bar(s, x, g, errors) is None]
        self._cache[ck] = ways
        return ways

    def _chi_shapes(self, s: int, x: int) -> list[tuple[int, ...]]:
        """The groups eating ``x`` could make for seat ``s``, by their shape
        alone: a new run of three within the suit's range (万 2–9, 索 2–8,
        筒 1–9), a new 豹子 or 胡头 combination, or one of the seat's eaten
        groups grown at an end (a run) or by a card of it (a stack)."""
        ck = ("shapes", s, x)
        hit: list[tuple[int, ...]] | None = self._cache.get(ck)
        if hit is not None:
            return hit
        shapes: list[tuple[int, ...]] = []
        suit, r = divmod(x, 9)
        ok: Any = ev.RUN_OK[suit] if x < 27 else None
        # new runs of three
        if ok is not None and ok[r]:
            for a in (r - 2, r - 1, r):
                if a < 0 or a + 2 > 8 or not all(ok[i] for i in range(a, a + 3)):
                    continue
                shapes.append(tuple(sorted([suit * 9 + i for i in range(a, a + 3) if i != r] + [x])))
        # new stacking groups
        for g in ev.KIND_STACKS[x] if x < NK else ():
            shapes.append(tuple(sorted([k for k in ev.STACKS[g].kinds if k != x] + [x])))
        # extend eaten groups
        for m in self.melds[s]:
            if m.form != "chi":
                continue
            ks = _kinds(m.cards)
            c = ev.classify_group(ks)
            if c[0] == "run":
                if ok is not None and c[1] == suit and (r == c[2] - 1 or r == c[3] + 1) and ok[r]:
                    shapes.append(tuple(sorted(ks + [x])))
            elif x in ev.STACKS[c[1]].kinds:
                shapes.append(tuple(sorted(ks + [x])))
        out = list(dict.fromkeys(shapes))
        self._cache[ck] = out
        return out

    def _chi_group_bar(self, s: int, x: int, grp: tuple[int, ...], errors: bool) -> Reason | None:
        """The rule of the group an eat of ``x`` makes (sorted kinds): no 挂勾
        (a run eaten while a copy of ``x`` is held, which could then never be
        discarded, 001 §四(3)); the other cards from the hand outside 招儿 or
        涨 将 (招儿 lend no card, 001 §四(3)e "不可以撤招儿吃牌"); a shape of
        ``_chi_shapes``; and never 漲爆 (000 §七.4: something must remain to
        discard).  ``errors``: the table rules, which allow 挂勾 and punish it."""
        if not errors and self.hands[s][x] and ev.classify_group(grp)[0] == "run":
            return _card_reason("long.chi_guagou", x)
        comps, _ = self._eat_plan(s, x, grp)
        if comps:
            comp = self._companions(s)
            for k in comps:
                if not comp[k]:
                    return _card_reason("long.chi_zhaor" if self.hands[s][k] >= 3 else "long.chi_lack", k)
        if grp not in self._chi_shapes(s, x):
            return _reason("long.chi_ends")
        if not self._eat_leaves_discard(s, x, grp):
            return _reason("long.chi_zhangbao")
        return None

    def _eat_plan(self, s: int, x: int, group: tuple[int, ...]) -> tuple[list[int], int | None]:
        """(companion kinds taken from the seat, chi meld replaced or None)."""
        rest = list(group)
        rest.remove(x)
        for i, m in enumerate(self.melds[s]):
            if m.form == "chi" and sorted(_kinds(m.cards)) == sorted(rest):
                return [], i
        return rest, None

    def _eat_leaves_discard(self, s: int, x: int, group: tuple[int, ...]) -> bool:
        comps, _ = self._eat_plan(s, x, group)
        h = list(self.hands[s])
        zh = {m.cards[0].index: 0 for m in self.melds[s] if m.form == "zhang"}
        for m in self.melds[s]:
            if m.form == "zhang":
                zh[m.cards[0].index] += 1
        for k in comps:
            if zh.get(k, 0) and h[k] == 0:
                zh[k] -= 1
            elif h[k]:
                h[k] -= 1
            else:
                zh[k] -= 1
        return bool(self.discardable(s, h, self.eaten[s] | {x}))

    @staticmethod
    def _is_group(ks: Sequence[int]) -> bool:
        try:
            ev.classify_group(ks)
            return True
        except Exception:
            return False

    def _claims_done(self) -> None:
        live = self.in_play
        x, src = live.kind, live.seat
        self._mark_mi_chi()
        if live.how == Source.FLIP and x in JIANG and not self.folded[src]:
            self.phase, self.turn = "zhang", src
            self._legal = None
            return
        self.discards[src].append(_card(x))
        self.live = None
        self.pair_break = None  # a copy that died unclaimed leaves no duty (001 "假如无人碰…除外")
        self.claims, self.passed, self.forced = {}, {}, {}
        self.phase, self.turn = "flip", (src + 1) % N
        self._legal = None
        self._check_stock()

    def _mark_mi_chi(self) -> None:
        """A 素 card offered to you to eat that you did not eat becomes 霉张 for you."""
        live = self.in_play
        x = live.kind
        if x in JIANG:
            return
        for e in self._eaters(live):
            if not self.folded[e]:
                self.mi_chi[e].add(x)

    def _check_stock(self) -> None:
        if self.phase == "flip" and not self.stock:
            self._end_draw(Reason("long.draw.stock"))

    # ------------------------------------------------------------ apply

    def _apply(self, a: Action) -> None:
        self._log.append(a)
        s, kind = a.seat, a.kind
        p = self.phase
        if p == "buy":
            if kind == "buy":
                self.bought[s] = True
            self._buy_asked += 1
            if self._buy_asked >= N:
                self._finish_deal()
            else:
                self.turn = (s + 1) % N
                self._legal = None
            return
        if p == "flip":
            k = self.stock.pop(0)
            self.flipped.append(Flip(s, k))
            if k in JIANG:
                self.first_seen.setdefault(k, len(self._log) - 1)
            self._open_claims(k, s, Source.FLIP)
            return
        if p == "zhang":
            x = self.in_play.kind
            self.melds[s].append(Meld("zhang", (_card(x),)))
            self.live = None
            self._changed(s)
            self._need_discard(s)
            return
        if p == "discard":
            k = a.cards[0].index
            duty = self._diao_duty(s)
            if duty is not None and k != duty:
                self.diao_kept[s].add(duty)  # table rules: kept; paid for if shown at the end
            self.diao[s] = None
            self.pair_break = PairBreak(s, k) if self.hands[s][k] == 2 else None
            self.hands[s][k] -= 1
            if k in self.eaten[s]:
                self._penalise(s, Reason("long.pen.qiongchi"), fold=True)
            self._changed(s)
            self._update_round(s)
            self._open_claims(k, s, Source.DISCARD)
            return
        if p == "claim":
            self._apply_claim(a)
            return
        raise AssertionError(f"no action in phase {p}")

    def _apply_claim(self, a: Action) -> None:
        s, kind = a.seat, a.kind
        live = self.in_play
        x, src = live.kind, live.seat
        offered = self._offered(s)
        self._floor = {}
        if kind in ("pass", "ao"):
            self._skip_forced(s, x, offered, kind)
            if Verb.PENG in offered or Verb.GANG in offered:
                self.mi_peng[s].add(x)
            self.passed[s] = self.passed.get(s, frozenset()) | offered
            self.claims[s] = self.claims[s] - offered
            self._next_claimant()
            return
        if kind == "hu":
            self._win(s)
            return
        self._skip_forced(s, x, offered, kind)
        self.claims, self.passed, self.forced = {}, {}, {}
        if live.how == Source.DISCARD and self.pair_break == PairBreak(src, x):
            self.diao[src] = x  # its pair's first copy was claimed: 吊张留下 binds
        self.pair_break = None
        c = _card(x)
        if kind == "peng" and x in JIANG:
            for payer in sorted(self.sheng_passed.pop(x, set())):
                if payer != s:
                    self.baozhuang.append(BaoZhuang(payer, s, x))
                    self.penalties.append(Reason("long.pen.baozhuang", seat=payer + 1, card=c, peng=s + 1))
        if kind in ("peng", "gang") and x in self.mi_peng[s] and x not in self.key(s)[1]:
            self._penalise(s, Reason("long.pen.peng_mei"), fold=True)
        if kind == "peng":
            self._take(s, x, 2)
            self.melds[s].append(Meld("peng", (c,) * 3, source=src))
        elif kind == "gang":  # 开招: the 招儿 in hand and the fourth card
            self.hands[s][x] -= 3
            self.melds[s].append(Meld("gang", (c,) * 4, source=src))
        elif kind == "chi":
            group = tuple(k.index for k in a.cards)
            comps, replaced = self._eat_plan(s, x, group)
            if x in self.mi_chi[s]:
                self._penalise(s, Reason("long.pen.chi_mei"), fold=True)
            if self.hands[s][x] and ev.classify_group(list(group))[0] == "run":
                self._penalise(s, Reason("long.pen.guagou"), fold=True, void=False)
            if live.how == Source.FLIP and s != src and not self.folded[src]:
                # seed 000 §四.4 "自家抓的牌沒吃發給下家的，後面你就不可以再吃了":
                # the flipper let it go to its 下家 — a 霉张 for the flipper
                self.mi_chi[src].add(x)
            for k in comps:
                self._take(s, k, 1)
            meld = Meld("chi", tuple(_card(k) for k in sorted(group)), source=src)
            if replaced is None:
                self.melds[s].append(meld)
            else:
                self.melds[s][replaced] = meld
            self.eaten[s].add(x)
        self.live = None
        self._changed(s)
        self._need_discard(s)

    def _skip_forced(self, s: int, x: int, offered: frozenset[Verb], kind: str) -> None:
        """Penalties for the forced acts seat ``s`` did not take when it chose
        ``kind`` (reachable only under table rules)."""
        forced = self.forced.get(s, NOT_FORCED)
        for f in sorted(forced.acts & offered - {kind}):
            if f == "hu" and forced.sheng:
                # seed 001 §八.6: no penalty unless someone 碰s this 将 —
                # then the one who let it pass pays that 碰's 庄 (包庄)
                self.sheng_passed.setdefault(x, set()).add(s)
            elif f == "hu":
                self._penalise(s, Reason("long.pen.chukou"), fold=True)
            elif f == "gang":
                self._penalise(s, Reason("long.pen.bukaizhao"))
            elif f == "peng":
                self._penalise(s, Reason("long.pen.bupengjiang"))

    def _take(self, s: int, k: int, n: int) -> None:
        """Remove ``n`` cards of kind ``k`` from the seat's pool: hand first, then 涨."""
        for _ in range(n):
            if self.hands[s][k] > 0:
                self.hands[s][k] -= 1
            else:
                i = next(i for i, m in enumerate(self.melds[s]) if m.form == "zhang" and m.cards[0].index == k)
                del self.melds[s][i]

    def _need_discard(self, s: int) -> None:
        self._changed(s)
        if not self.discardable(s) and not (self.table_rules and any(
                self.hands[s][k] and self.can_discard(s, k, True) is None for k in range(NK))):
            # 漲爆: nothing may be discarded — the hand is dead (扣牌)
            self._penalise(s, Reason("long.pen.zhangbao"), fold=True, void=False)
            self.phase, self.turn = "flip", (s + 1) % N
            self._check_stock()
            return
        self.phase, self.turn = "discard", s

    def _penalise(self, s: int, why: str, fold: bool = False, void: bool = True) -> None:
        self.penalties.append(Reason("long.penalty", seat=s + 1, why=why))
        if fold:
            self.folded[s] = True
            self.fold_why[s] = why
        if void:
            self.void[s] = True
        self._legal = None

    def _update_round(self, s: int) -> None:
        """Track when a seat became 打滚 (圆 with ≥ 8 胡 at 25 cards), for 生将必胡."""
        if self.folded[s]:
            self.round_at[s] = None
            return
        pool, zhaor, table = self.key(s)
        if ev.hu_upper_bound(pool, zhaor, table) < 8:
            self.round_at[s] = None
            return
        if ev.can_win(pool, zhaor, table):
            if self.round_at[s] is None:
                self.round_at[s] = len(self._log)
        else:
            self.round_at[s] = None

    # ------------------------------------------------------------ endings

    def zhuang_facts(self, s: int, extra: tuple[tuple[str, int], ...] = ()) -> ZhuangFacts:
        sp = jp = st = jt = 0
        forms = [(m.form, m.cards[0].index) for m in self.melds[s] if m.form in ("peng", "gang", "tan")]
        forms = [f for f in forms if f not in extra[1:2]] + list(extra[:1])
        for form, k in forms:
            j = k in JIANG
            if form in ("peng", "gang"):
                if j:
                    jp += 1
                else:
                    sp += 1
            else:
                if j:
                    jt += 1
                else:
                    st += 1
        return ZhuangFacts(sp, jp, st, jt)

    def _best_win(self, s: int, x: int) -> WinOption | None:
        """The best-paying winning arrangement of seat ``s`` with ``x`` (most
        庄 and 底, then most 胡; the first found of equals), or None."""
        pool, zhaor, table = self.key(s)
        bestw = None
        best_key = (0, 0)
        has_tab_run = bool(table.runs)
        for how, p, z, t in ev.win_variants(pool, zhaor, table, x):
            extra: tuple[tuple[str, int], ...] = ()
            if how == "peng":
                extra = (("peng", x),)
            elif how == "gang":
                extra = (("gang", x),)
            facts = self.zhuang_facts(s, extra)
            for o in ev.options(p, z, t, True):
                if o.loose or o.hu < 8:
                    continue
                hu = min(o.hu, ev.HU_CAP)
                kind = self.win_type(dealt_zhaor=bool(self.dealt_zhaor[s]), jiang_peng=facts.jiang_peng,
                                     has_run_or_baozi=o.hand_runs or o.baozi or has_tab_run)
                total, di, lines = self.win_zhuang(kind, hu, facts)
                key = (total * 10 + di, hu)
                if bestw is None or key > best_key:
                    best_key = key
                    bestw = WinOption(hu=hu, zhuang=total, di=di, kind=kind, use=how, card=x,
                                      lines=tuple(lines), facts=facts, arrangement={})
                    shape = (p, z, t, o)
        if bestw is None:
            return None
        # the winning arrangement's groups are written out once, for the best
        return replace(bestw, arrangement=ev.arrangement(*shape))

    def _win(self, s: int) -> None:
        x = self.in_play.kind
        w = self._best_win(s, x)
        if w is None:  # 诈胡 (table rules only)
            self._penalise(s, Reason("long.pen.false_win"), fold=True, void=False)
            self.false_win[s] = True
            self.claims[s] = frozenset()
            self._next_claimant()
            return
        self.claims, self.passed, self.forced = {}, {}, {}
        self.hands[s][x] += 1  # the winning card joins the shown hand
        self._changed(s)
        self.live = None
        self._settle(winner=s, win=w)

    def _end_draw(self, why: str) -> None:
        self._settle(winner=None, win=None, why=why)

    def _settle(self, winner: int | None, win: WinOption | None, why: str = "") -> None:
        """End the hand: the money is worked out beside the scoring
        (``scoring.settle_hand``), from this hand's public facts."""
        self._result, more = settle_hand(self, winner, win, why)
        self.penalties.extend(more)
        self.phase = "over"
        self.turn = None
        self._legal = None

    # ------------------------------------------------------------ views

    def view(self, seat: int | None) -> SeatView:
        over = self.phase == "over"
        melds = self._seen_melds(seat)
        dapao = self.context.get("dapao", [0] * N)
        jailed = self.context.get("jailed", [0] * N)
        players = []
        for s in range(N):
            show = over or seat is None or seat == s
            flags = {f for f, on in (("bought", self.bought[s]), ("folded", self.folded[s]),
                                     ("void", self.void[s]), ("dealer", s == self.dealer),
                                     ("dapao", bool(dapao[s])), ("jailed", bool(jailed[s]))) if on}
            hand = None
            if show:
                hand = tuple(ALL_KINDS[k] for k, n in enumerate(self.hands[s]) for _ in range(n))
            players.append(PlayerView(s, sum(self.hands[s]), melds[s], tuple(self.discards[s]), hand,
                                      frozenset(flags)))
        live = self.live
        legal = tuple(self.legal_actions()) if seat is not None and seat == self.to_act else ()
        extra = {
            "flipped": tuple((f.seat, ALL_KINDS[f.kind]) for f in self.flipped),
            "mi_chi": tuple(frozenset(ALL_KINDS[k] for k in m) for m in self.mi_chi),
            "mi_peng": tuple(frozenset(ALL_KINDS[k] for k in m) for m in self.mi_peng),
            "eaten": tuple(frozenset(ALL_KINDS[k] for k in m) for m in self.eaten),
            "penalties": tuple(self.penalties),
            "buy_limit": self.buy_limit,
            "settings": dict(self.settings),
            "toujia_flip": self.context.get("toujia_flip"),
            "known": self._knowledge(seat, melds),
        }
        dealing = sum(len(self.dealt[s]) - sum(self.hands[s]) for s in range(N)) if self.phase == "buy" else 0
        return SeatView(self.vid, seat, self.dealer, self.to_act, self.phase, len(self.stock),
                        _card(live.kind) if live else None, live.seat if live else None,
                        live.how if live else None, tuple(players), legal, tuple(self._log),
                        dict(self.context), extra, dealing)

    def _seen_melds(self, seat: int | None) -> tuple[tuple[Meld, ...], ...]:
        """Each seat's groups as ``seat`` sees them (face-down cards of the
        others' groups left out)."""
        if seat is None or self.phase == "over":
            return tuple(tuple(m) for m in self.melds)
        return tuple(tuple(m) if s == seat or not any(g.hidden for g in m)
                     else tuple(g if not g.hidden else Meld(g.form, (), hidden=g.hidden) for g in m)
                     for s, m in enumerate(self.melds))

    def knowledge(self, seat: int | None) -> "LongKnowledge":
        """What ``seat`` knows of this hand, as a frozen value (all of it for
        ``None`` or once the hand is over): the others' hands and dealt cards,
        their pending claims, the order of the stock and the deal are left out."""
        return self._knowledge(seat, self._seen_melds(seat))

    def _knowledge(self, seat: int | None, melds: tuple[tuple[Meld, ...], ...]) -> "LongKnowledge":
        hidden = seat is not None and self.phase != "over"
        if hidden:
            hands: tuple[tuple[int, ...] | None, ...] = tuple(
                tuple(h) if s == seat and h is not None else None for s, h in enumerate(self.hands))
            dealt: tuple[tuple[int, ...] | None, ...] = tuple(
                tuple(d) if s == seat and d is not None else None for s, d in enumerate(self.dealt))
            if self.phase == "buy" and seat is not None and dealt[seat] is not None:
                dealt = tuple(d[:self.buy_limit] if s == seat and d is not None else d
                              for s, d in enumerate(dealt))   # the rest of one's own deal is not known yet
            dealt_zhaor: tuple[bool | None, ...] = tuple(
                z if s == seat else None for s, z in enumerate(self.dealt_zhaor))
            round_at: tuple[int | None, ...] = tuple(r if s == seat else None for s, r in enumerate(self.round_at))
            claims = tuple((t, v) for t, v in self.claims.items() if t == seat)
            forced = tuple((t, v) for t, v in self.forced.items() if t == seat)
        else:
            hands = tuple(None if h is None else tuple(h) for h in self.hands)
            dealt = tuple(None if d is None else tuple(d) for d in self.dealt)
            dealt_zhaor = tuple(self.dealt_zhaor)
            round_at = tuple(self.round_at)
            claims = tuple(self.claims.items())
            forced = tuple(self.forced.items())
        floor = self._floor
        if hidden and self.phase == "claim" and seat == self.turn and seat is not None:
            others = [self._prio(t, o) for t, os in self.claims.items() if t != seat for o in os]
            floor = {seat: max(others + [self._floor.get(seat, (-1, 0))])}
        return LongKnowledge._of(
            seat=seat, settings=dict(self.settings), context=dict(self.context),
            dealer=self.dealer, phase=self.phase, turn=self.turn, buy_limit=self.buy_limit,
            buy_asked=self._buy_asked, hands=hands, dealt=dealt, melds=melds,
            discards=tuple(tuple(d) for d in self.discards),
            flipped=tuple(self.flipped), bought=tuple(self.bought), folded=tuple(self.folded),
            fold_why=tuple(self.fold_why), void=tuple(self.void), false_win=tuple(self.false_win),
            dealt_zhaor=dealt_zhaor,
            mi_chi=tuple(map(frozenset, self.mi_chi)), mi_peng=tuple(map(frozenset, self.mi_peng)),
            eaten=tuple(map(frozenset, self.eaten)),
            round_at=round_at,
            first_seen=tuple(self.first_seen.items()), penalties=tuple(self.penalties),
            sheng_passed=tuple((k, frozenset(v)) for k, v in self.sheng_passed.items()),
            baozhuang=tuple(self.baozhuang), pair_break=self.pair_break, diao=tuple(self.diao),
            diao_kept=tuple(map(frozenset, self.diao_kept)), log=tuple(self._log), result=self._result,
            live=self.live, claims=claims,
            order=tuple(self.order), passed=tuple(self.passed.items()),
            forced=forced, floor=tuple(floor.items()),
            stock=tuple(self.stock) if not hidden else None, stock_left=len(self.stock))

    @classmethod
    def from_knowledge(cls, variant: Any, known: "LongKnowledge") -> "LongHand":
        """A state holding exactly what ``known`` holds: what a seat does not
        know is None (a hand, a dealt hand, the stock's cards) until
        ``LongcardEngine.determinize`` deals it at random."""
        # the seed would tell the whole deal: a state rebuilt from what a seat knows has none
        h: LongHand = variant.hand_class(variant, known.settings, 0, known.context, _blank=True)
        for attr, field, copy in _FIELDS:
            if field is not None:
                setattr(h, attr, copy(getattr(known, field)))
        # what no seat knows, and what follows from the settings
        h.deal = None
        h._deck = None
        h.stock = list(known.stock) if known.stock is not None else [None] * known.stock_left
        h.vid = variant.id
        h.xing = bool(h.settings.get("xing"))
        h.table_rules = bool(h.settings.get("table_rules"))
        h.huanghu = bool(h.settings.get("huanghu", True))
        h._cache = {}
        h._legal = None
        return h


def _same(v: Any) -> Any:
    return v


def _rows(v: Any) -> Any:
    return [None if x is None else list(x) for x in v]


def _lists(v: Any) -> Any:
    return [list(x) for x in v]


def _sets(v: Any) -> Any:
    return [set(x) for x in v]


def _dict_of_sets(v: Any) -> Any:
    return {k: set(x) for k, x in (v.items() if isinstance(v, dict) else v)}


def _legal_copy(v: Any) -> Any:
    return None if v is None else list(v)


# Every field of a hand past the four its constructor takes (variant, settings,
# seed, context), in one list: (attribute, the ``LongKnowledge`` field that
# carries it or None, how a copy is made).  ``clone`` copies each from the hand;
# ``from_knowledge`` those with a knowledge field from the knowledge, and sets
# the rest itself (what no seat knows: the deal, the stock's order; what the
# settings say; empty caches).  A test fails when ``__init__`` sets a field
# this list lacks, or the knowledge has a field it does not name.
_FIELDS: tuple[tuple[str, str | None, Any], ...] = (
    ("deal", None, _same),
    ("vid", None, _same),
    ("xing", None, _same),
    ("table_rules", None, _same),
    ("huanghu", None, _same),
    ("dealer", "dealer", _same),
    ("hands", "hands", _rows),
    ("dealt", "dealt", _rows),
    ("melds", "melds", _lists),
    ("discards", "discards", _lists),
    ("flipped", "flipped", list),
    ("bought", "bought", list),
    ("folded", "folded", list),
    ("fold_why", "fold_why", list),
    ("void", "void", list),
    ("false_win", "false_win", list),
    ("dealt_zhaor", "dealt_zhaor", list),
    ("mi_chi", "mi_chi", _sets),
    ("mi_peng", "mi_peng", _sets),
    ("eaten", "eaten", _sets),
    ("round_at", "round_at", list),
    ("first_seen", "first_seen", dict),
    ("penalties", "penalties", list),
    ("sheng_passed", "sheng_passed", _dict_of_sets),
    ("baozhuang", "baozhuang", list),
    ("pair_break", "pair_break", _same),
    ("diao", "diao", list),
    ("diao_kept", "diao_kept", _sets),
    ("_log", "log", list),
    ("_result", "result", _same),
    ("live", "live", _same),
    ("claims", "claims", dict),
    ("order", "order", list),
    ("passed", "passed", dict),
    ("forced", "forced", dict),
    ("_floor", "floor", dict),
    ("phase", "phase", _same),
    ("turn", "turn", _same),
    ("_cache", None, dict),
    ("_legal", None, _legal_copy),
    ("_deck", None, _same),
    ("stock", None, list),
    ("buy_limit", "buy_limit", _same),
    ("_buy_asked", "buy_asked", _same),
)


@dataclass(frozen=True)
class LongKnowledge:
    """What one seat knows of a hand of 八胡头: every public fact and its own
    cards, nothing else (``None`` where another seat's cards or the stock's
    order would be).  ``LongHand.knowledge(seat)`` makes it; the seat's view
    carries it; ``LongHand.from_knowledge`` turns it back into a state for the
    engine's sampling (``determinize``) and hints (``assess``).  Cards are kind
    numbers (``cards.ALL_KINDS``)."""

    seat: int | None
    settings: dict[str, Any]
    context: dict[str, Any]
    dealer: int
    phase: str
    turn: int | None
    buy_limit: int
    buy_asked: int
    hands: tuple[tuple[int, ...] | None, ...]        # counts per kind; None: not this seat's to see
    dealt: tuple[tuple[int, ...] | None, ...]        # cards in dealing order (during the deal)
    melds: tuple[tuple[Meld, ...], ...]
    discards: tuple[tuple[Any, ...], ...]
    flipped: tuple[Flip, ...]
    bought: tuple[bool, ...]
    folded: tuple[bool, ...]
    fold_why: tuple[str, ...]
    void: tuple[bool, ...]
    false_win: tuple[bool, ...]
    dealt_zhaor: tuple[bool | None, ...]
    mi_chi: tuple[frozenset[int], ...]
    mi_peng: tuple[frozenset[int], ...]
    eaten: tuple[frozenset[int], ...]
    round_at: tuple[int | None, ...]
    first_seen: tuple[tuple[int, int], ...]
    penalties: tuple[str, ...]
    sheng_passed: tuple[tuple[int, frozenset[int]], ...]
    baozhuang: tuple[BaoZhuang, ...]
    pair_break: PairBreak | None
    diao: tuple[int | None, ...]
    diao_kept: tuple[frozenset[int], ...]
    log: tuple[Action, ...]
    result: HandResult | None
    live: LiveCard | None
    claims: tuple[tuple[int, frozenset[Verb]], ...]  # the viewer's own pending offers only
    order: tuple[int, ...]
    passed: tuple[tuple[int, frozenset[Verb]], ...]
    forced: tuple[tuple[int, Forced], ...]
    floor: tuple[tuple[int, tuple[int, int]], ...]
    stock: tuple[int, ...] | None                    # None: the order is not known
    stock_left: int

    @classmethod
    def _of(cls, **values: Any) -> "LongKnowledge":
        """The same value as ``LongKnowledge(**values)``, made without the
        frozen dataclass's ``__init__`` (which sets its fields one
        ``object.__setattr__`` at a time, a third of the cost of the knowledge).
        Every field must be given: a test checks the two agree."""
        if values.keys() != _KNOWLEDGE_FIELDS:
            raise TypeError(f"LongKnowledge fields wanted: {sorted(_KNOWLEDGE_FIELDS ^ values.keys())}")
        k = object.__new__(cls)
        k.__dict__.update(values)
        return k


_KNOWLEDGE_FIELDS = frozenset(f.name for f in fields(LongKnowledge))


class HaimenHand(LongHand):
    """海门八胡头 (seed 000): 将碰庄 1, 5, 10, then +5 each; 平胡, 碰将对飘胡 and
    黑八 pay 底; each 碰庄 counts once."""

    JIANG_PENG_FIRST = (1, 5, 10)
    JIANG_PENG_STEP = 5
    WIN_TABLE = {"pinghu": WinPay(2, 3, 1, 1), "pengjiang_piao": WinPay(4, 6, 1, 2), "heiba": WinPay(8, 8, 1, 8)}

    @classmethod
    def win_type(cls, *, dealt_zhaor: bool, jiang_peng: int, has_run_or_baozi: bool) -> str:
        if dealt_zhaor:
            return "pinghu"
        return "pengjiang_piao" if jiang_peng else "heiba"

    @classmethod
    def win_line(cls, name: Reason, base: int, peng: int, mult: int, tan: int, total: int, di: int) -> Reason:
        return Reason("long.line.zhuang_haimen", win=name, base=base, peng=peng, tan=tan, total=total, di=di)


class LvsiHand(LongHand):
    """吕四荤胡 (seed 001): 将碰庄 1, 5, 9, +4 each; no 底; the 荤 win types
    multiply the 碰庄."""

    JIANG_PENG_FIRST = (1,)
    JIANG_PENG_STEP = 4
    WIN_TABLE = {"pinghu": WinPay(2, 3, 1, 0), "xiaohun": WinPay(4, 6, 2, 0), "piaohu": WinPay(8, 8, 2, 0),
                 "quanhunpiao": WinPay(16, 16, 4, 0)}
    LOOKAHEAD_DEPTH = 2   # a 吃 shows its worth only a turn later (docs/ai.md)

    @classmethod
    def win_type(cls, *, dealt_zhaor: bool, jiang_peng: int, has_run_or_baozi: bool) -> str:
        if dealt_zhaor:
            return "pinghu" if has_run_or_baozi else "xiaohun"
        return "piaohu" if has_run_or_baozi else "quanhunpiao"

    @classmethod
    def win_line(cls, name: Reason, base: int, peng: int, mult: int, tan: int, total: int, di: int) -> Reason:
        return Reason("long.line.zhuang_lvsi", win=name, base=base, peng=peng, mult=mult, tan=tan, total=total)


def _arranged_deck(deal: Deal, deck: list[LongCard], dealer: int) -> list[int]:
    """The kinds of ``deal`` in dealing order (the seed's shuffle would give
    the same list); ``CardError`` unless it is exactly this game's deck."""
    if deal.deck:
        order = [c.index for c in deal.deck]
    else:
        if len(deal.hands) != N:
            raise CardError(f"long cards are dealt to {N} seats, not {len(deal.hands)}")
        if deal.shown:
            raise CardError("long cards deal no card face up")
        for s, h in enumerate(deal.hands):
            want = 26 if s == dealer else 25
            if len(h) != want:
                raise CardError(f"seat {s} must be dealt {want} cards, not {len(h)}")
        rest = [[c.index for c in h] for h in deal.hands]
        order = [rest[(dealer + i) % N][i // N] for i in range(DEAL_TOTAL)]
        order += [c.index for c in deal.stock]
    want_count = Counter(c.index for c in deck)
    got = Counter(order)
    if got != want_count:
        extra = sorted((got - want_count).elements())
        missing = sorted((want_count - got).elements())
        what = (f"has an extra {_card(extra[0]).name}" if extra else
                f"lacks a {_card(missing[0]).name}")
        raise CardError(f"the arranged deal is not this game's deck of {len(deck)} cards: it {what}")
    return order

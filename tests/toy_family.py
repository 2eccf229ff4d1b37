"""One toy family of card games for tests that must not depend on the real
families' rules (the tournament and players' plumbing, the table's
controller, the record machinery).  Each member is one ``ToyRules``:

- ``AI_TOY`` (tests of the AI plumbing and tournaments): 3 seats, 字牌, 7
  cards each (the dealer 8); the next seats may 碰 a discard in turn order,
  otherwise the next seat draws from the stock; 胡 with two triples in hand
  or melded (winner +4, the others −2 each); an empty stock is 黄牌.  Its
  ``determinize`` works the way the real engines' must.
- ``UI_TOY`` (tests of the table): 4 seats, long cards, the same deal, 碰 and
  draw; 胡 with two triples in hand; a 将 is never discarded and refusing it
  is explained in words (the controller's "explain" path); the deal
  rotates.  ``seed_with_peng_for`` finds a 碰 scenario.
- ``RECORDS_TOY`` (tests of records and replays): 2 seats, 字牌, ``cards``
  (a setting, default 4) each, no stock; seats discard in turn; a pair in
  hand may 胡 (wins 2); after 6 actions the hand is drawn (臭局); the next
  dealer is the winner, else the other seat.  Registered by the ``toy``
  fixture only.

None of them is registered as a variant on import.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable

import pytest

from app.engine import Action, HandResult, Meld, PlayerView, Rng, SeatView, derive_seed
from app.engine import variants as variants_mod
from app.engine.core import FamilyEngine, GameState
from app.engine.longcard import cards as lc
from app.engine.variants import Option, Variant
from app.engine.zipai import cards as zc


@dataclass(frozen=True)
class ToyRules:
    seats: int
    deck: Callable[[], list]
    parse_card: Callable
    deal: int                     # cards per seat (the setting "cards" overrides)
    stock: bool                   # the rest is a stock: the dealer takes one more, a seat draws after a discard
    peng: bool                    # the others may 碰 a discard in turn order
    hu_size: int                  # 胡 with ``hu_groups`` groups of this many equal cards
    hu_groups: int
    melds_count: bool             # melded 碰 count towards 胡
    keep_jiang: bool              # a 将 is never discarded
    pay: int                      # each loser pays the winner this much
    action_limit: int | None      # the hand is drawn (臭局) after this many actions
    first_dealer_by_seed: bool    # first dealer is seed % seats (else seat 0)
    rotation: str                 # "stay" | "next" | "winner" (winner deals next, else the next seat)


class ToyState(GameState):
    def __init__(self, variant, settings, seed, context, deal=True):
        self.variant, self.settings, self.seed, self.context = variant, dict(settings), seed, dict(context)
        self.rules: ToyRules = variant.engine.rules
        n = self.rules.seats
        self.dealer = self.context.get("dealer", 0)
        self.hands = [[] for _ in range(n)]
        self.stock: list = []
        self.melds = [[] for _ in range(n)]
        self.discards = [[] for _ in range(n)]
        self._log: list[Action] = []
        self.turn = self.dealer
        self.phase = "discard"
        self.live = None
        self.live_from = None
        self.asked = None
        self._result = None
        if deal:
            cards = self.rules.deck()
            Rng(seed).shuffle(cards)
            k = int(self.settings.get("cards", self.rules.deal))
            for i in range(n):
                self.hands[i] = sorted(cards[i * k:(i + 1) * k])
            if self.rules.stock:
                self.stock = cards[n * k:]
                self.hands[self.dealer].append(self.stock.pop())
                self.hands[self.dealer].sort()

    @property
    def log(self):
        return tuple(self._log)

    @property
    def to_act(self):
        if self._result is not None:
            return None
        return self.asked if self.phase == "claim" else self.turn

    def _winning_groups(self, seat):
        r = self.rules
        groups = [[c.code] * r.hu_size for c, k in Counter(self.hands[seat]).items() if k >= r.hu_size]
        if r.melds_count:
            groups += [[c.code for c in m.cards] for m in self.melds[seat]]
        return groups if len(groups) >= r.hu_groups else None

    def legal_actions(self):
        if self._result is not None:
            return []
        seat = self.to_act
        if self.phase == "claim":
            return [Action(seat, "peng", (self.live,) * 2), Action(seat, "pass")]
        acts = [Action(seat, "discard", (c,)) for c in sorted(set(self.hands[seat]))
                if not (self.rules.keep_jiang and c.is_jiang)]
        if self._winning_groups(seat):
            acts.insert(0, Action(seat, "hu"))
        if not acts:
            acts.append(Action(seat, "pass"))
        return acts

    def why_illegal(self, action):
        if self._result is not None:
            return "the hand is over"
        if action.seat != self.to_act:
            return f"it is seat {self.to_act + 1}'s turn, not seat {action.seat + 1}'s"
        if action in self.legal_actions():
            return None
        if self.rules.keep_jiang and action.kind == "discard" and action.cards and action.cards[0].is_jiang:
            return f"{action.cards[0].name} 是将，将不能打出 (a 将 is never discarded)"
        return f"{action.text()} is not allowed now"

    def _next_claimant(self, after):
        if not self.rules.peng:
            return None
        seat = after
        while True:
            seat = (seat + 1) % self.rules.seats
            if seat == self.live_from:
                return None
            if self.hands[seat].count(self.live) >= 2:
                return seat

    def _apply(self, a):
        self._log.append(a)
        if a.kind == "hu":
            pay = self.rules.pay
            net = [-pay] * self.rules.seats
            net[a.seat] = pay * (self.rules.seats - 1)
            self._result = HandResult(a.seat, tuple(net), "win", {"groups": self._winning_groups(a.seat)},
                                      (f"{a.seat + 1}号 胡", f"每家付 {pay}"))
            return
        if a.kind == "discard":
            self.hands[a.seat].remove(a.cards[0])
            self.live, self.live_from = a.cards[0], a.seat
            claimant = self._next_claimant(a.seat)
            if claimant is None:
                self._settle_live()
            else:
                self.phase, self.asked = "claim", claimant
        elif a.kind == "peng":
            for _ in range(2):
                self.hands[a.seat].remove(self.live)
            self.melds[a.seat].append(Meld("peng", (self.live,) * 3, 0, self.live_from))
            self.live = None
            self.turn, self.phase = a.seat, "discard"
        elif a.kind == "pass":
            if self.phase == "claim":
                claimant = self._next_claimant(self.asked)
                if claimant is None:
                    self._settle_live()
                else:
                    self.asked = claimant
            else:
                self._next_turn((a.seat + 1) % self.rules.seats)
        limit = self.rules.action_limit
        if self._result is None and limit is not None and len(self._log) >= limit:
            self._result = HandResult(None, (0,) * self.rules.seats, "draw", {}, ("臭局",))

    def _settle_live(self):
        self.discards[self.live_from].append(self.live)
        seat = (self.live_from + 1) % self.rules.seats
        self.live = None
        self._next_turn(seat)

    def _next_turn(self, seat):
        if self.rules.stock:
            if not self.stock:
                self._result = HandResult(None, (0,) * self.rules.seats, "draw", {"stock": 0}, ("黄牌：牌摸完了",))
                return
            self.hands[seat].append(self.stock.pop())
            self.hands[seat].sort()
        self.turn, self.phase = seat, "discard"

    @property
    def is_over(self):
        return self._result is not None

    @property
    def result(self):
        return self._result

    def view(self, seat):
        over = self._result is not None
        players = tuple(
            PlayerView(s, len(self.hands[s]), tuple(self.melds[s]), tuple(self.discards[s]),
                       tuple(self.hands[s]) if (seat is None or seat == s or over) else None)
            for s in range(self.rules.seats))
        legal = tuple(self.legal_actions()) if seat is not None and seat == self.to_act else ()
        return SeatView(self.variant.id, seat, self.dealer, self.to_act,
                        "over" if over else self.phase, len(self.stock), self.live, self.live_from,
                        "discard" if self.live is not None else None, players, legal, self.log,
                        self.context, {})

    def clone(self):
        other = ToyState.__new__(ToyState)
        other.__dict__.update(self.__dict__)
        other.hands = [h.copy() for h in self.hands]
        other.melds = [m.copy() for m in self.melds]
        other.discards = [d.copy() for d in self.discards]
        other.stock = self.stock.copy()
        other._log = self._log.copy()
        other.context = dict(self.context)
        other.settings = dict(self.settings)
        return other


class ToyEngine(FamilyEngine):
    def __init__(self, family: str, rules: ToyRules):
        self.id = family
        self.rules = rules
        self.variant: Variant | None = None     # set by _member

    def parse_card(self, text):
        return self.rules.parse_card(text)

    def deck(self, settings):
        return self.rules.deck()

    def new_hand(self, variant, settings, seed, context=None):
        return ToyState(variant, settings, seed, context or self.first_context(variant, settings, seed))

    def first_context(self, variant, settings, seed):
        return {"dealer": seed % self.rules.seats if self.rules.first_dealer_by_seed else 0}

    def next_context(self, variant, settings, context, result):
        dealer = context.get("dealer", 0)
        if self.rules.rotation == "stay":
            return dict(context)
        if self.rules.rotation == "winner" and result.winner is not None:
            return {"dealer": result.winner}
        return {"dealer": (dealer + 1) % self.rules.seats}

    def determinize(self, view, rng):
        """A state that agrees with ``view``; the hidden cards dealt at random."""
        s = ToyState(self.variant, {}, 0, dict(view.context), deal=False)
        s.dealer = view.dealer
        unseen = Counter(self.deck({}))
        for p in view.players:
            s.melds[p.seat] = list(p.melds)
            s.discards[p.seat] = list(p.discards)
            for m in p.melds:
                unseen.subtract(m.cards)
            unseen.subtract(p.discards)
        unseen.subtract(view.hand)
        if view.live_card is not None:
            unseen.subtract([view.live_card])
        pool = sorted(unseen.elements())
        rng.shuffle(pool)
        for p in view.players:
            if p.seat == view.seat:
                s.hands[p.seat] = sorted(view.hand)
            else:
                s.hands[p.seat] = sorted(pool[:p.hand_size])
                del pool[:p.hand_size]
        s.stock = pool if self.rules.stock else []
        s._log = list(view.log)
        s.live, s.live_from = view.live_card, view.live_from
        s.phase = "claim" if view.phase == "claim" else "discard"
        if s.phase == "claim":
            s.asked = view.to_act
        else:
            s.turn = view.to_act
        return s

    def judge(self, request):
        return {}

    def assess(self, view):
        hand = view.hand
        return {"label": "胡", "value": len(hand), "complete": False,
                "waiting": tuple(c for c, n in Counter(hand).items() if n == 2), "groups": []}

    def action_label(self, kind, variant_id=None):
        return {"discard": ("打", "Discard"), "peng": ("碰", "Pong"), "pass": ("过", "Pass"),
                "hu": ("胡", "Win")}.get(kind, (kind, kind))


def _member(vid, name_zh, name_en, family, rules, options=()):
    engine = ToyEngine(family, rules)
    engine.variant = Variant(vid, name_zh, name_en, family, rules.seats, "", options, engine=engine)
    return engine.variant


def _zipai_deck():
    return zc.deck()


def _long_deck():
    return lc.deck(False)


AI_TOY = _member("ai-toy", "玩具", "toy", "zipai", ToyRules(
    seats=3, deck=_zipai_deck, parse_card=zc.parse_card, deal=7, stock=True, peng=True, hu_size=3,
    hu_groups=2, melds_count=True, keep_jiang=False, pay=2, action_limit=None, first_dealer_by_seed=True,
    rotation="stay"))

UI_TOY = _member("uitest", "测试牌", "UI test game", "longcard", ToyRules(
    seats=4, deck=_long_deck, parse_card=lc.parse_card, deal=7, stock=True, peng=True, hu_size=3,
    hu_groups=2, melds_count=False, keep_jiang=True, pay=3, action_limit=None, first_dealer_by_seed=False,
    rotation="next"))

RECORDS_TOY_ID = "toy-records"
RECORDS_TOY = _member(RECORDS_TOY_ID, "玩具", "Toy", "zipai", ToyRules(
    seats=2, deck=_zipai_deck, parse_card=zc.parse_card, deal=4, stock=False, peng=False, hu_size=2,
    hu_groups=1, melds_count=False, keep_jiang=False, pay=2, action_limit=6, first_dealer_by_seed=True,
    rotation="winner"), (Option("cards", 4, "int", "张数", "cards", minimum=2, maximum=8),))


@pytest.fixture
def toy():
    """The records toy, registered for the test's duration."""
    variants_mod._REGISTRY[RECORDS_TOY_ID] = RECORDS_TOY
    try:
        yield RECORDS_TOY
    finally:
        variants_mod._REGISTRY.pop(RECORDS_TOY_ID, None)


def play(match, seed=1, hands=1, stop_after=None):
    """Let random legal play finish ``hands`` hands (and optionally part of one more)."""
    rng = Rng(seed)
    for k in range(hands):
        if k:
            match.next_hand()
        while not match.current.is_over:
            match.current.apply(rng.choice(match.current.legal_actions()))
    if stop_after is not None:
        match.next_hand()
        for _ in range(stop_after):
            match.current.apply(rng.choice(match.current.legal_actions()))
    return match


def seed_with_peng_for(seat: int) -> tuple[int, ToyState]:
    """A match seed whose first UI_TOY hand lets ``seat`` 碰 the dealer's first legal discard."""
    for seed in range(2000):
        st = UI_TOY.engine.new_hand(UI_TOY, {}, derive_seed(seed, 0))
        first = st.legal_actions()[0]
        if first.kind != "discard":
            continue
        st2 = st.clone()
        st2.apply(first)
        if st2.to_act == seat and st2.phase == "claim":
            return seed, st
    raise AssertionError("no seed found")

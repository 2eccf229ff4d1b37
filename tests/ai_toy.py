"""A toy 字牌-like game for testing the tournament and the players' plumbing
independently of the real families' rules: 3 seats, 7 cards each (the dealer
8), discard; the next two seats may 碰 a discard in turn order, otherwise the
next seat draws the top of the stock into the hand; 胡 with two triples in hand
(winner +4, the others −2 each); an empty stock is a draw (黄牌).

It implements ``determinize`` the way the real engines must: the viewer's hand
and everything face up are kept, the unseen cards are shuffled into the other
hands and the stock.
"""

from __future__ import annotations

from collections import Counter

from app.engine import Action, HandResult, Meld, PlayerView, Rng, SeatView, Variant
from app.engine.core import FamilyEngine, GameState
from app.engine.zipai.cards import ALL_KINDS, parse_card

SEATS = 3


class ToyState(GameState):
    def __init__(self, variant, settings, seed, context, deal=True):
        self.variant, self.settings, self.seed, self.context = variant, dict(settings), seed, dict(context)
        self.dealer = self.context.get("dealer", 0)
        self.hands = [[] for _ in range(SEATS)]
        self.stock: list = []
        self.melds = [[] for _ in range(SEATS)]
        self.discards = [[] for _ in range(SEATS)]
        self._log: list[Action] = []
        self.turn = self.dealer
        self.phase = "discard"
        self.live = None
        self.live_from = None
        self.asked = None
        self._result = None
        if deal:
            cards = [k for k in ALL_KINDS for _ in range(4)]
            Rng(seed).shuffle(cards)
            for i in range(SEATS):
                self.hands[i] = sorted(cards[i * 7:(i + 1) * 7])
            self.stock = cards[SEATS * 7:]
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

    def _triples(self, seat):
        return sum(1 for n in Counter(self.hands[seat]).values() if n >= 3)

    def legal_actions(self):
        if self._result is not None:
            return []
        seat = self.to_act
        if self.phase == "claim":
            return [Action(seat, "peng", (self.live,) * 2), Action(seat, "pass")]
        acts = [Action(seat, "discard", (c,)) for c in sorted(set(self.hands[seat]))]
        if self._triples(seat) + len(self.melds[seat]) >= 2:
            acts.insert(0, Action(seat, "hu"))
        return acts

    def why_illegal(self, action):
        if self._result is not None:
            return "the hand is over"
        if action.seat != self.to_act:
            return f"it is seat {self.to_act + 1}'s turn"
        return None if action in self.legal_actions() else f"{action.text()} is not allowed now"

    def _next_claimant(self, after):
        seat = after
        while True:
            seat = (seat + 1) % SEATS
            if seat == self.live_from:
                return None
            if self.hands[seat].count(self.live) >= 2:
                return seat

    def _apply(self, a):
        self._log.append(a)
        if a.kind == "hu":
            net = [-2] * SEATS
            net[a.seat] = 2 * (SEATS - 1)
            self._result = HandResult(a.seat, tuple(net), "win")
        elif a.kind == "discard":
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
            claimant = self._next_claimant(self.asked)
            if claimant is None:
                self._settle_live()
            else:
                self.asked = claimant

    def _settle_live(self):
        self.discards[self.live_from].append(self.live)
        seat = (self.live_from + 1) % SEATS
        self.live = None
        if not self.stock:
            self._result = HandResult(None, (0,) * SEATS, "draw")
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
            for s in range(SEATS))
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
        return other


class ToyEngine(FamilyEngine):
    id = "toy"

    def parse_card(self, text):
        return parse_card(text)

    def deck(self, settings):
        return [k for k in ALL_KINDS for _ in range(4)]

    def new_hand(self, variant, settings, seed, context=None):
        return ToyState(variant, settings, seed, context or {"dealer": seed % SEATS})

    def first_context(self, variant, settings, seed):
        return {"dealer": seed % SEATS}

    def next_context(self, variant, settings, context, result):
        return dict(context)

    def determinize(self, view, rng):
        """A state that agrees with ``view``; the hidden cards dealt at random."""
        v = find_toy()
        s = ToyState(v, {}, 0, dict(view.context), deal=False)
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
        s.stock = pool
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
        return {"label": "胡", "value": 0, "complete": False, "waiting": (), "groups": []}

    def action_label(self, kind, variant_id=None):
        return {"discard": ("打", "Discard"), "peng": ("碰", "Pong"), "pass": ("过", "Pass"),
                "hu": ("胡", "Win")}.get(kind, (kind, kind))


ENGINE = ToyEngine()
TOY = Variant("ai-toy", "玩具", "toy", "zipai", SEATS, "", (), engine=ENGINE)


def find_toy():
    return TOY

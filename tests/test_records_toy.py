"""A tiny two-seat family used to test the record machinery on its own, so
these tests do not depend on the real engines' rules.  (The real variants are
covered by tests/test_records_variants.py.)

Rules of the toy: each seat is dealt 4 字牌; seats discard in turn from the
dealer; a seat holding a pair may declare ``hu`` instead (it wins 2 from the
other); after 6 discards the hand is drawn.  The next dealer is the winner,
else the other seat."""

from __future__ import annotations

import pytest

from app.engine import Action, FamilyEngine, GameState, HandResult, IllegalAction, PlayerView, Rng, SeatView
from app.engine import variants as variants_mod
from app.engine.variants import Option, Variant
from app.engine.zipai import cards as zc

TOY_ID = "toy-records"


class ToyState(GameState):
    def __init__(self, variant, settings, seed, context):
        self.variant, self.settings, self.seed, self.context = variant, dict(settings), seed, dict(context)
        deck = zc.deck()
        Rng(seed).shuffle(deck)
        n = settings["cards"]
        self.hands = [sorted(deck[:n]), sorted(deck[n:2 * n])]
        self.discards: list[list] = [[], []]
        self._log: list[Action] = []
        self._turn = context["dealer"]
        self._result = None

    @property
    def log(self):
        return tuple(self._log)

    @property
    def to_act(self):
        return None if self._result else self._turn

    def legal_actions(self):
        if self._result:
            return []
        s = self._turn
        acts = [Action(s, "discard", (c,)) for c in sorted(set(self.hands[s]))]
        if any(self.hands[s].count(c) >= 2 for c in self.hands[s]):
            acts.insert(0, Action(s, "hu"))
        return acts

    def why_illegal(self, action):
        if self._result:
            return "the hand is over"
        if action.seat != self._turn:
            return f"it is seat {self._turn}'s turn, not seat {action.seat}'s"
        if action not in self.legal_actions():
            return f"seat {action.seat} cannot {action.kind} {' '.join(c.code for c in action.cards)}".rstrip()
        return None

    def _apply(self, action):
        self._log.append(action)
        s = action.seat
        if action.kind == "hu":
            net = [-2, -2]
            net[s] = 2
            self._result = HandResult(s, tuple(net), "win", {"pair": True}, (f"{s + 1}号 胡",))
            return
        self.hands[s].remove(action.cards[0])
        self.discards[s].append(action.cards[0])
        self._turn = 1 - s
        if len(self._log) >= 6:
            self._result = HandResult(None, (0, 0), "draw", {}, ("臭局",))

    @property
    def is_over(self):
        return self._result is not None

    @property
    def result(self):
        return self._result

    def view(self, seat):
        over = self._result is not None
        players = tuple(PlayerView(i, len(self.hands[i]), (), tuple(self.discards[i]),
                                   tuple(self.hands[i]) if seat in (None, i) or over else None)
                        for i in range(2))
        legal = tuple(self.legal_actions()) if seat == self.to_act else ()
        return SeatView(TOY_ID, seat, self.context["dealer"], self.to_act, "over" if over else "discard",
                        0, None, None, None, players, legal, self.log, self.context)

    def clone(self):
        other = object.__new__(ToyState)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.discards = [list(d) for d in self.discards]
        other._log = list(self._log)
        return other


class ToyEngine(FamilyEngine):
    id = "toy"

    def parse_card(self, text):
        return zc.parse_card(text)

    def deck(self, settings):
        return zc.deck()

    def new_hand(self, variant, settings, seed, context=None):
        return ToyState(variant, settings, seed, context or {"dealer": 0})

    def first_context(self, variant, settings, seed):
        return {"dealer": seed % 2}

    def next_context(self, variant, settings, context, result):
        dealer = result.winner if result.winner is not None else 1 - context["dealer"]
        return {"dealer": dealer}

    def determinize(self, view, rng):
        raise NotImplementedError

    def judge(self, request):
        return {}

    def assess(self, view):
        return {"label": "胡", "value": 0, "complete": False, "waiting": (), "groups": []}

    def action_label(self, kind, variant_id=None):
        return {"discard": ("打", "Discard"), "hu": ("胡", "Win")}.get(kind, (kind, kind))


TOY = Variant(TOY_ID, "玩具", "Toy", "zipai", 2, "", (Option("cards", 4, "int", "张数", "cards", minimum=2,
                                                               maximum=8),), engine=ToyEngine())


@pytest.fixture
def toy():
    variants_mod._REGISTRY[TOY_ID] = TOY
    try:
        yield TOY
    finally:
        variants_mod._REGISTRY.pop(TOY_ID, None)


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


def test_toy_engine_is_consistent(toy):
    from app.engine import Match

    m = play(Match(toy, seed=3), hands=3)
    assert len(m.hands) == 3 and all(h.is_over for h in m.hands)

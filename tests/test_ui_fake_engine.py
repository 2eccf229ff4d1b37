"""A tiny stand-in game for testing the table's controller without depending
on the rules of a real family: long cards, deal 7 (dealer 8), discard, the
others may 碰 the discard in turn order, 胡 with two triples in hand.  将 may
not be discarded (the same refusal the real engines give), so the controller's
"explain in words" path is exercised.  It is not registered as a variant.
"""

from __future__ import annotations

from collections import Counter

import pytest

from app.engine import Action, HandResult, Meld, PlayerView, Rng, SeatView, Variant, derive_seed
from app.engine.core import FamilyEngine, GameState
from app.engine.longcard.cards import deck as long_deck, parse_card


class FakeState(GameState):
    def __init__(self, variant, settings, seed, context):
        self.variant, self.settings, self.seed, self.context = variant, dict(settings), seed, dict(context)
        cards = long_deck(False)
        Rng(seed).shuffle(cards)
        self.dealer = self.context.get("dealer", 0)
        self.hands = [sorted(cards[i * 7:(i + 1) * 7]) for i in range(4)]
        self.stock = cards[28:]
        self.hands[self.dealer].append(self.stock.pop())
        self.hands[self.dealer].sort()
        self.melds = [[] for _ in range(4)]
        self.discards = [[] for _ in range(4)]
        self._log: list[Action] = []
        self.turn = self.dealer
        self.phase = "discard"
        self.live = None
        self.live_from = None
        self.asked = None
        self._result = None

    @property
    def log(self):
        return tuple(self._log)

    @property
    def to_act(self):
        if self._result is not None:
            return None
        return self.asked if self.phase == "claim" else self.turn

    def legal_actions(self):
        if self._result is not None:
            return []
        seat = self.to_act
        if self.phase == "claim":
            return [Action(seat, "peng", (self.live,) * 2), Action(seat, "pass")]
        acts = [Action(seat, "discard", (c,)) for c in sorted(set(self.hands[seat])) if not c.is_jiang]
        if sum(1 for n in Counter(self.hands[seat]).values() if n >= 3) >= 2:
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
        if action.kind == "discard" and action.cards and action.cards[0].is_jiang:
            return f"{action.cards[0].name} 是将，将不能打出 (a 将 is never discarded)"
        return f"{action.text()} is not allowed now"

    def _next_claimant(self, after):
        seat = after
        for _ in range(3):
            seat = (seat + 1) % 4
            if seat != self.live_from and self.hands[seat].count(self.live) >= 2:
                return seat
        return None

    def _draw(self, seat):
        if not self.stock:
            self._result = HandResult(None, (0, 0, 0, 0), "draw", {"stock": 0}, ("黄牌：牌摸完了",))
            return
        self.hands[seat].append(self.stock.pop())
        self.hands[seat].sort()
        self.turn, self.phase = seat, "discard"

    def _apply(self, a):
        self._log.append(a)
        if a.kind == "hu":
            net = [-3] * 4
            net[a.seat] = 9
            self._result = HandResult(a.seat, tuple(net), "win", {"hu": 8, "groups": [["2w", "2w", "2w"]]},
                                      (f"{a.seat + 1}号 胡", "每家付 3"))
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
            if self.phase == "claim":
                claimant = self._next_claimant(self.asked)
                if claimant is None or claimant == self.asked:
                    self._settle_live()
                else:
                    self.asked = claimant
            else:
                self._draw((a.seat + 1) % 4)

    def _settle_live(self):
        self.discards[self.live_from].append(self.live)
        seat = (self.live_from + 1) % 4
        self.live = None
        self._draw(seat)

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
            for s in range(4))
        legal = tuple(self.legal_actions()) if seat is not None and seat == self.to_act else ()
        return SeatView(self.variant.id, seat, self.dealer, self.to_act,
                        "over" if over else self.phase, len(self.stock), self.live, self.live_from,
                        "discard" if self.live is not None else None, players, legal, self.log,
                        self.context, {})

    def clone(self):
        other = FakeState.__new__(FakeState)
        other.__dict__.update({k: (v.copy() if isinstance(v, (list, dict)) else v)
                               for k, v in self.__dict__.items()})
        other.hands = [h.copy() for h in self.hands]
        other.melds = [m.copy() for m in self.melds]
        other.discards = [d.copy() for d in self.discards]
        other._log = list(self._log)
        return other


class FakeEngine(FamilyEngine):
    id = "longcard"

    def parse_card(self, text):
        return parse_card(text)

    def deck(self, settings):
        return long_deck(False)

    def new_hand(self, variant, settings, seed, context=None):
        return FakeState(variant, settings, seed, context or {"dealer": 0})

    def first_context(self, variant, settings, seed):
        return {"dealer": 0}

    def next_context(self, variant, settings, context, result):
        return {"dealer": (context.get("dealer", 0) + 1) % 4}

    def determinize(self, view, rng):
        raise NotImplementedError

    def judge(self, request):
        return {}

    def assess(self, view):
        hand = view.hand
        return {"label": "胡", "value": len(hand), "complete": False,
                "waiting": tuple(c for c, n in Counter(hand).items() if n == 2), "groups": []}

    def action_label(self, kind, variant_id=None):
        return {"peng": ("碰", "Pong"), "pass": ("过", "Pass"), "hu": ("胡", "Win"),
                "discard": ("打", "Discard")}.get(kind, (kind, kind))


FAKE = Variant("uitest", "测试牌", "UI test game", "longcard", 4, "", (), engine=FakeEngine())


def fake_seed_with_peng_for(seat: int) -> tuple[int, FakeState]:
    """A match seed whose first hand lets ``seat`` 碰 the dealer's first legal discard."""
    for seed in range(2000):
        st = FAKE.engine.new_hand(FAKE, {}, derive_seed(seed, 0))
        first = st.legal_actions()[0]
        if first.kind != "discard":
            continue
        st2 = st.clone()
        st2.apply(first)
        if st2.to_act == seat and st2.phase == "claim":
            return seed, st
    raise AssertionError("no seed found")


def test_fake_game_plays_to_the_end():
    st = FAKE.engine.new_hand(FAKE, {}, 3)
    rng = Rng(1)
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    assert sum(st.result.net) == 0


def test_fake_game_refuses_jiang_discard_in_words():
    for seed in range(200):
        st = FAKE.engine.new_hand(FAKE, {}, seed)
        jiang = [c for c in st.hands[st.dealer] if c.is_jiang]
        if jiang:
            reason = st.why_illegal(Action(st.dealer, "discard", (jiang[0],)))
            assert "将" in reason
            return
    pytest.fail("no seed with a 将 in the dealer's hand")

"""The three computer levels.

All three are pure functions of ``(view, rng)``: they read the seat's own
``SeatView`` (their hand, every face-up card, the public log) and nothing else.
Whatever they simulate happens on states built by ``engine.determinize(view,
rng)`` — a deal of the unseen cards consistent with the view — so the real
hidden cards cannot leak in, and the same view and seed give the same choice.

- ``easy``   — a beginner: always takes a win, claims greedily, throws the card
               that looks loneliest, and now and then makes a plain mistake.
- ``normal`` — one-ply lookahead: applies each legal action (and its own
               follow-up discard) to a determinized copy and scores the position
               it leaves with the family's evaluation (distance to 圆 and 八胡,
               or 胡息 potential), minus the risk of feeding a 碰/吃/win.
- ``hard``   — determinized search: the normal player's best few actions are
               each played out to the end of the hand on many sampled deals
               (the same samples for every action), everyone following a fast
               rollout policy; it leaves normal's choice only when the average
               outcome says so clearly.  The budget is an iteration count, not a
               clock, so a fixed seed gives the same decision on any machine.
"""

from __future__ import annotations

import math

from app.engine import Action, Rng, SeatView

from . import longcard_eval, zipai_eval
from .base import register_level
from .common import discarded_counts, unseen_counts, variant_of

WIN_KINDS = ("hu",)
# Claims that put a card from the table into one's own groups.
CLAIM_KINDS = ("peng", "chi", "gang", "wai", "liu", "pao", "ti", "zhang", "kai")
PASS_KINDS = ("pass", "guo")


def _family(view: SeatView) -> str:
    return variant_of(view.variant).family


def _wins(legal):
    return [a for a in legal if a.kind in WIN_KINDS]


def _assess_waiting(view: SeatView):
    """The cards that would win for the viewer now, from the engine's own
    ``assess`` (None when the engine cannot say)."""
    try:
        info = variant_of(view.variant).engine.assess(view)
    except Exception:  # an engine still being built: judge without it
        return None
    if not isinstance(info, dict):
        return None
    return tuple(info.get("waiting") or ())


def static_value(view: SeatView, with_waiting: bool = True) -> float:
    """The family evaluation of the viewer's resting position."""
    seat = view.seat
    me = view.players[seat]
    hand = me.hand or ()
    unseen = unseen_counts(view)
    waiting = _assess_waiting(view) if with_waiting else None
    if _family(view) == "longcard":
        return longcard_eval.position_value(hand, me.melds, unseen, waiting or ())
    return zipai_eval.position_value(hand, me.melds, view.variant, unseen, waiting or ())


def discard_risk(view: SeatView, card) -> float:
    """How much throwing ``card`` may help the others, in evaluation units.

    Unseen copies are the cards others may hold: two or more unseen means a
    碰 is possible; a card already thrown (熟张) has been passed by everyone
    and may no longer be claimed by them (迷张 / 臭牌), so it is the safest.
    Where a discard can be won on and the thrower pays for everyone (qidong's
    包铳) the risk weighs more."""
    unseen = unseen_counts(view).get(card, 0)
    thrown = discarded_counts(view).get(card, 0)
    risk = {0: 0.0, 1: 0.25, 2: 0.7, 3: 1.1}.get(unseen, 1.3)
    if thrown:
        risk *= 0.35
    if view.variant == "qidong":
        risk *= 1.8
    return risk


def _loneliness(hand, card) -> float:
    """A beginner's look at a card: how few cards near it are in hand."""
    same = sum(1 for c in hand if c == card) - 1
    score = 2.0 * same
    if hasattr(card, "suit") and card.suit is not None:          # long cards
        for c in hand:
            if c.suit == card.suit and c != card and abs(c.rank - card.rank) <= 2:
                score += 1.0 if abs(c.rank - card.rank) == 1 else 0.6
            elif c.rank == card.rank and c.suit != card.suit and c.suit is not None:
                score += 0.5
    elif hasattr(card, "big"):                                  # 字牌
        for c in hand:
            if c == card:
                continue
            if c.big == card.big and abs(c.rank - card.rank) <= 2:
                score += 1.0 if abs(c.rank - card.rank) == 1 else 0.6
            elif c.rank == card.rank:
                score += 0.8
            elif c.big == card.big and {c.rank, card.rank} <= {2, 7, 10}:
                score += 0.6
    return score


class EasyPlayer:
    """A beginner: greedy and sometimes simply wrong, but always legal."""

    level = "easy"

    def __init__(self, mistake_rate: float = 0.2, claim_rate: float = 0.85):
        self.mistake_rate = mistake_rate
        self.claim_rate = claim_rate

    def choose(self, view: SeatView, rng: Rng) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        wins = _wins(legal)
        if wins:
            return wins[0]
        if rng.random() < self.mistake_rate:
            return rng.choice(legal)
        claims = [a for a in legal if a.kind in CLAIM_KINDS]
        if claims and rng.random() < self.claim_rate:
            return claims[0]
        discards = [a for a in legal if a.kind == "discard" and a.cards]
        if discards:
            hand = view.hand
            return min(discards, key=lambda a: (_loneliness(hand, a.cards[0]), a.cards[0]))
        passes = [a for a in legal if a.kind in PASS_KINDS]
        return passes[0] if passes else legal[0]


class NormalPlayer:
    """One-ply lookahead with the family evaluation and discard safety."""

    level = "normal"

    def __init__(self, follow_up: bool = True):
        self.follow_up = follow_up

    def choose(self, view: SeatView, rng: Rng) -> Action:
        ranked = self.rank(view, rng)
        return ranked[0][1]

    def rank(self, view: SeatView, rng: Rng) -> list[tuple[float, Action]]:
        """Every legal action with its score, best first (ties keep the engine's order)."""
        legal = view.legal
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return [(0.0, legal[0])]
        wins = _wins(legal)
        if wins:
            return [(math.inf, wins[0])] + [(0.0, a) for a in legal if a is not wins[0]]
        engine = variant_of(view.variant).engine
        base = engine.determinize(view, Rng(rng.next64()))
        seat = view.seat
        scored = []
        for i, a in enumerate(legal):
            scored.append((self._score(base, seat, view, a), -i, a))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [(s, a) for s, _, a in scored]

    def _score(self, base, seat, view, action) -> float:
        state = base.clone()
        state.apply(action)
        value = self._after(state, seat, depth=1 if self.follow_up else 0)
        if action.kind == "discard" and action.cards:
            value -= discard_risk(view, action.cards[0])
        return value

    def _after(self, state, seat, depth) -> float:
        if state.is_over:
            res = state.result
            return 0.5 * res.net[seat] + (50.0 if res.winner == seat else 0.0)
        if depth > 0 and state.to_act == seat:
            nxt = state.legal_actions()
            if nxt and len(nxt) > 1 and all(a.kind == "discard" for a in nxt):
                v = state.view(seat)
                best = -math.inf
                for a in nxt:
                    s2 = state.clone()
                    s2.apply(a)
                    val = self._after(s2, seat, depth - 1)
                    if a.cards:
                        val -= discard_risk(v, a.cards[0])
                    best = max(best, val)
                return best
        return static_value(state.view(seat))


class RolloutPolicy:
    """The fast policy every seat follows inside hard's simulations: win when
    possible, keep forced claims, throw the loneliest card; no lookahead."""

    def __init__(self, claim_rate: float = 0.6):
        self.claim_rate = claim_rate

    def choose_fast(self, state, rng: Rng) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        for a in legal:
            if a.kind in WIN_KINDS:
                return a
        claims = [a for a in legal if a.kind in CLAIM_KINDS]
        if claims and rng.random() < self.claim_rate:
            return claims[0]
        discards = [a for a in legal if a.kind == "discard" and a.cards]
        if discards:
            view = state.view(legal[0].seat)
            hand = view.hand
            return min(discards, key=lambda a: (_loneliness(hand, a.cards[0]), a.cards[0]))
        passes = [a for a in legal if a.kind in PASS_KINDS]
        return passes[0] if passes else legal[0]


class HardPlayer:
    """Determinized Monte-Carlo search guarded by the normal player's judgement."""

    level = "hard"

    def __init__(self, samples: int = 12, candidates: int = 3, max_steps: int = 400, margin: float = 1.0):
        self.samples = samples          # determinized deals per decision
        self.candidates = candidates    # normal's best few actions searched
        self.max_steps = max_steps      # rollout length cap (actions)
        self.margin = margin            # standard errors a rival must beat normal's choice by
        self.normal = NormalPlayer()
        self.policy = RolloutPolicy()

    def choose(self, view: SeatView, rng: Rng) -> Action:
        ranked = self.normal.rank(view, rng)
        top = ranked[0][1]
        if len(ranked) == 1 or ranked[0][0] == math.inf or self.samples <= 0:
            return top
        cands = [a for _, a in ranked[:self.candidates]]
        engine = variant_of(view.variant).engine
        seat = view.seat
        outcomes = {a: [] for a in cands}
        for _ in range(self.samples):
            det_seed = rng.next64()
            roll_seed = rng.next64()
            base = engine.determinize(view, Rng(det_seed))
            for a in cands:
                state = base.clone()
                state.apply(a)
                outcomes[a].append(self._rollout(state, seat, Rng(roll_seed)))
        ref = outcomes[top]
        best, best_gain = top, 0.0
        n = len(ref)
        for a in cands[1:]:
            diffs = [x - y for x, y in zip(outcomes[a], ref)]
            m = sum(diffs) / n
            var = sum((d - m) ** 2 for d in diffs) / max(n - 1, 1)
            se = math.sqrt(var / n)
            if m > self.margin * se and m > best_gain:
                best, best_gain = a, m
        return best

    def _rollout(self, state, seat, rng: Rng) -> float:
        steps = 0
        while not state.is_over and steps < self.max_steps:
            state.apply(self.policy.choose_fast(state, rng))
            steps += 1
        if state.is_over:
            return float(state.result.net[seat])
        return 0.0


register_level("easy", EasyPlayer)
register_level("normal", NormalPlayer)
register_level("hard", HardPlayer)

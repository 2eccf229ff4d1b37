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
- ``hard``   — determinized search: for the normal player's best few actions,
               many deals of the unseen cards are sampled (the same samples for
               every action); on each, the hand is played on (the others by a
               fast rollout policy) to the seat's next real choice, where the
               best answer is scored by normal's evaluation (long cards: that
               answer is played and the choice after it scored).  hard leaves
               normal's choice only when the paired average says so clearly.
               The budget is an iteration count, not a clock, so a fixed seed
               gives the same decision on any machine.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from app.engine import Action, Rng, SeatView

from . import adapters, longcard_eval, zipai_eval
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


def optional_win(legal):
    """(win, 熬) of a choice where a win may be declined (long cards: 熬将 —
    a 打滚 hand on one's own discard or a 熟将, seed 000 §七.5), else None."""
    win = next((a for a in legal if a.kind in WIN_KINDS), None)
    ao = next((a for a in legal if a.kind == "ao"), None)
    return (win, ao) if win is not None and ao is not None else None


def ao_gains(view: SeatView, rng: Rng, samples: int, policy: "RolloutPolicy") -> list[float]:
    """熬将 weighed by simulation: on each of ``samples`` deals of the unseen
    cards, the money of declining the win and playing the hand out (every seat
    by the fast rollout policy, which wins at its first chance — so a later
    win is scored with the 将碰 / bigger type it brings) less the money of
    winning now (exact: the engine settles it).  Paired by deal."""
    win, ao = optional_win(view.legal)
    engine = variant_of(view.variant).engine
    seat = view.seat
    out = []
    for _ in range(samples):
        base = engine.determinize(view, Rng(rng.next64()))
        now_state = base.clone()
        now_state.apply(win)
        now = now_state.result.net[seat] if now_state.is_over else 0
        later = base.clone()
        later.apply(ao)
        r = Rng(rng.next64())
        steps = 0
        while not later.is_over and steps < 2000:
            later.apply(policy.choose_fast(later, r))
            steps += 1
        out.append((later.result.net[seat] if later.is_over else 0) - now)
    return out


def ao_pays(gains: list[float], margin: float) -> bool:
    """Decline the win only when waiting beats winning now by ``margin``
    standard errors of the paired mean (and by something)."""
    n = len(gains)
    if n < 2:
        return False
    m = sum(gains) / n
    var = sum((g - m) ** 2 for g in gains) / (n - 1)
    return m > 0 and m > margin * math.sqrt(var / n)


class Evaluator:
    """The family evaluation of resting positions for one seat and one view:
    hand and table in, a score out (higher is better).  The unseen counts come
    from the view; the waiting cards from the family's exact hu check."""

    def __init__(self, view: SeatView, weights=None):
        self.vid = view.variant
        self.family = _family(view)
        self.unseen = unseen_counts(view)
        self.thrown = discarded_counts(view)
        self.live = frozenset(c.index for c, n in self.unseen.items() if n > 0)
        self._memo: dict = {}
        self.settings = view.extra.get("settings") if isinstance(view.extra, dict) else None
        self.w = weights or longcard_eval.DEFAULT

    def value(self, hand, melds) -> float:
        key = (hand, melds)
        v = self._memo.get(key)
        if v is None:
            waits = lambda: adapters.waiting(self.vid, hand, melds, self.settings)  # noqa: E731
            if self.family == "longcard":
                v = longcard_eval.position_value(hand, melds, self.unseen, waits, self.live, self.w)
            else:
                v = zipai_eval.position_value(hand, melds, self.vid, self.unseen, waits, self.live)
            self._memo[key] = v
        return v


def static_value(view: SeatView) -> float:
    """The family evaluation of the viewer's resting position."""
    me = view.players[view.seat]
    return Evaluator(view).value(me.hand or (), me.melds)


def _without(hand, card) -> tuple:
    out = list(hand)
    out.remove(card)
    return tuple(out)


def discard_risk(view: SeatView, card, ev: "Evaluator | None" = None) -> float:
    """How much throwing ``card`` may help the others, in evaluation units.

    Unseen copies are the cards others may hold: two or more unseen means a
    碰 is possible; a card already thrown (熟张) has been passed by everyone
    and may no longer be claimed by them (迷张 / 臭牌), so it is the safest.
    Where a discard can be won on and the thrower pays for everyone (qidong's
    包铳) the risk weighs more."""
    ev = ev or Evaluator(view)
    unseen = ev.unseen.get(card, 0)
    risk = {0: 0.0, 1: 0.25, 2: 0.7, 3: 1.1}.get(unseen, 1.3)
    if ev.thrown.get(card, 0):
        risk *= 0.35
    if ev.family == "longcard":
        risk *= ev.w.risk
    elif ev.family == "zipai":
        risk *= 0.33                     # the 字牌 evaluation is in log units (see zipai_eval)
        risk *= zipai_eval.plan(view.variant).discard_risk   # 包铳 weighs more (the variant's plan)
    return risk


def discard_value(view: SeatView, ev: "Evaluator", hand, melds, card) -> float:
    """Score of throwing ``card``: the resting hand's worth less the risk of feeding others."""
    return ev.value(_without(hand, card), melds) - discard_risk(view, card, ev)


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
    # 熬将: deals simulated when a win may be declined, and the standard errors
    # by which waiting must beat winning now (docs/ai.md, 熬将)
    AO_SAMPLES = 6
    AO_MARGIN = 1.5

    def __init__(self, follow_up: bool = True, weights=None, ao_samples: int | None = None):
        self.follow_up = follow_up
        self.weights = weights          # long-card evaluation weights (None: the defaults)
        self.ao_samples = self.AO_SAMPLES if ao_samples is None else ao_samples

    def choose(self, view: SeatView, rng: Rng) -> Action:
        ao = self.consider_ao(view, rng)
        if ao is not None:
            return ao
        ranked = self.rank(view, rng)
        return ranked[0][1]

    def consider_ao(self, view: SeatView, rng: Rng) -> Action | None:
        """熬 (decline the win) when simulation says waiting pays; else None."""
        pair = optional_win(view.legal)
        if pair is None or self.ao_samples <= 0:
            return None
        gains = ao_gains(view, Rng(rng.next64()), self.ao_samples, RolloutPolicy())
        return pair[1] if ao_pays(gains, self.AO_MARGIN) else None

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
        seat = view.seat
        me = view.players[seat]
        hand, melds = me.hand or (), me.melds
        ev = Evaluator(view, self.weights)
        det = None
        scored = []
        for i, a in enumerate(legal):
            if a.kind == "discard" and a.cards:
                # a discard only takes the card out of the hand: no simulation needed
                v = discard_value(view, ev, hand, melds, a.cards[0])
            elif a.kind in PASS_KINDS:
                v = ev.value(hand, melds)
            elif a.kind == "buy":
                v = ev.value(hand, melds) + self._buy_bias(view)
            else:
                if det is None:
                    det = variant_of(view.variant).engine.determinize(view, Rng(rng.next64()))
                state = det.clone()
                state.apply(a)
                v = self._after(state, seat, view, ev)
            scored.append((v, -i, a))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [(v, a) for v, _, a in scored]

    @staticmethod
    def _buy_bias(view: SeatView) -> float:
        """买庄 triples every 庄 exchanged, both ways: worth it with a start
        that promises 将碰 (two or more 将 among the first cards)."""
        jiang = sum(1 for c in view.hand if getattr(c, "is_jiang", False))
        return 0.5 if jiang >= 2 else -0.5

    def _after(self, state, seat, view, ev) -> float:
        """Score of the position a claim leaves, including the best follow-up discard."""
        if state.is_over:
            res = state.result
            return 0.5 * res.net[seat] + (50.0 if res.winner == seat else 0.0)
        hand = adapters.own_hand(state, seat)
        melds = adapters.own_melds(state, seat)
        if self.follow_up and state.to_act == seat:
            nxt = state.legal_actions()
            discards = [a for a in nxt if a.kind == "discard" and a.cards]
            if discards and len(discards) == len(nxt):
                return max(discard_value(view, ev, hand, melds, a.cards[0]) for a in discards)
        return ev.value(hand, melds)


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
            counts = adapters.hand_counts(state, legal[0].seat)
            fam = variant_of(state.variant.id).family
            return min(discards, key=lambda a: (adapters.loneliness(counts, a.cards[0].index, fam),
                                                a.cards[0].index))
        passes = [a for a in legal if a.kind in PASS_KINDS]
        return passes[0] if passes else legal[0]


@dataclass(frozen=True)
class Assessment:
    """hard's judgement of one legal choice (``HardPlayer.assess``).

    ``value`` is in the family's evaluation units (long cards: 3 = one card
    short of 圆; 字牌: log of an expected payment), comparable between the
    choices of one decision only.  ``static`` is normal's one-ply score;
    ``searched`` says the value is the mean of the look-ahead over sampled
    deals of the unseen cards (``gain``/``se``: its paired mean gain over
    normal's choice and the standard error of that gain).  ``best`` marks
    hard's choice: normal's unless a searched rival beats it clearly."""

    action: Action
    value: float
    static: float
    searched: bool = False
    gain: float = 0.0
    se: float = 0.0
    best: bool = False


def _paired(xs: list[float], ys: list[float]) -> tuple[float, float]:
    """Mean and standard error of the paired differences ``xs[i] - ys[i]``
    (over the first ``len(xs)`` pairs)."""
    n = len(xs)
    diffs = [x - y for x, y in zip(xs, ys)]
    m = sum(diffs) / n
    var = sum((d - m) ** 2 for d in diffs) / max(n - 1, 1)
    return m, math.sqrt(var / n)


class HardPlayer:
    """Determinized search over the cards that may come, guarded by the normal
    player's judgement."""

    level = "hard"

    # Determinized deals per decision, by family: sized so that a decision stays
    # under 0.5 s at the 95th percentile on a slow 2-core machine (docs/ai.md).
    SAMPLES = {"longcard": 12, "zipai": 60}
    # Long cards: where the search is spent.  "all" — every close decision;
    # "claims" — only a choice to 碰/吃/杠 or let the card go (discards keep
    # normal's choice), with CLAIM_SAMPLES deals each (docs/ai.md, Figures).
    SEARCH = {"longcard": "claims", "zipai": "all"}
    CLAIM_SAMPLES = {"longcard": 48}
    # A lead of normal's best action this large (in evaluation units) is left
    # unsearched: the search would only spend time confirming it.
    CLEAR_LEAD = {"longcard": 3.0, "zipai": 1.0}

    # How far each playout goes: "next" — to the seat's next real choice, scored
    # by normal's evaluation of the best answer there (the default: measured
    # stronger, docs/ai.md); a number — that many actions, scored by every
    # seat's evaluation; None — to the end of the hand, scored by settlement.
    HORIZON = {"longcard": "next", "zipai": "next"}

    # Standard errors of the paired difference by which a rival must beat
    # normal's choice before hard plays it.
    MARGIN = {"longcard": 1.0, "zipai": 1.0}

    # Sequential sampling (docs/ai.md, "hard"): deals are looked at in batches
    # of BATCH from MIN_SAMPLES on; a rival is dropped once its paired mean
    # difference with normal's choice is below -DROP_Z standard errors (or
    # exactly nil), and the search stops when every rival left leads by more
    # than ACCEPT_Z standard errors.  At most BUDGET_FACTOR × samples
    # look-aheads in all, so three candidates get two thirds of the deals two get.
    BATCH = 8
    MIN_SAMPLES = 8
    DROP_Z = 1.0
    ACCEPT_Z = 2.5
    BUDGET_FACTOR = 2

    def __init__(self, samples: int | None = None, candidates: int = 3, max_steps: int = 400,
                 margin: float | None = None, horizon: int | str | None = -1, search: str | None = None,
                 weights=None, payout: bool | None = None, depth: int | None = None, lead: float | None = None,
                 ao_samples: int | None = None, sequential: bool = True):
        self.sequential = sequential    # stop sampling once the choice is clear (False: every deal for all)
        self.search = search            # "all" / "claims" (None: family default)
        self.samples = samples          # determinized deals per decision (None: family default)
        self.candidates = candidates    # normal's best few actions searched
        self.max_steps = max_steps      # rollout length cap (actions)
        self.margin = margin            # standard errors a rival must beat normal's choice by (None: family)
        self.horizon = horizon          # -1: family default; None: to the end; "next": next choice
        self.weights = weights
        self.payout = payout            # score look-ahead ends by settlement (None: family default)
        self.depth = depth              # own choices played through in a look-ahead (None: family default)
        self.lead = lead                # normal's lead that is left unsearched (None: family default)
        self.ao_samples = ao_samples    # 熬将 deals (None: AO_SAMPLES; 0: always win)
        self.normal = NormalPlayer(weights=weights)
        self.policy = RolloutPolicy()

    # 熬将: more deals than normal, the same test
    AO_SAMPLES = 24
    AO_MARGIN = 1.5

    def choose(self, view: SeatView, rng: Rng) -> Action:
        pair = optional_win(view.legal)
        if pair is not None:
            if self.samples == 0 and self.ao_samples is None:
                return self.normal.choose(view, rng)  # no search: normal's choice, as everywhere
            samples = self.AO_SAMPLES if self.ao_samples is None else self.ao_samples
            if samples > 0:
                gains = ao_gains(view, Rng(rng.next64()), samples, self.policy)
                return pair[1] if ao_pays(gains, self.AO_MARGIN) else pair[0]
            return pair[0]
        ranked = self.normal.rank(view, rng)
        top = ranked[0][1]
        fam = _family(view)
        samples = self.samples if self.samples is not None else self.SAMPLES.get(fam, 16)
        if (self.search or self.SEARCH.get(fam, "all")) == "claims":
            if not any(a.kind in CLAIM_KINDS for a in view.legal):
                return top
            if self.samples is None:
                samples = self.CLAIM_SAMPLES.get(fam, samples)
        if len(ranked) == 1 or ranked[0][0] == math.inf or samples <= 0:
            return top
        lead = self.lead if self.lead is not None else self.CLEAR_LEAD.get(_family(view), 3.0)
        cands = [a for v, a in ranked[:self.candidates] if ranked[0][0] - v < lead]
        if len(cands) < 2:
            return top
        outcomes, rivals = self._outcomes(view, rng, top, cands, samples)
        margin = self.margin if self.margin is not None else self.MARGIN.get(_family(view), 1.0)
        return self._pick(top, rivals, outcomes, margin)

    def _outcomes(self, view: SeatView, rng: Rng, top, cands, samples: int) -> tuple[dict, list]:
        """The look-ahead score of each candidate on deals of the unseen cards
        (the same deals and random stream for every candidate), and the rivals
        of normal's choice ``top`` still in the running when sampling stopped."""
        engine = variant_of(view.variant).engine
        seat = view.seat
        horizon = self.HORIZON.get(_family(view)) if self.horizon == -1 else self.horizon
        leaf = Evaluator(view, self.weights) if horizon is not None and horizon != "next" else None
        ev_view = Evaluator(view, self.weights) if horizon == "next" else None

        def play(base, a, roll_seed) -> float:
            state = base.clone()
            state.apply(a)
            if horizon == "next":
                return self._next_decision(state, seat, Rng(roll_seed), view, ev_view)
            return self._rollout(state, seat, Rng(roll_seed), horizon, leaf)

        outcomes = {a: [] for a in cands}
        if not self.sequential:
            for _ in range(samples):
                det_seed = rng.next64()
                roll_seed = rng.next64()
                base = engine.determinize(view, Rng(det_seed))
                for a in cands:
                    outcomes[a].append(play(base, a, roll_seed))
            return outcomes, list(cands[1:])
        # Sequential: deals come in batches; after each, a rival whose paired
        # difference with normal's choice is clearly not positive is dropped,
        # and the search stops once every rival left is clearly ahead (or none
        # is left).  The deals are budgeted by the number of candidates: at
        # most ``samples`` per candidate, and ``2 × samples`` look-aheads in all
        # (never fewer than the first check needs).
        rivals = list(cands[1:])
        n_min = min(self.MIN_SAMPLES, samples)
        budget = max(self.BUDGET_FACTOR * samples, len(cands) * n_min)
        used = n = 0
        while rivals and n < samples and used + 1 + len(rivals) <= budget:
            det_seed = rng.next64()
            roll_seed = rng.next64()
            base = engine.determinize(view, Rng(det_seed))
            for a in [top] + rivals:
                outcomes[a].append(play(base, a, roll_seed))
            n += 1
            used += 1 + len(rivals)
            if n < n_min or n % self.BATCH:
                continue
            ref = outcomes[top]
            alive, decided = [], True
            for a in rivals:
                m, se = _paired(outcomes[a], ref)
                if m < -self.DROP_Z * se or (m == 0.0 and se == 0.0):
                    continue                    # not better than normal's choice: dropped
                alive.append(a)
                if not m > self.ACCEPT_Z * se:
                    decided = False
            rivals = alive
            if decided:
                break
        return outcomes, rivals


    @staticmethod
    def _pick(top, rivals, outcomes, margin: float):
        """normal's choice, unless a rival's paired mean gain over it beats
        ``margin`` standard errors (the largest such gain wins)."""
        ref = outcomes[top]
        best, best_gain = top, 0.0
        for a in rivals:
            m, se = _paired(outcomes[a], ref)
            if m > margin * se and m > best_gain:
                best, best_gain = a, m
        return best

    def assess(self, view: SeatView, rng: Rng, samples: int | None = None) -> tuple[Assessment, ...]:
        """Every legal choice of ``view`` as hard judges it, best first: the
        same ranking, candidates, look-ahead and margin as ``choose``, from the
        view alone (hidden cards only through ``engine.determinize``).
        ``samples`` overrides the deals per searched decision (a hand review
        uses fewer).  Choices outside the searched few keep normal's score,
        shifted onto the searched ones' scale."""
        legal = tuple(view.legal)
        if not legal:
            raise ValueError("no legal action to choose from")
        fam = _family(view)
        if len(legal) == 1:
            return (Assessment(legal[0], 0.0, 0.0, best=True),)
        pair = optional_win(legal)
        if pair is not None:
            n = self.AO_SAMPLES if self.ao_samples is None else self.ao_samples
            n = n if samples is None else min(n, samples)
            gains = ao_gains(view, Rng(rng.next64()), n, self.policy) if n > 0 else []
            m = sum(gains) / len(gains) if gains else 0.0
            var = sum((g - m) ** 2 for g in gains) / max(len(gains) - 1, 1) if gains else 0.0
            se = math.sqrt(var / len(gains)) if gains else 0.0
            wait = ao_pays(gains, self.AO_MARGIN)
            scale = self.PAYOUT_SCALE
            out = [Assessment(pair[0], 0.0, 0.0, bool(gains), best=not wait),
                   Assessment(pair[1], scale * m, 0.0, bool(gains), scale * m, scale * se, best=wait)]
            low = min(0.0, scale * m)
            out += [Assessment(a, low, low) for a in legal if a is not pair[0] and a is not pair[1]]
            return tuple(sorted(out, key=lambda x: (not x.best, -x.value)))
        wins = _wins(legal)
        if wins:
            rest = replace(view, legal=tuple(a for a in legal if a.kind not in WIN_KINDS))
            others = self.normal.rank(rest, rng) if rest.legal else []
            top = max((v for v, _ in others), default=0.0)
            win_v = top + self.WIN_VALUE.get(fam, 15.0)
            return tuple([Assessment(wins[0], win_v, win_v, best=True)]
                         + [Assessment(a, win_v, win_v) for a in wins[1:]]
                         + [Assessment(a, v, v) for v, a in others])
        ranked = self.normal.rank(view, rng)
        top = ranked[0][1]
        static = [Assessment(a, v, v, best=a is top) for v, a in ranked]
        n = self.samples if self.samples is not None else self.SAMPLES.get(fam, 16)
        if (self.search or self.SEARCH.get(fam, "all")) == "claims":
            if not any(a.kind in CLAIM_KINDS for a in legal):
                return tuple(static)
            if self.samples is None:
                n = self.CLAIM_SAMPLES.get(fam, n)
        if samples is not None:
            n = samples
        if n <= 0 or ranked[0][0] == math.inf:
            return tuple(static)
        lead = self.lead if self.lead is not None else self.CLEAR_LEAD.get(fam, 3.0)
        cands = [a for v, a in ranked[:self.candidates] if ranked[0][0] - v < lead]
        if len(cands) < 2:
            return tuple(static)
        # the same sampling as ``choose`` (it stops once the choice is clear)
        outcomes, rivals = self._outcomes(view, rng, top, cands, n)
        ref = outcomes[top]
        margin = self.margin if self.margin is not None else self.MARGIN.get(fam, 1.0)
        best = self._pick(top, rivals, outcomes, margin)
        stats = {}
        for a in cands:
            m, se = _paired(outcomes[a], ref)
            stats[a] = (sum(outcomes[a]) / len(outcomes[a]), m, se)
        st = {a: v for v, a in ranked}
        shift = sum(stats[a][0] - st[a] for a in cands) / len(cands)
        out = []
        for v, a in ranked:
            if a in stats:
                mean, m, se = stats[a]
                out.append(Assessment(a, mean, v, True, m, se, a is best))
            else:
                out.append(Assessment(a, v + shift, v))
        return tuple(sorted(out, key=lambda x: (not x.best, -x.value)))

    # Outcomes of the look-ahead to the seat's next decision, in evaluation units.
    WIN_VALUE = {"longcard": 15.0, "zipai": 3.0}
    # Play a claim's follow-up discard and look on to the next choice after it
    # (long cards), rather than stopping at that discard.
    THROUGH = {"longcard": True, "zipai": False}
    LOSS_VALUE = {"longcard": 4.0, "zipai": 1.0}
    # Score look-ahead ends by the money won or paid (evaluation units per
    # unit of settlement; a long-card 平胡 nets about 15 at 1-3-5).
    PAYOUT = {"longcard": False, "zipai": False}
    PAYOUT_SCALE = 1.0
    # Own choices a look-ahead plays through before it scores, by family; a
    # variant's hand class may carry its own (``LOOKAHEAD_DEPTH``: lvsi 2, the
    # best answer to the next card played and the choice after it scored — a 吃
    # shows its worth only a turn later; haimen measured no better with it,
    # docs/ai.md, Figures).
    DEPTH = {"longcard": 1, "zipai": 1}

    def _end_value(self, state, seat, ev, hand, melds) -> float:
        """Score of a hand that ended in the look-ahead: the seat's position
        plus, with ``payout``, the money it actually wins or pays (a 飘胡 is
        worth four 平胡) — otherwise a fixed win / loss value."""
        res = state.result
        if self._payout(ev):
            return ev.value(hand, melds) + self.PAYOUT_SCALE * res.net[seat]
        if res.winner == seat:
            return ev.value(hand, melds) + self.WIN_VALUE[ev.family]
        if res.winner is not None:
            return ev.value(hand, melds) - self.LOSS_VALUE[ev.family]
        return ev.value(hand, melds)

    def _payout(self, ev) -> bool:
        return self.payout if self.payout is not None else self.PAYOUT.get(ev.family, False)

    def _answers(self, state, seat, view, ev, legal):
        """Each of the seat's options at a choice in the look-ahead, scored
        by normal's evaluation (a win by what it brings)."""
        hand, melds = adapters.own_hand(state, seat), adapters.own_melds(state, seat)
        out = []
        for a in legal:
            if a.kind in WIN_KINDS:
                if self._payout(ev):
                    s2 = state.clone()
                    s2.apply(a)
                    v = self._end_value(s2, seat, ev, hand, melds) if s2.is_over else ev.value(hand, melds)
                else:
                    v = ev.value(hand, melds) + self.WIN_VALUE[ev.family]
            elif a.kind == "discard" and a.cards:
                v = discard_value(view, ev, hand, melds, a.cards[0])
            elif a.kind in PASS_KINDS or a.kind == "buy":
                v = ev.value(hand, melds)
            else:
                s2 = state.clone()
                s2.apply(a)
                v = self.normal._after(s2, seat, view, ev)
            out.append((v, a))
        return out

    def _next_decision(self, state, seat, rng: Rng, view, ev) -> float:
        """Play on (everyone else by the rollout policy, the seat's own forced
        acts) to the seat's next real choice and score the best answer there by
        normal's evaluation — a two-ply search over the cards that may come.
        With ``depth`` > 1 the best answer is played and the look-ahead goes on
        to the next choice after it."""
        steps = 0
        through = self.THROUGH.get(ev.family, False)
        depth = self.depth if self.depth is not None else getattr(
            variant_of(ev.vid).hand_class, "LOOKAHEAD_DEPTH", self.DEPTH.get(ev.family, 1))
        while not state.is_over and steps < 80 * depth:
            if state.to_act == seat:
                legal = state.legal_actions()
                win = any(a.kind in WIN_KINDS for a in legal)
                if len(legal) > 1 or win:
                    # a claim's own discard is played (normal's choice) and the look-ahead goes
                    # on, so that taking the card and letting it go are judged at the same depth
                    own_discard = through and steps == 0 and all(a.kind == "discard" for a in legal)
                    if not own_discard:
                        if win or depth <= 1:
                            break
                        depth -= 1
                    state.apply(max(self._answers(state, seat, view, ev, legal), key=lambda t: t[0])[1])
                else:
                    state.apply(legal[0])
            else:
                state.apply(self.policy.choose_fast(state, rng))
            steps += 1
        hand, melds = adapters.own_hand(state, seat), adapters.own_melds(state, seat)
        if state.is_over:
            return self._end_value(state, seat, ev, hand, melds)
        if state.to_act != seat:
            return ev.value(hand, melds)
        legal = state.legal_actions()
        if not self._payout(ev) and any(a.kind in WIN_KINDS for a in legal):
            return ev.value(hand, melds) + self.WIN_VALUE[ev.family]
        return max(v for v, _ in self._answers(state, seat, view, ev, legal))

    def _rollout(self, state, seat, rng: Rng, horizon=None, leaf=None) -> float:
        """The seat's settlement at the end of a playout; with a horizon, an
        estimate of it where the playout stops (see ``_leaf_value``)."""
        steps = 0
        limit = self.max_steps if horizon is None else min(horizon, self.max_steps)
        while not state.is_over and steps < limit:
            state.apply(self.policy.choose_fast(state, rng))
            steps += 1
        if state.is_over:
            return float(state.result.net[seat])
        return self._leaf_value(state, seat, leaf) if leaf is not None else 0.0

    # Long cards: what a win is worth from each other seat, roughly (平胡 2–3
    # 庄 + 1 底; 飘胡 more), for the leaf estimate below.
    LONGCARD_WIN = 4.0

    def _leaf_value(self, state, seat, ev) -> float:
        """Expected settlement of an unfinished hand, from every seat's
        evaluation of its own cards in the playout.

        字牌: a seat's evaluation is the log of (payment if it wins) × (chance
        it wins), so e^value is its expected take from each other seat.  Long
        cards: the 庄 already on the tables are offset pair by pair, win or
        not, and each seat's chance of winning is e^(value/3) (its evaluation
        is 3 units per missing card)."""
        n = state.num_seats
        takes, zhuang = [], []
        for s in range(n):
            try:
                hand, melds = adapters.own_hand(state, s), adapters.own_melds(state, s)
            except Exception:  # a seat that sits out (守醒) has no hand
                takes.append(0.0)
                zhuang.append(0.0)
                continue
            if ev.family == "longcard":
                z = longcard_eval.zhuang_value(tuple(melds))
                v = ev.value(hand, melds) - 1.5 * z
                takes.append(self.LONGCARD_WIN * math.exp(min(v / 3.0, 0.0)))
                zhuang.append(z)
            else:
                v = ev.value(hand, melds)
                takes.append(math.exp(min(v, 8.0)))
                zhuang.append(0.0)
        others = [s for s in range(n) if s != seat]
        value = (n - 1) * takes[seat] - sum(takes[s] for s in others)
        value += sum(zhuang[seat] - zhuang[s] for s in others)
        return value


register_level("easy", EasyPlayer)
register_level("normal", NormalPlayer)
register_level("hard", HardPlayer)

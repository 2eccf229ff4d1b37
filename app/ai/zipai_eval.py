"""How good a 字牌 position is, from its owner's point of view.

A hand wins when it is all 句 (顺子, 二七十, 大小三搭, three or four alike) but
for the last one or two cards the rules allow (吊张, 门子, one pair) and holds
enough 胡息 (RULES.md "字牌: rulings").  ``shape`` searches, memoised, for the
grouping of the hand with the fewest loose cards and the most 胡息; a live
two-card partial (a pair or a 门子 whose missing card is still unseen) costs
0.5, a loose card 1.  ``position_value`` adds the 胡息 already on the table,
the distance to the variant's minimum and the live cards that would win.
"""

from __future__ import annotations

import math
from functools import lru_cache

from app.engine.zipai.rules import FAMILY_PLAN, PlanTable

LIVE_PARTIAL = 0.5
DEAD_PARTIAL = 1.6
XI_W = 0.25

def plan(variant: "str | PlanTable") -> PlanTable:
    """The planner's figures of a variant (its hand class's ``PLAN``: the
    胡息 it expects of each group, its aim, how the variant pays), from the
    variant's id or the table itself."""
    if isinstance(variant, PlanTable):
        return variant
    return _plan_of(variant)


@lru_cache(maxsize=None)
def _plan_of(variant_id: str) -> PlanTable:
    from app.engine import find_variant

    variant = find_variant(variant_id)
    cls = variant.hand_class        # a family member without one plans as the family does
    plan: PlanTable = getattr(cls, "PLAN", FAMILY_PLAN)
    return plan


def _big(k):
    return k >= 10


def _rank(k):
    return k % 10 + 1


@lru_cache(maxsize=300_000)
def _search(counts: tuple, r: PlanTable, live: frozenset) -> tuple[float, float, float]:
    """(score, cost, 胡息) of the best grouping of ``counts`` (20 kinds)."""
    k = next((i for i in range(20) if counts[i]), None)
    if k is None:
        return 0.0, 0.0, 0.0
    big = 1 if _big(k) else 0
    rank = _rank(k)
    n = counts[k]
    best = None

    def consider(used, cost, xi):
        nonlocal best
        c = list(counts)
        for i in used:
            c[i] -= 1
        _, rc, rx = _search(tuple(c), r, live)
        tc, tx = rc + cost, rx + xi
        score = -tc + XI_W * tx
        if best is None or score > best[0]:
            best = (score, tc, tx)

    if n == 4:
        consider((k,) * 4, 0.0, r.four[big])
    if n >= 3:
        consider((k,) * 3, 0.0, r.kan[big])
        if r.kan_locked:                  # a 坎 is never split (qidong)
            return best
    if rank <= 8 and counts[k + 1] and counts[k + 2]:
        consider((k, k + 1, k + 2), 0.0, r.run123[big] if rank == 1 else 0)
    if rank == 2 and counts[k + 5] and counts[k + 8]:
        consider((k, k + 5, k + 8), 0.0, r.ert[big])
    if not big:                           # 大小三搭 (the small card is the lower index)
        o = k + 10
        if n >= 2 and counts[o]:
            consider((k, k, o), 0.0, 0)
        if counts[o] >= 2:
            consider((k, o, o), 0.0, 0)
    # two-card partials
    if n >= 2:
        consider((k, k), LIVE_PARTIAL if (k in live or (not big and k + 10 in live)) else DEAD_PARTIAL, 0)
    for d in (1, 2):
        j = k + d
        if rank + d <= 10 and counts[j]:
            need = ([k - 1] if rank > 1 else []) + ([k + 2] if rank + 2 <= 10 else []) if d == 1 else [k + 1]
            consider((k, j), LIVE_PARTIAL if any(x in live for x in need) else DEAD_PARTIAL, 0)
    if rank in (2, 7):
        for other in ((5, 8) if rank == 2 else (3,)):
            j = k + other
            if counts[j]:
                third = {2: {5: k + 8, 8: k + 5}, 7: {3: k - 5}}[rank][other]
                consider((k, j), LIVE_PARTIAL if third in live else DEAD_PARTIAL, 0)
    if not big and counts[k + 10]:
        consider((k, k + 10), LIVE_PARTIAL if (k in live or k + 10 in live) else DEAD_PARTIAL, 0)
    consider((k,), 1.0, 0)
    return best


def shape(hand, variant: "str | PlanTable", live=frozenset()):
    """(cost, 胡息 of the hand's groups) of the best grouping of ``hand``."""
    counts = [0] * 20
    for c in hand:
        counts[c.index] += 1
    _, cost, xi = _search(tuple(counts), plan(variant), frozenset(live))
    return cost, xi


def meld_xi(meld, variant: "str | PlanTable") -> int:
    r = plan(variant)
    cards = meld.cards
    if not cards:
        return 0
    big = 1 if cards[0].big else 0
    form = meld.form
    if form == "peng":
        return r.peng[big]
    if form == "wai":
        return r.wai[big]
    if form == "kan":
        return r.kan[big]
    if form in ("liu", "pao"):
        return r.pao[big]
    if form in ("ti", "long"):
        return r.ti[big]
    if form == "chi" and len(cards) == 3:
        ranks = sorted(c.rank for c in cards)
        cases = {c.big for c in cards}
        if len(cases) == 1:
            if ranks == [1, 2, 3]:
                return r.run123[big]
            if ranks == [2, 7, 10]:
                return r.ert[big]
    return 0


def pairs_plan_cost(hand, melds, live) -> float | None:
    """Distance to a hand of triples only (对子息: every group three or four
    alike, the last two cards a pair), or None once an eaten sentence is on
    the table.  A pair still live costs 0.5, a dead pair or a single 1."""
    if any(m.form == "chi" for m in melds):
        return None
    counts: dict = {}
    for c in hand:
        counts[c.index] = counts.get(c.index, 0) + 1
    cost = 0.0
    pairs = 0
    for k, n in counts.items():
        if n >= 3:
            continue
        if n == 2:
            pairs += 1
            cost += 0.5 if k in live else 1.0
        else:
            cost += 1.0
    if pairs:
        cost -= 0.5          # one pair may stay a pair
    return max(cost, 0.0)


def _round5(x: float) -> float:
    return max(10.0, 5.0 * math.ceil(x / 5.0))


def position_value(hand, melds, variant: "str | PlanTable", unseen: dict, waiting=None, live=None) -> float:
    """The worth of a resting position (hand after discarding): higher is better.

    It is the log of a rough expected payment: each plan's payment if it wins,
    discounted by e^-cost for the cards still missing and by the 胡息 still
    short of the minimum.  Where the plan says so (waihuzi / yiyang) a second
    plan, all triples (对子息 + 行行息, +160 息 on top of the 胡息), is
    weighed against the ordinary one.
    ``waiting`` is a function giving the cards that would win (the engine's
    exact answer); it is asked only when the hand is nearly complete."""
    if live is None:
        live = frozenset(c.index for c, n in unseen.items() if n > 0)
    r = plan(variant)
    cost, hand_xi = shape(hand, r, live)
    xi = sum(meld_xi(m, r) for m in melds) + hand_xi
    need = r.min_xi
    short = max(0.0, need - xi)
    fours = sum(1 for m in melds if len(m.cards) == 4)
    counts: dict = {}
    for c in hand:
        counts[c] = counts.get(c, 0) + 1
    fours += sum(1 for n in counts.values() if n == 4)
    if r.pays_in_tun:
        pay = 1.0 + max(0.0, (max(xi, need) - need) // 3)
    else:
        pay = _round5(max(xi, need) + 1 + 30 * fours)
    value = math.log(pay) - cost - 0.35 * short
    wins = waiting() if (waiting is not None and cost <= 1.0) else ()
    if wins:
        outs = sum(unseen.get(w, 0) for w in wins)
        value += 0.7 + 0.25 * min(outs, 12)
    if r.pairs_plan:
        dcost = pairs_plan_cost(hand, melds, live)
        if dcost is not None:
            dvalue = math.log(_round5(xi + 1 + 160 + 30 * fours)) - 1.15 * dcost - 0.5
            value = max(value, dvalue) + math.log1p(math.exp(-abs(value - dvalue)))
    return value

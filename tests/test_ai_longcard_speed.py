"""The long-card evaluation's grouping search, made faster for hard's
simulations, gives exactly the answers of its plain reading (kept here as the
reference): same score, cost and 胡 for random hands, tables and live sets."""

import random
from functools import lru_cache

from hypothesis import given, settings, strategies as st

from app.ai.longcard_eval import (COMBOS, DEAD_PARTIAL, HU_W, JIANG, LIVE_PARTIAL, N_SUITED, RUN_OK, SU,
                                  _baozi_kinds, _has_k, _rank, _search, _suit, shape)
from app.engine.longcard.cards import ALL_KINDS


@lru_cache(maxsize=None)
def reference_search(counts: tuple, ones: int, ctx_key: tuple) -> tuple[float, float, float]:
    """(score, cost, 胡) of the best grouping of the 素 cards in ``counts``;
    ``ones`` is the number of 1t (文钱 heads) still free."""
    free, live, absorb = ctx_key
    k = next((i for i in SU if counts[i]), None)
    if k is None:
        return 0.0, 0.0, 0.0
    best = None

    def consider(used: dict, cost: float, hu: float, ones_used: int = 0):
        nonlocal best
        c = list(counts)
        for i, n in used.items():
            c[i] -= n
        s, rc, rh = reference_search(tuple(c), ones - ones_used, ctx_key)
        tc, th = rc + cost, rh + hu
        score = -tc + HU_W * th
        if best is None or score > best[0]:
            best = (score, tc, th)

    n = counts[k]
    if k in absorb:                       # extends a run or stands in a 豹子 on the table
        consider({k: n}, 0.0, 0.0)
        return best
    if n >= 3:                            # 招儿: whole, 2 胡 (never lends a card to a run)
        consider({k: n}, 0.0, 2.0 if n == 3 else 5.0)
    suit, rank = _suit(k), _rank(k)
    # runs starting at k (k is the lowest 素 card left, so nothing lower joins)
    if k in RUN_OK:
        length = 0
        i = k
        while i < (suit + 1) * 9 and i in RUN_OK and counts[i] > 0:
            length += 1
            if length >= 3:
                consider({j: 1 for j in range(k, i + 1)}, 0.0, 0.0)
            i += 1
    # 文钱 1t 2t 3t: a run that counts 1 胡
    if k == 1 and ones > 0 and counts[2] > 0:
        consider({1: 1, 2: 1}, 0.0, 1.0, 1)
    # 豹子: one number in all three suits (table cards and 9s may stand in it)
    if 2 <= rank <= 9:
        kinds = _baozi_kinds(rank)
        if all(_has_k(free, counts, j) for j in kinds):
            consider({j: counts[j] for j in kinds if j < N_SUITED and j not in JIANG}, 0.0, 0.0)
    # 胡头 combinations holding k; repeats stack, each combination 1 胡
    for combo in COMBOS:
        if k in combo and all(_has_k(free, counts, j) for j in combo):
            consider({j: counts[j] for j in combo if j not in JIANG}, 0.0, 1.0)
    # two-card partials
    if n >= 2:
        consider({k: 2}, LIVE_PARTIAL if k in live else DEAD_PARTIAL, 0.0)
    if k in RUN_OK:
        for d in (1, 2):
            j = k + d
            if _suit(j) == suit and j in RUN_OK and j < N_SUITED and counts[j] > 0:
                need = [x for x in (k - 1, k + 1, k + 2, k + 3) if x in RUN_OK and _suit(x) == suit
                        and x not in (k, j)] if d == 1 else [k + 1]
                ok = any(x in live for x in need)
                consider({k: 1, j: 1}, LIVE_PARTIAL if ok else DEAD_PARTIAL, 0.0)
        if k == 1 and ones > 0:           # 1t 2t waiting for 3t
            consider({1: 1}, LIVE_PARTIAL if 2 in live else DEAD_PARTIAL, 0.0, 1)
    if 2 <= rank <= 9:
        kinds = _baozi_kinds(rank)
        present = [j for j in kinds if j != k and _has_k(free, counts, j)]
        missing = [j for j in kinds if j != k and not _has_k(free, counts, j)]
        if present and missing:
            cost = LIVE_PARTIAL if any(m in live for m in missing) else DEAD_PARTIAL
            consider({j: 1 for j in [k] + present if j < N_SUITED and j not in JIANG and counts[j] > 0},
                     cost * (1 if any(j not in free and j != k for j in present) else 0.5), 0.0)
    for combo in COMBOS:
        if k in combo:
            missing = [j for j in combo if not _has_k(free, counts, j)]
            if len(missing) == 1:
                used = {j: 1 for j in combo if j not in JIANG and j < N_SUITED and counts[j] > 0}
                cost = LIVE_PARTIAL if missing[0] in live else DEAD_PARTIAL
                consider(used, cost * len(used) / 2, 0.0)
    consider({k: 1}, 1.0, 0.0)            # loose
    return best




kinds = st.integers(min_value=0, max_value=30)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=N_SUITED - 1), min_size=0, max_size=16),
       st.integers(min_value=0, max_value=2),
       st.frozensets(kinds, max_size=8), st.frozensets(kinds, max_size=31), st.frozensets(kinds, max_size=6))
def test_fast_search_matches_reference(cards, ones, free, live, absorb):
    counts = [0] * N_SUITED
    for k in cards:
        if k not in JIANG and counts[k] < 4:
            counts[k] += 1
    key = (frozenset(free), frozenset(live), frozenset(absorb))
    assert _search(tuple(counts), ones, key) == reference_search(tuple(counts), ones, key)


def test_fast_search_matches_reference_on_full_hands():
    # a dense hand of every 素 kind twice, with nothing free and nothing live
    counts = tuple(2 if k in SU else 0 for k in range(N_SUITED))
    for key in ((frozenset(), frozenset(), frozenset()), (frozenset({0, 27}), frozenset(range(31)), frozenset({5}))):
        assert _search(counts, 1, key) == reference_search(counts, 1, key)


def reference_shape(hand, table_cards, live, absorb) -> tuple[float, float]:
    """``shape`` by the plain reading: counts as a tuple, 1t and the other 将 apart."""
    counts = [0] * N_SUITED
    free = set(table_cards)
    ones = 0
    for c in hand:
        if c.index == 0:
            ones += 1
            free.add(0)
        elif c.index in JIANG:
            free.add(c.index)
        else:
            counts[c.index] += 1
    _, cost, hu = reference_search(tuple(counts), ones, (frozenset(free), frozenset(live), frozenset(absorb)))
    return cost, hu


_DECK = [k for k in ALL_KINDS for _ in range(4)]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=len(_DECK) - 1), min_size=0, max_size=26, unique=True),
       st.frozensets(kinds, max_size=10), st.frozensets(kinds, max_size=31), st.frozensets(kinds, max_size=6))
def test_packed_shape_matches_plain_reading(picks, table, live, absorb):
    # whole hands from the real deck (1t, 将, up to four copies of a kind), as the players ask them
    hand = [_DECK[i] for i in picks]
    assert shape(hand, table, live, absorb) == reference_shape(hand, table, live, absorb)


def test_packed_shape_matches_plain_reading_on_dealt_hands():
    # 25-card hands as dealt, asked twice (the second answer comes from the memo of solved sub-shapes)
    rng = random.Random(14)
    for _ in range(40):
        hand = rng.sample(_DECK, 25)
        table = frozenset(rng.sample(range(31), rng.randint(0, 6)))
        live = frozenset(rng.sample(range(31), rng.randint(15, 31)))
        absorb = frozenset(rng.sample(range(27), rng.choice([0, 1, 3])))
        want = reference_shape(hand, table, live, absorb)
        assert shape(hand, table, live, absorb) == want
        assert shape(list(reversed(hand)), table, live, absorb) == want

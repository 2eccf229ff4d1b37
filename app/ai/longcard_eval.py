"""How good a long-card (八胡头) position is, from its owner's point of view.

A hand wins when every 素 card is 圆 (in a run, a 豹子, a 胡头 combination or
three alike, counting the owner's own table) and it holds at least 8 胡
(RULES.md "Long cards: rulings").  ``shape`` finds, by a memoised search over
the 素 cards, the grouping that leaves the fewest loose cards — a loose card
costs 1, a live two-card partial (its missing card still unseen) 0.5 — and
counts the 胡 that grouping brings.  ``position_value`` blends that distance
to 圆 with the distance to 八胡, the 庄 already on the table and how many live
cards would finish the hand.  Only the viewer's own cards and the unseen counts
are used.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from app.engine.longcard.cards import ALL_KINDS, card as card_of
from app.engine.longcard.evaluate import whole_hu

# Kind indices: 筒 0–8, 索 9–17, 万 18–26, 千 27, 空瑶 28, 押子 29, 星儿 30.
N_SUITED = 27
JIANG = frozenset({0, 9, 18, 17, 27, 28, 29, 30})     # 1t 1s 1w 9s 千 空 押 星
SU = tuple(k for k in range(N_SUITED) if k not in JIANG)
# Runs: 万 2–9, 索 2–8, 筒 1–9 (1t only as 文钱's head).
RUN_OK = frozenset(list(range(0, 9)) + list(range(10, 17)) + list(range(19, 27)))
# The six stackable 胡头 combinations (文钱 is a run, handled apart).
COMBOS = (
    (10, 19, 7),    # 二八帮子 2s 2w 8t
    (11, 20, 6),    # 三七 3s 3w 7t
    (9, 18, 8),     # 一一九 1s 1w 9t
    (28, 17, 26),   # 空九九 kong 9s 9w
    (27, 28, 17),   # 千空九 qian kong 9s
    (29, 16, 26),   # 押八九 ya 8s 9w
)
LIVE_PARTIAL = 0.5   # cost of a two-card partial whose missing card is still unseen
DEAD_PARTIAL = 1.6   # ... whose missing card is all seen
HU_W = 0.35          # value of one 胡 inside the grouping search


def _suit(k):
    return k // 9


def _rank(k):
    return k % 9 + 1


def _baozi_kinds(r):
    return (r - 1, 9 + r - 1, 18 + r - 1)


class _Ctx:
    """Fixed facts for one search: free cards (将 in hand or on the table,
    table cards usable in 豹子/combinations) and live kinds."""

    __slots__ = ("free", "live", "absorb")

    def __init__(self, free: frozenset, live: frozenset, absorb: frozenset):
        self.free = free        # kinds present without needing 圆 (将, own table cards)
        self.live = live        # kinds with at least one unseen copy
        self.absorb = absorb    # kinds already 圆 by the table (顺圆, exposed 豹子/combination)


def _has(ctx, counts, k):
    return k in ctx.free or (k < N_SUITED and counts[k] > 0)


# Precomputed per-kind facts for _search (same rules as above, looked up, not recomputed)
def _kind_facts():
    out = []
    for k in range(N_SUITED):
        suit, rank = _suit(k), _rank(k)
        runs_end = (suit + 1) * 9
        pairs = []
        if k in RUN_OK:
            for d in (1, 2):
                j = k + d
                if _suit(j) == suit and j in RUN_OK and j < N_SUITED:
                    need = tuple(x for x in (k - 1, k + 1, k + 2, k + 3) if x in RUN_OK and _suit(x) == suit
                                 and x not in (k, j)) if d == 1 else (k + 1,)
                    pairs.append((j, need))
        baozi = _baozi_kinds(rank) if 2 <= rank <= 9 else None
        combos = tuple(c for c in COMBOS if k in c)
        out.append((suit, rank, runs_end, tuple(pairs), baozi, combos))
    return tuple(out)


_FACTS = _kind_facts()


# The grouping search proper, on packed counts: a hand's 素 cards as one
# integer, 3 bits per kind (kind k at bit 3k, at most 7 copies), the 1t still
# free above them (bit _ONES_SHIFT on).  Everything the rules fix for one
# search context (free, live, absorb) is worked out once per context in a
# _Plan — which pairs are live, which kinds stand free — and every sub-shape
# is solved once per context and kept in the plan's memo.  The options are
# tried in the same order with the same arithmetic as the plain reading (kept
# in tests/test_ai_longcard_speed.py), so the answers are identical.
_ONES_SHIFT = 3 * N_SUITED + 3
_SU_MASK = sum(7 << (3 * k) for k in SU)
_MEMO_LIMIT = 400_000          # solved sub-shapes kept over all contexts before they are dropped


class _Plan:
    __slots__ = ("memo", "kinds")

    def __init__(self, free: frozenset, live: frozenset, absorb: frozenset):
        self.memo: dict = {}
        kinds: list = [None] * N_SUITED

        def other(j):
            # (shift of its count or -1 past the suits, free, live, counts as a 素 card to take)
            return (3 * j if j < N_SUITED else -1, j in free, j in live, j < N_SUITED and j not in JIANG)

        for k in SU:
            suit, rank, runs_end, pairs, baozi, combos = _FACTS[k]
            run: list = []                # (shift, delta, length - 1) of each run k..i while RUN_OK holds
            if k in RUN_OK:
                i, delta = k, 0
                while i < runs_end and i in RUN_OK:
                    delta += 1 << (3 * i)
                    run.append((3 * i, delta, i - k))
                    i += 1
            pair_opts = tuple((3 * j, (1 << (3 * k)) + (1 << (3 * j)),
                               LIVE_PARTIAL if any(x in live for x in need) else DEAD_PARTIAL)
                              for j, need in pairs) if k in RUN_OK else ()
            # the two other kinds of k's 豹子 and of each combination holding k
            bz = tuple(other(j) for j in baozi if j != k) if baozi is not None else None
            combo_opts = tuple(tuple(other(j) for j in combo if j != k) for combo in combos)
            kinds[k] = (k in absorb, 3 * k, 1 << (3 * k), tuple(run),
                        LIVE_PARTIAL if k in live else DEAD_PARTIAL, pair_opts,
                        LIVE_PARTIAL if 2 in live else DEAD_PARTIAL, bz, combo_opts)
        self.kinds = tuple(kinds)


_PLANS: dict = {}
_SOLVED = [0]


def _plan(ctx_key: tuple) -> _Plan:
    plan = _PLANS.get(ctx_key)
    if plan is None:
        if _SOLVED[0] > _MEMO_LIMIT or len(_PLANS) > 20_000:
            _PLANS.clear()
            _SOLVED[0] = 0
        plan = _PLANS[ctx_key] = _Plan(*ctx_key)
    return plan


_ZERO = (0.0, 0.0, 0.0)


def _solve(key: int, plan: _Plan) -> tuple[float, float, float]:
    """(score, cost, 胡) of the packed shape ``key`` (counts and free 1t),
    by the plain reading's options in its order (the lowest 素 kind k: with
    the table, 招儿, runs from k, 文钱, 豹子, combinations, pairs, two-card
    run partials, 1t 2t, part 豹子, part combinations, loose)."""
    memo = plan.memo
    code = key & _SU_MASK
    if not code:
        memo[key] = _ZERO
        return _ZERO
    _SOLVED[0] += 1
    k = ((code & -code).bit_length() - 1) // 3
    absorbed, sh, one, run, pair_cost, pair_opts, wait_cost, bz, combo_opts = plan.kinds[k]
    n = (key >> sh) & 7
    opts: list = []                        # (key after, cost, 胡), in the plain reading's order
    if absorbed:                           # extends a run or stands in a 豹子 on the table
        opts.append((key - n * one, 0.0, 0.0))
    else:
        ones = key >> _ONES_SHIFT
        if n >= 3:                         # 招儿: whole, 2 胡 (never lends a card to a run)
            opts.append((key - n * one, 0.0, 2.0 if n == 3 else 5.0))
        for s_, delta, span in run:        # runs starting at k (nothing lower is left)
            if not (key >> s_) & 7:
                break
            if span >= 2:
                opts.append((key - delta, 0.0, 0.0))
        if k == 1 and ones and (key >> 6) & 7:     # 文钱 1t 2t 3t: a run that counts 1 胡
            opts.append((key - 72 - (1 << _ONES_SHIFT), 0.0, 1.0))
        if bz is not None:                 # k's 豹子 whole: every copy of its 素 kinds
            (s1, f1, l1, u1), (s2, f2, l2, u2) = bz
            c1 = (key >> s1) & 7
            c2 = (key >> s2) & 7
            h1 = f1 or c1 > 0
            h2 = f2 or c2 > 0
            if h1 and h2:
                opts.append((key - n * one - (c1 << s1 if u1 else 0) - (c2 << s2 if u2 else 0), 0.0, 0.0))
        if combo_opts:
            parts = []
            for (t1, e1, m1, v1), (t2, e2, m2, v2) in combo_opts:
                d1 = (key >> t1) & 7 if t1 >= 0 else 0
                d2 = (key >> t2) & 7 if t2 >= 0 else 0
                g1 = e1 or d1
                g2 = e2 or d2
                if g1 and g2:              # the combination whole, 1 胡
                    opts.append((key - n * one - (d1 << t1 if v1 else 0) - (d2 << t2 if v2 else 0), 0.0, 1.0))
                elif g1 or g2:             # one kind missing: kept for the part combinations below
                    if g1:
                        used = 2 if (v1 and d1) else 1
                        parts.append((key - one - (1 << t1 if (v1 and d1) else 0),
                                      (LIVE_PARTIAL if m2 else DEAD_PARTIAL) * used / 2))
                    else:
                        used = 2 if (v2 and d2) else 1
                        parts.append((key - one - (1 << t2 if (v2 and d2) else 0),
                                      (LIVE_PARTIAL if m1 else DEAD_PARTIAL) * used / 2))
        if n >= 2:
            opts.append((key - 2 * one, pair_cost, 0.0))
        for s_, delta, cost in pair_opts:  # two-card run partials (only where k may run)
            if (key >> s_) & 7:
                opts.append((key - delta, cost, 0.0))
        if k == 1 and ones:                # 1t 2t waiting for 3t
            opts.append((key - 8 - (1 << _ONES_SHIFT), wait_cost, 0.0))
        if bz is not None and h1 != h2:    # one of the 豹子's other kinds in, one missing
            if h1:
                opts.append((key - one - (1 << s1 if (u1 and c1) else 0),
                             (LIVE_PARTIAL if l2 else DEAD_PARTIAL) * (0.5 if f1 else 1), 0.0))
            else:
                opts.append((key - one - (1 << s2 if (u2 and c2) else 0),
                             (LIVE_PARTIAL if l1 else DEAD_PARTIAL) * (0.5 if f2 else 1), 0.0))
        if combo_opts:
            for sub, cost in parts:
                opts.append((sub, cost, 0.0))
        opts.append((key - one, 1.0, 0.0))         # loose
    best = None
    best_s = 0.0
    for sub, cost, hu in opts:
        r = memo.get(sub)
        if r is None:
            r = _solve(sub, plan)
        tc = r[1] + cost
        th = r[2] + hu
        score = -tc + HU_W * th
        if best is None or score > best_s:
            best_s = score
            best = (score, tc, th)
    memo[key] = best
    return best


def _pack(counts, ones: int) -> int:
    code = ones << _ONES_SHIFT
    for i, n in enumerate(counts):
        if n:
            code += n << (3 * i)
    return code


def _search(counts: tuple, ones: int, ctx_key: tuple) -> tuple[float, float, float]:
    """(score, cost, 胡) of the best grouping of the 素 cards in ``counts``;
    ``ones`` is the number of 1t (文钱 heads) still free; ``ctx_key`` is
    (free kinds, live kinds, kinds absorbed by the table)."""
    plan = _plan(ctx_key)
    key = _pack(counts, ones)
    r = plan.memo.get(key)
    return r if r is not None else _solve(key, plan)


def _has_k(free, counts, k):
    return k in free or (k < N_SUITED and counts[k] > 0)


# what one card of each kind adds to a packed shape (0 for the 将 other than 1t)
_INC = tuple((1 << _ONES_SHIFT) if i == 0 else 0 if i in JIANG else 1 << (3 * i) for i in range(len(ALL_KINDS)))


def shape(hand, table_cards=(), live=frozenset(), absorb=frozenset()):
    """(cost, 胡 from the hand's groups) of the best grouping of ``hand``."""
    free = set(table_cards)
    key = 0
    for c in hand:
        i = c.index
        key += _INC[i]
        if i in JIANG:
            free.add(i)
    plan = _plan((frozenset(free), frozenset(live), frozenset(absorb)))
    r = plan.memo.get(key)
    if r is None:
        r = _solve(key, plan)
    return r[1], r[2]


# 胡 of table groups (RULES.md): 素碰 1, 将碰 4, 素杠 4, 将杠 top tier, 素摊庄 5, 将摊庄 11.
def meld_hu(meld) -> int:
    cards = meld.cards
    if not cards:
        return 0
    form = meld.form
    if form in ("peng", "gang", "tan"):
        return whole_hu(form, cards[0].index)
    if form == "chi":
        idx = {c.index for c in cards}
        hu = sum(1 for combo in COMBOS if set(combo) <= idx)
        if {0, 1, 2} <= idx:
            hu += 1
        return hu
    return 0


def zhuang_value(melds) -> float:
    """A rough worth of the 庄 already earned on the table (paid win or not)."""
    su = sum(1 for m in melds if m.form in ("peng", "gang") and m.cards and not m.cards[0].is_jiang)
    jiang = sum(1 for m in melds if m.form in ("peng", "gang") and m.cards and m.cards[0].is_jiang)
    tan = sum((4 if m.cards[0].is_jiang else 1) for m in melds if m.form == "tan" and m.cards)
    if jiang:
        z = su + 1 + 4 * (jiang - 1)
    else:
        z = max(0, su - 3)
    return z + tan + 0.15 * su


zhuang_value = lru_cache(maxsize=20_000)(zhuang_value)


@lru_cache(maxsize=20_000)
def table_facts(melds: tuple):
    """(cards usable by 豹子/combinations, kinds already 圆 by the table)."""
    cards = set()
    absorb = set()
    for m in melds:
        idx = sorted({c.index for c in m.cards})
        cards.update(idx)
        if m.form == "chi" and idx:
            suits = {_suit(i) for i in idx if i < N_SUITED}
            ranks = {_rank(i) for i in idx if i < N_SUITED}
            if len(suits) == 1 and all(i < N_SUITED for i in idx) and len(idx) >= 3 \
                    and idx[-1] - idx[0] == len(idx) - 1:
                for x in (idx[0] - 1, idx[-1] + 1):   # 顺圆: a card extending the run
                    if 0 <= x < N_SUITED and _suit(x) == _suit(idx[0]) and x in RUN_OK:
                        absorb.add(x)
            elif len(ranks) == 1 and all(i < N_SUITED for i in idx):
                absorb.update(_baozi_kinds(ranks.pop()))
            for combo in COMBOS:
                if set(combo) <= set(idx):
                    absorb.update(j for j in combo if j not in JIANG)
        if m.form in ("peng", "gang", "tan") and idx and idx[0] < N_SUITED:
            absorb.add(idx[0])
    return frozenset(cards), frozenset(absorb)


@lru_cache(maxsize=20_000)
def melds_hu(melds: tuple) -> int:
    return sum(meld_hu(m) for m in melds)


@dataclass(frozen=True)
class Weights:
    """The weights of ``position_value`` (evaluation units: 3 = one card
    short of 圆).  One set serves both levels: sweeps of each weight against
    the defaults found no better one (benchmarks/tune_longcard_weights.py,
    docs/ai.md)."""

    distance: float = 3.0      # per loose card (distance to 圆)
    short: float = 1.2         # per 胡 short of 八胡
    over: float = 0.4          # per 胡 above 8 (up to 3: the 11-胡 tier)
    zhuang: float = 1.5        # per 庄 already on the table
    ready: float = 2.0         # the hand waits on at least one live card
    outs: float = 0.6          # per live card that would win (up to 12)
    jiang_pair: float = 2.5    # likely 将碰 of a live 将 pair in hand, in 胡
    risk: float = 1.0          # scale of the discard-safety cost


DEFAULT = Weights()


def hu_total(hand, melds, hand_hu: float, unseen: dict, jiang_pair: float = DEFAULT.jiang_pair) -> float:
    """胡 now (table + hand groups) plus the likely 将碰 of 将 pairs in hand."""
    hu = float(melds_hu(tuple(melds))) + hand_hu
    counts: dict = {}
    for c in hand:
        if c.is_jiang:
            counts[c] = counts.get(c, 0) + 1
    for c, n in counts.items():
        if n >= 3:
            hu += 8
        elif n == 2 and unseen.get(c, 0) > 0:
            hu += jiang_pair if c.index != 0 else 1.0
    return hu


def position_value(hand, melds, unseen: dict, waiting=None, live=None, w: Weights = DEFAULT) -> float:
    """The worth of a resting position (hand after discarding): higher is better.
    ``waiting`` is a function giving the cards that would win (the engine's
    exact answer); it is asked only when the hand is nearly 圆."""
    melds = tuple(melds)
    table_cards, absorb = table_facts(melds)
    if live is None:
        live = frozenset(c.index for c, n in unseen.items() if n > 0)
    cost, hand_hu = shape(hand, table_cards, live, absorb)
    hu = hu_total(hand, melds, hand_hu, unseen, w.jiang_pair)
    short = max(0.0, 8.0 - hu)
    value = (-w.distance * cost - w.short * short + w.over * min(max(hu - 8.0, 0.0), 3.0)
             + w.zhuang * zhuang_value(melds))
    wins = waiting() if (waiting is not None and cost <= 0.5 and hu >= 6) else ()
    if wins:
        outs = sum(unseen.get(w_, 0) for w_ in wins)
        value += w.ready + w.outs * min(outs, 12)
    return value


def all_kinds():
    return ALL_KINDS


__all__ = ["shape", "position_value", "meld_hu", "hu_total", "table_facts", "card_of"]

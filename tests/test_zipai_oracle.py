"""``yezi judge`` on random qidong concealed hands against an independent
brute-force reference written here from seed 003 alone (RULES.md, second
review): a 坎 is never split, a 龙 stays whole, one's own draw meeting a pair
is a 偎 and meeting a 坎 a 提 before anything else (another's card meeting a
坎 is a 跑), groups of three plus at most one pair, 胡息 ≥ 6.

The default run checks 3,000 hands (about a second); ``YEZI_ORACLE_FULL=1``
checks 20,000 (docs/rules-zipai.md records that run)."""

import os
import random
from functools import lru_cache

import pytest

from app.engine import RequestError, find_variant

Q = find_variant("qidong")
N_HANDS = 20_000 if os.environ.get("YEZI_ORACLE_FULL") else 3_000
HOWS = ("self_draw", "other_draw", "discard")


def code(k):
    return f"{'d' if k >= 10 else 'x'}{k % 10 + 1}"


def _xi(small, big, k):
    return big if k >= 10 else small


def _three_groups(i, sanda):
    """Groups of three whose lowest kind is ``i``: (kinds, 胡息, alike)."""
    out = []
    base, r = (10, i - 10) if i >= 10 else (0, i)
    if r <= 7:
        out.append(((i, i + 1, i + 2), _xi(3, 6, i) if r == 0 else 0))       # 顺子 (一二三 / 壹贰叁 only)
    if r == 1:
        out.append(((i, base + 6, base + 9), _xi(3, 6, i)))                   # 二七十 / 贰柒拾
    if sanda and i < 10:
        out.append(((i, i, i + 10), 0))                                        # 大小三搭
        out.append(((i, i + 10, i + 10), 0))
    return out


@lru_cache(maxsize=None)
def _rest(counts, pair_left, sanda):
    """Best 胡息 of the free cards ``counts`` as groups of three (an alike
    three here holds the winning card: a 碰, 003 牌型) and at most
    ``pair_left`` pairs; None when they cannot be grouped."""
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return 0
    best = None
    options = _three_groups(i, sanda)
    if counts[i] >= 3:
        options.append(((i, i, i), _xi(1, 3, i)))
    for kinds, xi in options:
        c = list(counts)
        for k in kinds:
            c[k] -= 1
        if min(c) < 0:
            continue
        r = _rest(tuple(c), pair_left, sanda)
        if r is not None and (best is None or r + xi > best):
            best = r + xi
    if pair_left and counts[i] >= 2:
        c = list(counts)
        c[i] -= 2
        r = _rest(tuple(c), False, sanda)
        if r is not None and (best is None or r > best):
            best = r
    return best


def reference(hand, win, how, sanda):
    """(wins, 胡息) of a concealed qidong hand and winning card; 胡息 None when no shape."""
    c = list(hand)
    fixed = 0
    for k in range(20):
        if c[k] == 4:                       # 龙 (003 牌型: 大 12 / 小 9)
            fixed += _xi(9, 12, k)
            c[k] = 0
    hc = c[win]
    for k in range(20):
        if c[k] == 3 and k != win:          # 坎 stays whole (003 规则 11): 大 6 / 小 3
            fixed += _xi(3, 6, k)
            c[k] = 0
    if hc == 3:
        fixed += _xi(9, 12, win) if how == "self_draw" else _xi(6, 9, win)   # 提 / 跑
        c[win] = 0
    elif hc == 2 and how == "self_draw":
        fixed += _xi(3, 6, win)             # 偎, forced before the win (003 规则 8, 10)
        c[win] = 0
    else:
        c[win] += 1
    r = _rest(tuple(c), True, sanda)
    if r is None:
        return False, None
    return fixed + r >= 6, fixed + r


_GROUPS = [tuple(g) for g in
           [(b + r, b + r + 1, b + r + 2) for b in (0, 10) for r in range(8)] +
           [(b + 1, b + 6, b + 9) for b in (0, 10)] +
           [(r, r, r + 10) for r in range(10)] + [(r, r + 10, r + 10) for r in range(10)] +
           [(k, k, k) for k in range(20)]]


def _hand(rng):
    """14 concealed cards and a winning card: half of them built from groups
    (so that many win), half dealt at random."""
    while True:
        if rng.random() < 0.5:
            deck = [k for k in range(20) for _ in range(4)]
            rng.shuffle(deck)
            cards = deck[:15]
        else:
            cards = []
            if rng.random() < 0.35:
                cards += [rng.randrange(20)] * 4
                cards += [x for _ in range(3) for x in rng.choice(_GROUPS)]
                cards += [rng.randrange(20)] * 2
            else:
                cards += [x for _ in range(5) for x in rng.choice(_GROUPS)]
            if any(cards.count(k) > 4 for k in set(cards)):
                continue
        win = cards.pop(rng.randrange(len(cards)))
        hand = [0] * 20
        for k in cards:
            hand[k] += 1
        return hand, win


def test_judge_agrees_with_the_brute_force_reference():
    rng = random.Random(20261201)
    wins = refused = 0
    for i in range(N_HANDS):
        hand, win = _hand(rng)
        how = rng.choice(HOWS)
        sanda = rng.random() < 0.8
        req = {"variant": "qidong", "hand": " ".join(code(k) for k in range(20) for _ in range(hand[k])),
               "win_card": code(win), "win_from": how, "settings": {"sanda": sanda}}
        ok, xi = reference(hand, win, how, sanda)
        if sum(1 for c in hand if c == 4) > 1:
            # two 龙 and 12 more cards: no seat holds 13 at a win (15, or 14 with a four)
            with pytest.raises(RequestError, match="holds 14"):
                Q.engine.judge(req)
            refused += 1
            continue
        res = Q.engine.judge(req)
        assert res["wins"] is ok, (i, req, xi, res["lines"])
        if xi is not None:
            assert res["xi"] == xi, (i, req, xi, res["lines"])
        wins += ok
    # the sample must exercise both answers
    assert wins > N_HANDS // 10 and N_HANDS - wins - refused > N_HANDS // 10

"""八胡头 hand evaluation: 圆, 胡, loose cards and waits (app.engine.longcard.evaluate)."""

import pytest

from app.engine.longcard import evaluate as ev
from app.engine.longcard.cards import parse_cards


def counts(text):
    c = [0] * ev.NKINDS
    for card in parse_cards(text):
        c[card.index] += 1
    return c


def judge(hand, table=()):
    """(hu capped, 圆, loose codes) of a hand as dealt plus table groups."""
    pool, zhaor, t = ev.dealt_key(counts(hand), [(form, [x.index for x in parse_cards(cards)])
                                                  for form, cards in table])
    o = ev.best(pool, zhaor, t)
    arr = ev.arrangement(pool, zhaor, t, o)
    return min(o.hu, 11), o.loose == 0, arr["loose"]


CASES = [
    # (hand, table, 胡, 圆, source)
    ("2w 3w 4w", (), 0, True, 'seed 000 §四 "最少三張為一搭"'),
    ("2w 3w 4w 5w 6w 7w 8w 9w", (), 0, True, 'seed 000 §四 "搭子無限順…萬子的二至九"'),
    ("2t 3t 4t 5t 6t 7t 8t 9t", (), 0, True, 'seed 000 §四 "柄子的一至九"'),
    ("1s 2s 3s", (), 0, False, 'seed 000 §一 "一條不能與二三條成一搭"'),
    ("1w 2w 3w", (), 0, False, 'seed 000 §一 "一萬不能與二三萬成一搭"'),
    ("7s 8s 9s", (), 0, False, 'seed 000 §一 "九條不能與七八條成一搭"'),
    ("2s 3s 4s 5s 6s 7s 8s", (), 0, True, 'seed 000 §四 "條子的二至八"'),
    ("1t 2t 3t", (), 1, True, 'seed 000 §二 "第四胡頭：一二三-又稱文錢"'),
    ("1t 2t 3t 1t 2t 3t", (), 2, True, 'seed 000 §二 "手上有兩組一二三柄，可算兩胡"'),
    ("1t 2t 3t 4t 5t", (), 1, True, 'seed 000 §二 文钱 is a run: longer runs keep it'),
    ("1t 1t 1t 2t 3t", (), 8, False, 'seed 001 "文钱中有任一招儿，不能组成双文钱"; 将招儿 8'),
    ("1t 1t 2t 2t 3t 3t 5w 6w 7w", (("zhang", "1t"),), 2, True,
     'RULES.md v2: a third 一筒 from a 涨 is a spare 将 — double 文钱 stands (only a 招儿 spoils it)'),
    ("1t 1t 1t 2t 2t 3t 3t", (), 8, False, 'seed 001 "文钱中有任一招儿，不能组成双文钱"'),
    ("5w 5t 5s", (), 0, True, 'seed 000 §四 "五萬，五柄，五條，可組成豹子"'),
    ("5w 5w 5t 5s 5s", (), 0, True, 'seed 000 §四 "數量上可無限疊加"'),
    ("9t 9s 9w", (), 0, True, 'seed 000 §四 "九條可做豹子"'),
    ("5w 5t", (), 0, False, 'seed 000 §四 "萬柄條都得有，才能成豹子"'),
    ("qian kong 9s", (), 1, True, 'seed 000 §二 "第一胡頭：嗆空九"'),
    ("kong 9s 9w", (), 1, True, 'seed 000 §二 "第二胡頭：空九九"'),
    ("ya 8s 9w", (), 1, True, 'seed 000 §二 "第三胡頭：俄八九"'),
    ("1s 1w 9t", (), 1, True, 'seed 000 §二 "第五胡頭：一一九"'),
    ("2s 2w 8t", (), 1, True, 'seed 000 §二 "第六胡頭：二二八"'),
    ("3s 3w 7t", (), 1, True, 'seed 000 §二 "第七胡頭：三三七"'),
    ("2s 2s 2w 2w 8t 8t", (), 1, True, 'seed 001 "即使每样有二复张也只能算一胡"'),
    ("2s 2s 2s 2w 8t", (), 3, True, 'seed 001 "可含复张、招儿、女儿，胡头累加": 招儿 2 + 1'),
    ("4w 4w 4w 2w 3w 5w", (), 2, False, 'seed 001 "招儿不可拆开作顺子"'),
    ("2w 3w 3w 4w 4w 5w", (), 0, True, 'seed 001 "对子可以拆开分别做顺子"'),
    ("qian 1s 1w 9s xing kong ya 1t", (), 1, True, 'seed 000 §二 "將牌對把牌做圓沒有影響"'),
    ("5w 5w", (), 0, False, 'seed 000 §五 "對子，小於三的順子，都不算圓牌"'),
    ("8w 4w 3w", (("chi", "5w 6w 7w"),), 0, True, 'seed 000 §四 "只要能跟桌子上連起來…稱之為順圓"'),
    ("4w 5w", (("chi", "2w 3w 4w"), ("chi", "5w 6w 7w")), 0, True,
     'seed 000 §四 順圓 across two eaten runs: 五万 after 二三四, 四万 before 五六七'),
    ("2w", (("chi", "5w 6w 7w"),), 0, False, 'seed 000 §四 順圓 needs contact'),
    ("5t 5s", (("peng", "5w 5w 5w"),), 1, True, 'seed 000 §四 "碰的，杠的，都能組成豹子"'),
    ("5t", (("chi", "5w 5s 5t"),), 0, True, 'seed 000 §四 "豹子可以無限吃"'),
    ("2w 8t", (("peng", "2s 2s 2s"),), 2, True, 'seed 001 "胡头累加": 碰 1 + 二二八 1'),
    ("", (("peng", "5t 5t 5t"),), 1, True, 'seed 000 §二 "素牌碰…一碰一胡頭"'),
    ("", (("peng", "qian qian qian"),), 4, True, 'seed 000 §二 "將牌碰…一碰四胡頭"'),
    ("", (("peng", "qian qian qian"), ("peng", "kong kong kong"), ("peng", "ya ya ya")), 11,
     True, 'seed 001 "胡头计算最多算到十一胡" (12 capped)'),
    ("", (("gang", "5t 5t 5t 5t"),), 4, True, 'seed 000 §二 "素一杠開為四胡頭"'),
    ("", (("gang", "1w 1w 1w 1w"),), 11, True, 'seed 000 §二 "將一杠開就是無限胡頭"'),
    ("5t 5t 5t", (), 2, True, 'seed 000 §二 "素三張在手即算兩胡"'),
    ("xing xing xing", (), 8, True, 'seed 001 星儿 "招儿算八胡"'),
    ("5t 5t 5t 5t", (), 5, True, 'seed 000 §二 "素四張在手即算五胡"'),
    ("qian qian qian qian", (), 11, True, 'seed 000 §二 "將四張在手即算無限胡頭"'),
    ("2w 3w 4w qian", (("peng", "5t 5t 5t"),), 1, True, "issue 2 judge example"),
]


@pytest.mark.parametrize("hand,table,hu,rnd,source", CASES, ids=[c[4][:40] for c in CASES])
def test_evaluation_table(hand, table, hu, rnd, source):
    got_hu, got_round, _ = judge(hand, table)
    assert (got_hu, got_round) == (hu, rnd), source


def test_loose_cards_are_named():
    # seed 000 §四 "順不上的九是多牌，就得打掉"
    _, rnd, loose = judge("2w 3w 4w 9t 7s")
    assert not rnd and loose == ["9t", "7s"]


def test_a_winning_hand_and_its_waits():
    # seed 001 打滚: 将招儿 8 胡, all 素 圆; 出将成 (any 将) and 搁得上成 (run ends)
    hand = "qian qian qian 2w 3w 4w 5w 6w 7w 2s 3s 4s 5s 6s 7s 2t 3t 4t 5t 6t 7t 1s 1s kong ya"
    hu, rnd, loose = judge(hand)
    # 8 (将招儿) + 三三七 1: 二豹 (2s 2w 2t) frees 3s 3w 7t for the combination
    assert (hu, rnd, loose) == (9, True, [])
    c = counts(hand)
    zhaor = frozenset(k for k in range(31) if c[k] == 3)
    w = {parse_cards(x)[0].code for x in
         [ev.kind_code(k) for k in ev.waits(tuple(c), zhaor, ev.EMPTY_TABLE)]}
    for jiang in ("1t", "1w", "9s", "kong", "ya", "xing"):
        assert jiang in w, 'seed 001 打滚 "(1) 凡将牌都能成"'
    for fit in ("8w", "8s", "8t", "4t", "5w"):
        assert fit in w, 'seed 001 打滚 "成顺子牌…与顺子两头连顺"'
    assert "9w" not in w and "qian" in w  # a fourth 千 opens the 将招儿 as 杠 (11 胡)


def test_pi_zhao_cheng_keeps_the_zhaor():
    # seed 001 "劈招成": 二万、三万、五万 + 四万招儿, a fourth 四万 wins, 招儿 keeps 2 胡
    c = counts("2w 3w 5w 4w 4w 4w qian qian qian")
    zhaor = frozenset(k for k in range(31) if c[k] == 3)
    x = parse_cards("4w")[0].index
    assert ev.wins_with(tuple(c), zhaor, ev.EMPTY_TABLE, x)
    uses = {how: ev.best(p, z, t) for how, p, z, t in ev.win_variants(tuple(c), zhaor, ev.EMPTY_TABLE, x)}
    assert uses["single"].loose == 0 and uses["single"].hu == 10  # 将招儿 8 + 招儿 2
    assert uses["gang"].loose > 0  # opening it as 杠 leaves 2w 3w 5w loose


def test_bad_table_groups_are_refused():
    from app.engine.errors import GroupError

    with pytest.raises(GroupError, match="not a run"):
        ev.make_table([("chi", [c.index for c in parse_cards("2w 4w 5w")])])
    with pytest.raises(GroupError, match="3 alike"):
        ev.make_table([("peng", [c.index for c in parse_cards("2w 2w 3w")])])
    with pytest.raises(GroupError, match="unknown table form"):
        ev.make_table([("kan", [1, 1, 1])])


# ---------------------------------------------------------------- properties

from hypothesis import given, settings, strategies as st  # noqa: E402

from app.engine.longcard.cards import ALL_KINDS, deck  # noqa: E402


def _random_hand(seed):
    from app.engine.rng import Rng

    rng = Rng(seed)
    cards = [c.index for c in deck(True)]
    rng.shuffle(cards)
    c = [0] * 31
    for k in cards[:25]:
        c[k] += 1
    return ev.dealt_key(c)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**48))
def test_arrangement_accounts_for_every_card(seed):
    pool, zhaor, t = _random_hand(seed)
    o = ev.best(pool, zhaor, t)
    arr = ev.arrangement(pool, zhaor, t, o)
    placed = []
    for g in arr["groups"]:
        if g.get("table"):
            continue
        cards = [x for x in g["cards"] if ":" not in x]
        if g["type"] == "run":
            ks = [ALL_KINDS_INDEX[x] for x in cards]
            assert ev.classify_group(ks)[0] == "run"
        if g["type"] in ("baozi", "hutou"):
            kinds_in = {ALL_KINDS_INDEX[x.split(":")[-1]] for x in g["cards"]}
            st_ = next(s for s in ev.STACKS if s.name == g["name"])
            assert set(st_.kinds) <= kinds_in
            cards = [x for x in g["cards"] if ":" not in x]
        placed.extend(cards)
    placed += arr["loose"] + arr["jiang"]
    assert sorted(placed) == sorted(ALL_KINDS[k].code for k in range(31) for _ in range(pool[k]))
    assert len(arr["loose"]) == o.loose
    assert all(not ALL_KINDS_INDEX[x] in ev.JIANG for x in arr["loose"])
    assert sum(g["hu"] for g in arr["groups"]) == o.hu  # the groups shown add up to the 胡


@pytest.mark.parametrize("hand,table,hu,source", [
    ("1t 2s 2s 2s 5w 6w 7w", (("chi", "2t 3t 4t"), ("gang", "4w 4w 4w 4w")), 7,
     'seed 000 §一 "手里有二三柄，可用一柄搭上" — 一筒 extending an eaten 二三四筒 is 文钱'),
    ("1t 1t 2t 3t 5w 6w 7w", (("chi", "1t 2t 3t"), ("chi", "1t 2t 3t")), 2,
     'seed 000 §二 文钱 "可算兩胡" — at most two'),
])
def test_arrangement_shows_every_hu(hand, table, hu, source):
    pool, zhaor, t = ev.dealt_key(counts(hand), [(f, [x.index for x in parse_cards(cs)]) for f, cs in table])
    o = ev.best(pool, zhaor, t)
    arr = ev.arrangement(pool, zhaor, t, o)
    assert min(o.hu, 11) == hu, source
    assert sum(g["hu"] for g in arr["groups"]) == o.hu, source


ALL_KINDS_INDEX = {c.code: c.index for c in ALL_KINDS}


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**48))
def test_waits_are_exactly_the_winning_cards(seed):
    pool, zhaor, t = _random_hand(seed)
    w = set(ev.waits(pool, zhaor, t))
    for x in range(31):
        if pool[x] >= 4:
            continue
        brute = any(ev.best(p, z, tt).loose == 0 and ev.best(p, z, tt).hu >= 8
                    for _h, p, z, tt in ev.win_variants(pool, zhaor, t, x))
        assert (x in w) == brute


def _built_hand(seed):
    """A hand built from groups (runs, 豹子, combinations, 招儿, 将 pairs),
    minus one card: near 圆, often with 8 胡."""
    from app.engine.rng import Rng

    rng = Rng(seed)
    c = [0] * 31
    pieces = []
    for suit in range(3):
        lo, hi = (0, 8) if suit == 0 else ((1, 7) if suit == 1 else (1, 8))
        for a in range(lo, hi - 1):
            pieces.append([suit * 9 + a + i for i in range(3)])
    pieces += [list(s.kinds) for s in ev.STACKS]
    pieces += [[k] * 3 for k in range(31)] + [[k] * 2 for k in ev.JIANG]
    while sum(c) < 24:
        p = rng.choice(pieces)
        if all(c[k] + p.count(k) <= 3 for k in p):
            for k in p:
                c[k] += 1
    ks = [k for k in range(31) for _ in range(c[k])]
    c[rng.choice(ks)] -= 1
    return c


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**48))
def test_waits_of_built_hands(seed):
    c = _built_hand(seed)
    zhaor = frozenset(k for k in range(31) if c[k] == 3)
    pool = tuple(c)
    w = set(ev.waits(pool, zhaor, ev.EMPTY_TABLE))
    for x in range(31):
        if pool[x] >= 4:
            continue
        brute = any(ev.best(p, z, tt).loose == 0 and ev.best(p, z, tt).hu >= 8
                    for _h, p, z, tt in ev.win_variants(pool, zhaor, ev.EMPTY_TABLE, x))
        assert (x in w) == brute
        if brute:
            assert ev.hu_upper_bound(pool, zhaor, ev.EMPTY_TABLE, x) >= 8


def _brute(counts):
    """An independent solver for hands without 招儿 and without a table:
    take the lowest card left; leave it (free 将 / loose 素), start a run with
    it, form a stacking group with it, or let it join a group already formed.
    Returns (loose, 胡) with fewest loose, then most 胡."""
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def go(c, formed, wq):
        k = next((i for i in range(31) if c[i]), None)
        if k is None:
            combos = sum(ev.STACKS[g].hu for g in formed)
            return (0, -(combos + min(2, wq)))
        best_v = None

        def consider(v):
            nonlocal best_v
            if best_v is None or v < best_v:
                best_v = v

        rest = list(c)
        rest[k] -= 1
        r1 = tuple(rest)
        v = go(r1, formed, wq)
        consider((v[0] + (0 if k in ev.JIANG else 1), v[1]))
        if any(k in ev.STACKS[g].kinds for g in formed):
            consider(go(r1, formed, wq))
        if k < 27:
            suit, r = divmod(k, 9)
            ok = ev.RUN_OK[suit]
            length = 0
            run = list(c)
            while r + length < 9 and ok[r + length] and run[k + length] > 0:
                run[k + length] -= 1
                length += 1
                if length >= 3:
                    consider(go(tuple(run), formed, wq + (1 if k == 0 else 0)))
        for g in ev.KIND_STACKS[k]:
            if g in formed:
                continue
            s = list(c)
            if all(s[x] > 0 for x in ev.STACKS[g].kinds):
                for x in ev.STACKS[g].kinds:
                    s[x] -= 1
                consider(go(tuple(s), formed | {g}, wq))
        return best_v

    loose, neg = go(tuple(counts), frozenset(), 0)
    return loose, -neg


def _small_hand(seed):
    from app.engine.rng import Rng

    rng = Rng(seed)
    pool = list(range(0, 9)) + [10, 11, 16, 17, 19, 20, 21, 26, 27, 28, 29, 9, 18, 7, 6, 8]
    c = [0] * 31
    for _ in range(rng.below(8) + 6):
        k = rng.choice(pool)
        if c[k] < 2:
            c[k] += 1
    return c


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**48))
def test_evaluator_agrees_with_an_independent_solver(seed):
    c = _small_hand(seed)
    o = ev.best(tuple(c), frozenset(), ev.EMPTY_TABLE)
    assert (o.loose, o.hu) == _brute(c), [ev.kind_code(k) for k in range(31) for _ in range(c[k])]


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**48), st.integers(0, 30))
def test_fast_win_check_matches_the_full_evaluation(seed, extra):
    c = _built_hand(seed)
    if c[extra] < 3:
        c[extra] += 1
    zhaor = frozenset(k for k in range(31) if c[k] == 3)
    o = ev.best(tuple(c), zhaor, ev.EMPTY_TABLE)
    assert ev.can_win(tuple(c), zhaor, ev.EMPTY_TABLE) == (o.loose == 0 and o.hu >= 8)


# ---------------------------------------------------------------- hands with a table, brute force

def _brute_table(counts, zhaor, table):
    """An independent solver for a hand with 招儿 and a table (碰/杠/摊庄,
    eaten runs and eaten 豹子/combinations).  Whole groups (招儿, 碰, 杠, 摊庄)
    are tokens that stand alone or sit whole in one stacking group; then the
    lowest hand card left is left over, starts a run, extends an eaten run at
    an end, forms a stacking group (other members from hand cards or its
    tokens) or joins a formed group.  Returns (loose, 胡) as ``ev.best``."""
    from functools import lru_cache
    from itertools import product

    tokens = [k for k in zhaor] + [k for _f, k in table.whole]
    fixed = sum(ev.whole_hu("zhaor", k) for k in zhaor) + sum(ev.whole_hu(f, k) for f, k in table.whole)
    c0 = list(counts)
    for k in zhaor:
        c0[k] -= 3
    eaten = frozenset(table.stacks)
    eaten_hu = sum(ev.STACKS[g].hu for g in eaten)
    tab_wq = sum(1 for s, a, _b in table.runs if s == 0 and a == 0)
    best_v = None
    for assign in product(*[[None] + [g for g in ev.KIND_STACKS[k] if g not in eaten] for k in tokens]):
        seeded: dict = {}
        for k, g in zip(tokens, assign):
            if g is not None:
                seeded.setdefault(g, []).append(k)
        if any(len(v) != len(set(v)) for v in seeded.values()):
            continue  # two tokens of one kind in one group add nothing
        pre = frozenset(g for g, ks in seeded.items() if set(ks) == set(ev.STACKS[g].kinds))

        @lru_cache(maxsize=None)
        def go(c, formed, runs, wq):
            k = next((i for i in range(31) if c[i]), None)
            if k is None:
                return (0, -(sum(ev.STACKS[g].hu for g in formed) + min(2, wq)))
            out = []
            rest = list(c)
            rest[k] -= 1
            r1 = tuple(rest)
            v = go(r1, formed, runs, wq)
            out.append((v[0] + (0 if k in ev.JIANG else 1), v[1]))
            if any(k in ev.STACKS[g].kinds for g in formed | eaten):
                out.append(go(r1, formed, runs, wq))
            if ("peng", k) in table.whole:  # RULES.md v2: the fourth card stands 圆 beside its 碰
                out.append(go(r1, formed, runs, wq))
            if k < 27:
                suit, r = divmod(k, 9)
                ok = ev.RUN_OK[suit]
                length, run = 0, list(c)
                while r + length < 9 and ok[r + length] and run[k + length] > 0:
                    run[k + length] -= 1
                    length += 1
                    if length >= 3:
                        out.append(go(tuple(run), formed, runs, wq + (k == 0)))
                for i, (s, a, b) in enumerate(runs):
                    if s != suit or not ok[r]:
                        continue
                    if r == b + 1:  # extend upward
                        nr = runs[:i] + ((s, a, r),) + runs[i + 1:]
                        out.append(go(r1, formed, tuple(sorted(nr)), wq))
                    elif r < a and all(ok[q] and c[suit * 9 + q] for q in range(r, a)):
                        seg = list(c)  # extend downward by r..a-1 at once
                        for q in range(r, a):
                            seg[suit * 9 + q] -= 1
                        nr = runs[:i] + ((s, r, b),) + runs[i + 1:]
                        out.append(go(tuple(seg), formed, tuple(sorted(nr)), wq + (suit == 0 and r == 0)))
            for g in ev.KIND_STACKS[k]:
                if g in formed or g in eaten:
                    continue
                s = list(c)
                have = set(seeded.get(g, ()))
                if k in have:
                    continue  # its token already stands for k: a spare k would join later
                s[k] -= 1
                if all(x == k or x in have or s[x] > 0 for x in ev.STACKS[g].kinds):
                    for x in ev.STACKS[g].kinds:
                        if x != k and x not in have:
                            s[x] -= 1
                    out.append(go(tuple(s), formed | {g}, runs, wq))
            return min(out)

        # a stacking group seeded by tokens but not completed forms no group
        v = go(tuple(c0), pre, tuple(sorted(table.runs)), tab_wq)
        v = (v[0], v[1] - fixed - eaten_hu)
        if best_v is None or v < best_v:
            best_v = v
    return best_v[0], -best_v[1]


def _table_hand(seed):
    from app.engine.rng import Rng

    rng = Rng(seed)
    kinds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 16, 17, 19, 20, 21, 22, 26, 27, 28, 29, 9, 18]
    left = {k: 4 for k in range(31)}
    melds = []
    for _ in range(rng.below(3)):
        kind = rng.below(3)
        if kind == 0:  # a 碰 / 杠 / 摊庄
            k = rng.choice(kinds)
            form = rng.choice(["peng", "gang", "tan"])
            n = 3 if form == "peng" else 4
            if left[k] >= n:
                left[k] -= n
                melds.append((form, [k] * n))
        elif kind == 1:  # an eaten run
            suit = rng.below(3)
            a = rng.below(5) + (0 if suit == 0 else 1)
            ks = [suit * 9 + a + i for i in range(3)]
            if all(ev.RUN_OK[suit][k % 9] and left[k] for k in ks):
                for k in ks:
                    left[k] -= 1
                melds.append(("chi", ks))
        else:  # an eaten 豹子 / combination
            stk = rng.choice(ev.STACKS)
            if all(left[k] for k in stk.kinds):
                for k in stk.kinds:
                    left[k] -= 1
                melds.append(("chi", list(stk.kinds)))
    c = [0] * 31
    zhaor = set()
    if rng.below(2):
        k = rng.choice([k for k in kinds if left[k] >= 3])
        c[k] = 3
        left[k] -= 3
        zhaor.add(k)
    for _ in range(rng.below(7) + 3):
        k = rng.choice(kinds)
        if left[k] and c[k] < 2 and k not in zhaor:
            c[k] += 1
            left[k] -= 1
    return c, frozenset(zhaor), ev.make_table(melds)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**48))
def test_evaluator_with_a_table_agrees_with_an_independent_solver(seed):
    # RULES.md: table groups count with the hand (顺圆, 碰/杠 in a 豹子), a 招儿
    # sits whole in a 豹子/combination and its 胡 adds up, but never lends a card
    c, zhaor, table = _table_hand(seed)
    o = ev.best(tuple(c), zhaor, table)
    assert (o.loose, o.hu) == _brute_table(c, zhaor, table), (
        [ev.kind_code(k) for k in range(31) for _ in range(c[k])], sorted(zhaor), table)


# ---------------------------------------------------------------- packed suits agree with the plain DP

def _random_suit(rng, with_table: bool):
    suit = rng.below(3)
    ok = ev.RUN_OK[suit]
    lo, hi = [], []
    for r in range(9):
        h = rng.below(5) if ok[r] and rng.below(4) else 0
        hi.append(h)
        lo.append(h if h and rng.below(3) else 0)
    starts, ends = [0] * 9, [0] * 9
    if with_table:
        for _ in range(rng.below(3) + 1):
            a = rng.below(7)
            b = min(8, a + 2 + rng.below(3))
            if all(ok[i] for i in range(a, b + 1)):
                starts[a] += 1
                ends[b] += 1
    packed = sum((h | (8 if l else 0)) << (4 * r) for r, (h, l) in enumerate(zip(hi, lo)))
    return suit, tuple(lo), tuple(hi), tuple(starts), tuple(ends), packed


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**48), st.booleans())
def test_packed_suit_values_agree_with_the_plain_dp(seed, with_table):
    """The segment / transition-table DPs behind ``options`` give the value of
    the plain ``_suit_dp`` (kept for the arrangement's trace) on every suit."""
    from app.engine.rng import Rng

    suit, lo, hi, starts, ends, packed = _random_suit(Rng(seed), with_table)
    loose, neg_wq = ev._suit_dp(suit, lo, hi, starts, ends)[0]
    if any(starts) or any(ends):
        got = ev._tab_suit_dp(suit, packed, starts, ends)
    else:
        ev.clear_caches()
        got = ev._packed_suit_value(suit, packed)
        assert ev._tab_suit_dp(suit, packed, starts, ends) == got
    assert got == 8 * loose + neg_wq, (suit, lo, hi, starts, ends)


def test_clear_caches_forgets_everything():
    pool, zhaor, table = ev.dealt_key([1] * 27 + [0] * 4)
    ev.best(pool, zhaor, table)
    ev.waits(pool, zhaor, table)
    ev.clear_caches()
    assert ev.options.cache_info().currsize == 0 and not ev._SEG and not ev._SUIT and not ev._WAITS


# ---------------------------------------------------------------- waits: the stranded-card prune

def _hand(seed, with_table):
    """(pool, 招儿, table) of a random hand, with table groups or without."""
    if with_table:
        c, zhaor, table = _table_hand(seed)
        return tuple(c), zhaor, table
    return _random_hand(seed)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**48), st.booleans())
def test_a_card_helping_no_stranded_card_leaves_it_stranded(seed, with_table):
    """``waits`` tries only cards that help every stranded card of the hand
    (``_HELPERS``): any other card, taken as a single, 碰 or 杠, leaves that
    card stranded, so the win check would refuse it at once."""
    pool, zhaor, table = _hand(seed, with_table)
    stranded = list(ev._stranded_cards(pool, zhaor, table))
    assert bool(stranded) == ev._has_stranded_card(pool, zhaor, table)
    for x in range(31):
        if pool[x] >= 4:
            continue
        for k in stranded:
            if x in ev._HELPERS[k]:
                continue
            for _how, p, z, t in ev.win_variants(pool, zhaor, table, x):
                assert k in set(ev._stranded_cards(p, z, t))
                assert not ev.can_win(p, z, t)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**48))
def test_waits_with_a_table_are_exactly_the_winning_cards(seed):
    c, zhaor, table = _table_hand(seed)
    pool = tuple(c)
    unseen = [(seed >> k) % 3 for k in range(31)]
    for u in (None, unseen):
        w = set(ev.waits(pool, zhaor, table, u))
        for x in range(31):
            if pool[x] >= 4 or (u is not None and u[x] <= 0):
                assert x not in w
                continue
            assert (x in w) == ev.wins_with(pool, zhaor, table, x)


# ---------------------------------------------------------------- waits: one setup per hand

_SETUP_FIELDS = ("whole", "fixed", "starts", "ends", "tab_wq", "wq_cap", "zh", "single", "supply",
                 "eaten_kinds", "eaten_combo_hu", "eaten_baozi", "eaten_stacks", "beside", "base_packed",
                 "base_extra", "tab_suit")


def _assert_same_setup(got, want, where):
    """A derived ``_Setup`` holds every fact of the one made from its pool."""
    for f in _SETUP_FIELDS:
        assert getattr(got, f) == getattr(want, f), (where, f)
    assert [st.gid for st in got.cands] == [st.gid for st in want.cands]
    for k, code in want.chosen_code.items():
        assert got.chosen_code[k] == code, (where, k)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**48), st.booleans())
def test_a_setup_with_one_more_card_is_the_setup_of_that_pool(seed, with_table):
    """``_Setup.with_card`` (what ``waits`` uses for each card as a single)
    has the same facts as a setup made from the pool with that card, and a
    card more strands no card of the hand but itself."""
    pool, zhaor, table = _hand(seed, with_table)
    hand = ev._Setup(pool, zhaor, table)
    stranded = set(ev._stranded_cards(pool, zhaor, table))
    for x in range(31):
        if pool[x] >= 4:
            continue
        p = list(pool)
        p[x] += 1
        want = ev._Setup(tuple(p), zhaor, table)
        want.codes()
        got = hand.with_card(x)
        _assert_same_setup(got, want, x)
        assert ev._win_search(got) == ev._win_search(want)
        assert set(ev._stranded_cards(tuple(p), zhaor, table)) <= stranded | {x}


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**48), st.booleans())
def test_a_setup_with_the_card_as_peng_or_gang_is_the_setup_of_that_way(seed, with_table):
    """``_Setup.with_whole`` (what ``waits`` uses for a card taken as 碰
    over a pair or 杠 over a 招儿) has the same facts as a setup made from
    ``win_variants``' pool, 招儿 and table of that way, and the same win."""
    pool, zhaor, table = _hand(seed, with_table)
    hand = ev._Setup(pool, zhaor, table)
    for x in range(31):
        if pool[x] >= 4:
            continue
        for how, p, z, t in ev.win_variants(pool, zhaor, table, x):
            if how == "single":
                continue
            want = ev._Setup(p, z, t)
            want.codes()
            got = hand.with_whole(x, zhaor)
            _assert_same_setup(got, want, (x, how))
            assert ev._win_search(got) == ev.can_win(p, z, t), (x, how)


@settings(max_examples=1500, deadline=None)
@given(st.integers(0, 2), st.lists(st.integers(0, 4), min_size=9, max_size=9),
       st.lists(st.booleans(), min_size=9, max_size=9), st.booleans())
def test_the_runs_shown_segment_by_segment_are_the_whole_suits_trace(suit, hi, mandatory, dense):
    """The arrangement's runs of a suit beside no table run, found segment by
    segment (``_segment_runs``), are exactly those the whole suit's traced DP
    (``suit_runs``) finds, in the same order (each segment traced on the
    packed DP's states by ``_segment_trace``)."""
    # dense: every run rank holds cards (one long segment, the DP's hardest case)
    hi = tuple((h or int(dense)) if ev.RUN_OK[suit][r] else 0 for r, h in enumerate(hi))
    lo = tuple(h if m else 0 for h, m in zip(hi, mandatory))
    zeros = (0,) * 9
    ev.clear_caches()
    want = ev.suit_runs(suit, lo, hi, zeros, zeros, ())
    assert ev._suit_runs(suit, lo, hi, zeros, zeros, ()) == want
    assert ev._suit_runs(suit, lo, hi, zeros, zeros, ()) == want      # and from the memo


def test_the_evaluator_leaves_no_reference_cycle_behind():
    """The searches' recursions (``options``, the win check behind ``waits``
    and ``can_win``) are closures that call themselves; each drops its own
    name when done, so a judged hand leaves nothing for the cyclic garbage
    collector — a collection started by that garbage would be billed to
    whichever request happened to come next."""
    import gc

    hands = [_random_hand(seed) for seed in range(40)] + [
        (tuple(c), z, t) for c, z, t in (_table_hand(seed) for seed in range(40))]
    ev.clear_caches()
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        for pool, zhaor, table in hands:
            o = ev.options(pool, zhaor, table)
            ev.options(pool, zhaor, table, True)
            ev.arrangement(pool, zhaor, table, o[0])
            ev.waits(pool, zhaor, table)
            ev.can_win(pool, zhaor, table)
        assert gc.collect() == 0
    finally:
        if enabled:
            gc.enable()

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
    c = counts(hand)
    melds = [(form, [x.index for x in parse_cards(cards)]) for form, cards in table]
    for k in range(ev.NKINDS):
        if c[k] == 4:
            c[k] = 0
            melds.append(("tan", [k] * 4))
    t = ev.make_table(melds)
    zhaor = frozenset(k for k in range(ev.NKINDS) if c[k] == 3)
    pool, t = ev.prepare(tuple(c), t)
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

"""The players' position evaluations: exact on the groups the seeds define,
monotone where it matters (a card closer to 圆 / 胡牌 scores better)."""

import pytest

from app.ai import longcard_eval as LE
from app.ai import zipai_eval as ZE
from app.ai.adapters import loneliness
from app.engine import Meld
from app.engine.longcard.cards import parse_cards as long_cards
from app.engine.zipai.cards import parse_cards as zi_cards

ALL_LIVE_LONG = frozenset(range(31))
ALL_LIVE_ZI = frozenset(range(20))


@pytest.mark.parametrize("hand,cost,hu", [
    ("2s 2w 8t", 0, 1),            # seed 001 §二.1 "二八绑子（二索、二万、八筒）"
    ("3s 3w 7t", 0, 1),            # seed 001 "三七胡头（三索、三万、七筒）"
    ("5w 5t 5s", 0, 0),            # seed 000 §四 豹子 "五萬，五柄，五條"
    ("5w 5w 5t 5s", 0, 0),         # seed 001 豹子 "可以有复张"
    ("2w 3w 4w 5w 6w", 0, 0),      # seed 000 "搭子無限順"
    ("1t 2t 3t", 0, 1),            # 文钱: a run worth 1 胡
    ("5s 5s 5s", 0, 2),            # 素招儿 2 胡 (RULES.md)
    ("kong 9s 9w", 0, 1),          # 空九九 (将 are free members)
    ("9w", 1, 0),                  # a loose 素 card
    ("2s 3s 4s 8w", 1, 0),
    ("qian kong ya 1s", 0, 0),     # 将 never need to be 圆
])
def test_longcard_shape_on_seed_groups(hand, cost, hu):
    c, h = LE.shape(long_cards(hand), live=ALL_LIVE_LONG)
    assert (c, h) == (cost, hu)


def test_longcard_table_makes_cards_round():
    # seed 000 "桌上有五六七萬，手裏有一個八萬…只要能跟桌子上連起來，就都不用發" (順圓)
    table = (Meld("chi", tuple(long_cards("5w 6w 7w"))),)
    cards, absorb = LE.table_facts(table)
    cost, _ = LE.shape(long_cards("8w"), cards, ALL_LIVE_LONG, absorb)
    assert cost == 0
    # a 碰 on the table may complete a 豹子 (RULES.md)
    table = (Meld("peng", tuple(long_cards("5t 5t 5t"))),)
    cards, absorb = LE.table_facts(table)
    assert LE.shape(long_cards("5s 5w"), cards, ALL_LIVE_LONG, absorb)[0] == 0


@pytest.mark.parametrize("form,cards,hu", [
    ("peng", "5s 5s 5s", 1), ("peng", "qian qian qian", 4), ("gang", "5s 5s 5s 5s", 4),
    ("gang", "kong kong kong kong", 11), ("tan", "6t 6t 6t 6t", 5), ("chi", "2s 2w 8t", 1),
    ("chi", "4w 5w 6w", 0),
])
def test_longcard_meld_hu(form, cards, hu):
    # RULES.md "胡 count": 素碰 1, 将碰 4, 素杠 4, 将杠 top tier, 素摊庄 5, combination 1
    assert LE.meld_hu(Meld(form, tuple(long_cards(cards)))) == hu


def test_longcard_value_prefers_fewer_loose_cards():
    unseen = {c: 2 for c in long_cards("2w 3w 4w 5w 6w 7w 8w 9w 2s 3s 4s 5s 6s 7s 8s 2t 3t 4t")}
    near = LE.position_value(long_cards("2w 3w 4w 5s 5t 5w 2s 2w 8t qian qian"), (), unseen)
    far = LE.position_value(long_cards("2w 3w 9w 5s 5t 7w 2s 4w 8t qian qian"), (), unseen)
    assert near > far


@pytest.mark.parametrize("vid,hand,cost,xi", [
    ("qidong", "x1 x2 x3", 0, 3),          # seed 003 牌型 "一二三：3胡息"
    ("qidong", "d1 d2 d3", 0, 6),          # "壹贰叁：6胡息"
    ("qidong", "x2 x7 x10", 0, 3),         # "二七十：3胡息"
    ("qidong", "d5 d5 d5", 0, 6),          # 坎 大字6胡息
    ("qidong", "x4 x4 d4", 0, 0),          # 大小三搭 0胡息
    ("waihuzi", "x2 x7 x10", 0, 1),        # seed 002 IV "二 七 十 ：1息"
    ("waihuzi", "d5 d5 d5", 0, 3),         # "坎（三张）：3息"
    ("waihuzi", "x3 x4 x5", 0, 0),         # 顺子 0
    ("waihuzi", "x1", 1, 0),
])
def test_zipai_shape_on_seed_groups(vid, hand, cost, xi):
    assert ZE.shape(zi_cards(hand), vid, ALL_LIVE_ZI) == (cost, xi)


@pytest.mark.parametrize("vid,form,cards,xi", [
    ("waihuzi", "wai", "x3 x3 x3", 4), ("waihuzi", "peng", "d3 d3 d3", 1), ("waihuzi", "liu", "x4 x4 x4 x4", 5),
    ("waihuzi", "chi", "d2 d7 d10", 1), ("qidong", "peng", "d3 d3 d3", 3), ("qidong", "ti", "x4 x4 x4 x4", 9),
    ("qidong", "chi", "d1 d2 d3", 6), ("qidong", "pao", "d6 d6 d6 d6", 9),
])
def test_zipai_meld_xi(vid, form, cards, xi):
    assert ZE.meld_xi(Meld(form, tuple(zi_cards(cards))), vid) == xi


def test_zipai_pairs_plan_values_triples():
    unseen = {c: 2 for c in zi_cards("x1 x2 x3 x4 x5 x6 x7 x8 x9 x10 d1 d2 d3 d4 d5 d6 d7 d8 d9 d10")}
    live = frozenset(range(20))
    pairs = zi_cards("x1 x1 x4 x4 d6 d6 d9 d9 x7 x7 x7 d2 d2 d2 x10")
    # four live pairs (0.5 each, one may stay a pair: −0.5) and x10 loose (1)
    assert ZE.pairs_plan_cost(pairs, (), live) == 2.5
    eaten = (Meld("chi", tuple(zi_cards("x3 x4 x5"))),)
    assert ZE.pairs_plan_cost(pairs, eaten, live) is None
    assert ZE.position_value(pairs, (), "waihuzi", unseen) > ZE.position_value(pairs, eaten, "waihuzi", unseen) - 1


def test_loneliness_counts_neighbours():
    counts = [0] * 20
    for c in zi_cards("x2 x3 x3 d9"):
        counts[c.index] += 1
    x3, d9 = zi_cards("x3 d9")
    assert loneliness(counts, x3.index, "zipai") > loneliness(counts, d9.index, "zipai")

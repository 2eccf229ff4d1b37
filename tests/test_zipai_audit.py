"""The 字牌 rules audit: one case per point of issue 3, RULES.md's 字牌
rulings and the seed lines, each citing the line it checks.  Hands are set
up with ``state_from_deal`` (seat 0 is 庄 unless said; turn order 0 → 1 → 2
(→ 3); stock listed in draw order)."""

import pytest

from app.engine import find_variant
from app.engine.zipai import hu as H
from app.engine.zipai.cards import parse_cards
from app.engine.zipai.state import state_from_deal

W = find_variant("waihuzi")
Y = find_variant("yiyang")
Q = find_variant("qidong")


def J(**req):
    return find_variant(req["variant"]).engine.judge(req)


def counts(text):
    c = [0] * 20
    for card in parse_cards(text):
        c[card.index] += 1
    return c


def act(st, text):
    st.apply(st.variant.engine.parse_action(text))
    return st


def texts(st):
    return [a.text() for a in st.legal_actions()]


# ---------------------------------------------------------------- 起手死手牌
# seed 004 §8.4 "任何一家無法吃出來不夠6個半門子無法胡牌的。則叫死手牌…另加一百息
# (起手四個大一，四個小一，四個小十，四個大十，一句大456，一個小5)"
DEAD_EXAMPLE = "d1 d1 d1 d1 x1 x1 x1 x1 x10 x10 x10 x10 d10 d10 d10 d10 d4 d5 d6 x5"


@pytest.mark.parametrize("hand, sanda, units", [
    (DEAD_EXAMPLE, False, 5.5),      # the text's count: 4 fours + 肆伍陆 + 五 = 4 + 1 + ½
    (DEAD_EXAMPLE, True, 6.0),       # with 大小三搭: 肆陆 and 五伍 are two 门子, still < 6½
    # three fours in a run are strong, not dead: 3 + 二二 + 六七 + 八九 + 壹 (½)
    ("x3 x3 x3 x3 x4 x4 x4 x4 x5 x5 x5 x5 x2 x2 x6 x7 x8 x9 d1", True, 6.5),
    # the count is the best split: nineteen cards in runs make nine two-card 门子 and a single
    ("x1 x2 x3 x4 x5 x6 x7 x8 x9 d1 d2 d3 d4 d5 d6 d7 d8 d9 x10", False, 9.5),
    # dead 门子 don't count: 一二 waits for 三, all four of which are held (a four)
    ("x3 x3 x3 x3 x1 x2", False, 1.5),
])
def test_menzi_units(hand, sanda, units):
    assert H.menzi_units(counts(hand), sanda) == units


def test_sishou_deal_is_a_yiyang_dealt_win():
    res = J(variant="yiyang", hand=DEAD_EXAMPLE, dealt=True)
    assert res["wins"] and "sishou" in res["special"]
    mt = {m["key"]: m["value"] for m in res["mingtang"]}
    assert mt["sishou"] == 100                       # "另加一百息"
    # "在胡牌加分規則下": the four 内豪 (seed 004 §6.3, 30 each) count too
    assert sum(h["xi"] for h in res["hao"]) == 120
    # seed 002 knows no 死手牌: waihuzi never offers it
    assert "sishou" not in (J(variant="waihuzi", hand=DEAD_EXAMPLE, dealt=True).get("special") or [])
    # an ordinary dealt hand is no 死手牌
    ordinary = J(variant="yiyang", hand="x1 x2 x3 x4 x5 x6 x7 x8 x9 d1 d2 d3 d4 d5 d6 d7 d8 d9 x10 x10",
                 dealt=True)
    assert "sishou" not in (ordinary.get("special") or [])


def test_sishou_offered_in_play():
    dead = "d1 d1 d1 d1 x1 x1 x1 x1 x10 x10 x10 x10 d10 d10 d10 d10 d4 d5 x5"     # a 19-card 闲 hand
    st = state_from_deal(Y, ["x2 x3 x4 x6 x7 x8 x9 d2 d3 d7 d8 d9 x2 x3 x4 x6 x7 x8 x9 d2", dead,
                             "x2 x3 x4 x6 x7 x8 x9 d2 d3 d7 d8 d9 x2 x3 x4 x6 x7 x8 d3"], "d6 d6")
    while st.to_act != 1:
        act(st, f"{st.to_act} pass")
    assert st.phase == "special" and "sishou" in st.view(1).extra["specials"]
    act(st, "1 hu")
    r = st.result
    assert r.winner == 1 and r.reason == "instant" and "sishou" in r.breakdown["special"]
    assert sum(r.net) == 0 and r.net[1] == 2 * r.breakdown["score"]


# ---------------------------------------------------------------- 豪 classes
# (dealt, own draws, others' cards) of the four alike -> 息
@pytest.mark.parametrize("vid, dealt, own, other, xi, name", [
    # seed 002 §I.4 "起手4张同牌，不溜下去或者拆开吃下去做拆开牌型的，胡牌后结算时算清溜"; §IV 清溜 40
    ("waihuzi", 4, 0, 0, 40, "清溜"),
    # §I.4 "歪后再摸同张字牌，也称溜，算牌时称内毫"; §IV 内毫 30
    ("waihuzi", 2, 2, 0, 30, "内毫"),
    # §I.4 "起手三张同牌，再自摸一张，可歪也可溜，算牌时亦称内豪"
    ("waihuzi", 3, 1, 0, 30, "内毫"),
    # §I.4 "起手三张同牌，别人摸的不能溜（跑），但可以选择吃，算外豪"; §IV 外毫 20
    ("waihuzi", 3, 0, 1, 20, "外毫"),
    # §I.4 "碰后再摸到同张字牌，不能溜，只能吃，算外毫"
    ("waihuzi", 2, 1, 1, 20, "外毫"),
    # §I.4 "自己手上两张同牌，通过吃上家两张同牌，结算时称为外豪"
    ("waihuzi", 2, 0, 2, 20, "外毫"),
    # §I.5 "手上只有一张，然后通过吃…剩下三张…或者手上一张都没有…结算时也算散豪"; §IV 散豪 50
    ("waihuzi", 1, 1, 2, 50, "散豪"),
    ("waihuzi", 0, 0, 4, 50, "散豪"),
    # seed 004 §6.3 "自己手中有同牌四張，即也為內豪…30息"
    ("yiyang", 4, 0, 0, 30, "内豪"),
    # §6.2 "自己手中有同牌三張，自己揭出同牌一張，自己用吃或歪來吃進此牌，20息"
    ("yiyang", 3, 1, 0, 20, "自摸豪"),
    # §6.1 "自己手中有同牌三張，上家打出同牌一張…即為外豪，10息"
    ("yiyang", 3, 0, 1, 10, "外豪"),
])
def test_hao_classes(vid, dealt, own, other, xi, name):
    from app.engine.zipai.scoring import hao_of

    held = [0] * 20
    held[4] = 4
    o = [0] * 20
    t = [0] * 20
    o[4], t[4] = own, other
    assert hao_of(vid, held, o, t, None, "own") == [(4, hao_of(vid, held, o, t, None, "own")[0][1], xi, name)]
    # the winning card counts where it came from: the same four won on the last card
    if own:
        o[4] -= 1
        assert hao_of(vid, held, o, t, 4, "own")[0][2] == xi
    elif other:
        t[4] -= 1
        assert hao_of(vid, held, o, t, 4, "other")[0][2] == xi


def test_judge_table_forms_tell_where_a_card_came_from():
    # a 碰 took a card from another seat, a 歪 one from an own draw: with the
    # fourth card in hand neither can be a dealt four (清溜 40)
    hand = "x1 x2 x3 x4 x5 x6 d5 d5 d5 d7 d8 d4 d6"
    more = {"form": "wai", "cards": "d2 d2 d2"}
    peng = J(variant="waihuzi", hand=hand, table=[{"form": "peng", "cards": "d4 d4 d4"}, more], win_card="d9",
             win_from="self_draw")
    wai = J(variant="waihuzi", hand=hand, table=[{"form": "wai", "cards": "d4 d4 d4"}, more], win_card="d9",
            win_from="self_draw")
    assert peng["wins"] and wai["wins"]
    hao = {h["card"]: h["name"] for h in peng["hao"]}
    assert hao["d4"] == "外毫"                 # seed 002 §I.4 "碰后…算外毫"
    assert {h["card"]: h["name"] for h in wai["hao"]}["d4"] == "内毫"   # §I.4 "歪后再摸…内毫"

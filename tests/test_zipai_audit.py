"""The 字牌 rules audit: one case per point of issue 3, RULES.md's 字牌
rulings and the seed lines, each citing the line it checks.  Hands are set
up with ``state_from_deal`` (seat 0 is 庄 unless said; turn order 0 → 1 → 2
(→ 3); stock listed in draw order)."""

import pytest

from app.engine import find_variant
from app.engine.zipai import hu as H
from app.engine.zipai.cards import parse_cards
from app.engine.zipai.state import Group, state_from_deal

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
    from app.engine.zipai import hand_class
    from app.engine.zipai.scoring import hao_of

    table = hand_class(vid).HAO
    held = [0] * 20
    held[4] = 4
    o = [0] * 20
    t = [0] * 20
    o[4], t[4] = own, other
    got = hao_of(table, held, o, t, None, "own")
    assert [(h.kind, h.xi, h.name) for h in got] == [(4, xi, name)]
    # the winning card counts where it came from: the same four won on the last card
    if own:
        o[4] -= 1
        assert hao_of(table, held, o, t, 4, "own")[0].xi == xi
    elif other:
        t[4] -= 1
        assert hao_of(table, held, o, t, 4, "other")[0].xi == xi


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


# ---------------------------------------------------------------- timing 名堂 in play
READY = "x3 x3 x3 x5 x5 x5 d2 d7 d10 x7 x8 x9 x2 x7 x10 d6 d8 x1 x1"   # 19 cards, wins on 柒 (陆柒捌)
DEALER_READY = "x1 x1 x1 d4 d4 d4 x2 x7 x10 x4 x5 x6 x4 x5 x6 d9 d9"  # + 3 more below: 20 cards


def mingtang(st):
    return {m["key"]: m["value"] for m in st.result.breakdown["mingtang"]}


def pass_until(st, cond):
    while not cond(st) and not st.is_over:
        if st.phase == "discard":
            act(st, st.legal_actions()[-1].text())
        else:
            act(st, f"{st.to_act} pass")
    return st


@pytest.mark.parametrize("variant, xi_tianhu", [(W, 100), (Y, 100)])
def test_tianhu_dealer_wins_with_the_dealt_hand(variant, xi_tianhu):
    # seed 002 §III.1 "庄家起手无字打，底牌需要八息，胡牌，一百息"; seed 004 §8.3
    st = state_from_deal(variant, [DEALER_READY + " d5 d6 d7", "d1", "d3"], "x9")
    assert st.phase == "discard" and st.to_act == 0 and "0 hu" in texts(st)
    act(st, "0 hu")
    mt = mingtang(st)
    assert mt.get("tianhu") == xi_tianhu and "baoting" not in mt and "dihu" not in mt


@pytest.mark.parametrize("variant, dealer_dihu", [
    (W, False),   # seed 002 §III.2 "庄家可以胡第一张牌，但是不算地胡"
    (Y, True),    # seed 004 §8.3 "這種指任何一家夠息第一支胡牌的"
])
def test_dihu_first_drawn_card(variant, dealer_dihu):
    # a 闲 wins on the first card drawn: 地胡 in both (seed 002 §III.2 "只要是摸出来的第一张字胡牌")
    st = state_from_deal(variant, ["d9 d4", READY, "d5 d3 d1"], "d7 x4")
    act(st, "0 discard d4")
    assert st.live == 16 and st.live_from == 1 and "1 hu d7" in texts(st)
    act(st, "1 hu d7")
    assert "dihu" in mingtang(st)
    # the 庄 wins on the first card (drawn by its 下家)
    st = state_from_deal(variant, [READY + " d9", "d4 d3", "d5 d1"], "d7 x4")
    act(st, "0 discard d9")
    pass_until(st, lambda s: s.to_act == 0 and s.phase == "claim")
    assert st.live == 16 and st.live_from == 1
    act(st, "0 hu d7")
    assert ("dihu" in mingtang(st)) is dealer_dihu


def test_baoting_survives_a_liu_not_a_wai():
    # seed 002 §III.3 "在自己手上没有任何进张的情况下胡牌后则为报听胡牌。如是自己溜了则不算进牌，仍为报听"
    st = state_from_deal(W, ["d9 d4", READY, "d5 d3 d1"], "x3 x10 d1 d7")
    act(st, "0 discard d4")
    assert texts(st) == ["1 wai x3 x3 x3"]          # 歪 first, then 溜 (002 §II.4)
    act(st, "1 wai x3 x3 x3")
    act(st, "1 liu x3 x3 x3 x3")
    pass_until(st, lambda s: s.live == 16 and s.phase == "claim" and s.to_act == 1)
    act(st, "1 hu d7")
    mt = mingtang(st)
    assert mt.get("baoting") == 40 and "dihu" not in mt
    assert st.result.breakdown["xi"] == 5 + 3 + 1 + 1 + 1 + 1     # 溜 坎 贰柒拾 二七十 一一 + win
    # the same with 歪: a card was taken, no 报听
    st = state_from_deal(W, ["d9 d4", READY, "d5 d3 d1"], "x3 x10 d1 d7")
    act(st, "0 discard d4")
    act(st, "1 wai x3 x3 x3")
    assert st.phase == "discard"
    act(st, "1 discard x3")
    pass_until(st, lambda s: s.live == 16 and s.phase == "claim" and s.to_act == 1)
    act(st, "1 hu d7")
    assert "baoting" not in mingtang(st)


@pytest.mark.parametrize("variant, xi", [
    (W, 40),    # seed 002 §III.13 "海捞：最后一张摸牌胡牌，四十息"
    (Y, 30),    # seed 004 §6 "海撈加30息"
])
def test_hailao_on_the_last_card(variant, xi):
    st = state_from_deal(variant, ["d9 d4", READY, "d5 d3 d1"], "x10 d7")
    act(st, "0 discard d4")
    pass_until(st, lambda s: s.live == 16)
    assert st.live_from == 2 and not st.stock          # the last card, drawn by seat 2
    assert st.to_act == 1
    act(st, "1 hu d7")
    assert mingtang(st).get("hailao") == xi


def test_hailao_blocked_by_the_drawers_wai():
    # seed 002 §II.9 "如果上家揭到最后一张，上家手中有同牌两张…可以采用歪或溜的动作，即可以阻止下家海捞胡牌"
    st = state_from_deal(W, ["d9 d4 d7 d7 x4", READY, "d5 d3 d1"], "x10 x9 d7")
    act(st, "0 discard d4")
    pass_until(st, lambda s: s.live == 16)
    assert st.live_from == 0 and not st.stock and texts(st) == ["0 wai d7 d7 d7"]
    act(st, "0 wai d7 d7 d7")
    pass_until(st, lambda s: False)
    assert st.result.winner is None and st.result.reason == "draw"   # 流局


# ---------------------------------------------------------------- claims
def test_own_discard_never_eaten_even_when_drawn_later():
    # seed 002 §II.3.1 "任何人也不能吃自己曾经打出过的牌，不管这张牌后来有人打出还是自己摸到都不能吃"
    st = state_from_deal(W, ["x5 d9 x4 x6 d7", "d1 d2 d3 d5", "d6 d8 x1 x2"], "d10 x8 x5")
    act(st, "0 discard x5")
    pass_until(st, lambda s: False)
    assert [a.text() for a in st.log if a.seat == 0] == ["0 discard x5"]   # never asked about its 五
    assert 4 in st.seats[0].pile and st.seats[0].hand[3] == st.seats[0].hand[5] == 1


def test_peng_never_becomes_liu_but_may_eat_the_fourth():
    # seed 002 §I.4 "碰后再摸到同张字牌，不能溜，只能吃，算外毫"
    st = state_from_deal(W, ["x5 d9", "d1 d2", "x5 x5 x4 x6 d3 d8 d10"], "d10 x1 x5")
    act(st, "0 discard x5")
    act(st, "2 peng x5 x5 x5")
    act(st, "2 discard d8")
    pass_until(st, lambda s: s.live == 4 and s.live_how == "draw")
    assert st.live_from == 2 and st.to_act == 2
    assert texts(st) == ["2 chi x4 x5 x6", "2 pass"]


def test_liu_not_on_another_seats_card():
    # seed 002 §I.4 "起手三张同牌，别人摸的不能溜（跑），但可以选择吃…也可选择碰"
    st = state_from_deal(W, ["x9 d9", "d1 d2 d3 d4", "x5 x5 x5 x4 x6 d5 d6"], "x5")
    act(st, "0 discard x9")
    assert st.live == 4 and st.live_from == 1 and st.to_act == 2      # seat 1 drew the fourth 五
    # no 溜/跑; 碰, or 吃 with the 比 五五伍 (the third 五 finds no sentence and is
    # kept, 002 §II.7 — RULES.md second review)
    assert texts(st) == ["2 peng x5 x5 x5", "2 chi x4 x5 x6 x5 x5 d5", "2 pass"]


def test_waihuzi_hu_outranks_peng_on_a_drawn_card():
    # seed 002 §II.5 "歪（溜）＞＞胡牌＞＞碰＞＞吃"
    st = state_from_deal(W, ["d9 d4 d7 d7 x4", READY, "d5 d3 d1"], "x10 d7")
    act(st, "0 discard d4")
    pass_until(st, lambda s: s.live == 16)
    assert st.live_from == 2 and st.to_act == 1 and texts(st) == ["1 hu d7", "1 pass"]   # seat 0's 碰 waits
    act(st, "1 pass")
    assert st.to_act == 0 and "0 peng d7 d7 d7" in texts(st)


# ---------------------------------------------------------------- qidong
def test_qidong_win_on_the_dangdi_is_dihu_and_everyone_pays():
    # seed 003 胡牌规则 6 "庄家起手摸的最后一张亮张，其他几家也可胡"; RULES.md 名堂 地胡 2 番
    st = state_from_deal(Q, ["d9 d8", "d1 d2 d3 x2 x7", "x4", "x8 x9"], "x1", dangdi="x10")
    act(st, "1 hu x10")
    r = st.result
    assert "dihu" in {m["key"] for m in r.breakdown["mingtang"]}
    assert r.breakdown["baochong"] is None               # the 挡底 was not discarded: no 包铳
    assert r.net[0] == r.net[2] == r.net[3] == -r.breakdown["score"]


def test_qidong_haidi_on_the_last_card():
    # RULES.md 名堂 海底胡 2 番; seed 003 "黄牌 所有的牌抓完后还没有人胡牌"
    st = state_from_deal(Q, ["d9 d8", "d1 d2 d3 x2 x7", "x4", "x8 x9"], "x5 x6 x10", dangdi="d5")
    pass_until(st, lambda s: s.live == 9 and s.live_how == "draw")
    assert not st.stock and "1 hu x10" in texts(st)
    act(st, "1 hu x10")
    assert "haidi" in {m["key"] for m in st.result.breakdown["mingtang"]}


def test_qidong_mingpao_may_still_win():
    # seed 003 规则 12 "打明跑…就不能再主动进张，只能等待胡牌"
    st = state_from_deal(Q, ["x5 d1 d2 d3 x2", "d4 d6", "d5 d8", "d7 x9"], "x1 x10", dangdi="x7")
    pass_until(st, lambda s: s.phase == "discard")
    st.seats[2].melds.append(Group("wai", (4, 4, 4), 2, None))
    act(st, "0 discard x5")
    assert st.seats[0].mingpao and texts(st) == ["2 pao x5 x5 x5 x5"]
    act(st, "2 pao x5 x5 x5 x5")
    act(st, "2 discard d5")
    pass_until(st, lambda s: s.live == 9)
    assert st.live_from == 0 and "0 hu x10" in texts(st)


def test_qidong_peng_plus_own_draw_is_pao_below_others_hu():
    # seed 003 跑 2 "碰后自己再摸第四张相同的牌，碰就成了跑"; 规则 8 "提或偎＞和牌＞跑或碰＞吃"
    st = state_from_deal(Q, ["x5 x5 d9 d8 d7", "d1 d2 d3 x4 x6", "d4 d6", "d5 x8"], "x3 d10 x9 x5",
                         dangdi="x1")
    pass_until(st, lambda s: s.phase == "discard")
    st.seats[0].hand[4] -= 2
    st.seats[0].melds.append(Group("peng", (4, 4, 4), 0, 1))
    act(st, "0 discard d9")
    pass_until(st, lambda s: s.live == 4)
    assert st.live_from == 0 and texts(st) == ["1 hu x5", "1 pass"]    # another seat's 和 first
    act(st, "1 pass")
    assert texts(st) == ["0 pao x5 x5 x5 x5"]                         # then the forced 跑
    act(st, "0 pao x5 x5 x5 x5")
    assert st.seats[0].meld_of("pao", 4) is not None and st.seats[1].hu_block == 0


def test_qidong_wei_plus_own_draw_is_ti():
    # seed 003 提 2 "偎后自己再摸出第四张相同的牌，偎就成了提，盖3张亮1张"
    st = state_from_deal(Q, ["x8 d9", "d1 d2", "d4 d6", "x9 d8"], "x5 x3", dangdi="x1")
    pass_until(st, lambda s: s.phase == "discard")
    st.seats[1].melds.append(Group("wai", (4, 4, 4), 2, None))
    act(st, "0 discard d9")
    pass_until(st, lambda s: s.live == 4)
    assert st.live_from == 1 and texts(st) == ["1 ti x5 x5 x5 x5"]
    act(st, "1 ti x5 x5 x5 x5")
    m = st.seats[1].meld_of("ti", 4)
    assert m is not None and m.hidden == 3


def test_qidong_kan_blocks_eating_that_card():
    # seed 003 规则 11 "坎不能拆开作为其他牌型"
    st = state_from_deal(Q, ["x5 d9", "x5 x5 x5 x4 x6 d1", "d4 d6", "x9 d8"], "x3", dangdi="x1")
    pass_until(st, lambda s: s.phase == "discard")
    act(st, "0 discard x5")
    assert texts(st) == ["1 pao x5 x5 x5 x5"]          # the 坎 runs (跑), it never eats


def test_yiyang_dead_hand_cannot_win():
    # seed 004 §5.5 "死手者無資格胡牌"
    st = state_from_deal(Y, ["d9 d4", READY, "d5 d3 d1"], "d7 x4")
    st.seats[1].dead = True
    act(st, "0 discard d4")
    assert st.live == 16 and st.live_from == 1
    assert not any(a.kind == "hu" for a in st.legal_actions())
    assert not st._can_hu_on(1, 16)
    st.seats[1].dead = False
    assert st._can_hu_on(1, 16)                       # the same hand, alive, wins on 柒


from hypothesis import given, settings, strategies as hst  # noqa: E402


@settings(max_examples=40, deadline=None)
@given(seed=hst.integers(0, 2**32), n=hst.sampled_from([19, 20]), sanda=hst.booleans())
def test_dead_deal_quick_bound_never_overshoots(seed, n, sanda):
    from app.engine import Rng

    deck = [k for k in range(20) for _ in range(4)]
    Rng(seed).shuffle(deck)
    hand = [0] * 20
    for k in deck[:n]:
        hand[k] += 1
    exact = H.menzi_units(hand, sanda)
    assert H._quick_units(hand, sanda) <= exact
    assert H.dead_deal(hand, sanda) == (exact < 6.5)


def test_qidong_win_right_after_pao_of_a_discard_is_baochong():
    # seed 003 包铳 "胡别人手中打出的牌…由放炮的人给三份钱": the 偎 runs (跑) on the
    # discard and the hand is then complete — the discarded card won it
    st = state_from_deal(Q, ["x5 d9 d8 d7 x9", "d1 d2 d3 x2 x7 x10 x8 x8", "d4 d6", "d5 x6"], "x1 x3",
                         dangdi="x4")
    pass_until(st, lambda s: s.phase == "discard")
    st.seats[1].melds.append(Group("wai", (4, 4, 4), 2, None))
    act(st, "0 discard x5")
    assert texts(st) == ["1 pao x5 x5 x5 x5"]
    act(st, "1 pao x5 x5 x5 x5")
    assert "1 hu" in texts(st)
    act(st, "1 hu")
    r = st.result
    assert r.breakdown["baochong"] == 0 and r.net[0] == -3 * r.breakdown["score"]
    assert r.net[2] == r.net[3] == 0
    assert "dihu" in {m["key"] for m in r.breakdown["mingtang"]}    # on the 庄's first discard

"""字牌 rulings of the second review (RULES.md "Rulings of the second review
(rules version 2)"): one test per ruling, in the game and in ``yezi judge``,
each citing the seed line behind it.  Seats: 0 is 庄 unless said; turn order
0 → 1 → 2 (→ 3); stock in draw order."""

import json

import pytest

from app.commands.judge import answer
from app.engine import RecordError, RequestError, find_variant
from app.engine.zipai.state import Group, state_from_deal

W = find_variant("waihuzi")
Y = find_variant("yiyang")
Q = find_variant("qidong")


def act(st, text):
    st.apply(st.variant.engine.parse_action(text))
    return st


def texts(st):
    return [a.text() for a in st.legal_actions()]


def J(**req):
    return find_variant(req["variant"]).engine.judge(req)


def pass_until(st, cond, limit=200):
    for _ in range(limit):
        if st.is_over or cond(st):
            return st
        if st.phase == "discard":
            act(st, st.legal_actions()[-1].text())
        else:
            act(st, f"{st.to_act} pass")
    raise AssertionError("condition never met")


def mingtang(st):
    return {m["key"]: m["value"] for m in st.result.breakdown["mingtang"]}


# 19 cards: 坎 三, 坎 五, 贰柒拾, 七八九, 二七十, 陆捌 and the pair 一一
READY = "x3 x3 x3 x5 x5 x5 d2 d7 d10 x7 x8 x9 x2 x7 x10 d6 d8 x1 x1"


# ------------------------------------------------- 1. forced group before one's own win
@pytest.mark.parametrize("variant, dihu, baoting", [
    (W, 100, 40),   # seed 002 §III.2 地胡 100, §III.3 报听 40; §III.14 "若同一牌含有以上几种牌型，算牌则累加"
    (Y, 80, 80),    # seed 004 §8.3 地胡 80 "另加", §8.2 报听 80
])
def test_own_draw_on_a_pair_is_wai_first_then_the_hand_wins(variant, dihu, baoting):
    # 002 §I.3 "歪牌是强制歪牌的", §II.5 "歪（溜）＞＞胡牌": no 胡 beside the forced 歪
    st = state_from_deal(variant, ["d9 d4", READY, "d5 d3 d1"], "x1 d1")
    act(st, "0 discard d4")
    assert st.live == 0 and st.live_from == 1 and texts(st) == ["1 wai x1 x1 x1"]
    assert "强制" in st.why_illegal(variant.engine.parse_action("1 hu x1")).text("zh_CN")
    act(st, "1 wai x1 x1 x1")
    assert "1 hu" in texts(st)          # the hand as it now stands wins
    act(st, "1 hu")
    b = st.result.breakdown
    # 2. 报听: the only 进张 was the 歪 made with the winning card (002 §III.3
    # "如是自己溜了则不算进牌"; 004 §8.2 "溜牌不在變牌之列"); 地胡 adds up with it
    mt = mingtang(st)
    assert mt == {"dihu": dihu, "baoting": baoting}
    # 名堂 add to the whole (002 "加坎加歪加豪", 004 "另加"): 胡息 + every 名堂
    assert b["xi"] == 4 + 3 + 3 + 1 + 1 + 1 and b["total"] == b["xi"] + dihu + baoting
    assert [g["form"] for g in b["groups"]][0] == "wai"


def test_a_wai_then_play_on_is_a_jin_zhang():
    # seed 002 §III.3 "在自己手上没有任何进张的情况下胡牌后则为报听胡牌": a 歪 followed
    # by a discard was a card taken
    st = state_from_deal(W, ["d9 d4", READY, "d5 d3 d1"], "x1 x10 d1 d7")
    act(st, "0 discard d4")
    act(st, "1 wai x1 x1 x1")
    act(st, "1 discard x1") if "1 discard x1" in texts(st) else act(st, "1 discard d6")
    assert st.seats[1].jin


def test_kan_plus_own_draw_is_wai_then_liu_and_keeps_baoting():
    # seed 002 §II.4 "在成坎的牌自己摸一张同样的牌后必须先歪了然后在选择是否溜"; §III.3 溜 no 进张
    st = state_from_deal(W, ["d9 d4", READY, "d5 d3 d1"], "x3 x10 d1 d7")
    act(st, "0 discard d4")
    assert texts(st) == ["1 wai x3 x3 x3"]
    assert "先要歪" in st.why_illegal(W.engine.parse_action("1 liu x3 x3 x3 x3")).text("zh_CN")
    act(st, "1 wai x3 x3 x3")
    assert {"1 liu x3 x3 x3 x3", "1 discard x3"} <= set(texts(st))
    act(st, "1 liu x3 x3 x3 x3")
    assert not st.seats[1].jin


# qidong: a 龙 on the table, ten cards waiting: 一一 二三 四五六 肆伍陆
QD_HAND = "d9 d9 d9 d9 x1 x1 x2 x3 x4 x5 x6 d4 d5 d6"


def test_qidong_own_draw_on_a_pair_is_wei_and_spoils_the_win():
    # seed 003 规则 8 "提或偎＞和牌", 规则 10 "偎…都是强制动作": the drawn 一 is a 偎,
    # never 一二三 beside the pair 一一 — so this hand does not win on it
    st = state_from_deal(Q, ["x9 d8", QD_HAND, "d1 d2", "d3 x7"], "x1", dangdi="d10")
    pass_until(st, lambda s: s.live == 0 and s.live_how == "draw")
    assert st.live_from == 1 and texts(st) == ["1 wai x1 x1 x1"]
    act(st, "1 wai x1 x1 x1")
    assert st.phase == "discard" and "1 hu" not in texts(st)
    # another seat's 一 may still be won in the sentence (碰 is a choice, 003 规则 10)
    st = state_from_deal(Q, ["x9 d8", QD_HAND, "d1 d2", "d3 x7"], "d7 x1", dangdi="d10")
    pass_until(st, lambda s: s.live == 0 and s.live_how == "draw")
    assert st.live_from == 2 and "1 hu x1" in texts(st)


@pytest.mark.parametrize("vid, hand, table, win, how, wins, xi, first", [
    # qidong 003 规则 8/10: the same hand on its own draw (偎) and on another's (一二三 3 + 龙 12)
    ("qidong", "x1 x1 x2 x3 x4 x5 x6 d4 d5 d6", [("long", "d9 d9 d9 d9")], "x1", "self_draw", False, None,
     None),
    ("qidong", "x1 x1 x2 x3 x4 x5 x6 d4 d5 d6", [("long", "d9 d9 d9 d9")], "x1", "other_draw", True, 15, None),
    # qidong 003 提 2 "偎后自己再摸出第四张相同的牌，偎就成了提": 提 9 + 壹贰叁 6, pair 九九
    ("qidong", "x4 x5 x6 d1 d2 d3 x9 x9 d4 d5 d6", [("wai", "x7 x7 x7")], "x7", "self_draw", True, 15, "ti"),
    # qidong 003 跑 3 "偎后别人摸出…第四张…偎就成了跑": 跑 6 + 6 (ranks below 和; both ways tried)
    ("qidong", "x4 x5 x6 d1 d2 d3 x9 x9 d4 d5 d6", [("wai", "x7 x7 x7")], "x7", "other_draw", True, 12, "pao"),
    # qidong 坎 + own draw is 提 (003 提 1): 提 小 9 + 一二三 3
    ("qidong", "x5 x5 x5 x1 x2 x3 d4 d5 d6 x9 x9 d1 d2 d3", [], "x5", "self_draw", True, 9 + 3 + 6, "ti"),
    # waihuzi 002 §I.3: 二二 + own 二 is 歪 (4), 七十 stays a red 门子 (+1): never 二七十 beside 二二
    ("waihuzi", "x2 x2 x7 x10 x1 x1 x1 d1 d1 d1 d3 d4 d5 d6 d7 d8 x4 x5 x6", [], "x2", "self_draw", True,
     4 + 1 + 3 + 3 + 1, "wai"),
    # … while another seat's 二 may go any way (碰 1, or 吊 二二 2 + 二七十 1): the best is kept
    ("waihuzi", "x2 x2 x7 x10 x1 x1 x1 d1 d1 d1 d3 d4 d5 d6 d7 d8 x4 x5 x6", [], "x2", "other_draw", True,
     2 + 1 + 3 + 3 + 1, "diao"),
    # waihuzi 002 §II.4: 坎 三 + own 三 is 歪 first; the fourth 三 stays free (三四五)
    ("waihuzi", "x3 x3 x3 x4 x5 x1 x1 x1 d1 d1 d1 d3 d4 d5 d6 d7 d8 x9 x9", [], "x3", "self_draw", True,
     4 + 3 + 3 + 1 + 1, "wai"),
])
def test_judge_self_draw_follows_the_forced_group(vid, hand, table, win, how, wins, xi, first):
    res = J(variant=vid, hand=hand, table=[{"form": f, "cards": c} for f, c in table], win_card=win,
            win_from=how)
    assert res["wins"] is wins, res.get("lines")
    if xi is not None:
        assert res["xi"] == xi, res["lines"]
    if first:
        forms = [(g["form"], g["cards"]) for g in res["arrangement"]]
        assert any(f == first and c.split()[0] == win for f, c in forms), forms


def test_judge_kan_plus_own_draw_hao_is_neihao():
    # 002 §I.4 "起手三张同牌，再自摸一张，可歪也可溜，算牌时亦称内豪" (30); 004 §6.2 "…20息"
    hand = "x3 x3 x3 x4 x5 x1 x1 x1 d1 d1 d1 d3 d4 d5 d6 d7 d8 x9 x9"
    for vid, xi, name in (("waihuzi", 30, "内毫"), ("yiyang", 20, "自摸豪")):
        res = J(variant=vid, hand=hand, win_card="x3", win_from="self_draw")
        assert {h["card"]: (h["xi"], h["name"]) for h in res["hao"]} == {"x3": (xi, name)}


# ------------------------------------------------- 3. 比: waihuzi/yiyang keep the copy
def test_waihuzi_chi_stands_and_keeps_the_copy_no_bi_can_take():
    # seed 002 §II.7 "你手上剩下的牌中还有一个'1'，只能留下不能打出"
    st = state_from_deal(W, ["x9 d9", "d1 d2 d3 d4", "x5 x5 x5 x4 x6 d5 d6"], "x5")
    act(st, "0 discard x9")
    assert st.live == 4 and st.to_act == 2
    # 五五伍 takes one held 五 (比); the third 五 finds no sentence: kept
    assert "2 chi x4 x5 x6 x5 x5 d5" in texts(st)
    act(st, "2 chi x4 x5 x6 x5 x5 d5")
    assert st.seats[2].hand[4] == 1 and 4 in st.seats[2].kept
    assert texts(st) == ["2 discard d6"]
    why = st.why_illegal(W.engine.parse_action("2 discard x5"))
    assert "留下" in why.text("zh_CN") and "kept" in why.text("en")


def test_qidong_refuses_the_chi_it_cannot_bi():
    # seed 003 下伙 "如果自己手上有想吃的那张牌但是下不了伙则不能吃"
    st = state_from_deal(Q, ["x1 d9", "x2 x3 x1 d8", "d5 d6 d7", "d4"], "d2 d2 d2", dangdi="x10")
    pass_until(st, lambda s: s.phase == "discard")
    act(st, "0 discard x1")
    assert all(a.kind != "chi" for a in st.legal_actions() if a.seat == 1)


# ------------------------------------------------- 4. qidong
def test_qidong_three_long_before_the_dangdi():
    # seed 003 胡牌规则 2 "起手有3个龙，可以直接胡牌" — declared at the deal (RULES.md)
    st = state_from_deal(Q, ["d9 d7", "x1 x1 x1 x1 x2 x2 x2 x2 x3 x3 x3 x3 d5 d6", "d1 d4", "d2 d3"], "x9",
                         dangdi="d4")
    assert st.phase == "special" and st.live is None and st.to_act == 1 and "1 hu" in texts(st)
    act(st, "1 pass")
    # then the 挡底 is shown and offered (seat 1 may win it: 肆伍陆)
    assert st.phase == "claim" and st.live_how == "dangdi" and st.to_act == 1


def test_qidong_dealer_third_long_from_the_dangdi_is_asked_after_it():
    st = state_from_deal(Q, ["x1 x1 x1 x1 x2 x2 x2 x2 x3 x3 x3 d5 d6 d9", "d1", "d2", "d3"], "x9",
                         dangdi="x3")
    # two 龙 at the deal: no dealt win; nobody can win the 挡底, so the 庄 takes
    # it, lays out the third 龙 and is asked then
    assert st.phase == "special" and st.to_act == 0 and "0 hu" in texts(st) and not st.log
    assert sum(1 for m in st.seats[0].melds if m.form == "long") == 3


# 14 cards: 四五 壹贰叁 坎 七 坎 玖 肆伍陆 — wins on 六 (四五六 0 + 6 + 3 + 6)
GUO = "x4 x5 d1 d2 d3 x7 x7 x7 d9 d9 d9 d4 d5 d6"


def test_qidong_guohu_a_zero_xi_chi_grows_nothing():
    # seed 003 胡牌规则 3 "你未胡，再次…在未增加胡息的情况下，不允许和牌"
    st = state_from_deal(Q, ["x6 x10", GUO, "x1", "x2"], "x9", dangdi="d10")
    pass_until(st, lambda s: s.phase == "discard")
    act(st, "0 discard x6")
    assert "1 hu x6" in texts(st) and "1 chi x4 x5 x6" in texts(st)
    act(st, "1 chi x4 x5 x6")                   # declines the win; 四五六 is 0 胡息
    assert st.phase == "discard" and "1 hu" not in texts(st)     # the hand is complete, but blocked
    assert "胡息" in st.why_illegal(Q.engine.parse_action("1 hu")).text("zh_CN")


def test_qidong_guohu_lifts_when_the_chi_scores():
    # … a 吃 with 胡息 (一二三 3, 003 牌型) has grown them
    st = state_from_deal(Q, ["x3 x10", GUO.replace("x4 x5", "x1 x2"), "x6", "x8"], "x9", dangdi="d10")
    pass_until(st, lambda s: s.phase == "discard")
    act(st, "0 discard x3")
    act(st, "1 chi x1 x2 x3")
    assert "1 hu" in texts(st)


def test_qidong_no_take_that_leaves_nothing_to_discard():
    # seed 003 规则 9 "吃，碰，提，偎，跑之后都需要打出一张牌"
    st = state_from_deal(Q, ["x5 x10", "x5 x5", "x4 x6", "d8"], "x5", dangdi="d10")
    pass_until(st, lambda s: s.phase == "discard")
    act(st, "0 discard x5")
    assert all(a.seat != 1 or a.kind != "peng" for a in st.legal_actions())
    assert all(a.kind != "chi" for a in st.legal_actions())
    pass_until(st, lambda s: s.live_how == "draw")
    # seat 1's own 五 meets its pair: no 偎 (nothing to discard after it) — and 3 胡息 don't win
    assert st.live_from == 1 and all(a.kind != "wai" for a in st.legal_actions())


def test_qidong_wei_that_completes_an_empty_hand_is_a_win():
    st = state_from_deal(Q, ["x9 x10", "x5 x5", "d8 d7", "d3"], "x5", dangdi="d10")
    st.seats[1].melds.append(Group("peng", (11, 11, 11), 0, 2))        # 碰 贰贰贰: 3 胡息
    pass_until(st, lambda s: s.live_how == "draw")
    assert st.live_from == 1 and texts(st) == ["1 hu x5", "1 pass"]   # 偎 3 + 3 = 6
    act(st, "1 hu x5")
    assert st.result.winner == 1 and st.result.breakdown["xi"] == 6


# ------------------------------------------------- 5. yiyang
DIAO = "x1 x1 x1 d1 d1 d1 x2 x7 x10 d2 d3 d4 d6 d7 d8 x4 x5 x6 x9"   # six groups and 吊 九


@pytest.mark.parametrize("vid, how, wins", [
    ("yiyang", "self_draw", True),     # seed 004 §4.5 "單張…俗稱吊字，另自摸同張即可胡牌"
    ("yiyang", "other_draw", False),
    ("waihuzi", "other_draw", True),   # seed 002 §I.9: any drawn card that pairs or makes a 顺子
])
def test_yiyang_diao_only_on_ones_own_draw(vid, how, wins):
    res = J(variant=vid, hand=DIAO, win_card="x9", win_from=how)
    assert res["wins"] is wins
    if wins:
        assert res["xi"] == 3 + 3 + 1 + 2 + 1


def test_yiyang_diao_in_play():
    st = state_from_deal(Y, ["d9 d10", DIAO, "x3 x8 d5"], "x10 x9")
    pass_until(st, lambda s: s.phase == "discard")       # (无对 offered at the deal: passed)
    act(st, "0 discard d9")
    pass_until(st, lambda s: s.live == 8)
    assert st.live_from == 2 and all(a.kind != "hu" for a in st.legal_actions() if a.seat == 1)


@pytest.mark.parametrize("vid, src, xi, name", [
    ("waihuzi", "dealt", 40, "清溜"),    # 002 §I.4 "起手摸上来的四张同牌…清溜"; §IV 40
    ("waihuzi", "kan", 30, "内毫"),      # §I.4 "起手三张同牌，再自摸一张…亦称内豪"
    ("waihuzi", "wai", 30, "内毫"),      # §I.4 "歪后再摸同张字牌，也称溜，算牌时称内毫"
    ("waihuzi", "peng", 20, "外毫"),     # §I.4 "碰后再从上家吃到同张字牌，算外豪"
    ("waihuzi", "eat", 50, "散豪"),      # §I.5 "通过吃…剩余三张…散豪"
    ("yiyang", "dealt", 30, "内豪"),     # 004 §6.3 "自己手中有同牌四張…內豪…30息"
    ("yiyang", "kan", 20, "自摸豪"),     # §6.2 "自己手中有同牌三張，自己揭出同牌一張…20息"
    ("yiyang", "wai", 30, "内豪"),       # §4.2 "歪后再摸同張字牌…算牌時稱內毫" (RULES.md: 30)
    ("yiyang", "peng", 10, "外豪"),      # §6.1 外豪 10
    ("yiyang", "eat", 10, "外豪"),       # a four gathered any other way: 外 10 (RULES.md)
])
def test_judge_liu_from_decides_the_hao(vid, src, xi, name):
    hand = "x1 x1 x1 d1 d1 d1 x2 x7 x10 d3 d4 d5 d6 d7 d8 x5"
    res = J(variant=vid, hand=hand, table=[{"form": "liu", "cards": "x4 x4 x4 x4", "from": src}],
            win_card="x5", win_from="self_draw")
    assert res["wins"] and res["xi"] == 5 + 3 + 3 + 1 + 2 + 1
    assert [(h["card"], h["xi"], h["name"]) for h in res["hao"]] == [("x4", xi, name)]


def test_judge_liu_from_defaults_to_dealt():
    hand = "x1 x1 x1 d1 d1 d1 x2 x7 x10 d3 d4 d5 d6 d7 d8 x5"
    res = J(variant="waihuzi", hand=hand, table=[{"form": "liu", "cards": "x4 x4 x4 x4"}], win_card="x5")
    assert res["hao"][0]["name"] == "清溜"


def test_yiyang_wai_and_own_fourth_in_play_is_neihao_30():
    # seed 004 §4.2 "歪后再摸同張字牌，也稱溜(也可以吃)，算牌時稱內毫"
    hand1 = "x4 x4 x1 x1 x1 d1 d1 d1 x2 x7 x10 d3 d4 d5 x5 x6 d9 d10 d6"
    st = state_from_deal(Y, ["d8 x8", hand1, "x9 x8 d2"], "x4 x3 d5 x4")
    pass_until(st, lambda s: s.phase == "discard")
    act(st, "0 discard x8")
    pass_until(st, lambda s: s.live == 3 and s.live_how == "draw")
    act(st, "1 wai x4 x4 x4")
    act(st, "1 discard d6")
    pass_until(st, lambda s: s.live == 3 and s.live_from == 1)
    assert "1 hu x4" in texts(st)
    act(st, "1 hu x4")           # 四五六: the four came 2 dealt + 2 own draws
    assert [(h["card"], h["xi"]) for h in st.result.breakdown["hao"]] == [("x4", 30)]


@pytest.mark.parametrize("vid, hand, yidui", [
    # seed 004 §8.5 "起手只一對(含只有單牌和坎或一內豪)": at most one dealt four
    ("yiyang", "x1 x1 x1 x1 x2 x2 x2 d3 x3 x3 x4 x5 x6 x7 x8 x9 x10 d1 d2", True),
    ("yiyang", "x1 x1 x1 x1 x2 x2 x2 x2 x3 x3 x4 x5 x6 x7 x8 x9 x10 d1 d2", False),
    # seed 002 §III.10 sets no such limit
    ("waihuzi", "x1 x1 x1 x1 x2 x2 x2 x2 x3 x3 x4 x5 x6 x7 x8 x9 x10 d1 d2", True),
])
def test_yiyang_dealt_yidui_allows_one_four(vid, hand, yidui):
    res = J(variant=vid, hand=hand, dealt=True)
    assert ("yidui" in (res.get("special") or [])) is yidui


# ------------------------------------------------- 6. judge: sizes and bad input
@pytest.mark.parametrize("req, words", [
    ({"variant": "waihuzi", "hand": "x1 x2 x3 x4 x5", "win_card": "x6"}, "holds 20"),
    ({"variant": "yiyang", "hand": READY}, "holds 20"),
    ({"variant": "qidong", "hand": "x1 x2 x3 x4 x5", "win_card": "x6"}, "holds 15"),
    ({"variant": "qidong", "hand": "x1 x2 x3 x4 x5 x6 x7 x8 x9 d1 d2 d3 d4 d5",
      "table": [{"form": "ti", "cards": "d9 d9 d9 d9"}], "win_card": "d6"}, "holds 14"),
    ({"variant": "waihuzi", "hand": DIAO, "table": [{"form": "liu", "cards": "x4 x4 x4 x4", "from": "air"}],
      "win_card": "x5"}, "from"),
    ({"variant": "waihuzi", "hand": DIAO, "table": [{"form": "peng", "cards": "x4 x4 x4", "from": "dealt"}],
      "win_card": "x5"}, "liu only"),
    ({"variant": "qidong", "hand": "x1", "table": [{"form": "liu", "cards": "x4 x4 x4 x4", "from": "kan"}]},
     "liu only"),
    ({"variant": "waihuzi", "hand": DIAO, "table": [{"form": "liu", "cards": "x4 x4 x4 x4", "src": "kan"}]},
     "unknown field"),
])
def test_judge_refuses_sizes_and_bad_fields_in_one_line(req, words):
    with pytest.raises(RequestError, match=words):
        J(**req)
    out = answer(req)
    assert set(out) >= {"error"} and words in out["error"] and "\n" not in out["error"]
    json.dumps(out)


def test_judge_accepts_the_sizes_a_seat_holds():
    # waihuzi 庄 20 with no winning card (天胡), 闲 19 + the card; qidong 15, 14 with a four
    assert J(variant="waihuzi", hand=READY + " x1")["wins"]
    assert J(variant="qidong", hand="x1 x1 x2 x3 x4 x5 x6 d4 d5 d6", table=[{"form": "long",
             "cards": "d9 d9 d9 d9"}], win_card="x1", win_from="discard")["wins"]


# ------------------------------------------------- 7. rules version
@pytest.mark.parametrize("vid", ["waihuzi", "yiyang", "qidong"])
def test_zipai_rules_version_is_2(vid):
    assert find_variant(vid).rules_version == 2


def test_a_version_1_record_says_why_it_no_longer_replays():
    """Version 1 let a 坎 + own draw go straight to 溜; version 2 asks 歪 first."""
    from app.engine import Match, Rng
    from app.records.record import Record

    for seed in range(100):
        m = Match(W, {}, seed=seed)
        h = m.current
        rng = Rng(seed)
        while not h.is_over:
            legal = h.legal_actions()
            if h.phase == "claim" and [a.kind for a in legal] == ["wai"] and \
                    h.seats[legal[0].seat].hand[h.live] == 3:
                break
            h.apply(rng.choice([a for a in legal if a.kind == "pass"] or
                               [a for a in legal if a.kind == "discard"] or legal))
        else:
            continue
        break
    wai = h.legal_actions()[0]
    d = json.loads(Record.from_match(m).to_json())
    assert d["rules"] == 2
    d["rules"] = 1
    d["hands"][0]["actions"].append({"action": wai.text().replace("wai", "liu") + " " + wai.cards[0].code,
                                     "time": d["hands"][0]["actions"][-1]["time"]})
    rec = Record.from_dict(d)
    with pytest.raises(RecordError) as err:
        rec.rebuild()
    msg = err.value.reason
    assert "rules version 1" in msg and "version 2" in msg and "\n" not in msg

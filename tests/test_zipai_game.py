"""字牌 turn cycle: dealing, who may claim what and in which order, 臭牌, 比,
forced acts, endings.  Hands are set up with ``state_from_deal`` (seat 0 is
庄 unless said; turn order 0 → 1 → 2 (→ 3); stock listed in draw order)."""

import pytest

from app.engine import IllegalAction, Match, find_variant
from app.engine.zipai.state import Group, state_from_deal

W = find_variant("waihuzi")
Y = find_variant("yiyang")
Q = find_variant("qidong")


def act(st, text):
    a = st.variant.engine.parse_action(text)
    st.apply(a)
    return st


def kinds(st):
    return sorted({a.kind for a in st.legal_actions()})


def texts(st):
    return [a.text() for a in st.legal_actions()]


# ---------------------------------------------------------------- dealing
@pytest.mark.parametrize("variant, sizes, stock", [
    (W, {"dealer": 20, "other": 19}, 22),   # seed 002 §II.1 "闲家各抓满19张…庄家抓满20张"
    (Y, {"dealer": 20, "other": 19}, 22),   # seed 004 §5.1
])
def test_deal_sizes_three_players(variant, sizes, stock):
    st = variant.engine.new_hand(variant, variant.settings(), 5, {"dealer": 1})
    assert len(st.stock) == stock
    for s in range(3):
        assert st.seats[s].size == (sizes["dealer"] if s == 1 else sizes["other"])


def test_qidong_deal_and_dangdi():
    # seed 003 发牌 "每人发14张后，最后庄家再发一张…亮出来…挡底"
    for seed in range(5):
        st = Q.engine.new_hand(Q, Q.settings(), seed, {"dealer": 2})
        assert len(st.stock) == 80 - 57
        assert st.dangdi is not None
        for s in range(4):
            held = st.seats[s].size + sum(len(m.kinds) for m in st.seats[s].melds)
            assert held == (15 if s == 2 else 14)
        assert st.view(0).extra["dangdi"] is not None


def test_yiyang_shouxing_seat_sits_out_and_pays_nothing():
    # seed 004 §3 "庄家的对家守醒…守醒者不打牌"
    m = Match(Y, {"shouxing": True}, seed=3)
    assert m.current.num_seats == 4 and len(m.totals) == 4
    from app.engine import Rng

    rng = Rng(1)
    for _ in range(6):
        h = m.current
        sitter = h.sitter
        assert sitter == (h.dealer + 2) % 4
        assert h.seats[sitter].size == 0
        while not h.is_over:
            assert h.to_act != sitter
            legal = h.legal_actions()
            hu = [a for a in legal if a.kind == "hu"]
            h.apply(hu[0] if hu else rng.choice(legal))
        assert h.result.net[sitter] == 0 and sum(h.result.net) == 0
        m.next_hand()


# ---------------------------------------------------------------- claims
def test_next_seat_eats_previous_seat_only_pongs():
    # seed 002 §II.2 "下家可吃可碰，上家可碰不能吃"
    st = state_from_deal(W, ["x5 d9", "x4 x6 d1", "x4 x6 x5 x5 d2"], "d3 d3 d3")
    act(st, "0 discard x5")
    assert st.to_act == 2                      # 碰 outranks 吃: seat 2 is asked first
    assert kinds(st) == ["pass", "peng"]       # 上家 of the discarder: no 吃
    act(st, "2 pass")
    assert st.to_act == 1 and "1 chi x4 x5 x6" in texts(st)


def test_pong_taken_then_discard():
    st = state_from_deal(W, ["x5 d9", "x4 x6 d1", "x5 x5 d2 d4"], "d3 d3 d3")
    act(st, "0 discard x5")
    act(st, "2 peng x5 x5 x5")
    assert st.phase == "discard" and st.to_act == 2
    assert st.seats[2].melds[-1].form == "peng"
    v = st.view(2)
    assert v.players[2].melds[-1].source == 0


def test_chou_after_passing_a_card_you_could_eat():
    # seed 002 §II.3.1 "本人想吃而未吃，则这张牌就成了你的臭牌，第二次他家再打出或者摸出同张牌时，本人不得再吃"
    st = state_from_deal(W, ["x5 x5 d9 d8 d5", "x4 x6 d1 d2", "d5 d6 d7 x1"], "x10 d3 x5")
    act(st, "0 discard x5")
    assert st.to_act == 1
    act(st, "1 pass")
    assert 4 in st.seats[1].chou_chi
    # the same deal with 五 already 臭 for seat 1: it is not even asked
    st2 = state_from_deal(W, ["x5 x5 d9 d8 d5", "x4 x6 d1 d2", "d5 d6 d7 x1"], "x10 d3 x5")
    st2.seats[1].chou_chi.add(4)
    act(st2, "0 discard x5")
    assert not any(a.seat == 1 for a in st2.log)


def test_menzi_chou_seed_002():
    # seed 002 §II.3.2: 门子 五六 passed 四 → 七 is 臭 for 五六, but 八九 may still eat 七
    st = state_from_deal(W, ["x4 d9 x7 d8 d10", "x5 x6 x8 x9 d1", "d5 d6 d7 d3"], "d2 d2 d2")
    act(st, "0 discard x4")
    assert st.to_act == 1 and "1 chi x4 x5 x6" in texts(st)
    act(st, "1 pass")
    assert (4, 5, 6) in st.seats[1].chou_menzi   # (五, 六) may not take 七
    st2 = state_from_deal(W, ["x4 d9 x7 d8 d10", "x5 x6 x8 x9 d1", "d5 d6 d7 d3"], "d2 d2 d2")
    st2.seats[1].chou_menzi.add((4, 5, 6))
    act(st2, "0 discard x7")
    ways = texts(st2)
    assert "1 chi x5 x6 x7" not in ways and "1 chi x7 x8 x9" in ways


def test_never_eat_a_card_you_discarded():
    # seed 002 §II.3.1 "任何人也不能吃自己曾经打出过的牌"
    st = state_from_deal(W, ["x5 d9", "x4 x6 d1 d4 d5", "d5 d6 d7"], "x5 d1")
    st.seats[1].discarded.add(4)
    act(st, "0 discard x5")
    assert st.to_act != 1 or "chi" not in kinds(st)


def test_bi_forces_companion_sentences():
    # seed 003 比 "你手上剩下的牌中还有一个'一'…都必须…一起扔出来"; seed 002 §II.7
    st = state_from_deal(W, ["x1 d9", "x2 x3 x1 d1 d1 d5", "d5 d6 d7"], "d2 d2 d2")
    act(st, "0 discard x1")
    ways = texts(st)
    chis = [w for w in ways if " chi " in w]
    assert chis, ways
    for w in chis:
        assert w.count("x1") == 2, w            # both 一 go down: the eaten one and the held one
    assert "1 chi x1 x2 x3 x1 d1 d1" in ways
    # a player reads each sentence written together, the 比 after a "+" (never the record's codes)
    from app.engine.messages import render

    a = next(a for a in st.legal_actions() if a.text() == "1 chi x1 x2 x3 x1 d1 d1")
    assert render(W.engine.action_cards(a), "zh") == "一二三 + 一壹壹"
    assert render(W.engine.describe(a), "zh_TW") == "2號 吃 一二三 + 一壹壹"
    assert render(W.engine.action_cards(a), "en").startswith("一 (x1) 二 (x2) 三 (x3) + ")


def test_bi_impossible_means_no_eating():
    # seed 003 下伙 "如果自己手上有想吃的那张牌但是下不了伙则不能吃"
    st = state_from_deal(Q, ["x1 d9", "x2 x3 x1 d8", "d5 d6 d7", "d4"], "d2 d2 d2", dangdi="x10")
    # nobody wins the 挡底; 庄 takes it and discards 一
    while st.phase != "discard":
        act(st, f"{st.to_act} pass")
    act(st, "0 discard x1")
    assert all(a.kind != "chi" for a in st.legal_actions() if a.seat == 1)


def test_wai_is_forced_and_shows_one_card():
    # seed 002 §I.3 "歪牌是强制歪牌的。歪亮一张盖两张"
    st = state_from_deal(W, ["x5 d9", "d4 d4 d1 d2 d3", "d5 d6 d7"], "d4 x1 x1")
    act(st, "0 discard x5")
    while st.live != 13:
        act(st, f"{st.to_act} pass")
    assert st.live_from == 1 and texts(st) == ["1 wai d4 d4 d4"]
    act(st, "1 wai d4 d4 d4")
    m = st.view(2).players[1].melds[-1]
    assert m.form == "wai" and m.hidden == 2


def test_kan_plus_own_draw_wai_or_liu():
    # seed 002 §I.4 "起手三张同牌，再自摸一张，可歪也可溜"; §II.4 "必须先歪了然后在选择是否溜"
    st = state_from_deal(W, ["x5 d9", "d4 d4 d4 d1", "x1 x1 d7"], "d4 x1 x1")
    act(st, "0 discard x5")
    while st.live != 13:
        act(st, f"{st.to_act} pass")
    assert texts(st) == ["1 wai d4 d4 d4"]           # 歪 first (RULES.md, second review)
    act(st, "1 wai d4 d4 d4")
    assert "1 liu d4 d4 d4 d4" in texts(st)          # then 溜 instead of the discard
    act(st, "1 liu d4 d4 d4 d4")
    # 溜 needs no discard (seed 002 §II.6 "选择溜的话可以不出牌"): seat 2 draws next
    assert st.live_from == 2 and st.live_how == "draw"


def test_priority_wai_before_other_seat_hu():
    # seed 002 §II.8: the drawer's 歪 outranks 下家's 胡 on that card
    st = state_from_deal(W, ["x5 d9", "d4 d4 d1 d2 d3", "d5 d6 d7"], "d4")
    act(st, "0 discard x5")
    while st.live != 13:
        act(st, f"{st.to_act} pass")
    assert st.to_act == 1


def test_discard_is_never_won_in_waihuzi():
    # seed 002 §I.10 "胡牌只能胡摸出来的牌，任何人打出的牌都不能胡牌"
    hand1 = "x3 x3 x3 d1 d2 d3 x1 x2 x3 x4 x5 x6 x7 x8 x9 x2 x7 x10 d6"
    st = state_from_deal(W, ["d7 d9", hand1, "d5 d6 d8"], "d4 d1")
    act(st, "0 discard d7")
    assert not any(a.kind == "hu" for a in st.legal_actions())


def test_drawn_card_can_be_won_by_another_seat():
    hand2 = "x3 x3 x3 x5 x5 x5 d2 d7 d10 x7 x8 x9 x2 x7 x10 d6 d8 x1 x1"
    st = state_from_deal(W, ["x10 d9", "d5 d8 d4", hand2], "d7 d1")
    act(st, "0 discard d9")
    while not (st.live == 16 and st.live_how == "draw"):
        act(st, f"{st.to_act} pass")
    assert st.live_from == 1
    hu = [a for a in st.legal_actions() if a.kind == "hu"]
    assert st.to_act == 2 and hu
    st.apply(hu[0])
    assert st.result.winner == 2 and sum(st.result.net) == 0


def test_refusals_say_why():
    st = state_from_deal(W, ["x5 d9", "x4 x6 d1", "x5 x5 d2"], "d3 d3 d3")
    e = st.variant.engine
    assert "现在轮到" in st.why_illegal(e.parse_action("1 discard d1"))
    assert "你手里没有" in st.why_illegal(e.parse_action("0 discard x1"))
    with pytest.raises(IllegalAction):
        st.apply(e.parse_action("0 discard x1"))
    act(st, "0 discard x5")
    assert st.to_act == 2
    assert "碰" in st.why_illegal(e.parse_action("2 chi x4 x5 x6")) or \
        "下家" in st.why_illegal(e.parse_action("2 chi x4 x5 x6"))


# ---------------------------------------------------------------- qidong
def qd(hands, stock, dangdi="d10", dealer=0, settings=None):
    st = state_from_deal(Q, hands, stock, dealer=dealer, settings=settings, dangdi=dangdi)
    while st.phase != "discard" and not st.is_over:
        act(st, f"{st.to_act} pass")
    return st


def test_qidong_kan_is_never_discarded():
    # seed 003 出牌规则 11 "坎不能拆开作为其他牌型，也不能打出去"
    st = qd(["x5 x5 x5 d1 d2", "d3", "d4", "d6"], "x1")
    assert "0 discard x5" not in texts(st)
    assert "坎" in st.why_illegal(Q.engine.parse_action("0 discard x5"))


def test_qidong_wins_on_discard_and_baochong():
    # seed 003 "包铳 胡别人手中打出的牌…由放炮的人给三份钱"
    hand1 = "d1 d2 d3 x2 x7"            # 壹贰叁 6 + 二七十 after 十 = 9 胡息 ≥ 6
    st = qd(["x10 d9", hand1, "d5", "d6"], "x1 x1")
    act(st, "0 discard x10")
    assert st.to_act == 1 and "1 hu x10" in texts(st)
    act(st, "1 hu x10")
    r = st.result
    assert r.winner == 1 and r.net[0] == -3 * r.breakdown["score"] and r.net[2] == r.net[3] == 0
    assert sum(r.net) == 0


def test_qidong_no_multiple_winners_first_in_turn_order():
    # seed 003 胡牌规则 4 "没有一炮多响…按逆时针顺序优先独家和牌"
    st = qd(["x10 d9", "d5", "d1 d2 d3 x2 x7", "d1 d2 d3 x2 x7"], "x1 x1")
    act(st, "0 discard x10")
    assert st.to_act == 2
    act(st, "2 pass")
    assert st.to_act == 3
    act(st, "3 hu x10")
    assert st.result.winner == 3


def test_qidong_passing_a_win_blocks_until_xi_grows():
    # seed 003 胡牌规则 3 "在未增加胡息的情况下，不允许和牌"
    st = qd(["x10 d9 x10 d8 d7", "d1 d2 d3 x2 x7", "d5 d4", "d6 d3"], "x1 x4 d7 d8 x10")
    act(st, "0 discard x10")
    act(st, "1 pass")
    assert st.seats[1].hu_block == 0
    while not (st.live == 9 and st.live_how == "draw") and not st.is_over:
        act(st, f"{st.to_act} {'discard ' + st.legal_actions()[-1].cards[0].code if st.phase == 'discard' else 'pass'}")
    assert all(a.kind != "hu" for a in st.legal_actions() if a.seat == 1)


def test_qidong_dangdi_may_be_won_not_eaten():
    # seed 003 胡牌规则 6 "庄家起手摸的最后一张亮张，其他几家也可胡，但不能吃碰"
    st = state_from_deal(Q, ["d9 d8", "d1 d2 d3 x2 x7", "x10 x10", "x8 x9"], "x1", dangdi="x10")
    assert st.to_act == 1 and texts(st) == ["1 hu x10", "1 pass"]
    act(st, "1 pass")
    assert st.phase == "discard" and st.to_act == 0   # nobody may 碰 or 吃 it


def test_qidong_wei_and_ti_are_forced():
    # seed 003 规则 10 "龙，提，偎，跑，比，都是强制动作"
    st = qd(["x9 d9", "d4 d4 d1 d2 d3", "x5 x5 x5 d6 d5", "d6 d7"], "d4 x5")
    act(st, "0 discard x9")
    assert st.live == 13 and st.live_from == 1
    assert "1 wai d4 d4 d4" in texts(st) and "1 pass" not in texts(st)   # 偎 (or 和), never 过
    act(st, "1 wai d4 d4 d4")
    assert st.view(0).players[1].melds[-1].hidden == 2
    act(st, "1 discard d1")
    assert st.live == 4 and st.live_from == 2 and texts(st) == ["2 ti x5 x5 x5 x5"]   # 提, no 过
    act(st, "2 ti x5 x5 x5 x5")
    assert st.view(0).players[2].melds[-1].hidden == 3


def test_qidong_pao_on_another_seats_card():
    # seed 003 跑 1 "手上有3张相同的牌，别人抓到或打出另一张相同的牌时…称为跑"
    st = qd(["x5 d9", "d4 d1", "x5 x5 x5 d6 d5", "d6 d7"], "d3")
    act(st, "0 discard x5")
    assert texts(st) == ["2 pao x5 x5 x5 x5"]
    act(st, "2 pao x5 x5 x5 x5")
    assert st.phase == "discard" and st.to_act == 2      # the first 跑 is followed by a discard


def test_qidong_da_ming_pao():
    # seed 003 规则 12: discarding a card another seat has 偎'd stops you from 吃/碰
    st = qd(["x5 d9", "d1 d4", "d2 d5", "d3 d6"], "x1")
    st.seats[2].melds.append(Group("wai", (4, 4, 4), 2, None))
    act(st, "0 discard x5")
    assert st.seats[0].mingpao
    assert texts(st) == ["2 pao x5 x5 x5 x5"]


def test_three_long_win_at_once():
    # seed 003 胡牌规则 2 "起手有3个龙，可以直接胡牌"
    st = state_from_deal(Q, ["d9 d7", "x1 x1 x1 x1 x2 x2 x2 x2 x3 x3 x3 x3 d5 d6", "d1 d4", "d2 d3"], "x9", dangdi="d8")
    act(st, "1 pass") if st.to_act == 1 and st.phase == "claim" else None
    while st.phase == "claim":
        act(st, f"{st.to_act} pass")
    assert st.phase == "special" and st.to_act == 1 and "1 hu" in texts(st)
    act(st, "1 hu")
    r = st.result
    assert r.winner == 1 and r.reason == "instant" and r.breakdown["special"] == ["sanlong"]
    assert r.breakdown["xi"] == 27 and r.breakdown["tun"] == 8 and r.net[1] == 3 * 8


# ---------------------------------------------------------------- match
def test_winner_deals_and_huangpai_keeps_dealer():
    # seed 003 "谁胡谁坐庄，黄牌不换庄家"; seed 002 §II.1 "谁胡了谁坐庄"
    from app.engine.core import HandResult

    e = W.engine
    ctx = {"dealer": 1}
    assert e.next_context(W, W.settings(), ctx, HandResult(2, (-10, -10, 20), "win"))["dealer"] == 2
    assert e.next_context(W, W.settings(), ctx, HandResult(None, (0, 0, 0), "draw"))["dealer"] == 1


def test_huangpai_when_stock_runs_out():
    st = state_from_deal(W, ["x5 d9", "d1", "d2"], "x1")
    act(st, "0 discard x5")
    while not st.is_over:
        act(st, f"{st.to_act} pass")
    assert st.result.winner is None and st.result.net == (0, 0, 0) and st.result.reason == "draw"


def test_yiyang_peng_still_allowed_after_passing():
    # seed 004 §5.3 "別人打過或者摸出過的牌，還是可以碰"
    st = state_from_deal(Y, ["x5 d9", "d1 d2", "x5 x5 d3"], "d6 d8")
    act(st, "0 discard x5")
    assert st.to_act == 2
    act(st, "2 pass")
    assert 4 not in st.seats[2].chou_peng


def test_waihuzi_pong_chou_after_passing():
    # seed 002 §II.3.1 "如一开始你选择不碰后再打出来也不能再碰，只能歪"
    st = state_from_deal(W, ["x5 d9", "d1 d2", "x5 x5 d3"], "d6 d8")
    act(st, "0 discard x5")
    act(st, "2 pass")
    assert 4 in st.seats[2].chou_peng


def test_yiyang_table_rules_dead_hand():
    # seed 004 §5.5 "吃臭打臭均為死手，死手者無資格胡牌"
    # later 庄 discards the other 五: seat 1 may eat it only as a foul → 死手
    st2 = state_from_deal(Y, ["x5 d9", "x4 x6 d1 d2", "d5 d6 d7"], "x1 x1 x1",
                          settings={"table_rules": True})
    st2.seats[1].chou_chi.add(4)
    act(st2, "0 discard x5")
    act(st2, "1 chi x4 x5 x6")
    assert st2.seats[1].dead
    assert "dead" in st2.view(0).players[1].flags


# ---------------------------------------------------------------- discards after fours
def test_qidong_first_ti_discards_second_does_not():
    # seed 003 规则 4 "当玩家之前有一次龙或提或跑，下一次提或跑的时候直接过，即不需要打出牌"
    st = qd(["x9 d9", "x5 x5 x5 d4 d4 d4 d1 d2", "d6 d7", "d3 d8"], "x5 x1 x2 x3 d4")
    act(st, "0 discard x9")
    while not (st.live_how == "draw" and st.live == 4):
        act(st, f"{st.to_act} pass")
    assert texts(st) == ["1 ti x5 x5 x5 x5"]
    act(st, "1 ti x5 x5 x5 x5")
    assert st.phase == "discard" and st.to_act == 1        # first 提: discard
    act(st, "1 discard d1")
    while not (st.live_how == "draw" and st.live == 13 and st.live_from == 1) and not st.is_over:
        a = st.legal_actions()
        act(st, a[-1].text() if st.phase == "discard" else f"{st.to_act} pass")
    assert not st.is_over
    act(st, "1 ti d4 d4 d4 d4")
    assert not (st.phase == "discard" and st.to_act == 1)   # second 提: no discard


def test_waihuzi_liu_of_a_dealt_four_instead_of_a_discard():
    # seed 002 §II.6 "溜也是要进牌…后才能溜，但是选择溜的话可以不出牌"
    st2 = state_from_deal(W, ["x5 d8", "x4 x6 d1 d1 d1 d1 d2", "d5 d6 d7"], "x1 x1")
    act(st2, "0 discard x5")
    act(st2, "1 chi x4 x5 x6")
    assert st2.phase == "discard" and "1 liu d1 d1 d1 d1" in texts(st2)
    act(st2, "1 liu d1 d1 d1 d1")
    m = st2.seats[1].melds[-1]
    assert m.form == "liu" and m.hidden == 4                       # "下牌不亮牌": all face down
    assert not (st2.phase == "discard" and st2.to_act == 1)  # no discard after 溜


def test_waihuzi_no_discard_of_what_the_menzi_also_takes():
    # seed 002 §II.7 "'2，3'叫了上家的'1'…手上还有'4'则'4'不能再打出去"
    st = state_from_deal(W, ["x1 d9", "x2 x3 x4 d5 d6 d9 d8", "d1 d2 d3"], "x10 x10")
    act(st, "0 discard x1")
    act(st, "1 chi x1 x2 x3")
    assert "1 discard x4" not in texts(st)
    assert "门子" in st.why_illegal(W.engine.parse_action("1 discard x4"))


def test_hu_after_wai_on_own_draw():
    # seed 002 §II.5 歪(溜) > 胡: the drawer 歪s, then wins with the hand as it stands
    hand1 = "x3 x3 x3 x5 x5 x5 d2 d7 d10 x7 x8 x9 x2 x7 x10 d6 d8 x1 x1"
    st = state_from_deal(W, ["d9 d4", hand1, "d5 d3 d1"], "x1 d1")
    act(st, "0 discard d4")
    # the forced 歪 comes before the drawer's own win too (RULES.md, second review)
    assert st.live == 0 and st.live_from == 1 and texts(st) == ["1 wai x1 x1 x1"]
    act(st, "1 wai x1 x1 x1")
    assert "1 hu" in texts(st)
    act(st, "1 hu")
    assert st.result.winner == 1 and st.result.breakdown["xi"] >= 8


@pytest.mark.parametrize("vid", ["waihuzi", "yiyang", "qidong"])
def test_clone_copies_every_field_and_shares_no_mutable_one(vid):
    st = Match(find_variant(vid), None, seed=5).current
    c = st.clone()
    assert sorted(vars(c)) == sorted(vars(st))
    for key in ("_log", "stock", "answered", "nodiscard", "settings", "context"):
        assert getattr(c, key) is not getattr(st, key) and getattr(c, key) == getattr(st, key)
    for a, b in zip(c.seats, st.seats):
        assert a is not b
        for key in type(a).__slots__:
            x, y = getattr(a, key), getattr(b, key)
            assert x == y and (x is not y or not isinstance(x, (list, set, dict))), key


def test_a_claim_asked_later_is_refused_as_not_yet_not_as_a_wrong_shape():
    """The last card (海捞) turned up by the 庄, the learner asked whether to win: trying to eat it
    said "those cards cannot eat 叁 … a 门子 that passed this card is 臭", though 壹贰 eat it well
    once the wins (and the 碰 of the seat holding a pair) are answered."""
    from pathlib import Path

    from app.lessons import model
    from tests.conftest import ROOT

    lesson = model.load_lesson(Path(ROOT) / "resources/lessons/zipai-20-yiyang-hailao.json")
    st = lesson.steps[1].task.build()
    assert {a.kind for a in st.legal_actions()} == {"hu", "pass"}
    why = st.why_illegal(st.variant.engine.parse_action("1 chi d1 d2 d3"))
    assert why is not None and why.key == "zipai.claim_later", why
    assert why.text("en") == "eat (吃) 叁 (d3) is not asked yet: first the wins, then 碰, then 吃"
    # a shape the hand cannot make is still refused as a shape
    bad = st.why_illegal(st.variant.engine.parse_action("1 chi d4 d5 d3"))
    assert bad is not None and bad.key != "zipai.claim_later"

"""八胡头 hands as state machines: dealing, the turn cycle, claims, forced and
prevented acts, wins, 臭局, matches; plus property tests over random games."""

from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from app.engine import Action, IllegalAction, Match, Rng, find_variant, replay
from app.engine.longcard.cards import deck, parse_card, parse_cards
from app.engine.longcard.state import LongHand
from app.engine.longcard.values import BaoZhuang, LiveCard, Source

HAIMEN = find_variant("haimen")
LVSI = find_variant("lvsi")


def c(code):
    return parse_card(code)


def make(variant, hands, front="", *, filler_avoid="", settings=None, dealer=0, context=None, melds=None):
    """A hand dealt as given.  Short hands are filled with 素 cards far from
    ``filler_avoid``; the stock starts with ``front`` then the rest; ``melds``:
    table groups per seat, (form, cards) pairs, counted in the seat's 25."""
    melds = list(melds or []) + [[]] * 4
    table_cards = [" ".join(cs for _f, cs in melds[s]) for s in range(4)]
    xing = (settings or {}).get("xing", variant.option("xing").default)
    full = Counter(x.code for x in deck(xing))
    hands = list(hands) + [""] * (4 - len(hands))
    given_ = [list(x.code for x in parse_cards(h)) for h in hands]
    used = Counter(code for h in given_ for code in h) + Counter(x.code for x in parse_cards(front))
    used += Counter(x.code for t in table_cards for x in parse_cards(t))
    avoid = {x.code for x in parse_cards(filler_avoid + " 7t 8t 9t 9w")}
    spare = [k for k in full for _ in range(full[k] - used[k])
             if not parse_card(k).is_jiang and k not in avoid]
    # deal the spares kind by kind in rounds, so fillers hold few pairs
    seen = Counter()
    ranked = []
    for k in spare:
        seen[k] += 1
        ranked.append((seen[k], k))
    spare = [k for _, k in sorted(ranked)]
    out = []
    for s, h in enumerate(given_):
        need = (26 if s == dealer else 25) - len(h) - len(parse_cards(table_cards[s]))
        h = h + spare[:need]
        spare = spare[need:]
        out.append(h)
    used = Counter(code for h in out for code in h) + Counter(x.code for x in parse_cards(front))
    used += Counter(x.code for t in table_cards for x in parse_cards(t))
    rest = [k for k in full for _ in range(full[k] - used[k])]
    assert all(used[k] <= full[k] for k in used), "test deal uses a card five times"
    return LongHand.arranged(variant, [" ".join(h) for h in out], " ".join([front] + rest).strip(),
                             dealer=dealer, settings=settings, context=context, melds=melds[:4])


def kinds(state):
    return sorted({(a.kind, a.cards) for a in state.legal_actions()})


def act(state, text):
    state.apply(state.variant.engine.parse_action(text))


# A 打滚 hand for seat 0 (8+ 胡 from the 将招儿 千; all 素 圆) plus a spare 9t,
# and three hands without a 将 pair (黄胡, folded): seat 0 plays alone.
S0 = "qian qian qian 2w 3w 4w 5w 6w 7w 2s 3s 4s 5s 6s 7s 2t 3t 4t 5t 6t 7t 1s 1s kong ya 9t"
S1 = "8w 8w 9w 9w 8s 8s 8t 8t 9t 9t 9t 2w 2w 3w 3w 4w 4w 5w 5w 6w 6w 7w 7w 1w kong"
S2 = "2s 2s 3s 3s 4s 4s 5s 5s 6s 6s 7s 7s 2t 2t 3t 3t 4t 4t 5t 5t 6t 6t 7t 7t 1t"
S3 = "8w 8w 9w 9w 8s 8s 8t 8t 1w xing ya 2w 3w 4w 5w 6w 7w 2s 3s 4s 5s 6s 7s 2t 3t"


def solo(front):
    return LongHand.arranged(HAIMEN, [S0, S1, S2, S3], front + " " + _rest(front))


def _rest(front):
    full = Counter(x.code for x in deck(True))
    used = Counter(x.code for t in (S0, S1, S2, S3, front) for x in parse_cards(t))
    return " ".join(k for k in full for _ in range(full[k] - used[k]))


# ---------------------------------------------------------------- dealing

@pytest.mark.parametrize("variant,stock,total", [(HAIMEN, 23, 124), (LVSI, 19, 120)])
def test_deal_26_25_and_stock(variant, stock, total):
    # seed 000 §三 "頭家抓26張，其余抓25張，最后剩23張"; seed 001 §四.3 "剩下19张或23张"
    h = variant.engine.new_hand(variant, {"buy_limit": 0}, 11, {"dealer": 2})
    owned = [sum(h.hands[s]) + sum(len(m.cards) for m in h.melds[s]) for s in range(4)]
    assert owned == [25, 25, 26, 25] and len(h.stock) == stock
    assert sum(owned) + stock == total


def test_huanghu_folds_a_hand_without_jiang_pair():
    # seed 000 §三.3 "黃胡就是指沒有抓到至少一種兩張相同的將牌"
    h = solo("4t")
    assert h.folded == [False, True, True, True]
    assert h.phase == "discard" and h.to_act == 0
    v = h.view(1)
    assert "folded" in v.players[1].flags and v.players[0].hand is None


def test_huanghu_switch_off_lets_everyone_play():
    h = LongHand.arranged(HAIMEN, [S0, S1, S2, S3], "4t " + _rest("4t"), settings={"huanghu": False})
    assert h.folded == [False] * 4


def test_baozha_is_laid_out_and_folded_su_baozha_still_counts():
    # seed 000 §三 "抓到爆炸要攤在桌上"; §六 "黃胡時有素爆炸，也能算莊互抵"
    s1 = "9t 9t 9t 9t 8w 8w 9w 9w 8s 8s 8t 8t 2w 2w 3w 3w 4w 4w 5w 5w 6w 6w 7w 1w kong"
    s0 = S0.replace("9t", "7w")
    full = Counter(x.code for x in deck(True))
    used = Counter(x.code for t in (s0, s1, S2, S3) for x in parse_cards(t))
    rest = " ".join(k for k in full for _ in range(full[k] - used[k]))
    h = LongHand.arranged(HAIMEN, [s0, s1, S2, S3], rest)
    assert [m.form for m in h.melds[1]] == ["tan"] and h.melds[1][0].hidden == 4
    assert h.view(0).players[1].melds[0].cards == ()  # face down to the others
    # play it out to a 臭局 with seat 0 declining every win (熬)
    while not h.is_over:
        legal = h.legal_actions()
        pick = next((a for a in legal if a.kind in ("ao", "pass", "flip", "zhang")), legal[0])
        if pick.kind == "ao" and any(a.kind == "hu" for a in legal) and "ao" not in [a.kind for a in legal]:
            pick = legal[0]
        h.apply(pick)
    r = h.result
    assert r.breakdown["players"][1]["zhuang"] == 1 if r.winner is None else True


def test_buy_window():
    # seed 000 §六 "買莊：一般規定在摸牌階段，手牌小於等於三張牌的時候"
    h = HAIMEN.engine.new_hand(HAIMEN, {}, 5, {"dealer": 1})
    assert h.phase == "buy" and h.to_act == 1
    assert len(h.view(1).hand) == 3
    assert {a.kind for a in h.legal_actions()} == {"buy", "pass"}
    act(h, "1 buy")
    for s in (2, 3, 0):
        act(h, f"{s} pass")
    assert h.bought == [False, True, False, False]
    assert h.phase in ("discard", "flip", "over")
    assert "bought" in h.view(0).players[1].flags


# ---------------------------------------------------------------- discards

def test_discard_refusals_say_why():
    h = solo("4t")
    why = h.why_illegal(Action(0, "discard", (c("qian"),)))
    assert "将" in why  # seed 000 §一 "將牌是不能發的"
    h2 = solo("4t")
    h2.hands[0][c("5w").index] += 0
    assert "你手里没有九万" == h.why_illegal(Action(0, "discard", (c("9w"),)))
    with pytest.raises(IllegalAction, match="现在轮到"):
        h.apply(Action(1, "discard", (c("8w"),)))


def test_zhaor_card_is_never_discarded():
    # seed 001 §四 (4) "不能发的牌：将牌不能发，招儿不能发，吃过的牌不能发"
    h = make(HAIMEN, ["5w 5w 5w qian qian 2t"], filler_avoid="5w")
    assert "招儿" in h.why_illegal(Action(0, "discard", (c("5w"),)))


# ---------------------------------------------------------------- wins

def test_win_on_a_flipped_card_that_fits():
    # seed 000 §五 "圓聽素牌胡…翻的牌，只要能加入自己手裡或桌面的組合或順子內的，都可以胡下來"
    h = solo("4t")
    act(h, "0 discard 9t")
    assert h.phase == "flip" and h.to_act == 1
    act(h, "1 flip")
    assert h.to_act == 0
    assert {a.kind for a in h.legal_actions()} == {"hu", "ao"}  # 打滚: may 熬
    act(h, "0 hu 4t")
    r = h.result
    assert r.winner == 0 and r.breakdown["win_type"] == "pinghu"  # 早二 held → 平胡
    assert r.breakdown["players"][0]["zhuang"] == 2 and r.breakdown["players"][0]["di"] == 1
    assert r.net == (9, -3, -3, -3) and sum(r.net) == 0
    assert r.lines


def test_ao_declines_a_shu_win():
    # seed 000 §七.5 熬將 "圓牌之後可以不胡"
    h = solo("4t")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    act(h, "0 ao")
    assert h.phase == "flip" and h.to_act == 2
    assert c("4t") in h.discards[1]


def test_sheng_jiang_must_win():
    # seed 000 §七.5 "熟將可熬，生將必胡"
    h = solo("1t")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert kinds(h) == [("hu", (c("1t"),))]
    assert "你必须成" in h.why_illegal(Action(0, "pass"))


def test_shu_jiang_may_wait():
    h = solo("1t")
    act(h, "0 discard 9t")
    h.round_at[0] = 5
    h.first_seen[c("1t").index] = 2  # shown before the hand was 圆: 熟将
    act(h, "1 flip")
    assert {a.kind for a in h.legal_actions()} == {"hu", "ao"}


def test_chukou_one_short_must_win():
    # seed 000 §七.5 "如果你就少一張才達到圓牌的條件…你就必須胡下來，俗稱觸口"
    s0 = "qian qian qian 4w 6w 7w 8w 2s 3s 4s 5s 6s 7s 2t 3t 4t 5t 6t 7t 1s 1s kong ya 6w 7w 9t"
    h = make(HAIMEN, [s0], front="5w", filler_avoid="4w 5w 6w 7w 8w 3w 9w")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert kinds(h) == [("hu", (c("5w"),))]
    assert "你必须成" in h.why_illegal(Action(0, "ao"))


def test_false_win_under_table_rules_goes_to_jail():
    # seed 001 §八.3 "牌成出后，没八胡或者牌组合不圆，为珫和，则罚坐牢"
    h = make(HAIMEN, ["1s 1s 9t", "qian qian", "kong kong 8w 8w", "ya ya"], front="8w",
             filler_avoid="6w 7w 8w 9w 8s 8t", settings={"table_rules": True})
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert h.to_act == 2 and {a.kind for a in h.legal_actions()} == {"peng", "pass"}
    assert h.why_illegal(Action(2, "hu", (c("8w"),))) is None  # table rules: the mistake is allowed
    act(h, "2 hu 8w")
    assert not h.is_over and h.folded[2] and h.false_win[2] and h.penalties
    while not h.is_over:
        legal = h.legal_actions()
        h.apply(next((a for a in legal if a.kind in ("pass", "ao", "flip", "zhang")), legal[0]))
    assert h.result.breakdown["players"][2]["jailed"]
    assert h.result.breakdown["next"]["jailed"][2]


def test_false_win_is_refused_by_default():
    h = make(HAIMEN, ["1s 1s 9t", "qian qian", "kong kong 8w 8w", "ya ya"], front="8w",
             filler_avoid="6w 7w 8w 9w 8s 8t")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert "这张牌成不了" in h.why_illegal(Action(2, "hu", (c("8w"),)))


# ---------------------------------------------------------------- claims

def test_peng_comes_before_chi_and_passing_makes_mi_zhang():
    # seed 000 §四 "先準碰和杠，後準吃和漲"; seed 001 §四 (2) "不可以碰霉张"
    h = make(HAIMEN, ["1s 1s 5w 9t", "4w 6w qian qian", "5w 5w kong kong", "ya ya"],
             filler_avoid="3w 4w 5w 6w 7w 9t 5s 5t")
    act(h, "0 discard 5w")
    assert h.to_act == 2 and {a.kind for a in h.legal_actions()} == {"peng", "pass"}
    act(h, "2 pass")
    assert c("5w").index in h.mi_peng[2]
    assert h.to_act == 1
    assert kinds(h) == [("chi", (c("4w"), c("5w"), c("6w"))), ("pass", ())]
    act(h, "1 chi 4w 5w 6w")
    assert h.phase == "discard" and h.to_act == 1
    assert [m.form for m in h.melds[1]] == ["chi"]
    assert c("5w").index in h.eaten[1]


def test_forced_peng_jiang():
    # seed 001 §四 (2) "将牌也必须碰，失碰则也受罚"; RULES.md forced acts
    h = make(HAIMEN, ["1s 1s 9t", "qian qian", "kong kong", "ya ya"], front="kong")
    act(h, "0 discard 9t")
    act(h, "1 flip")  # kong
    assert h.to_act == 2 and kinds(h) == [("peng", (c("kong"),) * 3)]
    assert "碰" in h.why_illegal(Action(2, "pass"))
    act(h, "2 peng kong kong kong")
    assert h.phase == "discard" and h.to_act == 2


def test_peng_1t_is_not_forced():
    # seed 001 §八.5 "有将对而没碰（一筒除外）"
    h = make(HAIMEN, ["1s 1s 9t", "qian qian", "1t 1t", "ya ya"], front="1t")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert h.to_act == 2 and {a.kind for a in h.legal_actions()} == {"peng", "pass"}


def test_forced_kai_zhao():
    # seed 001 §四 (2) "招儿必须碰，叫开招（打缸），不碰要罚的"
    h = make(HAIMEN, ["1s 1s 5w 9t", "qian qian", "5w 5w 5w kong kong", "ya ya"], filler_avoid="3w 4w 5w 6w 7w 9t")
    act(h, "0 discard 5w")
    assert h.to_act == 2 and kinds(h) == [("gang", (c("5w"),) * 4)]
    act(h, "2 gang 5w 5w 5w 5w")
    assert [m.form for m in h.melds[2]] == ["gang"] and h.phase == "discard"


def test_not_opening_under_table_rules_voids_zhuang():
    # seed 001 §八.4 "不开招…罚其本局庄头不计"
    h = make(HAIMEN, ["1s 1s 5w 9t", "qian qian", "5w 5w 5w kong kong", "ya ya"], filler_avoid="3w 4w 5w 6w 7w 9t",
             settings={"table_rules": True})
    act(h, "0 discard 5w")
    assert {a.kind for a in h.legal_actions()} == {"gang", "pass"}
    act(h, "2 pass")
    assert h.void[2] and h.penalties


def test_unclaimed_jiang_is_zhang_then_discard():
    # seed 000 §三.2 "沒人碰/杠，將牌得放在自己前面…俗稱漲將…漲將之後要發一張"
    h = make(HAIMEN, ["1s 1s 9t", "qian qian 8t", "kong kong", "ya ya"], front="xing", filler_avoid="9t 8t")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert h.phase == "zhang" and kinds(h) == [("zhang", (c("xing"),))]
    act(h, "1 zhang xing")
    assert h.phase == "discard" and h.to_act == 1
    assert [m.form for m in h.melds[1]] == ["zhang"]


def _wan5_flipped(front="5w"):
    """Seats 1 and 2 hold 四万 六万; seat 1 flips 五万 (seat 2 is its 下家)."""
    h = make(HAIMEN, ["1s 1s 9t", "qian qian 4w 6w", "kong kong 4w 6w", "ya ya"], front=front,
             filler_avoid="9t 3w 4w 5w 6w 7w 5s 5t")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    return h


def test_flipped_su_goes_to_xiajia_then_becomes_mi_zhang():
    # seed 001 §四 (1) "谁翻的谁先吃，不吃推给下家"; seed 000 §四.4 吃迷張
    h = _wan5_flipped()
    assert h.to_act == 1 and ("chi", (c("4w"), c("5w"), c("6w"))) in kinds(h)
    act(h, "1 pass")
    assert h.to_act == 2 and ("chi", (c("4w"), c("5w"), c("6w"))) in kinds(h)
    act(h, "2 pass")
    assert h.phase == "flip" and h.to_act == 2
    assert c("5w").index in h.mi_chi[1] and c("5w").index in h.mi_chi[2]


def test_flipped_su_eaten_by_xiajia_is_mi_zhang_for_the_flipper():
    # seed 000 §四.4 "自家抓的牌沒吃發給下家的，後面你就不可以再吃了" — even when the 下家 eats it
    h = _wan5_flipped()
    act(h, "1 pass")
    act(h, "2 chi 4w 5w 6w")
    assert c("5w").index in h.mi_chi[1]
    assert c("5w").index not in h.mi_chi[2]


@pytest.mark.parametrize("hand,table,discard,ways,source", [
    ("5w 6w", (), "7w", ["5w 6w 7w"], 'seed 001 §四(3) "吃边张（例如：五六吃四或七）"'),
    ("5w 7w", (), "6w", ["5w 6w 7w"], 'seed 001 §四(3) "吃夹张（例如：五七吃六）"'),
    ("", (("chi", "5w 6w 7w"),), "4w", ["4w 5w 6w 7w"], 'seed 000 §四 "五六七可再吃四和八"'),
    ("", (("chi", "4w 5w 6w 7w"),), "8w", ["4w 5w 6w 7w 8w"], 'seed 000 §四 "吃完八可再吃九，依次類推"'),
    ("", (("chi", "5w 6w 7w"),), "3w", [], 'seed 001 §四(3)c "台上顺子吃牌时，只能吃两头顺的牌"'),
    ("7w 8w", (), "9w", ["7w 8w 9w"], 'seed 000 §四 "萬子的二至九"'),
    ("7t 8t", (), "9t", ["7t 8t 9t"], 'seed 000 §四 "柄子的一至九"'),
    ("1t 3t", (), "2t", ["1t 2t 3t"], 'seed 000 §一 "一柄是八將中唯一可以放入搭子中的將牌"'),
    ("1s 3s", (), "2s", [], 'seed 000 §一 "一條不能與二三條成一搭"'),
    ("5w 5t", (), "5s", ["5t 5s 5w"], 'seed 000 §四 "手里有五萬，五柄，可以吃五條，俗稱五豹"'),
    ("", (("chi", "5t 5s 5w"),), "5w", ["5t 5s 5w 5w"], 'seed 000 §四 "桌上有五豹，只要別人發五的，都可以無限吃"'),
    ("9t 9s", (), "9w", ["9t 9s 9w"], 'seed 000 §四 "九條可做豹子" (九索 a 将 companion)'),
    ("2s 2w", (), "8t", ["8t 2s 2w"], 'seed 001 §三 胡头 "均和豹子一样，可吃"'),
    ("", (("chi", "8t 2s 2w"),), "2s", ["8t 2s 2s 2w"], 'seed 001 §三 胡头 "可无限叠加"'),
    ("ya 9w", (), "8s", ["8s 9w ya"], 'seed 000 §二 "第三胡頭：俄八九" eaten with a 将 companion'),
    ("5w 5w 5w 5t", (), "5s", [], 'seed 001 §四(3)e "不可以撤招儿吃牌" (the 招儿 must be opened instead)'),
])
def test_ways_to_eat(hand, table, discard, ways, source):
    from app.engine.longcard import evaluate as ev

    x = c(discard)
    near = {k for g in ev.KIND_STACKS[x.index] for k in ev.STACKS[g].kinds}  # its 豹子/胡头 partners
    if x.suit:
        near |= {x.index + d for d in range(-2, 3) if 0 <= x.rank - 1 + d < 9}
    fillers_avoid = " ".join(ev.kind_code(k) for k in near)
    h = make(HAIMEN, ["1s 1s " + discard, "qian qian " + hand, "kong kong", "ya ya" if "ya" not in hand else "xing xing"],
             filler_avoid=fillers_avoid, melds=[[], list(table)])
    act(h, f"0 discard {discard}")
    got = sorted(" ".join(x.code for x in a.cards) for a in h.legal_actions() if a.seat == 1 and a.kind == "chi")
    want = sorted(" ".join(x.code for x in sorted(parse_cards(w))) for w in ways)
    assert got == want, source


def test_gua_gou_is_refused():
    # seed 001 §四 (3) a "吃牌不可以挂勾"
    h = make(HAIMEN, ["1s 1s 5w 9t", "qian qian 4w 5w 6w", "kong kong", "ya ya"], filler_avoid="3w 4w 5w 6w 7w 9t")
    act(h, "0 discard 5w")
    why = h.why_illegal(Action(1, "chi", (c("4w"), c("5w"), c("6w"))))
    assert why and "挂勾" in why


def test_qiong_chi_gou_kuo_is_refused():
    # seed 000 §七.3 "凡吃過的牌就不能再發了"
    h = make(HAIMEN, ["1s 1s 5w 5w 9t", "qian qian", "kong kong 4w 6w 5s 5t", "ya ya"],
             filler_avoid="3w 4w 5w 6w 7w 9t 5s 5t")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    while h.phase != "discard" or h.to_act != 2:
        legal = h.legal_actions()
        a = next((x for x in legal if x.kind in ("pass", "ao", "flip", "zhang")), legal[0])
        if h.phase == "discard":
            a = legal[0]
        h.apply(a)
        if h.is_over:
            pytest.skip("no discard came round")
    # seat 2 discards, then we check: once 5w is eaten it can never be discarded
    h.eaten[2].add(c("5t").index)
    h._changed(2)
    assert "穷吃狗阔" in h.why_illegal(Action(2, "discard", (c("5t"),)))


def test_chou_ju_when_the_stock_runs_out():
    # seed 001 §六.8 "即底牌翻完，没人成牌，那就是臭局…庄数必须结算…头家由下家做"
    h = make(HAIMEN, ["1s 1s 9t", "qian qian", "kong kong", "ya ya"], filler_avoid="9t")
    h.stock = h.stock[:1]
    act(h, "0 discard 9t")
    while not h.is_over:
        legal = h.legal_actions()
        h.apply(next((a for a in legal if a.kind in ("pass", "ao", "flip", "zhang")), legal[0]))
    assert h.result.winner is None and h.result.reason == "draw" and sum(h.result.net) == 0
    ctx = HAIMEN.engine.next_context(HAIMEN, h.settings, {"dealer": 0}, h.result)
    assert ctx["dealer"] == 1


# ---------------------------------------------------------------- matches

def test_first_context_lvsi_flip_and_haimen_seed():
    ctx = LVSI.engine.first_context(LVSI, LVSI.settings(), 3)
    assert 0 <= ctx["dealer"] < 4 and "toujia_flip" in ctx
    a = HAIMEN.engine.first_context(HAIMEN, HAIMEN.settings(), 3)
    assert a == HAIMEN.engine.first_context(HAIMEN, HAIMEN.settings(), 3)


@pytest.mark.parametrize("card,flipper,toujia", [
    ("1w", 2, 2), ("5t", 2, 2), ("9w", 2, 2),   # seed 001 §四.2 "159自动手"
    ("2s", 2, 1), ("6t", 0, 3),                  # "26上家" (seat s - 1)
    ("3w", 1, 3), ("7s", 3, 1),                  # "37对门"
    ("4t", 3, 0), ("8w", 1, 2),                  # "48为底" (read as the 下家, s + 1)
    ("qian", 1, 1), ("9s", 0, 0), ("1t", 3, 3),  # "如是将牌，则视作1"
])
def test_lvsi_toujia_flip_counts(card, flipper, toujia):
    from app.engine.longcard.engine import toujia_from_flip

    assert toujia_from_flip(c(card), flipper) == toujia


@pytest.mark.parametrize("variant", [LVSI, HAIMEN])
def test_first_hand_toujia_comes_from_the_flip(variant):
    # seed 001 §四.2 打头; haimen's text is silent and follows its sibling (RULES.md)
    from app.engine.longcard.engine import toujia_from_flip

    dealers = set()
    for seed in range(16):
        ctx = variant.engine.first_context(variant, variant.settings(), seed)
        flip = ctx["toujia_flip"]
        assert ctx["dealer"] == toujia_from_flip(c(flip["card"]), flip["flipper"])
        dealers.add(ctx["dealer"])
    assert len(dealers) > 1


def test_dapao_by_winning_as_erjia_and_keeping_it():
    # seed 000 §六 "你必須是二家胡下來才能成為大炮…只要你有莊數，都得繼續當大炮"
    h = LongHand.arranged(HAIMEN, [S1 + " 9t", S0.replace(" 9t", ""), S2, S3], "4t " + _rest("4t"))
    assert h.folded[0] and h.phase == "flip" and h.to_act == 0  # a folded 头家 only flips
    act(h, "0 flip")
    act(h, "1 hu 4t")  # seat 1 is 二家: its 上家 (0) was dealt 26
    assert h.result.winner == 1
    ctx = HAIMEN.engine.next_context(HAIMEN, h.settings, h.context, h.result)
    assert ctx["dapao"] == [False, True, False, False] and ctx["dealer"] == 1
    assert h.result.breakdown["next"]["dapao"][1]  # keeping it: see test_dapao_is_lost_without_zhuang…


def test_jailed_players_zhuang_is_not_offset():
    # seed 000 §七.1 坐牢 "出牢前，任何莊數都不能抵莊"
    h = solo("4t")
    h.context["jailed"] = [False, False, False, False]
    act(h, "0 discard 9t")
    act(h, "1 flip")
    act(h, "0 hu 4t")
    free = h.result.net
    h2 = LongHand.arranged(HAIMEN, [S0, S1, S2, S3], "4t " + _rest("4t"),
                           context={"jailed": [False, True, False, False], "dapao": [False] * 4})
    act(h2, "0 discard 9t")
    act(h2, "1 flip")
    act(h2, "0 hu 4t")
    assert h2.result.breakdown["players"][1]["jailed"] and sum(h2.result.net) == 0
    assert free == h2.result.net  # seat 1 held no 庄 anyway


def test_match_carries_context_and_totals():
    m = Match(HAIMEN, {"buy_limit": 0}, seed=4)
    rng = Rng(1)
    for _ in range(3):
        h = m.current
        while not h.is_over:
            h.apply(rng.choice(h.legal_actions()))
        m.next_hand()
    assert [ctx["dealer"] for ctx in m.contexts] == [(m.contexts[0]["dealer"] + i) % 4 for i in range(4)]
    assert sum(m.totals) == 0


# ---------------------------------------------------------------- properties

def _total(h):
    n = sum(sum(x) for x in h.hands) + sum(len(m.cards) for ms in h.melds for m in ms)
    n += sum(len(d) for d in h.discards) + len(h.stock) + (1 if h.live is not None else 0)
    if h.phase == "buy":
        n += sum(len(h.dealt[s]) - h.buy_limit for s in range(4))
    return n


def _state_key(h):
    return (tuple(map(tuple, h.hands)), tuple(map(tuple, h.melds)), tuple(map(tuple, h.discards)),
            tuple(h.stock), h.phase, h.to_act, h.live, tuple(h.folded), h.result and h.result.net)


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**40), st.sampled_from(["haimen", "lvsi"]), st.booleans(), st.booleans())
def test_random_games_conserve_cards_stay_legal_and_replay(seed, vid, table_rules, xing):
    variant = find_variant(vid)
    setting = {"table_rules": table_rules, "xing": xing}
    h = variant.engine.new_hand(variant, setting, seed, variant.engine.first_context(variant, setting, seed))
    total = 124 if xing else 120
    rng = Rng(seed ^ 0x5EED)
    steps = 0
    while not h.is_over:
        assert _total(h) == total
        legal = h.legal_actions()
        assert legal, "a seat to act always has a legal action"
        view = h.view(h.to_act)
        assert set(view.legal) == set(legal)
        others = [p for p in view.players if p.seat != h.to_act]
        assert all(p.hand is None for p in others)
        a = rng.choice(legal)
        assert h.why_illegal(a) is None
        if steps % 9 == 0:  # determinize never changes the decision at hand
            d = variant.engine.determinize(view, Rng(steps))
            assert d.to_act == h.to_act and set(d.legal_actions()) == set(legal)
            assert _total(d) == total
            assert variant.engine.assess(view)["label"] == "胡"
        h.apply(a)
        steps += 1
        assert steps < 2000
    assert _total(h) == total
    assert sum(h.result.net) == 0 and len(h.result.net) == 4
    if not table_rules:  # every mistake is prevented; only an unavoidable 漲爆 is left
        assert all("涨爆" in p for p in h.penalties), h.penalties
    again = replay(variant, setting, seed, h.context, h.log)
    assert _state_key(again) == _state_key(h)


def test_replay_refuses_a_bad_log():
    h = HAIMEN.engine.new_hand(HAIMEN, {"buy_limit": 0}, 1, {"dealer": 0})
    bad = [Action(1, "flip")]
    with pytest.raises(IllegalAction, match="action 1"):
        replay(HAIMEN, {"buy_limit": 0}, 1, {"dealer": 0}, bad)
    assert h.to_act in (0, 1, 2, 3)


def test_selfplay_is_deterministic():
    from app.commands.selfplay import play_match

    a = play_match("haimen", 4, 7)
    b = play_match("haimen", 4, 7)
    assert [r.net for r in a[0].results] == [r.net for r in b[0].results]
    assert a[1:] == b[1:]


def test_determinize_never_peeks():
    # Two real states that differ only in hidden cards give the same sample.
    h = HAIMEN.engine.new_hand(HAIMEN, {"buy_limit": 0}, 21, {"dealer": 0})
    rng = Rng(3)
    while h.phase != "claim" or h.to_act is None:
        h.apply(rng.choice(h.legal_actions()))
    me = h.to_act
    other = next(s for s in range(4) if s != me and sum(h.hands[s]))
    h2 = h.clone()
    k = next(k for k in range(31) if h2.hands[other][k])
    j = next(i for i, x in enumerate(h2.stock) if x != k)
    h2.hands[other][k] -= 1
    h2.hands[other][h2.stock[j]] += 1
    h2.stock[j] = k
    h2._changed()
    a = HAIMEN.engine.determinize(h.view(me), Rng(9))
    b = HAIMEN.engine.determinize(h2.view(me), Rng(9))
    assert a.hands == b.hands and a.stock == b.stock
    assert a.hands[me] == h.hands[me]


def test_views_hide_what_a_seat_may_not_know():
    h = HAIMEN.engine.new_hand(HAIMEN, {}, 8, {"dealer": 0})
    v = h.view(0)
    assert v.phase == "buy" and len(v.hand) == 3
    known = v.extra["known"]   # a frozen LongKnowledge: no engine object in a view
    assert len(known.dealt[0]) == 3 and all(known.dealt[s] is None for s in (1, 2, 3))
    assert known.stock is None and known.stock_left == len(h.stock)
    assert all(known.hands[s] is None for s in (1, 2, 3)) and not hasattr(known, "seed")
    snap = type(h).from_knowledge(HAIMEN, known)
    assert len(snap.dealt[0]) == 3 and all(snap.dealt[s] is None for s in (1, 2, 3))
    assert all(x is None for x in snap.stock)
    assert v.legal == tuple(h.legal_actions()) and h.view(1).legal == ()
    assert h.view(None).players[2].hand is not None


def test_knowledge_made_quickly_is_the_dataclass_value():
    """LongKnowledge._of skips the frozen __init__: the value, its fields and
    its immutability are the dataclass's, for every seat at every step."""
    import dataclasses
    from app.engine.longcard.state import LongKnowledge
    h = HAIMEN.engine.new_hand(HAIMEN, {}, 12, {"dealer": 0})
    rng = Rng(5)
    while True:
        for seat in (None, 0, 1, 2, 3):
            k = h.knowledge(seat)
            same = LongKnowledge(**{f.name: getattr(k, f.name) for f in dataclasses.fields(k)})
            assert k == same and vars(k) == vars(same) and hash(k.log) == hash(same.log)
            assert h.view(seat).extra["known"] == k
        if h.is_over:
            break
        h.apply(rng.choice(h.legal_actions()))
    with pytest.raises(dataclasses.FrozenInstanceError):
        k.phase = "buy"
    with pytest.raises(TypeError, match="stock_left"):
        LongKnowledge._of(**{f.name: getattr(k, f.name) for f in dataclasses.fields(k) if f.name != "stock_left"})


def _win_on_8t(variant, hand1, melds1, settings=None):
    h = LongHand.arranged(variant, [S0, hand1, S2, S3], "8t 9s 9s", settings=settings,
                          melds=[[], melds1, [], []])
    act(h, "0 discard 9t")
    while h.phase == "claim":  # let the discard pass
        act(h, f"{h.to_act} pass")
    act(h, "1 flip")
    assert h.to_act == 1 and "hu" in {a.kind for a in h.legal_actions()}
    act(h, "1 hu 8t")
    return h.result


def test_lvsi_quanhunpiao_all_from_peng_and_combinations():
    # seed 001 §七(五)4 全荤飘 "没有招儿、没有豹子、没有顺子…底庄为十六庄，碰到庄头四倍加"
    r = _win_on_8t(LVSI, "2s 2w kong kong", [("peng", "qian qian qian"), ("peng", "ya ya ya")])
    assert r.breakdown["win_type"] == "quanhunpiao" and r.breakdown["hu"] == 9
    assert r.breakdown["players"][1]["zhuang"] == 16 + 5 * 4  # 将碰庄 1, 5 → 5, ×4
    assert r.breakdown["players"][1]["di"] == 0  # lvsi has no 底 money


def test_lvsi_piaohu_with_a_run():
    # seed 001 §七(五)3 飘胡 "没有招儿，但有豹子、有顺子…底庄为八庄，碰到庄头翻倍加"
    r = _win_on_8t(LVSI, "2s 2w kong kong 4w 5w 6w", [("peng", "qian qian qian"), ("peng", "ya ya ya")])
    assert r.breakdown["win_type"] == "piaohu"
    assert r.breakdown["players"][1]["zhuang"] == 8 + 5 * 2


def test_haimen_heiba():
    # seed 000 §五 "黑八胡…沒有碰到將對的…最少為八莊+八個底，可加上碰對子的莊數"
    r = _win_on_8t(HAIMEN, "2s 2w 3s 3w 7t kong 9s 9w ya 8s 9w",
                   [("peng", "5t 5t 5t"), ("peng", "6t 6t 6t"), ("peng", "5s 5s 5s"), ("peng", "6s 6s 6s")],
                   settings={"huanghu": False})
    assert r.breakdown["win_type"] == "heiba" and r.breakdown["hu"] == 8
    p = r.breakdown["players"][1]
    assert (p["zhuang"], p["di"]) == (8 + 1, 8)  # 4 素碰 → 1 庄


def test_haimen_pengjiang_piao_by_peng_on_the_winning_card():
    # seed 001 §六.5 蹲口 "等碰将对四胡，即可成"; seed 000 §五 碰將對飄胡
    h = LongHand.arranged(HAIMEN, [S0, "2s 2w 8t kong kong", S2, S3], "kong 9s", settings={"huanghu": False},
                          melds=[[], [("peng", "5t 5t 5t"), ("peng", "6t 6t 6t"), ("peng", "5s 5s 5s")], [], []])
    act(h, "0 discard 9t")
    act(h, "1 flip")
    # seat 1's 碰 ranks below seat 0's win on the same card: only the win is offered now
    assert h.to_act == 1 and {a.kind for a in h.legal_actions()} == {"hu"}
    act(h, "1 hu kong")
    r = h.result
    assert r.breakdown["use"] == "peng" and r.breakdown["win_type"] == "pengjiang_piao"
    # 3 素碰 + 碰 kong = 4 胡, 二二八 1 → 8? 3 + 4 + 1 = 8
    assert r.breakdown["hu"] == 8
    # 混碰: 3 素碰 → 3 庄, 将碰 1 → 1; 碰将对飘胡 4 庄 + 2 底
    assert (r.breakdown["players"][1]["zhuang"], r.breakdown["players"][1]["di"]) == (8, 2)


def test_mi_zhang_stays_refused_when_the_card_comes_again():
    # seed 000 §四.4 "後面你就不可以再吃了" — the second 五万 is a 霉张 for seats 1 and 2
    h = _wan5_flipped("5w 5w")
    act(h, "1 pass")
    act(h, "2 pass")
    act(h, "2 flip")  # the second 五万, flipped by seat 2 with seat 3 as its 下家
    assert h.to_act != 2 and h._chi_ways(2, c("5w").index) == []
    assert c("5w") in h.discards[2] or h.live is not None  # nobody ate it
    h.live = LiveCard(c("5w").index, 1, Source.FLIP)  # as if it were offered again to seat 2
    assert "霉张" in h._chi_bar(2, h.live, [c("4w").index, c("5w").index, c("6w").index])


def test_dapao_is_lost_without_zhuang_and_jail_ends_with_a_win():
    # seed 000 §六 "直到你沒莊數為止"; §七.1 "坐牢後，必須胡到牌，才能出牢"
    h = LongHand.arranged(HAIMEN, [S0, S1, S2, S3], "4t " + _rest("4t"),
                          context={"dapao": [True, False, True, False], "jailed": [True, False, False, True]})
    act(h, "0 discard 9t")
    act(h, "1 flip")
    act(h, "0 hu 4t")
    nxt = HAIMEN.engine.next_context(HAIMEN, h.settings, h.context, h.result)
    assert nxt["dapao"] == [True, False, False, False]  # seat 2 held no 庄: no longer 大炮
    assert nxt["jailed"] == [False, False, False, True]  # seat 0 won: out of jail
    p0 = h.result.breakdown["players"][0]
    assert p0["dapao"] and not p0["jailed"]
    # 大炮 rate c = 5 against plain seats: 2 庄 × 5 + 底 1 = 11 from seats 1 and 3;
    # 对炮 2c = 10 against seat 2: 2 × 10 + 1 = 21
    assert h.result.net == (11 + 21 + 11, -11, -21, -11)


def test_bao_zhuang_for_a_sheng_jiang_let_pass_under_table_rules():
    # seed 001 §八.6 "生将不成…有人碰，则所碰庄头由熬将者包庄。其他两人则不出碰将者的庄头钱"
    h = make(HAIMEN, [S0, "", "kong kong"], front="kong", settings={"table_rules": True})
    h.stock = h.stock[:1]
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert h.to_act == 0 and {a.kind for a in h.legal_actions()} == {"hu", "ao"}  # table rules: may err
    act(h, "0 ao")
    assert h.to_act == 2 and {a.kind for a in h.legal_actions()} == {"peng", "pass"}
    act(h, "2 peng kong kong kong")
    assert not h.folded[0] and h.baozhuang == [BaoZhuang(payer=0, peng_seat=2, kind=c("kong").index)]
    while not h.is_over:
        legal = h.legal_actions()
        h.apply(next((a for a in legal if a.kind in ("pass", "ao", "flip", "zhang")), legal[0]))
    r = h.result
    assert r.winner is None and r.breakdown["players"][2]["zhuang"] == 1
    # seat 2's 将碰 庄 is paid by seat 0 alone: 1 for itself and 1 for each of seats 1 and 3
    assert r.net == (-3, 0, 3, 0)
    assert any(t["for"] == "包庄" for t in r.breakdown["transfers"])


# ---------------------------------------------------------------- forced acts are the only choice

# 7 胡, 圆 but for a 五万 pair: a third 五万 completes it only as a 碰 (觸口, not yet 打滚)
CHUKOU_PENG = "2s 2s 2s 2w 8t 3s 3w 7t 1s 1w 9t kong 9s 9w ya 8s 9w 5w 5w 4t 5t 6t 7t qian qian 9t"


@pytest.mark.parametrize("table_rules,expected", [
    (False, {"hu"}),                  # seed 000 §七.5 "觸口必須胡牌不能熬" — no 碰 instead
    (True, {"hu", "peng", "ao"}),     # 台规: the mistake is possible …
])
def test_chukou_is_the_only_choice_even_beside_a_peng(table_rules, expected):
    h = make(HAIMEN, [CHUKOU_PENG], front="5w", filler_avoid="4w 5w 6w 7w 8w 3w 9w",
             settings={"table_rules": table_rules})
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert h.to_act == 0 and {a.kind for a in h.legal_actions()} == expected
    if not table_rules:
        assert "你必须成" in h.why_illegal(Action(0, "peng", (c("5w"),) * 3))
    else:
        act(h, "0 peng 5w 5w 5w")  # … and costs 扣牌, 庄 void (seed 000 "就扣牌，莊數作廢")
        assert h.folded[0] and h.void[0] and "触口" in h.penalties[0]


@pytest.mark.parametrize("table_rules,expected", [
    (False, {"gang"}),                # seed 001 §四(2) "招儿必须碰，叫开招" — not eaten into a 豹子 instead
    (True, {"gang", "chi", "pass"}),
])
def test_kai_zhao_is_the_only_choice_even_beside_an_eat(table_rules, expected):
    h = make(HAIMEN, ["1s 1s 5w 9t", "qian qian 5w 5w 5w 5t 5s", "kong kong", "ya ya"],
             filler_avoid="3w 4w 5w 6w 7w 9t 5s 5t", settings={"table_rules": table_rules})
    act(h, "0 discard 5w")
    assert h.to_act == 1 and {a.kind for a in h.legal_actions()} == expected
    if not table_rules:
        assert "开招" in h.why_illegal(Action(1, "chi", (c("5t"), c("5s"), c("5w"))))
    else:
        act(h, "1 chi 5t 5s 5w")  # seed 001 §八.4 "不开招…罚其本局庄头不计"
        assert h.void[1] and "不开招" in h.penalties[0]


# 8 胡 from the six stacking combinations and double 文钱, no 招儿, a 空瑶 pair in hand
PAIR_JIANG_WIN = "qian kong 9s kong 9s 9w ya 8s 9w 1s 1w 9t 2s 2w 8t 3s 3w 7t 1t 2t 3t 1t 2t 3t 4t 9t"


@pytest.mark.parametrize("variant,kind,hu,zhuang,di,source", [
    (HAIMEN, "pengjiang_piao", 11, 6 + 1, 2,
     'seed 001 §八.5 "有将对而没碰…即使牌成了，也罚" → the win 碰s the pair: seed 000 §五 碰將對飄胡 '
     '"大於等於十一胡的算六莊底胡加兩個底" + 将碰庄 1 (not 黑八)'),
    (LVSI, "piaohu", 11, 8 + 1 * 2, 0, 'seed 001 §七(五)3 飘胡 "底庄为八庄，碰到庄头翻倍加"'),
])
def test_winning_on_ones_own_jiang_pair_is_a_peng(variant, kind, hu, zhuang, di, source):
    others = ["1w 1w", "ya ya", "xing xing" if variant is HAIMEN else "qian qian"]
    h = make(variant, [PAIR_JIANG_WIN] + others, front="kong", filler_avoid="5t 6t 9t",
             settings={"xing": variant is HAIMEN})
    act(h, "0 discard 9t")
    # RULES.md v2: the 9t fits seat 0's own 打滚 hand (一一九): it may win on it, or 熬将
    assert kinds(h) == [("ao", ()), ("hu", (c("9t"),))]
    act(h, "0 ao")
    act(h, "1 flip")
    act(h, "0 hu kong")
    b = h.result.breakdown
    assert (b["win_type"], b["use"], b["hu"]) == (kind, "peng", hu), source
    assert (b["players"][0]["zhuang"], b["players"][0]["di"]) == (zhuang, di), source


def _words(h, text):
    """The refusal a seat would read for ``text`` (whoever is being asked now)."""
    return h._explain(h.variant.engine.parse_action(text))


def test_refusals_in_words():
    # 碰霉张 — seed 001 §四(2) "不可以碰霉张，只能碰第一次出现的牌"
    h = make(HAIMEN, ["1s 1s 5w 9t", "4w 6w qian qian", "5w 5w kong kong", "ya ya"],
             filler_avoid="3w 4w 5w 6w 7w 9t 5s 5t")
    act(h, "0 discard 5w")
    act(h, "2 pass")
    assert "霉张" in _words(h, "2 peng 5w 5w 5w")
    # 吃迷张 — seed 000 §四.4 "這張前面沒吃的牌就是迷張，是不能吃的"
    h = make(HAIMEN, ["1s 1s 9t", "qian qian 4w 6w 2t", "kong kong 4w 6w 2t", "ya ya 5t 5s 2s 3s 4s 8s"], front="5w 5w",
             filler_avoid="9t 3w 4w 5w 6w 7w 5s 5t")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    act(h, "1 pass")
    act(h, "2 pass")
    act(h, "2 flip")  # the second 五万: seat 3 may eat it, seat 2 may not
    assert h.to_act == 3 and "霉张" in _words(h, "2 chi 4w 5w 6w")
    # 漲爆 — seed 000 §七.4: an eat after which nothing could be discarded
    only_jiang_and_zhaor = "2s 2s 2s 8t 8t 8t qian qian 1w kong ya xing 9s 1t"  # 7 胡 with the table
    h = make(HAIMEN, ["1s 1s 5w", "4w 6w " + only_jiang_and_zhaor, "kong kong 5w 5w", "ya ya"],
             filler_avoid="3w 4w 5w 6w 7w",
             melds=[[], [("peng", "5t 5t 5t"), ("peng", "8s 8s 8s"), ("chi", "2t 3t 4t")]])
    act(h, "0 discard 5w")
    assert h.to_act == 2 and "涨爆" in _words(h, "1 chi 4w 5w 6w")
    # 撤招儿吃牌 — seed 001 §四(3)e "不可以撤招儿吃牌"
    h = make(HAIMEN, ["1s 1s 5s", "qian qian 5w 5w 5w 5t", "kong kong 5s 5s", "ya ya"],
             filler_avoid="3s 4s 5s 6s 7s 5t 5w")
    act(h, "0 discard 5s")
    assert h.to_act == 2 and "招儿" in _words(h, "1 chi 5t 5s 5w")
    # 黄胡 — seed 000 §三.3 "沒有這個資格在抓牌階段是不能參與玩牌的"
    h = solo("4t")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert h.folded[2] and "扣牌（黄胡：起手没有将对）" in _words(h, "2 chi 3t 4t 5t")
        # 不开招 — seed 001 §四(2) "招儿必须碰，叫开招（打缸），不碰要罚的"
    h = make(HAIMEN, ["1s 1s 5w 9t", "qian qian", "5w 5w 5w kong kong", "ya ya"], filler_avoid="3w 4w 5w 6w 7w 9t")
    act(h, "0 discard 5w")
    assert "开招" in h.why_illegal(Action(2, "pass"))


def test_pi_zhao_cheng_in_play():
    # seed 001 §六 打滚 (5) 劈招成 "手里有二万、三万、五万各一张，另有四万招儿…发出的四万，可以“劈招”成牌…
    # 此时不是打缸。只算四万招儿的二胡" — one short (觸口), so the win is the only choice
    s0 = "qian qian qian 2w 3w 5w 4w 4w 4w 2s 3s 4s 5s 6s 7s 2t 3t 4t 5t 6t 7t 1s 1s kong ya 9t"
    h = make(HAIMEN, [s0, "1w 1w", "kong kong", "ya ya"], front="4w", filler_avoid="2w 3w 4w 5w 6w 9t")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert kinds(h) == [("hu", (c("4w"),))]
    act(h, "0 hu 4w")
    b = h.result.breakdown
    assert (b["use"], b["hu"], b["win_type"]) == ("single", 10, "pinghu")
    assert "招儿 四万 2" in h.result.lines[1]


def test_one_field_list_serves_clone_and_from_knowledge():
    """issue 12: ``clone`` and ``from_knowledge`` follow one list of the
    hand's fields (``state._FIELDS``).  Adding a field to ``__init__`` without
    listing it, or a knowledge field nobody reads back, fails here."""
    import dataclasses
    from app.engine.longcard import state as S
    listed = [attr for attr, _k, _c in S._FIELDS]
    assert len(listed) == len(set(listed))
    ctor = {"variant", "settings", "seed", "context"}          # set by the constructor itself
    for settings in ({}, {"buy_limit": 0}):
        h = HAIMEN.engine.new_hand(HAIMEN, settings, 3, {"dealer": 1})
        assert set(vars(h)) == ctor | set(listed), set(vars(h)) ^ (ctor | set(listed))
    carried = {k for _a, k, _c in S._FIELDS if k is not None}
    by_hand = {"seat", "settings", "context", "stock", "stock_left"}   # read by from_knowledge itself
    names = {f.name for f in dataclasses.fields(S.LongKnowledge)}
    assert names == carried | by_hand, names ^ (carried | by_hand)


@pytest.mark.parametrize("variant", [HAIMEN, LVSI])
def test_a_state_rebuilt_from_all_it_knows_is_the_state(variant):
    # the all-seeing knowledge carries every field of the list: rebuilt, each is equal
    from app.engine.longcard import state as S
    for seed in range(2):
        h = Match(variant, None, seed=seed).current
        rng = Rng(seed)
        while True:
            back = type(h).from_knowledge(variant, h.knowledge(None))
            for attr, known, _copy in S._FIELDS:
                if known is not None:
                    assert getattr(back, attr) == getattr(h, attr), attr
            assert back.stock == h.stock and back.legal_actions() == h.legal_actions()
            if h.is_over:
                break
            h.apply(rng.choice(h.legal_actions()))

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

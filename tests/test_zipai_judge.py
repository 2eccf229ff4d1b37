"""字牌 hands: 胡息 tables, winning shapes, 豪, 名堂 and final scores through
``yezi judge`` requests (the same code the game scores with)."""

import json
import subprocess
import sys

import pytest

from app.commands.judge import answer
from app.engine import CardError, GroupError, RequestError, find_variant
from app.engine.zipai.rules import round_five, tun
from tests.conftest import ROOT


def J(**req):
    return find_variant(req["variant"]).engine.judge(req)


# 0-胡息 sentences that fill a qidong hand to the size a seat holds (15, or 14
# with a four: RULES.md, second review) without touching the cards under test
_PADS = tuple(" ".join(f"{case}{r + i}" for i in range(3)) for r in range(2, 9) for case in "xd")


def QJ(hand, table=(), **req):
    """A qidong request with ``hand`` filled up by 0-胡息 sentences of unused cards."""
    table = [{"form": f, "cards": c} for f, c in table]
    used = set(hand.split()) | {c for t in table for c in t["cards"].split()}
    if req.get("win_card"):
        used.add(req["win_card"])
    four = any(len(t["cards"].split()) == 4 for t in table) or any(hand.split().count(c) == 4 for c in used)
    n = len(hand.split()) - sum(1 for c in set(hand.split()) if hand.split().count(c) == 4) + 3 * len(table) \
        + (1 if req.get("win_card") else 0)
    need = (14 if four else 15) - n
    assert need % 3 == 0 and need >= 0, (hand, need)
    for pad in _PADS:
        if need == 0:
            break
        if not used & set(pad.split()):
            hand += " " + pad
            used |= set(pad.split())
            need -= 3
    assert need == 0
    return J(variant="qidong", hand=hand, table=table, **req)


# ---------------------------------------------------------------- qidong 胡息
# seed 003 牌型 table: 坎 大6/小3, 碰 大3/小1, 偎 大6/小3, 跑 大9/小6, 提/龙 大12/小9,
# 一二三 3, 壹贰叁 6, 二七十 3, 贰柒拾 6, 大小三搭 0
@pytest.mark.parametrize("hand, table, win, how, xi", [
    ("d1 d2 d3 x2 x7", [("peng", "d5 d5 d5")], "x10", "self_draw", 12),   # issue 3 example: 6 + 3 + 3
    ("x1 x2 x3 x4 x5", [], "x6", "self_draw", 3),                           # 一二三 3, 四五六 0 → below 6
    ("x1 x2 x3 x4 x5", [("peng", "x9 x9 x9")], "x6", "self_draw", 4),
    ("x8 x8 x8 d1 d2", [], "d3", "discard", 9),                              # 坎 小 3 + 壹贰叁 6
    ("d8 d8 d8 x4 x5", [], "x6", "discard", 6),                              # 坎 大 6
    ("x4 x5", [("wai", "d7 d7 d7"), ("chi", "x1 x2 x3")], "x6", "other_draw", 9),  # 偎 大 6 + 3
    ("x4 x5", [("wai", "x7 x7 x7"), ("chi", "d1 d2 d3")], "x6", "other_draw", 9),  # 偎 小 3 + 6
    ("x4 x5 d9 d9", [("ti", "x7 x7 x7 x7")], "x6", "other_draw", 9),        # 提 小 9, pair
    ("x4 x5 d9 d9", [("ti", "d7 d7 d7 d7")], "x6", "other_draw", 12),       # 提 大 12
    ("x4 x5 d9 d9", [("pao", "x7 x7 x7 x7")], "x6", "other_draw", 6),       # 跑 小 6
    ("x4 x5 d9 d9", [("pao", "d7 d7 d7 d7")], "x6", "other_draw", 9),       # 跑 大 9
    ("x2 x7 d9 d9", [("long", "d7 d7 d7 d7"), ("peng", "d3 d3 d3")], "x10", "discard", 12 + 3 + 3),
    ("d2 d7", [("peng", "d3 d3 d3"), ("peng", "x3 x3 x3")], "d10", "discard", 6 + 3 + 1),
    ("x5 x5 d5 x4 x6", [("peng", "d3 d3 d3")], "x5", "discard", 3),          # 大小三搭 0
])
def test_qidong_xi_table(hand, table, win, how, xi):
    res = QJ(hand, table, win_card=win, win_from=how)
    assert res["xi"] == xi, res
    assert res["wins"] == (xi >= 6)


def test_qidong_kan_stays_whole():
    # seed 003 规则 11 "坎不能拆开作为其他牌型": 五五五 + 四六 cannot use a 五 for 四五六
    res = QJ("x5 x5 x5 x4 x6 d1 d2 d3", win_card="x9", win_from="discard")
    assert not res["wins"]
    # in waihuzi (seed 002 §II.4 "均可拆开作其它牌型") the same cards may split
    res_w = J(variant="waihuzi", hand="x5 x5 x5 x4 x6 d1 d2 d3 x2 x7 x10 d2 d7 d10 d8 d8 d8 x9 x9",
              win_card="x9", win_from="self_draw")
    assert res_w["wins"], res_w


def test_qidong_at_most_one_pair():
    # seed 003 胡牌规则 1 "以及对子（最多只有一对，可以没有）"
    res = QJ("x4 x4 x5 x5 d1 d2 d3", [("ti", "d9 d9 d9 d9")], win_card="x6", win_from="discard")
    assert not res["wins"]


def test_qidong_tun_times_fan():
    # seed 003 计分规则 "6-8胡息为1囤，再每3胡息+1囤"; RULES.md 名堂 defaults
    assert [tun(x) for x in (6, 8, 9, 11, 12, 15)] == [1, 1, 2, 2, 3, 4]
    res = QJ("d1 d2 d3 x2 x7", [("peng", "d5 d5 d5")], win_card="x10", win_from="discard")
    assert res["tun"] == 3 and res["fan"] == 1 and res["score"] == 3
    assert res["payment"]["discarder_pays"] == 9              # 包铳: the discarder pays for three
    # 黑胡 (no red) 2 番
    res = QJ("d1 d3 x4 x5 x6", [("peng", "d5 d5 d5"), ("peng", "d4 d4 d4")], win_card="d2", win_from="self_draw")
    assert res["wins"] is False or res["fan"] >= 1
    res = QJ("d1 d3 x4 x5 x6 x3 x4 x5 x1 x1 x1", [("wai", "d5 d5 d5")], win_card="d2", win_from="self_draw")
    # 贰 is red: 一点红 2 番
    assert res["wins"] and [m["key"] for m in res["mingtang"]] == ["yidianhong"] and res["fan"] == 2


def test_qidong_mingtang_table_is_a_setting():
    res = QJ("d1 d3 x4 x5 x6 x3 x4 x5 x1 x1 x1", [("wai", "d5 d5 d5")], win_card="d2", win_from="self_draw",
             settings={"mingtang": {"yidianhong": 5}})
    assert res["fan"] == 5


def test_qidong_three_long_dealt():
    # seed 003 胡牌规则 2 "起手有3个龙，可以直接胡牌；结算按照正常的胡息和名堂结算"
    res = J(variant="qidong", hand="x1 x1 x1 x1 x2 x2 x2 x2 x3 x3 x3 x3 d5 d6", dealt=True)
    assert res["wins"] and res["xi"] == 27 and res["special"] == ["sanlong"]


# ---------------------------------------------------------------- waihuzi 息
FULL = "x1 x2 x3 x4 x5 x6 x7 x8 x9"   # three plain sentences, 0 息
DIAO_BASE = "d1 d2 d3 d5 d6 d7 d8 d9 d10 x1 x1 x1 d4 d4 d4 "   # 坎 3 + 坎 3, 0-息 sentences


@pytest.mark.parametrize("hand, table, win, how, xi, wins", [
    # seed 002 §IV "一坎一歪即可胡牌…3息+4息+胡牌一息…8息"
    (FULL + " x3 x3 x3 d5 d6 d8 d9", [("wai", "d4 d4 d4")], "d7", "self_draw", 3 + 4 + 1, True),
    # 碰 1, 二七十 1, 贰柒拾 1, +1 for the win: 4 → not enough
    (FULL + " x2 x7 x10 d2 d7 d10 d9", [("peng", "d4 d4 d4")], "d9", "self_draw", 1 + 1 + 1 + 2 + 1, False),
    # 吊张 on the same card: 2 息 (seed 002 §I.9)
    (FULL + " x3 x3 x3 d5 d6 d7 d9", [("wai", "d4 d4 d4")], "d9", "self_draw", 4 + 3 + 2 + 1, True),
    # 溜 5 + 坎 3 + 1
    (FULL + " x3 x3 x3 d6 d7 d8 d9", [("liu", "d4 d4 d4 d4")], "d9", "other_draw", 5 + 3 + 2 + 1, True),
])
def test_waihuzi_xi_table(hand, table, win, how, xi, wins):
    res = J(variant="waihuzi", hand=hand, table=[{"form": f, "cards": c} for f, c in table],
            win_card=win, win_from=how)
    assert res["xi"] == xi, res["lines"]
    assert res["wins"] is wins


@pytest.mark.parametrize("single, win, xi", [
    # seed 002 §I.9: 小五吊张 wins on 三…七; 本张 2 息, others 1; 小七 on 二/十 (red to red) 2
    ("x5", "x5", 2), ("x5", "x3", 1), ("x5", "x7", 1), ("x7", "x2", 2), ("x7", "x10", 2), ("x7", "x9", 1),
])
def test_waihuzi_diao_zhang(single, win, xi):
    base = DIAO_BASE + single
    kinds = base.split()
    if kinds.count(win) + 1 > 4:
        pytest.skip("not enough copies")
    res = J(variant="waihuzi", hand=base, table=[{"form": "peng", "cards": "d9 d9 d9"}],
            win_card=win, win_from="self_draw")
    diao = [g for g in res["arrangement"] if g["form"] == "diao"]
    assert res["wins"]
    assert diao and diao[0]["xi"] == xi, res["lines"]


def test_waihuzi_two_menzi_ending():
    # seed 002 §I.10: 小五小六 + 大三大四, wins on 四/七 or 贰/伍; a red 门子 or pair adds 1
    hand = "x1 x2 x3 x8 x9 x10 d8 d8 d8 x5 x6 d3 d4"
    t = [{"form": "wai", "cards": "d1 d1 d1"}, {"form": "peng", "cards": "d9 d9 d9"}]
    for win in ("x4", "x7", "d2", "d5"):
        res = J(variant="waihuzi", hand=hand, table=t, win_card=win, win_from="self_draw")
        assert res["wins"], (win, res.get("reason"))
    res = J(variant="waihuzi", hand=hand, table=t, win_card="x9", win_from="self_draw")
    assert not res["wins"]
    red = J(variant="waihuzi", hand="x1 x2 x3 x8 x9 x10 d8 d8 d8 x5 x6 d2 d7", table=t,
            win_card="x4", win_from="self_draw")
    left = [g for g in red["arrangement"] if g["form"] in ("menzi", "pair")]
    assert left and left[0]["xi"] == 1


def test_yiyang_diao_only_on_the_same_card():
    # seed 004 §4.5 "吊字，另自摸同張即可胡牌"
    base = DIAO_BASE + "x5"
    t = [{"form": "peng", "cards": "d9 d9 d9"}]
    assert J(variant="yiyang", hand=base, table=t, win_card="x5", win_from="self_draw")["wins"]
    assert not J(variant="yiyang", hand=base, table=t, win_card="x4", win_from="self_draw")["wins"]
    assert J(variant="waihuzi", hand=base, table=t, win_card="x4", win_from="self_draw")["wins"]


def test_waihuzi_never_wins_on_a_discard():
    res = J(variant="waihuzi", hand=FULL + " x3 x3 x3 d5 d6 d7 d9", table=[{"form": "wai", "cards": "d4 d4 d4"}],
            win_card="d9", win_from="discard")
    assert res["wins"] is False and "只能胡摸出的牌" in res["reason"] and "drawn" in res["reason"].text("en")


@pytest.mark.parametrize("xi, paid", [(8, 10), (10, 10), (11, 15), (15, 15), (16, 20), (49, 50)])
def test_waihuzi_rounding(xi, paid):
    # seed 002 §V "8-10胡息，结算时翻10倍。11-15胡息，结算时翻15倍"
    assert round_five(xi) == paid


def test_hao_counts_only_after_the_win():
    # seed 002 §IV 清溜 40: dealt four 三 split between a 坎 and a sentence
    hand = FULL + " x3 x3 x3 d5 d6 d7 d9"
    res = J(variant="waihuzi", hand=hand, table=[{"form": "wai", "cards": "d4 d4 d4"}], win_card="d9",
            win_from="self_draw")
    assert [h["name"] for h in res["hao"]] == ["清溜"] and res["hao"][0]["xi"] == 40
    assert res["xi"] == 10 and res["total"] == 50 and res["score"] == 50
    # the same cards below the minimum: no 豪 at all
    lose = J(variant="waihuzi", hand=FULL + " x3 x3 x3 d5 d6 d8 d9",
             table=[{"form": "peng", "cards": "d4 d4 d4"}], win_card="d7", win_from="self_draw")
    assert not lose["wins"] and lose["hao"] == []


def test_yiyang_hao_values():
    # seed 004 §6: 内 30 for four dealt
    hand = FULL + " x3 x3 x3 d5 d6 d7 d9"
    res = J(variant="yiyang", hand=hand, table=[{"form": "wai", "cards": "d4 d4 d4"}], win_card="d9",
            win_from="self_draw")
    assert res["hao"][0]["xi"] == 30


def test_mingtang_add_up():
    # seed 002 §III.8 全小 100 and §III.6 ... "若同一牌含有以上几种牌型，算牌则累加"
    hand = "x1 x1 x1 x4 x5 x6 x4 x5 x6 x8 x8 x8 x9 x9 x9 x4"
    res = J(variant="waihuzi", hand=hand, table=[{"form": "wai", "cards": "x3 x3 x3"}], win_card="x5",
            win_from="self_draw")
    keys = {m["key"] for m in res["mingtang"]}
    assert res["wins"] and "quanxiao" in keys and "quanhei" in keys
    # the judge finds the richer reading: four 坎 and a pair also make 对子息 and 行行息
    assert keys == {"quanxiao", "quanhei", "duizixi", "hanghangxi"}
    assert res["xi"] == 22 and res["total"] == 22 + 100 + 80 + 100 + 60 and res["score"] == 365


def test_duizixi_and_hanghangxi():
    # seed 002 §III.11–12: 对子息 (only alike groups and a pair) 100, 行行息 60
    hand = "x1 x1 x1 x4 x4 x4 d5 d5 d5 d6 d6 d6 x9"
    t = [{"form": "wai", "cards": "d2 d2 d2"}, {"form": "peng", "cards": "x8 x8 x8"}]
    res = J(variant="waihuzi", hand=hand, table=t, win_card="x9", win_from="self_draw")
    keys = {m["key"] for m in res["mingtang"]}
    assert res["wins"] and {"duizixi", "hanghangxi"} <= keys


def test_dealt_specials():
    # seed 002 §III.9 "起手无对或十对，即可胡牌，一百息"
    res = J(variant="waihuzi", hand="x1 x2 x3 x4 x5 x6 x7 x8 x9 x10 d1 d2 d3 d4 d5 d6 d7 d8 d9 d10", dealt=True)
    assert res["wins"] and "wudui" in res["special"]
    assert res["total"] == 100
    # seed 004 §8.5 一对 80 in yiyang
    res = J(variant="yiyang", hand="x1 x1 x3 x4 x5 x6 x7 x8 x9 x10 d1 d2 d3 d4 d5 d6 d7 d8 d9", dealt=True)
    assert res["wins"] and res["special"] == ["yidui"] and res["total"] == 80


# ---------------------------------------------------------------- bad requests
@pytest.mark.parametrize("req, err, words", [
    ({"variant": "qidong", "hand": "x1 zz"}, CardError, "not a 字牌 card"),
    ({"variant": "qidong", "hand": "x1 x1 x1", "table": [{"form": "peng", "cards": "x1 x1 x1"}]}, CardError,
     "only four"),
    ({"variant": "qidong", "hand": "x1", "table": [{"form": "chi", "cards": "x1 x3 x9"}]}, GroupError,
     "not a 顺子"),
    ({"variant": "qidong", "hand": "x1", "table": [{"form": "peng", "cards": "x1 x2 x2"}]}, GroupError,
     "alike"),
    ({"variant": "qidong", "hand": "x1", "table": [{"form": "gang", "cards": "x1 x1 x1"}]}, GroupError,
     "unknown form"),
    ({"variant": "waihuzi", "hand": "x1 x2 x3", "win_card": "x4"}, RequestError, "wrong card count"),
    ({"variant": "qidong", "hand": "x1 x2 x3", "win_card": "x4", "win_from": "stolen"}, RequestError,
     "win_from"),
    ({"variant": "waihuzi", "hand": FULL + " " + FULL + " d1 d2 d3"}, RequestError, "wrong card count"),
])
def test_bad_requests(req, err, words):
    with pytest.raises(err, match=words):
        J(**req)
    assert "error" in answer(req)


def test_cli_judge_answers_json_lines():
    lines = "\n".join(json.dumps(r) for r in [
        {"variant": "qidong", "hand": "d1 d2 d3 x2 x7 x4 x5 x6 x7 x8 x9", "table": [{"form": "peng",
         "cards": "d5 d5 d5"}], "win_card": "x10", "win_from": "self_draw"},
        {"variant": "waihuzi", "hand": "x1 x99"},
    ])
    out = subprocess.run([sys.executable, "-m", "app", "judge"], cwd=ROOT, input=lines, capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr
    a, b = [json.loads(x) for x in out.stdout.splitlines()]
    assert a["wins"] is True and a["xi"] == 12 and a["score"] == 3
    assert "error" in b and "x99" in b["error"]


def test_diao_partners_are_shun_or_ekt_only():
    # seed 002 §I.9 "小五吊张，那么可胡的牌为小三至小七" — not 伍
    base = DIAO_BASE + "x5"
    t = [{"form": "peng", "cards": "d9 d9 d9"}]
    wins = [w for w in ("x2", "x3", "x4", "x5", "x6", "x7", "x8")
            if J(variant="waihuzi", hand=base, table=t, win_card=w, win_from="self_draw")["wins"]]
    assert wins == ["x3", "x4", "x5", "x6", "x7"]
    # 伍 wins here only by another reading (五伍伍 三搭 + 陆柒 门子), never as 吊张 with 五
    res = J(variant="waihuzi", hand=base, table=t, win_card="d5", win_from="self_draw")
    assert not any(g["form"] == "diao" for g in res["arrangement"])


def _json():
    from hypothesis import strategies as hs

    leaf = hs.one_of(hs.none(), hs.booleans(), hs.integers(-5, 30), hs.sampled_from(
        ["x1", "d10", "x5 x5 x5", "壹 贰 叁", "peng", "chi", "liu", "wai", "self_draw", "discard", "zz", ""]))
    return hs.recursive(leaf, lambda ch: hs.one_of(hs.lists(ch, max_size=4),
                                                  hs.dictionaries(hs.sampled_from(
                                                      ["form", "cards", "hand", "table", "win_card",
                                                       "win_from", "dealt", "settings", "sanda"]), ch,
                                                      max_size=4)), max_leaves=10)


from hypothesis import given, settings as hsettings, strategies as hst  # noqa: E402


@hsettings(max_examples=200, deadline=None)
@given(vid=hst.sampled_from(["waihuzi", "yiyang", "qidong"]), body=_json())
def test_judge_never_crashes_on_junk(vid, body):
    req = dict(body) if isinstance(body, dict) else {"hand": body}
    req["variant"] = vid
    out = answer(req)
    assert isinstance(out, dict) and ("error" in out or "wins" in out)


@pytest.mark.parametrize("vid", ["waihuzi", "yiyang", "qidong"])
def test_the_bench_judges_valid_requests(vid):
    """``yezi bench`` / bench_judge.py time the judge on requests built from
    played hands: each is one the judge answers (a resting hand gets a drawn
    card by the variant's own count — qidong's 15 — and never a fifth copy)."""
    from app.commands.bench import judge_request, sample_views
    from app.commands.judge import answer
    from app.engine import find_variant

    decisions, finals = sample_views(find_variant(vid), 3, 3, 11)
    reqs = [r for r in (judge_request(v) for v in finals + decisions) if r is not None]
    assert len(reqs) >= 9
    drawn = 0
    for req in reqs:
        got = answer(dict(req))
        assert "error" not in got, (got, req)
        drawn += "win_card" in req
    assert drawn > 0

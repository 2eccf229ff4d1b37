"""八胡头 庄, win types, payout schemes, settlement and the judge command."""

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

from app.engine import RequestError, YeziError, find_variant
from app.engine.longcard.engine import toujia_from_flip
from app.engine.longcard.cards import parse_card
from app.engine.longcard.scoring import (SCHEMES, ZhuangFacts, jiang_peng_zhuang, rates_of, settle, su_peng_zhuang,
                                         win_type, win_zhuang)
from tests.conftest import ROOT


@pytest.mark.parametrize("scheme,rates", [
    ("1-3-5", (1, 3, 5, 5, 8, 10)),   # seed 000 §六 "一莊為三元…對莊…五元…大炮…五元…八元…十元"
    ("1-2-3", (1, 2, 3, 3, 5, 6)),    # seed 001 §六 买庄 "一、二、三"
    ("2-4-6", (2, 4, 6, 6, 10, 12)),  # seed 001 §六 "二、四、六"
    ("5-1-2", (5, 10, 20, 20, 30, 40)),  # seed 001 §六 "五、一、二" = 五角·一元·二元 in 角 (RULES.md)
])
def test_payout_schemes(scheme, rates):
    assert rates_of(*SCHEMES[scheme]) == rates


def test_seed_000_worked_example():
    # seed 000 §六 "我一個人買莊，胡下來為六飄胡…六乘三，為18…總共是18+2=20"
    net, _ = settle([{"zhuang": 6, "di": 2, "bought": True}, {"zhuang": 0}, {"zhuang": 0}, {"zhuang": 0}],
                    rates_of(1, 3, 5))
    assert net == [60, -20, -20, -20]


def test_seed_000_worked_example_from_the_win():
    # the same six 飘: 碰到两莊 (the table) + 碰将对飘胡 8–10 胡 = 4 莊, 2 底
    facts = ZhuangFacts(su_peng=1, jiang_peng=1)  # 混碰: 1 素碰 + 将碰 1 = 2 庄
    assert facts.peng_zhuang("haimen") == 2
    total, di, _ = win_zhuang("haimen", "pengjiang_piao", 9, facts)
    assert (total, di) == (6, 2)


@pytest.mark.parametrize("players,expected,source", [
    ([{"zhuang": 3}, {"zhuang": 1}, {}, {}], [8, 0, -4, -4], 'seed 000 §六 "莊可以互相抵消"'),
    ([{"zhuang": 2, "bought": True}, {"zhuang": 0, "bought": True}, {}, {}], [22, -10, -6, -6],
     'seed 000 §六 "對莊…五倍一莊"'),
    ([{"zhuang": 1, "dapao": True}, {}, {}, {}], [15, -5, -5, -5], 'seed 000 §六 "大炮在抵莊時為五倍"'),
    ([{"zhuang": 1, "dapao": True}, {"bought": True}, {}, {}], [18, -8, -5, -5],
     'seed 000 §六 "與買莊的人抵莊時為八倍一莊"'),
    ([{"zhuang": 1, "dapao": True}, {"dapao": True}, {}, {}], [20, -10, -5, -5],
     'seed 000 §六 "兩個大炮之間抵莊為十倍一莊"'),
    ([{"zhuang": 5, "jailed": True}, {"zhuang": 1}, {}, {}], [-1, 3, -1, -1],
     'seed 000 §七 "出牢前，任何莊數都不能抵莊"'),
    ([{"zhuang": 0, "di": 8}, {"zhuang": 2}, {}, {}], [22, -2, -10, -10], 'seed 000 §六 底 never multiplied'),
])
def test_settlement_table(players, expected, source):
    net, _ = settle(players, rates_of(1, 3, 5))
    assert net == expected, source
    assert sum(net) == 0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.fixed_dictionaries({"zhuang": st.integers(0, 40), "di": st.integers(0, 8),
                                       "bought": st.booleans(), "dapao": st.booleans(),
                                       "jailed": st.booleans()}), min_size=4, max_size=4),
       st.sampled_from([(1, 3, 5), (1, 2, 3), (2, 4, 6), (5, 10, 20)]))
def test_settlements_sum_to_zero(players, abc):
    net, transfers = settle(players, rates_of(*abc))
    assert sum(net) == 0
    assert all(t["amount"] > 0 for t in transfers)


@pytest.mark.parametrize("n,lvsi,haimen", [(0, 0, 0), (1, 1, 1), (2, 5, 5), (3, 9, 10), (4, 13, 15)])
def test_jiang_peng_zhuang(n, lvsi, haimen):
    # seed 001 §七 "碰第一对将，为一庄，第二对将起，每碰一对，加四庄"; seed 000 §六 "一對…一莊，兩對為五莊，三隊為十莊"
    assert jiang_peng_zhuang(n, "lvsi") == lvsi
    assert jiang_peng_zhuang(n, "haimen") == haimen


@pytest.mark.parametrize("su,jiang,zhuang,source", [
    (3, 0, 0, 'seed 000 §六 "小於四不得算莊"'),
    (4, 0, 1, 'seed 001 §七 "碰四对素对，为一庄"'),
    (5, 0, 2, 'seed 001 §七 "第五对起，每碰一对多加一庄"'),
    (2, 1, 2, 'seed 000 §六 混碰莊 "一素碰/杠一莊"'),
])
def test_su_peng_zhuang(su, jiang, zhuang, source):
    assert su_peng_zhuang(su, jiang) == zhuang, source


def test_tan_zhuang():
    # seed 000 §六 "一個素爆炸算為一莊…一個將爆炸算為四莊"
    assert ZhuangFacts(su_tan=2, jiang_tan=1).tan_zhuang() == 6


@pytest.mark.parametrize("vid,kind,hu,facts,total,di,source", [
    ("haimen", "pinghu", 9, ZhuangFacts(), 2, 1, 'seed 000 §五 "平胡…兩莊底胡+一個底"'),
    ("haimen", "pinghu", 11, ZhuangFacts(), 3, 1, 'seed 000 §五 "大於等於十一胡的算三莊底胡加一個底"'),
    ("haimen", "pengjiang_piao", 8, ZhuangFacts(jiang_peng=1), 5, 2, 'seed 000 §五 "四莊底胡加兩個底" + 将碰 1'),
    ("haimen", "pengjiang_piao", 11, ZhuangFacts(jiang_peng=1), 7, 2, 'seed 000 §五 "六莊底胡加兩個底" + 1'),
    ("haimen", "heiba", 8, ZhuangFacts(su_peng=5), 10, 8, 'seed 000 §五 "黑八…八莊+八個底，可加上碰對子的莊數"'),
    ("lvsi", "pinghu", 9, ZhuangFacts(su_peng=4), 3, 0, 'seed 001 §七 平胡 "底庄为两庄…碰到庄头另加"'),
    ("lvsi", "xiaohun", 11, ZhuangFacts(su_peng=4), 8, 0, 'seed 001 §七 小荤 "六庄。碰到庄头翻倍加"'),
    ("lvsi", "piaohu", 8, ZhuangFacts(jiang_peng=2), 18, 0, 'seed 001 §七 飘胡 "八庄，碰到庄头翻倍加"'),
    ("lvsi", "quanhunpiao", 8, ZhuangFacts(jiang_peng=1), 20, 0, 'seed 001 §七 全荤飘 "十六庄，碰到庄头四倍加"'),
])
def test_win_zhuang(vid, kind, hu, facts, total, di, source):
    got_total, got_di, lines = win_zhuang(vid, kind, hu, facts)
    assert (got_total, got_di) == (total, di), source
    assert lines


@pytest.mark.parametrize("vid,zhaor,jp,run,kind,source", [
    ("haimen", True, 0, True, "pinghu", 'seed 000 §五 "抓到早兒或爆炸的…只能算平胡"'),
    ("haimen", False, 1, True, "pengjiang_piao", 'seed 000 §五 "碰將對飄胡"'),
    ("haimen", False, 0, True, "heiba", 'seed 000 §五 "黑八胡…沒有碰到將對的"'),
    ("lvsi", True, 0, True, "pinghu", 'seed 001 §七 "有招儿、有豹子、有顺子"'),
    ("lvsi", True, 0, False, "xiaohun", 'seed 001 §七 "有招儿、没有豹子、没有顺子"'),
    ("lvsi", False, 0, True, "piaohu", 'seed 001 §七 "没有招儿，但有豹子、有顺子"'),
    ("lvsi", False, 2, False, "quanhunpiao", 'seed 001 §七 "没有招儿、没有豹子、没有顺子"'),
])
def test_win_types(vid, zhaor, jp, run, kind, source):
    assert win_type(vid, dealt_zhaor=zhaor, jiang_peng=jp, has_run_or_baozi=run) == kind, source


@pytest.mark.parametrize("card,flipper,dealer", [
    ("5w", 0, 0), ("9t", 0, 0), ("1w", 0, 0),   # "159自动手"; a 将 counts as 1
    ("qian", 2, 2),
    ("2s", 0, 3), ("6t", 1, 0),                 # "26上家"
    ("3w", 0, 2), ("7s", 3, 1),                 # "37对门"
    ("4t", 0, 1), ("8w", 2, 3),                 # "48为底"
])
def test_lvsi_toujia_flip(card, flipper, dealer):
    # seed 001 §四.2 "159自动手，26上家，37对门，48为底。如是将牌，则视作1"
    assert toujia_from_flip(parse_card(card), flipper) == dealer


# ---------------------------------------------------------------- judge

def judge(req):
    return find_variant(req["variant"]).engine.judge(req)


def test_judge_hand_example_from_the_issue():
    out = judge({"variant": "lvsi", "hand": "2w 3w 4w qian", "table": [{"form": "peng", "cards": "5t 5t 5t"}]})
    assert out["hu"] == 1 and out["round"] is True and out["wins"] is False
    assert {"type": "run", "cards": ["2w", "3w", "4w"], "hu": 0} in out["groups"]
    assert out["loose"] == [] and out["jiang"] == ["qian"] and "waits" in out


def test_judge_winning_hand_with_waits():
    out = judge({"variant": "haimen",
                 "hand": "qian qian qian 2w 3w 4w 5w 6w 7w 2s 3s 4s 5s 6s 7s 2t 3t 4t 5t 6t 7t 1s 1s kong ya"})
    assert out["wins"] and out["hu"] == 9
    assert "8w" in out["waits"] and "xing" in out["waits"]


def test_judge_lvsi_waits_leave_out_xing_when_not_played():
    out = judge({"variant": "lvsi",
                 "hand": "qian qian qian 2w 3w 4w 5w 6w 7w 2s 3s 4s 5s 6s 7s 2t 3t 4t 5t 6t 7t 1s 1s kong ya"})
    assert "xing" not in out["waits"] and "kong" in out["waits"]


def test_judge_with_a_live_card_pi_zhao():
    # seed 001 "劈招成"
    out = judge({"variant": "lvsi", "hand": "2w 3w 5w 4w 4w 4w qian qian qian", "card": "4w"})
    assert out["wins"] and out["use"] == "single" and out["hu"] == 10


def test_judge_settlement_example():
    out = judge({"variant": "haimen", "scheme": "1-3-5",
                 "players": [{"zhuang": 6, "di": 2, "bought": True, "dapao": False}, {"zhuang": 0},
                             {"zhuang": 0}, {"zhuang": 0}]})
    assert out["net"] == [60, -20, -20, -20]


def test_judge_settlement_custom_rates():
    out = judge({"variant": "lvsi", "rates": [2, 2, 2, 2, 2, 2],
                 "players": [{"zhuang": 1}, {}, {}, {}]})
    assert out["net"] == [6, -2, -2, -2]


@pytest.mark.parametrize("req,message", [
    ({"variant": "haimen", "hand": "2w zz"}, "'zz' is not a long card"),
    ({"variant": "haimen", "hand": "2w 2w 2w 2w 2w"}, "only four 二万"),
    ({"variant": "haimen", "hand": "2w", "table": [{"form": "peng", "cards": "2w 2w 2w"}, {"form": "chi", "cards": "2w 3w 4w"}]},
     "only four 二万"),
    ({"variant": "haimen", "hand": "2w", "table": [{"form": "chi", "cards": "2w 4w 5w"}]},
     "table group 1: 2w 4w 5w is not a run"),
    ({"variant": "haimen", "hand": "2w", "table": [{"form": "peng", "cards": "2w 3w 3w"}]}, "table group 1"),
    ({"variant": "haimen", "hand": "2w", "table": [{"form": "kan", "cards": "2w 2w 2w"}]}, "unknown form"),
    ({"variant": "haimen", "hand": "2w", "table": "peng"}, '"table" must be a list'),
    ({"variant": "haimen", "players": [{}, {}, {}]}, "exactly 4 players, not 3"),
    ({"variant": "haimen", "players": [{"zhuang": -1}, {}, {}, {}]}, "zhuang must be a whole number"),
    ({"variant": "haimen", "players": [{"money": 1}, {}, {}, {}]}, "unknown field 'money'"),
    ({"variant": "haimen", "scheme": "9-9-9", "players": [{}, {}, {}, {}]}, "unknown scheme"),
    ({"variant": "haimen", "rates": [1, 2], "players": [{}, {}, {}, {}]}, "six numbers"),
    ({"variant": "lvsi", "hand": "xing"}, "星儿"),
    ({"variant": "haimen"}, 'needs "hand"'),
    ({"variant": "haimen", "hand": " ".join(["2w 3w 4w 5w 6w 7w 8w"] * 4)}, "at most 26 cards"),
    ({"variant": "haimen", "hand": "2w", "table": [{"form": "zhang", "cards": "5w"}]}, "only 将 are 涨"),
])
def test_judge_bad_requests_name_the_problem(req, message):
    with pytest.raises(YeziError) as exc:
        judge(req)
    assert message in exc.value.reason


def test_judge_cli_batch():
    lines = "\n".join(json.dumps(r) for r in [
        {"variant": "lvsi", "hand": "2w 3w 4w qian", "table": [{"form": "peng", "cards": "5t 5t 5t"}]},
        {"variant": "haimen", "hand": "2w 9z"},
        {"variant": "haimen", "players": [{"zhuang": 6, "di": 2, "bought": True}, {}, {}, {}]},
    ])
    out = subprocess.run([sys.executable, "-m", "app", "judge"], cwd=ROOT, input=lines, capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr
    answers = [json.loads(x) for x in out.stdout.splitlines()]
    assert answers[0]["hu"] == 1 and "error" in answers[1] and answers[2]["net"] == [60, -20, -20, -20]


def test_request_error_is_a_yezi_error():
    assert issubclass(RequestError, YeziError)


def test_action_labels_and_descriptions():
    from app.engine import Action

    eng = find_variant("haimen").engine
    for kind in ("buy", "pass", "discard", "flip", "zhang", "chi", "peng", "gang", "hu", "ao"):
        zh, en = eng.action_label(kind)
        assert zh and en and zh != kind
    assert eng.describe(Action(1, "peng", (parse_card("qian"),) * 3)) == "2号 碰 千"
    assert eng.describe(Action(0, "chi", tuple(map(parse_card, ("4w", "5w", "6w"))))) == "1号 吃 四万 五万 六万"


def test_custom_scheme_in_settings():
    from app.engine.longcard.scoring import scheme_rates

    v = find_variant("lvsi")
    st_ = v.settings({"scheme": "custom", "custom_rates": [2, 3, 4, 5, 6, 7]})
    assert scheme_rates(st_) == (2, 3, 4, 5, 6, 7)
    assert scheme_rates(v.settings({"scheme": "2-4-6"})) == (2, 4, 6, 6, 10, 12)
    with pytest.raises(YeziError, match="six numbers"):
        v.settings({"custom_rates": [1, 2]})


@pytest.mark.parametrize("scheme,expected", [
    # A plain 3 庄, B 买庄 1, C 大炮 2, D 大炮 0: pairs A-B at b, A-C and A-D at c,
    # B-C and B-D at b + c (大炮 vs 买庄), C-D at 2c (对炮) — worked by hand
    ("1-3-5", [26, -6, 23, -43]),
    ("1-2-3", [16, -4, 14, -26]),
    ("2-4-6", [32, -8, 28, -52]),
    ("5-1-2", [100, -20, 90, -170]),  # RULES.md: seed 001's "五、一、二" as 五角·一元·二元 (5, 10, 20)
])
def test_every_pair_at_its_rate_for_every_scheme(scheme, expected):
    # seed 000 §六 "一人胡下來，四個人都得互抵莊數"; rates "買莊…三元，對莊…五元，大炮…五元，
    # 大炮買莊…八元，對炮…十元" (1-3-5) and seed 001 §六.1's presets
    players = [{"zhuang": 3}, {"zhuang": 1, "bought": True}, {"zhuang": 2, "dapao": True},
               {"zhuang": 0, "dapao": True}]
    net, _ = settle(players, rates_of(*SCHEMES[scheme]))
    assert net == expected

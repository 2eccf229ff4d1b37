"""The settle window's Qt-free half: reading typed cards, building the judge's
requests, and reading its answers into payments."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import find_variant
from app.engine.longcard.cards import ALL_KINDS as LONG_KINDS
from app.engine.zipai.cards import ALL_KINDS as ZI_KINDS
from app.ui.settle import model as M

LONG = find_variant("haimen").engine
ZI = find_variant("qidong").engine

# A haimen hand that is seed 000's worked example: 碰将对飘胡 (no 招儿 held, a 将 pair 碰'd),
# 8 胡, 4 庄 + 碰庄 2 (混碰: 将碰 1, 素碰 1) = 6 庄 and 2 底.
# seed 000 §五 "碰將對飄胡…四莊…兩個底"; RULES.md "Payout scheme" worked example.
PIAO_HAND = "qian kong 9s 1s 1w 9t 2s 2w 8t 3w 4w 5w"
PIAO_TABLE = [M.Group("peng", "押子 押子 押子"), M.Group("peng", "5t 5t 5t")]


@pytest.mark.parametrize("engine,text,codes", [
    (LONG, "二万 三万 四万 千", "2w 3w 4w qian"),
    (LONG, "2w 3w 4w qian", "2w 3w 4w qian"),
    (LONG, "二万三万四万千空瑶", "2w 3w 4w qian kong"),      # names typed without spaces
    (LONG, "二条，三柄、红花", "2s 3t kong"),                  # aliases and Chinese separators
    (ZI, "x1 d2", "x1 d2"),
    (ZI, "一二三 壹贰叁", "x1 x2 x3 d1 d2 d3"),
    (ZI, "小七 大七 柒", "x7 d7 d7"),
    (ZI, "", ""),
])
def test_parse_text_reads_codes_and_names(engine, text, codes):
    p = M.parse_text(engine, text)
    assert p.error is None
    assert M.codes(p.cards) == codes


@pytest.mark.parametrize("engine,text,bad,before", [
    (LONG, "2w 3w zz 4w", "zz", "2w 3w"),
    (LONG, "二万 x1", "x1", "2w"),          # a 字牌 code is not a long card
    (ZI, "x1 x11 x2", "x11", "x1"),
    (ZI, "一二三 万", "万", "x1 x2 x3"),
])
def test_parse_text_names_the_first_bad_token(engine, text, bad, before):
    p = M.parse_text(engine, text)
    assert p.bad == bad
    assert repr(bad) in p.error and "\n" not in p.error
    assert M.codes(p.cards) == before


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(LONG_KINDS), max_size=12), st.booleans())
def test_long_names_round_trip(cards, spaced):
    text = (" " if spaced else "").join(c.name for c in cards)
    assert M.parse_text(LONG, text).cards == tuple(cards)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(ZI_KINDS), max_size=12))
def test_zi_names_round_trip(cards):
    assert M.parse_text(ZI, "".join(c.name for c in cards)).cards == tuple(cards)


def test_request_is_what_yezi_judge_takes():
    built = M.build_request(M.HandInput("haimen", PIAO_HAND, PIAO_TABLE, win_card="", settings={"xing": True}))
    assert built.errors == {}
    assert built.request == {"variant": "haimen", "hand": "qian kong 9s 1s 1w 9t 2s 2w 8t 3w 4w 5w",
                             "table": [{"form": "peng", "cards": "ya ya ya"}, {"form": "peng", "cards": "5t 5t 5t"}],
                             "settings": {"xing": True}}
    from app.commands.judge import answer
    assert M.judge(built.request) == answer(built.request)


def test_zipai_request_carries_the_winning_card_and_flags():
    built = M.build_request(M.HandInput("qidong", "壹贰叁 二七 五五五 柒捌玖", [M.Group("peng", "伍伍伍")],
                                        win_card="十", win_from="discard", flags={"dihu": True, "tianhu": False}))
    assert built.request == {"variant": "qidong", "hand": "d1 d2 d3 x2 x7 x5 x5 x5 d7 d8 d9",
                             "table": [{"form": "peng", "cards": "d5 d5 d5"}], "win_card": "x10",
                             "win_from": "discard", "dihu": True}


def test_input_errors_keep_the_request_back_and_name_the_field():
    built = M.build_request(M.HandInput("haimen", "2w 3w", [M.Group("peng", "5t 5t 5q")], win_card="2w 3w"))
    assert built.request is None
    assert set(built.errors) == {"group:0", "win"}


def test_seed_000_example_from_a_real_hand():
    """seed 000: a lone 买庄 winner, 6 庄 飘胡 and 2 底, gets 6×3+2 = 20 from each opponent with no 庄."""
    req = M.build_request(M.HandInput("haimen", PIAO_HAND, PIAO_TABLE)).request
    ans = M.judge(req)
    assert ans["wins"] and ans["hu"] == 8
    j, _err = M.judged(req)                       # the judge counts the 庄 and 底 itself
    assert (j.zhuang, j.di, j.win_type.key) == (6, 2, "pengjiang_piao")
    players = [{"zhuang": j.zhuang, "di": j.di, "bought": True}, {}, {}, {}]
    out = M.judge(M.settlement_request("haimen", players, "1-3-5"))
    assert out["net"] == [60, -20, -20, -20]
    lines = M.transfer_lines(out["transfers"])
    assert "2号 付 1号 18 (庄 ×3)" in lines and "2号 付 1号 2 (底)" in lines


def test_custom_rates_go_to_the_judge():
    players = [{"zhuang": 2}, {"zhuang": 0}, {}, {}]
    out = M.judge(M.settlement_request("lvsi", players, "custom", [7, 0, 0, 0, 0, 0]))
    assert out["net"] == [42, -14, -14, -14]
    bad = M.judge(M.settlement_request("lvsi", players, "custom", [1, 2]))
    assert "error" in bad


def test_zipai_nets_follow_the_judges_payment():
    req = M.build_request(M.HandInput("qidong", "d1 d2 d3 x2 x7 x5 x5 x5 d7 d8 d9", [M.Group("peng", "d5 d5 d5")],
                                      win_card="x10", win_from="discard")).request
    j, _err = M.judged(req)
    assert j.payment.baochong  # seed 003: the discarder pays for all three (包铳)
    pay = j.payment.discarder_pays
    assert j.payment.nets(4, winner=2, discarder=0) == [-pay, 0, pay, 0]
    req["win_from"] = "self_draw"
    j, _err = M.judged(req)
    each = j.payment.each_loser_pays
    assert j.payment.nets(4, winner=1, discarder=None) == [-each, 3 * each, -each, -each]


def test_every_label_of_the_window_has_both_chinese_translations():
    """Each ``self.tr`` string of the settle window is in the program's catalog (简体 and 繁體)."""
    import ast
    from pathlib import Path

    from app.ui.i18n_catalog import CATALOG

    src = Path(M.__file__).with_name("window.py").read_text(encoding="utf-8")
    found = set()
    for node in ast.walk(ast.parse(src)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "tr" \
                and node.args and isinstance(node.args[0], ast.Constant):
            found.add(node.args[0].value)
    assert len(found) > 80
    missing = sorted(found - set(CATALOG))
    assert not missing, f"add to app/ui/i18n_catalog.py: {missing}"
    assert all(len(v) == 2 and all(v) for v in CATALOG.values())


def test_dealt_hand_goes_to_the_judge():
    # seed 002 §III.9: 十对 — a dealt hand of ten pairs wins at once (100 息)
    hand = "一一 二二 三三 四四 五五 六六 七七 八八 九九 十十"
    built = M.build_request(M.HandInput("waihuzi", hand, flags={"dealt": True}))
    assert built.request["dealt"] is True
    ans = M.judge(built.request)
    assert ans["wins"] and "shidui" in ans["special"]


def test_zhuang_of_a_win_on_a_card_and_of_a_hand_that_does_not_win():
    base = {"variant": "haimen", "hand": "qian kong 9s 1s 1w 9t 2s 2w 8t 3w 4w",
            "table": [{"form": "peng", "cards": "ya ya ya"}, {"form": "peng", "cards": "5t 5t 5t"}]}
    win = M.judge({**base, "card": "5w"})          # 五万 closes the run: the same 飘胡 as above
    assert win["wins"] and win["use"] == "single"
    assert M.judged({**base, "card": "5w"})[0].zhuang == 6
    miss = M.judge({**base, "card": "5t"})         # 五筒 onto the 碰 would be a 杠, but no win
    assert not miss["wins"]
    z = M.judged({**base, "card": "5t"})[0]
    # not a win: only the table's 碰庄 (混碰: 将碰 1 + 素碰 1), the card is not taken
    assert (z.zhuang, z.di) == (2, 0)

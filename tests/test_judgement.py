"""Typed judge answers (issue 12 item 3): a frozen ``Judgement`` carries what a
client shows — win, 胡/胡息, 囤/番, 庄/底, the unit and last-card words, the
flags and group forms of the variant, payments — and ``to_json()`` is the
``yezi judge`` answer."""

from __future__ import annotations

import dataclasses
import json

import pytest

from app.commands.judge import answer
from app.engine import RequestError, find_variant
from app.engine.judgement import judgement, profile
from app.engine.longcard.judge import LongJudgement, LongSettlement
from app.engine.zipai.judge import ZiJudgement

ZI = ("waihuzi", "yiyang", "qidong")

# seed 000's real hand (the settle model's example): 碰将对飘胡, 6 庄 and 2 底
PIAO = {"variant": "haimen", "hand": "qian kong 9s 1s 1w 9t 2s 2w 8t 3w 4w 5w",
        "table": [{"form": "peng", "cards": "ya ya ya"}, {"form": "peng", "cards": "5t 5t 5t"}]}
# issue 3's qidong example with 柒捌玖 as well (15 胡息), won on a discard
QIDONG_WIN = {"variant": "qidong", "hand": "d1 d2 d3 x2 x7 x5 x5 x5 d7 d8 d9",
              "table": [{"form": "peng", "cards": "d5 d5 d5"}], "win_card": "x10", "win_from": "discard"}
WAIHUZI_WIN = {"variant": "waihuzi", "hand": "x5 x5 x5 x4 x6 d1 d2 d3 x2 x7 x10 d2 d7 d10 d8 d8 d8 x9 x9",
               "win_card": "x9", "win_from": "self_draw"}


@pytest.mark.parametrize("vid, forms, words_zh, words_en", [
    # seed 003: qidong names the three taken from the stock 偎, the fours 提/跑/龙
    ("qidong", ("chi", "peng", "wai", "ti", "pao", "long"), ("吃", "碰", "偎", "提", "跑", "龙"),
     ("eat (吃)", "peng (碰)", "wei (偎)", "ti (提)", "pao (跑)", "long (龙)")),
    # seeds 002/004: 歪 and 溜
    ("waihuzi", ("chi", "peng", "wai", "liu"), ("吃", "碰", "歪", "溜"),
     ("eat (吃)", "peng (碰)", "wai (歪)", "liu (溜)")),
    ("yiyang", ("chi", "peng", "wai", "liu"), ("吃", "碰", "歪", "溜"), None),
    ("haimen", ("peng", "gang", "tan", "chi", "zhang"), ("碰", "杠", "摊庄", "吃", "涨"), None),
    ("lvsi", ("peng", "gang", "tan", "chi", "zhang"), ("碰", "杠", "摊庄", "吃", "涨"), None),
])
def test_profile_offers_the_variants_own_group_forms(vid, forms, words_zh, words_en):
    p = profile(vid)
    assert tuple(t.key for t in p.forms) == forms
    assert tuple(t.text("zh_CN") for t in p.forms) == words_zh
    if words_en:
        assert tuple(t.text("en") for t in p.forms) == words_en


@pytest.mark.parametrize("vid, flags, last_zh, unit_zh", [
    ("qidong", ("dealt", "tianhu", "dihu", "last_card"), "海底胡（最后一张）", "番"),   # no 报听 in qidong (003)
    ("waihuzi", ("dealt", "tianhu", "dihu", "baoting", "last_card"), "海捞（最后一张）", "息"),
    ("yiyang", ("dealt", "tianhu", "dihu", "baoting", "last_card"), "海捞（最后一张）", "息"),
])
def test_profile_flags_last_card_and_unit(vid, flags, last_zh, unit_zh):
    p = profile(vid)
    assert tuple(t.key for t in p.flags) == flags
    assert p.last_card is not None and p.last_card.text("zh") == last_zh
    assert p.unit.text("zh") == unit_zh and p.value.text("zh") == "胡息"
    assert p.asks_win_from and p.settlement == "payment" and p.settings == ()
    # the judge reads exactly these flags: each is a field of its requests
    from app.engine.zipai.judge import KNOWN
    assert {t.key for t in p.flags} <= KNOWN


def test_long_profile():
    p = profile("haimen")
    assert p.flags == () and p.last_card is None and not p.asks_win_from
    assert tuple(t.key for t in p.settings) == ("xing",) and p.settlement == "table"
    assert p.unit.text("zh_TW") == "莊" and p.value.text("zh") == "胡"
    assert p.copies("peng") == 3 and p.copies("gang") == 4 and p.copies("chi") == 1
    assert profile("qidong").copies("wai") == 3 and profile("qidong").copies("ti") == 4
    assert profile("waihuzi").copies("liu") == 4


def test_words_are_in_three_languages_without_mixing():
    for vid in ("haimen", "lvsi", *ZI):
        p = profile(vid)
        terms = [*p.forms, *p.flags, *p.settings, p.value, p.unit, p.card]
        for t in terms:
            zh, tw, en = t.text("zh_CN"), t.text("zh_TW"), t.text("en")
            assert zh and tw and en
            assert en.isascii() or "(" in en or en == zh, en   # English, or a bare game term kept Chinese
            assert tw == zh or any(a != b for a, b in zip(zh, tw)), (zh, tw)


def test_zipai_judgement_is_typed_and_frozen():
    j = judgement(QIDONG_WIN)
    assert isinstance(j, ZiJudgement)
    assert j.wins and j.xi == 15 and j.unit.key == "fan" and j.counts_fan   # 坎 6 + 碰 3 + 二七十 3 + 壹贰叁 3
    assert j.tun is not None and j.fan is not None and j.score == j.tun * j.fan
    assert j.win_type is not None and j.win_type.key == "win"
    assert j.payment is not None and j.payment.baochong       # seed 003: 包铳 on a discard
    assert j.payment.nets(4, winner=2, discarder=0) == [-j.payment.discarder_pays, 0, j.payment.discarder_pays, 0]
    assert j.payment.nets(4, winner=2, discarder=2) is None
    assert [g.form for g in j.groups] and all(g.cards for g in j.groups)
    with pytest.raises(dataclasses.FrozenInstanceError):
        j.wins = False  # type: ignore[misc]


def test_waihuzi_judgement_counts_xi_and_every_loser_pays():
    j = judgement(WAIHUZI_WIN)
    assert j.wins and j.unit.key == "xi" and not j.counts_fan
    assert j.payment is not None and not j.payment.baochong
    each = j.payment.each_loser_pays
    assert j.payment.nets(3, winner=1, discarder=None) == [-each, 2 * each, -each]
    assert "tun" not in j.to_json()


def test_long_judgement_carries_zhuang_di_and_win_type():
    j = judgement(PIAO)
    assert isinstance(j, LongJudgement)
    assert j.wins and j.hu == 8 and j.value == 8
    assert (j.zhuang, j.di) == (6, 2)                              # seed 000: 6 庄, 2 底
    assert j.win_type is not None and j.win_type.key == "pengjiang_piao"
    assert j.win_type.text("zh") == "碰将对飘胡"
    assert "6 庄" in j.zhuang_line.text("zh") and "莊" in j.zhuang_line.text("zh_TW")
    miss = judgement({**PIAO, "hand": PIAO["hand"].replace(" 5w", ""), "card": "5t"})
    assert not miss.wins and miss.win_type is None
    assert (miss.zhuang, miss.di) == (2, 0)                        # 混碰: 将碰 1 + 素碰 1
    assert miss.zhuang_line.text("en") == "碰庄 2 + 摊庄 0 = 2 庄"


def test_settlement_is_typed():
    s = judgement({"variant": "haimen", "scheme": "1-3-5",
                   "players": [{"zhuang": 6, "di": 2, "bought": True}, {}, {}, {}]})
    assert isinstance(s, LongSettlement)
    assert s.net == (60, -20, -20, -20) and s.jailed == (False,) * 4
    assert {(t.payer, t.payee, t.amount, t.reason) for t in s.transfers} >= {(1, 0, 18, "庄"), (1, 0, 2, "底")}


REQUESTS = [PIAO, {**PIAO, "card": "5t"}, {"variant": "lvsi", "hand": "2w 3w 4w qian",
                                           "table": [{"form": "peng", "cards": "5t 5t 5t"}]},
            QIDONG_WIN, {**QIDONG_WIN, "win_from": "self_draw"}, WAIHUZI_WIN,
            {**WAIHUZI_WIN, "win_from": "discard"},                                   # no discard win (002)
            {"variant": "waihuzi", "hand": " ".join(f"x{r} x{r}" for r in range(1, 11)), "dealt": True},   # 十对
            {"variant": "waihuzi", "hand": WAIHUZI_WIN["hand"], "dealt": True},       # no dealt win, no card
            {"variant": "haimen", "players": [{"zhuang": 3}, {"dapao": True}, {}, {}], "scheme": "2-4-6"}]


@pytest.mark.parametrize("req", REQUESTS)
def test_to_json_is_the_judge_answer(req):
    j = judgement(req)
    assert j.to_json() == find_variant(req["variant"]).engine.judge(req) == answer(req)
    json.dumps(j.to_json(), ensure_ascii=False)     # plain JSON


def test_bad_requests_still_raise_one_line_errors():
    with pytest.raises(RequestError):
        judgement({"hand": "x1"})
    assert answer({"variant": "qidong", "hand": "x1", "colour": 1})["error"].startswith("unknown field")


@pytest.mark.parametrize("req", [r for r in REQUESTS if r["variant"] in ZI])
def test_typed_groups_are_the_json_arrangement(req):
    j = judgement(req)
    out = j.to_json()
    if "arrangement" in out:
        assert [g.to_json() for g in j.groups] == out["arrangement"]
        assert [h.to_json() for h in j.hao] == out["hao"]
        assert [m.to_json() for m in j.mingtang] == out["mingtang"]
    if j.wins:
        assert all(g.word for g in j.groups) and all(c.code for g in j.groups for c in g.cards)


# a table 歪 is a 偎 in qidong's words (seed 003), in the arrangement and the lines alike
WEI_TABLE = {"variant": "qidong", "hand": "x3 x4 x5 x5 x6 x7 x10 x10 d10",
             "table": [{"form": "chi", "cards": "x9 d9 d9"}, {"form": "wai", "cards": "d7 d7 d7"}]}


@pytest.mark.parametrize("vid, word", [("qidong", "偎"), ("waihuzi", "歪"), ("yiyang", "歪")])
def test_a_table_wai_is_named_as_the_variant_says(vid, word):
    req = dict(WEI_TABLE, variant=vid)
    if vid != "qidong":   # the same 歪 in a waihuzi/yiyang hand of their size
        req["hand"] += " d1 d2 d3 d4 d4"
    j = judgement(req)
    names = {g["form"]: g["name"] for g in j.to_json()["arrangement"]}
    assert names["wai"] == word
    assert [g.word.text("zh") for g in j.groups if g.form == "wai"] == [word]
    assert f"{word}柒柒柒" in j.lines[0].text("zh")


@pytest.mark.parametrize("hand, xi", [
    ("x4 x4 x4 x4 d9 d9 x1 x2 x3 x5 x6 x7 x8 d1 d2 d3 d5 d7 d10 x10", 0),
    ("x4 x4 x4 d4 d9 d9 x1 x2 x3 x5 x6 x7 x8 d1 d2 d3 d5 d7 d10 x10", 3),     # 一对 beside a 坎
])
def test_a_dealt_hand_win_is_measured_by_no_huxi_minimum(hand, xi):
    """seed 004 §8.5: a dealt 一对 wins by its shape, whatever its 胡息; the answer says so
    (``xi_needed``), so no window has to tell it from the answer's other fields."""
    j = judgement({"variant": "yiyang", "hand": hand, "dealt": True})
    assert j.wins and j.special == ("yidui",) and j.xi == xi < j.min_xi and not j.xi_needed
    assert j.to_json()["xi_needed"] is False
    plain = judgement(WAIHUZI_WIN)
    assert plain.xi_needed and "xi_needed" not in plain.to_json()


@pytest.mark.parametrize("request_, field", [
    ({"variant": "haimen", "hand": PIAO["hand"], "cardd": "1w"}, "cardd"),
    ({"variant": "lvsi", "hand": PIAO["hand"], "win_card": "1w"}, "win_card"),     # 字牌's word for it
    ({"variant": "haimen", "players": [{}, {}, {}, {}], "schem": "1-3-5"}, "schem"),
    ({"variant": "waihuzi", "hand": WAIHUZI_WIN["hand"], "card": "x9"}, "card"),   # long cards' word
])
def test_a_field_the_judge_does_not_read_is_refused_not_ignored(request_, field):
    """A long-card request with a mistyped "card" was judged without its card, as if no card had
    come; every family now refuses a field it does not read, naming it and the ones it knows."""
    got = answer(request_)
    assert set(got) == {"error"} and f"unknown field(s) {field} (known: " in got["error"], got
    assert "error" not in answer(dict(PIAO, id="table 3"))

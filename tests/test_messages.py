"""Engine sentences in 简体, 繁體 and English (app/engine/messages.py): the
catalog is complete and consistent, refusals of both families read right in
each language, and every result line / log sentence of real hands renders."""

import copy
import pickle
import re

import pytest

from app.engine import Action, find_variant
from app.engine.longcard.cards import parse_card as c
from app.engine.messages import CATALOG, LANGS, Reason, Seq, lang_index, placeholders, render, text, verb
from app.engine.rng import Rng
from app.engine.zipai.state import state_from_deal
from test_long_game import HAIMEN, _words, act, make, solo

W = find_variant("waihuzi")
Q = find_variant("qidong")
CJK = re.compile(r"[\u4e00-\u9fff]")


# ---------------------------------------------------------------- the catalog

def test_every_key_has_three_languages_with_the_same_placeholders():
    assert LANGS == ("zh", "zh_TW", "en")
    for key, row in CATALOG.items():
        assert len(row) == 3 and all(isinstance(t, str) and t.strip() for t in row), key
        zh, tw, en = row
        assert placeholders(zh) == placeholders(tw) == placeholders(en), key
        assert not CJK.search(en) or re.search(r"[A-Za-z]", en), key  # English, Chinese terms aside


def test_chinese_rows_are_chinese_and_traditional_differs_where_it_should():
    for key, (zh, tw, _en) in CATALOG.items():
        if CJK.search(zh.replace("{", "")):
            assert CJK.search(tw), key
        for simplified in "们这里说没号将张庄涨过开杠":
            assert simplified not in tw, (key, tw)


@pytest.mark.parametrize("lang,index", [("zh", 0), ("zh_CN", 0), (None, 0), ("zh_TW", 1), ("zh-Hant", 1),
                                        ("en", 2), ("en_US", 2), ("fr", 0)])
def test_language_names(lang, index):
    assert lang_index(lang) == index


def test_reason_is_its_simplified_text_and_survives_copies():
    r = Reason("long.jiang_discard", card=c("2w"))
    assert r == "二万是将：将牌永远不能打出" and isinstance(r, str) and str(r) == r
    assert f"{r}" == r and r.key == "long.jiang_discard" and r.params == {"card": c("2w")}
    for other in (pickle.loads(pickle.dumps(r)), copy.deepcopy(r), copy.copy(r)):
        assert other == r and other.text("en") == r.text("en") and other.key == r.key
    assert text("plain", "en") == "plain" and text(None, "en") == "" and text(r, "zh_TW") == r.text("zh_TW")


def test_parameters_render_by_kind():
    card = c("2w")
    assert render(card, "zh") == "二万" and render(card, "zh_TW") == "二萬" and render(card, "en") == "二万 (2w)"
    verbs = Seq((verb("chi", "long"), verb("hu", "long"), verb("pass")), "list")
    assert render(verbs, "zh") == "吃、成、过"
    assert render(verbs, "zh_TW") == "吃、成、過"
    assert render(verbs, "en") == "eat (吃), win (成), pass"
    assert verb("wai", "zipai", "qidong") == "偎" and verb("wai", "zipai", "waihuzi") == "歪"
    assert verb("nonsense") == "nonsense"
    nested = Reason("long.penalty", seat=3, why=Reason("long.pen.bukaizhao"))
    assert (nested, nested.text("zh_TW"), nested.text("en")) == (
        "3号：不开招", "3號：不開招", "seat 3: did not open a zhaor (不开招)")
    # a Chinese name given as text (a 胡头 name) is shown in 繁體 too
    assert render("文钱", "zh_TW") == "文錢" and render("文钱", "en") == "文钱"


# ---------------------------------------------------------------- refusals, long cards

def _long_cases():
    h = solo("4t")
    yield h.why_illegal(Action(0, "discard", (c("qian"),))), (
        # seed 000 §一 "將牌是不能發的"
        "千是将：将牌永远不能打出", "千是將：將牌永遠不能打出",
        "千 (qian) is a jiang (将): a jiang is never discarded")
    yield h.why_illegal(Action(0, "discard", (c("9w"),))), (
        "你手里没有九万", "你手裡沒有九萬", "九万 (9w) is not in your hand")
    yield h.why_illegal(Action(1, "discard", (c("9w"),))), (
        "现在轮到1号，不是2号", "現在輪到1號，不是2號", "it is seat 1's turn to act, not seat 2's")
    yield h.why_illegal(Action(0, "peng", (c("9t"),) * 3)), (
        "现在要打一张牌（不能碰）", "現在要打一張牌（不能碰）", "you must discard a card now (not peng (碰))")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    # seed 000 §三.3 黄胡: a hand without a 将 pair takes no part
    yield _words(h, "2 chi 3t 4t 5t"), (
        "你已经扣牌（黄胡：起手没有将对）：不能再要牌", "你已經扣牌（黃胡：起手沒有將對）：不能再要牌",
        "your hand is folded (黄胡, dealt no 将 pair): it can no longer claim cards")
    # seed 001 §四(2) "不可以碰霉张，只能碰第一次出现的牌"
    h = make(HAIMEN, ["1s 1s 5w 9t", "4w 6w qian qian", "5w 5w kong kong", "ya ya"],
             filler_avoid="3w 4w 5w 6w 7w 9t 5s 5t")
    act(h, "0 discard 5w")
    act(h, "2 pass")
    yield _words(h, "2 peng 5w 5w 5w"), (
        "五万对你是霉张：你先前放过它，现在不能碰", "五萬對你是霉張：你先前放過它，現在不能碰",
        "五万 (5w) is a passed card (霉张) for you: you let it pass before, so you cannot peng (碰) it now")
    yield HAIMEN.engine.describe(Action(1, "chi", (c("4w"), c("5w"), c("6w")))), (
        "2号 吃 四万 五万 六万", "2號 吃 四萬 五萬 六萬", "seat 2: eat (吃) 四万 (4w) 五万 (5w) 六万 (6w)")
    yield HAIMEN.engine.describe(Action(0, "pass")), ("1号 过", "1號 過", "seat 1: pass")


# ---------------------------------------------------------------- refusals, 字牌

def _zipai_cases():
    st = state_from_deal(W, ["x5 d9", "x4 x6 d1", "x5 x5 d2"], "d3 d3 d3")
    e = W.engine
    yield st.why_illegal(e.parse_action("0 discard x1")), ("你手里没有一", "你手裡沒有一", "you hold no 一 (x1)")
    yield st.why_illegal(e.parse_action("1 discard d1")), (
        "现在轮到1号，不是2号", "現在輪到1號，不是2號", "it is seat 1's turn to act, not seat 2's")
    yield st.why_illegal(e.parse_action("0 pass")), (
        "现在要打一张牌（过是对别人给你的牌说的）", "現在要打一張牌（過是對別人給你的牌說的）",
        "you must discard a card now (过 is for cards offered to you)")
    act(st, "0 discard x5")
    yield st.why_illegal(e.parse_action("2 chi x4 x5 x6")), (
        "只有下家或摸牌的人可以吃这张牌", "只有下家或摸牌的人可以吃這張牌",
        "only the next seat (下家) or the seat that drew the card may eat it")
    yield st.why_illegal(e.parse_action("2 discard d2")), (
        "五在桌上：你现在可以过或碰；拿了牌以后才打牌", "五在桌上：你現在可以過或碰；拿了牌以後才打牌",
        "五 (x5) is in play: you may pass or peng (碰) now; you discard only after taking a card")
    # seed 003 出牌规则 11 "坎不能拆开作为其他牌型，也不能打出去"
    st = state_from_deal(Q, ["x5 x5 x5 d1 d2", "d3", "d4", "d6"], "x1", dangdi="d10")
    while st.phase != "discard":
        act(st, f"{st.to_act} pass")
    yield st.why_illegal(Q.engine.parse_action("0 discard x5")), (
        "坎不能打：它只等跑或提", "坎不能打：它只等跑或提", "a 坎 may not be discarded: it waits for 跑 or 提")
    # a group is written together (FamilyEngine.action_cards)
    yield Q.engine.describe(Q.engine.parse_action("0 wai x5 x5 x5"), "qidong"), (
        "1号 偎 五五五", "1號 偎 五五五", "seat 1: wei (偎) 五 (x5) 五 (x5) 五 (x5)")


@pytest.mark.parametrize("family", [_long_cases, _zipai_cases], ids=["longcard", "zipai"])
def test_refusals_in_each_language(family):
    for reason, (zh, tw, en) in family():
        assert isinstance(reason, Reason), reason
        assert (reason, reason.text("zh"), reason.text("zh_TW"), reason.text("en")) == (zh, zh, tw, en)


def test_illegal_action_carries_the_reason():
    from app.engine import IllegalAction

    h = solo("4t")
    with pytest.raises(IllegalAction) as err:
        h.apply(Action(0, "discard", (c("qian"),)))
    assert isinstance(err.value.reason, Reason) and err.value.reason.text("en").startswith("千 (qian) is a jiang")
    assert str(err.value) == "千是将：将牌永远不能打出"


# ---------------------------------------------------------------- whole hands

@pytest.mark.parametrize("vid,seed", [("haimen", 3), ("lvsi", 5), ("waihuzi", 1), ("yiyang", 2), ("qidong", 4)])
def test_every_sentence_of_a_hand_renders_in_each_language(vid, seed):
    v = find_variant(vid)
    st = v.engine.new_hand(v, v.settings({}), seed, v.engine.first_context(v, v.settings({}), seed))
    rng = Rng(seed)
    while not st.is_over:
        legal = st.legal_actions()
        wins = [a for a in legal if a.kind == "hu"]
        st.apply(wins[0] if wins else legal[rng.below(len(legal))])
    said = [v.engine.describe(a, vid) if v.engine.id == "zipai" else v.engine.describe(a) for a in st.log]
    said += list(st.result.lines) + list(st.result.breakdown.get("penalties", []))
    assert st.result.lines
    for s in said:
        assert isinstance(s, Reason), s
        zh, tw, en = s.text("zh"), s.text("zh_TW"), s.text("en")
        assert zh == s and all(t and "{" not in t and "  " not in t for t in (zh, tw, en)), (zh, tw, en)
        assert re.search(r"[A-Za-z]", en), en
    first = st.result.lines[0]
    assert first.key in ("long.line.win", "long.line.draw", "zipai.line.winner", "zipai.line.huang")

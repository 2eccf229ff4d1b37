"""The memoised hu search against a plain reference search, plus the shapes
each rule set allows."""

from hypothesis import given, settings, strategies as st

from app.engine import find_variant
from app.engine.zipai import hu as H
from app.engine.zipai.cards import parse_cards
from app.engine.zipai import hand_class

RULES = {vid: hand_class(vid).hu_rules(True) for vid in ("waihuzi", "yiyang", "qidong")}


def counts(text):
    c = [0] * 20
    for card in parse_cards(text):
        c[card.index] += 1
    return c


@settings(max_examples=300, deadline=None)
@given(vid=st.sampled_from(sorted(RULES)),
       cards=st.lists(st.integers(0, 19), min_size=0, max_size=14))
def test_memoised_search_matches_reference(vid, cards):
    c = [0] * 20
    for k in cards:
        if c[k] < 4:
            c[k] += 1
    rules = RULES[vid]
    got = H.table(rules).best(H.pack(c), sum(c))
    want = H.plain_best(c, rules)                               # the obvious search
    assert (got if got > H.NEG else None) == want


def test_pack_round_trip():
    c = counts("x1 x1 d10 d10 d10 d10 x5")
    assert H.unpack(H.pack(c)) == c


def test_sentences_and_menzi():
    # seed 002 §I.6–8: 顺子 and 二七十 only within one case; 大小三搭 per RULES.md
    assert H.sentence_form((0, 1, 2)) == "shun"
    assert H.sentence_form((1, 6, 9)) == "ekt" and H.sentence_form((11, 16, 19)) == "ekt"
    assert H.sentence_form((0, 1, 12)) is None                  # 一二叁: mixed case is no 顺子
    assert H.sentence_form((0, 0, 10)) == "sanda" and H.sentence_form((9, 19, 19)) == "sanda"
    assert set(H.completions(4, 5, True)) == {3, 6}             # 五六 waits 四 and 七 (seed 002 §II.3.2)
    assert set(H.completions(1, 6, True)) == {9}                # 二七 waits 十


def test_qidong_needs_pair_only_with_quad_shape():
    t = H.table(RULES["qidong"])
    assert t.best(H.pack(counts("x1 x2 x3 d9 d9")), 5) == 3     # 一二三 3 + pair 0
    assert t.best(H.pack(counts("x1 x2 x3 d8 d9")), 5) == H.NEG  # no 门子 endings in qidong


def test_waihuzi_menzi_ending_values():
    t = H.table(RULES["waihuzi"])
    assert t.best(H.pack(counts("x1 x2 x3 d8 d9")), 5) == 0      # black 门子
    assert t.best(H.pack(counts("x1 x2 x3 d2 d7")), 5) == 1      # red 门子 (seed 002 §I.10)
    assert t.best(H.pack(counts("x1 x2 x3 d9 d9")), 5) == 1      # pair


def test_assess_reports_value_and_waits():
    v = find_variant("waihuzi")
    from app.engine.zipai.state import state_from_deal

    st = state_from_deal(v, ["x1 x2 x3 x3 x3 x3 d4 d4 d4 x5 x6 x7 x8 x9 x10 d2 d7 d10 d9 d8", "d1", "d3"], "d5")
    a = v.engine.assess(st.view(0))
    assert a["label"] == "胡息" and a["value"] >= 6
    assert isinstance(a["waiting"], tuple) and "groups" in a
    assert v.engine.action_label("peng") == ("碰", "Pong")
    assert v.engine.action_label("wai", "qidong")[0] == "偎"

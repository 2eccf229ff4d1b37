"""Each 字牌 rule is written once: the discard rules and the rule of who may
win are predicates returning ``Reason | None``; ``legal_actions`` and the
refusal both come from them.  Checked over random games of every variant:
a held card is a legal discard exactly when no rule in force bars it, and the
refusal of a barred one is that rule's Reason."""

import pytest

from app.engine import Action, Match, Rng, find_variant
from app.engine.zipai.cards import ALL_KINDS
from app.engine.zipai.state import Group, state_from_deal


@pytest.mark.parametrize("vid", ["waihuzi", "yiyang", "qidong"])
def test_discards_and_their_refusals_come_from_the_same_rules(vid):
    checked = 0
    for seed in range(6):
        h = Match(find_variant(vid), None, seed=seed).current
        rng = Rng(seed)
        while not h.is_over:
            legal = h.legal_actions()
            if h.phase == "discard":
                seat = h.seats[h.actor]
                allowed, barred = h._discards(seat)
                offered = {a.cards[0].index for a in legal if a.kind == "discard"}
                assert offered == set(allowed)
                for k in range(20):
                    if not seat.hand[k] or k in offered:
                        continue
                    why = h.why_illegal(Action(h.actor, "discard", (ALL_KINDS[k],)))
                    assert why is not None and why == barred[k], (k, why)
                    checked += 1
            h.apply(legal[rng.below(len(legal))])
    assert checked > 0


def test_a_kept_copy_is_refused_with_the_bi_rule():
    # seed 002 §II.7: a copy no 比 could put down stays in the hand
    st = state_from_deal(find_variant("waihuzi"),
                         ["x1 x2 x3 x4 x5 x6 x7 x8 x9 x10 d1 d2 d3 d4 d5 d6 d7 d8 d9 d10",
                          "x1 x2 x3 x4 x5 x6 x7 x8 x9 x10 d1 d2 d3 d4 d5 d6 d7 d8 d9",
                          "x1 x2 x3 x4 x5 x6 x7 x8 x9 x10 d1 d2 d3 d4 d5 d6 d7 d8 d9"], "d10 d10 d10")
    while st.phase != "discard":
        st.apply(next(a for a in st.legal_actions() if a.kind == "pass"))
    seat = st.seats[st.actor]
    k = next(k for k in range(20) if seat.hand[k])
    seat.kept.add(k)
    st._legal = None
    why = st.why_illegal(Action(st.actor, "discard", (ALL_KINDS[k],)))
    assert why is not None and why.key == "zipai.bi_kept"
    assert Action(st.actor, "discard", (ALL_KINDS[k],)) not in st.legal_actions()


def test_a_blocked_win_is_refused_with_the_pass_rule():
    # seed 003 胡牌规则 3 (过胡): once a win is passed, no win until the 胡息 grow
    st = Match(find_variant("qidong"), None, seed=2).current
    s = st.order[0]
    st.seats[s].hu_block = st.table_xi(s)
    assert st._hu_bar(s) is not None and st._hu_bar(s).key == "zipai.hu_block"
    st.seats[s].melds.append(Group("peng", (11, 11, 11), 0, None))
    assert st._hu_bar(s) is None
    st.seats[s].dead = True
    assert st._hu_bar(s).key == "zipai.dead_win"


@pytest.mark.parametrize("vid", ["waihuzi", "yiyang", "qidong"])
def test_peng_and_its_refusal_come_from_the_same_rule(vid):
    # whenever a seat is asked about a card, its 碰 is offered exactly when
    # the 碰 rule lets it (qidong: unless a forced 跑 takes its place), and a
    # refused 碰 says the rule's reason
    offered = refused = 0
    for seed in range(6):
        h = Match(find_variant(vid), None, seed=seed).current
        rng = Rng(seed)
        while not h.is_over:
            legal = h.legal_actions()
            if h.phase == "claim" and h.live_how != "dangdi":
                s, k = h.actor, h.live
                peng = Action(s, "peng", (ALL_KINDS[k],) * 3)
                bar = h._peng_bar(s, k)
                if peng in legal:
                    assert bar is None
                    offered += 1
                elif bar is not None:
                    assert h.why_illegal(peng) == bar
                    refused += 1
            h.apply(legal[rng.below(len(legal))])
    assert offered and refused

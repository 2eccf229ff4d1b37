"""字牌 chance in the history (issue 12 item 2): the deal and every draw from
the stock are ``Chance`` steps of ``ZipaiHand.history``; a dealt hand draws
exactly the cards the seed's shuffle leaves in the stock; the history's deal
dealt again as an arranged deck plays the same hand."""

from __future__ import annotations

import pytest

from app.engine import CHANCE, Chance, Deal, Match, Rng, find_variant
from app.engine.errors import CardError
from app.engine.zipai.cards import ALL_KINDS
from app.engine.zipai.state import state_from_deal

ZIPAI = ("waihuzi", "yiyang", "qidong")


def _seed_order(seed: int) -> tuple:
    """The cards a seed deals, in dealing order, worked out independently of
    the hand: the family shuffles 4 of each of 20 kinds and deals from the end."""
    kinds = [k for k in range(20) for _ in range(4)]
    Rng(seed).shuffle(kinds)
    return tuple(ALL_KINDS[k] for k in reversed(kinds))


@pytest.mark.parametrize("vid, settings", [(v, None) for v in ZIPAI] + [("yiyang", {"shouxing": True})])
def test_every_draw_is_a_chance_step_where_it_happened(vid, settings):
    variant = find_variant(vid)
    for seed in range(3):
        match = Match(variant, settings, seed=seed)
        state = match.current
        rng = Rng(100 + seed)
        deal = state.history[0]
        assert isinstance(deal, Chance) and deal.kind == "deal" and deal.seat == CHANCE
        assert deal.cards == _seed_order(state.seed)     # the seed's cards, as dealt today
        while not state.is_over:
            before = len(state.history)
            state.apply(rng.choice(state.legal_actions()))
            after = state.history
            assert after[before] == state.log[-1]
            new = after[before + 1:]
            assert all(isinstance(c, Chance) and c.kind == "draw" and c.seat == CHANCE for c in new)
            if new and state.live_how == "draw" and state.live is not None:
                assert new[-1].cards == (ALL_KINDS[state.live],) and new[-1].to == state.live_from
        history = state.history
        assert tuple(s for s in history if not isinstance(s, Chance)) == state.log
        draws = [s for s in history if isinstance(s, Chance) and s.kind == "draw"]
        assert len(draws) == state.draws
        dealt = len(deal.cards) - state.draws - len(state.stock)
        assert tuple(c for d in draws for c in d.cards) == deal.cards[dealt:dealt + state.draws]


@pytest.mark.parametrize("vid", ZIPAI)
def test_the_histories_deal_dealt_again_plays_the_same_hand(vid):
    variant = find_variant(vid)
    match = Match(variant, None, seed=12)
    state = match.current
    rng = Rng(4)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    again = variant.engine.new_hand(variant, state.settings, 0, state.context, Deal(deck=state.history[0].cards))
    for action in state.log:
        again.apply(action)
    assert again.history == state.history and again.result == state.result


def test_a_sampled_state_does_not_know_its_deal_and_a_clone_keeps_it():
    variant = find_variant("qidong")
    state = Match(variant, None, seed=2).current
    copy = state.clone()
    assert copy.history == state.history
    state.apply(state.legal_actions()[0])
    assert len(copy.history) < len(state.history)       # the copy's history is its own
    with pytest.raises(CardError, match="does not know its deal"):
        state.resample_hidden(0, Rng(1)).history


def test_a_hand_with_a_few_chosen_cards_lists_them_as_its_deal():
    variant = find_variant("waihuzi")
    st = state_from_deal(variant, ["x5 d9", "x4 x6 d1", "x5 x5 d2"], "d3 d3 d3")
    assert [c.code for c in st.history[0].cards] == "x5 d9 x4 x6 d1 x5 x5 d2 d3 d3 d3".split()

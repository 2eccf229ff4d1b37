"""The toy family of tests/toy_family.py is itself consistent: every member
plays to an end with zero-sum results, and each keeps the rule its users rely on."""

import pytest

from app.engine import Action, Match, Rng
from tests.toy_family import AI_TOY, RECORDS_TOY, UI_TOY, play, seed_with_peng_for, toy  # noqa: F401 (fixture)


@pytest.mark.parametrize("variant", [AI_TOY, UI_TOY, RECORDS_TOY], ids=lambda v: v.id)
def test_toy_game_plays_to_the_end(variant):
    for seed in range(3):
        st = variant.engine.new_hand(variant, {o.key: o.default for o in variant.options}, seed)
        rng = Rng(seed + 1)
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
        assert sum(st.result.net) == 0 and len(st.result.net) == variant.players


def test_ui_toy_refuses_jiang_discard_in_words():
    for seed in range(200):
        st = UI_TOY.engine.new_hand(UI_TOY, {}, seed)
        jiang = [c for c in st.hands[st.dealer] if c.is_jiang]
        if jiang:
            reason = st.why_illegal(Action(st.dealer, "discard", (jiang[0],)))
            assert "将" in reason
            return
    pytest.fail("no seed with a 将 in the dealer's hand")


def test_ui_toy_peng_scenario_is_found():
    seat = 2
    seed, st = seed_with_peng_for(seat)
    first = st.legal_actions()[0]
    st.apply(first)
    assert st.to_act == seat and st.legal_actions()[0].kind == "peng"


def test_records_toy_is_consistent(toy):
    m = play(Match(toy, seed=3), hands=3)
    assert len(m.hands) == 3 and all(h.is_over for h in m.hands)

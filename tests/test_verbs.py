"""Each rule set names the acts it offers (``VERBS``, class data of the hand class: the help's list
of keys reads it); over random games no legal action is of another kind, and every kind but the
rare ones is met."""

from __future__ import annotations

import pytest

from app.engine import Match, Rng, find_variant

RARE = {"ao", "ti", "pao", "gang"}     # 熬将, 提, 跑, 杠: possible, not met in every few games


@pytest.mark.parametrize("variant_id", ["haimen", "lvsi", "waihuzi", "yiyang", "qidong"])
def test_legal_actions_are_of_the_variants_verbs(variant_id):
    variant = find_variant(variant_id)
    verbs = set(variant.hand_class.VERBS)
    assert verbs and "pass" in verbs and "discard" in verbs
    rng = Rng(7)
    seen: set[str] = set()
    for seed in range(12):
        st = Match(variant, None, seed).current
        for _ in range(3000):
            if st.is_over:
                break
            legal = st.legal_actions()
            kinds = {a.kind for a in legal}
            assert kinds <= verbs, (seed, kinds - verbs)
            seen |= kinds
            st.apply(rng.choice(legal))
    assert verbs - RARE <= seen, verbs - RARE - seen

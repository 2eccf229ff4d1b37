"""Each long-card rule is written once (issue 12): the discard rule, the rule
of each claim (胡, 碰, 杠, 吃 and the group it makes, 过/熬) and the claim
round's rule (passed, priority, forced acts) are predicates returning
``Reason | None``; ``legal_actions`` and the refusal both come from them.
Checked over random games of both variants, with and without the table
rules: an action is legal exactly when its predicate says None, and the
refusal of any other is that predicate's Reason."""

import pytest

from app.engine import Action, Rng, find_variant
from app.engine.longcard.cards import ALL_KINDS
from app.engine.longcard.values import Source

SETTINGS = [{}, {"table_rules": True}, {"buy_limit": 0, "xing": True}]


def _claim_candidates(h, s):
    """Every claim seat ``s`` might try on the live card: 胡/碰/杠 with it,
    过 and 熬, and 吃 of every shape of it and of every run of three holding it."""
    x = h.live.kind
    c = ALL_KINDS[x]
    out = [Action(s, "hu", (c,)), Action(s, "peng", (c,) * 3), Action(s, "gang", (c,) * 4),
           Action(s, "pass"), Action(s, "ao")]
    groups = set(h._chi_shapes(s, x))
    for a in range(max(0, x - 2), x + 1):
        groups.add(tuple(sorted({a, a + 1, a + 2} | {x})))
    for g in sorted(groups):
        if all(k < len(ALL_KINDS) for k in g):
            out.append(Action(s, "chi", tuple(ALL_KINDS[k] for k in g)))
    return out


def _games(vid, seeds=5):
    variant = find_variant(vid)
    for settings in SETTINGS:
        for seed in range(seeds):
            h = variant.engine.new_hand(variant, settings, seed, {"dealer": seed % 4})
            rng = Rng(seed)
            while not h.is_over:
                yield h
                legal = h.legal_actions()
                h.apply(legal[rng.below(len(legal))])


@pytest.mark.parametrize("vid", ["haimen", "lvsi"])
def test_discards_and_their_refusals_come_from_the_discard_rule(vid):
    refused = 0
    for h in _games(vid):
        if h.phase != "discard":
            continue
        s = h.to_act
        legal = h.legal_actions()
        offered = {a.cards[0].index for a in legal}
        assert offered == {k for k in range(len(ALL_KINDS)) if h.hands[s][k] and h._discard_bar(s, k) is None}
        for k in range(len(ALL_KINDS)):
            if h.hands[s][k] and k not in offered:
                why = h.why_illegal(Action(s, "discard", (ALL_KINDS[k],)))
                assert why is not None and why == h._discard_bar(s, k), (k, why)
                refused += 1
    assert refused > 0


@pytest.mark.parametrize("vid", ["haimen", "lvsi"])
def test_claims_and_their_refusals_come_from_the_claim_rules(vid):
    legal_seen = refused = own = 0
    keys = set()
    for h in _games(vid):
        if h.phase != "claim":
            continue
        s = h.to_act
        legal = h.legal_actions()
        for a in legal:
            assert h._claim_bar(a) is None, a            # every legal claim: no rule bars it
            legal_seen += 1
        for a in _claim_candidates(h, s):
            if a in legal:
                continue
            why = h.why_illegal(a)
            bar = h._claim_bar(a)
            if why is None:     # table rules: a false win may be tried (and is punished)
                assert h.table_rules and a.kind == "hu"
                continue
            if bar is None:     # the rules allow the claim: the cards do not name it
                assert why.key == "long.verb_cards", (a, why)
                continue
            assert why == bar, (a, why, bar)
            keys.add(bar.key)
            refused += 1
        # the claims a seat was offered when the card came are those its rules allow
        if not h.passed:
            for t in range(4):
                allowed = {v for v, bar in (("hu", h._hu_bar(t, h.live)), ("peng", h._peng_bar(t, h.live)),
                                            ("gang", h._gang_bar(t, h.live))) if bar is None}
                if h._chi_seat_bar(t, h.live) is None and h._chi_ways(t, h.live.kind, h.table_rules):
                    allowed.add("chi")
                assert set(h.claims.get(t, ())) == allowed, (t, h.claims, allowed)
        # one's own discard may only be won on
        if h.live.how == Source.DISCARD and not h.folded[h.live.seat]:
            assert h._peng_bar(h.live.seat, h.live).key == "long.own_discard_only_win"
            own += 1
    assert legal_seen and refused and own
    # the rules the games met, each with its own words
    assert {"long.no_win", "long.chi_who", "long.cannot_pass", "long.peng_pair"} <= keys



def test_no_long_card_code_asks_which_variant_it_is():
    # issue 12: a variant is its hand class's data and hooks — no code compares
    # a variant's id (the registration in __init__.py names them)
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "app" / "engine" / "longcard"
    ids = r"""["'](haimen|lvsi)["']"""
    asks = re.compile(r"(vid|variant\.id|variant_id)\s*(==|!=|in\b)|(==|!=|\bin)\s*[(\[{]?\s*" + ids
                      + "|" + ids + r"\s*(==|!=)")
    for path in sorted(root.glob("*.py")):
        if path.name == "__init__.py":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not asks.search(line), f"{path.name}:{n}: {line.strip()}"

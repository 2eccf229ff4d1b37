"""The computer players: always legal, blind to hidden cards, reproducible.

Run on every registered variant (and on the toy game AI_TOY of tests/toy_family.py, so
the plumbing is tested even where a family is still being built).  The hard
level runs with a tiny search budget here; its real budget is measured by
``yezi bench`` and recorded in docs/ai.md, never asserted in a test."""

import pytest

from app.ai import make_player
from app.engine import Rng, all_variants, derive_seed
from app.engine import variants as variants_mod
from tests.toy_family import AI_TOY as TOY

LEVELS = ("easy", "normal", "hard")
TINY = {"hard": {"samples": 2, "candidates": 2, "max_steps": 150}}


def _variants():
    return [v.id for v in all_variants()] + [TOY.id]


@pytest.fixture(autouse=True)
def _toy_registered():
    variants_mod._load_families()
    variants_mod._REGISTRY[TOY.id] = TOY
    from app.ai import common
    common.variant_of.cache_clear()
    common.deck_counts.cache_clear()
    yield
    variants_mod._REGISTRY.pop(TOY.id, None)
    common.variant_of.cache_clear()
    common.deck_counts.cache_clear()


def _variant(vid):
    return variants_mod.find_variant(vid)


def _new_hand(variant, seed):
    settings = variant.settings()
    return variant.engine.new_hand(variant, settings, seed, variant.engine.first_context(variant, settings, seed))


def _player(level):
    return make_player(level, **TINY.get(level, {}))


@pytest.mark.parametrize("vid", _variants())
def test_every_level_plays_whole_hands_legally(vid):
    """All seats of mixed levels play complete hands; every choice is in the
    view's legal list (the engine would refuse it otherwise)."""
    variant = _variant(vid)
    for h in range(2):
        seed = derive_seed(77, h)
        state = _new_hand(variant, seed)
        seats = state.num_seats
        players = [_player(LEVELS[(s + h) % 3]) for s in range(seats)]
        rngs = [Rng(seed + s) for s in range(seats)]
        steps = 0
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            action = players[seat].choose(view, rngs[seat])
            assert action in view.legal, f"{players[seat].level} chose {action} not in {view.legal}"
            state.apply(action)
            steps += 1
            assert steps < 5000
        assert sum(state.result.net) == 0


def _decision_points(variant, seed, count):
    """Views with a real choice, from one hand played by easy players."""
    state = _new_hand(variant, seed)
    player = make_player("easy")
    rng = Rng(seed)
    found = []
    while not state.is_over and len(found) < count * 4:
        view = state.view(state.to_act)
        if len(view.legal) > 1:
            found.append((state.clone(), view))
        state.apply(player.choose(view, rng))
    return found[::4][:count] or found[:count]


@pytest.mark.parametrize("vid", _variants())
@pytest.mark.parametrize("level", LEVELS)
def test_decision_depends_only_on_the_view(vid, level):
    """Two full states that give the seat the same view — the real one and one
    with the hidden cards dealt differently (engine.determinize) — must get the
    same decision from the same seed: the player cannot read hidden cards."""
    variant = _variant(vid)
    points = _decision_points(variant, derive_seed(5, 1), 3)
    assert points, "no decision with a choice found"
    for state, view in points:
        other = variant.engine.determinize(view, Rng(99))
        other_view = other.view(view.seat)
        assert other_view.hand == view.hand
        assert other_view.legal == view.legal
        a = _player(level).choose(view, Rng(1234))
        b = _player(level).choose(other_view, Rng(1234))
        assert a == b


@pytest.mark.parametrize("vid", _variants())
@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_decision(vid, level):
    variant = _variant(vid)
    for state, view in _decision_points(variant, derive_seed(9, 2), 3):
        first = _player(level).choose(view, Rng(42))
        assert all(_player(level).choose(view, Rng(42)) == first for _ in range(2))


def test_hard_with_zero_samples_is_normal():
    variant = _variant(TOY.id)
    for state, view in _decision_points(variant, 3, 4):
        assert make_player("hard", samples=0).choose(view, Rng(7)) == make_player("normal").choose(view, Rng(7))


def test_easy_always_takes_a_win():
    variant = _variant(TOY.id)
    seen = 0
    for seed in range(60):
        state = _new_hand(variant, seed)
        rng = Rng(seed)
        p = make_player("easy", mistake_rate=0.5)
        while not state.is_over:
            view = state.view(state.to_act)
            a = p.choose(view, rng)
            if any(x.kind == "hu" for x in view.legal):
                assert a.kind == "hu"
                seen += 1
            state.apply(a)
    assert seen > 0


def test_longcard_hard_searches_only_claims():
    """Long cards: hard spends its search on 碰/吃/杠-or-pass choices; where no
    claim is offered it plays normal's choice (docs/ai.md, "hard")."""
    variant = _variant("haimen")
    checked = 0
    for state, view in _decision_points(variant, derive_seed(5, 1), 6):
        if any(a.kind in ("peng", "chi", "gang") for a in view.legal):
            continue
        hard = make_player("hard", samples=2)
        assert hard.choose(view, Rng(3)) == make_player("normal").choose(view, Rng(3))
        checked += 1
    assert checked > 0


@pytest.mark.parametrize("search", ["all", "claims"])
def test_longcard_hard_search_modes_are_legal(search):
    variant = _variant("haimen")
    for state, view in _decision_points(variant, derive_seed(6, 1), 4):
        a = make_player("hard", samples=2, search=search).choose(view, Rng(11))
        assert a in view.legal


def _claim_points(variant, seed, count):
    """Views offering a 碰/吃/杠 from one hand played by easy players."""
    state = _new_hand(variant, seed)
    player, rng, found = make_player("easy"), Rng(seed), []
    while not state.is_over and len(found) < count:
        view = state.view(state.to_act)
        if any(a.kind in ("peng", "chi", "gang") for a in view.legal):
            found.append(view)
        state.apply(player.choose(view, rng))
    return found


@pytest.mark.parametrize("options", [{"depth": 1}, {"payout": True}, {"payout": True, "depth": 3, "lead": 10.0}])
def test_longcard_hard_lookahead_options_are_legal_and_repeatable(options):
    """The look-ahead variants measured in docs/ai.md (one or more own choices
    played through, settlement-scored ends) stay legal and deterministic."""
    points = _claim_points(_variant("lvsi"), derive_seed(8, 2), 4)
    assert points, "no claim offered in the hand"
    for view in points:
        first = make_player("hard", samples=3, **options).choose(view, Rng(13))
        assert first in view.legal
        assert make_player("hard", samples=3, **options).choose(view, Rng(13)) == first


# ---------------------------------------------------------------- 熬将

def _optional_win_view():
    # seed 000 §七.5 熬將 "圓牌之後可以不胡": seat 0 is 打滚 and a 素 card that fits is flipped
    from tests.test_long_game import act, solo

    h = solo("4t")
    act(h, "0 discard 9t")
    act(h, "1 flip")
    return h.view(0)


def test_ao_jiang_choices():
    from app.ai.players import ao_pays, optional_win

    view = _optional_win_view()
    win, ao = optional_win(view.legal)
    assert (win.kind, ao.kind) == ("hu", "ao")
    assert make_player("easy").choose(view, Rng(1)) == win          # easy may just always win
    for level in ("normal", "hard"):
        first = make_player(level).choose(view, Rng(5))
        assert first in (win, ao) and make_player(level).choose(view, Rng(5)) == first
    assert make_player("hard", ao_samples=0).choose(view, Rng(5)) == win
    assert make_player("normal", ao_samples=0).choose(view, Rng(5)) == win
    # waiting must beat winning now clearly: by 1.5 standard errors of the paired mean, and by something
    assert ao_pays([6, 5, 7, 6], 1.5) and not ao_pays([0, 0, 0, 0], 1.5)
    assert not ao_pays([12, -11, 0, 1], 1.5) and not ao_pays([5], 1.5)


def test_ao_jiang_benchmark_runs():
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location(
        "ao_jiang", Path(__file__).resolve().parents[1] / "benchmarks" / "ao_jiang.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    points = mod.play("haimen", 3, 0, ["normal", "easy", "easy", "easy"])
    assert all(set(p) >= {"level", "ao", "now", "end"} for p in points)


# ---------------------------------------------------------------- sequential sampling (issue 14 item 4)

def _count_lookaheads(monkeypatch):
    from app.ai import players as P

    calls = [0]
    orig = P.HardPlayer._next_decision

    def counted(self, *a, **k):
        calls[0] += 1
        return orig(self, *a, **k)

    monkeypatch.setattr(P.HardPlayer, "_next_decision", counted)
    return calls


def test_sequential_sampling_spends_at_most_the_fixed_budget(monkeypatch):
    """hard stops sampling once the choice is clear: on claim positions it
    never looks ahead more often than the fixed design (every deal for every
    candidate), stays within 2 × samples look-aheads, and sometimes stops
    well before."""
    calls = _count_lookaheads(monkeypatch)
    points = _claim_points(_variant("haimen"), derive_seed(8, 3), 4)
    assert points
    fewer = 0
    for view in points:
        calls[0] = 0
        seq = make_player("hard", samples=16).choose(view, Rng(5))
        n_seq = calls[0]
        calls[0] = 0
        fixed = make_player("hard", samples=16, sequential=False).choose(view, Rng(5))
        n_fixed = calls[0]
        assert seq in view.legal and fixed in view.legal
        assert n_seq <= n_fixed and n_seq <= 2 * 16
        fewer += n_seq < n_fixed
    assert fewer > 0


def test_sequential_pick_rule():
    """The final rule is the fixed design's: a rival replaces normal's choice
    only when its paired mean gain beats ``margin`` standard errors; the
    largest such gain wins; identical outcomes never replace it."""
    from app.ai.players import HardPlayer, _paired

    assert _paired([1.0, 2.0, 3.0], [1.0, 2.0, 3.0]) == (0.0, 0.0)
    top, a, b = "top", "a", "b"
    outcomes = {top: [0.0] * 8, a: [1.0, 1.2, 0.8, 1.0, 1.1, 0.9, 1.0, 1.0], b: [2.0, -2.0] * 4}
    assert HardPlayer._pick(top, [a, b], outcomes, 1.0) == a     # b's mean is 0
    outcomes[b] = [3.0, 2.9, 3.1, 3.0, 3.0, 3.0, 2.8, 3.2]
    assert HardPlayer._pick(top, [a, b], outcomes, 1.0) == b
    assert HardPlayer._pick(top, [], outcomes, 1.0) == top

def test_long_card_ai_tuning_comes_with_the_variant_not_its_id():
    # issue 12: the look-ahead depth is data of the variant's hand class
    # (lvsi 2, haimen the family's 1); no long-card variant id is named in app/ai
    from pathlib import Path

    from app.ai.players import HardPlayer
    from app.engine import find_variant

    assert find_variant("lvsi").hand_class.LOOKAHEAD_DEPTH == 2
    assert find_variant("haimen").hand_class.LOOKAHEAD_DEPTH == HardPlayer.DEPTH["longcard"] == 1
    import re
    ids = r"""["'](haimen|lvsi)["']"""
    asks = re.compile(r"(vid|variant|variant_id)\s*(==|!=|in\b)\s*[(\[{]?\s*" + ids + "|" + ids + r"\s*(==|!=)|"
                      + r"\{\s*" + ids + r"\s*:")                # a comparison, or a table keyed by a long-card id
    for path in (Path(__file__).resolve().parents[1] / "app" / "ai").glob("*.py"):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not asks.search(line), f"{path.name}:{n}: {line.strip()}"

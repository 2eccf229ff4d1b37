"""The family-independent core (issue 12): chance steps and arranged deals that
save, replay and verify like dealt games; verbs; importing the engine touches
no interpreter state; the typed modules pass ``mypy --strict``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.engine import CHANCE, Chance, Deal, Match, Rng, Verb, find_variant, first_reason
from app.engine.errors import CardError
from app.engine.messages import Reason
from app.records.record import Record

ROOT = Path(__file__).resolve().parent.parent
ALL = ("haimen", "lvsi", "waihuzi", "yiyang", "qidong")

# ``mypy --strict`` over the whole engine (issue 12 item 3): the core and both families.
STRICT = ("app/engine",)


def _seeded_deck(variant, hand):
    """The deck of a seeded hand in dealing order, worked out from its seed
    the way the family shuffles (long cards keep it as the history's deal step)."""
    if variant.family == "longcard":
        return hand.history[0].cards
    from app.engine.zipai.cards import ALL_KINDS
    kinds = [k for k in range(20) for _ in range(4)]
    Rng(hand.seed).shuffle(kinds)
    return tuple(ALL_KINDS[k] for k in reversed(kinds))   # 字牌 deals from the end


def _play_out(match, seed: int) -> None:
    rng = Rng(seed)
    while not match.current.is_over:
        state = match.current
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("vid", ALL)
def test_an_arranged_deck_deals_what_the_seed_dealt(vid):
    variant = find_variant(vid)
    dealt = Match(variant, None, seed=11)
    deck = _seeded_deck(variant, dealt.current)
    arranged = variant.engine.new_hand(variant, variant.settings(), 99, dealt.contexts[0], Deal(deck=deck))
    assert arranged.view(None).players == dealt.current.view(None).players
    assert arranged.legal_actions() == dealt.current.legal_actions()
    assert arranged.deal == Deal(deck=deck)
    assert dealt.current.deal is None


@pytest.mark.parametrize("vid", ALL)
def test_an_arranged_hand_saves_replays_and_verifies(vid):
    variant = find_variant(vid)
    deck = _seeded_deck(variant, Match(variant, None, seed=3).current)
    match = Match(variant, None, seed=8, deal=Deal(deck=deck))
    _play_out(match, 5)
    text = Record.from_match(match).to_json()
    assert '"deal"' in text
    again = Record.from_json(text)
    assert [c.ok for c in again.verify()] == [True]
    rebuilt = again.rebuild()
    assert rebuilt.current.log == match.current.log and rebuilt.current.result == match.current.result
    assert again.deal(0).deal == Deal(deck=deck)


def test_a_seeded_record_stores_no_deal_and_old_records_load():
    variant = find_variant("lvsi")
    match = Match(variant, None, seed=4)
    _play_out(match, 2)
    text = Record.from_match(match).to_json()
    assert '"deal"' not in text      # seed-only records are written as before
    assert [c.ok for c in Record.from_json(text).verify()] == [True]


def test_a_record_whose_deal_is_not_the_deck_is_refused_in_one_line():
    variant = find_variant("haimen")
    deck = _seeded_deck(variant, Match(variant, None, seed=3).current)
    match = Match(variant, None, seed=8, deal=Deal(deck=deck))
    data = json.loads(Record.from_match(match).to_json())
    codes = data["hands"][0]["deal"]["deck"].split()
    data["hands"][0]["deal"]["deck"] = " ".join(codes[:-1] + [codes[0]])
    with pytest.raises(Exception) as err:
        Record.from_dict(data).verify()
    assert "deck" in str(err.value) and "\n" not in str(err.value)
    data["hands"][0]["deal"] = {"deck": 5}
    with pytest.raises(Exception) as err:
        Record.from_dict(data).verify()
    assert "deal" in str(err.value)


@pytest.mark.parametrize("vid", ["haimen", "lvsi"])
def test_long_hands_and_stock_deal_like_the_deck(vid):
    variant = find_variant(vid)
    hand = Match(variant, None, seed=21).current
    dealer = hand.dealer
    deck = hand.history[0].cards
    hands = [[] for _ in range(4)]
    for i in range(26 + 25 * 3):
        hands[(dealer + i) % 4].append(deck[i])
    deal = Deal(hands=tuple(tuple(h) for h in hands), stock=deck[26 + 75:])
    again = variant.engine.new_hand(variant, variant.settings(), 0, {"dealer": dealer}, deal)
    assert again.history[0] == hand.history[0]
    short = Deal(hands=(deck[:25],) + tuple(tuple(h) for h in hands[1:]), stock=deck[101:])
    with pytest.raises(CardError, match="must be dealt"):
        variant.engine.new_hand(variant, variant.settings(), 0, {"dealer": 0}, short)


@pytest.mark.parametrize("vid", ["haimen", "lvsi"])
def test_long_history_has_the_deal_and_every_flip_as_chance_steps(vid):
    variant = find_variant(vid)
    match = Match(variant, None, seed=6)
    _play_out(match, 9)
    state = match.current
    history = state.history
    assert isinstance(history[0], Chance) and history[0].kind == "deal" and history[0].seat == CHANCE
    actions = [s for s in history if not isinstance(s, Chance)]
    assert tuple(actions) == state.log
    flips = [s for s in history if isinstance(s, Chance) and s.kind == "flip"]
    assert len(flips) == sum(a.kind == "flip" for a in state.log)
    for before, step in zip(history, history[1:]):
        if isinstance(step, Chance) and step.kind == "flip":
            assert before.kind == Verb.FLIP and step.to == before.seat
    # what a seat sees carries no deal and no seed, and is no engine object
    known = state.view(0).extra["known"]
    assert not hasattr(known, "seed") and not hasattr(known, "deal") and not isinstance(known, type(state))


def test_deal_json_round_trip_and_bad_shapes():
    engine = find_variant("haimen").engine
    deck = tuple(engine.deck({}))
    assert Deal.from_json(Deal(deck=deck).to_json(), engine) == Deal(deck=deck)
    hands = Deal(hands=(deck[:2], deck[2:4]), stock=deck[4:6])
    assert Deal.from_json(hands.to_json(), engine) == hands
    for bad in ([], {"deck": "1w", "hands": ["1w"]}, {"dek": ""}, {"hands": "x"}, {"deck": "zz"}):
        with pytest.raises(CardError):
            Deal.from_json(bad, engine)
    with pytest.raises(CardError):
        Deal()


def test_verbs_keep_their_text():
    assert Verb.PENG == "peng" and f"{Verb.PENG}" == "peng" and json.dumps(Verb.HU) == '"hu"'
    engine = find_variant("lvsi").engine
    action = engine.parse_action("2 peng")
    assert action.kind is Verb.PENG and action.text() == "2 peng"


def test_first_reason_runs_the_rules_in_order():
    calls = []

    def allow():
        calls.append("allow")
        return None

    def refuse():
        calls.append("refuse")
        return Reason("hand_over")

    assert first_reason([allow, refuse, allow]) == Reason("hand_over") and calls == ["allow", "refuse"]
    assert first_reason([allow]) is None


def test_importing_the_engine_loads_no_ctypes_and_touches_no_interpreter_state():
    code = ("import sys, app.engine, app.engine.longcard, app.engine.zipai, app.records, app.ai; "
            "print('ctypes' in sys.modules, hasattr(sys, '_yezi_immortal'))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_mypy_strict_on_the_typed_engine_modules():
    pytest.importorskip("mypy")
    out = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent",
                          "--no-incremental", *STRICT], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


@pytest.mark.parametrize("vid", ["haimen", "lvsi"])
def test_long_clone_copies_every_field_and_shares_no_container(vid):
    variant = find_variant(vid)
    for seed in range(3):
        match = Match(variant, None, seed=seed)
        rng = Rng(seed)
        state = match.current
        while not state.is_over:
            sampled = variant.hand_class.from_knowledge(variant, state.view(1).extra["known"])
            for original in (state, sampled):
                copy = original.clone()
                assert type(copy) is type(original) is variant.hand_class
                assert copy.__dict__.keys() == original.__dict__.keys()
                for key, value in original.__dict__.items():
                    assert copy.__dict__[key] == value, key
                    if isinstance(value, (list, dict, set)) and value:
                        assert copy.__dict__[key] is not value, key
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("vid", ["lvsi", "qidong"])
def test_an_arranged_first_hand_keeps_its_deal_once_finished(vid):
    variant = find_variant(vid)
    deck = _seeded_deck(variant, Match(variant, None, seed=3).current)
    match = Match(variant, None, seed=8, deal=Deal(deck=deck))
    _play_out(match, 5)
    match.next_hand()                      # hand 1 is now kept as a FinishedHand
    _play_out(match, 6)
    assert match.hands[0].deal == Deal(deck=deck) and match.hands[1].deal is None
    assert match.hands[0].state().log == match.hands[0].log
    record = Record.from_json(Record.from_match(match).to_json())
    assert record.hands[0].deal is not None and record.hands[1].deal is None
    assert [c.ok for c in record.verify()] == [True, True]

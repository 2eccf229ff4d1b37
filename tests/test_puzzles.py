"""Puzzles (issue 15 item 3): every shipped puzzle loads, replays through the
engine, its answer is legal and accepted; a wrong answer is explained; the
answer comes from the seat's view alone; ``yezi puzzles``."""

from __future__ import annotations

import pytest

from app.ai.players import HardPlayer
from app.ai.puzzles import CLEAR, FAMILIES, GRADES, Puzzle, candidate, load_puzzles
from app.ai.review import action_words
from app.cli import main
from app.engine import Rng

ALL = load_puzzles()


def test_at_least_100_puzzles_per_family_in_every_grade():
    for fam in FAMILIES:
        mine = [p for p in ALL if p.family == fam]
        assert len(mine) >= 100, fam
        assert {p.grade for p in mine} == set(GRADES), fam
        assert len({p.id for p in mine}) == len(mine)
        assert {p.variant for p in mine} == set(FAMILIES[fam])


def test_every_puzzle_replays_and_the_engine_accepts_its_answer():
    for p in ALL:
        st = p.state()
        view = st.view(p.seat)
        answer = p.action(p.answer)
        assert answer in view.legal and p.action(p.second) in view.legal, p.id
        assert {t for t, _, _ in p.values} == {a.text() for a in view.legal}, p.id
        assert p.margin >= CLEAR[p.family], p.id
        st.apply(answer)            # the engine takes it
        assert p.check(answer).exact


def test_a_wrong_answer_is_explained_in_each_language():
    p = next(p for p in ALL if p.family == "longcard" and p.grade == "medium")
    view = p.view()
    wrong = next(a for a in view.legal if a.text() == p.second)
    for lang in ("zh", "zh_TW", "en"):
        v = p.check(wrong, lang, view)
        assert not v.exact and not v.correct and v.cost >= CLEAR["longcard"]
        assert action_words(p.action(p.answer), p.variant).text(lang) in v.text
        assert "{" not in v.text and "None" not in v.text
    assert p.check(p.answer, "en", view).text.startswith("Right: ")


def test_the_position_holds_only_what_the_seat_knows():
    """The answer is worked out from the view; states that differ only in the
    cards the seat cannot see give the same view, hence the same puzzle."""
    for p in ALL[::25]:
        st = p.state()
        other = st.resample_hidden(p.seat, Rng(3))
        assert other.view(p.seat) == st.view(p.seat), p.id


def test_the_answer_stays_best_over_new_samples_of_the_hidden_cards():
    """Re-assessed with deals the generator never used, the answer is still hard's best."""
    hp = HardPlayer()
    picks = [p for p in ALL if any(s for _, _, s in p.values)][:2] + \
            [p for p in ALL if not any(s for _, _, s in p.values)][:2]
    for p in picks:
        a = hp.assess(p.view(), Rng(987654321), samples=16)
        assert a[0].action.text() == p.answer, p.id


def test_candidate_refuses_a_position_with_a_win():
    p = ALL[0]
    view = p.view()
    from dataclasses import replace

    from app.engine import Action

    win = Action(p.seat, "hu")
    assert candidate(replace(view, legal=view.legal + (win,)), HardPlayer(), 1) is None


def test_cli(capsys):
    assert main(["puzzles", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "long cards:" in out and "puzzles" in out
    p = ALL[0]
    assert main(["puzzles", "--show", p.id]) == 0
    out = capsys.readouterr().out
    assert "你会怎么做" in out and "1." in out
    view = p.view()
    k = [a.text() for a in view.legal].index(p.answer) + 1
    assert main(["puzzles", "--show", p.id, "--answer", str(k), "--lang", "en"]) == 0
    assert capsys.readouterr().out.startswith("Right: ")


@pytest.mark.parametrize("argv", [["--show", "nope"], ["--show", ALL[0].id, "--answer", "99"], ["--answer", "1"]])
def test_cli_bad_input_is_one_line(capsys, argv):
    assert main(["puzzles", *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err


def test_a_puzzle_file_that_cannot_be_read_says_so():
    with pytest.raises(Exception) as exc:
        Puzzle.from_json({"id": "x"})
    assert "cannot be read" in str(exc.value)

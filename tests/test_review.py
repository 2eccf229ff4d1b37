"""Hand review (issue 15 item 1): hard's assessment from a seat's view only,
the chosen-vs-best cost, reasons in three languages, and ``yezi review``."""

from __future__ import annotations

import json
import re

import pytest

from app.ai import make_player
from app.ai.players import HardPlayer
from app.ai.review import (COSTLY, GOOD_MARGIN, Say, WORDS, action_words, facts_of, review_decision,
                           review_hand)
from app.cli import main
from app.engine import Match, Rng, derive_seed, find_variant
from app.records import Record, save_record

SEATS = {"haimen": ["easy", "normal", "normal", "normal"], "waihuzi": ["easy", "normal", "normal"]}


def _played(vid: str, seed: int, levels=None):
    """(start state, finished state) of one hand played by computer levels."""
    v = find_variant(vid)
    m = Match(v, None, seed)
    start = m.current.clone()
    st = m.current
    players = [make_player(lv) if lv != "hard" else make_player("hard", samples=4)
               for lv in (levels or SEATS[vid])]
    rng = Rng(seed)
    while not st.is_over:
        s = st.to_act
        st.apply(players[s].choose(st.view(s), rng))
    return m, start, st


def _points(st_start, actions, limit=12):
    """Decision points (state before, action) with a real choice."""
    st = st_start.clone()
    out = []
    for a in actions:
        if len(st.legal_actions()) > 1:
            out.append((st.clone(), a))
        st.apply(a)
    return out[:limit]


@pytest.mark.parametrize("vid,seed", [("waihuzi", 3), ("haimen", 8)])
def test_assess_picks_what_hard_plays(vid, seed):
    """Oracle: with the same random stream, assess's best is choose's action."""
    _, start, end = _played(vid, seed)
    hp = HardPlayer(samples=4)
    for st, _ in _points(start, end.log):
        view = st.view(st.to_act)
        a = hp.assess(view, Rng(77))
        assert [x.action for x in a if x.best] == [hp.choose(view, Rng(77))]
        assert {x.action for x in a} == set(view.legal)


@pytest.mark.parametrize("vid,seed", [("waihuzi", 4), ("haimen", 9)])
def test_assessment_reads_the_view_only(vid, seed):
    """Two states that differ only in cards the seat cannot see give the same
    assessment: the review never looks at another hand or the stock."""
    _, start, end = _played(vid, seed)
    hp = HardPlayer(samples=3)
    seen = 0
    for st, _ in _points(start, end.log, 8):
        seat = st.to_act
        other = st.resample_hidden(seat, Rng(derive_seed(seed, seen)))
        a1 = hp.assess(st.view(seat), Rng(5))
        a2 = hp.assess(other.view(seat), Rng(5))
        assert a1 == a2
        seen += 1
    assert seen


def test_review_hand_judges_each_decision_of_the_seat():
    m, start, end = _played("waihuzi", 5)
    r = review_hand(start.clone(), list(end.log), 0, seed=5, samples=4)
    mine = [i for i, a in enumerate(end.log) if a.seat == 0]
    assert r.decisions and {d.step - 1 for d in r.decisions} <= set(mine)
    for d in r.decisions:
        assert d.chosen == end.log[d.step - 1] and d.seat == 0
        assert d.cost >= 0
        assert d.good == (d.cost <= GOOD_MARGIN["zipai"])
        assert d.costly == (d.cost >= COSTLY["zipai"])
        assert (d.reason is None) == d.good
        assert d.chosen in [c.action for c in d.choices] and d.best in [c.action for c in d.choices]
    s = r.score
    assert s.decisions == len(r.decisions) and 0 <= s.share <= 1
    assert s.good == sum(d.good for d in r.decisions)


def test_an_easy_mistake_is_costly_and_explained_from_the_facts():
    """A hand of easy (one decision in five random) has costly decisions; each
    reason names the two choices and is built from their resting positions."""
    found = 0
    for seed in range(20, 40):
        _, start, end = _played("haimen", seed)
        r = review_hand(start.clone(), list(end.log), 0, seed=seed, samples=4)
        for d in r.decisions:
            if not d.costly or d.reason is None:
                continue
            found += 1
            for lang in ("zh", "zh_TW", "en"):
                text = d.reason.text(lang)
                assert text and "{" not in text and "Action(" not in text and "None" not in text
                assert action_words(d.best, "haimen").text(lang) in text
            if d.reason.key == "pair" and d.chosen.kind == "discard" and d.best.kind == "discard":
                st = start.clone()
                for a in end.log[:d.step - 1]:
                    st.apply(a)
                view = st.view(0)
                fb = facts_of(view, d.best, Rng(1))
                fc = facts_of(view, d.chosen, Rng(1))
                assert (fb.outs, -fb.distance, fb.hu) > (fc.outs, -fc.distance, fc.hu) or fb.waits
        if found >= 3:
            break
    assert found >= 3


def test_words_exist_in_three_languages():
    for key, row in WORDS.items():
        assert len(row) == 3 and all(row), key
    # a ready-hand sentence in each language
    from app.engine import find_variant as fv

    card = fv("haimen").engine.parse_card("9s")
    act = Say("act.discard", card=card)
    s = Say("pair", a=Say("half.outs", act=act, after="", n=3),
            b=Say("half.dist.long", act=Say("act.discard", card=fv("haimen").engine.parse_card("7w")),
                  after="", n=2))
    assert s.text("zh") == "打九索听三张；打七万离圆还差两张"
    assert s.text("zh_TW") == "打九索聽三張；打七萬離圓還差兩張"
    assert s.text("en") == "discarding 九索 (9s) leaves 3 winning cards; discarding 七万 (7w) leaves the hand 2 cards short of 圆"


def test_review_decision_refuses_an_illegal_choice():
    _, start, end = _played("waihuzi", 6)
    st, a = _points(start, end.log, 1)[0]
    view = st.view(st.to_act)
    other = next(x for x in end.log if x.seat != a.seat)
    with pytest.raises(ValueError):
        review_decision(view, other, Rng(1), samples=2)


@pytest.fixture
def record_file(tmp_path):
    m, _, _ = _played("waihuzi", 7)
    path = tmp_path / "w.json"
    save_record(path, Record.from_match(m, seats=[{"type": "human"}, {"type": "computer", "level": "normal"}, {"type": "computer", "level": "normal"}]))
    return path


def test_cli_json_one_object_per_decision(record_file, capsys):
    assert main(["review", str(record_file), "--json", "--samples", "3"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    decisions, summary = lines[:-1], lines[-1]
    assert decisions and summary["decisions"] == len(decisions)
    for d in decisions:
        assert {"step", "chosen", "best", "cost", "reason"} <= set(d)
        assert d["seat"] == 1 and d["chosen"].startswith("0 ")
        assert (d["reason"] is None) == d["good"]


def test_cli_text_in_english(record_file, capsys):
    assert main(["review", str(record_file), "--lang", "en", "--seat", "2", "--samples", "3"]) == 0
    out = capsys.readouterr().out
    assert "seat 2" in out and "score:" in out
    assert not re.search(r"[\u4e00-\u9fff]{4,}", out.split("\n")[0])


@pytest.mark.parametrize("argv", [["--seat", "9"], ["--hand", "5"], ["--lang", "fr"]])
def test_cli_bad_input_is_one_line(record_file, capsys, argv):
    assert main(["review", str(record_file), *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize("vid", ["haimen", "waihuzi", "qidong"])
def test_a_hints_reason_is_a_fact_of_its_move_in_every_language(vid):
    """``hint_reason``: nothing for a win or 买庄; for a discard where it leaves the hand; for a
    claim the move's facts first, beside the other choice only where they favour the move."""
    from app.ai import make_player
    from app.ai.review import Say, action_words, hint_reason
    from app.engine import Match, Rng, find_variant

    normal = make_player("normal")
    said = {"discard": 0, "claim": 0}
    for seed in range(4):
        st = Match(find_variant(vid), None, seed=seed).current
        rng = Rng(seed)
        while not st.is_over:
            legal = st.legal_actions()
            if len(legal) > 1:
                view = st.view(st.to_act)
                move = normal.choose(view, Rng(1))
                why = hint_reason(view, move, Rng(2))
                if move.kind in ("hu", "win") or any(a.kind == "buy" for a in legal):
                    assert why is None
                elif why is not None:
                    assert isinstance(why, Say)
                    texts = [why.text(lang) for lang in ("zh_CN", "zh_TW", "en")]
                    assert all(t and "{" not in t for t in texts), texts
                    assert texts[0].startswith(action_words(move, vid).text("zh_CN")), texts[0]
                    said["discard" if move.kind == "discard" else "claim"] += 1
                else:
                    assert move.kind != "discard"     # a discard always has its fact
            st.apply(rng.choice(legal))
    assert said["discard"] > 10 and said["claim"] > 0, said

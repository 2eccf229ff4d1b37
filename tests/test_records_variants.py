"""Every registered variant: a match played by computer players is recorded,
written, read back and replayed exactly (deal, every action, every result)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from app.ai import make_player
from app.engine import Rng, all_variants
from app.records import Autosaver, Record, load_record
from app.records.record import RecordMatch
from tests.test_records import (  # (module level: it defines @given tests)
    _damage_at, _paths, loads_or_says_one_line)

VARIANTS = [v.id for v in all_variants()]


def play_match(variant, seed: int, hands: int, extra_actions: int = 5, saver: Autosaver | None = None):
    """``hands`` finished hands and a few actions of the next, saving as it goes."""
    match = RecordMatch(variant, seed=seed)
    players = [make_player("simple") for _ in range(len(match.totals))]
    rngs = [Rng(seed * 7 + i) for i in range(len(match.totals))]
    for k in range(hands + 1):
        if k:
            match.next_hand()
        n = 0
        while not match.current.is_over and (k < hands or n < extra_actions):
            seat = match.current.to_act
            match.current.apply(players[seat].choose(match.current.view(seat), rngs[seat]))
            n += 1
            if saver is not None and n % 7 == 0:
                saver.save(match, seats=["human"] + ["simple"] * (len(match.totals) - 1))
    return match


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_round_trip_every_variant(variant_id, tmp_path):
    from app.engine import find_variant

    variant = find_variant(variant_id)
    saver = Autosaver(tmp_path / "autosave")
    match = play_match(variant, seed=len(variant_id) * 1000 + 7, hands=2, saver=saver)
    saver.save(match)
    record = load_record(saver.path)
    assert record.variant_id == variant_id and len(record.hands) == 3
    rebuilt = record.rebuild()
    assert [h.log for h in rebuilt.hands] == [h.log for h in match.hands]
    assert [h.result for h in rebuilt.hands] == [h.result for h in match.hands]
    assert rebuilt.totals == match.totals
    assert rebuilt.current.to_act == match.current.to_act
    assert all(c.ok for c in record.verify())
    # JSON text round trip is stable
    again = Record.from_json(record.to_json())
    assert again.to_json() == record.to_json()
    # one-hand records (what selfplay --save-dir writes) replay on their own
    for k in range(2):
        one = Record.from_json(record.single_hand(k).to_json())
        m = one.rebuild()
        assert m.current.log == match.hands[k].log and m.current.result == match.hands[k].result
    # the resumed match plays on exactly like the original
    seat = match.current.to_act
    if seat is not None:
        action = match.current.legal_actions()[0]
        match.current.apply(action)
        rebuilt.current.apply(action)
        # (``extra`` may hold engine objects without equality)
        assert replace(rebuilt.current.view(None), extra={}) == replace(match.current.view(None), extra={})


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_timeline_steps_match_the_game(variant_id):
    from app.engine import find_variant

    variant = find_variant(variant_id)
    match = play_match(variant, seed=99, hands=1, extra_actions=0)
    record = Record.from_match(match)
    tl = record.timeline(0)
    assert tl.steps == len(match.hands[0].log)
    for step in sorted({0, 1, tl.steps // 2, tl.steps - 1, tl.steps}):
        state = tl.state_at(step)
        assert state.log == match.hands[0].log[:step]
    assert tl.state_at(tl.steps).result == match.hands[0].result


def test_records_replay_in_another_process_with_another_hash_seed(tmp_path):
    """A record made in one process replays in another whose string hashing
    differs (set and dict order of text keys), for every variant."""
    import os
    import subprocess
    import sys

    from tests.conftest import ROOT

    make = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from tests.test_records_variants import play_match;"
        "from app.engine import all_variants; from app.records import Record, save_record;"
        "[save_record(f'{sys.argv[2]}/{v.id}.json', Record.from_match(play_match(v, seed=31, hands=2)))"
        " for v in all_variants()]"
    )
    env = dict(os.environ, PYTHONHASHSEED="1")
    subprocess.run([sys.executable, "-c", make, str(ROOT), str(tmp_path)], env=env, check=True, cwd=ROOT)
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == len(VARIANTS)
    check = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from app.records import load_record;"
        "bad = [p for p in sys.argv[2:] if not all(c.ok for c in load_record(p).verify())];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    env["PYTHONHASHSEED"] = "2"
    out = subprocess.run([sys.executable, "-c", check, str(ROOT), *map(str, files)], env=env, cwd=ROOT,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def _saved_actions(folder) -> int:
    """How many actions the journal in ``folder`` holds now (0 if none yet).
    The file is read directly: ``unfinished()`` rightly skips a game another
    running copy holds the lock of."""
    from app.engine import YeziError

    for path in folder.glob("*.jsonl") if folder.exists() else ():
        try:
            return load_record(path).num_actions
        except (YeziError, OSError):      # being renamed into place: look again
            return 0
    return 0


def test_autosave_survives_sigkill_at_random_moments(tmp_path):
    """A real game autosaving after every action is killed (SIGKILL) at a few
    random moments; each time the autosave loads and replays, and the next run
    resumes it and plays on."""
    import random
    import subprocess
    import sys
    import time

    from tests.conftest import ROOT

    script = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from app.ai import make_player; from app.engine import Rng, find_variant, Match;"
        "from app.records import Autosaver;"
        "saver = Autosaver(sys.argv[2], keep_stats=False);"
        "match = saver.resume() if saver.unfinished() else Match(find_variant(sys.argv[3]), seed=5);"
        "p = make_player('simple'); rng = Rng(len(match.current.log) + 1); print('go', flush=True)\n"
        "while True:\n"
        "    if match.current.is_over: match.next_hand()\n"
        "    seat = match.current.to_act\n"
        "    match.current.apply(p.choose(match.current.view(seat), rng))\n"
        "    saver.save(match)\n"
    )
    seen = []
    for variant_id, delay in (("haimen", 0.3), ("waihuzi", 0.45), ("haimen", 0.6)):
        folder = tmp_path / variant_id
        proc = subprocess.Popen([sys.executable, "-c", script, str(ROOT), str(folder), variant_id],
                                stdout=subprocess.PIPE, cwd=ROOT)
        try:
            proc.stdout.readline()
            # kill once the game has gone some way past where it started (a moment in
            # the game's progress, so a loaded machine kills as late as a quiet one)
            target = (seen[0] if variant_id == "haimen" and seen else 0) + int(delay * 40) + random.randint(0, 5)
            deadline = time.monotonic() + 60
            while _saved_actions(folder) < target:
                assert time.monotonic() < deadline, "the game saved nothing for a minute"
                time.sleep(0.005)
            time.sleep(random.random() * 0.005)
        finally:                     # a failing test never leaves the game playing on
            proc.kill()
            proc.wait()
        path = Autosaver(folder, keep_stats=False).unfinished()
        assert path is not None
        record = load_record(path)
        record.rebuild()
        seen.append(record.num_actions)
        assert record.variant_id == variant_id
    assert seen[2] > seen[0]  # the third run resumed the first haimen game and played on


@settings(max_examples=15, deadline=None)
@given(variant_id=st.sampled_from(VARIANTS or ["none"]), seed=st.integers(0, 2**62),
       stop=st.integers(0, 60))
def test_property_any_moment_round_trips(variant_id, seed, stop):
    """Stopped at any moment of a hand, a record rebuilds the same state."""
    from app.engine import find_variant

    if variant_id == "none":
        return
    variant = find_variant(variant_id)
    match = RecordMatch(variant, seed=seed)
    player = make_player("simple")
    rng = Rng(seed)
    for _ in range(stop):
        if match.current.is_over:
            break
        match.current.apply(player.choose(match.current.view(match.current.to_act), rng))
    rebuilt = Record.from_json(Record.from_match(match).to_json()).rebuild()
    assert rebuilt.current.log == match.current.log
    assert rebuilt.current.to_act == match.current.to_act
    assert rebuilt.current.legal_actions() == match.current.legal_actions()
    assert replace(rebuilt.current.view(None), extra={}) == replace(match.current.view(None), extra={})


@settings(max_examples=int(__import__("os").environ.get("YEZI_FUZZ", "30")), deadline=None)
@given(data=st.data())
def test_fuzzed_real_records_fail_with_one_line_or_load(data, tmp_path_factory):
    """Any field of a real one-hand record (its context is trusted input then)
    replaced or removed: it replays, or gives one RecordError line."""
    import json

    from app.engine import find_variant

    variant_id = data.draw(st.sampled_from(VARIANTS))
    match = play_match(find_variant(variant_id), seed=3, hands=1, extra_actions=4)
    good = json.loads(Record.from_current_hand(match).to_json())
    paths = [p for p in _paths(good) if p]
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths))
        try:
            _damage_at(data, good, path, replace=data.draw(st.booleans()))
        except (KeyError, IndexError, TypeError):
            pass  # an earlier change removed that place
    target = tmp_path_factory.mktemp("fuzz") / "r.json"
    target.write_text(json.dumps(good))
    loads_or_says_one_line(target)

"""The autosave journal (docs/records.md, "The journal"): append-only, written
off the table's thread, crash-safe (SIGKILL at random moments), old whole-file
saves still resumed, take-backs kept, failures said and retried."""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from app.engine import Match, RecordError, find_variant
from app.records import Autosaver, Record, journal, load_record, save_record
from tests.conftest import ROOT

VARIANT = "waihuzi"


def policy(state, hand: int):
    """A fixed choice from the position alone, so a game resumed anywhere plays on the same way."""
    legal = state.legal_actions()
    return legal[(len(state.log) * 31 + hand * 17) % len(legal)]


def play_saving(saver, match, hands: int, seats=None, after=None):
    for k in range(hands):
        if k or match.current.is_over:
            if match.current.is_over:
                match.next_hand()
                saver.save(match, seats)
        while not match.current.is_over:
            match.current.apply(policy(match.current, len(match.hands) - 1))
            saver.save(match, seats)
            if after:
                after()
    return match


def actions_of(record) -> list[str]:
    return [a for h in record.hands for a in h.actions]


def same_game(loaded: Record, match: Match, seats) -> None:
    fresh = Record.from_match(match, seats)
    strip = lambda r: [dict(h.to_dict(), actions=[a["action"] for a in h.to_dict()["actions"]])  # noqa: E731
                       for h in r.hands]
    assert strip(loaded) == strip(fresh)
    assert loaded.totals == fresh.totals and loaded.context == fresh.context
    assert loaded.seats == fresh.seats and loaded.start_totals == fresh.start_totals


SEATS = ["human", "simple", "simple"]


def test_each_save_appends_and_finished_hands_are_never_written_again(tmp_path):
    saver = Autosaver(tmp_path / "autosave", keep_stats=False)
    match = Match(find_variant(VARIANT), seed=11)
    sizes, before = [], [b""]

    def check():
        data = saver.path.read_bytes()
        assert data.startswith(before[0])          # what was saved is never rewritten
        sizes.append(len(data) - len(before[0]))
        before[0] = data

    play_saving(saver, match, 3, SEATS, after=check)
    assert saver.path.name.endswith(".jsonl") and before[0].startswith(journal.PREFIX.encode())
    assert sorted(sizes)[len(sizes) * 9 // 10] < 120   # one action's line …
    assert max(sizes) < 4000                           # … or a hand's result, its breakdown and sentences
    same_game(load_record(saver.path), match, SEATS)
    rebuilt = load_record(saver.path).rebuild()
    assert rebuilt.totals == match.totals and rebuilt.current.log == match.current.log


def test_a_save_at_hand_30_costs_the_table_only_the_new_action(tmp_path, monkeypatch):
    saver = Autosaver(tmp_path / "autosave", keep_stats=False)
    match = play_saving(saver, Match(find_variant(VARIANT), seed=2), 30, SEATS)
    match.next_hand()
    saver.save(match, SEATS)

    def no_whole_record(*a, **k):
        raise AssertionError("the whole match was rebuilt for one save")

    monkeypatch.setattr(Record, "from_match", no_whole_record)
    monkeypatch.setattr(journal, "_replace", no_whole_record)
    for _ in range(5):
        match.current.apply(policy(match.current, 30))
        saver.save(match, SEATS)
    saver.flush()
    monkeypatch.undo()
    assert actions_of(load_record(saver.path)) == [a for h in match.hands for a in
                                                   (h.action_texts() if hasattr(h, "action_texts")
                                                    else [x.text() for x in h.log])]


def test_takebacks_and_seat_changes_are_journaled(tmp_path):
    saver = Autosaver(tmp_path / "autosave", keep_stats=False)
    match = Match(find_variant(VARIANT), seed=5)
    for _ in range(8):
        match.current.apply(policy(match.current, 0))
        saver.save(match, SEATS)
    match.take_back(5)
    saver.save(match, SEATS)
    for _ in range(4):
        match.current.apply(match.current.legal_actions()[0])   # another line of play
        saver.save(match, SEATS)
    match.take_back(7)                                           # keeps two of the new line
    match.current.apply(match.current.legal_actions()[-1])
    match.take_back(6)                                           # two take-backs between saves
    match.current.apply(match.current.legal_actions()[-1])
    seats = ["human", "easy", "simple"]
    saver.save(match, seats)
    loaded = load_record(saver.path)
    assert loaded.hands[0].takebacks == [5, 7, 6] == match.takebacks[0]
    same_game(loaded, match, seats)
    again = Autosaver(tmp_path / "autosave", keep_stats=False)
    resumed = again.resume(again.unfinished_record())
    assert resumed.takebacks == {0: [5, 7, 6]} and resumed.current.log == match.current.log


def test_an_old_whole_file_save_is_resumed_into_a_journal_and_filed(tmp_path):
    folder = tmp_path / "autosave"
    match = Match(find_variant(VARIANT), seed=8)
    play_saving(Autosaver(tmp_path / "scratch", keep_stats=False), match, 2, SEATS)
    match.next_hand()
    old = Record.from_match(match, SEATS)
    save_record(folder / f"{old.id}.json", old)                 # what Yezi 0.2 wrote
    saver = Autosaver(folder, tmp_path / "games", keep_stats=False)
    found = saver.unfinished_record()
    assert found is not None and found.path.name == f"{old.id}.json"
    resumed = saver.resume(found)
    resumed.current.apply(policy(resumed.current, 2))
    saver.save(resumed)
    journal_path = saver.path
    assert journal_path.name == f"{old.id}.jsonl" and not (folder / f"{old.id}.json").exists()
    assert load_record(journal_path).hands[:2] == old.hands[:2]   # times and all, as they were
    done = saver.finish()                                         # compacted into one whole record
    kept = load_record(done)
    assert kept.finished and not journal_path.exists() and kept.id == old.id
    assert json.loads(done.read_text())["format"] == "yezi-record"
    assert actions_of(kept) == actions_of(old) + [resumed.current.log[-1].text()]
    assert [p.name for p in folder.iterdir() if not p.name.endswith(".lock")] == []


def test_a_journal_cut_at_any_byte_loads_a_prefix_or_says_it_is_damaged(tmp_path):
    saver = Autosaver(tmp_path / "autosave", keep_stats=False)
    match = Match(find_variant(VARIANT), seed=3)
    play_saving(saver, match, 1, SEATS)
    match.next_hand()
    saver.save(match, SEATS)
    for _ in range(3):
        match.current.apply(policy(match.current, 1))
        saver.save(match, SEATS)
    data = saver.path.read_bytes()
    full = actions_of(load_record(saver.path))
    header = data.index(b"\n") + 1
    ends = [i + 1 for i, b in enumerate(data) if b == 10]
    cuts = sorted(set(ends) | {e + d for e in ends for d in (-2, -1, 1, 2)} |
                  set(random.Random(1).sample(range(header, len(data)), 40)))
    cut_file = tmp_path / "cut.jsonl"
    seen = 0
    for cut in cuts:
        if not 0 < cut <= len(data):
            continue
        cut_file.write_bytes(data[:cut])
        if cut < header + 1 or data[:cut].count(b"\n") < 2:
            with pytest.raises(RecordError):     # no header, or no hand yet: one line, never a traceback
                load_record(cut_file)
            continue
        rec = load_record(cut_file)
        got = actions_of(rec)
        assert got == full[:len(got)] and rec.notes == []     # a torn last line: nothing to say
        if cut in ends:
            seen = max(seen, len(got))
        rec.rebuild()                                         # replays: a valid game
    assert seen == len(full)
    # damage in the middle (not a torn end): the game up to it, and a note
    lines = data.split(b"\n")
    lines[5] = b'{"n":5,"a":"garbage'
    cut_file.write_bytes(b"\n".join(lines))
    rec = load_record(cut_file)
    assert len(actions_of(rec)) == 3 and "damaged after entry 4" in rec.notes[0]


def test_failed_writes_are_said_and_retried_without_losing_or_tearing(tmp_path, monkeypatch):
    saver = Autosaver(tmp_path / "autosave", keep_stats=False)
    match = Match(find_variant(VARIANT), seed=4)
    for _ in range(3):
        match.current.apply(policy(match.current, 0))
        saver.save(match, SEATS)
    saver.flush()
    real = journal._write_all

    def half_then_full(fd, data):                # the disk fills half way through a write
        os.write(fd, data[:len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal, "_write_all", half_then_full)
    match.current.apply(policy(match.current, 0))
    saver.save(match, SEATS)                     # queued; fails on the writer's thread
    saver.flush()
    match.current.apply(policy(match.current, 0))
    with pytest.raises(RecordError, match="No space left"):
        saver.save(match, SEATS)                 # said on the next save
    saver.flush()
    torn = load_record(saver._path)                # half a write on disk: whole lines of it, never a mixture
    assert 3 <= torn.num_actions <= 5 and torn.notes == []
    monkeypatch.setattr(journal, "_write_all", real)
    match.current.apply(policy(match.current, 0))
    with pytest.raises(RecordError):
        saver.save(match, SEATS)                 # the failure was the latest news: said once more
    saver.flush()
    match.current.apply(policy(match.current, 0))
    saver.save(match, SEATS)                     # works again
    assert load_record(saver.path).num_actions == 7 == len(match.current.log)
    assert load_record(saver.path).notes == []


def test_a_journal_that_went_away_is_written_whole_again(tmp_path):
    saver = Autosaver(tmp_path / "autosave", keep_stats=False)
    match = play_saving(saver, Match(find_variant(VARIANT), seed=6), 2, SEATS)
    path = saver.path
    path.unlink()
    match.next_hand()
    saver.save(match, SEATS)                     # the writer finds it gone …
    saver.flush()
    match.current.apply(policy(match.current, 2))
    saver.save(match, SEATS)                     # … and the next save sends the whole game
    same_game(load_record(saver.path), match, SEATS)


# ---------------------------------------------------------------- SIGKILL at random moments

ZYGOTE = textwrap.dedent("""
    import os, sys
    sys.path.insert(0, {root!r})
    from pathlib import Path
    from app.engine import Match, find_variant
    from app.records import Autosaver
    from tests.test_journal import policy
    from app.records import Record
    from app.version import version
    warm = Match(find_variant("{variant}"), seed=1)     # import what a game needs before forking
    while not warm.current.is_over:
        warm.current.apply(policy(warm.current, 0))
    Record.from_json(Record.from_match(warm).to_json()).rebuild()
    version()
    print("ready", flush=True)
    for line in sys.stdin:
        folder, paced = line.split()
        pid = os.fork()
        if pid == 0:
            side = os.open(os.path.join(folder, "played.txt"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            saver = Autosaver(Path(folder) / "autosave", Path(folder) / "games", keep_stats=False)
            found = saver.unfinished_record()
            match = saver.resume(found) if found else Match(find_variant("{variant}"), seed=21)
            saver.save(match, ["human", "simple", "simple"])
            os.write(side, b"ready\\n")
            while True:
                st = match.current
                if st.is_over:
                    match.next_hand()
                    os.write(side, b"hand\\n")
                else:
                    a = policy(st, len(match.hands) - 1)
                    st.apply(a)
                    os.write(side, (a.text() + "\\n").encode())
                saver.save(match)
                if paced == "1":
                    saver.flush()      # a player's pace: the writer is idle when the next action comes
        print(pid, flush=True)
        os.waitpid(pid, 0)
        print("reaped", flush=True)
""")


def test_killing_the_writer_at_random_moments_always_leaves_a_valid_prefix(tmp_path):
    zygote = subprocess.Popen([sys.executable, "-c", ZYGOTE.format(root=str(ROOT), variant=VARIANT)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    rng = random.Random(14)
    total = 0
    floor = 0                                # what the paced runs must have saved at least
    try:
        assert zygote.stdout.readline().strip() == "ready"
        for round_ in range(15):
            if round_ % 5 == 0:            # a new game every 5 runs (each run resumes the one before)
                folder = tmp_path / f"g{round_}"
                folder.mkdir()
                kept: list[str] = []
            paced = round_ % 2
            side = folder / "played.txt"
            side.unlink(missing_ok=True)     # the last run's "ready" must not be taken for this one's
            zygote.stdin.write(f"{folder} {paced}\n")
            zygote.stdin.flush()
            pid = int(zygote.stdout.readline())
            deadline = time.monotonic() + 20
            while not (side.exists() and side.read_bytes().startswith(b"ready\n")):
                assert time.monotonic() < deadline
                time.sleep(0.005)
            # a random moment measured in the game's progress, not in seconds, so a
            # loaded machine kills as far into the game as a quiet one
            moves = rng.choice([0, 1, rng.randint(2, 40)])
            if paced:
                floor += max(moves - 1, 0)   # killed after `moves` were played: all but the one in flight
            while side.read_bytes().count(b"\n") - 1 < moves:
                assert time.monotonic() < deadline
                time.sleep(0.001)
            time.sleep(rng.choice([0.0, 0.0005, 0.002]))
            os.kill(pid, signal.SIGKILL)
            assert zygote.stdout.readline().strip() == "reaped"
            played = [x for x in side.read_text().split("\n")[1:-1] if x != "hand"]
            journals = [p for p in (folder / "autosave").iterdir() if p.suffix == ".jsonl"]
            if not journals:                 # killed before a new game's first line reached the disk
                assert not kept, "a saved game vanished"
                played = [x for x in side.read_text().split("\n")[1:-1] if x != "hand"]
                assert not paced or len(played) <= 1     # at most the action in flight
                continue
            assert len(journals) == 1
            rec = load_record(journals[0])
            got = actions_of(rec)
            # never loses what an earlier run saved; holds the earlier game and this run's moves, in order
            assert got[:len(kept)] == kept
            assert got[len(kept):] == played[:len(got) - len(kept)]
            if paced:
                assert len(played) - (len(got) - len(kept)) <= 1   # at most the action in flight
            rec.rebuild()                                            # replays through the rules
            total += len(got) - len(kept)
            kept = got
        # measured in the game's progress, so a loaded machine must save as much as a quiet one
        assert total >= floor > 0
    finally:
        zygote.kill()
        zygote.wait()

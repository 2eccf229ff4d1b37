"""Records: format round trip, the bad-file corpus, crash-safe writes, autosave,
recent games and statistics (on the toy family; real variants elsewhere)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest
from hypothesis import given, settings, strategies as st

from app.engine import Match, RecordError
from app.records import Autosaver, Record, add_recent, load_record, recent_games, save_record
from app.records import atomic, stats
from app.records.record import MAX_DEPTH, RecordMatch
from tests.conftest import ROOT
from tests.toy_family import RECORDS_TOY_ID as TOY_ID, play, toy  # noqa: F401  (fixture)


def _record(toy, hands=2, stop_after=2, seed=5):
    m = play(Match(toy, {"cards": 4}, seed=seed), seed=seed, hands=hands, stop_after=stop_after)
    return m, Record.from_match(m, seats=["human", "simple"])


# ---------------------------------------------------------------- round trip

def test_round_trip_is_exact(toy):
    match, rec = _record(toy)
    again = Record.from_json(rec.to_json())
    assert again.to_dict() | {"saved": None} == rec.to_dict() | {"saved": None}
    rebuilt = again.rebuild()
    assert [h.log for h in rebuilt.hands] == [h.log for h in match.hands]
    assert rebuilt.totals == match.totals and rebuilt.contexts == match.contexts
    assert rebuilt.current.to_act == match.current.to_act


def test_record_fields_are_documented_shape(toy):
    _, rec = _record(toy)
    d = json.loads(rec.to_json())
    assert d["format"] == "yezi-record" and d["version"] == 1 and d["variant"] == TOY_ID
    assert d["rules"] == toy.rules_version == 1
    assert d["seats"] == [{"type": "human"}, {"type": "computer", "level": "simple"}]
    assert d["start"] == {"hand": 0, "totals": [0, 0]}
    first = d["hands"][0]
    assert set(first) == {"index", "seed", "context", "actions", "result"}
    assert set(first["actions"][0]) == {"action", "time"} and first["actions"][0]["time"].endswith("Z")
    assert set(first["result"]) == {"winner", "net", "reason", "breakdown", "lines"}
    assert d["hands"][-1]["result"] is None          # the hand in play
    assert d["match"]["finished"] is False


def test_resumed_match_plays_on_like_the_original(toy):
    match, rec = _record(toy, hands=1, stop_after=1)
    resumed = Record.from_json(rec.to_json()).rebuild()
    play_on = lambda m: [m.current.apply(m.current.legal_actions()[-1]) for _ in range(2)]  # noqa: E731
    play_on(match)
    play_on(resumed)
    assert resumed.current.log == match.current.log
    resumed.current.apply(resumed.current.legal_actions()[0])
    assert Record.from_match(resumed).rebuild().current.log == resumed.current.log


def test_single_hand_records_keep_number_context_and_totals(toy):
    match, rec = _record(toy, hands=3, stop_after=None)
    for k in range(3):
        one = Record.from_json(rec.single_hand(k).to_json())
        assert one.hands[0].index == k
        m = one.rebuild()
        assert isinstance(m, RecordMatch) and m.current.log == match.hands[k].log
        assert m.current.result == match.hands[k].result
        # a one-hand record plays on into the right next hand
        m.next_hand()
        assert m.current.seed == match.hands[k + 1].seed if k + 1 < 3 else True


def test_times_are_recorded_and_kept(toy):
    m = play(Match(toy, seed=2), hands=1)
    times = [[f"2026-01-01T00:00:0{i}.000Z" for i in range(len(m.hands[0].log))]]
    rec = Record.from_match(m, times=times)
    assert Record.from_json(rec.to_json()).hands[0].times == times[0]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**63), hands=st.integers(1, 4), part=st.integers(0, 5))
def test_property_round_trip(seed, hands, part):
    from tests.toy_family import RECORDS_TOY as TOY
    from app.engine import variants as vm

    vm._REGISTRY[TOY_ID] = TOY
    try:
        m = play(Match(TOY, seed=seed), seed=seed, hands=hands)
        if part and not m.current.is_over:
            pass
        rec = Record.from_json(Record.from_match(m).to_json())
        assert [h.log for h in rec.rebuild().hands] == [h.log for h in m.hands]
        assert [c.ok for c in rec.verify()] == [True] * hands
    finally:
        vm._REGISTRY.pop(TOY_ID, None)


# ---------------------------------------------------------------- bad files

def _good(toy) -> dict:
    return json.loads(_record(toy)[1].to_json())


def _edit(fn):
    def make(d):
        fn(d)
        return json.dumps(d)
    return make


def _swap_actions(d):
    a = d["hands"][0]["actions"]
    a[0], a[1] = a[1], a[0]


def _bad_action(d):
    d["hands"][0]["actions"][0]["action"] = "0 discard qian"


def _refused(d):
    acts = d["hands"][0]["actions"]
    seat = int(acts[0]["action"].split()[0])
    acts[0]["action"] = f"{1 - seat} discard x1"


def _extra_after_end(d):
    d["hands"][0]["actions"].append(dict(d["hands"][0]["actions"][-1]))


def _deep(_):
    return '{"format": "yezi-record", "settings": ' + "[" * 100000 + "]" * 100000 + "}"


def _deep_settings(d):
    v = 1
    for _ in range(MAX_DEPTH + 5):
        v = {"x": v}
    d["settings"] = v


BAD_FILES = [
    # (case, text or edit of a good record, words the one-line message must contain)
    ("empty", lambda d: "", "empty"),
    ("truncated", lambda d: json.dumps(d)[: len(json.dumps(d)) // 2], "truncated"),
    ("truncated in a string", lambda d: json.dumps(d)[:40], "truncated"),
    ("not json", lambda d: "hello, this is not a save", "not JSON"),
    ("binary", lambda d: b"\xff\xfe\x00garbage", "not a text file"),
    ("a json list", lambda d: "[1, 2, 3]", "JSON list"),
    ("wrong format", _edit(lambda d: d.update(format="something-else")), "not a Yezi game record"),
    ("unknown version", _edit(lambda d: d.update(version=99)), "newer Yezi"),
    ("version text", _edit(lambda d: d.update(version="1")), "version"),
    ("missing seed", _edit(lambda d: d.pop("seed")), "seed is missing"),
    ("seed as text", _edit(lambda d: d.update(seed="12")), "seed must be a whole number"),
    ("hands not a list", _edit(lambda d: d.update(hands={})), "hands must be a list"),
    ("no hands", _edit(lambda d: d.update(hands=[])), "no hands"),
    ("hands out of order", _edit(lambda d: d["hands"].reverse()), "out of order"),
    ("wrong hand seed", _edit(lambda d: d["hands"][0].update(seed=1)), "seed"),
    ("net of wrong length", _edit(lambda d: d["hands"][0]["result"].update(net=[1])), "net must have 2"),
    ("totals do not add up", _edit(lambda d: d["match"].update(totals=[50, -50])), "do not add up"),
    ("bad time", _edit(lambda d: d["hands"][0]["actions"][0].update(time="yesterday")), "ISO date"),
    ("NaN", lambda d: json.dumps(d).replace('"seed": ', '"seed": NaN, "x": ', 1), "NaN"),
    ("deeply nested", _deep, "nested"),
    ("deep settings", _edit(_deep_settings), "nested"),
    ("unknown variant", _edit(lambda d: d.update(variant="mahjong")), "unknown variant 'mahjong'"),
    ("bad setting", _edit(lambda d: d.update(settings={"cards": 99})), "settings"),
    ("unreadable action", _edit(_bad_action), "cannot read"),
    ("action the rules refuse", _edit(_refused), "the rules refuse it"),
    ("actions out of order", _edit(_swap_actions), "the rules refuse it"),
    ("action after the end", _edit(_extra_after_end), "ended after action"),
    ("result changed", _edit(lambda d: d["hands"][0]["result"].update(reason="instant")), "recorded reason"),
    ("seat type", _edit(lambda d: d["seats"][0].update(type="alien")), "seats[0].type"),
    ("rules as text", _edit(lambda d: d.update(rules="1")), "rules must be a whole number"),
    ("rules of a newer Yezi", _edit(lambda d: (d.update(rules=5), _refused(d))), "rules version 5, newer"),
]


@pytest.mark.parametrize("case,make,words", BAD_FILES, ids=[c[0] for c in BAD_FILES])
def test_bad_file_gets_one_line_naming_the_problem(toy, tmp_path, case, make, words):
    d = _good(toy)
    other = tmp_path / "other.json"
    save_record(other, Record.from_dict(_good(toy)))
    before = other.read_bytes()
    data = make(d)
    path = tmp_path / "bad.json"
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    with pytest.raises(RecordError) as err:
        load_record(path).rebuild()
    message = err.value.reason
    print(message)
    assert words in message and message.startswith("bad.json: ") and "\n" not in message
    assert other.read_bytes() == before  # other saves untouched


def test_huge_file_is_refused_without_reading_it(tmp_path, monkeypatch):
    from app.records import record as record_mod

    monkeypatch.setattr(record_mod, "MAX_BYTES", 1000)
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * 5000)
    with pytest.raises(RecordError, match="too large"):
        load_record(path)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(RecordError, match="cannot open"):
        load_record(tmp_path / "nope.json")
    with pytest.raises(RecordError, match="folder"):
        load_record(tmp_path)


# ---------------------------------------------------------------- crash-safe writes

class Killed(BaseException):
    """Stands for the process dying at that instant."""


@pytest.mark.parametrize("target", ["write", "fsync", "replace", "close"])
def test_writer_killed_at_each_call_leaves_previous_save(tmp_path, monkeypatch, target):
    path = tmp_path / "save.json"
    atomic.atomic_write_text(path, "old contents")
    real = getattr(os, target)
    for k in range(1, 4):
        calls = {"n": 0}

        def dying(*args, k=k, calls=calls):
            calls["n"] += 1
            if calls["n"] == k:
                raise Killed()
            return real(*args)

        monkeypatch.setattr(atomic.os, target, dying)
        try:
            atomic.atomic_write_text(path, "new contents " * 1000)
            killed = False
        except Killed:
            killed = True
        monkeypatch.setattr(atomic.os, target, real)
        # old or complete new (killed while syncing the folder after the rename), never torn
        assert path.read_text() in ("old contents", "new contents " * 1000)
        if killed and path.read_text() == "old contents":
            assert [p.name for p in tmp_path.iterdir()] == ["save.json"]  # temporary removed
        atomic.atomic_write_text(path, "old contents")
    assert path.read_text() == "old contents"


# (autosave killed at random moments: tests/test_journal.py)


def test_real_kill_during_writes_never_tears_the_file(tmp_path):
    """A child process rewrites a file as fast as it can; SIGKILL it at a few
    moments; the file always parses as one of the complete versions."""
    script = textwrap.dedent(f"""
        import sys, json
        sys.path.insert(0, {str(ROOT)!r})
        from app.records.atomic import atomic_write_text
        i = 0
        print("ready", flush=True)
        while True:
            i += 1
            atomic_write_text(sys.argv[1], json.dumps({{"i": i, "pad": "x" * (i % 5000)}}))
    """)
    path = tmp_path / "live.json"
    atomic.atomic_write_text(path, json.dumps({"i": 0, "pad": ""}))
    import random
    import time

    for delay in (0.05, 0.13, 0.21):
        proc = subprocess.Popen([sys.executable, "-c", script, str(path)], stdout=subprocess.PIPE)
        proc.stdout.readline()
        time.sleep(delay + random.random() * 0.02)
        proc.kill()
        proc.wait()
        data = json.loads(path.read_text())
        assert len(data["pad"]) == data["i"] % 5000
    atomic.remove_stale_temporaries(tmp_path, older_than=0)
    assert [p.name for p in tmp_path.iterdir()] == ["live.json"]


# ---------------------------------------------------------------- autosave

def test_autosave_resume_finish_discard(toy, tmp_path):
    saver = Autosaver()
    assert saver.unfinished() is None
    match = Match(toy, seed=9)
    for _ in range(3):
        match.current.apply(match.current.legal_actions()[-1])
        saver.save(match, seats=["human", "simple"])
    path = saver.path
    assert path.parent.name == "autosave" and path.exists()

    # "the program restarts"
    again = Autosaver()
    assert again.unfinished() == path
    resumed = again.resume()
    assert resumed.current.log == match.current.log
    resumed.current.apply(resumed.current.legal_actions()[0])
    again.save(resumed)
    assert again.path == path and len(load_record(path).hands[0].actions) == 4
    assert load_record(path).seats[0] == {"type": "human"}
    done = again.finish()
    assert done.parent.name == "games" and not path.exists()
    assert load_record(done).finished and recent_games()[0] == done.resolve()
    assert Autosaver().unfinished() is None

    other = Autosaver()
    other.save(Match(toy, seed=1))
    assert other.unfinished() is not None
    Autosaver().discard()
    assert Autosaver().unfinished() is None


def test_unfinished_skips_damaged_autosaves_and_leaves_them(toy, tmp_path):
    saver = Autosaver()
    saver.save(Match(toy, seed=1))
    good = saver.path
    bad = good.with_name("broken.json")
    bad.write_text('{"format": "yezi-record", "ver')
    os.utime(good, (1, 1))
    assert Autosaver().unfinished() == good
    assert bad.read_text().startswith('{"format"')


def test_autosave_logs_each_finished_hand_once(toy):
    saver = Autosaver()
    match = play(Match(toy, seed=4), hands=1)
    saver.save(match, seats=["human", "simple"])
    saver.save(match)
    match.next_hand()
    saver.save(match)
    saver.flush()                       # the writer's thread logs the hand after writing it
    entries = stats.load()
    assert len(entries) == 1 and entries[0]["variant"] == TOY_ID and entries[0]["seat"] == 0
    # resuming does not count the finished hand again
    resumed_saver = Autosaver()
    m = resumed_saver.resume(saver.path)
    resumed_saver.save(m)
    resumed_saver.flush()
    assert len(stats.load()) == 1


def test_computer_only_games_are_not_counted(toy):
    saver = Autosaver()
    saver.save(play(Match(toy, seed=4), hands=1), seats=["simple", "simple"])
    assert stats.load() == []


# ---------------------------------------------------------------- recent & stats

def test_recent_games_newest_first_existing_only(tmp_path):
    files = []
    for i in range(4):
        p = tmp_path / f"g{i}.json"
        p.write_text("{}")
        files.append(p)
        add_recent(p)
    add_recent(files[1])
    files[2].unlink()
    assert recent_games() == [files[1], files[3], files[0]]
    assert recent_games(limit=1) == [files[1]]


def test_recent_list_damaged_is_empty_not_an_error():
    from app.paths import data_dir

    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / "recent.json").write_text("[[[")
    assert recent_games() == []


def test_stats_summary_per_variant_and_day():
    rows = [
        ("g1", 0, "haimen", [6, -2, -2, -2], 0, "2026-11-01T10:00:00.000Z"),
        ("g1", 1, "haimen", [-3, 3, 0, 0], 1, "2026-11-01T10:20:00.000Z"),
        ("g2", 0, "waihuzi", [0, 0, 0], None, "2026-11-02T10:00:00.000Z"),
        ("g2", 0, "waihuzi", [9, 9, 9], None, "2026-11-02T10:00:00.000Z"),  # duplicate: ignored
    ]
    for game, hand, variant, net, winner, time in rows:
        stats.record_hand(game=game, hand=hand, variant=variant, net=net, winner=winner,
                          reason="win" if winner is not None else "draw", seat=0, time=time)
    s = stats.summary()
    assert s["total"] == {"games": 2, "hands": 3, "wins": 1, "draws": 1, "net": 3, "average": 1.0,
                          "win_rate": round(1 / 3, 4), "taken_back": 0}
    assert s["variants"]["haimen"]["average"] == 1.5 and s["variants"]["haimen"]["games"] == 1
    assert [d["cumulative"] for d in s["days"]] == [3, 3]


def test_damaged_stats_log_is_set_aside_not_deleted():
    path = stats.stats_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{oops")
    assert stats.load() == []
    assert [p.name for p in path.parent.iterdir() if p.name.startswith("stats.damaged")]


def test_import_record_into_stats(toy):
    _, rec = _record(toy, hands=3, stop_after=None)
    assert stats.import_record(rec) == 3
    assert stats.import_record(rec) == 0
    assert stats.summary()["total"]["hands"] == 3


# ---------------------------------------------------------------- fuzzing

_json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6)


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, prefix + (i,))


def _damage_at(data, d, path, replace: bool) -> None:
    """Replace (with any JSON value) or remove the place ``path`` of ``d``."""
    parent = d
    for key in path[:-1]:
        parent = parent[key]
    if replace:
        parent[path[-1]] = data.draw(_json_values)
    elif isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent.pop(path[-1])


def loads_or_says_one_line(target) -> None:
    """The record file ``target`` replays, or fails with one RecordError line naming the file."""
    try:
        rec = load_record(target)
        rec.verify()
        rec.verification().run()
        for k in range(len(rec.hands)):
            rec.timeline(k)
    except RecordError as exc:
        assert "\n" not in exc.reason and exc.reason.startswith(f"{target.name}: ")


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_fuzzed_records_fail_with_one_line_or_load(data, tmp_path_factory):
    """Random damage to a good record — cut, flipped bytes, any field replaced
    or removed — either still replays or gives one RecordError line; never
    another exception."""
    from tests.toy_family import RECORDS_TOY as TOY
    from app.engine import variants as vm

    vm._REGISTRY[TOY_ID] = TOY
    try:
        m = play(Match(TOY, seed=7), seed=7, hands=2, stop_after=2)
        good = Record.from_match(m, seats=["human", "simple"]).to_json()
        how = data.draw(st.sampled_from(["cut", "bytes", "replace", "delete"]))
        if how == "cut":
            text = good[: data.draw(st.integers(0, len(good)))].encode()
        elif how == "bytes":
            raw = bytearray(good.encode())
            for _ in range(data.draw(st.integers(1, 4))):
                raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
            text = bytes(raw)
        else:
            d = json.loads(good)
            paths = [p for p in _paths(d) if p]
            _damage_at(data, d, data.draw(st.sampled_from(paths)), replace=how == "replace")
            text = json.dumps(d).encode()
        target = tmp_path_factory.mktemp("fuzz") / "f.json"
        target.write_bytes(text)
        loads_or_says_one_line(target)
    finally:
        vm._REGISTRY.pop(TOY_ID, None)


def test_json_text_is_the_dict_and_autosave_reuse_changes_nothing(toy, tmp_path):
    match, rec = _record(toy, hands=3, stop_after=2)
    rec.saved = "2026-01-01T00:00:00.000Z"
    assert json.loads(rec.to_json()) == rec.to_dict()
    assert json.loads(rec.to_json()) == rec.to_dict()          # cached hand text, same result
    saver = Autosaver(tmp_path / "a", keep_stats=False)
    m = Match(toy, seed=5)
    rng_moves = play(Match(toy, seed=5), seed=5, hands=3, stop_after=2)
    for k, hand in enumerate(rng_moves.hands):
        if k:
            m.next_hand()
        for action in hand.log:
            m.current.apply(action)
            saver.save(m, seats=["human", "simple"])
    saved = load_record(saver.path)
    fresh = Record.from_match(m, seats=["human", "simple"], times=[h.times for h in saved.hands])
    assert saved.to_dict(hands=True)["hands"] == fresh.to_dict()["hands"]
    resumed = Autosaver(tmp_path / "a", keep_stats=False)
    m2 = resumed.resume()
    m2.current.apply(m2.current.legal_actions()[-1])
    resumed.save(m2)
    assert load_record(resumed.path).hands[:3] == saved.hands[:3]


def test_a_record_from_before_a_rule_change_says_so(toy):
    """A rule fix raises the variant's rules_version; a saved game from before
    that no longer replays names the versions (docs/records.md)."""
    import dataclasses

    from app.engine import variants as vm

    d = _good(toy)
    d.pop("rules")                                   # files from before the field: the first rules
    _refused(d)
    # the toy fixture unregisters the toy when the test ends; a monkeypatch
    # undone after that would register it again for every later test
    vm._REGISTRY[TOY_ID] = dataclasses.replace(toy, rules_version=2)
    rec = Record.from_dict(d)
    assert rec.rules == 1
    with pytest.raises(RecordError) as err:
        rec.rebuild()
    message = err.value.reason
    assert "the rules refuse it" in message and "rules version 1" in message and "version 2" in message
    assert "\n" not in message
    d = _good(toy)
    d["hands"][0]["result"]["reason"] = "instant"   # replays, but to another result
    checks = Record.from_dict(d).verify()
    assert not checks[0].ok and "a rule has changed since" in checks[0].problem

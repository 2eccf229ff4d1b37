"""Fuzz and fault suite (issue 17): records, settings, themes and the command
line under hostile input and two running copies.  Each case asserts a clean
one-line message and that the player's other files and games are intact.

Root runs these tests, so "read-only" is simulated by a file where a folder
should be, or by a monkeypatched failure; FIFOs and /dev/zero are real.
"""

from __future__ import annotations

import json
import os
import re
import signal
import struct
import subprocess
import sys
import textwrap
import time
import zlib
from pathlib import Path

import pytest

from app.engine import Match, RecordError, find_variant
from app.records import Autosaver, Record, check_record, load_record, stats
from app.records import recent as recent_mod
from app.records.record import valid_id
from tests.conftest import ROOT

VARIANT = "waihuzi"


@pytest.fixture
def no_hang():
    """Fail (instead of hanging the suite) if anything waits on a FIFO or an endless file."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def boom(*_):
        raise TimeoutError("blocked on a FIFO or an endless file")

    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(10)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def seats_for(n):
    return ["human"] + ["simple"] * (n - 1)


def a_match(actions=3, seed=3, variant=VARIANT):
    m = Match(find_variant(variant), seed=seed)
    for _ in range(actions):
        m.current.apply(m.current.legal_actions()[0])
    return m


def record_dict(actions=3, seed=3, variant=VARIANT) -> dict:
    m = a_match(actions, seed, variant)
    return Record.from_match(m, seats_for(len(m.totals))).to_dict()


def write_record(path: Path, data: dict) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=True), encoding="utf-8")  # lone surrogates as escapes
    return path


def data_dir() -> Path:
    from app.paths import data_dir as d

    return d()


def snapshot(root: Path, skip: Path | None = None) -> dict:
    """Every file under ``root`` (but ``skip``) with its bytes."""
    out = {}
    for dirpath, dirs, files in os.walk(root):
        if skip is not None and Path(dirpath).resolve().is_relative_to(skip.resolve()):
            continue
        for name in files:
            p = Path(dirpath) / name
            try:
                out[str(p)] = p.read_bytes() if p.is_file() else None
            except OSError:
                out[str(p)] = None
    return out


# ---------------------------------------------------------------- 1. ids never name a path

HOSTILE_IDS = ["../../../../escaped", "{victim}", "a/b/c", "..", ".", "x" * 5000, "nul\x00id", "\ud800",
               "C:\\Windows\\escaped", "CON", "3F0C" + "0" * 28, "g" * 32, 5, ["list"], {"a": 1}, True,
               "0" * 32 + "/../../x"]


@pytest.mark.parametrize("bad_id", HOSTILE_IDS, ids=range(len(HOSTILE_IDS)))
def test_a_hostile_record_id_never_names_a_file(tmp_path, bad_id):
    outside = tmp_path / "outside"
    outside.mkdir()
    victim = outside / "victim.json"
    victim.write_text("precious", encoding="utf-8")
    if bad_id == "{victim}":
        bad_id = str(outside / "victim")                    # an absolute path outside the data folder
    data = record_dict()
    data["id"] = bad_id
    src = write_record(tmp_path / "in" / "game.json", data)
    before = snapshot(tmp_path, skip=data_dir())

    record = load_record(src)
    assert valid_id(record.id) and record.notes and "new id" in record.notes[0]
    assert load_record(src).id == record.id               # the same file, the same id: counted once
    saver = Autosaver()
    match = saver.resume(record)
    match.current.apply(match.current.legal_actions()[0])
    path = saver.save(match)
    assert path.parent == data_dir() / "autosave" and path.name == f"{record.id}.jsonl"
    done = saver.finish()
    assert done.parent == data_dir() / "games" and record.id[:8] in done.name
    assert snapshot(tmp_path, skip=data_dir()) == before   # nothing outside the data folder touched
    assert victim.read_text(encoding="utf-8") == "precious"


def test_unsavable_text_is_cleaned_on_load_and_saving_works(tmp_path):
    m = a_match(0, seed=4)
    while not m.current.is_over:
        m.current.apply(m.current.legal_actions()[0])
    m.next_hand()
    data = Record.from_match(m, seats_for(len(m.totals))).to_dict()
    data["hands"][0]["result"]["lines"] = ["bad \ud800 line", "nul \x00"]
    data["hands"][0]["result"]["breakdown"] = {"\udc00key": "\ud83d"}
    data["seats"][1]["name"] = "\udfff"
    src = write_record(tmp_path / "g.json", data)
    record = load_record(src)
    assert any("replaced" in n for n in record.notes)
    assert record.hands[0].result["lines"] == ["bad \ufffd line", "nul \ufffd"]
    saver = Autosaver()
    match = saver.resume(record)
    saver.save(match)
    assert load_record(saver.path).notes == []             # written back as plain UTF-8
    assert saver.finish().is_file()


# ---------------------------------------------------------------- 2. one owner per game

CHILD_OWNER = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from app.engine import Match, find_variant
    from app.records import Autosaver
    m = Match(find_variant("waihuzi"), seed=3)
    m.current.apply(m.current.legal_actions()[0])
    s = Autosaver()
    s.save(m, ["human"] + ["simple"] * (len(m.totals) - 1))
    print(s.path, flush=True)
    sys.stdin.read()
""")


def test_a_second_copy_never_resumes_files_or_removes_a_game_in_play(tmp_path):
    child = subprocess.Popen([sys.executable, "-c", CHILD_OWNER.format(root=str(ROOT))],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        path = Path(child.stdout.readline().strip())
        assert path.is_file()
        content = path.read_bytes()
        other = Autosaver()
        assert other.unfinished_record() is None
        assert any(f"process {child.pid}" in s and "another running Yezi" in s for s in other.skipped)
        with pytest.raises(RecordError, match="another running Yezi"):
            other.resume(path)
        record = check_record(path)                      # the Open door: refused by the window (owner)
        assert other.owner(record.id) == child.pid
        other.discard()                                    # nothing of its own to discard
        assert path.read_bytes() == content                # the other copy's game is untouched
    finally:
        child.kill()
        child.wait()
    # the copy is gone (killed): its game is offered again, and can be taken over
    again = Autosaver()
    record = again.unfinished_record()
    assert record is not None and record.path == path
    again.resume(record)
    assert again.finish().is_file()


def test_the_window_of_a_second_copy_does_not_offer_the_game_and_says_why(qtbot, monkeypatch):
    pytest.importorskip("pytestqt")
    from tests.test_ui_records import settings_for
    from app.ui.mainwindow import MainWindow

    child = subprocess.Popen([sys.executable, "-c", CHILD_OWNER.format(root=str(ROOT))],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        path = Path(child.stdout.readline().strip())
        asked = []
        monkeypatch.setattr(MainWindow, "confirm", lambda self, t, text: asked.append(text) or True)
        w = MainWindow(settings_for("haimen"), seed=1)
        qtbot.addWidget(w)
        assert asked == [] and w.controller.variant.id == "haimen"
        from app.ui.i18n_catalog import CATALOG

        english = "Another running Yezi is playing an unfinished game; it is left to that copy."
        said = (english, *CATALOG[english])                # in whichever language the window speaks
        qtbot.waitUntil(lambda: w.statusBar().currentMessage() in said, timeout=3000)
        assert path.is_file()
        w.new_game(variant_id="lvsi", seed=2)        # files its own game only
        assert path.is_file()
        w.controller.shutdown()
    finally:
        child.kill()
        child.wait()


CHILD_STATS = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from app.records import stats
    for i in range({n}):
        stats.record_hand(game="{tag}-%d" % i, hand=0, variant="haimen", net=[1, -1, 0, 0],
                          winner=0, reason="win", seat=0)
""")

CHILD_RECENT = textwrap.dedent("""
    import sys
    from pathlib import Path
    sys.path.insert(0, {root!r})
    from app.records import add_recent
    for i in range({n}):
        add_recent(Path({folder!r}) / ("{tag}-%d.json" % i))
""")


def test_two_copies_logging_at_once_lose_no_statistics_or_recent_entries(tmp_path):
    n = 120
    procs = [subprocess.Popen([sys.executable, "-c", CHILD_STATS.format(root=str(ROOT), n=n, tag=tag)])
             for tag in ("a", "b")]
    procs += [subprocess.Popen([sys.executable, "-c", CHILD_RECENT.format(root=str(ROOT), n=15, tag=tag,
                                                                         folder=str(tmp_path))])
              for tag in ("a", "b")]
    for p in procs:
        assert p.wait(timeout=120) == 0
    entries = stats.load()
    assert len(entries) == 2 * n
    assert {e["game"] for e in entries} == {f"{t}-{i}" for t in "ab" for i in range(n)}
    assert len(recent_mod._load()) == 30


def test_old_stats_json_still_counts_and_a_torn_line_loses_only_itself():
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    old = {"format": "yezi-stats", "version": 1, "hands": [
        {"game": "old", "hand": 0, "variant": "haimen", "net": [4, -4, 0, 0], "winner": 0, "reason": "win",
         "seat": 0, "time": "2026-11-01T10:00:00.000Z"}]}
    (folder / "stats.json").write_text(json.dumps(old), encoding="utf-8")
    stats.record_hand(game="new", hand=0, variant="haimen", net=[1, -1, 0, 0], winner=0, reason="win", seat=0)
    with open(stats.log_file(), "ab") as f:
        f.write(b'{"game": "torn", "hand": 0, "vari')          # a crash in the middle of a line
    stats.record_hand(game="after", hand=0, variant="haimen", net=[1, -1, 0, 0], winner=0, reason="win",
                      seat=0)
    games = [e["game"] for e in stats.load()]
    assert "old" in games and "new" in games and "torn" not in games
    assert stats.summary()["total"]["hands"] == len(games)
    assert (folder / "stats.json").read_text(encoding="utf-8") == json.dumps(old)   # never rewritten


# ---------------------------------------------------------------- 4. degraded, not dead

def test_autosave_that_is_a_file_turns_autosave_off_with_one_line(qtbot):
    pytest.importorskip("pytestqt")
    from tests.test_ui_records import play_some, settings_for
    from app.ui.mainwindow import MainWindow

    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "autosave").write_text("not a folder", encoding="utf-8")
    assert "is not a folder" in Autosaver().check()
    w = MainWindow(settings_for(VARIANT), seed=7, variant_id=VARIANT, ask_resume=False)
    qtbot.addWidget(w)
    assert w.autosaver is None
    qtbot.waitUntil(lambda: any("autosave" in n.lower() or "自动" in n for n in w.notices), timeout=3000)
    assert len(w.notices) == 1 and "\n" not in w.notices[0]
    play_some(qtbot, w, 4)                                  # plays on
    assert (folder / "autosave").read_text(encoding="utf-8") == "not a folder"
    w.close()
    w.controller.shutdown()


def test_no_data_folder_at_all(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    problem = Autosaver().check()
    assert problem and "cannot make the folder" in problem and "\n" not in problem


def test_a_full_disk_is_said_once_play_goes_on_and_saving_resumes(qtbot, monkeypatch):
    pytest.importorskip("pytestqt")
    import errno

    from tests.test_ui_records import play_some, settings_for
    from app.records import journal as journal_mod
    from app.ui.mainwindow import MainWindow

    w = MainWindow(settings_for(VARIANT), seed=7, variant_id=VARIANT, ask_resume=False)
    qtbot.addWidget(w)
    play_some(qtbot, w, 2)
    told = []
    real_tell = MainWindow._tell
    monkeypatch.setattr(MainWindow, "_tell", lambda self, t, text, dialog=True:
                        told.append((text, dialog)) or real_tell(self, t, text, dialog))
    real_write = journal_mod._write_all   # every byte of the journal (appends and whole bases) goes through it

    def full(*a, **k):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal_mod, "_write_all", full)
    play_some(qtbot, w, 6)     # the writer's thread fails; the next move's save says so
    assert told and [d for _, d in told].count(True) == 1       # one dialog, then status lines
    assert all("No space left" in t for t, _ in told)
    monkeypatch.setattr(journal_mod, "_write_all", real_write)
    play_some(qtbot, w, 8)
    saved = load_record(w.autosaver.path)
    assert saved.num_actions == len(w.controller.state.log)     # caught up on the next move
    monkeypatch.setattr(journal_mod, "_write_all", full)
    w.new_game(variant_id="qidong", seed=1)                     # no traceback on 新游戏 …
    w.close()                                                   # … or on quit
    w.controller.shutdown()


def test_bad_entries_in_autosave_never_hide_a_good_game(tmp_path, no_hang):
    saver = Autosaver()
    saver.save(a_match(), seats_for(3))
    good = saver.path
    saver._unbind()                                          # "the program ended"
    os.utime(good, (1, 1))                                   # the oldest of all
    folder = good.parent
    os.mkfifo(folder / "fifo.json")
    (folder / "dangling.json").symlink_to(folder / "nowhere.json")
    (folder / "loop.json").symlink_to(folder / "loop.json")
    (folder / "zero.json").symlink_to("/dev/zero")
    (folder / "dir.json").mkdir()
    unknown = record_dict()
    unknown["variant"] = "mahjong"
    write_record(folder / ("1" * 32 + ".json"), unknown)
    refused = record_dict(actions=4)
    refused["hands"][0]["actions"][2]["action"] = "0 discard x1 x1 x1"
    write_record(folder / ("2" * 32 + ".json"), refused)
    found = Autosaver()
    record = found.unfinished_record()
    assert record is not None and record.path == good
    assert len(found.skipped) >= 2 and all("\n" not in s for s in found.skipped)
    assert (folder / "fifo.json").exists() and (folder / ("1" * 32 + ".json")).is_file()   # left alone


@pytest.mark.parametrize("make", ["fifo", "zero", "dir"])
def test_no_door_blocks_on_a_fifo_or_an_endless_file(tmp_path, make, no_hang, capsys):
    from app import cli

    target = tmp_path / "thing.json"
    if make == "fifo":
        os.mkfifo(target)
    elif make == "zero":
        target.symlink_to("/dev/zero")
    else:
        target.mkdir()
    with pytest.raises(RecordError) as info:
        load_record(target)
    assert "thing.json" in info.value.reason and "\n" not in info.value.reason
    assert cli.main(["replay", str(target), "--verify"]) == 2
    assert cli.main(["judge", str(target)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("yezi: ") for line in err)


# ---------------------------------------------------------------- 5. settings

BAD_SETTINGS = {
    "variant": [[], {}, 5, "mahjong", "\ud800", None],
    "seats": ["human", [], ["human", "human"], ["human", "godlike", "simple"], [1, 2, 3], ["human"] * 9],
    "variant_options": [[], "x", {"haimen": []}, {"haimen": {"scheme": ["a"]}}, {"haimen": {"nope": 1}}],
    "animation": [[], {}, "warp", 3, None],
    "think_delay_ms": [-1, 10001, 1.5, True, "700", [], 10 ** 30],
    "language": [[], "fr", 1, {"a": 1}],
    "theme": ["\ud800", "../x", "a/b", "x" * 100, 3, [], ".hidden", "nul\x00"],
    "one_click_discard": ["yes", 1, None, []],
    "sort_hand": ["no", 0, {}],
    "resume_offer": [[], "true"],
    "geometry": [5, "xyz", "abc", [], "0" * 20001],
    "version": ["1", [], -3],
}
CASES = [(k, v) for k, vals in BAD_SETTINGS.items() for v in vals]


@pytest.mark.parametrize("key,value", CASES, ids=[f"{k}-{i}" for i, (k, _) in enumerate(CASES)])
def test_every_bad_setting_is_reset_with_one_line_and_the_rest_kept(tmp_path, key, value):
    from app.ui import settings as S

    path = tmp_path / "settings.json"
    data = {"format": S.FORMAT, "version": 1, "think_delay_ms": 123, "language": "en", "future_key": [1, 2]}
    data[key] = value
    path.write_text(json.dumps(data, ensure_ascii=True), encoding="utf-8")
    r = S.load(path)
    assert r.set_aside is None and r.notes and all("\n" not in n for n in r.notes)
    assert key in r.notes[0] or key == "variant_options"
    s = r.settings
    if key != "think_delay_ms":
        assert s.think_delay_ms == 123
    if key != "language":
        assert s.language == "en"
    S.save(s, path)                                           # saving never fails on what loading kept
    again = S.load(path)
    assert again.notes == [] and again.settings.to_json() == s.to_json()
    assert json.loads(path.read_text(encoding="utf-8"))["future_key"] == [1, 2]   # unknown keys kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]        # no temp left


def test_settings_bom_unknown_keys_symlink_and_no_temp(tmp_path):
    from app.ui import settings as S

    real = tmp_path / "dotfiles" / "yezi.json"
    real.parent.mkdir()
    real.write_bytes(b"\xef\xbb\xbf" + json.dumps({"format": S.FORMAT, "language": "zh_TW",
                                                  "later": {"x": 1}}).encode())
    link = tmp_path / "settings.json"
    link.symlink_to(real)
    r = S.load(link)
    assert r.notes == [] and r.settings.language == "zh_TW"       # the BOM is accepted
    r.settings.think_delay_ms = 50
    S.save(r.settings, link)
    assert link.is_symlink() and os.readlink(link) == str(real)   # written through, link kept
    saved = json.loads(real.read_text(encoding="utf-8"))
    assert saved["later"] == {"x": 1} and saved["think_delay_ms"] == 50
    assert sorted(p.name for p in real.parent.iterdir()) == ["yezi.json"]


def test_settings_that_cannot_be_written_leave_no_temp_and_raise_oserror(tmp_path):
    from app.ui import settings as S

    blocker = tmp_path / "cfg"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(OSError):
        S.save(S.Settings(), blocker / "settings.json")
    s = S.Settings()
    s.theme = "\ud800"                                          # past the checks somehow: escaped, not torn
    S.save(s, tmp_path / "settings.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cfg", "settings.json"]


@pytest.mark.parametrize("make", ["fifo", "zero", "huge_int", "deep"])
def test_settings_file_that_is_a_pipe_device_or_poison_is_set_aside(tmp_path, make, no_hang):
    from app.ui import settings as S

    path = tmp_path / "settings.json"
    if make == "fifo":
        os.mkfifo(path)
    elif make == "zero":
        path.symlink_to("/dev/zero")
    elif make == "huge_int":
        path.write_text('{"think_delay_ms": 1' + "0" * 5000 + "}", encoding="utf-8")
    else:
        path.write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    r = S.load(path)
    assert r.settings == S.Settings() and len(r.notes) == 1 and "\n" not in r.notes[0]


def test_window_starts_with_a_poisoned_settings_file(qtbot):
    pytest.importorskip("pytestqt")
    from app.ui import settings as S
    from app.ui.mainwindow import MainWindow

    path = S.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"animation": [], "theme": "\ud800", "seats": {}, "language": []}),
                    encoding="utf-8")
    loaded = S.load()
    assert len(loaded.notes) == 4
    w = MainWindow(loaded, autosave=False, ask_resume=False, seed=1)
    qtbot.addWidget(w)
    w.close()
    assert S.load().notes == [] and sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]
    w.controller.shutdown()


# ---------------------------------------------------------------- 6. one checked loader

def _broken(kind: str) -> dict:
    data = record_dict(actions=4)
    if kind == "variant":
        data["variant"] = "mahjong"
    elif kind == "setting":
        data["settings"] = {**data["settings"], next(iter(data["settings"])): {"weird": [1]}}
    elif kind == "action":
        data["hands"][0]["actions"][1]["action"] = "0 hu"
    elif kind == "context":                                  # a later hand dealt from a garbage context
        from app.engine import derive_seed

        data["start"]["hand"] = 2
        data["hands"][0].update(index=2, seed=derive_seed(data["seed"], 2),
                                context={"dealer": "nobody", "banker": [[]], "jail": {"x": None}})
    elif kind == "seats":
        data["seats"] = data["seats"][:2]
        data["start"]["totals"] = data["start"]["totals"][:2]
        data["match"]["totals"] = data["match"]["totals"][:2]
    return data


BROKEN = ["variant", "setting", "action", "seats", "context"]


@pytest.mark.parametrize("kind", BROKEN)
def test_every_door_refuses_a_record_that_cannot_be_dealt_the_same_way(qtbot, tmp_path, monkeypatch,
                                                                       kind, capsys):
    pytest.importorskip("pytestqt")
    from PySide6.QtWidgets import QMessageBox

    from app import cli
    from tests.test_ui_records import play_some, settings_for
    from app.ui.mainwindow import MainWindow

    bad = write_record(tmp_path / f"bad-{kind}.json", _broken(kind))
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    w = MainWindow(settings_for(VARIANT), seed=7, variant_id=VARIANT, ask_resume=False)
    qtbot.addWidget(w)
    play_some(qtbot, w, 5)
    match, log = w.controller.match, list(w.controller.state.log)
    autosave = w.autosaver.path
    before = snapshot(data_dir())
    entries = stats.load()

    w.open_game(str(bad))                                    # Game › Open
    assert w.open_replay(str(bad)) is None                   # Replays › Replay a saved game
    assert len(shown) == 2 and all(bad.name in s for s in shown)
    assert shown[0].split("\n")[-1] == shown[1].split("\n")[-1]   # the same reason both times
    assert w.controller.match is match and list(w.controller.state.log) == log
    assert w.autosaver.path == autosave and autosave.is_file()
    assert stats.load() == entries
    after = snapshot(data_dir())
    assert {k for k in after if "recent" not in k} == {k for k in before if "recent" not in k}
    assert not list((data_dir() / "games").glob("*.json"))   # the game in play was not filed

    assert cli.main(["replay", str(bad)]) == 2               # the command line
    err = capsys.readouterr().err.strip()
    assert err.startswith("yezi: ") and "\n" not in err and bad.name in err
    w.controller.shutdown()


def test_open_from_the_recent_list_goes_through_the_same_check(qtbot, tmp_path, monkeypatch):
    pytest.importorskip("pytestqt")
    from PySide6.QtWidgets import QMessageBox

    from app.records import add_recent
    from tests.test_ui_records import settings_for
    from app.ui.mainwindow import MainWindow

    bad = write_record(tmp_path / "bad.json", _broken("variant"))
    add_recent(bad)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    w = MainWindow(settings_for(VARIANT), seed=7, variant_id=VARIANT, ask_resume=False)
    qtbot.addWidget(w)
    w._fill_recent()
    acts = [a for a in w.recent_menu.actions() if a.toolTip().endswith("bad.json")]   # named for players
    assert acts
    acts[0].trigger()
    assert shown and "bad.json" in shown[0] and "mahjong" in shown[0]
    assert w.controller.variant.id == VARIANT
    w.controller.shutdown()


# ---------------------------------------------------------------- 7. judge

BAD_LINES = [
    '{"variant": "haimen", "players": [{"zhuang": 3}, {}, {}, {}], "scheme": ["a"]}',
    '{"variant": "haimen", "players": [{"zhuang": 3}, {}, {}, {}], "scheme": {}}',
    '{"variant": "haimen", "players": [{"zhuang": 1' + "0" * 5000 + '}, {}, {}, {}]}',
    '{"variant": "haimen", "\\ud800": 1, "players": [{"\\udc00": 2}, {}, {}, {}]}',
    '{"variant": "\\ud800"}',
    '{"variant": ["haimen"]}',
    '{"variant": "waihuzi", "hand": ["x1"]}',
    '{"variant": "waihuzi", "hand": "x1 x1 x1", "table": "nope"}',
    '{"variant": "waihuzi", "hand": "x1 x1 x1 x2", "win": 5}',
    '{"variant": "haimen", "hand": {"a": 1}}',
    '{"variant": "haimen", "hand": "3t 3t 3t", "settings": [1]}',
    '{"variant": "haimen", "hand": "3t 3t 3t", "settings": {"scheme": ["x"]}}',
    "[" * 5000 + "]" * 5000,
    "NaN",
    "\"just text\"",
    "{\"variant\": ",
    "1e999999",
]
GOOD_LINE = '{"variant": "haimen", "players": [{"zhuang": 3}, {}, {}, {}], "scheme": "1-3-5"}'


def test_no_judge_request_ends_the_batch(tmp_path, capsys):
    from app import cli

    batch = tmp_path / "batch.jsonl"
    batch.write_text("\n".join(BAD_LINES + [GOOD_LINE]) + "\n", encoding="utf-8")
    assert cli.main(["judge", str(batch)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(BAD_LINES) + 1
    answers = [json.loads(line) for line in lines]
    for a in answers[:-1]:
        assert set(a) == {"error"}, a                       # an answer each, never silence
        assert "internal error" not in a["error"] and "\n" not in a["error"]
        assert not re.search(r"[A-Z][a-z]+Error|cannot be judged|sys\.", a["error"]), a   # words, not Python
    assert answers[-1]["net"] == [9, -3, -3, -3]            # and the batch went on to the end


# ---------------------------------------------------------------- 9. any console

@pytest.mark.parametrize("env", [{"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "PYTHONUTF8": "0"},
                                 {"PYTHONIOENCODING": "cp1252"}])
def test_the_cli_prints_whatever_the_locale(tmp_path, env):
    rec = write_record(tmp_path / "g.json", record_dict())
    batch = tmp_path / "b.jsonl"
    batch.write_text(GOOD_LINE + "\n" + '{"variant": "haimen", "\\ud800": 1}\n', encoding="utf-8")
    full = {**os.environ, **env}
    for key in ("PYTHONUTF8",):
        if key not in env:
            full.pop(key, None)
    for args in (["variants"], ["judge", str(batch)], ["replay", str(rec), "--verify"],
                 ["selfplay", "--variant", "waihuzi", "--games", "1"]):
        p = subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, env=full, cwd=ROOT,
                           timeout=120)
        assert p.returncode == 0, (args, p.stderr)
        assert b"Error" not in p.stderr, (args, p.stderr)
        text = p.stdout.decode("utf-8")                   # UTF-8 (or ASCII escapes): always decodable
        assert text.strip()
        if args[0] == "variants":
            assert "海门" in text or "\\u6d77" in text


# ---------------------------------------------------------------- 8. themes

def _png_header(w: int, h: int) -> bytes:
    """A PNG that claims w × h pixels (no image data: refused before any decoding)."""
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    return (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(ihdr)) + chunk
            + struct.pack(">I", zlib.crc32(chunk) & 0xFFFFFFFF))


def _theme_dir(name="hostile"):
    from app import art

    root = art.themes_dir() / name / "longcard"
    root.mkdir(parents=True, exist_ok=True)
    return root


HOSTILE_IMAGES = {
    "svg": b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>',
    "tiff": b"II*\x00\x08\x00\x00\x00" + b"\x00" * 64,
    "pdf": b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF",
    "webp": b"RIFF\x24\x00\x00\x00WEBPVP8 " + b"\x00" * 40,
    "text": b"hello",
    "empty": b"",
    "huge": _png_header(20000, 20000),
    "truncated": _png_header(100, 100) + b"\x00\x00\x00\x10IDAT\x78\x9c",
}


@pytest.mark.parametrize("kind", list(HOSTILE_IMAGES) + ["fifo", "zero"])
def test_a_hostile_theme_image_is_refused_and_the_drawn_face_used(kind, no_hang, request):
    from app import art

    path = _theme_dir() / "3t.png"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        path.symlink_to("/dev/zero")
    else:
        path.write_bytes(HOSTILE_IMAGES[kind])
    with pytest.raises(art.ArtError) as info:
        art.load_theme_image(path, (144, 504))
    assert "3t.png" in info.value.reason and "\n" not in info.value.reason
    assert art.theme_face("longcard/3t.png", "hostile") is None
    pytest.importorskip("pytestqt")
    request.getfixturevalue("qapp")                      # pixmaps need the application
    import app.ui  # noqa: F401
    from app.engine.longcard.cards import parse_card
    from app.ui.faces import FaceCache

    cache = FaceCache()
    cache.set_theme("hostile")
    pm = cache.pixmap(parse_card("3t"), "longcard", 72, 252, 1.0)
    assert not pm.isNull() and (pm.width(), pm.height()) == (72, 252)


def test_a_12_megapixel_photo_is_scaled_once_to_the_card(qapp):
    from PIL import Image

    from app import art
    import app.ui  # noqa: F401
    from app.engine.longcard.cards import parse_card
    from app.ui.faces import FaceCache

    big = Image.new("RGB", (3000, 4000), (200, 30, 30))
    path = _theme_dir() / "3t.jpg"
    big.save(path, "JPEG", quality=80)
    (_theme_dir() / "4t.png").write_bytes(path.read_bytes())     # a JPEG named .png: read by content
    t = time.perf_counter()
    cache = FaceCache()
    cache.set_theme("hostile")
    for code in ("3t", "4t"):
        cache.pixmap(parse_card(code), "longcard", 72, 252, 2.0)
    elapsed = time.perf_counter() - t
    sources = [pm for key, pm in cache._files.items() if pm is not None]
    assert len(sources) == 2
    assert all((pm.width(), pm.height()) == art.card_size("longcard") for pm in sources)  # as built-in art
    assert elapsed < 5


# ---------------------------------------------------------------- 12. the smaller points

@pytest.mark.parametrize("args,words", [
    (["play", "--quit-after", "1", "--screenshot", "{tmp}/shot.xyz"], "unknown picture type"),
    (["play", "--quit-after", "1", "--screenshot", "{tmp}/blocker/shot.png"], "cannot write there"),
    (["replay", "{rec}", "--screenshot", "{tmp}/blocker/x.png"], "cannot write there"),
    (["replay", "{rec}", "--screenshot", "{tmp}/shot"], "unknown picture type"),
    (["replay", "{rec}", "--seat", "abc"], "--seat must be"),
    (["replay", "{rec}", "--seat", "9"], "--seat must be"),
    (["art", "--new-theme", ""], "not a usable theme name"),
    (["art", "--new-theme", "../escape"], "not a usable theme name"),
])
def test_small_points_are_one_line_and_exit_2(tmp_path, capsys, args, words):
    from app import cli
    from app.paths import tiles_art_dir

    (tmp_path / "blocker").write_text("a file where a folder should be", encoding="utf-8")
    rec = write_record(tmp_path / "g.json", record_dict())
    art_before = sorted(p.name for p in tiles_art_dir().rglob("*"))
    argv = [a.format(tmp=tmp_path, rec=rec) for a in args]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("yezi: ") and "\n" not in err and words in err
    assert sorted(p.name for p in tiles_art_dir().rglob("*")) == art_before
    assert not (tmp_path / "shot.xyz").exists()


# ---------------------------------------------------------------- property fuzzing

from hypothesis import HealthCheck, given, settings as hsettings, strategies as st  # noqa: E402

_text = st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x10FFFF, blacklist_categories=()),
                max_size=12)
_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=False) | _text,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_text, inner, max_size=3), max_leaves=8)
_KEYS = list(BAD_SETTINGS) + ["extra_key"]


@hsettings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.dictionaries(st.sampled_from(_KEYS) | _text, _values, max_size=6))
def test_any_settings_object_loads_saves_and_round_trips(tmp_path, data):
    from app.ui import settings as S

    folder = tmp_path / f"s{abs(hash(json.dumps(data, ensure_ascii=True, sort_keys=True, default=str)))}"
    folder.mkdir(exist_ok=True)
    path = folder / "settings.json"
    path.write_text(json.dumps(data, ensure_ascii=True), encoding="utf-8")
    r = S.load(path)                                     # never raises
    assert all("\n" not in n for n in r.notes)
    S.save(r.settings, path)                             # never fails on what loading kept
    again = S.load(path)
    assert again.notes == [] and again.settings.to_json() == r.settings.to_json()
    assert sorted(p.name for p in folder.iterdir()) == ["settings.json"]


_requests = st.fixed_dictionaries(
    {"variant": st.sampled_from(["haimen", "lvsi", "waihuzi", "yiyang", "qidong"])},
    optional={k: _values | st.sampled_from(["3t 3t 3t 4t 5t 6t", "x1 x1 x1 x2 x3 x4", "1-3-5"])
              for k in ("hand", "table", "players", "scheme", "rates", "settings", "win_card", "win_from",
                        "dealt", "last_card")})


@hsettings(max_examples=80, deadline=None)
@given(request=_requests)
def test_any_judge_request_gets_one_json_line(request):
    from app.commands.judge import answer, dumps

    out = answer(request)
    assert isinstance(out, dict)
    line = dumps(out)
    assert "\n" not in line and isinstance(json.loads(line), dict)
    line.encode("utf-8")                                 # valid UTF-8, whatever the request held


@hsettings(max_examples=100, deadline=None)
@given(raw=_values)
def test_any_id_becomes_a_safe_file_name(raw):
    from app.records.record import usable_id

    new = usable_id(raw)
    assert valid_id(new) and usable_id(new) == new and len(new) <= 40
    assert usable_id(raw) == new                         # the same file always gets the same id


@pytest.mark.parametrize("what", ["stats", "trainer"])
def test_a_fifo_in_place_of_the_stats_log_or_trainer_progress_never_blocks(tmp_path, what, no_hang):
    if what == "stats":
        data_dir().mkdir(parents=True, exist_ok=True)
        os.mkfifo(stats.log_file())
        with pytest.raises(OSError):      # the autosaver swallows this: statistics never stop a game
            stats.record_hand(game="g", hand=0, variant="haimen", net=[1, -1, 0, 0], winner=0,
                              reason="win", seat=0)
        assert stats.load() == []
    else:
        from app.trainer.store import TrainerStore

        path = tmp_path / "progress.json"
        os.mkfifo(path)
        store = TrainerStore(path).load()
        assert store.message and "could not be read" in store.message
        store.save()
        assert json.loads(path.read_text(encoding="utf-8"))["records"] == {}


def test_opening_a_game_another_copy_plays_is_refused_and_the_own_game_kept(qtbot, monkeypatch):
    pytest.importorskip("pytestqt")
    from PySide6.QtWidgets import QMessageBox

    from tests.test_ui_records import settings_for
    from app.ui.mainwindow import MainWindow

    child = subprocess.Popen([sys.executable, "-c", CHILD_OWNER.format(root=str(ROOT))],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        path = Path(child.stdout.readline().strip())
        shown = []
        monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
        w = MainWindow(settings_for("lvsi"), seed=3, variant_id="lvsi", ask_resume=False)
        qtbot.addWidget(w)
        match, own = w.controller.match, w.autosaver.path
        w.open_game(str(path))
        assert len(shown) == 1 and f"process {child.pid}" in shown[0]
        assert w.controller.match is match and w.autosaver.path == own and own.is_file()
        assert not list((data_dir() / "games").glob("*.json"))
        w.controller.shutdown()
    finally:
        child.kill()
        child.wait()


def test_a_record_borrowing_an_id_never_overwrites_the_history_of_another_game(tmp_path):
    saver = Autosaver()
    saver.save(a_match(seed=3), seats_for(3))
    first = saver.finish()
    kept = first.read_bytes()
    thief = record_dict(seed=11)
    thief["id"] = load_record(first).id
    thief["created"] = load_record(first).created
    src = write_record(tmp_path / "thief.json", thief)
    other = Autosaver()
    other.resume(check_record(src))
    second = other.finish()
    assert second != first and second.parent == first.parent
    assert first.read_bytes() == kept                      # the other game's history copy is intact


def test_the_trainer_never_waits_on_a_settings_pipe_and_dialogs_start_without_a_data_folder(
        tmp_path, monkeypatch, no_hang):
    from app.paths import config_dir
    from app.trainer.window import _app_settings

    config_dir().mkdir(parents=True, exist_ok=True)
    os.mkfifo(config_dir() / "settings.json")
    assert _app_settings() == ("zh", None)
    pytest.importorskip("pytestqt")
    from app.ui.replay.dialogs import games_dir

    blocker = tmp_path / "no-data"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert games_dir() == Path.home()


def test_theme_coverage_counts_only_real_pictures():
    from app import art

    folder = _theme_dir("cover")
    (folder / "3t.png").write_bytes(HOSTILE_IMAGES["svg"])
    (folder / "4t.png").write_bytes(_png_header(10, 10))
    assert art.theme_coverage("cover")[0] == 1

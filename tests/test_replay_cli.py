"""``yezi replay FILE --verify`` and ``yezi selfplay --save-dir``: exit codes
and one line per hand (on the toy family; real variants in test_records_variants)."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.engine import Match
from app.records import Record, load_record, save_record
from tests.toy_family import RECORDS_TOY_ID as TOY_ID, play, toy  # noqa: F401


@pytest.fixture
def saved(toy, tmp_path):
    m = play(Match(toy, seed=11), seed=11, hands=3, stop_after=2)
    path = tmp_path / "game.json"
    save_record(path, Record.from_match(m, seats=["human", "simple"]))
    return path


def test_verify_reproduces_every_hand(saved, capsys):
    assert main(["replay", str(saved), "--verify"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in out[:4]] == ["hand 1", "hand 2", "hand 3", "hand 4"]
    assert all(line.endswith("reproduced") for line in out[:4])
    assert "in play" in out[3] and "every result reproduced" in out[-1]


def test_verify_result_differs_exits_1(saved, capsys):
    d = json.loads(saved.read_text())
    r = d["hands"][1]["result"]
    r["net"] = [v + (1 if i == 0 else -1) for i, v in enumerate(r["net"])]
    d["match"]["totals"] = [d["match"]["totals"][0] + 1, d["match"]["totals"][1] - 1]
    saved.write_text(json.dumps(d))
    assert main(["replay", str(saved), "--verify"]) == 1
    out = capsys.readouterr().out
    assert "hand 2: " in out and "DIFFERS: hand 2: recorded net" in out
    assert "does not reproduce" in out


@pytest.mark.parametrize("text,words", [
    ("", "the file is empty"),
    ('{"format": "yezi-record", "version": 1, "va', "truncated"),
    ("[" * 5000, "nested"),
    ('{"format": "yezi-record", "version": 2}', "newer Yezi"),
])
def test_verify_bad_file_exits_2_with_one_line(toy, tmp_path, capsys, text, words):
    path = tmp_path / "bad.json"
    path.write_text(text)
    assert main(["replay", str(path), "--verify"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err and err.startswith("yezi: bad.json: ")


def test_verify_refused_action_exits_2(saved, capsys):
    d = json.loads(saved.read_text())
    acts = d["hands"][0]["actions"]
    acts[0], acts[1] = acts[1], acts[0]
    saved.write_text(json.dumps(d))
    assert main(["replay", str(saved), "--verify"]) == 2
    err = capsys.readouterr().err
    assert "hand 1, action 1" in err and "the rules refuse it" in err


def test_verify_missing_file_exits_2(capsys, tmp_path):
    assert main(["replay", str(tmp_path / "none.json"), "--verify"]) == 2
    assert "cannot open" in capsys.readouterr().err


def test_selfplay_save_dir_writes_one_record_per_hand(toy, tmp_path, capsys):
    out = tmp_path / "games"
    assert main(["selfplay", "--variant", TOY_ID, "--games", "4", "--seed", "3", "--save-dir", str(out)]) == 0
    files = sorted(out.iterdir())
    assert [f.name for f in files] == [f"{TOY_ID}-seed3-hand{i:04d}.json" for i in range(1, 5)]
    records = [load_record(f) for f in files]
    assert [r.hands[0].index for r in records] == [0, 1, 2, 3]
    assert all(r.seats[0] == {"type": "computer", "level": "simple"} for r in records)
    for f in files:
        assert main(["replay", str(f), "--verify"]) == 0
    # the records chain: each hand's start totals are the previous totals plus its net
    for a, b in zip(records, records[1:]):
        assert [x + y for x, y in zip(a.start_totals, a.hands[0].result["net"])] == b.start_totals


def test_replay_opens_viewer_and_saves_screenshot(qtbot, saved, tmp_path):
    png = tmp_path / "shot.png"
    assert main(["replay", str(saved), "--hand", "2", "--turn", "-1", "--seat", "1",
                 "--screenshot", str(png)]) == 0
    assert png.stat().st_size > 1000


@pytest.mark.parametrize("extra,lang", [([], "zh_TW"), (["--language", "en"], "en")])
def test_replay_speaks_the_players_language(qtbot, saved, tmp_path, extra, lang, monkeypatch):
    """From the command line the viewer spoke English (no catalog installed) to a 繁體 player:
    it takes the saved language, or --language for the run."""
    from app.ui import i18n
    from app.ui import settings as S

    cur = S.Settings()
    cur.language = "zh_TW"
    S.save(cur)
    seen = []
    real = i18n.install
    monkeypatch.setattr(i18n, "install", lambda app, lang_: (seen.append(lang_), real(app, lang_))[1])
    assert main(["replay", str(saved), "--screenshot", str(tmp_path / "v.png"), *extra]) == 0
    assert seen == [lang] and i18n.current() == lang


def test_stats_window_screenshot(qtbot, tmp_path):
    png = tmp_path / "stats.png"
    assert main(["replay", "--stats", "--screenshot", str(png)]) == 0
    assert png.exists()


@pytest.mark.parametrize("argv,words", [
    (["replay"], "give a record FILE"),
    (["replay", "--verify"], "--verify needs a record FILE"),
])
def test_replay_usage_errors_exit_2(capsys, argv, words):
    assert main(argv) == 2
    assert words in capsys.readouterr().err


def test_viewer_refuses_a_bad_record_with_one_line(saved, capsys):
    d = json.loads(saved.read_text())
    d["hands"][0]["actions"][0]["action"] = "7 discard x1"
    saved.write_text(json.dumps(d))
    assert main(["replay", str(saved)]) == 2
    assert "hand 1, action 1" in capsys.readouterr().err


def test_verify_a_folder_of_records(toy, tmp_path, capsys):
    out = tmp_path / "games"
    assert main(["selfplay", "--variant", TOY_ID, "--games", "3", "--save-dir", str(out)]) == 0
    capsys.readouterr()
    assert main(["replay", str(out), "--verify"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4 and lines[-1] == "3 records: every result reproduced"
    (out / "zz-broken.json").write_text("{")
    assert main(["replay", str(out), "--verify"]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert "zz-broken.json: the file is truncated" in lines[-2] and "cannot be read" in lines[-1]

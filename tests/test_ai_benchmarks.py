"""The AI design benchmarks run end to end (tiny budgets): their figures are
quoted in docs/ai.md, so they must keep working."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


def _load(name):
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_claim_truth_builds_a_set_and_scores_designs(tmp_path, capsys):
    bench = _load("claim_truth")
    out = tmp_path / "set.pkl"
    assert bench.main(["build", "--variant", "lvsi", "--games", "1", "--samples", "1", "--jobs", "1",
                       "--seed", "3", "--out", str(out)]) == 0
    assert out.exists()
    capsys.readouterr()
    designs = {"normal-like": {"samples": 0}, "tiny": {"samples": 2}}
    assert bench.main(["score", str(out), json.dumps(designs), "--jobs", "1"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["design"] for r in rows] == ["normal-like", "tiny"]
    assert rows[0]["positions"] > 0
    # hard without samples is normal: it changes nothing and gains nothing
    assert rows[0]["changed"] == 0 and rows[0]["gain_per_seat_hand"] == 0


def test_weight_sweep_reports_a_paired_difference(capsys):
    bench = _load("tune_longcard_weights")
    assert bench.main(["--variant", "haimen", "--deals", "1", "--jobs", "1", "--set", "risk=2"]) == 0
    row = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert row["change"] == {"risk": 2.0} and row["deals"] == 1
    assert isinstance(row["difference"], float)

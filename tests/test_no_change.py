"""benchmarks/no_change.py: the proof-of-no-change corpus tool finds no change
in the code that wrote its corpus, and does find a change when there is one."""

import gzip
import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _tool():
    spec = importlib.util.spec_from_file_location("no_change", ROOT / "benchmarks" / "no_change.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _rewrite(src: Path, dst: Path, change) -> None:
    with gzip.open(src, "rt", encoding="utf-8") as f:
        entries = [json.loads(line) for line in f]
    change(entries)
    with gzip.open(dst, "wt", encoding="utf-8") as f:
        for e in entries:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")


def test_corpus_round_trip_and_detects_changes(tmp_path, capsys):
    tool = _tool()
    corpus = tmp_path / "c.jsonl.gz"
    assert tool.main(["record", "--out", str(corpus), "--hands", "2", "--per-match", "2",
                      "--variants", "haimen,waihuzi", "--hard-samples", "4"]) == 0
    assert tool.main(["check", str(corpus)]) == 0
    out = capsys.readouterr().out
    assert "NO CHANGE" in out and "haimen: 2/2 hands replay with identical results" in out

    def other_decision(entries):
        entries[0]["digests"][1] = "0" * 64

    def other_answer(entries):
        entries[1]["judge"][0]["answer"] = "0" * 64

    def other_result(entries):
        hand = entries[0]["record"]["hands"][-1]  # the last: earlier ones must add up to the totals
        hand["result"]["net"] = [v + (1 if i == 0 else -1 if i == 1 else 0)
                                 for i, v in enumerate(hand["result"]["net"])]

    for change, words in ((other_decision, "decisions differ from hand 2"),
                          (other_answer, "judge answers differently"),
                          (other_result, "result differs")):
        bad = tmp_path / f"{change.__name__}.jsonl.gz"
        _rewrite(corpus, bad, change)
        assert tool.main(["check", str(bad)]) == 1
        out = capsys.readouterr().out
        assert words in out and "CHANGED" in out

"""Records: what autosaving after every action costs, how big saves are, and
how long verifying takes.  Usage: python benchmarks/records_bench.py [HANDS [VARIANT...]]

Plays HANDS hands of each variant with the simple computer on every seat,
autosaving (atomic write + fsync) after every action into a temporary folder.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.ai import make_player  # noqa: E402
from app.engine import Rng, all_variants  # noqa: E402
from app.records import Autosaver, Record, RecordMatch, load_record  # noqa: E402


def bench(variant, hands: int, folder: Path) -> dict:
    saver = Autosaver(folder / variant.id, keep_stats=False)
    match = RecordMatch(variant, seed=2026)
    n = len(match.totals)
    players = [make_player("simple") for _ in range(n)]
    rngs = [Rng(i + 1) for i in range(n)]
    save_times = []
    for k in range(hands):
        if k:
            match.next_hand()
        while not match.current.is_over:
            seat = match.current.to_act
            match.current.apply(players[seat].choose(match.current.view(seat), rngs[seat]))
            t = time.perf_counter()
            saver.save(match, seats=["human"] + ["simple"] * (n - 1))
            save_times.append(time.perf_counter() - t)
    size = saver.path.stat().st_size
    # the CPU part alone (building the record and its text, finished hands cached)
    reuse = load_record(saver.path).hands
    t = time.perf_counter()
    for _ in range(20):
        Record.from_match(match, times=[h.times for h in reuse], reuse=reuse).to_json()
    serialize_ms = 1000 * (time.perf_counter() - t) / 20
    t = time.perf_counter()
    record = load_record(saver.path)
    checks = record.verify()
    verify_s = time.perf_counter() - t
    assert all(c.ok for c in checks)
    actions = record.num_actions
    return {"variant": variant.id, "hands": hands, "actions": actions, "bytes": size,
            "bytes_per_hand": size // hands,
            "save_ms_median": 1000 * statistics.median(save_times),
            "save_ms_last": 1000 * save_times[-1], "save_ms_max": 1000 * max(save_times),
            "serialize_ms_last": serialize_ms,
            "verify_ms": 1000 * verify_s}


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    only = sys.argv[2:]
    with tempfile.TemporaryDirectory() as tmp:
        print(f"{'variant':8} {'hands':>5} {'actions':>7} {'KiB':>6} {'KiB/hand':>8} "
              f"{'save median ms':>14} {'save last ms':>12} {'save max ms':>11} {'cpu last ms':>11} "
              f"{'verify ms':>9}")
        for v in all_variants():
            if only and v.id not in only:
                continue
            r = bench(v, hands, Path(tmp))
            print(f"{r['variant']:8} {r['hands']:5} {r['actions']:7} {r['bytes'] / 1024:6.1f} "
                  f"{r['bytes_per_hand'] / 1024:8.1f} {r['save_ms_median']:14.2f} {r['save_ms_last']:12.2f} "
                  f"{r['save_ms_max']:11.2f} {r['serialize_ms_last']:11.2f} {r['verify_ms']:9.1f}")


if __name__ == "__main__":
    main()

"""Records: what autosaving after every action costs, against the match's
length, and how big saves are.

Usage: python benchmarks/records_bench.py [HANDS [VARIANT]]   (default 500 haimen)

Plays one match of HANDS hands with the simple computer on every seat, then,
at hand 1 and at hand HANDS, times saving after an action, A B A B … in the
same process:

- ``journal`` — ``Autosaver.save`` as the table calls it (the journal lines
  made and queued: the table's whole cost; wall time, and the table thread's
  own CPU time, which the load of a shared machine does not inflate), and the
  writer thread's part (append + fsync), read from the writer after ``flush()``;
- ``whole file`` — what the autosave of Yezi 0.2 did on every action: the
  whole record built (finished hands' text cached) and written atomically
  (temporary, fsync, rename, fsync of the folder), all on the table's thread.

Prints medians in milliseconds and the journal's bytes per hand.
"""

from __future__ import annotations

import gc
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.commands.bench import play_hands  # noqa: E402
from app.engine import find_variant  # noqa: E402
from app.records import Autosaver, Record, save_record  # noqa: E402


def measure(match, players, rngs, folder: Path, rounds: int) -> dict:
    seats = ["human"] + ["simple"] * (len(match.totals) - 1)
    saver = Autosaver(folder / "autosave", folder / "games", keep_stats=False)
    saver.save(match, seats)           # the journal's base (as on resuming)
    saver.flush()
    whole = folder / "whole.json"
    old_hands: list = []
    first = Record.from_match(match, seats)
    save_record(whole, first)
    old_hands, old_times = first.hands, [list(h.times) for h in first.hands]
    table, table_cpu, writer, old, old_cpu = [], [], [], [], []
    for _ in range(rounds):
        st = match.current
        if st.is_over:
            break
        st.apply(players[st.to_act].choose(st.view(st.to_act), rngs[st.to_act]))
        gc.collect()                   # neither is charged for the garbage of the other
        c0, t0 = time.thread_time(), time.perf_counter()
        saver.save(match, seats)
        table.append(time.perf_counter() - t0)
        table_cpu.append(time.thread_time() - c0)
        saver.flush()
        writer.append(saver.write_times[-1])
        old_times[-1].append(None)
        gc.collect()
        c0, t0 = time.thread_time(), time.perf_counter()
        rec = Record.from_match(match, seats, old_times, reuse=old_hands)
        save_record(whole, rec)
        old.append(time.perf_counter() - t0)
        old_cpu.append(time.thread_time() - c0)
        old_hands = rec.hands
    size = saver.path.stat().st_size
    saver.discard()
    ms = lambda xs: 1000 * statistics.median(xs)  # noqa: E731
    return {"table_ms": ms(table), "table_cpu_ms": ms(table_cpu), "writer_ms": ms(writer),
            "whole_file_ms": ms(old), "whole_file_cpu_ms": ms(old_cpu),
            "journal_kib": size / 1024, "record_kib": whole.stat().st_size / 1024, "n": len(table)}


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    variant = find_variant(sys.argv[2] if len(sys.argv) > 2 else "haimen")
    print(f"{variant.id}: playing {hands} hands …", flush=True)
    big = play_hands(variant, hands - 1, 2026, extra_actions=2)
    small = play_hands(variant, 0, 2026, extra_actions=2)
    with tempfile.TemporaryDirectory() as tmp:
        rows = {}
        for name, (m, p, r) in (("1", small), (str(hands), big)):
            rows[name] = measure(m, p, r, Path(tmp) / name, 25)
    print(f"{'hand':>6} {'table ms':>9} {'table CPU':>9} {'writer ms':>9} {'whole-file ms':>13} "
          f"{'its CPU':>8} {'journal KiB':>11} {'record KiB':>10}")
    for name, r in rows.items():
        print(f"{name:>6} {r['table_ms']:9.3f} {r['table_cpu_ms']:9.3f} {r['writer_ms']:9.2f} "
              f"{r['whole_file_ms']:13.2f} {r['whole_file_cpu_ms']:8.2f} {r['journal_kib']:11.1f} "
              f"{r['record_kib']:10.1f}")
    one, last = rows["1"], rows[str(hands)]
    print(f"hand {hands} / hand 1: table {last['table_ms'] / one['table_ms']:.2f}x "
          f"(CPU {last['table_cpu_ms'] / one['table_cpu_ms']:.2f}x), writer "
          f"{last['writer_ms'] / one['writer_ms']:.2f}x, whole file {last['whole_file_ms'] / one['whole_file_ms']:.2f}x "
          f"(CPU {last['whole_file_cpu_ms'] / one['whole_file_cpu_ms']:.2f}x)")

if __name__ == "__main__":
    main()

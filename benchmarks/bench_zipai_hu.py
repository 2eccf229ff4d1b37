"""Benchmark of the 字牌 hu check (app/engine/zipai/hu.py).

    python benchmarks/bench_zipai_hu.py [--hands 3000] [--seed 1]

Measures the median and 90th percentile time of one call finding the
highest-胡息 arrangement, for:

* complete 21-card hands (seven groups of three, built at random from the
  family's groups, then shuffled) — the goal case of issue 3;
* random 21-card deals (mostly not complete: the search must prove it);
* the in-game question "does this 19-card hand win on this card?"
  (waihuzi, the winning card tried against the hand).

Each is timed "cold" (memo cleared before every hand: the first sight of a
hand) and "warm" (memo kept, as in a game or a search AI's playouts, where
remainders repeat).  Results go to standard output; the figures quoted in
docs/rules-zipai.md come from this script.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.rng import Rng  # noqa: E402
from app.engine.zipai import hu as H  # noqa: E402
from app.engine.zipai import hand_class  # noqa: E402


def complete_hand(rng: Rng, groups: int = 7) -> list[int]:
    """A complete hand of ``groups`` random groups (坎 or sentences), ≤ 4 per kind."""
    while True:
        counts = [0] * 20
        ok = True
        for _ in range(groups):
            if rng.below(4) == 0:
                k = rng.below(20)
                g = (k, k, k)
            else:
                g = H.SENTENCES[rng.below(len(H.SENTENCES))][1]
            for k in g:
                counts[k] += 1
                if counts[k] > 4:
                    ok = False
        if ok:
            return counts


def random_deal(rng: Rng, n: int) -> list[int]:
    deck = [k for k in range(20) for _ in range(4)]
    rng.shuffle(deck)
    counts = [0] * 20
    for k in deck[:n]:
        counts[k] += 1
    return counts


# The wall clock (``time.perf_counter_ns``: a CPU-time clock costs a system call
# of about a microsecond, as much as what is timed; on a shared machine the
# median still holds, a preempted call is an outlier).  ``--cpu`` for CPU time.
# The cyclic garbage collector is paused while timing.
CLOCK = time.perf_counter_ns


def timed(fn, items, cold: bool, table):
    times = []
    for item in items:
        if cold:
            table.memo.clear()
        t0 = CLOCK()
        fn(item)
        times.append(CLOCK() - t0)
    times.sort()
    return statistics.median(times) / 1000, times[int(len(times) * 0.9)] / 1000


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cpu", action="store_true", help="time by the process's CPU time")
    args = ap.parse_args(argv)
    if args.cpu:
        global CLOCK
        CLOCK = time.process_time_ns
    gc.collect()
    gc.disable()
    rng = Rng(args.seed)
    print(f"Python {sys.version.split()[0]}, {args.hands} hands per case; times in µs (median / p90)")
    for vid in ("waihuzi", "qidong"):
        rules = hand_class(vid).hu_rules(True)
        t0 = time.process_time()
        table = H.table(rules)
        print(f"{vid:8s} tables built in {1000 * (time.process_time() - t0):.0f} ms CPU")
        complete = [H.pack(complete_hand(rng)) for _ in range(args.hands)]
        deals = [H.pack(random_deal(rng, 21)) for _ in range(args.hands)]
        asks = []
        for _ in range(args.hands):
            c = random_deal(rng, 20)
            win = next(k for k in range(20) if c[k])
            c[win] -= 1
            asks.append((H.pack(c), win))
        cases = [
            ("complete 21-card hand", complete, lambda w: table.best(w, 21)),
            ("random 21-card deal", deals, lambda w: table.best(w, 21)),
            ("19 cards + winning card", asks, lambda a: table.best_with(a[0], 19, a[1], "other")),
        ]
        for name, items, fn in cases:
            cold = timed(fn, items, True, table)
            table.memo.clear()
            timed(fn, items, False, table)          # warm-up pass
            warm = timed(fn, items, False, table)
            print(f"{vid:8s} {name:26s} cold {cold[0]:8.1f} / {cold[1]:8.1f}   "
                  f"warm {warm[0]:6.1f} / {warm[1]:6.1f}   memo {len(table.memo)}")
            table.memo.clear()
        if vid == "waihuzi":
            few = [H.unpack(w) for w in complete[: max(20, args.hands // 50)]]
            naive = timed(lambda c: H.plain_best(c, rules), few, False, table)
            print(f"{vid:8s} {'complete 21, naive search':26s} {naive[0]:8.1f} / {naive[1]:8.1f}"
                  f"   ({len(few)} hands; plain recursion, no packing, no memo)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

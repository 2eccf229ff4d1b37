"""Benchmark of 八胡头 hand evaluation (app.engine.longcard.evaluate).

Usage: python benchmarks/bench_long_eval.py [--hands 2000] [--seed 7]

Hands: 25 cards each (hand plus table), dealt at random from the 124-card
deck; in about half of them one or two pairs are turned into 碰 on the table
and, when the hand allows, a run or 豹子 is eaten onto the table.  Timings:

- ``best``  — best arrangement (圆, loose count, 胡), caches cleared before each
  hand (cold: what a new position costs);
- ``best-warm`` — the same hands again (memoised);
- ``can-win`` — the pruned yes/no win check claims use, cold;
- ``waits`` — every waiting card (听张), cold.

Times are CPU time of the process (``--wall``: the wall clock).  Python's
cyclic garbage collector is paused while timing (``gc.disable``), so a
collection started by an earlier hand's garbage is not billed to the hand
that happens to trigger it.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.longcard import evaluate as ev  # noqa: E402
from app.engine.longcard.cards import deck  # noqa: E402
from app.engine.rng import Rng  # noqa: E402


def make_hand(rng: Rng):
    cards = [c.index for c in deck(True)]
    rng.shuffle(cards)
    hand = cards[:25]
    rest = cards[25:]
    counts = [0] * ev.NKINDS
    for k in hand:
        counts[k] += 1
    melds = []
    if rng.below(2):
        for k in range(ev.NKINDS):  # up to two 碰 from pairs
            if counts[k] == 2 and k in rest and len(melds) < 2 and rng.below(2):
                counts[k] -= 2
                rest.remove(k)
                melds.append(("peng", [k, k, k]))
        for suit in range(3):  # one eaten run when the hand has two of it
            for r in range(1, 6):
                ks = [suit * 9 + r + i for i in range(3)]
                if all(counts[k] in (1, 2) for k in ks[:2]) and ks[2] in rest and ev.RUN_OK[suit][r + 2] \
                        and ev.RUN_OK[suit][r] and len(melds) < 3:
                    counts[ks[0]] -= 1
                    counts[ks[1]] -= 1
                    rest.remove(ks[2])
                    melds.append(("chi", ks))
                    break
        # back to 25 owned cards: drop spare hand cards
        owned = sum(counts) + sum(len(m[1]) for m in melds)
        ks = [k for k in range(ev.NKINDS) for _ in range(counts[k])]
        rng.shuffle(ks)
        while owned > 25 and ks:
            counts[ks.pop()] -= 1
            owned -= 1
    return ev.dealt_key(counts, melds)


def clear():
    if hasattr(ev, "clear_caches"):
        ev.clear_caches()           # every memo, the packed suits' ones too
    else:                           # the evaluator before it had clear_caches
        ev.options.cache_clear()
        ev.suit_value.cache_clear()
        ev.can_win.cache_clear()
        ev._bound_base.cache_clear()


# CPU time of this process (the machine is shared: wall time counts the others' work);
# ``--wall`` for the wall clock
CLOCK = time.process_time_ns


def timeit(fn, hands, cold: bool):
    out = []
    for h in hands:
        if cold:
            clear()
        t0 = CLOCK()
        fn(*h)
        out.append((CLOCK() - t0) / 1e3)
    return out


def report(name, xs):
    xs = sorted(xs)
    p = lambda q: xs[min(len(xs) - 1, int(q * len(xs)))]  # noqa: E731
    print(f"{name:11} median {statistics.median(xs):8.1f} µs   p90 {p(0.9):8.1f} µs   "
          f"p99 {p(0.99):8.1f} µs   max {xs[-1]:8.1f} µs")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--wall", action="store_true", help="time by the wall clock instead of CPU time")
    args = ap.parse_args()
    if args.wall:
        global CLOCK
        CLOCK = time.perf_counter_ns
    rng = Rng(args.seed)
    hands = [make_hand(rng) for _ in range(args.hands)]
    with_table = sum(1 for h in hands if h[2] != ev.EMPTY_TABLE)
    print(f"{len(hands)} hands of 25 cards, {with_table} with a table; Python {sys.version.split()[0]}")
    gc.collect()
    gc.disable()
    report("best", timeit(ev.best, hands, cold=True))
    timeit(ev.best, hands, cold=False)
    report("best-warm", timeit(ev.best, hands, cold=False))
    report("can-win", timeit(ev.can_win, hands, cold=True))
    report("waits", timeit(ev.waits, hands[: max(1, len(hands) // 4)], cold=True))
    rounds = sum(1 for h in hands if ev.best(*h).loose == 0)
    print(f"圆 hands: {rounds}; winning (圆, ≥ 8 胡): "
          f"{sum(1 for h in hands if ev.best(*h).loose == 0 and ev.best(*h).hu >= 8)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

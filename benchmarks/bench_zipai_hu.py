"""Benchmark of the 字牌 hu check (app/engine/zipai/hu.py).

    python benchmarks/bench_zipai_hu.py [--hands 3000] [--seed 1] [--cpu]
        [--variant waihuzi --variant qidong ...] [--compare OLD_HU.py [--rounds 2]]

Measures the median and 90th percentile time of one call finding the
highest-胡息 arrangement, for:

* complete 21-card hands (seven groups of three, built at random from the
  family's groups, then shuffled) — the goal case of issue 3;
* random 21-card deals (mostly not complete: the search must prove it);
* the in-game question "does this 19-card hand win on this card?"
  (the winning card tried against the hand, someone else's draw).

Each is timed "cold" (memo cleared before every hand: the first sight of a
hand) and "warm" (memo kept, as in a game or a search AI's playouts, where
remainders repeat), for the waihuzi, yiyang and qidong rule sets.  The
column automaton's steps are built on first use, not per hand, so "cold"
keeps them, but every round times new hands (seed + 1000 × round), so a
cold hand is always a first sight, for the memo and for any table built on
first use; "first sight" is the first pass with every table new.

``--compare OLD_HU.py`` loads another copy of ``app/engine/zipai/hu.py``
(e.g. ``git show REV:app/engine/zipai/hu.py > /tmp/hu_old.py``) and times it
and this tree's alternately (A B A B …, ``--rounds`` pairs) on the same
hands, printing both and their ratio.  Results go to standard output; the
figures quoted in docs/performance.md come from this script.
"""

from __future__ import annotations

import argparse
import gc
import os
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


def load_module(path: str):
    """Another copy of hu.py, as a module of its own."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("hu_compared", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["hu_compared"] = mod
    spec.loader.exec_module(mod)
    return mod


def fresh_table(mod, rules):
    """A new table (and automaton) of ``mod`` for ``rules``: (table, CPU ms)."""
    mod._TABLES.clear()
    getattr(mod, "_AUTOMATA", {}).clear()
    rules = mod.HuRules(**{f: getattr(rules, f) for f in rules.__dataclass_fields__})
    t0 = time.process_time()
    table = mod.table(rules)
    return table, 1000 * (time.process_time() - t0)


def automaton_note(table) -> str:
    """What a table built on first use holds (a column automaton's steps and frontiers)."""
    autos = [a for a in (getattr(table, "threes", None), getattr(table, "twos", None)) if a is not None]
    if not autos:
        return ""
    return (f"   automaton: {sum(a.built for a in autos)} steps built, "
            f"{sum(len(a.fronts) for a in autos)} frontiers")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cpu", action="store_true", help="time by the process's CPU time")
    ap.add_argument("--variant", action="append", help="waihuzi, yiyang, qidong (default: all three)")
    ap.add_argument("--compare", metavar="OLD_HU.py", help="another hu.py, timed alternately with this tree's")
    ap.add_argument("--rounds", type=int, default=2, help="with --compare: A B pairs per case")
    args = ap.parse_args(argv)
    if args.cpu:
        global CLOCK
        CLOCK = time.process_time_ns
    mods = [("this", H)]
    if args.compare:
        mods.insert(0, ("compared", load_module(args.compare)))
    gc.collect()
    gc.disable()
    print(f"Python {sys.version.split()[0]}, {args.hands} hands per case; times in µs (median / p90); "
          f"load average {os.getloadavg()[0]:.1f}")
    for vid in args.variant or ("waihuzi", "yiyang", "qidong"):
        rules = hand_class(vid).hu_rules(True)

        def hands(seed):
            """The three cases' hands of one round (the same for every module)."""
            rng = Rng(seed)
            complete = [H.pack(complete_hand(rng)) for _ in range(args.hands)]
            deals = [H.pack(random_deal(rng, 21)) for _ in range(args.hands)]
            asks = []
            for _ in range(args.hands):
                c = random_deal(rng, 20)
                win = next(k for k in range(20) if c[k])
                c[win] -= 1
                asks.append((H.pack(c), win))
            return complete, deals, asks

        def cases(table, round_hands):
            complete, deals, asks = round_hands
            return [
                ("complete 21-card hand", complete, lambda w: table.best(w, 21)),
                ("random 21-card deal", deals, lambda w: table.best(w, 21)),
                ("19 cards + winning card", asks, lambda a: table.best_with(a[0], 19, a[1], "other")),
            ]

        # round r's hands come from seed + 1000 r: "cold" is always the first
        # sight of a hand, for the memo and for any table built on first use
        tables = {}
        first_hands = hands(args.seed)
        for name, mod in mods:
            table, ms = fresh_table(mod, rules)
            tables[name] = table
            first = [timed(fn, items, True, table)[0] for _c, items, fn in cases(table, first_hands)]
            table.memo.clear()
            print(f"{vid:8s} {name:8s} tables built in {ms:.0f} ms CPU; first sight (cold, new tables): "
                  + " / ".join(f"{x:.1f}" for x in first) + automaton_note(table))
        results: dict[tuple[str, str], list[tuple[float, float, float, float]]] = {}
        for r in range(args.rounds if args.compare else 1):
            round_hands = hands(args.seed + 1000 * (r + 1))
            order = mods if r % 2 == 0 else mods[::-1]
            for name, _mod in order:
                table = tables[name]
                for case, items, fn in cases(table, round_hands):
                    cold = timed(fn, items, True, table)
                    table.memo.clear()
                    timed(fn, items, False, table)          # warm-up pass
                    warm = timed(fn, items, False, table)
                    table.memo.clear()
                    results.setdefault((case, name), []).append(cold + warm)
        for name, _mod in mods:
            note = automaton_note(tables[name])
            if note:
                print(f"{vid:8s} {name:8s} after the rounds:{note}")
        for case, _items, _fn in cases(None, first_hands):
            for name, _mod in mods:
                runs = results[(case, name)]
                cold = " ".join(f"{c:5.1f}/{p:5.1f}" for c, p, _w, _wp in runs)
                warm = " ".join(f"{w:4.1f}/{wp:4.1f}" for _c, _p, w, wp in runs)
                print(f"{vid:8s} {case:26s} {name:8s} cold {cold}   warm {warm}")
            if args.compare:
                a = statistics.median(x[0] for x in results[(case, "compared")])
                b = statistics.median(x[0] for x in results[(case, "this")])
                print(f"{vid:8s} {case:26s} cold median: compared {a:.2f}, this {b:.2f}, this / compared {b / a:.2f}")
        if vid == "waihuzi":
            few = [H.unpack(w) for w in first_hands[0][: max(20, args.hands // 50)]]
            naive = timed(lambda c: H.plain_best(c, rules), few, False, tables["this"])
            print(f"{vid:8s} {'complete 21, naive search':26s} {naive[0]:8.1f} / {naive[1]:8.1f}"
                  f"   ({len(few)} hands; plain recursion, no packing, no memo)")
    print(f"load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Strength and speed of the computer levels: the tournaments behind the
figures in docs/ai.md, and ``yezi bench``.

    python benchmarks/bench_ai.py                 # everything (long: hard is searched)
    python benchmarks/bench_ai.py --only normal-easy --deals 100
    python benchmarks/bench_ai.py --jobs 2 --out /tmp/ai-figures.json

Each pairing is played on the same deals with the levels rotated over the
seats (see app/ai/tournament.py); the output is one JSON object per pairing
and variant, plus the bench figures.  Timings depend on the machine and its
load; strength figures depend only on the seeds and the code.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.ai.tournament import run_tournament, summarize  # noqa: E402
from app.engine import all_variants  # noqa: E402

PAIRINGS = {"normal-easy": ("normal", "easy"), "hard-normal": ("hard", "normal")}
# Default deals per pairing and family (the hard pairing costs ~0.1-0.4 s per hard decision).
DEALS = {("normal-easy", "longcard"): 60, ("normal-easy", "zipai"): 150,
         ("hard-normal", "longcard"): 30, ("hard-normal", "zipai"): 120}


def seats_for(a: str, b: str, players: int) -> tuple[str, ...]:
    """Half the seats each (alternating), or one of ``a`` against two ``b`` at three seats."""
    return tuple(a if i % 2 == 0 else b for i in range(players)) if players % 2 == 0 else (a,) + (b,) * (players - 1)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--only", choices=sorted(PAIRINGS), help="one pairing only")
    p.add_argument("--variant", action="append", help="only these variants")
    p.add_argument("--deals", type=int, help="deals per tournament (default: per family, see DEALS)")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", help="also write the figures to this JSON file")
    args = p.parse_args(argv)
    results = []
    for name, (a, b) in PAIRINGS.items():
        if args.only and name != args.only:
            continue
        for v in all_variants():
            if args.variant and v.id not in args.variant:
                continue
            seats = seats_for(a, b, v.players)
            deals = args.deals or DEALS[(name, v.family)]
            t0 = time.perf_counter()
            recs = run_tournament(v.id, deals, args.seed, seats, jobs=args.jobs)
            out = {"pairing": name, "variant": v.id, "seats": list(seats), "seed": args.seed,
                   "seconds": round(time.perf_counter() - t0, 1), **summarize(recs, seats)}
            print(json.dumps(out, ensure_ascii=False), flush=True)
            results.append(out)
    if args.out:
        Path(args.out).write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

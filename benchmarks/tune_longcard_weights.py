"""Sweep the long-card evaluation weights against the defaults.

    python benchmarks/tune_longcard_weights.py --variant lvsi --deals 600 --seed 202
    python benchmarks/tune_longcard_weights.py --set risk=0.5 --set zhuang=3

Each candidate is the normal player with one weight changed (``hard`` with
no search samples *is* normal, so the tournament seats ``hard,normal,hard,
normal`` with ``{"samples": 0, "weights": ...}``), played on the same deals as
the defaults; the line printed is the paired difference per hand with its
95 % interval.  The figures of the sweep in docs/ai.md come from this script.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.ai import longcard_eval  # noqa: E402
from app.ai.tournament import run_tournament, summarize  # noqa: E402

# One step down and up for each weight (the default sweep).
SWEEP = {"risk": (0.5, 2.0), "zhuang": (0.75, 3.0), "short": (0.6, 2.4), "over": (0.0, 1.2),
         "ready": (None, 4.0), "outs": (None, 1.2), "jiang_pair": (1.2, 4.0), "distance": (2.0, 4.5)}
SEATS = ["hard", "normal", "hard", "normal"]


def candidates(sets: list[str]) -> list[dict]:
    if sets:
        out = {}
        for item in sets:
            key, _, value = item.partition("=")
            out[key] = float(value)
        return [out]
    return [{k: v} for k, steps in SWEEP.items() for v in steps if v is not None]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--variant", default="lvsi")
    ap.add_argument("--deals", type=int, default=600)
    ap.add_argument("--seed", type=int, default=202)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--set", action="append", default=[], metavar="WEIGHT=VALUE")
    args = ap.parse_args(argv)
    fields = {f.name for f in dataclasses.fields(longcard_eval.Weights)}
    for change in candidates(args.set):
        unknown = set(change) - fields
        if unknown:
            ap.error(f"unknown weight {', '.join(sorted(unknown))} (known: {', '.join(sorted(fields))})")
        weights = dataclasses.replace(longcard_eval.DEFAULT, **change)
        options = {"hard": {"samples": 0, "weights": weights}}
        records = run_tournament(args.variant, args.deals, args.seed, SEATS, jobs=args.jobs,
                                 player_options=options)
        pair = summarize(records, SEATS)["pairs"][0]
        print(json.dumps({"variant": args.variant, "deals": args.deals, "seed": args.seed, "change": change,
                          "difference": pair["mean"], "ci": pair["ci"]}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

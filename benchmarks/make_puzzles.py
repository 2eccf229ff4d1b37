"""Make the shipped puzzle sets (``resources/puzzles/<family>.json``) from
computer games; reproducible from the seed (docs/learn.md).

    nice -n 10 python benchmarks/make_puzzles.py --seed 1515 --count 120
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from app.ai.puzzles import FAMILIES, generate, save_puzzles  # noqa: E402


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed", type=int, default=1515)
    p.add_argument("--count", type=int, default=120, help="puzzles per family")
    p.add_argument("--family", choices=list(FAMILIES), action="append", help="only this family (repeatable)")
    p.add_argument("--out", help="a folder to write to instead of resources/puzzles")
    args = p.parse_args(argv)
    from pathlib import Path

    for fam in args.family or ["zipai", "longcard"]:
        t = time.process_time()
        target = Path(args.out) / f"{fam}.json" if args.out else None
        # the file is written after every hand, so a run cut short still leaves a whole set
        puzzles = generate(fam, args.seed, args.count, progress=lambda s: print(s, flush=True),
                           on_hand=lambda ps, fam=fam, target=target: save_puzzles(fam, ps, args.seed, target))
        path = save_puzzles(fam, puzzles, args.seed, target)
        grades = {g: sum(1 for x in puzzles if x.grade == g) for g in ("easy", "medium", "hard")}
        print(f"{path}: {len(puzzles)} puzzles {grades}, {time.process_time() - t:.0f} s CPU", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""``yezi tournament``: computer levels against each other on the same deals.

Each deal is played once per rotation of ``--seats`` so that every level sits
in every seat on the same cards; figures are per level with 95 % confidence
intervals over deals (see app/ai/tournament.py)."""

from __future__ import annotations

import json
import sys
import time


def add_arguments(p) -> None:
    p.add_argument("--variant", required=True, help="variant id (see: yezi variants)")
    p.add_argument("--games", type=int, default=20,
                   help="number of deals; each is played once per seat rotation")
    p.add_argument("--seed", type=int, default=0, help="tournament seed (same seed, same deals)")
    p.add_argument("--seats", required=True,
                   help="one computer level per seat, comma-separated, e.g. hard,normal,normal,normal")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--json", action="store_true", help="end with one JSON line holding the figures")
    p.add_argument("--progress", action="store_true", help="force the progress bar on standard error")


def _fmt_ci(ci) -> str:
    lo, hi = ci
    if lo is None or hi is None:
        return "[unbounded: one deal]"
    return f"[{lo:+.2f}, {hi:+.2f}]"


def run(args) -> int:
    from app.ai.tournament import parse_seats, run_tournament, summarize
    from app.engine import RequestError, find_variant

    variant = find_variant(args.variant)
    seats = parse_seats(args.seats, variant.players)
    if args.games < 1:
        raise RequestError("--games must be at least 1")
    if args.jobs < 1:
        raise RequestError("--jobs must be at least 1")
    show = args.progress or (sys.stderr.isatty() and args.games >= 5)

    def on_deal(done, total):
        if show:
            width = 30
            filled = width * done // total
            sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals")
            if done == total:
                sys.stderr.write("\n")
            sys.stderr.flush()

    start = time.perf_counter()
    records = run_tournament(variant.id, args.games, args.seed, seats, jobs=args.jobs, on_deal=on_deal)
    seconds = time.perf_counter() - start
    summary = summarize(records, seats)
    print(f"{variant.name}: {summary['deals']} deals × {len(seats)} rotations = {summary['hands']} hands, "
          f"seed {args.seed}, seats {','.join(seats)}")
    print(f"  draws (臭局/黄牌): {summary['draws']}")
    for lv, e in summary["levels"].items():
        s = e["settlement"]
        line = (f"  {lv:<7} win rate {100 * e['win_rate']:5.1f}% "
                f"[{100 * e['win_rate_ci'][0]:.1f}, {100 * e['win_rate_ci'][1]:.1f}]  "
                f"settlement/hand {s['mean']:+8.2f} {_fmt_ci(s['ci'])}")
        if "decision_ms" in e:
            d = e["decision_ms"]
            line += f"  decision ms median {d['median']:.1f} p95 {d['p95']:.1f}"
        print(line)
    for p in summary["pairs"]:
        verdict = "significant" if p["significant"] else "not significant"
        print(f"  {p['a']} − {p['b']}: {p['mean']:+.2f} per hand {_fmt_ci(p['ci'])} ({verdict})")
    print(f"  {seconds:.1f} s")
    if args.json:
        out = {"variant": variant.id, "games": args.games, "seed": args.seed, "seats": list(seats),
               "seconds": round(seconds, 2), **summary}
        print(json.dumps(out, ensure_ascii=False, allow_nan=False, default=str))
    return 0

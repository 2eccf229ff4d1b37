"""Does the hand review mean something?  Hands are played with easy, normal
and hard at one table (4 seats: easy, normal, hard, normal; 3 seats: easy,
normal, hard; the seats rotate from hand to hand), then one seat of each level has its
decisions are reviewed by ``app.ai.review`` exactly as ``yezi review`` does.
A level's figure for a hand is the average over its seats of the share of
decisions within the good margin and of the mean cost per decision; the
levels are compared hand by hand (paired), Student-t 95 % intervals over hands.

    nice -n 10 python benchmarks/review_levels.py --hands 240 --seed 1501 --out /tmp/review.jsonl
    python benchmarks/review_levels.py --read /tmp/review.jsonl

The families alternate hand by hand (long cards: haimen, lvsi; 字牌:
waihuzi, yiyang, qidong), so a run cut at any point gives both families'
figures.  Each hand is one JSON line in ``--out`` (appended; a restarted run
skips the hands already there)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from app.ai import make_player  # noqa: E402
from app.ai.review import review_hand  # noqa: E402
from app.ai.stats import mean_ci  # noqa: E402
from app.engine import Rng, derive_seed, find_variant  # noqa: E402

FAMILIES = {"longcard": ("haimen", "lvsi"), "zipai": ("waihuzi", "yiyang", "qidong")}
TABLE = {3: ("easy", "normal", "hard"), 4: ("easy", "normal", "hard", "normal")}


def play_and_review(vid: str, seed: int, k: int) -> dict:
    v = find_variant(vid)
    settings = v.settings()
    hand_seed = derive_seed(seed, k)
    ctx = v.engine.first_context(v, settings, hand_seed)
    state = v.engine.new_hand(v, settings, hand_seed, ctx)
    n = state.num_seats
    table = TABLE[n]
    levels = [table[(s + k) % n] for s in range(n)]
    players = [make_player(lv) for lv in levels]
    rngs = [Rng(derive_seed(seed, k, s + 1)) for s in range(n)]
    start = state.clone()
    t0 = time.process_time()
    while not state.is_over:
        s = state.to_act
        state.apply(players[s].choose(state.view(s), rngs[s]))
    t1 = time.process_time()
    seats = []
    for s in range(n):
        if levels[s] in levels[:s]:
            continue            # a level's second seat (4 seats: normal twice) is not reviewed: CPU
        r = review_hand(start.clone(), list(state.log), s, hand_seed, explain=False)
        sc = r.score
        seats.append({"level": levels[s], "decisions": sc.decisions, "good": sc.good,
                      "cost": round(sc.total_cost, 4), "costly": sum(1 for d in r.decisions if d.costly)})
    t2 = time.process_time()
    return {"variant": vid, "k": k, "seed": seed, "seats": seats, "actions": len(state.log),
            "play_s": round(t1 - t0, 2), "review_s": round(t2 - t1, 2)}


def level_figures(hand: dict) -> dict:
    """level -> (share of good decisions, mean cost per decision) over its seats."""
    acc: dict = {}
    for s in hand["seats"]:
        if s["decisions"]:
            a = acc.setdefault(s["level"], [0, 0, 0.0])
            a[0] += s["decisions"]
            a[1] += s["good"]
            a[2] += s["cost"]
    return {lv: (g / d, c / d) for lv, (d, g, c) in acc.items()}


def summary(rows: list[dict]) -> str:
    out = []
    for fam, vids in FAMILIES.items():
        hands = [r for r in rows if r["variant"] in vids]
        if not hands:
            continue
        figs = [level_figures(h) for h in hands]
        counts = ", ".join(f"{v} {sum(1 for h in hands if h['variant'] == v)}" for v in vids)
        out.append(f"{fam}: {len(hands)} hands ({counts})")
        for lv in ("easy", "normal", "hard"):
            sh = [f[lv][0] for f in figs if lv in f]
            co = [f[lv][1] for f in figs if lv in f]
            if len(sh) > 1:
                m, lo, hi = mean_ci(sh)
                mc, lc, hc = mean_ci(co)
                out.append(f"  {lv:6s} good share {m:.3f} [{lo:.3f}, {hi:.3f}]   cost/decision {mc:.3f} [{lc:.3f}, {hc:.3f}]"
                           f"   ({len(sh)} hands)")
        for a, b in (("normal", "easy"), ("hard", "normal")):
            ds = [f[a][0] - f[b][0] for f in figs if a in f and b in f]
            dc = [f[b][1] - f[a][1] for f in figs if a in f and b in f]
            if len(ds) > 1:
                m, lo, hi = mean_ci(ds)
                mc, lc, hc = mean_ci(dc)
                ok = "excludes 0" if lo > 0 or hi < 0 else "includes 0"
                okc = "excludes 0" if lc > 0 or hc < 0 else "includes 0"
                out.append(f"  {a} - {b}: good share {m:+.3f} [{lo:+.3f}, {hi:+.3f}] ({ok});"
                           f" cost saved per decision {mc:+.3f} [{lc:+.3f}, {hc:+.3f}] ({okc}); {len(ds)} hands")
        out.append(f"  CPU per hand: play {sum(h['play_s'] for h in hands) / len(hands):.1f} s, "
                   f"review {sum(h['review_s'] for h in hands) / len(hands):.1f} s")
    return "\n".join(out)


def read(path: str) -> list[dict]:
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line:
                rows.append(json.loads(line))
    return rows


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=200, help="hands per family")
    p.add_argument("--seed", type=int, default=1501)
    p.add_argument("--out", help="JSON lines file (appended)")
    p.add_argument("--read", help="summarize a file written by --out and exit")
    p.add_argument("--every", type=int, default=10, help="print the summary every N hands per family")
    args = p.parse_args(argv)
    if args.read:
        print(summary(read(args.read)))
        return 0
    rows = read(args.out) if args.out and os.path.exists(args.out) else []
    done = {(r["variant"], r["k"], r["seed"]) for r in rows}
    for k in range(args.hands):
        for fam, vids in FAMILIES.items():
            vid = vids[k % len(vids)]
            if (vid, k, args.seed) in done:
                continue
            row = play_and_review(vid, args.seed, k)
            rows.append(row)
            if args.out:
                with open(args.out, "a", encoding="utf-8") as f:
                    f.write(json.dumps(row) + "\n")
            print(f"[{time.strftime('%H:%M:%S')}] {vid} hand {k + 1}: play {row['play_s']} s, "
                  f"review {row['review_s']} s", flush=True)
        if (k + 1) % args.every == 0:
            print(summary(rows), flush=True)
    print(summary(rows), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

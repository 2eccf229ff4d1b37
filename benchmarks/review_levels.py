"""Does the hand review mean something?  For each hand (the families
alternate hand by hand: long cards haimen, lvsi; 字牌 waihuzi, yiyang,
qidong), the hand is played by normal players on every seat and one seat
(rotating from hand to hand) is reviewed: at each of its decisions with a
real choice, the review's assessment (``HardPlayer.assess`` with the review's
deals, exactly as ``yezi review`` makes it) is computed once and the choice
each level — easy, normal, hard — would make from that same view is scored
by it (``app.ai.review.judge``: within the good margin or not, and its cost).
A level's figure for a hand is its share of good decisions and its mean cost
per decision over that seat's decisions; the levels are compared hand by hand
(paired on the very same positions), Student-t 95 % intervals over hands.

    nice -n 10 python benchmarks/review_levels.py --hands 240 --seed 1501 --out /tmp/review.jsonl
    python benchmarks/review_levels.py --read /tmp/review.jsonl

A run cut at any point gives both families' figures.  Each hand is one JSON
line in ``--out`` (appended; a restarted run skips the hands already there)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from app.ai import make_player  # noqa: E402
from app.ai.players import HardPlayer  # noqa: E402
from app.ai.review import REVIEW_SAMPLES, judge  # noqa: E402
from app.ai.stats import mean_ci  # noqa: E402
from app.engine import Rng, derive_seed, find_variant  # noqa: E402

FAMILIES = {"longcard": ("haimen", "lvsi"), "zipai": ("waihuzi", "yiyang", "qidong")}
LEVELS = ("easy", "normal", "hard")


def play_and_review(vid: str, seed: int, k: int) -> dict:
    v = find_variant(vid)
    fam = v.family
    settings = v.settings()
    hand_seed = derive_seed(seed, k)
    ctx = v.engine.first_context(v, settings, hand_seed)
    state = v.engine.new_hand(v, settings, hand_seed, ctx)
    n = state.num_seats
    seat = k % n
    table = [make_player("normal") for _ in range(n)]
    levels = {lv: make_player(lv) for lv in LEVELS}
    review = HardPlayer()
    rng = Rng(derive_seed(seed, k, 99))
    acc = {lv: [0, 0.0] for lv in LEVELS}
    decisions = 0
    t_review = t_levels = 0.0
    step = 0
    while not state.is_over:
        s = state.to_act
        view = state.view(s)
        if s == seat and len(view.legal) > 1:
            t0 = time.process_time()
            choices = review.assess(view, Rng(derive_seed(hand_seed, step + 1)), samples=REVIEW_SAMPLES[fam])
            t1 = time.process_time()
            decisions += 1
            for lv, player in levels.items():
                action = player.choose(view, Rng(derive_seed(seed, k, step, LEVELS.index(lv))))
                _, _, cost, good, _ = judge(choices, action, fam)
                acc[lv][0] += good
                acc[lv][1] += cost
            t_review += t1 - t0
            t_levels += time.process_time() - t1
        state.apply(table[s].choose(view, rng))
        step += 1
    return {"variant": vid, "k": k, "seed": seed, "seat": seat, "decisions": decisions,
            "levels": {lv: {"good": g, "cost": round(c, 4)} for lv, (g, c) in acc.items()},
            "actions": len(state.log), "review_s": round(t_review, 2), "levels_s": round(t_levels, 2)}


def level_figures(hand: dict) -> dict:
    """level -> (share of good decisions, mean cost per decision) on the hand's reviewed decisions."""
    d = hand["decisions"]
    if not d:
        return {}
    return {lv: (x["good"] / d, x["cost"] / d) for lv, x in hand["levels"].items()}


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
        out.append(f"  decisions reviewed: {sum(h['decisions'] for h in hands)}; CPU per hand: review "
                   f"{sum(h['review_s'] for h in hands) / len(hands):.1f} s, the levels' choices "
                   f"{sum(h['levels_s'] for h in hands) / len(hands):.1f} s")
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
            print(f"[{time.strftime('%H:%M:%S')}] {vid} hand {k + 1}: {row['decisions']} decisions, "
                  f"review {row['review_s']} s, levels {row['levels_s']} s", flush=True)
        if (k + 1) % args.every == 0:
            print(summary(rows), flush=True)
    print(summary(rows), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

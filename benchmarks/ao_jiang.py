"""How often each computer level 熬s (declines a win it may decline: 熬将 on its
own discard or a 熟将, seed 000 §七.5) and what it gains.

Plays duplicate deals like ``yezi tournament`` (each deal once per rotation of
the seats) and, at every decision where a seat is offered a win beside 熬,
records the level, whether it 熬'd, the money winning then would have brought
(exact: the real state, cloned, settled with the win) and the money the seat
took at the end of the hand.  For a 熬 the realised gain is (end money) −
(money of winning then); for a win both are equal.

    python benchmarks/ao_jiang.py --variant haimen --seats hard,normal,normal,normal --games 20

The hands are exactly those of ``yezi tournament`` with the same variant,
seats and seed (same deal seeds, same player seeds), and the tournament's own
``summarize`` prints the levels' settlements with their 95 % intervals, so
one run gives both figures.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def play(variant_id: str, seed: int, deal: int, seats: list[str], with_records: bool = False):
    from app.ai import make_player
    from app.ai.players import optional_win
    from app.ai.tournament import HandRecord, rotation_levels
    from app.engine import Rng, derive_seed, find_variant

    variant = find_variant(variant_id)
    settings = variant.settings()
    hand_seed = derive_seed(seed, deal)
    out = []
    records = []
    for r in range(len(seats)):
        lv = rotation_levels(seats, r)
        ctx = variant.engine.first_context(variant, settings, hand_seed)
        state = variant.engine.new_hand(variant, settings, hand_seed, ctx)
        players = [make_player(x) for x in lv]
        pseed = derive_seed(seed, deal, r + 1)
        rngs = [Rng(derive_seed(pseed, s + 1)) for s in range(len(lv))]
        points = []
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            action = players[seat].choose(view, rngs[seat])
            pair = optional_win(view.legal)
            if pair is not None:
                now = state.clone()
                now.apply(pair[0])
                own = view.live_how == "discard" and view.live_from == seat
                points.append({"level": lv[seat], "seat": seat, "ao": action.kind == "ao",
                               "now": now.result.net[seat], "own_discard": own})
            state.apply(action)
        for p in points:
            p["end"] = state.result.net[p["seat"]]
            p["won_later"] = state.result.winner == p["seat"]
        out.extend(points)
        res = state.result
        records.append(HandRecord(deal, r, lv, tuple(res.net), res.winner, res.reason, len(state.log), {}))
    return (out, records) if with_records else out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="haimen")
    ap.add_argument("--seats", default="hard,normal,normal,normal")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--out", help="append each finished deal to this JSON Lines file (a long run can be cut)")
    ap.add_argument("--read", nargs="*", help="summarize these --out files instead of playing")
    a = ap.parse_args(argv)
    seats = a.seats.split(",")
    from dataclasses import asdict

    from app.ai.tournament import HandRecord, summarize

    points: list[dict] = []
    records = []
    if a.read:
        for path in a.read:
            with open(path, encoding="utf-8") as f:
                for line in f:
                    d = json.loads(line)
                    points.extend(d["points"])
                    records.extend(HandRecord(**{**r, "levels": tuple(r["levels"]), "net": tuple(r["net"])})
                                   for r in d["records"])
        seats = list(records[0].levels) if records else seats
        a.games = len({(r.deal) for r in records})
    elif a.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=a.jobs) as pool:
            for res, recs in pool.map(play, [a.variant] * a.games, [a.seed] * a.games, range(a.games),
                                      [seats] * a.games, [True] * a.games):
                points.extend(res)
                records.extend(recs)
    else:
        for g in range(a.games):
            res, recs = play(a.variant, a.seed, g, seats, True)
            points.extend(res)
            records.extend(recs)
            if a.out:
                with open(a.out, "a", encoding="utf-8") as f:
                    f.write(json.dumps({"deal": g, "points": res, "records": [asdict(r) for r in recs]},
                                       ensure_ascii=False) + "\n")
            print(f"deal {g + 1}/{a.games} done", file=sys.stderr, flush=True)
    summary = {}
    for lv in dict.fromkeys(seats):
        mine = [p for p in points if p["level"] == lv]
        aos = [p for p in mine if p["ao"]]
        gains = [p["end"] - p["now"] for p in aos]
        summary[lv] = {"offered": len(mine), "ao": len(aos),
                       "own_discard_offered": sum(p["own_discard"] for p in mine),
                       "ao_then_won": sum(p["won_later"] for p in aos),
                       "mean_gain": round(sum(gains) / len(gains), 2) if gains else None,
                       "gains": gains}
    print(f"{a.variant}, {a.games} deals × {len(seats)} rotations, seats {','.join(seats)}"
          + ("" if a.read else f", seed {a.seed}"))
    for lv, s in summary.items():
        print(f"  {lv}: offered a win beside 熬 {s['offered']} times ({s['own_discard_offered']} on its own "
              f"discard), 熬'd {s['ao']}, then won {s['ao_then_won']}; mean gain of a 熬 {s['mean_gain']}")
    table = summarize(records, seats)
    for lv, e in table["levels"].items():
        st = e["settlement"]
        print(f"  {lv}: {e['seat_hands']} seat-hands, win rate {e['win_rate']}, settlement per hand "
              f"{st['mean']} [{st['ci'][0]}, {st['ci'][1]}]")
    for p in table["pairs"]:
        print(f"  {p['a']} − {p['b']}: {p['mean']} [{p['ci'][0]}, {p['ci'][1]}]"
              f"{' (excludes 0)' if p['significant'] else ''}")
    if a.json:
        print(json.dumps({"ao": summary, "tournament": table}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""How good are the long-card claim decisions?  A fixed set of positions with
measured answers, on which designs of the hard level are scored.

    python benchmarks/claim_truth.py build --variant lvsi --games 20 --samples 32 --seed 4040 --out set.pkl
    python benchmarks/claim_truth.py score set.pkl '{"base": {}, "depth1": {"depth": 1}}'

``build`` plays ``--games`` hands with four normal players and keeps every
choice to 碰/吃/杠 a card or let it go.  Each legal action there gets its
*value*: the seat's average settlement when the action is applied to
``--samples`` deals of the unseen cards consistent with the seat's view
(``engine.determinize``) and the hand is played to its end by normal players —
the same deals for every action, so differences are paired.  Rebuilding with
the same arguments gives the same set.

``score`` asks each design (``make_player("hard", **options)``) for its choice
at every position and prints what its choices gain over normal's by those
values, per seat and hand.  All designs meet the same positions and the same
measured values, so their differences are far less noisy than tournaments of
the same cost (docs/ai.md, "hard — determinized search").
"""

from __future__ import annotations

import argparse
import json
import pickle
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.ai import make_player  # noqa: E402
from app.engine import Rng, derive_seed, find_variant  # noqa: E402

CLAIMS = ("peng", "chi", "gang")


def _play_out(state, seat: int, rng: Rng, players) -> int:
    while not state.is_over:
        state.apply(players[state.to_act].choose(state.view(state.to_act), rng))
    return state.result.net[seat]


def build_game(variant_id: str, seed: int, game: int, samples: int) -> list[dict]:
    variant = find_variant(variant_id)
    settings = variant.settings(None)
    engine = variant.engine
    hand_seed = derive_seed(seed, game)
    state = engine.new_hand(variant, settings, hand_seed, engine.first_context(variant, settings, hand_seed))
    players = [make_player("normal") for _ in range(4)]
    rng = Rng(derive_seed(seed, game, 99))
    views = []
    while not state.is_over:
        view = state.view(state.to_act)
        legal = view.legal
        if len(legal) > 1 and any(a.kind in CLAIMS for a in legal) and not any(a.kind == "hu" for a in legal):
            views.append(view)
        state.apply(players[state.to_act].choose(view, rng))
    out = []
    for i, view in enumerate(views):
        raw: dict = {a: [] for a in view.legal}
        for k in range(samples):
            base = engine.determinize(view, Rng(derive_seed(seed, game, i, k)))
            for a in view.legal:
                sim = base.clone()
                sim.apply(a)
                raw[a].append(_play_out(sim, view.seat, Rng(derive_seed(seed, game, i, k, 1)), players))
        out.append({"game": game, "view": view, "values": {a: statistics.mean(v) for a, v in raw.items()}})
    return out


def score_position(args) -> dict:
    position, designs, index = args
    view = position["view"]
    normal = make_player("normal").choose(view, Rng(derive_seed(5, index)))
    out = {}
    for name, options in designs.items():
        choice = make_player("hard", **options).choose(view, Rng(derive_seed(5, index)))
        out[name] = (position["values"][choice] - position["values"][normal], choice != normal)
    return out


def _map(jobs: int, fn, *iterables) -> list:
    """``map`` over worker processes, or in this one when ``jobs`` is 1."""
    if jobs <= 1:
        return list(map(fn, *iterables))
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(fn, *iterables, chunksize=4))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--variant", default="lvsi")
    b.add_argument("--games", type=int, default=20)
    b.add_argument("--samples", type=int, default=32)
    b.add_argument("--seed", type=int, default=4040)
    b.add_argument("--jobs", type=int, default=2)
    b.add_argument("--out", required=True)
    s = sub.add_parser("score")
    s.add_argument("set")
    s.add_argument("designs", help='JSON: {"name": {hard player options}, ...}')
    s.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    if args.cmd == "build":
        games = _map(args.jobs, build_game, [args.variant] * args.games, [args.seed] * args.games,
                     range(args.games), [args.samples] * args.games)
        positions = [p for g in games for p in g]
        with open(args.out, "wb") as f:
            pickle.dump({"variant": args.variant, "games": args.games, "positions": positions}, f)
        print(f"{len(positions)} positions from {args.games} games -> {args.out}")
        return 0
    with open(args.set, "rb") as f:
        data = pickle.load(f)
    designs = json.loads(args.designs)
    positions = data["positions"]
    rows = _map(args.jobs, score_position, [(p, designs, i) for i, p in enumerate(positions)])
    seat_hands = 4 * data["games"]
    for name in designs:
        gains = [r[name][0] for r in rows]
        changed = sum(r[name][1] for r in rows)
        print(json.dumps({"design": name, "options": designs[name], "positions": len(rows), "changed": changed,
                          "gain_per_seat_hand": round(sum(gains) / seat_hands, 3)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

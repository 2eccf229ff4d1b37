"""Computer levels against each other, with luck evened out.

Every *deal* (a hand seed) is played once per rotation of the seat list, so
each level sits in every seat on the same cards; this is the duplicate-bridge
idea and removes most of the luck of the deal from the comparison.  Hands are
independent: each is the first hand of a match (``first_context``), so 大炮,
坐牢 and 庄 rotation never carry one deal's luck into the next.

Statistics treat the deal as the independent unit: a level's figure for a deal
is its average over the rotations (and over its seats, when it holds several),
and the 95 % intervals are taken over deals.  Pairwise differences are paired
by deal, which is what makes a modest number of deals enough.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from app.engine import Rng, derive_seed, find_variant
from app.engine.errors import RequestError

from . import stats
from .base import levels as known_levels
from .base import make_player

MAX_STEPS = 20000  # a hand that has not ended after this many actions is an engine bug


@dataclass
class HandRecord:
    deal: int
    rotation: int
    levels: tuple[str, ...]      # level of each seat in this hand
    net: tuple[int, ...]
    winner: int | None
    reason: str
    steps: int
    decisions: dict[str, list[float]] = field(default_factory=dict)  # level -> seconds per decision


def parse_seats(text: str | Sequence[str], players: int | None = None) -> tuple[str, ...]:
    """``"hard,normal,normal,normal"`` → a tuple of known levels."""
    items = [s.strip() for s in (text.split(",") if isinstance(text, str) else text)]
    if not items or any(not s for s in items):
        raise RequestError("--seats needs one level per seat, separated by commas, e.g. hard,normal,normal,normal")
    known = known_levels()
    for s in items:
        if s not in known:
            raise RequestError(f"unknown computer level {s!r} (known: {', '.join(known)})")
    if players is not None and len(items) != players:
        raise RequestError(f"--seats names {len(items)} levels but the game has {players} seats")
    if len(set(items)) < 2:
        raise RequestError("--seats needs at least two different levels to compare")
    return tuple(items)


def rotation_levels(seats: Sequence[str], rotation: int) -> tuple[str, ...]:
    k = len(seats)
    return tuple(seats[(s + rotation) % k] for s in range(k))


def play_hand(variant, settings, hand_seed: int, seat_levels: Sequence[str], player_seed: int,
              timed: bool = True, player_options: dict | None = None):
    """Play one hand with the given level on each seat; returns (state, decisions)."""
    engine = variant.engine
    context = engine.first_context(variant, settings, hand_seed)
    state = engine.new_hand(variant, settings, hand_seed, context)
    if state.num_seats != len(seat_levels):
        raise RequestError(f"{len(seat_levels)} levels given but the hand has {state.num_seats} seats")
    opts = player_options or {}
    players = [make_player(lvl, **opts.get(lvl, {})) for lvl in seat_levels]
    rngs = [Rng(derive_seed(player_seed, s + 1)) for s in range(len(seat_levels))]
    decisions: dict[str, list[float]] = {}
    steps = 0
    clock = time.perf_counter
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        if timed:
            t0 = clock()
            action = players[seat].choose(view, rngs[seat])
            decisions.setdefault(seat_levels[seat], []).append(clock() - t0)
        else:
            action = players[seat].choose(view, rngs[seat])
        state.apply(action)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"hand {hand_seed} did not end after {MAX_STEPS} actions")
    return state, decisions


def play_deal(variant_id: str, seed: int, deal: int, seats: Sequence[str], settings=None,
              player_options: dict | None = None) -> list[HandRecord]:
    """All rotations of one deal (top level so that worker processes can run it)."""
    variant = find_variant(variant_id)
    settings = variant.settings(settings)
    hand_seed = derive_seed(seed, deal)
    records = []
    for r in range(len(seats)):
        lv = rotation_levels(seats, r)
        state, decisions = play_hand(variant, settings, hand_seed, lv, derive_seed(seed, deal, r + 1),
                                     player_options=player_options)
        res = state.result
        records.append(HandRecord(deal, r, lv, tuple(res.net), res.winner, res.reason,
                                  len(state.log), decisions))
    return records


def run_tournament(variant_id: str, games: int, seed: int, seats: Sequence[str], settings=None,
                   jobs: int = 1, on_deal: Callable[[int, int], None] | None = None,
                   player_options: dict | None = None) -> list[HandRecord]:
    """Play ``games`` deals, each in every rotation of ``seats``."""
    if games < 1:
        raise RequestError("--games must be at least 1")
    records: list[HandRecord] = []
    if jobs <= 1:
        for g in range(games):
            records.extend(play_deal(variant_id, seed, g, seats, settings, player_options))
            if on_deal:
                on_deal(g + 1, games)
        return records
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play_deal, variant_id, seed, g, list(seats), settings, player_options)
                   for g in range(games)]
        for done, fut in enumerate(futures, 1):
            records.extend(fut.result())
            if on_deal:
                on_deal(done, games)
    return records


def _ci(values: list[float]) -> dict:
    """Mean and 95 % interval; an interval from a single deal is unbounded (None)."""
    m, lo, hi = stats.mean_ci(values)
    bound = lambda x: None if math.isinf(x) else round(x, 3)  # noqa: E731
    return {"mean": round(m, 3), "ci": [bound(lo), bound(hi)]}


def summarize(records: Sequence[HandRecord], seats: Sequence[str]) -> dict:
    """Per level: hands, wins, win rate (Wilson CI), average settlement per hand
    (t CI over deals), decision time; and paired differences between levels."""
    order = list(dict.fromkeys(seats))
    deals = sorted({r.deal for r in records})
    per_deal: dict[str, dict[int, list[float]]] = {lv: {d: [] for d in deals} for lv in order}
    seat_hands = {lv: 0 for lv in order}
    wins = {lv: 0 for lv in order}
    times: dict[str, list[float]] = {lv: [] for lv in order}
    draws = 0
    for rec in records:
        if rec.winner is None:
            draws += 1
        for lv in order:
            nets = [n for n, l in zip(rec.net, rec.levels) if l == lv]
            per_deal[lv][rec.deal].append(sum(nets) / len(nets))
            seat_hands[lv] += len(nets)
        if rec.winner is not None:
            wins[rec.levels[rec.winner]] += 1
        for lv, ts in rec.decisions.items():
            times.setdefault(lv, []).extend(ts)
    deal_means = {lv: [stats.mean(per_deal[lv][d]) for d in deals] for lv in order}
    levels_out = {}
    for lv in order:
        rate, lo, hi = stats.wilson_ci(wins[lv], seat_hands[lv])
        entry = {"seat_hands": seat_hands[lv], "wins": wins[lv], "win_rate": round(rate, 4),
                 "win_rate_ci": [round(lo, 4), round(hi, 4)],
                 "settlement": _ci(deal_means[lv])}
        ts = times.get(lv) or []
        if ts:
            entry["decisions"] = len(ts)
            entry["decision_ms"] = {"median": round(1000 * stats.percentile(ts, 50), 3),
                                    "p95": round(1000 * stats.percentile(ts, 95), 3),
                                    "max": round(1000 * max(ts), 3)}
        levels_out[lv] = entry
    pairs = []
    for i, a in enumerate(order):
        for b in order[i + 1:]:
            diffs = [x - y for x, y in zip(deal_means[a], deal_means[b])]
            d = _ci(diffs)
            d.update({"a": a, "b": b,
                      "significant": None not in d["ci"] and stats.excludes_zero(*d["ci"])})
            pairs.append(d)
    return {"deals": len(deals), "hands": len(records), "draws": draws,
            "levels": levels_out, "pairs": pairs}

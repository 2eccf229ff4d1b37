"""``yezi selfplay``: complete hands with the computer on every seat."""

from __future__ import annotations

import json
import sys
import time


def add_arguments(p) -> None:
    p.add_argument("--variant", required=True, help="variant id (see: yezi variants)")
    p.add_argument("--games", type=int, default=10, help="number of hands to play")
    p.add_argument("--seed", type=int, default=0, help="match seed (same seed, same games)")
    p.add_argument("--level", default="simple", help="computer level on every seat")
    p.add_argument("--json", action="store_true", help="end with one JSON summary line")
    p.add_argument("--progress", action="store_true", help="force the progress bar on standard error")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="a ruleset setting, e.g. --set xing=true (JSON value); repeatable")
    p.add_argument("--save-dir", metavar="DIR", help="write one game record per hand into DIR "
                   "(replay with: yezi replay FILE)")


def parse_settings(items: list[str]) -> dict:
    """``["xing=true", "scheme=\"1-2-3\""]`` → settings; bare words are strings."""
    from app.engine import RequestError

    settings = {}
    for item in items:
        key, sep, raw = item.partition("=")
        if not sep or not key:
            raise RequestError(f"--set wants KEY=VALUE, not {item!r}")
        try:
            settings[key] = json.loads(raw)
        except json.JSONDecodeError:
            settings[key] = raw
        except (ValueError, RecursionError):  # a 5000-digit number, brackets nested too deep
            raise RequestError(f"--set {key}: the value cannot be read") from None
    return settings


def play_match(variant_id: str, games: int, seed: int, level: str = "simple", on_hand=None,
               settings=None):
    """Play ``games`` hands of one match; returns (match, per-seat wins, draws)."""
    from app.ai import make_player
    from app.engine import Match, Rng, find_variant

    variant = find_variant(variant_id)
    match = Match(variant, settings, seed=seed)
    seats = match.current.num_seats  # yiyang's 守醒 adds a seat
    players = [make_player(level) for _ in range(seats)]
    rngs = [Rng(seed * 131 + i + 1) for i in range(seats)]
    wins = [0] * seats
    draws = 0
    for g in range(games):
        hand = match.current
        while not hand.is_over:
            seat = hand.to_act
            hand.apply(players[seat].choose(hand.view(seat), rngs[seat]))
        if hand.result.winner is None:
            draws += 1
        else:
            wins[hand.result.winner] += 1
        if on_hand:
            on_hand(g, match)
        if g + 1 < games:
            match.next_hand()
    return match, wins, draws


def _bar(done: int, total: int) -> None:
    width = 30
    filled = width * done // max(total, 1)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def _save_hand(directory, match, level: str) -> None:
    """One record per hand (see docs/records.md)."""
    from pathlib import Path

    from app.records import Record, save_record

    record = Record.from_current_hand(match, seats=[level] * len(match.totals))
    hand = record.hands[0].index + 1
    save_record(Path(directory) / f"{match.variant.id}-seed{match.seed}-hand{hand:04d}.json", record)


def run(args) -> int:
    from app.engine import RequestError, find_variant

    if args.games < 1:
        raise RequestError("--games must be at least 1")
    variant = find_variant(args.variant)
    show = args.progress or (sys.stderr.isatty() and args.games >= 20)
    start = time.perf_counter()

    save_dir = getattr(args, "save_dir", None)

    def on_hand(g, match):
        if save_dir:
            _save_hand(save_dir, match, args.level)
        if show:
            _bar(g + 1, args.games)

    settings = parse_settings(args.set)
    variant.settings(settings)  # refuse a bad setting before playing
    match, wins, draws = play_match(variant.id, args.games, args.seed, args.level, on_hand, settings)
    seconds = time.perf_counter() - start
    seats = len(match.totals)
    net = [sum(r.net[i] for r in match.results) for i in range(seats)]
    print(f"{variant.name}: {args.games} hands, seed {args.seed}")
    for seat in range(seats):
        print(f"  seat {seat}: {wins[seat]} wins, net {net[seat]:+d}")
    print(f"  draws: {draws}")
    if args.json:
        print(json.dumps({"variant": variant.id, "games": args.games, "seed": args.seed,
                          "level": args.level, "wins": wins, "draws": draws, "net": net,
                          "settings": match.settings, "seconds": round(seconds, 3)}))
    return 0

"""Proof that a refactor changed no behaviour (issue 12, "Proof of no change").

``record`` plays matches of every variant with mixed computer levels on the
seats and writes a corpus: one line per match holding the whole record (as
Yezi saves it) and a digest of every decision (seat, level, view step, chosen
action).  ``check`` reads the corpus back and proves two things:

1. every record replays through today's engine with identical results
   (``Record.verify``: every action legal, every result reproduced), and
2. playing the same matches again with the same levels and seeds makes the
   same decision at every decision point (the AI hashes identically), and
3. ``yezi judge`` gives the same answer to every seat's final hand and table
   of every corpus hand (the requests are stored as JSON, so they outlive
   whatever the engine's classes become).

The corpus is gzipped JSON Lines, so it can be kept in the repository and
checked by the next session against its own code::

    python benchmarks/no_change.py record --out benchmarks/corpus/rules2.jsonl.gz
    python benchmarks/no_change.py check benchmarks/corpus/rules2.jsonl.gz

``check`` prints one line per variant and exits 0 only when everything agrees.

``prove --base REV`` does both in one step for work in progress: it records
the corpus with the code of commit REV (in a temporary worktree, cached under
``~/.cache/yezi-no-change/`` by commit and size) and checks the working tree
against it::

    python benchmarks/no_change.py prove --base main --hands 100
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

VARIANTS = ("haimen", "lvsi", "waihuzi", "yiyang", "qidong")
# Seat levels of match k are this ring rotated by k: every level meets every
# other on every seat across the corpus.  hard is the costly one, so it sits
# on one seat; simple adds odd, random-but-legal play the others never make.
RING = ("hard", "normal", "easy", "simple")


def seat_levels(match_no: int, seats: int) -> list[str]:
    return [RING[(match_no + i) % len(RING)] for i in range(seats)]


def _digest(parts: list[str]) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(p.encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()


def play(variant_id: str, seed: int, hands: int, levels: list[str] | None, hard_samples: int | None,
         hard_fixed: bool = False, hard_sequential: bool = False):
    """One match; returns (match, levels, per-hand decision digests, decision count).
    ``hard_fixed`` plays hard with its fixed sampling design (every deal for every
    candidate: ``sequential=False``), the design of corpora recorded before fd807b7;
    ``hard_sequential`` with sequential sampling in every family, the design of
    corpora recorded from fd807b7 until the sampling became family data."""
    from app.ai import make_player
    from app.engine import Match, Rng, find_variant

    match = Match(find_variant(variant_id), None, seed=seed)
    seats = match.current.num_seats
    levels = list(levels or seat_levels(seed, seats))
    def options(lv: str) -> dict:
        if lv != "hard":
            return {}
        return {**({"samples": hard_samples} if hard_samples else {}),
                **({"sequential": False} if hard_fixed else {}),
                **({"sequential": True} if hard_sequential else {})}

    players = [make_player(lv, **options(lv)) for lv in levels]
    rngs = [Rng(seed * 131 + i + 1) for i in range(seats)]
    digests: list[str] = []
    decisions = 0
    for k in range(hands):
        hand = match.current
        lines: list[str] = []
        while not hand.is_over:
            seat = hand.to_act
            view = hand.view(seat)
            action = players[seat].choose(view, rngs[seat])
            lines.append(f"{len(hand.log)} {seat} {levels[seat]} {len(view.legal)} {action.text()}")
            hand.apply(action)
        decisions += len(lines)
        digests.append(_digest(lines))
        if k + 1 < hands:
            match.next_hand()
    return match, levels, digests, decisions


def _hard_design() -> str:
    """How this tree's hard samples: "family" (each family's own design,
    ``HardPlayer.SEQUENTIAL``), "sequential" (stops once the choice is clear, in
    every family, from fd807b7) or "fixed" (every deal for every candidate, before)."""
    import inspect

    from app.ai.players import HardPlayer

    if hasattr(HardPlayer, "SEQUENTIAL"):
        return "family"
    return "sequential" if "sequential" in inspect.signature(HardPlayer.__init__).parameters else "fixed"


def _codes(cards) -> str:
    return " ".join(str(c) for c in cards)


def judge_requests(match) -> list[dict]:
    """Every seat's final hand and table of every hand of ``match`` as
    ``yezi judge`` requests (as a settle-window user would type them)."""
    out = []
    for state in match.hands:
        view = state.view(None)
        for p in view.players:
            out.append({"variant": view.variant, "settings": dict(match.settings), "hand": _codes(p.hand or ()),
                        "table": [{"form": m.form, "cards": _codes(m.cards)} for m in p.melds]})
    return out


def judge_digest(request: dict) -> str:
    from app.commands.judge import answer

    return _digest([json.dumps(answer(json.loads(json.dumps(request))), sort_keys=True, ensure_ascii=False)])


def record(args) -> int:
    from app.records import Record

    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    variants = args.variants.split(",") if args.variants else VARIANTS
    matches = -(-args.hands // args.per_match)
    with gzip.open(out, "wt", encoding="utf-8") as f:
        for vid in variants:
            start = time.process_time()
            total = 0
            for m in range(matches):
                seed = args.seed + m
                match, levels, digests, n = play(vid, seed, args.per_match, None, args.hard_samples)
                total += n
                rec = Record.from_match(match, seats=levels)
                judge = [{"request": q, "answer": judge_digest(q)} for q in judge_requests(match)]
                f.write(json.dumps({"variant": vid, "seed": seed, "hands": args.per_match,
                                    "levels": levels, "hard_samples": args.hard_samples,
                                    "hard_design": _hard_design(),
                                    "digests": digests, "decisions": n, "judge": judge,
                                    "record": json.loads(rec.to_json())}, ensure_ascii=False) + "\n")
            print(f"{vid}: {matches} matches, {matches * args.per_match} hands, {total} decision points, "
                  f"{time.process_time() - start:.1f} s CPU", flush=True)
    print(f"corpus: {out} ({out.stat().st_size // 1024} KiB)")
    return 0


def check(args) -> int:
    from app.engine import YeziError
    from app.records import Record

    per_variant: dict[str, dict[str, int]] = {}
    bad = 0
    with gzip.open(args.corpus, "rt", encoding="utf-8") as f:
        for line in f:
            entry = json.loads(line)
            vid = entry["variant"]
            if args.variants and vid not in args.variants.split(","):
                continue
            stat = per_variant.setdefault(vid, {"matches": 0, "hands": 0, "results": 0, "decisions": 0,
                                                "same_decisions": 0, "judged": 0, "same_judged": 0,
                                                "seconds": 0})
            start = time.process_time()
            try:
                rec = Record.from_json(json.dumps(entry["record"]))
                checks = rec.verify()
            except YeziError as exc:
                bad += 1
                print(f"  {vid} seed {entry['seed']}: the record no longer replays: {exc.reason}")
                continue
            ok_results = sum(1 for c in checks if c.ok)
            stat["matches"] += 1
            stat["hands"] += len(rec.hands)
            stat["results"] += ok_results
            for c in checks:
                if not c.ok:
                    bad += 1
                    print(f"  {vid} seed {entry['seed']} hand {c.index + 1}: result differs: {c.problem}")
            for item in entry.get("judge", []):
                stat["judged"] += 1
                if judge_digest(item["request"]) == item["answer"]:
                    stat["same_judged"] += 1
                else:
                    bad += 1
                    print(f"  {vid} seed {entry['seed']}: judge answers differently to {json.dumps(item['request'], ensure_ascii=False)}")
            if not args.replay_only:
                design = entry.get("hard_design", "fixed" if args.hard_fixed else "sequential")
                _, _, digests, n = play(vid, entry["seed"], entry["hands"], entry["levels"],
                                        entry.get("hard_samples"), design == "fixed",
                                        design == "sequential" and _hard_design() == "family")
                same = sum(1 for a, b in zip(digests, entry["digests"]) if a == b)
                stat["decisions"] += entry["decisions"]
                if same == len(entry["digests"]) and n == entry["decisions"]:
                    stat["same_decisions"] += n
                else:
                    bad += 1
                    first = next(i for i, (a, b) in enumerate(zip(digests, entry["digests"])) if a != b)
                    print(f"  {vid} seed {entry['seed']}: decisions differ from hand {first + 1}")
            stat["seconds"] += time.process_time() - start
    for vid, s in per_variant.items():
        line = (f"{vid}: {s['results']}/{s['hands']} hands replay with identical results, "
                f"{s['same_judged']}/{s['judged']} judge answers identical")
        if not args.replay_only:
            line += f", {s['same_decisions']}/{s['decisions']} decisions identical"
        print(line + f" ({s['seconds']:.0f} s CPU)")
    print("NO CHANGE" if bad == 0 and per_variant else f"CHANGED: {bad} differences")
    return 0 if bad == 0 and per_variant else 1


def prove(args) -> int:
    """Record REV's corpus once (cached), then check this tree against it."""
    import os
    import shutil
    import subprocess
    import tempfile

    def git(*a: str, cwd: Path = ROOT) -> str:
        return subprocess.run(["git", *a], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()

    sha = git("rev-parse", args.base)
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "yezi-no-change"
    cache.mkdir(parents=True, exist_ok=True)
    tag = f"{sha[:12]}-{args.hands}x{args.per_match}-{args.variants.replace(',', '+') or 'all'}"
    corpus = cache / f"{tag}.jsonl.gz"
    if not corpus.exists():
        tmp = Path(tempfile.mkdtemp(prefix="yezi-base-"))
        try:
            git("worktree", "add", "--detach", str(tmp / "tree"), sha)
            # this script's recorder, the base commit's engine and AI
            shutil.copy(Path(__file__), tmp / "tree" / "benchmarks" / "no_change.py")
            part = corpus.with_suffix(".part")
            cmd = [sys.executable, "benchmarks/no_change.py", "record", "--out", str(part),
                   "--hands", str(args.hands), "--per-match", str(args.per_match), "--seed", str(args.seed)]
            if args.variants:
                cmd += ["--variants", args.variants]
            print(f"recording the corpus of {sha[:12]} ...", flush=True)
            subprocess.run(cmd, cwd=tmp / "tree", check=True)
            part.rename(corpus)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(tmp / "tree")], cwd=ROOT,
                           capture_output=True)
            shutil.rmtree(tmp, ignore_errors=True)
    print(f"checking this tree against {corpus.name}", flush=True)
    return check(argparse.Namespace(corpus=str(corpus), variants="", replay_only=args.replay_only,
                                    hard_fixed=args.hard_fixed))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record", help="play and write the corpus")
    r.add_argument("--out", required=True)
    r.add_argument("--hands", type=int, default=500, help="hands per variant")
    r.add_argument("--per-match", type=int, default=20, help="hands per match")
    r.add_argument("--seed", type=int, default=1000)
    r.add_argument("--variants", default="", help="comma-separated ids (default: all five)")
    r.add_argument("--hard-samples", type=int, default=None,
                   help="hard's sample count (default: the level's own)")
    c = sub.add_parser("check", help="replay the corpus and compare")
    c.add_argument("corpus")
    c.add_argument("--variants", default="")
    c.add_argument("--replay-only", action="store_true", help="only replay the records (fast)")
    c.add_argument("--hard-fixed", action="store_true",
                   help="a corpus recorded before fd807b7: play hard with its fixed sampling (sequential=False)")
    v = sub.add_parser("prove", help="record REV's corpus (cached) and check this tree against it")
    v.add_argument("--base", default="main", help="the commit whose behaviour must be kept")
    v.add_argument("--hands", type=int, default=500)
    v.add_argument("--per-match", type=int, default=20)
    v.add_argument("--seed", type=int, default=1000)
    v.add_argument("--variants", default="")
    v.add_argument("--replay-only", action="store_true")
    v.add_argument("--hard-fixed", action="store_true", help="as for check")
    args = p.parse_args(argv)
    return {"record": record, "check": check, "prove": prove}[args.cmd](args)


if __name__ == "__main__":
    raise SystemExit(main())

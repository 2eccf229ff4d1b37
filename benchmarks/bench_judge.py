"""``yezi judge`` end to end, and its ratio against another commit in one run.

    python benchmarks/bench_judge.py [--hands 12] [--seed 7] [--rounds 5] [--base REV]

The requests are what a settle-window user or ``yezi bench`` sends: every
seat's hand and table at the end of ``--hands`` hands of each variant played
by the easy computer, and the same at sampled decision points (a resting 字牌
hand is judged with a card drawn to it, as ``yezi bench`` does).  They are
written once as JSON Lines; each timing runs in a fresh interpreter that reads
them and answers every line as ``yezi judge`` does (parse the text, judge,
write the JSON line), ``--repeat`` times, and reports CPU microseconds per
request for each family and overall (the best of the repeats).

With ``--first`` each request is timed the first time the process meets it
(after the requests of other hands, so imports and first-use tables are
paid, the memos hold other hands): what a new hand costs.  A collection of
the cyclic garbage collector is billed to whichever request it falls on (a
young-generation pass over the memos' new entries can cost a 字牌 request
for a long-card one's garbage); ``--no-gc`` pauses the collector while
timing, to see each family's own cost.

Every request must be one the judge answers: a refusal met while writing
them stops the bench (naming the requests), and a tree that refuses some
(``--base``) is reported with the count — a refusal is timed, not a judgement.

With ``--base REV`` the same file is answered by the code of commit REV too
(exported with ``git archive`` into a temporary folder), the two alternating
for ``--rounds`` rounds, and the script prints the median ratio base / this
tree (above 1: this tree is faster) — both measured in the same run, on the
same machine load.  ``--base`` may be given more than once, and
``--base-tree DIR`` (also repeatable) takes a tree already checked out (e.g.
``git worktree add DIR REV``): every base and this tree alternate, A B C A B
C …, and each base gets its ratio, with the spread (lowest–highest) of the
rounds' ratios.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VARIANTS = ("haimen", "lvsi", "waihuzi", "yiyang", "qidong")

CHILD = r"""
import json, sys, time
no_gc = "--no-gc" in sys.argv
if no_gc:
    sys.argv.remove("--no-gc")
sys.path.insert(0, sys.argv[1])
from app.commands.judge import answer, dumps, requests_from_text
text = open(sys.argv[2], encoding="utf-8").read()
repeat = int(sys.argv[3])
lines = [l for l in text.splitlines() if l.strip()]
fam = {"haimen": "longcard", "lvsi": "longcard"}
groups = {}
for l in lines:
    groups.setdefault(fam.get(json.loads(l)["variant"], "zipai"), []).append(l)
warm = lines if len(sys.argv) < 5 else [l for l in open(sys.argv[4], encoding="utf-8").read().splitlines() if l.strip()]
for l in warm:                    # imports, first-use tables and memos outside the timing
    dumps(answer(json.loads(l)))
out = {}
if no_gc:                         # the cyclic collector paused while timing
    import gc
    gc.collect()
    gc.disable()
if len(sys.argv) > 4:             # --first: other hands' requests warmed the process; each of these is met once
    spent = {}
    refused = 0
    for l in lines:
        f = fam.get(json.loads(l)["variant"], "zipai")
        t0 = time.process_time()
        for request, error in requests_from_text(l):
            a = {"error": error} if error else answer(request)
            dumps(a)
        spent[f] = spent.get(f, 0.0) + time.process_time() - t0
        refused += "error" in a
    out["all"] = 1e6 * sum(spent.values()) / len(lines)
    out.update({f: 1e6 * spent[f] / len(groups[f]) for f in sorted(groups)})
    out["refused"] = refused
    print(json.dumps(out))
    sys.exit()
refused = sum("error" in answer(json.loads(l)) for l in lines)
for name, part in [("all", lines), *sorted(groups.items())]:
    blob = "\n".join(part)
    best = None
    for _ in range(repeat):
        t0 = time.process_time()
        for request, error in requests_from_text(blob):
            dumps({"error": error} if error else answer(request))
        dt = time.process_time() - t0
        best = dt if best is None else min(best, dt)
    out[name] = 1e6 * best / len(part)
out["refused"] = refused
print(json.dumps(out))
"""


def make_requests(hands: int, seed: int, path: Path) -> int:
    """Write the requests; every one must be answered by this tree (a refusal
    stops the bench, naming the requests: timing refusals would time the
    wrong thing)."""
    sys.path.insert(0, str(ROOT))
    from app.commands.bench import judge_request, sample_views
    from app.commands.judge import answer
    from app.engine import find_variant

    n = 0
    refused = []
    with path.open("w", encoding="utf-8") as f:
        for vid in VARIANTS:
            decisions, finals = sample_views(find_variant(vid), hands, 2, seed)
            for view in finals + decisions:
                req = judge_request(view)
                if req is not None:
                    line = json.dumps(req, ensure_ascii=False)
                    got = answer(json.loads(line))
                    if "error" in got:
                        refused.append(f"{got['error']}: {line}")
                    f.write(line + "\n")
                    n += 1
    if refused:
        raise SystemExit(f"{len(refused)} of {n} bench requests refused by the judge:\n" + "\n".join(refused[:20]))
    return n


def time_tree(tree: Path, requests: Path, repeat: int, warm: Path | None = None,
              no_gc: bool = False) -> dict[str, float]:
    extra = ([str(warm)] if warm is not None else []) + (["--no-gc"] if no_gc else [])
    out = subprocess.run([sys.executable, "-c", CHILD, str(tree), str(requests), str(repeat), *extra],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=12, help="hands of each variant whose final hands are judged")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--rounds", type=int, default=5, help="timings of each tree (alternating with --base)")
    p.add_argument("--repeat", type=int, default=3, help="passes over the requests per timing (best kept)")
    p.add_argument("--base", action="append", default=[], help="a commit to compare with, in the same run "
                   "(repeatable)")
    p.add_argument("--base-tree", action="append", default=[], metavar="DIR",
                   help="a checked-out tree to compare with, in the same run (repeatable)")
    p.add_argument("--first", action="store_true",
                   help="time each request the first time it is met: the process first answers the requests "
                        "of other hands (seed + 1000), then these once each")
    p.add_argument("--no-gc", action="store_true",
                   help="pause Python's cyclic garbage collector while timing (after one collection): what "
                        "the code costs without the collections that happen to fall on its requests")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="yezi-bench-judge-") as tmp:
        requests = Path(tmp) / "requests.jsonl"
        n = make_requests(args.hands, args.seed, requests)
        warm = None
        if args.first:
            warm = Path(tmp) / "warm.jsonl"
            make_requests(args.hands, args.seed + 1000, warm)
        trees: dict[str, Path] = {}
        for i, rev in enumerate(args.base):
            base = Path(tmp) / f"base{i}"
            base.mkdir()
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True, check=True)
            subprocess.run(["tar", "-x", "-C", str(base)], input=archive.stdout, check=True)
            trees[f"base {rev}"] = base
        for d in args.base_tree:
            head = subprocess.run(["git", "-C", d, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
            trees[f"base {d} ({head.stdout.strip() or 'not git'})"] = Path(d).resolve()
        bases = list(trees)
        trees["this tree"] = ROOT
        print(f"{n} requests ({args.hands} hands of each variant, seed {args.seed})", flush=True)
        runs: dict[str, list[dict[str, float]]] = {k: [] for k in trees}
        for r in range(args.rounds):
            for name, tree in trees.items():
                got = time_tree(tree, requests, args.repeat, warm, args.no_gc)
                refused = int(got.pop("refused"))
                if refused and r == 0:      # the same requests every round
                    print(f"{name}: {refused} of {n} requests refused (their refusals are timed)", flush=True)
                runs[name].append(got)
            print(f"round {r + 1}/{args.rounds}: " + "; ".join(
                f"{name} {runs[name][-1]['all']:.0f} µs" for name in trees), flush=True)
        med = {name: {k: statistics.median(x[k] for x in rs) for k in rs[0]} for name, rs in runs.items()}
        for name, m in med.items():
            print(f"{name}: " + ", ".join(f"{k} {v:.0f} µs/request" for k, v in m.items()))
        mine = runs["this tree"]
        for name in bases:
            each = {k: [x[k] / y[k] for x, y in zip(runs[name], mine)] for k in mine[0]}
            print(f"ratio {name} / this tree (median of the rounds [lowest, highest]): " +
                  ", ".join(f"{k} {statistics.median(v):.2f}x [{min(v):.2f}, {max(v):.2f}]" for k, v in each.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

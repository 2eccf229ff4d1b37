"""``yezi bench``: engine and computer-player speed on this machine.

Figures: ``engine.judge`` per hand (each seat's final hand and table of the
sampled hands, as a ``yezi judge`` request) and the family evaluation
(``engine.assess``, what the hint bar runs) per hand, for each family; selfplay hands per second for each
variant (random legal players, so the engine's own speed); and each level's
decision time (median and p95) on the same sample of real decision points.
``--quick`` keeps every count small (well under a minute).

``scale`` holds the costs that must stay flat as a session grows (issue 14),
measured on one real match played by the simple computer (``--quick``:
waihuzi, the fastest to play; else haimen, the figures of docs/performance.md):
``replay_open_s`` — CPU seconds from reading a record of ``"10"`` / ``"500"``
hands to the replay viewer's first frame (offscreen; ``null`` without Qt);
``autosave_ms`` — one autosave after an action at hand ``"1"`` / ``"500"``,
the table's part (the journal lines made and queued), and
``autosave_writer_ms`` the writer thread's part (append and ``fsync``);
``stats_log_ms`` — logging one finished hand with ``"10"`` / ``"5000"`` hands
already in the statistics log; ``match_kib_per_hand`` — KiB a ``Match`` keeps
per finished hand (tracemalloc), per variant."""

from __future__ import annotations

import json
import sys
import time


def add_arguments(p) -> None:
    p.add_argument("--quick", action="store_true", help="small samples; finishes within a minute")
    p.add_argument("--variant", action="append", help="only these variants (repeatable)")
    p.add_argument("--levels", default="easy,normal,hard", help="levels to time (comma-separated)")
    p.add_argument("--seed", type=int, default=1, help="seed of the sampled hands")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")


def _summary(seconds: list[float]) -> dict:
    from app.ai.stats import percentile

    if not seconds:
        return {"n": 0}
    return {"n": len(seconds), "median_ms": round(1000 * percentile(seconds, 50), 3),
            "p95_ms": round(1000 * percentile(seconds, 95), 3),
            "max_ms": round(1000 * max(seconds), 3)}


def sample_views(variant, hands: int, per_hand: int, seed: int):
    """Decision points (views with a real choice) from hands played by "easy"
    players, and the views of each seat at the end of those hands."""
    from app.ai import make_player
    from app.engine import Rng, derive_seed

    engine = variant.engine
    settings = variant.settings()
    decisions, finals = [], []
    for h in range(hands):
        hs = derive_seed(seed, h)
        state = engine.new_hand(variant, settings, hs, engine.first_context(variant, settings, hs))
        player = make_player("easy")
        rng = Rng(hs)
        pick = Rng(hs ^ 0x5EED)
        found = []
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            if len(view.legal) > 1:
                found.append(view)
            state.apply(player.choose(view, rng))
        if found:
            for _ in range(min(per_hand, len(found))):
                decisions.append(found.pop(pick.below(len(found))))
        finals.extend(state.view(s) for s in range(state.num_seats))
    return decisions, finals


def time_selfplay(variant, hands: int, seed: int) -> float:
    from app.ai import make_player
    from app.engine import Rng, derive_seed

    engine = variant.engine
    settings = variant.settings()
    player = make_player("simple")
    start = time.perf_counter()
    for h in range(hands):
        hs = derive_seed(seed + 7, h)
        state = engine.new_hand(variant, settings, hs, engine.first_context(variant, settings, hs))
        rng = Rng(hs)
        while not state.is_over:
            state.apply(player.choose(state.view(state.to_act), rng))
    return hands / (time.perf_counter() - start)


def time_assess(variant, views) -> list[float]:
    engine = variant.engine
    out = []
    for v in views:
        if v.seat is None:
            continue
        t0 = time.perf_counter()
        engine.assess(v)
        out.append(time.perf_counter() - t0)
    return out


def judge_request(view) -> dict | None:
    """A ``yezi judge`` request for the viewer's hand and table (None if a
    table group is face down: the judge takes only groups it can read)."""
    me = view.players[view.seat]
    if me.hand is None:
        return None
    table = []
    for m in me.melds:
        if not m.cards:
            return None
        table.append({"form": m.form, "cards": " ".join(c.code for c in m.cards)})
    req = {"variant": view.variant, "hand": " ".join(c.code for c in me.hand), "table": table}
    if me.hand and getattr(me.hand[0], "family", "") == "zipai" and _one_short(view.variant, me):
        # a resting 字牌 hand is judged with a card drawn to it (here: another
        # copy of its first card of which fewer than four are held — else the
        # first kind of which fewer are —, which the judge may find a win or not)
        from app.engine.zipai.cards import ALL_KINDS

        held = [0] * len(ALL_KINDS)
        for c in [*me.hand, *(c for m in me.melds for c in m.cards)]:
            held[c.index] += 1
        k = next((c.index for c in me.hand if held[c.index] < 4), None)
        if k is None:
            k = held.index(min(held))
        req.update({"win_card": ALL_KINDS[k].code, "win_from": "self_draw"})
    return req


def _one_short(vid: str, me) -> bool:
    """Is this 字牌 hand one card short of what a winning hand holds (the
    variant's own count: a table group counts 3, qidong's 15 or 14 with a four)?"""
    from app.engine import find_variant

    from app.engine.zipai.cards import ALL_KINDS

    hand = [0] * len(ALL_KINDS)
    for c in me.hand:
        hand[c.index] += 1
    melds = []
    for m in me.melds:
        ks = tuple(c.index for c in m.cards)
        if m.form == "chi":      # one or more sentences of three
            melds.extend(("chi", ks[i:i + 3]) for i in range(0, len(ks), 3))
        else:
            melds.append((m.form, ks))
    n, want, _rule = find_variant(vid).hand_class.check_count(hand, melds, 0)
    return n == want


def time_judge(variant, views) -> list[float]:
    """Seconds per ``engine.judge`` of each seat's final hand (a hand with a
    face-down table group is skipped).  The requests are built to be valid:
    one the judge refuses stops the bench, naming it, rather than timing or
    skipping a refusal."""
    from app.engine import YeziError

    out = []
    for v in views:
        req = judge_request(v)
        if req is None:
            continue
        t0 = time.perf_counter()
        try:
            variant.engine.judge(req)
        except YeziError as exc:
            raise RuntimeError(f"the judge refused a bench request ({exc}): {json.dumps(req, ensure_ascii=False)}") \
                from exc
        out.append(time.perf_counter() - t0)
    return out


def time_decisions(level: str, views, seed: int, **options) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds of each decision (CPU time is what the
    player itself costs when the machine is shared)."""
    from app.ai import make_player
    from app.engine import Rng

    player = make_player(level, **options)
    wall, cpu = [], []
    for i, v in enumerate(views):
        rng = Rng(seed * 1000003 + i)
        t0, c0 = time.perf_counter(), time.process_time()
        player.choose(v, rng)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return wall, cpu


def _median(values: list[float]) -> float:
    values = sorted(values)
    return values[len(values) // 2]


def play_hands(variant, hands: int, seed: int, extra_actions: int = 0):
    """A ``RecordMatch`` of ``hands`` finished hands (simple computer on every
    seat) and ``extra_actions`` actions of the next."""
    from app.ai import make_player
    from app.engine import Rng
    from app.records import RecordMatch

    match = RecordMatch(variant, seed=seed)
    players = [make_player("simple") for _ in range(len(match.totals))]
    rngs = [Rng(seed * 131 + i + 1) for i in range(len(match.totals))]
    for k in range(hands + 1):
        if k:
            match.next_hand()
        n = 0
        while not match.current.is_over and (k < hands or n < extra_actions):
            seat = match.current.to_act
            match.current.apply(players[seat].choose(match.current.view(seat), rngs[seat]))
            n += 1
    return match, players, rngs


def time_replay_open(path, repeat: int) -> float | None:
    """CPU seconds from reading ``path`` to the replay viewer's first frame."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        import app  # noqa: F401  (the PySide6 start-up fix)
        from PySide6.QtWidgets import QApplication

        from app.records import load_record
        from app.ui.replay.viewer import ReplayWindow
    except ImportError:
        return None
    qapp = QApplication.instance() or QApplication(["yezi-bench"])
    times = []
    for _ in range(repeat):
        t0 = time.process_time()
        window = ReplayWindow(load_record(path))
        window.show()
        window.grab()                 # the first frame, drawn
        times.append(time.process_time() - t0)
        window._checking.stop()       # the check that runs while the window is open is not timed
        window.close()
        window.deleteLater()
        qapp.processEvents()
    return _median(times)


def time_autosave(match, players, rngs, folder, repeat: int) -> tuple[float, float]:
    """Milliseconds of one autosave after an action of the hand in play: the
    table's part (``Autosaver.save``: the journal lines made and queued) and
    the writer thread's part (the append and its ``fsync``), each a median.
    The first save (the whole match as the journal's base, as on resuming)
    is not timed."""
    from app.records import Autosaver

    saver = Autosaver(folder / "autosave", folder / "games", keep_stats=False)
    seats = ["human"] + ["simple"] * (len(match.totals) - 1)
    saver.save(match, seats)
    saver.flush()
    table, writer = [], []
    for _ in range(repeat):
        st = match.current
        if st.is_over:
            break
        st.apply(players[st.to_act].choose(st.view(st.to_act), rngs[st.to_act]))
        t0 = time.perf_counter()
        saver.save(match, seats)
        table.append(time.perf_counter() - t0)
        saver.flush()
        writer.append(saver.write_times[-1])
    saver.discard()
    return 1000 * _median(table), 1000 * _median(writer)


def time_stats_log(folder, logged: int, repeat: int) -> float:
    """Milliseconds to log one finished hand with ``logged`` hands in the log."""
    from app.records import stats

    folder.mkdir(parents=True, exist_ok=True)
    stamp = "2026-01-01T00:00:00.000Z"
    stats.record_hands([dict(game="bench", hand=k, variant="haimen", net=[3, -1, -1, -1], winner=0,
                             reason="win", seat=0, time=stamp) for k in range(logged)], folder)
    times = []
    for k in range(repeat):
        t0 = time.perf_counter()
        stats.record_hands([dict(game="bench", hand=logged + k, variant="haimen", net=[3, -1, -1, -1],
                                 winner=0, reason="win", seat=0, time=stamp)], folder)
        times.append(time.perf_counter() - t0)
    return 1000 * _median(times)


def match_kib_per_hand(variant, hands: int, seed: int) -> float:
    """KiB a ``Match`` keeps of each finished hand: what ``next_hand`` keeps
    (the ``FinishedHand`` and the next context), traced once the full states
    are gone (the hands are played untraced: tracing slows play tenfold)."""
    import gc
    import tracemalloc

    from app.engine import FinishedHand

    match, _, _ = play_hands(variant, hands, seed)
    states = [h.state() for h in match.hands[:-1]]
    contexts = match.contexts[:-1]
    del match
    gc.collect()
    tracemalloc.start()
    try:
        kept = [(FinishedHand(st, ctx, st.settings),
                 variant.engine.next_context(variant, st.settings, ctx, st.result))
                for st, ctx in zip(states, contexts)]
        del states
        gc.collect()
        size = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    return round(size / len(kept) / 1024, 2)


def scale_figures(variants, quick: bool, seed: int, hands: tuple[int, int] = (10, 500),
                  logged: tuple[int, int] = (10, 5000)) -> dict:
    import tempfile
    from pathlib import Path

    from app.engine import find_variant
    from app.records import Record, save_record

    ids = [v.id for v in variants]
    variant = find_variant("waihuzi" if quick or "haimen" not in ids else "haimen")
    repeat = 1 if quick else 3
    out: dict = {"variant": variant.id}
    with tempfile.TemporaryDirectory(prefix="yezi-bench-") as tmp:
        folder = Path(tmp)
        paths = {}
        long_ms = None
        for n in hands:
            match, players, rngs = play_hands(variant, n - 1, seed, extra_actions=2)
            paths[n] = folder / f"{n}.json"
            save_record(paths[n], Record.from_match(match, ["human"] + ["simple"] * (len(match.totals) - 1)))
            if n == hands[-1]:   # the same match, at its last hand
                long_ms = time_autosave(match, players, rngs, folder / f"at{n}", repeat + 4)
            del match
        small, players, rngs = play_hands(variant, 0, seed, extra_actions=2)
        short_ms = time_autosave(small, players, rngs, folder / "at1", repeat + 4)
        out["autosave_ms"] = {"1": round(short_ms[0], 3), str(hands[-1]): round(long_ms[0], 3)}
        out["autosave_writer_ms"] = {"1": round(short_ms[1], 2), str(hands[-1]): round(long_ms[1], 2)}
        time_replay_open(paths[hands[0]], 1)   # warm-up: the first window of a process pays for Qt's own start
        opened = {str(n): time_replay_open(p, repeat) for n, p in paths.items()}
        out["replay_open_s"] = {k: (None if v is None else round(v, 3)) for k, v in opened.items()}
        out["stats_log_ms"] = {str(n): round(time_stats_log(folder / f"stats{n}", n, repeat + 2), 2)
                               for n in logged}
    out["match_kib_per_hand"] = {v.id: match_kib_per_hand(v, 6 if quick else 24, seed)
                                 for v in variants if v.id in ("haimen", "waihuzi") or not quick}
    return out


def run(args) -> int:
    from app.ai.base import levels as known_levels
    from app.engine import RequestError, all_variants, find_variant

    start = time.perf_counter()
    variants = [find_variant(v) for v in args.variant] if args.variant else all_variants()
    if not variants:
        raise RequestError("no variants are available in this build")
    lv = [s.strip() for s in args.levels.split(",") if s.strip()]
    for s in lv:
        if s not in known_levels():
            raise RequestError(f"unknown computer level {s!r} (known: {', '.join(known_levels())})")
    q = args.quick
    n_hands = 2 if q else 8            # hands sampled for decision points
    per_hand = 3 if q else 6           # decision points per sampled hand
    n_self = 3 if q else 20            # selfplay hands timed
    hard_cap = 4 if q else 30          # hard decisions timed per variant

    out = {"quick": bool(q), "python": sys.version.split()[0], "judge_ms_per_hand": {}, "assess_ms_per_hand": {},
           "selfplay_hands_per_s": {}, "decision_ms": {}}
    family_assess: dict[str, list[float]] = {}
    family_judge: dict[str, list[float]] = {}
    per_level: dict[str, dict] = {s: {} for s in lv}
    all_level: dict[str, list[float]] = {s: [] for s in lv}
    all_cpu: dict[str, list[float]] = {s: [] for s in lv}
    for variant in variants:
        decisions, finals = sample_views(variant, n_hands, per_hand, args.seed)
        family_assess.setdefault(variant.family, []).extend(time_assess(variant, finals + decisions))
        family_judge.setdefault(variant.family, []).extend(time_judge(variant, finals))
        out["selfplay_hands_per_s"][variant.id] = round(time_selfplay(variant, n_self, args.seed), 2)
        for s in lv:
            views = decisions[:hard_cap] if s == "hard" else decisions
            ts, cpu = time_decisions(s, views, args.seed)
            c = _summary(cpu)
            per_level[s][variant.id] = {**_summary(ts), "cpu_median_ms": c.get("median_ms"),
                                        "cpu_p95_ms": c.get("p95_ms"), "cpu_max_ms": c.get("max_ms")}
            all_level[s].extend(ts)
            all_cpu[s].extend(cpu)
        if not args.json:
            print(f"{variant.id}: {len(decisions)} decision points sampled, "
                  f"selfplay {out['selfplay_hands_per_s'][variant.id]} hands/s", flush=True)
    for fam, ts in family_assess.items():
        out["assess_ms_per_hand"][fam] = _summary(ts)
    for fam, ts in family_judge.items():
        out["judge_ms_per_hand"][fam] = _summary(ts)
    for s in lv:
        out["decision_ms"][s] = {"all": {**_summary(all_level[s]), "cpu": _summary(all_cpu[s])},
                                 **per_level[s]}
    out["scale"] = scale_figures(variants, q, args.seed)
    out["seconds"] = round(time.perf_counter() - start, 2)
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
        return 0
    print("judge (engine.judge) per final hand:")
    for fam, s_ in out["judge_ms_per_hand"].items():
        print(f"  {fam:<9} median {s_.get('median_ms', 0):.3f} ms  p95 {s_.get('p95_ms', 0):.3f} ms  (n={s_['n']})")
    print("family evaluation (engine.assess) per hand:")
    for fam, s in out["assess_ms_per_hand"].items():
        print(f"  {fam:<9} median {s.get('median_ms', 0):.3f} ms  p95 {s.get('p95_ms', 0):.3f} ms  (n={s['n']})")
    print("selfplay hands per second (random legal players):")
    for vid, x in out["selfplay_hands_per_s"].items():
        print(f"  {vid:<9} {x}")
    print("decision time per level:")
    for s in lv:
        a = out["decision_ms"][s]["all"]
        c = a.get("cpu", {})
        print(f"  {s:<7} median {a.get('median_ms', 0):.2f} ms  p95 {a.get('p95_ms', 0):.2f} ms  (n={a['n']}); "
              f"CPU time median {c.get('median_ms', 0):.2f} ms  p95 {c.get('p95_ms', 0):.2f} ms")
        for vid in (v.id for v in variants):
            d = out["decision_ms"][s].get(vid, {})
            if d.get("n"):
                print(f"    {vid:<9} median {d['median_ms']:.2f}  p95 {d['p95_ms']:.2f}  max {d['max_ms']:.2f}; "
                      f"CPU {d['cpu_median_ms']:.2f} / {d['cpu_p95_ms']:.2f} / {d['cpu_max_ms']:.2f}")
    sc = out["scale"]
    print(f"growth with the session ({sc['variant']}):")
    ro = sc["replay_open_s"]
    if ro.get("10") is not None:
        print(f"  replay viewer, read to first frame: {ro['10']:.3f} s CPU (10 hands), {ro['500']:.3f} s (500)")
    aw = sc["autosave_writer_ms"]
    print(f"  autosave after an action, the table's part: {sc['autosave_ms']['1']:.2f} ms at hand 1, "
          f"{sc['autosave_ms']['500']:.2f} ms at hand 500; the writer's (append + fsync): "
          f"{aw['1']:.1f} ms, {aw['500']:.1f} ms")
    print(f"  logging a hand to the statistics: {sc['stats_log_ms']['10']:.1f} ms (10 logged), "
          f"{sc['stats_log_ms']['5000']:.1f} ms (5000)")
    print("  a match keeps per finished hand: " + ", ".join(
        f"{vid} {kib:.2f} KiB" for vid, kib in sc["match_kib_per_hand"].items()))
    print(f"{out['seconds']} s")
    return 0

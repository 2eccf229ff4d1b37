"""Tournament statistics and the tournament runner, on known data and on a
toy game (AI_TOY of tests/toy_family.py) so they do not depend on a family's rules."""

import json
import math

import pytest

from app.ai import stats
from app.ai.tournament import HandRecord, parse_seats, rotation_levels, run_tournament, summarize
from app.engine import RequestError
from app.engine import variants as variants_mod
from tests.toy_family import AI_TOY as TOY


@pytest.fixture
def toy():
    variants_mod._load_families()
    variants_mod._REGISTRY[TOY.id] = TOY
    from app.ai import common
    common.variant_of.cache_clear()
    common.deck_counts.cache_clear()
    try:
        yield TOY
    finally:
        variants_mod._REGISTRY.pop(TOY.id, None)
        common.variant_of.cache_clear()
        common.deck_counts.cache_clear()


# Reference values: Student's t 0.975 quantiles (statistical tables).
@pytest.mark.parametrize("df,expected", [
    (1, 12.7062), (2, 4.3027), (5, 2.5706), (6, 2.4469), (10, 2.2281), (20, 2.0860),
    (30, 2.0423), (60, 2.0003), (120, 1.9799), (10**6, 1.9600),
])
def test_t_quantile_matches_tables(df, expected):
    assert stats.t_quantile_95(df) == pytest.approx(expected, abs=2e-4)


def test_mean_ci_known_data():
    # mean 3, s = sqrt(2.5), half-width t(4) * s / sqrt(5)
    m, lo, hi = stats.mean_ci([1, 2, 3, 4, 5])
    half = 2.776445105 * math.sqrt(2.5) / math.sqrt(5)
    assert m == 3
    assert (lo, hi) == (pytest.approx(3 - half), pytest.approx(3 + half))
    assert stats.mean_ci([4.0]) == (4.0, -math.inf, math.inf)
    assert stats.mean_ci([2, 2, 2]) == (2, 2, 2)


def test_wilson_known_values():
    # Wilson 95 % interval of 5/10 and 0/10 (reference values from the formula's tables)
    p, lo, hi = stats.wilson_ci(5, 10)
    assert (p, round(lo, 4), round(hi, 4)) == (0.5, 0.2366, 0.7634)
    p, lo, hi = stats.wilson_ci(0, 10)
    assert (p, lo, round(hi, 4)) == (0.0, 0.0, 0.2775)
    with pytest.raises(ValueError):
        stats.wilson_ci(3, 2)


def test_percentile_interpolates_like_numpy():
    xs = [5, 1, 4, 2, 3]
    assert stats.percentile(xs, 50) == 3
    assert stats.percentile(xs, 95) == pytest.approx(4.8)
    assert stats.percentile(xs, 0) == 1 and stats.percentile(xs, 100) == 5


def test_summary_pairs_by_deal_on_known_records():
    seats = ("hard", "easy", "easy")
    recs = []
    # deal 0: hard wins in every rotation (+4), easy seats lose 2 each
    # deal 1: draws; deal 2: hard loses once
    for r in range(3):
        lv = rotation_levels(seats, r)
        hs = lv.index("hard")
        net = tuple(4 if s == hs else -2 for s in range(3))
        recs.append(HandRecord(0, r, lv, net, hs, "win", 10))
        recs.append(HandRecord(1, r, lv, (0, 0, 0), None, "draw", 10))
        if r == 0:
            w = (hs + 1) % 3
            net = tuple(4 if s == w else -2 for s in range(3))
            recs.append(HandRecord(2, r, lv, net, w, "win", 10))
        else:
            recs.append(HandRecord(2, r, lv, net, hs, "win", 10))
    out = summarize(recs, seats)
    assert out["deals"] == 3 and out["hands"] == 9 and out["draws"] == 3
    hard = out["levels"]["hard"]
    assert hard["seat_hands"] == 9 and hard["wins"] == 5
    # per-deal means of hard: 4, 0, (−2 + 4 + 4)/3 = 2
    assert hard["settlement"]["mean"] == pytest.approx(2.0)
    easy = out["levels"]["easy"]
    assert easy["seat_hands"] == 18 and easy["wins"] == 1
    # easy per deal: −2, 0, ((4−2)/2 + (−2−2)/2·2)/3 = (1 − 2 − 2)/3 = −1
    assert easy["settlement"]["mean"] == pytest.approx(-1.0)
    (pair,) = out["pairs"]
    diffs = [6, 0, 3]
    m, lo, hi = stats.mean_ci(diffs)
    assert (pair["a"], pair["b"]) == ("hard", "easy")
    assert pair["mean"] == pytest.approx(m, abs=1e-3)
    assert pair["ci"] == [pytest.approx(lo, abs=1e-3), pytest.approx(hi, abs=1e-3)]
    assert pair["significant"] is False


def test_parse_seats_errors():
    assert parse_seats("hard,normal,normal", 3) == ("hard", "normal", "normal")
    with pytest.raises(RequestError, match="unknown computer level 'expert'"):
        parse_seats("expert,normal", 2)
    with pytest.raises(RequestError, match="2 levels but the game has 4 seats"):
        parse_seats("hard,normal", 4)
    with pytest.raises(RequestError, match="two different levels"):
        parse_seats("normal,normal,normal", 3)


def test_tournament_on_toy_game_is_reproducible_and_rotates(toy):
    seats = ("normal", "easy", "easy")
    a = run_tournament(toy.id, 3, 11, seats)
    b = run_tournament(toy.id, 3, 11, seats)
    assert [(r.deal, r.rotation, r.net, r.winner) for r in a] == [(r.deal, r.rotation, r.net, r.winner) for r in b]
    assert len(a) == 9
    for deal in range(3):
        rots = [r for r in a if r.deal == deal]
        assert sorted(r.rotation for r in rots) == [0, 1, 2]
        # every level sits in every seat once per deal
        assert {r.levels.index("normal") for r in rots} == {0, 1, 2}
    for r in a:
        assert sum(r.net) == 0


def test_tournament_parallel_matches_serial(toy):
    # worker processes are forked, so they know the toy variant too
    seats = ("normal", "easy", "simple")
    serial = run_tournament(toy.id, 2, 5, seats)
    parallel = run_tournament(toy.id, 2, 5, seats, jobs=2)
    key = lambda rs: [(r.deal, r.rotation, r.levels, r.net) for r in rs]  # noqa: E731
    assert key(serial) == key(parallel)


def test_one_deal_gives_unbounded_interval_not_nan(toy, capsys):
    from app.cli import main

    assert main(["tournament", "--variant", toy.id, "--games", "1", "--seats", "normal,easy,easy", "--json"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert data["levels"]["normal"]["settlement"]["ci"] == [None, None]


def test_tournament_command_json(toy, capsys):
    from app.cli import main

    rc = main(["tournament", "--variant", toy.id, "--games", "3", "--seed", "2",
               "--seats", "normal,easy,easy", "--json"])
    assert rc == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    data = json.loads(last)
    assert data["variant"] == toy.id and data["hands"] == 9
    assert set(data["levels"]) == {"normal", "easy"}
    for e in data["levels"].values():
        assert 0 <= e["win_rate_ci"][0] <= e["win_rate"] <= e["win_rate_ci"][1] <= 1
        lo, hi = e["settlement"]["ci"]
        assert lo <= e["settlement"]["mean"] <= hi
    assert data["pairs"][0]["a"] == "normal" and data["pairs"][0]["b"] == "easy"


def test_tournament_command_rejects_bad_seats(toy, capsys):
    from app.cli import main

    assert main(["tournament", "--variant", toy.id, "--games", "1", "--seats", "hard,easy"]) == 2
    assert "2 levels but the game has 3 seats" in capsys.readouterr().err


def test_bench_quick_json_shape(capsys):
    from app.cli import main

    rc = main(["bench", "--quick", "--json", "--variant", "waihuzi", "--levels", "easy,normal"])
    assert rc == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert data["quick"] is True
    assert data["selfplay_hands_per_s"]["waihuzi"] > 0
    assert data["assess_ms_per_hand"]["zipai"]["n"] > 0
    assert data["judge_ms_per_hand"]["zipai"]["n"] > 0
    for level in ("easy", "normal"):
        d = data["decision_ms"][level]
        assert d["all"]["n"] > 0 and d["all"]["median_ms"] <= d["all"]["p95_ms"]
        assert "cpu" in d["all"] and d["waihuzi"]["n"] > 0
        w = d["waihuzi"]
        assert w["cpu_median_ms"] <= w["cpu_p95_ms"] <= w["cpu_max_ms"]


def test_selfplay_accepts_the_levels(capsys):
    from app.cli import main

    assert main(["selfplay", "--variant", "qidong", "--games", "1", "--level", "normal", "--json"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert data["level"] == "normal" and data["games"] == 1
    assert main(["selfplay", "--variant", "qidong", "--games", "1", "--level", "expert"]) == 2
    assert "unknown computer level 'expert'" in capsys.readouterr().err

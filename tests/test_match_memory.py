"""A Match keeps only what it needs of a finished hand (issue 14, item 3):
its seed, context, result and actions, in a few hundred bytes — and reads
like the finished GameState it replaces, for every reader of ``Match.hands``."""

from __future__ import annotations

import gc
import pickle
import tracemalloc

import pytest

from app.ai import make_player
from app.engine import FinishedHand, HandResult, Match, Rng, find_variant
from app.records import Record
from app.records.record import result_dict


def _play(match, hands: int, keep: list | None = None):
    players = [make_player("simple") for _ in range(len(match.totals))]
    rngs = [Rng(31 + i) for i in range(len(match.totals))]
    for _ in range(hands):
        st = match.current
        while not st.is_over:
            st.apply(players[st.to_act].choose(st.view(st.to_act), rngs[st.to_act]))
        if keep is not None:
            keep.append(st)
        match.next_hand()
    return match


@pytest.mark.parametrize("variant_id", ["haimen", "waihuzi"])
def test_a_finished_hand_costs_at_most_4_kib(variant_id):
    """What ``next_hand`` keeps of each finished hand (the ``FinishedHand`` and
    the next context), traced by tracemalloc once the full states are dropped.
    (Playing under tracemalloc is slow, so the hands are played untraced and
    ``next_hand``'s keeping is repeated under it; docs/performance.md has the
    whole-match figure: about 1.5 KiB a hand in haimen, 0.9 in waihuzi.)"""
    v = find_variant(variant_id)
    states: list = []
    m = _play(Match(v, seed=3), 24, states)
    contexts = m.contexts[:-1]
    del m
    gc.collect()
    tracemalloc.start()
    try:
        kept = []
        for st, ctx in zip(states, contexts):
            nxt = v.engine.next_context(v, st.settings, ctx, st.result)
            kept.append((FinishedHand(st, ctx, st.settings), nxt))
        del st, states
        gc.collect()
        per_hand = tracemalloc.get_traced_memory()[0] / len(kept)
    finally:
        tracemalloc.stop()
    assert per_hand <= 4096, f"{per_hand:.0f} bytes per finished hand"


@pytest.mark.parametrize("variant_id", ["haimen", "lvsi", "waihuzi", "yiyang", "qidong"])
def test_a_finished_hand_reads_like_the_state_it_replaces(variant_id):
    states: list = []
    m = _play(Match(find_variant(variant_id), seed=8), 3, states)
    for k, (kept, st) in enumerate(zip(m.hands, states)):
        assert isinstance(kept, FinishedHand) and kept.is_over and kept.to_act is None
        assert kept.seed == st.seed and kept.context == st.context and kept.context is m.contexts[k]
        assert kept.log == st.log and kept.num_actions == len(st.log) and kept.legal_actions() == []
        assert kept.action_texts() == [a.text() for a in st.log]
        assert kept.num_seats == st.num_seats
        r = kept.result
        assert isinstance(r, HandResult) and r == st.result and st.result == r
        assert (r.winner, r.net, r.reason) == (st.result.winner, tuple(st.result.net), st.result.reason)
        assert r.breakdown == st.result.breakdown
        # the sentences still speak every language
        assert [getattr(x, "text", lambda lang: str(x))("en") for x in r.lines] == \
               [getattr(x, "text", lambda lang: str(x))("en") for x in st.result.lines]
        assert result_dict(r) == result_dict(st.result)
        assert pickle.loads(pickle.dumps(r)) == st.result
        again = kept.state()
        assert again.is_over and again.log == st.log and again.result == st.result
        assert kept.view(None) == st.view(None) if variant_id not in ("haimen", "lvsi") else \
            kept.view(1).players == st.view(1).players
    assert m.results == [s.result for s in states]
    assert not isinstance(m.current, FinishedHand)


def test_records_of_a_kept_match_are_the_records_of_its_states(tmp_path):
    """The record of a match is the same text whether its finished hands are
    full states or what the match keeps of them."""
    from app.records.record import RecordMatch

    v = find_variant("haimen")
    states: list = []
    m = _play(RecordMatch(v, seed=5), 4, states)
    stamp = "2026-01-01T00:00:00.000Z"
    times = [[stamp] * h.num_actions if isinstance(h, FinishedHand) else [] for h in m.hands]
    kept = Record.from_match(m, times=times, record_id="x", created=stamp)
    m.hands[:-1] = states               # as before: every finished hand's whole state
    full = Record.from_match(m, times=times, record_id="x", created=stamp)
    kept.saved = full.saved = stamp
    assert kept.to_json() == full.to_json()


def test_bench_reports_the_growth_figures():
    """``yezi bench``'s ``scale`` object (small sizes here; the command uses 10/500 hands, 10/5000 logged)."""
    from app.commands.bench import scale_figures

    sc = scale_figures([find_variant("waihuzi")], quick=True, seed=1, hands=(2, 3), logged=(1, 4))
    assert sc["variant"] == "waihuzi"
    assert set(sc["replay_open_s"]) == {"2", "3"} and set(sc["autosave_ms"]) == {"1", "3"}
    assert set(sc["stats_log_ms"]) == {"1", "4"} and set(sc["autosave_writer_ms"]) == {"1", "3"}
    assert all(v is None or v > 0 for v in sc["replay_open_s"].values())
    assert all(v > 0 for v in (*sc["autosave_ms"].values(), *sc["autosave_writer_ms"].values(),
                               *sc["stats_log_ms"].values()))
    assert 0 < sc["match_kib_per_hand"]["waihuzi"] <= 4

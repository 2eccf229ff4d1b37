"""The house rule ``dealt_wins`` (waihuzi, yiyang): on by default, as seed 002 §III.9–10 and 004 §8
list 无对 / 一对 / 十对 / 九对 (and yiyang's 死手牌) — about one hand in ten then ends at the deal;
off, a table that does not play them deals on, and the judge says why a dealt hand wins nothing."""

from __future__ import annotations

import pytest

from app.engine import Match, find_variant
from app.engine.judgement import judgement


@pytest.mark.parametrize("variant_id, seed", [("waihuzi", 31), ("waihuzi", 32), ("yiyang", 31)])
def test_a_dealt_win_is_offered_only_where_the_table_plays_them(variant_id, seed):
    v = find_variant(variant_id)
    on = Match(v, None, seed).current
    if not any(a.kind == "hu" for a in on.legal_actions()):
        pytest.skip("this deal has no dealt-hand win")
    off = Match(v, {"dealt_wins": False}, seed).current
    assert not any(a.kind == "hu" for a in off.legal_actions())
    # the deal is the same: only the question changed
    assert off.view(None).players[0].hand == on.view(None).players[0].hand


def test_the_default_is_the_texts_rule_and_replays_are_unchanged():
    for vid in ("waihuzi", "yiyang"):
        assert find_variant(vid).option("dealt_wins").default is True
        assert find_variant(vid).settings()["dealt_wins"] is True
    assert not any(o.key == "dealt_wins" for o in find_variant("qidong").options)   # 三龙 is no house rule


def test_the_judge_says_the_table_plays_no_dealt_wins():
    ten_pairs = " ".join(f"x{r} x{r}" for r in range(1, 11))
    on = judgement({"variant": "waihuzi", "hand": ten_pairs, "dealt": True})
    assert on.wins
    off = judgement({"variant": "waihuzi", "hand": ten_pairs, "dealt": True, "settings": {"dealt_wins": False}})
    assert not off.wins and off.dealt_refused
    assert off.reason.text("zh") == "这张桌子不打起手胡（设置里可以打开）"
    assert "no wins on the deal" in off.reason.text("en")

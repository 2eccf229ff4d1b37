"""A long-card hand dealt no 将 pair sits out (黄胡, seed 000 §三.3 "沒有這個資格在抓牌階段是不能參與玩牌的"):
the player's plate said "扣牌" and no claim was ever offered, with no word of why. The felt now says it
once, in the engine's words and the player's language."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

import app.ui  # noqa: F401,E402

from tests.tables import open_table, play_until  # noqa: E402

# seed 7 deals the player (seat 1) no 将 pair in both long-card variants
CASES = [("haimen", "zh_CN", "你已经扣牌（黄胡：起手没有将对）：不能再要牌"),
         ("lvsi", "zh_TW", "你已經扣牌（黃胡：起手沒有將對）：不能再要牌"),
         ("haimen", "en", "Your hand is folded (黄胡, dealt no 将 pair): it can no longer claim cards")]


@pytest.mark.parametrize("variant, lang, words", CASES)
def test_a_hand_dealt_no_jiang_pair_is_told_why_it_sits_out(qtbot, variant, lang, words):
    w = open_table(qtbot, variant, 7, lang=lang)
    c = w.controller
    play_until(qtbot, w, lambda st: st.phase not in ("deal", "buy"))
    assert c.state.folded[0] and c.state.sits_out_why(0) is not None
    qtbot.waitUntil(lambda: w.table._toast.isVisible(), timeout=5000)
    assert w.table._toast_text == words
    acts = len(c.state.log)
    play_until(qtbot, w, lambda st: len(st.log) >= acts + 3)
    assert w.table._toast.isVisible() and w.table._toast_text == words   # the flips after it leave it
    w.table._toast.setVisible(False)
    play_until(qtbot, w, lambda st: len(st.log) >= acts + 12)
    assert not w.table._toast.isVisible() or w.table._toast_text != words   # said once a hand
    w.controller.shutdown()


def test_a_hand_that_plays_on_is_told_nothing(qtbot):
    w = open_table(qtbot, "haimen", 4, lang="zh_CN")
    play_until(qtbot, w, lambda st: st.phase not in ("deal", "buy"))
    st = w.controller.state
    assert not st.is_over and not st.folded[0] and st.sits_out_why(0) is None
    assert "将对" not in getattr(w.table, "_toast_text", "")
    w.controller.shutdown()


@pytest.mark.parametrize("lang, words", [
    ("zh_CN", "这一局你守醒：坐在庄家对面，不摸牌也不打牌，不输不赢"),
    ("en", "You sit this hand out (守醒): the seat across from the 庄 neither draws nor plays, "
           "and neither pays nor is paid")])
def test_a_player_who_sits_a_yiyang_hand_out_is_told_so(qtbot, lang, words):
    """yiyang with 守醒 (seed 004 §3): the seat across from the 庄 sits the hand out. Seat 1 does in
    the first hand of seed 4; the hand played itself with no word of why."""
    w = open_table(qtbot, "yiyang", 4, lang=lang, variant_options={"yiyang": {"shouxing": True}})
    c = w.controller
    assert c.state.sitter == 0 and c.human_seat == 0
    qtbot.waitUntil(lambda: w.table._toast.isVisible(), timeout=5000)
    assert w.table._toast_text == words
    w.controller.shutdown()

"""The table's move log names every card that came from the stock: a long card's 翻 says the card
turned ("你: 翻 九索", not "你: 翻"), a 字牌 draw has a line of its own ("下家 摸出 七"), and a log
rebuilt after a take-back or a resume reads line for line as it did live."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

import app.ui  # noqa: F401,E402
from app.engine.core import Action, Chance  # noqa: E402

from tests.tables import open_table, play_until as _play  # noqa: E402


def _lines(w) -> list[str]:
    return [w.log_list.item(i).text() for i in range(w.log_list.count())]


def test_a_long_card_flip_names_the_card_it_turned(qtbot):
    w = open_table(qtbot, "haimen", 4, lang="zh_CN")
    _play(qtbot, w, lambda st: sum(a.kind == "flip" for a in st.log) >= 4)
    st = w.controller.state
    history = st.history
    lines = _lines(w)
    assert len(lines) == len(st.log)          # a long card's flip is one line with its card
    flips = 0
    for i, step in enumerate(history):
        if isinstance(step, Action) and step.kind == "flip":
            chance = history[i + 1]
            assert isinstance(chance, Chance) and chance.kind == "flip"
            line = lines[st.log.index(step)] if st.log.count(step) == 1 else None
            if line is None:
                continue
            assert line.startswith(w.table.names[step.seat] + ":")
            assert line.endswith(" 翻 " + chance.cards[0].name), line
            flips += 1
    assert flips >= 3
    w._refill_log()
    assert _lines(w) == lines


def test_a_zipai_draw_is_a_line_and_a_refilled_log_reads_as_live(qtbot):
    w = open_table(qtbot, "waihuzi", 7, lang="zh_CN")
    _play(qtbot, w, lambda st: len(st.log) >= 12)
    st = w.controller.state
    draws = [s for s in st.history if isinstance(s, Chance) and s.kind == "draw"]
    assert draws
    live = _lines(w)
    assert len(live) == len(st.log) + len(draws)
    drawn = [line for line in live if " 摸出 " in line]
    assert [line.rsplit(" ", 1)[1] for line in drawn] == [d.cards[0].name for d in draws]
    assert drawn[0].startswith(w.table.seat_name(draws[0].to))
    w._refill_log()                            # as after a take-back or a resume
    assert _lines(w) == live
    w.change_language("en")
    english = _lines(w)
    assert len(english) == len(live) and sum(" drew " in line for line in english) == len(draws)


@pytest.mark.parametrize("variant, has, lacks", [
    ("haimen", ["H 成", "P 碰", "C 吃", "G 杠", "Z 涨", "B 买庄", "空格 过"], ["W ", "L "]),
    ("waihuzi", ["P 碰", "C 吃", "W 歪", "L 溜", "空格 过"], ["G ", "Z ", "B "]),
    ("qidong", ["C 吃", "T 提", "R 跑", "空格 过"], ["G ", "Z "]),
])
def test_the_help_lists_the_keys_of_this_variants_acts(qtbot, variant, has, lacks):
    """The help said "H win, P peng, C chi, G gang" at every table, a 字牌 one with no 杠 among them:
    it now lists the letter of each act the variant has, named as its buttons name it."""
    w = open_table(qtbot, variant, 3, lang="zh_CN")
    keys = w._claim_keys()
    for k in has:
        assert k in keys, (k, keys)
    for k in lacks:
        assert k not in keys, (k, keys)


def test_the_pile_counts_the_cards_still_to_be_dealt_during_the_buy_window(qtbot):
    """In the 买庄 window each seat holds 3 cards and the table said "Stock: 23" — the 89 cards
    still to be dealt were nowhere. The view now counts them (``SeatView.dealing``); the pile shows
    112 until the deal is done, then the 23 that are left."""
    from tests.words import texts_of_scene

    w = open_table(qtbot, "haimen", 4, lang="en")
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20000)
    view = c.view()
    assert view.phase == "buy" and view.dealing == 89 and view.stock_left == 23
    assert sum(p.hand_size for p in view.players) + view.stock_left + view.dealing == 124
    assert "Stock: 112" in texts_of_scene(w.table.scene())
    _play(qtbot, w, lambda st: st.view(0).phase != "buy")
    qtbot.waitUntil(lambda: "Stock: 23" in texts_of_scene(w.table.scene()) or c.state.is_over, timeout=20000)
    assert c.view().dealing == 0

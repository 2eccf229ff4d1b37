"""One switch of language changes everything the window shows, the engine's
sentences included: a refusal on the felt and in the status bar, and the
action log, in 简体, English and 繁體."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

import app.ui  # noqa: E402,F401  (PySide6 refcount workaround first)
from app.engine import Action  # noqa: E402
from app.engine.longcard.cards import deck  # noqa: E402
from app.ui import i18n  # noqa: E402
from app.ui import settings as S  # noqa: E402
from app.ui.mainwindow import MainWindow  # noqa: E402


def _window(qtbot, variant_id: str) -> MainWindow:
    s = S.Settings(variant=variant_id, seats=["human", "simple", "simple", "simple"], animation="off",
                   think_delay_ms=0)
    w = MainWindow(S.LoadResult(s, [], None), seed=2, variant_id=variant_id, ask_resume=False, autosave=False)
    qtbot.addWidget(w)
    w.resize(1200, 780)
    w.show()
    return w


def _to_my_discard(qtbot, w) -> None:
    """Pass every claim until the human must discard (seed 2: the human is the 头家 and discards first)."""
    c = w.controller
    while True:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=10000)
        assert not c.state.is_over
        if c.state.phase == "discard":
            return
        legal = c.legal()
        c.request(next((a for a in legal if a.kind in ("pass", "ao")), legal[0]))


def test_switching_language_changes_the_refusal_shown(qtbot, qapp):
    w = _window(qtbot, "haimen")
    try:
        w.change_language("zh_CN")
        _to_my_discard(qtbot, w)
        c = w.controller
        hand = c.view().hand
        card = next(k for k in deck(True) if k not in hand)
        assert c.request(Action(c.human_seat, "discard", (card,))) is not None
        toast = w.table._toast
        assert toast.isVisible() and toast.text == f"你手里没有{card.name}"
        assert w.statusBar().currentMessage() == toast.text
        log_zh = [w.log_list.item(i).text() for i in range(w.log_list.count())]

        w.change_language("en")
        assert toast.isVisible() and toast.text == f"{card.name} ({card.code}) is not in your hand"
        assert w.statusBar().currentMessage() == toast.text
        log_en = [w.log_list.item(i).text() for i in range(w.log_list.count())]
        assert len(log_en) == len(log_zh) and (not log_en or log_en != log_zh)
        assert w.menuBar().actions()[0].text() == "&Game"

        w.change_language("zh_TW")
        tw = card.name.replace("万", "萬")
        assert toast.text == f"你手裡沒有{tw}"
        assert w.menuBar().actions()[0].text() == "遊戲(&G)"
        plates = " ".join(p.text for p in w.table.plates.values())
        assert "[入門]" in plates and "入门" not in plates          # the computer's level, in 繁體
        assert "海門八胡頭" in w.status_variant.text()
        # a new refusal comes in the language now chosen
        jiang = next((k for k in hand if k.is_jiang), None)
        if jiang is not None:
            c.request(Action(c.human_seat, "discard", (jiang,)))
            assert "是將" in toast.text
    finally:
        w.controller.shutdown()
        i18n.install(qapp, "en")
        w.close()


def test_the_settle_window_and_the_table_share_one_language(qtbot, qapp):
    from app.ui.settle import SettleWindow

    w = _window(qtbot, "waihuzi")
    try:
        w.change_language("zh_CN")
        settle = SettleWindow(w, variant_id="haimen")
        qtbot.addWidget(settle)
        assert settle.language == "zh_CN" and settle.windowTitle() == "算牌 —— 叶子"
        settle.set_language("en")
        assert settle.windowTitle() == "Settle a hand — Yezi"
        qtbot.waitUntil(lambda: w.settings.language == "en", timeout=3000)  # Qt posts the change
        assert w.menuBar().actions()[0].text() == "&Game"
    finally:
        w.controller.shutdown()
        i18n.install(qapp, "en")
        w.close()


def test_the_replay_viewer_follows_the_language(qtbot, qapp):
    from app.engine import Match, find_variant
    from app.records import Record
    from app.ui.replay.viewer import ReplayWindow

    m = Match(find_variant("waihuzi"), seed=5)
    while len(m.current.log) < 6 and not m.current.is_over:
        m.current.apply(m.current.legal_actions()[0])
    i18n.install(qapp, "zh_CN")
    try:
        w = ReplayWindow(Record.from_match(m, seats=["human", "simple", "simple"]))
        qtbot.addWidget(w)
        first = m.variant.engine.describe(m.current.log[0], "waihuzi")
        from app.ui.seats import with_seat_names

        def said(lang):   # the engine's sentence, the seat named as the record names it ("上家（3 号）")
            return with_seat_names(first.text(lang), w.names)

        assert w.log.item(0).text() == "开局 · 发牌" and w.log.item(1).text().startswith(f"1. {said('zh')}")
        assert "号" not in said("zh").replace("（3 号）", "")
        assert w.menuBar().actions()[0].text() == "文件(&F)"
        i18n.install(qapp, "en")
        qtbot.waitUntil(lambda: w.menuBar().actions()[0].text() == "&File", timeout=3000)
        assert w.log.item(0).text() == "The deal"
        assert w.log.item(1).text().startswith(f"1. {said('en')}") and first.text("en") != first
        i18n.install(qapp, "zh_TW")
        qtbot.waitUntil(lambda: w.log.item(0).text() == "開局 · 發牌", timeout=3000)
        assert w.log.item(1).text().startswith(f"1. {said('zh_TW')}")
    finally:
        i18n.install(qapp, "en")


def test_chinese_terms_and_names_in_traditional_script():
    from app.engine import find_variant
    from app.engine.longcard.cards import parse_card
    from app.engine.core import HandResult
    from app.ui.dialogs import breakdown_html, level_name
    from app.ui.scoring import SEAT_WORDS, word

    assert i18n.zh_term("买庄 摊庄 涨将 扣牌（黄胡）", "zh_TW") == "買莊 攤莊 漲將 扣牌（黃胡）"
    assert i18n.zh_term("买庄", "zh_CN") == "买庄" and i18n.zh_term("买庄", "en") == "买庄"
    v = find_variant("qidong")
    assert (i18n.variant_name(v, "zh_CN"), i18n.variant_name(v, "zh_TW"), i18n.variant_name(v, "en")) == (
        v.name_zh, "祁東恰胡子", v.name_en)
    assert word("zhuang", "zh_TW", SEAT_WORDS) == "莊（結算）" and level_name("simple", "zh_TW") == "入門"
    result = HandResult(None, (0, 0, 0, 0), "draw",
                        {"players": [{"seat": s, "zhuang": 1, "bought": s == 0} for s in range(4)]})
    html = breakdown_html(result, ["甲", "乙", "丙", "丁"], "zh_TW")
    assert "各家的莊" in html and "庄" not in html and "买" not in html
    assert "各家的庄" in breakdown_html(result, ["甲", "乙", "丙", "丁"], "zh_CN")
    assert parse_card("2w").name == "二万"


def test_english_speaks_to_you_in_the_second_person(qapp):
    """"You wins" headed the English scoring dialog: a sentence whose seat is the player says
    "You win" (its verb unbent), for an engine sentence, a record's plain text and the heading;
    the other seats and Chinese are as before."""
    from app.engine.messages import Reason
    from app.ui.seats import names, seat_text, wins_text, with_seat_names

    try:
        i18n.install(qapp, "en")
        table = names(4, 0)
        assert table[0] == "You"
        assert seat_text(Reason("zipai.line.winner", seat=1), table, "en") == "You win"
        assert seat_text(Reason("zipai.line.winner", seat=2), table, "en") == "Right (下家) wins"
        assert with_seat_names("seat 1 wins", table) == "You win"
        assert with_seat_names("seat 3 wins", table) == "Across (对家) wins"
        assert wins_text(table[0]) == "You win" and wins_text(table[3]) == "Left (上家) wins"
        assert seat_text(Reason("wrong_seat", turn=1, seat=2), table, "en") == \
            "it is your turn to act, not Right (下家)'s"
        i18n.install(qapp, "zh_CN")
        zh = names(4, 0)
        assert (wins_text(zh[0]), wins_text(zh[1])) == ("你胡了", "下家 胡了")
        assert "你" in seat_text(Reason("zipai.line.winner", seat=1), zh, "zh_CN")
    finally:
        i18n.install(qapp, "en")


@pytest.mark.parametrize("hand, third", [
    ("x4 x4 x4 x4 d9 d9 x1 x2 x3 x5 x6 x7 x8 d1 d2 d3 d5 d7 d10 x10", "d4"),
    # with a 坎, whose 3 息 count in its total: it still is measured by no 胡息 minimum
    ("x4 x4 x4 d4 d9 d9 x1 x2 x3 x5 x6 x7 x8 d1 d2 d3 d5 d7 d10 x10", "x4"),
])
def test_a_dealt_hand_wins_breakdown_names_no_huxi_it_does_not_need(qapp, hand, third):
    """A real 一对 win from the deal (seed 004 §8.5): the scoring dialog listed "胡息 0 起胡胡息 8"
    beside its 名堂 — and "胡息 3 起胡胡息 8" when the hand held a 坎."""
    from app.engine import find_variant
    from app.engine.zipai.state import state_from_deal
    from app.ui.scoring import breakdown_html

    v = find_variant("yiyang")
    st = state_from_deal(v, [hand, "x9 x9 x9 d4 d4 d5 d6 d8 x5 x6 x7 x2 d2 d3 d1 x3 d7 d8 x8",
                             f"d6 d6 d5 {third} d10 d10 x10 x10 d9 d9 x1 x1 x2 x3 x8 x7 d8 d7 x6"], "x5")
    win = next((a for a in st.legal_actions() if a.kind == "hu"), None)
    assert win is not None, [a.text() for a in st.legal_actions()]
    st.apply(win)
    b = dict(st.result.breakdown)
    assert b.get("special"), b
    html = breakdown_html(b, list(st.result.net), ["你", "下家", "上家"], "zh_CN")
    assert "一对" in html and "起胡胡息" not in html and "<b>胡息</b>" not in html, html[:400]
    assert b["xi_needed"] is False, b
    # a record saved before the engine said so: its list of dealt wins marks the win
    del b["xi_needed"]
    assert "起胡胡息" not in breakdown_html(b, list(st.result.net), ["你", "下家", "上家"], "zh_CN")

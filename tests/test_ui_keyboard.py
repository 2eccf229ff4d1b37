"""Keyboard and focus (issue 13): a whole hand of every family played with keys alone, sent to
whatever has the focus; Tab stays inside the table and the action bar and a button reached by
Tab shows its focus and takes Enter; a forced act says why and takes Space; N deals the next
hand from the scoring dialog."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

import app.ui  # noqa: F401,E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QPushButton  # noqa: E402

from app.engine import Action, Rng  # noqa: E402

from tests.tables import open_table  # noqa: E402


def _window(qtbot, variant, seed, lang=None):
    from PySide6.QtWidgets import QApplication

    w = open_table(qtbot, variant, seed, lang=lang)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=5000)
    w.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.table, timeout=5000)
    return w


FOCUS_LOG = []


def _key(qtbot, key, text=""):
    target = QApplication.focusWidget()
    assert target is not None, (FOCUS_LOG[-4:], [(type(x).__name__, x.windowTitle()) for x in QApplication.topLevelWidgets() if x.isVisible()], key)
    qtbot.keyClick(target, key)


@pytest.mark.parametrize("variant,seed", [("haimen", 4), ("waihuzi", 7), ("qidong", 2)])
def test_a_whole_hand_by_keyboard(qtbot, variant, seed):
    w = _window(qtbot, variant, seed)
    c = w.controller
    QApplication.instance().focusChanged.connect(lambda old, new: FOCUS_LOG.append(
        (type(old).__name__, getattr(old, "text", lambda: "")(), type(new).__name__, len(c.state.log))))
    import random

    rng = random.Random(seed)
    by_tab = 0
    for _ in range(600):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=20000)
        if c.state.is_over:
            break
        legal = c.legal()
        before = len(c.state.log)
        bar = w.actions_bar
        if getattr(bar, "forced", False):
            _key(qtbot, Qt.Key_Space)
        elif any(a.kind == "discard" for a in legal) and (not bar.buttons or rng.random() < 0.7):
            ok = {a.cards[0] for a in legal if a.kind == "discard" and len(a.cards) == 1}
            for _ in range(len(w.table._order) + 1):
                _key(qtbot, Qt.Key_Right)
                if w.table._order[w.table._selected] in ok:
                    break
            _key(qtbot, Qt.Key_Return)
        elif bar.buttons and by_tab < 3 and rng.random() < 0.5:
            # Tab to a button (focus ring), Enter presses it
            pick = rng.randrange(len(bar.buttons))
            start = QApplication.focusWidget()
            for _ in range(pick + 1):
                _key(qtbot, Qt.Key_Tab)
            focused = QApplication.focusWidget()
            assert isinstance(focused, QPushButton) and focused is bar.buttons[pick][0], (
                type(start).__name__, focused.text(), [b.text() for b, _ in bar.buttons])
            _key(qtbot, Qt.Key_Return)
            by_tab += 1
        elif bar.buttons:
            pick = rng.randrange(min(9, len(bar.buttons)))
            _key(qtbot, getattr(Qt, f"Key_{pick + 1}"))
        else:
            qtbot.wait(50)
            continue
        qtbot.waitUntil(lambda: len(c.state.log) > before or c.state.is_over, timeout=5000)
        last = c.state.log[-1]
        # the keys are with the table again (or a button reached by Tab)
        assert QApplication.focusWidget() in [w.table] + [b for b, _ in w.actions_bar.buttons] + [
            w.actions_bar.next_button, w.actions_bar.sort_button, w.actions_bar.hint_button,
            w.actions_bar.result_button]
    assert c.state.is_over
    assert any(a.seat == c.human_seat for a in c.state.log)
    if w.controller.variant.family == "zipai":   # the cards the engine turns up are in the log too
        log = [w.log_list.item(i).text() for i in range(w.log_list.count())]
        assert any(word in t for t in log for word in ("drew", "turned up", "摸出", "翻出")), log[:8]
    assert not w.actions_bar.hint_button.isEnabled()     # nothing to advise once the hand is over
    # N deals the next hand, from the scoring dialog too
    qtbot.waitUntil(lambda: w._score_dialog is not None, timeout=5000)
    hand = c.hand_index
    qtbot.keyClick(w._score_dialog, Qt.Key_N)
    qtbot.waitUntil(lambda: c.hand_index == hand + 1, timeout=5000)
    qtbot.waitUntil(lambda: w.actions_bar.hint_button.isEnabled(), timeout=5000)


def test_tab_stays_inside_the_table_and_the_action_bar(qtbot):
    w = _window(qtbot, "haimen", 4)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20000)
    inside = lambda x: x is w.table or (x is not None and w.actions_bar.isAncestorOf(x))  # noqa: E731
    seen = set()
    for _ in range(14):
        _key(qtbot, Qt.Key_Tab)
        f = QApplication.focusWidget()
        assert inside(f), type(f).__name__
        seen.add(id(f))
    assert id(w.table) in seen and len(seen) >= 3
    assert "focus" in w.actions_bar.styleSheet()   # the focus ring


def _forced_now(st) -> bool:
    """The player (seat 0) has one act, and it is no 过 or discard (a 翻, 碰将, 开招, 歪 …)."""
    if st.is_over or st.to_act != 0:
        return False
    legal = st.legal_actions()
    return len(legal) == 1 and legal[0].kind not in ("pass", "discard")


@pytest.mark.parametrize("variant,seed", [("haimen", 4), ("waihuzi", 2)])
def test_a_forced_act_says_why_and_takes_space(qtbot, monkeypatch, variant, seed):
    """The prompt of a forced act is the engine's reason a 过 is refused there (碰将, 开招, 触口,
    涨, a forced 歪 …), not the window's guess from the act's kind (which told a forced 成 or 涨
    only "This is the only move the rules allow now")."""
    from app.engine.core import Action as Act
    from app.ui.i18n import engine_text
    from tests.tables import play_until

    w = _window(qtbot, variant, seed, lang="zh_CN")
    c = w.controller
    play_until(qtbot, w, _forced_now)
    assert _forced_now(c.state), "no forced act for the player in this hand"
    why = c.state.why_illegal(Act(0, "pass"))
    taken = []
    monkeypatch.setattr(c, "request", lambda a: taken.append(a))
    w._update_actions()
    prompt = w.actions_bar.prompt.text()
    assert w.actions_bar.forced and prompt.startswith(engine_text(why, "zh_CN")) and "空格" in prompt, prompt
    label = w.actions_bar.buttons[0][0].text()
    assert "Space" in label or "空格" in label
    w.table.setFocus()
    _key(qtbot, Qt.Key_Space)
    assert taken == c.state.legal_actions()


def test_a_game_in_progress_is_not_replaced_without_asking(qtbot):
    w = _window(qtbot, "haimen", 4)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20000)
    c.request(c.legal()[0])
    match = c.match
    asked = []
    w.confirm = lambda title, text: asked.append(text) or False
    from PySide6.QtGui import QKeySequence

    new = next(a for m in w.menuBar().actions() for a in m.menu().actions()
               if a.shortcut() == QKeySequence(QKeySequence.StandardKey.New))
    new.trigger()
    assert asked and c.match is match          # declined: the game goes on
    w.confirm = lambda title, text: True
    new.trigger()
    assert c.match is not match                # accepted: a new game
    asked.clear()
    w.confirm = lambda title, text: asked.append(text) or False
    new.trigger()                              # nothing played yet in the new game: no question
    assert not asked
    w._fill_recent()
    assert all(not a.text().endswith(".json") for a in w.recent_menu.actions())


def _to_discard(qtbot, w):
    c = w.controller
    rng = Rng(2)
    for _ in range(200):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=20000)
        assert not c.state.is_over
        legal = c.legal()
        if any(a.kind == "discard" for a in legal):
            return legal
        c.request(next((a for a in legal if a.kind == "pass"), None) or rng.choice(legal))
    raise AssertionError("no discard came")


def test_the_status_bar_forgets_a_picked_card_once_the_game_moves_on(qtbot):
    """The status bar is never stale: "七万 · 小青" (the card picked) goes with the discard, and
    "上家 正在思考…" is shown while the computer thinks, not the old line."""
    w = _window(qtbot, "haimen", 4)
    c = w.controller
    legal = _to_discard(qtbot, w)
    _key(qtbot, Qt.Key_Right)
    label = w.statusBar().currentMessage()
    assert label and label == w.table.card_label(w.table._order[w.table._selected])
    c.request(next(a for a in legal if a.kind == "discard"))
    assert w.statusBar().currentMessage() != label
    w.close()


def test_a_refused_discard_keeps_the_card_picked(qtbot):
    """Enter on a card that may not go (a 将) says why and leaves it picked, so ←/→ go on from it."""
    w = _window(qtbot, "haimen", 4)
    c = w.controller
    legal = _to_discard(qtbot, w)
    allowed = {a.cards[0] for a in legal if a.kind == "discard"}
    order = w.table._order
    i = next((k for k, card in enumerate(order) if card not in allowed), None)
    if i is None:
        pytest.skip("every card of this hand may be discarded")
    w.table._selected = i
    n = len(c.state.log)
    _key(qtbot, Qt.Key_Return)
    assert len(c.state.log) == n and w.table._selected == i
    assert w.statusBar().currentMessage()            # the reason, in words
    _key(qtbot, Qt.Key_Right)
    assert w.table._selected == (i + 1) % len(order)
    w.close()


def test_a_chi_button_groups_its_sentences_and_explains_itself_in_words(qtbot):
    # a 吃 with 比 names two sentences: "吃 一二三 + 一壹壹", and the tooltip is words, not the record's "1 chi x1 …"
    from app.engine import find_variant
    from app.engine.zipai.state import state_from_deal
    from app.ui.mainwindow import ActionBar

    v = find_variant("waihuzi")
    st = state_from_deal(v, ["x1 d9", "x2 x3 x1 d1 d1 d5", "d5 d6 d7"], "d2 d2 d2")
    st.apply(v.engine.parse_action("0 discard x1"))
    chis = [a for a in st.legal_actions() if a.kind == "chi"]
    bar = ActionBar()
    qtbot.addWidget(bar)
    for lang in ("zh_CN", "zh_TW", "en"):
        bar.set_actions(chis, v, lang, "")
        texts = {b.text().split("  [")[0]: b.toolTip() for b, _ in bar.buttons}
        assert any(t.endswith(" 一二三 + 一壹壹") for t in texts), texts
        for text, tip in texts.items():
            assert tip == text and "chi" not in tip and "x1" not in tip, (text, tip)


@pytest.mark.parametrize("variant,seed", [("haimen", 4), ("waihuzi", 2)])
def test_a_hint_says_why(qtbot, variant, seed):
    """A hint named a move and no reason ("建议：过 · 胡息 6"): it now says where the move leaves
    the hand ("打九索离圆还差一张"), set beside the other choice of a claim where the facts favour
    it ("碰 七万后离圆还差两张；过后离圆还差三张") — the review's own facts and words."""
    from app.ai.review import Say

    from tests.tables import play_until

    w = _window(qtbot, variant, seed, lang="zh_CN")
    c = w.controller
    # a decision past the deal (买庄 gets no reason: it is a bet, not a shape)
    play_until(qtbot, w, lambda st: st.to_act == 0 and len(st.legal_actions()) > 1
               and all(a.kind != "buy" for a in st.legal_actions()))
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20000)
    with qtbot.waitSignal(c.hintReady, timeout=20000) as blocker:
        w.show_hint()
    action, assess = blocker.args
    why = assess.get("why")
    assert isinstance(why, Say) and why.text("zh_CN") in w.last_hint, (w.last_hint, why)
    assert any(word in why.text("zh_CN") for word in ("还差", "听", "胡")), why

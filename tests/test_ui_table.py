"""The table against a stand-in game (tests/toy_family.py, UI_TOY): clicks on
cards, refusals in words, claims offered as buttons, the AI thread and stale
decisions.  Real variants are exercised in tests/test_ui_variants.py."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, Qt  # noqa: E402

import app.ui  # noqa: E402,F401  (PySide6 refcount workaround first)
from app.engine import Action, Rng  # noqa: E402
from app.ui import settings as settings_mod  # noqa: E402
from app.ui.controller import GameController  # noqa: E402
from app.ui.mainwindow import MainWindow  # noqa: E402
from app.ui.table import TableView  # noqa: E402
from tests.toy_family import UI_TOY as FAKE, seed_with_peng_for as fake_seed_with_peng_for  # noqa: E402


class FirstLegal:
    """A computer that always takes the first legal action (predictable tests)."""

    level = "first"

    def choose(self, view, rng):
        return view.legal[0]


class SimpleLike:
    level = "simple"

    def choose(self, view, rng):
        return rng.choice(view.legal)


@pytest.fixture
def fake_variant(monkeypatch):
    from app.engine import variants as vm

    vm._load_families()
    monkeypatch.setitem(vm._REGISTRY, FAKE.id, FAKE)
    return FAKE


def quiet_settings(variant_id="uitest") -> settings_mod.LoadResult:
    s = settings_mod.Settings(variant=variant_id, seats=["human", "simple", "simple", "simple"],
                              animation="off", think_delay_ms=0)
    return settings_mod.LoadResult(s, [], None)


def make_table(qtbot, seats, seed=3):
    c = GameController()
    c.think_delay_ms = 0
    view = TableView(c)
    view.animation_ms = 0
    qtbot.addWidget(view)
    view.resize(1100, 720)
    view.show()
    c.new_match(FAKE, {}, seed, seats)
    return c, view


def click_item(qtbot, view, item):
    centre = item.mapToScene(item.boundingRect().center())
    pt = view.mapFromScene(centre + (item.pos() - item.pos()))
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=QPoint(pt.x(), pt.y() + int(item.h * 0.3)))


def test_scene_belongs_to_the_view(qtbot):
    c, view = make_table(qtbot, ["human", FirstLegal(), FirstLegal(), FirstLegal()])
    assert view.scene().parent() is view
    assert any(it.zone[0] == "hand" for it in view.cards)


def test_discard_by_clicking_a_card_twice(qtbot):
    c, view = make_table(qtbot, ["human", FirstLegal(), FirstLegal(), FirstLegal()])
    assert c.is_human_turn()  # seat 0 deals in the stand-in game
    legal = {a.cards[0] for a in c.legal() if a.kind == "discard"}
    item = next(it for it in view.hand_items() if it.card in legal and not it.card.is_jiang)
    card = item.card
    click_item(qtbot, view, item)
    assert view._selected == item.hand_index and c.state.log == ()
    item = next(it for it in view.hand_items() if it.hand_index == view._selected)
    with qtbot.waitSignal(c.acted, timeout=3000) as blocker:
        click_item(qtbot, view, item)
    action = blocker.args[0]
    assert action == Action(0, "discard", (card,))
    assert c.state.log[0] == action
    # the card left the hand and is now on the table (live card or discards)
    assert len([it for it in view.hand_items()]) == len(c.state.view(0).hand)


def _table_with_jiang_in_my_hand(qtbot):
    """A table where seat 1 (human) holds a 将, and that card's item."""
    for seed in range(300):
        st = FAKE.engine.new_hand(FAKE, {}, seed)
        if any(card.is_jiang for card in st.hands[0]):
            break
    c, view = make_table(qtbot, ["human", FirstLegal(), FirstLegal(), FirstLegal()], seed=seed)
    return c, view, next(it for it in view.hand_items() if it.card.is_jiang)


def test_forbidden_discard_is_explained_in_words(qtbot):
    c, view, item = _table_with_jiang_in_my_hand(qtbot)
    messages = []
    c.message.connect(messages.append)
    view.discard(item.card)
    assert c.state.log == ()
    assert messages and "将" in messages[-1]
    assert view._toast.isVisible() and "将" in view._toast.text


def test_dragging_a_jiang_onto_the_table_is_refused(qtbot):
    c, view, item = _table_with_jiang_in_my_hand(qtbot)
    start = view.mapFromScene(item.mapToScene(item.boundingRect().center()))
    end = QPoint(start.x(), int(view.viewport().height() * 0.3))
    qtbot.mousePress(view.viewport(), Qt.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(view.viewport(), QPoint(start.x(), start.y() + (end.y() - start.y()) * k // 5))
    qtbot.mouseRelease(view.viewport(), Qt.LeftButton, pos=end)
    assert c.state.log == ()
    assert "将" in view._toast.text


def test_drag_within_the_hand_reorders_it(qtbot):
    c, view = make_table(qtbot, ["human", FirstLegal(), FirstLegal(), FirstLegal()])
    items = view.hand_items()
    first, last = items[0], items[-1]
    moved = first.card
    start = view.mapFromScene(first.mapToScene(first.boundingRect().center()))
    end = view.mapFromScene(last.mapToScene(last.boundingRect().center()))
    qtbot.mousePress(view.viewport(), Qt.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(view.viewport(), QPoint(start.x() + (end.x() - start.x()) * k // 5, start.y()))
    qtbot.mouseRelease(view.viewport(), Qt.LeftButton, pos=end)
    assert c.state.log == ()  # only the arrangement changed, not the game
    assert view._order[-1] == moved or view._order[-2] == moved


def _offered_peng(qtbot, seat):
    """A window whose player at ``seat`` is being offered 碰 (the others take their first legal act)."""
    seed, _ = fake_seed_with_peng_for(seat)
    seats = [FirstLegal()] * 4
    seats[seat] = "human"
    w = MainWindow(quiet_settings(), seed=seed, autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    w.controller.new_match(FAKE, {}, seed, seats)
    qtbot.waitUntil(lambda: w.controller.is_human_turn(), timeout=5000)
    return w


def test_peng_is_offered_as_a_button_and_taken(qtbot, fake_variant):
    seat = 2
    w = _offered_peng(qtbot, seat)
    kinds = [a.kind for _, a in w.actions_bar.buttons]
    assert kinds == ["peng", "pass"]
    button = w.actions_bar.buttons[0][0]
    assert "碰" in button.text() and "[1" in button.text()
    qtbot.mouseClick(button, Qt.LeftButton)
    last = w.controller.state.log[-1]
    assert last.kind == "peng" and last.seat == seat
    assert w.controller.state.view(seat).players[seat].melds[-1].form == "peng"


def test_claim_by_keyboard_letter(qtbot, fake_variant):
    w = _offered_peng(qtbot, 1)
    qtbot.keyClick(w, Qt.Key_Space)   # 过 (pass)
    assert w.controller.state.log[-1].kind == "pass"


def test_computer_hand_plays_to_the_end_in_a_thread(qtbot):
    c, view = make_table(qtbot, [SimpleLike(), SimpleLike(), SimpleLike(), SimpleLike()], seed=11)
    with qtbot.waitSignal(c.handOver, timeout=20000):
        pass
    assert c.state.is_over and sum(c.state.result.net) == 0


def test_stale_decisions_are_never_applied(qtbot):
    c, view = make_table(qtbot, ["human", FirstLegal(), FirstLegal(), FirstLegal()])
    st = c.state
    action = st.legal_actions()[0]
    old_generation = c.generation
    c.new_match(FAKE, {}, 4, ["human", FirstLegal(), FirstLegal(), FirstLegal()])
    c._on_ai_done(old_generation, 0, action, "")     # from the previous game
    c._apply_pending()
    assert c.state.log == ()
    c._on_ai_done(c.generation, 5, action, "")       # for a turn not reached
    c._apply_pending()
    assert c.state.log == ()


def test_new_game_while_a_computer_thinks_cancels_cleanly(qtbot):
    c, view = make_table(qtbot, [SimpleLike()] * 4, seed=2)
    c.think_delay_ms = 300
    c.new_match(FAKE, {}, 5, [SimpleLike()] * 4)
    c.new_match(FAKE, {}, 6, [SimpleLike()] * 4)
    qtbot.waitUntil(lambda: len(c.state.log) >= 2, timeout=5000)
    # every action in the log is the new hand's own (replays exactly)
    st = FAKE.engine.new_hand(FAKE, {}, c.state.seed, c.state.context)
    for a in c.state.log:
        st.apply(a)
    c.shutdown()


def test_hint_names_a_legal_move_and_waiting_cards(qtbot, fake_variant):
    w = MainWindow(quiet_settings(), seed=3, autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    w.controller.new_match(FAKE, {}, 3, ["human", FirstLegal(), FirstLegal(), FirstLegal()])
    with qtbot.waitSignal(w.controller.hintReady, timeout=10000) as blocker:
        w.show_hint()
    action, assess = blocker.args
    assert action in w.controller.legal()
    assert "label" in assess and "waiting" in assess
    assert w.last_hint and w.table._toast.isVisible()
    if action.kind == "discard":   # the suggested card is lifted, ready for Enter
        assert w.table._order[w.table._selected] == action.cards[0]


def test_demo_window_plays_and_quits_after_hands(qtbot, fake_variant, tmp_path):
    shot = tmp_path / "shot.png"
    w = MainWindow(quiet_settings(), demo=True, seed=8, quit_after=1, screenshot=str(shot), autosave=False)
    qtbot.addWidget(w)
    w.controller.next_hand_delay_ms = 0
    w.show()
    with qtbot.waitSignal(w.controller.matchFinished, timeout=30000):
        pass
    qtbot.waitUntil(shot.exists, timeout=5000)
    from PySide6.QtGui import QImage

    img = QImage(str(shot))
    assert (img.width(), img.height()) == (w.width(), w.height()) and img.width() >= 600
    colours = {img.pixel(x, y) for x in range(0, img.width(), 37) for y in range(0, img.height(), 37)}
    assert len(colours) > 20   # not a blank window


def test_window_fits_the_test_screen(qtbot, fake_variant):
    w = MainWindow(quiet_settings(), seed=1, autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    avail = w.screen().availableGeometry()
    assert w.frameGeometry().width() <= avail.width() and w.height() <= avail.height()
    titles = [a.text().replace("&", "") for a in w.menuBar().actions()]
    assert len(titles) == 5   # Game, Replays, Learn, Settings, Help


def test_score_dialog_shows_breakdown_and_ledger(qtbot, fake_variant):
    from app.ui.dialogs import ScoreDialog

    w = MainWindow(quiet_settings(), seed=11, autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    w.controller.new_match(FAKE, {}, 11, [SimpleLike()] * 4)
    with qtbot.waitSignal(w.controller.handOver, timeout=20000):
        pass
    res = w.controller.state.result
    dlg = ScoreDialog(res, w.controller.match, w._names(), "zh_CN", w)
    qtbot.addWidget(dlg)
    assert dlg.ledger.rowCount() == 2   # hand 1 + total
    assert dlg.net_table.rowCount() == 4


def test_rng_player_is_deterministic_per_turn():
    # the computer's randomness depends on the hand's seed and the turn only
    from app.engine import derive_seed

    assert Rng(derive_seed(5, 7919, 3)).next64() == Rng(derive_seed(5, 7919, 3)).next64()


class HeldPlayer:
    """Thinks in the worker thread until the test lets it answer."""

    level = "slow"

    def __init__(self, release):
        self.release = release
        self.calls = 0
        self.answered = False

    def choose(self, view, rng):
        self.calls += 1
        self.release.wait(10)
        self.answered = True
        return view.legal[0]


class SlowPlayer:
    """Thinks for a while in the worker thread (the window must stay live)."""

    level = "slow"

    def __init__(self, seconds=0.4):
        self.seconds = seconds
        self.calls = 0

    def choose(self, view, rng):
        import time

        self.calls += 1
        time.sleep(self.seconds)
        return view.legal[0]


def test_window_stays_live_while_the_computer_thinks_and_new_game_drops_its_move(qtbot):
    import threading

    release = threading.Event()
    slow = HeldPlayer(release)
    c, view = make_table(qtbot, [slow, FirstLegal(), FirstLegal(), FirstLegal()])
    qtbot.waitUntil(lambda: slow.calls == 1, timeout=3000)
    # the event loop keeps turning while the worker is held (however loaded the machine)
    ticks = []
    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=5000)
    timer.stop()
    assert not slow.answered
    c.new_match(FAKE, {}, 9, ["human", FirstLegal(), FirstLegal(), FirstLegal()])
    release.set()                        # the held answer arrives now, for the old game
    qtbot.waitUntil(lambda: slow.answered, timeout=3000)
    qtbot.wait(200)
    assert c.state.log == ()             # ... and is dropped: seat 0 is human and has not moved
    c.shutdown()


def test_closing_mid_turn_waits_for_the_worker_and_applies_nothing(qtbot, fake_variant):
    slow = SlowPlayer(0.3)
    w = MainWindow(quiet_settings(), seed=3, autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    w.controller.new_match(FAKE, {}, 3, [slow, FirstLegal(), FirstLegal(), "human"])
    qtbot.waitUntil(lambda: slow.calls == 1, timeout=3000)
    w.close()
    assert w.controller._pool.activeThreadCount() == 0
    qtbot.wait(400)
    assert w.controller.state.log == ()


@pytest.mark.parametrize("lang,title,entries", [
    ("en", "&Learn", ["Card-recognition trainer", "Rules of this variant", "Lessons…"]),
    ("zh_CN", "学牌(&L)", ["认牌练习", "本玩法规则", "学牌课程…"]),
    ("zh_TW", "學牌(&L)", ["認牌練習", "本玩法規則", "學牌課程…"]),
])
def test_learn_menu_holds_the_trainer_and_the_rules(qtbot, fake_variant, lang, title, entries):
    from PySide6.QtWidgets import QApplication

    from app.ui import i18n

    w = MainWindow(quiet_settings(), seed=1, autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    i18n.install(QApplication.instance(), lang)
    try:
        w.retranslate()
        assert w.learn_menu.title() == title
        texts = [a.text() for a in w.learn_menu.actions() if not a.isSeparator()]
        assert texts[:3] == entries
    finally:
        i18n.install(QApplication.instance(), "en")
        w.retranslate()


def test_a_note_shown_before_the_window_has_its_width_is_fitted_again(qtbot):
    # the first 买庄 tip of a hand came while the window was still being laid out, and stayed a
    # narrow column in the corner at 1024×768 (issue 14's first frame, session 6)
    c, view = make_table(qtbot, ["human", FirstLegal(), FirstLegal(), FirstLegal()])
    view.resize(260, 400)            # as narrow as the table goes (its minimum, ~560)
    qtbot.waitUntil(lambda: view.viewport().width() < 700)
    qtbot.wait(60)
    view.show_message("买庄：这一局算作庄，输赢都比别家大。不买就按“过”（空格）。")
    narrow = view._toast.boundingRect().width()
    view.resize(1100, 720)
    qtbot.waitUntil(lambda: view._toast.boundingRect().width() > narrow)
    toast = view._toast.mapRectToScene(view._toast.boundingRect())
    assert view._toast.isVisible()
    assert abs(toast.center().x() - view.viewport().width() / 2) < 2


def test_the_hinted_claim_is_outlined_and_enter_takes_it(qtbot, fake_variant):
    # a hinted discard is lifted for Enter; a hinted claim (碰, 吃, 过 …) is outlined and Enter takes it
    w = _offered_peng(qtbot, 2)
    assert [a.kind for _, a in w.actions_bar.buttons] == ["peng", "pass"]
    qtbot.keyClick(w, Qt.Key_Return)             # no hint yet: Enter chooses nothing
    assert w.controller.is_human_turn() and [a.kind for _, a in w.actions_bar.buttons] == ["peng", "pass"]
    with qtbot.waitSignal(w.controller.hintReady, timeout=10000) as blocker:
        w.show_hint()
    action = blocker.args[0]
    outlined = [a for b, a in w.actions_bar.buttons if b.property("hinted")]
    assert outlined == [action] and w.actions_bar.hinted == action
    assert "Enter" in w.last_hint
    n = len(w.controller.state.log)
    qtbot.keyClick(w, Qt.Key_Return)
    assert w.controller.state.log[n] == action
    assert not any(b.property("hinted") for b, _ in w.actions_bar.buttons)


@pytest.mark.parametrize("variant_id", ["haimen", "qidong"])
def test_the_scoring_dialog_shows_everyones_hand(qtbot, variant_id):
    """At the table the others' hands at the end are drawn a dozen pixels a card: the scoring
    dialog has every seat's hand and groups, named as at the table, at a size one can read."""
    import re

    from app.engine import find_variant
    from app.ui.dialogs import ScoreDialog
    from tests.test_records_variants import play_match

    m = play_match(find_variant(variant_id), seed=5, hands=1)
    st = m.hands[0].state()
    names = [f"P{i}" for i in range(st.num_seats)]
    dlg = ScoreDialog(st.result, m, names, "en", hands=st.view(0))
    qtbot.addWidget(dlg)
    assert dlg.hands_view is not None and dlg.tabs.indexOf(dlg.hands_view) >= 0
    html = dlg.hands_view.toHtml()
    view = st.view(0)
    shown = sum(len(p.hand or ()) + sum(len(x.cards) for x in p.melds) for p in view.players)
    assert len(re.findall(r'<img src="card:', html)) == shown > 0
    assert all(n in dlg.hands_view.toPlainText() for n in names)
    heights = {int(h) for h in re.findall(r'height="(\d+)"', html)}
    assert heights and min(heights) >= 52

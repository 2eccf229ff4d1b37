"""The table with the real engines: every variant plays a demo hand to the end
in the window, and a 碰 the engine offers appears as a button and is taken."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

import app.ui  # noqa: E402,F401  (PySide6 refcount workaround first)
from app.engine import Match, Rng, find_variant  # noqa: E402
from app.ui import settings as S  # noqa: E402
from app.ui.mainwindow import MainWindow  # noqa: E402

VARIANTS = ["haimen", "lvsi", "waihuzi", "yiyang", "qidong"]


def settings_for(variant_id: str, **extra) -> S.LoadResult:
    s = S.Settings(variant=variant_id, seats=["human", "simple", "simple", "simple"], animation="off",
                   think_delay_ms=0, **extra)
    return S.LoadResult(s, [], None)


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_demo_hand_plays_to_the_end(qtbot, variant_id):
    w = MainWindow(settings_for(variant_id), demo=True, seed=21, variant_id=variant_id, quit_after=1,
                   autosave=False)
    qtbot.addWidget(w)
    w.controller.think_delay_ms = 0
    w.show()
    with qtbot.waitSignal(w.controller.matchFinished, timeout=30000):
        pass
    st = w.controller.state
    assert st.is_over and sum(st.result.net) == 0
    assert w.controller.human_seat is None
    # every seat's cards are drawn; the log lists every action
    # one line per action, and (字牌) one for each card the engine drew or turned up by itself
    turned = sum(1 for i in range(w.log_list.count())
                 if any(x in w.log_list.item(i).text() for x in (" drew ", " turned up ", " 摸出 ", " 翻出 ")))
    assert w.log_list.count() - turned == len(st.log)
    if w.controller.variant.family == "longcard":   # a long card's 翻 is an action of its own
        assert turned == 0
    assert w.ledger.rowCount() == 2
    w.controller.shutdown()


def test_yiyang_with_shouxing_seats_four(qtbot):
    opts = {"yiyang": {"shouxing": True}}
    w = MainWindow(settings_for("yiyang", variant_options=opts), demo=True, seed=3, variant_id="yiyang",
                   quit_after=1, autosave=False)
    qtbot.addWidget(w)
    w.show()
    assert len(w.controller.state.view(None).players) == 4
    assert set(w.table.positions(4).values()) == {"bottom", "right", "top", "left"}
    with qtbot.waitSignal(w.controller.matchFinished, timeout=30000):
        pass
    w.controller.shutdown()


def find_peng(variant_id: str, seat: int = 0, seeds=range(60)):
    """(seed, actions) of a hand where ``seat`` is offered 碰 by the engine."""
    from app.ai import make_player

    variant = find_variant(variant_id)
    for seed in seeds:
        match = Match(variant, seed=seed)
        hand = match.current
        player = make_player("simple")
        rng = Rng(seed)
        while not hand.is_over:
            legal = hand.legal_actions()
            if hand.to_act == seat and any(a.kind == "peng" for a in legal):
                return seed, list(hand.log)
            choice = next((a for a in legal if a.kind == "pass"), None) if hand.to_act != seat else None
            hand.apply(choice or player.choose(hand.view(hand.to_act), rng))
    pytest.skip(f"no 碰 for seat {seat} in the first seeds of {variant_id}")


@pytest.mark.parametrize("variant_id", ["haimen", "waihuzi"])
def test_peng_offered_and_taken_through_the_action_bar(qtbot, variant_id):
    seed, prefix = find_peng(variant_id)
    w = MainWindow(settings_for(variant_id), seed=seed, variant_id=variant_id, autosave=False,
                   ask_resume=False)
    qtbot.addWidget(w)
    w.show()
    variant = find_variant(variant_id)
    match = Match(variant, seed=seed)
    for a in prefix:
        match.current.apply(a)
    w.controller.adopt_match(match, ["human"] + ["simple"] * (match.current.num_seats - 1))
    assert w.controller.is_human_turn()
    pengs = [(b, a) for b, a in w.actions_bar.buttons if a.kind == "peng"]
    assert pengs, [a.text() for _, a in w.actions_bar.buttons]
    button, action = pengs[0]
    assert "碰" in button.text()
    # every offered button is a legal action, and only legal actions are offered
    assert all(a in w.controller.state.legal_actions() for _, a in w.actions_bar.buttons)
    with qtbot.waitSignal(w.controller.acted, timeout=3000):
        qtbot.mouseClick(button, Qt.LeftButton)
    assert w.controller.state.log[len(prefix)] == action
    melds = w.controller.state.view(0).players[0].melds
    assert any(m.form == "peng" for m in melds)
    # the new group is on the table as card items
    assert any(it.zone == ("meld", 0) for it in w.table.cards)
    w.controller.shutdown()


def test_long_card_hand_of_26_fits_the_window(qtbot):
    w = MainWindow(settings_for("haimen"), seed=2, variant_id="haimen", autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    w.resize(1024, 640)
    w.show()
    qtbot.waitExposed(w)
    c = w.controller
    for _ in range(10):  # through the 买庄 window of the deal, until the hand is dealt
        if len(c.state.view(0).hand) >= 25:
            break
        qtbot.waitUntil(lambda: c.is_human_turn() or len(c.state.view(0).hand) >= 25, timeout=5000)
        if c.is_human_turn() and len(c.state.view(0).hand) < 25:
            legal = c.legal()
            c.request(next((a for a in legal if a.kind == "pass"), legal[0]))
    w.table.refresh(animate=False)
    items = w.table.hand_items()
    assert len(items) >= 25
    vw = w.table.viewport().width()
    assert all(0 <= it.pos().x() and it.pos().x() + it.w <= vw + 1 for it in items)
    # neighbours overlap like a fan but every card keeps a visible strip
    step = items[1].pos().x() - items[0].pos().x()
    assert 0.3 * items[0].w < step <= items[0].w + 3
    w.controller.shutdown()


def _yezi(*args, timeout=120):
    import os
    import subprocess
    import sys

    from tests.conftest import ROOT

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_command_line_demo_quits_after_hands_and_saves_a_screenshot(tmp_path):
    shot = tmp_path / "demo.png"
    out = _yezi("play", "--variant", "waihuzi", "--demo", "--seed", "4", "--quit-after", "1",
                "--screenshot", str(shot))
    assert out.returncode == 0, out.stderr
    from PIL import Image

    with Image.open(shot) as im:
        assert im.size[0] >= 600 and im.size[1] >= 500   # the window as fitted to the (offscreen) screen
        small = im.convert("RGB").resize((64, 40))
        colours = {small.getpixel((x, y)) for x in range(64) for y in range(40)}
        assert len(colours) > 50   # a drawn table, not a blank window


@pytest.mark.parametrize("args,message", [
    (["play", "--variant", "mahjong"], "unknown variant 'mahjong'"),
    (["play", "--variant", "haimen", "--screenshot", "x.png"], "--screenshot needs --quit-after"),
    (["play", "--variant", "haimen", "--quit-after", "0"], "--quit-after must be at least 1"),
])
def test_command_line_mistakes_are_one_line(args, message):
    out = _yezi(*args)
    assert out.returncode == 2
    assert message in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize("variant_id", ["haimen", "waihuzi"])
def test_the_table_shows_nothing_the_player_may_not_see(qtbot, variant_id):
    """Opponents' concealed cards never reach a face-up card item; their face-down
    groups (歪, 摊 when folded …) are drawn as backs."""
    seed, prefix = find_peng(variant_id)
    variant = find_variant(variant_id)
    match = Match(variant, seed=seed)
    for a in prefix:
        match.current.apply(a)
    w = MainWindow(settings_for(variant_id), seed=seed, variant_id=variant_id, autosave=False,
                   ask_resume=False)
    qtbot.addWidget(w)
    w.controller.adopt_match(match, ["human"] + ["simple"] * (match.current.num_seats - 1))
    w.table.refresh(animate=False)
    full = match.current.view(None)
    mine = match.current.view(0)
    for it in w.table.cards:
        zone = it.zone
        if zone[0] in ("hidden",):
            assert not it.face_up
        if zone[0] == "hand":
            assert zone[1] == 0
        if zone[0] == "meld" and zone[1] != 0 and it.face_up:
            # a face-up card of an opponent's group is one the engine shows to seat 0
            shown = [c for m in mine.players[zone[1]].melds for c in m.cards[:len(m.cards) - m.hidden]]
            assert it.card in shown
    faces = sorted(it.card.code for it in w.table.cards if it.face_up and it.zone[0] == "hand")
    assert faces == sorted(c.code for c in full.players[0].hand)
    w.controller.shutdown()


def test_cards_move_with_animation_and_land_on_their_place(qtbot):
    s = settings_for("waihuzi")
    s.settings.animation = "slow"
    w = MainWindow(s, seed=7, variant_id="waihuzi", autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    w.show()
    c = w.controller
    for _ in range(40):   # to the player's first discard (passing claims on the way)
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=10000)
        if c.state.is_over:
            pytest.skip("no discard for the player in this hand")
        legal = c.legal()
        if any(a.kind == "discard" for a in legal):
            break
        c.request(next((a for a in legal if a.kind == "pass"), legal[0]))
    qtbot.wait(700)   # earlier moves have landed
    card = next(a.cards[0] for a in c.legal() if a.kind == "discard")
    item = next(it for it in w.table.hand_items() if it.card == card)
    start = item.pos()
    w.table.discard(card)
    qtbot.wait(80)
    assert item.pos() != start                     # on its way ...
    assert item.zone[0] in ("live", "disc", "meld") and item.card == card   # ... the same item
    qtbot.wait(800)
    c.shutdown()


def test_hand_end_scoring_dialog_then_next_hand(qtbot):
    from app.ui.dialogs import ScoreDialog

    w = MainWindow(settings_for("waihuzi"), seed=2, variant_id="waihuzi", autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    w.show()
    c = w.controller
    rng = Rng(3)
    while not c.state.is_over:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=10000)
        if c.is_human_turn():
            c.request(rng.choice(c.legal()))
    qtbot.waitUntil(lambda: isinstance(w._score_dialog, ScoreDialog), timeout=3000)
    dlg = w._score_dialog
    assert dlg.ledger.rowCount() == 2
    dlg.reject()                                   # closed to look at the table
    assert w.actions_bar.next_button.isVisible() and w.actions_bar.result_button.isVisible()
    assert c.hand_index == 0
    qtbot.keyClick(w, Qt.Key_R)                     # the result again
    assert isinstance(w._score_dialog, ScoreDialog) and w._score_dialog.isVisible()
    w._score_dialog.accept()                        # 下一局
    assert c.hand_index == 1 and not c.state.is_over
    assert not w.actions_bar.next_button.isVisible()
    assert w.ledger.rowCount() == 2 and sum(c.match.totals) == 0
    c.shutdown()


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_a_whole_hand_played_through_the_window(qtbot, variant_id):
    """The player takes random legal choices — discards by the view, claims by the action bar —
    while the window is resized; the hand ends and every action replays through the engine."""
    w = MainWindow(settings_for(variant_id), seed=13, variant_id=variant_id, autosave=False,
                   ask_resume=False)
    qtbot.addWidget(w)
    w.show()
    c = w.controller
    rng = Rng(99)
    sizes = [(1024, 640), (1400, 900), (1200, 780)]
    steps = 0
    while not c.state.is_over:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=15000)
        if c.state.is_over:
            break
        steps += 1
        if steps % 7 == 0:
            w.resize(*sizes[steps % 3])
        legal = c.legal()
        a = rng.choice(legal)
        if a.kind == "discard":
            assert w.table.discard(a.cards[0]) is None
        else:
            button = next(b for b, x in w.actions_bar.buttons if x == a)
            qtbot.mouseClick(button, Qt.LeftButton)
    st = c.state
    from app.engine import replay

    again = replay(st.variant, st.settings, st.seed, st.context, st.log)
    assert again.result.net == st.result.net
    c.shutdown()

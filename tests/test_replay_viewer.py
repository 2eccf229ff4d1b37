"""The replay viewer, statistics window and record dialogs (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6.QtWidgets")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsSimpleTextItem  # noqa: E402

from app.engine import Match  # noqa: E402
from app.records import Record, load_record, save_record, stats  # noqa: E402
from tests.toy_family import play, toy  # noqa: E402,F401


@pytest.fixture(autouse=True)
def _chinese(qapp):
    """The windows in the program's default language (简体), then none left installed."""
    import app.ui  # noqa: F401
    from app.ui import i18n

    i18n.install(qapp, "zh_CN")
    yield
    i18n.install(qapp, "en")


@pytest.fixture
def window(qtbot, toy):
    from app.ui.replay.viewer import ReplayWindow

    m = play(Match(toy, seed=21), seed=21, hands=2, stop_after=1)
    w = ReplayWindow(Record.from_match(m, seats=["human", "simple"]))
    qtbot.addWidget(w)
    w.show()
    return w


def _texts(w) -> str:
    return " ".join(i.text() for i in w.table.scene().items() if isinstance(i, QGraphicsSimpleTextItem))


def test_keys_step_through_hands(qtbot, window):
    w = window
    steps0 = w.steps
    assert (w.hand_pos, w.step) == (0, 0)
    qtbot.keyClick(w, Qt.Key_Right)
    assert w.step == 1 and w.log.currentRow() == 1
    qtbot.keyClick(w, Qt.Key_End)
    assert w.step == steps0
    assert "本局" in _texts(w)          # the result is shown at the hand's end
    qtbot.keyClick(w, Qt.Key_Home)
    assert w.step == 0
    qtbot.keyClick(w, Qt.Key_PageDown)
    assert (w.hand_pos, w.step) == (1, 0)
    qtbot.keyClick(w, Qt.Key_Left)
    assert (w.hand_pos, w.step) == (0, steps0)
    qtbot.keyClick(w, Qt.Key_Right)
    assert (w.hand_pos, w.step) == (1, 0)
    qtbot.keyClick(w, Qt.Key_PageUp)
    assert (w.hand_pos, w.step) == (0, 0)
    w.go_to(2, -1)                       # the unfinished hand
    assert w.step == len(w.record.hands[2].actions) == 1


def test_table_shows_cards_and_seat_view_hides_others(window):
    w = window
    cards_all = [i for i in w.table.scene().items() if isinstance(i, QGraphicsPixmapItem)]
    assert len(cards_all) == 8           # two hands of four
    w.set_seat(0)
    # seat 0 sees its own four faces; seat 1's hand is backs: same count, different pictures
    pics = {i.pixmap().cacheKey() for i in w.table.scene().items() if isinstance(i, QGraphicsPixmapItem)}
    w.set_seat(None)
    pics_all = {i.pixmap().cacheKey() for i in w.table.scene().items() if isinstance(i, QGraphicsPixmapItem)}
    assert pics != pics_all
    assert w.seat_box.currentIndex() == 0


def test_play_pause_and_speed(qtbot, window):
    w = window
    w.speed_box.setCurrentIndex(4)       # 8x
    qtbot.keyClick(w, Qt.Key_Space)
    assert w.playing and w.timer.interval() == 900 // 8
    qtbot.waitUntil(lambda: w.step >= 1, timeout=10000)   # the timer really steps
    qtbot.keyClick(w, Qt.Key_Space)
    assert not w.playing
    step = w.step
    w._tick()                             # one timer tick while playing = one step
    assert w.step == step + 1
    w.go_to(0, w.steps - 1)
    w.play()
    w._tick()
    assert not w.playing                  # stops on the result
    assert w.step == w.steps and w.hand_pos == 0
    w.play()                              # Space at a hand's end goes on to the next hand
    assert w.hand_pos == 1 and w.step == 0
    w.pause()


def test_log_click_jumps_and_slider(window):
    w = window
    w.log.setCurrentRow(2)
    assert w.step == 2
    w.slider.setValue(1)
    assert w.step == 1
    w.hand_box.activated.emit(1)
    assert w.hand_pos == 1


def test_scoring_dialog_shows_breakdown(qtbot, window):
    from app.ui.replay.viewer import ScoringDialog

    hand = window.record.hands[0]
    dlg = ScoringDialog(0, hand.result, window.names)
    qtbot.addWidget(dlg)
    assert dlg.windowTitle().startswith("第 1 局")


def test_open_bad_file_shows_one_line_dialog(qtbot, tmp_path, monkeypatch, toy):
    from app.ui.replay import dialogs

    shown = []
    monkeypatch.setattr(dialogs.QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "yezi-record", "version": 1, "se')
    monkeypatch.setattr(dialogs.QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    assert dialogs.open_record(None) is None
    # a sentence in the chosen language (简体 here), then the file's English reason
    assert shown == ["牌局文件 bad.json 打不开。\n\n原因（英文）：the file is truncated (the JSON ends too early)"]
    good = tmp_path / "good.json"
    save_record(good, Record.from_match(play(Match(toy, seed=1), hands=1)))
    monkeypatch.setattr(dialogs.QFileDialog, "getOpenFileName", lambda *a, **k: (str(good), ""))
    rec = dialogs.open_record(None)
    assert rec is not None and rec.path == good


def test_save_as_writes_and_lists_recent(qtbot, tmp_path, monkeypatch, toy):
    from app.records import recent_games
    from app.ui.replay import dialogs

    target = tmp_path / "mine"
    monkeypatch.setattr(dialogs.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    path = dialogs.save_record_as(None, play(Match(toy, seed=2), hands=1), seats=["human", "simple"])
    assert path.name == "mine.json" and recent_games()[0] == path.resolve()


def test_offer_resume_resumes(qtbot, monkeypatch, toy):
    from app.records import Autosaver
    from app.ui.replay import dialogs

    saver = Autosaver()
    m = play(Match(toy, seed=3), hands=1, stop_after=1)
    saver.save(m, seats=["human", "simple"])
    monkeypatch.setattr(dialogs.QMessageBox, "exec", lambda box: box.setProperty("x", 1))
    monkeypatch.setattr(dialogs.QMessageBox, "clickedButton", lambda box: box.defaultButton())
    fresh = Autosaver()
    resumed = dialogs.offer_resume(None, fresh)
    assert resumed.current.log == m.current.log and fresh.path == saver.path


def test_stats_window_charts(qtbot):
    from app.ui.replay.stats import StatsWindow

    empty = StatsWindow()
    qtbot.addWidget(empty)
    for d, w in ((1, 0), (2, None), (2, 1)):
        stats.record_hand(game=f"g{d}", hand=0 if w != 1 else 1, variant="haimen", net=[4, -4, 0, 0]
                          if w == 0 else ([0] * 4 if w is None else [-4, 4, 0, 0]), winner=w,
                          reason="win", seat=0, time=f"2026-11-0{d}T10:00:00.000Z")
    win = StatsWindow()
    qtbot.addWidget(win)
    bars = [s for s in win.variant_chart.series if s.kind == "bar"]
    assert [b.values[0] for b in bars] == [3, 1]                # hands, wins
    average = [s for s in win.variant_chart.series if s.kind == "line"][0]
    assert [y for _, y in average.points()] == [0.0]            # (+4 + 0 - 4) / 3
    assert average.axis == "right" and win.variant_chart.right is not None
    lines = [s for s in win.time_chart.series if s.kind == "line"]
    assert [y for _, y in lines[0].points()] == [4, 0]          # running total per day
    win.filter.setCurrentIndex(1)                                # one variant over time
    lines = [s for s in win.time_chart.series if s.kind == "line"]
    assert [y for _, y in lines[0].points()] == [4, 0]
    assert [t[1] for t in win.time_chart.x_ticks] == ["11-01", "11-02"]
    assert not empty.table.isVisible() and win.table.isVisibleTo(win)


def _variant_ids():
    from app.engine import all_variants

    return [v.id for v in all_variants()]


@pytest.mark.parametrize("variant_id", _variant_ids())
def test_viewer_steps_through_a_real_hand(qtbot, variant_id):
    """Every variant draws at every step, all-seeing and from a seat."""
    from app.engine import find_variant
    from app.ui.replay.viewer import ReplayWindow
    from tests.test_records_variants import play_match

    match = play_match(find_variant(variant_id), seed=5, hands=1, extra_actions=3)
    w = ReplayWindow(Record.from_match(match))
    qtbot.addWidget(w)
    w.show()
    for seat in (None, 1):
        w.set_seat(seat)
        w.go_to(0, 0)
        while w.step < w.steps:
            qtbot.keyClick(w, Qt.Key_Right)
        cards = [i for i in w.table.scene().items() if isinstance(i, QGraphicsPixmapItem)]
        assert len(cards) > 20
        assert "本局" in _texts(w)   # result on the table
    qtbot.keyClick(w, Qt.Key_PageDown)
    assert w.hand_pos == 1 and w.steps == 3


@pytest.mark.parametrize("variant_id", ["haimen", "waihuzi"])
def test_move_list_names_the_cards_from_the_stock(qtbot, variant_id):
    """A long card's 翻 row names the card turned ("下家 翻 九索"); a 字牌 move's row says the draw
    that followed it (" · 对家 摸出 七"), each card as in the hand's history."""
    from app.engine import find_variant
    from app.engine.core import Action
    from app.ui.replay.viewer import ReplayWindow
    from tests.test_records_variants import play_match

    match = play_match(find_variant(variant_id), seed=5, hands=1, extra_actions=0)
    w = ReplayWindow(Record.from_match(match))
    qtbot.addWidget(w)
    history = match.hands[0].state().history       # rebuilt by the engine, not by the viewer
    rows = [w.log.item(i).text() for i in range(w.log.count())]
    assert len(rows) == 1 + sum(isinstance(s, Action) for s in history)
    i, seen = 0, 0
    for step in history:
        if isinstance(step, Action):
            i += 1
        elif step.kind != "deal":
            name = step.cards[0].name
            if step.kind == "flip":
                assert f" 翻 {name}" in rows[i], rows[i]
            else:
                assert f" · {w.names[step.to]} 摸出 {name}" in rows[i], rows[i]
            seen += 1
    assert seen > 5


def test_viewer_shows_what_replays_of_a_bad_record(qtbot, toy):
    """A refused action part way: the hands before it are shown, the problem
    is said in words, nothing raises."""
    import json

    from app.ui.replay.viewer import ReplayWindow

    m = play(Match(toy, seed=21), seed=21, hands=2, stop_after=1)
    d = json.loads(Record.from_match(m).to_json())
    acts = d["hands"][1]["actions"]
    seat = int(acts[1]["action"].split()[0])
    acts[1]["action"] = f"{1 - seat} discard x1"      # not that seat's turn
    rec = Record.from_dict(d)
    w = ReplayWindow(rec)
    qtbot.addWidget(w)
    assert w.problem is None and w.hand_pos == 0        # hand 1 is fine; the rest is checked while open
    qtbot.waitUntil(lambda: w.verification.done, timeout=2000)
    assert w.num_hands == 2 and "hand 2, action 2" in w.problem and "refuse" in w.problem
    w.go_to(1, -1)
    assert w.steps == 1                                 # the good prefix of hand 2
    assert "hand 2, action 2" in w.info.text()
    qtbot.waitUntil(lambda: w.warning.isVisible(), timeout=2000)


def test_file_menu_opens_another_record_and_saves_as(qtbot, window, tmp_path, monkeypatch, toy):
    from PySide6.QtWidgets import QApplication

    from app.ui.replay import dialogs
    from app.ui.replay.viewer import ReplayWindow

    other = tmp_path / "other.json"
    save_record(other, Record.from_match(play(Match(toy, seed=8), hands=1)))
    monkeypatch.setattr(dialogs.QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    window._open_other()
    opened = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow) and w is not window
              and w.record.path == other]
    assert opened and opened[0].isVisible()
    target = tmp_path / "copy.json"
    monkeypatch.setattr(dialogs.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    file_menu = window.menuBar().actions()[0].menu()
    next(a for a in file_menu.actions() if "另存" in a.text()).trigger()
    assert load_record(target).to_dict()["hands"] == window.record.to_dict()["hands"]
    for w in opened:
        w.close()


def _count_applies(monkeypatch):
    """How many actions the engine applies (the toy family's state)."""
    from tests.toy_family import ToyState

    seen = []
    real = ToyState.apply

    def apply(self, action):
        seen.append(action)
        return real(self, action)

    monkeypatch.setattr(ToyState, "apply", apply)
    return seen


def test_viewer_rebuilds_only_the_hand_shown_and_checks_the_record_once(qtbot, toy, monkeypatch):
    """Opening a long match costs one hand; the check that runs while the
    window is open replays every hand exactly once (not twice)."""
    from app.ui.replay.viewer import ReplayWindow

    rec = Record.from_match(play(Match(toy, seed=4), seed=4, hands=30))
    applied = _count_applies(monkeypatch)
    w = ReplayWindow(rec, hand=7)
    qtbot.addWidget(w)
    assert w.hand_pos == 7 and len(applied) == len(rec.hands[7].actions)
    assert w.timeline(7).actions == [toy.engine.parse_action(a) for a in rec.hands[7].actions]
    del applied[:]
    w.finish_verification()
    assert len(applied) == rec.num_actions and w.verification.done and w.problem is None
    assert w.num_hands == 30 and w.hand_box.count() == 30


def test_viewer_says_at_once_when_the_shown_hand_differs(qtbot, toy):
    import json

    from app.ui.replay.viewer import ReplayWindow

    d = json.loads(Record.from_match(play(Match(toy, seed=21), seed=21, hands=2)).to_json())
    r = d["hands"][0]["result"]
    r["net"] = [v + (1 if i == 0 else -1) for i, v in enumerate(r["net"])]
    d["match"]["totals"] = [d["match"]["totals"][0] + 1, d["match"]["totals"][1] - 1]
    w = ReplayWindow(Record.from_dict(d))
    qtbot.addWidget(w)
    assert "hand 1: recorded net" in w.problem       # before any other hand is checked
    w.finish_verification()
    assert w.num_hands == 2 and "hand 1: recorded net" in w.problem


def test_viewer_ends_the_hand_list_at_a_context_that_does_not_follow(qtbot, toy):
    """A hand's recorded context the engine would not give: the check says
    so and the hands after it are not offered."""
    import json

    from app.ui.replay.viewer import ReplayWindow

    d = json.loads(Record.from_match(play(Match(toy, seed=21), seed=21, hands=4)).to_json())
    d["hands"][2]["context"]["dealer"] = 1 - d["hands"][2]["context"]["dealer"]
    w = ReplayWindow(Record.from_dict(d), hand=3)
    qtbot.addWidget(w)
    w.finish_verification()
    assert "hand 3: the recorded context" in w.problem and w.num_hands == 3
    assert w.hand_pos == 2 and w.hand_box.count() == 3


def test_replay_command_refuses_a_bad_shown_hand_but_opens_at_a_good_one(toy, tmp_path, capsys):
    import json

    from app.cli import main

    d = json.loads(Record.from_match(play(Match(toy, seed=21), seed=21, hands=2)).to_json())
    acts = d["hands"][1]["actions"]
    seat = int(acts[1]["action"].split()[0])
    acts[1]["action"] = f"{1 - seat} discard x1"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(d))
    assert main(["replay", str(path), "--hand", "2"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.json: hand 2, action 2" in err
    png = tmp_path / "shot.png"
    assert main(["replay", str(path), "--screenshot", str(png)]) == 0 and png.exists()


_NUMBERED = r"(?<![0-9（(])[1-9]\s?[号號]|\b[Ss]eat [1-9]\b"


def _numbered_outside_names(text: str, names: list[str]) -> list[str]:
    """Seat numbers in ``text`` other than those inside the record's names ("下家（2 号）")."""
    import re

    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "·")
    return re.findall(_NUMBERED, text)


@pytest.mark.parametrize("variant_id", ["haimen", "waihuzi"])
def test_replay_scoring_and_log_name_the_seats_as_the_table(qtbot, variant_id):
    """Issue 13: seats are 你/下家/对家/上家 everywhere; the seat number only inside the
    record's name for a seat ("下家（2 号）"), never "2号" of the engine's sentences."""
    from app.engine import find_variant
    from app.ui.replay.viewer import ReplayWindow, ScoringDialog
    from tests.test_records_variants import play_match

    match = play_match(find_variant(variant_id), seed=5, hands=1, extra_actions=3)
    n = len(match.totals)
    w = ReplayWindow(Record.from_match(match, seats=["human"] + ["simple"] * (n - 1)))
    qtbot.addWidget(w)
    w.show()
    w.go_to(0, -1)
    assert w.record.hands[0].result["lines"], "the engine said something about the hand"
    assert "你" in w.score.toPlainText()
    texts = [w.score.toPlainText(), w.info.text(), _texts(w)]
    texts += [w.log.item(i).text() for i in range(w.log.count())]
    dlg = ScoringDialog(0, dict(w.record.hands[0].result, lines=list(w.timeline(0).state_at(w.steps).result.lines)),
                        w.names, w)
    qtbot.addWidget(dlg)
    from PySide6.QtWidgets import QTextBrowser

    texts += [b.toPlainText() for b in dlg.findChildren(QTextBrowser)]
    for text in texts:
        assert not _numbered_outside_names(text, w.names), text


def test_a_refusal_in_the_status_names_the_seats(qtbot):
    """The engine's "现在轮到2号，不是1号" reaches the status bar as the table names the seats."""
    from app.engine.messages import Reason
    from app.ui.controller import GameController
    from app.ui.table import TableView

    table = TableView(GameController())
    qtbot.addWidget(table)
    table.names = ["你", "下家", "对家", "上家"]
    said = []
    table.status.connect(said.append)
    table.show_message(Reason("wrong_seat", turn=2, seat=1))
    assert said == ["现在轮到下家，不是你"]


@pytest.mark.parametrize("variant_id,lang", [("qidong", "en"), ("haimen", "en"), ("waihuzi", "zh_CN")])
def test_no_word_on_the_replay_table_lies_under_a_card(qtbot, qapp, variant_id, lang):
    """A section's word ("Discards", "手牌") is measured, not given 22 px: at 1024×768 in English
    the cards used to cover "Hand", "Groups" and "Discards" but their first letters."""
    from app.engine import find_variant
    from app.ui import i18n
    from app.ui.replay.viewer import ReplayWindow
    from tests.test_records_variants import play_match

    i18n.install(qapp, lang)
    match = play_match(find_variant(variant_id), seed=3, hands=1, extra_actions=3)
    w = ReplayWindow(Record.from_match(match))
    qtbot.addWidget(w)
    w.resize(962, 700)      # the window as fitted to a 1024×768 screen
    w.show()
    qtbot.waitExposed(w)
    checked = 0
    while True:
        items = w.table.scene().items()
        words = [i for i in items if isinstance(i, QGraphicsSimpleTextItem) and i.zValue() < 10 and i.text().strip()]
        cards = [i.sceneBoundingRect().adjusted(0.5, 0.5, -0.5, -0.5) for i in items
                 if isinstance(i, QGraphicsPixmapItem)]
        for t in words:
            r = t.sceneBoundingRect()
            assert not any(r.intersects(c) for c in cards), (w.step, t.text())
        checked += len(words)
        if w.step >= w.steps:
            break
        w.go_to(0, min(w.steps, w.step + 7))
    assert checked > 20


def test_stats_in_english_count_one_game_and_leave_no_label_alone(qtbot, qapp):
    """"1 games, 1 hands" read the English head, and an empty page kept "Over time:" on its own
    (and a head of zeros, "0 games, 0 hands · won 0 (0%) · total +0 …", over its one sentence)."""
    from PySide6.QtWidgets import QLabel

    from app.ui import i18n
    from app.ui.replay.stats import StatsWindow

    i18n.install(qapp, "en")
    empty = StatsWindow()
    qtbot.addWidget(empty)
    empty.show()
    shown = [lab.text() for lab in empty.findChildren(QLabel) if lab.isVisible()]
    assert not any("Over time" in t or "0 games" in t for t in shown), shown
    assert any(t.startswith("No finished hands yet") for t in shown), shown
    stats.record_hand(game="g1", hand=0, variant="haimen", net=[4, -4, 0, 0], winner=0, reason="win", seat=0,
                      time="2026-11-01T10:00:00.000Z")
    one = StatsWindow()
    qtbot.addWidget(one)
    one.show()
    shown = [lab.text() for lab in one.findChildren(QLabel) if lab.isVisible()]
    assert any(t.startswith("1 game, 1 hand ·") for t in shown), shown
    assert any("Over time" in t for t in shown)
    assert one.filter.itemText(1) == "Haimen Ba Hu Tou"
    stats.record_hand(game="g2", hand=0, variant="haimen", net=[-2, 2, 0, 0], winner=1, reason="win", seat=0,
                      time="2026-11-02T10:00:00.000Z")
    two = StatsWindow()
    qtbot.addWidget(two)
    two.show()
    assert any(lab.text().startswith("2 games, 2 hands ·") for lab in two.findChildren(QLabel)), \
        [lab.text() for lab in two.findChildren(QLabel)]
    i18n.install(qapp, "zh_CN")
    try:
        zh = StatsWindow()
        qtbot.addWidget(zh)
        assert any(lab.text().startswith("共 2 场 2 局 · 胜 1 局") for lab in zh.findChildren(QLabel))
    finally:
        i18n.install(qapp, "en")


def test_toolbar_fits_a_narrow_window_in_two_rows(qtbot, window):
    """At 1024 px the scoring and review buttons went into the toolbar's » overflow; the tools
    now go under the steps when one row has no room, and back beside them when it has."""
    from PySide6.QtWidgets import QPushButton

    w = window
    w.resize(1024, 740)
    qtbot.waitUntil(lambda: w.width() == 1024)
    w._fit_toolbars()
    assert w.toolBarBreak(w._tools)
    qtbot.waitUntil(lambda: all(b.isVisible() for b in w._tools.findChildren(QPushButton)))
    assert len(w._tools.findChildren(QPushButton)) == 2
    w.resize(1900, 900)
    qtbot.waitUntil(lambda: w.width() == 1900)
    w._fit_toolbars()
    assert not w.toolBarBreak(w._tools)
    assert all(b.isVisible() for b in w._tools.findChildren(QPushButton))


def test_a_moves_time_is_in_its_tooltip_not_on_its_row(qtbot, window):
    """At 1024×768 the move list is narrow: "56. 4号 电脑（入门） 翻 千  09:39:00" took two
    lines a move.  The row says the move; the time it was played is shown on hovering."""
    from app.ui.replay.viewer import _clock

    hand = window.record.hands[window.hand_pos]
    assert hand.times and all(hand.times)
    rows = [window.log.item(i) for i in range(1, window.log.count())]
    assert len(rows) == len(hand.actions)
    for item, t in zip(rows, hand.times):
        assert _clock(t) not in item.text() and item.toolTip() == f"时间：{_clock(t)}", (item.text(), item.toolTip())

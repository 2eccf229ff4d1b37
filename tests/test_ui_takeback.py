"""Take-back against the computer (issue 13 item 7): Ctrl+Z undoes the player's last decision —
the hand is rebuilt from its deal without it and the computer actions after it — the record
carries the take-back and still verifies, a stale computer answer is dropped, the statistics
count the hand, and the setting turns it off."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("pytestqt")

import app.ui  # noqa: F401,E402
from PySide6.QtCore import Qt  # noqa: E402

from app.records import RecordError  # noqa: E402
from app.records import stats  # noqa: E402
from app.records.record import Record  # noqa: E402

from tests.tables import open_table  # noqa: E402


def _window(qtbot, variant, seed, take_back=True):
    return open_table(qtbot, variant, seed, take_back=take_back)


def _to_a_discard(qtbot, c):
    """Play (first legal action) until the player may discard among several choices."""
    for _ in range(300):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=20000)
        assert not c.state.is_over, "the hand ended before the player could discard"
        legal = c.legal()
        discards = [a for a in legal if a.kind == "discard"]
        if len(legal) > 1 and discards:
            return discards
        c.request(legal[0])
    raise AssertionError("no discard decision reached")


def _discard_and_wait(qtbot, c, discards):
    """Discard (trying each card until the hand is still on at the player's next turn)."""
    before = (list(c.state.log), c.legal(), c.view().hand if hasattr(c.view(), "hand") else None)
    c.request(discards[-1])
    qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=20000)
    return before


@pytest.mark.parametrize("variant,seed", [("haimen", 4), ("waihuzi", 7)])
def test_ctrl_z_after_a_discard_restores_the_hand_and_its_choices(qtbot, variant, seed):
    w = _window(qtbot, variant, seed)
    c = w.controller
    discards = _to_a_discard(qtbot, c)
    lines = [w.log_list.item(i).text() for i in range(w.log_list.count())]
    log, legal, hand = _discard_and_wait(qtbot, c, discards)
    if c.state.is_over:
        pytest.skip("this deal ends on the discard")
    assert len(c.state.log) > len(log)
    w.activateWindow()
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    qtbot.waitUntil(lambda: len(c.state.log) == len(log), timeout=5000)
    assert list(c.state.log) == log
    assert c.is_human_turn() and c.legal() == legal
    if hand is not None:
        assert c.view().hand == hand
    assert c.match.takebacks == {0: [len(log)]}
    # the log reads as it did before the discard, cards drawn or turned up included
    assert [w.log_list.item(i).text() for i in range(w.log_list.count())] == lines
    assert len(lines) >= len(log)
    # play goes on from there: the same discard again is legal
    assert c.request(discards[-1]) is None


def test_the_record_carries_the_take_back_and_still_verifies(qtbot, tmp_path):
    w = _window(qtbot, "haimen", 4)
    c = w.controller
    log, _, _ = _discard_and_wait(qtbot, c, _to_a_discard(qtbot, c))
    assert w.take_back() is None
    rec = Record.from_match(c.match, c.levels)
    assert rec.hands[-1].takebacks == [len(log)]
    text = rec.to_json()
    data = json.loads(text)
    assert data["hands"][-1]["takebacks"] == [len(log)]
    again = Record.from_json(text)
    assert again.hands[-1].takebacks == [len(log)]
    assert all(check.ok for check in again.verify())
    assert again.rebuild().takebacks == {0: [len(log)]}   # a resumed game keeps saying so
    from app.ui.replay.viewer import ReplayWindow

    viewer = ReplayWindow(again)
    qtbot.addWidget(viewer)
    assert "The player took back a move in this hand." in viewer.info.text()   # not "1 move(s)"
    # an old record (no field) reads as no take-backs; a bad field is refused in words
    del data["hands"][-1]["takebacks"]
    assert Record.from_dict(data).hands[-1].takebacks == []
    for bad in ("3", [-1], [True], [1.5], {"n": 1}):
        data["hands"][-1]["takebacks"] = bad
        with pytest.raises(RecordError, match="takebacks must be a list of action counts"):
            Record.from_dict(data)


def test_no_take_back_while_a_computer_thinks_and_a_stale_answer_is_dropped(qtbot):
    w = _window(qtbot, "haimen", 4)
    c = w.controller
    log, _, _ = _discard_and_wait(qtbot, c, _to_a_discard(qtbot, c))
    if c.state.is_over:
        pytest.skip("this deal ends on the discard")
    turn, generation = len(c.state.log), c.generation
    stale = c.legal()[0]
    assert w.take_back() is None
    # an answer tagged with the turn before the take-back is not applied
    c._on_ai_done(generation, turn, stale, "")
    c._apply_pending()
    assert list(c.state.log) == log
    # while a computer seat is to act, the player must wait
    c.think_delay_ms = 10_000
    c.request(next(a for a in c.legal() if a.kind == "discard"))
    assert not c.is_human_turn() and not c.state.is_over, "a computer seat answers the discard"
    before = list(c.state.log)
    assert c.take_back() == c.tr("Wait for your turn to take back.")
    assert list(c.state.log) == before


def test_nothing_to_take_back_at_the_start_of_a_hand(qtbot):
    w = _window(qtbot, "haimen", 4)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20000)
    assert c.take_back_point() is None     # the player's first decision of the hand
    before = list(c.state.log)
    assert w.take_back() == c.tr("Nothing to take back in this hand.")
    assert list(c.state.log) == before and c.match.takebacks == {}


def test_the_setting_off_disables_take_back(qtbot, tmp_path):
    from app.ui import settings as S

    w = _window(qtbot, "haimen", 4, take_back=False)
    c = w.controller
    assert not w.take_back_action.isEnabled()
    log, _, _ = _discard_and_wait(qtbot, c, _to_a_discard(qtbot, c))
    if c.state.is_over:
        pytest.skip("this deal ends on the discard")
    after = list(c.state.log)
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    assert w.take_back() == c.tr("Taking back is turned off in the settings.")
    assert list(c.state.log) == after and c.match.takebacks == {}
    # the setting is kept in the file and validated like the other switches
    path = tmp_path / "settings.json"
    S.save(S.Settings(take_back=False), path)
    assert S.load(path).settings.take_back is False
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["take_back"] = "yes"
    path.write_text(json.dumps(raw), encoding="utf-8")
    loaded = S.load(path)
    assert loaded.settings.take_back is True and any("take_back" in n for n in loaded.notes)


def test_statistics_count_hands_with_a_take_back(tmp_path):
    base = dict(variant="haimen", net=[3, -1, -1, -1], winner=0, reason="hu", seat=0,
                time="2026-12-01T10:00:00+00:00")
    stats.record_hands([dict(base, game="a", hand=0, takebacks=2), dict(base, game="a", hand=1)], tmp_path)
    total = stats.summary(directory=tmp_path)["total"]
    assert total["hands"] == 2 and total["taken_back"] == 1

"""The review window, the coach's mark and the puzzle window (issue 15):
the AI work runs in the thread pool (the table answers meanwhile), the
scoring dialog's 点评 button opens the review, the coach is off by default."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

import app.ui  # noqa: F401,E402

from app.engine import Match, Rng, find_variant  # noqa: E402

from tests.tables import open_table  # noqa: E402


def _window(qtbot, coach=False, seed=5):
    return open_table(qtbot, "waihuzi", seed, coach=coach)


def _play_on(qtbot, w, until):
    """The human plays the first legal choice until ``until()``."""
    c = w.controller
    for _ in range(400):
        if until():
            return
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=20000)
        if c.state.is_over or until():
            return
        c.request(c.legal()[-1])
    raise AssertionError("never got there")


def test_coach_is_off_by_default_and_saved():
    from app.ui import settings as S

    assert S.Settings().coach is False
    assert S.Settings(coach=True).to_json()["coach"] is True


def test_coach_marks_a_decision_in_the_worker(qtbot):
    w = _window(qtbot, coach=True)
    coach = w.coach
    c = w.controller

    # a decision with a real choice: its mark comes from the pool thread, the table stays live
    _play_on(qtbot, w, lambda: coach.pending > 0 or coach.last is not None)
    qtbot.waitUntil(lambda: coach.last is not None, timeout=60000)
    d = coach.last
    text = coach.label.text()
    assert text and "{" not in text
    assert (d.best == d.chosen) == text.startswith("○")
    assert c.state is not None


def test_no_coach_no_mark(qtbot):
    w = _window(qtbot, coach=False)
    _play_on(qtbot, w, lambda: len(w.controller.state.log) > 12)
    assert w.coach.pending == 0 and w.coach.last is None and w.coach.label.text() == ""


def test_review_window_from_the_scoring_dialog(qtbot):
    w = _window(qtbot)
    c = w.controller
    _play_on(qtbot, w, lambda: c.state.is_over)
    qtbot.waitUntil(lambda: w._score_dialog is not None, timeout=10000)
    dlg = w._score_dialog
    assert dlg.review_button.isEnabled()
    dlg.review_button.click()
    rw = w.review_window
    assert rw is not None
    qtbot.waitUntil(lambda: rw.finished_review, timeout=90000)
    assert rw.review is not None, rw.error
    assert rw.table.rowCount() == len(rw.review.decisions)
    decisions = rw.review.decisions
    assert str(len(decisions)) in rw.head.text() and "×" in rw.head.text()
    # a verdict in words, as the coach marks (○ △ ×); the evaluation's number is only in a tooltip
    for r, d in enumerate(decisions):
        verdict = rw.table.item(r, 3)
        assert verdict.text()[0] == ("○" if d.good else "×" if d.costly else "△"), verdict.text()
        assert not any(ch.isdigit() for ch in verdict.text())
        assert (f"{d.cost:.2f}" in verdict.toolTip()) == (not d.good)
        assert rw.table.item(r, 4).text() != "○"
    rw.only_costly.setChecked(True)
    assert rw.table.rowCount() == sum(1 for d in rw.review.decisions if not d.good)


def _saved_hand(path, seed: int, level: str, rng_seed: int, seats: list[str]):
    """A waihuzi hand the computer (``level``) plays on every seat, saved with ``seats`` and read back."""
    from app.ai import make_player
    from app.records import Record, load_record, save_record

    m = Match(find_variant("waihuzi"), None, seed)
    st = m.current
    p = make_player(level)
    r = Rng(rng_seed)
    while not st.is_over:
        st.apply(p.choose(st.view(st.to_act), r))
    save_record(path, Record.from_match(m, seats=seats))
    return load_record(path)


def test_review_window_for_a_record_hand(qtbot, tmp_path):
    from app.ui.review.window import review_record_hand

    record = _saved_hand(tmp_path / "g.json", 12, "easy", 1, ["human", "normal", "normal"])
    rw = review_record_hand(record, 0, 0, "en")
    qtbot.addWidget(rw)
    qtbot.waitUntil(lambda: rw.finished_review, timeout=90000)
    assert rw.review is not None and rw.review.seat == 0
    assert rw.windowTitle().startswith("Review: hand 1")


def test_puzzle_window_checks_an_answer(qtbot):
    from app.ui.review.puzzles import PuzzleWindow

    pw = PuzzleWindow("en")
    qtbot.addWidget(pw)
    p = pw.puzzle
    assert len(pw.buttons) == len(pw.view.legal)
    wrong = next(a for a in pw.view.legal if a.text() == p.second)
    v = pw.answer(wrong)
    assert not v.correct and "Better" in pw.verdict.text()
    right = next(a for a in pw.view.legal if a.text() == p.answer)
    assert pw.answer(right).exact and p.id in pw.solved
    pw.family_box.setCurrentIndex(1)
    assert pw.puzzle.family == "zipai"
    pw.grade_box.setCurrentIndex(3)
    assert pw.puzzle.grade == "hard"
    assert "What would you do?" in pw.board.toPlainText()


def test_replay_viewer_has_a_review_button(qtbot, tmp_path):
    from app.ui.replay.viewer import ReplayWindow

    win = ReplayWindow(_saved_hand(tmp_path / "g.json", 13, "normal", 2, ["normal", "human", "normal"]))
    qtbot.addWidget(win)
    rw = win.open_review()
    qtbot.waitUntil(lambda: rw.finished_review, timeout=90000)
    assert rw.review is not None and rw.review.seat == 1     # the human seat


def test_puzzle_progress_is_kept_between_sessions(qtbot, tmp_path):
    """Which puzzles were solved survives closing the window (puzzles.json, written atomically
    after each answer); the next session counts them and says so on a puzzle solved before."""
    import json

    from app.ui.review.progress import PuzzleProgress
    from app.ui.review.puzzles import PuzzleWindow

    path = tmp_path / "puzzles.json"
    pw = PuzzleWindow("en", progress=PuzzleProgress(path).load())
    qtbot.addWidget(pw)
    p = pw.puzzle
    wrong = next(a for a in pw.view.legal if a.text() == p.second)
    pw.answer(wrong)
    assert json.loads(path.read_text(encoding="utf-8")) == {"version": 1, "solved": [], "tried": [p.id]}
    pw.answer(next(a for a in pw.view.legal if a.text() == p.answer))
    pw.close()
    again = PuzzleProgress(path).load()
    assert again.solved == {p.id} and again.tried == {p.id} and again.aside is None

    pw2 = PuzzleWindow("zh_CN", progress=again)
    qtbot.addWidget(pw2)
    assert "已答对 1/" in pw2.counter.text()
    assert pw2.index == 1 and "答对过" not in pw2.verdict.text()   # it opens where the player left off
    pw2.show_puzzle(0)
    assert pw2.puzzle.id == p.id and "这一题你已经答对过" in pw2.verdict.text()


def test_the_puzzles_open_on_the_tables_rule_set(qtbot, tmp_path):
    """Opened from a qidong table the window showed long-card puzzles (the family box's first
    entry): it now opens on the table's family, at the first unanswered puzzle of its rule set."""
    from app.ui.review.progress import PuzzleProgress
    from app.ui.review.puzzles import PuzzleWindow

    for variant, family in (("qidong", "zipai"), ("yiyang", "zipai"), ("lvsi", "longcard")):
        pw = PuzzleWindow("en", progress=PuzzleProgress(tmp_path / f"{variant}.json").load(), variant=variant)
        qtbot.addWidget(pw)
        assert pw.family_box.currentData() == family and pw.puzzle.variant == variant
        first = pw.puzzle
        pw.answer(next(a for a in pw.view.legal if a.text() == first.answer))
        again = PuzzleWindow("en", progress=PuzzleProgress(tmp_path / f"{variant}.json").load(), variant=variant)
        qtbot.addWidget(again)
        assert again.puzzle.variant == variant and again.puzzle.id != first.id


@pytest.mark.parametrize("content", ["{broken", "[1]", '{"solved": 3}', '{"version": 9, "solved": []}'])
def test_an_unreadable_puzzle_progress_file_is_kept_and_named(qtbot, tmp_path, content):
    from app.ui.review.progress import PuzzleProgress
    from app.ui.review.puzzles import PuzzleWindow

    path = tmp_path / "puzzles.json"
    path.write_text(content, encoding="utf-8")
    progress = PuzzleProgress(path).load()
    assert progress.solved == set() and progress.aside == tmp_path / "puzzles.json.corrupt"
    assert (tmp_path / "puzzles.json.corrupt").read_text(encoding="utf-8") == content
    pw = PuzzleWindow("zh_TW", progress=progress)
    qtbot.addWidget(pw)
    assert "練習題進度檔讀不出來，已另存為 puzzles.json.corrupt" in pw.verdict.text()
    pw.answer(pw.view.legal[0])
    assert path.is_file() and PuzzleProgress(path).load().tried == {pw.puzzle.id}


def test_a_puzzles_hand_is_as_large_as_the_window_lets_it_be(qtbot):
    """The hand was 70 px high in a 1100-px window (long cards 20 px wide, the others' 36 px):
    it now fills one row of the board, up to 140 px, drawn at that size (sharp), and follows a resize."""
    import re

    from app.ui.review.puzzles import PuzzleWindow

    pw = PuzzleWindow("en")
    qtbot.addWidget(pw)
    pw.resize(1000, 700)
    pw.show()
    qtbot.waitExposed(pw)

    def hand_height():
        html = pw._html(pw.puzzle, pw.view)
        mine = html.split("Your hand")[1].split("</p>")[0]
        hs = {int(h) for h in re.findall(r'height="(\d+)"', mine)}
        assert len(hs) == 1 and re.search(r'src="card:\w+\?w=\d+"', mine), mine[:200]
        return hs.pop()

    big = hand_height()
    assert 100 <= big <= 140
    pw.resize(700, 600)
    qtbot.waitUntil(lambda: hand_height() < big, timeout=3000)
    pw.family_box.setCurrentIndex(1)     # z001: a card thrown by seat 1
    thrown = pw._html(pw.puzzle, pw.view).split("thrown by")[1].split("</p>")[0]
    assert re.findall(r'height="(\d+)"', thrown) == ["64"] * len(pw.view.players[0].discards)


def test_review_before_the_hand_is_over_says_when_it_comes(qtbot):
    """学牌 → 点评 in the middle of a hand: the player is told it comes at the
    hand's end (not that the hand has no decisions), and no window opens."""
    w = _window(qtbot)
    qtbot.waitUntil(lambda: w.controller.is_human_turn(), timeout=20000)
    assert w.open_review() is None
    assert w.notices[-1] == "这一局打完才能点评：那时电脑（难）会逐个看你的决定。"


def test_review_and_replay_have_different_names():
    """复盘 is the replay menu; the hard computer's review of a hand is 点评, in
    the menu, the scoring dialog and the replay viewer alike."""
    from app.ui.review.words import word

    assert word("review", "zh") == "点评" and word("review", "zh_TW") == "點評"
    assert word("review", "en") == "Review"

"""The table reads itself (issue 13): the centre's labels — whose turn, the stock count, who
played the card in play — never overlap each other or the cards, with the longest seat names of
every language, on a 1024×768 and a 1366×768 window; the card just played is marked; discard
rows are labelled."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

import app.ui  # noqa: F401,E402
from app.engine import Rng  # noqa: E402

from tests.tables import open_table  # noqa: E402

LANGS = ["zh_CN", "zh_TW", "en"]


@pytest.fixture
def text_size(qapp):
    """Sets the settings' text size for the program (``text_size("larger")``); standard again after."""
    from app.ui.uifont import use_ui_font

    yield lambda size: use_ui_font(qapp, size)
    use_ui_font(qapp)


def _window(qtbot, variant, seed):
    return open_table(qtbot, variant, seed, exposed=False)


def _to_a_card_in_play(qtbot, w):
    """Play on until the player is asked about a card in play (a claim decision)."""
    c = w.controller
    rng = Rng(3)
    for _ in range(400):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=20000)
        if c.state.is_over:
            return False
        if c.view().live_card is not None:
            return True
        legal = c.legal()
        c.request(next((a for a in legal if a.kind == "pass"), rng.choice(legal)))
    return False


@pytest.mark.parametrize("variant,seed", [("haimen", 4), ("waihuzi", 7)])
def test_centre_labels_never_overlap(qtbot, text_size, variant, seed):
    from PySide6.QtCore import QCoreApplication

    from app.ui import i18n

    w = _window(qtbot, variant, seed)
    assert _to_a_card_in_play(qtbot, w)
    t = w.table
    for lang in LANGS:
        i18n.install(QCoreApplication.instance(), lang)
        w.change_language(lang)
        longest = max(t.names, key=len) + " " + max(t.names, key=len)   # longer than any real name
        t.seat_name = lambda seat, name=longest: name
        for size, words in (((1024, 768), "normal"), ((1366, 768), "normal"), ((800, 560), "normal"),
                            ((1024, 768), "larger"), ((1366, 768), "larger")):   # the settings' largest words too
            text_size(words)
            w.resize(*size)
            t.resize(size[0] - 240, size[1] - 150)
            t.refresh(animate=False)
            r = dict(t._centre_rects)
            assert {"turn", "stock", "live", "stock_card", "live_card"} <= set(r), r.keys()
            boxes = list(r.items())
            for i, (a, ra) in enumerate(boxes):
                assert t.sceneRect().contains(ra), (lang, size, a, ra)
                for b, rb in boxes[i + 1:]:
                    assert not ra.intersects(rb), (lang, size, a, b, ra, rb)
            live = next(it for it in t.cards if it.zone == ("live",))
            assert live.marked   # the card just played stands out
    i18n.install(QCoreApplication.instance(), "en")


def test_last_discard_is_marked_rows_are_labelled_and_the_status_is_current(qtbot):
    w = _window(qtbot, "haimen", 4)
    c = w.controller
    rng = Rng(9)
    seen_mark = False
    for _ in range(300):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_over, timeout=20000)
        if c.state.is_over:
            break
        t = w.table
        # the status bar is never stale: nobody "is thinking" while the player is asked
        assert not w._thinking_text and "…" not in w.statusBar().currentMessage().replace("Thinking about a hint…", "")
        marked = [it for it in t.cards if it.marked]
        assert len(marked) <= 1
        if marked and marked[0].zone[0] == "disc":
            seat = marked[0].zone[1]
            assert marked[0].card == c.view().players[seat].discards[-1]
            label = t.captions[f"disc{seat}"]
            assert label.isVisible() and t.seat_name(seat) in label.text
            seen_mark = True
        c.request(rng.choice(c.legal()))
    assert seen_mark


@pytest.mark.parametrize("variant,seed", [("haimen", 4), ("waihuzi", 7)])
def test_side_plates_show_the_seat_first_and_never_cut_it(qtbot, text_size, variant, seed):
    """At 1024×768 in English a side plate was cut with "…" ("Right (下家)  Dealer  21 cards
    bough…"): a plate shows its parts most important first, as many as fit, and its whole text
    in the tooltip; the seat's name is never cut."""
    from PySide6.QtCore import QCoreApplication

    from app.ui import i18n

    w = _window(qtbot, variant, seed)
    t = w.table
    for lang in LANGS:
        i18n.install(QCoreApplication.instance(), lang)
        w.change_language(lang)
        for size, words in (((1024, 768), "normal"), ((1366, 768), "normal"), ((1024, 768), "larger")):
            text_size(words)
            w.resize(*size)
            t.resize(size[0] - 240, size[1] - 150)
            t.refresh(animate=False)
            for seat, plate in t.plates.items():
                if not plate.isVisible():
                    continue
                shown, px, _ = plate.shown_text()
                assert "…" not in shown, (lang, size, seat, plate.text)
                assert shown.startswith(t.seat_name(seat)) and px >= 8, (lang, size, shown)
                assert plate.text.startswith(shown) and plate.toolTip() == plate.text
    # a plate too narrow for all: the first parts, not the middle of a word
    plate = t.plates[1]
    plate.set("Right (下家)  Dealer  21 cards  bought 庄  [Normal]", False, 120, 22,
              ["Right (下家)", "Dealer", "21 cards", "bought 庄", "[Normal]"])
    shown = plate.shown_text()[0]
    assert shown.startswith("Right (下家)") and "…" not in shown and len(shown) < len(plate.text)
    assert shown in {"Right (下家)", "Right (下家)  Dealer", "Right (下家)  Dealer  21 cards",
                     "Right (下家)  Dealer  21 cards  bought 庄"}
    i18n.install(QCoreApplication.instance(), "en")


def test_the_match_panel_never_cuts_a_seats_name(qtbot):
    """At 1024×768 in English the panel narrowed after the first hand and its column read
    "Acros": the scores table is never narrower than its seats' names, however the docks are
    dragged."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QStyle

    from app.ui import i18n

    w = _window(qtbot, "haimen", 4)
    for lang in LANGS:
        i18n.install(QCoreApplication.instance(), lang)
        w.change_language(lang)
        w.resize(1024, 768)
        w._refresh_ledger()
        w.resizeDocks([w.dock], [60], Qt.Horizontal)     # as narrow as a drag can make it
        QCoreApplication.processEvents()
        head = w.ledger.horizontalHeader()
        fm = head.fontMetrics()
        margin = 2 * head.style().pixelMetric(QStyle.PM_HeaderMargin, None, head)   # Qt's room around a title
        for i in range(w.ledger.columnCount()):
            name = w.ledger.horizontalHeaderItem(i).text()
            assert head.sectionSize(i) >= fm.horizontalAdvance(name) + margin, (lang, name, head.sectionSize(i))
    i18n.install(QCoreApplication.instance(), "en")


@pytest.mark.parametrize("variant,seed", [("haimen", 1), ("waihuzi", 4)])   # a 下家 left with 25 / 13 cards
def test_the_others_hands_at_the_end_are_whole_cards(qtbot, variant, seed):
    """When the hand is over the side seats widen for the revealed hands, but the cards still
    overlapped by half, as the concealed hand does: a long card showed a sliver 9 px wide.
    They now lie whole, in rows, as large as the groups, and the centre's words stay on one
    line ("本局结 / 束" broke at 1024×768)."""
    from tests.tables import play_until

    w = _window(qtbot, variant, seed)
    play_until(qtbot, w, lambda st: st.is_over)
    assert w.controller.state.is_over
    t = w.table
    for size in ((1024, 768), (1366, 768)):
        w.resize(*size)
        t.resize(size[0] - 240, size[1] - 150)
        t.refresh(animate=False)
        revealed = [it for it in t.cards if it.zone[0] == "hidden" and it.card is not None]
        assert revealed
        for seat in {it.zone[1] for it in revealed}:
            mine = sorted((it for it in revealed if it.zone[1] == seat), key=lambda it: (it.y(), it.x()))
            for a, b in zip(mine, mine[1:]):
                if abs(a.y() - b.y()) < 1:          # the same row: side by side, not overlapping
                    assert b.x() - a.x() >= a.w - 0.5, (seat, a.x(), b.x(), a.w)
        turn = t._caption("turn")
        assert turn.lines == 1, (size, turn.text)
        if len(t.names) == 4:     # the seat across: its groups and discards side by side, under
            # the hand, so the rows go to the revealed hand (stacked, the corner was drawn smaller)
            melds = [it for it in t.cards if it.zone == ("meld", 2)]
            discs = [it for it in t.cards if it.zone == ("disc", 2)]
            if melds and discs:
                assert min(d.x() for d in discs) > max(x.x() for x in melds), size
                assert min(d.y() for d in discs) < max(x.y() + x.h for x in melds), size

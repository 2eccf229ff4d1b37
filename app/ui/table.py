"""The table: a ``QGraphicsView`` drawing one ``SeatView``.

It owns its scene (parented to the view, so Python never collects it), lays
the cards out from the viewport's size (so it scales with the window; pixmaps
follow the device pixel ratio), and animates each card from where it was to
where it now is.  It never changes the game: a click or a drop becomes a
request to the controller, and a refusal comes back as words.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView

from app.engine import Action

from .faces import ASPECT, FaceCache, name_in_strip, pairs_by_number
from .i18n import engine_text, sentence, zh_term
from .uifont import text_scale
from .items import Caption, CardItem, Plate, Zoom

class _Plain(str):
    """A word the engine has no message for: the same in every language."""

    def text(self, lang=None) -> str:
        return str(self)


def sort_key(card):
    """Hand order: long cards by suit and number; 字牌 by number, small before big
    (二 beside 贰, as players hold them)."""
    if pairs_by_number(card):
        return (card.rank, card.big)
    return (card.index,)


class TableView(QGraphicsView):
    """Draws the table; asks the controller for every change."""

    status = Signal(str)        # a line for the status bar
    cardHovered = Signal(str)

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMinimumSize(560, 360)
        self.cache = FaceCache()
        self.cache_family = "longcard"
        self.language = "zh_CN"
        self.animation_ms = 280
        self.one_click_discard = False
        self.sort_hand = True
        self.names: list[str] = []
        self.cards: list[CardItem] = []
        self.plates: dict[int, Plate] = {}
        self.captions: dict[str, Caption] = {}
        self._order: list = []          # the bottom seat's hand, in the player's order
        self._order_hand = -1           # the hand index the order belongs to
        self._selected: int | None = None
        self._anim: QParallelAnimationGroup | None = None
        self._view = None
        self._stock_pos = QPointF(0, 0)
        self._hand_rect = QRectF()
        self._toast = Caption("#ffffff")
        self._toast.bold = True
        self._toast.background = QColor(120, 20, 20, 220)
        self._toast.setZValue(2000)
        self._toast.setVisible(False)
        self._lasting = False
        self._scene.addItem(self._toast)
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(lambda: self._toast.setVisible(False))
        self._zoom = Zoom(self.cache)
        self._zoom.setZValue(3000)
        self._zoom.setVisible(False)
        self._zoom.setAcceptedMouseButtons(Qt.NoButton)
        self._scene.addItem(self._zoom)
        self._zoom_item = None
        self._zoom_timer = QTimer(self)
        self._zoom_timer.setSingleShot(True)
        self._zoom_timer.timeout.connect(self._show_zoom)
        self._relayout_timer = QTimer(self)
        self._relayout_timer.setSingleShot(True)
        self._relayout_timer.timeout.connect(self._relayout)
        self._held = 0                  # hold(): refreshes wait and become one at release()
        self._held_refresh = False
        controller.matchStarted.connect(self._on_new_hand)
        controller.acted.connect(self._on_acted)
        controller.turnChanged.connect(lambda view: self.refresh(animate=True))
        controller.handOver.connect(lambda result, idx: self.refresh(animate=True))
        controller.message.connect(self.show_message)

    # -- background ---------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        g = QLinearGradient(0, 0, 0, max(1, self.viewport().height()))
        g.setColorAt(0, QColor("#1f5a43"))
        g.setColorAt(1, QColor("#133b2c"))
        painter.fillRect(rect, QBrush(g))

    # -- who is where ---------------------------------------------------------
    @property
    def bottom_seat(self) -> int:
        hs = self.controller.human_seat
        return hs if hs is not None else 0

    def positions(self, n: int) -> dict[int, str]:
        """Seat -> place.  Play goes counter-clockwise: the next seat (下家) sits on the right."""
        from .seats import places

        return places(n, self.bottom_seat)

    def seat_name(self, seat: int) -> str:
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        if seat == self.controller.human_seat:
            return self.tr("You")
        return self.tr("Seat %1").replace("%1", str(seat + 1))

    # -- events from the controller --------------------------------------------
    def _on_new_hand(self) -> None:
        self._order, self._order_hand, self._selected = [], -1, None
        self.refresh(animate=False)

    def _on_acted(self, action, view) -> None:
        if self._selected is not None and action.seat == self.bottom_seat:
            self._selected = None
        if self._toast.isVisible() and not self._lasting:
            # a hint, refusal or explanation is about the decision that was just taken: it goes with it
            self._toast_timer.stop()
            self._toast.setVisible(False)
        self.refresh(animate=True)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._relayout_timer.start(30)

    def _relayout(self) -> None:
        self.refresh(animate=False)
        if self._toast.isVisible():
            # a note shown while the window was still being laid out (the first 买庄 tip) was fitted
            # to the width of that moment: fitted again to the felt it is on now
            self._place_toast(self._toast_text)

    def show_message(self, message, to_status: bool = True, lasting: bool = False) -> None:
        """Show a refusal or note (an engine ``Reason`` is rendered in ``self.language``); a
        ``lasting`` one is about the whole hand, not the decision at hand: the next act leaves it."""
        if not message:
            return
        self._message = message
        self._lasting = lasting
        from .seats import seat_text

        text = sentence(seat_text(message, self.names, self.language), self.language)
        self._place_toast(text)
        self._toast.setVisible(True)
        self._toast_timer.start(9000 if lasting else 4500)
        if to_status:
            self.status.emit(text)

    @property
    def text_scale(self) -> float:
        """The settings' text size for the felt's words (plates, captions, notes), as the
        application font has it."""
        return text_scale()

    def _place_toast(self, text: str) -> None:
        self._toast_text = text
        vw = self.viewport().width()
        w, h = self._toast.fit(text, vw * 0.8, round(16 * self.text_scale))
        # just above the player's hand: the centre (stock, card in play, whose turn) stays readable
        y = self._hand_rect.top() - h - 8 if self._hand_rect.height() > 0 else self.viewport().height() * 0.6
        self._toast.setPos((vw - w) / 2, max(4.0, y))

    def retranslate_message(self) -> None:
        """After a change of language: the message on the felt, in the new language."""
        message = getattr(self, "_message", None)
        if message and self._toast.isVisible():
            remaining = self._toast_timer.remainingTime()
            self.show_message(message, lasting=self._lasting)
            if remaining > 0:
                self._toast_timer.start(remaining)

    # -- hand order --------------------------------------------------------------
    def _reconcile_order(self, hand: tuple) -> list:
        """Keep the player's arrangement; put new cards where sorting puts them."""
        if self._order_hand != self.controller.hand_index:
            self._order_hand = self.controller.hand_index
            self._order = sorted(hand, key=sort_key)
            return self._order
        remaining = Counter(hand)
        kept = []
        for c in self._order:
            if remaining[c] > 0:
                kept.append(c)
                remaining[c] -= 1
        for c in sorted(remaining.elements(), key=sort_key):
            pos = len(kept)
            for i, k in enumerate(kept):
                if sort_key(k) > sort_key(c):
                    pos = i
                    break
            kept.insert(pos, c)
        if self._selected is not None and self._selected >= len(kept):
            self._selected = None
        self._order = kept
        return kept

    def pick(self, card) -> bool:
        """Lift ``card`` in the hand (the hint's suggested discard); False if not held."""
        if card in self._order:
            self._selected = self._order.index(card)
            self.refresh(animate=True)
            return True
        return False

    def sort_now(self) -> None:
        self._order = sorted(self._order, key=sort_key)
        self._selected = None
        self.refresh(animate=True)

    # -- layout ---------------------------------------------------------------------
    def hold(self) -> None:
        """Let refreshes wait (the window is being built or a game set up): the
        table is laid out once, at the matching ``release()``."""
        self._held += 1

    def release(self) -> None:
        self._held = max(0, self._held - 1)
        if not self._held and self._held_refresh:
            self._held_refresh = False
            self.refresh(animate=False)

    def refresh(self, animate: bool = True) -> None:
        if self._held:
            self._held_refresh = True
            return
        view = self.controller.view()
        self._view = view
        W, H = max(200, self.viewport().width()), max(200, self.viewport().height())
        self._scene.setSceneRect(0, 0, W, H)
        if view is None:
            self._place([], animate=False)
            return
        family = self.controller.variant.family
        self.cache_family = family
        n = len(view.players)
        where = self.positions(n)
        aspect = ASPECT.get(family, 0.35)
        m = max(6.0, min(W, H) * 0.012)
        bottom = self.bottom_seat
        hand = self._reconcile_order(view.players[bottom].hand or ())
        nh = max(1, len(hand))
        # the narrower the card, the taller the hand may stand in the same room: a share of the
        # height between 0.22 (字牌, 1 : 2.7) and 0.25 (long cards, 1 : 3.5), and the groups' cards
        # half as high (0.50 to 0.52)
        narrow = max(0.0, min(1.0, (1 / aspect - 2.7) / 0.8))
        hh = min(max(H * (0.22 + 0.03 * narrow), 80.0), 300.0)
        hw = hh * aspect
        step = min(hw + 3, (W - 2 * m - hw) / max(1, nh - 1))
        sh = hh * (0.50 + 0.02 * narrow)
        sw = sh * aspect
        plate_h = max(20.0, min(30.0, H * 0.035)) * self.text_scale
        self._plate_h = plate_h
        targets: list[tuple] = []   # (zone, card, face_up, x, y, w, h, z)
        legal = self.controller.legal()
        legal_discards = {a.cards[0] for a in legal if a.kind == "discard" and len(a.cards) == 1}
        my_turn = self.controller.is_human_turn()

        # bottom: the hand; 字牌 get a little gap where the number changes (as players group them)
        breaks = [0.0] * len(hand)
        if len(hand) > 1 and all(pairs_by_number(c) for c in hand):
            gap = min(hw * 0.25, max(0.0, (W - 2 * m - hw - step * (nh - 1)) / max(1, nh)))
            acc = 0.0
            for i in range(1, len(hand)):
                if getattr(hand[i], "rank", None) != getattr(hand[i - 1], "rank", None):
                    acc += gap
                breaks[i] = acc
        total = hw + step * (nh - 1) + (breaks[-1] if breaks else 0.0)
        x0 = (W - total) / 2
        y_hand = H - m - hh
        self._hand_rect = QRectF(x0, y_hand, total, hh)
        for i, c in enumerate(hand):
            lift = hh * 0.13 if i == self._selected else 0.0
            targets.append((("hand", bottom), c, True, x0 + i * step + breaks[i], y_hand - lift, hw, hh, 100 + i,
                            {"index": i, "legal": my_turn and c in legal_discards,
                             "dim": my_turn and bool(legal_discards) and c not in legal_discards}))
        # bottom: plate and melds above the hand
        y_row = y_hand - m - sh - hh * 0.13
        y_plate = y_row - plate_h - m * 0.5
        self._plate(view, bottom, m, y_plate, min(W * 0.5, 360), plate_h)
        x = m
        for mi, meld in enumerate(view.players[bottom].melds):
            x = self._meld_targets(targets, meld, bottom, True, x, y_row, sw, sh, m, mi)
        bottom_top = y_plate - m * 0.5

        # the side seats' corners; once the hand is over the centre has nothing left to show but
        # the stock, so they widen to show the revealed hands at a readable size (not slivers)
        over = self.controller.state is not None and self.controller.state.is_over
        side_w = W * (0.29 if over else 0.21)
        top_h = 0.0
        if "top" in where.values():
            # … and the seat across gets the height for its revealed hand in whole cards
            top_h = min(plate_h + m + sh * (3.8 if over else 2.6) + m * 2, bottom_top * (0.58 if over else 0.45))
        centre = QRectF(side_w if n > 2 else m, m + top_h, W - 2 * (side_w if n > 2 else m), bottom_top - m - top_h)
        for seat, place in where.items():
            if place == "bottom":
                continue
            if place == "top":
                rect = QRectF(side_w, m, W - 2 * side_w, top_h)
            elif place == "left":
                rect = QRectF(m, m, side_w - 2 * m, bottom_top - m)
            else:
                rect = QRectF(W - side_w + m, m, side_w - 2 * m, bottom_top - m)
            self._seat_targets(targets, view, seat, rect, sw, sh, m, plate_h)

        # centre: bottom seat's discards along the lower edge (shrunk to fit), the stock and the live card
        disc = view.players[bottom].discards
        self._last_played = self._last_discard(view)
        if disc:
            band = centre.height() * 0.42
            dw, dh = sw * 0.9, sh * 0.9
            while True:
                per_row = max(1, int(centre.width() // (dw + 2)))
                rows = (len(disc) + per_row - 1) // per_row
                if rows * (dh + 2) <= band or dh < sh * 0.3:
                    break
                dw, dh = dw * 0.9, dh * 0.9
            label_h = max(12.0, min(16.0, dh * 0.2)) * self.text_scale
            y0 = centre.bottom() - rows * (dh + 2)
            last = len(disc) - 1 if self._last_played == bottom else -1
            for i, c in enumerate(disc):
                r, k = divmod(i, per_row)
                targets.append((("disc", bottom), c, True, centre.left() + k * (dw + 2), y0 + r * (dh + 2),
                                dw, dh, 20 + i, {"mark": i == last}))
            self._disc_label(bottom, centre.left(), y0 - label_h - 1, centre.width(), label_h)
            centre.setBottom(y0 - label_h - m)
        else:
            self._disc_label(bottom, 0, 0, 0, 0)
        self._centre_targets(targets, view, centre, hw, hh, sw, sh, m)
        for seat in range(n):
            if seat not in self.plates:
                continue
            self.plates[seat].setVisible(True)
        for seat in list(self.plates):
            if seat >= n:
                self.plates[seat].setVisible(False)
        self._place(targets, animate and self.animation_ms > 0)

    def _plate(self, view, seat: int, x: float, y: float, w: float, h: float) -> None:
        plate = self._kept_item(self.plates, seat, Plate, 50)
        pv = view.players[seat]
        parts = [self.seat_name(seat)]
        if seat == view.dealer:
            parts.append(self.tr("Dealer"))
        parts.append(self.tr("%1 cards").replace("%1", str(pv.hand_size)))
        from .seats import flag_word

        for f in sorted(pv.flags):
            label = flag_word(f, self.language)
            if label:
                parts.append(label)
        level = self.controller.levels[seat] if seat < len(self.controller.levels) else ""
        if level and level != "human":
            from .dialogs import level_name

            parts.append(f"[{level_name(level, self.language)}]")
        parts = [zh_term(p, self.language) for p in parts]
        plate.set("  ".join(parts), view.to_act == seat, w, h, parts)
        plate.setPos(x, y)

    @staticmethod
    def meld_cards(meld) -> list:
        """A meld's cards with None for those hidden from this viewer (an engine
        may send a face-down group as its size only)."""
        total = max(len(meld.cards), meld.hidden)
        return [meld.cards[j] if j < len(meld.cards) else None for j in range(total)]

    def _meld_targets(self, targets, meld, seat, own, x, y, sw, sh, m, mi) -> float:
        cards = self.meld_cards(meld)
        shown = len(cards) - meld.hidden
        for j, c in enumerate(cards):
            face = c is not None and (own or j < shown)
            extra = {"tip": self._meld_name(meld)}
            if j == 0:
                extra["badge"] = self._meld_badge(meld)
            targets.append((("meld", seat), c, face, x, y, sw, sh, 10 + mi * 8 + j, extra))
            x += sw + 1
        return x + m

    # Groups whose shape alone does not say what they are (four alike has several names and
    # values; a single 涨将 looks like any card): their name is shown on the first card.
    BADGE_FORMS = frozenset({"zhang", "tan", "gang", "liu", "ti", "pao", "long", "kan"})

    def _meld_badge(self, meld) -> str:
        """The short name shown on a group (杠, 涨, 溜, 跑 …): the term players use."""
        if meld.form not in self.BADGE_FORMS:
            return ""
        return self._meld_word(meld).text("zh_TW" if self.language == "zh_TW" else "zh")

    def _meld_word(self, meld):
        """The engine's word for a group: the variant's verb for it (qidong's 偎 for a 歪), else the
        group's form (``messages.group_word``); a ``Reason``, or the plain form when there is none."""
        from app.engine.messages import Reason, group_word, verb

        v = self.controller.variant
        said = verb(meld.form, getattr(v, "family", ""), getattr(v, "id", ""))
        if not isinstance(said, Reason):
            said = group_word(meld.form, getattr(v, "family", ""))
        return said if isinstance(said, Reason) else _Plain(str(meld.form))

    def _meld_name(self, meld) -> str:
        """A group's name in the table's language (the engine's label: 碰; English "Pong (碰)")."""
        return self._meld_word(meld).text(self.language)

    def _flow(self, targets, zone, groups, face_fn, rect: QRectF, y: float, w: float, h: float,
              gap: float, z0: int, extra_fn=lambda g, j: {}) -> float:
        """Lay groups of cards left to right, wrapping inside ``rect``; returns the next free y."""
        x = rect.left()
        line_used = False
        for gi, group in enumerate(groups):
            gw = len(group) * (w + 1)
            if line_used and x + gw > rect.right():
                x, y = rect.left(), y + h + 2
            for j, c in enumerate(group):
                if x + w > rect.right() + 0.5 and j > 0:
                    x, y = rect.left(), y + h + 2
                targets.append((zone, c, face_fn(gi, j, c), x, y, w, h, z0 + gi * 8 + j, extra_fn(gi, j)))
                x += w + 1
            x += gap
            line_used = True
        return y + h + 2 if line_used else y

    def _seat_targets(self, targets, view, seat, rect: QRectF, sw, sh, m, plate_h) -> float:
        """One opponent's corner: plate, concealed hand, melds, discards, shrunk
        until it fits ``rect``; returns the bottom of what was drawn."""
        self._plate(view, seat, rect.left(), rect.top(), rect.width(), plate_h)
        scale = 1.0
        while True:
            trial: list[tuple] = []
            bottom = self._seat_content(trial, view, seat, rect, sw * scale, sh * scale, m)
            if bottom <= rect.bottom() or scale < 0.35:
                targets.extend(trial)
                return bottom
            scale *= 0.9

    def _seat_content(self, targets, view, seat, rect: QRectF, sw, sh, m) -> float:
        pv = view.players[seat]
        y = rect.top() + self._plate_h + m * 0.6
        # the concealed hand: backs (or faces in a demo), small and overlapped; revealed at the
        # hand's end, whole cards in rows, as large as the groups (the seat's corner has widened)
        over = self.controller.state is not None and self.controller.state.is_over
        shown = pv.hand is not None and over
        bw, bh = (sw * 0.9, sh * 0.9) if shown else (sw * 0.8, sh * 0.8)
        count = pv.hand_size if pv.hand is not None else 0   # a hidden hand: its size is on the plate
        if count:
            cards = list(pv.hand) if pv.hand is not None else [None] * count
            cards = sorted(cards, key=sort_key) if pv.hand is not None else cards
            # backs may overlap as much as they like; faces in a demo keep at least half of each
            # card showing, in more rows if need be
            per_row = count
            if shown:
                per_row = max(1, min(count, int((rect.width() + 1) / (bw + 1))))
            elif pv.hand is not None:
                per_row = max(1, min(count, int((rect.width() - bw) / (bw * 0.5)) + 1))
            step = min(bw + 1, (rect.width() - bw) / max(1, per_row - 1))
            for i, c in enumerate(cards):
                r, k = divmod(i, per_row)
                targets.append((("hidden", seat), c, c is not None, rect.left() + k * step, y + r * (bh + 2),
                                bw, bh, 30 + i, {}))
            y += ((count + per_row - 1) // per_row) * (bh + 2) + m * 0.6
        melds = list(pv.melds)
        # the seat across: melds left, discards right (at the end too, when its corner has grown
        # taller for the revealed hand: the hand then gets the rows)
        side_by_side = rect.width() > rect.height() * (1.2 if over else 2.5)
        # side by side, each gets the width its cards ask for (six groups beside four discards
        # wrapped to a second row in half the width, and the whole corner was drawn smaller)
        n_meld, n_disc = sum(len(x.cards) for x in melds), len(pv.discards)
        share = min(0.75, max(0.35, n_meld / (n_meld + n_disc))) if n_meld + n_disc else 0.5
        split = rect.left() + rect.width() * share
        mrect = QRectF(rect.left(), rect.top(), rect.width() * share - m, rect.height()) if side_by_side else rect
        drect = QRectF(split, rect.top(), rect.right() - split, rect.height()) if side_by_side else rect
        y_top = y
        if melds:
            groups = [self.meld_cards(m_) for m_ in melds]
            reveal = self.controller.state is not None and self.controller.state.is_over
            y = self._flow(targets, ("meld", seat), groups,
                           lambda gi, j, c: c is not None and (reveal or j < len(groups[gi]) - melds[gi].hidden),
                           mrect, y, sw, sh, m * 0.8, 60,
                           lambda gi, j: {"tip": self._meld_name(melds[gi]),
                                          **({"badge": self._meld_badge(melds[gi])} if j == 0 else {})})
            y += m * 0.4
        y_melds = y
        if side_by_side:
            y = y_top
        if pv.discards:
            dw, dh = sw * 0.9, sh * 0.9
            label_h = max(12.0, min(16.0, dh * 0.2)) * self.text_scale
            self._disc_label(seat, drect.left(), y, drect.width(), label_h)
            y += label_h + 1
            last = len(pv.discards) - 1 if getattr(self, "_last_played", None) == seat else -1
            y = self._flow(targets, ("disc", seat), [[c] for c in pv.discards], lambda gi, j, c: True,
                           drect, y, dw, dh, 0, 80, lambda gi, j: {"mark": gi == last})
        else:
            self._disc_label(seat, 0, 0, 0, 0)
        y = max(y, y_melds)
        return y

    def _centre_targets(self, targets, view, centre: QRectF, hw, hh, sw, sh, m) -> None:
        """The centre in parts that never overlap: whose turn it is on top, across the centre;
        under it the stock with its count beside it, and the card in play with who played it
        beside it — each caption wrapped (and if need be made smaller) inside its own box."""
        cap_px = int(max(12.0, min(17.0, sh * 0.16)) * self.text_scale)
        turn_h = round(cap_px * 1.45) + 16
        # on a low centre (a laptop screen) whose turn it is goes first in the row, not above it
        beside = centre.height() - turn_h - m < hh * 0.75
        size_h = max(sh * 0.8, min(hh, centre.height() - (0 if beside else turn_h) - m))
        size_w = size_h * (hw / hh)
        gap = max(m, size_w * 0.3)
        cells = 3 if beside else 2          # captions: (turn,) stock, live
        cap_w = max(60.0, min(200.0, (centre.width() - 2 * size_w - (cells + 1) * gap) / cells))
        row_w = 2 * size_w + cells * cap_w + (cells + 1) * gap
        x0 = centre.center().x() - row_w / 2
        top = centre.top() + max(0.0, (centre.height() - (0 if beside else turn_h) - size_h) / 2)
        cy = top if beside else top + turn_h
        self._centre_rects = {}
        turn = self._caption("turn")
        if view.to_act is not None:
            text = self.tr("%1 to act").replace("%1", self.seat_name(view.to_act))
        else:
            text = self.tr("Hand over")
        turn.bold = True
        if beside:
            tw, th = turn.fit_box(text, cap_w, size_h, cap_px + 1)
            turn.setPos(x0 + cap_w - tw, cy + (size_h - th) / 2)
            x0 += cap_w + gap
        else:
            tw, th = turn.fit_box(text, centre.width(), turn_h, cap_px + 1)
            turn.setPos(centre.center().x() - tw / 2, top + (turn_h - th) / 2)
        self._centre_rects["turn"] = QRectF(turn.pos().x(), turn.pos().y(), tw, th)
        # the stock: a back, its count beside it
        stock_x = x0
        self._stock_pos = QPointF(stock_x, cy)
        cap = self._caption("stock")
        if view.stock_left > 0:
            targets.append((("stock",), None, False, stock_x, cy, size_w, size_h, 5, {}))
        self._centre_rects["stock_card"] = QRectF(stock_x, cy, size_w, size_h)
        # while the deal goes on (买庄) the pile still holds the cards to be dealt
        w, h = cap.fit_box(self.tr("Stock: %1").replace("%1", str(view.pile)), cap_w, size_h, cap_px)
        cx = stock_x + size_w + gap / 2
        cap.setPos(cx, cy + (size_h - h) / 2)
        self._centre_rects["stock"] = QRectF(cx, cy + (size_h - h) / 2, w, h)
        live = self._caption("live")
        lx = x0 + size_w + cap_w + 2 * gap
        if view.live_card is not None:
            targets.append((("live",), view.live_card, True, lx, cy, size_w, size_h, 500, {"mark": True}))
            self._centre_rects["live_card"] = QRectF(lx, cy, size_w, size_h)
            how = {"discard": self.tr("discarded"), "flip": self.tr("turned up"),
                   "draw": self.tr("drew")}.get(view.live_how or "", view.live_how or "")
            who = self.seat_name(view.live_from) if view.live_from is not None else ""
            w, h = live.fit_box(f"{who} {how} {engine_text(view.live_card, self.language)}".strip(), cap_w,
                                size_h, cap_px)
            live.align = Qt.AlignLeft
            lcx = lx + size_w + gap / 2
            live.setPos(lcx, cy + (size_h - h) / 2)
            self._centre_rects["live"] = QRectF(lcx, cy + (size_h - h) / 2, w, h)
            live.setVisible(True)
        else:
            live.setVisible(False)

    def _disc_label(self, seat: int, x: float, y: float, w: float, h: float) -> None:
        """"下家打出的牌" over a seat's discard row (hidden when the row is empty)."""
        cap = self._caption(f"disc{seat}")
        if w <= 0:
            cap.setVisible(False)
            return
        cap.colour = QColor(255, 247, 214, 200)
        mine = seat == self.controller.human_seat
        text = self.tr("Your discards") if mine else self.tr("Discards of %1").replace("%1", self.seat_name(seat))
        cap.set(text, w, h, Qt.AlignLeft)
        cap.setPos(x, y)
        cap.setVisible(True)

    def _last_discard(self, view) -> int | None:
        """The seat whose discard was the last card played, if it still lies at the end of
        its row (so it can be marked there until the next card is played)."""
        st = self.controller.state
        if st is None or view.live_card is not None:
            return None
        for a in reversed(st.log):
            if a.kind in ("discard", "play", "da") and len(a.cards) == 1:
                pv = view.players[a.seat] if a.seat < len(view.players) else None
                if pv is not None and pv.discards and pv.discards[-1] == a.cards[0]:
                    return a.seat
                return None
            if a.kind not in ("pass",):
                return None
        return None

    def _caption(self, key: str) -> Caption:
        return self._kept_item(self.captions, key, Caption, 40)

    def _kept_item(self, items: dict, key, make, z: float):
        """The scene item kept in ``items`` under ``key``, made (at depth ``z``) the first time."""
        item = items.get(key)
        if item is None:
            item = make()
            item.setZValue(z)
            self._scene.addItem(item)
            items[key] = item
        return item

    # -- placing items, reusing those already on the table ----------------------------
    def _place(self, targets: list[tuple], animate: bool) -> None:
        if self._anim is not None:
            try:
                self._anim.stop()  # deletes it (DeleteWhenStopped); cards stay where they are
            except RuntimeError:  # it had finished and is gone already
                pass
            self._anim = None
        old: dict[tuple, list[CardItem]] = {}
        for it in self.cards:
            old.setdefault(it.zone, []).append(it)
        chosen: list[CardItem | None] = [None] * len(targets)
        # 1: same card, same zone
        for i, t in enumerate(targets):
            pool = old.get(t[0], [])
            for k, it in enumerate(pool):
                if it.card == t[1] and it.face_up == (t[2] and t[1] is not None):
                    chosen[i] = pool.pop(k)
                    break
        # 2: same card from another zone (it moved: hand -> discards, live -> meld ...)
        for i, t in enumerate(targets):
            if chosen[i] is not None or t[1] is None:
                continue
            for zone, pool in old.items():
                k = next((k for k, it in enumerate(pool) if it.card == t[1]), None)
                if k is not None:
                    chosen[i] = pool.pop(k)
                    break
        # 3: a hidden card of the same seat turned into this one (an opponent played it)
        for i, t in enumerate(targets):
            if chosen[i] is not None:
                continue
            seat = t[0][1] if len(t[0]) > 1 else None
            for zone in (("hidden", seat), ("hand", seat), ("live",)):
                pool = old.get(zone, [])
                if pool:
                    chosen[i] = pool.pop()
                    break
        group = QParallelAnimationGroup(self) if animate else None
        keep = []
        for i, t in enumerate(targets):
            zone, card, face, x, y, w, h, z, extra = t
            it = chosen[i]
            fresh = it is None
            if fresh:
                it = CardItem(card, self.cache_family, self.cache, self, zone, face)
                self._scene.addItem(it)
                it.setPos(self._stock_pos if animate else QPointF(x, y))
            it.card, it.zone, it.face_up = card, zone, face and card is not None
            it.family = self.cache_family
            it.set_size(w, h)
            it.setZValue(z)
            it.hand_index = extra.get("index", -1)
            it.legal = extra.get("legal", False)
            it.dimmed = extra.get("dim", False)
            it.selected = zone[0] == "hand" and it.hand_index == self._selected and it.hand_index >= 0
            tip = self.card_label(card) if card is not None and it.face_up else ""
            if extra.get("tip"):
                tip = f"{tip} ({extra['tip']})" if tip else extra["tip"]
            it.setToolTip(tip)
            it.set_badge(extra.get("badge", ""))
            it.marked = bool(extra.get("mark", False))
            it.update()
            target = QPointF(x, y)
            if group is not None and (it.pos() - target).manhattanLength() > 1:
                a = QPropertyAnimation(it, b"pos")
                a.setDuration(self.animation_ms)
                a.setStartValue(it.pos())
                a.setEndValue(target)
                a.setEasingCurve(QEasingCurve.OutCubic)
                group.addAnimation(a)
            else:
                it.setPos(target)
            keep.append(it)
        for pool in old.values():
            for it in pool:
                self._scene.removeItem(it)
                it.deleteLater()
        self.cards = keep
        if self._zoom_item is not None:
            # the cards moved: the zoom goes, and comes back if the mouse still rests on its card
            self._zoom.setVisible(False)
            if any(it is self._zoom_item for it in keep):
                self._zoom_timer.start(350)
            else:
                self._zoom_item = None
                self._zoom_timer.stop()
        if group is not None and group.animationCount():
            self._anim = group
            group.start(QParallelAnimationGroup.DeleteWhenStopped)
        elif group is not None:
            group.deleteLater()

    # -- the player's gestures (reported by CardItem) ------------------------------------
    def is_own_hand(self, item: CardItem) -> bool:
        return item.zone == ("hand", self.bottom_seat) and self.controller.human_seat is not None

    def hand_items(self) -> list[CardItem]:
        return sorted((it for it in self.cards if it.zone[0] == "hand"), key=lambda it: it.hand_index)

    def card_label(self, card) -> str:
        """A card's name in the UI's language ("二万 (2w)" in English) and its figure."""
        from app.engine.messages import render

        text = render(card, self.language)
        if getattr(card, "figure", None):
            text += f" · {zh_term(card.figure, self.language)}"
        return text

    def card_hovered(self, item: CardItem) -> None:
        self.cardHovered.emit(self.card_label(item.card))
        self._zoom_item = item
        self._zoom_timer.start(350)   # a card passed over on the way elsewhere is not zoomed

    def card_unhovered(self, item: CardItem) -> None:
        if self._zoom_item is item:
            self._zoom_item = None
            self._zoom_timer.stop()
            self._zoom.setVisible(False)

    def _show_zoom(self) -> None:
        """The hovered card, large, with its name (and figure) readable under it; placed
        beside the card, inside the table."""
        item = self._zoom_item
        if item is None or item.scene() is None or item.card is None or not item.face_up \
                or not item.isUnderMouse():
            self._zoom.setVisible(False)
            return
        W, H = self.viewport().width(), self.viewport().height()
        h = min(H * 0.55, 340.0)
        if h <= item.h * 1.25 or (not name_in_strip(item.card) and item.h >= 80):
            return   # the card is big enough to read as it is
        w = h * ASPECT.get(self.cache_family, 0.35)
        self._zoom.show_card(item.card, self.cache_family, self.card_label(item.card), w, h)
        zw, zh = self._zoom.size()
        r = item.sceneBoundingRect()
        x = r.right() + 8 if r.right() + 8 + zw <= W else r.left() - 8 - zw
        x = min(max(4.0, x), W - zw - 4)
        y = min(max(4.0, r.center().y() - zh / 2), H - zh - 4)
        self._zoom.setPos(x, y)
        self._zoom.setVisible(True)

    def card_clicked(self, item: CardItem) -> None:
        if not self.is_own_hand(item):
            return
        i = item.hand_index
        if self.one_click_discard or self._selected == i:
            self.discard(item.card)
        else:
            self._selected = i
            self.refresh(animate=True)
            if self.controller.is_human_turn():
                self.status.emit(self.tr("%1 picked: click it again or press Enter to discard it")
                                 .replace("%1", engine_text(item.card, self.language)))

    def card_double_clicked(self, item: CardItem) -> None:
        if self.is_own_hand(item):
            self.discard(item.card)

    def card_dropped(self, item: CardItem, pos: QPointF) -> None:
        """Dropped above the hand: a discard; within the hand: a new place for it."""
        if pos.y() < self._hand_rect.top() - self._hand_rect.height() * 0.35:
            self.discard(item.card)
            self.refresh(animate=True)  # refused or not, the card goes back to its place
            return
        i = item.hand_index
        # the new place: the card whose resting place is nearest the drop (gaps make steps uneven)
        others = [it for it in self.hand_items() if it is not item]
        if others:
            nearest = min(others, key=lambda it: abs(it.pos().x() + it.w / 2 - pos.x()))
            j = nearest.hand_index
        else:
            j = i
        if 0 <= i < len(self._order):
            card = self._order.pop(i)
            self._order.insert(j, card)
        self._selected = None
        self.refresh(animate=True)

    def discard(self, card) -> str | None:
        """Ask the controller to discard ``card``; a refusal is shown in words."""
        seat = self.controller.human_seat
        if seat is None:
            return None
        action = Action(seat, "discard", (card,))
        legal = self.controller.legal()
        if action not in legal:
            # the engine may call discarding something else (e.g. "play"): one card, this card
            alt = [a for a in legal if a.cards == (card,) and a.kind in ("play", "da", "discard")]
            if alt:
                action = alt[0]
        picked, self._selected = self._selected, None
        reason = self.controller.request(action)
        if reason is not None:   # refused: the card stays picked, so ←/→ go on from it
            self._selected = picked
            self.refresh(animate=True)
        return reason

    def keyPressEvent(self, event) -> None:
        key = event.key()
        n = len(self._order)
        if key in (Qt.Key_Left, Qt.Key_Right) and n:
            if self._selected is None:
                self._selected = 0 if key == Qt.Key_Right else n - 1
            else:
                self._selected = (self._selected + (1 if key == Qt.Key_Right else -1)) % n
            self.refresh(animate=True)
            self.status.emit(self.card_label(self._order[self._selected]))
            return
        discarding = any(a.kind in ("discard", "play", "da") for a in self.controller.legal())
        if key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_D) and self._selected is not None and self._selected < n \
                and discarding:
            self.discard(self._order[self._selected])
            return
        if key == Qt.Key_Escape and self._selected is not None:
            self._selected = None
            self.refresh(animate=True)
            return
        super().keyPressEvent(event)

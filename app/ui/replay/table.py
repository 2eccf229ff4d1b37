"""The replay table: a ``QGraphicsView`` that draws one ``SeatView``.

Each seat has a box (the viewer's seat at the bottom): a name plate, then its
hand, exposed groups and discards flowing left to right.  Card size is chosen
per box so that everything fits, for tall long cards (1:3.5) and 字牌 alike.
The centre shows the stock, the card in play and the last action; at a
hand's end, the result.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (QFrame, QGraphicsPixmapItem, QGraphicsRectItem, QGraphicsScene,
                               QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView)

from app.ui.seats import wins_text
from .cards import ASPECT, Faces, ui_font

W, H = 1280.0, 800.0
FELT = QColor("#1f4d3a")
INK = QColor("#fff7d6")


def _label_px(ch: float) -> float:
    """The size of a section's word ("手牌", "Discards") beside cards ``ch`` high."""
    return min(18.0, max(11.0, ch * 0.3))


@dataclass
class TableInfo:
    family: str                       # "longcard" or "zipai"
    names: list[str]                  # per seat, e.g. "1号 你"
    totals: list[int]                 # running totals before this hand
    viewer: int | None = None         # None: every hand shown
    caption: str = ""                 # e.g. the last action in words
    result: dict | None = None        # shown at the hand's end
    labels: dict = field(default_factory=dict)   # action kind -> Chinese


def regions(n: int, height: float = H) -> list[QRectF]:
    """Box of each relative seat (0 = bottom), then the centre box, for a
    scene ``W`` wide and ``height`` high (laid out for 800, stretched)."""
    k = height / H
    return [QRectF(r.left(), r.top() * k, r.width(), r.height() * k) for r in _regions(n)]


def _regions(n: int) -> list[QRectF]:
    m = 8.0
    if n == 2:
        return [QRectF(m, 520, W - 2 * m, 272), QRectF(m, m, W - 2 * m, 272), QRectF(m, 290, W - 2 * m, 222)]
    if n == 3:
        return [QRectF(m, 520, W - 2 * m, 272), QRectF(W / 2 + 150, m, W / 2 - 150 - m, 504),
                QRectF(m, m, W / 2 - 150 - m, 504), QRectF(W / 2 - 142, m, 284, 504)]
    if n == 4:
        side = 390.0
        return [QRectF(m, 530, W - 2 * m, 262), QRectF(W - side - m, 206, side, 316),
                QRectF(m, m, W - 2 * m, 190), QRectF(m, 206, side, 316),
                QRectF(side + 2 * m, 206, W - 2 * side - 4 * m, 316)]
    # 5 or more: bottom, then the rest spread over the top and sides
    boxes = [QRectF(m, 560, W - 2 * m, 232)]
    others = n - 1
    top_n = others - 2
    boxes.append(QRectF(W - 360 - m, 206, 360, 346))
    tw = (W - 2 * m) / max(1, top_n)
    for i in range(top_n):
        boxes.append(QRectF(W - m - (i + 1) * tw, m, tw - m, 190))
    boxes.append(QRectF(m, 206, 360, 346))
    boxes.append(QRectF(360 + 2 * m, 206, W - 720 - 4 * m, 346))
    return boxes


class ReplayTable(QGraphicsView):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._scene = QGraphicsScene(self)  # parented: never collected while shown
        self._scene.setSceneRect(0, 0, W, H)
        self.setScene(self._scene)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setBackgroundBrush(QBrush(FELT))
        self.setMinimumSize(560, 360)
        self.setFocusPolicy(Qt.NoFocus)  # the window handles the keys
        self.faces = Faces()
        self.view = None
        self.info: TableInfo | None = None

    # ---- sizing

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.view is not None:
            self.show_view(self.view, self.info)  # re-layout and re-render pixmaps at the new scale

    def _fit(self) -> float:
        """Match the scene's height to the window's shape (a taller window gives
        the seats taller boxes), then scale it to fit."""
        vp = self.viewport().size()
        height = H
        if vp.width() > 0 and vp.height() > 0:
            height = max(640.0, min(1100.0, W * vp.height() / vp.width()))
        self._scene.setSceneRect(0, 0, W, height)
        self.fitInView(self._scene.sceneRect(), Qt.KeepAspectRatio)
        return height

    def _dpr(self) -> float:
        scale = self.transform().m11() or 1.0
        return max(1.0, scale * self.devicePixelRatioF())

    # ---- drawing

    def show_view(self, view, info: TableInfo) -> None:
        self.view, self.info = view, info
        height = self._fit()
        sc = self._scene
        sc.clear()
        n = len(view.players)
        bottom = info.viewer if info.viewer is not None else 0
        boxes = regions(n, height)
        for p in view.players:
            rel = (p.seat - bottom) % n
            self._seat(view, info, p, boxes[rel])
        self._centre(view, info, boxes[-1])

    def _text(self, text: str, x: float, y: float, px: float, colour: QColor = INK, bold: bool = False,
              width: float | None = None, z: float = 2) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(ui_font(px, bold))
        item.setBrush(colour)
        item.setPos(x, y)
        item.setZValue(z)
        if width is not None and item.boundingRect().width() > width > 0:
            item.setScale(width / item.boundingRect().width())
        self._scene.addItem(item)
        return item

    def _box(self, rect: QRectF, fill: QColor, border: QColor | None = None, z: float = 0):
        item = QGraphicsRectItem(rect)
        item.setBrush(fill)
        item.setPen(QPen(border, 2.5) if border is not None else QPen(Qt.NoPen))
        item.setZValue(z)
        self._scene.addItem(item)
        return item

    def _card(self, card, x: float, y: float, w: float, h: float, face_up: bool, dim: bool = False):
        pm = self.faces.pixmap(card, self.info.family, w, h, self._dpr(), face_up)
        item = QGraphicsPixmapItem(pm)
        item.setTransformationMode(Qt.SmoothTransformation)
        item.setPos(x, y)
        item.setZValue(3)
        if dim:
            item.setOpacity(0.55)
        self._scene.addItem(item)

    def _seat(self, view, info: TableInfo, p, rect: QRectF) -> None:
        active = view.to_act == p.seat
        self._box(rect, QColor(0, 0, 0, 60), QColor("#f2c14e") if active else None)
        seat = p.seat
        parts = [self._seat_name(info, seat)]
        if view.dealer == seat:
            parts.append(self.tr("Dealer"))
        from app.ui import i18n
        from app.ui.seats import flag_word

        parts += [w for w in (flag_word(f, i18n.current()) for f in sorted(p.flags)) if w]
        total = info.totals[seat] if seat < len(info.totals) else 0
        parts.append(self.tr("Total %1").replace("%1", f"{total:+d}"))
        if info.result is not None:
            parts.append(self.tr("This hand %1").replace("%1", f"{info.result['net'][seat]:+d}"))
        if active:
            parts.append(self.tr("◀ to act"))
        self._text("  ".join(parts), rect.left() + 8, rect.top() + 4, 17,
                   QColor("#f2c14e") if active else INK, bold=True, width=rect.width() - 16)

        family = info.family
        over = view.phase == "over" or info.result is not None
        show_hand = p.hand is not None
        # sections: (label, groups); a group is [(card, face_up, dim)]
        sections = []
        if show_hand and p.hand:
            sections.append((self.tr("Hand"), [[(c, True, False) for c in _sorted(p.hand)]]))
        elif p.hand_size:
            sections.append((self.tr("Hand"), [[(None, False, False)] * p.hand_size]))
        if p.melds:
            groups = []
            for meld in p.melds:
                n_hidden = meld.hidden
                hide_from_me = info.viewer is not None and info.viewer != seat and not over
                cards = []
                for i, c in enumerate(meld.cards):
                    hidden = i >= len(meld.cards) - n_hidden
                    cards.append((c, not (hidden and hide_from_me), hidden and not hide_from_me))
                # the engine leaves out cards this viewer may not see: draw their backs
                cards += [(None, False, False)] * max(0, n_hidden - len(meld.cards))
                groups.append(cards)
            sections.append((self.tr("Groups"), groups))
        if p.discards:
            sections.append((self.tr("Discards"), [[(c, True, False) for c in p.discards]]))
        inner = QRectF(rect.left() + 8, rect.top() + 30, rect.width() - 16, rect.height() - 36)
        self._flow(sections, inner, family, backs_overlap=not show_hand)

    def _layout(self, sections, rect: QRectF, cw: float, ch: float, backs_overlap: bool):
        """Positions for card height ``ch``, or None if it does not fit."""
        gap = max(3.0, cw * 0.25)
        x, y = rect.left(), rect.top()
        placed = []
        metrics = QFontMetricsF(ui_font(_label_px(ch)))
        for label, groups in sections:
            label_w = metrics.horizontalAdvance(label) + 6   # the section's word, never under its cards
            if x > rect.left():
                x += gap * 2
            first = groups[0] if groups else []
            step0 = cw * 0.42 if backs_overlap and first and first[0][0] is None else cw + 1
            need = label_w + min(step0 * max(0, len(first) - 1) + cw, (cw + 1) * 3)
            if x + need > rect.right() and x > rect.left():  # keep a label with its cards
                x, y = rect.left(), y + ch + gap
            placed.append(("label", label, x, y))
            x += label_w
            for g in groups:
                step = cw * 0.42 if backs_overlap and g and g[0][0] is None else cw + 1
                width = step * (len(g) - 1) + cw
                if x + min(width, cw * 3) > rect.right() and x > rect.left() + label_w:
                    x, y = rect.left() + label_w, y + ch + gap
                for c, up, dim in g:
                    if x + cw > rect.right() + 0.5:
                        x, y = rect.left() + label_w, y + ch + gap
                    placed.append(("card", (c, up, dim), x, y))
                    x += step
                x += gap - (step - cw - 1 if step > cw else 0)
        if y + ch > rect.bottom() + 0.5:
            return None
        return placed

    def _flow(self, sections, rect: QRectF, family: str, backs_overlap: bool) -> None:
        aspect = ASPECT.get(family, 0.5)
        hi = min(rect.height(), 150.0, 48.0 / aspect)   # at most 150 px high or 48 px wide
        lo = 12.0
        best = self._layout(sections, rect, lo * aspect, lo, backs_overlap)
        best_h = lo
        while hi - lo > 1.0:  # the largest card height that fits
            mid = (lo + hi) / 2
            placed = self._layout(sections, rect, mid * aspect, mid, backs_overlap)
            if placed is None:
                hi = mid
            else:
                lo, best, best_h = mid, placed, mid
        if best is None:
            return
        ch = best_h
        cw = ch * aspect
        for kind, what, x, y in best:
            if kind == "label":
                self._text(what, x, y + 2, _label_px(ch), QColor("#cfe3d4"))
            else:
                card, up, dim = what
                self._card(card, x, y, cw, ch, up and card is not None, dim)

    def _seat_name(self, info: TableInfo, seat: int) -> str:
        """The seat as its box is headed ("下家（2号）"), else its number."""
        return info.names[seat] if seat < len(info.names) else self._seat_no(seat)

    def _seat_no(self, seat: int) -> str:
        return self.tr("Seat %1").replace("%1", str(seat + 1))

    def _centre(self, view, info: TableInfo, rect: QRectF) -> None:
        if info.result is not None:
            self._result_panel(info, rect)
            return
        x = rect.left() + 10
        y = rect.top() + 6
        # the pile: the stock and, while the deal goes on (买庄), the cards still to deal
        self._text(self.tr("Stock: %1").replace("%1", str(view.pile)), x, y, 18, bold=True)
        y += 30
        if view.live_card is not None:
            how = {"discard": self.tr("discarded"), "flip": self.tr("turned up"),
                   "draw": self.tr("drew")}.get(view.live_how or "", view.live_how or "")
            src = f"{self._seat_name(info, view.live_from)} {how}" if view.live_from is not None else how
            aspect = ASPECT.get(info.family, 0.5)
            ch = min(rect.height() - 110, 150.0, 43.0 / aspect)   # at most 150 px high or 43 px wide
            cw = ch * aspect
            self._card(view.live_card, rect.center().x() - cw / 2, y, cw, ch, True)
            self._text(src, rect.center().x() + cw / 2 + 10, y + ch / 2 - 10, 16)
            y += ch + 8
        if info.caption:
            self._text(info.caption, x, y, 17, QColor("#f2c14e"), width=rect.width() - 20)

    def _result_panel(self, info: TableInfo, area: QRectF) -> None:
        """The hand's result in the centre box (never over a seat's cards)."""
        r = info.result
        lines = list(r.get("lines") or [])
        winner = r.get("winner")
        head = self.tr("No winner") if winner is None else wins_text(info.names[winner])
        nets = "   ".join(f"{self._seat_no(i)} {v:+d}" for i, v in enumerate(r["net"]))
        rows = [head, nets] + lines
        rect = area.adjusted(4, 4, -4, -4)
        self._box(rect, QColor(20, 16, 8, 225), QColor("#f2c14e"), z=10)
        y, bottom = rect.top() + 6, rect.bottom() - 6
        px = 17.0 if rect.height() > 260 else 14.0
        for i, text in enumerate(rows):
            item = QGraphicsTextItem()
            item.setDefaultTextColor(QColor("#f2c14e") if i == 0 else INK)
            item.setFont(ui_font(px * (1.2 if i == 0 else 1.0), bold=i < 2))
            item.setTextWidth(rect.width() - 20)
            item.setPlainText(text)
            item.setPos(rect.left() + 8, y)
            item.setZValue(11)
            h = item.boundingRect().height()
            if y + h > bottom - (0 if i == len(rows) - 1 else px * 1.5):
                item.setPlainText(self.tr("… more under Scoring"))
                h = item.boundingRect().height()
                self._scene.addItem(item)
                break
            self._scene.addItem(item)
            y += h - 2


def _sorted(cards) -> list:
    from app.ui.faces import pairs_by_number

    def key(c):
        if pairs_by_number(c):   # 字牌: small beside big of one number
            return (c.rank, c.big)
        return (getattr(c, "index", 0),)

    try:
        return sorted(cards, key=key)
    except TypeError:
        return list(cards)

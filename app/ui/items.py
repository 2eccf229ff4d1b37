"""Scene items.  A ``CardItem`` pairs a picture with a card *value* and never
changes the game: clicks and drops are reported to the table, which asks the
controller."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .faces import FaceCache, ui_font_family


class CardItem(QGraphicsObject):
    """One card on the table (or a back, when ``card`` is None or face down)."""

    def __init__(self, card, family: str, cache: FaceCache, table, zone: tuple, face_up: bool = True):
        super().__init__()
        self.card = card
        self.family = family
        self.cache = cache
        self.table = table
        self.zone = zone
        self.face_up = face_up and card is not None
        self.w, self.h = 40.0, 140.0
        self.selected = False
        self.legal = False        # a legal discard right now (highlighted on hover)
        self.dimmed = False
        self.marked = False       # the card just played (in play, or last in its discard row)
        self.hand_index = -1
        self._press: QPointF | None = None
        self._dragging = False
        self._hover = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.NoCache)

    # The table animates "pos" (QPropertyAnimation); the size follows the layout.
    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def set_badge(self, text: str) -> None:
        """A group's name on its first card (碰, 杠, 涨 …); a child item, so it moves with the card."""
        badge = getattr(self, "_badge", None)
        if not text:
            if badge is not None:
                badge.setVisible(False)
            return
        if badge is None:
            badge = self._badge = Caption("#ffffff")
            badge.background = QColor(120, 20, 20, 215)
            badge.bold = True
            badge.setParentItem(self)
        px = max(9, int(min(self.w * 0.5, 15)))
        bw, bh = len(text) * px + 6, px + 5
        badge.set(text, bw, bh, Qt.AlignCenter)
        badge.setPos(1, 1)   # the top corner: the numeral at the foot stays readable
        badge.setVisible(True)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        dev = painter.device()
        dpr = dev.devicePixelRatioF() if dev is not None else 1.0
        pm = self.cache.pixmap(self.card, self.family, self.w, self.h, dpr, self.face_up)
        painter.setRenderHint(QPainter.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(0, 0, self.w, self.h), pm, QRectF(0, 0, pm.width(), pm.height()))
        if self.dimmed:
            painter.fillRect(QRectF(0, 0, self.w, self.h), QColor(0, 0, 0, 70))
        if self.marked:
            painter.setPen(QPen(QColor("#ff7a1a"), 3))
            painter.setBrush(Qt.NoBrush)
            r = min(self.w, self.h) * 0.12
            painter.drawRoundedRect(QRectF(-1, -1, self.w + 2, self.h + 2), r, r)
        if self.selected or (self._hover and self.legal):
            painter.setPen(QPen(QColor("#f2b705") if self.selected else QColor("#8fd694"), 3))
            painter.setBrush(Qt.NoBrush)
            r = min(self.w, self.h) * 0.12
            painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), r, r)

    def hoverEnterEvent(self, event):
        self._hover = True
        self.update()
        if self.card is not None and self.face_up:
            self.table.card_hovered(self)

    def hoverLeaveEvent(self, event):
        self._hover = False
        self.update()
        unhover = getattr(self.table, "card_unhovered", None)
        if unhover is not None:
            unhover(self)

    def mousePressEvent(self, event):
        if event.button() != Qt.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab_offset = event.scenePos() - self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event):
        if self._press is None or self.zone[0] != "hand" or not self.table.is_own_hand(self):
            return
        if not self._dragging and (event.scenePos() - self._press).manhattanLength() > 8:
            self._dragging = True
            self.setZValue(1000)
        if self._dragging:
            self.setPos(event.scenePos() - self._grab_offset)

    def mouseReleaseEvent(self, event):
        press, self._press = self._press, None
        if press is None:
            return
        if self._dragging:
            self._dragging = False
            self.table.card_dropped(self, event.scenePos())
        else:
            self.table.card_clicked(self)

    def mouseDoubleClickEvent(self, event):
        self.table.card_double_clicked(self)


class Plate(QGraphicsObject):
    """A seat's name plate: who, 庄, how many cards, flags; lit when it is their turn."""

    def __init__(self):
        super().__init__()
        self.text = ""
        self.parts: list[str] = []
        self.active = False
        self.w, self.h = 160.0, 26.0
        self.font = QFont(ui_font_family())

    def set(self, text: str, active: bool, w: float, h: float, parts: list[str] | None = None) -> None:
        """``parts``: the words of ``text`` most important first (who, 庄, cards, flags, level);
        when the whole text cannot fit, the plate shows as many of the first ones as fit (the
        whole text is its tooltip)."""
        self.prepareGeometryChange()
        self.text, self.active, self.w, self.h = text, active, w, h
        self.parts = list(parts) if parts else [text]
        self.setToolTip(text)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def _fit(self, text: str):
        """(pixel size, flags) to draw ``text`` whole in the plate: one line, shrinking to 10 px,
        else two lines of smaller text; None when it does not fit whole."""
        box = QRectF(8, 0, self.w - 16, self.h)
        px = max(10, int(self.h * 0.55))
        font = QFont(self.font)
        font.setPixelSize(px)
        while px > 10 and QFontMetrics(font).horizontalAdvance(text) > box.width():
            px -= 1   # smaller before cut: "bought 庄" stays whole on a 1024-pixel screen
            font.setPixelSize(px)
        if QFontMetrics(font).horizontalAdvance(text) <= box.width():
            return px, Qt.AlignVCenter | Qt.AlignLeft
        # still too long (English on a narrow side plate): two lines of smaller text
        px = max(8, min(px, int(self.h * 0.42)))
        font.setPixelSize(px)
        flags = Qt.AlignVCenter | Qt.AlignLeft | Qt.TextWordWrap
        need = QFontMetrics(font).boundingRect(box.toRect(), int(flags), text)
        if need.height() <= box.height() + 1 and need.width() <= box.width() + 1:
            return px, flags
        return None

    def shown_text(self) -> tuple[str, int, object]:
        """What the plate draws: the whole text if it fits, else its first parts (who first,
        then 庄 and the card count …), else the name elided at the end."""
        for k in range(len(self.parts), 0, -1):
            text = self.text if k == len(self.parts) else "  ".join(self.parts[:k])
            fit = self._fit(text)
            if fit is not None:
                return text, fit[0], fit[1]
        font = QFont(self.font)
        font.setPixelSize(10)
        return (QFontMetrics(font).elidedText(self.parts[0], Qt.ElideRight, int(self.w - 16)), 10,
                Qt.AlignVCenter | Qt.AlignLeft)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(QColor("#f2b705") if self.active else QColor(255, 255, 255, 60), 2))
        painter.setBrush(QBrush(QColor(242, 183, 5, 70) if self.active else QColor(0, 0, 0, 60)))
        painter.drawRoundedRect(QRectF(1, 1, self.w - 2, self.h - 2), 6, 6)
        text, px, flags = self.shown_text()
        self.font.setPixelSize(px)
        painter.setFont(self.font)
        painter.setPen(QColor("#fff7d6"))
        painter.drawText(QRectF(8, 0, self.w - 16, self.h), flags, text)


class Caption(QGraphicsObject):
    """A short line of text on the felt (stock count, who played the live card, a meld's name)."""

    def __init__(self, colour: str = "#fff7d6"):
        super().__init__()
        self.text = ""
        self.colour = QColor(colour)
        self.w, self.h = 100.0, 20.0
        self.align = Qt.AlignCenter
        self.font = QFont(ui_font_family())
        self.bold = False
        self.wrap = False
        self.fixed_px = 0
        self.lines = 1
        self.background = QColor(0, 0, 0, 0)

    def set(self, text: str, w: float, h: float, align=Qt.AlignCenter) -> None:
        self.prepareGeometryChange()
        self.wrap, self.fixed_px = False, 0
        self.text, self.w, self.h, self.align = text, w, h, align
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def _pad(self) -> int:
        """The inset of wrapped text at each side: room for the rounded background, if any."""
        return 12 if self.background.alpha() else 4

    def fit(self, text: str, max_w: float, px: int) -> tuple[float, float]:
        """Size the caption to ``text`` at ``px`` pixels, wrapping at ``max_w``."""
        self.font.setPixelSize(px)
        self.font.setBold(self.bold)
        fm = QFontMetrics(self.font)
        pad = self._pad()
        r = fm.boundingRect(QRect(0, 0, int(max_w) - 2 * pad, 10000), Qt.AlignCenter.value | Qt.TextWordWrap.value,
                            text)
        self.prepareGeometryChange()
        self.text, self.align, self.wrap, self.fixed_px = text, Qt.AlignCenter, True, px
        self.w, self.h = r.width() + 2 * pad, r.height() + 14
        self.lines = max(1, round(r.height() / max(1, fm.lineSpacing())))
        self.update()
        return self.w, self.h

    def fit_box(self, text: str, max_w: float, max_h: float, px: int, least: int = 9) -> tuple[float, float]:
        """``fit``, the font made smaller until the text lies within ``max_w`` × ``max_h``
        (at ``least`` pixels it is elided to one line with a tooltip holding the whole).  A text
        that fits on one line at three quarters of ``px`` is set so, not broken: Chinese wraps
        at any character ("本局结 / 束")."""
        for size in range(px, max(least, round(px * 0.75)) - 1, -1):
            w, h = self.fit(text, max_w, size)
            if self.lines == 1 and w <= max_w + 0.5 and h <= max_h + 0.5:
                self.setToolTip("")
                return w, h
        for size in range(px, least - 1, -1):
            w, h = self.fit(text, max_w, size)
            if w <= max_w + 0.5 and h <= max_h + 0.5:
                self.setToolTip("")
                return w, h
        self.font.setPixelSize(least)
        fm = QFontMetrics(self.font)
        short = fm.elidedText(text, Qt.ElideRight, int(max_w) - 24)
        w, h = self.fit(short, max_w, least)
        self.setToolTip(text)
        return w, h

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.background.alpha():
            painter.setRenderHint(QPainter.Antialiasing)
            painter.setPen(Qt.NoPen)
            painter.setBrush(self.background)
            painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 6, 6)
        self.font.setPixelSize(self.fixed_px or max(9, int(self.h * 0.62)))
        self.font.setBold(self.bold)
        painter.setFont(self.font)
        painter.setPen(self.colour)
        flags = self.align.value | Qt.AlignVCenter.value | (Qt.TextWordWrap.value if self.wrap else 0)
        pad = self._pad() if self.wrap else 4
        painter.drawText(QRectF(pad, 0, self.w - 2 * pad, self.h), flags, self.text)


class Zoom(QGraphicsObject):
    """A hovered card drawn large with its name under it: the figure's name on a long
    card is too small to read at table size on a laptop screen."""

    def __init__(self, cache: FaceCache):
        super().__init__()
        self.cache = cache
        self.card, self.family, self.text = None, "longcard", ""
        self.w, self.h, self.text_h = 80.0, 280.0, 24.0
        self.font = QFont(ui_font_family())

    def show_card(self, card, family: str, text: str, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self.card, self.family, self.text, self.w, self.h = card, family, text, w, h
        self.text_h = max(18.0, min(26.0, h * 0.09))
        self.update()

    def size(self) -> tuple[float, float]:
        return max(self.w, self._text_w()) + 12, self.h + self.text_h + 14

    def _text_w(self) -> float:
        self.font.setPixelSize(int(self.text_h * 0.7))
        return QFontMetrics(self.font).horizontalAdvance(self.text) + 12

    def boundingRect(self) -> QRectF:
        w, h = self.size()
        return QRectF(0, 0, w, h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.card is None:
            return
        w, h = self.size()
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(QColor("#f2b705"), 2))
        painter.setBrush(QColor(10, 30, 22, 235))
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), 8, 8)
        dev = painter.device()
        dpr = dev.devicePixelRatioF() if dev is not None else 1.0
        pm = self.cache.pixmap(self.card, self.family, self.w, self.h, dpr, True)
        painter.setRenderHint(QPainter.SmoothPixmapTransform)
        painter.drawPixmap(QRectF((w - self.w) / 2, 6, self.w, self.h), pm, QRectF(0, 0, pm.width(), pm.height()))
        self.font.setPixelSize(int(self.text_h * 0.7))
        painter.setFont(self.font)
        painter.setPen(QColor("#fff7d6"))
        painter.drawText(QRectF(0, self.h + 8, w, self.text_h), Qt.AlignCenter, self.text)

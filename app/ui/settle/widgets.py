"""Small widgets of the settle window: a row of card pictures, the card
palette, and a flow layout that wraps the arrangement's groups."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QToolButton, QWidget

from app.ui.faces import ASPECT, FaceCache, ui_font_family

_CACHE: FaceCache | None = None


def face_cache() -> FaceCache:
    """One cache of scaled faces for every settle widget (art, or drawn faces)."""
    global _CACHE
    if _CACHE is None:
        _CACHE = FaceCache()
    return _CACHE


def card_height(family: str, width: int) -> int:
    return int(round(width / ASPECT[family]))


class CardStrip(QWidget):
    """A row of card faces.  Clicking a card emits its index (the window uses
    it to take that card out again).

    ``fit``: the strip keeps one fixed height whatever it holds and never asks
    for more width than it is given — cards overlap, fanned like a held hand,
    once they do not fit side by side (an input field that does not jump as
    cards come and go)."""

    clicked = Signal(int)

    def __init__(self, family: str, width: int = 26, parent=None, gap: int = 2, clickable: bool = False,
                 fit: bool = False):
        super().__init__(parent)
        self.family = family
        self.card_w = width
        self.gap = gap
        self.fit = fit
        self.cards: tuple = ()
        self.marks: dict[int, str] = {}   # index -> small caption drawn under the card
        self.clickable = clickable
        self.setSizePolicy(QSizePolicy.Ignored if fit else QSizePolicy.Minimum, QSizePolicy.Fixed)
        if fit:
            self.setFixedHeight(card_height(family, width) + 2)
        if clickable:
            self.setCursor(Qt.PointingHandCursor)
            self.setMouseTracking(True)
        self._hover = -1

    def set_family(self, family: str, width: int | None = None) -> None:
        self.family = family
        if width is not None:
            self.card_w = width
        if self.fit:
            self.setFixedHeight(card_height(family, self.card_w) + 2)
        self.updateGeometry()
        self.update()

    def set_cards(self, cards, marks: dict[int, str] | None = None) -> None:
        self.cards = tuple(cards)
        self.marks = dict(marks or {})
        self.setToolTip(" ".join(f"{c.name}" for c in self.cards))
        self.updateGeometry()
        self.update()

    def _mark_h(self) -> int:
        return 14 if self.marks else 0

    def sizeHint(self) -> QSize:
        n = max(1, len(self.cards))
        return QSize(n * (self.card_w + self.gap), card_height(self.family, self.card_w) + self._mark_h() + 2)

    def minimumSizeHint(self) -> QSize:
        if self.fit:
            return QSize(self.card_w, card_height(self.family, self.card_w) + 2)
        return self.sizeHint()

    def step(self) -> float:
        """The distance from one card to the next (less than a card once they overlap)."""
        full = self.card_w + self.gap
        n = len(self.cards)
        if not self.fit or n <= 1 or n * full <= self.width():
            return float(full)
        return max(4.0, (self.width() - self.card_w) / (n - 1))

    def index_at(self, pos: QPoint) -> int:
        step = self.step()
        i = int(pos.x() // step)
        if i >= len(self.cards) and pos.x() < (len(self.cards) - 1) * step + self.card_w:
            i = len(self.cards) - 1            # the last card shows whole
        return i if 0 <= i < len(self.cards) else -1

    def mouseMoveEvent(self, event):
        if self.clickable:
            i = self.index_at(event.position().toPoint())
            if i != self._hover:
                self._hover = i
                self.update()

    def leaveEvent(self, event):
        self._hover = -1
        self.update()

    def mouseReleaseEvent(self, event):
        if self.clickable and event.button() == Qt.LeftButton:
            i = self.index_at(event.position().toPoint())
            if i >= 0:
                self.clicked.emit(i)

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.SmoothPixmapTransform)
        dpr = self.devicePixelRatioF()
        w = self.card_w
        h = card_height(self.family, w)
        cache = face_cache()
        font = QFont(ui_font_family())
        font.setPixelSize(11)
        p.setFont(font)
        step = self.step()
        for i, card in enumerate(self.cards):
            x = i * step
            pm = cache.pixmap(card, self.family, w, h, dpr)
            p.drawPixmap(QRectF(x, 0, w, h), pm, QRectF(0, 0, pm.width(), pm.height()))
            if i in self.marks:
                p.setPen(QColor("#5a4a2a"))
                p.drawText(QRectF(x - 4, h, w + 8, self._mark_h()), Qt.AlignCenter, self.marks[i])
        if 0 <= self._hover < len(self.cards):   # on top: the card a click takes out
            i = self._hover
            x = i * step
            vis = w if i == len(self.cards) - 1 else min(float(w), step)
            p.fillRect(QRectF(x, 0, vis, h), QColor(192, 38, 31, 60))
            p.setPen(QPen(QColor("#c0261f"), 2))
            p.drawLine(QPointF(x + 3, 4), QPointF(x + vis - 3, h - 4))
            p.drawLine(QPointF(x + vis - 3, 4), QPointF(x + 3, h - 4))
        p.end()


class PaletteButton(QToolButton):
    """One card of the palette: its face, and how many copies are still free."""

    def __init__(self, card, family: str, width: int, parent=None):
        super().__init__(parent)
        self.card = card
        self.family = family
        self.card_w = width
        self.left = 4
        from app.ui.i18n import zh_term

        self.setToolTip(f"{zh_term(card.name)} ({card.code})")
        self.setCursor(Qt.PointingHandCursor)
        self.setAutoRaise(True)
        self.setFixedSize(width + 4, card_height(family, width) + 18)
        self.setAccessibleName(card.name)

    def set_left(self, n: int) -> None:
        self.left = n
        self.setEnabled(n > 0)
        self.update()

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.SmoothPixmapTransform)
        w = self.card_w
        h = card_height(self.family, w)
        pm = face_cache().pixmap(self.card, self.family, w, h, self.devicePixelRatioF())
        p.drawPixmap(QRectF(2, 2, w, h), pm, QRectF(0, 0, pm.width(), pm.height()))
        if self.underMouse() and self.isEnabled():
            p.setPen(QPen(QColor("#f2b705"), 2))
            p.drawRoundedRect(QRectF(2, 2, w, h), 4, 4)
        if not self.isEnabled():
            p.fillRect(QRectF(2, 2, w, h), QColor(255, 255, 255, 170))
        font = QFont(ui_font_family())
        font.setPixelSize(11)
        p.setFont(font)
        p.setPen(QColor("#8a1c1c") if self.left == 0 else QColor("#444"))
        p.drawText(QRectF(0, h + 3, w + 4, 14), Qt.AlignCenter, f"×{self.left}")
        p.end()

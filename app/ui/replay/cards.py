"""Card pictures for the replay table: the game table's face cache (art of
``app.art`` or its plain faces) when present, else plain faces drawn here —
a text name on a card shape — so replays never depend on the art."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QPainter, QPainterPath, QPen, QPixmap

# width : height of a card
ASPECT = {"longcard": 1 / 3.5, "zipai": 1 / 2.7}
_CJK = ("Yezi CJK", "Noto Sans CJK SC", "Noto Serif CJK SC", "Source Han Sans SC", "WenQuanYi Zen Hei",
        "Microsoft YaHei", "PingFang SC")
_family: str | None = None


def font_family() -> str:
    """A font that has Chinese: the table's if it is there, else the system's."""
    global _family
    if _family is None:
        try:
            from app.ui.faces import ui_font_family

            _family = ui_font_family()
        except Exception:
            families = set(QFontDatabase.families())
            _family = next((f for f in _CJK if f in families), QGuiApplication.font().family())
    return _family


def ui_font(px: float, bold: bool = False) -> QFont:
    f = QFont(font_family())
    f.setPixelSize(max(6, int(px)))
    f.setBold(bold)
    return f


class Faces:
    """Pixmaps by (card, size), cached."""

    def __init__(self):
        self._shared = None
        try:
            from app.ui.faces import FaceCache

            self._shared = FaceCache()
        except Exception:
            self._shared = None
        self._cache: dict[tuple, QPixmap] = {}

    def pixmap(self, card, family: str, w: float, h: float, dpr: float, face_up: bool = True) -> QPixmap:
        if self._shared is not None:
            try:
                return self._shared.pixmap(card, family, w, h, dpr, face_up)
            except Exception:
                self._shared = None  # a changed or broken cache: draw our own from now on
        key = (card.code if face_up and card is not None else None, family, int(w), int(h), round(dpr, 2))
        pm = self._cache.get(key)
        if pm is None:
            pm = draw_plain(card if face_up else None, family, max(1, int(w * dpr)), max(1, int(h * dpr)))
            pm.setDevicePixelRatio(dpr)
            if len(self._cache) > 500:
                self._cache.clear()
            self._cache[key] = pm
        return pm


def _colour(card) -> QColor:
    if getattr(card, "family", "") == "zipai":
        return QColor("#c0261f") if card.red else QColor("#1a1a1a")
    return {"t": QColor("#1d3f8f"), "s": QColor("#1f6b2e"), "w": QColor("#8a1c1c")}.get(
        getattr(card, "suit", None), QColor("#c0261f") if card.code in ("qian", "kong") else QColor("#1a1a1a"))


def draw_plain(card, family: str, w: int, h: int) -> QPixmap:
    """A plain face: the card's Chinese name on a paper shape (or a back)."""
    pm = QPixmap(w, h)
    pm.fill(Qt.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.TextAntialiasing)
    r = QRectF(0.5, 0.5, w - 1, h - 1)
    radius = min(w, h) * 0.12
    path = QPainterPath()
    path.addRoundedRect(r, radius, radius)
    if card is None:
        p.fillPath(path, QColor("#2f5d50") if family == "longcard" else QColor("#6b2b2b"))
        p.setPen(QPen(QColor("#e8d9a8"), max(1.0, w * 0.05)))
        p.drawRoundedRect(r.adjusted(w * 0.15, w * 0.15, -w * 0.15, -w * 0.15), radius * .6, radius * .6)
        p.end()
        return pm
    p.fillPath(path, QColor("#f7f0dc"))
    p.setPen(QPen(QColor("#6d5b3a"), max(1.0, w * 0.03)))
    p.drawPath(path)
    text = card.name
    n = max(1, len(text))
    size = min(w * 0.8, h * 0.8 / n)
    p.setFont(ui_font(size, bold=True))
    p.setPen(_colour(card))
    top = h * 0.08
    for i, ch in enumerate(text):  # stacked top to bottom, as written on the cards
        p.drawText(QRectF(0, top + i * size * 1.05, w, size * 1.05), Qt.AlignCenter, ch)
    p.end()
    return pm

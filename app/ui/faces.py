"""Card pictures for the table: the art of ``app.art`` when it is there, plain
drawn faces otherwise (a theme may lack a face, and the program must still
start without any art).  Pixmaps are cached per size and device pixel ratio,
so high-DPI screens get sharp cards.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap

from .uifont import ui_font_family  # noqa: F401  (the table's font; callers import it from here)

# width : height of a card as seen on the table, by the family's art folder
ASPECT = {"longcard": 1 / 3.5, "zipai": 1 / 2.7}
BACK_COLOUR = {"longcard": "#2f5d50", "zipai": "#6b2b2b"}   # a plain back, when a theme has none


def pairs_by_number(card) -> bool:
    """A card that comes small and big of one number (字牌: 二 and 贰) — the card says so
    (it has ``big``); players keep such cards side by side, small before big."""
    return getattr(card, "big", None) is not None


def name_in_strip(card) -> bool:
    """A card whose name is written small in a strip under its figure (a long card's 人物),
    so it wants the zoom to be read; a card whose face is its big character does not."""
    return getattr(card, "figure", None) is not None

def _art():
    try:
        import app.art as art
    except Exception:
        return None
    return art


def face_file(code: str, theme: str | None = None) -> Path | None:
    art = _art()
    if art is None or not hasattr(art, "face_path"):
        return None
    try:
        p = art.face_path(code, theme=theme or None)
    except Exception:
        return None
    return Path(p) if p and Path(p).is_file() else None


def back_file(family: str) -> Path | None:
    art = _art()
    if art is None or not hasattr(art, "back_path"):
        return None
    try:
        p = art.back_path(family)
    except Exception:
        return None
    return Path(p) if p and Path(p).is_file() else None


def load_face_pixmap(path) -> QPixmap | None:
    """The picture at ``path``: the bundled art as it is; a player's theme
    file only through ``app.art.load_theme_image`` (PNG or JPEG by content,
    pixel count capped before decoding, scaled once to the card's size), so a
    huge photo costs no more memory than the generated face.  None if refused."""
    art = _art()
    if art is None:
        return None
    try:
        if not art.is_theme_file(path):
            pm = QPixmap(str(path))
            return None if pm.isNull() else pm
        rel = Path(path).relative_to(art.themes_dir()).parts
        family = rel[1] if len(rel) > 2 and rel[1] in ("longcard", "zipai") else "longcard"
        image = art.load_theme_image(path, art.card_size(family))
    except Exception:
        return None
    from PySide6.QtGui import QImage

    data = image.tobytes("raw", "RGBA")
    qimage = QImage(data, image.width, image.height, 4 * image.width, QImage.Format_RGBA8888).copy()
    return QPixmap.fromImage(qimage)


def themes() -> list[str]:
    art = _art()
    try:
        return list(art.themes()) if art is not None and hasattr(art, "themes") else []
    except Exception:
        return []


class FaceCache:
    """Scaled pixmaps of faces and backs."""

    def __init__(self):
        self.theme: str = ""
        self._files: dict[tuple, QPixmap | None] = {}
        self._scaled: dict[tuple, QPixmap] = {}

    def set_theme(self, theme: str) -> None:
        if theme != self.theme:
            self.theme = theme
            self._files.clear()
            self._scaled.clear()

    def _source(self, key: tuple) -> QPixmap | None:
        if key not in self._files:
            kind, code = key
            path = back_file(code) if kind == "back" else face_file(code, self.theme)
            pm = load_face_pixmap(path) if path else None
            self._files[key] = pm if pm is not None and not pm.isNull() else None
        return self._files[key]

    def pixmap(self, card, family: str, w: float, h: float, dpr: float, face_up: bool = True) -> QPixmap:
        code = card.code if (face_up and card is not None) else family
        key = (code, face_up, int(w), int(h), round(dpr, 2))
        pm = self._scaled.get(key)
        if pm is None:
            pw, ph = max(1, int(w * dpr)), max(1, int(h * dpr))
            src = self._source(("face", code) if face_up and card is not None else ("back", family))
            if src is not None:
                pm = src.scaled(pw, ph, Qt.IgnoreAspectRatio, Qt.SmoothTransformation)
            else:
                pm = draw_plain(card if face_up else None, family, pw, ph)
            pm.setDevicePixelRatio(dpr)
            if len(self._scaled) > 600:
                self._scaled.clear()
            self._scaled[key] = pm
        return pm


# -- plain faces ---------------------------------------------------------------

_SUIT_COLOUR = {"t": QColor("#1d3f8f"), "s": QColor("#1f6b2e"), "w": QColor("#8a1c1c")}
_RED = QColor("#c0261f")
_BLACK = QColor("#1a1a1a")
_PAPER = QColor("#f7f0dc")


def _vertical_text(p: QPainter, text: str, rect: QRectF, colour: QColor, max_px: float) -> None:
    """Characters stacked top to bottom, as Chinese is written on cards."""
    n = max(1, len(text))
    size = min(max_px, rect.height() / n * 0.92, rect.width() * 0.92)
    font = QFont(ui_font_family())
    font.setPixelSize(max(4, int(size)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(colour)
    step = rect.height() / n
    for i, ch in enumerate(text):
        p.drawText(QRectF(rect.left(), rect.top() + i * step, rect.width(), step), Qt.AlignCenter, ch)


def draw_plain(card, family: str, w: int, h: int) -> QPixmap:
    pm = QPixmap(w, h)
    pm.fill(Qt.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.TextAntialiasing)
    r = QRectF(0.5, 0.5, w - 1, h - 1)
    radius = min(w, h) * 0.12
    path = QPainterPath()
    path.addRoundedRect(r, radius, radius)
    if card is None:  # back
        p.fillPath(path, QColor(BACK_COLOUR.get(family, "#2f5d50")))
        p.setPen(QPen(QColor("#e8d9a8"), max(1.0, w * 0.04)))
        inner = r.adjusted(w * 0.14, w * 0.14, -w * 0.14, -w * 0.14)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        p.end()
        return pm
    p.fillPath(path, _PAPER)
    p.setPen(QPen(QColor("#6d5b3a"), max(1.0, w * 0.03)))
    p.drawPath(path)
    pad = w * 0.08
    if not pairs_by_number(card):   # a long card: name and figure (or an honour's name) written down it
        suit = getattr(card, "suit", None)
        if suit is not None:
            colour = _SUIT_COLOUR[suit]
            name = card.name  # 二万
            _vertical_text(p, name, QRectF(pad, pad, w - 2 * pad, h * 0.42), colour, w * 0.8)
            figure = card.figure or ""
            _vertical_text(p, figure, QRectF(pad, h * 0.50, w - 2 * pad, h * 0.46), QColor("#4a3b22"), w * 0.55)
        else:
            colour = _RED if card.code in ("kong", "qian") else _BLACK
            _vertical_text(p, card.name, QRectF(pad, h * 0.08, w - 2 * pad, h * 0.84), colour, w * 0.8)
        if getattr(card, "is_jiang", False):  # 将 mark: a red corner
            p.setBrush(_RED)
            p.setPen(Qt.NoPen)
            p.drawEllipse(QRectF(w - pad * 2.2, pad * 0.6, pad * 1.4, pad * 1.4))
    else:
        colour = _RED if card.red else _BLACK
        if card.big:  # big cards: a double frame so small and big differ at a glance
            p.setPen(QPen(colour, max(1.0, w * 0.035)))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(r.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1), radius * 0.5, radius * 0.5)
        font = QFont(ui_font_family())
        font.setPixelSize(max(4, int(w * 0.68)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(colour)
        p.drawText(QRectF(0, h * 0.04, w, w * 0.95), Qt.AlignCenter, card.name)
        p.save()  # the same character upside down at the other end, as on real cards
        p.translate(w / 2, h - w * 0.04 - w * 0.475)
        p.rotate(180)
        p.drawText(QRectF(-w / 2, -w * 0.475, w, w * 0.95), Qt.AlignCenter, card.name)
        p.restore()
    p.end()
    return pm

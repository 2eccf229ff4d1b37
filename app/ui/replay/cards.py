"""Card pictures and fonts for the replay windows: the game table's own
(``app.ui.faces``: the art of ``app.art`` when present, else plain faces
drawn there — a text name on a card shape — so replays never depend on the art)."""

from __future__ import annotations

from PySide6.QtGui import QFont

from app.ui.faces import ASPECT, ui_font_family
from app.ui.faces import FaceCache as Faces

__all__ = ["ASPECT", "Faces", "ui_font", "window_font"]


def ui_font(px: float, bold: bool = False) -> QFont:
    f = QFont(ui_font_family())
    f.setPixelSize(max(6, int(px)))
    f.setBold(bold)
    return f


def window_font(px: float, bold: bool = False) -> QFont:
    """A window's words (the move list, the toolbars, the statistics) at ``px`` pixels times the
    settings' text size; the felt's words keep ``ui_font``'s size, which its layout measures."""
    from app.ui.uifont import text_scale

    return ui_font(px * text_scale(), bold)

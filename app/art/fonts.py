"""Paths of the bundled fonts (Qt-free; the art draws with pillow)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from app.paths import resources_dir

UI_FAMILY = "Yezi CJK"        # Noto Sans CJK SC subset: every string the program shows
ART_FAMILY = "Yezi Serif"     # Noto Serif CJK SC Bold subset: the ink on the card faces


def fonts_dir() -> Path:
    return resources_dir() / "fonts"


def ui_font_path() -> Path:
    return fonts_dir() / "YeziCJK-Regular.otf"


def art_font_path() -> Path:
    return fonts_dir() / "YeziSerif-Bold.otf"


def licence_path() -> Path:
    return fonts_dir() / "OFL.txt"


@lru_cache(maxsize=64)
def pil_font(size: int, art: bool = True):
    """A pillow font at ``size`` px from the bundled files."""
    from PIL import ImageFont

    return ImageFont.truetype(str(art_font_path() if art else ui_font_path()), size)

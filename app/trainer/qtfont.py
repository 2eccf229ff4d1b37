"""Load the bundled fonts into Qt.  Call ``load_app_font()`` once after the
QApplication exists; it returns the family to use for all Chinese text
("Yezi CJK").  The subset's family is renamed on purpose: under the original
name Qt would silently pick a system font of that name instead."""

from __future__ import annotations

_loaded: dict[str, str] = {}


def load_font_file(path) -> str | None:
    from app import _pyside_refcount_fix  # noqa: F401  (before Qt is used)
    from PySide6.QtGui import QFontDatabase

    key = str(path)
    if key in _loaded:
        return _loaded[key]
    fid = QFontDatabase.addApplicationFont(key)
    families = QFontDatabase.applicationFontFamilies(fid) if fid >= 0 else []
    if not families:
        return None
    _loaded[key] = families[0]
    return families[0]


def load_app_font() -> str:
    """Register "Yezi CJK" (UI) and "Yezi Serif" (card ink) with Qt; returns the UI family,
    or the default family if the bundled file is missing (the program still runs)."""
    from PySide6.QtGui import QFontDatabase

    from app.art.fonts import art_font_path, ui_font_path

    load_font_file(art_font_path())
    family = load_font_file(ui_font_path())
    return family or QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()


def art_font_family() -> str | None:
    from app.art.fonts import art_font_path

    return load_font_file(art_font_path())

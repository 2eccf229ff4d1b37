"""The Chinese font the UI draws with, registered once.  Its own module (not
``app.ui.faces``) because the game window's first frame needs the font and
nothing else of the card pictures: no ``Qt`` namespace, no painter classes
(docs/performance.md, "first frame, session 6")."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QGuiApplication

_font_family: str | None = None


def ui_font_family() -> str:
    """The Chinese font the UI draws with: the bundled subset ("Yezi CJK") if
    it is there, else any CJK font the system has."""
    global _font_family
    if _font_family is not None:
        return _font_family
    from app.paths import resources_dir

    def candidates():
        try:
            from app.art.fonts import ui_font_path

            yield ui_font_path()
        except Exception:  # art package missing: any bundled font
            pass
        fonts = resources_dir() / "fonts"
        yield from sorted(fonts.glob("*.[ot]tf")) if fonts.is_dir() else ()   # looked for only if needed

    family = None
    for path in candidates():
        if not path.is_file():
            continue
        fid = QFontDatabase.addApplicationFont(str(path))
        fams = QFontDatabase.applicationFontFamilies(fid) if fid >= 0 else []
        if fams:
            family = fams[0]
            break
    if not family:
        for cand in ("Noto Sans CJK SC", "Noto Serif CJK SC", "Source Han Sans SC", "WenQuanYi Zen Hei",
                     "Microsoft YaHei", "PingFang SC"):
            if cand in QFontDatabase.families():
                family = cand
                break
    _font_family = family or QGuiApplication.font().family()
    return _font_family


# the settings' text sizes (``Settings.text_size``): larger words for eyes that need them
TEXT_SCALE = {"normal": 1.0, "large": 1.15, "larger": 1.3}
_base_pt: float | None = None
_size = "normal"            # the text size the application font has now


def text_size() -> str:
    """The text size the application font has now (``use_ui_font``'s last)."""
    return _size


def text_scale() -> float:
    """The factor of the text size in use: for words set at a pixel size of their own."""
    return TEXT_SCALE.get(_size, 1.0)


def use_ui_font(app, text_size: str = "normal") -> None:
    """Make the UI font the application's, at no less than 10 pt (every window command's start),
    times the text size chosen in the settings; called again, it rescales from the same base."""
    from PySide6.QtGui import QFont

    global _base_pt, _size
    if _base_pt is None:
        _base_pt = max(app.font().pointSizeF(), 10.0)
    _size = text_size if text_size in TEXT_SCALE else "normal"
    font = QFont(ui_font_family())
    font.setPointSizeF(round(_base_pt * text_scale(), 1))
    app.setFont(font)

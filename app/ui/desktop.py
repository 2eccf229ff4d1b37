"""How the desktop knows Yezi's windows: the icon (drawn by packaging/make_icons.py
from the card art) and the desktop file's id (the .desktop and AppStream files in
packaging/linux/ carry the same id)."""

from __future__ import annotations

APP_ID = "io.github.yezi.Yezi"


def identify(app, icon: bool = True) -> None:
    """Give ``app`` (a QApplication) the desktop file name and the window icon
    (``icon=False``: the name only; ``yezi play`` sets the icon with ``set_icon``
    right after the window's first frame, which does without it)."""
    app.setDesktopFileName(APP_ID)        # Wayland's app id, matched with the installed .desktop
    if icon:
        set_icon(app)


def set_icon(app) -> None:
    """The program's window icon (every window of ``app`` without one of its own)."""
    from PySide6.QtGui import QIcon

    from app.paths import resources_dir

    icon = resources_dir() / "icons" / "yezi.png"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))

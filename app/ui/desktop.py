"""How the desktop knows Yezi's windows: the icon (drawn by packaging/make_icons.py
from the card art) and the desktop file's id (the .desktop and AppStream files in
packaging/linux/ carry the same id)."""

from __future__ import annotations

APP_ID = "io.github.yezi.Yezi"


def identify(app) -> None:
    """Give ``app`` (a QApplication) the window icon and the desktop file name."""
    from PySide6.QtGui import QIcon

    from app.paths import resources_dir

    app.setDesktopFileName(APP_ID)        # Wayland's app id, matched with the installed .desktop
    icon = resources_dir() / "icons" / "yezi.png"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))

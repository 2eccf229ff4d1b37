"""The one QApplication of a window command, made only where Qt can open a window.

On Linux, Qt ends the process (with a page of plugin text, no way to catch it) when
it has no display or its X11 plugin lacks a system library — a fresh desktop often
lacks libxcb-cursor0.  ``application`` asks first and raises a ``DisplayError``
naming what is missing, which ``yezi`` prints as one line."""

from __future__ import annotations

import os
import sys

from app.engine.errors import YeziError

# what the README's note installs; every library Qt's X11 plugin needs beyond a bare desktop
X11_PACKAGES = ("libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 "
                "libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xinerama0 libxcb-xkb1")


class DisplayError(YeziError):
    """Qt could not open a window here."""


def display_problem(environ=os.environ, platform: str = sys.platform, plugin: str | None = None) -> str | None:
    """Why Qt could not open a window, in one line, or None when it can (or we cannot tell)."""
    if not platform.startswith("linux"):
        return None
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen and not chosen.startswith("xcb"):
        return None        # offscreen, wayland, vnc …: Qt's own plugin, its own checks
    if not chosen and environ.get("WAYLAND_DISPLAY"):
        return None        # Qt tries Wayland first there
    if not environ.get("DISPLAY"):
        return "cannot open a window: no display here (DISPLAY is not set)"
    path = plugin if plugin is not None else _xcb_plugin()
    if path is None:
        return None
    import ctypes

    try:
        ctypes.CDLL(path)   # Qt loads it next anyway: the libraries stay loaded for it
    except OSError as exc:
        missing = str(exc).split(":", 1)[0].strip()
        if not missing or os.path.sep in missing:
            missing = "a library"
        return (f"cannot open a window: Qt's X11 support needs {missing}, which is not installed "
                f"(Debian/Ubuntu: sudo apt-get install {X11_PACKAGES})")
    return None


def _xcb_plugin() -> str | None:
    try:
        import PySide6
    except ImportError:
        return None
    base = os.path.dirname(PySide6.__file__)
    for parts in (("Qt", "plugins"), ("plugins",)):      # the wheel; a frozen bundle
        path = os.path.join(base, *parts, "platforms", "libqxcb.so")
        if os.path.isfile(path):
            return path
    return None


def application(argv: list[str] | None = None):
    """The running QApplication, or a new one once Qt can open a window (else ``DisplayError``)."""
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if existing is not None:
        return existing
    problem = display_problem()
    if problem is not None:
        raise DisplayError(problem)
    return QApplication(list(argv) if argv is not None else sys.argv[:1])

"""Windows that fit the screen they open on.

Every top-level window of the program (the table, the replay viewer, the
statistics, the settle window, the trainer) is sized from the *available*
geometry of its screen — the part not taken by task bars — in logical pixels,
so a 1024×768 screen, a 1366×768 laptop and a 2× scaled 4K screen all get a
window that is wholly on screen.  A window's last place is remembered between
runs (``windows.json`` in the per-user config folder, written atomically) and
put back only where it still fits: a window saved on a big monitor and
reopened on a laptop is shrunk and moved onto it.

The arithmetic (``first_rect``, ``clamp_rect``) is pure and tested on its own.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QApplication

FILE_NAME = "windows.json"
# room for a window manager's title bar and frame, which Qt does not count in geometry()
FRAME_W, FRAME_H = 16, 40


def first_rect(avail: QRect, preferred: QSize, fill: float = 0.94) -> QRect:
    """The rectangle a window opens in the first time: its preferred size, or
    ``fill`` of the available area where that is smaller, centred on it."""
    w = min(preferred.width(), int(avail.width() * fill), avail.width() - FRAME_W)
    h = min(preferred.height(), int(avail.height() * fill), avail.height() - FRAME_H)
    w, h = max(200, w), max(150, h)
    x = avail.x() + (avail.width() - w) // 2
    y = avail.y() + max(0, (avail.height() - h - FRAME_H) // 2)
    return QRect(x, y, w, h)


def clamp_rect(rect: QRect, avail: QRect) -> QRect:
    """``rect`` made no larger than ``avail`` (less a frame) and moved wholly inside it."""
    w = min(rect.width(), avail.width() - FRAME_W)
    h = min(rect.height(), avail.height() - FRAME_H)
    x = min(max(rect.x(), avail.x()), avail.x() + avail.width() - w)
    y = min(max(rect.y(), avail.y()), avail.y() + avail.height() - h - FRAME_H // 2)
    return QRect(x, y, max(200, w), max(150, h))


def minimum_for(avail: QRect, wanted: QSize) -> QSize:
    """A minimum size that never forbids fitting on ``avail``."""
    return QSize(min(wanted.width(), avail.width() - FRAME_W), min(wanted.height(), avail.height() - FRAME_H))


def available(window=None) -> QRect:
    """The available geometry of the screen ``window`` is on (else the primary screen)."""
    screen = None
    if window is not None:
        try:
            screen = window.screen()
        except RuntimeError:
            screen = None
    screen = screen or QApplication.primaryScreen()
    if screen is None:
        return QRect(0, 0, 1366, 768)
    return screen.availableGeometry()


def _path() -> Path:
    from app.paths import config_dir

    return config_dir() / FILE_NAME


def _load() -> dict:
    try:
        path = _path()
        if not path.is_file() or path.stat().st_size > 200_000:
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return {}   # a window's place is a convenience: a bad file is just ignored
    return data if isinstance(data, dict) else {}


def saved(key: str) -> str:
    value = _load().get(key, "")
    return value if isinstance(value, str) and len(value) < 10000 and \
        all(c in "0123456789abcdef" for c in value) else ""


def remember(window, key: str) -> None:
    """Keep ``window``'s place for the next run (errors are ignored: it is only a convenience)."""
    try:
        from app.records.atomic import atomic_write_bytes

        data = _load()
        data[key] = bytes(window.saveGeometry().toHex()).decode()
        atomic_write_bytes(_path(), json.dumps(data, indent=1).encode("utf-8"))
    except Exception:
        pass


def fit(window, preferred: tuple[int, int], minimum: tuple[int, int] = (640, 480),
        saved_hex: str = "") -> None:
    """Size and place ``window`` for its screen: the saved place if one is
    given and it fits (clamped onto the screen otherwise), else its preferred
    size where that fits."""
    avail = available(window)
    window.setMinimumSize(minimum_for(avail, QSize(*minimum)))
    if saved_hex:
        from PySide6.QtCore import QByteArray   # only for a saved place (its class costs ~0.5 ms to make)

        try:
            ok = window.restoreGeometry(QByteArray.fromHex(saved_hex.encode()))
        except Exception:
            ok = False
        if ok:
            avail = available(window)   # it may have moved to another screen
            if not window.isMaximized() and not window.isFullScreen():
                r = clamp_rect(window.geometry(), avail)
                if r != window.geometry():
                    window.setGeometry(r)
            return
    r = first_rect(avail, QSize(*preferred))
    window.resize(r.size())
    window.move(r.topLeft())

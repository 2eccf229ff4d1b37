"""Destroying top-level windows at a safe moment."""

from __future__ import annotations


def dispose(widget) -> None:
    """Close and delete ``widget`` now, while the QApplication is alive.

    A parentless window left for interpreter shutdown is deleted in an
    arbitrary order with its children; Qt (Qt Charts then) could crash on exit.
    """
    from PySide6.QtCore import QCoreApplication, QEvent

    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def show_or_screenshot(app, window, screenshot: str | None) -> int:
    """Show ``window`` and run ``app``; with a ``screenshot`` path instead save
    the window's picture there (printing the path), dispose of it and return 0."""
    if screenshot:
        check_screenshot(screenshot)
    window.show()
    if not screenshot:
        status = app.exec()
        dispose(window)
        return status
    for _ in range(5):
        app.processEvents()
    try:
        save_screenshot(window, screenshot)
    except Exception:
        dispose(window)
        raise
    print(screenshot)
    dispose(window)
    return 0


SHOT_TYPES = (".png", ".jpg", ".jpeg", ".bmp")


def check_screenshot(path: str) -> None:
    """Refuse, before any window opens, a ``--screenshot`` path that could not
    be written: an unknown picture type, a folder that cannot be made, or one
    that does not take files.  ``RequestError`` with one line."""
    import os
    import secrets
    from pathlib import Path

    from app.engine.errors import RequestError

    target = Path(path)
    if target.suffix.lower() not in SHOT_TYPES:
        raise RequestError(f"--screenshot {path}: unknown picture type {target.suffix or '(none)'!r} "
                           f"(use {', '.join(SHOT_TYPES)})")
    if target.is_dir():
        raise RequestError(f"--screenshot {path}: is a folder")
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / f".yezi-shot-{secrets.token_hex(4)}"
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        os.close(fd)
        probe.unlink()
    except OSError as exc:
        raise RequestError(f"--screenshot {path}: cannot write there ({exc.strerror or exc})") from None


def save_screenshot(widget, path: str) -> None:
    """Save ``widget``'s picture to ``path`` or raise ``RequestError`` saying why."""
    from app.engine.errors import RequestError

    check_screenshot(path)
    if not widget.grab().save(str(path)):
        raise RequestError(f"--screenshot {path}: the picture could not be written")

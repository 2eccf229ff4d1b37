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
    window.show()
    if not screenshot:
        return app.exec()
    from app.engine.errors import RequestError

    for _ in range(5):
        app.processEvents()
    if not window.grab().save(screenshot):
        raise RequestError(f"cannot save the screenshot to {screenshot}")
    print(screenshot)
    dispose(window)
    return 0

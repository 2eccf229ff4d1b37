"""Destroying top-level windows at a safe moment."""

from __future__ import annotations


def dispose(widget) -> None:
    """Close and delete ``widget`` now, while the QApplication is alive.

    A parentless window left for interpreter shutdown is deleted in an
    arbitrary order with its children; Qt Charts then crashes on exit.
    """
    from PySide6.QtCore import QCoreApplication, QEvent

    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

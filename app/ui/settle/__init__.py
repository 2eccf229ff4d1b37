"""Settle a real table's hand: enter the cards, get the 胡/庄/息 and who pays whom.

``SettleWindow(parent=None, variant_id=None)`` is the window; ``yezi settle``
opens it.  Every ruling shown comes from ``variant.engine.judge``.
"""

from app import _pyside_refcount_fix  # noqa: F401  (must run before Qt is used)

from .window import SettleWindow

__all__ = ["SettleWindow"]

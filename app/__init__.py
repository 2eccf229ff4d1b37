"""Yezi 叶子: traditional Chinese paper-card games."""

__version__ = "0.1.0"

# PySide6 6.12 on Python < 3.12 drops a reference to None on every void Qt call;
# every entry point (table, trainer, replay, settle, tests) gets the fix this way.
from app import _pyside_refcount_fix  # noqa: E402,F401

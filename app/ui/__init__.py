"""The game table (Qt): main window, table view, controller, dialogs."""

from app import _pyside_refcount_fix  # noqa: F401  (must run before Qt is used)

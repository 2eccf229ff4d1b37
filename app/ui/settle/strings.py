"""The settle window's language.  Its strings (English source, as written in
``self.tr``) are translated in the program's one catalog,
``app/ui/i18n_catalog.py``, compiled into ``resources/i18n/yezi_<lang>.qm``
with the rest of the UI; switching the window's language installs that
language for the whole program (``app.ui.i18n.install``), so the main window,
if open, follows too."""

from __future__ import annotations

# Qt's translation contexts of the settle window (the classes lupdate sees for ``self.tr``)
CONTEXTS = frozenset({"SettleWindow", "LongSettlement", "ZiSettlement"})


def install(lang: str) -> None:
    """Make the program (and so the settle window) speak ``lang`` ("zh_CN", "zh_TW", "en")."""
    from PySide6.QtCore import QCoreApplication

    from app.ui import i18n

    app = QCoreApplication.instance()
    if app is not None:
        i18n.install(app, lang)


def translate(lang: str, source: str) -> str:
    """``source`` in ``lang`` from the catalog (for tests and tools without Qt)."""
    from app.ui.i18n_catalog import CATALOG, LANGS

    if lang in LANGS and source in CATALOG:
        return CATALOG[source][LANGS.index(lang)]
    return source

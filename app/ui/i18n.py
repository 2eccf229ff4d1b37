"""Languages: Qt's own translation files.  The UI's source strings are
English (``self.tr``); ``resources/i18n/yezi_<lang>.qm`` are compiled with
``pyside6-lrelease`` from the ``.ts`` files, which ``python -m app.ui.i18n_catalog``
regenerates (``pyside6-lupdate`` + the catalog of translations)."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

_installed: list[QTranslator] = []


def qm_path(lang: str):
    from app.paths import resources_dir

    return resources_dir() / "i18n" / f"yezi_{lang}.qm"


def install(app, lang: str) -> bool:
    """Switch the application to ``lang`` ("zh_CN", "zh_TW", "en"); True if a catalog was loaded."""
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    if lang == "en":
        QLocale.setDefault(QLocale(QLocale.English))
        return True
    QLocale.setDefault(QLocale(lang))
    ok = False
    ours = QTranslator(app)
    path = qm_path(lang)
    if path.is_file() and ours.load(str(path)):
        app.installTranslator(ours)
        _installed.append(ours)
        ok = True
    base = QTranslator(app)  # Qt's own buttons (OK, Cancel …)
    if base.load(QLocale(lang), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
        app.installTranslator(base)
        _installed.append(base)
    return ok

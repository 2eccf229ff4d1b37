"""Languages: Qt's own translation files.  The UI's source strings are
English (``self.tr``); ``resources/i18n/yezi_<lang>.qm`` are compiled with
``pyside6-lrelease`` from the ``.ts`` files, which ``python -m app.ui.i18n_catalog``
regenerates (``pyside6-lupdate`` + the catalog of translations).

The engines' sentences (refusals, result lines, the action log) are
``app.engine.messages.Reason`` values; ``engine_text(obj)`` renders one in the
language installed here, so one switch in the settings changes everything."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

_installed: list[QTranslator] = []
_language = "zh_CN"  # the program's default until ``install`` says otherwise


def current() -> str:
    """The UI language now: "zh_CN", "zh_TW" or "en"."""
    return _language


def engine_text(obj, lang: str | None = None) -> str:
    """An engine sentence (a ``Reason``, a ``Seq`` of cards, a card, or plain text) in the
    UI's language — never a Python repr."""
    from app.engine.messages import Reason, render, text

    if obj is None or isinstance(obj, (str, Reason)):
        return text(obj, lang or _language)
    return render(obj, lang or _language)


def chance_text(step, who: str, lang: str | None = None) -> str:
    """"下家 摸出 七": a card drawn or turned up from the stock (a ``Chance`` step) by ``who``."""
    from PySide6.QtCore import QCoreApplication

    how = QCoreApplication.translate("TableView", "drew" if step.kind == "draw" else "turned up")
    return f"{who} {how} {engine_text(step.cards[0], lang)}".strip()


def engine_lines(lines, lang: str | None = None) -> list[str]:
    return [engine_text(x, lang) for x in lines or ()]


def zh_term(text: str, lang: str | None = None) -> str:
    """Chinese game terms and names written in 简体 (庄, 买庄, 海门八胡头 …) in
    繁體 when the language is zh_TW (the engine catalog's character table);
    unchanged otherwise.  For text that stays Chinese in every language."""
    lang = lang or _language
    if lang in ("zh_CN", "en"):   # not 繁體: unchanged, without loading the catalog (the first frame's title)
        return text
    from app.engine.messages import lang_index, render

    return render(str(text), lang) if lang_index(lang) == 1 else text


def variant_name(variant, lang: str | None = None) -> str:
    """A variant's name in ``lang``: English, or its Chinese name (繁體 for zh_TW)."""
    lang = lang or _language
    return variant.name_en if lang == "en" else zh_term(variant.name_zh, lang)


def option_label(option, lang: str | None = None) -> str:
    """A ruleset option's label in ``lang`` (the settings dialog's words for it)."""
    lang = lang or _language
    return option.label_en if lang == "en" else zh_term(option.label_zh, lang)


def sentence(text: str, lang: str | None = None, stop: bool = False) -> str:
    """A clause shown as a sentence of its own: in English with a capital (the engine's English
    reasons are clauses, to be used inside sentences too) and, with ``stop``, ending in a full
    stop ("." or "。")."""
    lang = lang or _language
    if lang == "en":
        text = text[:1].upper() + text[1:]
    return text + (("." if lang == "en" else "。") if stop else "")


def qm_path(lang: str):
    from app.paths import resources_dir

    return resources_dir() / "i18n" / f"yezi_{lang}.qm"


def install(app, lang: str) -> bool:
    """Switch the application to ``lang`` ("zh_CN", "zh_TW", "en"); True if a catalog was loaded."""
    global _language
    _language = lang
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

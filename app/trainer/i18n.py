"""The trainer's languages.  Its words are in the program's one catalog
(``app.ui.i18n_catalog.CATALOG``, English → 简体, 繁體), said through
``i18n_catalog.say`` because the trainer has a language box of its own; Chinese
content (card names, figures, 胡头 names, notes) goes to 繁體 through the engine's
character table (``app.engine.messages.to_traditional``).  No Qt here."""

from __future__ import annotations

from app.engine.messages import to_traditional
from app.ui.i18n_catalog import say

LANGS = {"zh": "简体中文", "zh_TW": "繁體中文", "en": "English"}

__all__ = ["LANGS", "chinese", "to_traditional", "tr"]


def chinese(lang: str, zh: str) -> str:
    """A simplified-Chinese text in the script of ``lang`` ("zh" or "zh_TW")."""
    return to_traditional(zh) if lang == "zh_TW" else zh


def tr(lang: str, source: str, *args) -> str:
    """A trainer text (its English, as in the catalog) in ``lang``, %1 … filled with ``args``."""
    return say(source, lang, *args)

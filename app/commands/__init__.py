"""One module per ``yezi`` subcommand: ``add_arguments(parser)`` and ``run(args) -> int``."""

from __future__ import annotations

from typing import Any

# what a player may type for a language, each command the same (zh-CN, zh_cn and zh alike)
_LANGUAGES = {"zh": "zh_CN", "zh_cn": "zh_CN", "zh_hans": "zh_CN", "cn": "zh_CN",
              "zh_tw": "zh_TW", "zh_hant": "zh_TW", "tw": "zh_TW", "en": "en"}


def language(text: str) -> str:
    """A typed language -> "zh_CN", "zh_TW" or "en" (argparse type)."""
    import argparse

    got = _LANGUAGES.get(text.strip().replace("-", "_").lower())
    if got is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a language: zh_CN (简体), zh_TW (繁體) or en")
    return got


def add_language(p: Any, what: str = "language for this run", default: str | None = None) -> None:
    """``--language`` (or ``--lang``) LANG: the one spelling every command takes."""
    tail = f"; default {default}" if default else "; default: the one in the settings"
    p.add_argument("--language", "--lang", dest="language", type=language, default=default, metavar="LANG",
                   help=f"{what}: zh_CN (简体), zh_TW (繁體) or en{tail}")


def short_language(lang: str | None) -> str | None:
    """zh_CN -> "zh" (the engine's and the trainer's name for 简体); the others as they are."""
    return "zh" if lang == "zh_CN" else lang

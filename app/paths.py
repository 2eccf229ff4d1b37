"""Where the bundled folders are.  Installed, ``resources/`` and ``tiles_art/``
live inside the package (``app/resources``) — in a pip install and in the
PyInstaller bundles alike (packaging/yezi.spec puts them there); in a source
checkout they sit beside ``app/``.  Per-user folders come from platformdirs."""

from __future__ import annotations

from pathlib import Path

_PKG = Path(__file__).resolve().parent


def _bundled(name: str) -> Path:
    inside = _PKG / name
    return inside if inside.is_dir() else _PKG.parent / name


def resources_dir() -> Path:
    return _bundled("resources")


def tiles_art_dir() -> Path:
    return _bundled("tiles_art")


def data_dir() -> Path:
    """Per-user data (saves, statistics, trainer progress, themes)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("yezi", appauthor=False))


def config_dir() -> Path:
    """Per-user settings."""
    import platformdirs

    return Path(platformdirs.user_config_dir("yezi", appauthor=False))

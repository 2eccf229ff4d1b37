"""The program's one version number.  It is written once, in ``pyproject.toml``;
installed (pip or a bundle), it is read from the package metadata; run from a
source checkout, from ``pyproject.toml`` beside ``app/``."""

from __future__ import annotations

import functools
from pathlib import Path

_PKG = Path(__file__).resolve().parent
UNKNOWN = "0+unknown"


def _from_metadata() -> str | None:
    from importlib import metadata

    try:
        dist = metadata.distribution("yezi")
    except metadata.PackageNotFoundError:
        return None
    try:
        # another copy of Yezi installed elsewhere (a checkout run beside an older
        # install, an editable install) says nothing about this one
        if Path(str(dist.locate_file("app"))).resolve() != _PKG:
            return None
    except (OSError, TypeError, ValueError):
        return None
    return dist.version or None


def _from_pyproject(path: Path) -> str | None:
    import tomllib

    try:
        project = tomllib.loads(path.read_text(encoding="utf-8")).get("project", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    found = project.get("version")
    if project.get("name") != "yezi" or not isinstance(found, str):
        return None
    return found


@functools.cache
def version() -> str:
    """``"0.2.0"``, or ``"0+unknown"`` when neither source is there."""
    return _from_metadata() or _from_pyproject(_PKG.parent / "pyproject.toml") or UNKNOWN

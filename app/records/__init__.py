"""Game records: save, resume and replay (pure Python, no Qt).

A game is its history — variant, settings, seed and the actions — so a record
is small and replays exactly through the engine.  See docs/records.md.

The names below are imported on first use, so importing a small piece (the
settings' ``app.records.atomic``) does not import the records and the
autosaver before the game window's first frame.
"""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "Autosaver": "autosave",
    "add_recent": "recent", "recent_games": "recent",
    **{name: "record" for name in ("FORMAT", "VERSION", "MAX_BYTES", "Record", "HandRecord", "HandCheck",
                                   "HandTimeline", "Verification", "RecordMatch", "check_record",
                                   "load_record", "save_record", "resume")},
}

__all__ = [
    "FORMAT", "VERSION", "MAX_BYTES", "Record", "HandRecord", "HandCheck", "HandTimeline", "Verification",
    "RecordMatch", "RecordError", "check_record", "load_record", "save_record", "resume", "Autosaver",
    "add_recent", "recent_games",
]


def __getattr__(name: str) -> Any:
    if name == "RecordError":
        from app.engine.errors import RecordError

        return RecordError
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'app.records' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))

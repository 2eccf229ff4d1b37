"""Game records: save, resume and replay (pure Python, no Qt).

A game is its history — variant, settings, seed and the actions — so a record
is small and replays exactly through the engine.  See docs/records.md.
"""

from app.engine.errors import RecordError

from .autosave import Autosaver
from .recent import add_recent, recent_games
from .record import (FORMAT, MAX_BYTES, VERSION, HandCheck, HandRecord, HandTimeline, Record,
                     RecordMatch, Verification, check_record, load_record, resume, save_record)

__all__ = [
    "FORMAT", "VERSION", "MAX_BYTES", "Record", "HandRecord", "HandCheck", "HandTimeline", "Verification",
    "RecordMatch", "RecordError", "check_record", "load_record", "save_record", "resume", "Autosaver",
    "add_recent", "recent_games",
]

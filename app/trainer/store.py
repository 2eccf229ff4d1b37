"""The trainer's progress file: per-item spaced-repetition records that are
also the statistics (accuracy, response time), in the per-user data folder.

Writes are atomic (temporary file + rename).  A file that cannot be read is
moved aside (``trainer.json.corrupt``, ``…corrupt-2`` …) and the trainer starts
afresh with a message saying where the old file went — never a crash."""

from __future__ import annotations

import json
from pathlib import Path

from app.paths import data_dir

FILE = "trainer.json"
VERSION = 1


def default_path() -> Path:
    return data_dir() / FILE


def _number(v, lo=0.0, integer=False):
    if isinstance(v, bool) or not isinstance(v, (int, float)) or v != v or v < lo:
        return None
    return int(v) if integer else float(v)


def _clean(rec: dict) -> dict:
    """One item's record with every field of the right type (a hand-edited or damaged
    value falls back to its default instead of breaking the trainer later)."""
    from .scheduler import INTERVALS, new_record

    out = new_record()
    box = _number(rec.get("box"), integer=True)
    out["box"] = min(box, len(INTERVALS) - 1) if box is not None else 0
    out["due"] = _number(rec.get("due"), lo=float("-inf")) or 0.0
    step = _number(rec.get("due_step"), integer=True)
    out["due_step"] = step
    out["seen"] = _number(rec.get("seen"), integer=True) or 0
    out["right"] = min(_number(rec.get("right"), integer=True) or 0, out["seen"])
    out["seconds"] = _number(rec.get("seconds")) or 0.0
    out["last"] = _number(rec.get("last"), lo=float("-inf"))
    out["missed"] = rec.get("missed") is True
    return out


class TrainerStore:
    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else default_path()
        self.data = {"version": VERSION, "records": {}, "settings": {}}
        self.message: str | None = None       # set when the old file had to be set aside (English, for logs)
        self.aside: Path | None = None         # where that file went (the window says it in its language)

    @property
    def records(self) -> dict:
        return self.data["records"]

    @property
    def settings(self) -> dict:
        return self.data["settings"]

    def load(self) -> "TrainerStore":
        if not self.path.exists():
            return self
        try:
            from app.records.atomic import TooLarge, read_capped

            try:  # a regular file only: a named pipe or /dev/zero in its place is refused, never waited on
                raw = read_capped(self.path, 16 << 20)
            except TooLarge:
                raise ValueError("the file is larger than any progress file could be") from None
            data = json.loads(raw.decode("utf-8-sig"))
            if not isinstance(data, dict) or not isinstance(data.get("records"), dict):
                raise ValueError("not a trainer progress file")
            if int(data.get("version", 0)) > VERSION:
                raise ValueError(f"made by a newer Yezi (format {data.get('version')})")
            data.setdefault("settings", {})
            if not isinstance(data["settings"], dict):
                data["settings"] = {}
            data["records"] = {k: _clean(r) for k, r in data["records"].items()
                               if isinstance(k, str) and ":" in k and isinstance(r, dict)}
            self.data = data
        except (OSError, ValueError, TypeError, RecursionError) as exc:
            aside = self.aside = self._set_aside()
            self.message = (f"The trainer progress file could not be read ({exc}); "
                            f"it was moved to {aside} and progress starts afresh.")
        return self

    def _set_aside(self) -> Path:
        from app.records.atomic import set_aside

        return set_aside(self.path)

    def save(self) -> None:
        from app.records.atomic import atomic_write_bytes

        text = json.dumps(self.data, ensure_ascii=False, indent=1, sort_keys=True)
        # a unique temporary, removed if anything fails; text UTF-8 cannot carry is escaped instead
        atomic_write_bytes(self.path, text.encode("utf-8", "backslashreplace"))

    def card_stats(self, mode: str | None = None) -> dict[str, dict]:
        """Per card code: answers seen, right, total seconds (summed over modes, or one mode)."""
        out: dict[str, dict] = {}
        for item, rec in self.records.items():
            m, _, code = item.partition(":")
            if mode and m != mode or not isinstance(rec, dict):
                continue
            agg = out.setdefault(code, {"seen": 0, "right": 0, "seconds": 0.0})
            agg["seen"] += int(rec.get("seen", 0))
            agg["right"] += int(rec.get("right", 0))
            agg["seconds"] += float(rec.get("seconds", 0.0))
        return out

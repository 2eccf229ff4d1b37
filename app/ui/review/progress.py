"""Which puzzles a player has solved and tried, kept between sessions in ``puzzles.json`` of the
per-user data folder (platformdirs, beside the lessons' and the trainer's progress).

Writes are atomic.  A file that cannot be read is moved aside (``puzzles.json.corrupt`` …,
``app.records.atomic.set_aside``) — nothing is deleted — and the puzzles start afresh; ``aside``
says where it went, for the window to say in its language."""

from __future__ import annotations

import json
from pathlib import Path

from app.paths import data_dir

FILE = "puzzles.json"
VERSION = 1
_ID_CAP = 64          # a puzzle id is short ("l017", "z003"); anything longer is not one


def default_path() -> Path:
    return data_dir() / FILE


def _ids(value) -> set[str]:
    if not isinstance(value, list):
        return set()
    return {x for x in value if isinstance(x, str) and 0 < len(x) <= _ID_CAP}


class PuzzleProgress:
    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else default_path()
        self.solved: set[str] = set()
        self.tried: set[str] = set()
        self.aside: Path | None = None      # where an unreadable file was moved

    def load(self) -> "PuzzleProgress":
        if not self.path.exists():
            return self
        try:
            from app.records.atomic import read_progress_json

            # a regular file only: a pipe or a device in its place is refused, never waited on
            data = read_progress_json(self.path, 4 << 20, VERSION, "solved")
            if not isinstance(data["solved"], list):
                raise ValueError("not a puzzle progress file")
            self.solved = _ids(data["solved"])
            self.tried = _ids(data.get("tried")) | self.solved
        except (OSError, ValueError, TypeError, RecursionError, UnicodeDecodeError):
            from app.records.atomic import set_aside

            self.aside = set_aside(self.path)
            self.solved, self.tried = set(), set()
        return self

    def mark(self, puzzle_id: str, correct: bool) -> None:
        self.tried.add(puzzle_id)
        if correct:
            self.solved.add(puzzle_id)

    def save(self) -> None:
        from app.records.atomic import atomic_write_bytes

        data = {"version": VERSION, "solved": sorted(self.solved), "tried": sorted(self.tried)}
        atomic_write_bytes(self.path, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))

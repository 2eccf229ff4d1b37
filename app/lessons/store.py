"""Each user's lesson progress: which tasks of which lessons were answered
right, in ``lessons.json`` of the per-user data folder (platformdirs, like the
trainer's progress and the saved games).

Writes are atomic.  A file that cannot be read is moved aside
(``lessons.json.corrupt``, ``…corrupt-2`` …) — nothing is deleted — and the
lessons start afresh with a one-line message saying where the old file went."""

from __future__ import annotations

import json
from pathlib import Path

from app.paths import data_dir

FILE = "lessons.json"
VERSION = 1


def default_path() -> Path:
    return data_dir() / FILE


class LessonStore:
    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else default_path()
        self.data: dict = {"version": VERSION, "lessons": {}, "last": None}
        self.message: str | None = None     # set when the old file had to be set aside

    # -- reading ------------------------------------------------------------
    def load(self) -> "LessonStore":
        if not self.path.exists():
            return self
        try:
            from app.records.atomic import read_progress_json

            # a regular file only: a pipe or a device in its place is refused, never waited on
            data = read_progress_json(self.path, 4 << 20, VERSION, "lessons")
            if not isinstance(data["lessons"], dict):
                raise ValueError("not a lesson progress file")
            lessons = {}
            for k, rec in data["lessons"].items():
                if isinstance(k, str) and isinstance(rec, dict):
                    solved = rec.get("solved", [])
                    lessons[k] = {"solved": sorted({int(i) for i in solved if isinstance(i, int) and not isinstance(i, bool) and 0 <= i < 100})
                                  if isinstance(solved, list) else [],
                                  "tries": rec["tries"] if isinstance(rec.get("tries"), int) and rec["tries"] >= 0 else 0}
            last = data.get("last")
            self.data = {"version": VERSION, "lessons": lessons, "last": last if isinstance(last, str) else None}
        except (OSError, ValueError, TypeError, RecursionError, UnicodeDecodeError) as exc:
            aside = self._set_aside()
            self.message = (f"The lesson progress file could not be read ({exc}); "
                            f"it was kept as {aside} and your lessons start afresh.")
        return self

    def _set_aside(self) -> Path:
        from app.records.atomic import set_aside

        return set_aside(self.path)

    def record(self, lesson_id: str) -> dict:
        return self.data["lessons"].setdefault(lesson_id, {"solved": [], "tries": 0})

    def solved(self, lesson_id: str) -> set[int]:
        rec = self.data["lessons"].get(lesson_id)
        return set(rec["solved"]) if rec else set()

    def mark(self, lesson_id: str, task_index: int, correct: bool) -> None:
        rec = self.record(lesson_id)
        rec["tries"] += 1
        if correct and task_index not in rec["solved"]:
            rec["solved"] = sorted(set(rec["solved"]) | {task_index})

    def status(self, lesson_id: str, n_tasks: int) -> str:
        """"done" (every task answered right), "started" or "new"."""
        s = self.solved(lesson_id)
        if n_tasks and len([i for i in s if i < n_tasks]) >= n_tasks:
            return "done"
        rec = self.data["lessons"].get(lesson_id)
        return "started" if rec and (rec["tries"] or rec["solved"]) else "new"

    @property
    def last(self) -> str | None:
        return self.data.get("last")

    @last.setter
    def last(self, lesson_id: str | None) -> None:
        self.data["last"] = lesson_id

    def reset(self) -> None:
        self.data = {"version": VERSION, "lessons": {}, "last": None}

    def save(self) -> None:
        from app.records.atomic import atomic_write_bytes

        text = json.dumps(self.data, ensure_ascii=False, indent=1, sort_keys=True)
        atomic_write_bytes(self.path, text.encode("utf-8"))

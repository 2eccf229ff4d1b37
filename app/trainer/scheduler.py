"""Spaced repetition for the trainer (pure Python; clock and rng injected).

Leitner boxes: a right answer moves an item up one box and pushes its next
showing out (1 min, 5 min, 30 min, 4 h, 1 day, 4 days); a miss drops it to
box 0 and brings it back soon — after ``RETRY_STEPS`` other questions or
``RETRY_SECONDS``, whichever comes first.  Unseen items are introduced
before reviews that are not yet due; the same item is never asked twice in a
row when there is another to ask.

The per-item records double as the statistics (seen, right, total seconds).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

INTERVALS = (0.0, 60.0, 300.0, 1800.0, 4 * 3600.0, 86400.0, 4 * 86400.0)
RETRY_SECONDS = 20.0
RETRY_STEPS = 3
MAX_SECONDS = 60.0        # a longer pause is not a response time (the player walked away)


def new_record() -> dict:
    return {"box": 0, "due": 0.0, "due_step": None, "seen": 0, "right": 0, "seconds": 0.0,
            "last": None, "missed": False}


class Scheduler:
    def __init__(self, items: Iterable[str], records: dict | None = None,
                 clock: Callable[[], float] | None = None, rng: random.Random | None = None):
        import time

        self.items = list(dict.fromkeys(items))
        if not self.items:
            raise ValueError("a scheduler needs at least one item")
        self.records = records if records is not None else {}
        self.clock = clock or time.time
        self.rng = rng or random.Random()
        self.step = 0
        self.previous: str | None = None

    def record(self, item: str) -> dict:
        rec = self.records.get(item)
        if not isinstance(rec, dict):
            rec = self.records[item] = new_record()
        for k, v in new_record().items():
            rec.setdefault(k, v)
        return rec

    def _eligible(self, item: str, now: float) -> bool:
        rec = self.record(item)
        if rec["due"] <= now:
            return True
        return rec["due_step"] is not None and self.step >= rec["due_step"]

    def next(self) -> str:
        """The item to ask now."""
        now = self.clock()
        pool = [i for i in self.items if i != self.previous] or self.items
        due = [i for i in pool if self._eligible(i, now)]
        missed = [i for i in due if self.record(i)["missed"]]
        if missed:
            # the longest-waiting miss first
            return self._pick(missed, key=lambda i: (self.record(i)["due_step"] or 0))
        unseen = [i for i in due if self.record(i)["seen"] == 0]
        reviews = [i for i in due if self.record(i)["seen"] > 0]
        if reviews:
            return self._pick(reviews, key=lambda i: (self.record(i)["box"], self.record(i)["due"]))
        if unseen:
            return self.rng.choice(unseen)
        # nothing due: practise ahead, the soonest due first
        return self._pick(pool, key=lambda i: self.record(i)["due"])

    def _pick(self, items: list[str], key) -> str:
        best = min(key(i) for i in items)
        return self.rng.choice([i for i in items if key(i) == best])

    def answer(self, item: str, correct: bool, seconds: float) -> dict:
        """Record an answer; returns the item's updated record."""
        now = self.clock()
        rec = self.record(item)
        rec["seen"] += 1
        rec["right"] += 1 if correct else 0
        rec["seconds"] += max(0.0, min(float(seconds), MAX_SECONDS))
        rec["last"] = now
        self.step += 1
        if correct:
            rec["box"] = min(rec["box"] + 1, len(INTERVALS) - 1)
            rec["due"] = now + INTERVALS[rec["box"]]
            rec["due_step"] = None
            rec["missed"] = False
        else:
            rec["box"] = 0
            rec["due"] = now + RETRY_SECONDS
            rec["due_step"] = self.step + RETRY_STEPS
            rec["missed"] = True
        self.previous = item
        return rec


def accuracy(rec: dict) -> float | None:
    return rec["right"] / rec["seen"] if rec.get("seen") else None


def mean_seconds(rec: dict) -> float | None:
    return rec["seconds"] / rec["seen"] if rec.get("seen") else None

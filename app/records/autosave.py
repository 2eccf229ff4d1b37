"""Autosave: the match in play is written after every action, atomically, so
a crash or a kill loses at most the action in flight.

One file per game in ``<data dir>/autosave/<id>.json`` while it is in play;
``finish()`` moves it to ``<data dir>/games/`` (the history, listed in recent
games) and ``discard()`` removes it.  On start, ``unfinished()`` finds a game
to offer for resuming and ``resume()`` rebuilds its ``Match``.
"""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any, Sequence

from app.engine import Match, RecordError

from . import stats
from .atomic import remove_stale_temporaries
from .recent import add_recent
from .record import Record, iter_record_files, load_record, now_text, save_record


class Autosaver:
    def __init__(self, directory: str | Path | None = None, history: str | Path | None = None,
                 keep_stats: bool = True):
        from app.paths import data_dir

        base = data_dir()
        self.directory = Path(directory) if directory else base / "autosave"
        self.history = Path(history) if history else self.directory.parent / "games"
        self.keep_stats = keep_stats
        self._stats_dir = self.directory.parent if directory else None
        self._unbind()
        for folder in (self.directory, self.history, self.directory.parent):  # saves, history, stats
            remove_stale_temporaries(folder)

    def _unbind(self) -> None:
        self._match: Match | None = None
        self._id: str | None = None
        self._created: str | None = None
        self._path: Path | None = None
        self._times: list[list[str | None]] = []
        self._seats: list | None = None
        self._counted: set[int] = set()
        self._hands: list = []

    @property
    def path(self) -> Path | None:
        """The autosave file of the game in play, once saved."""
        return self._path

    # ---- during play

    def save(self, match: Match, seats: Sequence[Any] | None = None) -> Path:
        """Write ``match`` as it stands (call after every action and after
        ``next_hand``).  A different match object starts a new save file."""
        if match is not self._match:
            self._bind(match, None)
        if seats is not None:
            self._seats = list(seats)
        stamp = now_text()
        while len(self._times) < len(match.hands):
            self._times.append([])
        for k, hand in enumerate(match.hands):
            times = self._times[k]
            n = len(hand.log)
            del times[n:]
            times.extend([stamp] * (n - len(times)))
        record = Record.from_match(match, self._seats, self._times, record_id=self._id,
                                   created=self._created, reuse=self._hands)
        save_record(self._path, record)
        self._hands = record.hands  # finished hands are reused (and their JSON text) next time
        if self.keep_stats:
            self._log_finished(record)
        return self._path

    def _bind(self, match: Match, record: Record | None) -> None:
        self._unbind()
        self._match = match
        if record is None:
            self._id = uuid.uuid4().hex
            self._created = now_text()
        else:
            self._times = [list(h.times) for h in record.hands]
            self._seats = list(record.seats)
            self._counted = {k for k, h in enumerate(record.hands) if h.is_over}
            self._hands = list(record.hands)
            self._id = record.id
            self._created = record.created
        self._path = self.directory / f"{self._id}.json"

    def _log_finished(self, record: Record) -> None:
        seat = stats.player_seat(record.seats)
        fresh = [k for k, h in enumerate(record.hands) if h.is_over and k not in self._counted]
        if not fresh:
            return
        self._counted.update(fresh)
        if seat is None:
            return
        items = []
        for k in fresh:
            h = record.hands[k]
            items.append(dict(game=record.id, hand=h.index, variant=record.variant_id,
                              net=h.result["net"], winner=h.result["winner"],
                              reason=h.result["reason"], seat=seat,
                              time=(h.times[-1] if h.times else None) or now_text()))
        try:
            stats.record_hands(items, self._stats_dir)
        except OSError:
            pass  # statistics must never interrupt a game

    # ---- at start

    def unfinished(self) -> Path | None:
        """The newest autosave of a game not finished, if any (damaged files are
        skipped and left alone)."""
        candidates = sorted(iter_record_files(self.directory),
                            key=lambda p: p.stat().st_mtime, reverse=True)
        for path in candidates:
            try:
                record = load_record(path)
            except RecordError:
                continue
            if not record.finished:
                return path
        return None

    def resume(self, source: str | Path | Record | None = None) -> Match:
        """Rebuild the match of ``source`` (default: ``unfinished()``) and keep
        saving it in place."""
        if source is None:
            source = self.unfinished()
            if source is None:
                raise RecordError("there is no unfinished game to resume")
        record = source if isinstance(source, Record) else load_record(source)
        match = record.rebuild()
        self._bind(match, record)
        if record.path is not None and Path(record.path).parent == self.directory:
            self._path = Path(record.path)
        return match

    # ---- at the end

    def discard(self) -> None:
        """Forget the game in play (or, before any, the unfinished one)."""
        path = self._path or self.unfinished()
        self._unbind()
        if path is not None:
            try:
                Path(path).unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                raise RecordError(f"cannot remove {path}: {exc.strerror or exc}") from None

    def finish(self) -> Path | None:
        """Mark the game finished and move it into the history; returns its
        new path (listed in recent games)."""
        if self._match is None or self._path is None:
            return None
        self.save(self._match)
        record = load_record(self._path)
        record.finished = True
        first = record.created[:10] if record.created else now_text()[:10]
        target = self.history / f"{first}-{record.variant_id}-{record.id[:8]}.json"
        save_record(target, record)
        old = self._path
        self._unbind()
        try:
            old.unlink()
        except OSError:
            pass
        add_recent(target)
        return target

"""Autosave: the match in play is written after every action, atomically, so
a crash or a kill loses at most the action in flight.

One file per game in ``<data dir>/autosave/<id>.json`` while it is in play;
``finish()`` moves it to ``<data dir>/games/`` (the history, listed in recent
games) and ``discard()`` removes it.  On start, ``unfinished()`` finds a game
to offer for resuming and ``resume()`` rebuilds its ``Match``.

Every file name is the autosaver's own: ``<id>.json`` from a validated id
(``Record`` gives a record with an unusable id a fresh one), checked to lie in
its folder before anything is written or removed.  The copy of Yezi playing a
game holds its lock (``lock.py``): another copy never offers, resumes, files or
removes it.
"""

from __future__ import annotations

import os
import secrets
import stat as stat_mod
import uuid
from pathlib import Path
from typing import Any, Sequence

from app.engine import Match, RecordError

from . import lock, stats
from .atomic import TMP_SUFFIX, inside, remove_stale_temporaries
from .recent import add_recent
from .record import _count, Record, check_record, load_record, now_text, parse_time, save_record, valid_id


class Autosaver:
    def __init__(self, directory: str | Path | None = None, history: str | Path | None = None,
                 keep_stats: bool = True):
        from app.paths import data_dir

        base = data_dir()
        self.directory = Path(directory) if directory else base / "autosave"
        self.history = Path(history) if history else self.directory.parent / "games"
        self.keep_stats = keep_stats
        self._stats_dir = self.directory.parent if directory else None
        self.skipped: list[str] = []     # why candidates were not offered (last ``unfinished()``)
        self.elsewhere: list[Path] = []  # of those, the games another running copy is playing
        self._unbind()
        for folder in (self.directory, self.history, self.directory.parent):  # saves, history, stats
            remove_stale_temporaries(folder)

    def check(self) -> str | None:
        """None if autosaving can work here; otherwise one line saying why not
        (no writable data folder, a full disk, ``autosave`` being a file …)."""
        for folder in (self.directory, self.history):
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except FileExistsError:
                return f"{folder} is not a folder"
            except OSError as exc:
                return f"cannot make the folder {folder}: {exc.strerror or exc}"
            if not folder.is_dir():
                return f"{folder} is not a folder"
        probe = self.directory / f".probe.{secrets.token_hex(4)}{TMP_SUFFIX}"
        try:
            fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            try:
                os.write(fd, b"x" * 4096)   # a full disk refuses even this
                os.fsync(fd)
            finally:
                os.close(fd)
        except OSError as exc:
            return f"cannot write in {self.directory}: {exc.strerror or exc}"
        finally:
            try:
                probe.unlink()
            except OSError:
                pass
        return None

    def _unbind(self) -> None:
        if getattr(self, "_id", None) is not None:
            lock.release(self._lock_path(self._id))
        self._match: Match | None = None
        self._id: str | None = None
        self._created: str | None = None
        self._path: Path | None = None
        self._times: list[list[str | None]] = []
        self._seats: list | None = None
        self._counted: set[int] = set()
        self._hands: list = []
        self._record: Record | None = None

    def _lock_path(self, game_id: str) -> Path:
        return self.directory / f"{game_id}.lock"

    def owner(self, game_id: str) -> int | None:
        """The process id of another running Yezi playing game ``game_id`` (0
        if unknown), or None if no other copy is."""
        if not valid_id(game_id):
            return None
        return lock.held_elsewhere(self._lock_path(game_id))

    def _own_path(self, game_id: str) -> Path:
        if not valid_id(game_id):  # Record gives every loaded record a valid id; never trust one anyway
            raise RecordError(f"{game_id!r} is not a usable game id")
        path = self.directory / f"{game_id}.json"
        if not inside(self.directory, path):
            raise RecordError(f"{path} would lie outside {self.directory}")
        return path

    @property
    def path(self) -> Path | None:
        """The autosave file of the game in play, once saved."""
        return self._path

    @property
    def game_id(self) -> str | None:
        """The id of the game in play."""
        return self._id

    # ---- during play

    def save(self, match: Match, seats: Sequence[Any] | None = None) -> Path:
        """Write ``match`` as it stands (call after every action and after
        ``next_hand``).  A different match object starts a new save file.
        ``RecordError`` if it cannot be written (the game itself is unharmed;
        call again to retry)."""
        if match is not self._match:
            self._bind(match, None)
        if seats is not None:
            self._seats = list(seats)
        stamp = now_text()
        while len(self._times) < len(match.hands):
            self._times.append([])
        for k, hand in enumerate(match.hands):
            times = self._times[k]
            n = _count(hand)
            del times[n:]
            times.extend([stamp] * (n - len(times)))
        record = Record.from_match(match, self._seats, self._times, record_id=self._id,
                                   created=self._created, reuse=self._hands)
        self._take_lock()
        save_record(self._path, record)
        self._hands = record.hands  # finished hands are reused (and their JSON text) next time
        self._record = record
        if self.keep_stats:
            self._log_finished(record)
        return self._path

    def _take_lock(self) -> None:
        if not lock.holds(self._lock_path(self._id)):
            try:
                self.directory.mkdir(parents=True, exist_ok=True)
                taken = lock.acquire(self._lock_path(self._id))
            except OSError as exc:
                raise RecordError(f"cannot save in {self.directory}: {exc.strerror or exc}") from None
            if not taken:
                raise RecordError(_playing_elsewhere(self.owner(self._id)))

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
        self._path = self._own_path(self._id)

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
                              time=(h.times[-1] if h.times else None) or now_text(),
                              **({"takebacks": len(h.takebacks)} if h.takebacks else {})))
        try:
            stats.record_hands(items, self._stats_dir)
        except OSError:
            pass  # statistics must never interrupt a game

    # ---- at start

    def _candidates(self) -> list[tuple[float, Path]]:
        """Regular ``*.json`` files of the folder, newest first; anything else
        (a dangling symlink, a link loop, a named pipe, a folder) is passed over."""
        try:
            entries = list(os.scandir(self.directory))
        except OSError:
            return []
        out = []
        for entry in entries:
            if not entry.name.endswith(".json") or entry.name.startswith("."):
                continue
            try:
                st = os.stat(entry.path)  # follows a symlink; a dangling one or a loop raises
            except (OSError, ValueError):
                continue
            if stat_mod.S_ISREG(st.st_mode):
                out.append((st.st_mtime, Path(entry.path)))
        out.sort(key=lambda item: (-item[0], item[1].name))
        return out

    def unfinished_record(self) -> Record | None:
        """The newest autosave of a game not finished that this copy can take
        up: it loads, its variant is known, it replays, and no other running
        Yezi is playing it.  Anything else is passed over and left alone (its
        one-line reason kept in ``skipped``), so a bad entry never hides a good
        one.  The record returned carries its rebuilt match for ``resume``."""
        self.skipped, self.elsewhere = [], []
        for _, path in self._candidates():
            try:
                record = load_record(path)
            except RecordError as exc:
                self.skipped.append(exc.reason)
                continue
            if record.finished:
                continue
            pid = self.owner(record.id)
            if pid is not None:
                self.skipped.append(f"{path.name}: {_playing_elsewhere(pid)}")
                self.elsewhere.append(path)
                continue
            try:
                record = check_record(path, "play")   # the one checked way in: replayed, match kept
            except RecordError as exc:
                self.skipped.append(exc.reason)
                continue
            return record
        return None

    def unfinished(self) -> Path | None:
        """The file of ``unfinished_record()``, if any."""
        record = self.unfinished_record()
        return record.path if record is not None else None

    def resume(self, source: str | Path | Record | None = None) -> Match:
        """Rebuild the match of ``source`` (default: ``unfinished()``) and keep
        saving it in place.  Refused (``RecordError``) if another running Yezi
        is playing that game."""
        if source is None:
            source = self.unfinished_record()
            if source is None:
                raise RecordError("there is no unfinished game to resume")
        record = source if isinstance(source, Record) else check_record(source, "play")
        pid = self.owner(record.id)
        if pid is not None:
            raise RecordError(_playing_elsewhere(pid))
        match = getattr(record, "_rebuilt", None)
        record._rebuilt = None  # a rebuilt match is played on: hand it out once
        if match is None:
            match = record.rebuild()
        self._bind(match, record)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            taken = lock.acquire(self._lock_path(record.id))
        except OSError:
            taken = True  # no folder to lock in: saving will say why
        if not taken:
            self._unbind()
            raise RecordError(_playing_elsewhere(self.owner(record.id)))
        if record.path is not None and _is_entry_of(self.directory, Path(record.path)):
            self._path = Path(record.path)   # an autosave found under another name: keep saving there
        return match

    # ---- at the end

    def discard(self) -> None:
        """Forget the game in play (or, before any, the unfinished one)."""
        if self._path is None:
            record = self.unfinished_record()
            if record is None:
                return
            self.resume(record)   # takes its lock: nobody else is playing it
        path = self._path
        self._remove(path)
        self._unbind()

    def _remove(self, path: Path | None) -> None:
        if path is None or not _is_entry_of(self.directory, path):
            return
        try:
            path.unlink()
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
        record = self._record
        record.finished = True
        when = parse_time(record.created)
        first = when.date().isoformat() if when else now_text()[:10]
        target = self.history / f"{first}-{record.variant_id}-{record.id[:8]}.json"
        if not inside(self.history, target) or not target.name.isascii():
            target = self.history / f"{first}-{record.id[:8]}.json"
        target = self._history_name(target, record)
        save_record(target, record)
        old = self._path
        self._remove(old)
        self._unbind()
        add_recent(target)
        return target


    def _history_name(self, target: Path, record: Record) -> Path:
        """``target``, unless it holds another game (a record that borrowed this
        id, say): then the first free ``-2``, ``-3`` … beside it.  The same game
        filed again (continued from the history) replaces its old copy."""
        stem = target.stem
        for n in range(2, 1000):
            try:
                if not os.path.lexists(target):
                    return target
                old = load_record(target)
                if (old.id, old.variant_id, old.seed, old.created) == (record.id, record.variant_id,
                                                                       record.seed, record.created):
                    return target
            except RecordError:
                pass  # unreadable: kept as it is, never overwritten
            target = target.with_name(f"{stem}-{n}.json")
        return target


def _is_entry_of(folder: Path, path: Path) -> bool:
    """``path`` is a file name directly in ``folder`` (not reached through ``..`` or elsewhere)."""
    try:
        return path.parent.resolve() == folder.resolve() and path.name not in ("", ".", "..")
    except (OSError, RuntimeError):
        return False


def playing_elsewhere(pid: int | None) -> str:
    """The one line saying another running copy has a game."""
    return _playing_elsewhere(pid)


def _playing_elsewhere(pid: int | None) -> str:
    who = f"another running Yezi (process {pid})" if pid else "another running Yezi"
    return f"{who} is playing this game; it is left to that copy"

"""Autosave: the match in play is kept after every action, so a crash or a
kill loses at most the action in flight.

One journal per game, ``<data dir>/autosave/<id>.jsonl`` (``journal.py``):
each save appends what happened since the last one, on a writer thread, so
saving costs the table the same at hand 500 as at hand 1 and never waits for
the disk.  ``finish()`` compacts it into one whole record in ``<data
dir>/games/`` (the history, listed in recent games) and ``discard()`` removes
it.  On start, ``unfinished()`` finds a game to offer for resuming (a journal,
or an older Yezi's whole-file ``<id>.json``) and ``resume()`` rebuilds its
``Match``; the journal starts afresh from it (written whole, atomically).

Every file name is the autosaver's own: ``<id>.jsonl`` from a validated id
(``Record`` gives a record with an unusable id a fresh one), checked to lie in
its folder before anything is written or removed.  The copy of Yezi playing a
game holds its lock (``lock.py``): another copy never offers, resumes, files or
removes it.
"""

from __future__ import annotations

import os
import stat as stat_mod
import uuid
from array import array
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Sequence

from app.engine import FinishedHand, Match, RecordError, derive_seed

from . import journal, lock, stats
from .atomic import TMP_SUFFIX, inside, remove_stale_temporaries, unique_tag
from .recent import add_recent
from .record import (_count, _deal_json, Record, check_record, jsonable, load_record, normalize_seats, now_text,
                     parse_time, result_dict, save_record, valid_id)

JOURNAL_SUFFIX = ".jsonl"   # autosave/<id>.jsonl: the journal of a game in play (an older Yezi's: <id>.json)


def _ms(text: str | None) -> int:
    """An action time as milliseconds since 1970 (-1 when unknown)."""
    when = parse_time(text) if text else None
    return -1 if when is None else round(when.timestamp() * 1000)


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


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
        probe = self.directory / f".probe.{unique_tag()}{TMP_SUFFIX}"
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
        writer = getattr(self, "_writer", None)
        if writer is not None:
            writer.close()                 # what was queued is written before the game is let go
        if getattr(self, "_id", None) is not None:
            lock.release(self._lock_path(self._id))
        self._match: Match | None = None
        self._id: str | None = None
        self._created: str | None = None
        self._path: Path | None = None
        self._legacy: Path | None = None   # an older save of the game in the folder (removed once superseded)
        self._writer: journal.JournalWriter | None = None
        self._seats: list | None = None
        self._counted: set[int] = set()
        # what the journal holds: hands, and of the last one its actions, take-backs, whether it ended
        self._based = False
        self._seq = 0
        self._nhands = 0
        self._acts = 0
        self._tbs = 0
        self._over = False
        self._last: str | None = None      # the text of the last action written (a cheap consistency check)
        self._times: list[array] = []      # each hand's action times, milliseconds since 1970 (-1: unknown)
        self._pending: list[dict] = []     # journal entries made by this save, written together
        self._logged: list[dict] = []

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
        path = self.directory / f"{game_id}{JOURNAL_SUFFIX}"
        if not inside(self.directory, path):
            raise RecordError(f"{path} would lie outside {self.directory}")
        return path

    @property
    def path(self) -> Path | None:
        """The autosave file (the journal) of the game in play, once saved;
        waits for the writes in flight, so the file holds every save made."""
        self.flush()
        return self._path

    @property
    def game_id(self) -> str | None:
        """The id of the game in play."""
        return self._id

    # ---- during play

    def save(self, match: Match, seats: Sequence[Any] | None = None) -> Path:
        """Save ``match`` as it stands (call after every action and after
        ``next_hand``): what happened since the last save is queued as journal
        lines for the writer's thread, so the cost does not grow with the
        match and nothing here waits for the disk.  A different match object
        starts a new journal.  ``RecordError`` if the writes have been failing
        (the game itself is unharmed, nothing is lost: every later save tries
        again)."""
        if match is not self._match:
            self._bind(match, None)
        if seats is not None:
            given = normalize_seats(seats, len(match.totals))
            if given != self._seats:
                self._seats = given
                if self._based:
                    self._seq += 1
                    self._pending.append({"n": self._seq, "seats": given})
        self._take_lock()
        writer = self._writer
        if not self._based or writer.need_base or not self._delta(match):
            self._pending = []
            record = Record.from_match(match, self._seats, self._iso_times(match), record_id=self._id,
                                       created=self._created)
            self._send_base(record)
            for pos, h in enumerate(record.hands):
                if h.is_over:
                    self._finished_hand(h.index, pos, h.result, match)
        elif self._pending:
            writer.append(b"".join(journal.line(e) for e in self._pending))
        self._pending = []
        if self._logged:
            writer.log(self._logged)
            self._logged = []
        if writer.error is not None:
            raise RecordError(writer.error.reason)
        return self._path

    @property
    def write_times(self) -> list[float]:
        """Seconds the writer's thread took for each of its last writes (the bench reads them)."""
        return list(self._writer.timings) if self._writer is not None else []

    def flush(self, timeout: float | None = None) -> None:
        """Wait until every save made so far is on disk (or has failed)."""
        if self._writer is not None:
            self._writer.flush(timeout)

    def _delta(self, match: Match) -> bool:
        """Journal lines for what happened since the last save (into
        ``_pending``); False if the match does not continue what was written
        (then a whole new base is written)."""
        hands = match.hands
        if len(hands) < self._nhands:
            return False
        stamp = None
        first = getattr(match, "first_hand", 0)
        out = self._pending
        for pos in range(self._nhands - 1, len(hands)):
            state = hands[pos]
            if pos >= self._nhands:        # a hand dealt since
                entry = {"n": self._seq + 1, "hand": first + pos, "seed": derive_seed(match.seed, first + pos),
                         "context": jsonable(match.contexts[pos])}
                deal = _deal_json(state)
                if deal is not None:
                    entry["deal"] = deal
                self._seq += 1
                out.append(entry)
                self._nhands, self._acts, self._tbs, self._over, self._last = pos + 1, 0, 0, False, None
                self._times.append(array("q"))
            taken = match.takebacks.get(pos, ())
            if len(taken) < self._tbs:
                return False
            for keep in taken[self._tbs:]:
                self._seq += 1
                out.append({"n": self._seq, "takeback": keep})
                if keep < self._acts:
                    self._acts = keep
                    self._last = None
                    del self._times[pos][keep:]
            self._tbs = len(taken)
            n = _count(state)
            if n < self._acts:
                return False
            live = not isinstance(state, FinishedHand)
            if live and self._acts:
                seen = state.log[self._acts - 1].text()
                if self._last is not None and seen != self._last:
                    return False           # not the actions written: the match was changed under us
                self._last = seen
            if n > self._acts:
                texts = (state.action_texts()[self._acts:] if not live
                         else [a.text() for a in state.log[self._acts:]])
                if stamp is None:
                    stamp = now_text()
                    ms = _ms(stamp)
                for text in texts:
                    self._seq += 1
                    out.append({"n": self._seq, "a": text, "t": stamp})
                    self._times[pos].append(ms)
                self._acts = n
                self._last = texts[-1]
            if state.is_over and not self._over:
                result = result_dict(state.result)
                if out and ("a" in out[-1] or "hand" in out[-1]):
                    out[-1]["result"] = result     # on the line of the action that ended it: one write
                else:
                    self._seq += 1
                    out.append({"n": self._seq, "result": result})
                self._over = True
                self._finished_hand(first + pos, pos, result, match)
        return True

    def _finished_hand(self, index: int, pos: int, result: dict, match: Match) -> None:
        """Queue the statistics entry of a hand that just ended (logged by the writer after it)."""
        if not self.keep_stats or pos in self._counted:
            return
        self._counted.add(pos)
        seat = stats.player_seat(self._seats or [])
        if seat is None:
            return
        times = self._times[pos]
        taken = match.takebacks.get(pos, ())
        self._logged.append(dict(game=self._id, hand=index, variant=match.variant.id, net=result["net"],
                                 winner=result["winner"], reason=result["reason"], seat=seat,
                                 time=_iso(times[-1]) if times and times[-1] >= 0 else now_text(),
                                 **({"takebacks": len(taken)} if taken else {})))

    def _iso_times(self, match: Match) -> list[list[str | None]]:
        """The times of every action saved so far, for a whole new base (later ones: now)."""
        return [[_iso(t) if t >= 0 else None for t in times] for times in self._times]

    def _send_base(self, record: Record, remove: Path | None = None) -> None:
        """Replace the journal with the whole of ``record`` (on the writer's thread, atomically)."""
        from app.version import version

        head = {"format": journal.FORMAT, "version": journal.VERSION, "app": f"yezi {version()}",
                "id": self._id, "created": self._created, "variant": record.variant_id, "rules": record.rules,
                "settings": record.settings, "seed": record.seed, "seats": record.seats,
                "start": {"hand": record.hands[0].index if record.hands else 0, "totals": record.start_totals}}
        out = [journal.line(head)]
        n = 0
        for h in record.hands:
            n += 1
            entry = {"n": n, "hand": h.index, "seed": h.seed, "context": h.context}
            if h.deal is not None:
                entry["deal"] = h.deal
            if h.takebacks:
                entry["takebacks"] = list(h.takebacks)
            entries = [entry] + [{"n": n + j + 1, "a": a, "t": t} for j, (a, t) in enumerate(zip(h.actions, h.times))]
            n += len(h.actions)
            if h.result is not None:
                entries[-1]["result"] = h.result
            out.extend(journal.line(e) for e in entries)
        last = record.hands[-1]
        self._seq, self._nhands, self._acts = n, len(record.hands), len(last.actions)
        self._tbs, self._over = len(last.takebacks), last.is_over
        self._last = last.actions[-1] if last.actions else None
        self._seats = list(record.seats)
        self._times = [array("q", (_ms(t) for t in h.times)) for h in record.hands]
        self._based = True
        self._writer.base(b"".join(out), remove)

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
            self._seats = list(record.seats)
            self._counted = {k for k, h in enumerate(record.hands) if h.is_over}
            self._id = record.id
            self._created = record.created
        self._path = self._own_path(self._id)
        self._writer = journal.JournalWriter(self._path, self._log_stats)

    def _log_stats(self, items: list) -> None:   # on the writer's thread
        stats.record_hands(items, self._stats_dir)

    # ---- at start

    def _candidates(self) -> list[tuple[float, Path]]:
        """Regular ``*.jsonl`` and ``*.json`` files of the folder, newest first; anything else
        (a dangling symlink, a link loop, a named pipe, a folder) is passed over."""
        try:
            entries = list(os.scandir(self.directory))
        except OSError:
            return []
        out = []
        for entry in entries:
            if not entry.name.endswith((".json", JOURNAL_SUFFIX)) or entry.name.startswith("."):
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
        journal.flush_all()                # this copy's own saves in flight are part of the folder
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
        if record.path is not None and _is_entry_of(self.directory, Path(record.path)) \
                and Path(record.path).name != self._path.name:
            self._legacy = Path(record.path)   # a whole-file save, or one under another name: superseded
        self._send_base(record, self._legacy)  # the journal starts afresh from the record (compacted)
        return match

    # ---- at the end

    def discard(self) -> None:
        """Forget the game in play (or, before any, the unfinished one)."""
        if self._path is None:
            record = self.unfinished_record()
            if record is None:
                return
            self.resume(record)   # takes its lock: nobody else is playing it
        self._writer.discard_pending()
        self._writer.close()
        for path in (self._path, self._legacy):
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
        """Mark the game finished and file it in the history as one whole
        record (the journal compacted); returns its new path (listed in recent
        games).  ``RecordError`` if the game could not be saved."""
        if self._match is None or self._path is None:
            return None
        try:
            self.save(self._match)
        except RecordError:
            pass                          # tried again just below
        writer = self._writer
        writer.flush()
        if writer.need_base or writer.error is not None:
            self._based = False           # one more try, the whole game
            try:
                self.save(self._match)
            except RecordError:
                pass
            writer.flush()
            if writer.need_base or writer.error is not None:
                raise RecordError(writer.error.reason if writer.error else f"cannot save {self._path}")
        record = load_record(self._path)
        record.finished = True
        when = parse_time(record.created)
        first = when.date().isoformat() if when else now_text()[:10]
        target = self.history / f"{first}-{record.variant_id}-{record.id[:8]}.json"
        if not inside(self.history, target) or not target.name.isascii():
            target = self.history / f"{first}-{record.id[:8]}.json"
        target = self._history_name(target, record)
        save_record(target, record)
        writer.close()
        for old in (self._path, self._legacy):
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

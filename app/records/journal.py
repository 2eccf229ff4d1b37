"""The autosave journal: a game in play as an append-only log of what happened,
written by a thread of its own (see docs/records.md, "The journal").

A journal is UTF-8 text, one JSON object per line, each line ending in a
newline.  The first line is the header (what a record says before its hands);
every later line is one entry, numbered ``"n"`` from 1 in order:

    {"format":"yezi-journal","version":1,"id":…,"variant":…,"seed":…,"seats":[…],"start":{…},…}
    {"n":1,"hand":0,"seed":…,"context":{…}}                a hand is dealt (deal, takebacks if any)
    {"n":2,"a":"0 discard 5w","t":"2026-…Z"}               an action of the hand in play, and its time
    {"n":3,"takeback":12}                                  the hand was cut back to 12 actions
    {"n":4,"result":{"winner":2,"net":[…],…}}              the hand in play ended
    {"n":5,"seats":[…]}                                    who plays the seats changed

Saving after an action appends one line (the action), so its cost does not
depend on how many hands the match has had; finished hands are never written
again.  Reading takes the lines in order while each is complete (ends in a
newline), parses and carries the next number; the first one that does not
ends the journal.  A write cut short by a kill or a power cut can only tear
the last line, so what loads is always the journal as it was after some
whole write: a prefix of the game, never a mixture.  A journal is replaced
as a whole (a fresh base: on a new game, on resuming, after its file went
away) only atomically — written to a temporary, fsynced, renamed over it.

``JournalWriter`` does the writing and the ``fsync`` on its own thread: the
table's thread only encodes the new lines and queues them.
"""

from __future__ import annotations

import atexit
import errno
import json
import os
import stat as stat_mod
import threading
import time
import weakref
from pathlib import Path
from typing import Any, Callable

from app.engine.errors import RecordError

from .atomic import NotAFile, atomic_write_bytes, write_all

FORMAT = "yezi-journal"
VERSION = 1
PREFIX = '{"format":"yezi-journal"'   # how a journal's text begins (how ``load_record`` knows one)


def line(obj: dict) -> bytes:
    """One journal line: compact JSON and a newline."""
    return (json.dumps(obj, ensure_ascii=False, allow_nan=False, separators=(",", ":")) + "\n").encode("utf-8")


def is_journal(text: str) -> bool:
    return text.startswith(PREFIX)


# --------------------------------------------------------------------------- reading

def to_record_dict(text: str, parse_constant: Callable[[str], Any]) -> tuple[dict, list[str]]:
    """The record (as ``Record.from_dict`` reads it) that a journal's text
    holds, and notes on what was set aside.  Lines are taken while each is
    whole and numbered in order; the rest is set aside (after a kill it is the
    torn last line: nothing to say; anything more gets a note)."""
    lines = text.split("\n")
    whole = lines[:-1]            # the piece after the last newline is a torn write (or "")
    try:
        header = json.loads(whole[0], parse_constant=parse_constant) if whole else None
    except ValueError:
        header = None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise RecordError("the journal's first line is not a Yezi journal header (the file is damaged)")
    version = header.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(f"journal version must be a whole number from 1, not {version!r}")
    if version > VERSION:
        raise RecordError(f"journal version {version} was written by a newer Yezi "
                          f"(this one reads version {VERSION}); please update Yezi")
    entries = _entries(whole[1:], parse_constant)
    start = header.get("start")
    first = start.get("hand", 0) if isinstance(start, dict) else 0
    first = first if type(first) is int else 0
    hands: list[dict] = []
    seats = header.get("seats")
    saved = header.get("created")
    used = 0
    for entry in entries:
        if not _apply(entry, hands, first):
            break
        if "seats" in entry:
            seats = entry["seats"]
        saved = entry.get("t", saved)
        used += 1
    notes = []
    lost = len(whole) - 1 - used
    if lost:
        notes.append(f"the autosave journal is damaged after entry {used}; the {lost} line(s) after it "
                     f"were set aside (the game is kept up to there)")
    n = len(seats) if isinstance(seats, list) else 0
    totals = list(start.get("totals", [])) if isinstance(start, dict) else []
    if len(totals) == n and all(type(v) is int for v in totals):
        for h in hands[:-1]:
            net = h["result"].get("net") if isinstance(h.get("result"), dict) else None
            if isinstance(net, list) and len(net) == n and all(type(v) is int for v in net):
                totals = [a + b for a, b in zip(totals, net)]
    record = {key: header[key] for key in header if key not in ("format", "version")}
    record.update(format="yezi-record", version=1, seats=seats, hands=hands, saved=saved,
                  match={"totals": totals, "context": hands[-1]["context"] if hands else {},
                         "hands": len(hands), "finished": False})
    return record, notes


def _entries(lines: list[str], parse_constant) -> list[dict]:
    """The entries of the whole lines, in order, up to the first that is not
    one (does not parse, or does not carry the next number)."""
    if not lines:
        return []
    try:   # the usual case: every line good, parsed at once
        entries = json.loads("[" + ",".join(lines) + "]", parse_constant=parse_constant)
        if all(type(e) is dict and e.get("n") == k + 1 for k, e in enumerate(entries)):
            return entries
    except ValueError:
        pass
    out = []
    for k, text in enumerate(lines):
        try:
            entry = json.loads(text, parse_constant=parse_constant)
        except ValueError:
            break
        if type(entry) is not dict or entry.get("n") != k + 1:
            break
        out.append(entry)
    return out


def _apply(entry: dict, hands: list[dict], first: int) -> bool:
    """Add one entry to the hands being rebuilt; False if it cannot follow
    what came before (the journal ends there)."""
    last = hands[-1] if hands else None
    in_play = last is not None and last["result"] is None
    if "result" in entry and not isinstance(entry["result"], dict):
        return False
    if "hand" in entry:
        if entry["hand"] != first + len(hands) or in_play:
            return False
        hand = {"index": entry["hand"], "seed": entry.get("seed"), "context": entry.get("context")}
        if "deal" in entry:
            hand["deal"] = entry["deal"]
        hand["takebacks"] = entry.get("takebacks", [])
        hand["actions"] = []
        hand["result"] = None
        hands.append(hand)
        last = hand
    elif "a" in entry:
        if not in_play:
            return False
        hand_actions: list = last["actions"]
        hand_actions.append({"action": entry["a"], "time": entry.get("t")})
    elif "takeback" in entry:
        keep = entry["takeback"]
        if not in_play or type(keep) is not int or keep < 0 or not isinstance(last["takebacks"], list):
            return False
        del last["actions"][keep:]
        last["takebacks"].append(keep)
    elif "result" in entry:
        if not in_play:
            return False
    elif "seats" in entry:
        pass
    else:
        return False   # an entry this Yezi does not know: the journal ends before it
    if "result" in entry:        # the hand ended: on the line of the action that ended it (or alone)
        last["result"] = entry["result"]
    return True


# --------------------------------------------------------------------------- writing

def _write_all(fd: int, data: bytes) -> None:
    """Every byte the journal writes (appends and whole bases) goes through here."""
    write_all(fd, data)


def _replace(path: Path, data: bytes) -> None:
    """``path`` becomes ``data`` atomically."""
    atomic_write_bytes(path, data, write=_write_all)


def _append(path: Path, data: bytes, size: int) -> int:
    """Append ``data`` to the journal at ``path``, whose good part is its first
    ``size`` bytes (a tail a failed write left is cut off first); the new size.
    ``FileNotFoundError`` if the journal is gone, ``ValueError`` if it is not
    the file written (shorter than its good part)."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)
        if not stat_mod.S_ISREG(st.st_mode):
            raise NotAFile(errno.EINVAL, "not a regular file", str(path))
        if st.st_size < size:
            raise ValueError("the journal is shorter than what was written to it")
        if st.st_size > size:
            os.ftruncate(fd, size)    # a torn line from a write that failed
        _write_all(fd, data)
    finally:
        os.close(fd)
    return size + len(data)


_LIVE: "weakref.WeakSet[JournalWriter]" = weakref.WeakSet()


def flush_all(timeout: float = 10.0) -> None:
    """Wait for every journal write of this process in flight."""
    for writer in list(_LIVE):
        writer.flush(timeout)


@atexit.register
def _drain_all() -> None:   # a normal exit waits for the writes in flight (a kill loses at most those)
    for writer in list(_LIVE):
        writer.close(timeout=10.0)


class JournalWriter:
    """Writes one journal on a thread of its own.  ``base(data)`` replaces the
    journal with ``data`` (atomically), ``append(data)`` adds lines, ``log``
    hands finished hands to the statistics after them; nothing waits for the
    disk except ``flush()`` and ``close()``.

    A failed write is kept in ``error`` (one line) until a write succeeds:
    appends that failed are tried again, with the next ones, on the next
    ``append``.  If the journal's file went away (or is not the one written),
    ``need_base`` is set: appends are dropped until the owner sends a new
    base, which holds everything."""

    idle = 5.0   # seconds without work before the thread ends (a new write starts it again)

    def __init__(self, path: Path, on_stats: Callable[[list], None] | None = None):
        self.path = Path(path)
        self.on_stats = on_stats
        self.error: RecordError | None = None
        self.need_base = False
        self.timings: list[float] = []    # seconds of each batch written (the bench reads them)
        self._size: int | None = None     # bytes of the journal known good; None: none written yet
        self._owed = b""                  # lines of appends that failed, tried again first
        self._items: list[tuple[str, Any]] = []
        self._cond = threading.Condition()
        self._busy = False
        self._thread: threading.Thread | None = None
        _LIVE.add(self)

    # ---- the owner's side (the table's thread)

    def base(self, data: bytes, remove: Path | None = None) -> None:
        self._put(("base", (data, remove)))

    def append(self, data: bytes) -> None:
        self._put(("append", data))

    def log(self, items: list) -> None:
        self._put(("stats", items))

    def _put(self, item: tuple[str, Any]) -> None:
        with self._cond:
            self._items.append(item)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="yezi-journal", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything queued has been written (or has failed); False on timeout."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while self._items or self._busy:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def discard_pending(self) -> None:
        """Forget what is queued and not yet being written (the game is being discarded)."""
        with self._cond:
            self._items.clear()

    def close(self, timeout: float | None = None) -> None:
        self.flush(timeout)
        _LIVE.discard(self)

    # ---- the writer's thread

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._items:
                    if not self._cond.wait(self.idle) and not self._items:
                        self._thread = None
                        self._cond.notify_all()
                        return
                batch, self._items = self._items, []
                self._busy = True
            try:
                self._write(batch)
            except BaseException as exc:   # never let the thread die silently
                self.error = RecordError(f"cannot save {self.path}: {type(exc).__name__}: {exc}")
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _write(self, batch: list[tuple[str, Any]]) -> None:
        t0 = time.perf_counter()
        base: bytes | None = None
        remove: list[Path] = []
        data = b""
        logged: list = []
        for kind, payload in batch:
            if kind == "base":          # holds everything before it: what was queued is superseded
                base, data = payload[0], b""
                if payload[1] is not None:
                    remove.append(payload[1])
            elif kind == "append":
                data += payload
            else:
                logged.extend(payload)
        try:
            if base is not None:
                _replace(self.path, base + data)
                self._size, self._owed, self.need_base = len(base) + len(data), b"", False
                for old in remove:       # an older save of this game, now superseded (it is durable)
                    try:
                        old.unlink()
                    except OSError:
                        pass
            elif data or self._owed:
                if self.need_base or self._size is None:
                    return               # dropped: the next base holds it
                owed = self._owed + data
                try:
                    self._size = _append(self.path, owed, self._size)
                    self._owed = b""
                except (FileNotFoundError, NotADirectoryError, ValueError, NotAFile):
                    self.need_base, self._owed = True, b""   # the file went away: the owner rewrites it whole
                    return
                except OSError:
                    self._owed = owed
                    raise
            self.error = None
        except (FileExistsError, NotADirectoryError):
            self.error = RecordError(f"cannot save {self.path}: {self.path.parent} is not a folder")
            self.need_base = self.need_base or base is not None
        except OSError as exc:
            self.error = RecordError(f"cannot save {self.path}: {exc.strerror or exc}")
            self.need_base = self.need_base or base is not None
        finally:
            self.timings.append(time.perf_counter() - t0)
            del self.timings[:-1000]
            if logged and self.on_stats is not None:
                try:
                    self.on_stats(logged)
                except Exception:
                    pass   # statistics must never interrupt a game

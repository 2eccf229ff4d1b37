"""Crash-safe file writes and size-capped reads.

A save is written to a temporary file in the same folder, flushed and
fsynced, then renamed over the old file with ``os.replace`` (atomic on POSIX
and Windows), and the folder is fsynced so the rename itself survives a power
cut.  Killing the program at any instant therefore leaves either the old file
or the new one, never a mixture.  Temporary files carry ``TMP_SUFFIX`` so a
leftover from a killed writer can be recognised and removed.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Callable

TMP_SUFFIX = ".yezi-tmp"
DEFAULT_CAP = 32 * 1024 * 1024  # bytes: nothing we write comes near this


def unique_tag() -> str:
    """8 random hex digits for a temporary's name (``os.urandom``: importing
    ``secrets`` would pull in ``hashlib`` and ``hmac`` before the first frame)."""
    return os.urandom(4).hex()


def _fsync_dir(directory: Path) -> None:
    """Make a rename durable.  Not possible on Windows (no O_DIRECTORY); harmless to skip there."""
    if os.name == "nt":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to ``fd`` and make it durable."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
    os.fsync(fd)


def atomic_write_bytes(path: str | os.PathLike, data: bytes,
                       write: Callable[[int, bytes], None] | None = None) -> Path:
    """Replace ``path`` with ``data`` so that a crash never leaves a torn file
    (a temporary, fsync, rename, fsync of the folder).  ``write`` writes the
    bytes to the temporary (default ``write_all``)."""
    path = Path(path)
    directory = path.parent
    directory.mkdir(parents=True, exist_ok=True)
    tmp = directory / f".{path.name}.{unique_tag()}{TMP_SUFFIX}"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    try:
        try:
            (write or write_all)(fd, data)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(directory)
    return path


def set_aside(path: Path) -> Path:
    """Move an unreadable file out of the way, to ``NAME.corrupt`` (or
    ``.corrupt-2``, ``-3`` … if taken), so nothing of it is lost; the name it
    was (or would have been) moved to."""
    n = 1
    while True:
        aside = path.with_name(path.name + (".corrupt" if n == 1 else f".corrupt-{n}"))
        if not aside.exists():
            break
        n += 1
    try:
        path.replace(aside)
    except OSError:
        pass
    return aside


def atomic_write_text(path: str | os.PathLike, text: str) -> Path:
    return atomic_write_bytes(path, text.encode("utf-8"))


class TooLarge(Exception):
    """The file is bigger than the cap; ``size`` is what we saw."""

    def __init__(self, size: int, cap: int):
        super().__init__(size, cap)
        self.size = size
        self.cap = cap


class NotAFile(OSError):
    """Not a regular file: a named pipe, a device, a socket (reading it could
    block for ever or never end)."""


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_capped(path: str | os.PathLike, cap: int = DEFAULT_CAP) -> bytes:
    """The bytes of ``path``, refusing (``TooLarge``) anything over ``cap``
    without reading it all into memory.  Only a regular file is read: a named
    pipe is opened without waiting for a writer and refused (``NotAFile``), as
    are devices such as ``/dev/zero`` (also behind a symlink); a folder raises
    ``IsADirectoryError``."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)  # O_NONBLOCK: opening a FIFO never waits for its writer
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(errno.EISDIR, "is a folder", str(path))
        if not stat.S_ISREG(st.st_mode):
            raise NotAFile(errno.EINVAL, _kind(st.st_mode), str(path))
        if st.st_size > cap:
            raise TooLarge(st.st_size, cap)
        chunks, total = [], 0
        while total <= cap:
            chunk = os.read(fd, min(1 << 20, cap + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > cap:  # it grew while we read
        raise TooLarge(len(data), cap)
    return data


def read_progress_json(path: str | os.PathLike, cap: int, version: int, field: str) -> dict:
    """A small per-user progress file (the trainer's, the lessons', the puzzles'): its JSON object,
    read from a regular file of at most ``cap`` bytes, holding ``field`` and made by a format no
    newer than ``version``; anything else raises ``ValueError`` (``OSError`` for an unreadable
    file), for the caller to set the file aside (``set_aside``) and start afresh."""
    import json

    try:
        raw = read_capped(path, cap)
    except TooLarge:
        raise ValueError("the file is larger than any progress file could be") from None
    data = json.loads(raw.decode("utf-8-sig"))
    if not isinstance(data, dict) or field not in data:
        raise ValueError("not a progress file")
    made = data.get("version", 0)
    if not isinstance(made, int) or isinstance(made, bool) or made > version:
        raise ValueError(f"made by a newer Yezi (format {made!r})")
    return data


def append_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Append ``data`` in one ``write`` to a file opened with ``O_APPEND``:
    two running copies appending at once never overwrite each other's lines
    (each write lands whole at the end), and a crash loses at most a torn last
    line, which readers skip."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # O_NONBLOCK: a named pipe in the log's place fails at once (no reader) instead of waiting for one
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
                 | getattr(os, "O_BINARY", 0), 0o644)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotAFile(errno.EINVAL, _kind(st.st_mode), str(path))
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    finally:
        os.close(fd)


def inside(folder: str | os.PathLike, path: str | os.PathLike) -> bool:
    """True if ``path`` (a file name we are about to write) lies directly or
    deeper inside ``folder``, symlinks of the folders resolved."""
    try:
        root = Path(folder).resolve()
        target = Path(path).parent.resolve() / Path(path).name
    except (OSError, RuntimeError):
        return False
    return target != root and root in target.parents


def remove_stale_temporaries(directory: str | os.PathLike, older_than: float = 120.0) -> int:
    """Delete temporaries left by a killed writer (only our own suffix, and
    only old ones, so another running Yezi's write in flight is left alone)."""
    import time

    count = 0
    now = time.time()
    try:
        entries = list(Path(directory).iterdir())
    except OSError:
        return 0
    for entry in entries:
        if entry.name.startswith(".") and entry.name.endswith(TMP_SUFFIX):
            try:
                if now - entry.stat().st_mtime < older_than:
                    continue
                entry.unlink()
                count += 1
            except OSError:
                pass
    return count

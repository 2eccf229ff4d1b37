"""Crash-safe file writes and size-capped reads.

A save is written to a temporary file in the same folder, flushed and
fsynced, then renamed over the old file with ``os.replace`` (atomic on POSIX
and Windows), and the folder is fsynced so the rename itself survives a power
cut.  Killing the program at any instant therefore leaves either the old file
or the new one, never a mixture.  Temporary files carry ``TMP_SUFFIX`` so a
leftover from a killed writer can be recognised and removed.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

TMP_SUFFIX = ".yezi-tmp"
DEFAULT_CAP = 32 * 1024 * 1024  # bytes: nothing we write comes near this


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


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> Path:
    """Replace ``path`` with ``data`` so that a crash never leaves a torn file."""
    path = Path(path)
    directory = path.parent
    directory.mkdir(parents=True, exist_ok=True)
    tmp = directory / f".{path.name}.{secrets.token_hex(4)}{TMP_SUFFIX}"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
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


def atomic_write_text(path: str | os.PathLike, text: str) -> Path:
    return atomic_write_bytes(path, text.encode("utf-8"))


class TooLarge(Exception):
    """The file is bigger than the cap; ``size`` is what we saw."""

    def __init__(self, size: int, cap: int):
        super().__init__(size, cap)
        self.size = size
        self.cap = cap


def read_capped(path: str | os.PathLike, cap: int = DEFAULT_CAP) -> bytes:
    """The bytes of ``path``, refusing (``TooLarge``) anything over ``cap``
    without reading it all into memory."""
    with open(path, "rb") as f:
        data = f.read(cap + 1)
    if len(data) > cap:
        try:
            size = os.path.getsize(path)
        except OSError:
            size = len(data)
        raise TooLarge(size, cap)
    return data


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

"""Which running copy of Yezi owns a game, and short locks around shared files.

A game in play is owned by the copy playing it: it holds an exclusive lock on
``autosave/<id>.lock`` (``flock`` on POSIX, ``msvcrt.locking`` on Windows) for
as long as the game is bound to its autosaver.  The operating system drops the
lock when the process ends however it ends (a crash, ``kill -9``), so a lock is
never stale; the file holds the owner's process id only so that a second copy
can say who has the game.  Within one process the locks are shared (a process
is one copy), so two ``Autosaver`` objects in the same program never lock each
other out.

``locked(path)`` is a short exclusive lock around a read-modify-write of a
shared file (the recent list), waited for at most a few seconds.
"""

from __future__ import annotations

import json
import os
import socket
import threading
import time
from contextlib import contextmanager
from pathlib import Path

_held: dict[str, "_Lock"] = {}        # path -> this process's lock on it
_mutex = threading.Lock()
_WIN_OFFSET = 1 << 30                  # Windows locks a byte far past the text (readable by others)


class _Lock:
    def __init__(self, path: Path, fd: int):
        self.path = path
        self.fd = fd
        self.users = 1


def _try_lock(fd: int) -> bool:
    """True if the exclusive lock was taken, False if another process holds it.
    A file system without locks (some network shares) counts as taken."""
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        os.lseek(fd, _WIN_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        finally:
            os.lseek(fd, 0, os.SEEK_SET)
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError:
        return True  # ENOLCK and friends: no locking here; play on rather than refuse
    return True


def _same_file(fd: int, path: Path) -> bool:
    try:
        a, b = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


def _open(path: Path) -> int:
    return os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOFOLLOW", 0),
                   0o644)


def acquire(path: str | os.PathLike) -> bool:
    """Take the lock on ``path`` for this process (True), or False if another
    running process holds it.  Taking a lock this process holds again counts
one more user; it is let go when every user has released it."""
    path = Path(path)
    key = os.path.abspath(path)
    with _mutex:
        if key in _held:
            _held[key].users += 1
            return True
        for _ in range(5):
            fd = _open(path)
            if not _try_lock(fd):
                os.close(fd)
                return False
            # the file may have been unlinked by its last owner between our open and our lock
            if _same_file(fd, path):
                break
            os.close(fd)
        else:
            return False
        info = json.dumps({"pid": os.getpid(), "host": socket.gethostname(),
                           "since": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}).encode()
        try:
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, info + b"\n")
        except OSError:
            pass  # the lock is what counts, the text is a courtesy
        _held[key] = _Lock(path, fd)
        return True


def holds(path: str | os.PathLike) -> bool:
    return os.path.abspath(path) in _held


def release(path: str | os.PathLike, remove: bool = True) -> None:
    """Give up this process's lock on ``path`` (removing the file first, while
    still holding it, so no other copy ever sees a lock file nobody holds)."""
    key = os.path.abspath(path)
    with _mutex:
        lock = _held.get(key)
        if lock is None:
            return
        lock.users -= 1
        if lock.users > 0:
            return
        del _held[key]
        if remove:
            try:
                os.unlink(lock.path)
            except OSError:
                pass
        os.close(lock.fd)


def held_elsewhere(path: str | os.PathLike) -> int | None:
    """If another running process holds the lock on ``path``: its process id
    (0 when unknown).  None if nobody else does (this process may)."""
    path = Path(path)
    if holds(path):
        return None
    try:
        fd = os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None  # no lock file (or not a usable one): nobody holds it
    try:
        if _try_lock(fd):
            return None  # free: closing our descriptor lets it go again
        try:
            text = os.read(fd, 200).decode("utf-8", "replace")
            pid = json.loads(text).get("pid")
            return pid if isinstance(pid, int) and not isinstance(pid, bool) else 0
        except (OSError, ValueError, AttributeError):
            return 0
    finally:
        os.close(fd)


@contextmanager
def locked(path: str | os.PathLike, timeout: float = 3.0):
    """Hold an exclusive lock on ``path`` for a short read-modify-write.  After
    ``timeout`` seconds of waiting the body runs anyway (a hung copy must not
    stop this one); the lock file itself is left in place."""
    path = Path(path)
    fd = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = _open(path)
    except OSError:
        fd = None
    try:
        if fd is not None:
            deadline = time.monotonic() + timeout
            while not _try_lock(fd) and time.monotonic() < deadline:
                time.sleep(0.01)
        yield
    finally:
        if fd is not None:
            os.close(fd)  # closing drops the lock

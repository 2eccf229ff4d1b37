"""The recent-games list (a small JSON file in the data directory)."""

from __future__ import annotations

import json
from pathlib import Path

from .atomic import atomic_write_text, read_capped
from .lock import locked

KEEP = 30


def _file(directory: Path | None = None) -> Path:
    from app.paths import data_dir

    return (Path(directory) if directory else data_dir()) / "recent.json"


def _load(directory: Path | None = None) -> list[dict]:
    try:
        data = json.loads(read_capped(_file(directory), 1 << 20).decode("utf-8-sig"))
    except Exception:  # missing or damaged: an empty list, never an error for the user
        return []
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, list):
        return []
    return [f for f in files if isinstance(f, dict) and isinstance(f.get("path"), str)]


def add_recent(path: str | Path, directory: Path | None = None) -> None:
    """Put ``path`` at the top of the recent list."""
    from .record import now_text

    try:
        target = str(Path(path).resolve())
        target.encode("utf-8")
    except (OSError, RuntimeError, ValueError):
        return  # a name that cannot be written down (a lone surrogate from the file system)
    file = _file(directory)
    try:
        # under a lock: two running copies adding at once both get their entry
        with locked(file.with_name(".recent.lock")):
            files = [f for f in _load(directory) if f["path"] != target]
            files.insert(0, {"path": target, "time": now_text()})
            text = json.dumps({"format": "yezi-recent", "version": 1, "files": files[:KEEP]},
                              ensure_ascii=False, indent=1)
            atomic_write_text(file, text + "\n")
    except (OSError, ValueError):
        pass  # a recent list is a convenience; never fail a save or open over it


def recent_games(limit: int = 10, directory: Path | None = None) -> list[Path]:
    """Recently saved or opened record files that still exist, newest first."""
    out = []
    for f in _load(directory):
        try:
            p = Path(f["path"])
            ok = p.is_file()
        except (OSError, ValueError):
            ok = False
        if ok:
            out.append(p)
        if len(out) >= limit:
            break
    return out

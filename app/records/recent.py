"""The recent-games list (a small JSON file in the data directory)."""

from __future__ import annotations

import json
from pathlib import Path

from .atomic import atomic_write_text, read_capped

KEEP = 30


def _file(directory: Path | None = None) -> Path:
    from app.paths import data_dir

    return (Path(directory) if directory else data_dir()) / "recent.json"


def _load(directory: Path | None = None) -> list[dict]:
    try:
        data = json.loads(read_capped(_file(directory), 1 << 20).decode("utf-8"))
    except Exception:  # missing or damaged: an empty list, never an error for the user
        return []
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, list):
        return []
    return [f for f in files if isinstance(f, dict) and isinstance(f.get("path"), str)]


def add_recent(path: str | Path, directory: Path | None = None) -> None:
    """Put ``path`` at the top of the recent list."""
    from .record import now_text

    target = str(Path(path).resolve())
    files = [f for f in _load(directory) if f["path"] != target]
    files.insert(0, {"path": target, "time": now_text()})
    text = json.dumps({"format": "yezi-recent", "version": 1, "files": files[:KEEP]},
                      ensure_ascii=False, indent=1)
    try:
        atomic_write_text(_file(directory), text + "\n")
    except OSError:
        pass  # a recent list is a convenience; never fail a save or open over it


def recent_games(limit: int = 10, directory: Path | None = None) -> list[Path]:
    """Recently saved or opened record files that still exist, newest first."""
    out = []
    for f in _load(directory):
        p = Path(f["path"])
        if p.is_file():
            out.append(p)
        if len(out) >= limit:
            break
    return out

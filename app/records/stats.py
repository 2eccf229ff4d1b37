"""Statistics of the games played: one entry per finished hand, kept in a
log in the data directory: JSON Lines (``stats.jsonl``), one line appended per
hand, so two running copies never lose each other's entries.  A ``stats.json``
from before (one document) is still read.

An entry: ``{"game": record id, "hand": n, "variant": id, "time": ISO,
"seat": the player's seat, "net": [...], "winner": seat or null, "reason"}``.
``summary()`` counts games, hands, wins and settlement per variant and per day.
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from pathlib import Path
from typing import Any, Iterable, Sequence

from .atomic import TooLarge, append_bytes, read_capped

FORMAT = "yezi-stats"
VERSION = 1
KEEP = 200_000          # hands; the oldest are dropped beyond this (a few MiB)
LOG_NAME = "stats.jsonl"
MAX_LOG = 64 << 20      # bytes of the log read (the newest part, if it ever grows beyond)


def stats_file(directory: Path | None = None) -> Path:
    """The old log (one JSON document, rewritten on every hand): still read, no longer written."""
    from app.paths import data_dir

    return (Path(directory) if directory else data_dir()) / "stats.json"


def log_file(directory: Path | None = None) -> Path:
    """The log: JSON Lines, one hand per line, only ever appended to."""
    return stats_file(directory).with_name(LOG_NAME)


def _load_old(path: Path) -> list[dict]:
    """Entries of a ``stats.json`` from before the JSON Lines log.  A damaged
    one is set aside (renamed, never deleted)."""
    try:
        data = json.loads(read_capped(path, MAX_LOG).decode("utf-8-sig"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a statistics log")
        hands = data.get("hands")
        if not isinstance(hands, list):
            raise ValueError("no hands list")
        return [h for h in hands if _valid(h)]
    except FileNotFoundError:
        return []
    except Exception:
        from .record import now_text

        try:
            path.replace(path.with_name(f"stats.damaged-{now_text().replace(':', '')}.json"))
        except OSError:
            pass
        return []


def _read_log(path: Path) -> bytes:
    try:
        return read_capped(path, MAX_LOG)
    except TooLarge:
        with open(path, "rb") as f:  # a regular file (read_capped checked): its newest part
            f.seek(-MAX_LOG, os.SEEK_END)
            data = f.read(MAX_LOG)
        return data[data.find(b"\n") + 1:]


def _load_log(path: Path) -> list[dict]:
    """Entries of the JSON Lines log; a line that is not a valid entry (the
    torn last line of a crash, a hand edit) is skipped, never the whole log."""
    try:
        data = _read_log(path)
    except (OSError, TooLarge):
        return []
    out = []
    for line in data.split(b"\n"):
        if not line.strip():
            continue
        try:
            entry = json.loads(line.decode("utf-8-sig"))
        except (ValueError, RecursionError):
            continue
        if _valid(entry):
            out.append(entry)
    return out


def load(directory: Path | None = None) -> list[dict]:
    """Every logged hand, once each (by game id and hand number): the old
    ``stats.json`` if there is one, then the JSON Lines log."""
    entries, seen = [], set()
    for entry in _load_old(stats_file(directory)) + _load_log(log_file(directory)):
        key = (entry.get("game"), entry.get("hand"))
        if key in seen:
            continue
        seen.add(key)
        entries.append(entry)
    return entries[-KEEP:]


def _valid(h: Any) -> bool:
    return (isinstance(h, dict) and isinstance(h.get("variant"), str) and isinstance(h.get("net"), list)
            and all(isinstance(v, int) and not isinstance(v, bool) for v in h["net"])
            and isinstance(h.get("time"), str) and isinstance(h.get("game"), (str, type(None)))
            and isinstance(h.get("hand"), (int, type(None))))


def record_hand(*, game: str, hand: int, variant: str, net: Sequence[int], winner: int | None,
                reason: str, seat: int | None, time: str | None = None,
                directory: Path | None = None) -> bool:
    """Log one finished hand; False if (game, hand) was already logged."""
    return record_hands([dict(game=game, hand=hand, variant=variant, net=list(net), winner=winner,
                              reason=reason, seat=seat, time=time)], directory) > 0


def record_hands(items: Iterable[dict], directory: Path | None = None) -> int:
    """Append the hands not logged yet, in one write (two running copies
    appending at once lose nothing)."""
    from .record import now_text

    seen = {(e.get("game"), e.get("hand")) for e in load(directory)}
    lines = []
    for item in items:
        key = (item["game"], item["hand"])
        if key in seen:
            continue
        seen.add(key)
        entry = dict(item)
        entry["time"] = entry.get("time") or now_text()
        lines.append(json.dumps(entry, ensure_ascii=False, separators=(",", ":")))
    if lines:
        data = ("\n".join(lines) + "\n").encode("utf-8", "replace")
        append_bytes(log_file(directory), data)
    return len(lines)


def player_seat(seats: Sequence[dict]) -> int | None:
    """Whose results count: the human seat; seat 0 when seats are unknown;
    None for a game of computers only (not counted)."""
    for i, s in enumerate(seats):
        if s.get("type") == "human":
            return i
    if seats and all(s.get("type") == "unknown" for s in seats):
        return 0
    return None


def import_record(record, directory: Path | None = None) -> int:
    """Log every finished hand of a saved record (e.g. to rebuild the log
    from the history folder); hands already logged are skipped."""
    seat = player_seat(record.seats)
    if seat is None:
        return 0
    items = []
    for h in record.hands:
        if h.result is None:
            continue
        items.append(dict(game=record.id, hand=h.index, variant=record.variant_id,
                          net=h.result["net"], winner=h.result["winner"], reason=h.result["reason"],
                          seat=seat, time=(h.times[-1] if h.times else None) or record.created,
                          **({"takebacks": len(h.takebacks)} if h.takebacks else {})))
    return record_hands(items, directory)


def _local_date(text: str) -> str:
    """The player's own calendar day of a UTC time stamp."""
    from .record import parse_time

    when = parse_time(text)
    return when.astimezone().date().isoformat() if when else text[:10]


def _blank() -> dict:
    return {"games": set(), "hands": 0, "wins": 0, "draws": 0, "net": 0, "taken_back": 0}


def _finish(bucket: dict) -> dict:
    hands = bucket["hands"]
    return {"games": len(bucket["games"]), "hands": hands, "wins": bucket["wins"],
            "draws": bucket["draws"], "net": bucket["net"], "taken_back": bucket["taken_back"],
            "average": round(bucket["net"] / hands, 2) if hands else 0.0,
            "win_rate": round(bucket["wins"] / hands, 4) if hands else 0.0}


def summary(entries: list[dict] | None = None, directory: Path | None = None) -> dict:
    """``{"total": {...}, "variants": {id: {...}}, "days": [{"date", ..., "cumulative"}]}``
    where each {...} has games, hands, wins, draws, net, average (net per hand),
    win_rate and taken_back (hands in which the player took a move back), all
    from the player's seat."""
    if entries is None:
        entries = load(directory)
    total = _blank()
    per_variant: dict[str, dict] = defaultdict(_blank)
    per_day: dict[str, dict] = defaultdict(_blank)
    for e in sorted(entries, key=lambda e: e["time"]):
        seat = e.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < len(e["net"]):
            continue
        for bucket in (total, per_variant[e["variant"]], per_day[_local_date(e["time"])]):
            bucket["games"].add(e.get("game"))
            bucket["hands"] += 1
            bucket["net"] += e["net"][seat]
            if e.get("winner") == seat:
                bucket["wins"] += 1
            elif e.get("winner") is None:
                bucket["draws"] += 1
            if isinstance(e.get("takebacks"), int) and e["takebacks"] > 0:
                bucket["taken_back"] += 1
    days = []
    running = 0
    for date in sorted(per_day):
        row = _finish(per_day[date])
        running += row["net"]
        row["date"] = date
        row["cumulative"] = running
        days.append(row)
    return {"total": _finish(total),
            "variants": {v: _finish(b) for v, b in sorted(per_variant.items())},
            "days": days}

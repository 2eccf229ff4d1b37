"""Statistics of the games played: one entry per finished hand, kept in a
small JSON log in the data directory (rewritten atomically when a hand ends).

An entry: ``{"game": record id, "hand": n, "variant": id, "time": ISO,
"seat": the player's seat, "net": [...], "winner": seat or null, "reason"}``.
``summary()`` counts games, hands, wins and settlement per variant and per day.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any, Iterable, Sequence

from .atomic import atomic_write_text, read_capped

FORMAT = "yezi-stats"
VERSION = 1
KEEP = 200_000          # hands; the oldest are dropped beyond this (a few MiB)


def stats_file(directory: Path | None = None) -> Path:
    from app.paths import data_dir

    return (Path(directory) if directory else data_dir()) / "stats.json"


def load(directory: Path | None = None) -> list[dict]:
    """Every logged hand.  A damaged log is set aside (renamed, never deleted)
    and counting starts afresh."""
    path = stats_file(directory)
    if not path.exists():
        return []
    try:
        data = json.loads(read_capped(path, 64 << 20).decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a statistics log")
        hands = data.get("hands")
        if not isinstance(hands, list):
            raise ValueError("no hands list")
        return [h for h in hands if _valid(h)]
    except Exception:
        from .record import now_text

        try:
            path.replace(path.with_name(f"stats.damaged-{now_text().replace(':', '')}.json"))
        except OSError:
            pass
        return []


def _valid(h: Any) -> bool:
    return (isinstance(h, dict) and isinstance(h.get("variant"), str) and isinstance(h.get("net"), list)
            and all(isinstance(v, int) for v in h["net"]) and isinstance(h.get("time"), str))


def _write(entries: list[dict], directory: Path | None) -> None:
    text = json.dumps({"format": FORMAT, "version": VERSION, "hands": entries[-KEEP:]},
                      ensure_ascii=False, separators=(",", ":"))
    atomic_write_text(stats_file(directory), text + "\n")


def record_hand(*, game: str, hand: int, variant: str, net: Sequence[int], winner: int | None,
                reason: str, seat: int | None, time: str | None = None,
                directory: Path | None = None) -> bool:
    """Log one finished hand; False if (game, hand) was already logged."""
    return record_hands([dict(game=game, hand=hand, variant=variant, net=list(net), winner=winner,
                              reason=reason, seat=seat, time=time)], directory) > 0


def record_hands(items: Iterable[dict], directory: Path | None = None) -> int:
    from .record import now_text

    entries = load(directory)
    seen = {(e.get("game"), e.get("hand")) for e in entries}
    added = 0
    for item in items:
        key = (item["game"], item["hand"])
        if key in seen:
            continue
        seen.add(key)
        entry = dict(item)
        entry["time"] = entry.get("time") or now_text()
        entries.append(entry)
        added += 1
    if added:
        _write(entries, directory)
    return added


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
                          seat=seat, time=(h.times[-1] if h.times else None) or record.created))
    return record_hands(items, directory)


def _local_date(text: str) -> str:
    """The player's own calendar day of a UTC time stamp."""
    from .record import parse_time

    when = parse_time(text)
    return when.astimezone().date().isoformat() if when else text[:10]


def _blank() -> dict:
    return {"games": set(), "hands": 0, "wins": 0, "draws": 0, "net": 0}


def _finish(bucket: dict) -> dict:
    hands = bucket["hands"]
    return {"games": len(bucket["games"]), "hands": hands, "wins": bucket["wins"],
            "draws": bucket["draws"], "net": bucket["net"],
            "average": round(bucket["net"] / hands, 2) if hands else 0.0,
            "win_rate": round(bucket["wins"] / hands, 4) if hands else 0.0}


def summary(entries: list[dict] | None = None, directory: Path | None = None) -> dict:
    """``{"total": {...}, "variants": {id: {...}}, "days": [{"date", ..., "cumulative"}]}``
    where each {...} has games, hands, wins, draws, net, average (net per hand)
    and win_rate, all from the player's seat."""
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

"""Game records: a match as its history (variant, settings, seed, actions).

The file is versioned JSON (see docs/records.md).  Nothing in it can run code:
it is read with ``json`` only, every field is checked for shape, and the
actions are replayed through the rules engine, which refuses anything illegal.
The wall-clock time of each action is stamped here, never by the engine.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from app.engine import (Deal, FinishedHand, IllegalAction, Match, RecordError, YeziError, deal_hand, derive_seed,
                        find_variant)
from app.engine.errors import VariantError

from . import journal
from .atomic import DEFAULT_CAP, NotAFile, TooLarge, atomic_write_text, read_capped

FORMAT = "yezi-record"
VERSION = 1
MAX_BYTES = DEFAULT_CAP          # 32 MiB: a real match is a few hundred KiB at most
MAX_DEPTH = 40                   # nesting of any JSON value (settings, context, breakdown)
SEAT_TYPES = ("human", "computer", "unknown")


# A record id names its autosave file, its history copy and its statistics, so
# only a plain form is used as it is: 32 hex digits (a UUID without dashes) or a
# UUID, optionally with the "-h<n>" of a hand cut out of a longer record.
_ID = re.compile(r"(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-h[0-9]{1,6})?")


def valid_id(text: Any) -> bool:
    return isinstance(text, str) and _ID.fullmatch(text) is not None


def usable_id(text: Any) -> str:
    """``text`` if it is a valid id, else a fresh one derived from it (a hash,
    so the same file always gets the same id and its hands are not counted
    twice in the statistics)."""
    if valid_id(text):
        return text
    raw = text if isinstance(text, str) else repr(text)
    return hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()[:32]


_BAD_TEXT = re.compile(r"[\ud800-\udfff\x00]")


def _clean_text(value: Any, found: list) -> Any:
    """Strings that cannot be written back as UTF-8 (a lone surrogate from a
    ``\\ud800`` escape) or that no file system or widget takes (NUL) are
    replaced by U+FFFD, in keys and values alike."""
    if isinstance(value, str):
        if _BAD_TEXT.search(value):
            found.append(value)
            return _BAD_TEXT.sub("\ufffd", value)
        return value
    if isinstance(value, dict):
        return {_clean_text(k, found): _clean_text(v, found) for k, v in value.items()}
    if isinstance(value, list):
        return [_clean_text(v, found) for v in value]
    return value


def now_text() -> str:
    """UTC wall-clock time with milliseconds, e.g. ``2026-11-29T23:15:21.123Z``."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _iso_time(text: str) -> bool:
    """``parse_time(text) is not None``, for the loader's inner loop."""
    try:
        datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return False
    return True


def parse_time(text: str | None) -> datetime | None:
    if text is None:
        return None
    try:
        t = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return t if t.tzinfo else t.replace(tzinfo=timezone.utc)


def jsonable(value: Any) -> Any:
    """Engine data (contexts, breakdowns) as plain JSON values: tuples become
    lists, sets sorted lists, cards their codes."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((jsonable(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    code = getattr(value, "code", None)
    if isinstance(code, str):
        return code
    return str(value)


def _same(a: Any, b: Any) -> bool:
    return json.dumps(jsonable(a), sort_keys=True) == json.dumps(jsonable(b), sort_keys=True)


def _check_depth(value: Any, where: str) -> None:
    """Refuse absurdly nested values without recursion."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise RecordError(f"{where} is nested more than {MAX_DEPTH} levels deep")
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
        for v in children:
            if isinstance(v, (dict, list)):
                stack.append((v, depth + 1))
            elif depth + 1 > MAX_DEPTH:   # a plain value that deep, as deep as a container
                raise RecordError(f"{where} is nested more than {MAX_DEPTH} levels deep")


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)   # a JSON string, escapes and all
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def _nesting_exceeds(text: str, limit: int) -> bool:
    """True if brackets nest deeper than ``limit`` (strings skipped).  Checked
    before ``json.loads`` so a hostile file cannot exhaust the stack.  (The
    strings and everything but brackets are cut out by regular expressions
    first: a 3 MiB record is checked in milliseconds.)"""
    bare = _STRING.sub("", text)
    cut = bare.find('"')                 # a string that never ends hides the rest
    if cut >= 0:
        bare = bare[:cut]
    depth = 0
    for ch in _NOT_BRACKET.sub("", bare):
        if ch in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


# --------------------------------------------------------------------------- seats

def normalize_seats(seats: Sequence[Any] | None, count: int) -> list[dict]:
    """Seats as dicts: ``{"type": "human"}`` or ``{"type": "computer", "level": "simple"}``.
    Strings are accepted: "human", or a computer level name."""
    if seats is None:
        return [{"type": "unknown"} for _ in range(count)]
    out = []
    for i, s in enumerate(seats):
        if isinstance(s, str):
            out.append({"type": "human"} if s == "human" else {"type": "computer", "level": s})
        elif isinstance(s, Mapping):
            out.append(_check_seat(dict(s), f"seats[{i}]"))
        else:
            raise RecordError(f"seats[{i}] must be 'human', a computer level or an object")
    if len(out) != count:
        raise RecordError(f"the match has {count} seats but {len(out)} are described")
    return out


def _check_seat(seat: dict, where: str) -> dict:
    kind = seat.get("type")
    if kind not in SEAT_TYPES:
        raise RecordError(f"{where}.type must be one of {', '.join(SEAT_TYPES)}, not {kind!r}")
    for key in ("level", "name"):
        if key in seat and not isinstance(seat[key], str):
            raise RecordError(f"{where}.{key} must be text")
    if kind == "computer" and "level" not in seat:
        raise RecordError(f"{where} is a computer without a level")
    return seat


# --------------------------------------------------------------------------- hands

@dataclass
class HandRecord:
    """One hand: its place in the match, the deal (seed + context), the
    actions as text with their times, and the result if it ended."""

    index: int                          # hand number in the match, from 0
    seed: int
    context: dict
    actions: list[str] = field(default_factory=list)
    times: list[str | None] = field(default_factory=list)
    result: dict | None = None          # winner, net, reason, breakdown, lines
    deal: dict | None = None            # an arranged deal (``Deal.to_json``); None: dealt from the seed
    takebacks: list[int] = field(default_factory=list)  # take-backs: actions kept by each, in order
    _text: str | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def json_text(self, last: bool) -> str:
        """This hand's lines of the record file (cached once the hand is over:
        autosaving a long match then costs only the hand in play)."""
        if self._text is not None and self.is_over:
            return self._text + ("" if last else ",")

        def dump(v) -> str:
            return json.dumps(v, ensure_ascii=False, allow_nan=False)

        out = ["  {"]
        for key in ("index", "seed", "context"):
            out.append(f"   {dump(key)}: {dump(getattr(self, key))},")
        if self.deal is not None:
            out.append(f'   "deal": {dump(self.deal)},')
        if self.takebacks:
            out.append(f'   "takebacks": {dump(self.takebacks)},')
        out.append('   "actions": [' + ("" if self.actions else "],"))
        pairs = list(zip(self.actions, self.times))
        for j, (a, t) in enumerate(pairs):
            out.append(f'    {{"action": {dump(a)}, "time": {dump(t)}}}' + ("," if j + 1 < len(pairs) else ""))
        if self.actions:
            out.append("   ],")
        out.append(f'   "result": {dump(self.result)}')
        out.append("  }")
        text = "\n".join(out)
        if self.is_over:
            self._text = text
        return text + ("" if last else ",")

    def to_dict(self) -> dict:
        out = {"index": self.index, "seed": self.seed, "context": self.context}
        if self.deal is not None:
            out["deal"] = self.deal
        if self.takebacks:
            out["takebacks"] = list(self.takebacks)
        out["actions"] = [{"action": a, "time": t} for a, t in zip(self.actions, self.times)]
        out["result"] = self.result
        return out

    def arranged(self, engine) -> Deal | None:
        """This hand's arranged deal as the engine's ``Deal`` (None: dealt from
        the seed); ``RecordError`` naming the problem if it cannot be read."""
        if self.deal is None:
            return None
        try:
            return Deal.from_json(self.deal, engine)
        except YeziError as exc:
            raise RecordError(f"hand {self.index + 1}: its deal cannot be read: {exc.reason}") from None


def _count(hand) -> int:
    """How many actions a hand of ``Match.hands`` has (a finished one is not unpacked)."""
    return hand.num_actions if isinstance(hand, FinishedHand) else len(hand.log)


def _texts(hand) -> list[str]:
    """The actions of a hand of ``Match.hands`` as text (a finished one keeps them so)."""
    return hand.action_texts() if isinstance(hand, FinishedHand) else [a.text() for a in hand.log]


def result_dict(result) -> dict:
    return {
        "winner": result.winner,
        "net": list(result.net),
        "reason": result.reason,
        "breakdown": jsonable(result.breakdown),
        "lines": list(result.lines),
    }


class RecordMatch(Match):
    """A ``Match`` that may start at a later hand (a one-hand record cut from
    a longer match keeps its hand number, seed and context)."""

    first_hand = 0

    def __init__(self, variant, settings=None, seed: int = 0, first_hand: int = 0,
                 context: Mapping[str, Any] | None = None, totals: Sequence[int] | None = None,
                 deals: Mapping[int, Deal] | None = None):
        super().__init__(variant, settings, seed, (deals or {}).get(0), context)
        self.deals = dict(deals or {})    # arranged hands by position in this match
        if first_hand or context is not None:
            self.first_hand = first_hand
            if context is not None:
                self.contexts = [dict(context)]
            self.hands = [self._deal(0)]
        if totals is not None:
            self.totals = list(totals)

    def _deal(self, index: int):
        return deal_hand(self.variant, self.settings, derive_seed(self.seed, self.first_hand + index),
                         self.contexts[index], self.deals.get(index))


@dataclass
class HandCheck:
    """What re-running one hand gave, for ``yezi replay --verify``."""

    index: int
    ok: bool
    recorded: dict | None
    replayed: dict | None
    problem: str = ""


# --------------------------------------------------------------------------- record

@dataclass
class Record:
    variant_id: str
    settings: dict
    seed: int
    seats: list[dict]
    hands: list[HandRecord]
    start_totals: list[int]
    totals: list[int]
    context: dict
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    created: str = field(default_factory=now_text)
    saved: str | None = None
    finished: bool = False
    path: Path | None = field(default=None, compare=False)
    rules: int = 1          # the variant's rules_version the games were played under
    app: str = ""           # the program that wrote the file read ("yezi 0.2.0"; "" before the field)
    notes: list[str] = field(default_factory=list, compare=False)   # what loading repaired (one line each)

    # ---- making

    @classmethod
    def from_match(cls, match: Match, seats: Sequence[Any] | None = None,
                   times: Sequence[Sequence[Any]] | None = None, *, record_id: str | None = None,
                   created: str | None = None, reuse: Sequence["HandRecord"] = ()) -> "Record":
        """The record of ``match`` as it stands.  ``times`` is one list per hand
        of each action's time (ISO text, ``datetime`` or epoch seconds);
        missing times are stamped now.  ``reuse``: finished hands of an earlier
        record of this same match, taken as they are (the autosaver's shortcut)."""
        first = getattr(match, "first_hand", 0)
        n = len(match.totals)
        start = list(match.totals)
        for h in match.hands[:-1]:
            for i, v in enumerate(h.result.net):
                start[i] -= v
        stamp = now_text()
        hands = []
        for k, (state, ctx) in enumerate(zip(match.hands, match.contexts)):
            taken = list(getattr(match, "takebacks", {}).get(k, ()))
            if (k < len(reuse) and reuse[k].is_over and state.is_over and len(reuse[k].actions) == _count(state)
                    and reuse[k].takebacks == taken):
                hands.append(reuse[k])
                continue
            actions = _texts(state)
            given = list(times[k]) if times is not None and k < len(times) else []
            hand_times = [_time_text(given[j]) if j < len(given) else stamp for j in range(len(actions))]
            hands.append(HandRecord(
                index=first + k, seed=derive_seed(match.seed, first + k), context=jsonable(ctx),
                actions=actions, times=hand_times,
                result=result_dict(state.result) if state.is_over else None, deal=_deal_json(state),
                takebacks=taken))
        return cls(
            variant_id=match.variant.id, settings=jsonable(match.settings), seed=match.seed,
            seats=normalize_seats(seats, n), hands=hands, start_totals=start,
            totals=list(match.totals), context=jsonable(match.contexts[-1]),
            id=record_id or uuid.uuid4().hex, created=created or (hands[0].times[0] if hands and
                                                                  hands[0].times else stamp),
            rules=match.variant.rules_version)

    @classmethod
    def from_current_hand(cls, match: Match, seats: Sequence[Any] | None = None,
                          times: Sequence[Any] | None = None) -> "Record":
        """A one-hand record of ``match``'s current hand (cheap at any match
        length; ``yezi selfplay --save-dir`` writes these)."""
        k = len(match.hands) - 1
        first = getattr(match, "first_hand", 0)
        state = match.current
        stamp = now_text()
        given = list(times or [])
        actions = _texts(state)
        hand = HandRecord(
            index=first + k, seed=derive_seed(match.seed, first + k), context=jsonable(match.contexts[-1]),
            actions=actions, times=[_time_text(given[j]) if j < len(given) else stamp
                                    for j in range(len(actions))],
            result=result_dict(state.result) if state.is_over else None, deal=_deal_json(state),
            takebacks=list(getattr(match, "takebacks", {}).get(k, ())))
        return cls(variant_id=match.variant.id, settings=jsonable(match.settings), seed=match.seed,
                   seats=normalize_seats(seats, len(match.totals)), hands=[hand],
                   start_totals=list(match.totals), totals=list(match.totals),
                   context=hand.context, created=stamp, finished=hand.is_over,
                   rules=match.variant.rules_version)

    def single_hand(self, position: int) -> "Record":
        """A record of just the hand at ``position`` (in ``self.hands``); it
        keeps the hand's number, seed, context and the totals before it."""
        hand = self.hands[position]
        start = list(self.start_totals)
        for h in self.hands[:position]:
            for i, v in enumerate(h.result["net"]):
                start[i] += v
        return Record(
            variant_id=self.variant_id, settings=dict(self.settings), seed=self.seed,
            seats=[dict(s) for s in self.seats], hands=[hand], start_totals=start, totals=list(start),
            context=hand.context, id=f"{self.id}-h{hand.index + 1}",
            created=hand.times[0] if hand.times and hand.times[0] else self.created,
            finished=hand.is_over, rules=self.rules)

    # ---- reading facts

    @property
    def variant(self):
        try:
            return find_variant(self.variant_id)
        except VariantError as exc:
            raise RecordError(exc.reason) from None

    @property
    def num_seats(self) -> int:
        return len(self.seats)

    @property
    def num_actions(self) -> int:
        return sum(len(h.actions) for h in self.hands)

    def human_seat(self) -> int | None:
        for i, s in enumerate(self.seats):
            if s.get("type") == "human":
                return i
        return None

    # ---- JSON

    def to_dict(self, hands: bool = True) -> dict:
        from app.version import version

        return {
            "format": FORMAT,
            "version": VERSION,
            "app": f"yezi {version()}",   # always this program: it writes the file
            "id": self.id,
            "created": self.created,
            "saved": self.saved or now_text(),
            "variant": self.variant_id,
            "rules": self.rules,
            "settings": self.settings,
            "seed": self.seed,
            "seats": self.seats,
            "start": {"hand": self.hands[0].index if self.hands else 0, "totals": self.start_totals},
            "hands": [h.to_dict() for h in self.hands] if hands else None,
            "match": {"totals": self.totals, "context": self.context,
                      "hands": len(self.hands), "finished": self.finished},
        }

    def to_json(self) -> str:
        """Readable and diff-friendly: one line per field, per hand field and
        per action; small values compact."""
        def dump(v) -> str:
            return json.dumps(v, ensure_ascii=False, allow_nan=False)

        d = self.to_dict(hands=False)
        d.pop("hands")
        out = ["{"]
        for key, value in d.items():
            if key == "match":
                continue
            out.append(f" {dump(key)}: {dump(value)},")
        out.append(' "hands": [')
        for k, h in enumerate(self.hands):
            out.append(h.json_text(last=k + 1 == len(self.hands)))
        out.append(" ],")
        out.append(f' "match": {dump(d["match"])}')
        out.append("}")
        return "\n".join(out) + "\n"

    @classmethod
    def from_json(cls, text: str | bytes) -> "Record":
        """Parse and shape-check a record; ``RecordError`` names the first problem.
        (The actions are checked against the rules by ``rebuild``/``verify``.)"""
        if isinstance(text, bytes):
            if len(text) > MAX_BYTES:
                raise RecordError(f"the file is too large ({len(text) // 1048576} MiB; "
                                  f"a record is at most {MAX_BYTES // 1048576} MiB)")
            try:
                text = text.decode("utf-8-sig")
            except UnicodeDecodeError as exc:
                raise RecordError(f"not a text file (byte {exc.start} is not UTF-8)") from None
        if len(text) > MAX_BYTES:
            raise RecordError(f"the file is too large (a record is at most {MAX_BYTES // 1048576} MiB)")
        if not text.strip():
            raise RecordError("the file is empty")
        if _nesting_exceeds(text, MAX_DEPTH + 6):
            raise RecordError(f"not a game record: the JSON is nested more than {MAX_DEPTH} levels deep")
        if text.startswith(journal.PREFIX):   # an autosave journal (JSON Lines): the record it holds
            data, notes = journal.to_record_dict(text, _refuse_constant)
            found = []
            if "\\u" in text:
                data = _clean_text(data, found)
            record = cls.from_dict(data)
            record.notes.extend(notes)
            if found:
                record.notes.append(f"{len(found)} piece(s) of text held characters that cannot be saved "
                                    f"(a lone surrogate or NUL); they were replaced by \ufffd")
            return record
        try:
            data = json.loads(text, parse_constant=_refuse_constant)
        except json.JSONDecodeError as exc:
            if text[exc.pos:].strip() == "" or "Unterminated string" in exc.msg:
                raise RecordError("the file is truncated (the JSON ends too early)") from None
            raise RecordError(f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
        except (ValueError, RecursionError) as exc:
            raise RecordError(f"not JSON: {' '.join(str(exc).split())[:200]}") from None
        found: list = []
        if "\\u" in text:  # a lone surrogate or NUL can only arrive as an escape
            data = _clean_text(data, found)
        record = cls.from_dict(data)
        if found:
            record.notes.append(f"{len(found)} piece(s) of text held characters that cannot be saved "
                                f"(a lone surrogate or NUL); they were replaced by \ufffd")
        return record

    @classmethod
    def from_dict(cls, data: Any) -> "Record":
        if not isinstance(data, dict):
            raise RecordError(f"not a Yezi game record (the file holds a JSON {_kind(data)}, "
                              f"not an object)")
        fmt = data.get("format")
        if fmt != FORMAT:
            raise RecordError(f"not a Yezi game record (format is {fmt!r}, expected {FORMAT!r})")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise RecordError(f"record version must be a whole number from 1, not {version!r}")
        if version > VERSION:
            raise RecordError(f"record version {version} was written by a newer Yezi "
                              f"(this one reads version {VERSION}); please update Yezi")
        variant_id = _get(data, "variant", str)
        rules = _typed(data.get("rules", 1), int, "rules")  # records from before the field: the first rules
        if rules < 1:
            raise RecordError(f"rules must be a whole number from 1, not {rules!r}")
        settings = _get(data, "settings", dict)
        _check_depth(settings, "settings")
        seed = _get(data, "seed", int)
        seats_raw = _get(data, "seats", list)
        seats = [_check_seat(dict(_typed(s, dict, f"seats[{i}]")), f"seats[{i}]")
                 for i, s in enumerate(seats_raw)]
        n = len(seats)
        if not 2 <= n <= 8:
            raise RecordError(f"seats must list 2 to 8 players, not {n}")
        start = _get(data, "start", dict)
        first = _get(start, "hand", int, "start.hand")
        if first < 0:
            raise RecordError("start.hand must not be negative")
        start_totals = _int_list(_get(start, "totals", list, "start.totals"), n, "start.totals")
        hands_raw = _get(data, "hands", list)
        if not hands_raw:
            raise RecordError("the record has no hands")
        hands = []
        for k, h in enumerate(hands_raw):
            hands.append(_hand_from(h, k, first + k, seed, n))
        for h in hands[:-1]:
            if h.result is None:
                raise RecordError(f"hand {h.index + 1} has no result but hand {h.index + 2} follows it")
        match = _get(data, "match", dict)
        totals = _int_list(_get(match, "totals", list, "match.totals"), n, "match.totals")
        context = _get(match, "context", dict, "match.context")
        _check_depth(context, "match.context")
        finished = match.get("finished", False)
        if not isinstance(finished, bool):
            raise RecordError("match.finished must be true or false")
        expected = list(start_totals)
        for h in hands[:-1]:
            for i, v in enumerate(h.result["net"]):
                expected[i] += v
        if totals != expected:
            raise RecordError(f"match.totals {totals} do not add up: the start totals and the "
                              f"hands' results give {expected}")
        app = data.get("app", "")
        if not isinstance(app, str) or len(app) > 100:
            raise RecordError("app must be short text (the program and version that wrote the record)")
        rec_id = data.get("id", "")
        notes = []
        if rec_id in ("", None):
            rec_id = uuid.uuid4().hex
        elif not valid_id(rec_id):
            shown = rec_id if isinstance(rec_id, str) else _kind(rec_id)
            rec_id = usable_id(rec_id)
            notes.append(f"the record's id {_short(shown)} is not a Yezi id (32 hex digits); "
                         f"it is saved under the new id {rec_id}")
        created = data.get("created")
        saved = data.get("saved")
        for key, val in (("created", created), ("saved", saved)):
            if val is not None and (not isinstance(val, str) or parse_time(val) is None):
                raise RecordError(f"{key} must be an ISO date and time, not {val!r}")
        return cls(variant_id=variant_id, settings=settings, seed=seed, seats=seats, hands=hands,
                   start_totals=start_totals, totals=totals, context=context,
                   id=rec_id, created=created or now_text(), saved=saved,
                   finished=finished, rules=rules, app=app, notes=notes)

    # ---- replaying

    def rebuild(self) -> Match:
        """The match, every hand replayed through the engine; ``RecordError``
        at the first refused action or result that differs from the record."""
        match, checks = self._replay(strict=True)
        return match

    def verify(self) -> list[HandCheck]:
        """Re-run every hand; one ``HandCheck`` each.  An unreadable or illegal
        action raises ``RecordError``; a differing result is reported, not raised."""
        return self._replay(strict=False)[1]

    def _replay(self, strict: bool, tolerant: bool = False) -> tuple[Match, list[HandCheck]]:
        try:
            match, checks = self._replay_hands(strict, tolerant)
        except RecordError as exc:
            reason = " ".join(exc.reason.split()) + self._rules_note()  # one line, whatever the file held
            raise RecordError(f"{Path(self.path).name}: {reason}" if self.path else reason) from None
        for check in checks:
            if not check.ok and check.problem:
                check.problem += self._rules_note()
        return match, checks

    def _rules_note(self) -> str:
        """Why a record may no longer replay: its rules are not this Yezi's."""
        try:
            now = self.variant.rules_version
        except RecordError:
            return ""
        if self.rules < now:
            return (f" (played under {self.variant_id} rules version {self.rules}; this Yezi plays "
                    f"version {now}, and a rule has changed since)")
        if self.rules > now:
            return (f" (played under {self.variant_id} rules version {self.rules}, newer than this "
                    f"Yezi's version {now}; please update Yezi)")
        return ""

    def _replay_hands(self, strict: bool, tolerant: bool) -> tuple[Match, list[HandCheck]]:
        match, checks = None, []
        for match, check in self._walk(strict, tolerant):
            checks.append(check)
        return match, checks

    def _walk(self, strict: bool, tolerant: bool):
        """Replay the hands in order, yielding ``(match, check)`` after each one.
        Stops after the first refused action when ``tolerant`` (raises otherwise)."""
        variant = self.variant
        settings = self._settings(variant)
        first = self.hands[0]
        deals = {k: d for k, h in enumerate(self.hands) if (d := h.arranged(variant.engine)) is not None}
        try:
            # a first hand is dealt from the seed's context, unless it is arranged (a
            # lesson's or puzzle's position): then its recorded context is part of the arrangement
            match = RecordMatch(variant, settings, self.seed, first.index,
                                None if first.index == 0 and first.deal is None else first.context,
                                self.start_totals, deals)
        except YeziError as exc:
            raise RecordError(f"hand {first.index + 1} cannot be dealt: {exc.reason}") from None
        except Exception as exc:  # a hand-edited context the engine cannot use
            raise RecordError(f"hand {first.index + 1} cannot be dealt from the recorded context "
                              f"({type(exc).__name__}: {exc})") from None
        seats = getattr(match.current, "num_seats", len(match.totals))  # the deal's, not the record's totals
        if seats != self.num_seats:
            raise RecordError(f"{variant.id} is played by {seats} seats, "
                              f"but the record has {self.num_seats}")
        for k, hand in enumerate(self.hands):
            where = f"hand {hand.index + 1}"
            if k > 0:
                try:
                    match.next_hand()
                except YeziError as exc:
                    raise RecordError(f"{where} cannot be dealt: {exc.reason}") from None
            if not _same(match.contexts[-1], hand.context):
                problem = (f"{where}: the recorded context {json.dumps(hand.context, ensure_ascii=False)} "
                           f"differs from the engine's "
                           f"{json.dumps(jsonable(match.contexts[-1]), ensure_ascii=False)}")
                if strict:
                    raise RecordError(problem)
                yield match, HandCheck(hand.index, False, hand.result, None, problem)
                return
            state = match.current
            if hand.takebacks:
                match.takebacks[k] = list(hand.takebacks)   # kept on, so a resumed game still says so
            problem = _play_recorded(state, hand, variant.engine)
            if problem is not None:
                if not tolerant:
                    raise RecordError(problem)
                # for viewing: keep what replays, up to the bad action
                yield match, HandCheck(hand.index, False, hand.result, None, problem)
                return
            check = _result_check(state, hand)
            if strict and not check.ok:
                raise RecordError(check.problem)
            yield match, check

    def _settings(self, variant) -> dict:
        try:
            return variant.settings(self.settings)
        except VariantError as exc:
            raise RecordError(f"settings: {exc.reason}") from None

    def _say(self, problem: str) -> str:
        """A problem as the viewer says it: one line, the file's name, the rules note."""
        problem = " ".join(problem.split()) + self._rules_note()
        return f"{Path(self.path).name}: {problem}" if self.path is not None else problem

    def verification(self) -> "Verification":
        """Check every hand in order, one hand per ``step()`` (the replay viewer
        runs it while the shown hand is already on screen)."""
        return Verification(self)

    def deal(self, position: int):
        """The hand at ``position`` as dealt, from its own seed and recorded
        context (no other hand is replayed); ``RecordError`` if it cannot be dealt."""
        hand = self.hands[position]
        try:
            variant = self.variant
            state = deal_hand(variant, self._settings(variant), hand.seed, hand.context,
                              hand.arranged(variant.engine))
            if state.num_seats != self.num_seats:
                raise RecordError(f"{variant.id} is played by {state.num_seats} seats, "
                                  f"but the record has {self.num_seats}")
            return state
        except RecordError as exc:
            raise RecordError(self._say(exc.reason)) from None
        except YeziError as exc:
            raise RecordError(self._say(f"hand {hand.index + 1} cannot be dealt: {exc.reason}")) from None
        except Exception as exc:  # a hand-edited context the engine cannot use
            raise RecordError(self._say(f"hand {hand.index + 1} cannot be dealt from the recorded context "
                                        f"({type(exc).__name__}: {exc})")) from None

    def timeline(self, position: int) -> "HandTimeline":
        """Step through the hand at ``position`` (index into ``self.hands``),
        rebuilt from that hand's seed and context alone.  The last few are kept."""
        cache = self.__dict__.setdefault("_timelines", {})
        tl = cache.pop(position, None)
        if tl is None:
            tl = HandTimeline(self, position)
        cache[position] = tl
        while len(cache) > HandTimeline.KEEP:
            del cache[next(iter(cache))]
        return tl


def _play_recorded(state, hand: HandRecord, engine, after=None) -> str | None:
    """Apply ``hand``'s recorded actions to ``state`` (its deal), stopping at the
    first one that cannot be read or that the rules refuse; that problem (one
    line) or None.  ``after(action, state)`` is called after each applied action."""
    where = f"hand {hand.index + 1}"
    for j, text in enumerate(hand.actions):
        problem = None
        if state.is_over:
            problem = f"{where} ended after action {j} but the record has {len(hand.actions) - j} more"
        else:
            try:
                action = engine.parse_action(text)
            except YeziError as exc:
                action = None
                problem = f"{where}, action {j + 1}: cannot read {text!r}: {exc.reason}"
            if action is not None:
                try:
                    state.apply(action)
                except IllegalAction as exc:
                    problem = (f"{where}, action {j + 1} ({action.text()}): the rules refuse it: "
                               f"{exc.reason}")
                except YeziError as exc:
                    problem = f"{where}, action {j + 1} ({action.text()}): {exc.reason}"
                except Exception as exc:  # e.g. a hand-edited context the engine chokes on
                    problem = (f"{where}, action {j + 1} ({action.text()}): the engine cannot apply "
                               f"it here ({type(exc).__name__}: {exc})")
                else:
                    if after is not None:
                        after(action, state)
        if problem is not None:
            return " ".join(problem.split())  # one line, whatever the file held
    return None


def _result_check(state, hand: HandRecord) -> HandCheck:
    """Does the replayed ``state`` end as ``hand`` says?"""
    where = f"hand {hand.index + 1}"
    replayed = result_dict(state.result) if state.is_over else None
    check = HandCheck(hand.index, True, hand.result, replayed)
    if hand.result is None and replayed is not None:
        check.ok, check.problem = False, f"{where}: the engine says it ended but the record has no result"
    elif hand.result is not None and replayed is None:
        check.ok, check.problem = False, (f"{where}: the record says it ended but the engine is "
                                          f"still waiting for seat {state.to_act}")
    elif hand.result is not None:
        diffs = [key for key in ("winner", "net", "reason") if hand.result[key] != replayed[key]]
        if diffs:
            check.ok = False
            check.problem = f"{where}: " + "; ".join(
                f"recorded {key} {hand.result[key]!r} but the engine gives {replayed[key]!r}"
                for key in diffs)
    return check


class Verification:
    """The whole record checked once, in order, a hand per ``step()``: each
    hand dealt from the engine's own context (so the recorded contexts are
    checked too), its actions applied, its result compared.  ``problem`` is
    the first thing that does not replay; ``viewable`` how many hands can be
    shown (all, or up to the bad one)."""

    def __init__(self, record: Record):
        self.record = record
        self.checked = 0
        self.problem: str | None = None
        self.viewable = len(record.hands)   # until the check says otherwise
        self.done = False
        self._walk = record._walk(strict=False, tolerant=True)

    def step(self) -> bool:
        """Check the next hand; True once the check is over (every hand, or up to a bad one)."""
        if self.done:
            return True
        try:
            _, check = next(self._walk)
        except (StopIteration, RecordError) as exc:
            if isinstance(exc, RecordError):   # a hand that cannot be dealt at all
                self.problem = self.problem or self.record._say(exc.reason)
            self.viewable = self.checked       # nothing after a bad hand replays
            self.done = True
            return True
        self.checked += 1
        if not check.ok and check.problem and self.problem is None:
            self.problem = self.record._say(check.problem)
        return False

    def run(self) -> "Verification":
        while not self.step():
            pass
        return self


class HandTimeline:
    """The states of one recorded hand, step 0 (the deal) to the last action,
    rebuilt from the hand's own seed and recorded context.  Keeps a clone
    every few steps, so stepping back is cheap.  A hand that does not replay
    to its end stops at the first bad action; ``problem`` says why (also a
    result that differs from the record)."""

    EVERY = 8
    KEEP = 8      # timelines a record keeps (the replay viewer's recent hands)

    def __init__(self, record: Record, position: int):
        self.record = record
        self.hand = record.hands[position]
        start = record.deal(position)       # RecordError naming the file if it cannot be dealt
        variant = record.variant
        self.variant = variant
        self._checkpoints = {0: start.clone()}
        self.actions: list = []

        def keep(action, state) -> None:
            self.actions.append(action)
            if len(self.actions) % self.EVERY == 0:
                self._checkpoints[len(self.actions)] = state.clone()

        state = start
        problem = _play_recorded(state, self.hand, variant.engine, keep)
        self._last = state
        self.refused = problem is not None   # an action that cannot be read or is refused
        if problem is None:
            check = _result_check(state, self.hand)
            problem = None if check.ok else check.problem
        self.problem = None if problem is None else record._say(problem)

    @property
    def steps(self) -> int:
        return len(self.actions)

    def state_at(self, step: int):
        """The hand after ``step`` actions (a fresh copy; safe to keep)."""
        step = max(0, min(step, self.steps))
        if step == self.steps:
            return self._last.clone()
        base = step - step % self.EVERY
        state = self._checkpoints[base].clone()
        for a in self.actions[base:step]:
            state.apply(a)
        return state


# --------------------------------------------------------------------------- helpers

def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…'"


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not allowed in a record")


def _kind(value: Any) -> str:
    return {list: "list", str: "string", int: "number", float: "number", bool: "true/false",
            type(None): "null", dict: "object"}.get(type(value), type(value).__name__)


def _typed(value: Any, typ, where: str):
    ok = isinstance(value, typ) and not (typ is int and isinstance(value, bool))
    if not ok:
        want = {str: "text", int: "a whole number", dict: "an object", list: "a list"}[typ]
        raise RecordError(f"{where} must be {want}, not {_kind(value)}")
    return value


def _get(obj: dict, key: str, typ, where: str | None = None):
    where = where or key
    if key not in obj:
        raise RecordError(f"not a complete game record: {where} is missing")
    return _typed(obj[key], typ, where)


def _int_list(values: list, n: int, where: str) -> list[int]:
    if len(values) != n:
        raise RecordError(f"{where} must have {n} numbers (one per seat), not {len(values)}")
    for i, v in enumerate(values):
        _typed(v, int, f"{where}[{i}]")
    return list(values)


def _time_text(t: Any) -> str | None:
    if t is None or isinstance(t, str):
        return t
    if isinstance(t, datetime):
        if t.tzinfo is None:
            t = t.replace(tzinfo=timezone.utc)
        return t.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    if isinstance(t, (int, float)):
        return _time_text(datetime.fromtimestamp(t, timezone.utc))
    raise RecordError(f"an action time must be ISO text, a datetime or seconds, not {type(t).__name__}")


def _hand_from(h: Any, k: int, index: int, match_seed: int, n: int) -> HandRecord:
    where = f"hands[{k}]"
    _typed(h, dict, where)
    got_index = _get(h, "index", int, f"{where}.index")
    if got_index != index:
        raise RecordError(f"hands are out of order: {where} is hand {got_index + 1}, expected hand {index + 1}")
    seed = _get(h, "seed", int, f"{where}.seed")
    if seed != derive_seed(match_seed, index):
        raise RecordError(f"hand {index + 1}: its seed {seed} does not follow from the match seed "
                          f"{match_seed} (was the file edited?)")
    context = _get(h, "context", dict, f"{where}.context")
    _check_depth(context, f"{where}.context")
    actions, times = [], []
    for j, item in enumerate(_get(h, "actions", list, f"{where}.actions")):
        # the usual case, checked inline (a 500-hand record has ~35,000 actions)
        if type(item) is dict:
            text, t = item.get("action"), item.get("time")
            if type(text) is str and len(text) <= 500 and (t is None or type(t) is str and _iso_time(t)):
                actions.append(text)
                times.append(t)
                continue
        w = f"hand {index + 1}, action {j + 1}"   # anything else: the checks that name the problem
        _typed(item, dict, w)
        text = _get(item, "action", str, f"{w}: action")
        if len(text) > 500:
            raise RecordError(f"{w} is too long to be an action")
        t = item.get("time")
        if t is not None:
            when = parse_time(t) if isinstance(t, str) else None
            if when is None:
                raise RecordError(f"{w}: time must be an ISO date and time, not {t!r}")
        actions.append(text)
        times.append(t)
    result = h.get("result")
    if result is not None:
        _typed(result, dict, f"{where}.result")
        winner = result.get("winner")
        if winner is not None and (not isinstance(winner, int) or isinstance(winner, bool)
                                   or not 0 <= winner < n):
            raise RecordError(f"hand {index + 1}: result.winner must be a seat 0–{n - 1} or null")
        net = _int_list(_get(result, "net", list, f"{where}.result.net"), n, f"{where}.result.net")
        reason = _get(result, "reason", str, f"{where}.result.reason")
        breakdown = result.get("breakdown", {})
        _check_depth(breakdown, f"{where}.result.breakdown")
        lines = result.get("lines", [])
        if not isinstance(lines, list) or not all(isinstance(x, str) for x in lines):
            raise RecordError(f"{where}.result.lines must be a list of text")
        result = {"winner": winner, "net": net, "reason": reason, "breakdown": breakdown, "lines": lines}
    deal = h.get("deal")
    if deal is not None:
        _typed(deal, dict, f"{where}.deal")
        _check_depth(deal, f"{where}.deal")
    takebacks = h.get("takebacks", [])
    if (not isinstance(takebacks, list) or len(takebacks) > 10000
            or not all(type(x) is int and 0 <= x <= 100000 for x in takebacks)):
        raise RecordError(f"hand {index + 1}: takebacks must be a list of action counts "
                          f"(whole numbers from 0), one per take-back")
    return HandRecord(index=index, seed=seed, context=context, actions=actions, times=times, result=result,
                      deal=deal, takebacks=list(takebacks))


def _deal_json(state) -> dict | None:
    """The arranged deal of a hand, as a record stores it (None when seeded)."""
    deal = getattr(state, "deal", None)
    return None if deal is None else deal.to_json()


# --------------------------------------------------------------------------- files

def load_record(path: str | Path) -> Record:
    """Read a record file; ``RecordError`` names the file and the problem."""
    path = Path(path)
    try:
        data = read_capped(path, MAX_BYTES)
    except TooLarge as exc:
        raise RecordError(f"{path.name}: the file is too large ({exc.size / 1048576:.0f} MiB; "
                          f"a record is at most {MAX_BYTES // 1048576} MiB)") from None
    except IsADirectoryError:
        raise RecordError(f"{path.name}: is a folder, not a record file") from None
    except NotAFile as exc:
        raise RecordError(f"{path.name}: is {exc.strerror}, not a record file") from None
    except OSError as exc:
        raise RecordError(f"cannot open {path}: {exc.strerror or exc}") from None
    try:
        record = Record.from_json(data)
    except RecordError as exc:
        raise RecordError(f"{path.name}: {' '.join(exc.reason.split())}") from None
    record.path = path
    return record


def check_record(path: str | Path, purpose: str = "play", hand: int = 0) -> Record:
    """The one way in to a record file, for every door (Open, Replay, the recent
    list, resuming, the command line): read it, then replay it through the rules
    before anyone acts on it.  ``purpose`` "play": every hand must reproduce (the
    rebuilt match rides along for ``Autosaver.resume``); "view": the hand at
    position ``hand`` (the one the replay viewer opens at) is rebuilt from its
    seed and context and must not have an action the rules refuse — the viewer
    checks the rest, once, while it is open (a 500-hand game opens as fast as a
    short one); a result that differs may still be watched.
    Any problem is one ``RecordError`` line naming the file; nothing is written."""
    record = load_record(path)
    name = Path(path).name
    try:
        if purpose == "play":
            record._rebuilt = record.rebuild()
        else:
            shown = record.timeline(max(0, min(hand, len(record.hands) - 1)))
            if shown.refused:
                raise RecordError(shown.problem)
    except RecordError:
        raise
    except (YeziError, Exception) as exc:  # a hand-edited file the engine chokes on: still one line
        reason = exc.reason if isinstance(exc, YeziError) else f"{type(exc).__name__}: {exc}"
        raise RecordError(f"{name}: cannot be replayed ({' '.join(str(reason).split())[:300]})") from None
    return record


def save_record(path: str | Path, record: Record) -> Path:
    """Write ``record`` to ``path`` atomically (the old file survives any crash)."""
    path = Path(path)
    record.saved = now_text()
    try:
        atomic_write_text(path, record.to_json())
    except (FileExistsError, NotADirectoryError):   # from making the folder: a file is where it should be
        raise RecordError(f"cannot save {path}: {path.parent} is not a folder") from None
    except OSError as exc:
        raise RecordError(f"cannot save {path}: {exc.strerror or exc}") from None
    except ValueError as exc:  # text that is not UTF-8 (cleaned on load; never expected here)
        raise RecordError(f"cannot save {path}: {type(exc).__name__}: {exc}") from None
    record.path = path
    return path


def resume(record: Record) -> Match:
    """The match of ``record``, ready to play on from where it stopped."""
    return record.rebuild()


def iter_record_files(directory: str | Path) -> Iterable[Path]:
    d = Path(directory)
    if not d.is_dir():
        return []
    return sorted((p for p in d.iterdir() if p.suffix == ".json" and not p.name.startswith(".")),
                  key=lambda p: p.name)

"""The table's settings: one JSON file in the per-user config directory.

Every value is checked on load; a bad value falls back to its default with a
note, and a file that is not readable JSON at all is set aside (renamed, never
deleted) so the player can still look at it, and the defaults are used.  No Qt
here, so the rules of the file are testable on their own.
"""

from __future__ import annotations

import sys

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.engine import VariantError

FILE_NAME = "settings.json"
FORMAT = "yezi-settings"
VERSION = 1

LANGUAGES = ("zh_CN", "zh_TW", "en")
LANGUAGE_NAMES = {"zh_CN": "简体中文", "zh_TW": "繁體中文", "en": "English"}
# animation speed -> milliseconds for one card move (0 = no animation)
ANIMATION = {"off": 0, "fast": 140, "normal": 280, "slow": 560}
TEXT_SIZES = ("normal", "large", "larger")   # the windows' words: as set, ×1.15, ×1.3 (uifont.TEXT_SCALE)
COMPUTER_LEVELS_FALLBACK = ("simple",)


class Note(str):
    """A note for the player about the settings file.  Its value is the English
    sentence (logs, tests); ``kind`` and ``args`` let the UI say it in the
    player's language (``MainWindow.settings_note_text``):

    - ``bad_value``: (key, bad value, default used)
    - ``bad_option``: (variant id, the option's English reason, the option's key, the bad value as
      the file wrote it); the window names the option by its label and shows the value, not the reason
    - ``unreadable``: (what was wrong) — defaults used, the file could not be set aside
    - ``set_aside``: (what was wrong, the name the old file was kept under)
    """

    kind: str
    args: tuple[str, ...]

    def __new__(cls, kind: str, text: str, *args) -> "Note":
        note = super().__new__(cls, text)
        note.kind = kind
        note.args = tuple(str(a) for a in args)
        return note

    def __reduce__(self):
        return (Note, (self.kind, str(self), *self.args))


def default_levels() -> list[str]:
    return ["human", "normal", "normal", "normal"]


@dataclass
class Settings:
    variant: str = "haimen"
    seats: list[str] = field(default_factory=default_levels)  # "human" or a computer level, per seat
    variant_options: dict[str, dict[str, Any]] = field(default_factory=dict)  # variant id -> its options
    animation: str = "normal"
    think_delay_ms: int = 700
    language: str = "zh_CN"
    theme: str = ""              # "" = the generated art
    one_click_discard: bool = False
    sort_hand: bool = True
    geometry: str = ""           # hex of QWidget.saveGeometry()
    resume_offer: bool = True
    take_back: bool = True       # Ctrl+Z takes back the player's last decision (off: strict play)
    sound: bool = True           # the table's sounds (a card played, the calls, the hand's end)
    sound_volume: int = 70       # their volume, 0–100 (%)
    coach: bool = False          # after each decision, a mark says whether the hard computer agrees
    text_size: str = "normal"    # the words of menus, dialogs, the log and the bars (TEXT_SIZES)
    extra: dict[str, Any] = field(default_factory=dict, compare=False)  # keys this Yezi does not know: kept

    # -- derived ---------------------------------------------------------
    @property
    def animation_ms(self) -> int:
        return ANIMATION[self.animation]

    def level_for(self, seat: int) -> str:
        """The computer level of ``seat`` ("human" for the player)."""
        if seat < len(self.seats):
            return self.seats[seat]
        return self.seats[-1] if self.seats[-1] != "human" else "normal"

    def options_for(self, variant) -> dict[str, Any]:
        """The variant's ruleset options, validated (bad ones dropped)."""
        saved = self.variant_options.get(variant.id, {})
        good = {}
        for key, value in saved.items():
            try:
                variant.option(key).validate(value)
            except VariantError:
                continue
            good[key] = value
        return variant.settings(good)

    def to_json(self) -> dict:
        known = self._known_json()
        return {**{k: v for k, v in self.extra.items() if k not in known}, **known}

    def _known_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "variant": self.variant, "seats": list(self.seats),
                "variant_options": self.variant_options, "animation": self.animation,
                "think_delay_ms": self.think_delay_ms, "language": self.language, "theme": self.theme,
                "one_click_discard": self.one_click_discard, "sort_hand": self.sort_hand,
                "geometry": self.geometry, "resume_offer": self.resume_offer,
                "take_back": self.take_back, "sound": self.sound, "sound_volume": self.sound_volume,
                "coach": self.coach, "text_size": self.text_size}


def _check(data: dict, notes: list[str]) -> Settings:
    """Settings from parsed JSON; every bad value replaced by its default with a note."""
    s = Settings()

    def take(key, ok, convert=lambda v: v, set_attr=True):
        if key not in data:
            return
        value = data[key]
        try:
            good = bool(ok(value))
        except Exception:  # a check must never crash a start; a value it chokes on is bad
            good = False
        if good:
            if set_attr:
                setattr(s, key, convert(value))
        else:
            default = getattr(s, key) if set_attr else VERSION
            notes.append(Note("bad_value", f"setting {key!r} has a bad value {value!r}; using {default!r}",
                              key, _short(value), _short(default)))

    from app.engine import all_variants

    known = {v.id for v in all_variants()}
    def text(v, *, allowed=None, max_len=200) -> bool:
        return isinstance(v, str) and len(v) <= max_len and (allowed is None or v in allowed) \
            and not any(0xD800 <= ord(c) <= 0xDFFF or ord(c) < 32 for c in v)

    def whole(lo, hi):
        return lambda v: isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi

    levels = _computer_levels()
    take("variant", lambda v: text(v) and (v in known or not known))
    take("seats", lambda v: isinstance(v, list) and 2 <= len(v) <= 4
         and all(text(x, max_len=40) and (x == "human" or x in levels) for x in v)
         and v.count("human") <= 1)
    take("variant_options", lambda v: isinstance(v, dict) and len(v) <= 50 and all(
        text(k, max_len=40) and isinstance(x, dict) for k, x in v.items()))
    take("animation", lambda v: text(v, allowed=ANIMATION))
    take("text_size", lambda v: text(v, allowed=TEXT_SIZES))
    take("think_delay_ms", whole(0, 10000))
    take("language", lambda v: text(v, allowed=LANGUAGES))
    take("theme", lambda v: v == "" or _theme_ok(v))
    for key in ("one_click_discard", "sort_hand", "resume_offer", "take_back", "sound", "coach"):
        take(key, lambda v: isinstance(v, bool))
    take("sound_volume", whole(0, 100))
    take("geometry", lambda v: isinstance(v, str) and len(v) < 10000 and len(v) % 2 == 0
         and all(c in "0123456789abcdef" for c in v))
    take("version", whole(1, 10**6), set_attr=False)
    s.extra = {k: v for k, v in data.items() if k not in _KNOWN}
    # each variant's options are checked by the variant itself
    for vid, opts in list(s.variant_options.items()):
        if vid not in known:
            continue
        from app.engine import find_variant

        variant = find_variant(vid)
        for key, value in list(opts.items()):
            try:
                variant.option(key).validate(value)
            except Exception as exc:  # VariantError, or a value the check itself chokes on
                reason = getattr(exc, "reason", None) or f"option {key!r}: {type(exc).__name__}"
                notes.append(Note("bad_option", f"{vid}: {reason}; using the default", vid, reason, str(key),
                                  _shown(value)))
                del opts[key]
    return s


_KNOWN = set(Settings()._known_json())


def _shown(value: Any) -> str:
    """A value as the settings file writes it (JSON), cut short: it goes into a sentence."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _computer_levels() -> set[str]:
    # the levels app.ai registers, named here: importing app.ai for them would load the
    # computer players and their evaluators before the window's first frame
    known = {"simple", "easy", "normal", "hard"}
    base = sys.modules.get("app.ai.base")
    if base is not None:
        known |= set(base.levels())
    return known


def _theme_ok(name: Any) -> bool:
    try:
        from app.art import valid_theme_name
    except Exception:
        return isinstance(name, str) and 0 < len(name) <= 60 and "/" not in name and "\\" not in name
    return valid_theme_name(name)


def _short(value: Any) -> str:
    """A value as the player might have typed it, cut short if huge."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "…"


@dataclass
class LoadResult:
    settings: Settings
    notes: list[Note]            # bad values replaced by defaults
    set_aside: Path | None       # where a corrupt file was moved


def settings_path(config_dir: Path | None = None) -> Path:
    if config_dir is None:
        from app.paths import config_dir as cd

        config_dir = cd()
    return Path(config_dir) / FILE_NAME


def load(path: Path | None = None) -> LoadResult:
    """Read the settings; never raises for a bad file.  Only a regular file is
    read (a named pipe or ``/dev/zero`` behind the name is refused at once, never
    waited on), a UTF-8 byte-order mark is accepted."""
    path = path or settings_path()
    try:
        if not os.path.lexists(path):
            return LoadResult(Settings(), [], None)
    except (OSError, ValueError):
        return LoadResult(Settings(), [], None)
    try:
        from app.records.atomic import TooLarge, read_capped

        try:
            raw = read_capped(path, MAX_BYTES)
        except TooLarge:
            raise _Unreadable("the file is larger than any settings file could be", WHY_UNREADABLE[2]) from None
        except FileNotFoundError:
            if not os.path.exists(path):  # a dangling symlink: written through on save
                return LoadResult(Settings(), [], None)
            raise
        data = json.loads(raw.decode("utf-8-sig"))
        if not isinstance(data, dict):
            raise _Unreadable(f"expected a JSON object, found {type(data).__name__}", WHY_UNREADABLE[3])
        if data.get("format", FORMAT) != FORMAT:
            raise _Unreadable(f"not a Yezi settings file (format {_short(data.get('format'))})", WHY_UNREADABLE[3])
    except (OSError, ValueError, UnicodeDecodeError, RecursionError) as exc:
        aside = _set_aside(path)
        what = getattr(exc, "strerror", None) or str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        what = " ".join(str(what).split())[:200]
        text = f"the settings file could not be read ({what}); defaults are used"
        why = _why_unreadable(exc)      # the player's reason, a catalog phrase; the detail stays in ``text``
        if aside is not None:
            note = Note("set_aside", f"{text} and the old file was kept as {aside.name}", why, aside.name)
        else:
            note = Note("unreadable", text, why)
        return LoadResult(Settings(), [note], aside)
    notes: list[str] = []
    return LoadResult(_check(data, notes), notes, None)


MAX_BYTES = 1_000_000

# why a settings file could not be read, as the player is told (sources of the catalog)
WHY_UNREADABLE = ("it is damaged", "it is not text", "it is far larger than a settings file",
                  "it is not a Yezi settings file", "the system would not let it be read")


class _Unreadable(ValueError):
    """A settings file refused by ``load`` itself, with the player's reason (``WHY_UNREADABLE``)."""

    def __init__(self, detail: str, why: str):
        super().__init__(detail)
        self.why = why


def _why_unreadable(exc: BaseException) -> str:
    """The reason of a failed read in a player's words (one of ``WHY_UNREADABLE``)."""
    if isinstance(exc, _Unreadable):
        return exc.why
    if isinstance(exc, UnicodeDecodeError):
        return WHY_UNREADABLE[1]
    if isinstance(exc, OSError):
        return WHY_UNREADABLE[4]
    return WHY_UNREADABLE[0]      # the parser's (JSONDecodeError), or nested too deep


def _set_aside(path: Path) -> Path | None:
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.corrupt-{n}")
        if not os.path.lexists(target):
            try:
                path.rename(target)
            except OSError:
                return None
            return target
    return None


def save(settings: Settings, path: Path | None = None) -> Path:
    """Write atomically (a temporary file with a unique name, flushed, renamed
    over the old one, removed again if anything fails).  A symlinked settings
    file is written through: the file it points to is replaced, the link stays.
    ``OSError`` if the folder cannot be written."""
    from app.records.atomic import atomic_write_bytes

    path = path or settings_path()
    target = Path(os.path.realpath(path))   # through a symlink (a dotfiles repository, say)
    text = json.dumps(settings.to_json(), ensure_ascii=False, indent=2)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # a value the checks missed: escaped, never a crash or a torn file
        data = json.dumps(settings.to_json(), ensure_ascii=True, indent=2).encode("ascii")
    atomic_write_bytes(target, data)
    old_tmp = path.with_name(path.name + ".tmp")   # what an older Yezi left behind when killed
    try:
        if old_tmp.is_file():
            old_tmp.unlink()
    except OSError:
        pass
    return path

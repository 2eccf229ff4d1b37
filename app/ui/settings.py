"""The table's settings: one JSON file in the per-user config directory.

Every value is checked on load; a bad value falls back to its default with a
note, and a file that is not readable JSON at all is set aside (renamed, never
deleted) so the player can still look at it, and the defaults are used.  No Qt
here, so the rules of the file are testable on their own.
"""

from __future__ import annotations

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
COMPUTER_LEVELS_FALLBACK = ("simple",)


class Note(str):
    """A note for the player about the settings file.  Its value is the English
    sentence (logs, tests); ``kind`` and ``args`` let the UI say it in the
    player's language (``MainWindow.settings_note_text``):

    - ``bad_value``: (key, bad value, default used)
    - ``bad_option``: (variant id, the option's reason — stays English like every VariantError)
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
        return {"format": FORMAT, "version": VERSION, "variant": self.variant, "seats": list(self.seats),
                "variant_options": self.variant_options, "animation": self.animation,
                "think_delay_ms": self.think_delay_ms, "language": self.language, "theme": self.theme,
                "one_click_discard": self.one_click_discard, "sort_hand": self.sort_hand,
                "geometry": self.geometry, "resume_offer": self.resume_offer}


def _check(data: dict, notes: list[str]) -> Settings:
    """Settings from parsed JSON; every bad value replaced by its default with a note."""
    s = Settings()

    def take(key, ok, convert=lambda v: v):
        if key not in data:
            return
        value = data[key]
        if ok(value):
            setattr(s, key, convert(value))
        else:
            default = getattr(s, key)
            notes.append(Note("bad_value", f"setting {key!r} has a bad value {value!r}; using {default!r}",
                              key, _short(value), _short(default)))

    from app.engine import all_variants

    known = {v.id for v in all_variants()}
    take("variant", lambda v: isinstance(v, str) and (v in known or not known))
    take("seats", lambda v: isinstance(v, list) and 2 <= len(v) <= 4
         and all(isinstance(x, str) and x.replace("_", "").isalnum() for x in v)
         and v.count("human") <= 1)
    take("variant_options", lambda v: isinstance(v, dict) and all(
        isinstance(k, str) and isinstance(x, dict) for k, x in v.items()))
    take("animation", lambda v: v in ANIMATION)
    take("think_delay_ms", lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 10000)
    take("language", lambda v: v in LANGUAGES)
    take("theme", lambda v: isinstance(v, str) and len(v) < 200)
    for key in ("one_click_discard", "sort_hand", "resume_offer"):
        take(key, lambda v: isinstance(v, bool))
    take("geometry", lambda v: isinstance(v, str) and len(v) < 10000
         and all(c in "0123456789abcdef" for c in v))
    # each variant's options are checked by the variant itself
    for vid, opts in list(s.variant_options.items()):
        if vid not in known:
            continue
        from app.engine import find_variant

        variant = find_variant(vid)
        for key, value in list(opts.items()):
            try:
                variant.option(key).validate(value)
            except VariantError as exc:
                notes.append(Note("bad_option", f"{vid}: {exc.reason}; using the default", vid, exc.reason))
                del opts[key]
    return s


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
    """Read the settings; never raises for a bad file."""
    path = path or settings_path()
    if not path.exists():
        return LoadResult(Settings(), [], None)
    try:
        raw = path.read_bytes()
        if len(raw) > 1_000_000:
            raise ValueError("the file is larger than any settings file could be")
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError(f"expected a JSON object, found {type(data).__name__}")
        if data.get("format", FORMAT) != FORMAT:
            raise ValueError(f"not a Yezi settings file (format {data.get('format')!r})")
    except (OSError, ValueError, UnicodeDecodeError, RecursionError) as exc:
        aside = _set_aside(path)
        what = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        text = f"the settings file could not be read ({what}); defaults are used"
        if aside is not None:
            note = Note("set_aside", f"{text} and the old file was kept as {aside.name}", what, aside.name)
        else:
            note = Note("unreadable", text, what)
        return LoadResult(Settings(), [note], aside)
    notes: list[str] = []
    return LoadResult(_check(data, notes), notes, None)


def _set_aside(path: Path) -> Path | None:
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.corrupt-{n}")
        if not target.exists():
            try:
                path.rename(target)
            except OSError:
                return None
            return target
    return None


def save(settings: Settings, path: Path | None = None) -> Path:
    """Write atomically: a temporary file, flushed, then renamed over the old one."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    text = json.dumps(settings.to_json(), ensure_ascii=False, indent=2)
    with tmp.open("w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    return path

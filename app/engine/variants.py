"""The one registry of variants.

A variant is data (id, names, players, ruleset options with defaults) plus the
family engine that plays it.  Families register their variants when imported;
``find_variant`` imports the families on first use, so callers never need to.

A family's package registers its variants as data alone and names, in
``Variant.parts``, the function that imports its engine: the registry lists
the variants, their names and their options (``yezi variants``, the settings'
checks, the menus) without importing any family's engine, and the engine, the
hand class and the hooks' ``params`` are imported the first time one of them
is asked for — when a game of the variant is built, judged or replayed.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

from .errors import VariantError

# Family packages that register variants on import (one engine per family).
FAMILY_MODULES = ("app.engine.longcard", "app.engine.zipai")

# The fields a variant's ``parts`` fills in when first asked for.
PART_FIELDS = ("engine", "hand_class", "params")


def _no_part() -> Any:
    return None


def _no_params() -> Mapping[str, Any]:
    return {}


@dataclass(frozen=True)
class Option:
    """One ruleset setting: a house rule or a scoring choice, never a code fork.

    ``kind`` is "bool", "int", "choice" or "json" (a JSON value checked by
    ``check``).  ``choices`` lists the allowed values of a "choice".
    """

    key: str
    default: Any
    kind: str
    label_zh: str
    label_en: str
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    check: Callable[[Any], None] | None = field(default=None, compare=False)

    def validate(self, value: Any) -> Any:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise VariantError(f"setting {self.key!r} must be true or false, not {value!r}")
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise VariantError(f"setting {self.key!r} must be a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise VariantError(f"setting {self.key!r} must be at least {self.minimum}, not {value}")
            if self.maximum is not None and value > self.maximum:
                raise VariantError(f"setting {self.key!r} must be at most {self.maximum}, not {value}")
        elif self.kind == "choice":
            if value not in self.choices:
                allowed = ", ".join(map(str, self.choices))
                raise VariantError(f"setting {self.key!r} must be one of {allowed}, not {value!r}")
        if self.check is not None:
            self.check(value)
        return value


@dataclass(frozen=True)
class Variant:
    """A rule set: the data that tells one variant from its family siblings.

    ``family`` is the family id ("longcard" or "zipai"); ``engine`` is the
    family's engine object (see ``app.engine.core.FamilyEngine``); ``params``
    holds fixed per-variant data the family's hooks read (not user settings).

    A family declares its variants with ``parts`` instead of ``engine``,
    ``hand_class`` and ``params``: a function of no arguments that imports
    the family's engine and returns those three (a mapping; a missing key is
    None, or {} for ``params``).  It is called once, the first time one of the
    three is read, so naming a variant or checking its options imports no engine.
    """

    id: str
    name_zh: str
    name_en: str
    family: str
    players: int
    seed_text: str
    options: tuple[Option, ...]
    engine: Any = field(default_factory=_no_part, compare=False, repr=False)
    params: Mapping[str, Any] = field(default_factory=_no_params, compare=False, repr=False)
    # Raised when a rule fix changes how a recorded game replays, so that a
    # saved game from before can say why it no longer replays (docs/records.md).
    rules_version: int = 1
    # The hand class that plays this variant: the family's base hand class or
    # a subclass of it whose class attributes hold this variant's data and
    # which overrides a few named hooks (None: the family's engine decides).
    hand_class: Any = field(default_factory=_no_part, compare=False, repr=False)
    # The family's loader of the three above (see the class's text); None: given directly.
    parts: Callable[[], Mapping[str, Any]] | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.parts is None or self.engine is not None:   # given (``dataclasses.replace`` gives the loaded ones)
            return
        if self.hand_class is not None or self.params:
            raise VariantError(f"variant {self.id!r}: give either parts or engine, hand_class and params")
        for name in PART_FIELDS:       # read through __getattr__, which loads them
            object.__delattr__(self, name)

    if not TYPE_CHECKING:   # mypy sees the three as the fields they are
        def __getattr__(self, name: str) -> Any:
            # only for a part not loaded yet (a loaded one is an ordinary attribute)
            parts = self.__dict__.get("parts") if name in PART_FIELDS else None
            if parts is None:
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            try:
                got = dict(parts())
            except AttributeError as exc:   # not "no such attribute" of the variant: the loader failed
                raise ImportError(f"variant {self.id!r}: its family's engine could not be loaded: {exc}") from exc
            unknown = set(got) - set(PART_FIELDS)
            if unknown:
                raise VariantError(f"variant {self.id!r}: its parts name unknown fields {sorted(unknown)}")
            object.__setattr__(self, "params", got.get("params") or {})
            object.__setattr__(self, "hand_class", got.get("hand_class"))
            object.__setattr__(self, "engine", got.get("engine"))
            return self.__dict__[name]

    def option(self, key: str) -> Option:
        for opt in self.options:
            if opt.key == key:
                return opt
        raise VariantError(f"variant {self.id!r} has no setting {key!r}")

    def settings(self, overrides: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Defaults merged with ``overrides``; every value validated."""
        result = {opt.key: opt.default for opt in self.options}
        for key, value in (overrides or {}).items():
            result[key] = self.option(key).validate(value)
        return result

    @property
    def name(self) -> str:
        return f"{self.name_zh} ({self.name_en})"


_REGISTRY: dict[str, Variant] = {}
_loaded = False


def register_variant(variant: Variant) -> Variant:
    if variant.id in _REGISTRY:
        raise VariantError(f"variant {variant.id!r} is registered twice")
    _REGISTRY[variant.id] = variant
    return variant


def _load_families() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for mod in FAMILY_MODULES:
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError as exc:  # a family not built yet
            if exc.name != mod:
                raise


def find_variant(variant_id: str) -> Variant:
    _load_families()
    try:
        return _REGISTRY[variant_id]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY)) or "none"
        raise VariantError(f"unknown variant {variant_id!r} (known: {known})") from None


def all_variants() -> list[Variant]:
    _load_families()
    return list(_REGISTRY.values())

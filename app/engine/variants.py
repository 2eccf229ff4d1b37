"""The one registry of variants.

A variant is data (id, names, players, ruleset options with defaults) plus the
family engine that plays it.  Families register their variants when imported;
``find_variant`` imports the families on first use, so callers never need to.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .errors import VariantError

# Family packages that register variants on import (one engine per family).
FAMILY_MODULES = ("app.engine.longcard", "app.engine.zipai")


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
    """

    id: str
    name_zh: str
    name_en: str
    family: str
    players: int
    seed_text: str
    options: tuple[Option, ...]
    engine: Any = field(compare=False, repr=False)
    params: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)
    # Raised when a rule fix changes how a recorded game replays, so that a
    # saved game from before can say why it no longer replays (docs/records.md).
    rules_version: int = 1
    # The hand class that plays this variant: the family's base hand class or
    # a subclass of it whose class attributes hold this variant's data and
    # which overrides a few named hooks (None: the family's engine decides).
    hand_class: Any = field(default=None, compare=False, repr=False)

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

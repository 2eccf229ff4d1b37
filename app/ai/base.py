"""The player interface and the simplest legal player."""

from __future__ import annotations

from typing import Protocol

from app.engine import Action, Rng, SeatView

# Verbs a simple player always takes when offered: winning, and the acts the
# rules force anyway (the engine offers forced acts as the only choice).
_ALWAYS = ("hu",)


class Player(Protocol):
    level: str

    def choose(self, view: SeatView, rng: Rng) -> Action: ...


class SimplePlayer:
    """Legal and nothing more: wins when it can, otherwise a random legal action."""

    level = "simple"

    def choose(self, view: SeatView, rng: Rng) -> Action:
        if not view.legal:
            raise ValueError("no legal action to choose from")
        for kind in _ALWAYS:
            for a in view.legal:
                if a.kind == kind:
                    return a
        return rng.choice(view.legal)


_LEVELS = {"simple": SimplePlayer}


def register_level(name: str, factory) -> None:
    _LEVELS[name] = factory


def levels() -> list[str]:
    return list(_LEVELS)


def make_player(level: str = "simple", **options) -> Player:
    """A player of the named level; ``options`` tune it (e.g. ``iterations``
    for "hard", used by tests to keep the search budget tiny)."""
    try:
        factory = _LEVELS[level]
    except KeyError:
        from app.engine import VariantError

        raise VariantError(f"unknown computer level {level!r} (known: {', '.join(_LEVELS)})") from None
    return factory(**options)

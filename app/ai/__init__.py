"""Computer players.  A player is a pure function of one seat's view:
``choose(view, rng) -> Action``; it never sees other hands or the stock.

Levels: "simple" (random legal), "easy", "normal", "hard" — see docs/ai.md."""

from .base import Player, SimplePlayer, levels, make_player, register_level
from . import players as _players  # noqa: F401  (registers easy, normal, hard)

__all__ = ["Player", "SimplePlayer", "make_player", "register_level", "levels"]

"""Computer players.  A player is a pure function of one seat's view:
``choose(view, rng) -> Action``; it never sees other hands or the stock."""

from .base import Player, SimplePlayer, make_player

__all__ = ["Player", "SimplePlayer", "make_player"]

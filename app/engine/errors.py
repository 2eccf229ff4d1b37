"""Typed errors. Each carries a reason a person can read (``str(err)``)."""

from __future__ import annotations

from typing import Any


class YeziError(ValueError):
    """Base of every error the engine raises on bad input or illegal play."""

    def __init__(self, reason: str, *, key: str | None = None, **params: Any):
        super().__init__(reason)
        self.reason = reason
        # a stable name of the refusal and its values, for a window that says it in its own
        # language (app/ui/settle/refusals.py); None where only the text is given
        self.key = key
        self.params = params


class CardError(YeziError):
    """A card code or name that does not exist, or too many copies of a card."""


class GroupError(YeziError):
    """A group of cards that is not a valid meld or table group."""


class VariantError(YeziError):
    """An unknown variant id, a duplicate registration or a bad ruleset setting."""


class IllegalAction(YeziError):
    """An action the rules refuse at this point of the game.

    ``action`` is the refused action (may be None when it could not be parsed).
    """

    def __init__(self, reason: str, action: Any = None):
        super().__init__(reason)
        self.action = action


class RequestError(YeziError):
    """A malformed judge / settlement request."""


class RecordError(YeziError):
    """A game record (save file) that cannot be read or does not replay."""

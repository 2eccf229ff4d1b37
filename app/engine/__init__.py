"""The pure rules engine: no Qt, no files, no clock, no global random.

The names below are this package's interface; each is imported from its module
on first use (PEP 562), so that ``app.engine.errors`` or the variant registry
(``app.engine.variants``) can be imported without the core's game machinery —
the game window names the variants and checks its settings before its first
frame and plays a game only after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lazy import lazy_names

if TYPE_CHECKING:
    from .core import (CHANCE, Action, Card, Chance, Deal, FamilyEngine, FinishedHand, GameState, HandResult,
                       Match, Meld, PlayerView, Position, SeatView, Step, Verb, deal_hand, first_reason, replay)
    from .errors import (CardError, GroupError, IllegalAction, RecordError, RequestError, VariantError,
                         YeziError)
    from .rng import Rng, derive_seed
    from .variants import Option, Variant, all_variants, find_variant, register_variant

_WHERE = {
    **dict.fromkeys(("CHANCE", "Action", "Card", "Chance", "Deal", "FamilyEngine", "FinishedHand", "GameState",
                     "HandResult", "Match", "Meld", "PlayerView", "Position", "SeatView", "Step", "Verb",
                     "deal_hand", "first_reason", "replay"), "core"),
    **dict.fromkeys(("CardError", "GroupError", "IllegalAction", "RecordError", "RequestError", "VariantError",
                     "YeziError"), "errors"),
    **dict.fromkeys(("Rng", "derive_seed"), "rng"),
    **dict.fromkeys(("Option", "Variant", "all_variants", "find_variant", "register_variant"), "variants"),
}

__all__ = [
    "CHANCE", "Chance", "Deal", "Position", "Step", "Verb", "deal_hand", "first_reason", "Action", "Card", "FamilyEngine", "FinishedHand", "GameState", "HandResult", "Match", "Meld", "PlayerView",
    "SeatView", "replay", "CardError", "GroupError", "IllegalAction", "RecordError", "RequestError",
    "VariantError", "YeziError", "Rng", "derive_seed", "Option", "Variant", "all_variants",
    "find_variant", "register_variant",
]


if not TYPE_CHECKING:   # hidden from mypy, which checks every name through the imports above
    __getattr__ = lazy_names(__name__, _WHERE, globals())

    def __dir__() -> list[str]:
        return sorted(set(globals()) | set(__all__))

"""The pure rules engine: no Qt, no files, no clock, no global random."""

from .core import Action, Card, FamilyEngine, FinishedHand, GameState, HandResult, Match, Meld, PlayerView, SeatView, replay
from .errors import CardError, GroupError, IllegalAction, RecordError, RequestError, VariantError, YeziError
from .rng import Rng, derive_seed
from .variants import Option, Variant, all_variants, find_variant, register_variant

__all__ = [
    "Action", "Card", "FamilyEngine", "FinishedHand", "GameState", "HandResult", "Match", "Meld", "PlayerView",
    "SeatView", "replay", "CardError", "GroupError", "IllegalAction", "RecordError", "RequestError",
    "VariantError", "YeziError", "Rng", "derive_seed", "Option", "Variant", "all_variants",
    "find_variant", "register_variant",
]

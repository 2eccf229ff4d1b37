"""The pure rules engine: no Qt, no files, no clock, no global random."""

from .core import (CHANCE, Action, Card, Chance, Deal, FamilyEngine, FinishedHand, GameState, HandResult, Match, Meld,
                   PlayerView, Position, SeatView, Step, Verb, deal_hand, first_reason, replay)
from .errors import CardError, GroupError, IllegalAction, RecordError, RequestError, VariantError, YeziError
from .rng import Rng, derive_seed
from .variants import Option, Variant, all_variants, find_variant, register_variant

__all__ = [
    "CHANCE", "Chance", "Deal", "Position", "Step", "Verb", "deal_hand", "first_reason", "Action", "Card", "FamilyEngine", "FinishedHand", "GameState", "HandResult", "Match", "Meld", "PlayerView",
    "SeatView", "replay", "CardError", "GroupError", "IllegalAction", "RecordError", "RequestError",
    "VariantError", "YeziError", "Rng", "derive_seed", "Option", "Variant", "all_variants",
    "find_variant", "register_variant",
]

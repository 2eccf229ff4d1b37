"""What a seat can count from its own view: seen cards, unseen cards.

Everything here reads only ``SeatView`` — the cards in the viewer's hand, the
cards face up on every table (melds, discards, the live card) — so a player
built on it cannot peek at hidden hands or the stock."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from app.engine import SeatView, find_variant


@lru_cache(maxsize=None)
def variant_of(variant_id: str):
    return find_variant(variant_id)


@lru_cache(maxsize=None)
def deck_counts(variant_id: str) -> tuple:
    """(card, copies) of the variant's default deck."""
    v = variant_of(variant_id)
    return tuple(Counter(v.engine.deck(v.settings())).items())


def visible_counts(view: SeatView) -> Counter:
    """Every card the viewer can see: own hand, all face-up table cards, all
    discards and the live card."""
    seen: Counter = Counter(view.hand)
    for p in view.players:
        for m in p.melds:
            # A half-hidden meld (歪: one up, two down) is a set of equal cards
            # or shows its hidden part to its owner; either way the view's
            # card list is what the viewer knows.
            if m.hidden and p.seat != view.seat and len(set(m.cards)) > 1:
                seen.update(m.cards[m.hidden:])
            else:
                seen.update(m.cards)
        seen.update(p.discards)
    if view.live_card is not None:
        seen[view.live_card] += 1
    return seen


def unseen_counts(view: SeatView) -> dict:
    """card -> copies the viewer cannot see (in other hands or the stock)."""
    seen = visible_counts(view)
    out = {}
    for card, n in deck_counts(view.variant):
        out[card] = max(0, n - seen.get(card, 0))
    for card, n in seen.items():  # e.g. 星儿 played under non-default settings
        if card not in out:
            out[card] = max(0, 4 - n)
    return out


def discarded_counts(view: SeatView) -> Counter:
    """Cards already thrown or flipped face up and left (熟张)."""
    c: Counter = Counter()
    for p in view.players:
        c.update(p.discards)
    return c

"""Small bridges from the players to the family engines.

The players speak the generic interface (``SeatView``, ``GameState``); these
helpers read the same facts faster where a family's state or evaluation module
allows, and fall back to the generic route otherwise:

- ``own_hand`` / ``own_melds``: a seat's own cards in a (determinized) state —
  ``GameState.view`` is thorough but not cheap, and simulations ask often;
- ``waiting``: the cards that would win for a resting hand, from the family's
  exact hu check (``app.engine.longcard.evaluate`` / ``app.engine.zipai.hu``),
  memoised — the same question comes back for every candidate discard.

Only the seat's own cards and table go in, so nothing hidden leaks; a 字牌
state answers through its own methods (``hand_counts``, ``table_of``).
"""

from __future__ import annotations

from functools import lru_cache

from app.engine.errors import VariantError

from .common import variant_of


def own_hand(state, seat: int) -> tuple:
    """The cards in ``seat``'s hand in a state (sorted by kind)."""
    fam = variant_of(state.variant.id).family
    try:
        if fam == "longcard":
            from app.engine.longcard.cards import ALL_KINDS

            counts = state.hands[seat]
        else:
            from app.engine.zipai.cards import ALL_KINDS

            counts = state.hand_counts(seat)
        return tuple(ALL_KINDS[k] for k, n in enumerate(counts) for _ in range(n))
    except (AttributeError, TypeError, IndexError):
        return state.view(seat).hand


def own_melds(state, seat: int) -> tuple:
    fam = variant_of(state.variant.id).family
    try:
        if fam == "longcard":
            return tuple(state.melds[seat])
        return state.table_of(seat)
    except (AttributeError, TypeError, IndexError):
        return state.view(seat).players[seat].melds


def hand_counts(state, seat: int):
    """Counts per card kind of ``seat``'s hand (fast path for rollouts)."""
    fam = variant_of(state.variant.id).family
    try:
        return state.hands[seat] if fam == "longcard" else state.hand_counts(seat)
    except (AttributeError, TypeError, IndexError):
        counts = [0] * (31 if fam == "longcard" else 20)
        for c in state.view(seat).hand:
            counts[c.index] += 1
        return counts


def _neighbours_longcard():
    out = []
    for k in range(31):
        row = []
        if k < 27:
            suit, rank = divmod(k, 9)
            for d, w in ((1, 1.0), (2, 0.6)):
                for j in (k - d, k + d):
                    if 0 <= j < 27 and j // 9 == suit:
                        row.append((j, w))
            for other in range(3):
                if other != suit:
                    row.append((other * 9 + rank, 0.5))
        out.append(tuple(row))
    return tuple(out)


def _neighbours_zipai():
    out = []
    for k in range(20):
        base, r = (k // 10) * 10, k % 10
        row = []
        for d, w in ((1, 1.0), (2, 0.6)):
            for j in (r - d, r + d):
                if 0 <= j < 10:
                    row.append((base + j, w))
        row.append(((k + 10) % 20, 0.8))
        if r in (1, 6, 9):
            row += [(base + j, 0.6) for j in (1, 6, 9) if j != r]
        out.append(tuple(row))
    return tuple(out)


NEIGHBOURS = {"longcard": _neighbours_longcard(), "zipai": _neighbours_zipai()}


def loneliness(counts, k: int, family: str) -> float:
    """How little the hand holds near kind ``k``: copies and neighbours
    (same suit ±1, ±2, the same number elsewhere, 二七十 partners)."""
    score = 2.0 * (counts[k] - 1)
    for j, w in NEIGHBOURS[family][k]:
        if counts[j]:
            score += w * counts[j]
    return score


# ---------------------------------------------------------------- long cards

def _longcard_table(melds):
    from app.engine.longcard.evaluate import table_from_melds

    return table_from_melds(melds)


@lru_cache(maxsize=50_000)
def _longcard_waits(hand: tuple, table) -> tuple:
    from app.engine.longcard import evaluate as ev
    from app.engine.longcard.cards import ALL_KINDS

    zhaor = frozenset(i for i in range(ev.NKINDS) if hand[i] == 3)
    pool, t = ev.prepare(hand, table)
    return tuple(ALL_KINDS[k] for k in ev.waits(pool, zhaor, t))


# ---------------------------------------------------------------- 字牌

@lru_cache(maxsize=50_000)
def _zipai_waits(vid: str, sanda: bool, hand: tuple, table_xi: int) -> tuple:
    from app.engine.zipai import hand_class
    from app.engine.zipai import hu as H
    from app.engine.zipai.cards import ALL_KINDS

    return tuple(ALL_KINDS[k] for k in H.table(hand_class(vid).hu_rules(sanda)).waits(hand, table_xi))


def _zipai_table_xi(vid: str, sanda: bool, melds) -> int:
    from app.engine.zipai import hand_class
    from app.engine.zipai.rules import meld_xi

    rules = hand_class(vid).hu_rules(sanda)
    return sum(meld_xi(rules, m.form, tuple(c.index for c in m.cards)) for m in melds if m.cards)


def waiting(variant_id: str, hand, melds, settings=None) -> tuple:
    """The cards that would complete a win for this resting hand and table
    (empty if the family's checker is unavailable)."""
    v = variant_of(variant_id)
    try:
        if v.family == "longcard":
            from app.engine.longcard import evaluate as ev

            counts = [0] * ev.NKINDS
            for c in hand:
                counts[c.index] += 1
            return _longcard_waits(tuple(counts), _longcard_table(melds))
        sanda = bool((settings or v.settings()).get("sanda", True))
        counts = [0] * 20
        for c in hand:
            counts[c.index] += 1
        return _zipai_waits(v.id, sanda, tuple(counts), _zipai_table_xi(v.id, sanda, melds))
    except (ImportError, AttributeError, TypeError, KeyError, VariantError):   # no checker for this variant
        return ()

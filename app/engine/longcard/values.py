"""The small values a hand of 八胡头 keeps (issue 12, "typed values").

Each is a frozen dataclass or an enum; cards are kind numbers
(``cards.ALL_KINDS``), seats 0–3.  None of them is written into a record: a
record keeps the actions and the results, and these are the hand's own
bookkeeping, shown to a seat through ``LongKnowledge`` (frozen too).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..core import Verb
from ..messages import Reason
from .scoring import ZhuangFacts


class Source(StrEnum):
    """Where the live card came from.  A ``StrEnum``: ``Source.FLIP == "flip"``,
    and a view's ``live_how`` reads as the plain word, as before."""

    DISCARD = "discard"   # 打: a seat's discard
    FLIP = "flip"         # 翻: turned from the stock


@dataclass(frozen=True, slots=True)
class LiveCard:
    """The card in play, offered to the seats that may use it."""

    kind: int
    seat: int          # the seat that discarded or turned it
    how: Source


@dataclass(frozen=True, slots=True)
class Flip:
    """A card turned from the stock, and by whom (in order, for the history)."""

    seat: int
    kind: int


@dataclass(frozen=True, slots=True)
class PairBreak:
    """吊张留下 (001 §四(4)): the last discard broke a pair of ``kind``."""

    seat: int
    kind: int


@dataclass(frozen=True, slots=True)
class BaoZhuang:
    """包庄 (001 §八.6): ``payer`` let a 生将 pass and ``peng_seat`` 碰'd it;
    ``payer`` pays that 碰's 庄 for the other two."""

    payer: int
    peng_seat: int
    kind: int


# The claims of a live card (offered, forced, passed) are ``Verb`` values:
# ``Verb.HU``, ``Verb.PENG``, ``Verb.GANG``, ``Verb.CHI``.
CLAIMS = (Verb.HU, Verb.PENG, Verb.GANG, Verb.CHI)


@dataclass(frozen=True, slots=True)
class Forced:
    """The claims seat must make of the live card (觸口 / 生将必胡 → 胡,
    开招 → 杠, 碰将 → 碰); ``sheng``: its forced win is a 生将's, which may be
    passed at the risk of 包庄 rather than a fold."""

    acts: frozenset[Verb] = frozenset()
    sheng: bool = False


NOT_FORCED = Forced()


@dataclass(frozen=True, slots=True)
class WinPay:
    """What a win type pays (a row of the hand class's ``WIN_TABLE``)."""

    small: int   # 胡牌庄 under 11 胡
    big: int     # 胡牌庄 at 11 胡
    mult: int    # times each 碰庄 counts
    di: int      # 底


@dataclass(frozen=True, slots=True)
class WinOption:
    """The best-paying way a seat wins with the live card: what the
    settlement needs (``scoring.settle_hand``)."""

    hu: int                     # 胡 counted (capped)
    zhuang: int                 # the winner's 庄
    di: int                     # its 底
    kind: str                   # win type, a key of the hand class's ``WIN_TABLE``
    use: str                    # how the card joins: "hand", "peng" or "gang"
    card: int
    lines: tuple[Reason, ...]   # the sentences explaining the 庄
    facts: ZhuangFacts
    arrangement: dict[str, Any]  # ``evaluate.arrangement`` of the winning hand (breakdown text)

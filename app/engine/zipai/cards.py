"""字牌: small 一…十 (``x1``…``x10``) and big 壹…拾 (``d1``…``d10``), four of each.

Red: 二 七 十 and 贰 柒 拾; all others black (RULES.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from ..errors import CardError

SMALL_ZH = ("一", "二", "三", "四", "五", "六", "七", "八", "九", "十")
BIG_ZH = ("壹", "贰", "叁", "肆", "伍", "陆", "柒", "捌", "玖", "拾")
_TRAD_BIG = {"貳": 2, "陸": 6, "參": 3, "叄": 3}
RED_RANKS = frozenset({2, 7, 10})


# a kind's code and name by index (looked up, not formatted, on every use)
_CODES = tuple(f"{'d' if i >= 10 else 'x'}{i % 10 + 1}" for i in range(20))
_NAMES = tuple((BIG_ZH if i >= 10 else SMALL_ZH)[i % 10] for i in range(20))


@dataclass(frozen=True, order=True, slots=True)
class ZiCard:
    """One card kind: ``index`` 0–9 small 一…十, 10–19 big 壹…拾."""

    index: int

    def __post_init__(self) -> None:
        if not 0 <= self.index < 20:
            raise CardError(f"no 字牌 card with index {self.index}")

    @property
    def big(self) -> bool:
        return self.index >= 10

    @property
    def rank(self) -> int:
        return self.index % 10 + 1

    @property
    def code(self) -> str:
        return _CODES[self.index]

    @property
    def name(self) -> str:
        return _NAMES[self.index]

    @property
    def red(self) -> bool:
        return self.rank in RED_RANKS

    family = "zipai"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"ZiCard({self.code})"


ALL_KINDS = tuple(ZiCard(i) for i in range(20))
_BY_CODE = {c.code: c for c in ALL_KINDS}
_BY_NAME = {c.name: c for c in ALL_KINDS}
_BY_NAME.update({k: ALL_KINDS[10 + r - 1] for k, r in _TRAD_BIG.items()})


def card(code: str) -> ZiCard:
    return _BY_CODE[code]


def parse_card(text: Any) -> ZiCard:
    """A card from its code (``x7``, ``d10``) or name (``七``, ``柒``, ``小七``, ``大七``)."""
    if not isinstance(text, str):
        raise CardError(f"a card must be text, not {type(text).__name__}")
    t = text.strip()
    found = _BY_CODE.get(t.lower()) or _BY_NAME.get(t)
    if found is None and len(t) == 2 and t[0] in "小大" and t[1] in SMALL_ZH:
        found = ALL_KINDS[SMALL_ZH.index(t[1]) + (10 if t[0] == "大" else 0)]
    if found is None:
        raise CardError(f"{text!r} is not a 字牌 card (codes x1…x10 and d1…d10, or names 一…十, 壹…拾)")
    return found


def parse_cards(text: str | Iterable[str]) -> tuple[ZiCard, ...]:
    items = text.split() if isinstance(text, str) else list(text)
    return tuple(parse_card(t) for t in items)


def deck() -> list[ZiCard]:
    """The 80 cards in a fixed order."""
    return [k for k in ALL_KINDS for _ in range(4)]


def check_counts(cards: Iterable[ZiCard]) -> None:
    from collections import Counter

    for c, n in Counter(cards).items():
        if n > 4:
            raise CardError(f"there are only four {c.name} ({c.code}), not {n}")

"""Long cards (长牌): three suits 1–9, plus 千, 空瑶, 押子 and the optional 星儿.

A ``LongCard`` is a card *kind*; the four copies of a kind are equal values.
Codes and names follow ../shared/RULES.md ("Card names and codes").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..errors import CardError

SUITS = ("t", "s", "w")                     # 筒 索 万, in this order
SUIT_ZH = {"t": "筒", "s": "索", "w": "万"}
SUIT_ALIASES = {"筒": "t", "柄": "t", "饼": "t", "餅": "t", "索": "s", "条": "s", "條": "s",
                "万": "w", "萬": "w"}
HONOURS = ("qian", "kong", "ya", "xing")
HONOUR_ZH = {"qian": "千", "kong": "空瑶", "ya": "押子", "xing": "星儿"}
HONOUR_ALIASES = {
    "千": "qian", "千子": "qian", "千胜": "qian", "千勝": "qian", "嗆森": "qian", "月亮": "qian",
    "空瑶": "kong", "空瑤": "kong", "空": "kong", "红花": "kong", "紅花": "kong",
    "押子": "ya", "押": "ya", "白花": "ya", "俄子": "ya", "俄": "ya",
    "星儿": "xing", "星兒": "xing", "星": "xing", "宝宝": "xing", "寶寶": "xing", "仙儿": "xing",
    "百搭": "xing",
}
NUM_ZH = "一二三四五六七八九"

# Figures at the head of each suited card (seed 001 §一), 1 → 9.
FIGURES = {
    "t": ("寿星", "铁拐李", "猪八戒", "唐僧", "孙悟空", "乌龟精", "蚌精", "刘海蟾", "玉麒麟"),
    "s": ("小雀儿", "吕洞宾", "曹国舅", "韩湘子", "汉钟离", "张果老", "白娘子", "洛阳桥", "佛祖"),
    "w": ("穆桂英", "蓝采和", "许仙", "沙和尚", "何仙姑", "喜星", "小青", "禄星", "财星"),
}
# Geometric numerals (seed 001): 万 bare, 索 with a bar, 筒 with a black disc.
NUMERALS = ("triangle", "circle", "diamond", "upper half circle", "two circles",
            "inverted trapezoid", "two diamonds", "lower half circle", "bean sprout")
NUMERALS_ZH = ("三角形", "圆", "菱形", "上半圆", "两个圆", "倒梯形", "两个菱形", "下半圆", "豆芽形")

# 将 (honours) — never discarded, never need to be 圆 (RULES.md).
JIANG_CODES = frozenset({"1t", "1s", "1w", "9s", "qian", "kong", "ya", "xing"})


@dataclass(frozen=True, order=True, slots=True)
class LongCard:
    """One card kind; ``index`` orders hands: 筒 1–9, 索 1–9, 万 1–9, 千 空 押 星."""

    index: int

    def __post_init__(self) -> None:
        if not 0 <= self.index < len(ALL_KINDS_CODES):
            raise CardError(f"no long card with index {self.index}")

    @property
    def code(self) -> str:
        return ALL_KINDS_CODES[self.index]

    @property
    def suit(self) -> str | None:
        return SUITS[self.index // 9] if self.index < 27 else None

    @property
    def rank(self) -> int | None:
        return self.index % 9 + 1 if self.index < 27 else None

    @property
    def name(self) -> str:
        if self.index < 27:
            return NUM_ZH[self.index % 9] + SUIT_ZH[SUITS[self.index // 9]]
        return HONOUR_ZH[self.code]

    @property
    def is_jiang(self) -> bool:
        """将 (honour): 1t 1s 1w 9s 千 空瑶 押子 星儿."""
        return self.code in JIANG_CODES

    @property
    def is_su(self) -> bool:
        """素: every card that is not a 将."""
        return not self.is_jiang

    @property
    def figure(self) -> str | None:
        return FIGURES[SUITS[self.index // 9]][self.index % 9] if self.index < 27 else None

    @property
    def numeral(self) -> str | None:
        return NUMERALS[self.index % 9] if self.index < 27 else None

    family = "longcard"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"LongCard({self.code})"


ALL_KINDS_CODES = tuple(f"{r}{s}" for s in SUITS for r in range(1, 10)) + HONOURS
_BY_CODE = {code: LongCard(i) for i, code in enumerate(ALL_KINDS_CODES)}
ALL_KINDS = tuple(_BY_CODE.values())          # 31 kinds
XING = _BY_CODE["xing"]


def card(code: str) -> LongCard:
    """A card from its code (fast path for code that already knows it is valid)."""
    return _BY_CODE[code]


def _parse_suited(text: str) -> LongCard | None:
    if len(text) < 2:
        return None
    head, tail = text[:-1], text[-1]
    suit = SUIT_ALIASES.get(tail) or (tail if tail in SUITS else None)
    if suit is None:
        return None
    if head.isdigit() and len(head) == 1 and head != "0":
        rank = int(head)
    elif len(head) == 1 and head in NUM_ZH:
        rank = NUM_ZH.index(head) + 1
    else:
        return None
    return _BY_CODE[f"{rank}{suit}"]


def parse_card(text: str) -> LongCard:
    """A card from its code (``2w``, ``qian``) or a Chinese name (``二万``, ``二条``,
    ``三柄``, ``千``, ``红花`` …); ``CardError`` names the bad input."""
    if not isinstance(text, str):
        raise CardError(f"a card must be text, not {type(text).__name__}")
    t = text.strip()
    found = _BY_CODE.get(t.lower()) or HONOUR_ALIASES.get(t) and _BY_CODE[HONOUR_ALIASES[t]] \
        or _parse_suited(t.lower() if t.isascii() else t)
    if found is None:
        raise CardError(f"{text!r} is not a long card (codes like 2w 5s 9t qian kong ya xing, "
                        f"or names like 二万)")
    return found


def parse_cards(text: str | Iterable[str]) -> tuple[LongCard, ...]:
    items = text.split() if isinstance(text, str) else list(text)
    return tuple(parse_card(t) for t in items)


def deck(with_xing: bool) -> list[LongCard]:
    """Four copies of each kind: 120 cards, 124 with 星儿; in a fixed order."""
    kinds = ALL_KINDS if with_xing else ALL_KINDS[:-1]
    return [k for k in kinds for _ in range(4)]


def check_counts(cards: Iterable[LongCard], with_xing: bool = True) -> None:
    """Refuse a fifth copy of a card, or 星儿 where it is not played."""
    from collections import Counter

    xing = XING.index
    for i, n in Counter(c.index for c in cards).items():   # by index: no dataclass hashing
        if i == xing and not with_xing:
            raise CardError("星儿 (xing) is not played with these settings", key="card.no_xing")
        if n > 4:
            c = ALL_KINDS[i]
            raise CardError(f"there are only four {c.name} ({c.code}), not {n}", key="card.only_four", card=c.code, n=n)

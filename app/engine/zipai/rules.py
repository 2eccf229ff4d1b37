"""Data of the 字牌 family: 名堂 names and tables, 豪 tables, the 胡息 of a
table group and the rounding rules.  The variant classes (``hands``) pick
their tables from here; nothing asks "which variant is this?"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from . import QIDONG_MINGTANG_DEFAULT as QIDONG_MINGTANG_DEFAULT  # re-exported: hands.py reads it here
from . import QIDONG_MINGTANG_KEYS
from .hu import HuRules

RED = frozenset({1, 6, 9, 11, 16, 19})


@dataclass(frozen=True, eq=False, slots=True)
class PlanTable:
    """What a computer player counts as it plans a hand (app/ai/zipai_eval):
    the 胡息 it expects of each group, (small, big) — a planner's rough
    figures, not the rules' (the exact 胡息 are the variant's ``HU``) — the
    胡息 it aims for, and how the variant pays.  Each variant class carries
    one as ``PLAN``; the AI reads it instead of asking which variant it plays.
    (``eq=False``: a table is its own memo key, hashed by identity.)"""

    kan: tuple[int, int]
    four: tuple[int, int]
    run123: tuple[int, int]
    ert: tuple[int, int]
    peng: tuple[int, int]
    wai: tuple[int, int]
    pao: tuple[int, int]
    ti: tuple[int, int]
    min_xi: int
    kan_locked: bool         # a 坎 is never split
    pays_in_tun: bool        # the win pays 囤 (one per 3 息 over the minimum), else 息 rounded to five
    pairs_plan: bool         # a second plan is worth weighing: all triples (对子息 + 行行息)
    discard_risk: float      # how much more a risky discard costs (a thrower who pays for all: 包铳)


# the family's plan, waihuzi's figures (its 胡 aim one below the rules' 8: the
# planner counts no 胡 bonus); ``ZipaiHand.PLAN`` until a variant sets its own
FAMILY_PLAN = PlanTable(
    kan=(3, 3), four=(5, 5), run123=(0, 0), ert=(1, 1), peng=(1, 1), wai=(4, 4), pao=(5, 5), ti=(5, 5),
    min_xi=7, kan_locked=False, pays_in_tun=False, pairs_plan=True, discard_risk=1.0)

# 名堂 keys -> (Chinese name, English)
MINGTANG_NAMES = {
    "tianhu": ("天胡", "dealer wins on the deal"),
    "dihu": ("地胡", "win on the first card"),
    "baoting": ("报听", "ready from the deal, no card taken"),
    "shisanhong": ("十三红", "13 or more red cards"),
    "honghu": ("红胡", "10 or more red cards"),
    "yidianhong": ("一点红", "exactly one red card"),
    "quanhei": ("全黑", "no red card"),
    "heihu": ("黑胡", "no red card"),
    "quanda": ("全大", "only big cards"),
    "quanxiao": ("全小", "only small cards"),
    "wudui": ("无对", "no pair when dealt"),
    "shidui": ("十对", "ten pairs when dealt"),
    "yidui": ("一对", "one pair when dealt"),
    "jiudui": ("九对", "nine pairs when dealt"),
    "hanghangxi": ("行行息", "every group scores 息"),
    "duizixi": ("对子息", "only pairs and alike groups"),
    "hailao": ("海捞", "win on the last card"),
    "haidi": ("海底胡", "win on the last card"),
    "sanlong": ("三龙", "three 龙 when dealt"),
    "sishou": ("死手牌", "dealt a hand of fewer than 6½ 门子"),
    "pinghu": ("平胡", "plain win"),
}

# seed 002 §III: 息 added by each 名堂 (they add up, §III.14)
WAIHUZI_MINGTANG = {
    "tianhu": 100, "dihu": 100, "baoting": 40, "shisanhong": 80, "yidianhong": 80,
    "quanhei": 80, "quanda": 100, "quanxiao": 100, "wudui": 100, "shidui": 100,
    "yidui": 100, "jiudui": 100, "hanghangxi": 60, "duizixi": 100, "hailao": 40,
}
# seed 004 §7–8
YIYANG_MINGTANG = {
    "duizixi": 100, "quanda": 100, "quanxiao": 100, "shisanhong": 80, "quanhei": 80,
    "hanghangxi": 60, "hailao": 30, "jiudui": 80, "yidui": 80, "wudui": 100, "shidui": 100,
    "baoting": 80, "tianhu": 100, "dihu": 80, "sishou": 100,
}
# the default 番 table of qidong and its keys: the variant's data, in the light package
# (app/engine/zipai/__init__.py), imported above

# 豪 (four alike, counted only after the win).  The class says where the four
# came from (``scoring.hao_class``): "qing" all four dealt; "zimo" three dealt
# + one own draw (坎 + own draw); "nei" two dealt + two own draws (歪 + own
# fourth); "wai" two or three dealt, some from others; "san" at most one dealt
# (seed 002 §I.5).
HAO_WAIHUZI = {"san": (50, "散豪"), "qing": (40, "清溜"), "nei": (30, "内毫"), "zimo": (30, "内毫"),
               "wai": (20, "外毫")}
# seed 004 §6: 内 30 (four in the hand; 歪 + own-drawn fourth, §4.2 "歪后再摸
# 同張字牌…算牌時稱內毫"), 三张 + own draw 20, 外 10.  A four gathered any other
# way — 002's 散豪 — counts 外 10 (004 names no 散豪; RULES.md second review).
HAO_YIYANG = {"san": (10, "外豪"), "qing": (30, "内豪"), "nei": (30, "内豪"), "zimo": (20, "自摸豪"),
              "wai": (10, "外豪")}


def meld_xi(rules: HuRules, form: str, kinds: Sequence[int]) -> int:
    """胡息 of a group on the table."""
    b = 1 if kinds[0] >= 10 else 0
    if form == "chi":
        from .hu import sentence_form

        sf = sentence_form(kinds)
        if sf is None:
            raise ValueError(f"not a sentence: {kinds}")
        return rules.group_xi(sf, tuple(sorted(kinds)))
    if form == "peng":
        return rules.peng[b]
    if form == "wai":
        return rules.wai[b]
    if form in ("liu", "ti", "long"):
        return rules.liu_own[b] if form != "long" else rules.quad_hand[b]
    if form == "pao":
        return rules.liu_other[b] if rules.liu_other else rules.liu_own[b]
    if form == "kan":
        return rules.kan[b]
    raise ValueError(form)


def check_mingtang(value: object) -> None:
    from ..errors import VariantError

    if not isinstance(value, dict):
        raise VariantError("the 名堂 table must be a JSON object such as {\"tianhu\": 2, \"pinghu\": 1}")
    for k, v in value.items():
        if k not in QIDONG_MINGTANG_KEYS:
            raise VariantError(f"unknown 名堂 {k!r} (known: {', '.join(QIDONG_MINGTANG_KEYS)})")
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 100:
            raise VariantError(f"名堂 {k!r} must be a whole number of 番 from 0 to 100, not {v!r}")


def round_five(xi: int) -> int:
    """seed 002 §V: 8–10 -> 10, 11–15 -> 15, … (its examples round up)."""
    return max(10, -(-xi // 5) * 5)


def tun(xi: int) -> int:
    """seed 003 计分规则: 6–8 胡息 1 囤, each 3 more +1."""
    return 1 + (xi - 6) // 3 if xi >= 6 else 0

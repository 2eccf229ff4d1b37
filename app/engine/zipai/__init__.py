"""The 字牌 family: waihuzi, yiyang and qidong — one engine, three rule sets.

Importing this package registers the three variants as data (names, players,
options).  Each variant is a subclass of ``ZipaiHand`` (``hands.py``) whose
class attributes hold its data; ``Variant.hand_class`` names that class and
``hand_class`` finds it (``Variant.params["hand"]`` still names it too, for
code written before).  The engine, the hand classes and ``params`` are
imported when first asked for (``Variant.parts``, app/engine/variants.py), and
so are ``ENGINE``, ``ZipaiHand`` and the hand classes read from this package.
``Variant.options`` are the settings a player may change (house rules).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..lazy import lazy_names
from ..variants import Option, Variant, register_variant

if TYPE_CHECKING:
    from .engine import ENGINE
    from .hands import QidongHand, WaihuziHand, YiyangHand
    from .state import ZipaiHand

SEEDS = {
    "waihuzi": "002_d1d2710f594dbcdb.txt",
    "qidong": "003_4127dd1ff9b75020.txt",
    "yiyang": "004_cf1c380d0b69dc82.txt",
}


# 2: the second review (RULES.md "Rulings of the second review"): forced
# 歪/偎/提 before one's own win, 报听 path-free, waihuzi/yiyang 比 keeps a copy,
# qidong 龙 before the 挡底 / 过胡 / no empty-handed take, yiyang 吊字 and 豪.
RULES_VERSION = 2

# RULES.md: the default 番 table of qidong (seed 003 names 名堂 but lists none);
# the variant's option data, read by ``rules`` and ``hands`` too
QIDONG_MINGTANG_DEFAULT = {
    "tianhu": 2, "dihu": 2, "honghu": 2, "yidianhong": 2, "heihu": 2, "haidi": 2, "pinghu": 1,
}
QIDONG_MINGTANG_KEYS = ("tianhu", "dihu", "honghu", "yidianhong", "heihu", "haidi", "pinghu")


def check_mingtang(value: object) -> None:
    """``rules.check_mingtang``, imported when a value is checked."""
    from .rules import check_mingtang as check

    check(value)


def _sanda() -> Option:
    return Option("sanda", True, "bool", "大小三搭", "mixed-case triples (一一壹, 拾拾十) are sentences")


def _dealt_wins(names_zh: str, names_en: str) -> Option:
    """A house rule: the dealt-hand wins the text lists (on), or none (some tables do not play them;
    with them about one hand in ten ends at the deal)."""
    return Option("dealt_wins", True, "bool", f"起手胡（{names_zh}）", f"wins on the deal ({names_en})")


def _parts(hand: str) -> Mapping[str, Any]:
    from . import hands
    from .engine import ENGINE

    cls = getattr(hands, hand)
    return {"engine": ENGINE, "hand_class": cls, "params": {"hand": cls}}


def _waihuzi_parts() -> Mapping[str, Any]:
    return _parts("WaihuziHand")


def _yiyang_parts() -> Mapping[str, Any]:
    return _parts("YiyangHand")


def _qidong_parts() -> Mapping[str, Any]:
    return _parts("QidongHand")


VARIANTS = (
    register_variant(Variant(
        "waihuzi", "外胡子", "Waihuzi (Paohuzi)", "zipai", 3, SEEDS["waihuzi"],
        (_sanda(), _dealt_wins("无对、一对、十对、九对", "无对, 一对, 十对, 九对")),
        parts=_waihuzi_parts, rules_version=RULES_VERSION)),
    register_variant(Variant(
        "yiyang", "益阳歪胡子", "Yiyang Waihuzi", "zipai", 3, SEEDS["yiyang"],
        (_sanda(), _dealt_wins("无对、一对、十对、九对、死手牌", "无对, 一对, 十对, 九对, 死手牌"),
         Option("shouxing", False, "bool", "守醒", "a fourth player sits out opposite the dealer (守醒)"),
         Option("table_rules", False, "bool", "桌规：可犯规（吃臭打臭成死手）",
                "table rules: allow eating or discarding a 臭 card; the hand becomes 死手")),
        parts=_yiyang_parts, rules_version=RULES_VERSION)),
    register_variant(Variant(
        "qidong", "祁东恰胡子", "Qidong Qiahuzi", "zipai", 4, SEEDS["qidong"],
        (_sanda(),
         Option("mingtang", dict(QIDONG_MINGTANG_DEFAULT), "json", "名堂番数", "名堂 table (番 per 名堂)",
                check=check_mingtang)),
        parts=_qidong_parts, rules_version=RULES_VERSION)),
)


def hand_class(variant: Variant | str) -> type[ZipaiHand]:
    """The hand class of a 字牌 variant (a ``Variant`` or its id)."""
    from ..variants import find_variant
    from .state import ZipaiHand

    v = find_variant(variant) if isinstance(variant, str) else variant
    cls = v.hand_class
    if not (isinstance(cls, type) and issubclass(cls, ZipaiHand)):
        from ..errors import VariantError

        raise VariantError(f"{v.id} is not played by a 字牌 hand class")
    return cls


# the engine's names, imported from their modules when read
_LAZY = {"ENGINE": "engine", "ZipaiHand": "state", "WaihuziHand": "hands", "YiyangHand": "hands",
         "QidongHand": "hands"}

if not TYPE_CHECKING:
    __getattr__ = lazy_names(__name__, _LAZY, globals())

"""The long-card (长牌, 八胡头) family: haimen and lvsi.

One engine (``engine.LongcardEngine``); one hand class (``state.LongHand``)
with a subclass per variant (``HaimenHand``, ``LvsiHand``) whose class
attributes hold the variant's 庄 tables, registered here.  House
rules are settings (``Option``), not code forks; see docs/rules-longcard.md.
Rules version 2 (RULES.md "Rulings of the second review"): no 加杠, double
文钱 refused only over a 招儿, a win on one's own discard, 吊张留下, 坐牢
release, the 5-1-2 scheme in 角.

Importing this package registers the two variants as data (names, players,
options); their engine and hand classes are imported when first asked for
(``Variant.parts``, app/engine/variants.py), and so are ``ENGINE``,
``LongHand``, ``HaimenHand`` and ``LvsiHand`` read from this package.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..lazy import lazy_names
from ..variants import Option, Variant, register_variant

if TYPE_CHECKING:
    from .engine import ENGINE
    from .state import HaimenHand, LongHand, LvsiHand

# The payout schemes a player may choose (their rates: ``scoring.SCHEMES``).
SCHEME_CHOICES = ("1-2-3", "1-3-5", "2-4-6", "5-1-2", "custom")


def check_custom_rates(value: Any) -> None:
    """``scoring.check_custom_rates``, imported when a value is checked."""
    from .scoring import check_custom_rates as check

    check(value)


def _options(xing_default: bool) -> tuple[Option, ...]:
    return (
        Option("xing", xing_default, "bool", "星儿（124 张，八将）", "play the four 星儿 (124 cards)"),
        Option("huanghu", True, "bool", "黄胡：无将对扣牌", "黄胡: a hand dealt no 将 pair is folded"),
        Option("table_rules", False, "bool", "台规：可犯错受罚", "table rules: mistakes allowed, penalties paid"),
        Option("scheme", "1-3-5", "choice", "算法（平/买庄/对庄）", "payout scheme (plain/买庄/对庄)",
               choices=SCHEME_CHOICES),
        Option("custom_rates", [1, 3, 5, 5, 8, 10], "json", "自定倍数：平庄 买庄 对庄 大炮 大炮对买庄 对炮",
               "custom rates: plain, 买庄, 对庄, 大炮, 大炮 vs 买庄, 对炮", check=check_custom_rates),
        Option("buy_limit", 3, "int", "买庄时限（手牌张数）", "买庄 window (cards in hand while dealing)",
               minimum=0, maximum=25),
        Option("jail_release", 0, "int", "坐牢几副出牢（0 = 成牌才出牢）",
               "坐牢 ends after N hands (0 = only a win frees)", minimum=0, maximum=99),
        Option("jail_counts", False, "bool", "坐牢时庄头照算", "a jailed (坐牢) seat's 庄 still counts (牢里的庄头算)"),
    )


def _haimen_parts() -> Mapping[str, Any]:
    from .engine import ENGINE
    from .state import HaimenHand

    return {"engine": ENGINE, "hand_class": HaimenHand}


def _lvsi_parts() -> Mapping[str, Any]:
    from .engine import ENGINE
    from .state import LvsiHand

    return {"engine": ENGINE, "hand_class": LvsiHand}


HAIMEN = register_variant(Variant(
    id="haimen", name_zh="海门八胡头", name_en="Haimen Ba Hu Tou", family="longcard", players=4,
    seed_text="000_3a2b518226ba962f.txt", options=_options(True), parts=_haimen_parts, rules_version=2))

LVSI = register_variant(Variant(
    id="lvsi", name_zh="吕四荤胡", name_en="Lüsi Hun Hu (Ba Hu Tou)", family="longcard", players=4,
    seed_text="001_dff9d93638578f13.txt", options=_options(False), parts=_lvsi_parts, rules_version=2))

# the engine's names, imported from their modules when read
_LAZY = {"ENGINE": "engine", "LongHand": "state", "HaimenHand": "state", "LvsiHand": "state"}

if not TYPE_CHECKING:
    __getattr__ = lazy_names(__name__, _LAZY, globals())

__all__ = ["ENGINE", "HAIMEN", "LVSI", "LongHand", "HaimenHand", "LvsiHand", "SCHEME_CHOICES"]

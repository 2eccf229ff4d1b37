"""庄 counting, win types and the settlement of 八胡头 (RULES.md "庄", "Payout scheme").

Everything here is arithmetic on small facts, shared by the game state and
``yezi judge``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..errors import RequestError, VariantError
from ..messages import Reason

# (plain, 买庄, 对庄).  "5-1-2" is seed 001's money talk 五角·一元·二元: rates 5,
# 10, 20 in 角 (read literally 买庄 would pay less than a plain pair, against
# seed 000's "想要加倍"; RULES.md), so 大炮 20, 大炮 vs 买庄 30, 对炮 40.
SCHEMES = {"1-2-3": (1, 2, 3), "1-3-5": (1, 3, 5), "2-4-6": (2, 4, 6), "5-1-2": (5, 10, 20)}
SCHEME_CHOICES = ("1-2-3", "1-3-5", "2-4-6", "5-1-2", "custom")
RATE_KEYS = ("plain", "bought", "both_bought", "dapao", "dapao_bought", "both_dapao")
RATE_ZH = ("平庄", "买庄", "对庄", "大炮", "大炮对买庄", "对炮")


def rates_of(a: int, b: int, c: int) -> tuple[int, ...]:
    """(a, b, c) → plain a, one 买庄 b, 对庄 c, 大炮 c, 大炮 vs 买庄 b + c, 对炮 2c."""
    return (a, b, c, c, b + c, 2 * c)


def check_custom_rates(value) -> None:
    """Validate ``custom_rates``: a JSON list of six whole numbers ≥ 0, or an
    object with the keys of ``RATE_KEYS``."""
    parse_rates(value, VariantError)


def parse_rates(value, error=RequestError) -> tuple[int, ...]:
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            raise error(f"custom rates {value!r} are not JSON") from None
    if isinstance(value, dict):
        unknown = set(value) - set(RATE_KEYS)
        if unknown:
            raise error(f"unknown rate {sorted(unknown)[0]!r} (known: {', '.join(RATE_KEYS)})")
        missing = [k for k in RATE_KEYS if k not in value]
        if missing:
            raise error(f"custom rates lack {', '.join(missing)}")
        value = [value[k] for k in RATE_KEYS]
    if not isinstance(value, (list, tuple)) or len(value) != 6:
        raise error("custom rates must be six numbers: plain, 买庄, 对庄, 大炮, 大炮对买庄, 对炮")
    for v in value:
        if not isinstance(v, int) or isinstance(v, bool) or v < 0 or v > 10_000:
            raise error(f"a rate must be a whole number from 0 to 10000, not {v!r}")
    return tuple(value)


def scheme_rates(settings) -> tuple[int, ...]:
    scheme = settings.get("scheme", "1-3-5")
    if scheme == "custom":
        return parse_rates(settings.get("custom_rates"), VariantError)
    return rates_of(*SCHEMES[scheme])


def pair_rate(rates, a: dict, b: dict) -> int:
    """Rate per 庄 between two players by their standing (大炮 > 买庄 > plain)."""
    la = 2 if a.get("dapao") else 1 if a.get("bought") else 0
    lb = 2 if b.get("dapao") else 1 if b.get("bought") else 0
    lo, hi = sorted((la, lb))
    table = {(0, 0): 0, (0, 1): 1, (1, 1): 2, (0, 2): 3, (1, 2): 4, (2, 2): 5}
    return rates[table[(lo, hi)]]


def settle(players: list[dict], rates) -> tuple[list[int], list[dict]]:
    """Net money of each player.  庄 is offset between every pair at the pair's
    rate (a jailed player's 庄 counts as 0); 底 is paid to its holder by every
    other player, never multiplied.  Returns (net, transfers)."""
    n = len(players)
    net = [0] * n
    transfers = []
    z = [0 if p.get("jailed") else int(p.get("zhuang", 0)) for p in players]
    for i in range(n):
        for j in range(i + 1, n):
            rate = pair_rate(rates, players[i], players[j])
            amount = (z[i] - z[j]) * rate
            if amount:
                net[i] += amount
                net[j] -= amount
                payer, payee = (j, i) if amount > 0 else (i, j)
                transfers.append({"from": payer, "to": payee, "amount": abs(amount), "for": "庄",
                                  "rate": rate})
    for i, p in enumerate(players):
        di = int(p.get("di", 0))
        if di:
            for j in range(n):
                if j != i:
                    net[i] += di
                    net[j] -= di
                    transfers.append({"from": j, "to": i, "amount": di, "for": "底", "rate": 1})
    return net, transfers


# ---------------------------------------------------------------- 庄 counts

def _rules(variant: Any) -> Any:
    """The hand class holding a variant's 庄 tables, from its id or the class itself."""
    if isinstance(variant, str):
        from ..variants import find_variant

        return find_variant(variant).hand_class
    return variant


def jiang_peng_zhuang(n: int, variant: Any) -> int:
    """将碰庄: lvsi 1, 5, 9, +4 each; haimen 1, 5, 10, then +5 each (``variant``: an id
    or a hand class; the tables are the class attributes of ``HaimenHand``/``LvsiHand``)."""
    return int(_rules(variant).jiang_peng_zhuang(n))


def su_peng_zhuang(n_su: int, n_jiang: int) -> int:
    """素碰庄: 4 素碰/杠 → 1, each further +1; once a 将 pair is 碰'd (混碰) each counts 1."""
    if n_jiang:
        return n_su
    return max(0, n_su - 3)


@dataclass(frozen=True)
class ZhuangFacts:
    """What a seat's table gives in 庄, win or not."""

    su_peng: int = 0      # 素 碰/杠 count
    jiang_peng: int = 0   # 将 碰/杠 count
    su_tan: int = 0       # 素 摊庄/爆炸
    jiang_tan: int = 0    # 将 摊庄/爆炸

    def peng_zhuang(self, variant: Any) -> int:
        return int(_rules(variant).peng_zhuang(self))

    def tan_zhuang(self) -> int:
        return self.su_tan + 4 * self.jiang_tan


WIN_NAMES = {
    "pinghu": ("平胡", "plain win"), "pengjiang_piao": ("碰将对飘胡", "飘胡 with a 将 碰"),
    "heiba": ("黑八", "black eight"), "xiaohun": ("小荤", "small 荤"), "piaohu": ("飘胡", "飘胡"),
    "quanhunpiao": ("全荤飘", "all-荤 飘"),
}


def win_type(variant: Any, *, dealt_zhaor: bool, jiang_peng: int, has_run_or_baozi: bool) -> str:
    """The win type of a winning hand (the variant's ``win_type`` hook)."""
    return str(_rules(variant).win_type(dealt_zhaor=dealt_zhaor, jiang_peng=jiang_peng,
                                        has_run_or_baozi=has_run_or_baozi))


def win_zhuang(variant: Any, kind: str, hu: int, facts: ZhuangFacts) -> tuple[int, int, list[str]]:
    """(total 庄 of the winner, 底, explanation lines)."""
    total, di, lines = _rules(variant).win_zhuang(kind, hu, facts)
    return total, di, list(lines)

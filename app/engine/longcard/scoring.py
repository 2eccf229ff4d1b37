"""庄 counting, win types and the settlement of 八胡头 (RULES.md "庄", "Payout scheme").

Everything here is arithmetic on small facts, shared by the game state and
``yezi judge``; ``settle_hand`` turns a finished hand into its ``HandResult``
(the hand class only says when it is over).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ..core import HandResult
from ..errors import RequestError, VariantError
from ..messages import CATALOG, Reason, Seq
from . import SCHEME_CHOICES as SCHEME_CHOICES  # re-exported: the variants' data (app/engine/longcard/__init__.py)

if TYPE_CHECKING:
    from .values import WinOption

# (plain, 买庄, 对庄).  "5-1-2" is seed 001's money talk 五角·一元·二元: rates 5,
# 10, 20 in 角 (read literally 买庄 would pay less than a plain pair, against
# seed 000's "想要加倍"; RULES.md), so 大炮 20, 大炮 vs 买庄 30, 对炮 40.
SCHEMES = {"1-2-3": (1, 2, 3), "1-3-5": (1, 3, 5), "2-4-6": (2, 4, 6), "5-1-2": (5, 10, 20)}
RATE_KEYS = ("plain", "bought", "both_bought", "dapao", "dapao_bought", "both_dapao")
RATE_ZH = ("平庄", "买庄", "对庄", "大炮", "大炮对买庄", "对炮")


def rates_of(a: int, b: int, c: int) -> tuple[int, ...]:
    """(a, b, c) → plain a, one 买庄 b, 对庄 c, 大炮 c, 大炮 vs 买庄 b + c, 对炮 2c."""
    return (a, b, c, c, b + c, 2 * c)


def check_custom_rates(value: Any) -> None:
    """Validate ``custom_rates``: a JSON list of six whole numbers ≥ 0, or an
    object with the keys of ``RATE_KEYS``."""
    parse_rates(value, VariantError)


def parse_rates(value: Any, error: type[Exception] = RequestError) -> tuple[int, ...]:
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


def scheme_rates(settings: Mapping[str, Any]) -> tuple[int, ...]:
    scheme = settings.get("scheme", "1-3-5")
    if scheme == "custom":
        return parse_rates(settings.get("custom_rates"), VariantError)
    return rates_of(*SCHEMES[scheme])


def pair_rate(rates: Sequence[int], a: Mapping[str, Any], b: Mapping[str, Any]) -> int:
    """Rate per 庄 between two players by their standing (大炮 > 买庄 > plain)."""
    la = 2 if a.get("dapao") else 1 if a.get("bought") else 0
    lb = 2 if b.get("dapao") else 1 if b.get("bought") else 0
    lo, hi = sorted((la, lb))
    table = {(0, 0): 0, (0, 1): 1, (1, 1): 2, (0, 2): 3, (1, 2): 4, (2, 2): 5}
    return int(rates[table[(lo, hi)]])


def settle(players: Sequence[Mapping[str, Any]], rates: Sequence[int]) -> tuple[list[int], list[dict[str, Any]]]:
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


# ---------------------------------------------------------------- the hand's settlement

N = 4


def settle_hand(hand: Any, winner: int | None, win: "WinOption | None",
                why: str = "") -> tuple[HandResult, list[Reason]]:
    """The result of a finished hand of 八胡头 and the penalty lines the
    settlement adds (吊张留下 shown at the end).  ``hand`` is a ``LongHand``:
    its public facts (庄 of each table, 买庄, 大炮, 坐牢, 包庄, 吊张) are read,
    nothing is changed; ``win`` is the winner's best arrangement."""
    from .cards import ALL_KINDS

    ctx_dapao = list(hand.context.get("dapao", [False] * N))
    ctx_jail = list(hand.context.get("jailed", [False] * N))
    # RULES.md rules version 2: "牢里的庄头算" counts a jailed seat's 庄
    jail_counts = bool(hand.settings.get("jail_counts", False))
    players, rows, lines = [], [], []
    for s in range(N):
        facts = win.facts if win is not None and s == winner else hand.zhuang_facts(s)
        if win is not None and s == winner:
            z, di = win.zhuang, win.di
        else:
            z, di = hand.peng_zhuang(facts) + facts.tan_zhuang(), 0
        raw = z
        if hand.void[s]:
            z = 0
        jailed = (ctx_jail[s] and s != winner) or hand.false_win[s]
        players.append({"zhuang": z, "di": di, "bought": hand.bought[s], "dapao": bool(ctx_dapao[s]),
                        "jailed": jailed and not jail_counts})
        rows.append({"seat": s, "zhuang": z, "zhuang_raw": raw, "di": di, "bought": hand.bought[s],
                     "dapao": bool(ctx_dapao[s]), "jailed": jailed, "folded": hand.folded[s],
                     "void": hand.void[s], "peng_zhuang": hand.peng_zhuang(facts),
                     "tan_zhuang": facts.tan_zhuang()})
    rates = scheme_rates(hand.settings)
    net, transfers = settle(players, rates)
    for bao in hand.baozhuang:
        _bao_zhuang(hand, bao.payer, bao.peng_seat, players, rates, net, transfers)
    more: list[Reason] = []
    for s in range(N):
        kept = [k for k in sorted(hand.diao_kept[s]) if hand.hands[s][k] > 0]
        if kept and not hand.folded[s]:
            more.append(_diao_bao(s, ALL_KINDS[kept[0]], net, transfers))
    penalties = list(hand.penalties) + more
    erjia = (hand.dealer + 1) % N
    nxt_dapao = [(s == winner and s == erjia) or (bool(ctx_dapao[s]) and rows[s]["zhuang_raw"] > 0)
                 for s in range(N)]
    nxt_jail, since = jail_next(hand.context, hand.settings, hand.false_win, winner)
    nxt: dict[str, Any] = {"dapao": nxt_dapao, "jailed": nxt_jail}
    if any(x is not None for x in since):
        nxt["jail_since"] = since
    breakdown: dict[str, Any] = {"players": rows, "rates": list(rates), "transfers": transfers,
                                 "penalties": penalties, "next": nxt}
    if win is not None and winner is not None:
        breakdown.update({"hu": win.hu, "win_type": win.kind, "win_name": WIN_NAMES[win.kind][0],
                          "card": ALL_KINDS[win.card].code, "use": win.use,
                          "arrangement": win.arrangement})
        lines.append(Reason("long.line.win", seat=winner + 1, card=ALL_KINDS[win.card],
                            win=Reason(f"long.win.{win.kind}"), hu=win.hu))
        lines.append(hu_line(win.arrangement))
        lines.extend(win.lines)
    else:
        lines.append(Reason("long.line.draw", why=why))
    for r in rows:
        tags = Seq([Reason(f"long.tag.{t}") for t in ("bought", "dapao", "jailed", "folded", "void") if r[t]]
                   + [""], "space")
        lines.append(Reason("long.line.seat", seat=r["seat"] + 1, zhuang=r["zhuang"], tags=tags,
                            net=f"{net[r['seat']]:+d}"))
    lines.extend(penalties)
    result = HandResult(winner, tuple(net), "win" if win else "draw", breakdown, tuple(lines))
    return result, more


def _diao_bao(s: int, card: Any, net: list[int], transfers: list[dict[str, Any]]) -> Reason:
    """吊张留下 shown at the end (001 §八.8 "包下家所出其他两家的庄头钱"): seat
    ``s`` pays the 庄 its 下家 would have paid the other two; the 下家 pays
    them nothing."""
    d = (s + 1) % N
    for t in transfers:
        if t["for"] == "庄" and t["from"] == d and t["to"] != s:
            net[d] += t["amount"]
            net[s] -= t["amount"]
            t["from"] = s
            t["for"] = "包庄"
    return Reason("long.pen.diaozhang", seat=s + 1, card=card, xia=d + 1)


def _bao_zhuang(hand: Any, payer: int, peng_seat: int, players: list[dict[str, Any]], rates: Any,
                net: list[int], transfers: list[dict[str, Any]]) -> None:
    """包庄: the 庄 that 碰 of a 生将 brought ``peng_seat`` is paid by
    ``payer`` instead of by the other two players."""
    facts = hand.zhuang_facts(peng_seat)
    without = ZhuangFacts(facts.su_peng, max(0, facts.jiang_peng - 1), facts.su_tan, facts.jiang_tan)
    gain = hand.peng_zhuang(facts) - hand.peng_zhuang(without)
    if gain <= 0 or players[peng_seat]["zhuang"] == 0:
        return
    for o in range(N):
        if o in (payer, peng_seat):
            continue
        amount = gain * pair_rate(rates, players[o], players[peng_seat])
        net[o] += amount
        net[payer] -= amount
        transfers.append({"from": payer, "to": o, "amount": amount, "for": "包庄", "rate": 1})


def jail_next(context: dict[str, Any], settings: dict[str, Any], false_win: Any,
              winner: int | None) -> tuple[list[bool], list[int | None]]:
    """Who is jailed (坐牢) after this hand, and since which hand.  A seat is
    jailed from the hand of its false win (or 抓多抓少) until its next win, or
    (setting ``jail_release`` N > 0, 000 "也有規定幾副之後") for N hands counting
    the jailing hand, whichever comes first."""
    hand = int(context.get("hand", 0))
    was = list(context.get("jailed", [False] * N))
    since_was = list(context.get("jail_since") or [None] * N)
    release = int(settings.get("jail_release", 0) or 0)
    jailed: list[bool] = []
    since: list[int | None] = []
    for s in range(N):
        j = bool((was[s] or false_win[s]) and s != winner)
        first = None
        if j:
            first = since_was[s] if was[s] and isinstance(since_was[s], int) else hand
            if release and hand + 1 - first >= release:
                j, first = False, None
        jailed.append(j)
        since.append(first)
    return jailed, since


def hu_line(arr: dict[str, Any]) -> Reason:
    """"胡: 招儿 千千千 8 + 三三七 1 + 碰 五筒 1 = 10" for the scoring dialog."""
    from . import evaluate as ev
    from .cards import parse_card

    parts = []
    total = 0
    for g in arr["groups"]:
        if not g.get("hu"):
            continue
        total += g["hu"]
        if g.get("name"):
            label = g["name"]
        else:
            kind = f"long.group.{g['type']}"
            label = Reason("long.group_card", group=Reason(kind) if kind in CATALOG else g["type"],
                           card=parse_card(g["cards"][0]))
        parts.append(Reason("long.hu_part", label=label, hu=g["hu"]))
    if total > ev.HU_CAP:
        return Reason("long.line.hu_capped", parts=Seq(parts, "plus"), total=total, cap=ev.HU_CAP)
    return Reason("long.line.hu", parts=Seq(parts, "plus"), total=total)

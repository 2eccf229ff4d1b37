"""Scoring a 字牌 win: 胡息, 豪, 名堂, rounding (waihuzi / yiyang) or 囤 × 番 (qidong).

``evaluate`` is shared by the game (``score_win``) and by ``yezi judge``: it
tries every arrangement of the hand and keeps the one worth most, as a
frozen ``WinValue``.  ``settle`` turns a won hand's score into money.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, NamedTuple, Sequence

from ..core import HandResult
from ..messages import CATALOG, Reason, Seq
from . import hu as H
from .cards import ALL_KINDS
from .hu import Counts, HuRules, Kinds
from .rules import MINGTANG_NAMES, RED, meld_xi

if TYPE_CHECKING:
    from .state import ZipaiHand

FORM_ZH = {
    "chi": "吃", "peng": "碰", "wai": "歪", "liu": "溜", "ti": "提", "pao": "跑", "long": "龙",
    "kan": "坎", "shun": "顺子", "ekt": "二七十", "sanda": "大小三搭", "pair": "对子", "menzi": "门子",
    "diao": "吊张", "quad": "龙", "wei": "偎",
}

TableGroups = Sequence[tuple[str, Kinds]]     # [(form, kinds)] on a seat's table


@dataclass(frozen=True, slots=True)
class ScoredGroup:
    """One group of a winning arrangement and its 胡息."""

    form: str
    kinds: Kinds
    xi: int
    on_table: bool


@dataclass(frozen=True, slots=True)
class Hao:
    """A 豪 (four alike counted after the win): the kind, where it came from
    (``hao_class``), its 息 and its name."""

    kind: int
    cls: str
    xi: int
    name: str


class Mingtang(NamedTuple):
    """One 名堂 of a win: its ``key`` (``MINGTANG_NAMES``) and ``value`` (息 or 番)."""

    key: str
    value: int


@dataclass(frozen=True, slots=True)
class WinTotal:
    """What a win's 胡息 are worth (``ZipaiHand.value_of``): its 豪, the
    total, the score paid, and 囤 and 番 where the variant counts them."""

    hao: tuple[Hao, ...]
    total: int
    score: int
    tun: int | None = None
    fan: int | None = None


class WinPath(NamedTuple):
    """One way the game may play a winning card (``ZipaiHand.win_paths``):
    the table groups, the hand (counts), and the card still to win on (None:
    the win is with the hand as it then stands)."""

    melds: "TableGroups"
    hand: list[int]
    win: int | None


class CountRule(NamedTuple):
    """``ZipaiHand.check_count``: the cards a winning hand holds as counted,
    how many it must hold, and the rule in words."""

    counted: int
    want: int
    words: str


@dataclass(frozen=True, slots=True)
class WinValue:
    """What ``evaluate`` finds: whether the hand wins, its best arrangement
    and what it is worth (``tun``/``fan`` only where the variant counts 番)."""

    wins: bool
    xi: int
    min_xi: int
    groups: tuple[ScoredGroup, ...]
    hao: tuple[Hao, ...]
    mingtang: tuple[Mingtang, ...]
    total: int
    score: int
    tun: int | None = None
    fan: int | None = None
    bonus: bool = False
    reason: Reason | None = None
    dealt: bool = False         # a dealt-hand win (无对, 一对 …): no 胡息 minimum applies

    @property
    def xi_needed(self) -> bool:
        """Whether this hand is measured against the 胡息 minimum (a dealt-hand win is not)."""
        return not self.dealt


def _names(kinds: Kinds) -> str:
    return "".join(ALL_KINDS[k].name for k in kinds)


def _codes(kinds: Kinds) -> str:
    return " ".join(ALL_KINDS[k].code for k in kinds)


def hao_class(dealt: int, others: int) -> str:
    """Where a four came from: ``dealt`` of the four were dealt, ``others``
    came from other seats' cards (the rest from one's own draws)."""
    if dealt >= 4:
        return "qing"
    if dealt <= 1:
        return "san"
    if others:
        return "wai"
    return "zimo" if dealt == 3 else "nei"


def hao_of(table: Mapping[str, tuple[int, str]], held: Counts, own: Counts, other: Counts,
           win: int | None, how: str) -> list[Hao]:
    """豪 of every four alike the winner holds; ``table``: the variant's 豪
    table (class -> (息, name))."""
    out = []
    for k in range(20):
        if held[k] != 4:
            continue
        o = own[k] + (1 if (win == k and how == "own") else 0)
        t = other[k] + (1 if (win == k and how in ("other", "discard")) else 0)
        cls = hao_class(4 - o - t, t)
        xi, name = table[cls]
        out.append(Hao(k, cls, xi, name))
    return out


def held_counts(hand: Counts, melds: TableGroups, win: int | None = None) -> list[int]:
    """Counts per kind of everything a seat holds: hand, table groups, winning card."""
    held = list(hand)
    for _form, kinds in melds:
        for k in kinds:
            held[k] += 1
    if win is not None:
        held[win] += 1
    return held


def _is_triple_form(form: str) -> bool:
    return form in ("kan", "peng", "wai", "liu", "ti", "pao", "long", "quad")


def _colour_keys(reds: int, many: int, many_key: str, black_key: str) -> list[str]:
    """The red-count 名堂: ``many`` or more red (红胡 / 十三红), exactly one
    (一点红), none (黑胡 / 全黑)."""
    return [key for key, hit in ((many_key, reds >= many), ("yidianhong", reds == 1), (black_key, reds == 0))
            if hit]


Flags = Mapping[str, Any]     # the timing 名堂 of a win (tianhu, dihu, ...) and the dealt ``specials``
def fan_mingtang(fan: Mapping[str, int], held: Counts, flags: Flags) -> list[Mingtang]:
    """名堂 counted in 番 (qidong): the timing ones, the red count; 平胡 if none."""
    reds = sum(held[k] for k in RED)
    keys = [key for key in ("tianhu", "dihu", "haidi") if flags.get(key)]
    keys += _colour_keys(reds, 10, "honghu", "heihu")
    hit = [Mingtang(k, fan.get(k, 0)) for k in keys if fan.get(k, 0) > 0]
    if not hit:
        hit = [Mingtang("pinghu", fan.get("pinghu", 1))]
    return hit


def xi_mingtang(table: Mapping[str, int], held: Counts, groups: Sequence[ScoredGroup] | None,
                flags: Flags) -> list[Mingtang]:
    """名堂 counted in 息 (waihuzi / yiyang): [(key, 息)] from the variant's table."""
    reds = sum([held[k] for k in RED])
    total = sum(held)
    bigs = sum(held[10:20])
    hit: list[Mingtang] = []
    keys = [key for key in ("tianhu", "dihu", "baoting", "hailao") if flags.get(key)]
    keys += flags.get("specials", ())
    keys += _colour_keys(reds, 13, "shisanhong", "quanhei")
    if bigs == total:
        keys.append("quanda")
    if bigs == 0:
        keys.append("quanxiao")
    if groups is not None:
        threes = [g for g in groups if g.form not in ("pair", "menzi", "diao")]
        twos = [g for g in groups if g.form in ("pair", "menzi", "diao")]
        if threes and all(g.xi > 0 for g in threes):
            keys.append("hanghangxi")
        if threes and all(_is_triple_form(g.form) for g in threes) and \
                all(len(set(g.kinds)) == 1 for g in twos):
            keys.append("duizixi")
    for key in keys:
        if key in table:
            v = table[key]
            if key == "shisanhong":
                v += 10 * (reds - 13)
            hit.append(Mingtang(key, v))
    return hit


def evaluate(hand_cls: type[ZipaiHand], settings: Mapping[str, Any], rules: HuRules, melds: TableGroups,
             hand: Counts, win: int | None = None, how: str = "own", flags: Flags | None = None,
             own: Counts | None = None, other: Counts | None = None,
             special: Sequence[str] | None = None) -> WinValue:
    """Best scoring of a hand.  ``hand_cls``: the variant's hand class (its
    名堂 and value hooks); ``melds``: [(form, kinds)] on the table;
    ``hand``: counts per kind (without ``win``); ``how``: own / other / discard."""
    flags = dict(flags or {})
    own = own or [0] * 20
    other = other or [0] * 20
    memo, ht = _groups_of(rules)
    held = held_counts(hand, melds, win)
    table_groups = [_scored_group(memo, rules, form, kinds, True) for form, kinds in melds]
    table_xi = sum(g.xi for g in table_groups)
    n = sum(hand)
    w = H.pack(hand)
    candidates: list[tuple[int, list[ScoredGroup]]] = []
    if special:
        # dealt-hand wins (seed 002 §III.9–10, 004 §8): 100/80 息 "加坎加豪"
        groups: list[ScoredGroup] = []
        xi = table_xi
        for k in range(20):
            if hand[k] == 3 or (rules.lock_kan and hand[k] == 4):
                form = "kan" if hand[k] == 3 else "quad"
                gx = rules.group_xi(form, (k,) * hand[k])
                groups.append(ScoredGroup(form, (k,) * hand[k], gx, False))
                xi += gx
        flags["specials"] = tuple(special) if not rules.lock_kan else ()
        candidates.append((xi, groups))
    else:
        if win is not None:
            arr = ht.arrangements_with(w, n, win, how)
        else:
            arr = ht.arrangements(w, n)
        for v, found in arr:
            gs = []
            for form, g in found:
                if form == "diao" and win is not None:
                    gs.append(ScoredGroup(form, tuple(g), rules.diao_xi(g[0] if g[0] != win else g[1], win), False))
                    continue
                gs.append(_scored_group(memo, rules, form, g, False))
            candidates.append((table_xi + v + rules.win_bonus, gs))
    best: WinValue | None = None
    best_key: tuple[bool, int, int] | None = None
    for xi, groups in candidates:
        allgroups = tuple(table_groups + groups)
        ok = special is not None or xi >= rules.min_xi
        mt = hand_cls.mingtang_of(settings, held, allgroups if not special else None, flags)
        value = hand_cls.value_of(xi, ok, mt, held, own, other, win, how)
        key = (ok, value.score, xi)
        if best_key is None or key > best_key:
            best_key = key
            best = WinValue(ok, xi, rules.min_xi, allgroups, value.hao, tuple(mt), value.total, value.score,
                            value.tun, value.fan,
                            bonus=bool(rules.win_bonus) and not special,
                            reason=None if ok else _word("zipai.xi_below", xi=xi, min=rules.min_xi),
                            dealt=special is not None)
    if best is None:
        return WinValue(False, table_xi + (rules.win_bonus if win is not None else 0), rules.min_xi,
                        tuple(table_groups), (), (), 0, 0,
                        reason=_word("zipai.no_win_shape" if rules.pair_only else "zipai.no_win_shape_menzi"))
    return best


# Per rule set: its scored groups met before and its hu table (``H.table``,
# found by the rule set's value — hashing every field — once).  The rule set
# itself is kept beside them, so its id cannot name another while they live.
_GROUPS: dict[int, tuple[HuRules, dict[tuple[Any, ...], ScoredGroup], H.HuTable]] = {}


def _groups_of(rules: HuRules) -> tuple[dict[tuple[Any, ...], ScoredGroup], H.HuTable]:
    """The memo of ``rules``' scored groups (table groups and hand groups) and its hu table."""
    got = _GROUPS.get(id(rules))
    if got is None or got[0] is not rules:
        if len(_GROUPS) >= 64:
            _GROUPS.clear()
        got = _GROUPS[id(rules)] = (rules, {}, H.table(rules))
    return got[1], got[2]


def _scored_group(memo: dict[tuple[Any, ...], ScoredGroup], rules: HuRules, form: str,
                  kinds: Kinds, on_table: bool) -> ScoredGroup:
    """A group scored (a table group by ``meld_xi``, a hand group by
    ``_group_xi``), looked up when met before (memo bounded)."""
    key = (on_table, form, *kinds)
    got = memo.get(key)
    if got is None:
        xi = meld_xi(rules, form, kinds) if on_table else _group_xi(rules, form, kinds)
        got = ScoredGroup(form, tuple(kinds), xi, on_table)
        if len(memo) < 4096:
            memo[key] = got
    return got


def _group_xi(rules: HuRules, form: str, g: Kinds) -> int:
    if form in ("wai", "peng", "liu", "ti", "pao"):
        return meld_xi(rules, form, g)
    return rules.group_xi(form, g)


_FORM_WORDS: dict[str, Reason | str] = {}


def form_name(form: str, shown: Mapping[str, str]) -> str:
    """The 简体 name of a group's form in a variant that may call it otherwise (qidong's 歪 is 偎)."""
    form = shown.get(form, form)
    return FORM_ZH.get(form, form)


def _form(form: str) -> Reason | str:
    """The word of a group's form (a constant: made once per form)."""
    got = _FORM_WORDS.get(form)
    if got is None:
        key = f"zipai.form.{form}"
        got = _FORM_WORDS[form] = Reason(key) if key in CATALOG else FORM_ZH.get(form, form)
    return got


Breakdown = dict[str, Any]


def describe(res: WinValue, hand_cls: type[ZipaiHand]) -> tuple[Breakdown, list[Reason]]:
    """JSON-able breakdown and the lines of an ``evaluate`` result."""
    shown = hand_cls.FORM_SHOWN
    groups = [{"form": g.form, "name": form_name(g.form, shown), "cards": _codes(g.kinds),
               "zh": _names(g.kinds), "xi": g.xi, "on_table": g.on_table} for g in res.groups]
    hao = [{"card": ALL_KINDS[h.kind].code, "kind": h.cls, "name": h.name, "xi": h.xi} for h in res.hao]
    mt = [{"key": k, "name": MINGTANG_NAMES.get(k, (k,))[0], "value": v} for k, v in res.mingtang]
    return {"groups": groups, "hao": hao, "mingtang": mt}, describe_lines(res, hand_cls, mt)


_GROUP_WORDS: dict[tuple[str, Kinds, int], Reason] = {}


def _group_word(form: str, kinds: Kinds, xi: int) -> Reason:
    """The words of one group ("坎五五五(3)"): a value of its form, cards and 息,
    made once and kept (a few hundred exist; the memo is bounded)."""
    key = (form, tuple(kinds), xi)
    got = _GROUP_WORDS.get(key)
    if got is None:
        got = Reason("zipai.group", form=_form(form), cards=Seq([ALL_KINDS[k] for k in kinds], "none"), xi=xi)
        if len(_GROUP_WORDS) < 8192:
            _GROUP_WORDS[key] = got
    return got


_WORDS: dict[tuple[Any, ...], Reason] = {}


def _word(key: str, **params: Any) -> Reason:
    """``Reason(key, **params)`` for plain whole-number and text params (the
    息 line, a 名堂's value, the total …), made once and kept (bounded: the
    values a hand can reach are few)."""
    k = (key, *[(n, type(v), v) for n, v in params.items()])
    got = _WORDS.get(k)
    if got is None:
        got = Reason(key, **params)
        if len(_WORDS) < 8192 and all(type(v) in (int, str) for v in params.values()):
            _WORDS[k] = got
    return got


_GROUP_LINES: dict[tuple[tuple[str, Kinds, int], ...], Reason] = {}


def _groups_line(groups: Sequence[ScoredGroup], shown: Mapping[str, str]) -> Reason:
    """The line naming an arrangement's groups (each form as the variant calls it), made once
    per arrangement met (a bounded memo, as the group words)."""
    key = tuple([(shown.get(g.form, g.form), g.kinds, g.xi) for g in groups])
    got = _GROUP_LINES.get(key)
    if got is None:
        got = Reason("zipai.line.groups", groups=Seq([_group_word(f, ks, x) for f, ks, x in key], "gap"))
        if len(_GROUP_LINES) < 8192:
            _GROUP_LINES[key] = got
    return got


def describe_lines(res: WinValue, hand_cls: type[ZipaiHand], mt: list[dict[str, Any]] | None = None) -> list[Reason]:
    """The lines of an ``evaluate`` result (``describe`` without the breakdown)."""
    if mt is None:
        mt = [{"key": k, "name": MINGTANG_NAMES.get(k, (k,))[0], "value": v} for k, v in res.mingtang]
    lines = [_groups_line(res.groups, hand_cls.FORM_SHOWN), _word("zipai.line.xi_bonus" if res.bonus else "zipai.line.xi", xi=res.xi)]
    if res.hao:
        lines.append(Reason("zipai.line.hao", items=Seq(
            [_word("zipai.hao", name=h.name, card=ALL_KINDS[h.kind], xi=h.xi) for h in res.hao], "comma")))
    lines += hand_cls.score_lines(res, mt)
    return lines


def fan_lines(res: WinValue, mt: list[dict[str, Any]]) -> list[Reason]:
    """The lines of a score in 囤 × 番 (qidong)."""
    return [Reason("zipai.line.mt", items=Seq(
                [_word("zipai.mt_fan", name=m["name"], value=m["value"]) for m in mt], "comma")),
            _word("zipai.line.tunfan", tun=res.tun, fan=res.fan, score=res.score)]


def xi_lines(res: WinValue, mt: list[dict[str, Any]]) -> list[Reason]:
    """The lines of a score in 息 rounded to five (waihuzi / yiyang)."""
    lines = []
    if mt:
        lines.append(Reason("zipai.line.mt", items=Seq(
            [_word("zipai.mt_xi", name=m["name"], value=m["value"]) for m in mt], "comma")))
    lines.append(_word("zipai.line.total", total=res.total, score=res.score))
    return lines


def score_win(state: ZipaiHand, s: int, special: bool = False,
              win_card: int | None = None) -> tuple[WinValue, HandResult]:
    """Score seat ``s``'s win in ``state``, settle it and build the HandResult."""
    seat = state.seats[s]
    hand_cls = type(state)
    how = state._how_for(s) if win_card is not None else "own"
    payer: int | None = None
    keys: list[str] | None
    flags: dict[str, Any]
    if special:
        keys = state._special_of(s)
        flags = {}
    else:
        keys = None
        flags, payer = state._timing_flags(s, win_card)   # a Timing
    melds = [(m.form, m.kinds) for m in seat.melds]
    res = evaluate(hand_cls, state.settings, state.rules, melds, seat.hand, win_card, how, flags,
                   seat.own, seat.other, special=keys if special else None)
    score = res.score
    net = settle(state.n, state.order, s, score, payer)
    breakdown, lines = describe(res, hand_cls)
    breakdown.update({"variant": state.vid, "winner": s, "xi": res.xi, "min_xi": res.min_xi,
                      "total": res.total, "score": score, "tun": res.tun, "fan": res.fan,
                      "win_card": ALL_KINDS[win_card].code if win_card is not None else None,
                      "win_from": how if win_card is not None else None, "baochong": payer,
                      "special": list(keys) if special and keys else [], "xi_needed": res.xi_needed})
    if payer is not None:
        lines.append(Reason("zipai.line.baochong", seat=payer + 1, amount=3 * score))
    else:
        lines.append(Reason("zipai.line.each", score=score))
    lines.insert(0, Reason("zipai.line.winner", seat=s + 1))
    return res, HandResult(s, tuple(net), "instant" if special else "win", breakdown, tuple(lines))


def settle(n: int, order: Sequence[int], winner: int, score: int, payer: int | None = None) -> list[int]:
    """Money of a won hand: each other seat in play pays ``score``, or the
    discarder (``payer``, 包铳) pays three times for all."""
    net = [0] * n
    if payer is not None:
        net[payer] -= 3 * score
        net[winner] += 3 * score
    else:
        for o in order:
            if o != winner:
                net[o] -= score
                net[winner] += score
    return net

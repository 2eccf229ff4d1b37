"""``yezi judge`` for long cards: is this hand 圆 with 8 胡, what does it wait
on, what 庄 and 底 does it hold — and the settlement of four players' 庄.

A hand request::

    {"variant": "haimen", "hand": "1w 2w 3w ...", "table": [{"form": "peng", "cards": "kong kong kong"}],
     "card": "5t", "settings": {"xing": true}}

(``card``: the discard or flip to win on; without it the answer lists the
cards the hand waits on).  A settlement request gives ``players`` (four
objects with ``zhuang``, ``di``, ``bought``, ``dapao``, ``jailed``,
``miscount``) and a ``scheme`` or ``rates``.  The answers are typed
(``LongJudgement``, ``LongSettlement``); ``to_json()`` is the JSON line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Mapping

from ..errors import CardError, GroupError, RequestError
from ..judgement import JudgeProfile, Term, read_cards, refuse_unknown, term
from ..messages import Reason, verb
from . import cards as C
from . import evaluate as ev
from .scoring import SCHEMES, ZhuangFacts, parse_rates, rates_of, settle

N = 4
TABLE_FORMS = ("peng", "gang", "tan", "chi", "zhang")
_FILL = (("peng", 3), ("gang", 4), ("tan", 4))
_HAND_KEYS = ("hu", "round", "wins", "groups", "loose", "jiang")
# the fields a request may hold ("id": the caller's, echoed by nothing, as in 字牌's)
KNOWN_HAND = frozenset({"variant", "hand", "table", "card", "settings", "id"})
KNOWN_SETTLEMENT = frozenset({"variant", "players", "settings", "rates", "scheme", "id"})


@dataclass(frozen=True, slots=True)
class LongGroup:
    """A group of the arrangement shown: its type (run, 招儿, 胡头, 豹子,
    碰 …), cards (codes; "peng:kong" is a whole group inside a 豹子), 胡, and
    the fields some types add (``name``, ``in``, ``table``), kept in the
    judge's order (``to_json`` is the answer's group)."""

    fields: tuple[tuple[str, Any], ...]

    @classmethod
    def of(cls, d: Mapping[str, Any]) -> LongGroup:
        return cls(tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in d.items()))

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.fields:
            if k == key:
                return v
        return default

    @property
    def type(self) -> str:
        return str(self.get("type"))

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(self.get("cards", ()))

    @property
    def hu(self) -> int:
        return int(self.get("hu", 0))

    def to_json(self) -> dict[str, Any]:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.fields}


@dataclass(frozen=True)
class LongJudgement:
    """The judge's answer to a long-card hand, typed.  Beyond ``to_json()``
    (the ``yezi judge`` line) it carries what the hand holds in 庄: ``zhuang``
    and ``di`` (a winning hand's 胡牌庄 and 底 with its 碰庄 and 摊庄; any other
    hand its 碰庄 and 摊庄), the ``win_type`` and the sentence saying how the 庄
    add up (``zhuang_line``)."""

    variant: str
    profile: JudgeProfile
    hu: int
    round: bool
    wins: bool
    arrangement: tuple[dict[str, Any], ...]   # the judge's groups as it answers them (read through ``groups``)
    loose: tuple[str, ...]
    jiang: tuple[str, ...]
    waits: tuple[str, ...] | None      # without a card: the cards it waits on
    card: str | None                   # with a card: that card, and how it is taken
    use: str | None
    # what the 庄 are counted from: the hand class, the table's whole groups and the hand's counts
    held: tuple[Any, tuple[tuple[str, int], ...], tuple[int, ...]] = field(repr=False, compare=False,
                                                                           default=(None, (), ()))

    family = "longcard"

    @cached_property
    def groups(self) -> tuple[LongGroup, ...]:
        """The arrangement's groups, typed."""
        return tuple(LongGroup.of(g) for g in self.arrangement)

    @cached_property
    def _zhuang(self) -> tuple[int, int, Reason, Term | None]:
        rules, whole, counts = self.held
        live = C.card(self.card).index if self.card is not None else None
        return _zhuang(rules, whole, counts, self.groups, self.hu, self.wins, self.use, live)

    @property
    def zhuang(self) -> int:
        """The 庄 the hand holds: a win's 胡牌庄 with its 碰庄 and 摊庄, else its 碰庄 and 摊庄."""
        return self._zhuang[0]

    @property
    def di(self) -> int:
        """The 底 of a win (haimen; 0 in lvsi and for a hand that does not win)."""
        return self._zhuang[1]

    @property
    def zhuang_line(self) -> Reason:
        """The sentence adding up the 庄 (e.g. 碰将对飘胡 4 庄 + 碰庄 2 + 摊庄 0 = 6 庄，底 2)."""
        return self._zhuang[2]

    @property
    def win_type(self) -> Term | None:
        """The win type (平胡, 碰将对飘胡, 黑八, 小荤 …) of a winning hand."""
        return self._zhuang[3]

    @property
    def value(self) -> int:
        return self.hu

    @property
    def unit(self) -> Term:
        return self.profile.unit

    def use_word(self) -> Reason | None:
        """How the card is taken, in the player's words (单张, 碰, 杠)."""
        if self.use is None:
            return None
        if self.use == "single":
            return Reason("judge.use.single")
        w = verb(self.use, "longcard")
        return w if isinstance(w, Reason) else Reason("judge.use.single")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"hu": self.hu, "round": self.round, "wins": self.wins,
                               "groups": [_group_json(g) for g in self.arrangement], "loose": list(self.loose),
                               "jiang": list(self.jiang)}
        if self.waits is not None:
            out["waits"] = list(self.waits)
        if self.card is not None:
            out["card"] = self.card
            out["use"] = self.use
        return out


def _group_json(g: dict[str, Any]) -> dict[str, Any]:
    """A copy of one of ``evaluate.arrangement``'s groups for the answer (its
    lists copied: the answer never shares a list with the judgement).  Only
    ``cards`` and ``table`` ever hold a list."""
    d = g.copy()
    c = d.get("cards")
    if isinstance(c, list):
        d["cards"] = c[:]
    t = d.get("table")
    if isinstance(t, list):
        d["table"] = t[:]
    return d


@dataclass(frozen=True)
class Transfer:
    """One payment of a settlement: ``payer`` pays ``payee`` ``amount`` for
    ``reason`` (庄 at ``rate``, 底 or 包庄)."""

    payer: int
    payee: int
    amount: int
    reason: str
    rate: int | None
    fields: tuple[tuple[str, Any], ...]

    def to_json(self) -> dict[str, Any]:
        return dict(self.fields)


@dataclass(frozen=True)
class LongSettlement:
    """Four players' money from their 庄 and 底: each one's ``net``, the
    ``rates`` used, who pays whom and who sits in jail."""

    variant: str
    net: tuple[int, ...]
    rates: tuple[int, ...]
    transfers: tuple[Transfer, ...]
    jailed: tuple[bool, ...]

    def to_json(self) -> dict[str, Any]:
        return {"net": list(self.net), "rates": list(self.rates),
                "transfers": [t.to_json() for t in self.transfers], "jailed": list(self.jailed)}


_PROFILES: dict[str, JudgeProfile] = {}


def judge_profile(variant: Any) -> JudgeProfile:
    """What a judge request of this long-card variant may hold, in its words."""
    got = _PROFILES.get(variant.id)
    if got is None:
        forms = []
        for f in TABLE_FORMS:
            w = verb(f, "longcard", variant.id)
            forms.append(Term(f, w if isinstance(w, Reason) else Reason(f"long.group.{f}")))
        got = _PROFILES[variant.id] = JudgeProfile(
            variant=variant.id, family="longcard", seats=int(variant.players), forms=tuple(forms), fill=_FILL,
            flags=(), settings=(term("xing", "judge.setting.xing"),), value=term("hu", "judge.value.hu"),
            unit=term("zhuang", "judge.unit.zhuang"), last_card=None, card=term("card", "judge.card.long"),
            asks_win_from=False, settlement="table", palette_breaks=(9, 18, 27))
    return got


_INDEX = {**{c.code: c.index for c in C.ALL_KINDS}, **{c.name: c.index for c in C.ALL_KINDS}}


_READ: dict[str, tuple[int, ...]] = {}     # texts of plain codes read before (bounded)


def _cards(text: Any, what: str) -> list[int]:
    if type(text) is str:
        got = _READ.get(text)       # a table group's, a hand's text met before
        if got is not None:
            return list(got)
    if isinstance(text, str):
        items = text.split()
    elif isinstance(text, list):
        items = text
    else:
        raise RequestError(f"{what} must be a string of card codes or a list")
    return read_cards(text, items, _INDEX, _READ, C.parse_card, what)


def judgement(request: Mapping[str, Any]) -> LongJudgement | LongSettlement:
    """The typed answer to a long-card request; a ``YeziError`` says what is wrong."""
    from ..variants import find_variant

    vid = request.get("variant")
    variant = find_variant(vid if isinstance(vid, str) else "")
    if variant.family != "longcard":
        raise RequestError(f"{variant.id} is not a long-card variant")
    if "players" in request:
        refuse_unknown(request, KNOWN_SETTLEMENT)
        return _settlement(variant, request)
    if "hand" in request:
        refuse_unknown(request, KNOWN_HAND)
        return _hand(variant, request)
    raise RequestError('a long-card request needs "hand" (a hand to judge) or "players" (a settlement)')


def judge(request: Mapping[str, Any]) -> dict[str, Any]:
    """The ``yezi judge`` answer to a long-card request (JSON-able)."""
    return judgement(request).to_json()


def _plain_meld(form: str, ks: list[int]) -> bool:
    """A table group ``make_table`` takes as it is (the common case, checked
    without building a table); False: let ``make_table`` say what is wrong
    (a 吃 is checked by ``classify_group``, which raises the same refusal)."""
    if form in ("peng", "gang", "tan"):
        return len(ks) == (3 if form == "peng" else 4) and ks.count(ks[0]) == len(ks)
    if form == "chi":
        ev.classify_group(ks)
        return True
    return form == "zhang" and all(k in ev.JIANG for k in ks)


def _hand(variant: Any, req: Mapping[str, Any]) -> LongJudgement:
    raw = req.get("settings") or {}
    if not isinstance(raw, dict):
        raise RequestError('"settings" must be an object, e.g. {"xing": true}')
    settings = variant.settings(raw)
    xing = bool(settings.get("xing"))
    hand = _cards(req["hand"], "hand")
    table_req = req.get("table", [])
    if not isinstance(table_req, list):
        raise RequestError('"table" must be a list of {"form": ..., "cards": ...}')
    melds: list[tuple[str, list[int]]] = []
    all_cards = list(hand)
    for i, t in enumerate(table_req):
        if not isinstance(t, dict) or "form" not in t or "cards" not in t:
            raise RequestError(f'table group {i + 1} needs "form" and "cards"')
        form = t["form"]
        if form not in TABLE_FORMS:
            raise GroupError(f"table group {i + 1}: unknown form {form!r} (one of {', '.join(TABLE_FORMS)})")
        ks = _cards(t["cards"], f"table group {i + 1}")
        melds.append((form, ks))
        try:
            if not _plain_meld(form, ks):
                ev.make_table([(form, ks)])     # says what is wrong with it
        except GroupError as exc:
            raise GroupError(f"table group {i + 1}: {exc.reason}", key=exc.key, group=i + 1, **exc.params) from None
        all_cards.extend(ks)
    if len(all_cards) > 26:
        raise RequestError(f"a player owns at most 26 cards (hand and table), not {len(all_cards)}",
                           key="count.most", n=len(all_cards))
    # copies of each kind the player holds (hand and table)
    held = [0] * ev.NKINDS
    for k in all_cards:
        held[k] += 1
    live: int | None = None
    if req.get("card") is not None:
        given = _cards(req["card"], "card")
        if len(given) != 1:
            raise RequestError('"card" is one card')
        live = given[0]
        all_cards.append(live)
        if len(all_cards) > 26:
            raise RequestError("with the live card a player owns at most 26 cards", key="count.most", n=len(all_cards))
    top = max(held) if live is None else max(max(held), held[live] + 1)
    if top > 4 or (not xing and (held[ev.XING] or live == ev.XING)):
        try:
            C.check_counts([C.ALL_KINDS[k] for k in all_cards], with_xing=xing)
        except CardError as exc:
            if "星儿" in exc.reason:
                raise CardError(exc.reason + ' (add "settings": {"xing": true})', key=exc.key) from None
            raise
    counts = [0] * ev.NKINDS
    for k in hand:
        counts[k] += 1
    pool, zhaor, table = ev.dealt_key(counts, melds)  # held four alike: a 摊庄 laid out
    how: str | None = None
    waits: tuple[str, ...] | None = None
    if live is not None:
        best = None
        for how_, p, z, t in ev.win_variants(pool, zhaor, table, live):
            o = ev.best(p, z, t)
            key = (o.loose == 0 and o.hu >= 8, -o.loose, min(o.hu, 11))
            if best is None or key > best[0]:
                best = (key, how_, p, z, t, o)
        assert best is not None   # a live card always gives at least the plain arrangement
        _, how, pool, zhaor, table, o = best
    else:
        o = ev.best(pool, zhaor, table)
        # copies the player does not hold itself (hand and table): a card
        # whose four copies it holds is never waited on
        unseen = [4 - n for n in held]
        if not xing:
            unseen[ev.XING] = 0
        waits = tuple(C.ALL_KINDS[k].code for k in ev.waits(pool, zhaor, table, unseen))
    hu = min(o.hu, ev.HU_CAP)
    arr = ev.arrangement(pool, zhaor, table, o)
    wins = o.loose == 0 and hu >= 8
    whole = tuple((form, ks[0]) for form, ks in melds if form in ("peng", "gang", "tan"))
    return LongJudgement(
        variant.id, judge_profile(variant), hu=hu, round=o.loose == 0, wins=wins, arrangement=tuple(arr["groups"]),
        loose=tuple(arr["loose"]), jiang=tuple(arr["jiang"]), waits=waits,
        card=C.ALL_KINDS[live].code if live is not None else None, use=how,
        held=(variant.hand_class, whole, tuple(counts)))


def _zhuang(rules: Any, table_whole: tuple[tuple[str, int], ...], counts: tuple[int, ...],
            groups: tuple[LongGroup, ...], hu: int, wins: bool, use: str | None,
            live: int | None) -> tuple[int, int, Reason, Term | None]:
    """The 庄 and 底 the judged hand holds, by the variant's own counting
    (``ZhuangFacts``, ``win_type``, ``win_zhuang`` of its hand class): a
    winning hand gets its 胡牌庄 and 底; any hand its 碰庄 and 摊庄."""
    whole = list(table_whole)
    whole += [("tan", k) for k, n in enumerate(counts) if n == 4]
    if live is not None and use in ("peng", "gang") and wins:   # the card is taken only to win
        whole.append((use, live))
    sp = jp = st = jt = 0
    for form, k in whole:
        j = k in ev.JIANG
        if form in ("peng", "gang"):
            jp, sp = (jp + 1, sp) if j else (jp, sp + 1)
        else:
            jt, st = (jt + 1, st) if j else (jt, st + 1)
    facts = ZhuangFacts(sp, jp, st, jt)
    if not wins:
        peng, tan = int(rules.peng_zhuang(facts)), facts.tan_zhuang()
        return peng + tan, 0, Reason("judge.zhuang_nowin", peng=peng, tan=tan, total=peng + tan), None
    # the judge reads three alike in the hand as a 招儿 held at the deal (and 劈招 on one)
    dealt_zhaor = any(g.type == "zhaor" for g in groups) or st + jt > 0 or use == "gang"
    runs = any(g.type in ("run", "extends", "baozi") for g in groups)
    kind = str(rules.win_type(dealt_zhaor=dealt_zhaor, jiang_peng=jp, has_run_or_baozi=runs))
    total, di, lines = rules.win_zhuang(kind, hu, facts)
    return int(total), int(di), lines[0], term(kind, f"long.win.{kind}")


def _settlement(variant: Any, req: Mapping[str, Any]) -> LongSettlement:
    players = req["players"]
    if not isinstance(players, list) or len(players) != N:
        got = len(players) if isinstance(players, list) else type(players).__name__
        raise RequestError(f'"players" must list exactly {N} players, not {got}')
    raw = req.get("settings") or {}
    if not isinstance(raw, dict):
        raise RequestError('"settings" must be an object, e.g. {"jail_counts": true}')
    settings = variant.settings(raw)
    rows = []
    for i, p in enumerate(players):
        if not isinstance(p, dict):
            raise RequestError(f"player {i + 1} must be an object")
        unknown = set(p) - {"zhuang", "di", "bought", "dapao", "jailed", "miscount"}
        if unknown:
            raise RequestError(f"player {i + 1}: unknown field {sorted(unknown)[0]!r}")
        row = {}
        for key in ("zhuang", "di"):
            v = p.get(key, 0)
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 10_000:
                raise RequestError(f"player {i + 1}: {key} must be a whole number from 0 to 10000, not {v!r}")
            row[key] = v
        for key in ("bought", "dapao", "jailed", "miscount"):
            v = p.get(key, False)
            if not isinstance(v, bool):
                raise RequestError(f"player {i + 1}: {key} must be true or false, not {v!r}")
            row[key] = v
        rows.append(row)
    miscounted = [i for i, r in enumerate(rows) if r.pop("miscount")]
    if len(miscounted) > 1:
        raise RequestError("only the 头家's count is checked (抓多抓少): at most one player may have "
                           f"\"miscount\", not players {' and '.join(str(i + 1) for i in miscounted)}",
                           key="settle.one_miscount", seats=tuple(miscounted))
    # 抓多抓少 (001 §八.1 "抓牌不是26张，则罚头家坐牢"): jailed from this hand on
    jailed = [bool(r["jailed"]) or i in miscounted for i, r in enumerate(rows)]
    for r, j in zip(rows, jailed):
        r["jailed"] = j and not settings.get("jail_counts", False)  # "牢里的庄头算"
    if "rates" in req:
        rates = parse_rates(req["rates"])
    else:
        scheme = req.get("scheme", "1-3-5")
        if not isinstance(scheme, str):
            raise RequestError(f"\"scheme\" must be a scheme's name such as \"1-3-5\" "
                               f"(one of {', '.join(SCHEMES)}), or give \"rates\"")
        if scheme not in SCHEMES:
            raise RequestError(f"unknown scheme {scheme!r} (one of {', '.join(SCHEMES)}, or give \"rates\")")
        rates = rates_of(*SCHEMES[scheme])
    net, transfers = settle(rows, rates)
    return LongSettlement(variant.id, tuple(net), tuple(rates),
                          tuple(Transfer(t["from"], t["to"], t["amount"], t["for"], t.get("rate"), tuple(t.items()))
                                for t in transfers),
                          tuple(jailed))

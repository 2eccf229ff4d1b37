"""``yezi judge`` for 字牌: is this a win, how many 胡息, what does it score?

Request::

    {"variant": "qidong", "hand": "d1 d2 d3 x2 x7 x5 x5 x5 d7 d8 d9", "table": [{"form": "peng", "cards": "d5 d5 d5"}],
     "win_card": "x10", "win_from": "self_draw|other_draw|discard"}

Optional: ``settings`` (the variant's options), ``dealt`` (true: the hand is
the dealt hand — checks 无对/十对, 一对/九对 or qidong's three 龙), and the
timing 名堂 ``tianhu``, ``dihu``, ``baoting``, ``last_card`` (海捞/海底).  A
waihuzi/yiyang table ``liu`` may say where its four came from, ``"from"``:
``dealt`` (the default), ``kan`` (坎 + own draw), ``wai`` (歪 + own draw),
``peng`` or ``eat`` — the 豪 class depends on it.

A self-drawn winning card is judged as the game plays it (RULES.md, second
review): meeting a pair it is a 歪/偎 first, meeting a 坎 a 歪 (waihuzi,
yiyang) or 提 (qidong), meeting a qidong 偎 on the table a 提 — and the hand
wins as it then stands.  The sizes are those a seat can hold: waihuzi/yiyang
20 (the winning card included, a table group counted as 3), qidong 15, or 14
once there is a four.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, Mapping

from ..errors import CardError, GroupError, RequestError
from ..judgement import JudgeProfile, Term, read_cards, refuse_unknown, term
from ..messages import Reason, verb
from ..variants import find_variant
from . import hu as H
from .cards import _CODES, _NAMES, ALL_KINDS, ZiCard, parse_card
from .hu import HuRules, Kinds
from .rules import MINGTANG_NAMES
from .scoring import Flags, form_name, TableGroups, WinValue, _word, describe_lines, evaluate, held_counts
from .scoring import _form as _form_word

if TYPE_CHECKING:
    from .state import ZipaiHand

FORMS = ("chi", "peng", "wai", "liu", "ti", "pao", "long")
FORM_ALIASES = {"吃": "chi", "碰": "peng", "歪": "wai", "偎": "wai", "wei": "wai", "溜": "liu",
                "提": "ti", "跑": "pao", "龙": "long"}
HOW = {"self_draw": "own", "other_draw": "other", "discard": "discard"}
# where a table 溜 came from -> (own draws, others' cards) among its four
LIU_FROM = {"dealt": (0, 0), "kan": (1, 0), "wai": (2, 0), "peng": (0, 1), "eat": (0, 3)}
KNOWN = frozenset({"variant", "hand", "table", "win_card", "win_from", "settings", "dealt", "tianhu", "dihu",
                   "baoting", "last_card", "id"})


_INDEX = {**{c.code: c.index for c in ALL_KINDS}, **{c.name: c.index for c in ALL_KINDS}}


_READ: dict[str, tuple[int, ...]] = {}     # texts of plain codes read before (bounded)


def _cards(value: Any, what: str) -> list[int]:
    if type(value) is str:
        known = _READ.get(value)    # a table group's, a hand's text met before
        if known is not None:
            return list(known)
    if isinstance(value, str):
        items = value.replace(",", " ").split() if "," in value else value.split()
    elif isinstance(value, list):
        items = value
    else:
        raise RequestError(f"{what} must be a string of cards such as \"x1 x2 d3\" or a list")
    return read_cards(value, items, _INDEX, _READ, parse_card, what)


def _flag(request: Mapping[str, Any], key: str) -> bool:
    v = request.get(key, False)
    if v is False or v is True:
        return v
    if not isinstance(v, bool):
        raise RequestError(f"\"{key}\" must be true or false")
    return v


# ---------------------------------------------------------------- the typed answer

@dataclass(frozen=True)
class ZiGroup:
    """A group of the winning arrangement: its form (and the word for it), cards and 胡息."""

    form: str
    word: Reason | str
    cards: tuple[ZiCard, ...]
    xi: int
    on_table: bool

    def to_json(self) -> dict[str, Any]:
        return {"form": self.form, "name": self.word.text("zh") if isinstance(self.word, Reason) else self.word,
                "cards": " ".join(c.code for c in self.cards), "zh": "".join(c.name for c in self.cards),
                "xi": self.xi, "on_table": self.on_table}


@dataclass(frozen=True)
class ZiHao:
    """A 豪 (four alike counted after the win): the card, its class, name and 息."""

    card: ZiCard
    kind: str
    name: str
    xi: int

    def to_json(self) -> dict[str, Any]:
        return {"card": self.card.code, "kind": self.kind, "name": self.name, "xi": self.xi}


@dataclass(frozen=True)
class ZiMingtang:
    """A 名堂 of the win and what it adds (息, or 番 where the variant counts 番)."""

    key: str
    name: str
    value: int

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "name": self.name, "value": self.value}


@dataclass(frozen=True)
class Payment:
    """Who pays what for a win: every loser pays ``each_loser_pays``, or
    (包铳) the discarder pays ``discarder_pays`` for all."""

    winner_gets: int
    each_loser_pays: int | None = None
    discarder_pays: int | None = None

    @property
    def baochong(self) -> bool:
        return self.discarder_pays is not None

    @classmethod
    def of(cls, d: Mapping[str, Any]) -> Payment:
        return cls(int(d["winner_gets"]), d.get("each_loser_pays"), d.get("discarder_pays"))

    def nets(self, seats: int, winner: int, discarder: int | None) -> list[int] | None:
        """Each seat's money (None: a 包铳 needs a discarder other than the winner)."""
        net = [0] * seats
        if self.discarder_pays is not None:
            if discarder is None or discarder == winner or not 0 <= discarder < seats:
                return None
            net[discarder] -= self.discarder_pays
            net[winner] += self.discarder_pays
            return net
        for s in range(seats):
            if s != winner:
                net[s] -= self.each_loser_pays or 0
                net[winner] += self.each_loser_pays or 0
        return net

    def to_json(self) -> dict[str, Any]:
        if self.discarder_pays is not None:
            return {"baochong": True, "discarder_pays": self.discarder_pays, "winner_gets": self.winner_gets}
        return {"each_loser_pays": self.each_loser_pays, "winner_gets": self.winner_gets}


@dataclass(frozen=True)
class ZiJudgement:
    """The judge's answer to a 字牌 hand, typed; ``to_json()`` is the
    ``yezi judge`` answer.  ``profile`` holds the variant's words (胡息, 息 or
    番, 海捞 or 海底胡, its group forms and the facts that apply)."""

    variant: str
    profile: JudgeProfile
    wins: bool
    xi: int
    min_xi: int
    judged: bool = True                      # False: a dealt hand without a dealt win, no card to judge
    total: int = 0
    score: int = 0
    lines: tuple[Reason, ...] = ()
    tun: int | None = None
    fan: int | None = None
    reason: Reason | None = None
    dealt_refused: bool = False              # the request's "dealt" found no dealt-hand win
    special: tuple[str, ...] = ()            # the dealt-hand win (无对, 三龙 …)
    payment: Payment | None = None
    win_type: Term | None = None             # a win: on the deal (起手胡) or plain (胡牌)
    res: WinValue | None = field(default=None, repr=False, compare=False)   # what evaluate found

    family = "zipai"

    @property
    def xi_needed(self) -> bool:
        """Whether the 胡息 minimum applies: not to a dealt-hand win (无对, 一对 …), which wins by its shape."""
        return self.res is None or self.res.xi_needed

    @cached_property
    def groups(self) -> tuple[ZiGroup, ...]:
        """The winning arrangement's groups (a non-win: the best arrangement found)."""
        if self.res is None:
            return ()
        shown = _shown(self.variant)
        return tuple(ZiGroup(g.form, _form_word(shown.get(g.form, g.form)), tuple(ALL_KINDS[k] for k in g.kinds),
                             g.xi, g.on_table) for g in self.res.groups)

    @cached_property
    def hao(self) -> tuple[ZiHao, ...]:
        return () if self.res is None else tuple(ZiHao(ALL_KINDS[h.kind], h.cls, h.name, h.xi) for h in self.res.hao)

    @cached_property
    def mingtang(self) -> tuple[ZiMingtang, ...]:
        if self.res is None:
            return ()
        return tuple(ZiMingtang(k, MINGTANG_NAMES.get(k, (k,))[0], v) for k, v in self.res.mingtang)

    @property
    def unit(self) -> Term:
        return self.profile.unit

    @property
    def value(self) -> int:
        """The hand's count in the profile's value word (胡息)."""
        return self.xi

    @property
    def counts_fan(self) -> bool:
        return self.profile.unit.key == "fan"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"variant": self.variant}
        if self.dealt_refused:
            out.update({"wins": False, "xi": 0, "min_xi": self.min_xi, "reason": self.reason})
            if not self.judged:
                return out
        res = self.res
        codes = _CODES
        shown = _shown(self.variant)
        out.update({"wins": self.wins, "xi": self.xi, "min_xi": self.min_xi,
                    # straight from what evaluate found (the same as the typed groups' to_json)
                    "arrangement": [] if res is None else [
                        {"form": g.form, "name": form_name(g.form, shown), **_card_texts(g.kinds),
                         "xi": g.xi, "on_table": g.on_table} for g in res.groups],
                    "hao": [] if res is None else [{"card": codes[h.kind], "kind": h.cls, "name": h.name, "xi": h.xi}
                                                   for h in res.hao],
                    "mingtang": [] if res is None else [
                        {"key": k, "name": MINGTANG_NAMES.get(k, (k,))[0], "value": v} for k, v in res.mingtang],
                    "total": self.total, "score": self.score, "lines": list(self.lines)})
        if self.counts_fan:
            out.update({"tun": self.tun, "fan": self.fan})
        if self.reason is not None:
            out["reason"] = self.reason
        if self.special:
            out["special"] = list(self.special)
        if not self.xi_needed:
            out["xi_needed"] = False
        if self.payment is not None:
            out["payment"] = self.payment.to_json()
        return out


_TEXTS: dict[tuple[int, ...], dict[str, str]] = {}


def _card_texts(kinds: tuple[int, ...]) -> dict[str, str]:
    """A group's ``cards`` (codes) and ``zh`` (names) of the answer, made once
    per group of cards met (bounded; only ever unpacked into a new dict)."""
    got = _TEXTS.get(kinds)
    if got is None:
        got = {"cards": " ".join([_CODES[k] for k in kinds]), "zh": "".join([_NAMES[k] for k in kinds])}
        if len(_TEXTS) < 8192:
            _TEXTS[kinds] = got
    return got


_PROFILES: dict[str, JudgeProfile] = {}
_CLASSES: dict[str, tuple[type[ZipaiHand], JudgeProfile]] = {}


def _of(variant: Any) -> tuple[type[ZipaiHand], JudgeProfile]:
    """The variant's hand class and judge profile (looked up once)."""
    got = _CLASSES.get(variant.id)
    if got is None:
        from . import hand_class

        got = _CLASSES[variant.id] = (hand_class(variant), judge_profile(variant))
    return got


def _shown(vid: str) -> Mapping[str, str]:
    """The group forms the variant calls otherwise (``ZipaiHand.FORM_SHOWN``)."""
    got = _CLASSES.get(vid)
    if got is None:
        got = _of(find_variant(vid))
    return got[0].FORM_SHOWN


_FLAG_WORDS = {"tianhu": "judge.flag.tianhu", "dihu": "judge.flag.dihu", "baoting": "judge.flag.baoting"}


def judge_profile(variant: Any) -> JudgeProfile:
    """What a judge request of this 字牌 variant may hold, in its words."""
    got = _PROFILES.get(variant.id)
    if got is not None:
        return got
    from . import hand_class

    cls = hand_class(variant)
    last = term("last_card", f"judge.flag.{cls.LAST_CARD}")
    flags = [term("dealt", "judge.flag.dealt")]
    for key in cls.TIMING_FLAGS:
        flags.append(last if key == "last_card" else term(key, _FLAG_WORDS[key]))
    fill = tuple((f, 4 if f in ("liu", "ti", "pao", "long") else 3) for f in cls.JUDGE_FORMS if f != "chi")
    prof = JudgeProfile(
        variant=variant.id, family="zipai", seats=int(variant.players),
        forms=tuple(Term(f, _verb_word(f, variant.id)) for f in cls.JUDGE_FORMS), fill=fill,
        flags=tuple(flags), settings=(), value=term("huxi", "judge.value.huxi"),
        unit=term(cls.SCORE_UNIT, f"judge.unit.{cls.SCORE_UNIT}"), last_card=last,
        card=term("win_card", "judge.card.win"), asks_win_from=True, settlement="payment",
        palette_breaks=(10,))
    _PROFILES[variant.id] = prof
    return prof


def _verb_word(form: str, vid: str) -> Reason:
    w = verb(form, "zipai", vid)
    return w if isinstance(w, Reason) else Reason(f"zipai.form.{form}")


def judge(engine: Any, request: Mapping[str, Any]) -> dict[str, Any]:
    """The ``yezi judge`` answer to a 字牌 request (JSON-able)."""
    return judgement(engine, request).to_json()


def judgement(engine: Any, request: Mapping[str, Any]) -> ZiJudgement:
    """The typed answer to a 字牌 request; a ``YeziError`` names what is wrong with it."""
    variant = find_variant(request["variant"])
    vid = variant.id
    cls, prof = _of(variant)
    refuse_unknown(request, KNOWN)
    settings = request.get("settings") or {}
    if not isinstance(settings, dict):
        raise RequestError("\"settings\" must be an object")
    settings = variant.settings(settings)
    rules = cls.hu_rules(bool(settings.get("sanda", True)))
    if "hand" not in request:
        raise RequestError("the request needs a \"hand\" (the concealed cards)")
    hand_list = _cards(request["hand"], "hand")
    table = request.get("table") or []
    if not isinstance(table, list):
        raise RequestError("\"table\" must be a list of {\"form\": ..., \"cards\": ...}")
    melds: list[tuple[str, Kinds]] = []
    liu_from: list[tuple[int, str]] = []
    for i, item in enumerate(table, 1):
        if not isinstance(item, dict) or "form" not in item or "cards" not in item:
            raise RequestError(f"table item {i} must be an object with \"form\" and \"cards\"")
        extra = sorted(set(item) - {"form", "cards", "from"}) if len(item) > 2 else None
        if extra:
            raise RequestError(f"table item {i}: unknown field(s) {', '.join(map(str, extra))} "
                               "(known: form, cards, from)")
        form = item["form"]
        if not isinstance(form, str):
            raise GroupError(f"table item {i}: \"form\" must be text such as \"peng\"")
        form = FORM_ALIASES.get(form, form)
        if form not in FORMS:
            raise GroupError(f"table item {i}: unknown form {form!r} (use chi, peng, wai or liu"
                             f"{cls.FORMS_HINT})")
        ks = _cards(item["cards"], f"table item {i}")
        got = _check_meld(i, form, ks, cls, rules)
        if "from" in item:
            src = item["from"]
            if not cls.TABLE_LIU_FROM or got[0][0] != "liu":
                raise RequestError(f"table item {i}: \"from\" belongs to a waihuzi/yiyang liu only "
                                   "(where its four came from decides the 豪)")
            if not isinstance(src, str) or src not in LIU_FROM:
                raise RequestError(f"table item {i}: \"from\" must be one of {', '.join(LIU_FROM)}, "
                                   f"not {src!r}")
            liu_from.append((ks[0], src))
        melds += got
    win = None
    if request.get("win_card") is not None:
        w = _cards([request["win_card"]] if isinstance(request["win_card"], str) else request["win_card"],
                   "win_card")
        if len(w) != 1:
            raise RequestError("\"win_card\" must be one card")
        win = w[0]
    win_from = request.get("win_from", "self_draw")
    if not isinstance(win_from, str) or win_from not in HOW:
        raise RequestError("\"win_from\" must be self_draw, other_draw or discard")
    how = HOW[win_from]
    dealt = _flag(request, "dealt")
    flags = {"tianhu": _flag(request, "tianhu"), "dihu": _flag(request, "dihu"),
             "baoting": _flag(request, "baoting")}
    last = _flag(request, "last_card")
    flags[cls.LAST_CARD] = last

    hand = [0] * 20
    for k in hand_list:
        hand[k] += 1
    allc = held_counts(hand, melds, win)
    # where table cards came from, as far as the form tells (for the 豪 class):
    # a 碰 took another seat's card, a 歪 an own draw (seed 002 §I.3–4)
    # (a table 溜 says so with "from"; without it, dealt)
    own, other = [0] * 20, [0] * 20
    for f, group in melds:
        if f == "peng":
            other[group[0]] += 1
        elif f == "wai":
            own[group[0]] += 1
    for k, src in liu_from:
        o, t = LIU_FROM[src]
        own[k] += o
        other[k] += t
    for k in range(20) if max(allc) > 4 else ():
        if allc[k] > 4:
            raise CardError(f"there are only four {ALL_KINDS[k].name} ({ALL_KINDS[k].code}); "
                            f"this request uses {allc[k]}", key="card.only_four", card=ALL_KINDS[k].code, n=allc[k])
    _check_count(cls, vid, hand, melds, win, dealt)

    special = None
    dealt_refused = False
    if dealt:
        played = cls.dealt_wins_played(settings)
        special = _dealt_special(cls, hand, melds, rules.sanda) if played else None
        if special is None:
            dealt_refused = True
            refusal = _word(cls.NO_DEALT_REASON if played else "zipai.judge.dealt_off")
            if win is None:
                return ZiJudgement(vid, prof, wins=False, xi=0, min_xi=rules.min_xi, judged=False,
                                   reason=refusal, dealt_refused=True)
    if win is not None and how == "discard" and not cls.WIN_ON_DISCARD:
        res = evaluate(cls, settings, rules, melds, hand, win, how, flags, own, other)
        return _typed(vid, prof, cls, res, wins=False, dealt_refused=dealt_refused,
                      reason=_word("zipai.judge.no_discard_win", seed=cls.NO_DISCARD_WIN_SEED))
    if special:
        res = evaluate(cls, settings, rules, melds, hand, win, how, flags, own, other, special=special)
    else:
        res = _best_path(cls, settings, rules, melds, hand, win, how, flags, own, other)
    reason = res.reason
    if reason is None and dealt_refused:
        reason = refusal        # the dealt check's word stays when the win itself has none
    return _typed(vid, prof, cls, res, wins=res.wins, dealt_refused=dealt_refused, reason=reason,
                  special=tuple(special or ()),
                  payment=Payment.of(cls.payment(res.score, how, win)) if res.wins else None)


def _typed(vid: str, prof: JudgeProfile, cls: type[ZipaiHand], res: WinValue, *, wins: bool,
           dealt_refused: bool, reason: Reason | None, special: tuple[str, ...] = (),
           payment: Payment | None = None) -> ZiJudgement:
    lines = describe_lines(res, cls)
    win_type = None
    if wins:
        win_type = _INSTANT if special else _WIN
    return ZiJudgement(
        vid, prof, wins=wins, xi=res.xi, min_xi=res.min_xi, total=res.total, score=res.score, lines=tuple(lines),
        tun=res.tun, fan=res.fan, reason=reason, dealt_refused=dealt_refused, special=special, payment=payment,
        win_type=win_type, res=res)


_WIN = term("win", "result.win")
_INSTANT = term("instant", "result.instant")


def _best_path(cls: type[ZipaiHand], settings: Mapping[str, Any], rules: HuRules, melds: TableGroups,
               hand: list[int], win: int | None, how: str, flags: Flags, own: list[int],
               other: list[int]) -> WinValue:
    """The best of the ways the game may play the winning card (``win_paths``)."""
    best: WinValue | None = None
    best_key: tuple[bool, int, int] | None = None
    for ms, hd, w in cls.win_paths(melds, hand, win, how):
        res = evaluate(cls, settings, rules, ms, hd, w, how, flags, own, other)
        key = (res.wins, res.score, res.xi)
        if best_key is None or key > best_key:
            best, best_key = res, key
    assert best is not None     # win_paths gives at least the card as it is
    return best


_MELDS: dict[tuple[Any, ...], tuple[tuple[str, Kinds], ...]] = {}


def _check_meld(i: int, form: str, ks: list[int], cls: type[ZipaiHand], rules: HuRules) -> list[tuple[str, Kinds]]:
    """The table groups of table item ``i`` (a 吃 may hold several sentences);
    a group met before is looked up (a bounded memo of the accepted ones)."""
    key = (cls, rules.sanda, form, *ks)
    got = _MELDS.get(key)
    if got is None:
        got = tuple(_read_meld(i, form, ks, cls, rules))
        if len(_MELDS) < 4096:
            _MELDS[key] = got
    return list(got)


def _read_meld(i: int, form: str, ks: list[int], cls: type[ZipaiHand], rules: HuRules) -> list[tuple[str, Kinds]]:
    if form == "chi":
        if not ks or len(ks) % 3:
            raise GroupError(f"table item {i}: a 吃 is one or more sentences of three cards", key="group.threes", group=i)
        out: list[tuple[str, Kinds]] = []
        for j in range(0, len(ks), 3):
            g = tuple(sorted(ks[j:j + 3]))
            f = H.sentence_form(g)
            if f is None or (f == "sanda" and not rules.sanda):
                raise GroupError(f"table item {i}: {''.join(ALL_KINDS[k].name for k in g)} is not a 顺子, "
                                 f"二七十{' or 大小三搭' if rules.sanda else ''}", key="group.not_sentence", group=i,
                                 cards=" ".join(ALL_KINDS[k].code for k in g), sanda=rules.sanda)
            out.append(("chi", g))
        return out
    size = 4 if form in ("liu", "ti", "pao", "long") else 3
    if len(ks) != size or len(set(ks)) != 1:
        raise GroupError(f"table item {i}: a {form} is {size} alike cards", key="group.alike", group=i, form=form,
                         need=size)
    return [(cls.table_form(form), tuple(ks))]


def _check_count(cls: type[ZipaiHand], vid: str, hand: list[int], melds: TableGroups, win: int | None,
                 dealt: bool) -> None:
    if dealt:
        sizes = cls.DEALT_SIZES
        got = sum(hand) + sum(len(ks) for _f, ks in melds)
        if got not in sizes:
            raise RequestError(f"wrong card count: a dealt hand of {vid} holds {sizes[0]} (庄) or {sizes[1]} "
                               f"cards, not {got}", key="count.dealt", n=got, zhuang=sizes[0], other=sizes[1])
        return
    # what a seat holds when it wins (RULES.md, second review): a table group
    # counts 3 (a four too)
    n, want, rule = cls.check_count(hand, melds, win)
    if n != want:
        raise RequestError(f"wrong card count: hand + winning card + 3 per table group make {n}; "
                           f"a winning hand holds {want} ({rule})", key="count.win", n=n, want=want)


def _dealt_special(cls: type[ZipaiHand], hand: list[int], melds: TableGroups, sanda: bool) -> list[str] | None:
    longs = sum(1 for c in hand if c == 4) + sum(1 for f, _k in melds if f == "long")
    return cls.dealt_wins(hand, longs, sanda) or None

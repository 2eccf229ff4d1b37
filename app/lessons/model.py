"""Lesson files and their answers, through the engines (no Qt, no clock).

A lesson file (``resources/lessons/*.json``, schema in docs/learn.md) holds
texts in 简体/繁體/English, card pictures (card codes) and tasks.  A task is
answered only by the engine:

- ``act``: an arranged position (a ``Deal`` plus an action prefix) where the
  learner's seat must decide; the answer is an action, refused with the
  engine's own reason when illegal (``why_illegal``) and judged by the task's
  goal otherwise (an accepted list, a verb, or "after it the hand is 打滚 /
  waits" measured by the engine's ``assess``).
- ``count``: a number the engine's ``judge`` computes (胡, 胡息, 庄, money …).
- ``pick``: one card of a few, right when the engine's ``judge`` says it wins
  (or when the card is a 将 / 素, by the engine's card values).

Anything wrong in a file is a ``LessonError`` naming the file and the problem.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

from app.engine.errors import YeziError

LANGS = ("zh_CN", "zh_TW", "en")
FAMILIES = ("longcard", "zipai")
TASK_KINDS = ("act", "count", "pick")
SCHEMA_VERSION = 1


class LessonError(YeziError):
    """A lesson file that cannot be used (one line naming the file and the problem)."""


def lesson_dir() -> Path:
    from app.paths import resources_dir

    return resources_dir() / "lessons"


def lang_key(lang: str | None) -> str:
    """"zh_CN", "zh_TW" or "en" for any of the program's language names (the engine's texts take these too)."""
    low = (lang or "zh_CN").replace("-", "_").lower()
    if low.startswith("en"):
        return "en"
    if low in ("zh_tw", "zh_hk", "zh_hant"):
        return "zh_TW"
    return "zh_CN"


# ----------------------------------------------------------------- words
# The few words the answers are built from (the lessons' own texts are in the files).
# The words the answers are built from: English sources of the program's one catalog
# (app/ui/i18n_catalog.py, said through i18n_catalog.say); the names fill %1, %2 …
# (the lessons' own texts are in the files).
WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    'refused': ('The rules refuse it: ', ()),
    'not_number': ('Type a whole number.', ()),
    'not_half': ('Type a number (a half as 5½ or 5.5).', ()),
    'right_number': ('Right: %1.', ('n',)),
    'wrong_number': ('Not quite: you wrote %1, the count is %2.', ('got', 'n')),
    'counted': ('How the engine counts it: ', ()),
    'legal_not_goal': ('That is allowed, but it is not what this position asks for.', ()),
    'after_long': ('After that: %1 胡 and %2 cards not 圆.', ('hu', 'loose')),
    'after_long_one': ('After that: %1 胡 and one card not 圆.', ('hu',)),
    'after_waits': ('After that you wait for: %1.', ('cards',)),
    'after_no_waits': ('After that no card would win.', ()),
    'wins': ('%1: it wins.', ('card',)),
    'no_win': ('%1: it does not win.', ('card',)),
    'is_jiang': ('%1 is a 将.', ('card',)),
    'is_su': ('%1 is a 素 card.', ('card',)),
    'waits_are': ('The cards that win: %1.', ('cards',)),
    'none': ('none', ()),
    'group_hu': ('%1 %2: %3 胡', ('name', 'cards', 'n')),
    'group_xi': ('%1 %2: %3 息', ('name', 'cards', 'n')),
    'loose': ('not 圆: %1', ('cards',)),
    'spare_jiang': ('将 (need no group): %1', ('cards',)),
    'hu_total': ('%1 胡 in all (counted up to 11)', ('n',)),
    'xi_total': ('%1 胡息 (at least %2 to win)', ('xi', 'min')),
    'hao': ('豪 %1: %2', ('name', 'n')),
    'mingtang': ('名堂 %1: %2', ('name', 'n')),
    'tun': ('%1 囤 × %2 番', ('tun', 'fan')),
    'baochong': ('包铳: the discarder pays %1', ('n',)),
    'total': ('total %1, paid %2', ('total', 'score')),
    'transfer': ('seat %1 pays seat %2 %3 (%4, rate %5)', ('frm', 'to', 'amount', 'what', 'rate')),
    'net': ('result: %1', ('net',)),
    'seat': ('seat %1', ('n',)),
    'zhuang_parts': ('碰庄 %1, 摊庄 %2', ('peng', 'tan')),
    'zhuang_total': ('%1 庄 in all, 底 %2', ('n', 'di')),
    'menzi_dead': ('%1 门子, fewer than 6½: a 死手牌', ('n',)),
    'menzi_live': ('%1 门子, not fewer than 6½: no 死手牌', ('n',)),
}

# A group form the engine's catalog has no word for (messages.group_word names the others).
GROUPS: dict[str, str] = {"beside": "beside its own 碰"}


def word(key: str, lang: str, **kw: Any) -> str:
    from app.ui.i18n_catalog import say

    source, names = WORDS[key]
    return say(source, lang_key(lang), *(kw[n] for n in names))


def _tw(text: str) -> str:
    from app.engine.messages import render

    return render(text, "zh_TW")


# ----------------------------------------------------------------- texts

@dataclass(frozen=True)
class Text:
    """One text in the three languages."""

    zh_CN: str
    zh_TW: str
    en: str

    def get(self, lang: str | None) -> str:
        return getattr(self, lang_key(lang))


Part = Any   # a Text, an engine Reason, or a callable lang -> str


def render_parts(parts: list[Part], lang: str) -> str:
    from app.engine.messages import Reason

    out = []
    for p in parts:
        if p is None:
            continue
        if isinstance(p, Text):
            out.append(p.get(lang))
        elif isinstance(p, Reason):
            out.append(p.text(lang_key(lang)))
        elif callable(p):
            out.append(p(lang))
        else:
            out.append(str(p))
    return "\n".join(s for s in out if s)


@dataclass
class Verdict:
    """The engine's answer to one try: right or not, and why, in any language."""

    correct: bool
    parts: list[Part] = field(default_factory=list)

    def text(self, lang: str) -> str:
        return render_parts(self.parts, lang)


# ----------------------------------------------------------------- helpers

def _names(cards, lang: str) -> str:
    from app.engine.messages import render

    lk = lang_key(lang)
    sep = ", " if lk == "en" else " "
    return sep.join(render(c, lk) for c in cards)


def card_name(card, lang: str) -> str:
    from app.engine.messages import render

    return render(card, lang_key(lang))


def _engine(variant_id: str):
    from app.engine import find_variant

    v = find_variant(variant_id)
    return v, v.engine


def _get_path(data: Any, path: str) -> Any:
    for part in path.split("."):
        if isinstance(data, list):
            data = data[int(part)]
        else:
            data = data[part]
    return data


def as_number(value: Any) -> int | float:
    """A count as a whole number, or a half (起手死手牌's 门子: a card left over is ½)."""
    x = float(value)
    if x == int(x):
        return int(x)
    if (2 * x) != int(2 * x):
        raise LessonError(f"a count is a whole number or a half, not {value}")
    return x


def number_text(n: int | float) -> str:
    """A count as a player writes it: 5, 5½."""
    whole = int(n)
    return str(whole) if n == whole else (f"{whole}½" if whole else "½")


_HALF = ("½", ".5", "个半", "個半", "半")


def parse_count(text: str) -> int | float | None:
    """A typed count: a whole number, or one with a half (5½, 5.5, 5个半 / 5個半); None if it is neither."""
    raw = str(text).strip().replace("＋", "+").replace("－", "-").replace("．", ".").replace(" ", "")
    half = next((h for h in _HALF if raw.endswith(h)), None)
    body = raw[:-len(half)] if half else raw
    if half and body in ("", "+"):
        return 0.5
    try:
        n = int(body)
    except ValueError:
        return None
    return n + (0.5 if n >= 0 else -0.5) if half else n


# ----------------------------------------------------------------- deals

def fill_long_deal(hands: list[str], stock: str, *, xing: bool, dealer: int, mode: str):
    """A long-card ``Deal``: the hands given (short ones completed) and the stock
    given first, the rest after.  ``mode`` "folded": a completed seat gets no
    pair of any 将, so it is 黄胡 (folded) and only flips — the position is the
    learner's alone; "none": every hand and the stock must be complete."""
    from app.engine import Deal
    from app.engine.longcard.cards import deck, parse_card, parse_cards

    full = Counter(c.code for c in deck(xing))
    given = [[c.code for c in parse_cards(h)] for h in hands] + [[] for _ in range(4 - len(hands))]
    front = [c.code for c in parse_cards(stock)]
    used = Counter(k for h in given for k in h) + Counter(front)
    over = [k for k in used if used[k] > full[k]]
    if over:
        raise LessonError(f"the deal uses {over[0]} more than {full[over[0]]} times")
    need = [(26 if s == dealer else 25) - len(given[s]) for s in range(4)]
    if any(n < 0 for n in need):
        raise LessonError(f"seat {need.index(min(need))} is dealt too many cards")
    left = Counter({k: full[k] - used[k] for k in full if full[k] > used[k]})
    if mode == "none":
        if any(need) or sum(left.values()):
            raise LessonError("the deal is not complete (set \"fill\")")
    else:
        # 将 singles first (never a pair: the seat is folded), then 素 cards in rounds
        jiang = [k for k in full if parse_card(k).is_jiang]
        for s in range(4):
            if need[s] <= 0:
                continue
            for k in jiang:
                if need[s] and left[k] and k not in given[s]:
                    given[s].append(k)
                    left[k] -= 1
                    need[s] -= 1
        su_rounds = []
        seen: Counter = Counter()
        for k in full:
            if not parse_card(k).is_jiang:
                for _ in range(left[k]):
                    seen[k] += 1
                    su_rounds.append((seen[k], k))
        su = [k for _, k in sorted(su_rounds, key=lambda t: (t[0], list(full).index(t[1])))]
        for s in range(4):
            take, su = su[:need[s]], su[need[s]:]
            if len(take) < need[s]:
                raise LessonError("not enough 素 cards left to fill the hands")
            given[s] += take
            for k in take:
                left[k] -= 1
            need[s] = 0
    rest = [k for k in full for _ in range(left[k])]
    cards = [tuple(parse_cards(" ".join(h))) for h in given]
    return Deal(hands=tuple(cards), stock=tuple(parse_cards(" ".join(front + rest))))


def fill_zipai_deal(variant, hands: list[str], stock: str, *, dealer: int, mode: str, avoid: str = ""):
    """A 字牌 ``Deal`` as the whole deck in dealing order (庄 first, then round;
    the stock in draw order).  A short hand is completed from the cards left
    with three pairs and then singles of kinds it does not hold (so no dealt-hand
    win — 无对, 一对, 九对, 十对 — and no 坎 appears by accident); ``avoid``:
    kinds never given as a pair (e.g. the cards the prefix discards)."""
    from app.engine import Deal
    from app.engine.zipai.cards import parse_cards

    engine = variant.engine
    n = variant.players
    deal_sizes = variant.params["hand"].DEAL
    kinds = list(dict.fromkeys(c.code for c in engine.deck({})))
    full = Counter(c.code for c in engine.deck({}))
    given = [[c.code for c in parse_cards(h)] for h in hands] + [[] for _ in range(n - len(hands))]
    front = [c.code for c in parse_cards(stock)]
    used = Counter(k for h in given for k in h) + Counter(front)
    over = [k for k in used if used[k] > full[k]]
    if over:
        raise LessonError(f"the deal uses {over[0]} more than 4 times")
    need = [(deal_sizes[0] if s == dealer else deal_sizes[1]) - len(given[s]) for s in range(n)]
    if any(x < 0 for x in need):
        raise LessonError(f"seat {need.index(min(need))} is dealt too many cards")
    left = Counter({k: full[k] - used[k] for k in kinds})
    if mode == "none":
        if any(need) or sum(left.values()):
            raise LessonError("the deal is not complete (set \"fill\")")
    no_pair = {c.code for c in parse_cards(avoid)}
    order = [kinds[(i * 7) % len(kinds)] for i in range(len(kinds))]   # spread over both sizes
    turn = 0
    for s in range(n):
        if need[s] <= 0:
            continue
        held = Counter(given[s])
        pairs = 0
        for j in range(len(order)):
            k = order[(turn + j) % len(order)]
            if pairs == 3 or need[s] < 2:
                break
            if left[k] >= 2 and held[k] == 0 and k not in no_pair:
                given[s] += [k, k]
                held[k] += 2
                left[k] -= 2
                need[s] -= 2
                pairs += 1
        for j in range(len(order)):
            k = order[(turn + j) % len(order)]
            if need[s] == 0:
                break
            if left[k] and held[k] == 0:
                given[s].append(k)
                held[k] += 1
                left[k] -= 1
                need[s] -= 1
        for k in order:           # too few kinds left: any card
            while need[s] and left[k]:
                given[s].append(k)
                left[k] -= 1
                need[s] -= 1
        if need[s]:
            raise LessonError("not enough cards left to fill the hands")
        turn += 5
    seats = [(dealer + k) % n for k in range(n)]
    rest = [k for k in order for _ in range(left[k])]
    deck_codes = [k for s in seats for k in given[s]] + front + rest
    return Deal(deck=tuple(parse_cards(" ".join(deck_codes))))


# ----------------------------------------------------------------- tasks

@dataclass
class Task:
    kind: str
    family: str
    variant: str
    prompt: Text
    data: dict
    right: Text | None = None
    explain: Text | None = None
    wrong_notes: dict[str, Text] = field(default_factory=dict)
    try_wrong: Any = None          # the wrong answer the validation test plays

    # -- act --------------------------------------------------------------
    def build(self):
        """The position: a fresh state with the prefix played (act tasks)."""
        v, engine = _engine(self.variant)
        d = self.data
        settings = v.settings(dict(d.get("settings", {})))
        dealer = int(d.get("dealer", 0))
        deal_data = d["deal"]
        fill = deal_data.get("fill", "none")
        if self.family == "longcard":
            if "buy_limit" not in d.get("settings", {}):
                settings = v.settings(dict(d.get("settings", {}), buy_limit=0))
            deal = fill_long_deal(deal_data.get("hands", []), deal_data.get("stock", ""),
                                  xing=bool(settings.get("xing", False)), dealer=dealer, mode=fill)
        else:
            deal = fill_zipai_deal(v, deal_data.get("hands", []), deal_data.get("stock", ""),
                                   dealer=dealer, mode=fill, avoid=deal_data.get("avoid", ""))
        context = dict(d.get("context", {}), dealer=dealer)
        try:
            state = engine.new_hand(v, settings, int(d.get("seed", 0)), context, deal)
            for text in d.get("prefix", []):
                state.apply(engine.parse_action(text))
        except YeziError as exc:
            raise LessonError(f"the position cannot be reached: {exc.reason}") from None
        if state.to_act != self.seat:
            raise LessonError(f"after the prefix seat {state.to_act} is to act, not the learner's seat {self.seat}")
        return state

    @property
    def seat(self) -> int:
        return int(self.data.get("seat", 0))

    def choices(self, state) -> list:
        """What the learner may try: every legal action, and the task's extra
        offers (which the engine may refuse — that is their lesson)."""
        engine = state.variant.engine
        out = list(state.legal_actions())
        for text in self.data.get("offer", []):
            a = engine.parse_action(text)
            if a not in out:
                out.append(a)
        return out

    def check_action(self, state, action) -> Verdict:
        """The engine's answer to ``action`` in ``state`` (``state`` is not changed)."""
        why = state.why_illegal(action)
        note = self.wrong_notes.get(action.text())
        if why is not None:
            return Verdict(False, [lambda lang, why=why: word("refused", lang) + render_parts([why], lang), note])
        goal = self.data.get("goal", {})
        ok, fact = self._goal(state, action, goal)
        if ok:
            after = state.clone()
            after.apply(action)
            lines = list(after.result.lines) if after.is_over and after.result is not None else []
            return Verdict(True, [self.right, fact, *lines])
        return Verdict(False, [note or self.explain or (lambda lang: word("legal_not_goal", lang)), fact])

    def _goal(self, state, action, goal) -> tuple[bool, Part]:
        if "accept" in goal:
            return action.text() in goal["accept"], None
        if "kind" in goal:
            if action.kind != goal["kind"]:
                return False, None
        if goal.get("ready") or goal.get("waits"):
            after = state.clone()
            after.apply(action)
            view = after.view(self.seat)
            a = state.variant.engine.assess(view)
            waiting = tuple(a.get("waiting") or ())
            if goal.get("ready"):
                hu, loose = int(a.get("value", 0)), len(a.get("loose") or ())
                ok = bool(a.get("complete")) and hu >= 8
                return ok, (lambda lang, hu=hu, loose=loose: word("after_long_one", lang, hu=hu) if loose == 1
                            else word("after_long", lang, hu=hu, loose=loose))
            if waiting:
                return True, (lambda lang, w=waiting: word("after_waits", lang, cards=_names(w, lang)))
            return False, (lambda lang: word("after_no_waits", lang))
        return "kind" in goal, None

    def correct_actions(self, state) -> list:
        return [a for a in self.choices(state) if self.check_action(state, a).correct]

    # -- count ------------------------------------------------------------
    def judge(self, extra: Mapping[str, Any] | None = None) -> dict:
        v, engine = _engine(self.variant)
        request = dict(self.data["judge"], variant=self.variant, **(extra or {}))
        try:
            answer = engine.judge(request)
        except YeziError as exc:
            raise LessonError(f"the judge refuses the task: {exc.reason}") from None
        if "error" in answer:
            raise LessonError(f"the judge refuses the task: {answer['error']}")
        return answer

    def count_result(self) -> dict:
        """The engine's answer the count is read from: a ``judge`` answer, or the
        庄 of a table counted by the long-card scoring (``"zhuang"``: 碰/摊庄
        counts, optionally a win type and its 胡)."""
        if "zhuang" in self.data:
            from app.engine.longcard import scoring

            z = self.data["zhuang"]
            facts = scoring.ZhuangFacts(int(z.get("su_peng", 0)), int(z.get("jiang_peng", 0)),
                                        int(z.get("su_tan", 0)), int(z.get("jiang_tan", 0)))
            if "win" in z:
                total, di, lines = scoring.win_zhuang(self.variant, z["win"], int(z.get("hu", 8)), facts)
            else:
                total, di, lines = facts.peng_zhuang(self.variant) + facts.tan_zhuang(), 0, []
            return {"zhuang": total, "di": di, "zhuang_lines": [str(x) for x in lines], "_reasons": list(lines),
                    "peng_zhuang": facts.peng_zhuang(self.variant), "tan_zhuang": facts.tan_zhuang()}
        if "menzi" in self.data:
            return self._menzi()
        if self.family == "longcard" and "hand" in self.data["judge"]:
            return self._long_hand()
        return self.judge()

    def _menzi(self) -> dict:
        """起手死手牌 (seed 004 §8.4): the 门子 of a dealt hand as the engine counts them
        (``hu.menzi_units``) and whether the engine's dealt-hand wins hold 死手牌."""
        from app.engine.zipai.hu import menzi_units

        v, engine = _engine(self.variant)
        m = self.data["menzi"]
        settings = v.settings(dict(m.get("settings", {})))
        counts = [0] * 20
        try:
            for c in engine.parse_cards(m["hand"]):
                counts[c.index] += 1
        except YeziError as exc:
            raise LessonError(f"the 门子 hand cannot be read: {exc.reason}") from None
        hand_cls = v.params["hand"]
        sanda = bool(settings.get("sanda", True))
        wins = hand_cls.dealt_wins(tuple(counts), 0, sanda)
        return {"menzi": menzi_units(tuple(counts), sanda), "dead": "sishou" in wins, "special": wins}

    def _long_hand(self) -> dict:
        """A long-card hand's judge answer with what the typed judgement adds: the
        庄 it holds (``zhuang``, ``di``: a win's 胡牌庄 by the win type the judge
        reads from the hand, with its 碰庄 and 摊庄), the ``win_type`` and the
        sentence adding them up."""
        _v, engine = _engine(self.variant)
        request = dict(self.data["judge"], variant=self.variant)
        try:
            j = engine.judgement(request)
        except YeziError as exc:
            raise LessonError(f"the judge refuses the task: {exc.reason}") from None
        answer = j.to_json()
        answer.update(zhuang=j.zhuang, di=j.di, win_type=j.win_type.key if j.win_type is not None else "",
                      _zhuang_line=j.zhuang_line)
        return answer

    def count_answer(self) -> int | float:
        return as_number(_get_path(self.count_result(), self.data["field"]))

    def check_count(self, text: str) -> Verdict:
        answer = self.count_result()
        n = as_number(_get_path(answer, self.data["field"]))
        got = parse_count(text)
        if got is None or (got != int(got) and n == int(n)):
            return Verdict(False, [lambda lang: word("not_number" if n == int(n) else "not_half", lang)])
        if got == n:
            return Verdict(True, [lambda lang: word("right_number", lang, n=number_text(n)), self.right,
                                  self._breakdown(answer)])
        note = self.wrong_notes.get(number_text(got))     # a count the lesson expects (e.g. the other variant's)
        return Verdict(False, [lambda lang: word("wrong_number", lang, got=number_text(got), n=number_text(n)),
                               note or self.explain, self._breakdown(answer)])

    def _breakdown(self, answer: dict) -> Callable[[str], str]:
        family = self.family

        def text(lang: str) -> str:
            lines = [word("counted", lang)]
            i = LANGS.index(lang_key(lang))
            v, engine = _engine(self.variant)

            def cards(codes):
                if isinstance(codes, str):
                    codes = codes.split()
                # "peng:5w" inside a combination: a whole group sitting in it, shown by its card
                return _names([engine.parse_card(c.rpartition(":")[2]) for c in codes], lang)

            def gname(g):
                from app.engine.messages import Reason, group_word
                from app.ui.i18n_catalog import say

                if g.get("type") == "run" and g.get("hu"):
                    return say("文钱 (一二三筒)", lang_key(lang))

                form = g.get("type") or g.get("form") or ""
                said = group_word(form, "zipai" if self.family == "zipai" else "long")
                if isinstance(said, Reason):     # the engine's word for the group (one catalog)
                    base = render_parts([said], lang)
                else:
                    base = say(GROUPS[form], lang_key(lang)) if form in GROUPS else ""
                if g.get("name") and (g.get("type") == "hutou" or not base):
                    nm = g["name"] if i == 0 else _tw(g["name"])
                    base = f"{base} {nm}".strip() if g.get("type") == "hutou" else nm
                return base

            if "menzi" in answer:             # 起手死手牌: the 门子 of a dealt hand
                lines.append(word("menzi_dead" if answer["dead"] else "menzi_live", lang,
                                  n=number_text(answer["menzi"])))
            elif "groups" in answer:          # a long-card hand
                for g in answer["groups"]:
                    lines.append(word("group_hu", lang, name=gname(g), cards=cards(g["cards"]), n=g["hu"]))
                if answer.get("loose"):
                    lines.append(word("loose", lang, cards=cards(answer["loose"])))
                if answer.get("jiang"):
                    lines.append(word("spare_jiang", lang, cards=cards(answer["jiang"])))
                lines.append(word("hu_total", lang, n=answer["hu"]))
                if "_zhuang_line" in answer and self.data["field"] in ("zhuang", "di"):   # how the 庄 add up
                    from app.engine.messages import render

                    lines.append(render(answer["_zhuang_line"], lang_key(lang)))
            elif "arrangement" in answer:     # a 字牌 hand
                for g in answer["arrangement"]:
                    lines.append(word("group_xi", lang, name=gname(g), cards=cards(g["cards"]), n=g["xi"]))
                if answer.get("xi_needed", True):   # the engine's answer: not for a dealt-hand win
                    lines.append(word("xi_total", lang, xi=answer["xi"], min=answer["min_xi"]))
                for h in answer.get("hao", []):
                    nm = h.get("name", "")
                    lines.append(word("hao", lang, name=nm if i != 1 else _tw(nm), n=h.get("xi", h.get("value", ""))))
                for m in answer.get("mingtang", []):
                    nm = m.get("name", "")
                    lines.append(word("mingtang", lang, name=nm if i != 1 else _tw(nm),
                                      n=m.get("xi", m.get("fan", m.get("value", "")))))
                if "tun" in answer:
                    lines.append(word("tun", lang, tun=answer["tun"], fan=answer.get("fan", 1)))
                pay = answer.get("payment") if isinstance(answer.get("payment"), dict) else {}
                if pay.get("baochong"):
                    lines.append(word("baochong", lang, n=pay.get("discarder_pays")))
                lines.append(word("total", lang, total=answer.get("total"), score=answer.get("score")))
            elif "zhuang_lines" in answer:    # long-card 庄 of a table
                lines.append(word("zhuang_parts", lang, peng=answer["peng_zhuang"], tan=answer["tan_zhuang"]))
                from app.engine.messages import render

                for x in answer.get("_reasons", []):
                    lines.append(render(x, lang_key(lang)))
                lines.append(word("zhuang_total", lang, n=answer["zhuang"], di=answer["di"]))
            elif "transfers" in answer:       # a long-card settlement
                for t in answer["transfers"]:
                    what = t.get("for", "")
                    lines.append(word("transfer", lang, frm=t["from"] + 1, to=t["to"] + 1, amount=t["amount"],
                                      what=what if i != 1 else _tw(what), rate=t.get("rate", 1)))
                lines.append(word("net", lang, net=(", " if i == 2 else "，").join(
                    f"{word('seat', lang, n=s + 1)} {x:+d}" for s, x in enumerate(answer["net"]))))
            return "\n".join(lines)

        del family
        return text

    # -- pick -------------------------------------------------------------
    def options(self) -> list:
        _v, engine = _engine(self.variant)
        return list(engine.parse_cards(self.data["options"]))

    def check_pick(self, card) -> Verdict:
        goal = self.data.get("goal", "wins")
        note = self.wrong_notes.get(card.code)
        if goal in ("jiang", "su"):
            ok = bool(card.is_jiang) == (goal == "jiang")
            fact = (lambda lang, c=card: word("is_jiang" if c.is_jiang else "is_su", lang, card=card_name(c, lang)))
        else:
            key = "card" if self.family == "longcard" else "win_card"
            answer = self.judge({key: card.code})
            ok = bool(answer.get("wins"))
            fact = (lambda lang, c=card, ok=ok: word("wins" if ok else "no_win", lang, card=card_name(c, lang)))
        if ok:
            return Verdict(True, [fact, self.right])
        return Verdict(False, [fact, note or self.explain])


@dataclass
class Step:
    text: Text
    cards: list[list[str]]          # card pictures: groups of codes
    task: Task | None = None


@dataclass
class Lesson:
    id: str
    family: str
    variant: str
    order: int
    title: Text
    sources: list[str]
    steps: list[Step]
    path: Path | None = None

    @property
    def tasks(self) -> list[Task]:
        return [s.task for s in self.steps if s.task is not None]


# ----------------------------------------------------------------- reading

def _text(value: Any, where: str) -> Text:
    if not isinstance(value, dict) or not all(isinstance(value.get(k), str) and value[k].strip() for k in LANGS):
        raise LessonError(f"{where} needs a text for each of {', '.join(LANGS)}")
    extra = set(value) - set(LANGS)
    if extra:
        raise LessonError(f"{where} has an unknown language {sorted(extra)[0]!r}")
    return Text(value["zh_CN"], value["zh_TW"], value["en"])


def _opt_text(value: Any, where: str) -> Text | None:
    return None if value is None else _text(value, where)


def _cards(value: Any, where: str, family: str) -> list[list[str]]:
    if value in (None, ""):
        return []
    if not isinstance(value, str):
        raise LessonError(f"{where} must be card codes (groups separated by |)")
    from app.engine import find_variant

    engine = find_variant("haimen" if family == "longcard" else "waihuzi").engine
    groups = []
    for part in value.split("|"):
        try:
            groups.append([c.code for c in engine.parse_cards(part)])
        except YeziError as exc:
            raise LessonError(f"{where}: {exc.reason}") from None
    return [g for g in groups if g]


def _task(data: Any, where: str, family: str, variant: str) -> Task:
    if not isinstance(data, dict):
        raise LessonError(f"{where} must be an object")
    kind = data.get("kind")
    if kind not in TASK_KINDS:
        raise LessonError(f"{where}: kind must be one of {', '.join(TASK_KINDS)}")
    vid = data.get("variant", variant)
    from app.engine import find_variant

    try:
        v = find_variant(vid)
    except YeziError as exc:
        raise LessonError(f"{where}: {exc.reason}") from None
    fam = "longcard" if v.engine.id in ("longcard", "long") else "zipai"
    if fam != family:
        raise LessonError(f"{where}: variant {vid} is not of the lesson's family {family}")
    notes = data.get("wrong", {})
    if not isinstance(notes, dict):
        raise LessonError(f"{where}: \"wrong\" must map answers to texts")
    t = Task(kind, family, vid, _text(data.get("prompt"), f"{where} prompt"), data,
             right=_opt_text(data.get("right"), f"{where} right"),
             explain=_opt_text(data.get("explain"), f"{where} explain"),
             wrong_notes={k: _text(x, f"{where} wrong[{k}]") for k, x in notes.items()},
             try_wrong=data.get("try_wrong"))
    if kind == "act":
        if not isinstance(data.get("deal"), dict):
            raise LessonError(f"{where}: an act task needs a \"deal\"")
        if not isinstance(data.get("goal"), dict):
            raise LessonError(f"{where}: an act task needs a \"goal\"")
    elif kind == "count":
        source = data.get("judge", data.get("zhuang", data.get("menzi")))
        if not isinstance(source, dict) or not isinstance(data.get("field"), str):
            raise LessonError(f"{where}: a count task needs \"judge\" (a request), \"zhuang\" or \"menzi\", "
                              "and \"field\"")
        if "menzi" in data and (family != "zipai" or not isinstance(data["menzi"].get("hand"), str)):
            raise LessonError(f"{where}: \"menzi\" (a 字牌 dealt hand's 门子) needs \"hand\" (card codes)")
    else:
        if not isinstance(data.get("options"), str):
            raise LessonError(f"{where}: a pick task needs \"options\" (card codes)")
    if t.try_wrong is None:
        raise LessonError(f"{where}: \"try_wrong\" (a wrong answer the test plays) is missing")
    return t


def parse_lesson(data: Any, name: str = "lesson") -> Lesson:
    if not isinstance(data, dict):
        raise LessonError(f"{name}: a lesson file holds one object")
    if data.get("schema") != SCHEMA_VERSION:
        raise LessonError(f"{name}: \"schema\" must be {SCHEMA_VERSION}")
    family = data.get("family")
    if family not in FAMILIES:
        raise LessonError(f"{name}: family must be one of {', '.join(FAMILIES)}")
    lid = data.get("id")
    if not isinstance(lid, str) or not lid:
        raise LessonError(f"{name}: \"id\" is missing")
    variant = data.get("variant", "haimen" if family == "longcard" else "waihuzi")
    order = data.get("order")
    if not isinstance(order, int) or isinstance(order, bool):
        raise LessonError(f"{name}: \"order\" must be a whole number")
    sources = data.get("sources")
    if not isinstance(sources, list) or not sources or not all(isinstance(s, str) and s for s in sources):
        raise LessonError(f"{name}: \"sources\" must cite the seed or RULES.md lines")
    steps_data = data.get("steps")
    if not isinstance(steps_data, list) or not steps_data:
        raise LessonError(f"{name}: \"steps\" must be a non-empty list")
    steps = []
    for i, s in enumerate(steps_data):
        where = f"{name} step {i + 1}"
        if not isinstance(s, dict):
            raise LessonError(f"{where} must be an object")
        task = _task(s["task"], f"{where} task", family, variant) if "task" in s else None
        steps.append(Step(_text(s.get("text"), where), _cards(s.get("cards"), f"{where} cards", family), task))
    if not any(s.task for s in steps):
        raise LessonError(f"{name}: a lesson needs at least one task")
    return Lesson(lid, family, variant, order, _text(data.get("title"), f"{name} title"), sources, steps)


def load_lesson(path: Path) -> Lesson:
    try:
        raw = Path(path).read_text(encoding="utf-8")
        data = json.loads(raw)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise LessonError(f"{Path(path).name}: cannot be read ({exc})") from None
    lesson = parse_lesson(data, Path(path).name)
    lesson.path = Path(path)
    return lesson


def load_all(folder: Path | None = None) -> tuple[list[Lesson], list[str]]:
    """Every lesson of the folder, by family and order; the files that could not
    be used, each as a one-line message (the others still load)."""
    folder = folder or lesson_dir()
    lessons, problems = [], []
    for p in sorted(Path(folder).glob("*.json")):
        try:
            lessons.append(load_lesson(p))
        except LessonError as exc:
            problems.append(exc.reason)
    ids = Counter(x.id for x in lessons)
    for k, n in ids.items():
        if n > 1:
            problems.append(f"lesson id {k} is used by {n} files")
    lessons.sort(key=lambda x: (FAMILIES.index(x.family), x.order, x.id))
    return lessons, problems

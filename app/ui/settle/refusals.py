"""The judge's refusals in the settle window's language.

The engine's judge refuses a hand in one English line (what ``yezi judge`` answers) and names the
refusal beside it: ``exc.key`` and its values ``exc.params`` (app/engine/errors.py).  Each key is
said here by an English source of the program's one catalog (``app/ui/i18n_catalog.py``), in
简体, 繁體 or English through ``say()``; cards are named as the window names them (二万; English
"二万 (2w)"), forms by the variant's own word (碰, 偎, 摊庄 …), seats as the window's rows.  A
refusal without a key (a request the window never builds) keeps the judge's own line.
"""

from __future__ import annotations

from typing import Callable

from app.engine.errors import YeziError
from app.engine.messages import Seq, render

# key -> the catalog's English source; %1, %2 … are the values named in ``_ARGS``
SOURCES = {
    "card.only_four": "There are only four %1, not %2.",
    "card.no_xing": "星儿 is not played with these settings: tick 星儿 at the top to play with it.",
    "group.too_few": "A 吃 needs at least three cards.",
    "group.not_run": "%1 is not a run, a 豹子 or a 胡头 combination.",
    "group.alike": "A %1 is %2 alike cards.",
    "group.zhang": "Only 将 are 涨, not %1.",
    "group.threes": "A 吃 is one or more sentences of three cards.",
    "group.not_sentence": "%1 is not a 顺子 or 二七十.",
    "group.not_sentence.sanda": "%1 is not a 顺子, 二七十 or 大小三搭.",
    "count.most": "A player owns at most 26 cards (hand and table), not %1.",
    "count.dealt": "Wrong card count: a dealt hand holds %1 (庄) or %2 cards, not %3.",
    "count.win": "Wrong card count: the hand, the winning card and 3 for each table group make %1; "
                 "a winning hand holds %2.",
    "settle.one_miscount": "Only the 头家's count is checked (抓多抓少): tick it for one player only, not %1.",
}
IN_GROUP = "Table group %1: %2"          # a refusal of one table group, by its place in the list
WIN_ONE_CARD = "The winning card is one card, not %1."   # the window's own check (model.build_request)

# key -> the params, in the order of %1, %2 …
_ARGS = {
    "card.only_four": ("card", "n"),
    "group.not_run": ("cards",),
    "group.alike": ("form", "need"),
    "group.zhang": ("card",),
    "group.not_sentence": ("cards",),
    "group.not_sentence.sanda": ("cards",),
    "count.most": ("n",),
    "count.dealt": ("zhuang", "other", "n"),
    "count.win": ("n", "want"),
    "settle.one_miscount": ("seats",),
}


def say_refusal(exc, lang: str, engine=None, forms: dict[str, str] | None = None,
                seat_name: Callable[[int], str] | None = None) -> str:
    """``exc`` (a ``YeziError`` of the judge) in ``lang``: ``engine`` reads its card codes,
    ``forms`` names a table form (form id -> the word the window shows), ``seat_name`` a seat."""
    from app.ui.i18n_catalog import say

    key = getattr(exc, "key", None)
    params = dict(getattr(exc, "params", {}) or {})
    if key == "group.not_sentence" and params.get("sanda"):
        key = "group.not_sentence.sanda"
    if key not in SOURCES:
        return str(getattr(exc, "reason", exc))

    def value(name: str) -> str:
        v = params.get(name)
        if name in ("card", "cards") and engine is not None:
            try:
                cards = [engine.parse_card(code) for code in str(v).split()]
            except YeziError:   # codes of another engine's cards: shown as written
                return str(v)
            kind = "none" if name == "cards" and key.startswith("group.not_sentence") else "space"
            return render(Seq(cards, kind), lang)
        if name == "form":
            return (forms or {}).get(str(v), str(v))
        if name == "seats":
            return render(Seq([seat_name(s) if seat_name else str(s + 1) for s in v], "list"), lang)
        return str(v)

    text = say(SOURCES[key], lang, *[value(n) for n in _ARGS.get(key, ())])
    if "group" in params:
        text = say(IN_GROUP, lang, params["group"], text)
    return text

"""``yezi puzzles``: "what would you do?" positions from computer games
(docs/learn.md).

    yezi puzzles                          counts by family and grade
    yezi puzzles --family zipai --grade hard     the list
    yezi puzzles --show z017              the position and its choices
    yezi puzzles --show z017 --answer 2   (or an action: "discard 9s") the verdict and why
    yezi puzzles --check                  every puzzle replays and its answer is legal
"""

from __future__ import annotations

import sys

# key -> (the source of the program's one catalog, app/ui/i18n_catalog.py, its params in the order of %1, %2 …);
# grades, families and the stock are the puzzle window's words (app/ui/review/words.py)
TEXT: dict[str, tuple[str, tuple[str, ...]]] = {
    "count": ("%1: %2 puzzles (%3 easy, %4 medium, %5 hard)", ("family", "n", "easy", "medium", "hard")),
    "item": ("%1  %2  %3  seat %4", ("id", "grade", "variant", "seat")),
    "head": ("Puzzle %1 (%2, %3): you are seat %4. What would you do?", ("id", "variant", "grade", "seat")),
    "hand": ("hand: %1", ("cards",)),
    "table": ("seat %1's table: %2", ("seat", "groups")),
    "thrown": ("seat %1 threw: %2", ("seat", "cards")),
    "live": ("card in play: %1 (from seat %2)", ("card", "seat")),
    "ask": ("answer: yezi puzzles --show %1 --answer NUMBER", ("id",)),
    "checked": ("%1 puzzles: every one replays and its answer is legal", ("n",)),
}


def say(key: str, lang: str, **params) -> str:
    """One line of ``yezi puzzles`` in ``lang`` ("zh", "zh_TW" or "en")."""
    from app.ui.i18n_catalog import say as catalog_say
    from app.ui.review.words import WORDS, word

    if key in WORDS:
        return word(key, lang, **params)
    source, names = TEXT[key]
    return catalog_say(source, lang, *(params[n] for n in names))


def add_arguments(p) -> None:
    p.add_argument("--family", choices=["longcard", "zipai"], help="only this family")
    p.add_argument("--grade", choices=["easy", "medium", "hard"], help="only this grade")
    p.add_argument("--show", metavar="ID", help="show one puzzle")
    p.add_argument("--answer", metavar="CHOICE", help="with --show: a choice's number, or an action ('discard 9s')")
    p.add_argument("--check", action="store_true", help="replay every puzzle; exit 0 iff all replay")
    from . import add_language

    add_language(p, "language of the puzzles", default="zh_CN")


def _variant_name(vid: str, i: int) -> str:
    from app.engine import find_variant

    v = find_variant(vid)
    return v.name_en if i == 2 else v.name_zh


def position_lines(p, view, lang: str) -> list[str]:
    """The position as a seat sees it, in words."""
    from app.ai.review import action_words
    from app.engine.messages import lang_index, render

    i = lang_index(lang)

    def t(key: str, **kw) -> str:
        return say(key, lang, **kw)
    sep = ", " if i == 2 else " "
    lines = [t("head", id=p.id, variant=_variant_name(p.variant, i), grade=say(p.grade, lang),
               seat=p.seat + 1),
             t("hand", cards=sep.join(render(c, lang) for c in view.hand))]
    for pl in view.players:
        if pl.melds:
            groups = " | ".join(" ".join(render(c, lang) for c in m.cards) for m in pl.melds)
            lines.append(t("table", seat=pl.seat + 1, groups=groups))
        if pl.discards:
            lines.append(t("thrown", seat=pl.seat + 1, cards=sep.join(render(c, lang) for c in pl.discards)))
    if view.live_card is not None and view.live_from is not None:
        lines.append(t("live", card=render(view.live_card, lang), seat=view.live_from + 1))
    lines.append(t("stock", n=view.stock_left))
    for k, a in enumerate(view.legal, 1):
        lines.append(f"  {k}. {action_words(a, p.variant).text(lang)}")
    return lines


def run(args) -> int:
    from app.ai.puzzles import FAMILIES, GRADES, load_puzzles
    from app.engine import RecordError, RequestError
    from app.engine.messages import lang_index

    from . import short_language

    lang = short_language(args.language) or "zh"
    i = lang_index(lang)
    out = sys.stdout
    puzzles = load_puzzles(args.family)
    if args.answer and not args.show:
        raise RequestError("--answer needs --show ID (the puzzle to answer)")
    if args.check:
        for p in puzzles:
            view = p.view()
            if p.action(p.answer) not in view.legal:
                raise RecordError(f"puzzle {p.id}: its answer {p.answer} is not legal in its position")
        print(say("checked", lang, n=len(puzzles)), file=out)
        return 0
    if args.show:
        found = [p for p in puzzles if p.id == args.show]
        if not found:
            raise RequestError(f"no puzzle {args.show!r} (see yezi puzzles --family F for the list)")
        p = found[0]
        view = p.view()
        if not args.answer:
            for line in position_lines(p, view, lang):
                print(line, file=out)
            print(say("ask", lang, id=p.id), file=out)
            return 0
        choice = _choice(p, view, args.answer)
        print(p.check(choice, lang, view).text, file=out)
        return 0
    if args.grade or args.family:
        for p in puzzles:
            if args.grade and p.grade != args.grade:
                continue
            print(say("item", lang, id=p.id, grade=say(p.grade, lang), variant=_variant_name(p.variant, i),
                      seat=p.seat + 1), file=out)
        return 0
    for fam in FAMILIES:
        mine = [p for p in puzzles if p.family == fam]
        counts = {g: sum(1 for p in mine if p.grade == g) for g in GRADES}
        print(say("count", lang, family=say(fam, lang), n=len(mine), **counts), file=out)
    return 0


def _choice(p, view, text: str):
    from app.engine import RequestError

    text = text.strip()
    if text.isdigit():
        k = int(text)
        if not 1 <= k <= len(view.legal):
            raise RequestError(f"--answer must be a choice 1–{len(view.legal)}, not {k}")
        return view.legal[k - 1]
    try:
        action = p.action(f"{p.seat} {text}" if not text[:1].isdigit() else text)
    except Exception as exc:
        raise RequestError(f"cannot read the answer {text!r}: {getattr(exc, 'reason', exc)}") from None
    if action not in view.legal:
        raise RequestError(f"{text!r} is not one of this puzzle's choices")
    return action

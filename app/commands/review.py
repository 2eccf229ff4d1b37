"""``yezi review FILE [--seat N] [--hand K] [--json]``: the hard player's
review of one seat's decisions in a saved hand (docs/learn.md).

Text: the costly decisions with the better choice and why, then the hand's
score.  ``--json``: one JSON object per reviewed decision (``step``,
``chosen``, ``best``, ``cost``, ``reason`` …), then one ``{"hand": …}``
object with the score."""

from __future__ import annotations

import json
import sys


# key -> (the source of the program's one catalog, app/ui/i18n_catalog.py, its params in the order of %1, %2 …)
TEXT: dict[str, tuple[str, tuple[str, ...]]] = {
    "head": ("%1: hand %2, seat %3, %4 decisions reviewed by the hard computer", ("file", "hand", "seat", "n")),
    "line": ("step %1 %2: cost %3; better: %4. %5", ("step", "chosen", "cost", "best", "reason")),
    "score": ("score: %1 of %2 decisions close to the best (%3); the rest cost %4 on average",
              ("good", "n", "share", "rest")),
    "none": ("no costly decision", ()),
}


def say(key: str, lang: str, **params) -> str:
    """One line of ``yezi review`` in ``lang`` ("zh", "zh_TW" or "en")."""
    from app.ui.i18n_catalog import say as catalog_say

    source, names = TEXT[key]
    return catalog_say(source, lang, *(params[n] for n in names))


def add_arguments(p) -> None:
    p.add_argument("file", help="a game record (.json) saved by Yezi")
    p.add_argument("--seat", type=int, default=None,
                   help="the seat to review (1, 2, ...; default: the human seat, else 1)")
    p.add_argument("--hand", type=int, default=None, help="the hand to review (from 1; default: the last finished)")
    p.add_argument("--json", action="store_true", help="one JSON object per decision")
    from . import add_language

    add_language(p, "language of the review", default="zh_CN")
    p.add_argument("--samples", type=int, default=None, help="deals per searched decision (default 16)")


def run(args) -> int:
    from pathlib import Path

    from app.ai.review import review_record_hand
    from app.engine import RecordError, RequestError
    from app.records import load_record

    from . import short_language

    lang = short_language(args.language) or "zh"
    if args.samples is not None and not 1 <= args.samples <= 1000:
        raise RequestError("--samples must be between 1 and 1000")
    record = load_record(args.file)
    if not record.hands:
        raise RecordError(f"{Path(args.file).name}: the record has no hand")
    if args.hand is None:
        finished = [i for i, h in enumerate(record.hands) if h.is_over]
        position = finished[-1] if finished else len(record.hands) - 1
    else:
        if not 1 <= args.hand <= len(record.hands):
            raise RequestError(f"--hand must be 1–{len(record.hands)}, not {args.hand}")
        position = args.hand - 1
    if args.seat is None:
        human = record.human_seat()
        seat = human if human is not None else 0
    else:
        if not 1 <= args.seat <= record.num_seats:
            raise RequestError(f"--seat must be 1–{record.num_seats}, not {args.seat}")
        seat = args.seat - 1
    review = review_record_hand(record, position, seat, args.samples)
    vid = review.variant
    out = sys.stdout
    if args.json:
        for d in review.decisions:
            print(json.dumps(d.to_json(vid, lang), ensure_ascii=False), file=out)
        s = review.score
        print(json.dumps({"hand": position + 1, "seat": seat + 1, "decisions": s.decisions, "good": s.good,
                          "share": round(s.share, 4), "rest_cost": round(s.rest_cost, 3),
                          "total_cost": round(s.total_cost, 3)}, ensure_ascii=False), file=out)
        return 0
    from app.ai.review import action_words

    s = review.score
    print(say("head", lang, file=Path(args.file).name, hand=position + 1, seat=seat + 1, n=s.decisions), file=out)
    costly = [d for d in review.decisions if d.costly or not d.good]
    for d in costly:
        print(say("line", lang, step=d.step, chosen=action_words(d.chosen, vid).text(lang), cost=f"{d.cost:.2f}",
                  best=action_words(d.best, vid).text(lang), reason=d.reason.text(lang) if d.reason else ""),
              file=out)
    if not costly:
        print(say("none", lang), file=out)
    print(say("score", lang, good=s.good, n=s.decisions, share=f"{s.share:.0%}", rest=f"{s.rest_cost:.2f}"), file=out)
    return 0

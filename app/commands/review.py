"""``yezi review FILE [--seat N] [--hand K] [--json]``: the hard player's
review of one seat's decisions in a saved hand (docs/learn.md).

Text: the costly decisions with the better choice and why, then the hand's
score.  ``--json``: one JSON object per reviewed decision (``step``,
``chosen``, ``best``, ``cost``, ``reason`` …), then one ``{"hand": …}``
object with the score."""

from __future__ import annotations

import json
import sys

LANGS = {"zh": "zh", "zh_cn": "zh", "zh_tw": "zh_TW", "en": "en"}

TEXT = {
    "head": ("{file}：第{hand}局，{seat}号，{n}个决定（电脑“难”复盘）",
             "{file}：第{hand}局，{seat}號，{n}個決定（電腦“難”復盤）",
             "{file}: hand {hand}, seat {seat}, {n} decisions reviewed by the hard computer"),
    "line": ("第{step}步 {chosen}：损失 {cost:.2f}；更好：{best}。{reason}",
             "第{step}步 {chosen}：損失 {cost:.2f}；更好：{best}。{reason}",
             "step {step} {chosen}: cost {cost:.2f}; better: {best}. {reason}"),
    "score": ("得分：{good}/{n} 个决定接近最好（{share:.0%}），其余平均损失 {rest:.2f}",
              "得分：{good}/{n} 個決定接近最好（{share:.0%}），其餘平均損失 {rest:.2f}",
              "score: {good} of {n} decisions close to the best ({share:.0%}); the rest cost {rest:.2f} on average"),
    "none": ("没有代价大的决定", "沒有代價大的決定", "no costly decision"),
}


def add_arguments(p) -> None:
    p.add_argument("file", help="a game record (.json) saved by Yezi")
    p.add_argument("--seat", type=int, default=None,
                   help="the seat to review (1, 2, ...; default: the human seat, else 1)")
    p.add_argument("--hand", type=int, default=None, help="the hand to review (from 1; default: the last finished)")
    p.add_argument("--json", action="store_true", help="one JSON object per decision")
    p.add_argument("--lang", default="zh", help="zh, zh_TW or en (default zh)")
    p.add_argument("--samples", type=int, default=None, help="deals per searched decision (default 16)")


def run(args) -> int:
    from pathlib import Path

    from app.ai.review import review_record_hand
    from app.engine import RecordError, RequestError
    from app.engine.messages import lang_index
    from app.records import load_record

    lang = LANGS.get(str(args.lang).replace("-", "_").lower())
    if lang is None:
        raise RequestError(f"--lang must be zh, zh_TW or en, not {args.lang!r}")
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
    i = lang_index(lang)
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
    print(TEXT["head"][i].format(file=Path(args.file).name, hand=position + 1, seat=seat + 1, n=s.decisions),
          file=out)
    costly = [d for d in review.decisions if d.costly or not d.good]
    for d in costly:
        print(TEXT["line"][i].format(step=d.step, chosen=action_words(d.chosen, vid).text(lang), cost=d.cost,
                                     best=action_words(d.best, vid).text(lang),
                                     reason=d.reason.text(lang) if d.reason else ""), file=out)
    if not costly:
        print(TEXT["none"][i], file=out)
    print(TEXT["score"][i].format(good=s.good, n=s.decisions, share=s.share, rest=s.rest_cost), file=out)
    return 0

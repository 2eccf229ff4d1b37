"""The words of the review, coach and puzzle windows: each a source (English) of the program's one
catalog (``app/ui/i18n_catalog.py``), said in 简体, 繁體 or English by ``say``; ``word(key, lang,
**params)`` fills the named params in as %1, %2 … ."""

from __future__ import annotations

# key -> (the catalog's English source, the params in the order of %1, %2 …)
WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    'review': ('Review', ()),
    'review_title': ('Review: hand %1, %2', ('hand', 'seat')),
    'reviewing': ('the hard computer is reviewing: %1/%2', ('done', 'total')),
    'score': ("%1 of %2 decisions as good as the hard computer's (%3) · a little worse (△): %4 · mistakes (×): %5",
              ('good', 'n', 'share', 'worse', 'costly')),
    'no_decisions': ('no decision to review in this hand', ()),
    'not_over': ('The review comes when this hand is over: the hard computer then looks at each of your decisions.', ()),
    'no_seat': ('The computer plays every seat here: no decisions of yours to review.', ()),
    'col.step': ('Step', ()),
    'col.chosen': ('Your choice', ()),
    'col.best': ("Hard computer's choice", ()),
    'col.verdict': ('Verdict', ()),
    'verdict.good': ('○ as good', ()),
    'verdict.worse': ('△ a little worse', ()),
    'verdict.costly': ('× a mistake', ()),
    'verdict.tip': ("%1 behind the hard computer's choice, in its own measure (a mistake from %2)", ('cost', 'costly')),
    'col.why': ('Why', ()),
    'same': ('same', ()),
    'only_costly': ('Costly decisions only', ()),
    'close': ('Close', ()),
    'failed': ('the review could not be finished: %1', ('why',)),
    'seat': ('seat %1', ('n',)),
    'coach_wait': ('coach is looking…', ()),
    'coach_agree': ('○ hard agrees', ()),
    'coach_close': ("△ about as good as hard's choice", ()),
    'coach_differ': ('× hard would play: %1', ('best',)),
    'coach_setting': ('Coach: after each decision, show whether the hard computer agrees', ()),
    'puzzles': ('Puzzles', ()),
    'puzzle_title': ('Puzzle %1 (%2, %3)', ('id', 'variant', 'grade')),
    'puzzle_ask': ('You are %1. What would you do?', ('seat',)),
    'family': ('Card family', ()),
    'grade': ('Grade', ()),
    'all': ('All', ()),
    'next': ('Next puzzle', ()),
    'prev': ('Previous', ()),
    'your_hand': ('Your hand', ()),
    'table_of': ("%1's table", ('seat',)),
    'thrown_by': ('thrown by %1', ('seat',)),
    'in_play': ('card in play: %1 (from %2)', ('card', 'seat')),
    'stock': ('%1 cards left in the stock', ('n',)),
    'longcard': ('long cards', ()),
    'zipai': ('字牌 (zipai)', ()),
    'easy': ('easy', ()),
    'medium': ('medium', ()),
    'hard': ('hard', ()),
    'solved': ('solved %1 of %2', ('n', 'total')),
}


def word(key: str, lang: str | None, **params) -> str:
    from app.ui.i18n_catalog import say

    source, names = WORDS[key]
    return say(source, lang or "zh", *(params[n] for n in names))

"""Quiz questions for the card-recognition trainer (pure Python, no Qt).

Seed 001 §一 gives the two ways players read a long card: the geometric
numeral at one end, the figure at the other.  The modes drill both, plus the
将/素 split, the 胡头 combinations of seed 001 §二 and, for 字牌, small/big and
red/black (RULES.md).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from app.engine.longcard import cards as lc
from app.engine.zipai import cards as zc

SUIT_EN = {"t": "Tong", "s": "Suo", "w": "Wan"}
HONOUR_EN = {"qian": "Qian (moon)", "kong": "Kongyao (red flower)", "ya": "Yazi (white flower)",
             "xing": "Xing'er (star)"}

# seed 001 §二 "基本胡头 八个组合" (文钱 counts twice when doubled, hence eight)
HUTOU = (
    ("二八绑子", "2-2-8 bundle", ("2s", "2w", "8t")),
    ("三七胡头", "3-3-7", ("3s", "3w", "7t")),
    ("小老虎", "Little tiger", ("1s", "1w", "9t")),
    ("千空九", "Qian-Kong-9", ("qian", "kong", "9s")),
    ("空九九", "Kong-9-9", ("kong", "9w", "9s")),
    ("押八九", "Ya-8-9", ("ya", "8s", "9w")),
    ("文钱", "Coins 1-2-3 tong", ("1t", "2t", "3t")),
)


@dataclass(frozen=True)
class Choice:
    key: str          # what identifies the answer (a card code, a figure, a 胡头 name …)
    zh: str
    en: str


@dataclass(frozen=True)
class Question:
    mode: str
    code: str                   # the card asked about
    show: str                   # "figure" | "numeral" | "face": which part of the card to show
    choices: tuple[Choice, ...]
    answer: int                 # index into choices
    note_zh: str                # said after the answer: why
    note_en: str

    @property
    def item(self) -> str:
        return item_id(self.mode, self.code)


def item_id(mode: str, code: str) -> str:
    return f"{mode}:{code}"


def card_zh(code: str) -> str:
    if code in lc.ALL_KINDS_CODES:
        return lc.card(code).name
    return zc.card(code).name


def card_en(code: str) -> str:
    if code in lc.ALL_KINDS_CODES:
        c = lc.card(code)
        return f"{c.rank} {SUIT_EN[c.suit]}" if c.suit else HONOUR_EN[code]
    c = zc.card(code)
    return f"{'big' if c.big else 'small'} {c.rank}"


def _card_choice(code: str) -> Choice:
    return Choice(code, card_zh(code), card_en(code))


def _figure_en(fig: str) -> str:
    from app.art.figures import FIGURE_EN

    return FIGURE_EN.get(fig, fig)


def _numeral_note(card: lc.LongCard) -> tuple[str, str]:
    i = card.rank - 1
    mark_zh = {"w": "无标记（万）", "s": "加杠（索）", "t": "加黑色圆形（筒）"}[card.suit]
    mark_en = {"w": "bare (Wan)", "s": "with a bar (Suo)", "t": "with a black disc (Tong)"}[card.suit]
    return (f"{card.name}：{lc.NUMERALS_ZH[i]}={card.rank}，{mark_zh}",
            f"{card_en(card.code)}: {lc.NUMERALS[i]} = {card.rank}, {mark_en}")


def _confusable(code: str, rng: random.Random, pool: list[str], n: int = 3) -> list[str]:
    """Distractors a learner really mixes up: same number other suit, same suit neighbours."""
    card = lc.card(code) if code in lc.ALL_KINDS_CODES else None
    near = []
    if card is not None and card.suit:
        near = [f"{card.rank}{s}" for s in lc.SUITS if s != card.suit]
        near += [f"{r}{card.suit}" for r in (card.rank - 1, card.rank + 1) if 1 <= r <= 9]
    near = [c for c in near if c in pool and c != code]
    rng.shuffle(near)
    rest = [c for c in pool if c != code and c not in near]
    rng.shuffle(rest)
    picked = near[:2] + rest
    return picked[:n]


def _with_answer(mode, code, show, right: Choice, wrong: list[Choice], rng, note) -> Question:
    choices = wrong + [right]
    rng.shuffle(choices)
    return Question(mode, code, show, tuple(choices), choices.index(right), *note)


def _q_figure(code, rng):
    pool = list(lc.ALL_KINDS_CODES)
    card = lc.card(code)
    wrong = [_card_choice(c) for c in _confusable(code, rng, pool)]
    if card.figure:
        note = (f"{card.name}：{card.figure}", f"{card_en(code)}: {_figure_en(card.figure)}")
    else:
        note = ({"qian": "千：红色月亮", "kong": "空瑶：红色M形头（红花）", "ya": "押子：白头，写“興”（白花）",
                 "xing": "星儿：星与仙儿"}[code], HONOUR_EN[code])
    return _with_answer("figure", code, "figure", _card_choice(code), wrong, rng, note)


def _q_numeral(code, rng):
    pool = [c.code for c in lc.ALL_KINDS if c.suit]
    wrong = [_card_choice(c) for c in _confusable(code, rng, pool)]
    return _with_answer("numeral", code, "numeral", _card_choice(code), wrong, rng,
                        _numeral_note(lc.card(code)))


def _q_name(code, rng):
    card = lc.card(code)
    figures = [c.figure for c in lc.ALL_KINDS if c.figure and c.figure != card.figure]
    # same-number figures of the other suits first: they share the numeral
    near = [lc.card(f"{card.rank}{s}").figure for s in lc.SUITS if s != card.suit]
    rng.shuffle(near)
    rest = [f for f in figures if f not in near]
    rng.shuffle(rest)
    wrong = [Choice(f, f, _figure_en(f)) for f in (near[:1] + rest)[:3]]
    right = Choice(card.figure, card.figure, _figure_en(card.figure))
    return _with_answer("name", code, "face", right, wrong, rng,
                        (f"{card.name}：{card.figure}", f"{card_en(code)}: {_figure_en(card.figure)}"))


def _q_jiang(code, rng):
    card = lc.card(code)
    right, wrong = (Choice("jiang", "将", "honour (jiang)"), Choice("su", "素", "plain (su)"))
    if not card.is_jiang:
        right, wrong = wrong, right
    note = ("七将：一筒 一索 一万 九索 千 空瑶 押子（加星儿为八将）",
            "The honours: 1 Tong, 1 Suo, 1 Wan, 9 Suo, Qian, Kongyao, Yazi (+ Xing'er)")
    choices = (Choice("jiang", "将", "honour (jiang)"), Choice("su", "素", "plain (su)"))
    return Question("jiang", code, "face", choices, choices.index(right), *note)


def _hutou_of(code: str) -> list[int]:
    return [i for i, (_, _, cards) in enumerate(HUTOU) if code in cards]


def _q_hutou(code, rng):
    mine = _hutou_of(code)
    i = rng.choice(mine)
    others = [j for j in range(len(HUTOU)) if j not in mine]
    rng.shuffle(others)
    zh, en, cards = HUTOU[i]
    right = Choice(zh, zh, en)
    wrong = [Choice(HUTOU[j][0], HUTOU[j][0], HUTOU[j][1]) for j in others[:3]]
    names = "、".join(card_zh(c) for c in cards)
    return _with_answer("hutou", code, "face", right, wrong, rng,
                        (f"{zh}：{names}", f"{en}: " + ", ".join(card_en(c) for c in cards)))


ZI_KINDS = (("small-black", "小字·黑", "small, black"), ("small-red", "小字·红", "small, red"),
            ("big-black", "大字·黑", "big, black"), ("big-red", "大字·红", "big, red"))


def _q_zipai(code, rng):
    card = zc.card(code)
    key = f"{'big' if card.big else 'small'}-{'red' if card.red else 'black'}"
    choices = tuple(Choice(*k) for k in ZI_KINDS)
    answer = [c.key for c in choices].index(key)
    return Question("zipai", code, "face", choices, answer,
                    f"{card.name}：{'大字' if card.big else '小字'}，{'红' if card.red else '黑'}"
                    "（红：二七十、贰柒拾）",
                    f"{card_en(code)}: {'red' if card.red else 'black'} "
                    "(red are 2, 7, 10 in both sizes)")


MODES = {
    # mode: (items, maker, title zh, title en, prompt zh, prompt en)
    "figure": ([c.code for c in lc.ALL_KINDS], _q_figure, "看人物认牌", "Figure → card",
               "这一头画的是哪张牌？", "Which card has this picture?"),
    "numeral": ([c.code for c in lc.ALL_KINDS if c.suit], _q_numeral, "看几何图形认牌", "Numeral → card",
                "这个几何记号是哪张牌？", "Which card has this numeral?"),
    "name": ([c.code for c in lc.ALL_KINDS if c.suit], _q_name, "牌上画的是谁", "Card → figure",
             "这张牌上画的是谁？", "Who is on this card?"),
    "jiang": ([c.code for c in lc.ALL_KINDS], _q_jiang, "将还是素", "Honour or plain",
              "这张牌是将还是素？", "Is this card an honour (将) or plain (素)?"),
    "hutou": ([c.code for c in lc.ALL_KINDS if _hutou_of(c.code)], _q_hutou, "属于哪个胡头", "Which 胡头",
              "这张牌属于哪个胡头组合？", "Which 胡头 combination is this card part of?"),
    "zipai": ([c.code for c in zc.ALL_KINDS], _q_zipai, "字牌：大小与红黑", "字牌: size and colour",
              "这张字牌是大字还是小字，红还是黑？", "Is this 字牌 card small or big, red or black?"),
}


# "mixed" reviews every long-card drill at once: its items are theirs.
MIXED = "mixed"
MIXED_OF = ("figure", "numeral", "name", "jiang", "hutou")
MIXED_TITLE = ("长牌综合复习", "All long-card drills")


def all_modes() -> list[str]:
    """Drills in menu order, the mixed review last."""
    return [*MODES, MIXED]


def mode_title(mode: str, lang: str) -> str:
    from .i18n import chinese

    zh, en = MIXED_TITLE if mode == MIXED else MODES[mode][2:4]
    return en if lang == "en" else chinese(lang, zh)


def items(mode: str) -> list[str]:
    if mode == MIXED:
        return [i for m in MIXED_OF for i in items(m)]
    return [item_id(mode, c) for c in MODES[mode][0]]


def make_question(mode: str, code: str, rng: random.Random) -> Question:
    if mode not in MODES:
        raise ValueError(f"unknown trainer mode {mode!r} ({', '.join(MODES)})")
    if code not in MODES[mode][0]:
        raise ValueError(f"{code} is not asked in mode {mode}")
    return MODES[mode][1](code, rng)


def split_item(item: str) -> tuple[str, str]:
    mode, _, code = item.partition(":")
    return mode, code

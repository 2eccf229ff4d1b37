"""Hand review: every decision of one seat judged by the hard player.

For each decision of the chosen seat in a finished hand, the hard player
assesses every legal choice from that seat's *view* (``HardPlayer.assess``:
the observation plus the engine's own sampling of the unseen cards — never
another hand or the stock), and the choice made is set against hard's best.
A costly decision gets the better choice and a one-line reason built from the
facts of the two resting positions (cards that would win and how many of them
are live, distance to 圆 or to a finished hand, 胡 / 胡息 kept, the risk of a
discard), in 简体, 繁體 or English.

The review is deterministic: the random stream of each decision is derived
from the hand's seed and the step, so the same record gives the same review
on any machine.  It uses fewer deals than hard does in play
(``REVIEW_SAMPLES``); a review of one seat's hand costs a second or two.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from app.engine import Action, Rng, SeatView, derive_seed
from app.engine import messages

from . import adapters, longcard_eval, zipai_eval
from .common import unseen_counts, variant_of
from .players import PASS_KINDS, WIN_KINDS, Assessment, Evaluator, HardPlayer, discard_risk

# Deals per searched decision in a review (hard uses 48 / 60 in play).
REVIEW_SAMPLES = {"longcard": 16, "zipai": 16}
# A choice this close to the best (evaluation units) counts as a good one ...
GOOD_MARGIN = {"longcard": 0.5, "zipai": 0.1}
# ... and one this far behind is a costly decision, marked with a reason.
COSTLY = {"longcard": 1.5, "zipai": 0.3}


# ---------------------------------------------------------------- words

WORDS: dict[str, tuple[str, str, str]] = {
    "act.discard": ("打{card}", "打{card}", "discarding {card}"),
    "act.verb": ("{verb} {cards}", "{verb} {cards}", "{verb} {cards}"),   # as the action bar: "吃 六陆陆"
    "act.bare": ("{verb}", "{verb}", "{verb}"),                            # 过: no card to name
    "half.outs": ("{act}{after}听{n}张", "{act}{after}聽{n}張", "{act} leaves {n} winning cards"),
    "half.ready0": ("{act}{after}虽然听牌但听张已经没有了", "{act}{after}雖然聽牌但聽張已經沒有了",
                    "{act} waits on cards that are all gone"),
    "half.dist.long": ("{act}{after}离圆还差{n}张", "{act}{after}離圓還差{n}張",
                       "{act} leaves the hand {n} cards short of 圆"),
    "half.dist.zipai": ("{act}{after}离胡还差{n}张", "{act}{after}離胡還差{n}張",
                        "{act} leaves the hand {n} cards short of a win"),
    "half.hu.long": ("{act}{after}有{n}胡", "{act}{after}有{n}胡", "{act} keeps {n} 胡"),
    "half.hu.zipai": ("{act}{after}有{n}胡息", "{act}{after}有{n}胡息", "{act} keeps {n} 胡息"),
    "risk": ("{chosen}是生张，还有{n}张没见，别人可能碰或胡；{best}更安全",
             "{chosen}是生張，還有{n}張沒見，別人可能碰或胡；{best}更安全",
             "{chosen} is a live card ({n} unseen) that others may take; {best} is safer"),
    "search": ("按可能来的牌推算，{best}比{chosen}平均更好",
               "按可能來的牌推算，{best}比{chosen}平均更好",
               "over the cards that may come, {best} does better than {chosen} on average"),
    "shape": ("{best}留下的牌形比{chosen}更好", "{best}留下的牌形比{chosen}更好",
              "{best} leaves a better-shaped hand than {chosen}"),
    "win": ("可以{best}，不该{chosen}", "可以{best}，不該{chosen}", "{best} was there to take; not {chosen}"),
    "ao.wait": ("熬下去平均多得{n}，比现在{best}更划算", "熬下去平均多得{n}，比現在{best}更划算",
                "waiting is worth {n} more on average than {best} now"),
    "ao.take": ("现在{best}更稳，熬下去平均少得{n}", "現在{best}更穩，熬下去平均少得{n}",
                "{best} now is safer: waiting loses {n} on average"),
    "agree": ("和电脑（难）的选择一样", "和電腦（難）的選擇一樣", "the same as the hard computer's choice"),
    "close": ("和最好的选择差不多", "和最好的選擇差不多", "about as good as the best choice"),
    "better": ("更好的选择：{best}", "更好的選擇：{best}", "better: {best}"),
}

_ZH_NUM = "零一两三四五六七八九十"
_ZH_NUM_TW = "零一兩三四五六七八九十"


class Say(str):
    """A review sentence: ``str`` (简体) that renders in every language
    (``text(lang)``), its parameters as the engine renders them (cards by
    name, verbs in the player's words)."""

    key: str
    params: dict

    def __new__(cls, key: str, **params: Any) -> "Say":
        obj = super().__new__(cls, _fill(key, params, "zh"))
        obj.key = key
        obj.params = params
        return obj

    def text(self, lang: str | None = "zh") -> str:
        return _fill(self.key, self.params, lang)


def _fill(key: str, params: dict, lang: str | None) -> str:
    i = messages.lang_index(lang)
    out = {}
    for k, v in params.items():
        if isinstance(v, Say):
            out[k] = v.text(lang)
        elif isinstance(v, int) and not isinstance(v, bool) and k == "n" and i < 2 and 0 <= v <= 10:
            out[k] = (_ZH_NUM if i == 0 else _ZH_NUM_TW)[v]
        else:
            out[k] = messages.render(v, lang)
    text = WORDS[key][i].format(**out)
    if i == 2:
        text = " ".join(text.split()).replace(" 1 cards", " 1 card").replace(" 1 winning cards", " 1 winning card")
    return text


def action_words(action: Action, variant_id: str) -> Say:
    """An action in game words: 打九索, 碰, 过 …"""
    variant = variant_of(variant_id)
    fam = variant.family
    if action.kind == "discard" and action.cards:
        return Say("act.discard", card=action.cards[0])
    if action.cards and len(set(action.cards)) == 1:
        cards: object = messages.Seq(action.cards[:1], "space")     # 碰三: the card once
    else:   # as the table's log writes it (字牌: a group together, 吃 and its 比 joined by " + ")
        cards = variant.engine.action_cards(action) if action.cards else ""
    verb = messages.verb(action.kind, fam, variant_id)
    return Say("act.verb", verb=verb, cards=cards) if cards else Say("act.bare", verb=verb)


# ---------------------------------------------------------------- facts

@dataclass(frozen=True)
class Facts:
    """The resting position one choice leaves, as the seat's view tells it."""

    distance: float          # cards short of 圆 (long cards) / of a finished hand (字牌), by the grouping
    hu: float                # 胡 (long cards) / 胡息 (字牌) of the grouping and the table
    waits: tuple = ()        # kinds that would win, when the hand is ready
    outs: int = 0            # unseen copies of those
    risk: float = 0.0        # the discard's risk of feeding the others (evaluation units)
    unseen: int = 0          # unseen copies of the discarded card


def resting(view: SeatView, action: Action, rng: Rng) -> tuple[tuple, tuple]:
    """(hand, table) the seat keeps after ``action`` (a claim: applied to a
    deal of the unseen cards, then normal's follow-up discard if one is due)."""
    me = view.players[view.seat]
    hand, melds = tuple(me.hand or ()), tuple(me.melds)
    if action.kind == "discard" and action.cards:
        out = list(hand)
        out.remove(action.cards[0])
        return tuple(out), melds
    if action.kind in PASS_KINDS or action.kind in WIN_KINDS or action.kind in ("buy", "ao"):
        return hand, melds
    engine = variant_of(view.variant).engine
    state = engine.determinize(view, rng)
    state.apply(action)
    seat = view.seat
    if not state.is_over and state.to_act == seat:
        nxt = state.legal_actions()
        discards = [a for a in nxt if a.kind == "discard" and a.cards]
        if discards and len(discards) == len(nxt):
            ev = Evaluator(view)
            h, m = adapters.own_hand(state, seat), adapters.own_melds(state, seat)
            from .players import discard_value

            best = max(discards, key=lambda a: discard_value(view, ev, h, m, a.cards[0]))
            state.apply(best)
    return adapters.own_hand(state, seat), tuple(adapters.own_melds(state, seat))


def facts_of(view: SeatView, action: Action, rng: Rng, ev: Evaluator | None = None) -> Facts:
    fam = variant_of(view.variant).family
    hand, melds = resting(view, action, rng)
    unseen = unseen_counts(view)
    live = frozenset(c.index for c, n in unseen.items() if n > 0)
    if fam == "longcard":
        table_cards, absorb = longcard_eval.table_facts(tuple(melds))
        cost, hand_hu = longcard_eval.shape(hand, table_cards, live, absorb)
        hu = longcard_eval.hu_total(hand, melds, hand_hu, unseen)
        near = cost <= 0.5
    else:
        cost, xi = zipai_eval.shape(hand, view.variant, live)
        hu = xi + sum(zipai_eval.meld_xi(m, view.variant) for m in melds)
        near = cost <= 1.0
    waits: tuple = ()
    if near:
        settings = view.extra.get("settings") if isinstance(view.extra, dict) else None
        waits = tuple(adapters.waiting(view.variant, hand, melds, settings))
    outs = sum(unseen.get(w, 0) for w in waits)
    risk, copies = 0.0, 0
    if action.kind == "discard" and action.cards:
        card = action.cards[0]
        risk = discard_risk(view, card, ev)
        copies = unseen.get(card, 0)
    return Facts(float(cost), float(hu), waits, outs, risk, copies)


def _cards(x: float) -> int:
    return int(math.ceil(x - 1e-9))


def _half(f: Facts, act: Say, fam: str, what: str, after: bool) -> Say:
    tail = "后" if after else ""
    if what == "hu":
        return Say("half.hu.long" if fam == "longcard" else "half.hu.zipai", act=act, after=tail, n=int(f.hu))
    if f.waits:
        if f.outs == 0:
            return Say("half.ready0", act=act, after=tail)
        return Say("half.outs", act=act, after=tail, n=f.outs)
    return Say("half.dist.long" if fam == "longcard" else "half.dist.zipai", act=act, after=tail,
               n=max(1, _cards(f.distance)))


def reason_for(view: SeatView, chosen: Assessment, best: Assessment, rng: Rng) -> Say:
    """One line saying why ``best`` is better than ``chosen``, from the facts."""
    vid = view.variant
    fam = variant_of(vid).family
    b_act, c_act = action_words(best.action, vid), action_words(chosen.action, vid)
    if best.action.kind in WIN_KINDS and chosen.action.kind == "ao":
        return Say("ao.take", best=b_act, n=_money(chosen.gain))
    if best.action.kind == "ao":
        return Say("ao.wait", best=action_words(chosen.action, vid), n=_money(best.gain))
    if best.action.kind in WIN_KINDS:
        return Say("win", best=b_act, chosen=c_act)
    seed = rng.next64()
    ev = Evaluator(view)
    fb = facts_of(view, best.action, Rng(seed), ev)
    fc = facts_of(view, chosen.action, Rng(seed), ev)
    # the discard 打X reads best as "打X留下…"; a claim / pass as "碰后…"
    b_after = best.action.kind != "discard"
    c_after = chosen.action.kind != "discard"
    if _nearer(fb, fc):
        return _pair(_half(fb, b_act, fam, "", b_after), _half(fc, c_act, fam, "", c_after))
    if int(fb.hu) > int(fc.hu):
        return _pair(_half(fb, b_act, fam, "hu", b_after), _half(fc, c_act, fam, "hu", c_after))
    if chosen.action.kind == "discard" and fc.risk > fb.risk + 0.05 and fc.unseen >= 2:
        return Say("risk", chosen=c_act, best=b_act, n=fc.unseen)
    if best.searched:
        return Say("search", best=b_act, chosen=c_act)
    return Say("shape", best=b_act, chosen=c_act)


def _nearer(a: Facts, b: Facts) -> bool:
    """Whether resting position ``a`` is nearer a win than ``b``: it waits on more live cards
    (or waits where ``b`` does not), or lacks fewer cards."""
    return bool(a.waits) and (not b.waits or a.outs > b.outs) or _cards(a.distance) < _cards(b.distance)


def hint_reason(view: SeatView, action: Action, rng: Rng) -> Say | None:
    """Why a hint's move, from the facts of where it leaves the hand ("打九离胡还差两张"); in a
    claim decision set beside the other choice where the facts favour the move ("过后离胡还差两张；
    吃叁肆伍后离胡还差三张"), or where they are even, the shape it keeps ("过留下的牌形比吃叁肆伍更好").
    None for a win, which needs no reason, for 买庄 (a bet, not a shape: while the cards are dealt)
    and where the facts favour the other choice."""
    if action.kind in WIN_KINDS or "buy" in {a.kind for a in view.legal}:
        return None
    vid = view.variant
    fam = variant_of(vid).family
    seed = rng.next64()
    ev = Evaluator(view)
    mine = facts_of(view, action, Rng(seed), ev)
    act, after = action_words(action, vid), action.kind != "discard"
    said = _half(mine, act, fam, "", after)
    if action.kind == "discard":
        return said
    other = next((a for a in view.legal if a != action and a.kind in PASS_KINDS), None) \
        if action.kind not in PASS_KINDS else \
        next((a for a in view.legal if a.kind not in PASS_KINDS and a.kind != "discard"), None)
    if other is None:
        return said
    theirs = facts_of(view, other, Rng(seed), ev)
    o_act = action_words(other, vid)
    o_after = other.kind != "discard"
    if _nearer(mine, theirs):
        return _pair(said, _half(theirs, o_act, fam, "", o_after))
    if _nearer(theirs, mine):     # the facts favour the other choice: no reason from them
        return None
    if int(mine.hu) > int(theirs.hu):
        return _pair(_half(mine, act, fam, "hu", after), _half(theirs, o_act, fam, "hu", o_after))
    if int(mine.hu) == int(theirs.hu):
        return Say("shape", best=act, chosen=o_act)
    return None


def _pair(a: Say, b: Say) -> Say:
    return Say("pair", a=a, b=b)


WORDS["pair"] = ("{a}；{b}", "{a}；{b}", "{a}; {b}")


def _money(x: float) -> str:
    return f"{abs(x):.1f}"


# ---------------------------------------------------------------- decisions

@dataclass(frozen=True)
class Decision:
    """One reviewed decision: ``step`` is the action's number in the hand
    (from 1); ``cost`` how far the choice fell short of hard's best, in
    evaluation units (0 when it was the best)."""

    step: int
    seat: int
    chosen: Action
    best: Action
    cost: float
    good: bool
    costly: bool
    choices: tuple[Assessment, ...]
    reason: Say | None = None

    def to_json(self, variant_id: str, lang: str = "zh") -> dict:
        return {"step": self.step, "seat": self.seat + 1,
                "chosen": self.chosen.text(), "best": self.best.text(),
                "chosen_words": action_words(self.chosen, variant_id).text(lang),
                "best_words": action_words(self.best, variant_id).text(lang),
                "cost": round(self.cost, 3), "good": self.good, "costly": self.costly,
                "reason": self.reason.text(lang) if self.reason is not None else None,
                "choices": [{"action": a.action.text(), "value": round(a.value, 3), "searched": a.searched}
                            for a in self.choices]}


@dataclass(frozen=True)
class HandScore:
    """A seat's score for one hand: the share of its decisions within
    ``GOOD_MARGIN`` of hard's best, and the mean cost of the rest."""

    decisions: int
    good: int
    rest_cost: float         # mean cost of the decisions that were not good (0 if none)
    total_cost: float

    @property
    def share(self) -> float:
        return self.good / self.decisions if self.decisions else 1.0

    @property
    def mean_cost(self) -> float:
        return self.total_cost / self.decisions if self.decisions else 0.0


@dataclass(frozen=True)
class HandReview:
    variant: str
    seat: int
    decisions: tuple[Decision, ...]
    score: HandScore = field(init=False)

    def __post_init__(self) -> None:
        d = self.decisions
        bad = [x for x in d if not x.good]
        object.__setattr__(self, "score", HandScore(
            len(d), len(d) - len(bad), sum(x.cost for x in bad) / len(bad) if bad else 0.0,
            sum(x.cost for x in d)))


def judge(choices: Sequence[Assessment], chosen: Action, family: str):
    """(best, chosen's assessment, cost, good, costly) of ``chosen`` among
    hard's ``choices``: the cost is how far its value falls short of hard's
    pick (0 for the pick itself or a choice valued above it)."""
    best = next(a for a in choices if a.best)
    mine = next((a for a in choices if a.action == chosen), None)
    if mine is None:
        raise ValueError(f"{chosen.text()} is not a legal choice here")
    cost = max(0.0, best.value - mine.value) if mine is not best else 0.0
    return best, mine, cost, cost <= GOOD_MARGIN.get(family, 0.5), cost >= COSTLY.get(family, 1.5)


def review_decision(view: SeatView, chosen: Action, rng: Rng, samples: int | None = None,
                    player: HardPlayer | None = None, step: int = 0, explain: bool = True) -> Decision:
    """hard's judgement of ``chosen`` at ``view`` (the seat to act)."""
    fam = variant_of(view.variant).family
    player = player or HardPlayer()
    n = REVIEW_SAMPLES.get(fam, 16) if samples is None else samples
    choices = player.assess(view, Rng(rng.next64()), samples=n)
    best, mine, cost, good, costly = judge(choices, chosen, fam)
    reason = reason_for(view, mine, best, Rng(rng.next64())) if (explain and not good) else None
    return Decision(step, view.seat, chosen, best.action, cost, good, costly, choices, reason)


def review_hand(start, actions: Sequence[Action], seat: int, seed: int = 0, samples: int | None = None,
                progress: Callable[[int, int], None] | None = None,
                stop: Callable[[], bool] | None = None, explain: bool = True) -> HandReview:
    """Review ``seat``'s decisions in the hand that ``actions`` play from the
    state ``start`` (a fresh deal; it is played on, so pass a copy to keep it).
    Only decisions with more than one legal choice are reviewed.  ``seed``
    (the hand's) derives each decision's random stream; ``progress(done,
    total)`` is called as it goes, ``stop()`` may cut it short."""
    state = start
    vid = state.variant.id
    player = HardPlayer()
    mine_total = sum(1 for a in actions if a.seat == seat)
    done = 0
    out = []
    for i, action in enumerate(actions):
        if stop is not None and stop():
            break
        if action.seat == seat and state.to_act == seat:
            view = state.view(seat)
            if len(view.legal) > 1:
                out.append(review_decision(view, action, Rng(derive_seed(seed, i + 1)), samples, player, i + 1,
                                           explain))
            done += 1
            if progress is not None:
                progress(done, mine_total)
        state.apply(action)
    return HandReview(vid, seat, tuple(out))


def review_record_hand(record, position: int, seat: int, samples: int | None = None,
                       progress=None, stop=None) -> HandReview:
    """Review seat ``seat`` (from 0) of the hand at ``position`` of a record."""
    from app.engine import RecordError

    if not 0 <= position < len(record.hands):
        raise RecordError(f"the record has {len(record.hands)} hands; there is no hand {position + 1}")
    if not 0 <= seat < record.num_seats:
        raise RecordError(f"the game has seats 1–{record.num_seats}; there is no seat {seat + 1}")
    tl = record.timeline(position)
    if tl.refused:
        raise RecordError(tl.problem)
    hand = record.hands[position]
    start = record.deal(position)
    return review_hand(start, list(tl.actions), seat, hand.seed, samples, progress, stop)

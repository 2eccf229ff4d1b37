"""Typed answers of ``yezi judge`` and what a client needs to ask them.

A family's judge answers a request with a frozen ``Judgement`` (``ZiJudgement``
for 字牌, ``LongJudgement`` and ``LongSettlement`` for long cards) that carries
every ruling a client shows — win or not, 胡 or 胡息, the score and its unit,
囤/番 where the variant counts them, 庄 and 底, the win type, payments — with
the words the variant uses, so that no client recomputes a rule or asks which
variant it is.  ``to_json()`` is the JSON answer of ``yezi judge``.

``JudgeProfile`` says, before anything is judged, what a request of a variant
may hold: the table-group forms it offers (in its own words: qidong's 偎/提/跑,
the others' 歪/溜), the true/false facts that apply (qidong has no 报听), the
settings a hand may carry (星儿), the name of a win on the last card (海底 or
海捞), the value and score words (胡 / 胡息, 息 / 番 / 庄) and how the hand's money
is settled.  ``profile(variant)`` and ``judgement(request)`` are the entry
points; ``Term`` pairs a key with its player word (a ``Reason`` rendered in
any of the three languages).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, cast

from .errors import CardError
from .messages import Reason, text


@dataclass(frozen=True)
class Term:
    """A key a request or answer uses and the player's word for it."""

    key: str
    word: Reason

    def text(self, lang: str | None = "zh") -> str:
        return text(self.word, lang)


@dataclass(frozen=True)
class JudgeProfile:
    """What a judge request of ``variant`` may hold, in the variant's words."""

    variant: str
    family: str
    seats: int
    forms: tuple[Term, ...]            # table-group forms, in the order offered
    fill: tuple[tuple[str, int], ...]  # copies one pick puts into an empty group of a form (three/four alike)
    flags: tuple[Term, ...]            # true/false facts of the hand the judge reads (dealt, 天胡 …)
    settings: tuple[Term, ...]         # settings a hand request may carry (long cards: 星儿)
    value: Term                        # what a hand is counted in: 胡 / 胡息
    unit: Term                         # what the score is counted in: 息 / 番 / 庄
    last_card: Term | None             # the name of a win on the last card (海捞, 海底胡)
    card: Term                         # what the one extra card is: the winning card / the card to win on
    asks_win_from: bool                # the request says where the winning card came from
    settlement: str                    # "payment": the judge's payment; "table": four players' 庄 and 底
    palette_breaks: tuple[int, ...]    # where a list of the kinds is split into its suits

    def form(self, key: str) -> Term:
        for t in self.forms:
            if t.key == key:
                return t
        raise KeyError(key)

    def copies(self, form: str) -> int:
        """Copies one pick puts into an empty group of ``form`` (1 for a sentence)."""
        return dict(self.fill).get(form, 1)

    def flag(self, key: str) -> Term | None:
        return next((t for t in self.flags if t.key == key), None)


def term(key: str, message: str, **params: Any) -> Term:
    return Term(key, Reason(message, **params))


def profile(variant: Any) -> JudgeProfile:
    """The judge profile of a variant (a ``Variant`` or its id)."""
    from .variants import find_variant

    v = find_variant(variant) if isinstance(variant, str) else variant
    return v.engine.judge_profile(v)  # type: ignore[no-any-return]


def judgement(request: Mapping[str, Any]) -> Any:
    """The typed answer to one parsed ``yezi judge`` request (raises a
    ``YeziError`` for a request the judge refuses)."""
    from .errors import RequestError
    from .variants import find_variant

    vid = request.get("variant")
    if not isinstance(vid, str):
        raise RequestError('the request needs a "variant" (one of: yezi variants)')
    return find_variant(vid).engine.judgement(request)


def refuse_unknown(request: Mapping[str, Any], known: frozenset[str]) -> None:
    """A field the judge does not read is refused, not ignored (a mistyped ``card`` would judge
    the hand without its card), for both families' judges; a request of known fields costs one
    set test."""
    from .errors import RequestError

    if not known.issuperset(request):
        unknown = sorted(set(request) - known)
        raise RequestError(f"unknown field(s) {', '.join(unknown)} (known: {', '.join(sorted(known))})")


def read_cards(value: Any, items: list[Any], index: Mapping[str, int], memo: dict[str, tuple[int, ...]],
               parse: Callable[[Any], Any], what: str) -> list[int]:
    """A request's cards as kind indexes, for both families' judges: plain codes
    and names by one look-up each (a text kept in ``memo``, bounded, to be met
    again), anything else through the family's ``parse``."""
    fast = index.get
    plain = [fast(t) if type(t) is str else None for t in items]   # plain codes and names: no parsing
    if None not in plain:
        read = cast(list[int], plain)
        if type(value) is str and len(memo) < 4096:
            memo[value] = tuple(read)
        return read
    out = []
    for t in items:
        i = fast(t) if isinstance(t, str) else None
        if i is None:
            try:
                i = parse(t).index
            except CardError as exc:
                raise CardError(f"{what}: {exc.reason}") from None
        out.append(i)
    return out

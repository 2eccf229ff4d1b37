"""Puzzles: "what would you do?" positions from computer games.

A puzzle is a position of a dealt hand — the variant, the match seed (the
hand is the first of ``Match(variant, seed=seed)``) and the actions played
before it — the seat to act, hard's answer and the values hard gave every
legal choice.  ``generate`` plays computer games from a seed, keeps the
decisions where hard's best beats the second by a clear margin, and checks
that the answer does not hang on the hidden cards: the position is assessed
again with two further independent sets of sampled deals of the unseen cards,
and the answer must stay best by the margin every time (the assessment
reads the seat's view only, so the real hidden cards cannot leak in).

Grades say who finds the answer: **easy** — a beginner's rule of thumb
(easy's choice without its random mistakes) already plays it; **medium** —
normal's one-ply judgement finds it, the beginner's rule does not;
**hard** — only hard's look-ahead over the cards that may come finds it.

The shipped sets are ``resources/puzzles/<family>.json``, made by
``python benchmarks/make_puzzles.py`` (reproducible from its seed).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from app.engine import Action, Match, RecordError, Rng, SeatView, derive_seed, find_variant

from .common import variant_of
from .players import CLAIM_KINDS, WIN_KINDS, Assessment, EasyPlayer, HardPlayer, NormalPlayer
from .review import GOOD_MARGIN, Say, action_words, reason_for

FORMAT = 1
FAMILIES = {"longcard": ("haimen", "lvsi"), "zipai": ("waihuzi", "yiyang", "qidong")}
GRADES = ("easy", "medium", "hard")
# hard's best must beat the second by this much (evaluation units) ...
CLEAR = {"longcard": 1.5, "zipai": 0.3}
# ... and a searched answer by this many standard errors of the paired gain
CLEAR_SE = 2.0
SAMPLES = 16          # deals per searched assessment while generating

WORDS = {
    "right": ("对了：{answer}。{why}", "對了：{answer}。{why}", "Right: {answer}. {why}"),
    "close": ("也不错：{chosen}差不多一样好；电脑选{answer}。{why}",
              "也不錯：{chosen}差不多一樣好；電腦選{answer}。{why}",
              "Good too: {chosen} is about as good; the computer plays {answer}. {why}"),
    "wrong": ("更好的是{answer}。{why}", "更好的是{answer}。{why}", "Better: {answer}. {why}"),
}


def _say(key: str, lang: str, **params) -> str:
    from app.engine.messages import lang_index

    row = WORDS[key]
    return row[lang_index(lang)].format(**{k: (v.text(lang) if isinstance(v, Say) else v)
                                           for k, v in params.items()})


@dataclass(frozen=True)
class Verdict:
    correct: bool           # the answer (or one within the good margin of it)
    exact: bool             # the answer itself
    cost: float             # how far behind the answer, in evaluation units
    text: str               # what the player reads (in the language asked)


@dataclass(frozen=True)
class Puzzle:
    id: str
    variant: str
    seed: int
    actions: tuple[str, ...]      # the hand so far (action texts), replayable through the engine
    seat: int
    answer: str
    second: str
    grade: str
    margin: float
    values: tuple[tuple[str, float, bool], ...]   # (action text, hard's value, searched) best first

    @property
    def family(self) -> str:
        return variant_of(self.variant).family

    def state(self):
        """The position, replayed through the engine (``RecordError`` if it no longer replays)."""
        v = find_variant(self.variant)
        st = Match(v, None, self.seed).current
        for i, text in enumerate(self.actions):
            try:
                st.apply(v.engine.parse_action(text))
            except Exception as exc:   # a rules change: say which puzzle and where
                reason = getattr(exc, "reason", exc)
                raise RecordError(f"puzzle {self.id}: action {i + 1} ({text}) no longer replays: {reason}") from None
        if st.is_over or st.to_act != self.seat:
            raise RecordError(f"puzzle {self.id}: the position is not the seat's turn any more")
        return st

    def view(self) -> SeatView:
        return self.state().view(self.seat)

    def action(self, text: str) -> Action:
        return find_variant(self.variant).engine.parse_action(text)

    def check(self, chosen: Action | str, lang: str = "zh", view: SeatView | None = None) -> Verdict:
        """The verdict on ``chosen`` with the review's explanation."""
        view = view or self.view()
        if isinstance(chosen, str):
            chosen = self.action(chosen)
        if chosen not in view.legal:
            raise RecordError(f"{chosen.text()} is not a legal choice in puzzle {self.id}")
        values = {t: (v, s) for t, v, s in self.values}
        answer = self.action(self.answer)
        best = Assessment(answer, values[self.answer][0], values[self.answer][0], values[self.answer][1],
                          best=True)
        text = chosen.text()
        cv, cs = values.get(text, (min(v for v, _ in values.values()), False))
        mine = Assessment(chosen, cv, cv, cs)
        cost = max(0.0, best.value - mine.value)
        exact = chosen == answer
        good = exact or cost <= GOOD_MARGIN[self.family]
        rng = Rng(derive_seed(self.seed, len(self.actions)))
        if exact:
            second = self.action(self.second)
            sv, ss = values[self.second]
            why = reason_for(view, Assessment(second, sv, sv, ss), best, rng)
            out = _say("right", lang, answer=action_words(answer, self.variant), why=why)
        else:
            why = reason_for(view, mine, best, rng)
            key = "close" if good else "wrong"
            out = _say(key, lang, answer=action_words(answer, self.variant),
                       chosen=action_words(chosen, self.variant), why=why)
        return Verdict(good, exact, cost, out)

    def to_json(self) -> dict:
        return {"id": self.id, "variant": self.variant, "seed": self.seed, "actions": list(self.actions),
                "seat": self.seat, "answer": self.answer, "second": self.second, "grade": self.grade,
                "margin": round(self.margin, 3),
                "values": [[t, round(v, 4), s] for t, v, s in self.values]}

    @classmethod
    def from_json(cls, d: dict) -> "Puzzle":
        try:
            return cls(str(d["id"]), str(d["variant"]), int(d["seed"]), tuple(str(a) for a in d["actions"]),
                       int(d["seat"]), str(d["answer"]), str(d["second"]), str(d["grade"]), float(d["margin"]),
                       tuple((str(t), float(v), bool(s)) for t, v, s in d["values"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"a puzzle cannot be read: {type(exc).__name__} {exc}") from None


def resource_path(family: str) -> Path:
    from app.paths import resources_dir

    return Path(resources_dir()) / "puzzles" / f"{family}.json"


def load_puzzles(family: str | None = None) -> list[Puzzle]:
    """The shipped puzzles (of one family, or all)."""
    fams = [family] if family else list(FAMILIES)
    out: list[Puzzle] = []
    for fam in fams:
        if fam not in FAMILIES:
            raise RecordError(f"unknown family {fam!r} (longcard or zipai)")
        path = resource_path(fam)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise RecordError(f"{path.name}: cannot read the puzzles ({exc})") from None
        if data.get("format") != FORMAT:
            raise RecordError(f"{path.name}: puzzle format {data.get('format')!r}, expected {FORMAT}")
        out.extend(Puzzle.from_json(p) for p in data["puzzles"])
    return out


# ---------------------------------------------------------------- making them

def _grade(view: SeatView, answer: Action, rng_seed: int) -> str:
    beginner = EasyPlayer(mistake_rate=0.0, claim_rate=1.0).choose(view, Rng(rng_seed))
    if beginner == answer:
        return "easy"
    if NormalPlayer().rank(view, Rng(rng_seed))[0][1] == answer:
        return "medium"
    return "hard"


def candidate(view: SeatView, player: HardPlayer, seed: int, samples: int = SAMPLES):
    """(answer, second, margin, assessment) if hard's best beats the second
    clearly and stays best over two more independent sets of sampled deals,
    else None."""
    fam = variant_of(view.variant).family
    legal = view.legal
    if len(legal) < 2 or any(a.kind in WIN_KINDS or a.kind == "ao" for a in legal):
        return None
    margins = []
    first = None
    for rep in range(3):
        a = player.assess(view, Rng(derive_seed(seed, rep)), samples=samples)
        best = a[0]
        rest = sorted((x for x in a[1:]), key=lambda x: -x.value)
        if not rest:
            return None
        second = rest[0]
        margin = best.value - second.value
        if margin < CLEAR[fam]:
            return None
        if best.searched and best.gain > 0 and best.gain < CLEAR_SE * best.se:
            return None
        if first is None:
            first = (best, second, a)
            if not any(x.searched for x in a):
                margins.append(margin)
                break      # no sampling involved: the same on every set of deals
        elif best.action != first[0].action:
            return None
        margins.append(margin)
    best, second, a = first
    return best.action, second.action, min(margins), a


def generate(family: str, seed: int, count: int, progress: Callable[[str], None] | None = None,
             per_hand: int = 3, max_hands: int = 2000,
             on_hand: Callable[[list[Puzzle]], None] | None = None) -> list[Puzzle]:
    """``count`` puzzles of ``family`` from computer games (normal players on
    every seat), at most ``per_hand`` from one hand; reproducible from ``seed``."""
    vids = FAMILIES[family]
    player = HardPlayer()
    out: list[Puzzle] = []
    # grades: two in five easy, two in five medium, one in five hard (hard ones are rarer)
    hard_n = count // 5
    want = {"easy": (count - hard_n + 1) // 2, "medium": (count - hard_n) // 2, "hard": hard_n}
    spare: list[Puzzle] = []
    for k in range(max_hands):
        if len(out) >= count:
            break
        vid = vids[k % len(vids)]
        v = find_variant(vid)
        mseed = derive_seed(seed, k)
        st = Match(v, None, mseed).current
        players = [NormalPlayer() for _ in range(st.num_seats)]
        rng = Rng(derive_seed(seed, k, 99))
        taken = 0
        log: list[str] = []
        pick_rng = Rng(derive_seed(seed, k, 7))
        while not st.is_over and taken < per_hand:
            s = st.to_act
            view = st.view(s)
            # a long-card discard is judged without sampling: only a claim can be a hard one
            claim = any(a.kind in CLAIM_KINDS for a in view.legal)
            only_hard = want["easy"] <= 0 and want["medium"] <= 0
            look = pick_rng.random() < (1.0 if claim else 0.35)
            if only_hard and family == "longcard" and not claim:
                look = False
            if len(view.legal) > 1 and look:
                found = candidate(view, player, derive_seed(seed, k, len(log)))
                if found is not None:
                    answer, second, margin, a = found
                    grade = _grade(view, answer, derive_seed(seed, k, len(log), 3))
                    p = Puzzle(f"{family[0]}{len(out) + len(spare) + 1:03d}", vid, mseed, tuple(log), s,
                               answer.text(), second.text(), grade, margin,
                               tuple((x.action.text(), x.value, x.searched) for x in a))
                    if want[grade] > 0:
                        want[grade] -= 1
                        out.append(p)
                        taken += 1
                        if progress:
                            progress(f"{family}: {len(out)}/{count} ({grade}, {vid}, hand {k + 1})")
                    else:
                        spare.append(p)
            action = players[s].choose(view, rng)
            st.apply(action)
            log.append(action.text())
        if on_hand is not None:
            on_hand(_final(family, out, spare, count))   # a run cut at any hand leaves a usable set
        if len(out) + len(spare) >= 3 * count // 2:
            break
    return _final(family, out, spare, count)


def _final(family: str, out: list[Puzzle], spare: list[Puzzle], count: int) -> list[Puzzle]:
    """The set: the puzzles taken, a grade that is rare filled up from the
    spare ones of the others, sorted by grade and numbered."""
    out = list(out)
    for p in spare:
        if len(out) >= count:
            break
        out.append(p)
    out.sort(key=lambda p: (GRADES.index(p.grade), p.id))
    return [Puzzle(f"{family[0]}{i + 1:03d}", *_fields(p)[1:]) for i, p in enumerate(out)]


def _fields(p: Puzzle) -> tuple:
    return (p.id, p.variant, p.seed, p.actions, p.seat, p.answer, p.second, p.grade, p.margin, p.values)


def save_puzzles(family: str, puzzles: list[Puzzle], seed: int, path: Path | None = None) -> Path:
    path = path or resource_path(family)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"format": FORMAT, "family": family, "seed": seed,
            "made_by": "python benchmarks/make_puzzles.py", "count": len(puzzles),
            "puzzles": [p.to_json() for p in puzzles]}
    path.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    return path

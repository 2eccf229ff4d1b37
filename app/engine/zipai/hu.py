"""The 字牌 hu check: the highest-胡息 way to arrange a hand.

Cards are kinds 0–19 (0–9 small 一…十, 10–19 big 壹…拾).  A hand is packed
into one integer: four bits per kind, each field holding ``8 + count`` (the 8
is a guard bit).  Taking a group away is one subtraction, and the group fits
exactly when every guard bit survives — no loops over kinds.

The search settles the lowest *column* still present (a rank's small and big
card together) in one step: every way to use that column up — 坎, 顺子 and
二七十 starting there, 大小三搭, the group of two — is precomputed per rule set
(``HuTable._columns``, indexed by the column's two counts and which of the
next two columns hold cards), and every hand of at most six cards that can
be arranged is one table look-up (``HuTable._small``).  A 21-card hand is
settled in a handful of steps; the best 胡息 of each packed remainder is
memoised per rule set.  Remainders repeat very often (between the seats, the
cards tried as winning cards and the hands of a playout), so after a short
warm-up most questions are one dictionary look-up.  The per-kind groups
(``HuTable.groups``) still list the arrangements for people.

Shapes: groups of three (坎, 顺子, 二七十, 大小三搭) and, when the card count
asks for it (count ≡ 2 mod 3), one group of two: a pair (qidong) or any 门子
(waihuzi / yiyang).  qidong never splits a 坎 (three alike in the hand) nor a
龙 (four alike); waihuzi and yiyang may.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

Kinds = tuple[int, ...]          # card kinds 0–19
Counts = Sequence[int]           # counts per kind (length 20)
Arrangement = tuple[int, list[tuple[str, Kinds]]]   # (胡息, [(form, kinds), ...])

NEG = -(10 ** 9)
KINDS = 20
_GUARD = sum(8 << (4 * k) for k in range(KINDS))
_COUNTS = sum(7 << (4 * k) for k in range(KINDS))
_LOW = sum(1 << (4 * k) for k in range(KINDS))          # bit 0 of every field
_THREES = 3 * _LOW
_LOW_SMALL = sum(1 << (4 * k) for k in range(10))      # … of the small kinds' fields
RED = frozenset({1, 6, 9, 11, 16, 19})


def big(k: int) -> bool:
    return k >= 10


def pack(counts: Counts) -> int:
    """Counts per kind (length 20) -> packed hand with guard bits."""
    return _GUARD + int.from_bytes(bytes([counts[i] | (counts[i + 1] << 4) for i in range(0, 20, 2)]),
                                   "little")


def unpack(w: int) -> list[int]:
    return [(w >> (4 * k)) & 7 for k in range(KINDS)]


def _bits(kinds: Sequence[int]) -> int:
    """Bit 0 of each kind's field (a kind named twice counts once)."""
    out = 0
    for k in kinds:
        out |= 1 << (4 * k)
    return out


def _delta(kinds: Sequence[int]) -> int:
    d = 0
    for k in kinds:
        d += 1 << (4 * k)
    return d


def _sentences() -> list[tuple[str, Kinds]]:
    """Every group of three different-or-mixed kinds: (form, kinds)."""
    out: list[tuple[str, Kinds]] = []
    for base in (0, 10):
        for r in range(8):
            out.append(("shun", (base + r, base + r + 1, base + r + 2)))
        out.append(("ekt", (base + 1, base + 6, base + 9)))
    for r in range(10):
        out.append(("sanda", (r, r, r + 10)))
        out.append(("sanda", (r, r + 10, r + 10)))
    return out


SENTENCES = _sentences()


def menzi_pairs() -> list[tuple[int, int]]:
    """Two different kinds that a third card can complete into a sentence."""
    out: list[tuple[int, int]] = []
    for base in (0, 10):
        for r in range(10):
            if r + 1 < 10:
                out.append((base + r, base + r + 1))
            if r + 2 < 10:
                out.append((base + r, base + r + 2))
        out += [(base + 1, base + 6), (base + 1, base + 9), (base + 6, base + 9)]
    return out


MENZI = menzi_pairs()
_MENZI_SET = frozenset(MENZI)
_SANDA_MENZI = frozenset((r, r + 10) for r in range(10))


def is_menzi(a: int, b: int, sanda: bool) -> bool:
    """A 门子: a pair, or two cards one more card makes a sentence of."""
    a, b = min(a, b), max(a, b)
    if a == b:
        return True
    if (a, b) in _SANDA_MENZI:
        return sanda
    return (a, b) in _MENZI_SET


def sentence_form(kinds: Sequence[int]) -> str | None:
    """'shun', 'ekt' or 'sanda' if the three kinds are a sentence, else None."""
    ks = tuple(sorted(kinds))
    for form, g in SENTENCES:
        if g == ks:
            return form
    return None


_COMPLETIONS: dict[tuple[int, int, bool], list[int]] = {}


def completions(a: int, b: int, sanda: bool) -> list[int]:
    """The kinds that complete the 门子 (a, b) into a sentence."""
    key = (a, b, sanda)
    got = _COMPLETIONS.get(key)
    if got is None:
        got = _COMPLETIONS[key] = _completions(a, b, sanda)
    return got


def chi_shapes(k: int, sanda: bool) -> tuple[tuple[Kinds, Kinds], ...]:
    """Sentences holding kind ``k``: (sorted kinds, the two other kinds)."""
    key = (k, sanda)
    got = _CHI_SHAPES.get(key)
    if got is None:
        found: list[tuple[Kinds, Kinds]] = []
        for form, g in SENTENCES:
            if k in g and (form != "sanda" or sanda):
                rest = list(g)
                rest.remove(k)
                found.append((tuple(sorted(g)), tuple(rest)))
        got = _CHI_SHAPES[key] = tuple(found)
    return got


_CHI_SHAPES: dict[tuple[int, bool], tuple[tuple[Kinds, Kinds], ...]] = {}


def _completions(a: int, b: int, sanda: bool) -> list[int]:
    out: list[int] = []
    for form, g in SENTENCES:
        if form == "sanda" and not sanda:
            continue
        rest = list(g)
        try:
            rest.remove(a)
            rest.remove(b)
        except ValueError:
            continue
        if rest[0] not in out:
            out.append(rest[0])
    return out


def _pair_completions(k: int, sanda: bool) -> list[int]:
    """The kinds a pair of ``k`` waits for: the third alike and, with 大小三搭, the other case."""
    return [k, (k + 10) % 20] if sanda else [k]


_MENZI_UNITS: dict[tuple[Kinds, bool], float] = {}


def menzi_units(hand: Counts, sanda: bool) -> float:
    """How many 门子 a dealt hand holds, counted as seed 004 §8.4 counts them
    ("不够6个半门子"): four alike are one 门子 and stay whole (a dealt four is a
    溜, one group for four cards: the text's example, four fours + 肆伍陆 + 五,
    counts 4 + 1 + ½); the rest is split at best into groups of three (坎, 顺子,
    二七十, 大小三搭: one each) and *live* two-card 门子 (a pair, or two cards a
    third makes a sentence of: one each; live when some card that completes it
    is not all in this hand), plus a half for a card left over.  A ready 闲 hand
    is six groups and a single, 6½; a ready 庄 hand six groups and a 门子, 7."""
    key = (tuple(hand), sanda)
    got = _MENZI_UNITS.get(key)
    if got is not None:
        return got
    outside = [4 - c for c in hand]
    live_pair = [any(outside[x] for x in _pair_completions(k, sanda)) for k in range(KINDS)]
    memo: dict[Kinds, tuple[int, int]] = {}

    def rec(c: Kinds) -> tuple[int, int]:
        """(best units using every card, best units leaving ≥ 1 card over)."""
        got = memo.get(c)
        if got is not None:
            return got
        i = next((k for k in range(KINDS) if c[k]), None)
        if i is None:
            return (0, NEG)
        exact = spare = NEG
        cl = list(c)
        options: list[Kinds] = []
        if c[i] == 4:
            options.append((i, i, i, i))
        elif c[i] == 3:
            options.append((i, i, i))
        if c[i] < 4:
            options += [g for f, g in SENTENCES if g[0] == i and (f != "sanda" or sanda)
                        and all(hand[k] < 4 for k in g)]
            if c[i] >= 2 and live_pair[i]:
                options.append((i, i))
            options += [(i, j) for j in range(i + 1, KINDS) if c[j] and hand[j] < 4 and is_menzi(i, j, sanda)
                        and any(outside[x] for x in completions(i, j, sanda))]
        for g in options:
            d = list(cl)
            for k in g:
                d[k] -= 1
            if min(d) < 0:
                continue
            e, sp = rec(tuple(d))
            exact = max(exact, e + 1)
            spare = max(spare, sp + 1)
        if c[i] < 4:
            cl[i] -= 1
            e, sp = rec(tuple(cl))          # the lowest card left over
            spare = max(spare, e, sp)
        memo[c] = (exact, spare)
        return memo[c]

    exact, spare = rec(tuple(hand))
    del rec         # as in ``HuTable.arrangements``: no cycle left for the collector
    got = max(float(exact), spare + 0.5)
    if len(_MENZI_UNITS) > 10_000:
        _MENZI_UNITS.clear()
    _MENZI_UNITS[key] = got
    return got


def _quick_units(hand: Counts, sanda: bool) -> float:
    """A lower bound of ``menzi_units`` from one greedy split (cheap)."""
    outside = [4 - c for c in hand]
    units = sum(1 for c in hand if c >= 2)      # fours, 坎 and (live) pairs
    singles = [k for k in range(KINDS) if hand[k] == 1]
    used: set[int] = set()
    for x, i in enumerate(singles):
        if i in used:
            continue
        for j in singles[x + 1:]:
            if j not in used and is_menzi(i, j, sanda) and any(outside[y] for y in completions(i, j, sanda)):
                used.update((i, j))
                units += 1
                break
    return units + (0.5 if len(used) < len(singles) else 0)


def dead_deal(hand: Counts, sanda: bool) -> bool:
    """起手死手牌 (seed 004 §8.4): fewer than 6½ 门子 when dealt."""
    if _quick_units(hand, sanda) >= 6.5:
        return False
    return menzi_units(hand, sanda) < 6.5


@dataclass(frozen=True)
class HuRules:
    """What a variant's hu check needs to know (built from ``Variant.params``)."""

    name: str
    sanda: bool
    pair_only: bool            # qidong: the one group of two must be a pair
    lock_kan: bool             # qidong: 坎 and 龙 in the hand stay whole
    kan: tuple[int, int]       # 胡息 of a 坎 (small, big)
    shun123: tuple[int, int]   # 一二三 / 壹贰叁
    ekt: tuple[int, int]       # 二七十 / 贰柒拾
    quad_hand: tuple[int, int]  # four alike left in the hand (qidong 龙)
    peng: tuple[int, int]
    wai: tuple[int, int]       # 歪 / 偎
    liu_own: tuple[int, int]   # 溜 / 提 on one's own draw
    liu_other: tuple[int, int] | None  # 跑 on another's card (None: not allowed)
    win_bonus: int
    min_xi: int
    diao_same_only: bool       # yiyang: 吊字 wins only on the same card
    diao_own_only: bool = False  # yiyang: … and only on one's own draw of it

    def group_xi(self, form: str, kinds: Sequence[int]) -> int:
        b = 1 if big(kinds[0]) else 0
        if form == "kan":
            return self.kan[b]
        if form == "shun":
            return self.shun123[b] if kinds[0] % 10 == 0 else 0
        if form == "ekt":
            return self.ekt[b]
        if form == "sanda":
            return 0
        if form == "quad":
            return self.quad_hand[b]
        if form in ("pair", "menzi"):
            return self.leftover_xi(kinds[0], kinds[1])
        raise ValueError(form)

    def reaches(self, arranged: int, table_xi: int) -> bool:
        """Whether a hand arranged for ``arranged`` 胡息 (``NEG``: no arrangement), with
        ``table_xi`` on the table, is a win: the win's own bonus counts toward the minimum
        (seed 002: 8 息 including +1 for the win).  Play's and the computer's win checks ask here;
        the scorer compares its shown total, which holds the bonus already."""
        return arranged > NEG and arranged + table_xi + self.win_bonus >= self.min_xi

    def leftover_xi(self, a: int, b: int) -> int:
        """A 门子 left over when the winning card went elsewhere (seed 002 §I.10):
        +1 if it is a pair or red; qidong's pair counts 0."""
        if self.pair_only:
            return 0
        return 1 if (a == b or (a in RED and b in RED)) else 0

    def diao_xi(self, a: int, win: int) -> int:
        """吊张 (seed 002 §I.9): 2 for the same card or red to red, else 1."""
        if self.pair_only:
            return 0
        return 2 if (a == win or (a in RED and win in RED)) else 1


_Group = tuple[int, int, int, str, Kinds]      # (delta, size, 胡息, form, kinds)
_Sent = tuple[str, Kinds, int, int, Kinds]     # (form, kinds, 胡息, delta, the other two)
_Two = tuple[int, Kinds, int, int]             # (partner, kinds, 胡息, delta)


class HuTable:
    """Memoised best-胡息 search for one rule set."""

    MAX_MEMO = 400_000          # about 40 MB at most; cleared when full
    MAX_WITH = 100_000

    def __init__(self, rules: HuRules):
        self.rules = rules
        self.memo: dict[int, int] = {}
        self.with_memo: dict[tuple[Kinds, int, str], int] = {}
        self.groups = self._groups()
        self._wt: tuple[list[list[_Sent]], list[list[_Two]]] | None = None
        self._fast_win: Any = None
        self.columns = self._columns()
        self.small = self._small()
        self._step = self._make_step()

    def _groups(self) -> list[tuple[_Group, ...]]:
        r = self.rules
        per_kind: list[list[_Group]] = [[] for _ in range(KINDS)]
        cand: list[tuple[str, Kinds]] = [("kan", (k, k, k)) for k in range(KINDS)]
        cand += [(f, g) for f, g in SENTENCES if f != "sanda" or r.sanda]
        if r.lock_kan:
            cand = [(f, g) for f, g in cand if f != "kan"]  # stripped beforehand
        twos: list[tuple[str, Kinds]] = [("pair", (k, k)) for k in range(KINDS)]
        if not r.pair_only:
            twos += [("menzi", g) for g in MENZI]
            if r.sanda:
                twos += [("menzi", (k, k + 10)) for k in range(10)]
        for form, g in cand + twos:
            per_kind[min(g)].append((_delta(g), len(g), r.group_xi(form, g), form, tuple(sorted(g))))
        # three-groups first: they never need the parity check
        for lst in per_kind:
            lst.sort(key=lambda t: -t[1])
        return [tuple(lst) for lst in per_kind]

    def _columns(self) -> tuple[tuple[tuple[int, int, int], ...], ...]:
        """Every way to use up one *column* — the small and the big card of
        one rank, ``s`` and ``b`` of them — by groups whose lowest column it is
        (坎, 顺子 and 二七十 starting there, 大小三搭, and at most one group of
        two when ``two``): (packed cards taken, how many, 胡息).  Indexed by
        ``50 × column + 2 × (5 s + b) + two``; hand-independent, built once per
        rule set (a few thousand entries)."""
        r = self.rules
        out: list[tuple[tuple[int, int, int], ...]] = []
        for col in range(10):
            S, B = col, col + 10
            # (small used here, big used here, delta, size, 胡息) of one group
            threes: list[tuple[int, int, int, int, int]] = []
            if not r.lock_kan:
                threes.append((3, 0, _delta((S, S, S)), 3, r.kan[0]))
                threes.append((0, 3, _delta((B, B, B)), 3, r.kan[1]))
            if r.sanda:
                threes.append((2, 1, _delta((S, S, B)), 3, 0))
                threes.append((1, 2, _delta((S, B, B)), 3, 0))
            if col <= 7:
                threes.append((1, 0, _delta((S, S + 1, S + 2)), 3, r.shun123[0] if col == 0 else 0))
                threes.append((0, 1, _delta((B, B + 1, B + 2)), 3, r.shun123[1] if col == 0 else 0))
            if col == 1:
                threes.append((1, 0, _delta((1, 6, 9)), 3, r.ekt[0]))
                threes.append((0, 1, _delta((11, 16, 19)), 3, r.ekt[1]))
            twos: list[tuple[int, int, int, int, int]] = [
                (2, 0, _delta((S, S)), 2, r.leftover_xi(S, S)), (0, 2, _delta((B, B)), 2, r.leftover_xi(B, B))]
            if not r.pair_only:
                partners = [(S, S + 1), (S, S + 2)] + ([(1, 6), (1, 9)] if col == 1 else []) \
                    + ([(6, 9)] if col == 6 else [])
                for a, c in partners:
                    if c <= 9:
                        twos.append((1, 0, _delta((a, c)), 2, r.leftover_xi(a, c)))
                        twos.append((0, 1, _delta((a + 10, c + 10)), 2, r.leftover_xi(a + 10, c + 10)))
                if r.sanda:
                    twos.append((1, 1, _delta((S, B)), 2, r.leftover_xi(S, B)))
            for sb in range(25):
                s_, b_ = divmod(sb, 5)
                for two in (0, 1):
                    found: dict[int, tuple[int, int, int]] = {}

                    def add(i: int, s_left: int, b_left: int, delta: int, size: int, xi: int) -> None:
                        if s_left == 0 and b_left == 0:
                            got = found.get(delta)
                            if got is None or got[2] < xi:
                                found[delta] = (delta, size, xi)
                        if i == len(threes):
                            return
                        add(i + 1, s_left, b_left, delta, size, xi)
                        ds, db, d, sz, x = threes[i]
                        k = 1
                        while ds * k <= s_left and db * k <= b_left and (ds or db):
                            add(i + 1, s_left - ds * k, b_left - db * k, delta + d * k, size + sz * k, xi + x * k)
                            k += 1

                    add(0, s_, b_, 0, 0, 0)
                    if two:
                        for ds, db, d, sz, x in twos:
                            if ds <= s_ and db <= b_:
                                add(0, s_ - ds, b_ - db, d, sz, x)
                    out.append(tuple(sorted(found.values(), key=lambda t: -t[2])))
        # then split each list by which of the next two columns hold cards
        # (small c+1, c+2 in bits 0 and 4, big in bits 1 and 5): a way that
        # needs a card of an empty field is left out of that list
        split: list[tuple[tuple[int, int, int], ...]] = []
        for idx, ways in enumerate(out):
            col = idx // 50
            fields = [(bit, k) for bit, k in ((0, col + 1), (4, col + 2), (1, col + 11), (5, col + 12))
                      if k < 20 and (k < 10 or col + 10 < k)]
            needs = []
            for way in ways:
                need = 0
                for bit, k in fields:
                    if (way[0] >> (4 * k)) & 7:
                        need |= 1 << bit
                needs.append(need)
            kept = {window: tuple(way for way, need in zip(ways, needs) if not need & ~window)
                    for window in (0, 1, 2, 3, 16, 17, 18, 19, 32, 33, 34, 35, 48, 49, 50, 51)}
            split.extend(kept[window & 51] for window in range(64))
        return tuple(split)

    def _small(self) -> dict[int, int]:
        """Best 胡息 of every packed hand of at most six cards that can be
        arranged (one or two groups of three, or one of three and the group of
        two, or the group of two alone) — the search's last steps as one
        look-up; hand-independent, built once per rule set."""
        threes: list[tuple[int, int]] = []
        twos: list[tuple[int, int]] = []
        for lst in self.groups:
            for delta, size, xi, _form, _g in lst:
                (threes if size == 3 else twos).append((delta, xi))
        out: dict[int, int] = {}

        def put(w: int, xi: int) -> None:
            if (w + _THREES) & _GUARD:      # five or six of a kind
                return
            key = _GUARD + w
            got = out.get(key)
            if got is None or got < xi:
                out[key] = xi

        for i, (d1, x1) in enumerate(threes):
            put(d1, x1)
            for d2, x2 in threes[i:]:
                put(d1 + d2, x1 + x2)
            for d2, x2 in twos:
                put(d1 + d2, x1 + x2)
        for d2, x2 in twos:
            put(d2, x2)
        return out

    # -- the search -------------------------------------------------------
    def best(self, w: int, n: int) -> int:
        """Best 胡息 of packed hand ``w`` holding ``n`` cards (NEG if no arrangement).

        The lowest column (rank, small and big together) is used up at once
        by one of its precomputed ways (``_columns``), so a hand is settled
        in at most ten steps; remainders are memoised."""
        if n == 0:
            return 0
        memo = self.memo
        got = memo.get(w)
        if got is not None:
            return got
        if self.rules.lock_kan:
            m3 = w & (w >> 1) & _LOW
            m4 = (w >> 2) & _LOW
            if m3 | m4:
                # qidong: every 坎 (3 alike) and 龙 (4 alike) is a fixed group
                r = self.rules
                w2 = w - 3 * m3 - 4 * m4
                fixed = (r.kan[0] * (m3 & _LOW_SMALL).bit_count() + r.kan[1] * (m3 >> 40).bit_count()
                         + r.quad_hand[0] * (m4 & _LOW_SMALL).bit_count()
                         + r.quad_hand[1] * (m4 >> 40).bit_count())
                res = self._col_best(w2, n - 3 * m3.bit_count() - 4 * m4.bit_count())
                res = res + fixed if res > NEG else NEG
                if len(memo) > self.MAX_MEMO:
                    memo.clear()
                memo[w] = res
                return res
        if n % 3 == 1:
            return NEG
        if n <= 6:
            return self.small.get(w, NEG)
        return self._step(w, n)

    def _col_best(self, w: int, n: int) -> int:
        if n <= 6:
            return self.small.get(w, NEG) if n else 0
        got = self.memo.get(w)
        if got is not None:
            return got
        if n % 3 == 1:
            return NEG
        return self._step(w, n)

    def _make_step(self) -> Callable[[int, int], int]:
        """The search's step as a closure over the tables (locals, not
        attributes): settle the lowest column of ``w`` (``n`` > 6 cards,
        ``n`` ≢ 1 mod 3, not memoised) by each of its ways; a remainder of at
        most six cards is one look-up in ``small``, a memoised one one in
        ``memo``, only the others a step of their own."""
        memo = self.memo
        memo_get = memo.get
        small_get = self.small.get
        columns = self.columns
        max_memo = self.MAX_MEMO

        def step(w: int, n: int) -> int:
            nz = (w | w >> 1 | w >> 2) & _LOW
            cm = (nz | nz >> 40) & _LOW_SMALL
            sh = (cm & -cm).bit_length() - 1
            x = w >> sh
            y = nz >> sh
            best = NEG
            for delta, size, xi in columns[(50 * (sh >> 2) + 10 * (x & 7) + 2 * ((x >> 40) & 7) + (n % 3 == 2)) * 64
                                           + ((y >> 4) & 17 | (y >> 43) & 34)]:
                rest = w - delta
                if rest & _GUARD != _GUARD:
                    continue
                m = n - size
                if m > 6:
                    v = memo_get(rest)
                    if v is None:
                        v = step(rest, m)
                    if v <= NEG:
                        continue
                elif m:
                    v = small_get(rest)
                    if v is None:
                        continue
                else:
                    v = 0
                v += xi
                if v > best:
                    best = v
            if len(memo) > max_memo:
                memo.clear()
            memo[w] = best
            return best

        return step

    def _strip(self, w: int, n: int) -> tuple[int, int, int]:
        """qidong: take out every 坎 (3 alike) and 龙 (4 alike) as fixed groups."""
        fixed = 0
        r = self.rules
        for k in range(KINDS):
            c = (w >> (4 * k)) & 7
            if c >= 3:
                b = 1 if k >= 10 else 0
                fixed += r.kan[b] if c == 3 else r.quad_hand[b]
                w -= c << (4 * k)
                n -= c
        return fixed, w, n

    def arrangements(self, w: int, n: int, limit: int = 500) -> list[Arrangement]:
        """Every arrangement as (胡息, [(form, kinds), ...]), best first."""
        out: list[Arrangement] = []
        seen: set[tuple[tuple[str, Kinds], ...]] = set()

        def rec(w: int, n: int, acc: list[tuple[str, Kinds]], xi: int) -> None:
            if len(out) >= limit:
                return
            if n == 0:
                key = tuple(sorted(acc))
                if key not in seen:
                    seen.add(key)
                    out.append((xi, list(acc)))
                return
            if self.best(w, n) <= NEG:
                return
            if self.rules.lock_kan:
                fixed_groups: list[tuple[str, Kinds]] = []
                for k in range(KINDS):
                    c = (w >> (4 * k)) & 7
                    if c >= 3:
                        fixed_groups.append(("kan" if c == 3 else "quad", (k,) * c))
                if fixed_groups:
                    fx, w2, n2 = self._strip(w, n)
                    rec(w2, n2, acc + fixed_groups, xi + fx)
                    return
            low = w & _COUNTS
            i = ((low & -low).bit_length() - 1) >> 2
            for delta, size, gxi, form, g in self.groups[i]:
                if size == 2 and n % 3 != 2:
                    continue
                rest = w - delta
                if rest & _GUARD != _GUARD:
                    continue
                if self.best(rest, n - size) > NEG:
                    rec(rest, n - size, acc + [(form, g)], xi + gxi)

        rec(w, n, [], 0)
        del rec     # the recursion's closure refers to itself: a cycle the collector would have to find
        out.sort(key=lambda t: -t[0])
        return out

    # -- with a winning card -------------------------------------------------
    def _win_tables(self) -> tuple[list[list[_Sent]], list[list[_Two]]]:
        """Per winning card: the sentences it can join and the 吊张 partners."""
        r = self.rules
        sent: list[list[_Sent]] = [[] for _ in range(KINDS)]
        for form, g in SENTENCES:
            if form == "sanda" and not r.sanda:
                continue
            done: set[int] = set()
            for win in g:
                if win in done:
                    continue
                done.add(win)
                rest = list(g)
                rest.remove(win)
                gs = tuple(sorted(g))
                sent[win].append((form, gs, r.group_xi(form, gs), _delta(rest), tuple(rest)))
        two: list[list[_Two]] = [[] for _ in range(KINDS)]
        for win in range(KINDS):
            for k in range(KINDS):
                if r.pair_only or r.diao_same_only:
                    if k != win:
                        continue
                elif not is_menzi(k, win, False):
                    # seed 002 §I.9 lists 顺子 and 二七十 partners only (小五 吊 三…七)
                    continue
                two[win].append((k, tuple(sorted((k, win))), r.diao_xi(k, win), 1 << (4 * k)))
        return sent, two

    def win_groups(self, hand_w: int, win: int, how: str) -> list[tuple[str, Kinds, int, int]]:
        """Ways the winning card ``win`` joins the hand: (form, kinds, 胡息,
        packed remainder).  ``how``: "own" (own draw), "other" (someone
        else's draw) or "discard"."""
        r = self.rules
        if self._wt is None:
            self._wt = self._win_tables()
        sent, two = self._wt
        out: list[tuple[str, Kinds, int, int]] = []
        hc = (hand_w >> (4 * win)) & 7
        b = 1 if win >= 10 else 0
        lock = r.lock_kan
        if lock and hc == 3:
            # a 坎 meeting its fourth card becomes 提 (own draw) or 跑
            xi = r.liu_own[b] if how == "own" or r.liu_other is None else r.liu_other[b]
            out.append(("ti" if how == "own" else "pao", (win,) * 4, xi, hand_w - (3 << (4 * win))))
            return out
        if how == "own" and hc >= 2:
            # RULES.md, second review: one's own draw meeting a pair (or a
            # waihuzi/yiyang 坎) is a forced 歪/偎 first — the drawn card never
            # goes into a sentence while the pair stays a pair (seed 002 §I.3
            # "歪牌是强制歪牌的", §II.4 "必须先歪了然后在选择是否溜", 003 规则 8)
            out.append(("wai", (win,) * 3, r.wai[b], hand_w - (2 << (4 * win))))
            return out
        for form, gs, xi, delta, rest in sent[win]:
            rw = hand_w - delta
            if rw & _GUARD != _GUARD:
                continue
            if lock and any(((hand_w >> (4 * k)) & 7) >= 3 for k in rest):
                continue
            out.append((form, gs, xi, rw))
        if hc >= 2:
            out.append(("peng", (win,) * 3, r.peng[b], hand_w - (2 << (4 * win))))
        if hc >= 3 and not lock and r.liu_other is not None:
            out.append(("pao", (win,) * 4, r.liu_other[b], hand_w - (3 << (4 * win))))
        # the winning card ends the hand as a group of two (吊张 / the pair);
        # yiyang's 吊字 only on one's own draw (seed 004 §4.5 "另自摸同張")
        if r.diao_own_only and how != "own":
            return out
        for k, gs, xi, delta in two[win]:
            c = (hand_w >> (4 * k)) & 7
            if c == 0 or (lock and c >= 3):
                continue
            out.append(("diao", gs, xi, hand_w - delta))
        return out

    def waits(self, hand: Counts, table_xi: int) -> list[int]:
        """The kinds that would win for ``hand`` with ``table_xi`` on the table (听张), from
        another's draw or one's own (yiyang's 吊字 wins only on one's own; a pair meets one's own
        draw as a 歪/偎)."""
        w, n = pack(hand), sum(hand)
        return [k for k in range(len(hand)) if hand[k] < 4
                and self.rules.reaches(max(self.best_with(w, n, k, "other"), self.best_with(w, n, k, "own")),
                                       table_xi)]

    def best_with_counts(self, hand: Counts, win: int, how: str) -> int:
        """``best_with`` for a count list, memoised on (counts, card, how):
        the question a game asks of every seat for every card."""
        key = (tuple(hand), win, how)
        got = self.with_memo.get(key)
        if got is None:
            if len(self.with_memo) > self.MAX_WITH:
                self.with_memo.clear()
            got = self.with_memo[key] = self.best_with(pack(hand), sum(hand), win, how)
        return got

    def best_with(self, hand_w: int, n: int, win: int, how: str) -> int:
        """Best hand 胡息 (without table melds or bonus) once ``win`` joins; NEG if none.

        The same ways as ``win_groups`` (which lists them for people), tried
        straight from precomputed per-card tables without building the list;
        a way's remainder is first looked up in the memo (in a game most are
        there: the same remainders come back from card to card and seat to
        seat), only the others searched."""
        r = self.rules
        if self._fast_win is None:
            self._fast_win = self._fast_win_tables()
        sent, two = self._fast_win
        sh = 4 * win
        hc = (hand_w >> sh) & 7
        b = 1 if win >= 10 else 0
        lock = r.lock_kan
        best = self.best
        memo_get = self.memo.get
        if lock and hc == 3:
            xi = r.liu_own[b] if how == "own" or r.liu_other is None else r.liu_other[b]
            v = best(hand_w - (3 << sh), n - 3)
            return v + xi if v > NEG else NEG
        if how == "own" and hc >= 2:
            v = best(hand_w - (2 << sh), n - 2)
            return v + r.wai[b] if v > NEG else NEG
        out = NEG
        locked = (hand_w & (hand_w >> 1) & _LOW) | ((hand_w >> 2) & _LOW) if lock else 0
        for xi, delta, rest_low in sent[win]:
            rw = hand_w - delta
            if rw & _GUARD != _GUARD or locked & rest_low:
                continue
            got = memo_get(rw)
            v = best(rw, n - 2) if got is None else got
            if v > NEG and v + xi > out:
                out = v + xi
        if hc >= 2:
            rw = hand_w - (2 << sh)
            got = memo_get(rw)
            v = best(rw, n - 2) if got is None else got
            if v > NEG and v + r.peng[b] > out:
                out = v + r.peng[b]
        if hc >= 3 and not lock and r.liu_other is not None:
            v = best(hand_w - (3 << sh), n - 3)
            if v > NEG and v + r.liu_other[b] > out:
                out = v + r.liu_other[b]
        if r.diao_own_only and how != "own":
            return out
        left = n - 1
        for k_sh, xi, delta in two[win]:
            c = (hand_w >> k_sh) & 7
            if c == 0 or (lock and c >= 3):
                continue
            rw = hand_w - delta
            if not self._threes_only(rw, left):
                continue
            got = memo_get(rw)
            v = best(rw, left) if got is None else got
            if v > NEG and v + xi > out:
                out = v + xi
        return out

    def _fast_win_tables(self) -> tuple[list[tuple[tuple[int, int, int], ...]], list[tuple[tuple[int, int, int], ...]]]:
        """``_win_tables`` as (胡息, delta, low bits of the other kinds) per
        sentence and (shift, 胡息, delta) per 吊张 partner."""
        if self._wt is None:
            self._wt = self._win_tables()
        sent, two = self._wt
        fs = [tuple((xi, delta, _bits(rest)) for _f, _g, xi, delta, rest in lst)
              for lst in sent]
        ft = [tuple((4 * k, xi, delta) for k, _g, xi, delta in lst) for lst in two]
        return fs, ft

    def _threes_only(self, w: int, n: int) -> bool:
        """After a 吊张/pair ending the rest must be groups of three or four:
        ``n`` cards less one per four alike (a qidong 龙 in the hand) ≡ 0 mod 3."""
        if self.rules.lock_kan:
            n -= sum(1 for k in range(KINDS) if (w >> (4 * k)) & 7 == 4)
        return n % 3 == 0

    def arrangements_with(self, hand_w: int, n: int, win: int, how: str,
                          limit: int = 500) -> list[Arrangement]:
        out: list[Arrangement] = []
        for form, g, xi, rw in self.win_groups(hand_w, win, how):
            left = n + 1 - len(g)
            if form == "diao" and not self._threes_only(rw, left):
                continue
            for v, groups in self.arrangements(rw, left, limit):
                out.append((v + xi, [(form, g)] + groups))
        out.sort(key=lambda t: -t[0])
        return out


_TABLES: dict[HuRules, HuTable] = {}


def table(rules: HuRules) -> HuTable:
    t = _TABLES.get(rules)
    if t is None:
        t = _TABLES[rules] = HuTable(rules)
    return t


def plain_best(counts: Counts, rules: HuRules) -> int | None:
    """The obvious search — counts list, no packing, no memo — giving the
    same answer as ``HuTable.best`` (None where that gives NEG).  Kept as the
    oracle of the property test and the baseline of the benchmark."""
    c = list(counts)
    fixed = 0
    if rules.lock_kan:
        for k in range(KINDS):
            if c[k] >= 3:
                fixed += rules.kan[1 if big(k) else 0] if c[k] == 3 else rules.quad_hand[1 if big(k) else 0]
                c[k] = 0
    r = _plain(c, rules)
    return None if r is None else r + fixed


def _plain(c: list[int], rules: HuRules) -> int | None:
    n = sum(c)
    if n == 0:
        return 0
    if n % 3 == 1:
        return None
    i = next(k for k in range(KINDS) if c[k])
    groups: list[tuple[str, Kinds]] = [] if rules.lock_kan else [("kan", (i, i, i))]
    groups += [(f, g) for f, g in SENTENCES if i == min(g) and (f != "sanda" or rules.sanda)]
    if n % 3 == 2:
        groups.append(("pair", (i, i)))
        if not rules.pair_only:
            groups += [("menzi", (i, j)) for j in range(i + 1, KINDS) if is_menzi(i, j, rules.sanda)]
    best = None
    for form, g in groups:
        d = list(c)
        for k in g:
            d[k] -= 1
        if min(d) < 0:
            continue
        r = _plain(d, rules)
        if r is not None:
            v = r + rules.group_xi(form, tuple(sorted(g)))
            best = v if best is None else max(best, v)
    return best

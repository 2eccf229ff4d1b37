"""Hand evaluation for 八胡头: the best arrangement of a hand plus its table.

Cards are kind indices 0..30 (``LongCard.index``): 筒 0–8, 索 9–17, 万 18–26,
千 27, 空瑶 28, 押子 29, 星儿 30.  A *pool* is a tuple of 31 counts: the cards
a player may arrange freely (hand plus 涨 将).

Groups that make cards 圆 (RULES.md "Long cards: rulings"):
- runs: one suit, ≥ 3 consecutive distinct ranks (万 2–9, 索 2–8, 筒 1–9);
  they extend exposed runs at either end (顺圆);
- *stacking groups*: the eight 豹子 (2–9, all three suits) and the six
  stacking 胡头 combinations.  Once one copy of each of its three kinds is in,
  any further copy of those kinds may join (repeats allowed);
- 招儿 (three alike held from the deal): 圆 by itself, never lends a card to a
  run, may sit whole inside one stacking group (its 胡 and the group's add);
- table groups: 碰/杠/摊庄 (may sit whole inside a stacking group), eaten
  groups (runs extend; eaten 豹子/combinations absorb further copies).

将 never need to be 圆.  胡: each combination type 1 (文钱 runs up to 2),
素碰 1, 将碰 4, 素杠 4, 将杠 11, 素招儿 2, 将招儿 8, 素摊庄 5, 将摊庄 11; capped at 11.

The search: choose which stacking groups to form (few candidates in practice),
then each suit is an independent run-cover problem solved by a small DP over
ranks whose state is the number of open runs of length 1, 2 and ≥ 3.  Suit
problems and whole evaluations are memoised on count tuples (bounded caches: a few
tens of MB at most in a long session).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Iterator, Sequence
from functools import lru_cache

from ..errors import GroupError

NKINDS = 31
QIAN, KONG, YA, XING = 27, 28, 29, 30
T1, S1, S9, W1 = 0, 9, 17, 18
JIANG = frozenset({T1, S1, S9, W1, QIAN, KONG, YA, XING})
HU_CAP = 11


def kind_code(k: int) -> str:
    from .cards import ALL_KINDS_CODES
    return ALL_KINDS_CODES[k]


# Ranks (0-based) a suit's cards may take in runs: 筒 1–9, 索 2–8, 万 2–9.
RUN_OK = (
    tuple(True for _ in range(9)),
    tuple(1 <= r <= 7 for r in range(9)),
    tuple(r >= 1 for r in range(9)),
)


@dataclass(frozen=True)
class Stack:
    """A stacking group: a 豹子 or one of the six stacking 胡头 combinations."""

    gid: int
    name: str
    kinds: tuple[int, int, int]
    hu: int
    is_baozi: bool


def _build_stacks() -> tuple[Stack, ...]:
    out: list[Stack] = []
    zh = "一二三四五六七八九"
    for n in range(1, 9):  # 豹子 2..9
        out.append(Stack(len(out), f"{zh[n]}豹", (n, 9 + n, 18 + n), 0, True))
    for name, ks in (("千空九", (QIAN, KONG, S9)), ("空九九", (KONG, S9, 26)),
                     ("押八九", (YA, 16, 26)), ("一一九", (S1, W1, 8)),
                     ("二二八", (10, 19, 7)), ("三三七", (11, 20, 6))):
        out.append(Stack(len(out), name, ks, 1, False))
    return tuple(out)


STACKS = _build_stacks()
NSTACKS = len(STACKS)
KIND_STACKS = tuple(tuple(s.gid for s in STACKS if k in s.kinds) for k in range(NKINDS))


def is_jiang(k: int) -> bool:
    return k in JIANG


def whole_hu(form: str, k: int) -> int:
    """胡 of a whole three/four-alike group."""
    j = k in JIANG
    if form == "peng":
        return 4 if j else 1
    if form == "gang":
        return 11 if j else 4
    if form == "tan":
        return 11 if j else 5
    if form == "zhaor":
        return 8 if j else 2
    return 0


# ---------------------------------------------------------------- table key

@dataclass(frozen=True)
class Table:
    """A player's table, reduced to what evaluation needs (hashable).

    ``whole``: sorted (form, kind) of 碰/杠/摊庄; ``runs``: eaten runs as
    (suit, first rank, last rank); ``stacks``: ids of eaten stacking groups;
    ``zhang``: counts of 涨 将 (they join the pool)."""

    whole: tuple[tuple[str, int], ...] = ()
    runs: tuple[tuple[int, int, int], ...] = ()
    stacks: frozenset[int] = frozenset()
    zhang: tuple[int, ...] = ()


EMPTY_TABLE = Table()


def classify_group(kinds: Iterable[int]) -> tuple[Any, ...]:
    """('run', suit, a, b) or ('stack', gid) for an eaten group; GroupError otherwise."""
    return _classify(tuple(sorted(kinds)))


@lru_cache(maxsize=4096)
def _classify(sorted_kinds: tuple[int, ...]) -> tuple[Any, ...]:
    ks = list(sorted_kinds)
    if len(ks) < 3:
        raise GroupError("an eaten group needs at least three cards")
    if all(k < 27 for k in ks):
        suit = ks[0] // 9
        if all(k // 9 == suit for k in ks) and len(set(ks)) == len(ks) \
                and ks[-1] - ks[0] == len(ks) - 1 and all(RUN_OK[suit][k % 9] for k in ks):
            return ("run", suit, ks[0] % 9, ks[-1] % 9)
    kset = set(ks)
    for s in STACKS:
        if kset == set(s.kinds):
            return ("stack", s.gid)
    names = " ".join(kind_code(k) for k in ks)
    raise GroupError(f"{names} is not a run, a 豹子 or a 胡头 combination")


def table_from_melds(melds: Iterable[Any]) -> Table:
    """Table of a seat's ``Meld`` objects (a face-down group with no cards
    shown is skipped: its owner is folded and it counts only for 庄)."""
    whole, runs, stacks = [], [], set()
    zh = [0] * NKINDS
    for m in melds:
        if not m.cards:
            continue
        if m.form in ("peng", "gang", "tan"):
            whole.append((m.form, m.cards[0].index))
        elif m.form == "chi":
            c = classify_group([x.index for x in m.cards])
            if c[0] == "run":
                runs.append(c[1:])
            else:
                stacks.add(c[1])
        elif m.form == "zhang":
            zh[m.cards[0].index] += 1
    return Table(tuple(sorted(whole)), tuple(sorted(runs)), frozenset(stacks), tuple(zh) if any(zh) else ())


def make_table(melds: Iterable[tuple[str, Iterable[int]]]) -> Table:
    """Table from (form, kinds) pairs; forms peng, gang, tan, chi, zhang."""
    whole, runs, stacks = [], [], set()
    zhang = [0] * NKINDS
    for form, kinds in melds:
        kinds = list(kinds)
        if form in ("peng", "gang", "tan"):
            need = 3 if form == "peng" else 4
            if len(kinds) != need or len(set(kinds)) != 1:
                raise GroupError(f"a {form} is {need} alike, not {' '.join(kind_code(k) for k in kinds)}")
            whole.append((form, kinds[0]))
        elif form == "chi":
            c = classify_group(kinds)
            if c[0] == "run":
                runs.append(c[1:])
            else:
                stacks.add(c[1])
        elif form == "zhang":
            for k in kinds:
                if k not in JIANG:
                    raise GroupError(f"only 将 are 涨, not {kind_code(k)}")
                zhang[k] += 1
        else:
            raise GroupError(f"unknown table form {form!r} (peng, gang, tan, chi, zhang)")
    return Table(tuple(sorted(whole)), tuple(sorted(runs)), frozenset(stacks), tuple(zhang) if any(zhang) else ())


# ---------------------------------------------------------------- suit DP

def _suit_dp(suit: int, lo: tuple[int, ...], hi: tuple[int, ...], starts: tuple[int, ...], ends: tuple[int, ...], trace: bool = False) -> Any:
    """Cover one suit with runs.  At rank i, ``x`` cards (0..hi) go into runs,
    ``lo - x`` (if positive) stay loose: ``e2``/``e1`` of them continue open
    runs of length 2/1 (the short runs left stop here and must sit right below
    an exposed run starting at i), the rest continue long runs or exposed runs
    ending at i - 1, then start new runs.  Returns (loose, -文钱 runs) minimal,
    plus the chosen (x, e1, e2) per rank when ``trace``."""
    ok = RUN_OK[suit]
    states = {(0, 0, 0): ((0, 0), ())}
    for i in range(9):
        new: dict[Any, Any] = {}
        absorb = starts[i]
        tail = ends[i - 1] if i else 0
        for (n1, n2, n3), (val, path) in states.items():
            if not ok[i]:
                if n1 or n2:
                    continue
                nv = (val[0] + lo[i], val[1])
                key = (0, 0, 0)
                cur = new.get(key)
                if cur is None or nv < cur[0]:
                    new[key] = (nv, path + ((0, 0, 0),) if trace else ())
                continue
            for x in range(hi[i] + 1):
                short = lo[i] - x
                nv = (val[0] + (short if short > 0 else 0), val[1] - (x if suit == 0 and i == 0 else 0))
                # greedy (extend every short run) is not always best: a short
                # run may stop below an exposed run while x extends another
                top2 = n2 if n2 < x else x
                for e2 in (range(top2, -1, -1) if absorb else (top2,)):
                    top1 = n1 if n1 < x - e2 else x - e2
                    for e1 in (range(top1, -1, -1) if absorb else (top1,)):
                        if (n1 - e1) + (n2 - e2) > absorb:
                            break
                        rem = x - e1 - e2
                        cap = n3 + tail
                        e3 = cap if cap < rem else rem
                        key = (rem - e3, e1, e2 + e3)
                        cur = new.get(key)
                        if cur is None or nv < cur[0]:
                            new[key] = (nv, path + ((x, e1, e2),) if trace else ())
        states = new
    best = None
    for (n1, n2, _n3), (val, path) in states.items():
        if n1 or n2:
            continue
        if best is None or val < best[0]:
            best = (val, path)
    return best  # never None: x = 0 everywhere is always possible


@lru_cache(maxsize=1 << 16)
def suit_value(suit: int, lo: tuple[int, ...], hi: tuple[int, ...], starts: tuple[int, ...], ends: tuple[int, ...]) -> tuple[Any, ...]:
    value: tuple[Any, ...] = _suit_dp(suit, lo, hi, starts, ends)[0]
    return value


def suit_runs(suit: int, lo: Sequence[int], hi: Sequence[int], starts: Sequence[int],
              ends: Sequence[int], table_runs: Sequence[tuple[int, int]]) -> tuple[list[Any], list[Any]]:
    """Rebuild the runs of the optimal cover: (hand runs as rank lists,
    extensions as (table run, ranks)), following the DP's recorded choices."""
    _, path = _suit_dp(suit, tuple(lo), tuple(hi), tuple(starts), tuple(ends), trace=True)
    runs: list[list[int]] = []
    extensions: list[Any] = []
    open_runs: list[list[int]] = []
    tab_up = {b: [tr for tr in table_runs if tr[1] == b] for b in range(9)}
    tab_down = {a: [tr for tr in table_runs if tr[0] == a] for a in range(9)}
    open_tab: list[Any] = []  # [table run, ranks added above]
    for i in range(9):
        x, e1, e2 = path[i]
        longs = [r for r in open_runs if len(r) >= 3]
        ext_tabs = [t for t in open_tab] + [[tr, []] for tr in tab_up.get(i - 1, [])]
        nxt: list[Any] = []
        nxt_tab: list[Any] = []
        below = list(tab_down.get(i, []))
        for length, n in ((2, e2), (1, e1)):
            for r in [r for r in open_runs if len(r) == length]:
                if n > 0:
                    r.append(i)
                    n -= 1
                    x -= 1
                    nxt.append(r)
                else:  # absorbed by a table run starting here
                    extensions.append((below.pop(0) if below else None, r))
        for r in longs:
            if x > 0:
                r.append(i)
                x -= 1
                nxt.append(r)
            else:
                runs.append(r)
        for t in ext_tabs:
            if x > 0:
                t[1].append(i)
                x -= 1
                nxt_tab.append(t)
            elif t[1]:
                extensions.append((t[0], t[1]))
        while x > 0:
            nxt.append([i])
            x -= 1
        open_runs, open_tab = nxt, nxt_tab
    runs.extend(r for r in open_runs if len(r) >= 3)
    extensions.extend((t[0], t[1]) for t in open_tab if t[1])
    return runs, extensions


# ---------------------------------------------------------------- evaluation

@dataclass(frozen=True)
class Option:
    """One arrangement: the stacking groups formed and its value."""

    loose: int
    hu: int           # uncapped
    stacks: frozenset[int]
    wenqian: int
    hand_runs: bool   # the arrangement puts hand cards in runs
    baozi: bool       # a 豹子 (hand or eaten)

    @property
    def round(self) -> bool:
        return self.loose == 0


def _prep(table: Table) -> Any:
    whole = [0] * NKINDS
    fixed = 0
    for form, k in table.whole:
        whole[k] += 1
        fixed += whole_hu(form, k)
    starts = [[0] * 9 for _ in range(3)]
    ends = [[0] * 9 for _ in range(3)]
    tab_wq = 0
    for suit, a, b in table.runs:
        starts[suit][a] += 1
        ends[suit][b] += 1
        if suit == 0 and a == 0:
            tab_wq += 1
    return whole, fixed, tuple(map(tuple, starts)), tuple(map(tuple, ends)), tab_wq


WENQIAN_KINDS = (0, 1, 2)  # 一二三筒


def wenqian_cap(zhaor: frozenset[int]) -> int:
    """文钱 a hand may count: two, unless one of 一二三筒 is a 招儿 (seed 001
    "不可以有三复张，即文钱中有任一招儿，不能组成双文钱") — then one at most.  A
    third loose 一筒 (a 涨 one, or the winning card) is a spare 将 and spoils
    nothing (RULES.md, rules version 2).  The one rule behind the evaluation,
    the arrangement shown and the judge's answer."""
    return 1 if any(k in zhaor for k in WENQIAN_KINDS) else 2


def beside_kinds(table: "Table") -> frozenset[int]:
    """素 kinds that stand 圆 beside their own 碰 on the table: the fourth card
    of a 碰 is a loose card, not a 杠 (no 加杠, RULES.md rules version 2); seed
    000 "同一張牌有三張或四張就算圓牌" makes it 圆, and the 碰 keeps its 胡.  (A
    将 fourth is a spare 将 anyway.)"""
    return frozenset(k for f, k in table.whole if f == "peng" and k not in JIANG)


class _Setup:
    """The per-(pool, 招儿, table) facts every stacking-group choice shares."""

    __slots__ = ("whole", "fixed", "starts", "ends", "tab_wq", "wq_cap", "zh", "single", "supply", "cands",
                 "eaten_kinds", "eaten_combo_hu", "eaten_baozi", "beside")

    def __init__(self, pool: tuple[int, ...], zhaor: frozenset[int], table: Table):
        whole, fixed, starts, ends, tab_wq = _prep(table)
        for k in zhaor:
            fixed += whole_hu("zhaor", k)
        # a 招儿 supplies one membership whole; copies beyond it (劈招) are singles
        zh = [1 if k in zhaor else 0 for k in range(NKINDS)]
        single = [pool[k] - 3 * zh[k] for k in range(NKINDS)]
        supply = [whole[k] + zh[k] + single[k] for k in range(NKINDS)]
        self.whole, self.fixed, self.starts, self.ends, self.tab_wq = whole, fixed, starts, ends, tab_wq
        self.zh, self.single, self.supply = zh, single, supply
        self.wq_cap = wenqian_cap(zhaor)
        self.beside = beside_kinds(table)
        self.cands = [st for st in STACKS if st.gid not in table.stacks and all(supply[k] for k in st.kinds)]
        self.eaten_kinds: set[int] = set()
        for gid in table.stacks:
            self.eaten_kinds.update(STACKS[gid].kinds)
        self.eaten_combo_hu = sum(STACKS[g].hu for g in table.stacks)
        self.eaten_baozi = any(STACKS[g].is_baozi for g in table.stacks)

    def cover(self, chosen: Sequence[Stack], demand: list[int],
              stop_on_loose: bool = False) -> tuple[int, int, bool]:
        """Runs for what the chosen stacking groups leave: (loose, 文钱 runs, every
        leftover optional).  With ``stop_on_loose`` it returns at the first loose card."""
        support = set(self.eaten_kinds) | self.beside
        for st in chosen:
            support.update(st.kinds)
        whole, zh, single = self.whole, self.zh, self.single
        loose = 0
        wq = 0
        all_lo_zero = True
        for suit in range(3):
            lo, hi = [], []
            ok = RUN_OK[suit]
            for r in range(9):
                k = suit * 9 + r
                d = demand[k] - whole[k] - zh[k]
                free = single[k] - (d if d > 0 else 0)
                lo_k = 0 if (k in support or k in JIANG) else free
                hi_k = free if ok[r] else 0
                if lo_k > hi_k:  # cannot be in a run at all
                    loose += lo_k - hi_k
                    lo_k = hi_k
                if lo_k:
                    all_lo_zero = False
                lo.append(lo_k)
                hi.append(hi_k)
            if stop_on_loose and loose:
                return loose, wq, all_lo_zero
            if not any(hi):
                continue
            v = suit_value(suit, tuple(lo), tuple(hi), self.starts[suit], self.ends[suit])
            loose += v[0]
            wq -= v[1]
            if stop_on_loose and loose:
                return loose, wq, all_lo_zero
        return loose, min(wq, self.wq_cap), all_lo_zero


@lru_cache(maxsize=1 << 15)
def options(pool: tuple[int, ...], zhaor: frozenset[int], table: Table, want_all: bool = False) -> tuple[Option, ...]:
    """Arrangements worth considering: the best (fewest loose, then most 胡)
    for each choice of stacking groups; with ``want_all`` also the run-free
    variant of each (win types that reward having no run)."""
    su = _Setup(pool, zhaor, table)
    cands, supply, tab_wq = su.cands, su.supply, su.tab_wq
    out: list[Option] = []
    n = len(cands)
    demand = [0] * NKINDS

    def finish(chosen: list[Any]) -> None:
        loose, wq, all_lo_zero = su.cover(chosen, demand)
        combos = su.eaten_combo_hu + sum(st.hu for st in chosen)
        baozi = su.eaten_baozi or any(st.is_baozi for st in chosen)
        hu = su.fixed + combos + min(2, wq + tab_wq)
        gids = frozenset(st.gid for st in chosen)
        out.append(Option(loose, hu, gids, min(2, wq + tab_wq), wq > 0 or not all_lo_zero, baozi))
        if want_all and all_lo_zero and wq > 0:
            out.append(Option(loose, su.fixed + combos + min(2, tab_wq), gids, min(2, tab_wq), False, baozi))

    def rec(i: int, chosen: list[Any]) -> None:
        if i == n:
            finish(chosen)
            return
        rec(i + 1, chosen)
        st = cands[i]
        if all(demand[k] < supply[k] for k in st.kinds):
            for k in st.kinds:
                demand[k] += 1
            chosen.append(st)
            rec(i + 1, chosen)
            chosen.pop()
            for k in st.kinds:
                demand[k] -= 1

    rec(0, [])
    if want_all:
        return tuple(out)
    best_o = min(out, key=lambda o: (o.loose, -min(o.hu, HU_CAP), -o.hu))
    return (best_o,)


def _has_stranded_card(pool: tuple[int, ...], zhaor: frozenset[int], table: Table) -> bool:
    """A cheap necessary test of 圆: some 素 card has no neighbour within two
    ranks for a run, no table run end near it, and no stacking group whose
    other kinds are there."""
    whole_kinds = {k for _f, k in table.whole}
    beside = beside_kinds(table)
    for k in range(27):
        if not pool[k] or k in zhaor or k in JIANG or k in beside:
            continue
        suit, r = divmod(k, 9)
        ok = RUN_OK[suit]
        base = suit * 9
        if ok[r]:
            near = False
            for d in (-2, -1, 1, 2):
                q = r + d
                if 0 <= q < 9 and ok[q] and pool[base + q] and base + q not in zhaor:
                    near = True
                    break
            if near:
                continue
            if any(ts == suit and (0 < a - r <= 2 or 0 < r - b <= 2) for ts, a, b in table.runs):
                continue
        if any(g in table.stacks or all(pool[o] or o in whole_kinds for o in STACKS[g].kinds if o != k)
               for g in KIND_STACKS[k]):
            continue
        return True
    return False


@lru_cache(maxsize=1 << 15)
def can_win(pool: tuple[int, ...], zhaor: frozenset[int], table: Table) -> bool:
    """Is some arrangement 圆 with at least 8 胡?  The same search as
    ``options``, pruned by the 胡 still reachable and stopped at the first
    success or loose card: the fast check behind every claim."""
    if _has_stranded_card(pool, zhaor, table):
        return False
    su = _Setup(pool, zhaor, table)
    cands = sorted(su.cands, key=lambda st: -st.hu)  # combinations (胡) first
    n = len(cands)
    wq_cap = min(2, su.tab_wq + max(0, min(su.single[0], su.single[1], su.single[2])))
    base = su.fixed + su.eaten_combo_hu
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + cands[i].hu
    if base + suffix[0] + wq_cap < 8:
        return False
    supply = su.supply
    demand = [0] * NKINDS
    chosen: list[Any] = []

    def rec(i: int, hu_now: int) -> bool:
        if hu_now + suffix[i] + wq_cap < 8:
            return False
        if i == n:
            loose, wq, _ = su.cover(chosen, demand, stop_on_loose=True)
            return loose == 0 and hu_now + min(2, wq + su.tab_wq) >= 8
        st = cands[i]
        if all(demand[k] < supply[k] for k in st.kinds):
            for k in st.kinds:
                demand[k] += 1
            chosen.append(st)
            hit = rec(i + 1, hu_now + st.hu)
            chosen.pop()
            for k in st.kinds:
                demand[k] -= 1
            if hit:
                return True
        return rec(i + 1, hu_now)

    return rec(0, base)


def best(pool: tuple[int, ...], zhaor: frozenset[int] = frozenset(), table: Table = EMPTY_TABLE) -> Option:
    return options(pool, zhaor, table)[0]


def prepare(hand: tuple[int, ...], table: Table) -> tuple[tuple[int, ...], Table]:
    """(pool, table) for evaluation: 涨 将 join the hand's counts, and the
    table key drops them so equal situations share the memo."""
    if not table.zhang:
        return hand, table
    pool = tuple(a + b for a, b in zip(hand, table.zhang))
    return pool, Table(table.whole, table.runs, table.stacks, ())


def dealt_key(counts: Iterable[int], melds: Iterable[tuple[str, Iterable[int]]] = ()
              ) -> tuple[tuple[int, ...], frozenset[int], Table]:
    """(pool, 招儿, table) of a hand as held from the deal plus table groups
    ((form, kinds) pairs): four alike are a 摊庄 laid out, three alike a 招儿."""
    counts = list(counts)
    melds = list(melds)
    for k in range(NKINDS):
        if counts[k] == 4:
            counts[k] = 0
            melds.append(("tan", [k] * 4))
    zhaor = frozenset(k for k in range(NKINDS) if counts[k] == 3)
    pool, table = prepare(tuple(counts), make_table(melds))
    return pool, zhaor, table


# ---------------------------------------------------------------- with a live card

def win_variants(pool: tuple[int, ...], zhaor: frozenset[int], table: Table,
                 x: int) -> Iterator[tuple[str, tuple[int, ...], frozenset[int], Table]]:
    """The ways a live card ``x`` may join: as a single (incl. 劈招, and the
    fourth card beside one's own 碰 — no 加杠; not over a 将 pair, which must
    be 碰'd), over a pair as 碰, or over a 招儿 as 杠 (开招).
    Yields (how, pool, zhaor, table)."""
    # a 将 pair (一筒 aside) takes its third card only as a 碰: 碰将 is forced,
    # "即使牌成了" (seed 001 §八.5) — so no 出将成 over one's own 将 pair
    pair_jiang = x in JIANG and x != T1 and x not in zhaor and pool[x] >= 2
    if not pair_jiang:
        p = list(pool)
        p[x] += 1
        yield "single", tuple(p), zhaor, table
    if x in zhaor:
        q = list(pool)
        q[x] -= 3
        yield "gang", tuple(q), zhaor - {x}, Table(tuple(sorted(table.whole + (("gang", x),))),
                                                    table.runs, table.stacks, table.zhang)
    elif pool[x] >= 2:
        q = list(pool)
        q[x] -= 2
        yield "peng", tuple(q), zhaor, Table(tuple(sorted(table.whole + (("peng", x),))),
                                             table.runs, table.stacks, table.zhang)


@lru_cache(maxsize=1 << 15)
def _bound_base(pool: tuple[int, ...], zhaor: frozenset[int], table: Table) -> tuple[Any, ...]:
    """Facts for ``hu_upper_bound``: (fixed 胡, supply per kind, combinations
    already possible, combinations missing exactly one kind (by kind),
    文钱 from the table)."""
    whole, fixed, _, _, tab_wq = _prep(table)
    for k in zhaor:
        fixed += whole_hu("zhaor", k)
    sup = tuple(whole[k] + pool[k] - (2 if k in zhaor else 0) for k in range(NKINDS))
    have = 0
    short: dict[int, int] = {}
    for st in STACKS:
        if st.is_baozi:
            continue
        if st.gid in table.stacks:
            have += 1
            continue
        missing = [k for k in st.kinds if not sup[k]]
        if not missing:
            have += 1
        elif len(missing) == 1:
            short[missing[0]] = short.get(missing[0], 0) + 1
    return fixed, sup, have, short, tab_wq


def hu_upper_bound(pool: tuple[int, ...], zhaor: frozenset[int], table: Table, x: int | None = None) -> int:
    """A cheap bound on the 胡 reachable with ``x`` added: every possible
    combination formed, every possible 文钱, and the best use of ``x`` as 碰/杠
    (开招 of a 招儿 only: a fourth card beside a table 碰 adds no 胡)."""
    fixed, sup, have, short, tab_wq = _bound_base(pool, zhaor, table)
    bonus = 0
    combos = have
    t1, t2, t3 = pool[0] - (3 if 0 in zhaor else 0), pool[1] - (3 if 1 in zhaor else 0), \
        pool[2] - (3 if 2 in zhaor else 0)
    if x is not None:
        j = x in JIANG
        if x in zhaor:
            bonus = 3 if j else 2
        elif pool[x] >= 2:
            bonus = 4 if j else 1
        combos += short.get(x, 0)
        if x == 0:
            t1 += 1
        elif x == 1:
            t2 += 1
        elif x == 2:
            t3 += 1
    wq = min(2, tab_wq + max(0, min(t1, t2, t3)))
    return int(fixed + bonus + combos + wq)


def wins_with(pool: tuple[int, ...], zhaor: frozenset[int], table: Table, x: int) -> bool:
    if hu_upper_bound(pool, zhaor, table, x) < 8:
        return False
    for _how, p, z, t in win_variants(pool, zhaor, table, x):
        if can_win(p, z, t):
            return True
    return False


def waits(pool: tuple[int, ...], zhaor: frozenset[int], table: Table,
          unseen: Sequence[int] | None = None) -> tuple[int, ...]:
    """Every kind that would complete a win (听张), optionally only kinds
    still unseen (``unseen[k] > 0``)."""
    out = []
    for x in range(NKINDS):
        if unseen is not None and unseen[x] <= 0:
            continue
        if pool[x] >= 4:
            continue
        if wins_with(pool, zhaor, table, x):
            out.append(x)
    return tuple(out)


# ---------------------------------------------------------------- arrangement for people

def arrangement(pool: tuple[int, ...], zhaor: frozenset[int], table: Table, opt: Option) -> dict[str, Any]:
    """The groups of an option, as lists of codes, plus loose cards and spare 将."""
    from .cards import ALL_KINDS_CODES as C

    whole, _fixed, starts, ends, _ = _prep(table)
    chosen = [STACKS[g] for g in sorted(opt.stacks)]
    demand = [0] * NKINDS
    for s in chosen:
        for k in s.kinds:
            demand[k] += 1
    support: set[int] = set()
    for gid in table.stacks:
        support.update(STACKS[gid].kinds)
    for s in chosen:
        support.update(s.kinds)
    left = list(pool)
    groups: list[dict[str, Any]] = []
    # whole suppliers and 招儿 go into stacks first
    stack_cards: dict[int, list[Any]] = {s.gid: [] for s in chosen}
    whole_left = [[f for f, k2 in table.whole if k2 == k] for k in range(NKINDS)]
    zh_left = set(zhaor)
    for k in zhaor:
        left[k] -= 3
    for s in chosen:
        for k in s.kinds:
            if whole_left[k]:
                form = whole_left[k].pop()
                stack_cards[s.gid].append(f"{form}:{C[k]}")
            elif k in zh_left:
                zh_left.discard(k)
                stack_cards[s.gid].append(f"zhaor:{C[k]}")
                groups.append({"type": "zhaor", "cards": [C[k]] * 3, "hu": whole_hu("zhaor", k), "in": s.name})
            else:
                left[k] -= 1
                stack_cards[s.gid].append(C[k])
    for k in sorted(zh_left):
        groups.append({"type": "zhaor", "cards": [C[k]] * 3, "hu": whole_hu("zhaor", k)})
    # runs per suit; 文钱 (a run through 一二三筒, hand-made or a hand card
    # extending an exposed run) gives 1 胡, at most 2 with the table's
    wq_left = min(2 - min(2, sum(1 for suit, a, _b in table.runs if suit == 0 and a == 0)),
                  wenqian_cap(zhaor))
    beside = beside_kinds(table)
    support |= beside
    loose: list[str] = []
    for suit in range(3):
        lo, hi = [], []
        for r in range(9):
            k = suit * 9 + r
            free = left[k]
            lo_k = 0 if (k in support or k in JIANG) else free
            hi_k = free if RUN_OK[suit][r] else 0
            if lo_k > hi_k:
                loose.extend([C[k]] * (lo_k - hi_k))
                left[k] -= lo_k - hi_k
                lo_k = hi_k
            lo.append(lo_k)
            hi.append(hi_k)
        if not any(hi):
            continue
        truns = [tr[1:] for tr in table.runs if tr[0] == suit]
        runs, exts = suit_runs(suit, lo, hi, starts[suit], ends[suit], truns)
        used = [0] * 9
        for r in runs:
            for i in r:
                used[i] += 1
            codes = [C[suit * 9 + i] for i in r]
            wq = suit == 0 and r[0] == 0 and wq_left > 0
            wq_left -= wq
            groups.append({"type": "run", "cards": codes, "hu": 1 if wq else 0,
                           **({"name": "文钱"} if wq else {})})
        for tr, ranks in exts:
            for i in ranks:
                used[i] += 1
            wq = suit == 0 and 0 in ranks and wq_left > 0
            wq_left -= wq
            ext = {"type": "extends", "cards": [C[suit * 9 + i] for i in ranks], "hu": 1 if wq else 0,
                   **({"name": "文钱"} if wq else {})}
            if tr is not None:
                ext["table"] = [C[suit * 9 + i] for i in range(tr[0], tr[1] + 1)]
            groups.append(ext)
        for r in range(9):
            k = suit * 9 + r
            left[k] -= used[r]
            if left[k] > 0 and lo[r] > used[r]:
                loose.extend([C[k]] * (lo[r] - used[r]))
                left[k] -= lo[r] - used[r]
    # spare copies join a stack of theirs, else are free 将
    spare_jiang: list[str] = []
    for k in range(NKINDS):
        while left[k] > 0:
            left[k] -= 1
            home = next((s for s in chosen if k in s.kinds), None)
            if home is not None:
                stack_cards[home.gid].append(C[k])
            elif k in beside:
                groups.append({"type": "beside", "cards": [C[k]], "hu": 0, "table": [C[k]] * 3})
            elif k in support:
                groups.append({"type": "joins", "cards": [C[k]], "hu": 0,
                               "table": next(STACKS[g].name for g in table.stacks if k in STACKS[g].kinds)})
            elif k in JIANG:
                spare_jiang.append(C[k])
            else:
                loose.append(C[k])
    for s in chosen:
        groups.append({"type": "baozi" if s.is_baozi else "hutou", "name": s.name,
                       "cards": stack_cards[s.gid], "hu": s.hu})
    for form, k in table.whole:
        groups.append({"type": form, "cards": [C[k]] * (3 if form == "peng" else 4),
                       "hu": whole_hu(form, k), "table": True})
    for gid in table.stacks:
        s = STACKS[gid]
        groups.append({"type": "baozi" if s.is_baozi else "hutou", "name": s.name,
                       "cards": [C[k] for k in s.kinds], "hu": s.hu, "table": True})
    for suit, a, b in table.runs:
        wq = suit == 0 and a == 0
        groups.append({"type": "run", "cards": [C[suit * 9 + i] for i in range(a, b + 1)],
                       "hu": 1 if wq else 0, "table": True, **({"name": "文钱"} if wq else {})})
    return {"groups": groups, "loose": sorted(loose, key=lambda c: C.index(c)), "jiang": spare_jiang}

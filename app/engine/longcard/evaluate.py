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
from .cards import ALL_KINDS_CODES as _CODES

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
        raise GroupError("an eaten group needs at least three cards", key="group.too_few")
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
    raise GroupError(f"{names} is not a run, a 豹子 or a 胡头 combination", key="group.not_run", cards=names)


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
                raise GroupError(f"a {form} is {need} alike, not {' '.join(kind_code(k) for k in kinds)}",
                                 key="group.alike", form=form, need=need)
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
                    raise GroupError(f"only 将 are 涨, not {kind_code(k)}", key="group.zhang", card=kind_code(k))
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
    return _runs_of_path(path, table_runs)


def _runs_of_path(path: Sequence[tuple[int, int, int]],
                  table_runs: Sequence[tuple[int, int]]) -> tuple[list[Any], list[Any]]:
    """``suit_runs``' runs from the DP's choices (x, e1, e2) per rank."""
    runs: list[list[int]] = []
    extensions: list[Any] = []
    open_runs: list[list[int]] = []
    tab_up: dict[int, list[Any]] = {}     # table runs by last rank / by first rank, in order
    tab_down: dict[int, list[Any]] = {}
    for tr in table_runs:
        tab_up.setdefault(tr[1], []).append(tr)
        tab_down.setdefault(tr[0], []).append(tr)
    open_tab: list[Any] = []  # [table run, ranks added above]
    for i in range(9):
        x, e1, e2 = path[i]
        if not x and not open_runs and not open_tab and i - 1 not in tab_up:
            continue            # nothing open, nothing starts: the rank changes nothing
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


_RUNS: dict[tuple[Any, ...], tuple[list[Any], list[Any]]] = {}
_MAX_RUNS = 1 << 14


def _suit_runs(suit: int, lo: tuple[int, ...], hi: tuple[int, ...], starts: tuple[int, ...],
               ends: tuple[int, ...], table_runs: tuple[tuple[int, int], ...]) -> tuple[list[Any], list[Any]]:
    """``suit_runs``, memoised on its arguments (bounded): the arrangement
    shown asks for the same suits again and again.  The lists are shared —
    read them, never change them."""
    key = (suit, lo, hi, starts, ends, table_runs)
    got = _RUNS.get(key)
    if got is None:
        if len(_RUNS) > _MAX_RUNS:
            _RUNS.clear()
        if table_runs or any(starts) or any(ends) or any(a and a != b or b > 4 for a, b in zip(lo, hi)):
            got = suit_runs(suit, lo, hi, starts, ends, table_runs)
        else:
            got = (_segment_runs(suit, lo, hi), [])
        _RUNS[key] = got
    return got


def _segment_trace(wq: bool, start: int, lo: tuple[int, ...], hi: tuple[int, ...]) -> list[tuple[int, int, int]]:
    """``_suit_dp``'s choices (x, e1, e2) for all nine ranks of a suit whose
    only cards are one segment (ranks ``start`` … on, every one a run rank
    holding cards; no table run; ``wq``: 文钱 runs start at its first rank),
    by the same moves in the same order as ``_suit_dp`` keeps them (states met
    in the order first reached, a choice replaced only by a strictly better
    one, the first best of the states with no short run open at the end), on
    the packed DP's integer states and values (``_MOVES``) with back-pointers
    instead of a path per state."""
    moves = _MOVES
    h, lw = hi[0], lo[0]
    states = {x: 8 * (lw - x if lw > x else 0) - (x if wq else 0) for x in range(h + 1)}
    backs = []
    for i in range(1, len(hi)):
        c = hi[i] | (8 if lo[i] else 0)
        new: dict[int, int] = {}
        back: dict[int, int] = {}
        get = new.get
        for st, val in states.items():
            for ns, add in moves[st][c]:
                nv = val + add
                cur = get(ns)
                if cur is None or nv < cur:
                    new[ns] = nv
                    back[ns] = st
        states = new
        backs.append(back)
    best = None
    end = 0
    for st, val in states.items():
        if st % 25 == 0 and (best is None or val < best):
            best, end = val, st
    seq = [end]
    for back in reversed(backs):
        seq.append(back[seq[-1]])
    seq.reverse()
    path = [(0, 0, 0)] * 9
    prev = 0
    for i, ns in enumerate(seq):
        n1, n2 = prev % 5, prev // 5 % 5
        path[start + i] = (n1 + ns % 5 + ns // 25, n1, n2)
        prev = ns
    return path


_SEG_RUNS: dict[tuple[Any, ...], list[Any]] = {}
_ZEROS = (0,) * 9


def _segment_runs(suit: int, lo: tuple[int, ...], hi: tuple[int, ...]) -> list[Any]:
    """``suit_runs``' hand runs of a suit beside no table run, one segment at
    a time: a run never crosses a rank no run may take (no card, or a rank
    outside the suit's run ranks), and there ``_suit_dp`` keeps, of the
    states with no short run open, the first with the least value — the rule
    it ends a suit with — so each segment's runs are those of the segment
    alone, in the same order.  A segment of fewer than three ranks holds no
    run, nor one whose cards may all stay out (unless 文钱 may start it: a
    run through 一筒): the trace keeps taking no card.  Segments are memoised
    on their own ranks (bounded; the lists are shared — read them only)."""
    ok = RUN_OK[suit]
    runs: list[Any] = []
    r = 0
    while r < 9:
        if not (hi[r] and ok[r]):
            r += 1
            continue
        j = r + 1
        while j < 9 and hi[j] and ok[j]:
            j += 1
        if j - r >= 3 and (suit == 0 and r == 0 or any(lo[r:j])):
            key = (suit, r, lo[r:j], hi[r:j])
            got = _SEG_RUNS.get(key)
            if got is None:
                if len(_SEG_RUNS) > _MAX_RUNS:
                    _SEG_RUNS.clear()
                got = _SEG_RUNS[key] = _runs_of_path(_segment_trace(suit == 0 and r == 0, r, lo[r:j], hi[r:j]),
                                                     ())[0]
            runs.extend(got)
        r = j
    return runs


# ---------------------------------------------------------------- packed suits
#
# A suit without table runs is described by one integer: four bits per rank,
# ``hi | 8 * mandatory`` (``hi`` the free cards a run may use, ``mandatory``
# when they are loose unless in a run — otherwise they are supported by a
# stacking group or are 将 and may stay out).  Runs never cross a rank with no
# card, so the suit splits into *segments* of consecutive ranks, solved
# independently and memoised on their own packed code: choosing a stacking
# group changes one rank per suit, so the subsets of one hand share almost all
# their segments.  Same values as ``_suit_dp`` (a property test compares them).

_FLAGS = sum(8 << (4 * r) for r in range(9))
_SEG: dict[int, int] = {}        # (segment code, length, 文钱 flag) packed -> 8 * loose - 文钱 runs
_SUIT: dict[int, int] = {}       # (suit, packed suit) -> same
_MAX_MEMO = 1 << 17
_SUIT1, _SUIT2 = 1 << 36, 2 << 36       # the suit's tag in a ``_SUIT`` key


def _transitions() -> tuple[tuple[tuple[tuple[int, int], ...], ...], ...]:
    """The run-cover DP's moves, precomputed (hand-independent, 35 × 16 entries):
    for the open runs (n1, n2, n3) of length 1, 2 and ≥ 3 coded n1 + 5 n2 + 25 n3
    and a rank's 4-bit code, every (next state, 8 × loose cards) — ``x`` cards
    of the rank go into runs (every short run must go on; the rest extend long
    runs, then start new ones), the mandatory ones left out are loose."""
    table = []
    for s in range(125):
        n1, n2, n3 = s % 5, s // 5 % 5, s // 25
        row = []
        for c in range(16):
            hi = c & 7
            lo = hi if c & 8 else 0
            moves = []
            if n1 + n2 + n3 <= 4 and hi <= 4:
                for x in range(n1 + n2, hi + 1):
                    rem = x - n1 - n2
                    e3 = n3 if n3 < rem else rem
                    moves.append(((rem - e3) + 5 * n1 + 25 * (n2 + e3), 8 * (lo - x if lo > x else 0)))
            row.append(tuple(moves))
        table.append(tuple(row))
    return tuple(table)


_MOVES = _transitions()


def _seg_dp(code: int, length: int, wq: bool) -> int:
    """Min over run covers of one segment (every rank has cards, all may be in
    runs): 8 × loose cards − runs through the first rank when ``wq`` (文钱)."""
    moves = _MOVES
    c = code & 15
    hi = c & 7
    lo = hi if c & 8 else 0
    # first rank: x cards start runs (文钱 runs when ``wq``)
    states = {x: 8 * (lo - x if lo > x else 0) - (x if wq else 0) for x in range(hi + 1)}
    for i in range(1, length):
        c = (code >> (4 * i)) & 15
        new: dict[int, int] = {}
        get = new.get
        for st, val in states.items():
            for ns, add in moves[st][c]:
                nv = val + add
                cur = get(ns)
                if cur is None or nv < cur:
                    new[ns] = nv
        states = new
    best = None
    for st, val in states.items():
        if st % 25 == 0 and (best is None or val < best):
            best = val
    assert best is not None  # taking no card into runs is always a cover
    return best


_TAB_MOVES: dict[tuple[int, int, int, int], tuple[tuple[int, int], ...]] = {}


def _tab_moves(st: int, c: int, absorb: int, tail: int) -> tuple[tuple[int, int], ...]:
    """``_MOVES`` beside table runs: ``absorb`` of them start at this rank (a
    short run may stop right below one), ``tail`` end just below (cards may
    extend them like long runs).  Same moves as ``_suit_dp``; hand-independent,
    filled as met (a few hundred entries at most)."""
    key = (st, c, absorb, tail)
    got = _TAB_MOVES.get(key)
    if got is not None:
        return got
    n1, n2, n3 = st % 5, st // 5 % 5, st // 25
    hi = c & 7
    lo = hi if c & 8 else 0
    moves: dict[int, int] = {}
    for x in range(hi + 1):
        add = 8 * (lo - x if lo > x else 0)
        top2 = n2 if n2 < x else x
        for e2 in (range(top2, -1, -1) if absorb else (top2,)):
            top1 = n1 if n1 < x - e2 else x - e2
            for e1 in (range(top1, -1, -1) if absorb else (top1,)):
                if (n1 - e1) + (n2 - e2) > absorb:
                    break
                rem = x - e1 - e2
                cap = n3 + tail
                e3 = cap if cap < rem else rem
                ns = (rem - e3) + 5 * e1 + 25 * (e2 + e3)
                if ns not in moves or add < moves[ns]:
                    moves[ns] = add
    got = _TAB_MOVES[key] = tuple(moves.items())
    return got


def _tab_suit_dp(suit: int, packed: int, starts: tuple[int, ...], ends: tuple[int, ...]) -> int:
    """``_suit_dp``'s value (8 × loose − 文钱 runs) for a suit with table runs."""
    ok = RUN_OK[suit]
    states = {0: 0}
    for i in range(9):
        c = (packed >> (4 * i)) & 15
        if not ok[i]:
            lo = c & 7 if c & 8 else 0
            best = None
            for st, val in states.items():
                if st % 25 == 0 and (best is None or val < best):
                    best = val
            states = {0: best + 8 * lo} if best is not None else {}
            continue
        absorb = starts[i]
        tail = ends[i - 1] if i else 0
        if not c and not absorb and not tail:
            # no card, no table run near: every state with no short run open
            # ends its runs here (``_MOVES[st][0]``), the least value goes on
            best = None
            for st, val in states.items():
                if st % 25 == 0 and (best is None or val < best):
                    best = val
            states = {0: best} if best is not None else {}
            continue
        new: dict[int, int] = {}
        get = new.get
        wq = suit == 0 and i == 0
        for st, val in states.items():
            moves = _MOVES[st][c] if not absorb and not tail else _tab_moves(st, c, absorb, tail)
            for ns, add in moves:
                nv = val + add - (ns % 5 + (ns // 25) if wq else 0)
                cur = get(ns)
                if cur is None or nv < cur:
                    new[ns] = nv
        states = new
    best = None
    for st, val in states.items():
        if st % 25 == 0 and (best is None or val < best):
            best = val
    assert best is not None  # x = 0 everywhere is always possible
    return best


_TAB: dict[tuple[int, int, tuple[int, ...], tuple[int, ...]], int] = {}


def _tab_suit_value(suit: int, packed: int, starts: tuple[int, ...], ends: tuple[int, ...]) -> int:
    """``_tab_suit_dp``, memoised (bounded) on the suit, its code and its
    table runs' starts and ends: the next request about the same seat
    usually holds the same suit beside the same table runs."""
    key = (suit, packed, starts, ends)
    got = _TAB.get(key)
    if got is None:
        if len(_TAB) > _MAX_MEMO:
            _TAB.clear()
        got = _TAB[key] = _tab_suit_dp(suit, packed, starts, ends)
    return got


def _segments() -> dict[int, tuple[tuple[int, int, int], ...]]:
    """For every set of ranks holding cards (bit 4r set for rank r): its
    segments as (shift, length, mask) — precomputed, 512 entries."""
    out: dict[int, tuple[tuple[int, int, int], ...]] = {}
    for m in range(512):
        segs = []
        r = 0
        while r < 9:
            if not m >> r & 1:
                r += 1
                continue
            j = r
            while j < 9 and m >> j & 1:
                j += 1
            segs.append((4 * r, j - r, (1 << (4 * (j - r))) - 1))
            r = j
        out[sum(1 << (4 * r) for r in range(9) if m >> r & 1)] = tuple(segs)
    return out


_SEGMENTS = _segments()
_LOW = sum(1 << (4 * r) for r in range(9))


def _packed_suit_value(suit: int, packed: int) -> int:
    """8 × loose − 文钱 runs of a suit without table runs (see above)."""
    key = packed | (suit << 36)
    got = _SUIT.get(key)
    if got is not None:
        return got
    total = 0
    for shift, length, mask in _SEGMENTS[(packed | packed >> 1 | packed >> 2) & _LOW]:
        seg = (packed >> shift) & mask
        wq = suit == 0 and shift == 0
        if length < 3:
            if seg & 8:
                total += 8 * (seg & 7)
            if seg & 128:
                total += 8 * ((seg >> 4) & 7)
            continue
        if not wq and not seg & _FLAGS:
            continue                    # nothing here must be 圆
        skey = seg | (length << 36) | (wq << 40)
        v = _SEG.get(skey)
        if v is None:
            if len(_SEG) > _MAX_MEMO:
                _SEG.clear()
            v = _SEG[skey] = _seg_dp(seg, length, wq)
        total += v
    if len(_SUIT) > _MAX_MEMO:
        _SUIT.clear()
    _SUIT[key] = total
    return total


def clear_caches() -> None:
    """Forget every memoised answer (benchmarks measure "cold" with it)."""
    for f in (options, suit_value, can_win, _bound_base, _prep):
        f.cache_clear()
    _SEG.clear()
    _SUIT.clear()
    _RUNS.clear()
    _SEG_RUNS.clear()
    _TAB.clear()
    _TABLES.clear()
    _WAITS.clear()
    _LAST_SETUP[:] = [None, None]


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


_NO_RUNS = ((0,) * 9,) * 3


@lru_cache(maxsize=1 << 12)
def _prep(table: Table) -> Any:
    """(whole groups per kind, their 胡, table runs' starts and ends per suit,
    文钱 among them) of a table — memoised (bounded): a seat's table stays
    the same for many requests, and every part is read only."""
    whole = [0] * NKINDS
    fixed = 0
    for form, k in table.whole:
        whole[k] += 1
        fixed += whole_hu(form, k)
    if not table.runs:
        return tuple(whole), fixed, _NO_RUNS, _NO_RUNS, 0
    starts = [[0] * 9 for _ in range(3)]
    ends = [[0] * 9 for _ in range(3)]
    tab_wq = 0
    for suit, a, b in table.runs:
        starts[suit][a] += 1
        ends[suit][b] += 1
        if suit == 0 and a == 0:
            tab_wq += 1
    return tuple(whole), fixed, tuple(map(tuple, starts)), tuple(map(tuple, ends)), tab_wq


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


_STACK_KINDS = tuple((st, *st.kinds) for st in STACKS)


def _gid(st: Stack) -> int:
    return st.gid


def _add3(a: int, b: int, c: int) -> int:
    return a + b + c


def _chosen_entry(k: int, sk: int, wz: int) -> tuple[int, ...]:
    """Kind ``k``'s 4-bit code, shifted to its rank, when d = 0..4 chosen
    groups hold it (``sk`` single copies, ``wz`` whole suppliers: 碰/杠/摊庄
    and a 招儿 go first); (0, …) for a rank no run may take."""
    suit = k // 9
    r = k - 9 * suit
    if not RUN_OK[suit][r]:
        return (0, 0, 0, 0, 0)
    sh = 4 * r
    return tuple([(sk - (d - wz if d > wz else 0)) << sh for d in range(5)])


class _Setup:
    """The per-(pool, 招儿, table) facts every stacking-group choice shares."""

    __slots__ = ("whole", "fixed", "starts", "ends", "tab_wq", "wq_cap", "zh", "single", "supply", "cands",
                 "eaten_kinds", "eaten_combo_hu", "eaten_baozi", "eaten_stacks", "beside", "base_packed", "base_extra",
                 "chosen_code", "tab_suit", "_tab_memo", "order")
    # (base_packed … _tab_memo are filled by ``codes``)

    def __init__(self, pool: tuple[int, ...], zhaor: frozenset[int], table: Table):
        whole, fixed, starts, ends, tab_wq = _prep(table)
        for k in zhaor:
            fixed += whole_hu("zhaor", k)
        # a 招儿 supplies one membership whole; copies beyond it (劈招) are singles
        zh = [0] * NKINDS
        single = list(pool)
        for k in zhaor:
            zh[k] = 1
            single[k] -= 3
        supply = list(map(_add3, whole, zh, single))
        self.whole, self.fixed, self.starts, self.ends, self.tab_wq = whole, fixed, starts, ends, tab_wq
        self.zh, self.single, self.supply = zh, single, supply
        self.wq_cap = wenqian_cap(zhaor)
        self.beside = beside_kinds(table)
        ts = self.eaten_stacks = table.stacks
        self.cands = [st for st, a, b, c in _STACK_KINDS if supply[a] and supply[b] and supply[c]
                      and st.gid not in ts]
        self.eaten_kinds: set[int] = set()
        for gid in table.stacks:
            self.eaten_kinds.update(STACKS[gid].kinds)
        self.eaten_combo_hu = sum(STACKS[g].hu for g in table.stacks)
        self.eaten_baozi = any(STACKS[g].is_baozi for g in table.stacks)
        self.base_packed: tuple[int, ...] = ()
        self.order: tuple[list[Stack], list[int]] | None = None

    def win_order(self) -> tuple[list[Stack], list[int]]:
        """The candidates as the win check tries them (combinations, with 胡,
        first) and the 胡 the groups from each position on can still add."""
        if self.order is None:
            cands = sorted(self.cands, key=lambda st: -st.hu)
            suffix = [0] * (len(cands) + 1)
            for i in range(len(cands) - 1, -1, -1):
                suffix[i] = suffix[i + 1] + cands[i].hu
            self.order = (cands, suffix)
        return self.order

    def codes(self) -> None:
        """Each 素 kind's 4-bit code (see "packed suits") with no group chosen,
        and when d chosen groups hold it (then it is supported: never loose).
        Made when first needed (the win check often stops before)."""
        if self.base_packed:
            return
        single, whole, zh = self.single, self.whole, self.zh
        support = self.eaten_kinds | self.beside
        base = [0, 0, 0]
        extra = 0
        for k in range(27):
            free = single[k]
            if not free:
                continue
            suit = k // 9
            r = k - 9 * suit
            if RUN_OK[suit][r]:
                base[suit] |= (free | (0 if (k in support or k in JIANG) else 8)) << (4 * r)
            elif not (k in support or k in JIANG):
                extra += free   # cannot be in a run at all
        chosen_code: dict[int, tuple[int, ...]] = {}
        for st in self.cands:
            for k in st.kinds:
                if k < 27 and k not in chosen_code:
                    chosen_code[k] = _chosen_entry(k, single[k], whole[k] + zh[k])
        self.base_packed = tuple(base)
        self.base_extra = extra
        self.chosen_code = chosen_code     # only the kinds of candidate groups
        starts, ends = self.starts, self.ends
        self.tab_suit = tuple(any(starts[su]) or any(ends[su]) for su in range(3))
        self._tab_memo: dict[tuple[int, int], int] = {}

    def with_card(self, x: int) -> "_Setup":
        """The setup of this pool with one more ``x`` (same 招儿 and table),
        codes made: only kind ``x``'s facts differ, the rest is shared or
        copied (``waits`` tries many cards on one hand).  The same fields as
        ``_Setup(pool + x, zhaor, table)`` followed by ``codes()``."""
        self.codes()
        su = _Setup.__new__(_Setup)
        su.whole, su.fixed, su.starts, su.ends, su.tab_wq = self.whole, self.fixed, self.starts, self.ends, self.tab_wq
        su.zh, su.wq_cap, su.beside = self.zh, self.wq_cap, self.beside
        su.eaten_kinds, su.eaten_combo_hu, su.eaten_baozi = self.eaten_kinds, self.eaten_combo_hu, self.eaten_baozi
        single = self.single.copy()
        single[x] += 1
        supply = self.supply.copy()
        supply[x] += 1
        su.single, su.supply = single, supply
        cands = self.cands              # x was there: the same groups are possible
        new_groups: list[Stack] | tuple[()] = ()
        if not self.supply[x]:          # else the groups of x whose other kinds are there join
            ts = self.eaten_stacks
            new_groups = [STACKS[g] for g, o1, o2 in _PARTNERS[x] if supply[o1] and supply[o2] and g not in ts]
            if new_groups:
                cands = sorted(cands + new_groups, key=_gid)     # in STACKS order, as ``__init__`` lists them
        su.cands = cands
        su.order = self.win_order() if cands is self.cands else None
        su.eaten_stacks = self.eaten_stacks
        base = self.base_packed
        extra = self.base_extra
        chosen_code = self.chosen_code
        if x < 27:
            suit = x // 9
            r = x - 9 * suit
            opt = x in self.eaten_kinds or x in self.beside or x in JIANG
            if RUN_OK[suit][r]:
                b = list(base)
                b[suit] = (b[suit] & ~(15 << (4 * r))) | ((single[x] | (0 if opt else 8)) << (4 * r))
                base = tuple(b)
            elif not opt:
                extra += 1
        # the chosen-group codes of x, and of the kinds of the groups x makes possible
        if new_groups or x in chosen_code:
            chosen_code = dict(chosen_code)
            whole, zh = self.whole, self.zh
            if x < 27:
                chosen_code[x] = _chosen_entry(x, single[x], whole[x] + zh[x])
            for st in new_groups:
                for k in st.kinds:
                    if k < 27 and k not in chosen_code:
                        chosen_code[k] = _chosen_entry(k, single[k], whole[k] + zh[k])
        su.base_packed = base
        su.base_extra = extra
        su.chosen_code = chosen_code
        su.tab_suit = self.tab_suit
        su._tab_memo = self._tab_memo      # same table runs: the same suit values
        return su

    def with_whole(self, x: int, zhaor: frozenset[int]) -> "_Setup":
        """The setup after ``x`` joins as ``win_variants``' other way: 杠 over
        the 招儿 of ``x`` (in ``zhaor``, the hand's 招儿) or 碰 over a pair —
        codes made, the rest shared or copied.  The same fields as
        ``_Setup(pool, zhaor, table)`` of that way followed by ``codes()``:
        the 杠 keeps every card's code (the 招儿's membership becomes the 杠's)
        and changes only the 胡 and the 文钱 cap; the 碰 takes two copies of
        ``x`` from the hand, puts a whole ``x`` on the table (a 素 one stands
        beside it) and changes only kind ``x``'s facts."""
        self.codes()
        su = _Setup.__new__(_Setup)
        su.starts, su.ends, su.tab_wq = self.starts, self.ends, self.tab_wq
        su.eaten_kinds, su.eaten_combo_hu, su.eaten_baozi = self.eaten_kinds, self.eaten_combo_hu, self.eaten_baozi
        su.eaten_stacks, su.cands = self.eaten_stacks, self.cands     # the supply of every kind stays > 0
        su.order = self.win_order()
        su.tab_suit, su._tab_memo = self.tab_suit, self._tab_memo
        w = list(self.whole)
        w[x] += 1
        su.whole = whole = tuple(w)
        if x in zhaor:
            zh = self.zh.copy()
            zh[x] = 0
            su.zh = zh
            su.fixed = self.fixed - whole_hu("zhaor", x) + whole_hu("gang", x)
            su.wq_cap = wenqian_cap(zhaor - {x})
            su.single, su.supply, su.beside = self.single, self.supply, self.beside
            su.base_packed, su.base_extra, su.chosen_code = self.base_packed, self.base_extra, self.chosen_code
            return su
        su.zh, su.wq_cap = self.zh, self.wq_cap
        su.fixed = self.fixed + whole_hu("peng", x)
        single = self.single.copy()
        single[x] -= 2
        supply = self.supply.copy()
        supply[x] -= 1
        su.single, su.supply = single, supply
        su.beside = self.beside if x in JIANG else self.beside | {x}
        base = self.base_packed
        extra = self.base_extra
        chosen_code = self.chosen_code
        if x < 27:
            suit = x // 9
            r = x - 9 * suit
            was_opt = x in self.eaten_kinds or x in self.beside or x in JIANG
            opt = was_opt or x in su.beside
            free = single[x]
            if RUN_OK[suit][r]:
                b = list(base)
                b[suit] = (b[suit] & ~(15 << (4 * r))) | ((free | (0 if opt else 8)) << (4 * r) if free else 0)
                base = tuple(b)
            else:
                extra += (0 if opt else free) - (0 if was_opt else free + 2)
            if x in chosen_code:
                chosen_code = dict(chosen_code)
                chosen_code[x] = _chosen_entry(x, free, whole[x] + su.zh[x])
        su.base_packed = base
        su.base_extra = extra
        su.chosen_code = chosen_code
        return su

    def packed(self, demand: Sequence[int]) -> list[int]:
        """The three suits' packed codes for a choice of stacking groups with ``demand``."""
        self.codes()
        p = list(self.base_packed)
        cc = self.chosen_code
        for k in range(27):
            d = demand[k]
            if d:
                suit, r = divmod(k, 9)
                p[suit] = (p[suit] & ~(15 << (4 * r))) | cc[k][d]
        return p

    def suit_val(self, suit: int, p: int) -> int:
        """8 × loose − 文钱 runs of one suit (packed code ``p``)."""
        if not p:
            return 0
        if not self.tab_suit[suit]:
            return _packed_suit_value(suit, p)
        key = (suit, p)
        got = self._tab_memo.get(key)
        if got is None:
            got = self._tab_memo[key] = _tab_suit_value(suit, p, self.starts[suit], self.ends[suit])
        return got

    def cover_packed(self, p: Sequence[int]) -> tuple[int, int, bool]:
        """(loose, 文钱 runs, every leftover optional) of packed suits ``p``."""
        p0, p1, p2 = p
        tab = self.tab_suit
        get = _SUIT.get
        v0 = (get(p0) if p0 else 0) if not tab[0] else None
        if v0 is None:
            v0 = self.suit_val(0, p0)
        v1 = (get(p1 | _SUIT1) if p1 else 0) if not tab[1] else None
        if v1 is None:
            v1 = self.suit_val(1, p1)
        v2 = (get(p2 | _SUIT2) if p2 else 0) if not tab[2] else None
        if v2 is None:
            v2 = self.suit_val(2, p2)
        lo0 = -((-v0) // 8)
        loose = self.base_extra + lo0 + (v1 >> 3) + (v2 >> 3)
        wq = 8 * lo0 - v0
        return loose, (wq if wq < self.wq_cap else self.wq_cap), not ((p0 | p1 | p2) & _FLAGS)

    def round_wq(self, p: Sequence[int]) -> int | None:
        """None if packed suits ``p`` leave a loose card, else their 文钱 runs
        (capped) — ``cover`` for the win check, stopping at the first loose suit."""
        if self.base_extra:
            return None
        v0 = self.suit_val(0, p[0])
        if v0 > 0 or self.suit_val(1, p[1]) or self.suit_val(2, p[2]):
            return None
        return -v0 if -v0 < self.wq_cap else self.wq_cap

    def cover(self, chosen: Sequence[Stack], demand: list[int],
              stop_on_loose: bool = False) -> tuple[int, int, bool]:
        """Runs for what the chosen stacking groups leave: (loose, 文钱 runs, every
        leftover optional).  (``stop_on_loose`` is accepted for the callers that
        only ask whether anything is loose; the answer is the same.)"""
        return self.cover_packed(self.packed(demand))


@lru_cache(maxsize=1 << 15)
def options(pool: tuple[int, ...], zhaor: frozenset[int], table: Table, want_all: bool = False) -> tuple[Option, ...]:
    """Arrangements worth considering: the best (fewest loose, then most 胡)
    for each choice of stacking groups; with ``want_all`` also the run-free
    variant of each (win types that reward having no run).

    The choices are met in a fixed order (each candidate left out, then
    taken) and the first best kept; the suits' codes are updated as a group
    is taken or put back, so a choice costs three memo look-ups."""
    su = _hand_setup(pool, zhaor, table)
    cands, supply, tab_wq = su.cands, su.supply, su.tab_wq
    n = len(cands)
    demand = [0] * NKINDS
    packed = list(su.base_packed)
    cc, base = su.chosen_code, su.base_packed
    fixed_hu = su.fixed + su.eaten_combo_hu
    out: list[Option] = []
    chosen: list[Stack] = []
    best_key: list[Any] = [None, None]      # (key, chosen ids, loose, hu, wq, hand_runs, baozi)
    tab_w = min(2, tab_wq)

    def leaf(hu_c: int, bz: bool) -> None:
        loose, wq, all_lo_zero = su.cover_packed(packed)
        w = wq + tab_wq
        w = w if w < 2 else 2
        hu = fixed_hu + hu_c + w
        baozi = su.eaten_baozi or bz
        if want_all:
            gids = frozenset(st.gid for st in chosen)
            out.append(Option(loose, hu, gids, w, wq > 0 or not all_lo_zero, baozi))
            if all_lo_zero and wq > 0:
                out.append(Option(loose, fixed_hu + hu_c + tab_w, gids, tab_w, False, baozi))
            return
        key = (loose, -(hu if hu < HU_CAP else HU_CAP), -hu)
        if best_key[0] is None or key < best_key[0]:
            best_key[0] = key
            best_key[1] = (loose, hu, frozenset(st.gid for st in chosen), w, wq > 0 or not all_lo_zero, baozi)

    def rec(i: int, hu_c: int, bz: bool) -> None:
        if i == n:
            leaf(hu_c, bz)
            return
        rec(i + 1, hu_c, bz)
        st = cands[i]
        ks = st.kinds
        if demand[ks[0]] < supply[ks[0]] and demand[ks[1]] < supply[ks[1]] and demand[ks[2]] < supply[ks[2]]:
            saved = (packed[0], packed[1], packed[2])
            for k in ks:
                d = demand[k] = demand[k] + 1
                if k < 27:
                    suit = k // 9
                    packed[suit] = (packed[suit] & ~(15 << (4 * (k % 9)))) | cc[k][d]
            chosen.append(st)
            rec(i + 1, hu_c + st.hu, bz or st.is_baozi)
            chosen.pop()
            for k in ks:
                demand[k] -= 1
            packed[0], packed[1], packed[2] = saved

    rec(0, 0, False)
    del rec     # the recursion's closure refers to itself: a cycle the collector would have to find
    if want_all:
        return tuple(out)
    return (Option(*best_key[1]),)


def _has_stranded_card(pool: tuple[int, ...], zhaor: frozenset[int], table: Table) -> bool:
    """A cheap necessary test of 圆: some 素 card has no neighbour within two
    ranks for a run, no table run end near it, and no stacking group whose
    other kinds are there."""
    for _k in _stranded_cards(pool, zhaor, table):
        return True
    return False


def _stranded_cards(pool: tuple[int, ...], zhaor: frozenset[int], table: Table) -> Iterator[int]:
    """The 素 kinds ``_has_stranded_card`` finds stranded, in order."""
    whole_kinds = {k for _f, k in table.whole}
    beside = beside_kinds(table)
    for k in range(27):
        if pool[k] and _is_stranded(k, pool, zhaor, table, whole_kinds, beside):
            yield k


def _is_stranded(k: int, pool: Sequence[int], zhaor: frozenset[int], table: Table,
                 whole_kinds: set[int], beside: frozenset[int]) -> bool:
    """Is 素 kind ``k`` (held: ``pool[k] > 0``) stranded — not a 招儿, 将 or a
    fourth beside its 碰, with no run neighbour within two ranks, no table run
    end near it, and no stacking group whose other kinds are there?  More
    cards of other kinds never strand it (every test only looks for cards)."""
    if k in zhaor or k in JIANG or k in beside:
        return False
    near = _NEAR[k]
    if near is not None:
        for q in near:
            if pool[q] and q not in zhaor:
                return False
        if table.runs:
            suit, r = divmod(k, 9)
            if any(ts == suit and (0 < a - r <= 2 or 0 < r - b <= 2) for ts, a, b in table.runs):
                return False
    stacks = table.stacks
    for g, o1, o2 in _PARTNERS[k]:
        if g in stacks or ((pool[o1] or o1 in whole_kinds) and (pool[o2] or o2 in whole_kinds)):
            return False
    return True


# for each 素 kind a run may take: the kinds of its suit within two ranks a
# run may take too (None: no run takes the kind)
_NEAR = tuple(tuple(9 * (k // 9) + q for q in (k % 9 - 2, k % 9 - 1, k % 9 + 1, k % 9 + 2)
                    if 0 <= q < 9 and RUN_OK[k // 9][q]) if k < 27 and RUN_OK[k // 9][k % 9] else None
              for k in range(NKINDS))

# for each kind: (stacking group, its two other kinds) for each group holding it
_PARTNERS = tuple(tuple((g, *(o for o in STACKS[g].kinds if o != k)) for g in KIND_STACKS[k])
                  for k in range(NKINDS))


def _helpers() -> tuple[frozenset[int], ...]:
    """For each 素 kind k: the kinds whose arrival (as a single, or as a 碰 or
    杠 on the table) can end k being stranded — k itself, its suit's kinds
    within two ranks, and the other kinds of its stacking groups.  A card
    outside this set changes nothing ``_stranded_cards`` looks at for k."""
    out = []
    for k in range(27):
        suit, r = divmod(k, 9)
        got = {suit * 9 + q for q in range(max(0, r - 2), min(9, r + 3))}
        for g in KIND_STACKS[k]:
            got.update(STACKS[g].kinds)
        out.append(frozenset(got))
    return tuple(out)


_HELPERS = _helpers()


@lru_cache(maxsize=1 << 15)
def can_win(pool: tuple[int, ...], zhaor: frozenset[int], table: Table) -> bool:
    """Is some arrangement 圆 with at least 8 胡?  The same search as
    ``options``, pruned by the 胡 still reachable and stopped at the first
    success or loose card: the fast check behind every claim."""
    if _has_stranded_card(pool, zhaor, table):
        return False
    return _win_search(_Setup(pool, zhaor, table))


# per kind: (its suit, the mask clearing its rank's 4 bits) — 素 kinds only
_SLOT = tuple((k // 9, ~(15 << (4 * (k % 9)))) if k < 27 else (-1, 0) for k in range(NKINDS))


def _win_search(su: _Setup) -> bool:
    """``can_win``'s search once no card is stranded.  A choice is a win
    when every suit is 圆 (its value ≤ 0: ``round_wq``, read straight from
    the suits' memos) and its 胡 reach 8."""
    cands, suffix = su.win_order()      # combinations (胡) first
    n = len(cands)
    single = su.single
    wq_cap = min(2, su.tab_wq + max(0, min(single[0], single[1], single[2])))
    base = su.fixed + su.eaten_combo_hu
    if base + suffix[0] + wq_cap < 8:
        return False
    su.codes()
    if su.base_extra:       # a card no run may take and nothing supports: loose whatever is chosen
        return False
    supply = su.supply
    demand = [0] * NKINDS
    packed = list(su.base_packed)
    cc = su.chosen_code
    tab_wq: int = su.tab_wq
    wcap = su.wq_cap
    tab0, tab1, tab2 = su.tab_suit
    get = _SUIT.get
    suit_val = su.suit_val
    slot = _SLOT

    def rec(i: int, hu_now: int) -> bool:
        if hu_now + suffix[i] + wq_cap < 8:
            return False
        if i == n:
            p0, p1, p2 = packed
            v0: int = 0
            if p0:
                got = suit_val(0, p0) if tab0 else get(p0)
                v0 = got if got is not None else _packed_suit_value(0, p0)
                if v0 > 0:
                    return False
            if p1:
                got = suit_val(1, p1) if tab1 else get(p1 | _SUIT1)
                if (got if got is not None else _packed_suit_value(1, p1)):
                    return False
            if p2:
                got = suit_val(2, p2) if tab2 else get(p2 | _SUIT2)
                if (got if got is not None else _packed_suit_value(2, p2)):
                    return False
            wq = -v0 if -v0 < wcap else wcap
            return hu_now + min(2, wq + tab_wq) >= 8
        st = cands[i]
        ks = st.kinds
        if demand[ks[0]] < supply[ks[0]] and demand[ks[1]] < supply[ks[1]] and demand[ks[2]] < supply[ks[2]]:
            saved = (packed[0], packed[1], packed[2])
            for k in ks:
                d = demand[k] = demand[k] + 1
                if k < 27:
                    suit, mask = slot[k]
                    packed[suit] = (packed[suit] & mask) | cc[k][d]
            hit = rec(i + 1, hu_now + st.hu)
            for k in ks:
                demand[k] -= 1
            packed[0], packed[1], packed[2] = saved
            if hit:
                return True
        return rec(i + 1, hu_now)

    hit = rec(0, base)
    del rec     # the recursion's closure refers to itself: a cycle the collector would have to find
    return hit


_LAST_SETUP: list[Any] = [None, None]       # (pool, 招儿, table), its setup


def _hand_setup(pool: tuple[int, ...], zhaor: frozenset[int], table: Table) -> _Setup:
    """The setup of a hand, codes made; the last one is kept, for the judge
    asks ``options`` and then ``waits`` about the same hand."""
    key = (pool, zhaor, table)
    if _LAST_SETUP[0] == key:
        got: _Setup = _LAST_SETUP[1]
        return got
    su = _Setup(pool, zhaor, table)
    su.codes()
    _LAST_SETUP[0], _LAST_SETUP[1] = key, su
    return su


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
    key = [(form, tuple(kinds)) for form, kinds in melds]
    if 4 in counts:
        for k in range(NKINDS):
            if counts[k] == 4:
                counts[k] = 0
                key.append(("tan", (k,) * 4))
    zhaor = frozenset(k for k in range(NKINDS) if counts[k] == 3) if 3 in counts else frozenset()
    tk = tuple(key)
    table = _TABLES.get(tk)
    if table is None:
        if len(_TABLES) > _MAX_RUNS:
            _TABLES.clear()
        table = _TABLES[tk] = make_table(key)
    pool, table = prepare(tuple(counts), table)
    return pool, zhaor, table


_TABLES: dict[tuple[Any, ...], Table] = {}     # tables of (form, kinds) groups met (bounded)


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
    """Facts for ``hu_upper_bound``: (fixed 胡, combinations already
    possible, combinations missing exactly one kind (by kind), 文钱 from the
    table).  A kind is there when the hand or a whole group holds it."""
    whole, fixed, _, _, tab_wq = _prep(table)
    for k in zhaor:
        fixed += whole_hu("zhaor", k)
    have = 0
    short: dict[int, int] = {}
    eaten = table.stacks
    for gid, kinds in _COMBOS:
        if gid in eaten:
            have += 1
            continue
        missing = [k for k in kinds if not (pool[k] or whole[k])]
        if not missing:
            have += 1
        elif len(missing) == 1:
            short[missing[0]] = short.get(missing[0], 0) + 1
    return fixed, have, short, tab_wq


_COMBOS = tuple((st.gid, st.kinds) for st in STACKS if not st.is_baozi)


def hu_upper_bound(pool: tuple[int, ...], zhaor: frozenset[int], table: Table, x: int | None = None) -> int:
    """A cheap bound on the 胡 reachable with ``x`` added: every possible
    combination formed, every possible 文钱, and the best use of ``x`` as 碰/杠
    (开招 of a 招儿 only: a fourth card beside a table 碰 adds no 胡)."""
    fixed, have, short, tab_wq = _bound_base(pool, zhaor, table)
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


_WAITS: dict[tuple[Any, ...], tuple[int, ...]] = {}
_MAX_WAITS = 1 << 14


def waits(pool: tuple[int, ...], zhaor: frozenset[int], table: Table,
          unseen: Sequence[int] | None = None) -> tuple[int, ...]:
    """Every kind that would complete a win (听张), optionally only kinds
    still unseen (``unseen[k] > 0``).  The same cards as ``wins_with`` on each
    kind: its 胡 bound is worked out once for the hand (the bound's parts that
    do not depend on the card are shared), so a hand far from 8 胡 is answered
    at once and a card the bound excludes costs a few additions; the hand's
    search setup is made once and each card taken as a single changes only
    its own kind in it.  Memoised (bounded) on the hand and ``unseen``."""
    key = (pool, zhaor, table, None if unseen is None else tuple(unseen))
    got = _WAITS.get(key)
    if got is None:
        if len(_WAITS) > _MAX_WAITS:
            _WAITS.clear()
        got = _WAITS[key] = _waits(pool, zhaor, table, unseen)
    return got


def _waits(pool: tuple[int, ...], zhaor: frozenset[int], table: Table,
           unseen: Sequence[int] | None) -> tuple[int, ...]:
    """``waits``, not memoised."""
    fixed, have, short, tab_wq = _bound_base(pool, zhaor, table)
    base = fixed + have
    # the most any card adds: 开招 / 碰 (≤ 4), the combinations it completes, 文钱 (≤ 2)
    if base + 4 + (max(short.values()) if short else 0) + 2 < 8:
        return ()
    t1, t2, t3 = pool[0] - (3 if 0 in zhaor else 0), pool[1] - (3 if 1 in zhaor else 0), \
        pool[2] - (3 if 2 in zhaor else 0)
    m = min(t1, t2, t3)
    wq0 = min(2, tab_wq + max(0, m))
    # a card stranded in the hand stays stranded (``can_win`` says no at
    # once) unless the new card is one of its helpers: only cards helping
    # every stranded card are tried
    allowed: frozenset[int] | None = None
    stranded = []
    for k in _stranded_cards(pool, zhaor, table):
        allowed = _HELPERS[k] if allowed is None else allowed & _HELPERS[k]
        if not allowed:
            return ()
        stranded.append(k)
    out = []
    hand: _Setup | None = None      # made when a card first reaches the win check
    whole_kinds = {k for _f, k in table.whole}
    beside = beside_kinds(table)
    plist = list(pool)
    for x in range(NKINDS) if allowed is None else sorted(allowed):
        if unseen is not None and unseen[x] <= 0:
            continue
        px = pool[x]
        if px >= 4:
            continue
        # ``hu_upper_bound(pool, zhaor, table, x)``, from the shared parts
        if x in zhaor:
            bonus = 3 if x in JIANG else 2
        elif px >= 2:
            bonus = 4 if x in JIANG else 1
        else:
            bonus = 0
        if x < 3:
            w = min(2, tab_wq + max(0, min(t1 + (x == 0), t2 + (x == 1), t3 + (x == 2))))
        else:
            w = wq0
        if base + bonus + short.get(x, 0) + w < 8:
            continue
        # as a single (``win_variants``' first way, not over a 将 pair): the
        # hand's setup with one more x; only the hand's stranded cards and x
        # itself may be stranded then (a card more strands no other card)
        if not (x in JIANG and x != T1 and x not in zhaor and px >= 2):
            plist[x] += 1
            free = not any(_is_stranded(k, plist, zhaor, table, whole_kinds, beside)
                           for k in (*stranded, x) if k < 27 and plist[k])
            plist[x] -= 1
            if free:
                if hand is None:
                    hand = _hand_setup(pool, zhaor, table)
                if _win_search(hand.with_card(x)):
                    out.append(x)
                    continue
        # as 杠 over a 招儿 or 碰 over a pair (``win_variants``' other way):
        # ``can_win`` of that pool, 招儿 and table, from the hand's setup
        if x in zhaor or px >= 2:
            z = zhaor - {x} if x in zhaor else zhaor
            plist[x] -= 3 if x in zhaor else 2
            wk = whole_kinds | {x}
            bs = beside if x in JIANG or x in zhaor else beside | {x}
            free = not any(plist[k] and _is_stranded(k, plist, z, table, wk, bs) for k in range(27))
            plist[x] = px
            if free:
                if hand is None:
                    hand = _hand_setup(pool, zhaor, table)
                if _win_search(hand.with_whole(x, zhaor)):
                    out.append(x)
    return tuple(out)


# ---------------------------------------------------------------- arrangement for people

def arrangement(pool: tuple[int, ...], zhaor: frozenset[int], table: Table, opt: Option) -> dict[str, Any]:
    """The groups of an option, as lists of codes, plus loose cards and spare 将."""
    C = _CODES
    starts, ends = _prep(table)[2:4] if table.runs else (_NO_RUNS, _NO_RUNS)
    chosen = [STACKS[g] for g in sorted(opt.stacks)]
    support: set[int] = set()
    for gid in table.stacks:
        support.update(STACKS[gid].kinds)
    for s in chosen:
        support.update(s.kinds)
    left = list(pool)
    groups: list[dict[str, Any]] = []
    # whole suppliers and 招儿 go into stacks first
    stack_cards: dict[int, list[Any]] = {s.gid: [] for s in chosen}
    whole_left: dict[int, list[str]] = {}
    for f, k2 in table.whole:
        whole_left.setdefault(k2, []).append(f)
    zh_left = set(zhaor)
    for k in zhaor:
        left[k] -= 3
    for s in chosen:
        sc = stack_cards[s.gid]
        for k in s.kinds:
            wl = whole_left.get(k)
            if wl:
                sc.append(f"{wl.pop()}:{C[k]}")
            elif k in zh_left:
                zh_left.discard(k)
                sc.append(f"zhaor:{C[k]}")
                groups.append({"type": "zhaor", "cards": [C[k]] * 3, "hu": whole_hu("zhaor", k), "in": s.name})
            else:
                left[k] -= 1
                sc.append(C[k])
    for k in sorted(zh_left):
        groups.append({"type": "zhaor", "cards": [C[k]] * 3, "hu": whole_hu("zhaor", k)})
    # runs per suit; 文钱 (a run through 一二三筒, hand-made or a hand card
    # extending an exposed run) gives 1 胡, at most 2 with the table's
    wq_left = min(2 - min(2, sum(1 for suit, a, _b in table.runs if suit == 0 and a == 0)),
                  wenqian_cap(zhaor))
    beside = beside_kinds(table)
    support |= beside
    optional = support | JIANG          # cards that need no run to be 圆
    loose: list[str] = []
    for suit in range(3):
        ok = RUN_OK[suit]
        b = suit * 9
        lo, hi = [0] * 9, [0] * 9
        for r in range(9):
            free = left[b + r]
            if not free:
                continue
            if ok[r]:
                hi[r] = free
                if b + r not in optional:
                    lo[r] = free
            elif b + r not in optional:
                if free > 0:                   # cannot be in a run: loose
                    loose.extend([C[b + r]] * free)
                    left[b + r] = 0
                else:
                    lo[r] = free
        if not any(hi):
            continue
        truns = tuple(tr[1:] for tr in table.runs if tr[0] == suit)
        runs, exts = _suit_runs(suit, tuple(lo), tuple(hi), starts[suit], ends[suit], truns)
        used = [0] * 9
        for run in runs:
            for i in run:
                used[i] += 1
            codes = [C[b + i] for i in run]
            wq = suit == 0 and run[0] == 0 and wq_left > 0
            wq_left -= wq
            groups.append({"type": "run", "cards": codes, "hu": 1 if wq else 0,
                           **({"name": "文钱"} if wq else {})})
        for tr, ranks in exts:
            for i in ranks:
                used[i] += 1
            wq = suit == 0 and 0 in ranks and wq_left > 0
            wq_left -= wq
            ext = {"type": "extends", "cards": [C[b + i] for i in ranks], "hu": 1 if wq else 0,
                   **({"name": "文钱"} if wq else {})}
            if tr is not None:
                ext["table"] = [C[b + i] for i in range(tr[0], tr[1] + 1)]
            groups.append(ext)
        for r in range(9):
            k = b + r
            n = left[k] - used[r]
            left[k] = n
            if n > 0 and lo[r] > used[r]:
                loose.extend([C[k]] * (lo[r] - used[r]))
                left[k] = n - (lo[r] - used[r])
    # spare copies join a stack of theirs, else are free 将
    spare_jiang: list[str] = []
    for k in range(NKINDS):
        n = left[k]
        if n <= 0:
            continue
        home = next((s for s in chosen if k in s.kinds), None)
        if home is not None:
            stack_cards[home.gid].extend([C[k]] * n)
        elif k in beside:
            for _ in range(n):
                groups.append({"type": "beside", "cards": [C[k]], "hu": 0, "table": [C[k]] * 3})
        elif k in support:
            name = next(STACKS[g].name for g in table.stacks if k in STACKS[g].kinds)
            for _ in range(n):
                groups.append({"type": "joins", "cards": [C[k]], "hu": 0, "table": name})
        elif k in JIANG:
            spare_jiang.extend([C[k]] * n)
        else:
            loose.extend([C[k]] * n)
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
    if len(loose) > 1:
        loose.sort(key=_CODE_INDEX.__getitem__)
    return {"groups": groups, "loose": loose, "jiang": spare_jiang}


_CODE_INDEX = {c: i for i, c in enumerate(_CODES)}

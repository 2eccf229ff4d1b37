"""The three 字牌 variants as subclasses of ``ZipaiHand``.

Each class holds its variant's data as class attributes (deal sizes, 胡息
table, 名堂 and 豪 tables, the small rule switches) and overrides the hooks
``ZipaiHand`` names: what a drawer must do with its own draw, who may 碰 or
跑, the dealt-hand wins, the timing 名堂, how a win is valued and worded,
and what ``yezi judge`` accepts.  ``YiyangHand`` is waihuzi with a few rules
changed, so it derives from ``WaihuziHand``.
"""

from __future__ import annotations

from typing import Any, ClassVar, Mapping, Sequence

from ..core import Action
from ..messages import Reason
from .cards import ALL_KINDS, ZiCard
from .hu import Counts, HuRules, dead_deal
from .rules import (HAO_WAIHUZI, HAO_YIYANG, QIDONG_MINGTANG_DEFAULT, WAIHUZI_MINGTANG, YIYANG_MINGTANG,
                    PlanTable, round_five, tun)
from .scoring import (CountRule, Flags, Mingtang, ScoredGroup, TableGroups, WinPath, WinTotal, WinValue, fan_lines,
                      fan_mingtang, hao_of, xi_lines, xi_mingtang)
from .state import NO_OFFER, DrawMark, Offer, Seat, ZipaiHand, reason

# the kinds of table group ``yezi judge`` takes
TABLE_FORMS = ("chi", "peng", "wai", "liu", "ti", "pao", "long")


class WaihuziHand(ZipaiHand):
    """外胡子 (seed 002): 3 seats, 20/19 cards, 歪(溜) > 胡 > 碰 > 吃, no win
    on a discard, 胡息 × rounding to five with 豪 and 名堂 in 息."""

    DEAL = (20, 19)
    SHOWS_DANGDI = False
    VERBS = ("chi", "peng", "wai", "liu", "hu", "pass", "discard")      # a four is a 溜, whoever's card
    HU = HuRules(name="waihuzi", sanda=True, pair_only=False, lock_kan=False,
                 kan=(3, 3), shun123=(0, 0), ekt=(1, 1), quad_hand=(5, 5), peng=(1, 1),
                 wai=(4, 4), liu_own=(5, 5), liu_other=None, win_bonus=1, min_xi=8,
                 diao_same_only=False, diao_own_only=False)
    WIN_ON_DISCARD = False
    PENG_CHOU = True
    PENG_OWN_DISCARD_BARRED = True
    MENZI_CHOU = True
    DIHU_DEALER = False
    DEAD_HAND = False
    BI_KEEP = True
    KAN_LOCKED = False
    KEEP_A_DISCARD = False
    DRAWER_AT_PENG = False
    PASS_BLOCKS_HU = False
    FOURS_LAID_OUT = False
    MINGTANG: ClassVar[dict[str, int]] = WAIHUZI_MINGTANG      # 息 per 名堂
    HAO: ClassVar[dict[str, tuple[int, str]]] = HAO_WAIHUZI    # 豪 class -> (息, name)
    YIDUI_ONE_FOUR: ClassVar[bool] = False   # 一对 allows at most one dealt four
    SISHOU_DEAL: ClassVar[bool] = False      # 起手死手牌 is a dealt-hand win
    LAST_CARD: ClassVar[str] = "hailao"      # the 名堂 of a win on the last card
    NO_DISCARD_WIN_SEED: ClassVar[str] = "002 §I.10"
    NO_DEALT_REASON: ClassVar[str] = "zipai.judge.no_dealt"

    # ---------------------------------------------------------- the deal
    def _specials_possible(self, seat: Seat) -> bool:
        # only a full dealt hand (hands set up for lessons may be shorter), and only where the
        # table plays the dealt-hand wins (house rule ``dealt_wins``, on by default as in the texts)
        return seat.size >= self.DEAL[1] and self.dealt_wins_played(self.settings)

    @classmethod
    def dealt_wins(cls, hand: Counts, longs: int, sanda: bool) -> list[str]:
        """Pairs counted as seed 004 §8.5 does: 无对/一对 count kinds held
        exactly twice (a 坎 or four is no pair); 九对/十对 count the pairs
        inside 坎 and fours too (a four is two)."""
        exact2 = sum(1 for c in hand if c == 2)
        pairs = sum(c // 2 for c in hand)
        fours = sum(1 for c in hand if c == 4)
        out = []
        if exact2 == 0:
            out.append("wudui")
        if pairs >= 10:
            out.append("shidui")
        if exact2 == 1 and not (cls.YIDUI_ONE_FOUR and fours > 1):
            out.append("yidui")
        if pairs == 9:
            out.append("jiudui")
        if cls.SISHOU_DEAL and dead_deal(hand, sanda):
            out.append("sishou")
        return out

    # ---------------------------------------------------------- claims
    def _own_options(self, s: int, k: int, c: ZiCard, h: int, seat: Seat) -> Offer:
        if h in (2, 3):
            # with a 坎: 歪 first, then 溜 may follow instead of the discard
            # (002 §II.4 "必须先歪了然后在选择是否溜")
            return Offer((Action(s, "wai", (c,) * 3),), True)
        if seat.meld_of("wai", k):
            return Offer((Action(s, "liu", (c,) * 4),), False)
        return NO_OFFER

    def _peng_options(self, s: int, k: int, c: ZiCard, h: int, seat: Seat, own: bool) -> Offer:
        if self._peng_bar(s, k) is not None:
            return NO_OFFER
        return Offer((Action(s, "peng", (c,) * 3),), False)

    def _hand_fours(self, s: int) -> list[Action]:
        seat = self.seats[s]
        out = []
        for k in range(20):
            if seat.hand[k] == 4 or (seat.hand[k] == 1 and seat.meld_of("wai", k)):
                out.append(Action(s, "liu", (ALL_KINDS[k],) * 4))
        return out

    # ---------------------------------------------------------- the win
    def _timing(self, s: int, win_card: int | None, src: DrawMark | None, flags: dict[str, Any]) -> int | None:
        if src and src.how == "draw" and src.draws == 1 and not flags.get("tianhu") and \
                (s != self.dealer or self.DIHU_DEALER):
            flags["dihu"] = True
        if src and src.how == "draw" and src.last:
            flags["hailao"] = True
        if not self.seats[s].jin and not flags.get("tianhu"):
            flags["baoting"] = True
        return None

    @classmethod
    def mingtang_of(cls, settings: Mapping[str, Any], held: Counts, groups: Sequence[ScoredGroup] | None,
                    flags: Flags) -> list[Mingtang]:
        return xi_mingtang(cls.MINGTANG, held, groups, flags)

    @classmethod
    def value_of(cls, xi: int, ok: bool, mt: Sequence[Mingtang], held: Counts, own: Counts, other: Counts,
                 win: int | None, how: str) -> WinTotal:
        """胡息 + 名堂 + 豪, rounded up to five."""
        hao = hao_of(cls.HAO, held, own, other, win, how) if ok else []
        total = xi + sum(m.value for m in mt) + sum(h.xi for h in hao)
        return WinTotal(tuple(hao), total, round_five(total) if ok else 0)

    @classmethod
    def score_lines(cls, res: WinValue, mt: list[dict[str, Any]]) -> list[Reason]:
        return xi_lines(res, mt)

    # ---------------------------------------------------------- yezi judge
    TABLE_LIU_FROM: ClassVar[bool] = True    # a table 溜 may say where its four came from
    FORMS_HINT: ClassVar[str] = ""
    # what a judge request of this variant may hold (app/engine/judgement.py)
    SCORE_UNIT: ClassVar[str] = "xi"         # the score is counted in 息 (qidong: 番)
    JUDGE_FORMS: ClassVar[tuple[str, ...]] = ("chi", "peng", "wai", "liu")   # table groups, as offered
    TIMING_FLAGS: ClassVar[tuple[str, ...]] = ("tianhu", "dihu", "baoting", "last_card")  # 名堂 of timing

    @classmethod
    def table_form(cls, form: str) -> str:
        """A table group's form as this variant names it."""
        return "liu" if form in ("ti", "pao", "long") else form

    @classmethod
    def check_count(cls, hand: Counts, melds: TableGroups, win: int | None) -> CountRule:
        """The cards a winning hand holds as counted, what it must be, the rule's words."""
        n = sum(hand) + 3 * len(melds) + (1 if win is not None else 0)
        return CountRule(n, 20, f"{cls.HU.name}: 20")

    DEALT_SIZES: ClassVar[tuple[int, int]] = (20, 19)

    @classmethod
    def payment(cls, score: int, how: str, win: int | None) -> dict[str, Any]:
        return {"each_loser_pays": score, "winner_gets": score * 2}

    @classmethod
    def answer_extra(cls, res: WinValue) -> dict[str, Any]:
        return {}


class YiyangHand(WaihuziHand):
    """益阳歪胡子 (seed 004): waihuzi with 碰 of a passed card, 死手, 吊字 on
    the same own-drawn card only, 一对 with one four at most, the dealt 死手牌,
    the 庄's 地胡 and its own 名堂 and 豪 tables."""

    HU = HuRules(name="yiyang", sanda=True, pair_only=False, lock_kan=False,
                 kan=(3, 3), shun123=(0, 0), ekt=(1, 1), quad_hand=(5, 5), peng=(1, 1),
                 wai=(4, 4), liu_own=(5, 5), liu_other=None, win_bonus=1, min_xi=8,
                 diao_same_only=True, diao_own_only=True)
    PENG_CHOU = False        # seed 004 §5.3: a card others discarded or drew may still be 碰'd
    DIHU_DEALER = True
    DEAD_HAND = True
    MINGTANG = YIYANG_MINGTANG
    HAO = HAO_YIYANG
    YIDUI_ONE_FOUR = True    # 一对 "含只有單牌和坎或一內豪" (004 §8.5)
    SISHOU_DEAL = True       # 起手死手牌 (004 §8.4): fewer than 6½ 门子
    NO_DISCARD_WIN_SEED = "004 §4.6"
    NO_DEALT_REASON = "zipai.judge.no_dealt_sishou"


class QidongHand(ZipaiHand):
    """祁东恰胡子 (seed 003): 4 seats, 14 cards each and the 庄's 挡底, 提/偎
    > 和 > 跑/碰 > 吃, 坎 and 龙 stay whole, 过胡, 包铳 on a discard, 囤 × 番."""

    DEAL = (14, 14)
    SHOWS_DANGDI = True
    VERBS = ("chi", "peng", "wai", "ti", "pao", "hu", "pass", "discard")   # 偎 提 跑, no 溜
    HU = HuRules(name="qidong", sanda=True, pair_only=True, lock_kan=True,
                 kan=(3, 6), shun123=(3, 6), ekt=(3, 6), quad_hand=(9, 12), peng=(1, 3),
                 wai=(3, 6), liu_own=(9, 12), liu_other=(6, 9), win_bonus=0, min_xi=6,
                 diao_same_only=True)
    WIN_ON_DISCARD = True
    PENG_CHOU = True
    PENG_OWN_DISCARD_BARRED = False
    MENZI_CHOU = False
    DIHU_DEALER = False
    DEAD_HAND = False
    BI_KEEP = False          # 003 "下不了伙则不能吃"
    KAN_LOCKED = True
    KEEP_A_DISCARD = True
    DRAWER_AT_PENG = True
    PASS_BLOCKS_HU = True
    FOURS_LAID_OUT = True
    LABELS = {"wai": ("偎", "Wei"), "hu": ("和", "Win")}
    FORM_SHOWN = {"wai": "wei"}   # a 歪 of qidong is a 偎 in its words, scored groups too
    LAST_CARD = "haidi"
    NO_DEALT_REASON = "zipai.judge.no_dealt_qidong"
    NO_DISCARD_WIN_SEED = ""
    TABLE_LIU_FROM = False
    FORMS_HINT = "; ti, pao, long"
    DEALT_SIZES = (15, 14)
    PLAN = PlanTable(
        kan=(3, 6), four=(9, 12), run123=(3, 6), ert=(3, 6), peng=(1, 3), wai=(3, 6), pao=(6, 9), ti=(9, 12),
        min_xi=6, kan_locked=True, pays_in_tun=True, pairs_plan=False, discard_risk=1.8)
    SCORE_UNIT = "fan"                       # 囤 × 番
    JUDGE_FORMS = ("chi", "peng", "wai", "ti", "pao", "long")   # wai is 偎 here
    TIMING_FLAGS = ("tianhu", "dihu", "last_card")               # no 报听 (003)

    # ---------------------------------------------------------- the deal
    def _after_deal(self) -> None:
        for s in self.order:
            self._lay_long(s)
        # RULES.md second review: three 龙 are declared at the deal, before
        # the 挡底 is offered (003 胡牌规则 2 "起手有3个龙，可以直接胡牌")
        self.pre_dangdi = True

    @classmethod
    def dealt_wins(cls, hand: Counts, longs: int, sanda: bool) -> list[str]:
        return ["sanlong"] if longs >= 3 else []

    def _discard_residue(self, seat: Seat) -> int:
        return 1 if seat.has_quad() else 2

    # ---------------------------------------------------------- claims
    def _own_options(self, s: int, k: int, c: ZiCard, h: int, seat: Seat) -> Offer:
        if h == 2:
            if seat.size == 2:
                return NO_OFFER   # nothing would be left to discard (003 规则 9)
            return Offer((Action(s, "wai", (c,) * 3),), True)
        if h == 3 or seat.meld_of("wai", k):
            return Offer((Action(s, "ti", (c,) * 4),), True)
        return NO_OFFER

    def _peng_options(self, s: int, k: int, c: ZiCard, h: int, seat: Seat, own: bool) -> Offer:
        if own:
            if seat.meld_of("peng", k):
                return Offer((Action(s, "pao", (c,) * 4),), True)
            return NO_OFFER
        if h == 3 or seat.meld_of("wai", k):
            return Offer((Action(s, "pao", (c,) * 4),), True)
        if self._peng_bar(s, k) is None:
            return Offer((Action(s, "peng", (c,) * 3),), False)
        return NO_OFFER

    def _peng_barred(self, seat: Seat, k: int) -> Reason | None:
        # a 坎 or a 偎 of the card 跑s instead (forced); 打明跑 bars 碰 (003)
        if seat.hand[k] >= 3 or seat.meld_of("wai", k) or seat.mingpao:
            return reason("zipai.peng_no")
        return None

    def _chi_barred(self, seat: Seat, k: int) -> Reason | None:
        if seat.mingpao:
            return Reason("zipai.chi_mingpao")
        return None

    def _hu_barred(self, seat: Seat, s: int) -> Reason | None:
        # 过胡 (003 胡牌规则 3): no win until the table's 胡息 have grown
        if seat.hu_block is not None and self.table_xi(s) <= seat.hu_block:
            return reason("zipai.hu_block")
        return None

    def _after_discard(self, s: int, k: int) -> None:
        # 打明跑: a discard another seat's 偎 could 跑
        for o in self.order:
            if o != s and self.seats[o].meld_of("wai", k):
                self.seats[s].mingpao = True

    # ---------------------------------------------------------- the win
    def _timing(self, s: int, win_card: int | None, src: DrawMark | None, flags: dict[str, Any]) -> int | None:
        # a win with the hand right after taking a discard (跑, 碰 or 吃 of
        # it) is a win on that discard: 包铳, and 地胡 on the 庄's first
        log = self._log
        on_discard = src is not None and src.how == "discard" and (
            win_card is not None or (len(log) >= 2 and log[-2].seat == s
                                     and log[-2].kind in ("chi", "peng", "pao")))
        payer = src.source if src is not None and on_discard else None
        if s != self.dealer and (
                (win_card is not None and self.live_how == "dangdi") or
                (src is not None and on_discard and src.source == self.dealer and src.draws == 0)):
            flags["dihu"] = True
        if src and src.how == "draw" and src.last:
            flags["haidi"] = True
        return payer

    @classmethod
    def mingtang_of(cls, settings: Mapping[str, Any], held: Counts, groups: Sequence[ScoredGroup] | None,
                    flags: Flags) -> list[Mingtang]:
        fan = dict(QIDONG_MINGTANG_DEFAULT)
        fan.update(settings.get("mingtang") or {})
        return fan_mingtang(fan, held, flags)

    @classmethod
    def value_of(cls, xi: int, ok: bool, mt: Sequence[Mingtang], held: Counts, own: Counts, other: Counts,
                 win: int | None, how: str) -> WinTotal:
        """囤 of the 胡息 × the 番 of the 名堂; no 豪."""
        t = tun(xi) if ok else 0
        fan = sum(m.value for m in mt)
        return WinTotal((), xi, t * fan, t, fan)

    @classmethod
    def score_lines(cls, res: WinValue, mt: list[dict[str, Any]]) -> list[Reason]:
        return fan_lines(res, mt)

    # ---------------------------------------------------------- yezi judge
    @classmethod
    def table_form(cls, form: str) -> str:
        return "pao" if form == "liu" else form   # shown four: 跑 (say ti or long for the hidden kinds)

    @classmethod
    def win_paths(cls, melds: TableGroups, hand: list[int], win: int | None,
                  how: str) -> list[WinPath]:
        """qidong turns a table 偎 into 提 on one's own draw (forced, 003 规则
        8/10) and a 偎 (another's card) or 碰 (own draw) into 跑, which ranks
        below 和 — the seat may win with the card or 跑 and win with the hand
        as it then stands.  Every other forced group is the hu check's."""
        if win is None:
            return [WinPath(melds, hand, win)]
        own = how == "own"
        table = list(melds)
        for i, (f, ks) in enumerate(table):
            if ks[0] != win or len(set(ks)) != 1:
                continue
            if f == "wai" and own:
                return [WinPath(table[:i] + [("ti", (win,) * 4)] + table[i + 1:], hand, None)]
            if (f == "wai" and not own) or (f == "peng" and own):
                return [WinPath(melds, hand, win),
                        WinPath(table[:i] + [("pao", (win,) * 4)] + table[i + 1:], hand, None)]
        return [WinPath(melds, hand, win)]

    @classmethod
    def check_count(cls, hand: Counts, melds: TableGroups, win: int | None) -> CountRule:
        # a 龙 in the hand counts 3 as well
        quads_hand = sum(1 for c in hand if c == 4)
        n = sum(hand) - quads_hand + 3 * len(melds) + (1 if win is not None else 0)
        four = quads_hand > 0 or any(len(ks) == 4 for _f, ks in melds)
        return CountRule(n, 14 if four else 15, "qidong: 15, or 14 once a four (龙/提/跑) is held")

    @classmethod
    def payment(cls, score: int, how: str, win: int | None) -> dict[str, Any]:
        if how == "discard" and win is not None:
            return {"baochong": True, "discarder_pays": 3 * score, "winner_gets": 3 * score}
        return {"each_loser_pays": score, "winner_gets": score * 3}

    @classmethod
    def answer_extra(cls, res: WinValue) -> dict[str, Any]:
        return {"tun": res.tun, "fan": res.fan}

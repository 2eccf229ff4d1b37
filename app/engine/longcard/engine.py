"""The long-card family engine: the hooks ``app.engine.core.FamilyEngine`` asks for."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Mapping

from ..core import Action, Deal, FamilyEngine, HandResult, SeatView
from ..messages import Reason, Seq, verb
from ..rng import Rng, derive_seed
from . import cards as C
from . import evaluate as ev
from .judge import TABLE_FORMS  # noqa: F401  (the table forms a judge request names)

if TYPE_CHECKING:
    from .state import LongHand

N = 4

# Action verbs (kind → Chinese, English).
ACTION_LABELS = {
    "buy": ("买庄", "Buy 庄"),
    "pass": ("过", "Pass"),
    "discard": ("打", "Discard"),
    "flip": ("翻", "Flip"),
    "zhang": ("涨", "Raise 将"),
    "chi": ("吃", "Eat"),
    "peng": ("碰", "Pong"),
    "gang": ("杠", "Kong (开招)"),
    "hu": ("成", "Win"),
    "ao": ("熬", "Wait (熬将)"),
}


def toujia_from_flip(card: C.LongCard, flipper: int) -> int:
    """lvsi 打头: 159 自动手, 26 上家, 37 对门, 48 为底 (下家); a 将 counts as 1."""
    n = 1 if card.is_jiang or card.rank is None else card.rank
    return {1: flipper, 2: (flipper - 1) % N, 3: (flipper + 2) % N, 0: (flipper + 1) % N}[n % 4]


class LongcardEngine(FamilyEngine):
    id = "longcard"

    # ------------------------------------------------------------ cards

    def parse_card(self, text: str) -> C.LongCard:
        return C.parse_card(text)

    def deck(self, settings: Mapping[str, Any]) -> list[C.LongCard]:
        return C.deck(bool(settings.get("xing")))

    # ------------------------------------------------------------ hands and matches

    def new_hand(self, variant: Any, settings: Mapping[str, Any], seed: int,
                 context: Mapping[str, Any] | None = None, deal: Deal | None = None) -> "LongHand":
        # the variant's subclass of ``state.LongHand`` (its 庄 tables and hooks)
        hand: LongHand = variant.hand_class(variant, variant.settings(settings), seed, dict(context or {}),
                                            deal=deal)
        return hand

    def first_context(self, variant: Any, settings: Mapping[str, Any], seed: int) -> dict[str, Any]:
        ctx: dict[str, Any] = {"hand": 0, "dapao": [False] * N, "jailed": [False] * N}
        rng = Rng(derive_seed(seed, 0x70A5))
        # 打头 (seed 001 §四.2); seed 000 is silent, so haimen follows its
        # sibling (RULES.md: "lvsi and haimen fill each other's gaps")
        deck = self.deck(variant.settings(settings))
        card = rng.choice(deck)
        flipper = 0
        ctx["dealer"] = toujia_from_flip(card, flipper)
        ctx["toujia_flip"] = {"card": card.code, "flipper": flipper}
        return ctx

    def next_context(self, variant: Any, settings: Mapping[str, Any], context: Mapping[str, Any],
                     result: HandResult) -> dict[str, Any]:
        nxt = result.breakdown.get("next", {})
        return {
            "hand": int(context.get("hand", 0)) + 1,
            # 头家 rotates to the 下家 every hand; after a 臭局 the 下家 too.
            "dealer": (int(context.get("dealer", 0)) + 1) % N,
            "dapao": list(nxt.get("dapao", context.get("dapao", [False] * N))),
            "jailed": list(nxt.get("jailed", context.get("jailed", [False] * N))),
            **({"jail_since": list(nxt["jail_since"])} if nxt.get("jail_since") else {}),
        }

    # ------------------------------------------------------------ determinize

    def determinize(self, view: SeatView, rng: Rng) -> "LongHand":
        """Deal every card ``view.seat`` cannot see at random (hands of the
        others, the stock order, folded players' face-down 爆炸) and rebuild the
        pending claims from those hands, keeping the viewer's own decision."""
        from .state import LongHand, NK, _card
        from ..core import Meld
        from ..variants import find_variant

        me = view.seat
        st = LongHand.from_knowledge(find_variant(view.variant), view.extra["known"])
        if me is None or st.phase == "over":
            return st
        full = Counter(c.index for c in self.deck(st.settings))
        known: Counter[int] = Counter()
        for k in range(NK):
            known[k] += st.hands[me][k]
        for s in range(N):
            for m in st.melds[s]:
                for c in m.cards:
                    known[c.index] += 1
            for c in st.discards[s]:
                known[c.index] += 1
        if st.live is not None:
            known[st.live.kind] += 1
        unseen = []
        for k in range(NK):
            left = full[k] - known[k]
            unseen.extend([k] * max(0, left))
        rng.shuffle(unseen)
        # face-down 爆炸 of folded players: four alike from the unseen cards
        for s in range(N):
            for i, m in enumerate(st.melds[s]):
                if m.hidden and not m.cards:
                    cnt = Counter(unseen)
                    choices = [k for k, n in cnt.items() if n >= 4 and k not in ev.JIANG]
                    k = rng.choice(sorted(choices)) if choices else rng.choice(sorted(cnt))
                    for _ in range(min(4, cnt[k])):
                        unseen.remove(k)
                    st.melds[s][i] = Meld(m.form, (_card(k),) * 4, hidden=m.hidden)
        pos = 0
        sizes = {s: view.players[s].hand_size for s in range(N) if s != me}
        if st.phase == "buy":
            # cards still to come in the deal, for everyone
            for s in range(N):
                if s != me:
                    st.hands[s] = [0] * NK
                    for k in unseen[pos:pos + st.buy_limit]:
                        st.hands[s][k] += 1
                    pos += st.buy_limit
            for s in range(N):
                need = (26 if s == st.dealer else 25)
                own = st.dealt[me][:st.buy_limit] if s == me else None
                chunk = unseen[pos:pos + need - st.buy_limit]
                pos += need - st.buy_limit
                if s == me:
                    assert own is not None
                    st.dealt[s] = list(own) + chunk
                else:
                    first = [k for k in range(NK) for _ in range(st.hands[s][k])]
                    st.dealt[s] = first + chunk
            st.stock = unseen[pos:]
            st._cache = {}
            st._legal = None
            return st
        # 将 flipped and left unclaimed: nobody still playing held a pair of
        # it (碰将 is forced, 一筒 aside); a card whose fourth copy showed and
        # was not opened: nobody held its 招儿 (开招 is forced)
        no_pair = {f.kind for f in st.flipped if f.kind in ev.JIANG and f.kind != ev.T1}
        shown: Counter[int] = Counter()
        for s in range(N):
            for c in st.discards[s]:
                shown[c.index] += 1
        no_zhaor = {k for k, n in shown.items() if n}
        start = pos
        for attempt in range(12):
            pos = start
            ok = True
            for s in range(N):
                if s == me:
                    continue
                h = [0] * NK
                for k in unseen[pos:pos + sizes[s]]:
                    h[k] += 1
                pos += sizes[s]
                st.hands[s] = h
                st.dealt[s] = []
                # a seat still playing was dealt a 将 pair: it shows on its
                # table (a 将 碰/杠/摊庄) or is still in the hand
                if st.huanghu and not st.folded[s] and not any(
                        m.form in ("peng", "gang", "tan") and m.cards and m.cards[0].index in ev.JIANG
                        for m in st.melds[s]) and not any(h[k] >= 2 for k in ev.JIANG):
                    ok = False
                if not st.folded[s] and not st.table_rules and (
                        any(h[k] >= 2 for k in no_pair) or any(h[k] >= 3 for k in no_zhaor)):
                    ok = False
            if ok:
                break
            tail = unseen[start:]
            rng.shuffle(tail)
            unseen[start:] = tail
        # no four alike may hide in a hand (they would have been laid out)
        for s in range(N):
            if s == me:
                continue
            h = st.hands[s]
            for k in range(NK):
                while h[k] >= 4 and pos < len(unseen):
                    j = next((i for i in range(pos, len(unseen)) if unseen[i] != k), None)
                    if j is None:
                        break
                    h[k] -= 1
                    h[unseen[j]] += 1
                    unseen[j] = k
        st.stock = unseen[pos:]
        for s in range(N):
            if s != me:
                st.dealt_zhaor[s] = any(c >= 3 for c in st.hands[s]) or any(
                    m.form == "tan" for m in st.melds[s])
                st.round_at[s] = None
        st._cache = {}
        st._legal = None
        for s in range(N):
            if s != me:
                st._update_round(s)
        if st.phase == "claim":
            assert st.live is not None   # a claim is always about a live card
            live = st.live
            x = live.kind
            asked = view.to_act == me
            mine = st.claims.get(me, frozenset())
            offered = st._offered(me) if asked else frozenset()
            bar = min((st._prio(me, o) for o in offered), default=None)
            for s in st.order:
                if s == me:
                    continue
                opts = st._claim_options(s, live)
                opts -= st.passed.get(s, frozenset())
                # consistent with the viewer being asked now: nobody else outranks it
                if bar is not None:
                    opts = frozenset(o for o in opts if st._prio(s, o) < bar)
                if opts:
                    st.claims[s] = opts
                    st.forced[s] = st._forced_of(s, x, opts)
                else:
                    st.claims.pop(s, None)
            if asked:
                st.claims[me] = mine
                st.turn = me
            else:
                if mine:
                    st.claims[me] = mine
                st._floor = {}
                st._next_claimant()
        return st

    # ------------------------------------------------------------ judge (``judge.py``)

    def judge(self, request: Mapping[str, Any]) -> dict[str, Any]:
        from .judge import judge

        return judge(request)

    def judgement(self, request: Mapping[str, Any]) -> Any:
        """The typed answer (``judge.LongJudgement`` or ``judge.LongSettlement``)."""
        from .judge import judgement

        return judgement(request)

    def judge_profile(self, variant: Any) -> Any:
        """What a judge request of ``variant`` may hold (``judgement.JudgeProfile``)."""
        from .judge import judge_profile

        return judge_profile(variant)

    # ------------------------------------------------------------ hints

    def assess(self, view: SeatView) -> dict[str, Any]:
        from ..variants import find_variant
        from .state import LongHand

        snap = LongHand.from_knowledge(find_variant(view.variant), view.extra["known"])
        s = view.seat
        if s is None or snap.hands[s] is None:
            return {"label": "胡", "value": 0, "complete": False, "waiting": (), "groups": []}
        if snap.phase == "buy":
            return {"label": "胡", "value": 0, "complete": False, "waiting": (), "groups": []}
        pool, zhaor, table = snap.key(s)
        o = ev.best(pool, zhaor, table)
        arr = ev.arrangement(pool, zhaor, table, o)
        w: Any = ()
        if snap.owned(s) <= 25:
            unseen = self._unseen(view)
            w = ev.waits(pool, zhaor, table, unseen)
        return {"label": "胡", "value": min(o.hu, ev.HU_CAP), "complete": o.loose == 0,
                "waiting": tuple(C.ALL_KINDS[k] for k in w),
                "groups": [g["cards"] for g in arr["groups"]], "loose": tuple(arr["loose"])}

    def _unseen(self, view: SeatView) -> list[int]:
        """Copies of each kind the viewer has not seen (own hand, every face-up card)."""
        left = [0] * ev.NKINDS
        for c in self.deck(view.extra.get("settings") or {"xing": True}):
            left[c.index] += 1
        seen = list(view.hand)
        for p in view.players:
            seen.extend(p.discards)
            for m in p.melds:
                seen.extend(m.cards)
        if view.live_card is not None:
            seen.append(view.live_card)
        for c in seen:
            left[c.index] -= 1
        return left

    def describe(self, action: Action) -> str:
        """A short sentence (a ``Reason``; 简体 as a str), e.g. "2号 碰 千", "1号 吃 四万 五万 六万"."""
        cards = action.cards
        if action.kind in ("peng", "gang", "hu", "zhang", "discard") and cards:
            cards = cards[:1]
        elif action.kind == "pass":
            cards = ()
        return Reason("describe", seat=action.seat + 1, verb=verb(action.kind, "long"), cards=Seq(cards, "space"))

    def action_label(self, kind: str, variant_id: str | None = None) -> tuple[str, str]:
        return ACTION_LABELS.get(kind, (kind, kind))


ENGINE = LongcardEngine()

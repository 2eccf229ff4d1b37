"""The 字牌 family engine: the hooks ``FamilyEngine`` asks for."""

from __future__ import annotations

from ..core import FamilyEngine, SeatView
from ..messages import Reason, Seq, verb
from ..rng import Rng
from . import cards as C
from . import hu as H

LABELS = {
    "discard": ("打", "Discard"),
    "chi": ("吃", "Eat"),
    "peng": ("碰", "Pong"),
    "wai": ("歪", "Wai"),
    "liu": ("溜", "Liu (four)"),
    "ti": ("提", "Ti (four, own draw)"),
    "pao": ("跑", "Pao (four)"),
    "hu": ("胡", "Win"),
    "pass": ("过", "Pass"),
}


class ZipaiEngine(FamilyEngine):
    id = "zipai"

    def parse_card(self, text):
        return C.parse_card(text)

    def deck(self, settings):
        return C.deck()

    def new_hand(self, variant, settings, seed, context=None):
        return variant.params["hand"](variant, variant.settings(settings), seed, context)

    def first_context(self, variant, settings, seed):
        n = 4 if settings.get("shouxing") else variant.players
        return {"dealer": Rng(seed ^ 0x5A17).below(n)}

    def next_context(self, variant, settings, context, result):
        ctx = dict(context)
        if result.winner is not None:  # winner deals; 黄牌 keeps the 庄
            ctx["dealer"] = result.winner
        return ctx

    def action_label(self, kind, variant_id=None):
        if variant_id is not None:
            from ..errors import VariantError
            from ..variants import find_variant

            try:
                own = find_variant(variant_id).params["hand"].LABELS
            except (VariantError, KeyError):
                own = {}
            if kind in own:
                return own[kind]
        return LABELS.get(kind, (kind, kind))

    def describe(self, action, variant_id=None) -> str:
        return Reason("describe", seat=action.seat + 1, verb=verb(action.kind, "zipai", variant_id or ""),
                      cards=Seq(action.cards, "space"))

    # -------------------------------------------------------------- search
    def determinize(self, view: SeatView, rng: Rng):
        """A full state consistent with ``view``: the cards the viewer cannot
        see are dealt at random to the other hands and the stock."""
        from ..variants import find_variant as find

        variant = find(view.variant)
        pub = view.extra["public"]
        state = variant.params["hand"](variant, dict(view.extra.get("settings", {})) or variant.settings(),
                           0, dict(view.context), _empty=True)
        state.settings = dict(view.extra.get("settings") or variant.settings())
        from .state import Seat

        state.seats = [Seat.from_public(d) for d in pub["seats"]]
        seen = [0] * 20
        for st in state.seats:
            for m in st.melds:
                for k in m.kinds:
                    seen[k] += 1
            for k in st.pile:
                seen[k] += 1
        if pub["live"] is not None:
            seen[pub["live"]] += 1
        me = view.seat
        if me is not None:
            for c in view.players[me].hand or ():
                state.seats[me].hand[c.index] += 1
                seen[c.index] += 1
        pool = [k for k in range(20) for _ in range(4 - seen[k])]
        rng.shuffle(pool)
        for pv in view.players:
            if pv.seat == me:
                continue
            for _ in range(pv.hand_size):
                state.seats[pv.seat].hand[pool.pop()] += 1
        state.stock = pool
        if state.KAN_LOCKED:
            # four alike never rest in a qidong hand (they are laid out as 龙):
            # trade one of them for a stock card of another kind
            for pv in view.players:
                if pv.seat == me:
                    continue
                hand = state.seats[pv.seat].hand
                for k in range(20):
                    while hand[k] >= 4:
                        j = next((i for i, x in enumerate(pool) if hand[x] < 3 and x != k), None)
                        if j is None:
                            break
                        hand[k] -= 1
                        hand[pool[j]] += 1
                        pool[j] = k
        state._log = list(view.log)
        for key in ("phase", "live", "live_from", "live_how", "actor", "draws", "first_discard",
                    "post_hu", "dangdi"):
            setattr(state, key, pub[key])
        state.last_take_draw = tuple(pub["last_take_draw"]) if pub["last_take_draw"] else None
        state.pre_dangdi = pub["pre_dangdi"]
        state.wai_turn = tuple(pub["wai_turn"]) if pub["wai_turn"] else None
        state.answered = {tuple(t) for t in pub["answered"]}
        state.nodiscard = set(pub["nodiscard"])
        state.winner = None
        state._result = None
        state.win_info = None
        state._legal = None
        state.question = None
        if state.phase in ("claim", "special"):
            qs = pub["question_seat"]
            lvls = tuple(pub["question_levels"])
            acts, forced = [], False
            for lvl in lvls:
                a, f = state._options(qs, lvl)
                acts += a
                forced = forced or f
            if acts:
                state.question = (qs, lvls, acts, forced)
                state.actor = qs
            else:
                state._advance()
        return state

    # -------------------------------------------------------------- hints
    def assess(self, view: SeatView) -> dict:
        from ..variants import find_variant as find
        from .rules import meld_xi

        variant = find(view.variant)
        settings = view.extra.get("settings") or variant.settings()
        rules = variant.params["hand"].hu_rules(bool(settings.get("sanda", True)))
        ht = H.table(rules)
        me = view.players[view.seat]
        hand = [0] * 20
        for c in me.hand or ():
            hand[c.index] += 1
        table_xi = sum(meld_xi(rules, m.form, tuple(c.index for c in m.cards)) for m in me.melds)
        n = sum(hand)
        w = H.pack(hand)
        complete = ht.best(w, n) > H.NEG
        waiting = []
        for k in range(20):
            if hand[k] >= 4:
                continue
            v = max(ht.best_with(w, n, k, "own"), ht.best_with(w, n, k, "other"))
            if v > H.NEG and v + table_xi + rules.win_bonus >= rules.min_xi:
                waiting.append(C.ALL_KINDS[k])
        groups = []
        value = table_xi
        arr = ht.arrangements(w, n, limit=1) if complete else []
        if arr:
            value += arr[0][0]
            groups = [[C.ALL_KINDS[k].code for k in g] for _f, g in arr[0][1]]
        else:
            # the 坎 in hand count toward the 胡息 shown
            for k in range(20):
                if hand[k] >= 3:
                    value += rules.kan[1 if k >= 10 else 0]
                    groups.append([C.ALL_KINDS[k].code] * hand[k])
        return {"label": "胡息", "value": value, "complete": complete, "waiting": tuple(waiting),
                "groups": groups, "min": rules.min_xi}

    # -------------------------------------------------------------- judge
    def judge(self, request):
        from .judge import judge

        return judge(self, request)


ENGINE = ZipaiEngine()

"""The 字牌 family engine: the hooks ``FamilyEngine`` asks for."""

from __future__ import annotations

from typing import Any, Mapping

from ..core import Action, Deal, FamilyEngine, GameState, HandResult, SeatView
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

    def parse_card(self, text: str) -> C.ZiCard:
        return C.parse_card(text)

    def deck(self, settings: Mapping[str, Any]) -> list[C.ZiCard]:
        return C.deck()

    def new_hand(self, variant: Any, settings: Mapping[str, Any], seed: int,
                 context: Mapping[str, Any] | None = None, deal: Deal | None = None) -> GameState:
        from . import hand_class

        return hand_class(variant)(variant, variant.settings(settings), seed, context, deal=deal)

    def first_context(self, variant: Any, settings: Mapping[str, Any], seed: int) -> dict[str, Any]:
        n = 4 if settings.get("shouxing") else variant.players
        return {"dealer": Rng(seed ^ 0x5A17).below(n)}

    def next_context(self, variant: Any, settings: Mapping[str, Any], context: Mapping[str, Any],
                     result: HandResult) -> dict[str, Any]:
        ctx = dict(context)
        if result.winner is not None:  # winner deals; 黄牌 keeps the 庄
            ctx["dealer"] = result.winner
        return ctx

    def action_label(self, kind: str, variant_id: str | None = None) -> tuple[str, str]:
        if variant_id is not None:
            from ..errors import VariantError
            from ..variants import find_variant

            try:
                from . import hand_class

                own = hand_class(find_variant(variant_id)).LABELS
            except (VariantError, KeyError):
                own = {}
            if kind in own:
                return own[kind]
        return LABELS.get(kind, (kind, kind))

    def action_cards(self, action: Action) -> Seq:
        """A group is written together ("碰 贰贰贰"); a 吃 names its sentence
        and any 比 sentences (groups of three): "吃 一二三 + 三四五"."""
        cards = action.cards
        if action.kind != "chi":
            return Seq(cards, "none")
        return Seq((Seq(cards[i:i + 3], "none") for i in range(0, len(cards), 3)), "plus")

    def describe(self, action: Action, variant_id: str | None = None) -> str:
        return Reason("describe", seat=action.seat + 1, verb=verb(action.kind, "zipai", variant_id or ""),
                      cards=self.action_cards(action))

    # -------------------------------------------------------------- search
    def determinize(self, view: SeatView, rng: Rng) -> GameState:
        """A full state consistent with ``view`` (``ZipaiHand.sample``)."""
        from . import hand_class
        from ..variants import find_variant

        return hand_class(find_variant(view.variant)).sample(view, rng)

    # -------------------------------------------------------------- hints
    def assess(self, view: SeatView) -> dict[str, Any]:
        from ..variants import find_variant as find
        from .rules import meld_xi

        variant = find(view.variant)
        settings = view.extra.get("settings") or variant.settings()
        from . import hand_class

        rules = hand_class(variant).hu_rules(bool(settings.get("sanda", True)))
        ht = H.table(rules)
        assert view.seat is not None
        me = view.players[view.seat]
        hand = [0] * 20
        for c in me.hand or ():
            hand[c.index] += 1
        table_xi = sum(meld_xi(rules, m.form, tuple(c.index for c in m.cards)) for m in me.melds)
        n = sum(hand)
        w = H.pack(hand)
        complete = ht.best(w, n) > H.NEG
        waiting = [C.ALL_KINDS[k] for k in ht.waits(hand, table_xi)]
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
    def judge(self, request: Mapping[str, Any]) -> dict[str, Any]:
        from .judge import judge

        return judge(self, request)

    def judgement(self, request: Mapping[str, Any]) -> Any:
        """The typed answer (``judge.ZiJudgement``) to a request."""
        from .judge import judgement

        return judgement(self, request)

    def judge_profile(self, variant: Any) -> Any:
        """What a judge request of ``variant`` may hold (``judgement.JudgeProfile``)."""
        from .judge import judge_profile

        return judge_profile(variant)


ENGINE = ZipaiEngine()

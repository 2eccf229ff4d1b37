"""What the settle window sends to the judge, without Qt.

The window keeps the cards as text (what the player typed or clicked); this
module reads that text into cards, builds the same request dicts ``yezi
judge`` takes, and turns the judge's answers into the words the window shows.
No rule is decided here: every 胡, 圆, 息 and payment comes from
``variant.engine.judge``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from app.engine import CardError, YeziError, find_variant

# Table-group forms the judge of each family accepts, in the order offered.
LONG_FORMS = ("peng", "gang", "tan", "chi", "zhang")
ZI_FORMS = ("chi", "peng", "wai", "liu")
FORM_ZH = {"peng": "碰", "gang": "杠", "tan": "摊庄", "chi": "吃", "zhang": "涨",
           "wai": "歪", "liu": "溜"}
# copies a palette click puts into an empty group of this form (three/four alike)
FORM_FILL = {"longcard": {"peng": 3, "gang": 4, "tan": 4},
             "zipai": {"peng": 3, "wai": 3, "liu": 4}}
WIN_FROM = ("self_draw", "other_draw", "discard")
SCHEMES = ("1-2-3", "1-3-5", "2-4-6", "5-1-2")

_SPLIT = re.compile(r"[\s,，、;；]+")


@dataclass(frozen=True)
class Parsed:
    """Cards read from one text field; ``error`` names the first bad token."""

    cards: tuple = ()
    error: str | None = None
    bad: str | None = None


def _segment(engine, token: str) -> list | None:
    """Chinese names typed without spaces (二万三万千, 一二三): longest match first."""
    out, i = [], 0
    while i < len(token):
        for n in (3, 2, 1):
            piece = token[i:i + n]
            if len(piece) < n:
                continue
            try:
                out.append(engine.parse_card(piece))
            except CardError:
                continue
            i += n
            break
        else:
            return None
    return out


def parse_text(engine, text: str) -> Parsed:
    """Every card of ``text`` (codes or Chinese names, spaces optional between
    Chinese names); on a bad token, the cards before it and a one-line error."""
    cards: list = []
    for token in _SPLIT.split(text.strip()):
        if not token:
            continue
        try:
            cards.append(engine.parse_card(token))
            continue
        except CardError as exc:
            reason = exc.reason
        seg = _segment(engine, token) if not token.isascii() else None
        if seg is None:
            return Parsed(tuple(cards), reason, token)
        cards.extend(seg)
    return Parsed(tuple(cards))


def codes(cards) -> str:
    return " ".join(c.code for c in cards)


@dataclass
class Group:
    """A table group being entered: its form and the text of its cards."""

    form: str
    text: str = ""


@dataclass
class HandInput:
    """Everything the player entered for one hand."""

    variant: str
    hand: str = ""
    groups: list[Group] = field(default_factory=list)
    win_card: str = ""
    win_from: str = "self_draw"
    xing: bool | None = None            # long cards: play 星儿 (None: the variant's default)
    # 字牌: dealt (the dealt hand: 无对, 十对 …, qidong's three 龙) and the timing 名堂
    # tianhu, dihu, baoting, last_card
    flags: dict[str, bool] = field(default_factory=dict)


@dataclass
class Built:
    """A judge request, or the input errors that keep it from being sent.
    ``errors`` maps a field ("hand", "group:<i>", "win") to its one-line message."""

    request: dict | None
    errors: dict[str, str]


def build_request(inp: HandInput) -> Built:
    variant = find_variant(inp.variant)
    engine = variant.engine
    errors: dict[str, str] = {}
    hand = parse_text(engine, inp.hand)
    if hand.error:
        errors["hand"] = hand.error
    table = []
    for i, g in enumerate(inp.groups):
        p = parse_text(engine, g.text)
        if p.error:
            errors[f"group:{i}"] = p.error
        elif p.cards:
            table.append({"form": g.form, "cards": codes(p.cards)})
    win = parse_text(engine, inp.win_card)
    if win.error:
        errors["win"] = win.error
    elif len(win.cards) > 1:
        errors["win"] = f"the winning card is one card, not {len(win.cards)}"
    if errors:
        return Built(None, errors)
    req: dict[str, Any] = {"variant": variant.id, "hand": codes(hand.cards), "table": table}
    if variant.family == "longcard":
        if inp.xing is not None:
            req["settings"] = {"xing": bool(inp.xing)}
        if win.cards:
            req["card"] = win.cards[0].code
    else:
        if win.cards:
            req["win_card"] = win.cards[0].code
            req["win_from"] = inp.win_from
        for key in ("dealt", "tianhu", "dihu", "baoting", "last_card"):
            if inp.flags.get(key):
                req[key] = True
    return Built(req, {})


def judge(request: dict) -> dict:
    """The judge's answer, or ``{"error": reason}`` (as ``yezi judge`` answers)."""
    try:
        variant = find_variant(request["variant"])
        return variant.engine.judge(request)
    except YeziError as exc:
        return {"error": exc.reason}


# ---------------------------------------------------------------- settlement

def settlement_request(variant_id: str, players: list[dict], scheme: str,
                       rates: list[int] | None = None, jail_counts: bool = False) -> dict:
    """The long-card judge's settlement request (``scheme`` or custom ``rates``;
    a player may carry ``miscount`` (抓多抓少); ``jail_counts``: "牢里的庄头算")."""
    req: dict[str, Any] = {"variant": variant_id, "players": players}
    if jail_counts:
        req["settings"] = {"jail_counts": True}
    if scheme == "custom":
        req["rates"] = list(rates or [])
    else:
        req["scheme"] = scheme
    return req


def transfer_lines(transfers: list[dict]) -> list[str]:
    """"2号 付 1号 18 (庄 ×3)" for each transfer, payers merged per payee and reason."""
    out = []
    for t in transfers:
        why = f"庄 ×{t['rate']}" if t["for"] == "庄" else t["for"]
        out.append(f"{t['from'] + 1}号 付 {t['to'] + 1}号 {t['amount']} ({why})")
    return out


def zipai_nets(answer: dict, seats: int, winner: int, payer: int | None) -> list[int] | None:
    """Each seat's money from a 字牌 judge answer's ``payment``: every loser
    pays the score, or (包铳) the discarder pays for all."""
    pay = answer.get("payment")
    if not answer.get("wins") or not pay:
        return None
    net = [0] * seats
    if pay.get("baochong"):
        if payer is None or payer == winner:
            return None
        net[payer] -= pay["discarder_pays"]
        net[winner] += pay["discarder_pays"]
        return net
    each = pay["each_loser_pays"]
    for s in range(seats):
        if s != winner:
            net[s] -= each
            net[winner] += each
    return net


def zhuang_from_hand(variant_id: str, request: dict, answer: dict) -> dict | None:
    """The 庄 and 底 the judged long-card hand holds, for the settlement panel.

    Uses the engine's own counting (``ZhuangFacts``, ``win_type``,
    ``win_zhuang``) on the judge's arrangement: a winning hand gets its 胡牌庄
    and 底; any hand gets its 碰庄 and 摊庄.  Returns {"zhuang", "di", "line"}."""
    if "error" in answer or "hu" not in answer:
        return None
    from app.engine.longcard import evaluate as ev
    from app.engine.longcard.cards import parse_card
    from app.engine.longcard.scoring import WIN_NAMES, ZhuangFacts, win_type, win_zhuang

    whole = []  # (form, kind index) of 碰/杠/摊庄
    for g in request.get("table", []):
        if g["form"] in ("peng", "gang", "tan"):
            whole.append((g["form"], parse_card(g["cards"].split()[0]).index))
    counts: dict[int, int] = {}
    for code in request.get("hand", "").split():
        k = parse_card(code).index
        counts[k] = counts.get(k, 0) + 1
    whole += [("tan", k) for k, n in counts.items() if n == 4]
    use, card = answer.get("use"), answer.get("card")
    if card and use in ("peng", "gang") and answer.get("wins"):  # the card is taken only to win
        k = parse_card(card).index
        whole.append((use, k))
    sp = jp = st = jt = 0
    for form, k in whole:
        j = k in ev.JIANG
        if form in ("peng", "gang"):
            jp, sp = (jp + 1, sp) if j else (jp, sp + 1)
        else:
            jt, st = (jt + 1, st) if j else (jt, st + 1)
    facts = ZhuangFacts(sp, jp, st, jt)
    if not answer.get("wins"):
        z = facts.peng_zhuang(variant_id) + facts.tan_zhuang()
        return {"zhuang": z, "di": 0, "line": f"碰庄 {facts.peng_zhuang(variant_id)} + 摊庄 {facts.tan_zhuang()} = {z} 庄"}
    groups = answer.get("groups", [])
    # the judge reads three alike in the hand as a 招儿 held at the deal (and 劈招 on one)
    dealt_zhaor = any(g["type"] == "zhaor" for g in groups) or st + jt > 0 or use == "gang"
    runs = any(g["type"] in ("run", "extends", "baozi") for g in groups)
    kind = win_type(variant_id, dealt_zhaor=dealt_zhaor, jiang_peng=jp, has_run_or_baozi=runs)
    total, di, lines = win_zhuang(variant_id, kind, answer["hu"], facts)
    return {"zhuang": total, "di": di, "line": lines[0], "kind": kind, "name": WIN_NAMES[kind][0]}

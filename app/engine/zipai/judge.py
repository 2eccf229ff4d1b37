"""``yezi judge`` for 字牌: is this a win, how many 胡息, what does it score?

Request::

    {"variant": "qidong", "hand": "d1 d2 d3 x2 x7", "table": [{"form": "peng", "cards": "d5 d5 d5"}],
     "win_card": "x10", "win_from": "self_draw|other_draw|discard"}

Optional: ``settings`` (the variant's options), ``dealt`` (true: the hand is
the dealt hand — checks 无对/十对, 一对/九对 or qidong's three 龙), and the
timing 名堂 ``tianhu``, ``dihu``, ``baoting``, ``last_card`` (海捞/海底).  A
waihuzi/yiyang table ``liu`` may say where its four came from, ``"from"``:
``dealt`` (the default), ``kan`` (坎 + own draw), ``wai`` (歪 + own draw),
``peng`` or ``eat`` — the 豪 class depends on it.

A self-drawn winning card is judged as the game plays it (RULES.md, second
review): meeting a pair it is a 歪/偎 first, meeting a 坎 a 歪 (waihuzi,
yiyang) or 提 (qidong), meeting a qidong 偎 on the table a 提 — and the hand
wins as it then stands.  The sizes are those a seat can hold: waihuzi/yiyang
20 (the winning card included, a table group counted as 3), qidong 15, or 14
once there is a four.
"""

from __future__ import annotations

from ..errors import CardError, GroupError, RequestError
from ..messages import Reason
from ..variants import find_variant
from . import hu as H
from .cards import ALL_KINDS, parse_card
from .rules import dealt_specials, hu_rules
from .scoring import describe, evaluate, held_counts

FORMS = ("chi", "peng", "wai", "liu", "ti", "pao", "long")
FORM_ALIASES = {"吃": "chi", "碰": "peng", "歪": "wai", "偎": "wai", "wei": "wai", "溜": "liu",
                "提": "ti", "跑": "pao", "龙": "long"}
HOW = {"self_draw": "own", "other_draw": "other", "discard": "discard"}
# where a table 溜 came from -> (own draws, others' cards) among its four
LIU_FROM = {"dealt": (0, 0), "kan": (1, 0), "wai": (2, 0), "peng": (0, 1), "eat": (0, 3)}
KNOWN = {"variant", "hand", "table", "win_card", "win_from", "settings", "dealt", "tianhu", "dihu",
         "baoting", "last_card", "id"}


def _cards(value, what):
    if isinstance(value, str):
        items = value.replace(",", " ").split()
    elif isinstance(value, list):
        items = value
    else:
        raise RequestError(f"{what} must be a string of cards such as \"x1 x2 d3\" or a list")
    out = []
    for t in items:
        try:
            out.append(parse_card(t).index)
        except CardError as exc:
            raise CardError(f"{what}: {exc.reason}") from None
    return out


def _flag(request, key):
    v = request.get(key, False)
    if not isinstance(v, bool):
        raise RequestError(f"\"{key}\" must be true or false")
    return v


def judge(engine, request):
    variant = find_variant(request["variant"])
    vid = variant.id
    unknown = sorted(set(request) - KNOWN)
    if unknown:
        raise RequestError(f"unknown field(s) {', '.join(unknown)} (known: {', '.join(sorted(KNOWN))})")
    settings = request.get("settings") or {}
    if not isinstance(settings, dict):
        raise RequestError("\"settings\" must be an object")
    settings = variant.settings(settings)
    rules = hu_rules(vid, bool(settings.get("sanda", True)))
    if "hand" not in request:
        raise RequestError("the request needs a \"hand\" (the concealed cards)")
    hand_list = _cards(request["hand"], "hand")
    table = request.get("table") or []
    if not isinstance(table, list):
        raise RequestError("\"table\" must be a list of {\"form\": ..., \"cards\": ...}")
    melds = []
    liu_from = []
    for i, item in enumerate(table, 1):
        if not isinstance(item, dict) or "form" not in item or "cards" not in item:
            raise RequestError(f"table item {i} must be an object with \"form\" and \"cards\"")
        extra = sorted(set(item) - {"form", "cards", "from"})
        if extra:
            raise RequestError(f"table item {i}: unknown field(s) {', '.join(map(str, extra))} "
                               "(known: form, cards, from)")
        form = item["form"]
        if not isinstance(form, str):
            raise GroupError(f"table item {i}: \"form\" must be text such as \"peng\"")
        form = FORM_ALIASES.get(form, form)
        if form not in FORMS:
            raise GroupError(f"table item {i}: unknown form {form!r} (use chi, peng, wai or liu"
                             f"{'; ti, pao, long' if vid == 'qidong' else ''})")
        ks = _cards(item["cards"], f"table item {i}")
        got = _check_meld(i, form, ks, vid, rules)
        if "from" in item:
            src = item["from"]
            if vid == "qidong" or got[0][0] != "liu":
                raise RequestError(f"table item {i}: \"from\" belongs to a waihuzi/yiyang liu only "
                                   "(where its four came from decides the 豪)")
            if not isinstance(src, str) or src not in LIU_FROM:
                raise RequestError(f"table item {i}: \"from\" must be one of {', '.join(LIU_FROM)}, "
                                   f"not {src!r}")
            liu_from.append((ks[0], src))
        melds += got
    win = None
    if request.get("win_card") is not None:
        w = _cards([request["win_card"]] if isinstance(request["win_card"], str) else request["win_card"],
                   "win_card")
        if len(w) != 1:
            raise RequestError("\"win_card\" must be one card")
        win = w[0]
    win_from = request.get("win_from", "self_draw")
    if not isinstance(win_from, str) or win_from not in HOW:
        raise RequestError("\"win_from\" must be self_draw, other_draw or discard")
    how = HOW[win_from]
    dealt = _flag(request, "dealt")
    flags = {"tianhu": _flag(request, "tianhu"), "dihu": _flag(request, "dihu"),
             "baoting": _flag(request, "baoting")}
    last = _flag(request, "last_card")
    flags["haidi" if vid == "qidong" else "hailao"] = last

    hand = [0] * 20
    for k in hand_list:
        hand[k] += 1
    allc = held_counts(hand, melds, win)
    # where table cards came from, as far as the form tells (for the 豪 class):
    # a 碰 took another seat's card, a 歪 an own draw (seed 002 §I.3–4)
    # (a table 溜 says so with "from"; without it, dealt)
    own, other = [0] * 20, [0] * 20
    for f, ks in melds:
        if f == "peng":
            other[ks[0]] += 1
        elif f == "wai":
            own[ks[0]] += 1
    for k, src in liu_from:
        o, t = LIU_FROM[src]
        own[k] += o
        other[k] += t
    for k in range(20):
        if allc[k] > 4:
            raise CardError(f"there are only four {ALL_KINDS[k].name} ({ALL_KINDS[k].code}); "
                            f"this request uses {allc[k]}")
    _check_count(vid, hand, melds, win, dealt)

    answer = {"variant": vid}
    special = None
    if dealt:
        special = _dealt_special(variant, hand, melds, rules.sanda)
        if special is None:
            answer.update({"wins": False, "xi": 0, "min_xi": rules.min_xi,
                           "reason": Reason("zipai.judge.no_dealt_qidong" if vid == "qidong" else
                                            "zipai.judge.no_dealt_sishou" if variant.params.get("sishou_deal")
                                            else "zipai.judge.no_dealt")})
            if win is None:
                return answer
            special = None
    if win is not None and how == "discard" and not variant.params["win_on_discard"]:
        res = evaluate(variant, settings, rules, melds, hand, win, how, flags, own, other)
        answer.update(_format(res, vid))
        answer["wins"] = False
        answer["reason"] = Reason("zipai.judge.no_discard_win",
                                  seed="002 §I.10" if vid == "waihuzi" else "004 §4.6")
        return answer
    if special:
        res = evaluate(variant, settings, rules, melds, hand, win, how, flags, own, other, special=special)
    else:
        res = _best_path(variant, settings, rules, melds, hand, win, how, flags, own, other)
    answer.update(_format(res, vid))
    if special:
        answer["special"] = special
    if answer["wins"]:
        score = res["score"]
        if vid == "qidong" and how == "discard" and win is not None:
            answer["payment"] = {"baochong": True, "discarder_pays": 3 * score, "winner_gets": 3 * score}
        else:
            losers = 3
            answer["payment"] = {"each_loser_pays": score, "winner_gets": score * losers
                                 if vid == "qidong" else score * 2}
    return answer


def _paths(vid, melds, hand, win, how):
    """The ways the game may play the winning card, as (table, hand, card):
    qidong turns a table 偎 into 提 on one's own draw (forced, 003 规则 8/10)
    and a 偎 (another's card) or 碰 (own draw) into 跑, which ranks below 和 —
    the seat may win with the card or 跑 and win with the hand as it then
    stands.  Every other forced group is the hu check's (``HuTable.win_groups``)."""
    if win is None or vid != "qidong":
        return [(melds, hand, win)]
    own = how == "own"
    for i, (f, ks) in enumerate(melds):
        if ks[0] != win or len(set(ks)) != 1:
            continue
        if f == "wai" and own:
            return [(melds[:i] + [("ti", (win,) * 4)] + melds[i + 1:], hand, None)]
        if (f == "wai" and not own) or (f == "peng" and own):
            return [(melds, hand, win), (melds[:i] + [("pao", (win,) * 4)] + melds[i + 1:], hand, None)]
    return [(melds, hand, win)]


def _best_path(variant, settings, rules, melds, hand, win, how, flags, own, other):
    best = None
    for ms, hd, w in _paths(variant.id, melds, hand, win, how):
        res = evaluate(variant, settings, rules, ms, hd, w, how, flags, own, other)
        key = (res["wins"], res["score"], res["xi"])
        if best is None or key > best[0]:
            best = (key, res)
    return best[1]


def _format(res, vid):
    breakdown, lines = describe(res, vid)
    out = {"wins": res["wins"], "xi": res["xi"], "min_xi": res["min_xi"],
           "arrangement": breakdown["groups"], "hao": breakdown["hao"], "mingtang": breakdown["mingtang"],
           "total": res["total"], "score": res["score"], "lines": lines}
    if vid == "qidong":
        out["tun"] = res["tun"]
        out["fan"] = res["fan"]
    if "reason" in res:
        out["reason"] = res["reason"]
    return out


def _check_meld(i, form, ks, vid, rules):
    if form == "chi":
        if not ks or len(ks) % 3:
            raise GroupError(f"table item {i}: a 吃 is one or more sentences of three cards")
        out = []
        for j in range(0, len(ks), 3):
            g = tuple(sorted(ks[j:j + 3]))
            f = H.sentence_form(g)
            if f is None or (f == "sanda" and not rules.sanda):
                raise GroupError(f"table item {i}: {''.join(ALL_KINDS[k].name for k in g)} is not a 顺子, "
                                 f"二七十{' or 大小三搭' if rules.sanda else ''}")
            out.append(("chi", g))
        return out
    size = 4 if form in ("liu", "ti", "pao", "long") else 3
    if len(ks) != size or len(set(ks)) != 1:
        raise GroupError(f"table item {i}: a {form} is {size} alike cards")
    if vid != "qidong" and form in ("ti", "pao", "long"):
        form = "liu"
    if vid == "qidong" and form == "liu":
        form = "pao"  # shown four: 跑 (say ti or long for the hidden kinds)
    return [(form, tuple(ks))]


def _check_count(vid, hand, melds, win, dealt):
    if dealt:
        want = (20, 19) if vid != "qidong" else (15, 14)
        got = sum(hand) + sum(len(ks) for _f, ks in melds)
        if got not in want:
            raise RequestError(f"wrong card count: a dealt hand of {vid} holds {want[0]} (庄) or {want[1]} "
                               f"cards, not {got}")
        return
    # what a seat holds when it wins (RULES.md, second review): a table group
    # counts 3 (a four too); qidong's 龙 in the hand counts 3 as well
    quads_hand = sum(1 for c in hand if c == 4) if vid == "qidong" else 0
    n = sum(hand) - quads_hand + 3 * len(melds) + (1 if win is not None else 0)
    if vid == "qidong":
        four = quads_hand > 0 or any(len(ks) == 4 for _f, ks in melds)
        want = 14 if four else 15
        rule = "qidong: 15, or 14 once a four (龙/提/跑) is held"
    else:
        want = 20
        rule = f"{vid}: 20"
    if n != want:
        raise RequestError(f"wrong card count: hand + winning card + 3 per table group make {n}; "
                           f"a winning hand holds {want} ({rule})")


def _dealt_special(variant, hand, melds, sanda):
    longs = sum(1 for c in hand if c == 4) + sum(1 for f, _k in melds if f == "long")
    return dealt_specials(variant.params, hand, longs, sanda) or None

"""A hand's scoring in a player's words.

The engines report a hand's end as a ``breakdown``: a JSON-like dict whose keys
(``zhuang_raw``, ``win_from``, ``on_table`` …) are names for programs.  Here every
known key becomes a game word in the chosen language (简体, 繁體 or English),
every value a word too: a seat is its name, a card its picture and name, a flag
is said or left out — never ``True``, ``None`` or a list.  A key this module
does not know is left out rather than shown raw (it is still in the saved game).

Used by the table's scoring dialog and the replay's.
"""

from __future__ import annotations

from .i18n import zh_term

# key -> (简体, English); 繁體 is the 简体 through the engine's character table
WORDS: dict[str, tuple[str, str]] = {
    "win_name": ("胡型", "win type"),
    "hu": ("胡", "hu (胡)"),
    "card": ("胡的牌", "winning card"),
    "win_card": ("胡的牌", "winning card"),
    "win_from": ("胡的来路", "won on"),
    "xi": ("胡息", "huxi (胡息)"),
    "min_xi": ("起胡胡息", "huxi needed to win"),
    "total": ("合计胡息", "total huxi"),
    "score": ("得分", "score"),
    "tun": ("囤", "tun (囤)"),
    "fan": ("番", "fan (番)"),
    "winner": ("胡家", "winner"),
    "baochong": ("包铳", "pays for all (包铳)"),
    "jiang": ("将", "jiang (将)"),
    "groups": ("牌组", "Groups"),
    "hao": ("豪", "hao (豪)"),
    "mingtang": ("名堂", "mingtang (名堂)"),
    "special": ("特殊牌型", "special hands"),
    "players": ("各家的庄", "庄 by player"),
    "transfers": ("两家之间的结算（付 → 收）", "Payments between players (payer → receiver)"),
    "rates": ("价码", "rates"),
    "next": ("下一局", "next hand"),
    "on_table": ("桌上", "on the table"),
    "in_hand": ("手里", "in hand"),
    "self": ("自摸", "own draw (自摸)"),
    "other": ("别家的牌", "another player's card"),
    "huang": ("黄庄：无人胡牌", "drawn hand: nobody won (黄庄)"),
    "yes": ("是", "yes"),
}
# each seat's 庄 (long cards)
SEAT_WORDS: dict[str, tuple[str, str]] = {
    "zhuang": ("庄（结算）", "庄 settled"),
    "zhuang_raw": ("庄（合计）", "庄 counted"),
    "peng_zhuang": ("碰庄", "碰庄 (peng 庄)"),
    "tan_zhuang": ("摊庄", "摊庄 (shown 庄)"),
    "di": ("底", "底 (base)"),
    "bought": ("买庄", "bought 庄 (买庄)"),
    "dapao": ("大炮", "cannon (大炮)"),
    "jailed": ("坐牢", "jailed (坐牢)"),
    "folded": ("扣牌（黄胡）", "folded (扣牌)"),
    "void": ("庄作废", "庄 void"),
}
SEP, COLON = ("，", ", "), ("：", ": ")
# the six pair rates of a payout scheme, named as the ruleset option names them (settings, the
# settle window, the scoring dialog: one set of names); RATE_TIPS say when each applies
RATE_EN = ("plain", "买庄", "对庄", "大炮", "大炮 vs 买庄", "对炮")     # 简体: the engine's RATE_ZH
RATE_TIPS = (("两家都没买庄", "neither of the two bought 庄"), ("一家买了庄", "one of the two bought 庄"),
             ("两家都买了庄", "both bought 庄"), ("一家是大炮", "one of the two is a 大炮 (won as 二家)"),
             ("大炮对买了庄的一家", "a 大炮 against one who bought 庄"), ("两家都是大炮", "both are 大炮"))


def rate_words(lang: str) -> list[tuple[str, str]]:
    """(name, when it applies) of each of the six rates in ``lang``."""
    from app.engine.longcard.scoring import RATE_ZH

    return [(en, tip_en) if lang == "en" else (zh_term(zh, lang), zh_term(tip_zh, lang))
            for zh, en, (tip_zh, tip_en) in zip(RATE_ZH, RATE_EN, RATE_TIPS)]


def group_name(form: str, lang: str, fallback=None) -> str:
    """A group's form in ``lang``: the engine's word for it (``messages.group_word``: 碰, 顺子, 坎 …),
    else the name the engine gave the group (a 胡头's), else the form itself."""
    from app.engine.messages import Reason, group_word

    said = group_word(str(form))
    if isinstance(said, Reason):
        return said.text(lang)
    return zh_term(str(fallback or form), lang)


def word(key: str, lang: str, table: dict | None = None) -> str:
    zh, en = (table or WORDS).get(key, (key, key))
    return en if lang == "en" else zh_term(zh, lang)


def _esc(text) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def parse_code(code: str):
    """A card value from its code (long card or 字牌), or None."""
    from app.engine.longcard.cards import parse_card as long_card
    from app.engine.zipai.cards import parse_card as zi_card

    for parse in (long_card, zi_card):
        try:
            return parse(str(code))
        except Exception:
            continue
    return None


def card_words(codes, lang: str) -> str:
    """Card codes as names in ``lang`` ("一索 二索"; English "one (1s) …")."""
    from app.engine.messages import render

    if isinstance(codes, str):
        codes = codes.split()
    out = []
    for c in codes:
        card = parse_code(c)
        out.append(render(card, lang) if card is not None else str(c))
    return " ".join(out)


def cards_html(codes, lang: str, height: int = 60, width: int = 0, names: bool = True) -> str:
    """Card pictures ``height`` px high and (``names``) their names under them; ``width``: the
    pictures' own width (draw them that wide when they are shown large, so they stay sharp)."""
    if isinstance(codes, str):
        codes = codes.split()
    wide = f"?w={width}" if width else ""
    pics = "".join(f'<img src="card:{_esc(c)}{wide}" height="{height}">' for c in codes)
    if not codes or not names:
        return pics
    return f"{pics}<br><small>{_esc(card_words(codes, lang))}</small>"


def _mingtang_name(item: dict, lang: str) -> str:
    key = item.get("key", "")
    if lang == "en":
        try:
            from app.engine.zipai.rules import MINGTANG_NAMES

            zh, en = MINGTANG_NAMES.get(key, (item.get("name", key), ""))
            return f"{zh} ({en})" if en else zh
        except ImportError:
            pass
    return zh_term(str(item.get("name") or key), lang)


def _special_name(key: str, lang: str) -> str:
    try:
        from app.engine.zipai.rules import MINGTANG_NAMES
    except ImportError:
        MINGTANG_NAMES = {}
    zh, en = MINGTANG_NAMES.get(key, (key, key))
    return f"{zh} ({en})" if lang == "en" else zh_term(zh, lang)


def _num(v) -> str:
    return "" if v is None or isinstance(v, bool) else str(v)


def breakdown_html(breakdown: dict, net, names: list[str], lang: str) -> str:
    """The whole scoring as HTML with card pictures (``card:`` images, see ``CardBrowser``)."""
    b = dict(breakdown or {})
    out: list[str] = []

    def name(seat):
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    facts = []
    if b.get("huang"):
        facts.append(f"<b>{_esc(word('huang', lang))}</b>")
    if isinstance(b.get("winner"), int) and name(b["winner"]):
        facts.append(f"<b>{_esc(word('winner', lang))}</b> {_esc(name(b['winner']))}")
    if isinstance(b.get("win_name"), str) and b["win_name"]:
        facts.append(f"<b>{_esc(word('win_name', lang))}</b> {_esc(zh_term(b['win_name'], lang))}")
    # the engine says whether the 胡息 minimum applies (not to a dealt-hand win); a record
    # saved before it said so marks such a win by its list of dealt wins (``special``)
    xi_needed = b.get("xi_needed", not b.get("special"))
    for key in ("hu", "xi", "min_xi", "total", "score", "tun", "fan"):
        if key in ("xi", "min_xi") and not xi_needed:     # its groups still show their 息
            continue
        if _num(b.get(key)):
            facts.append(f"<b>{_esc(word(key, lang))}</b> {_num(b[key])}")
    if b.get("win_from") in ("self", "other"):
        facts.append(f"<b>{_esc(word('win_from', lang))}</b> {_esc(word(b['win_from'], lang))}")
    if isinstance(b.get("baochong"), int) and name(b["baochong"]):
        facts.append(f"<b>{_esc(word('baochong', lang))}</b> {_esc(name(b['baochong']))}")
    if facts:
        out.append("<p>" + "　".join(facts) + "</p>")
    card = b.get("card") or b.get("win_card")
    if isinstance(card, str) and card:
        out.append(f"<p><b>{_esc(word('card', lang))}</b> {cards_html([card], lang)}</p>")

    arrangement = b.get("arrangement") if isinstance(b.get("arrangement"), dict) else {}
    groups = b.get("groups") if isinstance(b.get("groups"), list) else arrangement.get("groups") or []
    groups = [g for g in groups if isinstance(g, dict)]
    if groups:
        value_word = word("xi" if "xi" in groups[0] else "hu", lang)
        out.append(f"<h3>{_esc(word('groups', lang))}</h3><table cellpadding='3'>")
        out.append(f"<tr><th></th><th></th><th>{_esc(value_word)}</th><th></th></tr>")
        for g in groups:
            form = g.get("form") or g.get("type") or ""
            kind = group_name(form, lang, g.get("name"))
            value = _num(g.get("hu", g.get("xi")))
            if "on_table" in g:
                where = word("on_table" if g.get("on_table") else "in_hand", lang)
            elif isinstance(g.get("in"), str) and g["in"]:
                where = zh_term(g["in"], lang)
            else:
                where = ""
            out.append(f"<tr><td>{_esc(kind)}</td><td>{cards_html(g.get('cards', []), lang)}</td>"
                       f"<td align='center'>{value}</td><td>{_esc(where)}</td></tr>")
        out.append("</table>")
    jiang = arrangement.get("jiang")
    if isinstance(jiang, list) and jiang:
        out.append(f"<p><b>{_esc(word('jiang', lang))}</b> {cards_html(jiang, lang)}</p>")

    hao = [h for h in b.get("hao") or [] if isinstance(h, dict)]
    if hao:
        parts = [f"{_esc(zh_term(str(h.get('name', '')), lang))} {_num(h.get('xi'))}"
                 + (f" ({_esc(card_words([h['card']], lang))})" if h.get("card") else "") for h in hao]
        out.append(f"<p><b>{_esc(word('hao', lang))}</b>{COLON[lang == 'en']}{SEP[lang == 'en'].join(parts)}</p>")
    mingtang = [m for m in b.get("mingtang") or [] if isinstance(m, dict)]
    if mingtang:
        parts = [f"{_esc(_mingtang_name(m, lang))} {_num(m.get('value', m.get('xi')))}" for m in mingtang]
        out.append(f"<p><b>{_esc(word('mingtang', lang))}</b>{COLON[lang == 'en']}{SEP[lang == 'en'].join(parts)}</p>")
    special = [s for s in b.get("special") or [] if isinstance(s, str)]
    if special:
        out.append(f"<p><b>{_esc(word('special', lang))}</b>{COLON[lang == 'en']}{SEP[lang == 'en'].join(_esc(_special_name(s, lang)) for s in special)}</p>")

    players = [p for p in b.get("players") or [] if isinstance(p, dict)]
    if players:
        keys = [k for k in SEAT_WORDS if any(k in p for p in players)
                and any(p.get(k) not in (None, False, 0) for p in players) or k == "zhuang"]
        out.append(f"<h3>{_esc(word('players', lang))}</h3><table border='1' cellspacing='0' cellpadding='4'>")
        out.append("<tr><th></th>" + "".join(f"<th>{_esc(name(p.get('seat', i)))}</th>"
                                             for i, p in enumerate(players)) + "</tr>")
        for k in keys:
            cells = []
            for p in players:
                v = p.get(k)
                cells.append("✓" if v is True else "" if v in (None, False) else _esc(v))
            out.append(f"<tr><td>{_esc(word(k, lang, SEAT_WORDS))}</td>"
                       + "".join(f"<td align='center'>{c}</td>" for c in cells) + "</tr>")
        out.append("</table>")
    transfers = [t for t in b.get("transfers") or [] if isinstance(t, dict)
                 and isinstance(t.get("from"), int) and isinstance(t.get("to"), int)]
    if transfers:
        n = len(net)
        pair = [[0] * n for _ in range(n)]
        for t in transfers:
            if t["from"] < n and t["to"] < n:
                pair[t["from"]][t["to"]] += int(t.get("amount", 0) or 0)
        out.append(f"<h3>{_esc(word('transfers', lang))}</h3>")
        out.append("<table border='1' cellspacing='0' cellpadding='4'><tr><th></th>" +
                   "".join(f"<th>{_esc(name(j))}</th>" for j in range(n)) + "</tr>")
        for i in range(n):
            out.append(f"<tr><th>{_esc(name(i))}</th>" + "".join(
                f"<td align='center'>{pair[i][j] - pair[j][i] if pair[i][j] - pair[j][i] > 0 else ''}</td>"
                if i != j else "<td>—</td>" for j in range(n)) + "</tr>")
        out.append("</table><ul>")
        for t in transfers:
            what = zh_term(str(t.get("for") or ""), lang)
            rate = _num(t.get("rate"))
            detail = f" ({_esc(what)} × {rate})" if what and rate else ""
            out.append(f"<li>{_esc(name(t['from']))} → {_esc(name(t['to']))}: {_num(t.get('amount'))}{detail}</li>")
        out.append("</ul>")
    rates = b.get("rates")
    if isinstance(rates, list) and len(rates) == len(RATE_EN):
        labels = [name for name, _tip in rate_words(lang)]
        out.append(f"<p><b>{_esc(word('rates', lang))}</b> "
                   + SEP[lang == 'en'].join(f"{_esc(l)} {_num(r)}" for l, r in zip(labels, rates)) + "</p>")
    nxt = b.get("next") if isinstance(b.get("next"), dict) else {}
    notes = []
    for key in ("dapao", "jailed"):
        flags = nxt.get(key)
        if isinstance(flags, list) and any(f is True for f in flags):
            who = SEP[lang == 'en'].join(name(i) for i, f in enumerate(flags) if f is True)
            notes.append(f"{_esc(word(key, lang, SEAT_WORDS))}{COLON[lang == 'en']}{_esc(who)}")
    if notes:
        out.append(f"<p><b>{_esc(word('next', lang))}</b>　" + "　".join(notes) + "</p>")
    return "\n".join(out)


def has_breakdown(breakdown: dict) -> bool:
    """Whether a breakdown has anything for the 明细 tab (a drawn hand often has nothing)."""
    return bool(breakdown_html(breakdown, [], [], "en").strip())

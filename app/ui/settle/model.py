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
from app.engine.judgement import judgement as typed_judgement
from app.engine.judgement import profile

# the word drawn under a whole group inside a long-card 豹子 ("peng:kong")
FORM_ZH = {"peng": "碰", "gang": "杠", "tan": "摊庄", "zhaor": "招儿"}
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


def _traditional_to_simplified() -> dict[int, int]:
    """繁體 → 简体, character by character: the engine's table read backwards
    (names typed or entered in a 繁體 window read as the cards they name)."""
    from app.engine.messages import _S2T

    back: dict[int, int] = {}
    for simp, trad in _S2T.items():
        back.setdefault(trad, simp)
    return back


_T2S = _traditional_to_simplified()


def parse_text(engine, text: str) -> Parsed:
    """Every card of ``text`` (codes or Chinese names — 简体 or 繁體 — spaces
    optional between Chinese names); on a bad token, the cards before it and a
    one-line error."""
    cards: list = []
    text = text.translate(_T2S)
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
    # the settings of the variant's judge profile a hand carries (long cards: xing, 星儿);
    # None or absent: the variant's default
    settings: dict[str, bool | None] = field(default_factory=dict)
    # the true/false facts of the profile (字牌: dealt, tianhu, dihu, baoting, last_card)
    flags: dict[str, bool] = field(default_factory=dict)
    # the language the window's own refusals are said in (not saved with the hand)
    lang: str = field(default="en", compare=False)


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
        from app.ui.i18n_catalog import say

        from .refusals import WIN_ONE_CARD

        errors["win"] = say(WIN_ONE_CARD, inp.lang, len(win.cards))
    if errors:
        return Built(None, errors)
    req: dict[str, Any] = {"variant": variant.id, "hand": codes(hand.cards), "table": table}
    prof = profile(variant)
    settings = {t.key: bool(inp.settings[t.key]) for t in prof.settings if inp.settings.get(t.key) is not None}
    if settings:
        req["settings"] = settings
    if win.cards:
        req[prof.card.key] = win.cards[0].code
        if prof.asks_win_from:
            req["win_from"] = inp.win_from
    for t in prof.flags:
        if inp.flags.get(t.key):
            req[t.key] = True
    return Built(req, {})


def judge(request: dict) -> dict:
    """The judge's answer, or ``{"error": reason}`` (as ``yezi judge`` answers)."""
    try:
        return typed_judgement(request).to_json()  # type: ignore[no-any-return]
    except YeziError as exc:
        return {"error": exc.reason}


def judged(request: dict) -> tuple[Any, YeziError | None]:
    """(the typed judgement, None) or (None, the judge's refusal: its one-line ``reason``, and its
    ``key`` and ``params`` that ``refusals.say_refusal`` says in the window's language)."""
    try:
        return typed_judgement(request), None
    except YeziError as exc:
        return None, exc


def answered(request: dict) -> tuple[dict | None, YeziError | None]:
    """(the judge's answer as ``yezi judge`` gives it, None) or (None, the refusal)."""
    try:
        return typed_judgement(request).to_json(), None
    except YeziError as exc:
        return None, exc


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


# ---------------------------------------------------------------- a hand saved to a file

HAND_FORMAT = "yezi-settle-hand"
HAND_FORMAT_VERSION = 1
HAND_FILE_CAP = 256 * 1024          # a saved hand is a few KiB; anything larger is not one
_TEXT_CAP = 1000                    # characters of one field's cards


class HandFileError(ValueError):
    """A file that is not a saved hand (or no longer one).  ``reason`` is one
    English line; ``key`` (and ``detail``) let a window say it in its language:
    unreadable, too_large, not_json, not_hand, damaged, bad_field, unknown_variant."""

    def __init__(self, key: str, reason: str, detail: str = ""):
        super().__init__(reason)
        self.key = key
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class SavedHand:
    """A hand read back from a file: what was entered, and what the judge said then."""

    input: HandInput
    rules_version: int
    answer: dict | None


def _check(body: dict) -> str:
    import hashlib
    import json

    text = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def hand_document(inp: HandInput, answer: dict | None) -> str:
    """The JSON text of a saved hand: the variant and its ``rules_version``, the
    cards, groups, settings and flags as entered, the judge request built from
    them and the judge's answer, with a check over all of it."""
    import json

    variant = find_variant(inp.variant)
    built = build_request(inp)
    body = {"format": HAND_FORMAT, "version": HAND_FORMAT_VERSION, "variant": variant.id,
            "rules_version": variant.rules_version,
            "input": {"hand": inp.hand, "groups": [{"form": g.form, "cards": g.text} for g in inp.groups],
                      "win_card": inp.win_card, "win_from": inp.win_from,
                      "settings": dict(inp.settings), "flags": {k: True for k, v in inp.flags.items() if v}},
            "request": built.request, "judgement": json.loads(json.dumps(answer, ensure_ascii=False))}
    body["check"] = _check(body)
    return json.dumps(body, ensure_ascii=False, indent=1) + "\n"


def read_hand(data: bytes) -> SavedHand:
    """A saved hand from a file's bytes; ``HandFileError`` names what is wrong
    (never another exception, whatever the bytes)."""
    import json

    if len(data) > HAND_FILE_CAP:
        raise HandFileError("too_large", f"the file is larger than {HAND_FILE_CAP // 1024} KiB: not a saved hand")
    try:
        doc = json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise HandFileError("not_json", "the file is not JSON text") from None
    if not isinstance(doc, dict) or doc.get("format") != HAND_FORMAT:
        raise HandFileError("not_hand", "the file is not a hand saved by Yezi's settle window")
    if doc.get("version") != HAND_FORMAT_VERSION:
        raise HandFileError("bad_field", f"unknown saved-hand version {str(doc.get('version'))[:20]!r}", "version")
    check = doc.pop("check", None)
    if not isinstance(check, str) or check != _check(doc):
        raise HandFileError("damaged", "the file is damaged: its check does not match its contents")
    vid = doc.get("variant")
    if not isinstance(vid, str):
        raise HandFileError("bad_field", "the file's \"variant\" is not text", "variant")
    try:
        variant = find_variant(vid)
    except YeziError:
        raise HandFileError("unknown_variant", f"unknown variant {vid[:40]!r}", vid[:40]) from None
    rules = doc.get("rules_version")
    if not isinstance(rules, int) or isinstance(rules, bool) or not 0 < rules < 10_000:
        raise HandFileError("bad_field", "the file's \"rules_version\" is not a version number", "rules_version")
    raw = doc.get("input")
    if not isinstance(raw, dict):
        raise HandFileError("bad_field", "the file has no \"input\" object", "input")
    prof = profile(variant)

    def text(key: str, value: Any) -> str:
        if not isinstance(value, str) or len(value) > _TEXT_CAP:
            raise HandFileError("bad_field", f"\"input\".{key} must be text of at most {_TEXT_CAP} characters", key)
        return value

    groups_raw = raw.get("groups", [])
    if not isinstance(groups_raw, list) or len(groups_raw) > 20:
        raise HandFileError("bad_field", "\"input\".groups must be a list of at most 20 groups", "groups")
    forms = {t.key for t in prof.forms}
    groups = []
    for i, g in enumerate(groups_raw, 1):
        if not isinstance(g, dict) or set(g) != {"form", "cards"} or g["form"] not in forms:
            raise HandFileError("bad_field", f"group {i} must be {{\"form\", \"cards\"}} with a form of {variant.id}",
                                "groups")
        groups.append(Group(g["form"], text("groups", g["cards"])))
    win_from = raw.get("win_from", "self_draw")
    if win_from not in WIN_FROM:
        raise HandFileError("bad_field", f"\"input\".win_from must be one of {', '.join(WIN_FROM)}", "win_from")
    settings_raw = raw.get("settings", {})
    keys = {t.key for t in prof.settings}
    if not isinstance(settings_raw, dict) or not set(settings_raw) <= keys or \
            not all(v is None or isinstance(v, bool) for v in settings_raw.values()):
        raise HandFileError("bad_field", "\"input\".settings must map the variant's settings to true or false",
                            "settings")
    flags_raw = raw.get("flags", {})
    keys = {t.key for t in prof.flags}
    if not isinstance(flags_raw, dict) or not set(flags_raw) <= keys or \
            not all(isinstance(v, bool) for v in flags_raw.values()):
        raise HandFileError("bad_field", "\"input\".flags must map the variant's flags to true or false", "flags")
    answer = doc.get("judgement")
    if answer is not None and not isinstance(answer, dict):
        raise HandFileError("bad_field", "the file's \"judgement\" must be an object", "judgement")
    inp = HandInput(variant.id, hand=text("hand", raw.get("hand", "")), groups=groups,
                    win_card=text("win_card", raw.get("win_card", "")), win_from=win_from,
                    settings=dict(settings_raw), flags=dict(flags_raw))
    return SavedHand(inp, rules, answer)


def same_answer(saved: dict | None, now: dict | None) -> bool:
    """Whether the judge's answer now is the one saved (compared as JSON)."""
    import json

    return saved == (json.loads(json.dumps(now, ensure_ascii=False)) if now is not None else None)

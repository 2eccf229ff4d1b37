"""Seats named the same way everywhere: 你, 下家 (on your right, plays after you), 对家,
上家 — with the seat number where a record needs it ("下家（2 号）")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

PLACES = {2: ["bottom", "top"], 3: ["bottom", "right", "left"], 4: ["bottom", "right", "top", "left"]}


def places(n: int, bottom: int = 0) -> dict[int, str]:
    """Seat -> place at the table for ``n`` seats, ``bottom`` being the player's seat.
    Play goes counter-clockwise: the next seat (下家) sits on the right."""
    order = PLACES.get(n, PLACES[4])
    return {(bottom + i) % n: order[i % len(order)] for i in range(n)}


def place_word(place: str) -> str:
    """你, 下家, 对家 or 上家 in the UI's language (literal strings, for pyside6-lupdate)."""
    if place == "bottom":
        return QCoreApplication.translate("MainWindow", "You")
    if place == "right":
        return QCoreApplication.translate("MainWindow", "Right (下家)")
    if place == "top":
        return QCoreApplication.translate("MainWindow", "Across (对家)")
    return QCoreApplication.translate("MainWindow", "Left (上家)")


def seat_number(seat: int) -> str:
    return QCoreApplication.translate("MainWindow", "Seat %1").replace("%1", str(seat + 1))


def names(n: int, bottom: int | None = 0) -> list[str]:
    """你/下家/对家/上家 per seat (seat numbers when nobody sits at the bottom)."""
    if bottom is None:
        return [seat_number(i) for i in range(n)]
    where = places(n, bottom)
    return [place_word(where[i]) for i in range(n)]


def record_names(n: int, bottom: int | None) -> list[str]:
    """The same names with the seat number a record needs: "下家（2 号）"."""
    if bottom is None:
        return [seat_number(i) for i in range(n)]
    where = places(n, bottom)
    pattern = QCoreApplication.translate("MainWindow", "%1 (%2)")
    return [pattern.replace("%1", place_word(where[i])).replace("%2", seat_number(i)) for i in range(n)]


# a seat's flags the engines' messages do not name (they name 买庄, 大炮, 坐牢, 扣牌, 庄作废:
# ``long.tag.*``); sources of the one catalog (app/ui/i18n_catalog.py)
_FLAGS = {"dead": "dead hand (死手)", "mingpao": "open pao (明跑)", "sitting_out": "sits out (守醒)",
          "shouxing": "sits out (守醒)"}
SILENT_FLAGS = frozenset({"dealer", "zhuang"})   # the plate says 庄 already


def flag_word(flag: str, lang: str) -> str:
    """A seat flag of a view (``bought``, ``dapao``, ``dead`` …) as players say it in ``lang``;
    "" for one the plate shows otherwise (庄), the flag itself for one nobody named."""
    from app.engine.messages import CATALOG, Reason

    from .i18n_catalog import say

    if flag in SILENT_FLAGS:
        return ""
    if f"long.tag.{flag}" in CATALOG:
        return Reason(f"long.tag.{flag}").text(lang)
    return say(_FLAGS[flag], lang) if flag in _FLAGS else flag


# how the engine's sentences write a seat, per language (简体, 繁體, English): "{seat}号", "seat {seat}"
_SEAT_FORMS = (("{%s}号",), ("{%s}號",), ("seat {%s}", "Seat {%s}"))

# English verbs the engine's sentences put after a seat, as they read after "You" ("You win", not "You wins")
_YOU_VERBS = {"is": "are", "has": "have", "was": "were", "passes": "pass", "goes": "go", "does": "do"}
_S_VERBS = frozenset({"wins", "pongs", "pays", "eats", "draws", "discards", "takes", "gets", "holds", "keeps",
                      "loses", "turns", "raises", "flips", "buys", "sits", "deals", "owes", "receives",
                      "collects", "plays", "folds", "declares", "calls", "needs", "waits", "stays"})


def you_agree(text: str, you: str) -> str:
    """English ``text`` whose subject ``you`` (a template's "{seat}", or "You") is the player:
    "your turn", not "You's turn", and the verb after it unbent ("You win", not "You wins")."""
    import re

    def unbend(m: "re.Match[str]") -> str:
        verb = m.group(2)
        return m.group(1) + (_YOU_VERBS.get(verb) or (verb[:-1] if verb in _S_VERBS else verb))

    text = text.replace(you + "'s", "your")
    return re.sub(r"((?<!\w)%s )([a-z]+)\b" % re.escape(you), unbend, text)


def wins_text(name: str) -> str:
    """"下家 胡了" / "Right (下家) wins" / "You win"."""
    if name == place_word("bottom"):
        return QCoreApplication.translate("MainWindow", "You win")
    return QCoreApplication.translate("MainWindow", "%1 wins").replace("%1", name)


def seat_text(value, names: list[str], lang: str | None = None) -> str:
    """An engine sentence (a ``Reason``, nested ones too) in ``lang`` with its seats named as at the
    table ("下家 成 一筒", not "2号 成 一筒"), as the scoring dialog's headline says them.  The seats
    are the sentence's parameters its template writes as a seat ("{seat}号", "seat {seat}" — the
    engine's catalog, checked by tests/test_ui_one_catalog.py): the names go in where the number
    went, so no rendered text is searched.  Text without a key (read from a file) falls back to
    ``with_seat_names``."""
    from app.engine.messages import CATALOG, Reason, Seq, lang_index, render

    from .i18n import current, engine_text

    lang = lang or current()
    if not isinstance(value, Reason) or value.key not in CATALOG:
        return with_seat_names(engine_text(value, lang), names)
    i = lang_index(lang)
    template = CATALOG[value.key][i]
    values = {}
    for k, v in value.params.items():
        forms = [f % k for f in _SEAT_FORMS[i] if f % k in template]
        if forms and isinstance(v, int) and 1 <= v <= len(names):
            for f in forms:
                template = template.replace(f, "{%s}" % k)
            values[k] = names[v - 1]
            if i == 2 and names[v - 1] == place_word("bottom"):
                template = you_agree(template, "{%s}" % k)
        elif isinstance(v, Reason):
            values[k] = seat_text(v, names, lang)
        elif isinstance(v, Seq):
            values[k] = render(Seq([seat_text(x, names, lang) if isinstance(x, Reason) else x for x in v],
                                   v.kind), lang)
        else:
            values[k] = render(v, lang)
    text = template.format(**values)
    while "  " in text:
        text = text.replace("  ", " ")
    return text.strip()


def with_seat_names(text: str, names: list[str]) -> str:
    """Plain text that numbers the seats ("2号 成 一筒", "seat 2: 4 庄 → +7") with the table's
    names instead ("下家 成 一筒"): for sentences without a key (a record's text); an engine
    ``Reason`` goes through ``seat_text``."""
    import re

    def name(m):
        i = int(m.group(1)) - 1
        return names[i] if 0 <= i < len(names) else m.group(0)

    text = re.sub(r"(?<![0-9])([1-9])\s?[号號]", name, text)
    text = re.sub(r"\b[Ss]eat ([1-9])\b", name, text)
    return you_agree(text, "You") if place_word("bottom") == "You" else text

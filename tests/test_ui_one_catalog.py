"""One catalog of words (issue 12 item 5, issue 13): the table, the replay and the scoring name
groups and seat flags from the engine's messages (the UI keeps no table of its own), the trainer
says its texts from app/ui/i18n_catalog.py, and the scoring lines name seats as the table does."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

import app.ui  # noqa: F401,E402
from app.engine.messages import CATALOG, Reason, group_word, to_traditional  # noqa: E402


@pytest.mark.parametrize("form,zh,tw,en", [
    ("peng", "碰", "碰", "peng (碰)"), ("gang", "杠", "槓", "gang (杠)"), ("zhaor", "招儿", "招兒", "zhaor (招儿)"),
    ("run", "顺子", "順子", "run (顺子)"), ("hutou", "胡头", "胡頭", "hutou (胡头)"), ("kan", "坎", "坎", "kan (坎)"),
    ("wei", "偎", "偎", "wei (偎)"), ("long", "龙", "龍", "long (龙)"), ("zhang", "涨将", "漲將", "raised jiang (涨将)")])
def test_group_words_come_from_the_engine(form, zh, tw, en):
    w = group_word(form)
    assert isinstance(w, Reason)
    assert (w.text("zh"), w.text("zh_TW"), w.text("en")) == (zh, tw, en)
    assert group_word("no-such-form") == "no-such-form"


def test_the_ui_has_no_word_table_of_its_own():
    from app.ui import dialogs, scoring, table
    from app.ui.replay import table as rtable

    for module, name in ((dialogs, "GROUP_ZH"), (scoring, "GROUP_WORDS"), (table, "FLAG_ZH"), (table, "FLAG_EN"),
                         (rtable, "FLAGS")):
        assert not hasattr(module, name), f"{module.__name__}.{name}"
    import app.trainer.i18n as ti

    assert not hasattr(ti, "TEXT") and not hasattr(ti, "TRAD")


@pytest.mark.parametrize("flag,zh,tw,en", [
    ("bought", "买庄", "買莊", "bought (买庄)"), ("dapao", "大炮", "大炮", "big gun (大炮)"),
    ("jailed", "坐牢", "坐牢", "jailed (坐牢)"), ("folded", "扣牌", "扣牌", "folded (扣牌)"),
    ("void", "庄作废", "莊作廢", "庄 void (庄作废)"), ("dead", "死手", "死手", "dead hand (死手)"),
    ("mingpao", "明跑", "明跑", "open pao (明跑)"), ("shouxing", "守醒", "守醒", "sits out (守醒)"),
    ("dealer", "", "", "")])
def test_seat_flags_in_every_language(flag, zh, tw, en):
    from app.ui.seats import flag_word

    assert (flag_word(flag, "zh_CN"), flag_word(flag, "zh_TW"), flag_word(flag, "en")) == (zh, tw, en)
    if f"long.tag.{flag}" in CATALOG:
        assert flag_word(flag, "zh_CN") == Reason(f"long.tag.{flag}").text("zh")


@pytest.mark.parametrize("text,want", [
    ("2号 成 一筒（平胡，8 胡）", "下家 成 一筒（平胡，8 胡）"),
    ("1号：0 庄 买庄 扣牌 → -46", "你：0 庄 买庄 扣牌 → -46"),
    ("4號：1 莊 → -26", "上家：1 莊 → -26"),
    ("胡：招儿 九筒 2 + 千空九 1 = 11", "胡：招儿 九筒 2 + 千空九 1 = 11"),
    ("seat 3: 5 庄 → +54", "对家: 5 庄 → +54"),
    ("9号", "9号")])
def test_scoring_lines_name_the_seats_as_the_table_does(text, want):
    from app.ui.seats import with_seat_names

    assert with_seat_names(text, ["你", "下家", "对家", "上家"]) == want


def test_traditional_words_with_several_forms():
    assert to_traditional("汉钟离") == "漢鍾離"
    assert to_traditional("长牌综合复习") == "長牌綜合複習"
    assert to_traditional("叁") == "叁"          # the 字牌 card keeps the engine's name


def test_recent_games_are_named_by_variant_hands_and_time(qtbot, tmp_path):
    pytest.importorskip("pytestqt")
    from app.ui import settings as S
    from app.ui.mainwindow import MainWindow

    s = S.Settings(variant="waihuzi", seats=["human", "simple", "simple"], animation="off", think_delay_ms=0)
    w = MainWindow(S.LoadResult(s, [], None), seed=3, autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    path = tmp_path / "game-2026-12-01-abcdef.json"
    w.save_game_as(str(path))
    label = w.recent_label(path)
    assert label.startswith("外胡子 · ") and "abcdef" not in label and "json" not in label
    bad = tmp_path / "broken-one.json"
    bad.write_text("{", encoding="utf-8")
    assert w.recent_label(bad) == "broken-one"
    w.close()


NAMES = {"zh_CN": ["你", "下家", "对家", "上家"], "zh_TW": ["你", "下家", "對家", "上家"],
         "en": ["You", "Right (下家)", "Across (对家)", "Left (上家)"]}


def test_every_seat_in_the_engines_templates_is_written_one_way():
    """seats.seat_text names a seat where its template writes one ("{seat}号", "{seat}號",
    "seat {seat}"): a template that numbers a seat otherwise would slip through, so none does."""
    import re

    seats = 0
    for key, (zh, tw, en) in CATALOG.items():
        a = set(re.findall(r"\{(\w+)\}号", zh))
        b = set(re.findall(r"\{(\w+)\}號", tw))
        c = set(re.findall(r"[Ss]eat \{(\w+)\}", en))
        assert a == b == c, key
        assert "号" not in re.sub(r"\{\w+\}号", "", zh) and "號" not in re.sub(r"\{\w+\}號", "", tw), key
        seats += len(a)
    assert seats >= 10


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_seat_text_names_the_seats_of_every_sentence_that_numbers_them(lang):
    from app.engine.messages import Reason, Seq
    from app.ui.seats import seat_text, with_seat_names

    names = NAMES[lang]
    cases = [Reason("describe", seat=2, verb=Reason("verb.peng"), cards=Seq(["二万"] * 3)),
             Reason("wrong_seat", turn=3, seat=1),
             Reason("long.penalty", seat=4, why=Reason("long.pen.diaozhang", seat=4, card="千", xia=1)),
             Reason("zipai.line.winner", seat=2),
             Reason("long.line.seat", seat=1, zhuang=4, tags="", net="+7")]
    for r in cases:
        out = seat_text(r, names, lang)
        assert not any(c.isdigit() and out[i + 1:i + 2] in ("号", "號") for i, c in enumerate(out)), out
        assert "seat " not in out.lower(), out
        assert out == with_seat_names(r.text(lang), names)   # the same words the old rewording gave
    assert seat_text(Reason("zipai.line.winner", seat=2), names, lang).startswith(names[1])
    assert seat_text(Reason("zipai.line.winner", seat=9), names, lang) == Reason("zipai.line.winner", seat=9).text(lang)
    assert seat_text("2号 成 一筒", names, lang) == f"{names[1]} 成 一筒"   # text without a key: reworded

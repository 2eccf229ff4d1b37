"""Languages and the rules reference: every UI string translated, the compiled
catalogs load, every character shown is in the bundled font, and each variant
has its rules in Chinese and English with card pictures that resolve."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from app.paths import resources_dir
from app.ui.i18n_catalog import CATALOG, LANGS

VARIANTS = ["haimen", "lvsi", "waihuzi", "yiyang", "qidong"]
I18N = resources_dir() / "i18n"
RULES = resources_dir() / "rules"


@pytest.mark.parametrize("lang", LANGS)
def test_every_source_string_is_translated(lang):
    tree = ET.parse(I18N / f"yezi_{lang}.ts")
    sources = [m.find("source").text for m in tree.getroot().iter("message")]
    assert len(sources) > 80
    unfinished = [m.find("source").text for m in tree.getroot().iter("message")
                  if m.find("translation").get("type") == "unfinished"]
    assert unfinished == []
    assert (I18N / f"yezi_{lang}.qm").stat().st_size > 1000


def test_catalog_has_no_placeholder_mismatch():
    for src, (cn, tw) in CATALOG.items():
        for tr in (cn, tw):
            assert re.findall(r"%\d", src) == re.findall(r"%\d", tr) or \
                sorted(re.findall(r"%\d", src)) == sorted(re.findall(r"%\d", tr)), src


@pytest.mark.parametrize("lang,expected", [("zh_CN", "本局结束"), ("zh_TW", "本局結束"), ("en", "Hand over")])
def test_installed_language_translates(qapp, lang, expected):
    import app.ui  # noqa: F401
    from PySide6.QtCore import QCoreApplication

    from app.ui import i18n

    i18n.install(qapp, lang)
    try:
        assert QCoreApplication.translate("MainWindow", "Hand over") == expected
    finally:
        i18n.install(qapp, "en")


def _shown_text() -> str:
    text = []
    for src, pair in CATALOG.items():
        text += [src, *pair]
    for p in RULES.glob("*.md"):
        text.append(re.sub(r"\(card:[^)]*\)", "", p.read_text(encoding="utf-8")))
    return "".join(text)


def test_every_character_shown_is_in_the_bundled_font():
    fontTools = pytest.importorskip("fontTools.ttLib")
    try:
        from app.art.fonts import ui_font_path
    except ImportError:
        pytest.skip("no bundled font in this build")
    path = ui_font_path()
    if not path.is_file():
        pytest.skip("no bundled font in this build")
    cmap = fontTools.TTFont(str(path)).getBestCmap()
    missing = sorted({ch for ch in _shown_text() if ord(ch) > 0x7F and ch.isprintable() and ord(ch) not in cmap})
    assert missing == [], "".join(missing)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("lang", ["zh", "zh_TW", "en"])
def test_rules_reference_exists_with_card_pictures(variant, lang):
    from app.engine.longcard.cards import parse_card as long_card
    from app.engine.zipai.cards import parse_card as zi_card

    text = (RULES / f"{variant}.{lang}.md").read_text(encoding="utf-8")
    assert text.startswith("# ") and len(text) > 1500
    codes = re.findall(r"\(card:([a-z0-9]+)\)", text)
    assert len(codes) >= 20
    parse = long_card if variant in ("haimen", "lvsi") else zi_card
    for code in codes:
        parse(code)
    # the rulings RULES.md settles are written down
    if variant == "haimen":
        assert "20" in text and ("1-3-5" in text)
    if variant == "qidong":
        assert "囤" in text and "番" in text


def test_rules_dialog_draws_card_pictures(qtbot):
    import app.ui  # noqa: F401
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QImage, QTextDocument

    from app.ui.dialogs import RulesDialog

    dlg = RulesDialog("haimen", "zh_CN")
    qtbot.addWidget(dlg)
    assert "海门" in dlg.browser.toPlainText()
    img = dlg.browser.loadResource(QTextDocument.ImageResource, QUrl("card:2w"))
    assert isinstance(img, QImage) and img.height() > img.width() * 2.5   # a long card is tall
    dlg.box.setCurrentIndex(dlg.box.findData("qidong"))
    dlg.lang_box.setCurrentIndex(dlg.lang_box.findData("en"))
    assert "Qidong" in dlg.browser.toPlainText()
    img = dlg.browser.loadResource(QTextDocument.ImageResource, QUrl("card:d7"))
    assert isinstance(img, QImage) and not img.isNull()


@pytest.mark.parametrize("variant", VARIANTS)
def test_zh_tw_rules_are_the_zh_rules_in_traditional_characters(variant):
    from app.engine.messages import render

    zh = (RULES / f"{variant}.zh.md").read_text(encoding="utf-8")
    tw = (RULES / f"{variant}.zh_TW.md").read_text(encoding="utf-8")
    # the same headings, card pictures and figures as the 简体 text
    assert tw.count("\n#") == zh.count("\n#")
    assert re.findall(r"card:[a-z0-9]+", tw) == re.findall(r"card:[a-z0-9]+", zh)
    assert re.findall(r"\d+", tw) == re.findall(r"\d+", zh)
    # no 简体 form the program's own character table knows is left, and it is not the 简体 file
    assert render(tw, "zh_TW") == tw and tw != zh
    for term in ("莊", "將", "胡頭", "圓") if variant in ("haimen", "lvsi") else ("胡息", "坎", "碰", "吃"):
        assert term in tw


@pytest.mark.parametrize("lang, name, fallback", [
    ("zh_CN", "zh", "zh"), ("zh_TW", "zh_TW", "zh"), ("en", "en", "en")])
def test_rules_file_picks_the_language_and_falls_back(monkeypatch, tmp_path, lang, name, fallback):
    from app.ui import dialogs

    assert dialogs.rules_file("lvsi", lang).name == f"lvsi.{name}.md"
    # a variant whose 繁體 text is missing shows the 简体 one
    (tmp_path / "rules").mkdir()
    for code in ("zh", "en"):
        (tmp_path / "rules" / f"lvsi.{code}.md").write_text("# x", encoding="utf-8")
    monkeypatch.setattr("app.paths.resources_dir", lambda: tmp_path)
    assert dialogs.rules_file("lvsi", lang).name == f"lvsi.{fallback}.md"


def test_rules_dialog_shows_traditional_for_zh_tw(qtbot):
    import app.ui  # noqa: F401
    from app.ui.dialogs import RulesDialog

    dlg = RulesDialog("haimen", "zh_TW")
    qtbot.addWidget(dlg)
    assert dlg.lang_box.currentData() == "zh_TW"
    assert dlg.box.currentText().startswith("海門八胡頭")
    shown = dlg.browser.toPlainText()
    assert "海門八胡頭" in shown and "海门" not in shown
    dlg.lang_box.setCurrentIndex(dlg.lang_box.findData("zh"))
    assert "海门八胡头" in dlg.browser.toPlainText()

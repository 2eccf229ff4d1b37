"""The 繁體 character table (``app.engine.messages.to_traditional``) against OpenCC as an
oracle (a test-only dependency; skipped when ``opencc-python-reimplemented`` is missing):
every simplified text of the catalogs, once converted, and every hand-written 繁體 text
(the catalogs' 繁體 columns, the rules pages ``resources/rules/*.zh_TW.md``) holds no
character that exists only in simplified script."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest

opencc = pytest.importorskip("opencc")

ROOT = Path(__file__).resolve().parent.parent

# characters OpenCC knows only as simplified that are the 繁體 form in the program's words:
# 叁 (the 字牌 card name the engine, the table and the rules pages keep, docs/i18n.md) and 霉
# (霉張, as 倒霉 in Taiwan)
ALSO_TRADITIONAL = set("叁霉")

# where OpenCC's word conversion (s2tw) picks another form of a character that is both, and the
# program's form is right: 臭局 (not 侷), 外胡子 (not 鬍), 铁拐李 (鐵拐李, not 柺), 台规 (台 in Taiwan)
OUR_FORM_IS_RIGHT = {("局", "侷"), ("胡", "鬍"), ("拐", "柺"), ("台", "臺")}


@lru_cache(maxsize=1)
def simplified_only() -> dict[str, str]:
    """Character -> its traditional forms, for every character OpenCC knows only as
    simplified (it is not among its own traditional forms)."""
    table = Path(opencc.__file__).parent / "dictionary" / "STCharacters.txt"
    out = {}
    for line in table.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        ch, forms = line.split("\t", 1)
        forms = forms.split()
        if ch not in forms and ch not in ALSO_TRADITIONAL:
            out[ch] = " ".join(forms)
    return out


def _leftovers(texts) -> dict[str, str]:
    only = simplified_only()
    found = {}
    for text in texts:
        for ch in text:
            if ch in only:
                found.setdefault(ch, f"{only[ch]} (in {text[:30]!r})")
    return found


def _simplified_texts() -> list[str]:
    """Every 简体 text the program holds in a table of its own languages: the two catalogs, and the
    command-line table of ``yezi review`` (决, 余 and 么 slipped past the table because they were
    only in such tables — the review, coach and puzzle words, ``yezi puzzles`` — which were not read
    here: their hand-written 繁體 hid it, but any 简体 text with them said through the table would
    have kept them; those words are in the UI catalog now)."""
    from app.commands import review as cli_review
    from app.engine.messages import CATALOG as ENGINE
    from app.ui.i18n_catalog import CATALOG as UI

    texts = [zh for zh, _tw, _en in ENGINE.values()] + [zh for zh, _tw in UI.values()]
    texts += [row[0] for row in cli_review.TEXT.values()]
    from app.engine import all_variants

    for v in all_variants():
        texts.append(v.name_zh)
    return texts


def test_the_table_leaves_no_simplified_character_in_any_catalog_text():
    from app.engine.messages import to_traditional

    assert not _leftovers(to_traditional(t) for t in _simplified_texts())


def _st_forms() -> dict[str, list[str]]:
    table = Path(opencc.__file__).parent / "dictionary" / "STCharacters.txt"
    return {ch: forms.split() for ch, forms in (line.split("\t", 1) for line in
            table.read_text(encoding="utf-8").splitlines() if line.strip() and not line.startswith("#"))}


def test_characters_of_several_forms_take_the_form_of_their_word():
    """A character that is also traditional (里, 后, 复 …) left as it is where OpenCC's word
    conversion writes another form (手里 → 手裡, 以后 → 以後, 复制 → 複製)."""
    from app.engine.messages import to_traditional
    from tests.test_trainer_scheduler import trainer_texts

    forms = _st_forms()
    both = {ch for ch, f in forms.items() if ch in f and len(f) > 1}
    oracle = opencc.OpenCC("s2tw")
    wrong = {}
    for text in _simplified_texts() + trainer_texts():
        ours, theirs = to_traditional(text), oracle.convert(text)
        if len(ours) != len(theirs):
            continue
        for i, (a, b) in enumerate(zip(ours, theirs)):
            if a != b and a == text[i] and a in both and (a, b) not in OUR_FORM_IS_RIGHT:
                wrong.setdefault(f"{a}→{b}", text[max(0, i - 4):i + 4])
    assert not wrong


def test_the_table_leaves_none_in_the_card_names_and_the_trainer():
    from app.engine.messages import to_traditional
    from tests.test_trainer_scheduler import trainer_texts

    assert not _leftovers(to_traditional(t) for t in trainer_texts())


def test_the_written_traditional_texts_hold_no_simplified_character():
    from app.engine.messages import CATALOG as ENGINE
    from app.ui.i18n_catalog import CATALOG as UI

    texts = [tw for _zh, tw, _en in ENGINE.values()] + [tw for _zh, tw in UI.values()]
    texts += [p.read_text(encoding="utf-8") for p in sorted((ROOT / "resources" / "rules").glob("*.zh_TW.md"))]
    assert not _leftovers(texts)


def test_the_characters_that_slipped():
    from app.engine.messages import to_traditional

    assert to_traditional("决定") == "決定" and to_traditional("其余") == "其餘"
    assert to_traditional("怎么") == "怎麼" and to_traditional("编号") == "編號"


def test_the_oracle_sees_what_it_should():
    """The oracle itself: 带 and 铁 are simplified only, 台 and 叁 are not flagged here."""
    assert _leftovers(["带铁"]).keys() == {"带", "铁"}
    assert not _leftovers(["叁台"]) or "台" in simplified_only()

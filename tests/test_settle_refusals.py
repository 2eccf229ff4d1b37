"""The judge's refusals in the settle window's language (issue 13's loose end): a malformed or
impossible hand typed into a 简体 or 繁體 window is refused in Chinese, not in the judge's English.
The engine names each refusal it can give the window (``exc.key``, ``exc.params``, beside its
English line); app/ui/settle/refusals.py says every one of them through the one catalog."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from app.engine import find_variant  # noqa: E402
from app.ui.i18n_catalog import CATALOG  # noqa: E402
from app.ui.settle import model as M  # noqa: E402
from app.ui.settle import refusals as R  # noqa: E402

from tests.words import problems  # noqa: E402

LANGS = ["zh_CN", "zh_TW", "en"]
ROOT = Path(__file__).resolve().parent.parent

# (variant, hand, table groups, flags, settings, the key the judge refuses it with)
HANDS = [
    ("haimen", "2w 2w 2w 2w 2w", [], {}, {}, "card.only_four"),
    ("haimen", "2w", [("peng", "2w 3w 4w")], {}, {}, "group.alike"),
    ("haimen", "2w", [("gang", "2w 2w 2w")], {}, {}, "group.alike"),
    ("haimen", "2w", [("chi", "2w 5w 9t")], {}, {}, "group.not_run"),
    ("haimen", "2w", [("chi", "2w 3w")], {}, {}, "group.too_few"),
    ("haimen", "2w", [("zhang", "2w 2w 2w")], {}, {}, "group.zhang"),
    ("haimen", "2w 3w 4w 5w 6w 7w 8w 9w " * 4, [], {}, {}, "count.most"),
    ("lvsi", "xing 2w", [], {}, {"xing": False}, "card.no_xing"),
    ("waihuzi", "x1 x2", [], {}, {}, "count.win"),
    ("waihuzi", "x1 x2 x3", [], {"dealt": True}, {}, "count.dealt"),
    ("waihuzi", "x1 x1 x1 x1 x1", [], {}, {}, "card.only_four"),
    ("waihuzi", "x1", [("chi", "x1 x5 x9")], {}, {}, "group.not_sentence"),
    ("waihuzi", "x1", [("chi", "x1 x2")], {}, {}, "group.threes"),
    ("yiyang", "x1", [("liu", "x1 x1 x1")], {}, {}, "group.alike"),
    ("qidong", "x1", [("wai", "x1 x2 x3")], {}, {}, "group.alike"),
    ("qidong", "x1 x2", [], {}, {}, "count.win"),
]


def _refusal(variant, hand, groups, flags, settings):
    built = M.build_request(M.HandInput(variant, hand, [M.Group(f, t) for f, t in groups],
                                        flags=flags, settings=settings))
    assert built.request is not None, built.errors
    judgement, exc = M.judged(built.request)
    assert judgement is None and exc is not None
    return exc


@pytest.mark.parametrize("variant,hand,groups,flags,settings,key", HANDS)
def test_each_refusal_the_window_can_meet_has_a_key(variant, hand, groups, flags, settings, key):
    exc = _refusal(variant, hand, groups, flags, settings)
    assert exc.key == key and key in R.SOURCES
    assert str(exc) == exc.reason          # the judge's own line (what `yezi judge` answers) stays
    if groups:
        assert exc.params["group"] == 1


def test_every_key_the_engine_gives_is_said_in_every_language():
    """Every ``key="…"`` raised under app/engine has words here, and every source is in the catalog
    (a new refusal without words fails this test, not a player's screen)."""
    keys = set()
    for path in (ROOT / "app" / "engine").rglob("*.py"):
        keys |= set(re.findall(r'\bkey="([a-z_]+\.[a-z_.]+)"', path.read_text(encoding="utf-8")))
    assert keys and keys <= set(R.SOURCES), sorted(keys - set(R.SOURCES))
    for source in [*R.SOURCES.values(), R.IN_GROUP, R.WIN_ONE_CARD]:
        assert source in CATALOG, source
        zh, tw = CATALOG[source]
        for n in range(1, source.count("%") + 1):
            assert f"%{n}" in zh and f"%{n}" in tw, (source, n)


@pytest.mark.parametrize("lang", LANGS)
def test_refusals_in_the_window_speak_its_language(settle_window, lang):
    w = settle_window("haimen", lang)
    seen = []
    for variant, hand, groups, flags, settings, key in HANDS:
        w.set_variant(variant)
        for g in list(w.groups):
            w._drop_group(g)
        w.hand.edit.setText(hand)
        for form, text in groups:
            w.add_group(form, text)
        for k, box in w.flag_boxes.items():
            box.setChecked(bool(flags.get(k)))
        if "xing" in settings:
            w.xing_box.setChecked(settings["xing"])
        w.judge_now()
        assert w.answer is None and w.request_error.full, (variant, hand)
        assert w.refused.key == key and w.request_error.full != w.refused.reason
        seen.append(w.request_error.full)
    w.win.edit.setText("2w 3w")            # the window's own check: one winning card
    w.judge_now()
    seen.append(w.win.error.full)
    p = w.long_panel
    p.rows[0]["miscount"].setChecked(True)
    p.rows[1]["miscount"].setChecked(True)   # only the 头家's count is checked
    seen.append(p.error.full)
    assert all(seen) and problems(seen, lang) == []
    if lang != "en":
        assert not any(s.startswith(("There", "Table", "Wrong")) for s in seen)


def test_a_refusal_follows_the_language_box(settle_window):
    w = settle_window("haimen", "zh_CN")
    w.hand.edit.setText("2w 2w 2w 2w 2w")
    w.judge_now()
    assert w.request_error.full == "二万 只有四张，不是 5 张。"
    w.set_language("zh_TW")
    assert w.request_error.full == "二萬 只有四張，不是 5 張。"
    w.set_language("en")
    assert w.request_error.full == "There are only four 二万 (2w), not 5."
    assert find_variant("haimen").engine.parse_card("2w").name == "二万"

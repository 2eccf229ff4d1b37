"""Every word the settle window shows is a player's word in the chosen language
(issue 13): judged hands of both families in 简体, 繁體 and English, every label,
button, box and list item collected — no Python values, no 简体 left in 繁體."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit, QListWidget

from app.ui.settle import SettleWindow

REPR = re.compile(r"\b(True|False|None)\b|[\[{]'|Card\(|Reason\(|\bdict\b|\bzhuang_raw\b")
# simplified characters that have a different traditional form (the engine's table)
from app.engine.messages import _S2T  # noqa: E402

SIMPLIFIED = {chr(k) for k, v in _S2T.items() if k != v}

HANDS = {
    "haimen": dict(groups=[("peng", "ya ya ya"), ("peng", "5t 5t 5t")],
                   hand="qian kong 9s 1s 1w 9t 2s 2w 8t 3w 4w", win="5w"),
    "qidong": dict(groups=[("peng", "d5 d5 d5")], hand="d1 d2 d3 x2 x7 x5 x5 x5 d7 d8 d9", win="x10",
                   win_from="discard"),
    "waihuzi": dict(groups=[("wai", "d5 d5 d5")], hand="d1 d2 d3 x2 x7 x5 x5 x5 x1 x1 x6 x7 x8 d8 d9 d10",
                    win="x10"),
}


def texts(w) -> list[str]:
    out = [w.windowTitle()]
    for lab in w.findChildren(QLabel):
        if lab.isVisibleTo(w):
            out.append(lab.text())
    for b in w.findChildren(QAbstractButton):
        if b.isVisibleTo(w):
            out += [b.text(), b.toolTip()]
    for box in w.findChildren(QComboBox):
        if box.isVisibleTo(w):
            out += [box.itemText(i) for i in range(box.count())]
    for g in w.findChildren(QGroupBox):
        out.append(g.title())
    for e in w.findChildren(QLineEdit):
        if e.isVisibleTo(w):
            out.append(e.placeholderText())
    for lst in w.findChildren(QListWidget):
        out += [lst.item(i).text() for i in range(lst.count())]
    return [t for t in out if t]


@pytest.mark.parametrize("variant", sorted(HANDS))
@pytest.mark.parametrize("language", ["zh_CN", "zh_TW", "en"])
def test_judged_hand_shows_only_players_words(qtbot, qapp, variant, language):
    from app.ui import i18n

    w = SettleWindow(variant_id=variant, language=language)
    qtbot.addWidget(w)
    w.show()
    h = HANDS[variant]
    for form, cards in h["groups"]:
        w.add_group(form, cards)
    w.hand.edit.setText(h["hand"])
    w.win.edit.setText(h["win"])
    if "win_from" in h:
        w.win_from.setCurrentIndex(w.win_from.findData(h["win_from"]))
    w.judge_now()
    assert w.answer is not None and w.answer["wins"], w.answer
    w.long_panel.fill_button.click()
    w.long_panel.rows[0]["bought"].setChecked(True)
    shown = texts(w)
    assert len(shown) > 40
    for t in shown:
        assert not REPR.search(t), (language, t)
    if language == "zh_TW":
        typed = {w.hand.edit.text(), *(g.edit.text() for g in w.groups), w.win.edit.text()}
        for t in shown:
            if t in typed or t == "简体中文":   # what was typed; the language named in its own script
                continue
            left = sorted(set(t) & SIMPLIFIED)
            assert not left, (t, left)
    if language == "en":
        assert not any(t in ("打开…", "保存…", "清空") for t in shown)
    i18n.install(qapp, "en")

"""A hand entered in the settle window saves, reopens and verifies (issue 12
item 2): a small checked JSON file with the variant, its rules_version, the
cards, groups, settings and flags as entered and the judge's answer.
Reopening judges again and says in one line whether the answer still holds;
a bad file gets one line too, never a traceback."""

from __future__ import annotations

import json

import pytest

from app.ui.settle import model as M

QIDONG = M.HandInput("qidong", "壹 贰 叁 二 七 五 五 五 柒 捌 玖", [M.Group("peng", "伍 伍 伍")],
                     win_card="十", win_from="discard", flags={"last_card": True})


def test_save_and_reopen_gives_the_same_hand_and_answer(settle_window, tmp_path):
    w = settle_window("waihuzi")
    w.load_input(QIDONG)                     # switches to qidong and fills the fields
    w.judge_now()
    assert w.variant.id == "qidong" and w.answer["wins"]
    path = tmp_path / "hand.json"
    assert "hand.json" in w.save_hand(str(path))
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == M.HAND_FORMAT and doc["variant"] == "qidong"
    assert doc["rules_version"] == w.variant.rules_version
    assert doc["input"]["groups"] == [{"form": "peng", "cards": "伍 伍 伍"}]
    assert doc["input"]["flags"] == {"last_card": True} and doc["request"]["last_card"] is True
    assert doc["judgement"]["score"] == w.answer["score"]
    assert path.stat().st_size < 8 * 1024
    saved = dict(w.answer)

    w2 = settle_window("haimen", language="en")
    line = w2.open_hand(str(path))
    assert line == "Opened hand.json: the judge gives the same answer."
    assert "\n" not in line and w2.statusBar().currentMessage() == line
    assert w2.variant.id == "qidong" and w2.answer == saved
    assert w2.flag_boxes["last_card"].isChecked() and w2.win_from.currentData() == "discard"
    assert [g.form_id() for g in w2.groups] == ["peng"]


def test_a_long_card_hand_keeps_its_xing_setting(settle_window, tmp_path):
    w = settle_window("lvsi")
    w.hand.edit.setText("2w 3w 4w qian xing")
    w.xing_box.setChecked(True)
    w.judge_now()
    path = tmp_path / "long.json"
    w.save_hand(str(path))
    w2 = settle_window("haimen")
    assert "一样" in w2.open_hand(str(path))
    assert w2.variant.id == "lvsi" and w2.xing_box.isChecked() and w2.request["settings"] == {"xing": True}


def test_a_changed_answer_says_the_rules_changed(settle_window, tmp_path, monkeypatch):
    """An answer saved under older rules: reopening says so in one line (and shows the new answer)."""
    w = settle_window("qidong")
    w.load_input(QIDONG)
    w.judge_now()
    old = dict(w.answer, score=w.answer["score"] + 1)      # what an older rule set said
    path = tmp_path / "old.json"
    text = M.hand_document(w.hand_input(), old)
    doc = json.loads(text)
    doc.pop("check")
    doc["rules_version"] = w.variant.rules_version - 1 or 1
    doc["check"] = M._check(doc)
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    w2 = settle_window("qidong", language="zh_CN")
    line = w2.open_hand(str(path))
    assert "不一样" in line and "\n" not in line
    if doc["rules_version"] != w.variant.rules_version:
        assert "规则改过" in line


def _saved(tmp_path) -> bytes:
    text = M.hand_document(QIDONG, None)
    return text.encode("utf-8")


HOSTILE = [
    ("empty", b"", "not_json"),
    ("binary", b"\x00\xff\xfe" * 50, "not_json"),
    ("a list", b"[1, 2, 3]", "not_hand"),
    ("a record", json.dumps({"format": "yezi-record", "hands": []}).encode(), "not_hand"),
    ("deep", b"[" * 100_000 + b"]" * 100_000, "not_json"),        # nested past the parser's depth
    ("too large", b"[" + b"1," * 200_000 + b"1]", "too_large"),
    ("huge number", b'{"format": "yezi-settle-hand", "version": 1' + b"9" * 5000 + b"}", "not_json"),
]


@pytest.mark.parametrize("name, data, key", HOSTILE, ids=[h[0] for h in HOSTILE])
def test_hostile_files_get_one_line(settle_window, tmp_path, name, data, key):
    with pytest.raises(M.HandFileError) as err:
        M.read_hand(data)
    assert err.value.key == key and "\n" not in err.value.reason
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    w = settle_window("qidong", language="zh_TW")
    line = w.open_hand(str(path))
    assert line.startswith("bad.json 無法開啟：") and "\n" not in line
    assert w.variant.id == "qidong" and w.answer is None        # nothing loaded


def _tampered(edit):
    doc = json.loads(M.hand_document(QIDONG, None))
    edit(doc)
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


def _resigned(edit):
    doc = json.loads(M.hand_document(QIDONG, None))
    doc.pop("check")
    edit(doc)
    doc["check"] = M._check(doc)
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


@pytest.mark.parametrize("data, key", [
    (_tampered(lambda d: d["input"].update(hand="拾 拾 拾")), "damaged"),          # edited by hand
    (_tampered(lambda d: d.pop("check")), "damaged"),
    (_resigned(lambda d: d.update(variant="mahjong")), "unknown_variant"),
    (_resigned(lambda d: d.update(variant=["qidong"])), "bad_field"),
    (_resigned(lambda d: d.update(rules_version="2")), "bad_field"),
    (_resigned(lambda d: d.update(version=99)), "bad_field"),
    (_resigned(lambda d: d.update(input=None)), "bad_field"),
    (_resigned(lambda d: d["input"].update(groups=[{"form": "liu", "cards": "伍 伍 伍 伍"}])), "bad_field"),  # no 溜 in qidong
    (_resigned(lambda d: d["input"].update(groups=[{"form": "peng"}])), "bad_field"),
    (_resigned(lambda d: d["input"].update(groups=[{"form": "peng", "cards": "x" * 5000}])), "bad_field"),
    (_resigned(lambda d: d["input"].update(hand=7)), "bad_field"),
    (_resigned(lambda d: d["input"].update(win_from="sky")), "bad_field"),
    (_resigned(lambda d: d["input"].update(flags={"baoting": True})), "bad_field"),   # not a qidong flag
    (_resigned(lambda d: d["input"].update(flags={"last_card": "yes"})), "bad_field"),
    (_resigned(lambda d: d["input"].update(settings={"xing": True})), "bad_field"),  # no 星儿 in 字牌
    (_resigned(lambda d: d.update(judgement=[1])), "bad_field"),
])
def test_damaged_or_forged_files_are_refused(data, key):
    with pytest.raises(M.HandFileError) as err:
        M.read_hand(data)
    assert err.value.key == key, err.value.reason
    assert "\n" not in err.value.reason


def test_unreadable_paths_get_one_line(settle_window, tmp_path):
    w = settle_window("qidong", language="en")
    assert w.open_hand(str(tmp_path / "missing.json")) == "missing.json cannot be opened: it cannot be read"
    assert w.open_hand(str(tmp_path)).endswith("it cannot be read")                  # a folder
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (M.HAND_FILE_CAP + 1))
    assert w.open_hand(str(big)).endswith("it is too large to be a saved hand")
    (tmp_path / "afile").write_text("")
    assert w.save_hand(str(tmp_path / "afile" / "x.json")) == "The hand could not be saved as x.json."


def test_a_saved_hand_with_bad_cards_still_opens_and_shows_the_red_line(settle_window, tmp_path):
    """What was entered is kept as typed (a bad token too): reopening shows it as it was."""
    w = settle_window("qidong")
    w.hand.edit.setText("一 二 zz")
    path = tmp_path / "typo.json"
    w.save_hand(str(path))
    w2 = settle_window("qidong")
    assert "一样" in w2.open_hand(str(path))
    assert w2.hand.edit.text() == "一 二 zz" and w2.hand.error.isVisible() and "zz" in w2.hand.error.full

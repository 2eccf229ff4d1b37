"""Trainer logic without Qt: questions, spaced repetition, the progress file."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.trainer import questions as qs
from app.trainer.scheduler import INTERVALS, RETRY_STEPS, Scheduler, accuracy, mean_seconds
from app.trainer.store import TrainerStore


class Clock:
    def __init__(self, t=1000.0):
        self.t = t

    def __call__(self):
        return self.t

    def tick(self, s=3.0):
        self.t += s


def _sched(items, seed=1, clock=None):
    return Scheduler(items, {}, clock or Clock(), random.Random(seed))


ITEMS = [f"figure:{c}" for c in ("1t", "2t", "3t", "4t", "5t", "6t", "7t", "8t", "9t")]


def test_every_new_item_is_shown_before_any_repeats():
    clock = Clock()
    s = _sched(ITEMS, clock=clock)
    seen = []
    for _ in range(len(ITEMS)):
        item = s.next()
        seen.append(item)
        s.answer(item, True, 2.0)
        clock.tick()
    assert sorted(seen) == sorted(ITEMS)


def test_a_missed_card_comes_back_sooner_than_a_known_one():
    clock = Clock()
    s = _sched(ITEMS, clock=clock)
    first = s.next()
    s.answer(first, False, 4.0)
    clock.tick()
    second = s.next()
    s.answer(second, True, 1.0)
    clock.tick()
    order = []
    for _ in range(8):
        item = s.next()
        order.append(item)
        s.answer(item, item != first or order.count(first) > 1, 2.0)
        clock.tick()
    assert first in order[:RETRY_STEPS + 1]            # back within a few questions
    assert second not in order                          # a right answer waits its interval


def test_never_the_same_item_twice_in_a_row():
    clock = Clock()
    s = _sched(ITEMS[:3], clock=clock)
    prev = None
    for i in range(40):
        item = s.next()
        assert item != prev
        s.answer(item, i % 3 == 0, 2.0)
        prev = item
        clock.tick(1)


def test_boxes_and_intervals():
    clock = Clock()
    s = _sched(["a", "b"], clock=clock)
    rec = s.answer("a", True, 1.0)
    assert rec["box"] == 1 and rec["due"] == clock.t + INTERVALS[1]
    rec = s.answer("a", True, 1.0)
    assert rec["box"] == 2 and rec["due"] == clock.t + INTERVALS[2]
    rec = s.answer("a", False, 1.0)
    assert rec["box"] == 0 and rec["missed"] and rec["due"] < clock.t + INTERVALS[1]
    assert (rec["seen"], rec["right"]) == (3, 2)
    assert accuracy(rec) == pytest.approx(2 / 3) and mean_seconds(rec) == pytest.approx(1.0)
    rec = s.answer("b", True, 999.0)           # a walk-away pause is capped, not averaged in
    assert rec["seconds"] == 60.0


def test_deterministic_with_injected_clock_and_rng():
    def run():
        clock = Clock()
        s = _sched(qs.items("numeral"), seed=7, clock=clock)
        out = []
        for i in range(30):
            item = s.next()
            out.append(item)
            s.answer(item, i % 4 != 1, 2.5)
            clock.tick()
        return out
    assert run() == run()


@settings(max_examples=40, deadline=None)
@given(st.lists(st.booleans(), min_size=1, max_size=60), st.integers(0, 10_000))
def test_scheduler_always_returns_a_known_item_and_counts_add_up(answers, seed):
    clock = Clock()
    s = _sched(ITEMS, seed=seed, clock=clock)
    for ok in answers:
        item = s.next()
        assert item in ITEMS
        s.answer(item, ok, 1.5)
        clock.tick(2)
    assert sum(r["seen"] for r in s.records.values()) == len(answers)
    assert sum(r["right"] for r in s.records.values()) == sum(answers)


# ---------------------------------------------------------------- questions

@pytest.mark.parametrize("mode", list(qs.MODES))
def test_every_item_of_every_mode_makes_a_sound_question(mode):
    rng = random.Random(5)
    for item in qs.items(mode):
        _, code = qs.split_item(item)
        q = qs.make_question(mode, code, rng)
        keys = [c.key for c in q.choices]
        assert len(set(keys)) == len(keys)
        assert len(q.choices) == (2 if mode == "jiang" else 4)
        assert 0 <= q.answer < len(q.choices)
        assert q.note_zh and q.note_en


@pytest.mark.parametrize("code, answer", [("2t", "二筒"), ("9s", "九索"), ("qian", "千")])
def test_figure_question_answer_is_the_card(code, answer):
    q = qs.make_question("figure", code, random.Random(1))
    assert q.choices[q.answer].zh == answer and q.show == "figure"


@pytest.mark.parametrize("code, figure", [("3t", "猪八戒"), ("8s", "洛阳桥"), ("1w", "穆桂英")])
def test_name_question_asks_the_figure(code, figure):
    # seed 001 §一 八胡牌中人物介绍
    q = qs.make_question("name", code, random.Random(2))
    assert q.choices[q.answer].zh == figure


@pytest.mark.parametrize("code, jiang", [("1t", True), ("9s", True), ("ya", True), ("9t", False),
                                         ("5w", False), ("xing", True)])
def test_jiang_or_su(code, jiang):
    # RULES.md: 将 1t 1s 1w 9s qian kong ya (+ xing)
    q = qs.make_question("jiang", code, random.Random(3))
    assert q.choices[q.answer].zh == ("将" if jiang else "素")


@pytest.mark.parametrize("code, combos", [
    ("8t", {"二八绑子"}), ("7t", {"三七胡头"}), ("9t", {"小老虎"}), ("qian", {"千空九"}),
    ("kong", {"千空九", "空九九"}), ("9w", {"空九九", "押八九"}), ("ya", {"押八九"}), ("2t", {"文钱"}),
])
def test_hutou_question(code, combos):
    # seed 001 §二 基本胡头 八个组合
    for seed in range(6):
        q = qs.make_question("hutou", code, random.Random(seed))
        assert q.choices[q.answer].zh in combos
        assert not any(c.zh in combos for i, c in enumerate(q.choices) if i != q.answer)
    assert "4t" not in [qs.split_item(i)[1] for i in qs.items("hutou")]


@pytest.mark.parametrize("code, kind", [("x2", "small-red"), ("x3", "small-black"),
                                        ("d10", "big-red"), ("d9", "big-black")])
def test_zipai_size_and_colour(code, kind):
    q = qs.make_question("zipai", code, random.Random(0))
    assert q.choices[q.answer].key == kind


def test_numeral_distractors_are_the_confusable_cards():
    q = qs.make_question("numeral", "5s", random.Random(4))
    keys = {c.key for c in q.choices}
    assert len(keys & {"5t", "5w", "4s", "6s"}) >= 2


def test_mixed_review_covers_every_long_card_drill():
    mixed = qs.items(qs.MIXED)
    assert len(mixed) == sum(len(qs.items(m)) for m in qs.MIXED_OF)
    assert {qs.split_item(i)[0] for i in mixed} == set(qs.MIXED_OF)
    assert qs.all_modes()[-1] == qs.MIXED and qs.mode_title(qs.MIXED, "en")


def test_bad_mode_or_card_is_refused():
    with pytest.raises(ValueError):
        qs.make_question("tarot", "1t", random.Random())
    with pytest.raises(ValueError):
        qs.make_question("numeral", "qian", random.Random())


# -------------------------------------------------------------------- store

def test_store_round_trip_is_atomic_json(tmp_path):
    path = tmp_path / "t.json"
    store = TrainerStore(path)
    s = Scheduler(["figure:1t"], store.records, Clock(), random.Random(0))
    s.answer("figure:1t", True, 2.0)
    store.settings["lang"] = "en"
    store.save()
    assert not list(tmp_path.glob("*.tmp"))
    again = TrainerStore(path).load()
    assert again.message is None
    assert again.records["figure:1t"]["right"] == 1 and again.settings["lang"] == "en"
    assert again.card_stats()["1t"] == {"seen": 1, "right": 1, "seconds": 2.0}


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"records": 5}', '{"version": 99, "records": {}}'])
def test_corrupt_store_is_set_aside_with_a_message(tmp_path, content):
    path = tmp_path / "trainer.json"
    path.write_text(content, encoding="utf-8")
    store = TrainerStore(path).load()
    assert store.records == {}
    assert "moved to" in store.message
    assert (tmp_path / "trainer.json.corrupt").read_text(encoding="utf-8") == content
    store.save()
    assert json.loads(path.read_text(encoding="utf-8"))["records"] == {}
    path.write_text("garbage", encoding="utf-8")
    TrainerStore(path).load()
    assert (tmp_path / "trainer.json.corrupt-2").is_file()


def test_default_store_lives_in_the_data_dir():
    from app.paths import data_dir

    assert TrainerStore().path.parent == data_dir()


def test_traditional_texts_are_all_big5():
    """Every ideograph the trainer shows in 繁體 mode exists in Big5 — a simplified-only
    character (铁, 汉 …) left unconverted would not."""
    from app.trainer.i18n import to_traditional

    texts = trainer_texts()
    # 叁 (the 字牌 card) stays 叁 in 繁體 as the engine, the table and the rules pages name it
    # (docs/i18n.md); it is in Big5-HKSCS
    bad = {ch for t in texts for ch in to_traditional(t)
           if "\u4e00" <= ch <= "\u9fff" and not _in_big5(ch) and ch != "叁"}
    assert not bad


def trainer_texts() -> list[str]:
    """Every simplified text the trainer may show (its window, its questions, notes and choices)."""
    rng = random.Random(0)
    texts = [say(src, "zh") for src in trainer_sources()] + [qs.MIXED_TITLE[0]] + list(qs.lc.NUMERALS_ZH) \
        + ["杠黑圆"]
    for m, spec in qs.MODES.items():
        texts += [spec[2], spec[4]]
        for it in qs.items(m):
            q = qs.make_question(m, qs.split_item(it)[1], rng)
            texts += [q.note_zh] + [c.zh for c in q.choices]
    return texts


def trainer_sources() -> list[str]:
    """The trainer window's texts: the English its ``_t`` and study sheet give the catalog."""
    import re
    from pathlib import Path

    src = (Path(__file__).resolve().parent.parent / "app" / "trainer" / "window.py").read_text(encoding="utf-8")
    found = re.findall(r'self\._t\("((?:[^"\\]|\\.)*)"', src)
    found += re.findall(r'^\s+\("([^"]+)", \[f?"', src, flags=re.M)   # the study sheet's headings
    return sorted(set(found))


def say(src: str, lang: str, *args) -> str:
    from app.ui.i18n_catalog import say as catalog_say

    return catalog_say(src, lang, *args)


def test_every_trainer_text_is_in_the_one_catalog():
    """The trainer has no catalog of its own: each of its texts is an entry of app/ui/i18n_catalog.py
    (issue 12 item 5), and the catalog's 繁體 of it has no simplified-only character left."""
    from app.ui.i18n_catalog import CATALOG
    from tests.words import SIMPLIFIED_ONLY

    sources = trainer_sources()
    assert len(sources) >= 20
    missing = [s for s in sources if s not in CATALOG]
    assert not missing
    for s in sources:
        assert not set(say(s, "zh_TW")) & SIMPLIFIED_ONLY, s
    assert say("This session %1/%2 right · learned %3 of %4", "zh", 3, 4, 10, 56) == "本次答对 3/4 · 已熟记 10/56 张"
    assert say("This session %1/%2 right · learned %3 of %4", "en", 3, 4, 10, 56) \
        == "This session 3/4 right · learned 10 of 56"


def _in_big5(ch: str) -> bool:
    try:
        ch.encode("big5")
        return True
    except UnicodeEncodeError:
        return False


def test_trainer_logic_and_art_api_load_without_qt():
    import subprocess
    import sys

    code = ("import sys, app.trainer.scheduler, app.trainer.questions, app.trainer.store, app.art, "
            "app.art.render; import random; app.trainer.questions.make_question('name', '3t', "
            "random.Random(1)); app.art.face_path('3t'); "
            "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt was imported'")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         cwd=str(__import__("pathlib").Path(__file__).resolve().parent.parent))
    assert res.returncode == 0, res.stderr


def test_damaged_fields_fall_back_to_defaults(tmp_path):
    path = tmp_path / "trainer.json"
    path.write_text(json.dumps({"version": 1, "records": {
        "figure:1t": {"box": "x", "due": None, "seen": -3, "right": 9, "seconds": "long",
                      "missed": "yes", "due_step": 2.5},
        "figure:2t": {"box": 99, "seen": 4, "right": 3, "seconds": 8.0, "missed": True},
        "figure:3t": [1, 2], 5: {}}}), encoding="utf-8")
    store = TrainerStore(path).load()
    assert store.message is None
    r1, r2 = store.records["figure:1t"], store.records["figure:2t"]
    assert (r1["box"], r1["seen"], r1["right"], r1["seconds"], r1["missed"]) == (0, 0, 0, 0.0, False)
    assert (r2["box"], r2["seen"], r2["right"], r2["missed"]) == (6, 4, 3, True)
    assert "figure:3t" not in store.records and "5" not in store.records
    s = Scheduler(qs.items("figure"), store.records, Clock(), random.Random(0))
    for _ in range(5):                                   # and the trainer runs on them
        s.answer(s.next(), True, 1.0)


_json = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                 max_size=4),
                     max_leaves=12)


@settings(max_examples=40, deadline=None)
@given(st.dictionaries(st.sampled_from(["figure:1t", "numeral:2s", "x", "jiang:ya"]), _json, max_size=4),
       _json)
def test_any_progress_file_loads_and_the_trainer_runs(tmp_path_factory, records, settings_value):
    path = tmp_path_factory.mktemp("p") / "trainer.json"
    path.write_text(json.dumps({"version": 1, "records": records, "settings": settings_value}),
                    encoding="utf-8")
    store = TrainerStore(path).load()
    s = Scheduler(qs.items("figure") + qs.items("numeral"), store.records, Clock(), random.Random(0))
    for ok in (True, False, True):
        s.answer(s.next(), ok, 1.0)
    store.save()
    assert isinstance(store.settings, dict)

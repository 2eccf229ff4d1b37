"""The variant registry is light data (issue 14 item 6): listing the variants,
their names and options, and checking a settings file import no family's engine;
the engine, hand class and params come the first time one is read — the same
objects as the family's — and the game window paints its first frame without
the engine's core."""

from __future__ import annotations

import dataclasses
import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from tests.first_paint import at_first_paint

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("app.engine.core", "app.engine.longcard.engine", "app.engine.longcard.state",
         "app.engine.zipai.engine", "app.engine.zipai.hands", "app.engine.zipai.state")


def _run(code: str, **env) -> str:
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         env=dict(os.environ, **env), timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_listing_checking_and_naming_import_no_engine(tmp_path):
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"format": "yezi-settings", "variant": "qidong",
                                    "variant_options": {"haimen": {"scheme": "2-4-6", "buy_limit": 99},
                                                        "yiyang": {"shouxing": True}}}), encoding="utf-8")
    code = f"""
import sys, json
from app.engine import all_variants, find_variant
from app.ui import settings as S
rows = [(v.id, v.name_zh, v.name_en, v.family, v.players, [o.key for o in v.options]) for v in all_variants()]
got = S.load({str(settings)!r})
find_variant("lvsi").settings({{"scheme": "5-1-2"}})
print(json.dumps([rows, got.settings.variant, got.settings.variant_options, [str(n) for n in got.notes],
                  sorted(m for m in {HEAVY!r} if m in sys.modules)]))
"""
    rows, variant, options, notes, heavy = json.loads(_run(code))
    assert [r[0] for r in rows] == ["haimen", "lvsi", "waihuzi", "yiyang", "qidong"]
    assert variant == "qidong" and options == {"haimen": {"scheme": "2-4-6"}, "yiyang": {"shouxing": True}}
    assert len(notes) == 1 and "buy_limit" in notes[0]
    assert heavy == []


def test_the_parts_are_the_familys_own_objects():
    from app.engine import find_variant
    from app.engine.longcard.engine import ENGINE as LONG
    from app.engine.longcard.state import HaimenHand, LvsiHand
    from app.engine.zipai.engine import ENGINE as ZI
    from app.engine.zipai.hands import QidongHand, WaihuziHand, YiyangHand

    want = {"haimen": (LONG, HaimenHand, {}), "lvsi": (LONG, LvsiHand, {}),
            "waihuzi": (ZI, WaihuziHand, {"hand": WaihuziHand}), "yiyang": (ZI, YiyangHand, {"hand": YiyangHand}),
            "qidong": (ZI, QidongHand, {"hand": QidongHand})}
    for vid, (engine, cls, params) in want.items():
        v = find_variant(vid)
        assert v.engine is engine and v.hand_class is cls and dict(v.params) == params


def test_a_variant_is_still_a_value():
    from app.engine import Variant, find_variant

    v = find_variant("waihuzi")
    again = pickle.loads(pickle.dumps(v))
    assert again == v and type(again.engine) is type(v.engine) and again.hand_class is v.hand_class
    newer = dataclasses.replace(v, rules_version=v.rules_version + 1)
    assert newer.engine is v.engine and newer.rules_version == v.rules_version + 1
    with pytest.raises(AttributeError):
        v.no_such_field  # noqa: B018
    with pytest.raises(Exception):
        Variant("x", "x", "x", "none", 4, "", (), hand_class=int, parts=lambda: {})


def test_a_bad_json_option_is_refused_by_the_familys_check():
    from app.engine import VariantError, find_variant

    with pytest.raises(VariantError, match="six numbers"):
        find_variant("haimen").option("custom_rates").validate([1, 2])
    with pytest.raises(VariantError, match="unknown 名堂"):
        find_variant("qidong").option("mingtang").validate({"nope": 1})


def test_the_first_frame_is_painted_without_the_engine(tmp_path):
    pytest.importorskip("PySide6")
    out = at_first_paint(tmp_path, probe=f"sorted(m for m in {HEAVY!r} if m in sys.modules)",
                         after="seen[0], w.ready")
    assert out == ["[]", "False"]

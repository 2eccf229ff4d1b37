"""The engine's shape (issue 12 item 1): variants are data and hooks of their
family's classes, so no code under ``app/engine`` — nor the 字牌 planner in
``app/ai/zipai_eval.py`` — asks which variant it is playing."""

from __future__ import annotations

import re
from pathlib import Path

from app.engine import find_variant
from app.engine.zipai import hand_class
from app.engine.zipai.rules import FAMILY_PLAN, PlanTable

ROOT = Path(__file__).resolve().parent.parent
IDS = "haimen|lvsi|waihuzi|yiyang|qidong"
ASKS = [
    re.compile(rf"""(==|!=|\bin)\s*[(\[{{]?\s*["']({IDS})["']"""),      # x == "qidong", x in ("lvsi", ...)
    re.compile(rf"""["']({IDS})["']\s*(==|!=)"""),                    # "qidong" == x
    re.compile(r"""\b(vid|variant_id|\.id)\s*(==|!=|\bin\b)"""),  # vid == ..., variant.id in ...
    re.compile(rf"""self\.({IDS})\b"""),                               # a per-variant flag
    re.compile(rf"""^\s*["']({IDS})["']\s*:""", re.M),                 # a table keyed by variant id
]


def _asks(text: str) -> list[str]:
    """The lines of ``text`` that ask which variant it is."""
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        code = line.split("#", 1)[0]
        if any(p.search(code) for p in ASKS):
            out.append(f"{n}: {line.strip()}")
    return out


def test_no_engine_code_asks_which_variant_it_plays():
    files = sorted((ROOT / "app" / "engine").rglob("*.py")) + [ROOT / "app" / "ai" / "zipai_eval.py"]
    # the registry and the family packages name the variants once, where they register them
    files = [f for f in files if f.name not in ("variants.py", "__init__.py")]
    found = [f"{f.relative_to(ROOT)}:{hit}" for f in files for hit in _asks(f.read_text(encoding="utf-8"))]
    assert found == []


def test_the_pattern_catches_what_it_must():
    sample = 'if vid == "qidong":\n    pass\nif self.qidong:\n    pass\nT = {\n    "waihuzi": 1,\n}\nx = 1  # "lvsi" ==\n'
    assert [hit.split(":")[0] for hit in _asks(sample)] == ["1", "3", "6"]


def test_each_zipai_variant_carries_its_planner_figures():
    plans = {vid: hand_class(find_variant(vid)).PLAN for vid in ("waihuzi", "yiyang", "qidong")}
    assert all(isinstance(p, PlanTable) for p in plans.values())
    assert plans["waihuzi"] is plans["yiyang"] is FAMILY_PLAN       # yiyang plans as waihuzi does
    assert plans["qidong"].pays_in_tun and plans["qidong"].kan_locked and not plans["qidong"].pairs_plan

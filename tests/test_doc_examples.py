"""The examples of docs/architecture.md are real (issue 12 item 7): the house
rule it shows is the code's own lines, and the variant it shows registers,
plays, and saves and verifies an arranged position like the real ones."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.engine import Deal, Position, Rng, find_variant
from app.engine import variants as variants_mod
from app.records.record import Record

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")


def _example(name: str) -> str:
    """The python block after ``<!-- example: name -->`` in the document."""
    m = re.search(rf"<!-- example: {re.escape(name)} -->\s*```python\n(.*?)```", DOC, re.S)
    assert m is not None, f"docs/architecture.md has no example {name!r}"
    return m.group(1)


def test_the_house_rule_shown_is_the_codes_own():
    source = None
    for line in _example("house rule").splitlines():
        text = line.strip()
        if text.startswith("# app/"):
            source = [s.strip() for s in (ROOT / text[2:].split(",")[0]).read_text(encoding="utf-8").splitlines()]
            continue
        if text:
            assert source is not None and any(text in s for s in source), text


@pytest.fixture
def changde():
    namespace: dict = {}
    exec(compile(_example("variant"), "docs/architecture.md", "exec"), namespace)
    try:
        yield find_variant("changde")
    finally:
        variants_mod._REGISTRY.pop("changde", None)


def test_the_variant_shown_plays_and_saves(changde):
    from app.engine.zipai import hand_class

    cls = hand_class(changde)
    assert cls.__name__ == "ChangdeHand" and cls.HU.min_xi == 10 and cls.MINGTANG["hailao"] == 60
    engine = changde.engine
    for seed in range(3):
        deck = list(engine.deck({}))
        Rng(seed).shuffle(deck)
        deal = Deal.filled(engine, [deck[:20], deck[20:39], deck[39:58]])
        start = Position("changde", deal).state()
        assert type(start) is cls and start.rules.min_xi == 10
        rng = Rng(seed + 7)
        for _ in range(6):
            if not start.is_over:
                start.apply(rng.choice(start.legal_actions()))
        match = Position("changde", deal, start.log).match()
        while not match.current.is_over:
            match.current.apply(rng.choice(match.current.legal_actions()))
        assert sum(match.current.result.net) == 0
        record = Record.from_json(Record.from_match(match).to_json())
        assert [c.ok for c in record.verify()] == [True]

"""``yezi variants``: the registered variants."""

from __future__ import annotations

import json


def add_arguments(p) -> None:
    p.add_argument("--json", action="store_true", help="one JSON object per line")


def run(args) -> int:
    from app.engine import all_variants

    for v in all_variants():
        if args.json:
            print(json.dumps({"id": v.id, "name_zh": v.name_zh, "name_en": v.name_en,
                              "family": v.family, "players": v.players}, ensure_ascii=False))
        else:
            print(f"{v.id:8}  {v.name_zh}  {v.name_en}  ({v.players} players)")
    return 0

"""The statistics window on a made-up season of play, for docs/img/stats.png:

    python -m app.ui.replay.stats_shot OUT.png [--language zh_CN|zh_TW|en] [--size 1366x768]

The hands are invented (a fixed random season in a throwaway data folder); the
window and its charts are the real ones."""

from __future__ import annotations

import argparse
import os
import random
import tempfile
from datetime import date, timedelta


def season(seed: int = 4) -> list[dict]:
    rng = random.Random(seed)
    items, start = [], date(2026, 11, 2)
    for day in range(28):
        when = start + timedelta(days=day)
        if rng.random() < 0.3:
            continue
        for g in range(rng.randint(1, 2)):
            variant = rng.choice(["haimen", "lvsi", "waihuzi", "yiyang", "qidong"])
            for h in range(rng.randint(2, 5)):
                won = rng.random() < 0.3
                lost = not won and rng.random() < 0.5
                amount = rng.randint(2, 24)
                net = amount * 3 if won else (-amount if lost else 0)
                winner = 0 if won else (1 if lost else None)
                items.append(dict(game=f"{when}-{g}", hand=h, variant=variant, net=[net, -net, 0, 0],
                                  winner=winner, reason="win" if winner is not None else "draw", seat=0,
                                  time=f"{when}T{10 + h:02d}:00:00.000Z"))
    return items


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--language", default="zh_CN", choices=("zh_CN", "zh_TW", "en"))
    ap.add_argument("--size", default="1366x768")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="yezi-shot-"))
    from PySide6.QtGui import QFont

    from app.records import stats
    from app.ui import i18n
    from app.ui.faces import ui_font_family
    from app.ui.lifetime import show_or_screenshot
    from app.ui.replay.stats import StatsWindow

    from app.ui.qtapp import application

    app = application()
    app.setFont(QFont(ui_font_family(), 10))
    i18n.install(app, args.language)
    stats.record_hands(season())
    win = StatsWindow()
    win.resize(w, h)
    return show_or_screenshot(app, win, args.out)


if __name__ == "__main__":
    raise SystemExit(main())

"""``yezi train``: the card-recognition trainer."""

from __future__ import annotations


def add_arguments(p) -> None:
    from app.trainer.questions import all_modes

    p.add_argument("--mode", choices=all_modes(), help="which drill to start with")
    from . import add_language

    add_language(p, "language of the trainer")
    p.add_argument("--theme", help="a card theme folder name (see docs/art.md)")
    p.add_argument("--seed", type=int, help="fixed question order (for screenshots and tests)")
    p.add_argument("--screenshot", metavar="PATH",
                   help="show the first question, save the window to PATH and exit")


def run(args) -> int:
    import random

    from app import _pyside_refcount_fix  # noqa: F401  (before Qt is used)

    from app.engine.errors import YeziError
    from app.trainer.window import TrainerWindow

    if args.theme:
        from app.art import themes

        if args.theme not in themes():
            raise YeziError(f"there is no card theme {args.theme!r} "
                            f"(themes: {', '.join(themes()) or 'none yet'}; see docs/art.md)")
    from app.ui.qtapp import application

    app = application()
    from app.ui.desktop import identify

    identify(app)
    rng = random.Random(args.seed) if args.seed is not None else None
    from . import short_language

    win = TrainerWindow(mode=args.mode, lang=short_language(args.language), theme=args.theme, rng=rng)
    from app.ui.lifetime import show_or_screenshot

    return show_or_screenshot(app, win, args.screenshot)

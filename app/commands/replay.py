"""``yezi replay``: verify a saved game against the engine, or watch it.

``yezi replay FILE --verify`` re-runs every hand through the rules engine and
prints one line per hand; exit 0 iff every recorded result is reproduced,
1 if a result differs, 2 if the file cannot be read or an action is refused.
``yezi replay FILE`` opens the replay viewer; ``yezi replay --stats`` the
statistics window.
"""

from __future__ import annotations

import sys


def add_arguments(p) -> None:
    p.add_argument("file", nargs="?", help="a game record (.json) saved by Yezi (with --verify: or a folder)")
    p.add_argument("--verify", action="store_true",
                   help="re-run the record through the engine; exit 0 iff every result is reproduced")
    p.add_argument("--stats", action="store_true", help="open the statistics window")
    p.add_argument("--hand", type=int, default=1, help="open the viewer at this hand (from 1)")
    p.add_argument("--turn", type=int, default=0, help="... after this many actions (-1: the end)")
    p.add_argument("--seat", default="all",
                   help="show every hand ('all') or only what this seat (1, 2, ...) could see")
    p.add_argument("--screenshot", metavar="PNG", help="save the window to PNG and quit")
    from . import add_language

    add_language(p, "language of the window")


def _net(net) -> str:
    return " ".join(f"{v:+d}" for v in net)


def _outcome(result: dict | None, human: bool = True) -> str:
    if result is None:
        return "in play"
    winner = result.get("winner")
    reason = result["reason"]
    who = "no winner" if winner is None else f"seat {winner} wins"
    if reason not in ("win", "draw"):
        who += f" ({reason})"
    elif winner is None:
        who = reason
    return f"{who}, net {_net(result['net'])}"


def verify(path: str, out=None) -> int:
    from app.records import load_record

    out = out or sys.stdout
    record = load_record(path)
    checks = record.verify()
    ok = all(c.ok for c in checks)
    for hand, check in zip(record.hands, checks):
        n = len(hand.actions)
        if check.ok:
            print(f"hand {hand.index + 1}: {n} actions, {_outcome(hand.result)}: reproduced", file=out)
        else:
            print(f"hand {hand.index + 1}: {n} actions, DIFFERS: {check.problem}", file=out)
    if len(checks) < len(record.hands):
        print(f"hands {checks[-1].index + 2}–{record.hands[-1].index + 1}: not checked", file=out)
        ok = False
    variant = record.variant
    verdict = "every result reproduced" if ok else "the engine does not reproduce this record"
    hands = f"{len(record.hands)} hand" + ("s" if len(record.hands) != 1 else "")
    writer = f", written by {record.app}" if record.app else ""
    print(f"{record.path.name}: {variant.name}, seed {record.seed}, {hands}, "
          f"{record.num_actions} actions{writer} — {verdict}", file=out)
    return 0 if ok else 1


def verify_folder(folder, out=None) -> int:
    """Every record in ``folder``: one line each; 0 if all reproduce, 1 if a
    result differs, 2 if any file is unreadable or refused."""
    import io
    from pathlib import Path

    from app.engine import RecordError

    out = out or sys.stdout
    files = sorted(p for p in Path(folder).iterdir() if p.suffix == ".json" and not p.name.startswith("."))
    if not files:
        raise RecordError(f"{folder}: no .json records in this folder")
    worst = 0
    for path in files:
        buf = io.StringIO()
        try:
            status = verify(str(path), buf)
        except RecordError as exc:
            print(f"{exc.reason} — UNREADABLE", file=out)
            worst = 2
            continue
        lines = buf.getvalue().splitlines()
        for line in lines[:-1]:
            if "DIFFERS" in line or "not checked" in line:
                print(f"{path.name}: {line}", file=out)
        print(lines[-1], file=out)
        worst = max(worst, status)
    print(f"{len(files)} records: " + {0: "every result reproduced", 1: "some results differ",
                                         2: "some files cannot be read"}[worst], file=out)
    return worst


def run(args) -> int:
    from pathlib import Path

    from app.engine import RecordError

    if args.verify:
        if not args.file:
            raise RecordError("--verify needs a record FILE (or a folder of records)")
        if Path(args.file).is_dir():
            return verify_folder(args.file)
        return verify(args.file)
    return _open_window(args)


def _seat(text: str, seats: int) -> int | None:
    from app.engine import RequestError

    if text == "all":
        return None
    if not text.isdigit() or not 1 <= int(text) <= seats:
        raise RequestError(f"--seat must be 'all' or a seat 1–{seats}, not {text!r}")
    return int(text) - 1


def _open_window(args) -> int:
    from app.engine import RecordError
    from app.records import add_recent, check_record

    record = None
    if args.screenshot:
        from app.ui.lifetime import check_screenshot

        check_screenshot(args.screenshot)
    if not args.stats:
        if not args.file:
            raise RecordError("give a record FILE to replay, or --stats")
        # the one checked way in: the hand to show is rebuilt now (the window checks the rest
        # while it is open); an action of it the rules refuse is one line and exit 2, before
        # any window opens
        record = check_record(args.file, "view", hand=args.hand - 1)
        seat = _seat(str(args.seat), record.num_seats)
    from app import _pyside_refcount_fix  # noqa: F401  (before Qt is used)
    from PySide6.QtCore import QEventLoop, QTimer

    from app.ui.qtapp import application

    app = application()
    from app.ui.desktop import identify

    identify(app)
    # the player's language and font, as the table has them (the window spoke English to a
    # 简体 player when opened from the command line)
    from app.ui import i18n
    from app.ui import settings as settings_mod
    from app.ui.uifont import use_ui_font

    saved = settings_mod.load().settings
    lang = getattr(args, "language", None) or saved.language
    use_ui_font(app, saved.text_size)
    i18n.install(app, lang)
    if args.stats:
        from app.ui.replay.stats import StatsWindow

        window = StatsWindow()
    else:
        from app.ui.replay.viewer import ReplayWindow

        add_recent(record.path)
        window = ReplayWindow(record, hand=args.hand - 1)
        window.set_seat(seat)
        window.go_to(args.hand - 1, args.turn)
    window.show()
    if args.screenshot:
        # a local loop, not app.quit(): the application may outlive this command (tests)
        loop = QEventLoop()

        failed = []

        def shoot():
            from app.ui.lifetime import save_screenshot

            try:
                save_screenshot(window, args.screenshot)
            except Exception as exc:  # never out of a Qt slot: kept and raised below
                failed.append(exc)
            finally:
                loop.quit()

        QTimer.singleShot(400, shoot)
        loop.exec()
        from app.ui.lifetime import dispose

        dispose(window)
        if failed:
            raise failed[0]
        return 0
    from app.ui.lifetime import dispose

    status = app.exec()
    dispose(window)   # while the application lives, not in the interpreter's shutdown
    return status

"""``yezi settle``: the window that settles a real table's hand (enter the
cards, read the judge's 胡/庄/息 and who pays whom)."""

from __future__ import annotations


def add_arguments(p) -> None:
    p.add_argument("--variant", help="variant id (see: yezi variants); default: the one in the settings")
    from . import add_language

    add_language(p)
    p.add_argument("--hand", metavar="CARDS", help='cards held, codes or names, e.g. "二万 三万 四万 千"')
    p.add_argument("--group", action="append", default=[], metavar="FORM:CARDS",
                   help='a table group, e.g. "peng:kong kong kong" (repeatable)')
    p.add_argument("--win", metavar="CARD", help="the winning card (字牌) or the card to win on (long cards)")
    p.add_argument("--win-from", choices=("self_draw", "other_draw", "discard"), default="self_draw",
                   help="where the 字牌 winning card came from")
    p.add_argument("--screenshot", metavar="PATH", help="render the window, save it to PATH and exit")


def run(args) -> int:
    from app.engine import RequestError, all_variants, find_variant
    from app.engine.judgement import profile

    variant_id = getattr(args, "variant", None)
    variant = find_variant(variant_id) if variant_id else None  # bad id: one line, before any window
    groups = []
    # the forms the judges take (each variant's own, from its judge profile)
    forms = tuple(dict.fromkeys(t.key for v in ([variant] if variant else all_variants())
                                for t in profile(v).forms))
    for g in getattr(args, "group", None) or []:
        form, sep, cards = g.partition(":")
        if not sep or form not in forms:
            raise RequestError(f"--group {g!r}: write FORM:CARDS with FORM one of {', '.join(forms)}")
        groups.append((form, cards))

    from app import _pyside_refcount_fix  # noqa: F401  (before Qt is used)
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    from app.ui.settle import SettleWindow
    from app.ui.uifont import use_ui_font

    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    from app.ui.qtapp import application

    app = application()
    from app.ui.desktop import identify

    identify(app)
    app.setApplicationName("Yezi")
    app.setOrganizationName("yezi")
    from app.ui import settings as settings_mod

    use_ui_font(app, settings_mod.load().settings.text_size)
    window = SettleWindow(variant_id=variant.id if variant else None, language=getattr(args, "language", None))
    allowed = tuple(t.key for t in window.profile.forms)
    for form, cards in groups:
        if form not in allowed:
            raise RequestError(f"--group {form}: not a table form of {window.variant.id} ({', '.join(allowed)})")
        window.add_group(form, cards)
    if getattr(args, "hand", None):
        window.hand.edit.setText(args.hand)
    if getattr(args, "win", None):
        window.win.edit.setText(args.win)
    window.win_from.setCurrentIndex(max(0, window.win_from.findData(args.win_from)))
    window.hand.radio.setChecked(True)
    window.judge_now()
    window.long_panel.settle_now()
    if getattr(args, "screenshot", None):
        window.resize(1400, 960)   # the same picture whatever the (virtual) screen
    from app.ui.lifetime import show_or_screenshot

    return show_or_screenshot(app, window, getattr(args, "screenshot", None))

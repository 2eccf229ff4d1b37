"""``yezi play`` (and ``yezi`` with no command): open the game table."""

from __future__ import annotations


def add_arguments(p) -> None:
    p.add_argument("--variant", help="variant id (see: yezi variants); default: the one in the settings")
    p.add_argument("--seed", type=int, help="match seed (same seed, same deals and computer moves)")
    p.add_argument("--demo", action="store_true", help="the computer plays every seat")
    p.add_argument("--quit-after", type=int, metavar="HANDS", help="quit after this many hands")
    p.add_argument("--screenshot", metavar="PATH", help="save the main window to PATH just before quitting")
    from . import add_language

    add_language(p)


def run(args) -> int:
    from app.engine import RequestError, find_variant

    variant_id = getattr(args, "variant", None)
    if variant_id:
        find_variant(variant_id)  # a bad id is a one-line error before any window opens
    quit_after = getattr(args, "quit_after", None)
    if quit_after is not None and quit_after < 1:
        raise RequestError("--quit-after must be at least 1")
    screenshot = getattr(args, "screenshot", None)
    if screenshot and quit_after is None:
        raise RequestError("--screenshot needs --quit-after (the window is saved just before quitting)")
    if screenshot:
        from app.ui.lifetime import check_screenshot

        check_screenshot(screenshot)  # an unwritable path or unknown type: one line, before any window

    app, window = open_window(args)
    status = app.exec()
    window.shutdown()
    error = getattr(window, "screenshot_error", None)
    from app.ui.lifetime import dispose

    dispose(window)   # while the application lives, not in the interpreter's shutdown
    if error:
        raise RequestError(error)
    return status


def open_window(args, before_show=None, **window_options):
    """The start path up to the shown window (``run`` and benchmarks/first_frame.py):
    the application, the settings, the font and the language, then the window,
    which paints its first frame before it builds the game (``MainWindow(deferred=True)``)."""
    variant_id = getattr(args, "variant", None)
    quit_after = getattr(args, "quit_after", None)
    screenshot = getattr(args, "screenshot", None)
    # The settings before Qt (they need none): PySide6 reads the source file of every module
    # imported after it (its __feature__ check), so json, dataclasses, platformdirs and the
    # variant registry are loaded first.  app.ui runs the PySide6 work-around.
    from app.ui import settings as settings_mod

    first_start = not settings_mod.settings_path().exists()   # the welcome screen, once
    loaded = settings_mod.load()
    from app.ui.qtapp import application   # before PySide6, as the settings

    from app.ui import i18n
    from app.ui.mainwindow import MainWindow
    from app.ui.uifont import use_ui_font

    # High-DPI scale factors are not rounded: Qt 6's default (PassThrough), which
    # QT_SCALE_FACTOR_ROUNDING_POLICY overrides; not set here, as naming ``Qt`` costs the first
    # frame ~25–30 ms of enum creation (docs/performance.md, "first frame, session 6")
    app = application()
    from app.ui.desktop import identify, set_icon

    identify(app, icon=False)   # the icon with the rest of the window, after its first frame
    app.setApplicationName("Yezi")
    app.setOrganizationName("yezi")
    lang = getattr(args, "language", None) or loaded.settings.language
    use_ui_font(app, loaded.settings.text_size)
    i18n.install(app, lang)
    options = dict(demo=bool(getattr(args, "demo", False)), seed=getattr(args, "seed", None),
                   variant_id=variant_id, quit_after=quit_after, screenshot=screenshot,
                   ask_resume=not getattr(args, "demo", False) and variant_id is None, language=lang,
                   first_start=first_start and variant_id is None and not screenshot, deferred=True)
    options.update(window_options)
    window = MainWindow(loaded, **options)
    if window.ready:
        set_icon(app)
    else:
        window.after_first_frame.append(lambda: set_icon(app))
    if before_show is not None:
        before_show(app, window)   # the benchmark's watch for the first paint
    window.show()
    return app, window

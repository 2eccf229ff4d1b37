"""``yezi art``: render the card faces (and optionally rebuild the bundled fonts)."""

from __future__ import annotations

from pathlib import Path


def add_arguments(p) -> None:
    p.add_argument("--out", metavar="DIR", help="where to write the faces (default: the bundled tiles_art/)")
    p.add_argument("--scale", type=float, default=None,
                   help="pixel scale: 1 gives 72 × 252 px long cards, 2 (default) high-DPI")
    p.add_argument("--sheet", metavar="PNG", help="also write a contact sheet of all faces")
    p.add_argument("--new-theme", metavar="NAME",
                   help="make an empty theme folder for your own scans (with a list of file names) and exit")
    p.add_argument("--font", action="store_true",
                   help="first rebuild the bundled font subsets (needs fonts-noto-cjk and fonttools)")


def run(args) -> int:
    from app.art.render import DEFAULT_SCALE, contact_sheet, render_all
    from app.engine.errors import YeziError
    from app.paths import tiles_art_dir

    if args.new_theme is not None:  # "" too: refused by name, never a render into the package
        from app.art import new_theme

        root = new_theme(args.new_theme)
        print(f"theme folder: {root} (see README.txt there for the file names)")
        return 0
    if args.font:
        from app.art import build_font

        try:
            paths = build_font.build()
        except ImportError as exc:
            raise YeziError(f"rebuilding the font needs fonttools ({exc})") from exc
        for p in paths:
            print(f"font: {p} ({p.stat().st_size / 1e6:.2f} MB)")
    scale = DEFAULT_SCALE if args.scale is None else args.scale
    if not 0.25 <= scale <= 8:
        raise YeziError(f"--scale {scale} is out of range (0.25 to 8)")
    out = Path(args.out) if args.out else tiles_art_dir()
    try:
        data = render_all(out, scale)
    except OSError as exc:
        raise YeziError(f"cannot write the card art to {out}: {exc.strerror or exc}") from exc
    print(f"{len(data['cards'])} faces and {len(data['backs'])} backs written to {out}")
    if args.sheet:
        print(f"contact sheet: {contact_sheet(out, Path(args.sheet))}")
    return 0

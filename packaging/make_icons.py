"""Every icon the bundles and the Linux desktop need, from one source picture.

The source picture is drawn here from the program's own card art (tiles_art/):
three long cards fanned on the table's green felt.  From it:

    OUT/yezi-source.png                      1024 px, the one picture
    OUT/hicolor/<n>x<n>/apps/<APP_ID>.png     16 … 512 px (freedesktop icon theme)
    OUT/yezi.ico                              Windows (16 … 256 px in one file)
    OUT/yezi.icns                             macOS (16 … 1024 px)
    OUT/yezi.png                              256 px (the window icon, AppImage)

    python packaging/make_icons.py [OUT]      (default: build/icons)
    python packaging/make_icons.py --window-icon   (refresh resources/icons/yezi.png, kept in git:
                                               the windows' icon, in pip installs too)
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.yezi.Yezi"
HICOLOR = (16, 22, 24, 32, 48, 64, 96, 128, 256, 512)
ICO = (16, 24, 32, 48, 64, 128, 256)
ICNS = (16, 32, 64, 128, 256, 512, 1024)
FELT_TOP, FELT_BOTTOM, GOLD = (31, 90, 67), (19, 59, 44), (226, 184, 84)


def _felt(size: int) -> Image.Image:
    """A rounded square of the table's felt, lighter at the top, with a gold rim."""
    grad = Image.new("RGB", (1, size))
    for y in range(size):
        t = y / max(1, size - 1)
        grad.putpixel((0, y), tuple(round(a + (b - a) * t) for a, b in zip(FELT_TOP, FELT_BOTTOM)))
    grad = grad.resize((size, size))
    mask = Image.new("L", (size, size), 0)
    inset, radius = round(size * 0.04), round(size * 0.2)
    ImageDraw.Draw(mask).rounded_rectangle((inset, inset, size - inset - 1, size - inset - 1), radius, fill=255)
    out = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    out.paste(grad, (0, 0), mask)
    ImageDraw.Draw(out).rounded_rectangle((inset, inset, size - inset - 1, size - inset - 1), radius,
                                          outline=GOLD + (255,), width=max(2, size // 90))
    return out


def _card(name: str, height: int) -> Image.Image:
    face = Image.open(ROOT / "tiles_art" / "longcard" / f"{name}.png").convert("RGBA")
    width = round(face.width * height / face.height)
    face = face.resize((width, height), Image.LANCZOS)
    mask = Image.new("L", face.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, width - 1, height - 1), max(2, width // 12), fill=255)
    face.putalpha(mask)
    return face


def source(size: int = 1024) -> Image.Image:
    """The one picture: 九万 财星, 五索 汉钟离 and 一筒 寿星 (in front) fanned on the felt."""
    out = _felt(size)
    height = round(size * 0.76)
    pivot = (size / 2, size * 0.92)                   # the cards turn about a point below their feet
    for name, angle in (("9w", 24), ("5s", -24), ("1t", 0)):
        card = _card(name, height)
        layer = Image.new("RGBA", (size, size), (0, 0, 0, 0))
        x, y = round(size / 2 - card.width / 2), round(pivot[1] - height - size * 0.02)
        shadow = Image.new("RGBA", card.size, (0, 0, 0, 150))
        shadow.putalpha(card.getchannel("A").point(lambda a: a * 150 // 255))
        layer.alpha_composite(shadow, (x + size // 80, y + size // 60))
        layer = layer.filter(ImageFilter.GaussianBlur(size / 160))
        layer.alpha_composite(card, (x, y))
        layer = layer.rotate(angle, resample=Image.BICUBIC, center=pivot)
        out.alpha_composite(layer)
    # keep the cards inside the felt's rounded square
    mask = Image.new("L", (size, size), 0)
    inset, radius = round(size * 0.04), round(size * 0.2)
    ImageDraw.Draw(mask).rounded_rectangle((inset, inset, size - inset - 1, size - inset - 1), radius, fill=255)
    alpha = Image.eval(out.getchannel("A"), lambda a: a)
    out.putalpha(Image.composite(alpha, Image.new("L", (size, size), 0), mask))
    return out


def make(out: Path) -> dict[str, Path]:
    out.mkdir(parents=True, exist_ok=True)
    big = source(1024)
    made = {"source": out / "yezi-source.png", "ico": out / "yezi.ico", "icns": out / "yezi.icns",
            "png": out / "yezi.png"}
    big.save(made["source"])
    for n in HICOLOR:
        p = out / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png"
        p.parent.mkdir(parents=True, exist_ok=True)
        big.resize((n, n), Image.LANCZOS).save(p)
    big.resize((256, 256), Image.LANCZOS).save(made["png"])
    big.save(made["ico"], sizes=[(n, n) for n in ICO])
    big.save(made["icns"], sizes=[(n, n) for n in ICNS])
    return made


WINDOW_ICON = ROOT / "resources" / "icons" / "yezi.png"

if __name__ == "__main__":
    if sys.argv[1:] == ["--window-icon"]:
        WINDOW_ICON.parent.mkdir(parents=True, exist_ok=True)
        source(1024).resize((256, 256), Image.LANCZOS).save(WINDOW_ICON, optimize=True)
        print(WINDOW_ICON)
        raise SystemExit(0)
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons"
    for kind, path in make(target).items():
        print(f"{kind}: {path}")

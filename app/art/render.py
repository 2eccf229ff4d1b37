"""Render every face, the two backs and ``manifest.json``.

Long cards are 100 × 350 units (1 : 3.5): the figure panel at the top, a name
strip, and the geometric numeral panel at the foot (seed 001 §一 纸牌识辨方法).
字牌 are 100 × 270 units with the numeral at both ends.  At scale 1 a unit is
0.72 px (a long card is 72 × 252 px); the committed art is scale 2 (high DPI).
"""

from __future__ import annotations

import io
import json
from pathlib import Path

from PIL import Image

from app.engine.longcard import cards as lc
from app.engine.zipai import cards as zc

from .draw import (BLUE, GOLD, INDIGO, INK, PAPER, PAPER_DARK, RED, RED_DARK, WHITE, Canvas,
                   finish, new_image)
from .figures import FIGURE_DRAWERS, FIGURE_EN, HEAD_DRAWERS

PX_PER_UNIT = 0.72          # at scale 1
SUPERSAMPLE = 3
DEFAULT_SCALE = 2
LONG_UNITS = (100, 350)
ZI_UNITS = (100, 270)       # 1 : 2.7
from . import MANIFEST  # noqa: E402  (the manifest file name, app/art/__init__.py)
FORMAT_VERSION = 1

NUMERAL_BOX = (8, 240, 84, 102)         # x, y, w, h of the numeral panel (units)
FIGURE_BOX = (6, 6, 88, 202.4)          # figure's 100 × 230 box scaled into the card


def size_px(family: str, scale: float = DEFAULT_SCALE) -> tuple[int, int]:
    w, h = LONG_UNITS if family == "longcard" else ZI_UNITS
    return round(w * PX_PER_UNIT * scale), round(h * PX_PER_UNIT * scale)


def _canvas(family: str, scale: float, background=PAPER):
    w, h = size_px(family, scale)
    img = new_image(w * SUPERSAMPLE, h * SUPERSAMPLE, background)
    k = img.width / (LONG_UNITS if family == "longcard" else ZI_UNITS)[0]
    return img, Canvas(img, k), (w, h)


def _paper_texture(c: Canvas, w_units, h_units, seed: int):
    """Faint fibres so the parchment does not look flat (fixed pattern per card)."""
    x = seed * 7919 % 1000
    for i in range(26):
        x = (x * 1103515245 + 12345) % 2 ** 31
        px = (x >> 8) % int(w_units)
        py = (x >> 3) % int(h_units)
        ln = 4 + (x >> 16) % 9
        c.line([(px, py), (px + ln * 0.7, py + ln * 0.3)], PAPER_DARK, 0.5)


# ------------------------------------------------------------------ numerals


def numeral_shape(c: Canvas, rank: int, cx: float, cy: float, s: float = 1.0, fill=RED):
    """The geometric numerals of seed 001: 1 三角形 … 9 豆芽形, centred on (cx, cy)."""
    lw = 2.6
    if rank == 1:                                            # triangle
        c.poly([(cx, cy - 17 * s), (cx + 18 * s, cy + 14 * s), (cx - 18 * s, cy + 14 * s)], fill, INK, lw)
    elif rank == 2:                                          # circle
        c.circle(cx, cy, 16 * s, fill=fill, width=lw)
    elif rank == 3:                                          # diamond
        c.poly([(cx, cy - 19 * s), (cx + 15 * s, cy), (cx, cy + 19 * s), (cx - 15 * s, cy)], fill, INK, lw)
    elif rank == 4:                                          # upper half circle
        c.chord(cx, cy + 9 * s, 20 * s, 20 * s, 180, 360, fill=fill, width=lw)
    elif rank == 5:                                          # two circles
        c.circle(cx - 13 * s, cy, 11 * s, fill=fill, width=lw)
        c.circle(cx + 13 * s, cy, 11 * s, fill=fill, width=lw)
    elif rank == 6:                                          # inverted trapezoid
        c.poly([(cx - 21 * s, cy - 13 * s), (cx + 21 * s, cy - 13 * s), (cx + 10 * s, cy + 13 * s),
                (cx - 10 * s, cy + 13 * s)], fill, INK, lw)
    elif rank == 7:                                          # two diamonds
        for dx in (-13, 13):
            c.poly([(cx + dx * s, cy - 17 * s), (cx + (dx + 11) * s, cy), (cx + dx * s, cy + 17 * s),
                    (cx + (dx - 11) * s, cy)], fill, INK, lw)
    elif rank == 8:                                          # lower half circle
        c.chord(cx, cy - 9 * s, 20 * s, 20 * s, 0, 180, fill=fill, width=lw)
    elif rank == 9:                                          # bean sprout: the bean and its curled root
        stem = [(cx + 7 * s, cy - 6 * s), (cx + 14 * s, cy + 10 * s), (cx + 2 * s, cy + 26 * s),
                (cx - 12 * s, cy + 18 * s)]
        c.curve(stem, INK, 6.5 * s)
        c.curve(stem, fill, 3.6 * s)
        c.ellipse(cx - 3 * s, cy - 10 * s, 13 * s, 10 * s, fill=fill, width=lw)
    else:
        raise ValueError(rank)


def numeral_panel(c: Canvas, card: lc.LongCard):
    """万 the bare shape; 索 adds a bar; 筒 adds a black disc (seed 001)."""
    x, y, w, h = NUMERAL_BOX
    p = c.sub(x, y, w)                  # local box 100 wide, ~121 tall
    if card.suit == "w":
        numeral_shape(p, card.rank, 50, 60, 1.6)
    else:
        numeral_shape(p, card.rank, 50, 36, 1.35)
        if card.suit == "s":
            p.rect(43, 76, 57, 116, fill=INK, width=0)      # the bar
        else:
            p.circle(50, 96, 17, fill=INK, width=0)          # the black disc


def honour_panel(c: Canvas, code: str):
    x, y, w, h = NUMERAL_BOX
    p = c.sub(x, y, w)
    text = {"qian": "千", "kong": "空瑶", "ya": "押子", "xing": "星儿"}[code]
    color = INK if code == "ya" else RED
    if len(text) == 1:
        p.text(50, 60, text, 78, color)
    else:
        p.text(50, 32, text[0], 48, color)
        p.text(50, 88, text[1], 48, color)


# ---------------------------------------------------------------- long cards

HONOUR_LABEL = {"qian": "千·月亮", "kong": "空瑶·红花", "ya": "押子·白花", "xing": "星儿·仙儿"}


def _frame(c: Canvas, wu, hu, outer=INK, inner=RED):
    c.rect(0.8, 0.8, wu - 0.8, hu - 0.8, fill=None, outline=outer, width=1.6, radius=5)
    c.rect(4, 4, wu - 4, hu - 4, fill=None, outline=inner, width=1.0, radius=3)


def render_long(card: lc.LongCard, scale: float = DEFAULT_SCALE) -> Image.Image:
    img, c, size = _canvas("longcard", scale)
    wu, hu = LONG_UNITS
    _paper_texture(c, wu, hu, card.index + 1)
    fx, fy, fw, _ = FIGURE_BOX
    fig = c.sub(fx, fy, fw)
    if card.figure:
        FIGURE_DRAWERS[card.code](fig)
    else:
        HEAD_DRAWERS[card.code](fig)
    # name strip between the two ends
    c.rect(6, 211, 94, 234, fill=PAPER, outline=None)
    c.line([(6, 210), (94, 210)], INK, 1.2)
    c.line([(6, 235), (94, 235)], INK, 1.2)
    label = f"{card.name}·{card.figure}" if card.figure else HONOUR_LABEL[card.code]
    c.text(50, 222.5, label, 10.5, RED if card.is_jiang else INK)
    if card.figure:
        numeral_panel(c, card)
    else:
        honour_panel(c, card.code)
    _frame(c, wu, hu)
    return finish(_print_tone(img), size)


def _print_tone(img: Image.Image, keep: float = 0.6) -> Image.Image:
    """Mute the cool washes (greens, blues, purples) as on an old hand-coloured print;
    vermilion, ochre, gold and the parchment keep their warmth."""
    h, s, v = img.convert("HSV").split()
    cool = h.point(lambda x: 255 if 42 <= x <= 234 else 0)
    s = Image.composite(s.point(lambda x: int(x * keep)), s, cool)
    return Image.merge("HSV", (h, s, v)).convert("RGB")


# --------------------------------------------------------------------- 字牌


ZI_SMALL_BG = (250, 246, 234)
ZI_BIG_BG = (214, 230, 222)


def render_zi(card: zc.ZiCard, scale: float = DEFAULT_SCALE) -> Image.Image:
    bg = ZI_BIG_BG if card.big else ZI_SMALL_BG
    img, c, size = _canvas("zipai", scale, bg)
    wu, hu = ZI_UNITS
    ink = RED if card.red else INK
    top, mid, bot = 56, hu / 2, hu - 56
    if card.big:
        # big cards: a dark indigo band, a double frame and the glyph in a seal box
        c.rect(1, 1, wu - 1, hu - 1, fill=None, outline=INDIGO, width=7, radius=6)
        c.rect(9, 9, wu - 9, hu - 9, fill=None, outline=ink, width=1.2, radius=3)
        for cy in (top, bot):
            c.rect(16, cy - 40, 84, cy + 40, fill=WHITE, outline=ink, width=2.2, radius=4)
        c.text(50, top - 2, card.name, 58, ink)
        _text_rotated(c, 50, bot + 2, card.name, 58, ink)
        _knot(c, 50, mid, ink)
    else:
        c.rect(1.5, 1.5, wu - 1.5, hu - 1.5, fill=None, outline=INK, width=1.4, radius=6)
        c.text(50, top, card.name, 64, ink)
        _text_rotated(c, 50, bot, card.name, 64, ink)
        c.circle(50, mid, 7, fill=None, outline=ink, width=1.4)
        c.circle(50, mid, 2.4, fill=ink, width=0)
    return finish(img, size)


def _text_rotated(c: Canvas, x, y, s, size, color, bg=None):
    """The same glyph upside down, as printed at the other end of a real card."""
    from PIL import ImageDraw

    from .fonts import pil_font

    px = max(4, round(size * c.k))
    mask = Image.new("L", (px * 2, px * 2), 0)
    ImageDraw.Draw(mask).text((px, px), s, fill=255, font=pil_font(px), anchor="mm")
    mask = mask.rotate(180)
    cx, cy = c.p(x, y)
    c.image.paste(color, (round(cx - px), round(cy - px), round(cx - px) + 2 * px,
                          round(cy - px) + 2 * px), mask)


def _knot(c: Canvas, x, y, color):
    """An endless-knot lozenge, the big cards' middle ornament."""
    c.poly([(x, y - 16), (x + 16, y), (x, y + 16), (x - 16, y)], fill=None, outline=color, width=1.6)
    c.poly([(x, y - 9), (x + 9, y), (x, y + 9), (x - 9, y)], fill=color, outline=None, width=0)


# --------------------------------------------------------------------- backs


def render_back(family: str, scale: float = DEFAULT_SCALE) -> Image.Image:
    base, line, seal = ((INDIGO, BLUE, RED) if family == "longcard"
                        else ((40, 90, 60), (90, 150, 110), RED_DARK))
    img, c, size = _canvas(family, scale, base)
    wu, hu = LONG_UNITS if family == "longcard" else ZI_UNITS
    step = 14
    for i in range(-int(hu / step), int(wu / step) + int(hu / step) + 2):
        c.line([(i * step, 0), (i * step + hu, hu)], line, 1.0)
        c.line([(i * step, 0), (i * step - hu, hu)], line, 1.0)
    c.rect(3, 3, wu - 3, hu - 3, fill=None, outline=GOLD, width=2)
    cy = hu / 2
    c.rect(22, cy - 48, 78, cy + 48, fill=seal, outline=GOLD, width=2, radius=4)
    c.text(50, cy - 20, "叶", 36, WHITE)
    c.text(50, cy + 20, "子", 36, WHITE)
    return finish(img, size)


# ------------------------------------------------------------------ manifest


def face_file(code: str) -> str:
    family = "longcard" if code in lc.ALL_KINDS_CODES else "zipai"
    return f"{family}/{code}.png"


def manifest_data(scale: float = DEFAULT_SCALE) -> dict:
    cards = {}
    for card in lc.ALL_KINDS:
        cards[card.code] = {
            "file": face_file(card.code), "family": "longcard", "name": card.name,
            "figure": card.figure, "figure_en": FIGURE_EN.get(card.figure) if card.figure else None,
            "numeral": card.numeral, "suit": card.suit, "rank": card.rank, "jiang": card.is_jiang,
            "numeral_zh": lc.NUMERALS_ZH[card.rank - 1] if card.rank else None,
        }
    for card in zc.ALL_KINDS:
        cards[card.code] = {
            "file": face_file(card.code), "family": "zipai", "name": card.name, "figure": None,
            "big": card.big, "red": card.red, "rank": card.rank,
        }
    return {
        "version": FORMAT_VERSION,
        "scale": scale,
        "size": {f: list(size_px(f, scale)) for f in ("longcard", "zipai")},
        "backs": {"longcard": "longcard/back.png", "zipai": "zipai/back.png"},
        "cards": cards,
    }


def png_bytes(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", optimize=True)     # pillow writes no time or text chunks
    return buf.getvalue()


def render_face(code: str, scale: float = DEFAULT_SCALE) -> Image.Image:
    if code in lc.ALL_KINDS_CODES:
        return render_long(lc.card(code), scale)
    return render_zi(zc.card(code), scale)


def render_all(out_dir: Path, scale: float = DEFAULT_SCALE, codes=None) -> dict:
    """Write every face, both backs and the manifest into ``out_dir``."""
    out_dir = Path(out_dir)
    data = manifest_data(scale)
    todo = list(codes) if codes else list(data["cards"])
    for code in todo:
        _write(out_dir / data["cards"][code]["file"], png_bytes(render_face(code, scale)))
    if not codes:
        for family, rel in data["backs"].items():
            _write(out_dir / rel, png_bytes(render_back(family, scale)))
        text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        _write(out_dir / MANIFEST, text.encode("utf-8"))
    return data


def _write(path: Path, blob: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(blob)
    tmp.replace(path)


def contact_sheet(art_dir: Path, out: Path, scale_down: float = 1.0) -> Path:
    """All faces in one picture: long cards in rows by suit, then 字牌 and backs."""
    data = json.loads((art_dir / MANIFEST).read_text(encoding="utf-8"))
    rows = [[f"{r}{s}" for r in range(1, 10)] for s in ("t", "s", "w")]
    rows.append(["qian", "kong", "ya", "xing"] + [None] + ["@longcard"])
    rows.append([f"x{r}" for r in range(1, 11)])
    rows.append([f"d{r}" for r in range(1, 11)] + ["@zipai"])
    gap = 8
    imgs = []
    for row in rows:
        line = []
        for code in row:
            if code is None:
                line.append(None)
                continue
            rel = data["backs"][code[1:]] if code.startswith("@") else data["cards"][code]["file"]
            im = Image.open(art_dir / rel).convert("RGB")
            if scale_down != 1.0:
                im = im.resize((round(im.width * scale_down), round(im.height * scale_down)),
                               Image.Resampling.LANCZOS)
            line.append(im)
        imgs.append(line)
    cw = max(im.width for line in imgs for im in line if im)
    width = max(len(line) for line in imgs) * (cw + gap) + gap
    height = sum(max(im.height for im in line if im) + gap for line in imgs) + gap
    sheet = Image.new("RGB", (width, height), (60, 52, 44))
    y = gap
    for line in imgs:
        x = gap
        for im in line:
            if im:
                sheet.paste(im, (x, y))
            x += cw + gap
        y += max(im.height for im in line if im) + gap
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(png_bytes(sheet))
    return out

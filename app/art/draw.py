"""A tiny drawing layer over pillow: local coordinates in *units* mapped to
pixels, so each figure is written once in a 100 × 230 box and rendered at any
scale.  Drawing happens supersampled and is shrunk with a fixed filter, which
gives smooth edges and byte-identical output for the same input."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

# Woodblock-print palette: black and vermilion ink on parchment, a few washes.
PAPER = (243, 230, 198)
PAPER_DARK = (226, 207, 165)
INK = (30, 25, 22)
RED = (186, 38, 30)
RED_DARK = (140, 26, 22)
GOLD = (214, 160, 44)
INDIGO = (42, 62, 118)
BLUE = (70, 120, 180)
GREEN = (48, 118, 76)
JADE = (120, 170, 140)
SKIN = (244, 210, 168)
WHITE = (252, 250, 244)
OCHRE = (178, 112, 52)
BROWN = (110, 70, 40)
GREY = (128, 124, 118)
PINK = (232, 140, 150)
WATER = (120, 160, 190)


class Canvas:
    """Draws in units: ``px = ox + u * k``.  ``sub(x, y, w)`` gives a canvas for
    a box whose local width is 100 units."""

    def __init__(self, image: Image.Image, k: float, ox: float = 0.0, oy: float = 0.0):
        self.image = image
        self.d = ImageDraw.Draw(image)
        self.k, self.ox, self.oy = k, ox, oy

    def sub(self, x: float, y: float, w: float, local_w: float = 100.0) -> "Canvas":
        c = Canvas.__new__(Canvas)
        c.image, c.d = self.image, self.d
        c.k = self.k * w / local_w
        c.ox, c.oy = self.ox + x * self.k, self.oy + y * self.k
        return c

    # -- transforms
    def p(self, x: float, y: float) -> tuple[float, float]:
        return (self.ox + x * self.k, self.oy + y * self.k)

    def pts(self, points) -> list[tuple[float, float]]:
        return [self.p(x, y) for x, y in points]

    def w(self, width: float) -> int:
        return max(1, round(width * self.k))

    # -- primitives
    def poly(self, points, fill=None, outline=INK, width=1.6):
        pts = self.pts(points)
        if fill is not None:
            self.d.polygon(pts, fill=fill)
        if outline is not None and width > 0:
            self.d.line(pts + [pts[0]], fill=outline, width=self.w(width), joint="curve")

    def line(self, points, color=INK, width=1.6):
        self.d.line(self.pts(points), fill=color, width=self.w(width), joint="curve")
        if width * self.k > 3:   # round caps
            r = width * self.k / 2
            for x, y in (self.p(*points[0]), self.p(*points[-1])):
                self.d.ellipse((x - r, y - r, x + r, y + r), fill=color)

    def ellipse(self, cx, cy, rx, ry=None, fill=None, outline=INK, width=1.6):
        ry = rx if ry is None else ry
        x0, y0 = self.p(cx - rx, cy - ry)
        x1, y1 = self.p(cx + rx, cy + ry)
        self.d.ellipse((x0, y0, x1, y1), fill=fill,
                       outline=outline if width > 0 else None, width=self.w(width) if outline else 0)

    def circle(self, cx, cy, r, **kw):
        self.ellipse(cx, cy, r, r, **kw)

    def rect(self, x0, y0, x1, y1, fill=None, outline=INK, width=1.6, radius=0.0):
        a, b = self.p(x0, y0), self.p(x1, y1)
        if radius:
            self.d.rounded_rectangle((a, b), radius=radius * self.k, fill=fill,
                                     outline=outline, width=self.w(width) if outline else 0)
        else:
            self.d.rectangle((a, b), fill=fill, outline=outline,
                             width=self.w(width) if outline else 0)

    def arc(self, cx, cy, rx, ry, start, end, color=INK, width=1.6):
        x0, y0 = self.p(cx - rx, cy - ry)
        x1, y1 = self.p(cx + rx, cy + ry)
        self.d.arc((x0, y0, x1, y1), start, end, fill=color, width=self.w(width))

    def chord(self, cx, cy, rx, ry, start, end, fill=None, outline=INK, width=1.6):
        x0, y0 = self.p(cx - rx, cy - ry)
        x1, y1 = self.p(cx + rx, cy + ry)
        self.d.chord((x0, y0, x1, y1), start, end, fill=fill, outline=outline,
                     width=self.w(width) if outline else 0)

    def pie(self, cx, cy, rx, ry, start, end, fill=None, outline=INK, width=1.6):
        x0, y0 = self.p(cx - rx, cy - ry)
        x1, y1 = self.p(cx + rx, cy + ry)
        self.d.pieslice((x0, y0, x1, y1), start, end, fill=fill, outline=outline,
                        width=self.w(width) if outline else 0)

    def curve(self, points, color=INK, width=1.6, steps=24):
        """A quadratic/cubic Bézier through control points."""
        self.line(bezier(points, steps), color, width)

    def blob(self, points, fill=None, outline=INK, width=1.6, steps=16):
        """A closed shape from Bézier segments (control points in triples)."""
        self.poly(closed_bezier(points, steps), fill, outline, width)

    def text(self, x, y, s, size, color=INK, anchor="mm", font=None):
        from .fonts import pil_font

        f = font or pil_font(max(4, round(size * self.k)))
        self.d.text(self.p(x, y), s, fill=color, font=f, anchor=anchor)


def bezier(ctrl, steps=24):
    n = len(ctrl) - 1
    out = []
    for i in range(steps + 1):
        t = i / steps
        x = y = 0.0
        for j, (px, py) in enumerate(ctrl):
            b = math.comb(n, j) * (t ** j) * ((1 - t) ** (n - j))
            x += b * px
            y += b * py
        out.append((x, y))
    return out


def closed_bezier(points, steps=16):
    """points = [p0, c0, p1, c1, p2, c2, ...] quadratic segments, closed."""
    out = []
    n = len(points)
    for i in range(0, n, 2):
        a, c, b = points[i], points[(i + 1) % n], points[(i + 2) % n]
        out += bezier([a, c, b], steps)[:-1]
    return out


def new_image(w_px: int, h_px: int, color=PAPER) -> Image.Image:
    return Image.new("RGB", (w_px, h_px), color)


def finish(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    return image.resize(size, Image.Resampling.LANCZOS)

"""A small chart widget drawn with QPainter, in the colours of the card faces
(paper, ink, the suits' blue, green and red).  It draws what the statistics and
the trainer need and nothing more: bars per category and lines, on one value
axis at the left and optionally a second one at the right, with a title, axis
titles, value labels and a legend.  It replaces Qt Charts (deprecated in Qt 6.10,
and the only reason for the 156 MB PySide6-Addons).

    chart = Chart()
    chart.set_data("By variant", [Series("hands", [3, 5], "#1d3f8f")],
                   left=Axis.nice(0, 5, title="hands"), categories=["海门", "吕四"])

Every word drawn is given by the caller, already in the player's language.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

PAPER = QColor("#f7f0dc")
BORDER = QColor("#6d5b3a")
INK = QColor("#2b2418")
SOFT_INK = QColor("#6d5b3a")
GRID = QColor("#e2d6b6")
# the suits' colours of the card faces, then the red of the figures and a gold
BLUE, GREEN, RED, GOLD = "#1d3f8f", "#1f6b2e", "#c0261f", "#c98a06"


def nice_step(span: float, count: int = 5) -> float:
    """A step of 1, 2 or 5 times a power of ten that cuts ``span`` into about ``count`` parts."""
    if span <= 0 or not math.isfinite(span):
        return 1.0
    raw = span / max(1, count)
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * power * 1.0000001:
            return m * power
    return 10 * power


def plain_number(v: float) -> str:
    return f"{v:.0f}" if abs(v - round(v)) < 1e-9 else f"{v:g}"


@dataclass
class Axis:
    """A value axis from ``lo`` to ``hi`` with gridline ``ticks``; ``fmt`` writes a tick's label."""
    lo: float
    hi: float
    ticks: list[float] = field(default_factory=list)
    title: str = ""
    fmt: Callable[[float], str] = plain_number
    colour: QColor | str | None = None

    @classmethod
    def nice(cls, lo: float, hi: float, count: int = 5, *, whole: bool = False, **kw) -> "Axis":
        """The range widened to whole steps of 1, 2 or 5 (``whole``: steps of at least 1)."""
        if not (math.isfinite(lo) and math.isfinite(hi)):
            lo, hi = 0.0, 1.0
        if hi < lo:
            lo, hi = hi, lo
        if hi - lo < 1e-12:
            lo, hi = lo - 1, hi + 1
        step = nice_step(hi - lo, count)
        if whole:
            step = max(1.0, round(step))
        first, last = math.floor(lo / step + 1e-9), math.ceil(hi / step - 1e-9)
        ticks = [k * step for k in range(first, last + 1)]
        return cls(ticks[0], ticks[-1], ticks, **kw)

    def label(self, v: float) -> str:
        return self.fmt(0.0 if abs(v) < 1e-12 else v)


@dataclass
class Series:
    """Bars (one value per category) or a line.  A line's points sit at the
    categories unless ``xs`` gives them places on the x range."""
    name: str
    values: list[float]
    colour: QColor | str = BLUE
    kind: str = "bar"                       # "bar" or "line"
    axis: str = "left"                      # "left" or "right"
    xs: list[float] | None = None
    labels: Callable[[float], str] | None = None   # value labels over bars / beside points

    def points(self) -> list[tuple[float, float]]:
        xs = self.xs if self.xs is not None else list(range(len(self.values)))
        return list(zip(xs, self.values))


class Chart(QWidget):
    """The chart; ``set_data`` replaces everything shown."""

    def __init__(self, parent=None, font_family: str | None = None):
        super().__init__(parent)
        self.font_family = font_family or self.font().family()
        self.title = ""
        self.series: list[Series] = []
        self.left: Axis | None = None
        self.right: Axis | None = None
        self.categories: list[str] = []
        self.x_range: tuple[float, float] | None = None
        self.x_ticks: list[tuple[float, str]] = []
        self.plot_area, self.upright_labels = QRectF(), False
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(760, 340)

    def set_data(self, title: str, series: Sequence[Series], left: Axis, right: Axis | None = None, *,
                 categories: Sequence[str] = (), x_range: tuple[float, float] | None = None,
                 x_ticks: Sequence[tuple[float, str]] = ()) -> None:
        """Bars need ``categories``; lines over a numeric x need ``x_range`` (and
        ``x_ticks``: (x, label) pairs)."""
        self.title = title
        self.series = list(series)
        self.left, self.right = left, right
        self.categories = list(categories)
        self.x_range = x_range
        self.x_ticks = list(x_ticks)
        self.update()

    def set_title(self, title: str) -> None:
        self.title = title
        self.update()

    # ---------------------------------------------------------------- drawing
    def _font(self, scale: float, bold: bool = False) -> QFont:
        f = QFont(self.font_family)
        # text grows with the chart but stays legible on a small screen
        f.setPixelSize(max(11, int(round(scale * min(1.3, max(1.0, self.height() / 320))))))
        f.setBold(bold)
        return f

    def _x_of(self, x: float, plot: QRectF) -> float:
        if self.categories:
            slot = plot.width() / len(self.categories)
            return plot.left() + slot * (x + 0.5)
        lo, hi = self.x_range or (0.0, 1.0)
        if hi - lo < 1e-12:
            lo, hi = lo - 1, hi + 1
        return plot.left() + (x - lo) / (hi - lo) * plot.width()

    @staticmethod
    def _y_of(v: float, axis: Axis, plot: QRectF) -> float:
        span = axis.hi - axis.lo or 1.0
        v = min(max(v, axis.lo), axis.hi)
        return plot.bottom() - (v - axis.lo) / span * plot.height()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            self.paint(p, QRectF(self.rect()))
        finally:
            p.end()

    def paint(self, p: QPainter, area: QRectF) -> None:
        frame = area.adjusted(1.5, 1.5, -1.5, -1.5)
        path = QPainterPath()
        path.addRoundedRect(frame, 8, 8)
        p.fillPath(path, PAPER)
        p.setPen(QPen(BORDER, 1.2))
        p.drawPath(path)
        inner = frame.adjusted(14, 10, -14, -10)

        title_f, label_f, small_f = self._font(17, True), self._font(14), self._font(13)
        fm_t, fm_l, fm_s = QFontMetricsF(title_f), QFontMetricsF(label_f), QFontMetricsF(small_f)
        top = inner.top()
        if self.title:
            p.setFont(title_f)
            p.setPen(INK)
            p.drawText(QRectF(inner.left(), top, inner.width(), fm_t.height()), Qt.AlignmentFlag.AlignCenter,
                       fm_t.elidedText(self.title, Qt.TextElideMode.ElideRight, inner.width()))
            top += fm_t.height() + 8
        if self.left is None:
            return

        legend_h = fm_s.height() + 10 if self.series else 0
        bottom = inner.bottom() - legend_h

        def axis_width(axis: Axis | None) -> float:
            if axis is None:
                return 0.0
            w = max((fm_s.horizontalAdvance(axis.label(t)) for t in axis.ticks), default=0.0) + 8
            return w + (fm_s.height() + 4 if axis.title else 0)

        lw, rw = axis_width(self.left), axis_width(self.right)
        plot_left = inner.left() + lw
        plot_right = inner.right() - (rw if self.right else fm_s.horizontalAdvance("00") / 2)
        # x labels: across, or turned upright when a category's label does not fit its slot
        labels = self.categories or [t[1] for t in self.x_ticks]
        widest = max((fm_l.horizontalAdvance(s) for s in labels), default=0.0)
        slot = (plot_right - plot_left) / max(1, len(self.categories)) if self.categories else math.inf
        upright = bool(self.categories) and widest > slot * 0.95
        x_label_h = (min(widest, (bottom - top) * 0.35) if upright else fm_l.height()) + 8
        plot = QRectF(QPointF(plot_left, top + fm_s.height() / 2),
                      QPointF(plot_right, bottom - x_label_h))
        self.plot_area, self.upright_labels = plot, upright     # for tests: where the last picture drew
        if plot.height() < 20 or plot.width() < 40:
            return

        self._draw_value_axis(p, self.left, plot, inner.left(), small_f, fm_s, side="left")
        if self.right:
            self._draw_value_axis(p, self.right, plot, inner.right(), small_f, fm_s, side="right")
        # the plot's frame: a base line, and zero when the left axis crosses it
        p.setPen(QPen(SOFT_INK, 1.2))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.topLeft(), plot.bottomLeft())
        if self.right:
            p.drawLine(plot.topRight(), plot.bottomRight())
        if self.left.lo < 0 < self.left.hi:
            y0 = self._y_of(0, self.left, plot)
            p.setPen(QPen(SOFT_INK, 1.0, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(plot.left(), y0), QPointF(plot.right(), y0))

        self._draw_x_labels(p, plot, label_f, fm_l, upright, bottom)
        p.save()
        p.setClipRect(plot.adjusted(-6, -fm_s.height() - 4, 6, 2))
        self._draw_bars(p, plot, small_f, fm_s)
        self._draw_lines(p, plot, small_f, fm_s)
        p.restore()
        self._draw_legend(p, inner, bottom, small_f, fm_s)

    def _draw_value_axis(self, p, axis: Axis, plot: QRectF, edge: float, font, fm, side: str) -> None:
        colour = QColor(axis.colour) if axis.colour else SOFT_INK
        p.setFont(font)
        for t in axis.ticks:
            y = self._y_of(t, axis, plot)
            if side == "left":
                p.setPen(QPen(GRID, 1))
                p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(colour)
            text = axis.label(t)
            w = fm.horizontalAdvance(text)
            x = plot.left() - 6 - w if side == "left" else plot.right() + 6
            p.drawText(QRectF(x, y - fm.height() / 2, w + 1, fm.height()), Qt.AlignmentFlag.AlignVCenter, text)
        if axis.title:
            p.save()
            p.setPen(colour)
            cx = edge + fm.height() / 2 if side == "left" else edge - fm.height() / 2
            p.translate(cx, plot.center().y())
            p.rotate(-90 if side == "left" else 90)
            text = fm.elidedText(axis.title, Qt.TextElideMode.ElideRight, plot.height())
            p.drawText(QRectF(-plot.height() / 2, -fm.height() / 2, plot.height(), fm.height()),
                       Qt.AlignmentFlag.AlignCenter, text)
            p.restore()

    def _draw_x_labels(self, p, plot: QRectF, font, fm, upright: bool, bottom: float) -> None:
        p.setFont(font)
        p.setPen(INK)
        if self.categories:
            slot = plot.width() / len(self.categories)
            for i, text in enumerate(self.categories):
                x = self._x_of(i, plot)
                if upright:
                    room = bottom - plot.bottom() - 8
                    text = fm.elidedText(text, Qt.TextElideMode.ElideRight, room)
                    p.save()
                    p.translate(x, plot.bottom() + 6)
                    p.rotate(90)
                    p.drawText(QRectF(0, -fm.height() / 2, room, fm.height()),
                               Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
                    p.restore()
                else:
                    p.drawText(QRectF(x - slot / 2, plot.bottom() + 4, slot, fm.height()),
                               Qt.AlignmentFlag.AlignCenter, text)
            return
        last_right = -math.inf
        for x, text in self.x_ticks:
            px = self._x_of(x, plot)
            w = fm.horizontalAdvance(text)
            left = min(max(px - w / 2, plot.left() - w / 2), plot.right() - w / 2)
            p.setPen(QPen(SOFT_INK, 1))
            p.drawLine(QPointF(px, plot.bottom()), QPointF(px, plot.bottom() + 4))
            if left < last_right + 8:
                continue                    # would overlap its neighbour: the tick stays, unlabelled
            p.setPen(INK)
            p.drawText(QRectF(left, plot.bottom() + 5, w + 1, fm.height()), Qt.AlignmentFlag.AlignCenter, text)
            last_right = left + w

    def _axis_of(self, s: Series) -> Axis:
        return self.right if s.axis == "right" and self.right else self.left

    def _draw_bars(self, p, plot: QRectF, font, fm) -> None:
        bars = [s for s in self.series if s.kind == "bar"]
        if not bars or not self.categories:
            return
        slot = plot.width() / len(self.categories)
        group = slot * (0.72 if len(bars) > 1 else 0.6)
        width = group / len(bars)
        p.setFont(font)
        for k, s in enumerate(bars):
            axis = self._axis_of(s)
            base = self._y_of(max(axis.lo, min(0.0, axis.hi)), axis, plot)
            colour = QColor(s.colour)
            for i, v in enumerate(s.values[:len(self.categories)]):
                x = self._x_of(i, plot) - group / 2 + k * width
                y = self._y_of(v, axis, plot)
                rect = QRectF(x + 1, min(y, base), max(1.0, width - 2), abs(base - y))
                p.fillRect(rect, colour)
                if s.labels is not None:
                    text = s.labels(v)
                    p.setPen(colour.darker(130))
                    above = QRectF(x - 10, rect.top() - fm.height() - 1, width + 20, fm.height())
                    if v < 0:
                        above.moveTop(rect.bottom() + 1)
                    p.drawText(above, Qt.AlignmentFlag.AlignCenter, text)

    def _draw_lines(self, p, plot: QRectF, font, fm) -> None:
        p.setFont(font)
        for s in (s for s in self.series if s.kind == "line"):
            axis = self._axis_of(s)
            colour = QColor(s.colour)
            pts = [QPointF(self._x_of(x, plot), self._y_of(v, axis, plot)) for x, v in s.points()]
            if not pts:
                continue
            p.setPen(QPen(colour, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            p.drawPolyline(pts)
            radius = 4.5 if len(pts) < 40 else 2.5
            p.setBrush(PAPER)
            p.setPen(QPen(colour, 2.2))
            for pt in pts:
                p.drawEllipse(pt, radius, radius)
            p.setBrush(Qt.BrushStyle.NoBrush)
            if s.labels is not None:
                # on a paper patch: readable over a bar or a grid line
                for pt, (_, v) in zip(pts, s.points()):
                    text = s.labels(v)
                    w = fm.horizontalAdvance(text)
                    box = QRectF(pt.x() - w / 2 - 3, pt.y() - radius - fm.height() - 3, w + 6, fm.height())
                    if box.top() < plot.top() - fm.height():
                        box.moveTop(pt.y() + radius + 3)
                    patch = QPainterPath()
                    patch.addRoundedRect(box, 3, 3)
                    p.fillPath(patch, QColor(247, 240, 220, 225))
                    p.setPen(colour.darker(120))
                    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _draw_legend(self, p, inner: QRectF, bottom: float, font, fm) -> None:
        if not self.series:
            return
        p.setFont(font)
        sw = fm.height() * 0.8
        items = [(s, fm.horizontalAdvance(s.name)) for s in self.series]
        total = sum(sw + 6 + w for _, w in items) + 22 * (len(items) - 1)
        x = inner.center().x() - total / 2
        y = bottom + 6
        for s, w in items:
            colour = QColor(s.colour)
            box = QRectF(x, y + (fm.height() - sw) / 2, sw, sw)
            if s.kind == "bar":
                p.fillRect(box, colour)
            else:
                p.setPen(QPen(colour, 3))
                p.drawLine(QPointF(box.left(), box.center().y()), QPointF(box.right(), box.center().y()))
                p.setBrush(PAPER)
                p.setPen(QPen(colour, 2))
                p.drawEllipse(box.center(), sw / 3, sw / 3)
                p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(INK)
            p.drawText(QRectF(x + sw + 6, y, w + 2, fm.height()), Qt.AlignmentFlag.AlignVCenter, s.name)
            x += sw + 6 + w + 22

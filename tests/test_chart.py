"""The program's own chart widget (app/ui/chart.py), which replaced Qt Charts:
nice axis steps, what it draws, and that nothing needs PySide6-Addons any more."""

from __future__ import annotations

import re
import tomllib

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QColor, QImage  # noqa: E402

from app.ui.chart import BLUE, RED, Axis, Chart, Series, nice_step  # noqa: E402
from tests.conftest import ROOT  # noqa: E402


@pytest.mark.parametrize("span, count, step", [
    (10, 5, 2), (100, 5, 20), (7, 5, 2), (1, 5, 0.2), (30, 5, 10), (25, 5, 5), (12, 5, 2.5), (600, 4, 200), (0, 5, 1), (3, 6, 0.5),
])
def test_nice_step(span, count, step):
    assert nice_step(span, count) == pytest.approx(step)


@pytest.mark.parametrize("lo, hi", [(0, 3.45), (-439, 130), (-15, 4.33), (5, 5), (0.2, 0.9), (-1, -0.5)])
def test_axis_covers_the_range_in_whole_steps(lo, hi):
    a = Axis.nice(lo, hi)
    assert a.lo <= lo and a.hi >= hi and a.ticks[0] == a.lo and a.ticks[-1] == a.hi
    steps = {round(b - c, 9) for b, c in zip(a.ticks[1:], a.ticks)}
    assert len(steps) == 1 and 2 <= len(a.ticks) <= 12
    assert all(t == int(t) for t in Axis.nice(lo, hi, whole=True).ticks)


def _picture(chart: Chart, w=1000, h=360) -> QImage:
    chart.resize(w, h)
    return chart.grab().toImage()


def _has(img: QImage, colour: str, at_least: int) -> bool:
    want, n = QColor(colour).rgb(), 0
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            n += img.pixel(x, y) == want
    return n >= at_least


def test_draws_bars_lines_axes_and_legend(qtbot):
    chart = Chart()
    qtbot.addWidget(chart)
    chart.set_data("按玩法", [Series("局数", [3, 12, 7], BLUE), Series("平均", [1.5, -2, 0.5], RED, kind="line",
                                                                     axis="right", labels=lambda v: f"{v:+.1f}")],
                   Axis.nice(0, 12, title="局数"), Axis.nice(-2, 1.5, title="平均"),
                   categories=["海门八胡头", "吕四荤胡", "外胡子"])
    img = _picture(chart)
    assert _has(img, BLUE, 400)                       # the bars
    empty = Chart()
    qtbot.addWidget(empty)
    assert _picture(empty) != img                     # the same frame with nothing in it differs


def test_upright_labels_when_they_do_not_fit(qtbot):
    chart = Chart()
    qtbot.addWidget(chart)
    chart.set_data("", [Series("a", [1] * 20)], Axis(0, 1, [0, 1]),
                   categories=[f"Long label {i}" for i in range(20)])
    _picture(chart, 600, 360)
    assert chart.upright_labels
    narrow = chart.plot_area
    chart.set_data("", [Series("a", [1] * 3)], Axis(0, 1, [0, 1]), categories=["a", "b", "c"])
    _picture(chart, 600, 360)
    assert not chart.upright_labels and chart.plot_area.bottom() > narrow.bottom() + 40


def test_numeric_x_ticks_never_overlap(qtbot):
    chart = Chart()
    qtbot.addWidget(chart)
    days = list(range(40))
    chart.set_data("t", [Series("c", [d % 7 for d in days], BLUE, kind="line", xs=days)], Axis.nice(0, 7),
                   x_range=(0, 39), x_ticks=[(d, f"11-{d:02d}") for d in days])
    assert _has(_picture(chart, 500, 300), BLUE, 50)  # drawn; labels thinned, not piled up


def test_no_qt_charts_and_no_addons():
    sources = [p for p in (ROOT / "app").rglob("*.py")]
    users = [p.name for p in sources if re.search(r"\bQtCharts\b", p.read_text(encoding="utf-8"))]
    assert not users
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    assert not [d for d in deps if d.lower().startswith("pyside6-addons")]

"""The statistics window: games, wins and average settlement per variant,
and the running result over time, drawn by app.ui.chart."""

from __future__ import annotations

import math
from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QHeaderView, QLabel, QMainWindow, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from app.records import stats

from ..chart import BLUE, GOLD, GREEN, RED, Axis, Chart, Series, plain_number
from ..faces import ui_font_family
from .cards import window_font as ui_font   # a window's words follow the text size


def _variant_name(vid: str) -> str:
    try:
        from app.engine import find_variant

        from app.ui import i18n

        v = find_variant(vid)
        return i18n.variant_name(v)
    except Exception:
        return vid


class StatsWindow(QMainWindow):
    def __init__(self, parent=None, summary: dict | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        from app.ui import screenfit

        screenfit.fit(self, (1000, 830), (640, 440), screenfit.saved("statistics"))
        self.entries = stats.load() if summary is None else None
        self.summary = summary if summary is not None else stats.summary(self.entries)
        body = QWidget()
        lay = QVBoxLayout(body)
        t = self.summary["total"]
        games = self.tr("1 game") if t["games"] == 1 else self.tr("%1 games").replace("%1", str(t["games"]))
        hands = self.tr("1 hand") if t["hands"] == 1 else self.tr("%1 hands").replace("%1", str(t["hands"]))
        head = QLabel(self.tr("%1, %2 · won %3 (%4%) · total %5 · average per hand %6").replace("%1", games)
                      .replace("%2", hands).replace("%3", str(t["wins"]))
                      .replace("%4", f"{t['win_rate'] * 100:.0f}").replace("%5", f"{t['net']:+d}")
                      .replace("%6", f"{t['average']:+.2f}"))
        head.setFont(ui_font(16, bold=True))
        head.setSizePolicy(head.sizePolicy().horizontalPolicy(), head.sizePolicy().Policy.Fixed)   # at the top
        head.setVisible(bool(t["hands"]))      # "0 games, 0 hands · won 0 (0%) …" says nothing the page doesn't
        self.head = head
        lay.addWidget(head)
        if t.get("taken_back"):
            self.taken_back_label = QLabel(self.tr("Hands with a move taken back: %1")
                                           .replace("%1", str(t["taken_back"])))
            self.taken_back_label.setFont(ui_font(14))
            lay.addWidget(self.taken_back_label)
        if not t["hands"]:
            empty = QLabel(self.tr("No finished hands yet. Once a hand is over, its result shows here."))
            empty.setFont(ui_font(15))
            empty.setAlignment(Qt.AlignCenter)
            lay.addWidget(empty)
        self.variant_chart = self._variant_chart()
        self.time_chart = self._fill_time_chart(Chart(font_family=ui_font_family()), self.summary["days"])
        self.filter = QComboBox()
        self.filter.addItem(self.tr("All variants"), "")
        for vid in self.summary["variants"]:
            self.filter.addItem(_variant_name(vid), vid)
        self.filter.currentIndexChanged.connect(self._filter_changed)
        self.filter.setEnabled(self.entries is not None)
        row = QHBoxLayout()
        row.addStretch(1)
        over_time = QLabel(self.tr("Over time:"))
        over_time.setVisible(bool(t["hands"]))     # with the chart it names, not alone on an empty page
        row.addWidget(over_time)
        row.addWidget(self.filter)
        self.table = self._table()
        lay.addWidget(self.variant_chart, 3)
        lay.addLayout(row)
        lay.addWidget(self.time_chart, 3)
        lay.addWidget(self.table, 2)
        self.filter.setVisible(bool(t["hands"]))
        for w in (self.variant_chart, self.time_chart, self.table):
            w.setVisible(bool(t["hands"]))  # empty charts say nothing; the message does
        self.setCentralWidget(body)

    def _variant_chart(self) -> Chart:
        """Bars: hands and wins per variant (left axis); line: average
        settlement per hand (right axis, its own scale)."""
        chart = Chart(font_family=ui_font_family())
        variants = self.summary["variants"]
        rows = list(variants.values())
        hands = Series(self.tr("hands"), [r["hands"] for r in rows], BLUE, labels=plain_number)
        wins = Series(self.tr("wins"), [r["wins"] for r in rows], GREEN, labels=plain_number)
        average = Series(self.tr("average per hand"), [r["average"] for r in rows], RED, kind="line",
                         axis="right", labels=lambda v: f"{v:+.2f}" if abs(v) >= 0.005 else "0")
        counts = [r["hands"] for r in rows] or [1]
        left = Axis.nice(0, max(1, max(counts)) * 1.15, whole=True, title=self.tr("hands"))
        avgs = [r["average"] for r in rows] or [0]
        lo, hi = min(0, min(avgs)), max(0, max(avgs))
        pad = max(1.0, (hi - lo) * 0.2)
        right = Axis.nice(lo - pad, hi + pad, title=self.tr("average"), colour=RED,
                          fmt=lambda v: f"{v:+g}" if v else "0")
        chart.set_data(self.tr("By variant"), [hands, wins, average], left, right,
                       categories=[_variant_name(v) for v in variants] or ["—"])
        return chart

    def _filter_changed(self) -> None:
        """The running total of one variant (or all) over time."""
        vid = self.filter.currentData()
        entries = [e for e in self.entries if not vid or e["variant"] == vid]
        self._fill_time_chart(self.time_chart, stats.summary(entries)["days"], _variant_name(vid) if vid else "")

    def _fill_time_chart(self, chart: Chart, days: list, which: str = "") -> Chart:
        title = self.tr("Running total over time")
        when = [date.fromisoformat(d["date"][:10]).toordinal() for d in days]
        running = Series(self.tr("cumulative"), [d["cumulative"] for d in days], BLUE, kind="line", xs=when)
        per_day = Series(self.tr("per day"), [d["net"] for d in days], GOLD, kind="line", xs=when)
        first, last = (when[0], when[-1]) if when else (0, 1)
        if first == last:
            first, last = first - 1, last + 1
        step = max(1, math.ceil(len(when) / 8))
        ticks = [(x, date.fromordinal(x).strftime("%m-%d")) for x in when[::step]]
        values = running.values + per_day.values + [0]
        lo, hi = min(values), max(values)
        pad = max(1, (hi - lo) * 0.1)
        axis = Axis.nice(lo - pad, hi + pad, whole=True)
        chart.set_data(f"{title} — {which}" if which else title, [running, per_day], axis,
                       x_range=(first - 0.3, last + 0.3), x_ticks=ticks)
        return chart

    def _table(self) -> QTableWidget:
        cols = [self.tr("Variant"), self.tr("Games"), self.tr("Hands"), self.tr("Wins"),
                self.tr("Win %"), self.tr("Draws"), self.tr("Net"), self.tr("Average")]
        rows = list(self.summary["variants"].items())
        table = QTableWidget(len(rows), len(cols))
        table.setHorizontalHeaderLabels(cols)
        table.setFont(ui_font(13))
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.NoEditTriggers)
        for r, (vid, row) in enumerate(rows):
            cells = [_variant_name(vid), row["games"], row["hands"], row["wins"], f"{row['win_rate'] * 100:.0f}%",
                     row["draws"], f"{row['net']:+d}", f"{row['average']:+.2f}"]
            for c, value in enumerate(cells):
                item = QTableWidgetItem(str(value))
                if c:
                    item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                table.setItem(r, c, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        return table

    def closeEvent(self, event) -> None:
        from app.ui import screenfit

        screenfit.remember(self, "statistics")
        super().closeEvent(event)

"""The statistics window: games, wins and average settlement per variant,
and the running result over time, drawn with Qt Charts."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCharts import (QAbstractBarSeries, QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView,
                              QDateTimeAxis, QLineSeries, QValueAxis)
from PySide6.QtCore import QDateTime, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QHeaderView, QLabel, QMainWindow, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from app.records import stats

from .cards import ui_font


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
        head = QLabel(self.tr("%1 games, %2 hands · won %3 (%4%) · total %5 · average per hand %6").replace("%1", str(t["games"]))
                      .replace("%2", str(t["hands"])).replace("%3", str(t["wins"]))
                      .replace("%4", f"{t['win_rate'] * 100:.0f}").replace("%5", f"{t['net']:+d}")
                      .replace("%6", f"{t['average']:+.2f}"))
        head.setFont(ui_font(16, bold=True))
        lay.addWidget(head)
        if not t["hands"]:
            empty = QLabel(self.tr("No finished hands yet. Once a hand is over, its result shows here."))
            empty.setFont(ui_font(15))
            empty.setAlignment(Qt.AlignCenter)
            lay.addWidget(empty)
        self.variant_chart = self._variant_chart()
        self.time_chart = QChartView(self._time_chart(self.summary["days"]))
        self.time_chart.setRenderHint(QPainter.Antialiasing)
        self.filter = QComboBox()
        self.filter.addItem(self.tr("All variants"), "")
        for vid in self.summary["variants"]:
            self.filter.addItem(_variant_name(vid), vid)
        self.filter.currentIndexChanged.connect(self._filter_changed)
        self.filter.setEnabled(self.entries is not None)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(QLabel(self.tr("Over time:")))
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

    def _chart(self, title: str) -> QChart:
        chart = QChart()
        chart.setTitle(title)
        chart.setTitleFont(ui_font(16, bold=True))
        chart.legend().setFont(ui_font(13))
        chart.legend().setAlignment(Qt.AlignBottom)
        chart.setAnimationOptions(QChart.NoAnimation)
        return chart

    def _variant_chart(self) -> QChartView:
        """Bars: hands and wins per variant (left axis); line: average
        settlement per hand (right axis, its own scale)."""
        chart = self._chart(self.tr("By variant"))
        variants = self.summary["variants"]
        names = [_variant_name(v) for v in variants]
        hands, wins = QBarSet(self.tr("hands")), QBarSet(self.tr("wins"))
        hands.setColor(QColor("#4e79a7"))
        wins.setColor(QColor("#59a14f"))
        average = QLineSeries()
        average.setName(self.tr("average per hand"))
        for i, row in enumerate(variants.values()):
            hands.append(row["hands"])
            wins.append(row["wins"])
            average.append(i, row["average"])
        series = QBarSeries()
        series.append(hands)
        series.append(wins)
        series.setLabelsVisible(True)
        series.setLabelsFormat("@value")
        series.setLabelsPosition(QAbstractBarSeries.LabelsOutsideEnd)
        chart.addSeries(series)
        pen = average.pen()
        pen.setWidth(3)
        pen.setColor(QColor("#e15759"))
        average.setPen(pen)
        average.setPointsVisible(True)
        average.setPointLabelsVisible(True)
        average.setPointLabelsFormat("@yPoint")
        average.setPointLabelsColor(QColor("#b0282a"))
        average.setPointLabelsFont(ui_font(12, bold=True))
        chart.addSeries(average)
        axis_x = QBarCategoryAxis()
        axis_x.append(names or ["—"])
        axis_x.setLabelsFont(ui_font(14))
        chart.addAxis(axis_x, Qt.AlignBottom)
        series.attachAxis(axis_x)
        average.attachAxis(axis_x)
        counts = [row["hands"] for row in variants.values()] or [1]
        left = QValueAxis()
        left.setRange(0, max(1, max(counts)) * 1.2)
        left.applyNiceNumbers()
        left.setLabelFormat("%d")
        left.setLabelsFont(ui_font(12))
        left.setTitleText(self.tr("hands"))
        chart.addAxis(left, Qt.AlignLeft)
        series.attachAxis(left)
        avgs = [row["average"] for row in variants.values()] or [0]
        lo, hi = min(0, min(avgs)), max(0, max(avgs))
        pad = max(1.0, (hi - lo) * 0.2)
        right = QValueAxis()
        right.setRange(lo - pad, hi + pad)
        right.applyNiceNumbers()
        right.setLabelFormat("%+.0f")
        right.setLabelsFont(ui_font(12))
        right.setLabelsColor(QColor("#b0282a"))
        right.setTitleText(self.tr("average"))
        chart.addAxis(right, Qt.AlignRight)
        average.attachAxis(right)
        view = QChartView(chart)
        view.setRenderHint(QPainter.Antialiasing)
        return view

    def _filter_changed(self) -> None:
        """The running total of one variant (or all) over time."""
        vid = self.filter.currentData()
        entries = [e for e in self.entries if not vid or e["variant"] == vid]
        old = self.time_chart.chart()
        self.time_chart.setChart(self._time_chart(stats.summary(entries)["days"],
                                                  _variant_name(vid) if vid else ""))
        old.deleteLater()

    def _time_chart(self, days: list, which: str = "") -> QChart:
        title = self.tr("Running total over time")
        chart = self._chart(f"{title} — {which}" if which else title)
        running, per_day = QLineSeries(), QLineSeries()
        running.setName(self.tr("cumulative"))
        per_day.setName(self.tr("per day"))
        for d in days:
            ms = QDateTime(datetime.fromisoformat(d["date"])).toMSecsSinceEpoch()
            running.append(ms, d["cumulative"])
            per_day.append(ms, d["net"])
        for s, colour in ((running, "#4e79a7"), (per_day, "#f28e2b")):
            pen = s.pen()
            pen.setWidth(3)
            pen.setColor(QColor(colour))
            s.setPen(pen)
            s.setPointsVisible(True)
            chart.addSeries(s)
        axis_x = QDateTimeAxis()
        axis_x.setFormat("MM-dd")
        axis_x.setLabelsFont(ui_font(12))
        if days:
            first = QDateTime(datetime.fromisoformat(days[0]["date"]))
            last = QDateTime(datetime.fromisoformat(days[-1]["date"]))
            if first == last:
                first, last = first.addDays(-1), last.addDays(1)
            axis_x.setRange(first, last)
            axis_x.setTickCount(min(8, max(2, len(days) + 1)))
        chart.addAxis(axis_x, Qt.AlignBottom)
        values = [d["cumulative"] for d in days] + [d["net"] for d in days] + [0]
        axis_y = QValueAxis()
        lo, hi = min(values), max(values)
        pad = max(1, (hi - lo) * 0.1)
        axis_y.setRange(lo - pad, hi + pad)
        axis_y.applyNiceNumbers()
        axis_y.setLabelFormat("%d")
        axis_y.setLabelsFont(ui_font(12))
        chart.addAxis(axis_y, Qt.AlignLeft)
        for s in (running, per_day):
            s.attachAxis(axis_x)
            s.attachAxis(axis_y)
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

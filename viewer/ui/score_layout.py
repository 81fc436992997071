"""Where the scores chart's parts go in a rectangle: the title, the plot, the panel (the marks'
legend, the standings, the lobby's rule), each round's point and column. Painting and
hit-testing both read it, so a click lands on the round drawn under the pointer.

The panel goes beside the plot when the rectangle is wide enough for both, else under it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from viewer.presentation.score_chart import ScoreChart

NAME_EMS = 11.0  # the longest name the standings show whole, in ems
STICK_ROW = 0.95  # a riichi stick's row, in mark sizes


@dataclass(frozen=True)
class ChartLayout:
    area: QRectF
    title: QRectF
    plot: QRectF
    panel: QRectF
    points: int  # the start and one per round
    low: int
    high: int
    mark_size: float
    column_widths: tuple[float, ...]  # the standings' columns
    gap: float  # between them
    line_width: float
    players: int
    strip: float  # the height of the riichi sticks' row under the plot

    def stick(self, seat: int, point: int) -> QPointF:
        """Where a seat's riichi stick of a round goes: under the plot, a row per seat."""
        y = self.plot.bottom() + self.mark_size * (0.6 + STICK_ROW * (seat + 0.5))
        return QPointF(self.x(point), y)

    @property
    def labels_top(self) -> float:
        return self.plot.bottom() + self.strip

    def point(self, seat: int, point: int, score: float) -> QPointF:
        """Where a seat's score is drawn: seats a line's width apart, so that equal scores
        (a quiet start, a tie) show every seat's line side by side rather than one over the
        others."""
        offset = (seat - (self.players - 1) / 2) * self.line_width
        return QPointF(self.x(point), self.y(score) + offset)

    def x(self, point: int) -> float:
        return self.plot.left() + self.plot.width() * point / max(self.points - 1, 1)

    def y(self, score: float) -> float:
        share = (score - self.low) / ((self.high - self.low) or 1)
        return self.plot.bottom() - share * self.plot.height()

    def column(self, point: int) -> tuple[float, float]:
        """The strip of the plot that belongs to a point (half-way to its neighbours)."""
        half = self.plot.width() / max(self.points - 1, 1) / 2
        x = self.x(point)
        return max(self.plot.left(), x - half), min(self.plot.right(), x + half)

    def round_at(self, position: QPointF, rounds: int) -> int | None:
        """The round (0-based) whose point's column holds ``position``: the plot and the labels
        under it."""
        plot = self.plot
        reach = self.mark_size * 2
        if not (plot.top() - reach <= position.y() <= self.labels_top + reach * 2):
            return None
        if not (plot.left() - reach <= position.x() <= plot.right() + reach) or rounds < 1:
            return None
        step = plot.width() / max(self.points - 1, 1)
        point = round((position.x() - plot.left()) / step) if step else 1
        return min(max(point, 1), rounds) - 1


def chart_layout(area: QRectF, chart: ScoreChart, font: QFont, title: bool = True) -> ChartLayout:
    """``title``: room for the chart's title on top (a picture's; a dock has its own)."""
    metrics = QFontMetricsF(font)
    em = metrics.height()
    pad = em * 0.8
    line = em * 1.35
    gap = em * 0.8
    widths = _column_widths(chart, metrics, em)
    table = sum(widths) + gap * (len(widths) - 1)
    legend = sum(metrics.horizontalAdvance(words) + em * 3.6 for _, words in chart.legend)
    panel_width = max(table, legend, em * 14)
    heading = QRectF(area.left() + pad, area.top() + pad * 0.5, area.width() - 2 * pad,
                     line * 1.3 if title else 0.0)  # fmt: skip
    body = QRectF(area.left() + pad, heading.bottom() + pad * 0.5, area.width() - 2 * pad,
                  area.bottom() - heading.bottom() - pad * 1.5)  # fmt: skip
    rows = (len(chart.rows) + 1) if chart.rows else len(chart.seats)
    if body.width() - panel_width - pad * 2 >= max(em * 20, body.width() * 0.5):
        panel = QRectF(body.right() - panel_width, body.top(), panel_width, body.height())
        plot_box = QRectF(body.left(), body.top(), body.width() - panel_width - pad * 2,
                          body.height())  # fmt: skip
    else:
        height = min(line * (rows + 6), body.height() * 0.5)
        panel = QRectF(body.left(), body.bottom() - height, body.width(), height)
        plot_box = QRectF(body.left(), body.top(), body.width(), body.height() - height - pad)
    label_width = max((metrics.horizontalAdvance(label) for _, label in chart.grid), default=em)
    mark = max(4.0, em * 0.42)
    strip = STICK_ROW * mark * chart.players + mark * 0.6  # the riichi sticks under the plot
    plot = QRectF(plot_box.left() + label_width + pad, plot_box.top() + mark * 1.5,
                  plot_box.width() - label_width - pad - mark * 1.5,
                  plot_box.height() - mark * 1.5 - strip - em * 1.5)  # fmt: skip
    line_width = min(max(2.0, plot.height() / 160), 3.5)
    return ChartLayout(area, heading, plot, panel, len(chart.rounds) + 1, chart.low, chart.high,
                       mark, widths, gap, line_width, chart.players, strip)  # fmt: skip


def _column_widths(chart: ScoreChart, metrics: QFontMetricsF, em: float) -> tuple[float, ...]:
    rows = [chart.columns, *(row.cells for row in chart.rows)]
    if not chart.rows:
        rows = [("", seat.name) for seat in chart.seats]
    widths: list[float] = []
    for column in range(max(len(row) for row in rows)):
        cells = [row[column] for row in rows if column < len(row)]
        width = max(metrics.horizontalAdvance(cell) for cell in cells)
        if column == 1:  # the names: a swatch before, long names cut
            width = min(width, em * NAME_EMS) + em * 0.9
        widths.append(width + 2)
    return tuple(widths)

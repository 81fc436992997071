"""The game's scores at a glance, painted: a line per seat over the rounds, the marks, the final
standings and the lobby's uma and oka, all from one ``ScoreChart`` value (made Qt-free in
``viewer.presentation.score_chart``). The widget (View → Scores) and ``render --scores`` paint
it with the same ``paint_score_chart``.

Painted with QPainter like the Library's charts (no chart library); the words use the shipped
label font, so Japanese, Chinese and Korean need no system font (names in kanji excepted, as on
the board). The colours follow the table's theme (``viewer.ui.theme.current()``). Hovering a
round shows its words; a click on a round emits ``round_clicked(number)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QToolTip, QWidget

from viewer.presentation.score_chart import RIICHI, WIN, ScoreChart
from viewer.ui import fonts, theme
from viewer.ui.score_layout import ChartLayout, chart_layout


@dataclass(frozen=True)
class ChartColours:
    background: str
    text: str
    muted: str
    grid: str
    current: str  # the round on the board
    seats: tuple[str, str, str, str]


COLOURS = {
    "dark": ChartColours("#161a18", "#e8ece9", "#a9b4ad", "#323a35", "#2a4a37",
                         ("#ff8a80", "#82b1ff", "#8ee59b", "#ffd166")),
    "light": ChartColours("#ffffff", "#1b211d", "#56635a", "#dde3de", "#e3f1e6",
                          ("#c62828", "#1565c0", "#2e7d32", "#b26a00")),
}  # fmt: skip
STICK_DOT = "#d32f2f"  # the red dot of a riichi stick


def colours() -> ChartColours:
    return COLOURS.get(theme.current().name, COLOURS["dark"])


def paint_score_chart(
    painter: QPainter,
    area: QRectF,
    chart: ScoreChart,
    current: int | None = None,
    title: bool = True,
) -> ChartLayout:
    """Paint ``chart`` into ``area``; ``current``: the round shown on the board (highlighted);
    ``title``: the chart's title on top (a dock has its own). Returns where things went
    (hit-testing uses it)."""
    c = colours()
    layout = chart_layout(area, chart, _font(area, 1.0), title)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(area, QColor(c.background))
    if title:
        painter.setFont(_font(area, 1.25, bold=True))
        painter.setPen(QColor(c.text))
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(layout.title, align, chart.title)
    painter.setFont(_font(area, 1.0))
    _paint_grid(painter, layout, chart, c, current)
    _paint_lines(painter, layout, chart, c)
    _paint_marks(painter, layout, chart, c)
    _paint_panel(painter, layout, chart, c, area)
    painter.restore()
    return layout


def _font(area: QRectF, scale: float, bold: bool = False) -> QFont:
    font = QFont(fonts.SANS_FAMILY)
    size = max(10.0, min(17.0, min(area.width() / 70.0, area.height() / 38.0)))
    font.setPixelSize(round(size * scale))
    font.setBold(bold)
    return font


def _paint_grid(painter: QPainter, layout: ChartLayout, chart: ScoreChart, c: ChartColours,
                current: int | None) -> None:  # fmt: skip
    plot = layout.plot
    if current is not None and 0 <= current < len(chart.rounds):
        left, right = layout.column(current + 1)
        painter.fillRect(QRectF(left, plot.top(), right - left, plot.height()), QColor(c.current))
    for value, label in chart.grid:
        y = layout.y(value)
        painter.setPen(QPen(QColor(c.grid), 1))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(QColor(c.muted))
        box = QRectF(0, y - 10, plot.left() - 6, 20).translated(layout.area.left(), 0)
        painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
    painter.setPen(QPen(QColor(c.grid), 1))
    for index in range(1, len(chart.rounds)):  # a new wind: a line before its first round
        if chart.rounds[index].wind != chart.rounds[index - 1].wind:
            x = layout.column(index + 1)[0]
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
    painter.setPen(QPen(QColor(c.muted), 1.5))
    start = layout.y(chart.start)
    painter.drawLine(QPointF(plot.left(), start), QPointF(plot.right(), start))
    if chart.target is not None and chart.target != chart.start:
        pen = QPen(QColor(c.muted), 1, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        target = layout.y(chart.target)
        painter.drawLine(QPointF(plot.left(), target), QPointF(plot.right(), target))
    painter.setPen(QColor(c.muted))
    metrics = QFontMetricsF(painter.font())
    widest = max((metrics.horizontalAdvance(r.label) for r in chart.rounds), default=0.0)
    step = plot.width() / max(len(chart.rounds), 1)
    stride = max(1, math.ceil((widest + metrics.height() * 0.6) / max(step, 1.0)))
    for index, round_ in enumerate(chart.rounds, start=1):
        if (index - 1) % stride:
            continue  # crowded: every second (third...) label, evenly
        x = layout.x(index)
        box = QRectF(x - widest / 2 - 4, layout.labels_top + 2, widest + 8, metrics.height())
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, round_.label)


def _paint_lines(
    painter: QPainter, layout: ChartLayout, chart: ScoreChart, c: ChartColours
) -> None:
    for seat in chart.seats:
        points = [layout.point(seat.seat, i, score) for i, score in enumerate(seat.scores)]
        painter.setPen(QPen(QColor(c.seats[seat.seat]), layout.line_width, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))  # fmt: skip
        painter.drawPolyline(QPolygonF(points))


def _paint_marks(
    painter: QPainter, layout: ChartLayout, chart: ScoreChart, c: ChartColours
) -> None:
    size = layout.mark_size
    for mark in chart.marks:
        seat = chart.seats[mark.seat]
        if mark.point >= len(seat.scores):
            continue
        if mark.kind == RIICHI:
            centre = layout.stick(mark.seat, mark.point)
        else:
            centre = layout.point(mark.seat, mark.point, seat.scores[mark.point])
        paint_mark(painter, mark.kind, centre, size, QColor(c.seats[mark.seat]), c)


def paint_mark(painter: QPainter, kind: str, centre: QPointF, size: float, colour: QColor,
               c: ChartColours) -> None:  # fmt: skip
    """A win: a triangle up; a deal-in: a triangle down; riichi: a stick (the chart puts the
    sticks in a row per seat under the plot, in the round's column)."""
    painter.save()
    x, y = centre.x(), centre.y()
    if kind == RIICHI:
        stick = QRectF(x - size * 1.4, y - size * 0.35, size * 2.8, size * 0.7)
        painter.setPen(QPen(colour, 1.5))
        painter.setBrush(QColor(c.background))
        painter.drawRoundedRect(stick, size * 0.2, size * 0.2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(STICK_DOT))
        painter.drawEllipse(stick.center(), size * 0.2, size * 0.2)
    else:
        up = kind == WIN
        tip = -size if up else size
        triangle = QPolygonF([QPointF(x, y + tip), QPointF(x - size * 0.9, y - tip * 0.6),
                              QPointF(x + size * 0.9, y - tip * 0.6)])  # fmt: skip
        painter.setPen(QPen(QColor(c.background) if up else colour, 1.5))
        painter.setBrush(colour if up else QColor(c.background))
        painter.drawPolygon(triangle)
    painter.restore()


def _paint_panel(painter: QPainter, layout: ChartLayout, chart: ScoreChart, c: ChartColours,
                 area: QRectF) -> None:  # fmt: skip
    text = QColor(c.text)
    painter.setPen(text)
    metrics = QFontMetricsF(painter.font())
    line = metrics.height() * 1.35
    x, y = layout.panel.left(), layout.panel.top()
    for kind, words in chart.legend:  # the marks, in one line
        paint_mark(painter, kind, QPointF(x + layout.mark_size * 1.4, y + line * 0.5),
                   layout.mark_size, text, c)  # fmt: skip
        painter.setPen(text)
        x += layout.mark_size * 3.4
        painter.drawText(QRectF(x, y, metrics.horizontalAdvance(words) + 2, line),
                         Qt.AlignmentFlag.AlignVCenter, words)  # fmt: skip
        x += metrics.horizontalAdvance(words) + layout.mark_size * 2
    y += line * 1.4
    painter.setFont(_font(area, 1.0, bold=True))
    heading = QRectF(layout.panel.left(), y, layout.panel.width(), line)
    painter.drawText(heading, Qt.AlignmentFlag.AlignVCenter, chart.heading)
    y += line
    rows = [(None, chart.columns)] + [(row.seat, row.cells) for row in chart.rows]
    if not chart.rows:  # no standings: the seats' colours by name
        rows = [(seat.seat, ("", seat.name)) for seat in chart.seats]
    widths = layout.column_widths
    for number, (seat, cells) in enumerate(rows):
        painter.setFont(_font(area, 0.92 if seat is None else 1.0, bold=False))
        painter.setPen(QColor(c.muted) if seat is None else text)
        x = layout.panel.left()
        for column, cell in enumerate(cells):
            width = widths[column] if column < len(widths) else 0.0
            box = QRectF(x, y, width, line)
            if column == 1 and seat is not None:
                swatch = QRectF(x, y + line * 0.3, line * 0.4, line * 0.4)
                painter.fillRect(swatch, QColor(c.seats[seat]))
                box = box.adjusted(line * 0.6, 0, 0, 0)
            align = Qt.AlignmentFlag.AlignLeft if column in (0, 1) else Qt.AlignmentFlag.AlignRight
            shown = metrics.elidedText(cell, Qt.TextElideMode.ElideRight, box.width())
            painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, shown)
            x += width + layout.gap
        y += line if number else line * 1.1
    painter.setFont(_font(area, 0.92))
    painter.setPen(QColor(c.muted))
    note = QRectF(layout.panel.left(), y + line * 0.3, layout.panel.width(),
                  max(layout.panel.bottom() - y, line))  # fmt: skip
    painter.drawText(note, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, chart.rule)


def render_score_chart(chart: ScoreChart, width: int, height: int) -> QImage:
    """The chart as an image of ``width`` x ``height`` (``render --scores``)."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(colours().background))
    painter = QPainter(image)
    paint_score_chart(painter, QRectF(0, 0, width, height), chart)
    painter.end()
    return image


class ScoreChartView(QWidget):
    """The chart in the window (View → Scores): hover a round for its words, click to go."""

    round_clicked = Signal(int)  # the round's number in the game (0 = the first hand)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart: ScoreChart | None = None
        self.current: int | None = None
        self.title = True  # the chart's title on top (off in a dock, which has its own)
        self.layout_: ChartLayout | None = None
        self.setMinimumSize(320, 220)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(760, 380)

    def set_chart(self, chart: ScoreChart | None) -> None:
        self.chart = chart
        self.update()

    def set_current(self, number: int | None) -> None:
        if number != self.current:
            self.current = number
            self.update()

    def _layout(self) -> ChartLayout:
        assert self.chart is not None
        area = QRectF(self.rect())
        return chart_layout(area, self.chart, _font(area, 1.0), self.title)

    def round_at(self, position: QPointF) -> int | None:
        """The round whose column is under ``position`` (in the plot), if any."""
        if self.chart is None or not self.chart.rounds:
            return None
        layout = self.layout_ or self._layout()
        return layout.round_at(position, len(self.chart.rounds))

    def round_position(self, number: int) -> QPointF:
        """The middle of a round's column (tests click there)."""
        assert self.chart is not None
        layout = self._layout()
        left, right = layout.column(number + 1)
        return QPointF((left + right) / 2, layout.plot.center().y())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self.chart is None:
            painter.fillRect(self.rect(), QColor(colours().background))
        else:
            area = QRectF(self.rect())
            self.layout_ = paint_score_chart(painter, area, self.chart, self.current, self.title)
        painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            number = self.round_at(QPointF(event.pos()))
            if number is None or self.chart is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.chart.rounds[number].tip, self)
            return True
        return super().event(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        over = self.round_at(event.position()) is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        number = self.round_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and number is not None and self.chart:
            self.round_clicked.emit(self.chart.rounds[number].number)
            return
        super().mousePressEvent(event)

"""Small charts for the Library's player and progress pages, painted with QPainter.

Why QPainter and not a chart library: QtCharts needs PySide6-Addons (a second, larger wheel the
viewer does not otherwise need) and pyqtgraph brings numpy; a few simple charts do not justify
either. Painting from the widget's current size with antialiasing keeps lines crisp at any size
and on high-DPI screens, and the charts are tested by rendering them to an image. The colours of
the frame come from the window's palette, so the charts follow the light and dark themes.

Each point is a game: given its words (``set_points``), hovering a point shows them and a click
on it emits ``point_clicked(index)``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QToolTip, QWidget

from viewer.presentation.i18n import translate
from viewer.presentation.library_wording import chart_caption

PLACE_COLORS = ("#1b7f3a", "#2f6fb3", "#b7791f", "#b3261e")
MARGIN = (36.0, 12.0, 12.0, 24.0)  # left, top, right, bottom
HIT_PIXELS = 6.0  # how near a point the pointer must be to name it or open it


def moving_average(values: Sequence[float], window: int) -> list[float]:
    """The mean of the last ``window`` values at each point (fewer at the start)."""
    out: list[float] = []
    total = 0.0
    for index, value in enumerate(values):
        total += value
        if index >= window:
            total -= values[index - window]
        out.append(total / min(index + 1, window))
    return out


class SeriesChart(QWidget):
    """Points on a fixed vertical scale with a moving average through them.

    ``PlacementChart`` (places 1..N, 1st at the top) and ``RateChart`` (a 0..1 rate per game)
    differ only in their scale and labels.
    """

    point_clicked = Signal(int)  # the index of the point clicked

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.values: list[float] = []
        self.tips: list[str] = []  # each point's words (hover); none: the points are inert
        self.low = 0.0
        self.high = 1.0
        self.labels: list[tuple[float, str]] = []
        self.span = 10  # games in the moving average
        self.inverted = False  # True: low values at the top (1st place)
        self.setMinimumSize(240, 140)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(480, 200)

    def set_values(self, values: Sequence[float]) -> None:
        self.values = list(values)
        self.update()

    def set_points(self, values: Sequence[float], tips: Sequence[str]) -> None:
        """The values with each point's words, for hovering and clicking."""
        self.tips = list(tips)
        self.set_values(values)

    def set_span(self, span: int) -> None:
        self.span = max(1, span)
        self.update()

    def _y(self, value: float, area: QRectF) -> float:
        share = (value - self.low) / ((self.high - self.low) or 1.0)
        if self.inverted:
            return area.top() + share * area.height()
        return area.bottom() - share * area.height()

    def _x(self, index: int, area: QRectF) -> float:
        count = max(len(self.values) - 1, 1)
        return area.left() + area.width() * index / count

    def _area(self) -> QRectF:
        left, top, right, bottom = MARGIN
        return QRectF(left, top, self.width() - left - right, self.height() - top - bottom)

    def point_position(self, index: int) -> QPointF:
        """Where the point ``index`` is drawn, in the widget's coordinates."""
        area = self._area()
        return QPointF(self._x(index, area), self._y(self.values[index], area))

    def point_at(self, position: QPointF) -> int | None:
        """The point under ``position`` (the nearest within a few pixels), if it has words."""
        best, nearest = None, HIT_PIXELS
        for index in range(min(len(self.values), len(self.tips))):
            centre = self.point_position(index)
            distance = math.hypot(centre.x() - position.x(), centre.y() - position.y())
            if distance <= nearest:
                best, nearest = index, distance
        return best

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.point_at(QPointF(event.pos()))
            if index is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.tips[index], self)
            return True
        return super().event(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pointing = self.point_at(event.position()) is not None
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if pointing else Qt.CursorShape.ArrowCursor
        )
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.point_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and index is not None:
            self.point_clicked.emit(index)
            return
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        grid = palette.color(QPalette.ColorRole.Mid)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        left, _top, _right, bottom = MARGIN
        area = self._area()
        for value, label in self.labels:
            y = self._y(value, area)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - 8, left - 6, 16), Qt.AlignmentFlag.AlignRight, label)
        painter.setPen(text)
        caption = chart_caption(self.title, len(self.values))
        painter.drawText(
            QRectF(area.left(), area.bottom() + 4, area.width(), bottom - 4),
            Qt.AlignmentFlag.AlignLeft,
            caption,
        )
        if not self.values:
            painter.end()
            return
        radius = max(1.5, min(4.0, area.width() / max(len(self.values), 1) / 2))
        painter.setPen(Qt.PenStyle.NoPen)
        for index, value in enumerate(self.values):
            painter.setBrush(self.point_color(value))
            centre = QPointF(self._x(index, area), self._y(value, area))
            painter.drawEllipse(centre, radius, radius)
        path = QPainterPath()
        for index, value in enumerate(moving_average(self.values, self.span)):
            point = QPointF(self._x(index, area), self._y(value, area))
            if index == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        painter.setPen(QPen(text, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.end()

    def point_color(self, value: float) -> QColor:
        return QColor("#7a9cc6")


class PlacementChart(SeriesChart):
    """Each game's place (1st at the top) and the average place over the last ten games."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("library", "Placement (average of 10)"), parent)
        self.inverted = True
        self.set_players(4)

    def set_players(self, players: int) -> None:
        self.low, self.high = 1.0, float(players)
        self.labels = [(float(p), f"{p}") for p in range(1, players + 1)]
        self.update()

    def point_color(self, value: float) -> QColor:
        return QColor(PLACE_COLORS[min(max(int(value), 1), 4) - 1])


class RateChart(SeriesChart):
    """A rate in each game (e.g. wins per round) and its mean over the last twenty games."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.span = 20
        self.labels = [(0.0, "0%"), (0.25, "25%"), (0.5, "50%")]
        self.high = 0.5

    def set_values(self, values: Sequence[float]) -> None:
        """Rates up to 50% on the usual scale; a higher one widens it by quarters."""
        top = max(values, default=0.0)
        self.high = max(0.5, math.ceil(top * 4) / 4)
        self.labels = [(q / 4, f"{q * 25}%") for q in range(int(self.high * 4) + 1) if q % 2 == 0]
        super().set_values(values)


class ValueChart(SeriesChart):
    """A value per game on a scale fitted to the values (the Tenhou rate, say)."""

    def __init__(self, title: str, step: float = 100.0, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.step = step

    def set_values(self, values: Sequence[float]) -> None:
        if values:
            self.low = math.floor(min(values) / self.step) * self.step
            self.high = max(math.ceil(max(values) / self.step) * self.step, self.low + self.step)
            middle = (self.low + self.high) / 2
            self.labels = [(v, f"{v:,.0f}") for v in (self.low, middle, self.high)]
        super().set_values(values)

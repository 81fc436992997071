"""Small charts for the player page, painted with QPainter.

Why QPainter and not a chart library: QtCharts needs PySide6-Addons (a second, larger wheel the
viewer does not otherwise need) and pyqtgraph brings numpy; two simple charts do not justify
either. Painting from the widget's current size with antialiasing keeps lines crisp at any size
and on high-DPI screens, and the charts are tested by rendering them to an image.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from viewer.presentation.i18n import translate

PLACE_COLORS = ("#1b7f3a", "#2f6fb3", "#b7791f", "#b3261e")
AVERAGE_COLOR = QColor("#222222")
GRID_COLOR = QColor("#d0d0d0")
MARGIN = (36.0, 12.0, 12.0, 24.0)  # left, top, right, bottom


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

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.values: list[float] = []
        self.low = 0.0
        self.high = 1.0
        self.labels: list[tuple[float, str]] = []
        self.span = 10  # games in the moving average
        self.inverted = False  # True: low values at the top (1st place)
        self.setMinimumSize(240, 140)

    def sizeHint(self) -> QSize:
        return QSize(480, 200)

    def set_values(self, values: Sequence[float]) -> None:
        self.values = list(values)
        self.update()

    def _y(self, value: float, area: QRectF) -> float:
        share = (value - self.low) / ((self.high - self.low) or 1.0)
        if self.inverted:
            return area.top() + share * area.height()
        return area.bottom() - share * area.height()

    def _x(self, index: int, area: QRectF) -> float:
        count = max(len(self.values) - 1, 1)
        return area.left() + area.width() * index / count

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#ffffff"))
        left, top, right, bottom = MARGIN
        area = QRectF(left, top, self.width() - left - right, self.height() - top - bottom)
        painter.setPen(QPen(GRID_COLOR, 1))
        for value, label in self.labels:
            y = self._y(value, area)
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QColor("#555555"))
            painter.drawText(QRectF(0, y - 8, left - 6, 16), Qt.AlignmentFlag.AlignRight, label)
            painter.setPen(QPen(GRID_COLOR, 1))
        painter.setPen(QColor("#333333"))
        count = len(self.values)
        if not self.values:
            caption = translate("library", "{title} — no games").format(title=self.title)
        elif count == 1:
            caption = translate("library", "{title} — 1 game").format(title=self.title)
        else:
            text = translate("library", "{title} — {count} games")
            caption = text.format(title=self.title, count=count)
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
        painter.setPen(QPen(AVERAGE_COLOR, 2))
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

"""A round as a thin track: a coloured tick at each step worth a look, the current step as a
ring; a click goes to the step of the nearest tick.

The coach's strip and the Mortal review's strip are this one widget, so they look and answer a
click alike; each says only what differs: where its ticks are, their colours, the step a click on
one goes to (the coach's goes to the step that shows the decision, not to the discard), and its
tooltip.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from viewer.replay import Step

NOW = QColor("#1e88e5")
TRACK = QColor("#d9d9d9")
INSET = 4  # the track's ends, so that a tick or the ring at either end is drawn whole


class Mark(NamedTuple):
    """One tick: drawn at step ``at`` of the round, in ``color``; a click on it asks for
    ``target`` (which may be another step than the one it is drawn at)."""

    at: int
    color: QColor
    target: Step


class TickStrip(QWidget):
    step_requested = Signal(object)  # Step

    def __init__(self, name: str, tip: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._tip = tip
        self.marks: tuple[Mark, ...] = ()
        self.now: int | None = None  # the current step's index; None: no ring
        self.step_count = 1
        self.setMinimumHeight(22)
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(self._tip())

    def sizeHint(self) -> QSize:
        return QSize(200, 24)

    def show_marks(self, marks: Sequence[Mark], now: int | None, step_count: int) -> None:
        self.marks, self.now, self.step_count = tuple(marks), now, max(1, step_count)
        self.update()

    def x_of(self, index: int) -> float:
        """Where step ``index`` of the round is drawn."""
        return INSET + max(1, self.width() - 2 * INSET) * index / max(1, self.step_count - 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        mid = self.height() / 2
        painter.fillRect(QRectF(INSET, mid - 1, self.width() - 2 * INSET, 2), TRACK)
        for mark in self.marks:
            x = round(self.x_of(mark.at))
            painter.setPen(QPen(mark.color, 3))
            painter.drawLine(x, 3, x, self.height() - 3)
        if self.now is not None:
            now = self.x_of(self.now)
            painter.setPen(QPen(NOW, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(now - 4, mid - 4, 8, 8))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.marks:
            return
        x = event.position().x()
        nearest = min(self.marks, key=lambda mark: abs(self.x_of(mark.at) - x))
        self.step_requested.emit(nearest.target)

"""The round's decisions of the bottom seat as a strip: a tick per decision (green the best
efficiency, yellow ukeire lost, red a shanten back or a deal-in), the current step as a ring; a
click goes to the nearest decision (the step that shows it)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from viewer.coach.model import Decision
from viewer.presentation.coach_wording import STRIP_TIP, words
from viewer.replay import Step

BEST = QColor("#2e7d32")
LOSS = QColor("#e0b000")
BAD = QColor("#d32f2f")
NOW = QColor("#1e88e5")
TRACK = QColor("#d9d9d9")


class Tick(NamedTuple):
    decision: Decision
    shown_at: Step  # the step the window shows it on
    dealt_in: bool


def tick_color(tick: Tick) -> QColor:
    if tick.decision.loss is None or tick.dealt_in:
        return BAD
    return BEST if tick.decision.loss == 0 else LOSS


class CoachStrip(QWidget):
    step_requested = Signal(object)  # Step

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach_strip")
        self.ticks: tuple[Tick, ...] = ()
        self.step = Step(0, 0)
        self.step_count = 1
        self.setMinimumHeight(22)
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(words(STRIP_TIP))

    def sizeHint(self) -> QSize:
        return QSize(200, 24)

    def show_round(self, ticks: Sequence[Tick], step: Step, step_count: int) -> None:
        self.ticks, self.step, self.step_count = tuple(ticks), step, max(1, step_count)
        self.update()

    def x_of(self, index: int) -> float:
        return 4 + max(1, self.width() - 8) * index / max(1, self.step_count - 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        mid = self.height() / 2
        painter.fillRect(QRectF(4, mid - 1, self.width() - 8, 2), TRACK)
        for tick in self.ticks:
            x = round(self.x_of(tick.decision.step))
            painter.setPen(QPen(tick_color(tick), 3))
            painter.drawLine(x, 3, x, self.height() - 3)
        now = self.x_of(self.step.index)
        painter.setPen(QPen(NOW, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QRectF(now - 4, mid - 4, 8, 8))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.ticks:
            return
        x = event.position().x()
        nearest = min(self.ticks, key=lambda t: abs(self.x_of(t.decision.step) - x))
        self.step_requested.emit(nearest.shown_at)

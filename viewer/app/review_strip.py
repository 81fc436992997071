"""The round's timeline with its reviewed decisions: a tick per decision (green: Mortal's move,
orange: a close one, red: a disagreement), the current step as a line; a click goes to the
nearest decision."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from viewer.presentation.review_wording import STRIP_TIP, words
from viewer.replay import Step
from viewer.review import GameReview, is_disagreement

AGREE = QColor("#2e7d32")
CLOSE = QColor("#ef6c00")
BAD = QColor("#d32f2f")
NOW = QColor("#1e88e5")
TRACK = QColor("#d9d9d9")


class DecisionStrip(QWidget):
    step_requested = Signal(object)  # Step

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_strip")
        self.review: GameReview | None = None
        self.threshold = 1.0
        self.step = Step(0, 0)
        self.step_count = 1
        self.setMinimumHeight(22)
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(words(STRIP_TIP))

    def sizeHint(self) -> QSize:
        return QSize(200, 24)

    def show_step(self, review: GameReview | None, step: Step, step_count: int,
                  threshold: float) -> None:  # fmt: skip
        self.review, self.step, self.threshold = review, step, threshold
        self.step_count = max(1, step_count)
        self.update()

    def ticks(self) -> list[tuple[float, Step, QColor]]:
        """(x, step, colour) of each decision of the current round."""
        if self.review is None:
            return []
        width = max(1, self.width() - 8)
        out = []
        for decision in self.review.decisions:
            if decision.step.round != self.step.round:
                continue
            entry = decision.entry
            color = AGREE if entry.is_equal else (
                BAD if is_disagreement(entry, self.threshold) else CLOSE)  # fmt: skip
            x = 4 + width * decision.step.index / max(1, self.step_count - 1)
            out.append((x, decision.step, color))
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        mid = self.height() / 2
        painter.fillRect(QRectF(4, mid - 1, self.width() - 8, 2), TRACK)
        for x, _step, color in self.ticks():
            painter.setPen(QPen(color, 3))
            painter.drawLine(round(x), 3, round(x), self.height() - 3)
        if self.review is not None:
            x = 4 + (self.width() - 8) * self.step.index / max(1, self.step_count - 1)
            painter.setPen(QPen(NOW, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(x - 4, mid - 4, 8, 8))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        ticks = self.ticks()
        if not ticks:
            return
        x = event.position().x()
        _, step, _ = min(ticks, key=lambda t: abs(t[0] - x))
        self.step_requested.emit(step)

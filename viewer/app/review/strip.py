"""The round's timeline with its reviewed decisions: a tick per decision (green: Mortal's move,
orange: a close one, red: a disagreement), the current step as a ring; a click goes to the
nearest decision."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from viewer.presentation.review_wording import STRIP_TIP, words
from viewer.replay import Step
from viewer.review import GameReview, ReviewEntry, is_disagreement
from viewer.ui.tick_strip import Mark, TickStrip

AGREE = QColor("#2e7d32")
CLOSE = QColor("#ef6c00")
BAD = QColor("#d32f2f")


def entry_color(entry: ReviewEntry, threshold: float) -> QColor:
    if entry.is_equal:
        return AGREE
    return BAD if is_disagreement(entry, threshold) else CLOSE


class DecisionStrip(TickStrip):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("review_strip", lambda: words(STRIP_TIP), parent)

    def show_step(self, review: GameReview | None, step: Step, step_count: int,
                  threshold: float) -> None:  # fmt: skip
        """The ticks of ``step``'s round; without a review, an empty track (no ring)."""
        if review is None:
            self.show_marks((), None, step_count)
            return
        marks = [Mark(d.step.index, entry_color(d.entry, threshold), d.step)
                 for d in review.decisions if d.step.round == step.round]  # fmt: skip
        self.show_marks(marks, step.index, step_count)

    def ticks(self) -> list[tuple[float, Step, QColor]]:
        """(x, step, colour) of each decision of the current round."""
        return [(self.x_of(mark.at), mark.target, mark.color) for mark in self.marks]

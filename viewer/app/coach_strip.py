"""The round's decisions of the bottom seat as a strip: a tick per decision (green the best
efficiency, yellow ukeire lost, red a shanten back or a deal-in), the current step as a ring; a
click goes to the nearest decision on the step that shows it (``viewer.replay.shown``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from viewer.coach.model import Decision
from viewer.presentation.coach_wording import STRIP_TIP, words
from viewer.replay import Step
from viewer.ui.tick_strip import Mark, TickStrip

BEST = QColor("#2e7d32")
LOSS = QColor("#e0b000")
BAD = QColor("#d32f2f")


class Tick(NamedTuple):
    decision: Decision
    shown_at: Step  # the step the window shows it on
    dealt_in: bool


def tick_color(tick: Tick) -> QColor:
    if tick.decision.loss is None or tick.dealt_in:
        return BAD
    return BEST if tick.decision.loss == 0 else LOSS


class CoachStrip(TickStrip):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("coach_strip", lambda: words(STRIP_TIP), parent)
        self.ticks: tuple[Tick, ...] = ()

    def show_round(self, ticks: Sequence[Tick], step: Step, step_count: int) -> None:
        """Each tick is drawn at its discard; a click on it goes to where it is shown."""
        self.ticks = tuple(ticks)
        marks = [Mark(t.decision.step, tick_color(t), t.shown_at) for t in self.ticks]
        self.show_marks(marks, step.index, step_count)

"""The round's decisions of the bottom seat as a strip: a tick per decision coloured by its
verdict by value (green the pick, yellow a small loss, red a large one; grey while the worker
still judges it), the current step as a ring; a click goes to the nearest decision on the step
that shows it (``viewer.replay.shown``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from viewer.coach.model import Decision
from viewer.presentation.value_verdict import LARGE_LOSS
from viewer.presentation.value_wording import STRIP_TIP, points_text, words
from viewer.replay import Step
from viewer.ui.coach_overlay import CLASS_COLORS
from viewer.ui.tick_strip import Mark, TickStrip

JUDGING = QColor("#9e9e9e")


class Tick(NamedTuple):
    decision: Decision
    shown_at: Step  # the step the window shows it on
    verdict: str | None  # a class of ``value_verdict.CLASSES``; None while being judged


def tick_color(tick: Tick) -> QColor:
    return JUDGING if tick.verdict is None else CLASS_COLORS[tick.verdict]


def _tip() -> str:
    return words(STRIP_TIP).format(large=points_text(LARGE_LOSS))


class CoachStrip(TickStrip):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("coach_strip", _tip, parent)
        self.ticks: tuple[Tick, ...] = ()

    def show_round(self, ticks: Sequence[Tick], step: Step, step_count: int) -> None:
        """Each tick is drawn at its discard; a click on it goes to where it is shown."""
        self.ticks = tuple(ticks)
        marks = [Mark(t.decision.step, tick_color(t), t.shown_at) for t in self.ticks]
        self.show_marks(marks, step.index, step_count)

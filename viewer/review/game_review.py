"""A review attached to a game: decisions by step, disagreements, and the summary figures.

A *disagreement* follows killer_mortal_gui: the move played is not the AI's
(``is_equal`` false) and its probability, relative to the AI's favourite, is below a threshold.
Its default, 1.0 (100 %), makes every move that is not the AI's choice a disagreement; a lower
threshold keeps only the moves the AI found clearly worse.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from viewer.domain.record import GameRecord
from viewer.replay import Step, Timeline
from viewer.review.attach import Decision, attach
from viewer.review.model import ReviewEntry, ReviewReport

DEFAULT_THRESHOLD = 1.0  # killer_mortal_gui's default error threshold (100 %)


def is_disagreement(entry: ReviewEntry, threshold: float = DEFAULT_THRESHOLD) -> bool:
    return not entry.is_equal and entry.relative_prob < threshold


@dataclass(frozen=True)
class GameReview:
    """One report on one game (the window keeps it while that game is shown)."""

    report: ReviewReport
    decisions: tuple[Decision, ...]
    by_step: Mapping[Step, Decision] = field(repr=False)

    @classmethod
    def build(cls, report: ReviewReport, record: GameRecord, timeline: Timeline) -> GameReview:
        decisions = attach(report, record, timeline)
        return cls(report, decisions, {d.step: d for d in decisions})

    @property
    def seat(self) -> int:
        return self.report.player_id

    def entry_at(self, step: Step) -> ReviewEntry | None:
        decision = self.by_step.get(step)
        return decision.entry if decision else None

    def disagreements(self, threshold: float = DEFAULT_THRESHOLD) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if is_disagreement(d.entry, threshold))

    def next_disagreement(self, step: Step, threshold: float = DEFAULT_THRESHOLD) -> Step | None:
        """The first disagreement after ``step`` (None when there is none)."""
        for decision in self.disagreements(threshold):
            if decision.step > step:
                return decision.step
        return None

    def previous_disagreement(
        self, step: Step, threshold: float = DEFAULT_THRESHOLD
    ) -> Step | None:
        for decision in reversed(self.disagreements(threshold)):
            if decision.step < step:
                return decision.step
        return None

    def round_counts(self, threshold: float = DEFAULT_THRESHOLD) -> dict[int, tuple[int, int]]:
        """Per round number: (disagreements, reviewed decisions)."""
        counts: dict[int, list[int]] = {}
        for decision in self.decisions:
            pair = counts.setdefault(decision.step.round, [0, 0])
            pair[1] += 1
            if is_disagreement(decision.entry, threshold):
                pair[0] += 1
        return {number: (bad, total) for number, (bad, total) in counts.items()}

    def worst(self, count: int = 10) -> tuple[Decision, ...]:
        """The moves furthest from the AI's favourite, by probability gap (ties: game order)."""
        missed = [d for d in self.decisions if not d.entry.is_equal]
        missed.sort(key=lambda d: (-d.entry.gap, d.step))
        return tuple(missed[:count])

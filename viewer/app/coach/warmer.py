"""The coach's ukeire facts of a whole game judged while the window is idle, a little at a time.

The round's strip and the seat's report need every decision of the bottom seat, not just the one
on screen; counting them all at once would make a key press wait, so ``Warmer`` counts a few
milliseconds' worth per idle turn of the event loop (the round shown first, then the rounds
after it, then those before). The seat's call, kan and riichi decisions are found the same way
after its discards, step by step (``CoachOnDemand.find``). The valuations, far heavier, are made
in a worker process (``viewer.app.coach.values``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from viewer.replay import Step

if TYPE_CHECKING:
    from viewer.presentation.coach_view import CoachOnDemand

IDLE_BUDGET_MS = 6  # judging done per idle turn, so that a key press never waits longer


class Warmer(QObject):
    """Judges a queue of discard steps while the window is idle, a few milliseconds a turn."""

    def __init__(self, parent: QObject, done: Callable[[], None],
                 failed: Callable[[Exception], None]) -> None:  # fmt: skip
        super().__init__(parent)
        self.queue: list[Step] = []  # discards to judge
        self.finding: list[Step] = []  # then steps whose call, kan and riichi decisions to find
        self.source: CoachOnDemand | None = None
        self._done, self._failed = done, failed
        self.timer = QTimer(self)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self.turn)

    def start(self, source: CoachOnDemand, steps: list[Step], finding: list[Step]) -> None:
        self.source, self.queue, self.finding = source, steps, finding
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self.queue = []
        self.finding = []

    def finish(self) -> None:
        """Judge everything left now (tests)."""
        while (self.queue or self.finding) and self.timer.isActive():
            self.turn()

    def turn(self) -> None:
        """One idle turn of the event loop: ``IDLE_BUDGET_MS`` of judging (the timer's call;
        ``bench/step.py --coach`` makes it between steps)."""
        from time import perf_counter

        source = self.source
        end = perf_counter() + IDLE_BUDGET_MS / 1000
        queue, finding = self.queue, self.finding
        try:
            while (queue or finding) and source is not None and perf_counter() < end:
                if queue:
                    source.judge(queue.pop(0))
                else:
                    source.find(finding.pop(0))
        except Exception as error:  # a coach bug: said once, the rest left unjudged
            self.stop()
            self._failed(error)
            return
        if not queue and not finding:
            self.timer.stop()
            self._done()

    def plan(self, source: CoachOnDemand, round_number: int, seat: int,
             first: list[Step]) -> None:  # fmt: skip
        """``seat``'s decisions not judged yet: this round's first, then the rounds after, then
        those before; then the steps whose call, kan and riichi decisions are not found yet, in
        the same order (nothing new when the queue already starts with ``first``)."""
        if self.timer.isActive() and self.queue[: len(first)] == first:
            return
        timeline = source.timeline
        order = [*range(round_number, timeline.round_count), *range(round_number)]
        steps = [at for number in order for at in source.discard_steps(number, seat)
                 if not source.judged(at)]  # fmt: skip
        finding = [Step(number, index) for number in order
                   if source.round_choices(number, seat) is None
                   for index in range(1, timeline.step_count(number))]  # fmt: skip
        finding = [at for at in finding if not source.found(at)]
        if steps or finding:
            self.start(source, steps, finding)
        else:
            self.stop()

    @property
    def busy(self) -> bool:
        return self.timer.isActive()

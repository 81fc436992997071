"""For ``bench/step.py --coach``: the coach's worker process kept busy while the steps are timed.

The window values the bottom seat's decisions in a child process while the user steps
(``viewer.app.coach.values``); the step's time must not suffer from it. Here the same child
(``viewer.coach.worker.ValueWorker``) values every decision of the game in order, over and
over (each valuation is also kept by the game's coach, as the window does), and is
asked for its answer once per step, as the window's timer does. A decision it cannot value (no
model for it) is left out of the round, so the child is never idle for want of work.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject

from viewer.app.coach.warmer import Warmer
from viewer.coach.worker import ValueWorker
from viewer.presentation.coach_view import CoachOnDemand
from viewer.replay import Step, Timeline


class BusyWorker:
    def __init__(self, source: CoachOnDemand, timeline: Timeline) -> None:
        coach = source.get()
        self.source = source
        every = (Step(n, i) for n in range(timeline.round_count)
                 for i in range(timeline.step_count(n)))  # fmt: skip
        self.jobs = [step for step in every if coach.is_decision(step)]
        self.next = 0
        self.worker = ValueWorker()
        self.valued = self.failed = 0
        self.busy_s = 0.0
        self._sent = 0.0

    def start(self, wait_s: float = 120.0) -> None:
        """Start the child and wait until it has answered once (it is up and judging)."""
        self._submit()
        end = time.monotonic() + wait_s
        while self.valued + self.failed == 0 and time.monotonic() < end:
            self.turn()
            time.sleep(0.005)
        self.valued = self.failed = 0
        self.busy_s = 0.0

    def turn(self) -> None:
        """What the window's timer does: take an answer if there is one, send the next job."""
        outcome = self.worker.poll()
        if outcome is None:
            return
        self.busy_s += time.perf_counter() - self._sent
        step = outcome.key
        assert isinstance(step, Step)
        if outcome.valuation is not None:
            self.source.accept(step, outcome.valuation)
            self.valued += 1
        else:
            self.failed += 1
            self.jobs.remove(step)
        self._submit()

    def _submit(self) -> None:
        if not self.jobs:
            return
        step = self.jobs[self.next % len(self.jobs)]
        self.next += 1
        coach = self.source.get()
        position, decision = coach.position(step), coach.decision(step)
        assert position is not None and decision is not None
        self._sent = time.perf_counter()
        self.worker.submit(step, position, decision)

    def close(self) -> None:
        if self.worker.busy:  # judging until the end: that time counts too
            self.busy_s += time.perf_counter() - self._sent
        self.worker.close()


class IdleTurns:
    """The window's ``Warmer`` given one idle turn between two steps: it judges the bottom
    seat's ukeire facts ahead, the round shown first, as the coach's controller plans it."""

    def __init__(self, parent: QObject, source: CoachOnDemand, seat: int) -> None:
        self.source, self.seat = source, seat
        self.warmer = Warmer(parent, lambda: None, self._failed)
        self.judged = 0  # decisions the idle turns judged ahead of their step

    def turn(self, step: Step) -> None:
        waiting = [at for at in self.source.discard_steps(step.round, self.seat)
                   if not self.source.judged(at)]  # fmt: skip
        self.warmer.plan(self.source, step.round, self.seat, waiting)
        if self.warmer.busy:
            before = len(self.warmer.queue)
            self.warmer.turn()
            self.judged += before - len(self.warmer.queue)

    @staticmethod
    def _failed(error: Exception) -> None:
        raise error

"""The coach's worker process seen from the window: a queue of decisions to value, one in flight.

Valuing a decision takes from milliseconds to seconds of pure Python, so it never runs on the
window's thread: ``viewer.coach.worker.ValueWorker`` runs it in a child process, started the first
time something is asked (only with the coach or the quiz on: start-up never starts it). The queue
stays here, on the window's side, so that each new step can put the decision on screen first
(``request`` replaces the queue; the job in flight finishes, it cannot be recalled). A timer polls
the child while a job is in flight; each valuation is kept by the game's coach
(``CoachOnDemand.accept``) and announced (``valued``), each error too (``failed``: the window says
it in one line and shows the decision without a value).

``stop`` ends the child at once (a new game opens, the window closes): no process outlives the
window, and no valuation of another game can arrive.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from viewer.replay import Step

if TYPE_CHECKING:  # the worker (and multiprocessing) load with the first request
    from viewer.coach.worker import Judge, ValueWorker
    from viewer.presentation.coach_view import CoachOnDemand

POLL_MS = 15  # how often the child is asked while it judges (a step is never slowed by it)


class CoachValues(QObject):
    """``valued(step)`` / ``failed(step, error)`` after each job of the current game."""

    valued = Signal(object)  # Step: its valuation is kept by the source's coach
    failed = Signal(object, str)  # Step, the error in one line

    def __init__(self, parent: QObject | None = None, judge: Judge | None = None) -> None:
        """``judge``: the function the child runs (tests give a module-level stand-in)."""
        super().__init__(parent)
        self.judge = judge
        self.worker: ValueWorker | None = None
        self.source: CoachOnDemand | None = None
        self.queue: list[Step] = []
        self.job: Step | None = None  # the decision in flight
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._poll)

    @property
    def idle(self) -> bool:
        """Nothing in flight and nothing queued."""
        return self.job is None and not self.queue

    def request(self, source: CoachOnDemand, steps: Sequence[Step]) -> None:
        """Value ``steps`` of ``source`` in this order (the queue so far is replaced)."""
        if source is not self.source:
            self.stop()
            self.source = source
        self.queue = [step for step in steps if step != self.job and not source.done(step)]
        self._feed()

    def stop(self) -> None:
        """Forget the queue and end the child (started again by the next request)."""
        self.queue = []
        self.job = None
        self.source = None
        self.timer.stop()
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def _feed(self) -> None:
        """Send the next decision if the child is free."""
        source = self.source
        if self.job is not None or source is None:
            return
        from viewer.coach.value import remembered

        while self.queue:
            step = self.queue.pop(0)
            if source.done(step):
                continue
            try:
                decision = source.judge(step)
                position = source.get().position(step)
                if decision is None or position is None:
                    continue
                known = remembered(position, decision)
                if known is not None:  # valued before in this process (the game opened again)
                    source.accept(step, known)  # (whoever draws next finds it: no signal here)
                    continue
                self._worker().submit(step, position, decision)
            except Exception as error:  # a coach bug (or no process): said, the rest goes on
                self._fail(source, step, f"{type(error).__name__}: {error}")
                continue
            self.job = step
            self.timer.start()
            return
        self.timer.stop()

    def _worker(self) -> ValueWorker:
        if self.worker is None:
            from viewer.coach.worker import ValueWorker

            self.worker = ValueWorker(self.judge)
        return self.worker

    def _poll(self) -> None:
        worker, source, step = self.worker, self.source, self.job
        if worker is None or source is None or step is None:
            self.timer.stop()
            return
        outcome = worker.poll()
        if outcome is None:
            return
        self.job = None
        if outcome.valuation is not None:
            source.accept(step, outcome.valuation)
            self.valued.emit(step)
        else:
            self._fail(source, step, outcome.error or "?")
        self._feed()

    def _fail(self, source: CoachOnDemand, step: Step, error: str) -> None:
        source.fail(step, error)
        self.failed.emit(step, error)

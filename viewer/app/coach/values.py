"""The coach's worker process seen from the window: a queue of decisions to value, one in flight.

Valuing a decision takes from milliseconds to a second or two, so it never runs on the window's
thread: ``viewer.coach.worker.ValueWorker`` runs it in a child process. A job is a discard's
step or a call, kan or riichi decision (``viewer.presentation.coach_choices``), in one queue.
The child is started (``warm``) as soon as the coach or the quiz is turned on, so that it loads
the compiled kernel while the window paints, or else by the first thing asked; never at
start-up with both off. The queue stays here, on the window's side, so that each new step can
put the decisions on screen first (``request`` replaces the queue; the job in flight finishes,
it cannot be recalled). A timer polls the child while a job is in flight; each valuation is
kept by the game's coach (``CoachOnDemand.accept``) and announced (``valued``), each error too
(``failed``: the window says it in one line and shows the decision without a value).

Another game (``forget``) keeps the child and its loaded kernel (starting one again costs a second
or two): the answer of a job of the last game is dropped when it comes, and a job that keeps the
child longer than ``STALE_WAIT_S`` ends it (a new one is started). ``stop`` ends the child at once
(the window closes): no process outlives the window, and no valuation of another game arrives.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:  # the worker (and multiprocessing) load with the first request
    from viewer.coach.worker import Judge, ValueWorker
    from viewer.presentation.coach_choices import Job
    from viewer.presentation.coach_view import CoachOnDemand

POLL_MS = 15  # how often the child is asked while it judges (a step is never slowed by it)
STALE_WAIT_S = 1.0  # a job of the last game is waited for this long, then its child is ended


class CoachValues(QObject):
    """``valued(job)`` / ``failed(job, error)`` after each job of the current game: a job is a
    discard's ``Step``, or a call, kan or riichi ``Decision`` (``coach_choices.Job``)."""

    valued = Signal(object)  # the job: its valuation is kept by the source's coach
    failed = Signal(object, str)  # the job, the error in one line

    def __init__(self, parent: QObject | None = None, judge: Judge | None = None) -> None:
        """``judge``: the function the child runs (tests give a module-level stand-in)."""
        super().__init__(parent)
        self.judge = judge
        self.worker: ValueWorker | None = None
        self.source: CoachOnDemand | None = None
        self.queue: list[Job] = []
        self.job: Job | None = None  # the decision in flight
        self._stale_since: float | None = None  # a job of the last game in flight, since then
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._poll)

    @property
    def idle(self) -> bool:
        """Nothing in flight and nothing queued."""
        return self.job is None and not self.queue

    def warm(self) -> None:
        """Start the child now if it is not running: it loads the kernel before it is asked."""
        with contextlib.suppress(Exception):  # (no process: the first request says why)
            self._worker().start()

    def request(self, source: CoachOnDemand, jobs: Sequence[Job]) -> None:
        """Value ``jobs`` of ``source`` in this order (the queue so far is replaced)."""
        if source is not self.source:
            self.forget()
            self.source = source
        self.queue = [job for job in jobs if job != self.job and not source.done(job)]
        self._feed()

    def forget(self) -> None:
        """Another game: its queue is forgotten and the answer of the job in flight dropped; the
        child stays, with its kernel loaded."""
        self.queue = []
        self.source = None
        if self.job is not None:
            self.job = None
            self._stale_since = time.monotonic()

    def stop(self) -> None:
        """Forget the queue and end the child (started again by the next request)."""
        self.queue = []
        self.job = None
        self._stale_since = None
        self.source = None
        self.timer.stop()
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def _feed(self) -> None:
        """Send the next decision if the child is free."""
        source = self.source
        if self.job is not None or self._stale_since is not None or source is None:
            return
        from viewer.coach.value import remembered

        while self.queue:
            job = self.queue.pop(0)
            if source.done(job):
                continue
            try:
                found = source.job(job)
                if found is None:
                    continue
                position, decision = found
                known = remembered(position, decision)
                if known is not None:  # valued before in this process (the game opened again)
                    source.accept(job, known)  # (whoever draws next finds it: no signal here)
                    continue
                self._worker().submit(job, position, decision)
            except Exception as error:  # a coach bug (or no process): said, the rest goes on
                self._fail(source, job, f"{type(error).__name__}: {error}")
                continue
            self.job = job
            self.timer.start()
            return
        self.timer.stop()

    def _worker(self) -> ValueWorker:
        if self.worker is None:
            from viewer.coach.worker import ValueWorker

            self.worker = ValueWorker(self.judge)
        return self.worker

    def _poll(self) -> None:
        worker, source, job = self.worker, self.source, self.job
        if worker is None or (job is None and self._stale_since is None):
            self.timer.stop()
            return
        outcome = worker.poll()
        if self._stale_since is not None:  # the last game's job: its answer is not wanted
            if outcome is None and time.monotonic() - self._stale_since < STALE_WAIT_S:
                return
            if outcome is None:  # too long: a new child for this game
                worker.close()
                worker.start()
            self._stale_since = None
            self._feed()
            return
        if outcome is None or source is None or job is None:
            return
        self.job = None
        if outcome.valuation is not None:
            source.accept(job, outcome.valuation)
            self.valued.emit(job)
        else:
            self._fail(source, job, outcome.error or "?")
        self._feed()

    def _fail(self, source: CoachOnDemand, job: Job, error: str) -> None:
        source.fail(job, error)
        self.failed.emit(job, error)

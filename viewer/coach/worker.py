"""A child process that judges decisions by value, so that the window never waits for it.

Valuing a decision is pure Python and heavy (an exact 2-shanten decision takes seconds); a thread
would hold the GIL and slow every step of the window, so the judging runs in a process of its
own. ``ValueWorker`` is the parent's handle: one job at a time (the caller keeps the queue, so it
can put the decision on screen first whenever the user steps), a non-blocking ``poll``, and
``close`` that ends the child at once, even in the middle of a job (a job keeps no state worth
waiting for). No Qt here: the window polls it from a timer (``viewer.app.coach.values``), the
speed benchmark from its step loop.

The child is spawned (never forked: a fork of a Qt process may hang), made a daemon (it dies
with its parent's interpreter), runs at a lower priority where the system allows it (the window
keeps the CPU when both want it), and leaves when its pipe closes, so a parent that is killed
leaves no child behind.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from collections.abc import Callable, Hashable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import NamedTuple

from viewer.coach.model import Decision
from viewer.coach.position import Position
from viewer.coach.value import Valuation

Judge = Callable[[Position, Decision], Valuation]
NICENESS = 10  # the child's priority below the window's (POSIX): it takes a core the window leaves
CLOSE_WAIT_S = 1.0  # how long ``close`` waits for the child to end after terminating it


class Outcome(NamedTuple):
    """What the child answered for one job: the valuation, or the error in one line."""

    key: Hashable
    valuation: Valuation | None
    error: str | None


def default_judge() -> Judge:
    from viewer.coach.value import judge

    return judge


def serve(connection: Connection, judge: Judge | None) -> None:
    """The child's loop: a job in, its outcome out, until the pipe closes or ``None`` comes."""
    if hasattr(os, "nice"):  # (not allowed here: judging at the same priority is still right)
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    function = judge if judge is not None else default_judge()
    while True:
        try:
            job = connection.recv()
        except (EOFError, OSError):  # the parent is gone
            return
        if job is None:
            return
        key, position, decision = job
        try:
            outcome = Outcome(key, function(position, decision), None)
        except Exception as error:  # said to the parent, which shows it in one line
            outcome = Outcome(key, None, f"{type(error).__name__}: {error}")
        try:
            connection.send(outcome)
        except (EOFError, OSError):
            return


class ValueWorker:
    """The parent's side: the child is started by the first ``submit`` and ended by ``close``.

    ``judge`` is the function the child runs (a module-level function, so that it can be sent to
    a spawned process); None: ``viewer.coach.value.judge``.
    """

    def __init__(self, judge: Judge | None = None) -> None:
        self._judge = judge
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self.job: Hashable | None = None  # the key of the job in flight
        self.started = 0  # how many children were started (tests)

    @property
    def busy(self) -> bool:
        return self.job is not None

    @property
    def pid(self) -> int | None:
        process = self._process
        return process.pid if process is not None and process.is_alive() else None

    def submit(self, key: Hashable, position: Position, decision: Decision) -> None:
        """Send one job (the child starts now if it is not running); one at a time."""
        if self.job is not None:
            raise RuntimeError("the worker is judging another decision")
        connection = self._connection
        if connection is None or self._process is None or not self._process.is_alive():
            connection = self._start()
        connection.send((key, position, decision))
        self.job = key

    def poll(self) -> Outcome | None:
        """The outcome of the job in flight, if it is ready (never waits). A child that died
        answers with an error for that job."""
        connection = self._connection
        if self.job is None or connection is None:
            return None
        try:
            if not connection.poll():
                if self._process is not None and not self._process.is_alive():
                    raise EOFError("the worker process ended")
                return None
            outcome: Outcome = connection.recv()
        except (EOFError, OSError) as error:
            key, self.job = self.job, None
            self.close()
            return Outcome(key, None, f"{type(error).__name__}: {error}")
        self.job = None
        return outcome

    def close(self) -> None:
        """End the child now (a job in flight is dropped) and wait for it to be gone."""
        process, connection = self._process, self._connection
        self._process = self._connection = None
        self.job = None
        if connection is not None:
            connection.close()
        if process is not None:
            if process.is_alive():
                process.terminate()
            process.join(CLOSE_WAIT_S)
            if process.is_alive():  # (terminate is SIGTERM: a child stuck past it is killed)
                process.kill()
                process.join(CLOSE_WAIT_S)
            process.close()

    def _start(self) -> Connection:
        self.close()
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        process = context.Process(
            target=serve, args=(child, self._judge), name="mjlog-viewer coach", daemon=True
        )
        process.start()
        child.close()  # the child holds its own end: the parent's copy would hide its EOF
        self._process, self._connection = process, parent
        self.started += 1
        return parent

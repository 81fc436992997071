"""``index --judge NAME``: the coach over every indexed game where NAME sat, into the library.

Judging is heavy (the coach is pure Python: minutes a game), so it is its own phase after the
scan, never part of it, and built to be left running and stopped at will:

- one game per task in a pool of processes ("spawn": safe beside the window's threads), at most
  one task per process in flight, so a stop leaves no queue to drain;
- every finished game is committed at once (``judge_store``): a run that is stopped or killed
  keeps what it finished, and the next run judges only the rest;
- a stop (``cancelled``, Ctrl+C) reaches the workers through a shared flag, which they read
  between two decisions; a worker whose parent is gone stops too;
- the workers report each decision valued, so the time left is estimated within the first game
  rather than after minutes: the time so far over the work done, a game in hand counting the
  share of its decisions valued.

A game that cannot be judged is stored with its one-line reason and the run goes on. A worker
process that dies (killed, out of memory) stops the run with ``JudgeError``: that is no fault of
the games it held, which the next run judges again, like every game not yet stored.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import sqlite3
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from typing import NamedTuple

from viewer.coach import value
from viewer.library.judge_store import games_to_judge, judged_games, store_judged
from viewer.library.judge_worker import (
    JudgedGame,
    JudgeTask,
    judge_game,
    judge_in_worker,
    start_worker,
)

POLL_SECONDS = 0.2  # how often the parent looks at the workers' progress and the stop
REPORT_INTERVAL = 0.1  # seconds between two progress reports
MAX_LISTED_ERRORS = 1000  # failed games a report keeps (the database keeps them all)


class JudgeError(Exception):
    """The run cannot go on (a worker process died); what it judged is kept."""


class JudgeProgress(NamedTuple):
    """Where a judge run is."""

    games: int  # to judge in this run
    done: int  # finished: stored, judged or failed
    failed: int
    share: float  # of the games in hand, the share of their decisions valued (0 .. in hand)
    elapsed: float

    @property
    def left(self) -> float | None:
        """Seconds left: the time so far over the work done; None before any work is done."""
        work = self.done + self.share
        if work <= 0 or self.elapsed <= 0:
            return None
        return max(0.0, (self.games - work) * self.elapsed / work)


class JudgeReport(NamedTuple):
    player: str
    games: int  # left to judge when the run began
    done: int  # finished in this run (stored)
    failed: int  # of those, games with a seat that could not be judged
    already: int  # games judged by this model version before the run
    stopped: bool  # stopped before the end (the next run judges the rest)
    seconds: float
    errors: tuple[tuple[str, str], ...]  # (path, reason) of the failed games, in order


ProgressCallback = Callable[[JudgeProgress], None]


def judge_player(
    connection: sqlite3.Connection,
    name: str,
    *,
    workers: int | None = None,
    progress: ProgressCallback | None = None,
    cancelled: Callable[[], bool] | None = None,
    pool: bool | None = None,
    limit: int | None = None,
) -> JudgeReport:
    """Judge the games of ``name`` not judged by the current model version; see the module
    docstring. ``workers``: processes (default: one per core); ``pool``: judge in worker
    processes even for one (the window, whose own thread must not hold the interpreter) or
    never (False); by default, a pool when there are several workers and games. ``limit``:
    judge at most this many, the oldest first (bench/judge.py's few games)."""
    version = value.MODEL_VERSION
    already = judged_games(connection, name, version)
    tasks = games_to_judge(connection, name, version)[:limit]
    count = min(workers or os.cpu_count() or 1, len(tasks))
    run = _Run(connection, version, len(tasks), progress, cancelled or (lambda: False))
    run.report(force=True)
    if tasks:
        if pool or (pool is None and count > 1):
            run.in_pool(tasks, max(count, 1))
        else:
            run.inline(tasks)
    run.report(force=True)
    return JudgeReport(
        player=name,
        games=len(tasks),
        done=run.done,
        failed=run.failed,
        already=already,
        stopped=run.done < len(tasks),
        seconds=time.perf_counter() - run.started,
        errors=tuple(run.errors),
    )


class _Run:
    """One run's counters, its progress reports and the storing of each finished game."""

    def __init__(
        self,
        connection: sqlite3.Connection,
        version: int,
        games: int,
        progress: ProgressCallback | None,
        cancelled: Callable[[], bool],
    ) -> None:
        self.connection, self.version, self.games = connection, version, games
        self.progress, self.cancelled = progress, cancelled
        self.started = time.perf_counter()
        self.done = self.failed = 0
        self.errors: list[tuple[str, str]] = []
        self.in_hand: dict[int, tuple[int, int]] = {}  # game id -> (decisions valued, of total)
        self.last_report = 0.0

    def report(self, force: bool = False) -> None:
        now = time.perf_counter()
        if self.progress is None or (not force and now - self.last_report < REPORT_INTERVAL):
            return
        self.last_report = now
        share = sum(done / total for done, total in self.in_hand.values() if total)
        elapsed = now - self.started
        self.progress(JudgeProgress(self.games, self.done, self.failed, share, elapsed))

    def begin(self, task: JudgeTask) -> None:
        self.in_hand[task.game_id] = (0, 0)

    def tick(self, game_id: int, done: int, total: int) -> None:
        """A worker's progress in a game (late news of a finished game is dropped)."""
        if game_id in self.in_hand:
            self.in_hand[game_id] = (done, total)
            self.report()

    def finished(self, task: JudgeTask, judged: JudgedGame) -> None:
        """Store a game's verdicts (nothing for a game stopped half-way)."""
        self.in_hand.pop(task.game_id, None)
        if judged.stopped:
            return
        store_judged(self.connection, judged, self.version)
        self.done += 1
        reason = next((r.error for r in judged.seats if r.error is not None), None)
        if reason is not None:
            self.failed += 1
            if len(self.errors) < MAX_LISTED_ERRORS:
                self.errors.append((task.path, reason))
        self.report(force=True)

    def inline(self, tasks: list[JudgeTask]) -> None:
        """In this process, one game after the other (``--workers 1``, tests)."""
        for task in tasks:
            if self.cancelled():
                return
            self.begin(task)
            judged = judge_game(task, partial(self.tick, task.game_id), self.cancelled)
            self.finished(task, judged)

    def in_pool(self, tasks: list[JudgeTask], workers: int) -> None:
        """In ``workers`` processes, at most one game each in flight."""
        remaining = iter(tasks)
        context = multiprocessing.get_context("spawn")
        stop = context.Event()
        ticks: multiprocessing.Queue[tuple[int, int, int]] = context.Queue()
        in_flight: dict[Future[JudgedGame], JudgeTask] = {}
        try:
            with ProcessPoolExecutor(
                max_workers=workers,
                mp_context=context,
                initializer=start_worker,
                initargs=(stop, ticks),
            ) as executor:
                try:
                    while True:
                        while len(in_flight) < workers and not self.cancelled():
                            task = next(remaining, None)
                            if task is None:
                                break
                            self.begin(task)
                            in_flight[executor.submit(judge_in_worker, task)] = task
                        if not in_flight or self.cancelled():
                            return
                        finished, _ = wait(in_flight, POLL_SECONDS, FIRST_COMPLETED)
                        self._drain(ticks)
                        for future in finished:
                            self.finished(in_flight.pop(future), future.result())
                finally:
                    stop.set()  # the workers stop between two decisions; the pool then closes
                    for future in in_flight:
                        future.cancel()
        except BrokenProcessPool as exc:
            raise JudgeError(
                f"a judging process died (killed, or out of memory: {exc}); the games judged "
                "are kept and the next run judges the rest"
            ) from None
        finally:
            ticks.close()
            ticks.join_thread()

    def _drain(self, ticks: multiprocessing.Queue[tuple[int, int, int]]) -> None:
        while True:
            try:
                game_id, done, total = ticks.get_nowait()
            except queue.Empty:
                return
            self.tick(game_id, done, total)

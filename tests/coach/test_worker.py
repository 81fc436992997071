"""The coach's worker process: a decision judged in a spawned child agrees with judging it here;
a failing judge is one line; ``close`` ends a child in the middle of a job; no child outlives
its handle or its parent's pipe."""

from __future__ import annotations

import multiprocessing
import time
from pathlib import Path

import pytest

from tests.app.coach_game import DISCARD_STEP, coach_game
from tests.coach.worker_judges import broken_judge, quick_judge, slow_judge
from viewer.coach.game import GameCoach
from viewer.coach.model import Decision
from viewer.coach.position import Position
from viewer.coach.value import judge
from viewer.coach.worker import Outcome, ValueWorker
from viewer.formats.mjlog import read_mjlog
from viewer.replay import Step, Timeline

WAIT_S = 60  # a spawned child imports numpy and the coach: seconds on a busy machine


def _decision(tmp_path: Path) -> tuple[Position, Decision]:
    record = read_mjlog(coach_game(tmp_path))
    coach = GameCoach(record, Timeline(record))
    step = Step(0, DISCARD_STEP)
    position, decision = coach.position(step), coach.decision(step)
    assert position is not None and decision is not None
    return position, decision


def _outcome(worker: ValueWorker) -> Outcome:
    end = time.monotonic() + WAIT_S
    while time.monotonic() < end:
        outcome = worker.poll()
        if outcome is not None:
            return outcome
        time.sleep(0.01)
    raise AssertionError("the worker did not answer")


def _gone(pid: int) -> bool:
    return all(child.pid != pid for child in multiprocessing.active_children())


def test_a_decision_judged_in_the_child_is_the_one_judged_here(compiled_kernel, tmp_path) -> None:  # type: ignore[no-untyped-def]
    position, decision = _decision(tmp_path)
    worker = ValueWorker()
    try:
        assert worker.pid is None and not worker.busy  # nothing runs before the first job
        worker.submit("key", position, decision)
        assert worker.busy and worker.pid is not None
        with pytest.raises(RuntimeError):  # one job at a time
            worker.submit("other", position, decision)
        outcome = _outcome(worker)
        assert outcome == Outcome("key", judge(position, decision), None)
        assert not worker.busy
        worker.submit("again", position, decision)  # the same child goes on
        assert _outcome(worker).key == "again" and worker.started == 1
    finally:
        worker.close()


def test_a_failing_judge_is_one_line(tmp_path) -> None:  # type: ignore[no-untyped-def]
    position, decision = _decision(tmp_path)
    worker = ValueWorker(broken_judge)
    try:
        worker.submit(7, position, decision)
        assert _outcome(worker) == Outcome(7, None, "ValueError: cannot value a hand of 14 tiles")
    finally:
        worker.close()


def test_close_ends_the_child_in_the_middle_of_a_job(tmp_path) -> None:  # type: ignore[no-untyped-def]
    position, decision = _decision(tmp_path)
    worker = ValueWorker(slow_judge)
    worker.submit("slow", position, decision)
    pid = worker.pid
    assert pid is not None
    time.sleep(0.2)
    start = time.monotonic()
    worker.close()
    assert time.monotonic() - start < 2.5 and _gone(pid)
    assert worker.pid is None and not worker.busy and worker.poll() is None


def test_a_child_that_dies_answers_with_an_error(tmp_path) -> None:  # type: ignore[no-untyped-def]
    position, decision = _decision(tmp_path)
    worker = ValueWorker(slow_judge)
    worker.submit("lost", position, decision)
    process = worker._process
    assert process is not None
    process.kill()
    process.join(5)
    outcome = _outcome(worker)
    assert outcome.key == "lost" and outcome.valuation is None and outcome.error
    assert worker.pid is None  # closed: the next job starts a new child


def test_the_child_leaves_when_its_pipe_closes(compiled_kernel, tmp_path) -> None:  # type: ignore[no-untyped-def]
    position, decision = _decision(tmp_path)
    worker = ValueWorker()
    worker.submit("key", position, decision)
    _outcome(worker)
    process, connection = worker._process, worker._connection
    assert process is not None and connection is not None
    connection.close()  # what a parent that dies leaves behind
    process.join(WAIT_S)
    assert not process.is_alive() and process.exitcode == 0
    worker._connection = None
    worker.close()


def test_the_child_warms_up_before_its_first_job(compiled_kernel: None) -> None:
    """Started before anything is asked, it loads (or compiles) the kernel and says so once."""
    worker = ValueWorker()
    try:
        worker.start()
        assert worker.pid is not None and not worker.busy and worker.warmed is None
        end = time.monotonic() + WAIT_S
        while worker.warmed is None and time.monotonic() < end:
            assert worker.poll() is None  # (nothing was asked)
            time.sleep(0.01)
        warmed = worker.warmed
        assert warmed is not None and warmed.error is None and warmed.seconds > 0
        worker.start()  # already running: the same child
        assert worker.started == 1
    finally:
        worker.close()


def test_a_stand_in_judge_needs_no_warm_up(tmp_path) -> None:  # type: ignore[no-untyped-def]
    position, decision = _decision(tmp_path)
    worker = ValueWorker(quick_judge)
    try:
        worker.submit("quick", position, decision)
        assert _outcome(worker).valuation is not None
        assert worker.warmed is None  # no Ready came before the answer
    finally:
        worker.close()

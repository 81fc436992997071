"""The coach's worker process values a call decision as it values a discard: the job's key is
the decision itself, and the child's answer is the one ``judge`` gives here (the real model)."""

from __future__ import annotations

import time
from pathlib import Path

from tests.coach.call_logs import YAKUHAI_EVENTS, coach_of
from tests.coach.logs import write
from viewer.coach.value import judge
from viewer.coach.worker import Outcome, ValueWorker
from viewer.replay import Step

WAIT_S = 60  # a spawned child imports numpy and the coach: seconds on a busy machine


def test_a_call_decision_valued_in_the_child_is_the_one_valued_here(  # type: ignore[no-untyped-def]
    compiled_kernel, tmp_path: Path
) -> None:
    coach = coach_of(write(tmp_path / "pon.mjson", YAKUHAI_EVENTS))
    (call,) = (d for d in coach.choices(Step(0, 10)) if d.kind == "call")
    position = coach.choice_position(call)
    worker = ValueWorker()
    try:
        worker.submit(call, position, call)
        end = time.monotonic() + WAIT_S
        outcome = worker.poll()
        while outcome is None and time.monotonic() < end:
            time.sleep(0.01)
            outcome = worker.poll()
    finally:
        worker.close()
    expected = judge(position, call)
    assert outcome == Outcome(call, expected, None)
    assert expected.kind == "call" and len(expected.candidates) == len(call.options) == 4
    assert expected.played == 3 and expected.value_loss is not None  # the daiminkan made
    coach.accept_choice(call, expected)
    assert coach.valued_choice(call) == expected and coach.choice_valuation(call) == expected

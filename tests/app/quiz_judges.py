"""A stand-in judge for the quiz's window tests that a spawned worker process can import: a
discard as ``tests.coach.worker_judges.quick_judge`` values it, and a call or kan decision with
its last option (a call, a kan: not the pass) the pick, worth 1,000 points, every other 500."""

from __future__ import annotations

from tests.coach.worker_judges import quick_judge
from viewer.coach.model import Decision
from viewer.coach.position import Position
from viewer.coach.value import CandidateValue, Valuation

PICK_VALUE, OTHER_VALUE = 1000.0, 500.0


def quiz_judge(position: Position, decision: Decision) -> Valuation:
    if decision.kind == "discard":
        return quick_judge(position, decision)
    last = len(decision.options) - 1
    values = tuple(
        CandidateValue(-1, 0.5, 0.25, 1000.0, 0.0, PICK_VALUE if i == last else OTHER_VALUE,
                       option.call, option.tiles, 1000.0)
        for i, option in enumerate(decision.options)
    )  # fmt: skip
    played = decision.played
    loss = None if played is None else (0.0 if played == last else PICK_VALUE - OTHER_VALUE)
    return Valuation("exact", values, (last,), loss, kind=decision.kind, played=played)

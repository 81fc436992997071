"""Stand-ins for ``viewer.coach.value.judge`` that a spawned worker process can import: one that
never finishes in time, one that fails, one that answers at once (a fixed valuation)."""

from __future__ import annotations

import time

from viewer.coach.model import Decision
from viewer.coach.position import Position
from viewer.coach.value import CandidateValue, Valuation


def slow_judge(position: Position, decision: Decision) -> Valuation:
    time.sleep(60)
    raise AssertionError("a slow judge is always ended before it answers")


def broken_judge(position: Position, decision: Decision) -> Valuation:
    raise ValueError(f"cannot value a hand of {len(position.concealed)} tiles")


def quick_judge(position: Position, decision: Decision) -> Valuation:
    """The played tile loses 500 points against the lowest kind of the hand (or is the pick)."""
    kinds = [c.tile for c in decision.candidates]
    best = kinds[0]
    values = tuple(
        CandidateValue(kind, 0.5, 0.25, 1000.0, 0.0, 1000.0 if kind == best else 500.0)
        for kind in kinds
    )
    loss = 0.0 if decision.actual == best else 500.0
    return Valuation("exact", values, (best,), loss)

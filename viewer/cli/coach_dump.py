"""`dump --coach`: the coach's verdict on every decision step (a contract, see issue 22).

Each decision step gets ``coach``: {seat, actual, candidates: [{tile, shanten, ukeire, tiles}],
best, loss, safety: [{against, class, danger}]}, kinds 0-33; other steps get no ``coach`` key.
"""

from __future__ import annotations

from typing import Any

from viewer.coach import Decision, GameCoach
from viewer.domain.record import GameRecord
from viewer.replay import Step, Timeline


def decision_json(decision: Decision) -> dict[str, Any]:
    return {
        "seat": decision.seat,
        "actual": decision.actual,
        "candidates": [
            {"tile": c.tile, "shanten": c.shanten, "ukeire": c.ukeire, "tiles": list(c.tiles)}
            for c in decision.candidates
        ],
        "best": list(decision.best),
        "loss": decision.loss,
        "safety": [
            {"against": s.against, "class": s.cls, "danger": s.danger} for s in decision.safety
        ],
    }


def add_coach(document: dict[str, Any], record: GameRecord, timeline: Timeline) -> None:
    """Put the coach keys into a dumped game (``game_json``'s document), in place."""
    coach = GameCoach(record, timeline)
    for number, rnd in enumerate(document["rounds"]):
        for index, step in enumerate(rnd["steps"]):
            decision = coach.decision(Step(number, index))
            if decision is not None:
                step["coach"] = decision_json(decision)

"""`dump --coach`: the coach's verdict on every decision step (a contract, see issue 22).

Each decision step gets ``coach``: {seat, actual, method, pick, value_loss, candidates: [{tile,
shanten, ukeire, tiles, tenpai, win, points, deal_in, value, safety}], best, loss, safety:
[{against, class, danger}]}, kinds 0-33; other steps get no ``coach`` key. ``best`` and ``loss``
keep their ukeire meaning (issue 22); the value keys are issue 27's (docs/value.md): ``tenpai``,
``win`` and ``points`` are the exact one-player numbers, null when the value is estimated.
"""

from __future__ import annotations

from typing import Any

from viewer.coach import Decision, GameCoach, Safety
from viewer.coach.batch import game_steps, value_all
from viewer.coach.value import Valuation
from viewer.domain.record import GameRecord
from viewer.replay import Step, Timeline


def decision_json(decision: Decision, valued: Valuation | None) -> dict[str, Any]:
    exact = valued is not None and valued.method == "exact"
    candidates = []
    for c in decision.candidates:
        value = valued.of(c.tile) if valued is not None else None
        candidates.append(
            {
                "tile": c.tile,
                "shanten": c.shanten,
                "ukeire": c.ukeire,
                "tiles": list(c.tiles),
                "tenpai": value.tenpai if value is not None else None,
                "win": value.win if value is not None else None,
                "points": value.points if value is not None and exact else None,
                "deal_in": value.deal_in if value is not None else None,
                "value": value.value if value is not None else None,
                "safety": safety_json(decision.safety_of(c.tile)),
            }
        )
    return {
        "seat": decision.seat,
        "actual": decision.actual,
        "method": valued.method if valued is not None else None,
        "pick": list(valued.pick) if valued is not None else [],
        "value_loss": valued.value_loss if valued is not None else None,
        "candidates": candidates,
        "best": list(decision.best),
        "loss": decision.loss,
        "safety": safety_json(decision.safety),
    }


def safety_json(safeties: tuple[Safety, ...]) -> list[dict[str, Any]]:
    return [{"against": s.against, "class": s.cls, "danger": s.danger} for s in safeties]


def add_coach(
    document: dict[str, Any], record: GameRecord, timeline: Timeline, values: bool = True
) -> None:
    """Put the coach keys into a dumped game (``game_json``'s document), in place. Without
    ``values`` the value keys are null (the ukeire facts alone, for tests that recount them)."""
    coach = GameCoach(record, timeline)
    if values:
        value_all(coach, game_steps(coach))  # every core (a game takes minutes alone)
    for number, rnd in enumerate(document["rounds"]):
        for index, step in enumerate(rnd["steps"]):
            decision = coach.decision(Step(number, index))
            if decision is not None:
                valued = coach.valuation(Step(number, index)) if values else None
                step["coach"] = decision_json(decision, valued)

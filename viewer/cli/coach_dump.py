"""`dump --coach`: the coach's verdict on every decision step (a contract, see issue 22).

Each decision step gets ``coach``: {seat, actual, method, pick, value_loss, candidates: [{tile,
shanten, ukeire, tiles, tenpai, win, points, deal_in, value, safety}], best, loss, safety:
[{against, class, danger}]}, kinds 0-33; other steps get no ``coach`` key. ``best`` and ``loss``
keep their ukeire meaning (issue 22); the value keys are issue 27's (docs/value.md): ``tenpai``,
``win`` and ``points`` are the exact one-player numbers, null when the value is estimated.

Issue 33's decisions: a discard's step gains ``calls``, one object per seat that could call the
tile; the step right after a seat's draw gains ``kan`` and ``riichi``. Each is {seat, options:
[{call, tiles, discard, value, win, points, deal_in}], pick, played, value_loss, method},
``pick`` and ``played`` indices into ``options``; riichi's adds ``rule``, the rule's words. Every
step's ``riichi`` is otherwise the four seats' riichi flags: where the riichi decision takes the
key (as issue 33 names it), its object carries those flags as ``flags``.
"""

from __future__ import annotations

from typing import Any

from viewer.coach import Decision, GameCoach, Safety
from viewer.coach.batch import value_game
from viewer.coach.riichi_rule import RULES
from viewer.coach.value import CandidateValue, Valuation
from viewer.domain.record import GameRecord
from viewer.replay import Step, Timeline

CALLS_KEY = "calls"
OWN_KEYS = {"kan": "kan", "riichi": "riichi"}  # see the module docstring


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


def choice_json(decision: Decision, valued: Valuation | None) -> dict[str, Any]:
    """A call, kan or riichi decision: its options with their values, the pick, what was
    played (indices into ``options``)."""
    numbers = valued is not None and valued.method != "estimate"
    options = []
    for index, option in enumerate(decision.options):
        value = valued.candidates[index] if valued is not None else None
        options.append(
            {
                "call": option.call,
                "tiles": list(option.tiles),
                "discard": discard_of(decision, option.call, value),
                "value": value.value if value is not None else None,
                "win": value.win if value is not None and numbers else None,
                "points": value.points if value is not None and numbers else None,
                "deal_in": value.deal_in if value is not None else None,
            }
        )
    found: dict[str, Any] = {
        "seat": decision.seat,
        "options": options,
        "pick": list(valued.pick) if valued is not None else [],
        "played": decision.played,
        "value_loss": valued.value_loss if valued is not None else None,
        "method": valued.method if valued is not None else None,
    }
    if decision.kind == "riichi":
        found["rule"] = RULES[valued.rule] if valued is not None and valued.rule else None
    return found


def discard_of(decision: Decision, call: str, value: CandidateValue | None) -> int | None:
    """The kind an option discards: a pon's or chi's best allowed discard, a kan's pass's best
    discard, riichi's and dama's tile; None for a call's pass, a daiminkan and a kan."""
    if decision.kind == "riichi":
        return decision.actual
    if value is None or value.tile < 0:
        return None
    if call in ("pon", "chi") or (call == "pass" and decision.kind == "kan"):
        return value.tile
    return None


def add_coach(
    document: dict[str, Any], record: GameRecord, timeline: Timeline, values: bool = True
) -> None:
    """Put the coach keys into a dumped game (``game_json``'s document), in place. Without
    ``values`` the value keys are null (the ukeire facts alone, for tests that recount them)."""
    coach = GameCoach(record, timeline)
    if values:
        value_game(coach)  # every core (a game takes minutes alone)
    for number, rnd in enumerate(document["rounds"]):
        for index, step in enumerate(rnd["steps"]):
            at = Step(number, index)
            decision = coach.decision(at)
            if decision is not None:
                valued = coach.valuation(at) if values else None
                step["coach"] = decision_json(decision, valued)
            choices = coach.choices(at) if index else ()
            for choice in choices:
                judged = coach.choice_valuation(choice) if values else None
                if choice.kind == "call":
                    step.setdefault(CALLS_KEY, []).append(choice_json(choice, judged))
                elif choice.kind == "riichi":
                    flags = step.get("riichi")
                    step["riichi"] = {**choice_json(choice, judged), "flags": flags}
                else:
                    step[OWN_KEYS[choice.kind]] = choice_json(choice, judged)

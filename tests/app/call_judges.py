"""A stand-in for ``viewer.coach.value.judge`` that a spawned worker can import, for call, kan
and riichi decisions as well as discards: fixed values, so that a test knows every figure.

A call or kan decision: pass 2,400 points, its first call 2,900, any other 2,000 (the pon on
White of ``tests/coach/call_logs.YAKUHAI_EVENTS`` is the pick; a seat that passes it loses
500, one that makes the daiminkan loses 900). Riichi or dama: riichi 8,000, dama 4,000, riichi
by the "good wait" rule. A discard: ``tests.coach.worker_judges.quick_judge``.
"""

from __future__ import annotations

from viewer.coach.model import Decision
from viewer.coach.position import Position
from viewer.coach.value import TIE, CandidateValue, Valuation

PASS, FIRST, OTHER = 2400.0, 2900.0, 2000.0
RIICHI, DAMA = 8000.0, 4000.0


def option_values(decision: Decision) -> list[float]:
    """Each option's value in the decision's order (the module docstring)."""
    if decision.kind == "riichi":
        return [RIICHI, DAMA]
    calls = [i for i, o in enumerate(decision.options) if o.call != "pass"]
    return [PASS if o.call == "pass" else FIRST if i == calls[0] else OTHER
            for i, o in enumerate(decision.options)]  # fmt: skip


def fixed_valuation(decision: Decision, values: list[float] | None = None,
                    after: int = -1) -> Valuation:  # fmt: skip
    """A call, kan or riichi decision valued with ``values`` (``option_values`` by default);
    ``after``: the kind of the best discard after a pon or chi (-1: none)."""
    values = option_values(decision) if values is None else values
    candidates = tuple(
        CandidateValue(after if o.call in ("pon", "chi") else -1, None, None, value, 0.0, value,
                       o.call, o.tiles, value)
        for o, value in zip(decision.options, values, strict=True)
    )  # fmt: skip
    best = max(values)
    pick = tuple(i for i, value in enumerate(values) if value >= best - TIE)
    played = decision.played
    if decision.kind == "riichi":
        return Valuation("rule", candidates, pick, None, kind="riichi", played=played,
                         rule="good-wait")  # fmt: skip
    loss = None if played is None else best - values[played]
    return Valuation("exact", candidates, pick, loss, kind=decision.kind, played=played)


def quick_choice_judge(position: Position, decision: Decision) -> Valuation:
    if decision.kind == "discard":
        from tests.coach.worker_judges import quick_judge

        return quick_judge(position, decision)
    return fixed_valuation(decision, after=min(t >> 2 for t in position.concealed))

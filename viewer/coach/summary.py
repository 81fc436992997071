"""One seat's game summed up from its judged decisions: value lost, efficiency, pushes, folds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from viewer.coach.model import SAFETY_CLASSES, CostlyDecision, DealIn, Decision, SeatReport
from viewer.coach.value import Valuation

COSTLIEST = 5


def summarize(
    seat: int,
    judged: Sequence[tuple[Decision, Valuation | None]],
    deal_ins: tuple[DealIn, ...],
) -> SeatReport:
    """The report of ``seat`` from its decisions (each with its valuation) and deal-ins."""
    decisions = [d for d, _ in judged]
    # a shanten back keeps none of the best's ukeire (its own are at a worse shanten)
    actual = sum(d.actual_ukeire for d in decisions if not d.shanten_back)
    best = sum(d.best_ukeire for d in decisions)
    pushes = Counter(s.cls for d in decisions for s in d.safety if s.cls != "genbutsu")
    costly = sorted(
        (
            CostlyDecision(d.round, d.step, d.actual, v.pick, v.value_loss)
            for d, v in judged
            if v is not None and v.value_loss is not None and v.value_loss > 0
        ),
        key=lambda c: (-c.value_loss, c.round, c.step),
    )
    return SeatReport(
        seat=seat,
        decisions=len(decisions),
        matches=sum(1 for d in decisions if d.match),
        efficiency=actual / best if best else None,
        actual_ukeire=actual,
        best_ukeire=best,
        shanten_backs=sum(1 for d in decisions if d.shanten_back),
        pushes=tuple((cls, pushes[cls]) for cls in SAFETY_CLASSES if pushes[cls]),
        deal_ins=deal_ins,
        picks=sum(1 for d, v in judged if v is not None and d.actual in v.pick),
        points_lost=sum(v.value_loss or 0.0 for _, v in judged if v is not None),
        folds=sum(1 for d in decisions if is_fold(d)),
        costliest=tuple(costly[:COSTLIEST]),
    )


def is_fold(decision: Decision) -> bool:
    """Under riichi, the played kind was genbutsu against every riichi seat."""
    return bool(decision.safety) and all(s.cls == "genbutsu" for s in decision.safety)

"""One seat's game summed up from its judged decisions: value lost, efficiency, pushes, folds,
and its call, kan and riichi decisions (docs/coach.md)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from viewer.coach.model import (
    SAFETY_CLASSES,
    ChoiceCounts,
    CostlyDecision,
    DealIn,
    Decision,
    RiichiCounts,
    SeatReport,
)
from viewer.coach.value import Valuation

COSTLIEST = 5


def summarize(
    seat: int,
    judged: Sequence[tuple[Decision, Valuation | None]],
    deal_ins: tuple[DealIn, ...],
    choices: Sequence[tuple[Decision, Valuation | None]] = (),
) -> SeatReport:
    """The report of ``seat`` from its discard decisions (each with its valuation), deal-ins
    and call, kan and riichi decisions (each with its valuation, None when not valued yet)."""
    decisions = [d for d, _ in judged]
    # a shanten back keeps none of the best's ukeire (its own are at a worse shanten)
    actual = sum(d.actual_ukeire for d in decisions if not d.shanten_back)
    best = sum(d.best_ukeire for d in decisions)
    pushes = Counter(s.cls for d in decisions for s in d.safety if s.cls != "genbutsu")
    costly = [
        CostlyDecision(d.round, d.step, d.actual, v.pick, v.value_loss)
        for d, v in judged
        if v is not None and v.value_loss is not None and v.value_loss > 0
    ]
    costly += [
        CostlyDecision(
            d.round,
            d.step,
            d.played,
            v.pick,
            v.value_loss,
            d.kind,
            d.actual,
            tuple(o.call for o in d.options),
        )  # fmt: skip
        for d, v in choices
        if v is not None and d.played is not None and v.value_loss and d.kind != "riichi"
    ]
    costly.sort(key=lambda c: (-c.value_loss, c.round, c.step))
    lost = sum(v.value_loss or 0.0 for _, v in judged if v is not None)
    lost += sum(v.value_loss or 0.0 for d, v in choices if v is not None and d.kind != "riichi")
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
        points_lost=lost,
        folds=sum(1 for d in decisions if is_fold(d)),
        costliest=tuple(costly[:COSTLIEST]),
        calls=choice_counts([c for c in choices if c[0].kind == "call"]),
        kans=choice_counts([c for c in choices if c[0].kind == "kan"]),
        riichi=riichi_counts([c for c in choices if c[0].kind == "riichi"]),
    )


def choice_counts(choices: Sequence[tuple[Decision, Valuation | None]]) -> ChoiceCounts:
    """Calls or kans with a known played option: how many, how many picks, the calls (kans)
    missed and made without reason (option 0 is the pass)."""
    played = [(d.played, v) for d, v in choices if d.played is not None]
    valued = [(p, v.pick) for p, v in played if v is not None]
    return ChoiceCounts(
        decisions=len(played),
        picks=sum(1 for p, pick in valued if p in pick),
        missed=sum(1 for p, pick in valued if p == 0 and 0 not in pick),
        extra=sum(1 for p, pick in valued if p != 0 and p not in pick and 0 in pick),
    )


def riichi_counts(choices: Sequence[tuple[Decision, Valuation | None]]) -> RiichiCounts:
    """Riichi decisions and how many followed the rule."""
    return RiichiCounts(
        decisions=len(choices),
        matches=sum(1 for d, v in choices if v is not None and d.played in v.pick),
    )


def is_fold(decision: Decision) -> bool:
    """Under riichi, the played kind was genbutsu against every riichi seat."""
    return bool(decision.safety) and all(s.cls == "genbutsu" for s in decision.safety)

"""Where the window shows the coach's call, kan and riichi decisions, and the seat's jobs in
the order of its game (Qt-free).

A call decision is shown on the discard's step: the tile has just gone to the river and the seat
must answer. A kan and riichi or dama are decided from the hand after the draw, as the discard
that goes with them, so they are shown where that discard is (the draw's step,
``viewer.replay.shown``), and on a riichi declaration's step too.

The worker values a seat's decisions of every kind in one queue: a job is a discard's ``Step``
or a call, kan or riichi ``Decision`` itself. ``seat_jobs`` lists them once, in step order, each
with the step it sits at (a discard's own step, a call's, a kan's or riichi's decision step) and
the step that shows it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from viewer.domain.events import RiichiDeclared
from viewer.replay import Step, Timeline
from viewer.replay.shown import shown_step

if TYPE_CHECKING:
    from viewer.coach.game import GameCoach
    from viewer.coach.model import Decision

    Job = Step | Decision  # what the worker values: a discard by its step, another decision


class Entry(NamedTuple):
    """One decision of the seat's game, as the order and the costly keys read it."""

    at: Step  # the decision's own step (a discard's, a call's discard, a kan's or riichi's)
    shown: Step  # the step that shows it (the first one, for a riichi declared)
    job: Job


def choice_shown_at(decision: Decision) -> Step:
    """The step that shows a call, kan or riichi decision (the first one, for a riichi
    declared: the draw's step; the declaration's shows it as well)."""
    if decision.kind == "call":
        return Step(decision.round, decision.step)
    return Step(decision.round, decision.step - 1)


def choices_at(coach: GameCoach, timeline: Timeline, step: Step,
               seat: int) -> tuple[Decision, ...]:  # fmt: skip
    """``seat``'s call, kan and riichi decisions ``step`` shows: its calls on the step's
    discard, the kan and riichi decisions of the draw at ``step`` (decided on the next step),
    and on its own riichi declaration the decisions of that step."""
    if not 0 <= step.round < timeline.round_count:
        return ()
    count = timeline.step_count(step.round)
    if not 0 < step.index < count:
        return ()
    event = timeline.states(step.round)[step.index].event
    declared = type(event) is RiichiDeclared and event.seat == seat
    found = [d for d in coach.choices(step)
             if d.seat == seat and (d.kind == "call" or declared)]  # fmt: skip
    if step.index + 1 < count:
        after = coach.choices(Step(step.round, step.index + 1))
        found += [d for d in after if d.seat == seat and d.kind != "call"]
    return tuple(found)


def seat_jobs(timeline: Timeline, discards: Iterable[Step],
              choices: Iterable[Decision]) -> tuple[Entry, ...]:  # fmt: skip
    """The seat's discard decisions and call, kan and riichi decisions as one list in step
    order (a discard before the kan or riichi decided on the same step)."""
    entries = [Entry(at, shown_step(timeline, at), at) for at in discards]
    entries += [Entry(Step(d.round, d.step), choice_shown_at(d), d) for d in choices]
    entries.sort(key=lambda entry: entry.at)  # (stable: a discard before its step's choices)
    return tuple(entries)

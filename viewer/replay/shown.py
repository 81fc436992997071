"""Which step shows a discard's decision: the one place that says it (standard library only).

A discard is chosen from the hand of the step before it, so the coach's verdict, the quiz's
question and Mortal's entry are all shown there. Before a riichi discard the step before is the
declaration; the declaration already tells half the choice and the hand is the same, so the
decision is shown on the step before the declaration (the draw or call that gave the seat its
tiles), and the declaration step shows it as well. The coach, its dock and strip, and the quiz
all ask here, so they cannot drift apart on a riichi.
"""

from __future__ import annotations

from viewer.domain.events import Discard, RiichiDeclared
from viewer.replay.timeline import Step, Timeline


def shown_step(timeline: Timeline, discard: Step) -> Step:
    """The step that shows the decision of the discard at ``discard``: the step before it,
    or before the same seat's riichi declaration when that comes just before it."""
    states = timeline.states(discard.round)
    event = states[discard.index].event
    if not isinstance(event, Discard):
        raise ValueError(f"{discard} is no discard")
    index = max(discard.index - 1, 0)
    before = states[index].event
    if index > 0 and isinstance(before, RiichiDeclared) and before.seat == event.seat:
        index -= 1
    return Step(discard.round, index)


def discard_shown(timeline: Timeline, step: Step) -> Step | None:
    """The discard whose decision ``step`` shows (``shown_step`` read the other way): the
    round's next discard when ``step`` is at or after its shown step; None otherwise, and for a
    step outside the game."""
    if not 0 <= step.round < timeline.round_count or step.index < 0:
        return None
    states = timeline.states(step.round)
    for index in range(step.index + 1, len(states)):
        if isinstance(states[index].event, Discard):
            discard = Step(step.round, index)
            return discard if shown_step(timeline, discard) <= step else None
    return None

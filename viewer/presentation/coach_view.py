"""Which coached decision a step shows, and which decisions are costly (Qt-free).

The coach judges the discard step; the window shows a decision on the steps that hold the hand
it judges, which ``viewer.replay.shown`` alone says (the quiz stops there too). That is also where
the Mortal review puts its entries (the state before the action), so with both open the two
verdicts are about the same moment.

``CoachOnDemand`` makes the game's ``GameCoach`` the first time a shown frame asks for one, never
while a log opens; the coach caches each decision it judges, so stepping back costs nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from viewer.domain.events import Agari, Discard
from viewer.replay import Step, Timeline
from viewer.replay.shown import discard_shown, shown_step

if TYPE_CHECKING:  # the coach (and the ``mahjong`` package under it) loads on first use
    from viewer.coach.game import GameCoach
    from viewer.coach.model import Decision


class CoachOnDemand:
    """The game's one ``GameCoach`` on the window's own timeline, made when first asked for."""

    __slots__ = ("_coach", "timeline")

    def __init__(self, timeline: Timeline) -> None:
        self.timeline = timeline
        self._coach: GameCoach | None = None

    @property
    def made(self) -> bool:
        """Whether the coach exists yet (nothing asked for it otherwise)."""
        return self._coach is not None

    def get(self) -> GameCoach:
        if self._coach is None:
            from viewer.coach.game import GameCoach

            self._coach = GameCoach(self.timeline.record, self.timeline)
        return self._coach

    def judge(self, step: Step) -> Decision | None:
        """The decision at a discard step (None: no decision), judged once by the coach."""
        return self.get().decision(step)

    def judged(self, step: Step) -> bool:
        """Whether ``step`` was judged already (asking for it again costs nothing)."""
        return self._coach is not None and self._coach.has_judged(step)

    # -- what a step shows -----------------------------------------------------------------------
    def shown(self, step: Step, seat: int) -> Decision | None:
        """The decision of ``seat`` shown at ``step`` (None: not that seat's decision)."""
        target = discard_shown(self.timeline, step)
        if target is None:
            return None
        event = self.timeline.states(target.round)[target.index].event
        if not isinstance(event, Discard) or event.seat != seat:  # another seat's: not judged
            return None
        decision = self.judge(target)
        return decision if decision is not None and decision.seat == seat else None

    def last(self, step: Step, seat: int) -> Decision | None:
        """``seat``'s latest decision made at or before ``step`` in its round (None: none yet):
        what the dock shows between decisions, so that the verdict on a discard stays in view
        on the discard itself and while the others play."""
        for at in reversed(self.discard_steps(step.round, seat)):
            if at.index <= step.index:
                decision = self.judge(at)
                if decision is not None:
                    return decision
        return None

    # -- costly decisions ------------------------------------------------------------------------
    def dealt_in(self, decision: Decision) -> bool:
        """Whether this discard was won on (ron)."""
        states = self.timeline.states(decision.round)
        after = decision.step + 1
        if after >= len(states):
            return False
        event = states[after].event
        return isinstance(event, Agari) and event.from_seat == decision.seat != event.seat

    def is_costly(self, decision: Decision, threshold: int) -> bool:
        """A shanten back, a deal-in, or ``threshold`` ukeire lost or more (threshold ≥ 1)."""
        if decision.loss is None or self.dealt_in(decision):
            return True
        return decision.loss >= max(1, threshold)

    def discard_steps(self, round_number: int, seat: int) -> tuple[Step, ...]:
        """The steps of ``seat``'s discards in one round (cheap: nothing is judged)."""
        states = self.timeline.states(round_number)
        return tuple(
            Step(round_number, index)
            for index, state in enumerate(states)
            if index and isinstance(state.event, Discard) and state.event.seat == seat
        )

    def seat_decisions(self, round_number: int, seat: int) -> tuple[Decision, ...]:
        """``seat``'s decisions in one round, in step order (only that seat's are judged)."""
        found = (self.judge(step) for step in self.discard_steps(round_number, seat))
        return tuple(d for d in found if d is not None)

    def _walk(self, seat: int, start: int, direction: int) -> Iterator[Decision]:
        rounds = range(start, self.timeline.round_count) if direction > 0 else range(start, -1, -1)
        for number in rounds:
            decisions = self.seat_decisions(number, seat)
            yield from decisions if direction > 0 else reversed(decisions)

    def costly(self, step: Step, seat: int, threshold: int, direction: int) -> Step | None:
        """The step showing the next (``direction`` > 0) or previous costly decision of ``seat``
        from ``step``; None when there is none."""
        shown = discard_shown(self.timeline, step)
        here = shown if shown is not None else step
        for decision in self._walk(seat, step.round, direction):
            at = Step(decision.round, decision.step)
            ahead = at > here if direction > 0 else at < here
            if ahead and self.is_costly(decision, threshold):
                return self.shown_at(decision)
        return None

    def shown_at(self, decision: Decision) -> Step:
        """The step the window shows ``decision`` on (``viewer.replay.shown``)."""
        return shown_step(self.timeline, Step(decision.round, decision.step))

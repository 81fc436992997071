"""Which coached decision a step shows, and which decisions are costly (Qt-free).

The coach judges the discard step; the window shows a decision on the steps that hold the hand
it judges, which ``viewer.replay.shown`` alone says (the quiz stops there too). That is also where
the Mortal review puts its entries (the state before the action), so with both open the two
verdicts are about the same moment.

``CoachOnDemand`` makes the game's ``GameCoach`` the first time a shown frame asks for one, never
while a log opens; the coach caches each decision it judges, so stepping back costs nothing.

Valuing a decision (its verdict by value) is too heavy for the window's thread: the window's
worker process does it (``viewer.app.coach.values``) in the order ``value_order`` gives, the
decision on screen first, and hands each valuation to the coach (``accept``). Here the window only
reads what is kept (``value_state``): a decision not valued yet is shown by its ukeire facts,
marked as being judged; one whose valuing failed is shown without a value.

The seat's call, kan and riichi decisions (``viewer.coach.choices``) are shown beside: a call on
the discard's step (the tile in the river, the seat to answer), a kan and riichi or dama on the
draw's, with the discard they go with (``choices``; ``viewer.presentation.coach_choices`` says
where). The worker values them in the same queue as the discards: a job is a discard's ``Step``
or such a ``Decision`` itself. Finding them costs a little per step (``GameCoach.choices``), so
the step on screen finds only its own and the window's warmer finds the rest while it is idle
(``find``); a round's take part in the order, the strip and the costly keys once it is found.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from viewer.domain.events import Discard
from viewer.presentation.coach_choices import Entry, choices_at, seat_jobs
from viewer.replay import Step, Timeline
from viewer.replay.shown import discard_shown, shown_step

if TYPE_CHECKING:  # the coach (and the ``mahjong`` package under it) loads on first use
    from viewer.coach.game import GameCoach
    from viewer.coach.model import CostlyDecision, Decision, SeatReport
    from viewer.coach.position import Position
    from viewer.coach.value import Valuation
    from viewer.presentation.coach_choices import Job


class ValueState(NamedTuple):
    """A decision's valuation as the window has it: kept, still being judged, or neither (its
    valuing failed: the decision is shown without a value)."""

    valuation: Valuation | None
    judging: bool


class ChoiceShown(NamedTuple):
    """A call, kan or riichi decision shown at a step, with its valuation as the window has it."""

    decision: Decision
    value: ValueState


class Progress(NamedTuple):
    """How many of a seat's decisions are valued, how many could not be, of how many."""

    valued: int
    failed: int
    total: int

    @property
    def complete(self) -> bool:
        return self.valued + self.failed >= self.total


class CoachOnDemand:
    """The game's one ``GameCoach`` on the window's own timeline, made when first asked for."""

    __slots__ = ("_coach", "_discards", "_failed", "_jobs", "_looked", "_rounds", "_seats",
                 "timeline")  # fmt: skip

    def __init__(self, timeline: Timeline) -> None:
        self.timeline = timeline
        self._coach: GameCoach | None = None
        self._discards: dict[tuple[int, int], tuple[Step, ...]] = {}
        self._failed: dict[Step | Decision, str] = {}  # jobs whose valuing failed, the error
        self._looked: set[Step | Decision] = set()  # jobs looked up among those remembered
        self._seats: dict[int, tuple[Step, ...]] = {}  # each seat's decision steps
        self._rounds: dict[tuple[int, int], tuple[Decision, ...]] = {}  # (round, seat): its
        # call, kan and riichi decisions, once every step of the round has been looked at
        self._jobs: dict[int, tuple[int, tuple[Entry, ...]]] = {}  # seat: (rounds found, jobs)

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

    # -- values ----------------------------------------------------------------------------------
    def value_state(self, decision: Decision) -> ValueState:
        """The decision's valuation if it is kept, or remembered from the same position met
        before (the game opened again): never computed here, the worker does that."""
        from viewer.coach.value import remembered

        step = Step(decision.round, decision.step)
        coach = self.get()
        if not coach.has_valued(step) and step not in self._looked:
            self._looked.add(step)  # (once: from then on only the worker's answer can come)
            position = coach.position(step)
            known = remembered(position, decision) if position is not None else None
            if known is not None:
                coach.accept(step, known)
        if not coach.has_valued(step):
            return ValueState(None, step not in self._failed)
        return ValueState(coach.valuation(step), False)

    def choice_state(self, decision: Decision) -> ValueState:
        """``value_state`` of a call, kan or riichi decision."""
        from viewer.coach.value import remembered

        coach = self.get()
        if not coach.has_valued_choice(decision) and decision not in self._looked:
            self._looked.add(decision)
            known = remembered(coach.choice_position(decision), decision)
            if known is not None:
                coach.accept_choice(decision, known)
        valued = coach.valued_choice(decision)
        return ValueState(valued, valued is None and decision not in self._failed)

    def valued(self, job: Job) -> Valuation | None:
        """The valuation kept for a job (None: not valued, or no decision at that step)."""
        coach = self._coach
        if coach is None:
            return None
        if isinstance(job, Step):
            return coach.valuation(job) if coach.has_valued(job) else None
        return coach.valued_choice(job)

    def job(self, job: Job) -> tuple[Position, Decision] | None:
        """What the worker values for a job: the position and the decision (None: none)."""
        coach = self.get()
        if not isinstance(job, Step):
            return coach.choice_position(job), job
        decision, position = self.judge(job), coach.position(job)
        return None if decision is None or position is None else (position, decision)

    def accept(self, job: Job, valuation: Valuation) -> None:
        if isinstance(job, Step):
            self.get().accept(job, valuation)
        else:
            self.get().accept_choice(job, valuation)

    def fail(self, job: Job, error: str) -> None:
        """The worker could not value ``job``: it is shown without a value, not asked again."""
        self._failed[job] = error

    def done(self, job: Job) -> bool:
        """Valued, or failed: nothing more to ask the worker about it."""
        if job in self._failed:
            return True
        coach = self._coach
        if coach is None:
            return False
        return coach.has_valued(job) if isinstance(job, Step) else coach.has_valued_choice(job)

    def value_now(self, step: Step, seat: int) -> None:
        """Value the decision ``step`` shows here and now, else its call decisions (``render
        --coach`` may wait; it draws a kan's or riichi's verdict beside no discard's)."""
        target = discard_shown(self.timeline, step)
        if target is not None and self.shown(step, seat) is not None:
            self.get().valuation(target)
            return
        for decision in choices_at(self.get(), self.timeline, step, seat):
            self.get().choice_valuation(decision)

    def seat_steps(self, seat: int) -> tuple[Step, ...]:
        """``seat``'s decisions in the whole game, in order (found once: cheap, nothing judged)."""
        found = self._seats.get(seat)
        if found is None:
            coach = self.get()
            every = (at for number in range(self.timeline.round_count)
                     for at in self.discard_steps(number, seat))  # fmt: skip
            found = tuple(at for at in every if coach.is_decision(at))
            self._seats[seat] = found
        return found

    def value_order(self, step: Step, seat: int) -> list[Job]:
        """``seat``'s decisions still to value, those on screen first (the discard ``step``
        shows, else the one the dock shows between decisions, ``last``, unless the step shows
        a call; then the call, kan and riichi decisions it shows), then the rest of its round
        (the user mostly steps on), the round's decisions already passed, the nearest first
        (the round's strip shows them, and a step back lands on one), then the rounds after it
        and last the rounds before it. Call, kan and riichi decisions take part once the
        warmer has found their round's."""
        shown = discard_shown(self.timeline, step)
        entries = [e for e in self.seat_jobs(seat) if not self.done(e.job)]
        steps = {e.job for e in entries}
        later = [e.job for e in entries if e.at.round > step.round]
        ahead = [e.job for e in entries if e.at.round == step.round and e.at.index >= step.index]
        behind = [e.job for e in reversed(entries)
                  if e.at.round == step.round and e.at.index < step.index]  # fmt: skip
        before = [e.job for e in entries if e.at.round < step.round]
        passed = [at for at in self.seat_steps(seat)
                  if at.round == step.round and at.index <= step.index]  # fmt: skip
        docked: list[Job] = [passed[-1]] if passed and passed[-1] in steps else []
        here = [c for c in choices_at(self.get(), self.timeline, step, seat) if not self.done(c)]
        now: list[Job] = [shown] if shown is not None and shown in steps else (
            [] if here else docked)  # fmt: skip
        return list(dict.fromkeys([*now, *here, *ahead, *behind, *later, *before]))

    def progress(self, seat: int) -> Progress:
        """How far the worker is with ``seat``'s discard decisions (the report's "the pick
        in ... of ..." counts those)."""
        coach = self.get()
        steps = self.seat_steps(seat)
        failed = sum(1 for at in steps if at in self._failed)
        return Progress(sum(1 for at in steps if coach.has_valued(at)), failed, len(steps))

    def jobs_done(self, seat: int) -> int:
        """How many of ``seat``'s decisions of every kind (those found so far) are valued or
        failed: the report is summed again when this changes."""
        return sum(1 for entry in self.seat_jobs(seat) if self.done(entry.job))

    def report(self, seat: int) -> SeatReport | None:
        """``seat``'s report from the valuations kept so far (the rest are being judged)."""
        return self.get().report(seat, value=False)

    # -- call, kan and riichi decisions ----------------------------------------------------------
    def choices(self, step: Step, seat: int) -> tuple[ChoiceShown, ...]:
        """``seat``'s call, kan and riichi decisions ``step`` shows, each with its valuation as
        kept (``viewer.presentation.coach_choices``)."""
        found = choices_at(self.get(), self.timeline, step, seat)
        return tuple(ChoiceShown(d, self.choice_state(d)) for d in found)

    def find(self, step: Step) -> None:
        """Find the call, kan and riichi decisions at ``step`` (the warmer, while idle)."""
        self.get().choices(step)

    def found(self, step: Step) -> bool:
        return self._coach is not None and self._coach.has_choices(step)

    def round_choices(self, round_number: int, seat: int) -> tuple[Decision, ...] | None:
        """``seat``'s call, kan and riichi decisions of a round in step order, once every step
        of it has been looked at (None until then: the warmer finds them while idle)."""
        key = (round_number, seat)
        found = self._rounds.get(key)
        if found is None:
            count = self.timeline.step_count(round_number)
            steps = [Step(round_number, index) for index in range(1, count)]
            if not all(map(self.found, reversed(steps))):  # (the warmer goes in order)
                return None
            coach = self.get()
            found = tuple(d for at in steps for d in coach.choices(at) if d.seat == seat)
            self._rounds[key] = found
        return found

    def seat_jobs(self, seat: int) -> tuple[Entry, ...]:
        """``seat``'s discard decisions and those of its call, kan and riichi decisions found so
        far, in step order (``coach_choices.seat_jobs``; made again when a round is found)."""
        rounds = [self.round_choices(n, seat) for n in range(self.timeline.round_count)]
        found = sum(1 for r in rounds if r is not None)
        kept = self._jobs.get(seat)
        if kept is None or kept[0] != found:
            choices = (d for r in rounds if r is not None for d in r)
            kept = (found, seat_jobs(self.timeline, self.seat_steps(seat), choices))
            self._jobs[seat] = kept
        return kept[1]

    # -- costly decisions ------------------------------------------------------------------------
    def discard_steps(self, round_number: int, seat: int) -> tuple[Step, ...]:
        """The steps of ``seat``'s discards in one round (cheap: nothing is judged; kept)."""
        key = (round_number, seat)
        found = self._discards.get(key)
        if found is None:
            states = self.timeline.states(round_number)
            found = tuple(
                Step(round_number, index)
                for index, state in enumerate(states)
                if index and isinstance(state.event, Discard) and state.event.seat == seat
            )
            self._discards[key] = found
        return found

    def seat_decisions(self, round_number: int, seat: int) -> tuple[Decision, ...]:
        """``seat``'s decisions in one round, in step order (only that seat's are judged)."""
        found = (self.judge(step) for step in self.discard_steps(round_number, seat))
        return tuple(d for d in found if d is not None)

    def costly(self, step: Step, seat: int, threshold: float, direction: int) -> Costly:
        """The step showing the next (``direction`` > 0) or previous decision of ``seat`` from
        ``step`` that lost more than ``threshold`` points (a discard, a call or a kan: riichi
        advice loses no points); the decisions on the way not valued yet are counted (they may
        be costly: the worker has not got there)."""
        from viewer.presentation.value_verdict import is_costly

        shown = discard_shown(self.timeline, step)
        start = shown_step(self.timeline, shown) if shown is not None else step
        entries = self.seat_jobs(seat)
        waiting = 0
        for entry in entries if direction > 0 else reversed(entries):
            at, job = entry.shown, entry.job
            if not (at > step if direction > 0 else at < start):
                continue
            if not isinstance(job, Step) and job.kind == "riichi":
                continue
            if is_costly(self.valued(job), threshold):
                return Costly(at, waiting)
            waiting += not self.done(job)
        return Costly(None, waiting)

    def shown_at(self, decision: Decision | CostlyDecision) -> Step:
        """The step the window shows ``decision`` on (``viewer.replay.shown``; a call, kan or
        riichi decision: ``coach_choices.choice_shown_at``)."""
        if decision.kind != "discard":
            return Step(decision.round, decision.step - (decision.kind != "call"))
        return shown_step(self.timeline, Step(decision.round, decision.step))


class Costly(NamedTuple):
    """Where the next costly decision is shown (None: none among those valued), and how many
    decisions on the way are still being judged."""

    step: Step | None
    waiting: int

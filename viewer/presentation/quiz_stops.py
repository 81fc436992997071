"""Where the quiz stops in a game and what it asks there (Qt-free): the seat's discards, its call
decisions on the other seats' discards and the kans of its own, in the order they come.

A stop is what the coach's worker values for it: a discard by its ``Step``, a call or kan by
its ``Decision`` (``viewer.presentation.coach_choices`` says the same of the coach's dock). A
call is asked on the discard called on: the tile has just gone to the river, and the next step
(the call, or the next draw) would give the answer away. A kan is asked on the draw, before the
discard that goes with it; when the seat made no kan, its discard is asked next, on the same
step. A call the seat could not have made (another seat's pon took the tile first: nothing was
played) is not asked; nor riichi or dama, which the discard question already holds (the
declaration is hidden until the answer).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from viewer.domain.events import Discard
from viewer.presentation.coach_choices import choice_shown_at
from viewer.presentation.quiz import Choice, MortalPick, QuizQuestion, question_at
from viewer.replay import Step, Timeline
from viewer.replay.shown import shown_step

if TYPE_CHECKING:
    from viewer.coach.game import GameCoach
    from viewer.coach.model import Decision
    from viewer.review import GameReview

    Stop = Step | Decision

ASKED = ("call", "kan")  # the kinds of decision asked besides the discards


def stop_shown(timeline: Timeline, stop: Stop) -> Step:
    """The step the board stops at for ``stop``."""
    if isinstance(stop, Step):
        return shown_step(timeline, stop)
    return choice_shown_at(stop)


def stop_order(timeline: Timeline, stop: Stop) -> tuple[Step, int]:
    """Stops in the order they are asked: by the step shown, a kan before the discard of the
    same draw."""
    return stop_shown(timeline, stop), int(isinstance(stop, Step))


def quiz_stops(timeline: Timeline, coach: GameCoach, seat: int, after: Step,
               kinds: tuple[str, ...] = ASKED) -> Iterator[Stop]:  # fmt: skip
    """The seat's stops shown at or after ``after``, in order: its discard decisions and its
    call and kan decisions (those of ``kinds`` with a known play)."""
    for number in range(after.round, timeline.round_count):
        found: list[tuple[tuple[Step, int], Stop]] = []
        states = timeline.states(number)
        for index in range(1, len(states)):
            step = Step(number, index)
            event = states[index].event
            if isinstance(event, Discard) and event.seat == seat and coach.is_decision(step):
                found.append((stop_order(timeline, step), step))
            for decision in coach.choices(step) if kinds else ():
                if decision.seat == seat and decision.kind in kinds and (
                        decision.played is not None):  # fmt: skip
                    found.append((stop_order(timeline, decision), decision))
        found.sort(key=lambda pair: pair[0])
        yield from (stop for order, stop in found if order[0] >= after)


def stops_after(timeline: Timeline, coach: GameCoach, seat: int, stop: Stop,
                kinds: tuple[str, ...] = ASKED) -> Iterator[Stop]:  # fmt: skip
    """The seat's stops after ``stop``, in order."""
    here = stop_order(timeline, stop)
    for later in quiz_stops(timeline, coach, seat, here[0], kinds):
        if later != stop and stop_order(timeline, later) >= here:
            yield later


def question_of(timeline: Timeline, coach: GameCoach, stop: Stop,
                review: GameReview | None = None) -> QuizQuestion | None:  # fmt: skip
    """The question asked at ``stop`` (None: the coach has no decision there)."""
    if isinstance(stop, Step):
        return question_at(timeline, coach, stop, review)
    return choice_question(timeline, coach, stop, review)


def choice_question(timeline: Timeline, coach: GameCoach, decision: Decision,
                    review: GameReview | None = None) -> QuizQuestion | None:  # fmt: skip
    """A call or kan question: its options are the choices (indices), the option played the
    answer to compare with; the tile called on (a kan: the tile drawn) is the one marked."""
    if decision.played is None or not decision.options:
        return None
    shown = choice_shown_at(decision)
    judged = coach.has_valued_choice(decision)
    mortal = None
    if review is not None and review.seat == decision.seat:
        mortal = mortal_option(review, shown, decision)
    return QuizQuestion(
        step=Step(decision.round, decision.step),
        shown=shown,
        seat=decision.seat,
        actual=decision.played,
        actual_tile=decision.called_tile if decision.called_tile is not None else -1,
        riichi=False,
        best=(),
        choices=tuple(Choice(index, 0, 0) for index in range(len(decision.options))),
        mortal=mortal,
        valuation=coach.valued_choice(decision) if judged else None,
        judged=judged,
        decision=decision,
    )


def mortal_option(review: GameReview, shown: Step, decision: Decision) -> MortalPick | None:
    """Mortal's choice at a call or kan question: its entry at the step shown (the discard
    called on, the draw); the option of the same call and tiles (``none``, or at a kan anything
    but a kan: the pass), None for an option it would not take (a win)."""
    from viewer.review.mjai_tiles import mjai_kind, mjai_tile

    entry = review.entry_at(shown)
    if entry is None:
        return None
    expected = entry.expected
    calls = [option.call for option in decision.options]
    if expected.type in calls and expected.type != "pass":
        wanted = sorted(expected.consumed)
        same = [i for i, o in enumerate(decision.options) if o.call == expected.type
                and sorted(mjai_tile(t) for t in o.tiles) == wanted]  # fmt: skip
        kinds = {mjai_kind(t) for t in (*expected.consumed, expected.pai or "")} - {None}
        alike = [i for i, o in enumerate(decision.options) if o.call == expected.type
                 and {t >> 2 for t in o.tiles} <= kinds]  # fmt: skip
        found = same or alike
        return MortalPick(expected.type, None, found[0] if found else None)
    passes = expected.type == "none" or (
        decision.kind == "kan" and expected.type in ("dahai", "reach"))  # fmt: skip
    return MortalPick(expected.type, None, 0 if passes else None)

"""The quiz's questions valued by the coach's worker process, never waited for.

When the quiz stops at a decision (a discard by its step, a call or kan by its ``Decision``: the
worker's jobs), the worker values that decision first, then the next few of the seat (so that
the following questions are usually ready when reached); each answer it gives goes into the
quiz's state (``QuizState.valued``), which words the answer and the score by value from then on
(by its ukeire facts, marked "judging…", until then).
"""

from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING, Protocol

from viewer.presentation.quiz import QuizState
from viewer.presentation.quiz_stops import stops_after
from viewer.replay import Step

if TYPE_CHECKING:
    from viewer.app.coach.values import CoachValues
    from viewer.app.session import Session
    from viewer.coach.game import GameCoach
    from viewer.coach.model import Decision
    from viewer.presentation.quiz_stops import Stop

VALUE_AHEAD = 6  # decisions valued after the question


class Quiz(Protocol):
    """What of the quiz's part this needs (the part itself imports this module)."""

    session: Session
    coach: GameCoach | None
    state: QuizState | None
    phase: str

    def show(self, phase: str, note: str = "") -> None: ...


class QuizValues:
    def __init__(self, quiz: Quiz, values: CoachValues) -> None:
        self.quiz, self.values = quiz, values
        values.valued.connect(self._answered)
        values.failed.connect(lambda step, _error: self._answered(step))

    def ask(self, stop: Stop) -> None:
        """Value the question at ``stop`` first, then the next few decisions."""
        quiz = self.quiz
        frame, timeline = quiz.session.frame, quiz.session.timeline
        if frame is None or frame.coach_source is None or timeline is None:
            return
        if quiz.coach is None or quiz.state is None:
            return
        ahead = islice(stops_after(timeline, quiz.coach, quiz.state.seat, stop), VALUE_AHEAD)
        self.values.request(frame.coach_source, [stop, *ahead])

    def _answered(self, job: Step | Decision) -> None:
        """A valuation (or the worker's failure) for ``job``: into the question or answer."""
        quiz = self.quiz
        state, coach = quiz.state, quiz.coach
        if state is None or coach is None:
            return
        if isinstance(job, Step):
            found = coach.valuation(job) if coach.has_valued(job) else None
        else:
            found = coach.valued_choice(job)
        valued = state.valued(job, found)
        if valued is not state:
            quiz.state = valued
            quiz.show(quiz.phase)

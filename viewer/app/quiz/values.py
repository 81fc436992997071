"""The quiz's questions valued by the coach's worker process, never waited for.

When the quiz stops at a decision, the worker values that decision first, then the next few of
the seat (so that the following questions are usually ready when reached); each answer it gives
goes into the quiz's state (``QuizState.valued``), which words the answer and the score by
value from then on (by its ukeire facts, marked "judging…", until then).
"""

from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING, Protocol

from viewer.presentation.quiz import QuizState, decision_steps
from viewer.replay import Step

if TYPE_CHECKING:
    from viewer.app.coach.values import CoachValues
    from viewer.app.session import Session
    from viewer.coach.game import GameCoach

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

    def ask(self, decision: Step) -> None:
        """Value the question at ``decision`` first, then the next few decisions."""
        quiz = self.quiz
        frame, timeline = quiz.session.frame, quiz.session.timeline
        if frame is None or frame.coach_source is None or timeline is None:
            return
        if quiz.coach is None or quiz.state is None:
            return
        after = Step(decision.round, decision.index + 1)
        ahead = islice(decision_steps(timeline, quiz.coach, quiz.state.seat, after), VALUE_AHEAD)
        self.values.request(frame.coach_source, [decision, *ahead])

    def _answered(self, step: Step) -> None:
        """A valuation (or the worker's failure) for ``step``: into the question or answer."""
        quiz = self.quiz
        state, coach = quiz.state, quiz.coach
        if state is None or coach is None:
            return
        valued = state.valued(step, coach.valuation(step) if coach.has_valued(step) else None)
        if valued is not state:
            quiz.state = valued
            quiz.show(quiz.phase)

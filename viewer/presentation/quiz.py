"""The discard quiz ("What would you discard?") as plain values: questions, answers, the score.

The window plays the game from one seat's view and stops before each of that seat's decisions
(the coach's: every discard with a choice). A question carries what is revealed only after the
answer (the tile played, the coach's best, Mortal's pick); ``QuizState`` moves
asking -> revealed -> playing -> asking... and never shows an answer before ``answer``. Keeping
this Qt-free lets the rules (what counts as a match, how ukeire kept is summed) be unit-tested
without a window, and lets the window's part be only clicks, keys and painting.

Score: *best* = the pick is one of the coach's best kinds; *same as played* = the pick is the
kind the player discarded; *ukeire kept* = Σ ukeire of the picks ÷ Σ the best's ukeire, where a
pick that goes back in shanten keeps 0 (it accepts none of the tiles that advance the hand).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, NamedTuple

from viewer.domain.events import Discard, RiichiDeclared
from viewer.domain.tiles import has_unknown
from viewer.replay import Step, Timeline
from viewer.replay.shown import shown_step

if TYPE_CHECKING:  # the coach (and the mahjong package under it) loads with the quiz
    from viewer.coach.game import GameCoach
    from viewer.review import GameReview


class Choice(NamedTuple):
    """One discard the quiz accepts: its kind, and the coach's shanten and ukeire after it."""

    kind: int
    shanten: int
    ukeire: int


class MortalPick(NamedTuple):
    """Mortal's choice at a decision: ``action`` is the mjai type (``dahai``, ``reach``,
    ``hora``, ``ankan``...), ``kind`` the tile it would discard (None when it would not)."""

    action: str
    kind: int | None


class QuizQuestion(NamedTuple):
    """One decision of the quizzed seat. ``shown`` is the step the board stops at: the hand just
    before the discard, a riichi declaration of the same turn skipped (it would give the
    decision away). Everything else here stays hidden until the answer."""

    step: Step  # the discard step (the decision)
    shown: Step
    seat: int
    actual: int  # the kind discarded
    actual_tile: int  # the tile id discarded (the board marks that very tile)
    riichi: bool  # the discard declared riichi
    best: tuple[int, ...]
    choices: tuple[Choice, ...]  # kind order
    mortal: MortalPick | None = None

    def choice(self, kind: int) -> Choice | None:
        return next((c for c in self.choices if c.kind == kind), None)

    @property
    def lowest_shanten(self) -> int:
        return min(c.shanten for c in self.choices)

    @property
    def best_ukeire(self) -> int:
        choice = self.choice(self.best[0]) if self.best else None
        return choice.ukeire if choice is not None else 0

    def kept(self, kind: int) -> int:
        """The ukeire a pick keeps: its own at the lowest shanten, 0 for a shanten back."""
        choice = self.choice(kind)
        if choice is None or choice.shanten > self.lowest_shanten:
            return 0
        return choice.ukeire


class QuizAnswer(NamedTuple):
    question: QuizQuestion
    chosen: int  # the kind picked

    @property
    def is_best(self) -> bool:
        return self.chosen in self.question.best

    @property
    def is_actual(self) -> bool:
        return self.chosen == self.question.actual

    @property
    def is_mortal(self) -> bool | None:
        mortal = self.question.mortal
        return None if mortal is None else mortal.kind == self.chosen

    @property
    def kept(self) -> int:
        return self.question.kept(self.chosen)

    @property
    def loss(self) -> int | None:
        """Ukeire given up against the best; None when the pick goes back in shanten."""
        choice = self.question.choice(self.chosen)
        if choice is None or choice.shanten > self.question.lowest_shanten:
            return None
        return self.question.best_ukeire - choice.ukeire


class QuizScore(NamedTuple):
    answered: int
    best: int  # picks among the coach's best
    actual: int  # picks equal to what the player played
    kept: int  # Σ ukeire kept
    possible: int  # Σ the best's ukeire
    mortal: int = 0  # picks equal to Mortal's
    mortal_asked: int = 0  # answers with a Mortal pick to compare with

    @property
    def efficiency(self) -> float | None:
        """Ukeire kept ÷ the best's (None before any answer with tiles to accept)."""
        return self.kept / self.possible if self.possible else None


def score_of(answers: Sequence[QuizAnswer]) -> QuizScore:
    mortal = [a.is_mortal for a in answers if a.is_mortal is not None]
    return QuizScore(
        answered=len(answers),
        best=sum(a.is_best for a in answers),
        actual=sum(a.is_actual for a in answers),
        kept=sum(a.kept for a in answers),
        possible=sum(a.question.best_ukeire for a in answers),
        mortal=sum(mortal),
        mortal_asked=len(mortal),
    )


@dataclass(frozen=True, slots=True)
class QuizState:
    """Where the quiz is. ``question`` is being asked while ``revealed`` is None; after
    ``answer`` both are set (the answer is shown); ``next`` clears them while the game plays on
    to the following decision. ``answers`` are every answer of the game so far."""

    seat: int
    question: QuizQuestion | None = None
    revealed: QuizAnswer | None = None
    answers: tuple[QuizAnswer, ...] = ()
    finished: bool = False  # no decision of the seat is left in the game

    @property
    def asking(self) -> bool:
        return self.question is not None and self.revealed is None

    @property
    def score(self) -> QuizScore:
        return score_of(self.answers)

    def ask(self, question: QuizQuestion) -> QuizState:
        if question.seat != self.seat:
            raise ValueError(f"seat {question.seat} is not the quizzed seat {self.seat}")
        return replace(self, question=question, revealed=None)

    def accepts(self, kind: int) -> bool:
        """Whether ``kind`` may be answered now (a tile kuikae forbids may not)."""
        return self.asking and self.question is not None and self.question.choice(kind) is not None

    def answer(self, kind: int) -> QuizState:
        if self.question is None or not self.asking:
            raise ValueError("no question is being asked")
        if self.question.choice(kind) is None:
            raise ValueError(f"kind {kind} cannot be discarded here")
        given = QuizAnswer(self.question, kind)
        return replace(self, revealed=given, answers=(*self.answers, given))

    def next(self) -> QuizState:
        """Play on (the revealed question is done)."""
        return replace(self, question=None, revealed=None)

    def finish(self) -> QuizState:
        return replace(self, question=None, revealed=None, finished=True)


# -- from a game -------------------------------------------------------------------------------


def hides_tiles(timeline: Timeline, seat: int) -> bool:
    """Whether the seat's hand holds hidden tiles in this log (mjai from another seat's view):
    the quiz cannot ask what it would discard."""
    for number in range(timeline.round_count):
        states = timeline.states(number)
        if states and has_unknown(states[0].hands[seat]):
            return True
    return False


def decision_steps(timeline: Timeline, coach: GameCoach, seat: int, after: Step) -> Iterator[Step]:
    """The seat's decisions whose stop (``shown_step``) is at or after ``after``, in order."""
    for number in range(after.round, timeline.round_count):
        states = timeline.states(number)
        for index, state in enumerate(states):
            event = state.event
            if not isinstance(event, Discard) or event.seat != seat:
                continue
            step = Step(number, index)
            if shown_step(timeline, step) >= after and coach.is_decision(step):
                yield step


def question_at(
    timeline: Timeline, coach: GameCoach, step: Step, review: GameReview | None = None
) -> QuizQuestion | None:
    """The question of the decision at ``step`` (None when the coach has none there)."""
    decision = coach.decision(step)
    if decision is None:
        return None
    states = timeline.states(step.round)
    event = states[step.index].event
    if not isinstance(event, Discard):
        return None
    shown = shown_step(timeline, step)
    riichi = any(
        isinstance(states[i].event, RiichiDeclared) for i in range(shown.index + 1, step.index)
    )
    choices = tuple(
        sorted((Choice(c.tile, c.shanten, c.ukeire) for c in decision.candidates),
               key=lambda c: c.kind)
    )  # fmt: skip
    mortal = mortal_pick(review, timeline, shown, step) if review is not None else None
    return QuizQuestion(
        step=step,
        shown=shown,
        seat=decision.seat,
        actual=decision.actual,
        actual_tile=event.tile,
        riichi=riichi,
        best=tuple(decision.best),
        choices=choices,
        mortal=mortal if review is not None and review.seat == decision.seat else None,
    )


def mortal_pick(
    review: GameReview, timeline: Timeline, shown: Step, step: Step
) -> MortalPick | None:
    """Mortal's choice at the decision: its entry at the stop (the draw or the call; a new dora
    after a kan may come between), and for a riichi it would declare, the tile of its entry at
    the declaration when the player declared too."""
    from viewer.review.mjai_tiles import mjai_kind

    states = timeline.states(step.round)
    entry = None
    for index in range(shown.index, -1, -1):
        entry = review.entry_at(Step(step.round, index))
        if entry is not None or isinstance(states[index].event, Discard):
            break
    if entry is None:
        return None
    expected = entry.expected
    if expected.type == "dahai" and expected.pai is not None:
        return MortalPick("dahai", mjai_kind(expected.pai))
    if expected.type == "reach":
        for index in range(shown.index + 1, step.index):
            later = review.entry_at(Step(step.round, index))
            if later is not None and later.expected.pai is not None:
                return MortalPick("reach", mjai_kind(later.expected.pai))
        return MortalPick("reach", None)
    return MortalPick(expected.type, None)  # a win, a kan, kita: no discard to compare

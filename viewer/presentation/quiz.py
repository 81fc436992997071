"""The quiz ("What would you discard?", "Call or pass?") as plain values: questions, answers, the
score.

The window plays the game from one seat's view and stops before each of that seat's decisions
(the coach's: every discard with a choice, every call decision on another seat's discard, every
kan of its own; ``viewer.presentation.quiz_stops`` finds them). A question carries what is
revealed only after the answer (the tile played, the coach's pick, Mortal's pick);
``QuizState`` moves asking -> revealed -> playing -> asking... and never shows an answer before
``answer``. Keeping this Qt-free lets the rules (what counts as a match, how the points lost are
summed) be unit-tested without a window, and lets the window's part be only clicks, keys and
painting.

The verdict is the coach's by value (``viewer.coach.value``): a question's valuation comes from
the window's worker process, often after the question is asked and sometimes after it is
answered (``QuizState.valued`` puts it in); until then the answer is shown by its ukeire facts.

Score, over the answers valued so far: *best* = the pick is among the coach's picks (the kinds
of highest value); *points lost* = Σ what each pick gives up against the coach's pick; *same as
played* = the pick is the kind the player discarded (every answer).

A call or kan question is answered the same way with one of the decision's options (pass, each
pon, chi or daiminkan by the tiles it takes; no kan or the kan): its "kinds" are the options'
indices (pass first), as the coach's ``Valuation.pick`` and ``Decision.played`` hold them, and
it is scored as a discard is.
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
    from viewer.coach.model import Decision
    from viewer.coach.value import Valuation
    from viewer.review import GameReview


class Choice(NamedTuple):
    """One discard the quiz accepts: its kind, and the coach's shanten and ukeire after it (a
    call or kan question: one option, ``kind`` its index, no shanten or ukeire: 0)."""

    kind: int
    shanten: int
    ukeire: int


class MortalPick(NamedTuple):
    """Mortal's choice at a decision: ``action`` is the mjai type (``dahai``, ``reach``,
    ``hora``, ``ankan``, ``none``: pass...), ``kind`` the tile it would discard (None when it
    would not); at a call or kan question ``option`` the option it would take (None: none of
    them, a win say)."""

    action: str
    kind: int | None
    option: int | None = None


class QuizQuestion(NamedTuple):
    """One decision of the quizzed seat. ``shown`` is the step the board stops at: the hand just
    before the discard, a riichi declaration of the same turn skipped (it would give the
    decision away); a call question's is the discard called on (the tile in the river), a kan
    question's the draw. Everything else here stays hidden until the answer."""

    step: Step  # the discard step (the decision; a call or kan: the coach's decision step)
    shown: Step
    seat: int
    actual: int  # the kind discarded (a call or kan: the index of the option played)
    actual_tile: int  # the tile id discarded (the board marks that very tile; a call: the tile
    # called on; a kan: the tile drawn)
    riichi: bool  # the discard declared riichi
    best: tuple[int, ...]  # by ukeire (a call or kan: none, the value alone says)
    choices: tuple[Choice, ...]  # kind order (a call or kan: the options' order)
    mortal: MortalPick | None = None
    valuation: Valuation | None = None  # the coach's verdict by value, once the worker made it
    judged: bool = False  # the worker has answered (without a valuation: it failed)
    decision: Decision | None = None  # a call or kan question's decision (None: a discard's)

    @property
    def kind(self) -> str:
        """``discard``, ``call`` or ``kan``: what is asked."""
        return "discard" if self.decision is None else self.decision.kind

    @property
    def key(self) -> Step | Decision:
        """What the worker values for it (its job): a discard by its step, else the decision."""
        return self.step if self.decision is None else self.decision

    def choice(self, kind: int) -> Choice | None:
        return next((c for c in self.choices if c.kind == kind), None)

    @property
    def lowest_shanten(self) -> int:
        return min(c.shanten for c in self.choices)

    @property
    def best_ukeire(self) -> int:
        choice = self.choice(self.best[0]) if self.best else None
        return choice.ukeire if choice is not None else 0

    @property
    def picks(self) -> tuple[int, ...]:
        """The coach's best kinds: by value once valued, by ukeire until then."""
        return self.valuation.pick if self.valuation is not None else self.best


class QuizAnswer(NamedTuple):
    question: QuizQuestion
    chosen: int  # the kind picked

    @property
    def is_best(self) -> bool:
        """Among the coach's picks (by ukeire while the valuation is awaited)."""
        return self.chosen in self.question.picks

    @property
    def is_actual(self) -> bool:
        return self.chosen == self.question.actual

    @property
    def is_mortal(self) -> bool | None:
        mortal = self.question.mortal
        if mortal is None:
            return None
        if self.question.decision is not None:  # a call or kan: the option
            return None if mortal.option is None else mortal.option == self.chosen
        return mortal.kind == self.chosen

    @property
    def value_loss(self) -> float | None:
        """Points the pick gives up against the coach's pick (None: not valued yet)."""
        valuation = self.question.valuation
        if valuation is None:
            return None
        if self.question.decision is not None:
            return option_loss(valuation, self.chosen)
        from viewer.presentation.value_verdict import kind_loss

        return kind_loss(valuation, self.chosen)

    @property
    def loss(self) -> int | None:
        """Ukeire given up against the best; None when the pick goes back in shanten."""
        choice = self.question.choice(self.chosen)
        if choice is None or choice.shanten > self.question.lowest_shanten:
            return None
        return self.question.best_ukeire - choice.ukeire


class QuizScore(NamedTuple):
    answered: int
    valued: int  # answers whose question is valued
    judged: int  # answers the worker has answered for (valued, or failed); the rest: judging
    best: int  # valued picks among the coach's picks
    points_lost: float  # Σ the valued picks' loss against the coach's pick
    actual: int  # picks equal to what the player played
    mortal: int = 0  # picks equal to Mortal's
    mortal_asked: int = 0  # answers with a Mortal pick to compare with


def option_loss(valuation: Valuation, index: int) -> float | None:
    """What taking option ``index`` of a call or kan gives up against the pick (None: no such
    option)."""
    if not 0 <= index < len(valuation.candidates):
        return None
    best = max(c.value for c in valuation.candidates)
    return max(0.0, best - valuation.candidates[index].value)


def score_of(answers: Sequence[QuizAnswer]) -> QuizScore:
    mortal = [a.is_mortal for a in answers if a.is_mortal is not None]
    valued = [a for a in answers if a.question.valuation is not None]
    judged = sum(a.question.judged for a in answers)
    return QuizScore(
        answered=len(answers),
        valued=len(valued),
        judged=judged,
        best=sum(a.is_best for a in valued),
        points_lost=sum(a.value_loss or 0.0 for a in valued),
        actual=sum(a.is_actual for a in answers),
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
        """Whether ``kind`` may be answered now (a tile kuikae forbids may not; a call or kan
        question: whether it is an option's index)."""
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

    def valued(self, job: Step | Decision, valuation: Valuation | None) -> QuizState:
        """The worker answered for ``job`` (a discard's step, a call's or kan's decision; None:
        it failed): into its question and answer; the same state when the quiz has no such
        question."""
        held = [a.question for a in self.answers]
        if not any(q.key == job for q in (*held, *([self.question] if self.question else []))):
            return self

        def put(question: QuizQuestion) -> QuizQuestion:
            if question.key != job:
                return question
            return question._replace(valuation=valuation, judged=True)

        question = put(self.question) if self.question is not None else None
        revealed = self.revealed
        if revealed is not None:
            revealed = revealed._replace(question=put(revealed.question))
        answers = tuple(a._replace(question=put(a.question)) for a in self.answers)
        return replace(self, question=question, revealed=revealed, answers=answers)


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
        valuation=coach.valuation(step) if coach.has_valued(step) else None,
        judged=coach.has_valued(step),
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

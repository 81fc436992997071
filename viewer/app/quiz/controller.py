"""The quiz in the window (Play → Quiz, key Q): play the game from the bottom seat's view, stop
before each of its decisions (its discards, its calls on the others' discards, its kans), take
a click (or the keys and Enter) on a hand tile or a call's option (``answering``), then show
what was played, the coach's best and Mortal's pick, and keep the game's score.

"Nothing of the future" is enforced in three places. The frame: ``BoardOptions.quiz`` closes the
other hands, drops the face-up wall, the badges, the review overlay and the round's length
whatever the toggles say. The window: every command that moves the cursor, turns the table,
flips a view toggle or exports the round is disabled, the wheel over the board is eaten, the
other docks (review, coach) are hidden, the round list shows only the rounds reached, without
the current round's result, and the final standings under it and the Library window (which shows
the game's result) are hidden. The cursor: a move the
quiz did not make is undone. Leaving (Q, Esc, the button, another game) puts back the options,
the step, the docks, the actions and the round list exactly as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from viewer.app.actions import Action
from viewer.app.parts import Context, Part
from viewer.app.quiz.answering import QuizAnswering
from viewer.app.quiz.input import QuizInput
from viewer.app.quiz.lock import RoundList, Saved, WindowLock
from viewer.app.quiz.values import QuizValues
from viewer.presentation import quiz_wording as w
from viewer.presentation.quiz import QuizState, hides_tiles
from viewer.presentation.quiz_stops import question_of, quiz_stops, stop_shown, stops_after
from viewer.replay import Step
from viewer.ui.quiz_overlay import QuizOverlay

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from viewer.app.coach.values import CoachValues
    from viewer.app.quiz.panel import QuizPanel
    from viewer.app.window.overlays import ResultPopup
    from viewer.coach.game import GameCoach
    from viewer.presentation.quiz_stops import Stop
    from viewer.ui.board_view import BoardView

PLAY_INTERVAL_MS = 220  # one step of the game playing on between two decisions


class QuizController(QuizAnswering, Part):
    """``state`` is the quiz (None when off); ``phase`` what the window waits for."""

    def __init__(
        self,
        context: Context,
        board: BoardView,
        *,
        rounds: RoundList | None = None,
        popup: ResultPopup | None = None,
        hidden_while_quizzing: Callable[[], Iterator[QWidget]] = lambda: iter(()),
        locked_while_quizzing: Callable[[], Iterator[QAction]] = lambda: iter(()),
        values: CoachValues | None = None,
    ) -> None:
        """``rounds``: the round list (only the rounds reached are listed while quizzing);
        ``popup``: the result popup (a result reached waits for it to close);
        ``hidden_while_quizzing`` names the widgets besides the docks that would tell something
        (the final standings, the review's status mark, the Library window): hidden, then put
        back; ``locked_while_quizzing`` the commands besides ``ACTION_SPECS``' that would show
        them again (the Library's): disabled, then put back; ``values``: the coach's worker,
        which values each question (the score is by value)."""
        super().__init__(context)
        window = context.window
        self.board, self.window, self.messages = board, window, context.messages
        self.rounds, self.popup = rounds, popup
        self.lock = WindowLock(
            window, board, self.actions, rounds, hidden_while_quizzing, locked_while_quizzing
        )
        self.coach: GameCoach | None = None
        self.state: QuizState | None = None
        self.phase = "off"  # off, asking, revealed, playing, paused, finished
        self.cursor = 0  # the keyboard's tile (index into the hand, left to right)
        self.play_interval = PLAY_INTERVAL_MS  # 0: play on at once (tests)
        self._saved: Saved | None = None
        self._target: Stop | None = None  # where the quiz is heading (its next stop)
        self._moving = False
        self._panel: QuizPanel | None = None
        self.overlay = QuizOverlay(board)
        self.input = QuizInput(self, board, window, self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_step)
        self.valuing = QuizValues(self, values) if values is not None else None
        self.actions[Action.QUIZ].toggled.connect(self._toggled)
        session = self.session
        session.frame_changed.connect(self._frame_changed)
        session.game_changed.connect(lambda _record: self.leave(restore_step=False))
        session.step_changed.connect(self._step_changed)
        if popup is not None:
            popup.dismissed.connect(self._popup_dismissed)

    def retranslate(self) -> None:
        """The dock and the tags on the tiles in the current language."""
        if self._panel is not None:
            self._panel.refresh()
        self.paint_marks()

    @property
    def active(self) -> bool:
        return self.state is not None

    @property
    def panel(self) -> QuizPanel:
        """The quiz's dock, made on first use."""
        if self._panel is None:
            from viewer.app.quiz.panel import QuizPanel

            panel = QuizPanel(self.window)
            self.context.docks.add_dock(panel)
            panel.hide()
            panel.play_on.connect(self.play_on)
            panel.leave.connect(self.leave)
            panel.option_chosen.connect(self.answer_kind)
            self._panel = panel
        return self._panel

    # -- on and off ----------------------------------------------------------------------------
    def _toggled(self, checked: bool) -> None:
        if checked and not self.active:
            if not self.start():
                self._check(False)
        elif not checked and self.active:
            self.leave()

    def _check(self, on: bool) -> None:
        toggle = self.actions[Action.QUIZ]
        toggle.blockSignals(True)
        toggle.setChecked(on)
        toggle.blockSignals(False)

    def start(self) -> bool:
        """Start at the bottom seat's first decision from here; False (and a status note)
        when the seat cannot be quizzed."""
        timeline = self.session.timeline
        if timeline is None:
            self.messages.show_status(w.words(w.NO_GAME))
            return False
        seat = self.session.options.viewpoint
        if hides_tiles(timeline, seat):
            self.messages.show_status(w.words(w.HIDDEN_HAND))
            return False
        frame = self.session.frame
        if frame is None or frame.coach_source is None:
            return False
        coach = frame.coach_source.get()  # the window's one coach, shared with View → Coach
        first = next(quiz_stops(timeline, coach, seat, self.session.step), None)
        if first is None:
            self.messages.show_status(w.words(w.NO_DECISIONS))
            return False
        self.coach = coach
        if self.valuing is not None:  # the worker loads its kernel while the quiz plays on
            self.valuing.values.warm()
        self._saved = self.lock.take(self.session.options, self.session.step)
        self.state = QuizState(seat)
        self._check(True)
        self.input.listen(True)
        self.session.update_options(
            quiz=True, open_hands=False, show_wall=False, show_analysis=False, show_review=False,
            show_coach=False,
        )  # fmt: skip
        self.panel.names = tuple(s.name for s in frame.seats)
        self.panel.show()
        self.board.setFocus()
        self._arrive(first)
        return True

    def leave(self, restore_step: bool = True) -> None:
        """Put the window back exactly as the quiz found it (the step too, unless another game
        was opened meanwhile)."""
        if self.state is None or self._saved is None:
            return
        saved = self._saved
        self._timer.stop()
        self.state, self.phase, self.coach, self._target = None, "off", None, None
        self._saved = None
        self._check(False)
        self.overlay.clear()
        if self._panel is not None:
            self._panel.hide()
        self.input.listen(False)
        now = self.session.options  # another game opened: its seat and its closed wall stay
        options = (
            saved.options
            if restore_step
            else replace(saved.options, viewpoint=now.viewpoint, show_wall=now.show_wall)
        )
        self._moving = True
        try:
            self.session.set_options(options)
            if restore_step:
                self.session.go_to(saved.step)
        finally:
            self._moving = False
        self.lock.give_back(saved)

    # -- the stops -----------------------------------------------------------------------------
    def _next_stop(self, after: Stop) -> Stop | None:
        """The seat's stop after ``after`` (``viewer.presentation.quiz_stops``)."""
        timeline, coach, state = self.session.timeline, self.coach, self.state
        if timeline is None or coach is None or state is None:
            return None
        return next(stops_after(timeline, coach, state.seat, after), None)

    def _arrive(self, stop: Stop) -> None:
        """Stop before the decision ``stop`` and ask."""
        timeline, coach, state = self.session.timeline, self.coach, self.state
        assert timeline is not None and coach is not None and state is not None
        question = question_of(timeline, coach, stop, self.session.review)
        if question is None:  # the coach changed its mind: play on
            self._head_for(self._next_stop(stop))
            return
        self._go(question.shown)
        self.state = state.next().ask(question)
        # a discard: the drawn tile, where a tsumogiri would be; a call or kan: the first option
        self.cursor = len(self.hand()) - 1 if question.decision is None else 0
        self.show("asking")
        if self.valuing is not None:
            self.valuing.ask(question.key)

    def _head_for(self, stop: Stop | None) -> None:
        """Play on towards the next decision (or the end of the game)."""
        self._target = stop
        state = self.state
        if state is None:
            return
        self.state = state.next()
        self.show("playing")
        self._schedule()

    def _schedule(self) -> None:
        if self.play_interval <= 0:
            self._play_step()
        else:
            self._timer.start(self.play_interval)

    def _play_step(self) -> None:
        """One step on; a result reached waits for its popup to close."""
        while self.phase == "playing":
            timeline = self.session.timeline
            if timeline is None or self.state is None:
                return
            target = self._target
            if target is not None:
                shown = stop_shown(timeline, target)
                if self.session.step >= shown:
                    self._arrive(target)
                    return
            if self.session.step == timeline.last():
                self.state = self.state.finish()
                self.show("finished")
                return
            self._go(timeline.next(self.session.step))
            if self.popup is not None and self.popup.isVisible():
                self.show("paused")
                return
            if self.play_interval > 0:
                self._timer.start(self.play_interval)
                return

    def play_on(self) -> None:
        """After an answer: on to the next decision; while playing: there at once; after a
        result: on again."""
        state = self.state
        if state is None:
            return
        if self.phase == "revealed" and state.question is not None:
            self._head_for(self._next_stop(state.question.key))
        elif self.phase == "paused":
            self.show("playing")
            self._schedule()
        elif self.phase == "playing" and self.play_interval > 0:
            self._timer.stop()
            interval, self.play_interval = self.play_interval, 0
            try:
                self._play_step()
            finally:
                self.play_interval = interval

    def _popup_dismissed(self) -> None:
        if self.phase == "paused":
            self.play_on()

    def _go(self, step: Step) -> None:
        self._moving = True
        try:
            self.session.go_to(step)
        finally:
            self._moving = False

    def _step_changed(self, step: Step) -> None:
        """A move the quiz did not make (a click somewhere, a library jump) is undone."""
        if self.active and not self._moving and self._saved is not None:
            expected = self.state.question.shown if self.state and self.state.question else None
            if expected is not None and step != expected:
                QTimer.singleShot(0, lambda: self._go(expected) if self.active else None)

    # -- showing -------------------------------------------------------------------------------
    def show(self, phase: str, note: str = "") -> None:
        self.phase = phase
        self.panel.show_state(self.state, phase, note, self.cursor)
        self.paint_marks()

    def _frame_changed(self, _frame: object) -> None:
        if self.active:
            if self.rounds is not None:
                self.rounds.set_horizon(self.session.step.round)
            self.paint_marks()

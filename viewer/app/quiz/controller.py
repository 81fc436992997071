"""The discard quiz in the window (Play → Quiz, key Q): play the game from the bottom seat's view,
stop before each of its decisions, take a click (or ← / → and Enter) on a hand tile, then show
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
from viewer.app.quiz.input import QuizInput
from viewer.app.quiz.lock import RoundList, Saved, WindowLock
from viewer.app.quiz.values import QuizValues
from viewer.presentation import quiz_wording as w
from viewer.presentation.quiz import QuizState, decision_steps, hides_tiles, question_at
from viewer.replay import Step
from viewer.replay.shown import shown_step
from viewer.ui.hand_hits import board_point, hand_tile_at, hand_tiles
from viewer.ui.quiz_overlay import QuizMark, QuizOverlay, answer_marks

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from viewer.app.coach.values import CoachValues
    from viewer.app.quiz.panel import QuizPanel
    from viewer.app.window.overlays import ResultPopup
    from viewer.coach.game import GameCoach
    from viewer.ui.board_view import BoardView
    from viewer.ui.geometry import Sprite

PLAY_INTERVAL_MS = 220  # one step of the game playing on between two decisions


class QuizController(Part):
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
        self._target: Step | None = None  # where the quiz is heading (its next stop)
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
        first = next(decision_steps(timeline, coach, seat, self.session.step), None)
        if first is None:
            self.messages.show_status(w.words(w.NO_DECISIONS))
            return False
        self.coach = coach
        self._saved = self.lock.take(self.session.options, self.session.step)
        self.state = QuizState(seat)
        self._check(True)
        self.input.listen(True)
        self.session.update_options(
            quiz=True, open_hands=False, show_wall=False, show_analysis=False, show_review=False,
            show_coach=False,
        )  # fmt: skip
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
    def _next_stop(self, after: Step) -> Step | None:
        timeline, coach, state = self.session.timeline, self.coach, self.state
        if timeline is None or coach is None or state is None:
            return None
        return next(decision_steps(timeline, coach, state.seat, after), None)

    def _arrive(self, decision: Step) -> None:
        """Stop before ``decision`` and ask."""
        timeline, coach, state = self.session.timeline, self.coach, self.state
        assert timeline is not None and coach is not None and state is not None
        question = question_at(timeline, coach, decision, self.session.review)
        if question is None:  # the coach changed its mind: play on
            self._head_for(self._next_stop(Step(decision.round, decision.index + 1)))
            return
        self._go(question.shown)
        self.state = state.next().ask(question)
        self.cursor = len(self.hand()) - 1  # the drawn tile, where a tsumogiri would be
        self.show("asking")
        if self.valuing is not None:
            self.valuing.ask(decision)

    def _head_for(self, stop: Step | None) -> None:
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
                shown = shown_step(timeline, target)
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
            question = state.question
            self._head_for(self._next_stop(Step(question.step.round, question.step.index + 1)))
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

    # -- answering -----------------------------------------------------------------------------
    def hand(self) -> tuple[Sprite, ...]:
        layout = self.board.board_layout()
        if layout is None or self.state is None:
            return ()
        return hand_tiles(layout.sprites, self.state.seat)

    def answer_kind(self, kind: int) -> bool:
        """Answer with a tile kind; False (and a note) when it cannot be discarded now."""
        state = self.state
        if state is None or not state.asking:
            return False
        if not state.accepts(kind):
            self.show("asking", note=w.kuikae(kind))
            return False
        self.state = state.answer(kind)
        self.show("revealed")
        return True

    def answer_at(self, x: float, y: float) -> bool:
        """A click on the board at a widget point."""
        sprite = self._sprite_at(x, y)
        if sprite is None:
            return False
        hand = self.hand()
        self.cursor = hand.index(sprite) if sprite in hand else self.cursor
        return self.answer_kind(sprite.tile >> 2)

    def hover(self, x: float, y: float) -> None:
        """The keyboard's cursor follows the mouse over the hand while asking."""
        sprite = self._sprite_at(x, y) if self.phase == "asking" else None
        hand = self.hand()
        if sprite is not None and sprite in hand and hand.index(sprite) != self.cursor:
            self.cursor = hand.index(sprite)
            self.paint_marks()

    def _sprite_at(self, x: float, y: float) -> Sprite | None:
        layout = self.board.board_layout()
        if layout is None or self.state is None:
            return None
        bx, by = board_point(self.board.width(), self.board.height(), layout.size, x, y)
        return hand_tile_at(layout.sprites, self.state.seat, bx, by)

    def move_cursor(self, delta: int) -> None:
        hand = self.hand()
        if hand and self.state is not None and self.state.asking:
            self.cursor = (self.cursor + delta) % len(hand)
            self.paint_marks()

    def answer_cursor(self) -> bool:
        hand = self.hand()
        if not hand:
            return False
        return self.answer_kind(hand[min(self.cursor, len(hand) - 1)].tile >> 2)

    # -- showing -------------------------------------------------------------------------------
    def show(self, phase: str, note: str = "") -> None:
        self.phase = phase
        self.panel.show_state(self.state, phase, note)
        self.paint_marks()

    def _frame_changed(self, _frame: object) -> None:
        if self.active:
            if self.rounds is not None:
                self.rounds.set_horizon(self.session.step.round)
            self.paint_marks()

    def paint_marks(self) -> None:
        layout = self.board.board_layout()
        state = self.state
        if layout is None or state is None or state.question is None:
            self.overlay.clear()
            return
        if self.session.step != state.question.shown:
            self.overlay.clear()
            return
        hand = self.hand()
        marks: list[QuizMark] = []
        if state.asking and hand:
            marks.append(QuizMark(hand[min(self.cursor, len(hand) - 1)].rect, "cursor"))
        elif state.revealed is not None and hand:
            marks.extend(answer_marks(hand, state, self.cursor))
        self.overlay.show_marks(marks, layout.size)

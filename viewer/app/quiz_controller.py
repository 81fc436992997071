"""The discard quiz in the window (Play → Quiz, key Q): play the game from the bottom seat's view,
stop before each of its decisions, take a click (or ← / → and Enter) on a hand tile, then show
what was played, the coach's best and Mortal's pick, and keep the game's score.

"Nothing of the future" is enforced in three places. The frame: ``BoardOptions.quiz`` closes the
other hands, drops the face-up wall, the badges, the review overlay and the round's length
whatever the toggles say. The window: every command that moves the cursor, turns the table,
flips a view toggle or exports the round is disabled, the wheel over the board is eaten, the
other docks (review, coach) are hidden, the round list shows only the rounds reached, without
the current round's result, and the final standings under it are hidden. The cursor: a move the
quiz did not make is undone. Leaving (Q, Esc, the button, another game) puts back the options,
the step, the docks, the actions and the round list exactly as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from viewer.app.actions import Action
from viewer.app.moves import MOVES
from viewer.presentation import quiz_wording as w
from viewer.presentation.options import BoardOptions
from viewer.presentation.quiz import (
    Coach,
    QuizState,
    decision_steps,
    hides_tiles,
    question_at,
    shown_step,
)
from viewer.replay import Step, Timeline
from viewer.ui.hand_hits import board_point, hand_tile_at, hand_tiles
from viewer.ui.quiz_overlay import QuizMark, QuizOverlay

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from viewer.app.quiz_panel import QuizPanel
    from viewer.app.session import Session
    from viewer.ui.board_view import BoardView
    from viewer.ui.geometry import Sprite

# Commands that would show the future or the answer, or move the cursor behind the quiz's back.
LOCKED = (
    *MOVES,
    Action.AUTOPLAY, Action.FASTER, Action.SLOWER, Action.ROTATE_VIEWPOINT, Action.OPEN_HANDS,
    Action.SHADE_TSUMOGIRI, Action.MARK_DORA, Action.SHOW_ANALYSIS, Action.SHOW_WALL,
    Action.SHOW_WALL_CLOSED, Action.HIDE_NAMES, Action.OPEN_REVIEW, Action.NEXT_DISAGREEMENT,
    Action.PREVIOUS_DISAGREEMENT, Action.SHOW_REVIEW, Action.EXPORT, Action.COPY_ROUND_LINK,
    Action.EXPORT_ANIMATION,
)  # fmt: skip
PLAY_INTERVAL_MS = 220  # one step of the game playing on between two decisions
PICK_KEYS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: +1, Qt.Key.Key_Up: -1, Qt.Key.Key_Down: +1}
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class Messages(Protocol):
    def show_status(self, text: str) -> None: ...


class RoundList(Protocol):
    """The round list's quiz side (``RoundListView.set_horizon``)."""

    def set_horizon(self, round_number: int | None) -> None: ...
    def isEnabled(self) -> bool: ...  # noqa: N802 (Qt's name)
    def setEnabled(self, enabled: bool) -> None: ...  # noqa: N802


class Popup(Protocol):
    def isVisible(self) -> bool: ...  # noqa: N802


def game_coach(timeline: Timeline) -> Coach:
    """The coach of a game (loaded with the quiz, not at start-up)."""
    from viewer.coach.game import GameCoach

    return GameCoach(timeline.record, timeline)  # type: ignore[return-value]


@dataclass(frozen=True)
class _Saved:
    """The window as the quiz found it."""

    options: BoardOptions
    step: Step
    docks: tuple[tuple[QDockWidget, bool], ...]
    enabled: tuple[tuple[Action, bool], ...]
    rounds_enabled: bool
    extras: tuple[tuple[QWidget, bool], ...]  # the final standings, the review's status mark
    mouse_tracking: bool


class QuizController(QObject):
    """``state`` is the quiz (None when off); ``phase`` what the window waits for."""

    def __init__(
        self,
        session: Session,
        board: BoardView,
        window: QMainWindow,
        actions: dict[Action, QAction],
        messages: Messages,
        *,
        rounds: RoundList | None = None,
        popup: Popup | None = None,
        hidden_while_quizzing: Callable[[], Iterator[QWidget]] = lambda: iter(()),
        coach_for: Callable[[Timeline], Coach] = game_coach,
    ) -> None:
        """``hidden_while_quizzing`` names the widgets besides the docks that would tell
        something (the final standings, the review's status mark): hidden, then put back."""
        super().__init__(window)
        self.session, self.board, self.window = session, board, window
        self.actions, self.messages = actions, messages
        self.rounds, self.popup = rounds, popup
        self._extras = hidden_while_quizzing
        self._coach_for = coach_for
        self.coach: Coach | None = None
        self.state: QuizState | None = None
        self.phase = "off"  # off, asking, revealed, playing, paused, finished
        self.cursor = 0  # the keyboard's tile (index into the hand, left to right)
        self.play_interval = PLAY_INTERVAL_MS  # 0: play on at once (tests)
        self._saved: _Saved | None = None
        self._target: Step | None = None  # where the quiz is heading (its next stop)
        self._moving = False
        self._panel: QuizPanel | None = None
        self.overlay = QuizOverlay(board)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_step)
        toggle = actions[Action.QUIZ]
        toggle.toggled.connect(self._toggled)
        session.frame_changed.connect(self._frame_changed)
        session.game_changed.connect(lambda _record: self.leave(restore_step=False))
        session.step_changed.connect(self._step_changed)
        if popup is not None and hasattr(popup, "dismissed"):
            popup.dismissed.connect(self._popup_dismissed)

    @property
    def active(self) -> bool:
        return self.state is not None

    @property
    def panel(self) -> QuizPanel:
        """The quiz's dock, made on first use."""
        if self._panel is None:
            from viewer.app.quiz_panel import QuizPanel

            panel = QuizPanel(self.window)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
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
        coach = self._coach_for(timeline)
        first = next(decision_steps(timeline, coach, seat, self.session.step), None)
        if first is None:
            self.messages.show_status(w.words(w.NO_DECISIONS))
            return False
        self.coach = coach
        self._save()
        self.state = QuizState(seat)
        self._check(True)
        self._lock(True)
        self.session.update_options(
            quiz=True, open_hands=False, show_wall=False, show_analysis=False, show_review=False
        )
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
        self._lock(False)
        if self.rounds is not None:
            self.rounds.set_horizon(None)
            self.rounds.setEnabled(saved.rounds_enabled)
        self.board.setMouseTracking(saved.mouse_tracking)
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
        for dock, visible in saved.docks:
            dock.setVisible(visible)
        for widget, visible in saved.extras:
            widget.setVisible(visible)
        for action, enabled in saved.enabled:
            self.actions[action].setEnabled(enabled)

    def _save(self) -> None:
        docks = tuple(
            (dock, dock.isVisible())
            for dock in self.window.findChildren(QDockWidget)
            if dock is not self._panel
        )
        self._saved = _Saved(
            options=self.session.options,
            step=self.session.step,
            docks=docks,
            enabled=tuple((a, self.actions[a].isEnabled()) for a in LOCKED if a in self.actions),
            rounds_enabled=self.rounds.isEnabled() if self.rounds is not None else True,
            extras=tuple((widget, widget.isVisible()) for widget in self._extras()),
            mouse_tracking=self.board.hasMouseTracking(),
        )

    def _lock(self, on: bool) -> None:
        """Everything that would show the future goes away (or comes back, with ``leave``)."""
        if on:
            for action in LOCKED:
                if action in self.actions:
                    self.actions[action].setEnabled(False)
            assert self._saved is not None
            for dock, _visible in self._saved.docks:
                if dock.objectName() != "rounds_dock":
                    dock.hide()
            for widget, _visible in self._saved.extras:
                widget.hide()
            if self.rounds is not None:
                self.rounds.setEnabled(False)  # no jumping to a round: the quiz moves
            self.board.setMouseTracking(True)
            self.board.installEventFilter(self)
            self.window.installEventFilter(self)
        else:
            self.board.removeEventFilter(self)
            self.window.removeEventFilter(self)

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
        self.cursor = len(self._hand()) - 1  # the drawn tile, where a tsumogiri would be
        self._show("asking")

    def _head_for(self, stop: Step | None) -> None:
        """Play on towards the next decision (or the end of the game)."""
        self._target = stop
        state = self.state
        if state is None:
            return
        self.state = state.next()
        self._show("playing")
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
                self._show("finished")
                return
            self._go(timeline.next(self.session.step))
            if self.popup is not None and self.popup.isVisible():
                self._show("paused")
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
            self._show("playing")
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
    def _hand(self) -> tuple[Sprite, ...]:
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
            self._show("asking", note=w.kuikae(kind))
            return False
        self.state = state.answer(kind)
        self._show("revealed")
        return True

    def answer_at(self, x: float, y: float) -> bool:
        """A click on the board at a widget point."""
        sprite = self._sprite_at(x, y)
        if sprite is None:
            return False
        hand = self._hand()
        self.cursor = hand.index(sprite) if sprite in hand else self.cursor
        return self.answer_kind(sprite.tile >> 2)

    def _sprite_at(self, x: float, y: float) -> Sprite | None:
        layout = self.board.board_layout()
        if layout is None or self.state is None:
            return None
        bx, by = board_point(self.board.width(), self.board.height(), layout.size, x, y)
        return hand_tile_at(layout.sprites, self.state.seat, bx, by)

    def move_cursor(self, delta: int) -> None:
        hand = self._hand()
        if hand and self.state is not None and self.state.asking:
            self.cursor = (self.cursor + delta) % len(hand)
            self._paint_marks()

    def answer_cursor(self) -> bool:
        hand = self._hand()
        if not hand:
            return False
        return self.answer_kind(hand[min(self.cursor, len(hand) - 1)].tile >> 2)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.active:
            return False
        kind = event.type()
        if watched is self.board:
            if kind == QEvent.Type.Wheel:
                return True  # no stepping behind the quiz's back
            if (
                kind == QEvent.Type.MouseButtonPress
                and isinstance(event, QMouseEvent)
                and event.button() == Qt.MouseButton.LeftButton
                and self.phase == "asking"
            ):
                self.answer_at(event.position().x(), event.position().y())
                return True
            if kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
                self._hover(event.position().x(), event.position().y())
            if kind == QEvent.Type.Resize:
                QTimer.singleShot(0, self._paint_marks)
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._key(event)
        if kind == QEvent.Type.Close and watched is self.window:
            self.leave()  # the options saved with the window are the user's, not the quiz's
        return False

    def _hover(self, x: float, y: float) -> None:
        sprite = self._sprite_at(x, y) if self.phase == "asking" else None
        hand = self._hand()
        if sprite is not None and sprite in hand and hand.index(sprite) != self.cursor:
            self.cursor = hand.index(sprite)
            self._paint_marks()

    def _key(self, event: QKeyEvent) -> bool:
        key = Qt.Key(event.key())
        if key == Qt.Key.Key_Escape:
            self.leave()
            return True
        if self.phase == "asking":
            if key in PICK_KEYS:
                self.move_cursor(PICK_KEYS[key])
                return True
            if key == Qt.Key.Key_Home:
                self.move_cursor(-self.cursor)
                return True
            if key == Qt.Key.Key_End:
                self.move_cursor(len(self._hand()) - 1 - self.cursor)
                return True
            if key in ENTER_KEYS:
                self.answer_cursor()
                return True
        elif key in (*ENTER_KEYS, Qt.Key.Key_Right):
            self.play_on()
            return True
        return key in PICK_KEYS  # the arrows never step the game during the quiz

    # -- showing -------------------------------------------------------------------------------
    def _show(self, phase: str, note: str = "") -> None:
        self.phase = phase
        self.panel.show_state(self.state, phase, note)
        self._paint_marks()

    def _frame_changed(self, _frame: object) -> None:
        if self.active:
            if self.rounds is not None:
                self.rounds.set_horizon(self.session.step.round)
            self._paint_marks()

    def _paint_marks(self) -> None:
        layout = self.board.board_layout()
        state = self.state
        if layout is None or state is None or state.question is None:
            self.overlay.clear()
            return
        if self.session.step != state.question.shown:
            self.overlay.clear()
            return
        hand = self._hand()
        marks: list[QuizMark] = []
        if state.asking and hand:
            marks.append(QuizMark(hand[min(self.cursor, len(hand) - 1)].rect, "cursor"))
        elif state.revealed is not None and hand:
            marks.extend(answer_marks(hand, state, self.cursor))
        self.overlay.show_marks(marks, layout.size)


def answer_marks(hand: tuple[Sprite, ...], state: QuizState, cursor: int) -> list[QuizMark]:
    """The frames of a revealed answer: the tile you picked, the very tile played, one tile of
    each best kind and Mortal's."""
    answer = state.revealed
    assert answer is not None
    question = answer.question
    picked = hand[min(cursor, len(hand) - 1)]
    if picked.tile >> 2 != answer.chosen:
        picked = next(s for s in hand if s.tile >> 2 == answer.chosen)
    marks = [QuizMark(picked.rect, "you", w.words(w.YOU))]
    played = next((s for s in hand if s.tile == question.actual_tile), None)
    if played is not None:
        marks.append(QuizMark(played.rect, "played", w.words(w.PLAYED)))
    for kind in question.best:
        best = picked if picked.tile >> 2 == kind else played
        if best is None or best.tile >> 2 != kind:
            best = next((s for s in hand if s.tile >> 2 == kind), None)
        if best is not None:
            marks.append(QuizMark(best.rect, "best", w.words(w.BEST)))
    mortal = question.mortal
    if mortal is not None and mortal.kind is not None:
        pick = picked if answer.chosen == mortal.kind else played
        if pick is None or pick.tile >> 2 != mortal.kind:
            pick = next((s for s in hand if s.tile >> 2 == mortal.kind), None)
        if pick is not None:
            marks.append(QuizMark(pick.rect, "mortal", w.words(w.MORTAL)))
    return marks

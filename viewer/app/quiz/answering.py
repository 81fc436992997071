"""How the quiz takes an answer and marks it on the board: a part of ``QuizController``.

A discard question is answered with a hand tile (a click, or the cursor moved over the hand with
← / → and Enter); a call or kan question with one of its options (a click on its button in the
dock, or the cursor moved over them with ↑ / ↓ or ← / → and Enter), the cursor's option framed
on the hand by the tiles it would take. After the answer the frames and tags on the hand say
who picked what (``viewer.ui.quiz_overlay``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from viewer.presentation import quiz_wording as w
from viewer.ui.hand_hits import board_point, hand_tile_at, hand_tiles
from viewer.ui.quiz_overlay import QuizMark, answer_marks, option_marks

if TYPE_CHECKING:
    from viewer.app.quiz.panel import QuizPanel
    from viewer.app.session import Session
    from viewer.presentation.quiz import QuizQuestion, QuizState
    from viewer.ui.board_view import BoardView
    from viewer.ui.geometry import Sprite
    from viewer.ui.quiz_overlay import QuizOverlay


class QuizAnswering:
    """The answering half of ``QuizController`` (which holds these attributes)."""

    board: BoardView
    session: Session
    state: QuizState | None
    phase: str
    cursor: int  # the keyboard's tile (index into the hand, left to right) or option
    overlay: QuizOverlay

    if TYPE_CHECKING:  # the controller's

        @property
        def panel(self) -> QuizPanel: ...

        def show(self, phase: str, note: str = "") -> None: ...

    @property
    def options_asked(self) -> QuizQuestion | None:
        """The call or kan question being asked or shown (None: a discard's, or none)."""
        state = self.state
        question = state.question if state is not None else None
        return question if question is not None and question.decision is not None else None

    def hand(self) -> tuple[Sprite, ...]:
        layout = self.board.board_layout()
        if layout is None or self.state is None:
            return ()
        return hand_tiles(layout.sprites, self.state.seat)

    def pickable(self) -> int:
        """How many things the cursor moves over: the options, or the hand's tiles."""
        question = self.options_asked
        if question is not None:
            return len(question.choices)
        return len(self.hand())

    def answer_kind(self, kind: int) -> bool:
        """Answer with a tile kind (a call or kan question: an option's index); False (and a
        note) when it cannot be discarded now."""
        state = self.state
        if state is None or not state.asking:
            return False
        if not state.accepts(kind):
            self.show("asking", note=w.kuikae(kind))
            return False
        self.state = state.answer(kind)
        if self.options_asked is not None:
            self.cursor = kind
        self.show("revealed")
        return True

    def answer_at(self, x: float, y: float) -> bool:
        """A click on the board at a widget point (a call's options are answered in the dock)."""
        sprite = self._sprite_at(x, y)
        if sprite is None or self.options_asked is not None:
            return False
        hand = self.hand()
        self.cursor = hand.index(sprite) if sprite in hand else self.cursor
        return self.answer_kind(sprite.tile >> 2)

    def hover(self, x: float, y: float) -> None:
        """The keyboard's cursor follows the mouse over the hand while asking."""
        if self.options_asked is not None:
            return
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
        count = self.pickable()
        if count and self.state is not None and self.state.asking:
            self.cursor = (self.cursor + delta) % count
            if self.options_asked is not None:
                self.panel.show_state(self.state, self.phase, cursor=self.cursor)
            self.paint_marks()

    def answer_cursor(self) -> bool:
        if self.options_asked is not None:
            return self.answer_kind(self.cursor)
        hand = self.hand()
        if not hand:
            return False
        return self.answer_kind(hand[min(self.cursor, len(hand) - 1)].tile >> 2)

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
        if self.options_asked is not None:
            marks.extend(option_marks(hand, state, self.cursor))
        elif state.asking and hand:
            marks.append(QuizMark(hand[min(self.cursor, len(hand) - 1)].rect, "cursor"))
        elif state.revealed is not None and hand:
            marks.extend(answer_marks(hand, state, self.cursor))
        self.overlay.show_marks(marks, layout.size)

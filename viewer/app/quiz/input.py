"""The quiz's keys and clicks: a filter on the board and the window while the quiz runs.

The commands that would step the game are disabled during the quiz, so the arrows, Enter, Space
and Esc reach the board (or the window) as plain key presses: ← / → (↑ / ↓) move the cursor
over the hand (a call or kan question: over its options), Home / End to its ends, Enter or
Space answers with the tile (the option) under it, and after the answer Enter, Space or → play
on; Esc leaves. A left click on a hand tile answers with it (a call's options are clicked in the
dock), the cursor follows the mouse, and the wheel is eaten (it would step the game).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QWidget


class Quiz(Protocol):
    """What the keys and clicks drive (``QuizController``)."""

    phase: str
    cursor: int

    @property
    def active(self) -> bool: ...
    def pickable(self) -> int: ...
    def answer_at(self, x: float, y: float) -> bool: ...
    def hover(self, x: float, y: float) -> None: ...
    def move_cursor(self, delta: int) -> None: ...
    def answer_cursor(self) -> bool: ...
    def play_on(self) -> None: ...
    def leave(self) -> None: ...
    def paint_marks(self) -> None: ...


PICK_KEYS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: +1, Qt.Key.Key_Up: -1, Qt.Key.Key_Down: +1}
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class QuizInput(QObject):
    def __init__(self, quiz: Quiz, board: QWidget, window: QWidget, parent: QObject) -> None:
        super().__init__(parent)
        self.quiz, self.board, self.window = quiz, board, window

    def listen(self, on: bool) -> None:
        for target in (self.board, self.window):
            if on:
                target.installEventFilter(self)
            else:
                target.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.quiz.active:
            return False
        kind = event.type()
        if watched is self.board:
            if kind == QEvent.Type.Wheel:
                return True  # no stepping behind the quiz's back
            if (
                kind == QEvent.Type.MouseButtonPress
                and isinstance(event, QMouseEvent)
                and event.button() == Qt.MouseButton.LeftButton
                and self.quiz.phase == "asking"
            ):
                self.quiz.answer_at(event.position().x(), event.position().y())
                return True
            if kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
                self.quiz.hover(event.position().x(), event.position().y())
            if kind == QEvent.Type.Resize:
                QTimer.singleShot(0, self.quiz.paint_marks)
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._key(event)
        if kind == QEvent.Type.Close and watched is self.window:
            self.quiz.leave()  # the options saved with the window are the user's, not the quiz's
        return False

    def _key(self, event: QKeyEvent) -> bool:
        key = Qt.Key(event.key())
        if key == Qt.Key.Key_Escape:
            self.quiz.leave()
            return True
        if self.quiz.phase == "asking":
            if key in PICK_KEYS:
                self.quiz.move_cursor(PICK_KEYS[key])
                return True
            if key == Qt.Key.Key_Home:
                self.quiz.move_cursor(-self.quiz.cursor)
                return True
            if key == Qt.Key.Key_End:
                self.quiz.move_cursor(self.quiz.pickable() - 1 - self.quiz.cursor)
                return True
            if key in ENTER_KEYS:
                self.quiz.answer_cursor()
                return True
        elif key in (*ENTER_KEYS, Qt.Key.Key_Right):
            self.quiz.play_on()
            return True
        return key in PICK_KEYS  # the arrows never step the game during the quiz

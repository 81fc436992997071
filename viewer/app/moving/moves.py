"""The Go menu's moves over a timeline, and telling a held key from a fresh press."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent

from viewer.app.actions import Action
from viewer.replay.timeline import Step, Timeline

Move = Callable[[Timeline, Step, int], Step]
MOVES: dict[Action, Move] = {
    Action.NEXT: lambda t, s, seat: t.next(s),
    Action.PREVIOUS: lambda t, s, seat: t.previous(s),
    Action.NEXT_TURN: lambda t, s, seat: t.next_turn(s, seat),
    Action.PREVIOUS_TURN: lambda t, s, seat: t.previous_turn(s, seat),
    Action.NEXT_ROUND: lambda t, s, seat: t.next_round(s),
    Action.PREVIOUS_ROUND: lambda t, s, seat: t.previous_round(s),
    Action.ROUND_START: lambda t, s, seat: t.round_start(s),
    Action.ROUND_END: lambda t, s, seat: t.round_end(s),
    Action.NEXT_NOTABLE: lambda t, s, seat: t.next_notable(s),
    Action.PREVIOUS_NOTABLE: lambda t, s, seat: t.previous_notable(s),
}
# Moves that a held key repeats; they stop at a round's result until the key is pressed afresh.
STEPPING_MOVES = frozenset(
    {
        Action.NEXT,
        Action.PREVIOUS,
        Action.NEXT_TURN,
        Action.PREVIOUS_TURN,
        Action.NEXT_NOTABLE,
        Action.PREVIOUS_NOTABLE,
    }
)


class KeyRepeatWatch(QObject):
    """Remembers whether the key behind the next shortcut is an auto-repeat.

    Qt does not tell an action what triggered it; the ShortcutOverride event that precedes every
    shortcut carries ``isAutoRepeat``, so an application filter notes it and the action takes it.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.repeat = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            self.repeat = event.isAutoRepeat()
        elif kind == QEvent.Type.MouseButtonPress:
            self.repeat = False  # a click is never a held key
        elif kind == QEvent.Type.KeyRelease and isinstance(event, QKeyEvent):
            # Auto-repeat sends its own releases, marked as such; a real release ends the hold.
            self.repeat = self.repeat and event.isAutoRepeat()
        return False

    def take(self) -> bool:
        repeat, self.repeat = self.repeat, False
        return repeat

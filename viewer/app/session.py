"""The open game and the cursor in it: the one place that moves the cursor.

Everything that shows the game (board, round list, status line, popups) listens to the signals;
nothing else holds a step of its own. This is Sabaki's ``setCurrentTreePosition`` idea: one function
moves, the rest redraws.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from viewer.domain.record import GameRecord
from viewer.replay.state import BoardState
from viewer.replay.timeline import Step, Timeline
from viewer.ui.board_view import BoardOptions


class Session(QObject):
    """Owns the Timeline of the open game, the current Step and the BoardOptions.

    ``game_changed`` fires when another record is opened (before the first ``step_changed`` of
    that game); ``step_changed`` fires once per move; ``options_changed`` when a view toggle flips.
    """

    game_changed = Signal(object)  # GameRecord
    step_changed = Signal(object)  # Step
    options_changed = Signal(object)  # BoardOptions

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timeline: Timeline | None = None
        self.step = Step(0, 0)
        self.options = BoardOptions()

    # -- the game ------------------------------------------------------------------------------
    @property
    def record(self) -> GameRecord | None:
        return self.timeline.record if self.timeline is not None else None

    @property
    def has_game(self) -> bool:
        return self.timeline is not None

    def open_timeline(self, timeline: Timeline, step: Step | None = None) -> None:
        """Show another game (already replayed by the caller), at its start unless told."""
        self.timeline = timeline
        self.step = timeline.clamp(step or timeline.first())  # before anyone looks at the state
        players = timeline.record.rules.players
        if self.options.viewpoint >= players:
            self.options = replace(self.options, viewpoint=0)
            self.options_changed.emit(self.options)
        self.game_changed.emit(timeline.record)
        self.step_changed.emit(self.step)

    def state(self) -> BoardState | None:
        if self.timeline is None:
            return None
        return self.timeline.snapshot(self.step)

    # -- the cursor ----------------------------------------------------------------------------
    def go_to(self, step: Step) -> bool:
        """Move the cursor (clamped to the game); emits ``step_changed`` once when it moved."""
        if self.timeline is None:
            return False
        target = self.timeline.clamp(step)
        if target == self.step:
            return False
        self.step = target
        self.step_changed.emit(target)
        return True

    def is_last(self) -> bool:
        return self.timeline is not None and self.step == self.timeline.last()

    # -- the view options ----------------------------------------------------------------------
    def set_options(self, options: BoardOptions) -> None:
        if options == self.options:
            return
        self.options = options
        self.options_changed.emit(options)

    def update_options(self, **changes: object) -> None:
        self.set_options(replace(self.options, **changes))  # type: ignore[arg-type]

    def rotate_viewpoint(self) -> None:
        players = self.record.rules.players if self.record is not None else 4
        self.update_options(viewpoint=(self.options.viewpoint + 1) % players)

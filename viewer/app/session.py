"""The open game and the cursor in it: the one place that moves the cursor.

Everything that shows the game (board, round list, status line, popups) listens to the signals;
nothing else holds a step of its own. This is Sabaki's ``setCurrentTreePosition`` idea: one function
moves, the rest redraws. The session builds the step's ``Frame`` once per move (and once per change
of the view options) and hands the same frame to every view.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from viewer.domain.record import GameRecord
from viewer.presentation import AnalysisOnDemand, BoardOptions, Frame, Frames
from viewer.replay.state import BoardState
from viewer.replay.timeline import Step, Timeline

if TYPE_CHECKING:  # imported on first use: the analysis, the wall view, a review (start-up)
    from viewer.analysis import GameAnalysis
    from viewer.formats.mjlog import ShuffleSeeds
    from viewer.presentation.wall import SeedReader
    from viewer.review import GameReview


def file_seeds(path: Path) -> ShuffleSeeds:
    """A log's shuffle seeds, read again from its file on the wall view's first use only (the
    window hands ``partial(file_seeds, path)`` to ``open_timeline``)."""
    from viewer.presentation.wall import read_seeds

    return read_seeds(path)


class Session(QObject):
    """Owns the Timeline of the open game (and its one GameAnalysis), the current Step, the
    BoardOptions and the Frame they make.

    ``game_changed`` fires when another record is opened (before the first ``step_changed`` of
    that game); ``step_changed`` fires once per move; ``options_changed`` when a view toggle flips;
    ``frame_changed`` after each of them with the new frame (what the views draw).
    """

    game_changed = Signal(object)  # GameRecord
    step_changed = Signal(object)  # Step
    options_changed = Signal(object)  # BoardOptions
    frame_changed = Signal(object)  # Frame

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timeline: Timeline | None = None
        self._analysis: AnalysisOnDemand | None = None
        self._frames: Frames | None = None
        self.step = Step(0, 0)
        self.options = BoardOptions()
        self.frame: Frame | None = None
        self.review: GameReview | None = None  # a Mortal review of the open game

    # -- the game ------------------------------------------------------------------------------
    @property
    def record(self) -> GameRecord | None:
        return self.timeline.record if self.timeline is not None else None

    @property
    def analysis(self) -> GameAnalysis | None:
        """The open game's analysis (made now if nothing asked for it before)."""
        return self._analysis.get() if self._analysis is not None else None

    @property
    def has_game(self) -> bool:
        return self.timeline is not None

    def open_timeline(
        self, timeline: Timeline, step: Step | None = None, wall_seeds: SeedReader | None = None
    ) -> None:
        """Show another game (already replayed by the caller), at its start unless told.
        ``wall_seeds`` reads the log's shuffle seeds when the wall view first needs them."""
        self.timeline = timeline
        self.review = None  # a review belongs to one game
        self._analysis = AnalysisOnDemand(timeline)  # on the same replay, made when first asked
        self._frames = Frames(timeline, self._analysis, wall_seeds)
        self.step = timeline.clamp(step or timeline.first())  # before anyone looks at the state
        players = timeline.record.rules.players
        if self.options.viewpoint >= players or self.options.show_wall or self.options.show_luck:
            # Another game opens spoiler-free: its face-up wall and its Luck dock (the round's
            # tenpais to come) only when asked for again.
            viewpoint = self.options.viewpoint if self.options.viewpoint < players else 0
            self.options = replace(
                self.options, viewpoint=viewpoint, show_wall=False, show_luck=False
            )
            self.options_changed.emit(self.options)
        self.frame = self._build()
        self.game_changed.emit(timeline.record)
        self.step_changed.emit(self.step)
        self.frame_changed.emit(self.frame)

    def announce(self) -> None:
        """``game_changed`` and ``frame_changed`` again, for views made after the game was
        opened (the window's chrome, made after the first paint)."""
        if self.timeline is not None and self.frame is not None:
            self.game_changed.emit(self.timeline.record)
            self.frame_changed.emit(self.frame)

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
        self.frame = self._build()
        self.step_changed.emit(target)
        self.frame_changed.emit(self.frame)
        return True

    def is_last(self) -> bool:
        return self.timeline is not None and self.step == self.timeline.last()

    def _build(self) -> Frame:
        """The frame of the current step: built once per move, shared by every view."""
        assert self._frames is not None
        return self._frames.at(self.step, self.options)

    def set_review(self, review: GameReview | None) -> None:
        """Show a review of the open game (attached to this timeline), or none."""
        self.review = review
        if self._frames is not None:
            self._frames.review = review
            self.frame = self._build()
            self.frame_changed.emit(self.frame)

    def refresh(self) -> None:
        """The same step's frame built again, because something it shows was computed since
        (the coach's valuation from its worker process): ``frame_changed`` only."""
        if self.timeline is not None and self._frames is not None:
            self.frame = self._build()
            self.frame_changed.emit(self.frame)

    def reword(self) -> None:
        """The language changed: the frame again (every word of it), drawn again by every view."""
        if self.timeline is None or self._frames is None:
            return
        self._frames = self._frames.reworded()  # the seats' words are made once per Frames
        self.frame = self._build()
        self.frame_changed.emit(self.frame)

    # -- the view options ----------------------------------------------------------------------
    def set_options(self, options: BoardOptions) -> None:
        if options == self.options:
            return
        self.options = options
        if self.timeline is not None:
            self.frame = self._build()
        self.options_changed.emit(options)
        if self.frame is not None:
            self.frame_changed.emit(self.frame)

    def update_options(self, **changes: object) -> None:
        self.set_options(replace(self.options, **changes))  # type: ignore[arg-type]

    def rotate_viewpoint(self) -> None:
        players = self.record.rules.players if self.record is not None else 4
        self.update_options(viewpoint=(self.options.viewpoint + 1) % players)

"""A game's walls and luck for the window, made on first use: nothing of ``viewer.wall`` nor
``viewer.luck`` is imported while a log opens or a step is drawn with the wall view, the Luck
dock and the result popups out of the way (the start-up rule, docs/development.md).

One holder for both, so that the luck reads the walls the wall view made (the seeds are read
once), and no reference goes back to the ``Frames`` that own it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from viewer.replay import Step, Timeline

if TYPE_CHECKING:
    from viewer.presentation.luck_view import LuckDock, LuckSource
    from viewer.presentation.wall import SeedReader, WallSource


class WallsOnDemand:
    __slots__ = ("_luck", "_seeds", "_walls", "timeline")

    def __init__(self, timeline: Timeline, seeds: SeedReader | None) -> None:
        self.timeline = timeline
        self._seeds = seeds
        self._walls: WallSource | None = None
        self._luck: LuckSource | None = None

    @property
    def has_seeds(self) -> bool:
        """Whether the game came with a way to read its seeds (a file): without one, every
        round would say "no seed" whatever the log holds."""
        return self._seeds is not None

    @property
    def made(self) -> bool:
        """Whether anything asked for the walls (or the luck) yet."""
        return self._walls is not None or self._luck is not None

    def walls(self) -> WallSource:
        if self._walls is None:
            from viewer.presentation.wall import WallSource

            self._walls = WallSource(self.timeline.record, self._seeds)
        return self._walls

    def luck(self) -> LuckSource:
        if self._luck is None:
            from viewer.presentation.luck_view import LuckSource

            self._luck = LuckSource(self.timeline, self.walls())
        return self._luck

    # -- what a frame asks for: never an exception (like the coach, luck must never stop a step
    # from being shown; a bug is logged and the step drawn without it)
    def luck_dock(self, step: Step, viewpoint: int, who: Callable[[int], str]) -> LuckDock | None:
        try:
            return self.luck().dock(step, viewpoint, who)
        except Exception:
            _log_failure("the Luck dock")
            return None

    def winning(self, step: Step, seat: int) -> frozenset[int]:
        """The wall view's rings: the tiles the seat's tenpai at ``step`` waits on."""
        try:
            return self.luck().winning(step, seat)
        except Exception:
            _log_failure("the wall's winning tiles")
            return frozenset()


def _log_failure(what: str) -> None:
    import logging  # only on a bug: start-up does not load logging

    logging.getLogger(__name__).warning("%s failed", what, exc_info=True)

"""What the quiz takes away from the window while it runs, and gives back exactly as it was.

Taken: every command that moves the cursor, turns the table, flips a view toggle, opens or steps
a review, exports the round or shows the game's scores (all would show the future or the
answer), and the commands the window names besides them (the Library's, which would show the
game's result); the docks but the round list (the review's and the coach's verdicts, the
scores); the widgets the window names (the final standings, the review's status mark, the
Library window); clicks on the round list. Kept to give back: the view options, the step, and
each of those as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from viewer.app.actions import Action
from viewer.app.coach.controller import COSTLY_ACTIONS
from viewer.app.moving.moves import MOVES
from viewer.app.window.toggles import TOGGLE_ACTIONS
from viewer.presentation.options import BoardOptions
from viewer.replay import Step

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

# Every move, every view toggle (a new toggle is locked with no edit here), and what would
# show or export the answer.
LOCKED = (
    *MOVES,
    *sorted(TOGGLE_ACTIONS, key=lambda action: action.value),
    *COSTLY_ACTIONS,
    Action.AUTOPLAY, Action.FASTER, Action.SLOWER, Action.ROTATE_VIEWPOINT, Action.OPEN_REVIEW,
    Action.NEXT_DISAGREEMENT, Action.PREVIOUS_DISAGREEMENT, Action.EXPORT,
    Action.COPY_ROUND_LINK, Action.EXPORT_ANIMATION, Action.SHOW_SCORES,
)  # fmt: skip
KEPT_DOCKS = ("rounds_dock", "quiz_dock")


class Actions(Protocol):
    """The window's actions by name (a dict or the window's action registry)."""

    def __getitem__(self, action: Action, /) -> QAction: ...


class RoundList(Protocol):
    """The round list's quiz side (``RoundListView.set_horizon``)."""

    def set_horizon(self, round_number: int | None) -> None: ...
    def isEnabled(self) -> bool: ...  # noqa: N802 (Qt's name)
    def setEnabled(self, enabled: bool) -> None: ...  # noqa: N802


@dataclass(frozen=True)
class Saved:
    """The window as the quiz found it."""

    options: BoardOptions
    step: Step
    docks: tuple[tuple[QDockWidget, bool], ...]
    enabled: tuple[tuple[Action, bool], ...]
    rounds_enabled: bool
    extras: tuple[tuple[QWidget, bool], ...]  # the final standings, the review's status mark
    extra_actions: tuple[tuple[QAction, bool], ...]  # commands outside ACTION_SPECS (Library)
    mouse_tracking: bool
    layout: QByteArray  # the docks' places and sizes (QMainWindow.saveState)


class WindowLock:
    def __init__(
        self,
        window: QMainWindow,
        board: QWidget,
        actions: Actions,
        rounds: RoundList | None,
        extras: Callable[[], Iterator[QWidget]],
        extra_actions: Callable[[], Iterator[QAction]] = lambda: iter(()),
    ) -> None:
        self.window, self.board, self.actions = window, board, actions
        self.rounds, self._extras, self._extra_actions = rounds, extras, extra_actions

    def take(self, options: BoardOptions, step: Step) -> Saved:
        """Note the window as it is, then lock it; the returned value gives it back."""
        docks = tuple(
            (dock, dock.isVisible())
            for dock in self.window.findChildren(QDockWidget)
            if dock.objectName() != "quiz_dock"
        )
        saved = Saved(
            options=options,
            step=step,
            docks=docks,
            enabled=tuple((a, self.actions[a].isEnabled()) for a in LOCKED),
            rounds_enabled=self.rounds.isEnabled() if self.rounds is not None else True,
            extras=tuple((widget, widget.isVisible()) for widget in self._extras()),
            extra_actions=tuple((action, action.isEnabled()) for action in self._extra_actions()),
            mouse_tracking=self.board.hasMouseTracking(),
            layout=self.window.saveState(),
        )
        for action in LOCKED:
            self.actions[action].setEnabled(False)
        for extra, _enabled in saved.extra_actions:
            extra.setEnabled(False)
        for dock, _visible in docks:
            if dock.objectName() not in KEPT_DOCKS:
                dock.hide()
        for widget, _visible in saved.extras:
            widget.hide()
        if self.rounds is not None:
            self.rounds.setEnabled(False)  # no jumping to a round: the quiz moves
        self.board.setMouseTracking(True)  # the cursor follows the mouse over the hand
        return saved

    def give_back(self, saved: Saved) -> None:
        """Everything but the options and the step (the session's: the controller's job)."""
        if self.rounds is not None:
            self.rounds.set_horizon(None)
            self.rounds.setEnabled(saved.rounds_enabled)
        self.board.setMouseTracking(saved.mouse_tracking)
        for dock, visible in saved.docks:
            dock.setVisible(visible)
        self.window.restoreState(saved.layout)  # each dock's size too, not only whether shown
        for widget, visible in saved.extras:
            widget.setVisible(visible)
        for action, enabled in saved.enabled:
            self.actions[action].setEnabled(enabled)
        for extra, enabled in saved.extra_actions:
            extra.setEnabled(enabled)

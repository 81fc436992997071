"""Drag-and-drop onto the window: local logs and folders only, opened after the drop returns.

A mixin of ``MainWindow`` (which accepts drops): a review report dropped on the shown game is
attached to it; anything else goes the one way in for files (``Opening.open_paths``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent

from viewer.app.opening import accepts_drop, dropped_paths

if TYPE_CHECKING:
    from viewer.app.opening import Opening
    from viewer.app.review_controller import ReviewController


class DropsMixin:
    """The window's drop handlers (``opening`` and ``review`` are the window's)."""

    opening: Opening
    review: ReviewController

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if accepts_drop(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if accepts_drop(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = dropped_paths(event.mimeData())
        if not paths:
            event.ignore()
            return
        event.acceptProposedAction()
        # Not inside the drop: a message box here would block the source application's drag.
        if not self.review.take_drop(paths):  # a review report dropped on the shown game
            QTimer.singleShot(0, lambda: self.opening.open_paths(paths))

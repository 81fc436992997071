"""Drag-and-drop onto the window: local logs and folders only, opened after the drop returns.

A review report dropped on the shown game is attached to it; anything else goes the one way in
for files (``Opening.open_paths``). The window's drag events reach this part through an event
filter; the window only accepts drops.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QDragMoveEvent, QDropEvent

from viewer.app.files.opening import Opening, accepts_drop, dropped_paths
from viewer.app.parts import Context, Part
from viewer.app.review.controller import ReviewController

DRAGS = (QEvent.Type.DragEnter, QEvent.Type.DragMove)


class Drops(Part):
    """Drops on the window: logs and folders opened, a review report attached."""

    def __init__(self, context: Context, opening: Opening, review: ReviewController) -> None:
        super().__init__(context)
        self.opening = opening
        self.review = review
        context.window.setAcceptDrops(True)
        context.window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.context.window:
            return False
        kind = event.type()
        if kind in DRAGS and isinstance(event, QDragMoveEvent):  # (a QDragEnterEvent is one)
            if accepts_drop(event.mimeData()):
                event.acceptProposedAction()
            else:
                event.ignore()
            return True
        if kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            self.drop(event)
            return True
        return False

    def drop(self, event: QDropEvent) -> None:
        paths = dropped_paths(event.mimeData())
        if not paths:
            event.ignore()
            return
        event.acceptProposedAction()
        # Not inside the drop: a message box here would block the source application's drag.
        if not self.review.take_drop(paths):  # a review report dropped on the shown game
            QTimer.singleShot(0, lambda: self.opening.open_paths(paths))

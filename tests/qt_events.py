"""Waiting in window tests for something that happens, never for a fixed time.

A test that sleeps 50 ms and then asserts that nothing moved passes on a slow machine without
testing anything: the thing it guards against may simply not have happened yet. These helpers
wait for a positive event that must come after it instead: a widget's paint (Qt lays a window out
before it paints it), or a marker posted to the event loop behind the work in question.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

WAIT_MS = 5000  # the most a wait may take before the test fails (a slow machine, not a sleep)


class PaintLog(QObject):
    """Records the paint events of some widgets (each with whether ``when()`` held then)."""

    def __init__(self, widgets: tuple[QWidget, ...], when: Callable[[], bool]) -> None:
        super().__init__()
        self.widgets = widgets
        self.when = when
        self.painted: set[QObject] = set()
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.when():
            self.painted.add(watched)
        return False

    def all_painted(self) -> bool:
        return all(widget in self.painted for widget in self.widgets)

    def close(self) -> None:
        for widget in self.widgets:
            widget.removeEventFilter(self)


@contextmanager
def painted_after(
    qtbot: QtBot, *widgets: QWidget, when: Callable[[], bool] = lambda: True
) -> Iterator[PaintLog]:
    """Run the ``with`` block, then wait until each widget has been painted since it began
    (while ``when()`` held, e.g. at its new size): whatever the block set off is laid out."""
    log = PaintLog(widgets, when)
    try:
        yield log
        qtbot.waitUntil(log.all_painted, timeout=WAIT_MS)
    finally:
        log.close()


def turn_event_loop(qtbot: QtBot) -> None:
    """Wait until a marker posted now has run: everything the event loop had queued before it
    (zero-delay timers, posted events) has run too."""
    ran: list[bool] = []
    QTimer.singleShot(0, lambda: ran.append(True))
    qtbot.waitUntil(lambda: ran == [True], timeout=WAIT_MS)

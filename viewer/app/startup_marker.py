"""The first paint: what waits for it, and the line ``bench/startup.py`` times it by.

Start-up shows the board with the game first and does the rest afterwards: work that the first
frame does not need (listening for later launches, say) is handed to ``after_first_paint`` and
runs on the event loop's next turn after the board's first paint. Heavy features are imported
where they are first used (an action's handler, a popup), never at the top of the window's
modules; ``tests/app/test_startup_imports.py`` checks what the first paint loads.

The benchmark times a launch from the outside, so the viewer only has to say when the first board
is on screen, and nothing at all unless the environment asks for it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

MARKER_VARIABLE = "MJLOG_VIEWER_STARTUP_MARKER"
MARKER = "first-paint"
FALLBACK_MS = 2000  # a window that is never painted (started minimised) still gets the work done


def resident_kib() -> int:
    """The process's resident memory now, in KiB (0 where /proc is missing)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


class _FirstPaint(QObject):
    """Runs its work once, after the widget's first paint event has been handled.

    An event filter sees the paint event before the widget draws, so the work waits for the
    event loop's next turn: by then the paint is finished.
    """

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self.work: list[Callable[[], object]] = []
        self.done = False
        widget.installEventFilter(self)
        QTimer.singleShot(FALLBACK_MS, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        if self.done:
            return
        self.done = True
        self.widget.removeEventFilter(self)
        work, self.work = self.work, []
        for job in work:
            job()


def _watcher(widget: QWidget) -> _FirstPaint:
    watcher = widget.findChild(_FirstPaint)
    if watcher is None or watcher.done:
        watcher = _FirstPaint(widget)
    return watcher


def after_first_paint(widget: QWidget, job: Callable[[], object]) -> None:
    """Run ``job`` once ``widget`` has first painted (in the order given; at once if it has)."""
    watcher = widget.findChild(_FirstPaint)
    if watcher is not None and watcher.done:
        job()
        return
    _watcher(widget).work.append(job)


def _print_marker() -> None:
    sys.stdout.write(f"{MARKER} rss_kib={resident_kib()}\n")
    sys.stdout.flush()


def watch_first_paint(widget: QWidget) -> None:
    """Print the marker after ``widget`` first paints, when the environment asks for it (before
    any other work waiting for that paint)."""
    if not os.environ.get(MARKER_VARIABLE):
        return
    _watcher(widget).work.insert(0, lambda: _print_marker())

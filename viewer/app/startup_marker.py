"""A line on stdout once the window's first paint is finished, for ``bench/startup.py``.

The benchmark times a launch from the outside, so the viewer only has to say when the first board
is on screen, and nothing at all unless the environment asks for it.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

MARKER_VARIABLE = "MJLOG_VIEWER_STARTUP_MARKER"
MARKER = "first-paint"


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
    """Prints the marker after the widget's first paint event has been handled.

    An event filter sees the paint event before the widget draws, so the marker waits for the
    event loop's next turn: by then the paint is finished.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, _print_marker)
        return False


def _print_marker() -> None:
    sys.stdout.write(f"{MARKER} rss_kib={resident_kib()}\n")
    sys.stdout.flush()


def watch_first_paint(widget: QWidget) -> None:
    """Print the marker after ``widget`` first paints, when the environment asks for it."""
    if not os.environ.get(MARKER_VARIABLE):
        return
    watcher = _FirstPaint(widget)
    widget.installEventFilter(watcher)

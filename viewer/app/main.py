"""Start the window: ``mjlog-viewer [FILE...]`` and ``python -m viewer`` end up here."""

from __future__ import annotations

import signal
import sys
from collections.abc import Sequence

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from viewer import __version__
from viewer.app.main_window import MainWindow
from viewer.resources import demo_log_path

APP_NAME = "mjlog-viewer"


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication, named so that QSettings finds the same file on every run."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([APP_NAME, *(argv or [])])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    return app


def open_initial(window: MainWindow, files: Sequence[str]) -> bool:
    """The first file given, else the demo log when it is installed; False when nothing opened."""
    if files:
        return window.open_path(files[0])
    try:
        demo = demo_log_path()
    except FileNotFoundError:
        window.statusBar().showMessage("Open a Tenhou log with File → Open (Ctrl+O).")
        return False
    return window.open_path(demo)


def quit_on_ctrl_c(window: MainWindow) -> QTimer:
    """Ctrl+C in the terminal closes the window (saving settings) instead of being ignored.

    Python only sees signals when it runs, so a slow timer lets it run while Qt waits for events.
    """
    signal.signal(signal.SIGINT, lambda *_: window.close())
    timer = QTimer(window)
    timer.timeout.connect(lambda: None)
    timer.start(250)
    return timer


def run(files: Sequence[str]) -> int:
    """Show the window with the first file (more files are for the file-list code to come)."""
    app = create_application()
    window = MainWindow(QSettings())
    window.show()
    quit_on_ctrl_c(window)
    open_initial(window, list(files))
    return app.exec()


def main(argv: Sequence[str] | None = None) -> int:
    return run(list(sys.argv[1:] if argv is None else argv))

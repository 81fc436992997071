"""Start the window: ``mjlog-viewer [FILE...]`` and ``python -m viewer`` end up here."""

from __future__ import annotations

import contextlib
import gc
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from viewer import __version__
from viewer.app.files.opening import FileOpenFilter
from viewer.app.startup_marker import after_first_paint, watch_first_paint
from viewer.app.window.language_menu import apply_stored_language
from viewer.app.window.main_window import MainWindow
from viewer.presentation.i18n import translate
from viewer.resources import demo_log_path, resource_path
from viewer.review.sniff import is_report_file
from viewer.ui.fonts import register_fonts

if TYPE_CHECKING:  # QtNetwork loads only when a viewer may be running, or after the first paint
    from viewer.app.single_instance import InstanceServer

APP_NAME = "mjlog-viewer"
APP_ICON = "icons/mjlog-viewer.svg"


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication, named so that QSettings finds the same file on every run."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([APP_NAME, *(argv or [])])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    # The icon for title bars and task switchers; the desktop file name lets Wayland and
    # taskbars match the window with the installed launcher (--install-desktop).
    with contextlib.suppress(FileNotFoundError):
        app.setWindowIcon(QIcon(str(resource_path(APP_ICON))))
    app.setDesktopFileName(APP_NAME)
    register_fonts()  # the shipped tile and label fonts: the board never depends on system fonts
    return app


def open_initial(window: MainWindow, files: Sequence[str]) -> bool:
    """The files, folders or Tenhou links given (the first shown, the rest a list to step
    through), else the demo log when it is installed; False when nothing opened."""
    if files:
        return window.opening.open_targets(list(files))
    try:
        demo = demo_log_path()
    except FileNotFoundError:
        text = translate("window", "Open a Tenhou log with File → Open (Ctrl+O).")
        window.statusBar().showMessage(text)
        return False
    return window.opening.open_file(demo)


def quit_on_ctrl_c(window: MainWindow) -> QTimer:
    """Ctrl+C in the terminal closes the window (saving settings) instead of being ignored.

    Python only sees signals when it runs, so a slow timer lets it run while Qt waits for events.
    """
    signal.signal(signal.SIGINT, lambda *_: window.close())
    timer = QTimer(window)
    timer.timeout.connect(lambda: None)
    timer.start(250)
    return timer


def send_to_running(files: list[str]) -> bool:
    """Hand the files to a running viewer (True: it took them). Checked before any window is
    shown; with no viewer's socket on disk it costs a file lookup, not QtNetwork."""
    from viewer.app.single_instance import may_be_running
    from viewer.app.single_instance import send_to_running as send

    return may_be_running() and send(files)


def listen_for_launches(window: MainWindow) -> InstanceServer | None:
    """Take later launches' files into ``window`` (None when another viewer has the name)."""
    from viewer.app.single_instance import InstanceServer

    server = InstanceServer(window)
    if not server.listen():
        return None
    server.targets_received.connect(window.receive_targets)
    return server


def connect_window(
    app: QApplication, window: MainWindow, *, listen: bool, file_open: bool = True
) -> InstanceServer | None:
    """Route the desktop's ways in to the window: macOS file-open events (``file_open``) and,
    with ``listen``, later launches of the viewer (None when another viewer has the name)."""
    if file_open:
        app.installEventFilter(FileOpenFilter(window.opening.open_targets, window))
    return listen_for_launches(window) if listen else None


def run(
    files: Sequence[str],
    new_window: bool = False,
    index: Sequence[str] = (),
    review: str | None = None,
) -> int:
    """Hand the files to a running viewer, or show a window with them.

    ``new_window``: always a window of its own (it then leaves the running one the name).
    ``index``: folders to add to the library (the Library window shows the scan).
    ``review``: a Mortal review report shown on the first file (a window of its own).
    """
    app = create_application()
    if review is not None:
        new_window = True
    if not new_window and not index and send_to_running(list(files)):
        return 0
    # One log (or the demo) and nothing else asked: the board is painted first; the menus'
    # entries, the round list, popups, review and sharing are made just after (build_chrome).
    board_first = review is None and not index and is_one_log(files)
    settings = QSettings()
    if board_first:
        apply_stored_language(settings)  # the first board (and the menus' titles) in it
    window = MainWindow(settings, watch_keys=False, chrome=not board_first)
    if not board_first:
        finish_window(window)
    # Only macOS sends file-open events; elsewhere an application-wide Python filter would only
    # slow every event down (see MainWindow.watch_keys).
    connect_window(app, window, listen=False, file_open=sys.platform == "darwin")
    window.show()
    quit_on_ctrl_c(window)
    if board_first:
        opened = open_initial(window, list(files))
    else:
        chrome = window.build_chrome()
        chrome.rounds.view.hold()  # the board is painted first, the round list just after it
        if review is not None and not files:
            opened = chrome.review.open_alone(review)
        else:
            opened = open_initial(window, list(files))
            if review is not None and opened:
                chrome.review.attach_file(review)
    # Watched from here, so that the first paint counted is one of the board with the game on it
    # (a platform that painted at show() already, or an error dialog's own loop, paints again).
    watch_first_paint(window.board)
    if board_first and opened:
        after_first_paint(window.board, lambda: finish_window(window))
    elif board_first:  # (an error dialog or the empty window: nothing to hurry for)
        finish_window(window)
    else:
        after_first_paint(window.board, chrome.rounds.view.release)
    after_first_paint(window.board, gc.enable)  # (run_window turned it off for the start)
    after_first_paint(window.board, window.watch_keys)
    if not new_window:  # ``--new-window`` leaves the running viewer the name
        after_first_paint(window.board, lambda: listen_for_launches(window))
    if index:
        window.build_chrome().library.index_folders(list(index))
    return app.exec()


def is_one_log(files: Sequence[str]) -> bool:
    """The demo, or one log file (not a folder, a list, a link or a review report)."""
    if not files:
        return True
    if len(files) != 1:
        return False
    path = Path(files[0])
    return path.is_file() and not is_report_file(path)


def finish_window(window: MainWindow) -> None:
    """The window's chrome, then the remembered language (else the system's)."""
    window.build_chrome().language.start()


def main(argv: Sequence[str] | None = None) -> int:
    return run(list(sys.argv[1:] if argv is None else argv))

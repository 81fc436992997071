"""The main window: the composition root. It holds the board, the session, the routes in and the
status line from the start, and the rest (``Chrome``: menus, round list, popups, review, sharing,
themes, language, library) once the board has been painted.

One way in for files (``Opening.open_file``, Sabaki's ``loadFile``): every route (File → Open, the
command line, the demo, drag-and-drop, recent files, Tenhou links) calls it, and it calls
``open_path`` here; a file that cannot be read gives one message and the open game stays. One way
to move (``Session.go_to``): the window's parts only turn keys, clicks and the wheel into steps,
and draw the frame the session hands over.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QMessageBox

from viewer.app.actions import MENUS, ActionRegistry
from viewer.app.files.opening import Opening
from viewer.app.moving.autoplay import Autoplay
from viewer.app.moving.moves import KeyRepeatWatch
from viewer.app.parts import Context, Wording
from viewer.app.session import Session, file_seeds
from viewer.app.window.rounds_dock import RoundsDock
from viewer.app.window.settings import restore_layout, restore_window, save_settings
from viewer.app.window.status_line import StatusLine
from viewer.app.window.themes import apply_stored_theme
from viewer.domain.record import GameRecord
from viewer.formats.mjlog import MjlogError
from viewer.presentation import Frame, i18n
from viewer.presentation.i18n import translate
from viewer.replay.loading import load_game
from viewer.replay.timeline import Timeline
from viewer.review.sniff import is_report_file
from viewer.ui.board_view import BoardView

if TYPE_CHECKING:  # the chrome loads after the first paint at start-up
    from viewer.app.window.chrome import Chrome

APP_TITLE = "mjlog-viewer"
ROUND_LIST_WIDTH = 470  # leaves a square-ish board in the default 1280 x 860 window


class MainWindow(QMainWindow):
    """``file_opened(path)`` fires after every successful ``open_path`` (recent files listen).
    Gives its parts ``Messages`` (``show_error``, ``show_status``), ``Docks`` and ``Games``."""

    file_opened = Signal(object)  # pathlib.Path

    def __init__(
        self, settings: QSettings | None = None, *, watch_keys: bool = True, chrome: bool = True
    ) -> None:
        """``watch_keys=False``: the caller calls ``watch_keys()`` later (start-up does it after
        the first paint: an application-wide Python filter makes every event of every object
        reach Python, which costs tens of milliseconds while the window is being built).

        ``chrome=False``: only what the first board needs (the session, the board, the opening
        routes, the window's place, view options and theme, the status line, and the empty places
        of the menus and the round list); ``build_chrome()`` adds the rest and shows the open game
        in it. Start-up does so after the board's first paint (viewer.app.main)."""
        super().__init__()
        self.settings = settings
        self.path: Path | None = None
        self.warning: str | None = None  # the log is cut off or broken: shown in red
        self.oddities: tuple[str, ...] = ()  # tolerated oddities of the file and its replay
        self.game: tuple[int, int] = (0, 1)  # (0-based game shown, games in the file)
        self.session = Session(self)
        self.board = BoardView(self)
        self.board.setObjectName("board")
        self.board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.board.setMinimumSize(480, 400)
        self.setCentralWidget(self.board)
        # The menu bar's menus, the round list's dock and the status bar take their places now,
        # empty: the first board is painted at its final size (the chrome fills them).
        for menu_id, title in MENUS:
            self.menuBar().addMenu(translate("menus", title)).setObjectName(f"menu_{menu_id}")
        self.rounds_dock = RoundsDock(self)
        self.add_dock(self.rounds_dock)
        self.resizeDocks([self.rounds_dock], [ROUND_LIST_WIDTH], Qt.Orientation.Horizontal)
        self.status_line = StatusLine(self, self.statusBar())
        self.autoplay = Autoplay(parent=self)  # (the chrome's moves give it its steps)
        self.keys = KeyRepeatWatch(self)
        # Every way of opening (argv, drops, recent files, next/previous log, Tenhou links,
        # a second launch, macOS file-open events) is routed to open_path by this object.
        self.opening = Opening(self, settings)
        self.wording = Wording(self)  # the one "the language changed" signal of the parts
        self.chrome: Chrome | None = None  # everything around the board, once built
        self._switching = False  # the session's signals describe a new game, not moves
        if watch_keys:
            self.watch_keys()
        self.file_opened.connect(self.opening.opened)  # the recent-files list
        self.session.frame_changed.connect(self._show_frame)
        self.session.game_changed.connect(self._game_changed)
        # The place in each file is kept as the user moves, so reopening it lands there.
        self.session.step_changed.connect(self._remember_position)
        self.session.options_changed.connect(self._remember_position)
        apply_stored_theme(settings)  # before the first frame, with its place and view options
        restore_window(self, settings, self.session, self.autoplay)
        restore_layout(self, settings)  # the dock's place
        self.setWindowTitle(APP_TITLE)
        self.resize(1280, 860)
        if chrome:
            self.build_chrome()

    def build_chrome(self) -> Chrome:
        """Everything around the board (viewer/app/window/chrome.py), in the current language;
        then the open game, if any, is shown in it as if it had been opened now."""
        if self.chrome is not None:
            return self.chrome
        from viewer.app.window.chrome import Chrome

        context = Context(
            window=self, session=self.session, actions=ActionRegistry(self), messages=self,
            docks=self, games=self, wording=self.wording, settings=self.settings,
        )  # fmt: skip
        self.chrome = Chrome(
            context, board=self.board, opening=self.opening, rounds_dock=self.rounds_dock,
            autoplay=self.autoplay, keys=self.keys, status_line=self.status_line,
        )  # fmt: skip
        self.wording.changed.connect(self._reword)  # after every part's own words
        if i18n.language() != "en":  # the actions are made in English, then worded again
            self.wording.rewrite()
        else:
            self.wording.written()
        self.session.announce()  # the open game, if any, in the new parts
        return self.chrome

    # -- what the parts may ask (Messages, Docks, Games) ------------------------------------------
    def show_status(self, text: str) -> None:
        """A passing note in the status bar (downloads, the end of a list of logs)."""
        self.statusBar().showMessage(text, 6000)

    def show_error(self, text: str) -> None:
        """The one message a failed open gives (tests replace this)."""
        QMessageBox.warning(self, translate("window", "Cannot open the log"), text)

    def add_dock(
        self, dock: QDockWidget, area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea
    ) -> None:
        self.addDockWidget(area, dock)

    def stack_docks(self, docks: list[QDockWidget], shares: list[int]) -> None:
        """Share the window's height among docks stacked on the right, by ``shares``."""
        height = max(400, self.height())
        sizes = [height * share // sum(shares) for share in shares]
        self.resizeDocks(list(docks), sizes, Qt.Orientation.Vertical)

    def open_path(self, path: str | Path, seat: int | None = None, game: int = 0) -> bool:
        """Read a log and show it. On failure: one message, and the open game stays.

        A log broken part-way opens with what came before the break (``MjlogError.partial``) and a
        warning in the status line; a log cut off at its end opens with its truncation shown.
        A log opened before comes back where it was left; ``seat`` (a ``&tw=N`` name or link)
        puts that seat at the bottom; ``game``: which game of a file of several (0: the first).
        """
        path = Path(path)
        if is_report_file(path):  # a Mortal review report: its own game, the review on
            return self.build_chrome().review.open_alone(path)
        try:
            loaded = load_game(path, game)
        except MjlogError as error:
            self.show_error(str(error))
            return False
        except OSError as error:
            self.show_error(f"{path}: {error.strerror or error}")  # the system's own words
            return False
        except Exception as error:  # a reader bug must not take the open game down with it
            import logging  # only for a reader bug: start-up does not load logging

            logging.getLogger(__name__).exception("reading %s failed", path)
            text = translate("window", "{path}: cannot be read ({error})")
            self.show_error(text.format(path=path, error=f"{type(error).__name__}: {error}"))
            return False
        record, timeline, oddities = loaded.record, loaded.timeline, loaded.warnings
        if not record.rounds:
            self.show_error(translate("window", "{path}: the log has no rounds").format(path=path))
            return False
        warning = loaded.notice
        if loaded.problem is not None:
            text = translate("window", "Broken log: {problem}. Showing what comes before it.")
            warning = text.format(problem=loaded.problem)
        of = (game, loaded.game_of[1]) if loaded.game_of else (0, 1)
        if warning is None and loaded.game_of is not None:
            text = translate("window", "this file holds {count} games; showing game {number}")
            warning = text.format(number=game + 1, count=of[1])
        self.show_game(
            path, record, timeline, seat=seat, warning=warning, oddities=oddities, game=of
        )
        return True

    def show_game(self, path: Path, record: GameRecord, timeline: Timeline, *,
                  seat: int | None = None, warning: str | None = None,
                  oddities: tuple[str, ...] = (), viewpoint: int | None = None,
                  game: tuple[int, int] = (0, 1)) -> None:  # fmt: skip
        """Show a game read from ``path`` (a log, or a review report's own game); ``game``:
        (0-based game, games in the file) for a file of several."""
        self.game = game
        step, remembered = self.opening.start_point(path, seat, game[0])
        viewpoint = remembered if viewpoint is None else viewpoint
        if viewpoint is None or viewpoint >= record.rules.players:
            viewpoint = 0
        self._switching = True  # the signals below describe the new game, not moves in the old
        try:
            self.path = path
            self.warning = warning
            self.oddities = tuple(dict.fromkeys((*record.warnings, *oddities)))
            self.autoplay.stop()
            self.session.update_options(viewpoint=viewpoint)
            self.session.open_timeline(timeline, step, partial(file_seeds, path))
        finally:
            self._switching = False
        self._remember_position()
        self.file_opened.emit(path)

    # -- the rest of the window's own work --------------------------------------------------------
    def receive_targets(self, targets: list[str]) -> None:
        """Files handed over by a second launch: come to the front and open them."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        if targets:
            self.opening.open_targets(targets)

    def watch_keys(self) -> None:
        """Start telling held keys from presses (an application event filter)."""
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.keys)

    def _remember_position(self, _changed: object = None) -> None:
        if self.path is not None and self.session.has_game and not self._switching:
            self.opening.remember(
                self.path, self.session.step, self.session.options.viewpoint, self.game[0]
            )

    def _game_changed(self, record: GameRecord) -> None:
        self._show_title(record)
        self.status_line.show_log_notes(self.warning, self.oddities)

    def _show_title(self, record: GameRecord) -> None:
        name = self.path.name if self.path is not None else "demo"
        if self.game[1] > 1:
            name += " · " + translate("window", "game {number}/{count}").format(
                number=self.game[0] + 1, count=self.game[1]
            )
        room = record.rules.room_name
        place = self.opening.list_position()
        if place is not None:
            name += f" ({place[0]}/{place[1]})"
        self.setWindowTitle(f"{name} — {room} — {APP_TITLE}")
        if self.path is not None:
            self.setWindowFilePath(str(self.path))

    def _show_frame(self, frame: Frame) -> None:
        """The board and the status line draw the session's frame (the parts draw the rest)."""
        self.board.set_frame(frame)
        self.status_line.show_frame(frame)

    def _reword(self) -> None:
        """After the parts: the log's notes and the frame (every word of it) again."""
        if self.session.record is not None:
            self.status_line.show_log_notes(self.warning, self.oddities)
        self.session.reword()

    def changeEvent(self, event: QEvent) -> None:
        """A new translator (View → Language, or any other): the parts are worded again."""
        if event.type() == QEvent.Type.LanguageChange and self.chrome is not None:
            self.wording.refresh()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.autoplay.stop()
        if self.chrome is not None:
            self.chrome.shutdown()
        save_settings(self, self.settings, self.session, self.autoplay)
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self.keys)
        super().closeEvent(event)

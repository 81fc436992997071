"""The main window: board in the middle, round list dock, menus from the action table, status line.

One way in for files (``Opening.open_file``, Sabaki's ``loadFile``): every route (File → Open, the
command line, the demo, drag-and-drop, recent files, Tenhou links) calls it, and it calls
``open_path`` here; a file that cannot be read gives one message and the open game stays. One way
to move (``Session.go_to``): this window only translates keys, clicks and the wheel into steps and
draws the frame the session hands over.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QCloseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QMainWindow

from viewer.app.actions import MENUS, Action
from viewer.app.autoplay import Autoplay
from viewer.app.moves import MOVES, STEPPING_MOVES, KeyRepeatWatch
from viewer.app.opening import Opening
from viewer.app.rounds_dock import RoundsDock
from viewer.app.session import Session, file_seeds
from viewer.app.status_line import StatusLine
from viewer.app.window_drops import DropsMixin
from viewer.app.window_popups import PopupsMixin
from viewer.app.window_settings import restore_layout, restore_window, save_settings
from viewer.domain.record import GameRecord
from viewer.formats.mjlog import MjlogError
from viewer.presentation import Frame, i18n
from viewer.presentation.i18n import translate
from viewer.replay.loading import load_game
from viewer.replay.timeline import Step, Timeline
from viewer.review.sniff import is_report_file
from viewer.sources.logfiles import FILE_DIALOG_FILTERS
from viewer.ui.board_view import BoardView

if TYPE_CHECKING:  # the window's chrome loads in build_chrome (after the first paint at start-up)
    from PySide6.QtGui import QAction

APP_TITLE = "mjlog-viewer"
OPEN_FILTERS = ";;".join(FILE_DIALOG_FILTERS)
WHEEL_NOTCH = 120  # angleDelta units of one wheel notch
ROUND_LIST_WIDTH = 470  # leaves a square-ish board in the default 1280 x 860 window


class MainWindow(DropsMixin, QMainWindow, PopupsMixin):
    """``file_opened(path)`` fires after every successful ``open_path`` (recent files listen)."""

    file_opened = Signal(object)  # pathlib.Path

    def __init__(
        self, settings: QSettings | None = None, *, watch_keys: bool = True, chrome: bool = True
    ) -> None:
        """``watch_keys=False``: the caller calls ``watch_keys()`` later (start-up does it after
        the first paint: an application-wide Python filter makes every event of every object
        reach Python, which costs tens of milliseconds while the window is being built).

        ``chrome=False``: only what the first board needs (the session, the board, the opening
        route, the window's place, view options and theme, the status line, and the empty places
        of the menus and the round list); ``build_chrome()`` adds the rest (the menus' entries,
        the round list, popups, review, sharing, the theme and language menus) and shows the
        open game in it. Start-up does so after the board's first paint (viewer.app.main)."""
        super().__init__()
        self.settings = settings
        self.path: Path | None = None
        self.warning: str | None = None  # the log is cut off or broken: shown in red
        self.oddities: tuple[str, ...] = ()  # tolerated oddities of the file and its replay
        self.game = (
            0,
            1,
        )  # (0-based game shown, games in the file): several in a tenhou.net/6 list
        self.chrome_built = False
        self.session = Session(self)
        self.board = BoardView(self)
        self.board.setObjectName("board")
        self.board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.board.setMinimumSize(480, 400)
        self.setCentralWidget(self.board)
        # The menu bar's menus, the round list's dock and the status bar take their places now,
        # empty: the first board is painted at its final size (build_chrome fills them).
        for menu_id, title in MENUS:
            self.menuBar().addMenu(translate("menus", title)).setObjectName(f"menu_{menu_id}")
        self.rounds_dock = RoundsDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.rounds_dock)
        self.resizeDocks([self.rounds_dock], [ROUND_LIST_WIDTH], Qt.Orientation.Horizontal)
        self.status_line = StatusLine(self, self.statusBar())
        self.position_label = self.status_line.position_label
        self.event_label = self.status_line.event_label
        self.warning_label = self.status_line.warning_label
        self._wheel = 0
        self._dismissed_key: object = None  # the result popup the user closed on this result
        self.autoplay = Autoplay(self._autoplay_advance, self)
        self.keys = KeyRepeatWatch(self)
        if watch_keys:
            self.watch_keys()

        # Every way of opening (argv, drops, recent files, next/previous log, Tenhou links,
        # a second launch, macOS file-open events) is routed to open_path by this object.
        self.opening = Opening(self, settings)
        self.file_opened.connect(self.opening.opened)  # the recent-files list
        self._switching = False
        self.setAcceptDrops(True)
        self.session.frame_changed.connect(self._show_frame)
        self.session.options_changed.connect(self._sync_toggles)
        self.session.game_changed.connect(self._game_changed)
        # The place in each file is kept as the user moves, so reopening it lands there.
        self.session.step_changed.connect(self._remember_position)
        self.session.options_changed.connect(self._remember_position)
        restore_window(self)  # its place, view options and theme: before the first frame
        restore_layout(self)  # the dock's place
        self.setWindowTitle(APP_TITLE)
        self.resize(1280, 860)
        if chrome:
            self.build_chrome()

    def build_chrome(self) -> None:
        """Everything around the board (viewer/app/window_chrome.py); then the open game, if
        any, is shown in it as if it had been opened now."""
        from viewer.app.window_chrome import build_chrome

        build_chrome(self)

    # -- actions and menus ---------------------------------------------------------------------
    def action(self, action: Action) -> QAction:
        return self.actions_[action]

    def _update_enabled(self) -> None:
        if not self.chrome_built:
            return
        from viewer.app.exporting import EXPORTS

        has_game = self.session.has_game
        for action in (*MOVES, Action.AUTOPLAY, Action.ROTATE_VIEWPOINT, *EXPORTS):
            self.actions_[action].setEnabled(has_game)
        self._update_dismiss_action()

    # -- opening -------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        start = str(self.path.parent) if self.path is not None else ""
        if not start and self.settings is not None:
            start = str(self.settings.value("files/last_dir", "") or "")
        path, _ = QFileDialog.getOpenFileName(
            self, translate("window", "Open a Tenhou log"), start, OPEN_FILTERS
        )
        if path:
            if self.settings is not None:
                self.settings.setValue("files/last_dir", str(Path(path).parent))
            self.opening.open_file(path)

    def open_path(self, path: str | Path, seat: int | None = None, game: int = 0) -> bool:
        """Read a log and show it. On failure: one message, and the open game stays.

        A log broken part-way opens with what came before the break (``MjlogError.partial``) and a
        warning in the status line; a log cut off at its end opens with its truncation shown.
        A log opened before comes back where it was left; ``seat`` (a ``&tw=N`` name or link)
        puts that seat at the bottom; ``game``: which game of a file of several (0: the first).
        """
        path = Path(path)
        if is_report_file(path):  # a Mortal review report: its own game, the review on
            return self.review.open_alone(path)
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

    def show_status(self, text: str) -> None:
        """A passing note in the status bar (downloads, the end of a list of logs)."""
        self.statusBar().showMessage(text, 6000)

    def receive_targets(self, targets: list[str]) -> None:
        """Files handed over by a second launch: come to the front and open them."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        if targets:
            self.opening.open_targets(targets)

    def _remember_position(self, _changed: object = None) -> None:
        if self.path is not None and self.session.has_game and not self._switching:
            self.opening.remember(
                self.path, self.session.step, self.session.options.viewpoint, self.game[0]
            )

    def watch_keys(self) -> None:
        """Start telling held keys from presses (an application event filter)."""
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.keys)

    def show_error(self, text: str) -> None:
        """The one message a failed open gives (tests replace this)."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, translate("window", "Cannot open the log"), text)

    def _game_changed(self, record: GameRecord) -> None:
        self._show_title(record)
        self.status_line.show_log_notes(self.warning, self.oddities)
        if not self.chrome_built:  # (build_chrome shows the game when it is done)
            return
        from viewer.presentation.results import final_block

        self.popup.hide()
        self.popup.clear()
        self._dismissed_key = None
        self.empty_hint.hide()
        self.rounds.set_record(record)
        self.final_label.setText(final_block(record))
        self._update_enabled()

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

    # -- moving --------------------------------------------------------------------------------
    def navigate(self, action: Action) -> None:
        """Keys and menu entries of the Go menu; a held key stops at a round's result."""
        repeat = self.keys.take()
        timeline = self.session.timeline
        if timeline is None:
            return
        step = self.session.step
        if repeat and action in STEPPING_MOVES and timeline.is_result(step):
            return
        target = MOVES[action](timeline, step, self.session.options.viewpoint)
        moved = self.session.go_to(target)
        if not moved and action is Action.NEXT and self.session.is_last():
            self.show_final()
        if moved:
            self.autoplay.restart_wait(pause=timeline.is_result(self.session.step))

    def go_to_round(self, row: int) -> None:
        self.session.go_to(Step(row, 0))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.board or watched is self.popup:
            # The wheel steps over the board and over a result shown on it alike.
            if event.type() == QEvent.Type.Wheel and isinstance(event, QWheelEvent):
                self.wheel_steps(event.angleDelta().y())
                event.accept()
                return True
            if event.type() == QEvent.Type.Resize and watched is self.board:
                self.empty_hint.setGeometry(self.board.rect())
        return super().eventFilter(watched, event)

    def wheel_steps(self, delta: int) -> int:
        """Add a wheel movement; one step per full notch (120 units), down = forward."""
        if not self.session.has_game:
            return 0
        if self._wheel and (delta > 0) != (self._wheel > 0):
            self._wheel = 0  # direction changed: start counting afresh
        self._wheel += delta
        steps = 0
        while abs(self._wheel) >= WHEEL_NOTCH:
            forward = self._wheel < 0
            self._wheel += WHEEL_NOTCH if forward else -WHEEL_NOTCH
            self.navigate(Action.NEXT if forward else Action.PREVIOUS)
            steps += 1
        return steps

    # -- autoplay ------------------------------------------------------------------------------
    def _autoplay_toggled(self, checked: bool) -> None:
        if checked and self.session.is_last():
            self.action(Action.AUTOPLAY).setChecked(False)
            text = translate("window", "At the end of the game: nothing left to play.")
            self.statusBar().showMessage(text, 3000)
            return
        self.autoplay.start() if checked else self.autoplay.stop()

    def _autoplay_advance(self) -> str:
        timeline = self.session.timeline
        if timeline is None:
            return "end"
        if self.session.is_last():
            self.show_final()
            return "end"
        self.session.go_to(timeline.next(self.session.step))
        return "result" if timeline.is_result(self.session.step) else "moved"

    def _show_autoplay(self, running: bool) -> None:
        toggle = self.actions_[Action.AUTOPLAY]
        toggle.blockSignals(True)
        toggle.setChecked(running)
        toggle.blockSignals(False)
        self.status_line.show_autoplay(running, self.autoplay.interval)

    # -- drawing -------------------------------------------------------------------------------
    def _show_frame(self, frame: Frame) -> None:
        """Draw the session's frame: the board, the status line, the round list, the popup."""
        self.board.set_frame(frame)
        self.status_line.show_frame(frame)
        if not self.chrome_built:
            return
        self.rounds.show_round(frame.position.step.round)
        self._update_popup(frame)

    def _sync_toggles(self, _options: object = None) -> None:
        if not self.chrome_built:
            return
        from viewer.app.menus import TOGGLES

        options = self.session.options
        for action, field in TOGGLES.items():
            toggle = self.actions_[action]
            toggle.blockSignals(True)
            toggle.setChecked(bool(getattr(options, field)))
            toggle.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:
        """A new translator (View → Language): every text written once is written again."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "language_menu"):
            from viewer.app import language_menu

            now = (i18n.language(), i18n.japanese_beside())
            if language_menu.worded_in(self) != now:
                language_menu.retranslate_window(self)
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.autoplay.stop()
        save_settings(self)
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self.keys)
        super().closeEvent(event)

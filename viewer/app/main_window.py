"""The main window: board in the middle, round list dock, menus from the action table, status line.

One way in for files (``open_path``, Sabaki's ``loadFile``): every route (File → Open, the command
line, later drag-and-drop and recent files) calls it; a file that cannot be read gives one message
and the open game stays. One way to move (``Session.go_to``): this window only translates keys,
clicks and the wheel into steps and redraws when the session says the step changed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from viewer.app.actions import ACTION_SPECS, MENUS, Action, create_actions
from viewer.app.autoplay import Autoplay
from viewer.app.describe import describe_event, final_summary, round_title
from viewer.app.exporting import EXPORTS, Exporting
from viewer.app.opening import Opening, accepts_drop, dropped_paths
from viewer.app.overlays import HelpOverlay, ResultPopup
from viewer.app.round_list import RoundListView
from viewer.app.session import Session
from viewer.domain.events import Agari, Ryuukyoku
from viewer.domain.record import GameRecord
from viewer.formats.mjlog import MjlogError
from viewer.replay.loading import load_game
from viewer.replay.timeline import Step, Timeline
from viewer.sources.logfiles import FILE_DIALOG_FILTERS
from viewer.ui.board_view import BoardView
from viewer.ui.result_view import AgariPanel, FinalPanel, RyuukyokuPanel

logger = logging.getLogger(__name__)

WARNING_STYLE = "color: #b3261e; font-weight: 600;"
NOTE_STYLE = "color: #5d6b62;"

APP_TITLE = "mjlog-viewer"
OPEN_FILTERS = ";;".join(FILE_DIALOG_FILTERS)
WHEEL_NOTCH = 120  # angleDelta units of one wheel notch
ROUND_LIST_WIDTH = 470  # leaves a square-ish board in the default 1280 x 860 window

Move = Callable[[Timeline, Step, int], Step]
MOVES: dict[Action, Move] = {
    Action.NEXT: lambda t, s, seat: t.next(s),
    Action.PREVIOUS: lambda t, s, seat: t.previous(s),
    Action.NEXT_TURN: lambda t, s, seat: t.next_turn(s, seat),
    Action.PREVIOUS_TURN: lambda t, s, seat: t.previous_turn(s, seat),
    Action.NEXT_ROUND: lambda t, s, seat: t.next_round(s),
    Action.PREVIOUS_ROUND: lambda t, s, seat: t.previous_round(s),
    Action.ROUND_START: lambda t, s, seat: t.round_start(s),
    Action.ROUND_END: lambda t, s, seat: t.round_end(s),
    Action.NEXT_NOTABLE: lambda t, s, seat: t.next_notable(s),
    Action.PREVIOUS_NOTABLE: lambda t, s, seat: t.previous_notable(s),
}
# Moves that a held key repeats; they stop at a round's result until the key is pressed afresh.
STEPPING_MOVES = frozenset(
    {
        Action.NEXT,
        Action.PREVIOUS,
        Action.NEXT_TURN,
        Action.PREVIOUS_TURN,
        Action.NEXT_NOTABLE,
        Action.PREVIOUS_NOTABLE,
    }
)
TOGGLES = {
    Action.OPEN_HANDS: "open_hands",
    Action.SHADE_TSUMOGIRI: "shade_tsumogiri",
    Action.MARK_DORA: "mark_dora",
    Action.SHOW_ANALYSIS: "show_analysis",
}


class KeyRepeatWatch(QObject):
    """Remembers whether the key behind the next shortcut is an auto-repeat.

    Qt does not tell an action what triggered it; the ShortcutOverride event that precedes every
    shortcut carries ``isAutoRepeat``, so an application filter notes it and the action takes it.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.repeat = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            self.repeat = event.isAutoRepeat()
        elif kind == QEvent.Type.MouseButtonPress:
            self.repeat = False  # a click is never a held key
        elif kind == QEvent.Type.KeyRelease and isinstance(event, QKeyEvent):
            # Auto-repeat sends its own releases, marked as such; a real release ends the hold.
            self.repeat = self.repeat and event.isAutoRepeat()
        return False

    def take(self) -> bool:
        repeat, self.repeat = self.repeat, False
        return repeat


class MainWindow(QMainWindow):
    """``file_opened(path)`` fires after every successful ``open_path`` (recent files listen)."""

    file_opened = Signal(object)  # pathlib.Path

    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.path: Path | None = None
        self.warning: str | None = None  # the log is cut off or broken: shown in red
        self.oddities: tuple[str, ...] = ()  # tolerated oddities of the file and its replay
        self.session = Session(self)
        self.board = BoardView(self)
        self.board.setObjectName("board")
        self.board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.board.setMinimumSize(480, 400)
        self.setCentralWidget(self.board)
        self.popup = ResultPopup(self, anchor=self.board)  # may widen over the dock
        self.popup.dismissed.connect(self._popup_dismissed)
        self.help_overlay = HelpOverlay(self)  # over the whole window: it is wide
        self.help_overlay.dismissed.connect(self._update_dismiss_action)
        self.empty_hint = QLabel(
            "Open a Tenhou log with File → Open (Ctrl+O)\nor start mjlog-viewer with a file.",
            self.board,
        )
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setStyleSheet("color: #e8efe9; font-size: 15px;")
        self._wheel = 0
        self._dismissed_key: object = None  # the result popup the user closed on this result
        self.board.installEventFilter(self)
        self.popup.installEventFilter(self)

        self.rounds = RoundListView(self)
        self.rounds.round_clicked.connect(self.go_to_round)
        self.rounds_dock = QDockWidget("Rounds", self)
        self.rounds_dock.setObjectName("rounds_dock")
        self.final_label = QLabel(self)
        self.final_label.setObjectName("final_label")
        self.final_label.setContentsMargins(6, 4, 6, 4)
        self.final_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        dock_body = QWidget(self)
        dock_layout = QVBoxLayout(dock_body)
        dock_layout.setContentsMargins(0, 0, 0, 0)
        dock_layout.setSpacing(0)
        dock_layout.addWidget(self.rounds, 1)
        dock_layout.addWidget(self.final_label)
        self.rounds_dock.setWidget(dock_body)
        self.rounds_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.rounds_dock)
        self.resizeDocks([self.rounds_dock], [ROUND_LIST_WIDTH], Qt.Orientation.Horizontal)

        self.position_label = QLabel(self)
        self.position_label.setObjectName("position_label")
        self.event_label = QLabel(self)
        self.event_label.setObjectName("event_label")
        self.autoplay_label = QLabel(self)
        self.warning_label = QLabel(self)
        self.warning_label.setObjectName("warning_label")
        self.warning_label.hide()
        for label in (self.position_label, self.event_label, self.autoplay_label):
            label.setContentsMargins(6, 0, 6, 0)
        self.position_label.setStyleSheet("color: #3c4a40; font-weight: 600;")
        status = self.statusBar()
        status.addWidget(self.position_label)
        status.addWidget(self.event_label, 1)
        status.addPermanentWidget(self.warning_label)
        status.addPermanentWidget(self.autoplay_label)

        self.autoplay = Autoplay(self._autoplay_advance, self)
        self.autoplay.running_changed.connect(self._show_autoplay)
        self.autoplay.speed_changed.connect(lambda _ms: self._show_autoplay(self.autoplay.running))

        self.keys = KeyRepeatWatch(self)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.keys)

        # Every way of opening (argv, drops, recent files, next/previous log, Tenhou links,
        # a second launch, macOS file-open events) is routed to open_path by this object.
        self.opening = Opening(self, settings)
        self.file_opened.connect(self.opening.opened)  # the recent-files list
        self._switching = False
        self.setAcceptDrops(True)

        self.actions_ = create_actions(self)
        self._connect_actions()
        self._build_menus()
        self.session.step_changed.connect(self._step_changed)
        self.session.options_changed.connect(self._options_changed)
        self.session.game_changed.connect(self._game_changed)
        # The place in each file is kept as the user moves, so reopening it lands there.
        self.session.step_changed.connect(self._remember_position)
        self.session.options_changed.connect(self._remember_position)
        self._restore_settings()
        self._sync_toggles()
        self._update_enabled()
        self.setWindowTitle(APP_TITLE)
        self.resize(1280, 860)

    # -- actions and menus ---------------------------------------------------------------------
    def action(self, action: Action) -> QAction:
        return self.actions_[action]

    def _connect_actions(self) -> None:
        a = self.actions_
        a[Action.OPEN].triggered.connect(self.open_dialog)
        a[Action.OPEN_TENHOU].triggered.connect(self.opening.ask_tenhou)
        a[Action.NEXT_LOG].triggered.connect(lambda: self.opening.step_log(+1))
        a[Action.PREVIOUS_LOG].triggered.connect(lambda: self.opening.step_log(-1))
        a[Action.QUIT].triggered.connect(self.close)
        self.exporting = Exporting(self)
        a[Action.EXPORT].triggered.connect(self.exporting.export_dialog)
        a[Action.COPY_ROUND_LINK].triggered.connect(self.exporting.copy_round_link)
        for action in MOVES:
            a[action].triggered.connect(lambda _checked=False, act=action: self.navigate(act))
        a[Action.AUTOPLAY].triggered.connect(self._autoplay_toggled)
        a[Action.FASTER].triggered.connect(self.autoplay.faster)
        a[Action.SLOWER].triggered.connect(self.autoplay.slower)
        a[Action.ROTATE_VIEWPOINT].triggered.connect(self.session.rotate_viewpoint)
        for action, field in TOGGLES.items():
            a[action].toggled.connect(
                lambda checked, name=field: self.session.update_options(**{name: checked})
            )
        # The dock's own toggle stays right whichever way the dock is closed or restored.
        dock_toggle = self.rounds_dock.toggleViewAction()
        dock_toggle.setText(a[Action.SHOW_ROUNDS].text())
        dock_toggle.setObjectName(a[Action.SHOW_ROUNDS].objectName())
        a[Action.SHOW_ROUNDS].deleteLater()
        a[Action.SHOW_ROUNDS] = dock_toggle
        a[Action.HELP].triggered.connect(self.toggle_help)
        a[Action.DISMISS].triggered.connect(self.dismiss_overlays)
        for qaction in a.values():
            self.addAction(qaction)  # shortcuts work even while the menu bar is hidden

    def _build_menus(self) -> None:
        bar = self.menuBar()
        for menu_id, title in MENUS:
            menu = bar.addMenu(title)
            menu.setObjectName(f"menu_{menu_id}")
            previous_group = None
            for action, spec in ACTION_SPECS.items():
                if spec.menu != menu_id:
                    continue
                group = _menu_group(action)
                if previous_group is not None and group != previous_group:
                    menu.addSeparator()
                previous_group = group
                menu.addAction(self.actions_[action])
                if action is Action.OPEN_TENHOU:
                    self.recent_menu = menu.addMenu("Open &Recent")
                    self.recent_menu.setObjectName("menu_recent")
                    self.recent_menu.aboutToShow.connect(
                        lambda: self.opening.fill_recent_menu(self.recent_menu)
                    )

    def _update_enabled(self) -> None:
        has_game = self.session.has_game
        for action in (*MOVES, Action.AUTOPLAY, Action.ROTATE_VIEWPOINT, *EXPORTS):
            self.actions_[action].setEnabled(has_game)
        self._update_dismiss_action()

    def _update_dismiss_action(self) -> None:
        # Esc / Enter belong to the popups only while one is open.
        self.actions_[Action.DISMISS].setEnabled(
            self.popup.isVisible() or self.help_overlay.isVisible()
        )

    # -- opening -------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        start = str(self.path.parent) if self.path is not None else ""
        if not start and self.settings is not None:
            start = str(self.settings.value("files/last_dir", "") or "")
        path, _ = QFileDialog.getOpenFileName(self, "Open a Tenhou log", start, OPEN_FILTERS)
        if path:
            if self.settings is not None:
                self.settings.setValue("files/last_dir", str(Path(path).parent))
            self.open_path(path)

    def open_path(self, path: str | Path, seat: int | None = None) -> bool:
        """Read a log and show it. On failure: one message, and the open game stays.

        A log broken part-way opens with what came before the break (``MjlogError.partial``) and a
        warning in the status line; a log cut off at its end opens with its truncation shown.
        A log opened before comes back where it was left; ``seat`` (a ``&tw=N`` name or link)
        puts that seat at the bottom.
        """
        path = Path(path)
        try:
            loaded = load_game(path)
        except MjlogError as error:
            self.show_error(str(error))
            return False
        except OSError as error:
            self.show_error(f"{path}: {error.strerror or error}")
            return False
        except Exception as error:  # a reader bug must not take the open game down with it
            logger.exception("reading %s failed", path)
            self.show_error(f"{path}: cannot be read ({type(error).__name__}: {error})")
            return False
        record, timeline, oddities = loaded.record, loaded.timeline, loaded.warnings
        if not record.rounds:
            self.show_error(f"{path}: the log has no rounds")
            return False
        warning = loaded.notice
        if loaded.problem is not None:
            warning = f"Broken log: {loaded.problem}. Showing what comes before it."
        step, viewpoint = self.opening.start_point(path, seat)
        if viewpoint is None or viewpoint >= record.rules.players:
            viewpoint = 0
        self._switching = True  # the signals below describe the new game, not moves in the old
        try:
            self.path = path
            self.warning = warning
            self.oddities = tuple(dict.fromkeys((*record.warnings, *oddities)))
            self.autoplay.stop()
            self.session.update_options(viewpoint=viewpoint)
            self.session.open_timeline(timeline, step)
        finally:
            self._switching = False
        self._remember_position()
        self.file_opened.emit(path)
        return True

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
            self.opening.remember(self.path, self.session.step, self.session.options.viewpoint)

    # -- drag-and-drop: local logs and folders only, opened after the drop returns --------------
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
        QTimer.singleShot(0, lambda: self.opening.open_paths(paths))

    def show_error(self, text: str) -> None:
        """The one message a failed open gives (tests replace this)."""
        QMessageBox.warning(self, "Cannot open the log", text)

    def _game_changed(self, record: GameRecord) -> None:
        self.popup.hide()
        self.popup.clear()
        self._dismissed_key = None
        self.empty_hint.hide()
        self.rounds.set_record(record)
        self.final_label.setText(f"Final standings (終局)\n{final_summary(record)}")
        name = self.path.name if self.path is not None else "demo"
        room = record.rules.room_name
        place = self.opening.list_position()
        if place is not None:
            name += f" ({place[0]}/{place[1]})"
        self.setWindowTitle(f"{name} — {room} — {APP_TITLE}")
        if self.path is not None:
            self.setWindowFilePath(str(self.path))
        if self.warning:
            self.warning_label.setText(f"⚠ {_shorten(self.warning, 90)}")
            self.warning_label.setToolTip(self.warning)
            self.warning_label.setStyleSheet(WARNING_STYLE)
            self.warning_label.show()
        elif self.oddities:
            # Tolerated oddities: the game is whole, but say what was odd about the file.
            count = len(self.oddities)
            self.warning_label.setText(f"ⓘ {count} oddit{'y' if count == 1 else 'ies'} in the log")
            self.warning_label.setToolTip("\n".join(self.oddities[:30]))
            self.warning_label.setStyleSheet(NOTE_STYLE)
            self.warning_label.show()
        else:
            self.warning_label.hide()
        self._update_enabled()

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
            self.statusBar().showMessage("At the end of the game: nothing left to play.", 3000)
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
        seconds = self.autoplay.interval / 1000
        self.autoplay_label.setText(f"▶ autoplay {seconds:g} s/event" if running else "")

    # -- drawing -------------------------------------------------------------------------------
    def _step_changed(self, step: Step) -> None:
        record = self.session.record
        state = self.session.state()
        if record is None or state is None:
            return
        self.board.set_board(record, state, self.session.options)
        rnd = record.rounds[step.round]
        count = self.session.timeline.step_count(step.round) if self.session.timeline else 0
        cut = "" if rnd.complete else " (cut off)"
        self.position_label.setText(
            f"{round_title(rnd)}{cut} · round {step.round + 1}/{len(record.rounds)}"
            f" · step {step.index + 1} of {count}"
        )
        self.event_label.setText(describe_event(record, state))
        self.rounds.show_round(step.round)
        self._update_popup(step)

    def _options_changed(self, options: object) -> None:
        self._sync_toggles()
        record, state = self.session.record, self.session.state()
        if record is not None and state is not None:
            self.board.set_board(record, state, self.session.options)

    def _sync_toggles(self) -> None:
        options = self.session.options
        for action, field in TOGGLES.items():
            toggle = self.actions_[action]
            toggle.blockSignals(True)
            toggle.setChecked(bool(getattr(options, field)))
            toggle.blockSignals(False)

    # -- popups --------------------------------------------------------------------------------
    def _update_popup(self, step: Step) -> None:
        """A result step shows its popup, unless the user closed that very popup already (say on
        the first win of a double ron: stepping to the second win keeps it closed)."""
        timeline = self.session.timeline
        assert timeline is not None
        record = timeline.record
        event = timeline.snapshot(step).event
        if not isinstance(event, Agari | Ryuukyoku):
            self._dismissed_key = None
            if self.popup.isVisible():
                self.popup.hide()
                self.popup.clear()
                self._update_dismiss_action()
            return
        if isinstance(event, Agari):
            states = timeline.states(step.round)
            first = step.index
            while first > 0 and isinstance(states[first - 1].event, Agari):
                first -= 1
            wins = []
            index = first
            while index < len(states) and isinstance(states[index].event, Agari):
                wins.append(states[index].event)
                index += 1
            key: object = ("agari", step.round, first)
        else:
            key = ("ryuukyoku", step.round)
        if (self.popup.isVisible() and self.popup.key == key) or key == self._dismissed_key:
            return
        if isinstance(event, Agari):
            self.open_popup(key, _agari_title(wins), AgariPanel(record, wins))
        else:
            self.open_popup(key, "", RyuukyokuPanel(record, event))

    def open_popup(self, key: object, title: str, panel: QWidget) -> None:
        """Show a result panel over the board (non-modal; tests watch or replace this).

        ``key`` names the result ("agari", round, first step) / ("ryuukyoku", round) / ("final",);
        ``title`` is a heading over the panel, "" for none.
        """
        self.popup.show_panel(key, title, panel)
        self._update_dismiss_action()

    def show_final(self) -> None:
        """The final standings, once the last result has been seen."""
        record = self.session.record
        if record is None or record.final is None:
            return
        if self.popup.isVisible() and self.popup.key == ("final",):
            return
        self.open_popup(("final",), "", FinalPanel(record))

    def dismiss_overlays(self) -> None:
        if self.help_overlay.isVisible():
            self.help_overlay.dismiss()
        elif self.popup.isVisible():
            self.popup.dismiss()
        self._update_dismiss_action()

    def _popup_dismissed(self) -> None:
        """Closing the last result of the game shows the final standings."""
        self._update_dismiss_action()
        key = self.popup.last_key
        self._dismissed_key = key
        if key is not None and key != ("final",) and self.session.is_last():
            QTimer.singleShot(0, self.show_final)

    def toggle_help(self) -> None:
        self.help_overlay.toggle()
        self._update_dismiss_action()

    # -- settings ------------------------------------------------------------------------------
    def _restore_settings(self) -> None:
        if self.settings is None:
            return
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state)
        changes = {}
        for field in ("open_hands", "shade_tsumogiri", "mark_dora", "show_analysis"):
            value = self.settings.value(f"view/{field}")
            if value is not None:
                changes[field] = value in (True, "true", "1", 1)
        self.session.update_options(**changes)
        speed = self.settings.value("autoplay/speed")
        if speed is not None:
            self.autoplay.set_speed(int(speed))

    def _save_settings(self) -> None:
        if self.settings is None:
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        for field in ("open_hands", "shade_tsumogiri", "mark_dora", "show_analysis"):
            self.settings.setValue(f"view/{field}", getattr(self.session.options, field))
        self.settings.setValue("autoplay/speed", self.autoplay.speed)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.autoplay.stop()
        self._save_settings()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self.keys)
        super().closeEvent(event)


def _menu_group(action: Action) -> str:
    """Separators in the menus fall between these groups."""
    if action in (Action.NEXT, Action.PREVIOUS, Action.NEXT_TURN, Action.PREVIOUS_TURN):
        return "step"
    if action in (Action.NEXT_ROUND, Action.PREVIOUS_ROUND, Action.ROUND_START, Action.ROUND_END):
        return "round"
    if action in (Action.NEXT_NOTABLE, Action.PREVIOUS_NOTABLE):
        return "notable"
    if action in (Action.ROTATE_VIEWPOINT,):
        return "seat"
    if action in TOGGLES:
        return "toggles"
    if action in (Action.NEXT_LOG, Action.PREVIOUS_LOG):
        return "logs"
    if action is Action.QUIT:
        return "quit"
    return "other"


def _agari_title(wins: list[Agari]) -> str:
    """A heading over the panels only where they need one: several wins of one discard."""
    if len(wins) == 2:
        return "Double ron (ダブロン): both wins of this discard"
    if len(wins) > 2:
        return f"{len(wins)} wins of this discard"
    return ""


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"

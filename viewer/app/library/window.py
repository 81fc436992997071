"""The Library window (Ctrl+Shift+L): every indexed game in a sortable, filterable table, the
rounds of the selected game ("show rounds where …"), a player page, and scans of dropped or
chosen folders that run in the background.

It asks the main window to open games through two signals, ``open_requested(path, seat, round,
what, game)`` (round 0-based, None opens at round 1; game: 0-based place of the game in its file,
0 but in a tenhou.net/6 list of games) and ``decision_requested(path, seat, round, step, game)``
(the coach on, at that decision; round None: at the start), so it knows nothing of how a game is
shown. The Progress tab (``viewer.ui.library_progress``) shows the verdicts that Judge my games…
(``viewer.app.library.judge``) stores.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from viewer.app.library.judge import JudgeControl
from viewer.app.library.scan import ScanThread
from viewer.library import connect, default_db_path
from viewer.library.browse import GameFilter, game_rounds, game_seat, rounds_where
from viewer.library.stats import DateError, parse_date
from viewer.library.verdicts import CostlyMove, PlayedGame, judged_player
from viewer.presentation import progress_wording
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.presentation.library_wording import round_text
from viewer.ui.library_model import TAG_NAMES, GameTableModel
from viewer.ui.library_player import PlayerPage
from viewer.ui.library_progress import ProgressPage

ROUND_QUESTIONS = (
    ("", QT_TRANSLATE_NOOP("library", "All rounds")),
    ("won", QT_TRANSLATE_NOOP("library", "Rounds “me” won")),
    ("dealt_in", QT_TRANSLATE_NOOP("library", "Rounds “me” dealt in")),
    ("riichi", QT_TRANSLATE_NOOP("library", "Rounds “me” declared riichi")),
    ("called", QT_TRANSLATE_NOOP("library", "Rounds “me” called")),
    ("won_with", QT_TRANSLATE_NOOP("library", "Rounds “me” won with yaku id…")),
)
MODES = (
    (QT_TRANSLATE_NOOP("library", "All modes"), None),
    (QT_TRANSLATE_NOOP("library", "4-player"), 4),
    (QT_TRANSLATE_NOOP("library", "3-player"), 3),
)
FILTER_DELAY_MS = 250  # typing in a filter box re-queries once the typing pauses


class LibraryWindow(QMainWindow):
    # path, seat or None, round or None, and what the round was asked for ("riichi", "won" …)
    open_requested = Signal(str, object, object, str, int)
    # path, seat, round or None, step or None, game: a decision, the coach on
    decision_requested = Signal(str, int, object, object, int)
    scan_done = Signal(str)  # the summary of a finished scan

    def __init__(
        self,
        db_path: Path | None = None,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("library", "Library — mjlog-viewer"))
        self.setAcceptDrops(True)
        self.db_path = db_path or default_db_path()
        self.settings = settings
        self.connection: sqlite3.Connection = connect(self.db_path)
        self.model = GameTableModel(self.connection, self)
        self.scan: ScanThread | None = None
        self.pending_folders: list[str] = []
        self._build()
        self.apply_filter()

    # -- building --------------------------------------------------------------------------
    def _build(self) -> None:
        tabs = QTabWidget(self)
        self.setCentralWidget(tabs)
        games = QWidget(tabs)
        layout = QVBoxLayout(games)
        bar = QHBoxLayout()
        self.search = self._line("search", translate("library", "Player or log id"), bar)
        self.mode = QComboBox(games)
        self.mode.setObjectName("mode")
        for title, players in MODES:
            self.mode.addItem(translate("library", title), players)
        bar.addWidget(self.mode)
        self.room = self._line("room", translate("library", "Lobby (鳳, 東…)"), bar, width=110)
        self.tag = QComboBox(games)
        self.tag.setObjectName("tag")
        self.tag.addItem(translate("library", "Any game"), "")
        for tag, name in TAG_NAMES.items():
            text = translate("library", "Games with {tag}")
            self.tag.addItem(text.format(tag=translate("library", name)), tag)
        bar.addWidget(self.tag)
        self.since = self._line("since", translate("library", "From YYYY-MM-DD"), bar, width=120)
        self.until = self._line("until", translate("library", "To YYYY-MM-DD"), bar, width=120)
        self.me = self._line("me", translate("library", "Me (your name)"), bar, width=130)
        if self.settings is not None:
            self.me.setText(str(self.settings.value("library/me", "") or ""))
        if not self.me.text():  # after ``index --judge NAME`` the library is NAME's
            self.me.setText(judged_player(self.connection) or "")
        add = QPushButton(translate("library", "Add folder…"), games)
        add.setObjectName("add_folder")
        add.clicked.connect(self.choose_folder)
        bar.addWidget(add)
        layout.addLayout(bar)
        self.mode.currentIndexChanged.connect(self.apply_filter)
        self.tag.currentIndexChanged.connect(self.apply_filter)

        split = QSplitter(Qt.Orientation.Horizontal, games)
        self.table = QTableView(split)
        self.table.setObjectName("games")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for column, width in enumerate((130, 100, 320, 50, 70, 60, 150, 240)):
            header.resizeSection(column, width)
        header.setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda index: self.open_game(index.row()))
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self.show_rounds())
        side = QWidget(split)
        side_layout = QVBoxLayout(side)
        question_bar = QHBoxLayout()
        self.question = QComboBox(side)
        self.question.setObjectName("question")
        for key, title in ROUND_QUESTIONS:
            self.question.addItem(translate("library", title), key)
        self.yaku = QSpinBox(side)
        self.yaku.setObjectName("yaku")
        self.yaku.setRange(0, 54)
        self.yaku.setToolTip(
            translate("library", "Tenhou yaku id (1 riichi, 7 pinfu, 8 tanyao, 39 daisangen …)")
        )
        question_bar.addWidget(self.question, 1)
        question_bar.addWidget(self.yaku)
        side_layout.addLayout(question_bar)
        self.rounds = QListWidget(side)
        self.rounds.setObjectName("rounds")
        self.rounds.itemDoubleClicked.connect(self._open_round)
        side_layout.addWidget(self.rounds)
        self.question.currentIndexChanged.connect(lambda *_: self.show_rounds())
        self.yaku.valueChanged.connect(lambda *_: self.show_rounds())
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        layout.addWidget(split, 1)
        tabs.addTab(games, translate("library", "Games"))
        self.player_page = PlayerPage(self.connection, tabs)
        tabs.addTab(self.player_page, translate("library", "Player"))
        self.progress_page = ProgressPage(self.connection, tabs)
        self.progress_page.game_requested.connect(self.open_played)
        self.progress_page.decision_requested.connect(self.open_decision)
        self.judging = JudgeControl(self, self.connection, self.db_path, self.me_name)
        self.judging.message.connect(self.statusBar().showMessage)
        self.judging.judged.connect(self._judged)
        self.progress_page.tools.addWidget(self.judging.button)
        tabs.addTab(self.progress_page, translate("library", progress_wording.TAB))
        tabs.currentChanged.connect(self._tab_changed)
        self.tabs = tabs

        self.progress = QProgressBar(self)
        self.progress.setMaximumWidth(260)
        self.progress.hide()
        self.statusBar().addPermanentWidget(self.progress)
        self.resize(1100, 640)

    def _line(self, name: str, hint: str, bar: QHBoxLayout, width: int = 0) -> QLineEdit:
        line = QLineEdit(self)
        line.setObjectName(name)
        line.setPlaceholderText(hint)
        line.setClearButtonEnabled(True)
        if width:
            line.setMaximumWidth(width)
        timer = QTimer(line)
        timer.setSingleShot(True)
        timer.setInterval(FILTER_DELAY_MS)
        timer.timeout.connect(self.apply_filter)
        line.textChanged.connect(lambda _text: timer.start())
        line.returnPressed.connect(self.apply_filter)
        bar.addWidget(line)
        return line

    # -- the table -------------------------------------------------------------------------
    def _date(self, line: QLineEdit) -> str | None:
        """The day typed in a date box; a box holding something else is marked and ignored."""
        text = line.text().strip()
        try:
            day = parse_date(text).isoformat() if text else None
        except DateError:
            line.setStyleSheet("QLineEdit { color: #b3261e; }")
            tip = translate(
                "library", "{text} is not a date: write YYYY-MM-DD (ignored until then)"
            )
            line.setToolTip(tip.format(text=repr(text)))
            return None
        line.setStyleSheet("")
        line.setToolTip("")
        return day

    def current_filter(self) -> GameFilter:
        return GameFilter(
            search=self.search.text().strip(),
            players=self.mode.currentData(),
            since=self._date(self.since),
            until=self._date(self.until),
            room=self.room.text().strip(),
            tag=self.tag.currentData() or "",
            me=self.me_name(),
        )

    def apply_filter(self) -> None:
        if self.settings is not None:
            self.settings.setValue("library/me", self.me_name())
        self.model.set_filter(self.current_filter())
        self.show_count()
        self.show_rounds()
        if self.tabs.currentWidget() is self.progress_page:  # "Me" may have changed
            self.progress_page.show_player(self.me_name())

    def show_count(self) -> None:
        text = translate("library", "{count} games (query {ms} ms) — {path}")
        self.statusBar().showMessage(
            text.format(
                count=f"{self.model.total:,}",
                ms=f"{self.model.query_seconds * 1000:.0f}",
                path=self.db_path,
            )
        )

    def refresh(self) -> None:
        self.model.reload()
        self.show_count()
        self._judged()  # a scan may have added the player's games

    def open_game(self, row: int, round_index: int | None = None, what: str = "") -> None:
        if not 0 <= row < len(self.model.rows):
            return
        game = self.model.game(row)
        if game.path is None:
            return
        seat = game_seat(self.connection, game.game_id, self.me_name())
        self.open_requested.emit(game.path, seat, round_index, what, (game.number or 1) - 1)

    # -- rounds where … --------------------------------------------------------------------
    def show_rounds(self) -> None:
        self.rounds.clear()
        row = self.table.currentIndex().row()
        if not 0 <= row < len(self.model.rows):
            return
        game = self.model.game(row)
        question = self.question.currentData()
        self.yaku.setEnabled(question == "won_with")
        wanted: set[int] | None = None
        if question:
            me = self.me_name()
            seat = game_seat(self.connection, game.game_id, me)
            if seat is None:
                self.rounds.addItem(
                    translate("library", "{me} did not play in this game.").format(me=me) if me
                    else translate("library", "Type your name in “Me” to ask about your rounds.")
                )  # fmt: skip
                return
            wanted = set(
                rounds_where(self.connection, game.game_id, seat, question, self.yaku.value())
            )
        for entry in game_rounds(self.connection, game.game_id):
            if wanted is not None and entry.ordinal not in wanted:
                continue
            item = QListWidgetItem(round_text(entry))
            item.setData(Qt.ItemDataRole.UserRole, entry.ordinal - 1)
            self.rounds.addItem(item)

    def _open_round(self, item: QListWidgetItem) -> None:
        round_index = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(round_index, int):
            what = self.question.currentData() or ""
            self.open_game(self.table.currentIndex().row(), round_index, what)

    def _tab_changed(self, index: int) -> None:
        if index == 1:  # the Player tab
            self.show_player()
        elif index == 2:  # the Progress tab
            self.progress_page.show_player(self.me_name())

    def show_player(self) -> None:
        self.player_page.show_player(self.me_name())

    def me_name(self) -> str:
        return self.me.text().strip()

    def busy(self) -> bool:
        """A scan or a judging runs (closing would wait for it)."""
        return self.scan is not None or self.judging.worker is not None

    # -- progress ------------------------------------------------------------------------------
    def _judged(self) -> None:
        if self.tabs.currentWidget() is self.progress_page:
            self.progress_page.refresh()

    def open_played(self, game: PlayedGame, coach: bool) -> None:
        """A point of a trend: the game from the player's seat (the coach on for its measures)."""
        if game.path is None:
            return
        if coach:
            self.decision_requested.emit(game.path, game.seat, None, None, game.number - 1)
        else:
            self.open_requested.emit(game.path, game.seat, None, "", game.number - 1)

    def open_decision(self, move: CostlyMove) -> None:
        if move.path is not None:
            self.decision_requested.emit(
                move.path, move.seat, move.round, move.step, move.number - 1
            )

    # -- scanning ----------------------------------------------------------------------------
    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("library", "Add a folder of logs to the library")
        )
        if folder:
            self.index_folders([folder])

    def index_folders(self, folders: list[str]) -> None:
        """Scan in the background; folders asked for during a scan wait for the next one."""
        if self.scan is not None:
            self.pending_folders.extend(folders)
            return
        self.scan = ScanThread(self.db_path, folders, self)
        self.scan.progressed.connect(self._scan_progress)
        self.scan.finished_scan.connect(self._scan_finished)
        self.progress.setRange(0, 0)
        self.progress.show()
        text = translate("library", "Scanning {folders} …")
        self.statusBar().showMessage(text.format(folders=", ".join(folders)))
        self.scan.start()

    def _scan_progress(self, done: int, total: int, rate: float) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        text = translate("library", "%v/%m files, {rate}/s")
        self.progress.setFormat(text.format(rate=f"{rate:,.0f}"))

    def _scan_finished(self, summary: str) -> None:
        if self.scan is not None:
            self.scan.wait()
            self.scan.deleteLater()
        self.scan = None
        self.progress.hide()
        self.refresh()
        self.statusBar().showMessage(summary)
        self.scan_done.emit(summary)
        if self.pending_folders:
            folders, self.pending_folders = self.pending_folders, []
            self.index_folders(folders)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        folders = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if folders:
            event.acceptProposedAction()
            self.index_folders(folders)

    def closeEvent(self, event: object) -> None:
        if self.scan is not None:  # stop after the files in hand (the next scan reads the rest)
            self.scan.stop_requested = True
            self.scan.wait()
        self.judging.close()  # the same: the next run judges the rest
        super().closeEvent(event)  # type: ignore[arg-type]

"""The Library's Progress tab: a trend chart per measure over the player's games, and the
costliest decisions of all of them.

The measures are the coach's (points lost per decision, picks matched: the games judged by
Judge my games… or ``index --judge``), the library's (deal-in rate: every game), Mortal's
(rating, bad-move rate: the games with a report) and, beside the skill, the luck of the judged
games (draw z, docs/luck.md). Each chart shows the games that have its
measure, in time order, as points, with their mean over the last N games (10 unless chosen).
Hovering a point names its game, a click opens it; a row of the list opens its game at that
decision with the coach on. The page asks the window to open games through its two signals and
knows nothing of how a game is shown.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from viewer.library.stats import MODES
from viewer.library.verdicts import (
    CostlyMove,
    PlayedGame,
    costliest_moves,
    played_games,
    seats_held,
)
from viewer.presentation import progress_wording as words
from viewer.presentation.i18n import translate
from viewer.ui.charts import RateChart, SeriesChart, ValueChart
from viewer.ui.library_player import MODES as MODE_TITLES
from viewer.ui.luck_chart import LuckChart

DEFAULT_SPAN = 10  # games in the rolling mean
WORST_ROWS = 100  # decisions the list shows

Measure = Callable[[PlayedGame], float | None]  # a game's value of one measure (None: none)
MEASURES: dict[str, Measure] = {
    "points": lambda g: (
        g.coach.points_lost / g.coach.decisions if g.coach and g.coach.decisions else None
    ),
    "picks": lambda g: g.coach.picks / g.coach.decisions if g.coach and g.coach.decisions else None,
    "deal_in": lambda g: g.dealt_in / g.rounds if g.rounds else None,
    "rating": lambda g: g.mortal.rating if g.mortal else None,
    "bad_moves": lambda g: (
        g.mortal.bad_moves / g.mortal.decisions if g.mortal and g.mortal.decisions else None
    ),
    "luck": lambda g: g.luck.draw_z if g.luck else None,
}
COACH_MEASURES = frozenset({"points", "picks"})


class ProgressPage(QWidget):
    """See the module docstring. ``game_requested(game, coach)``: open a game (``coach``: with
    the coach on); ``decision_requested(move)``: open a game at a decision, the coach on."""

    game_requested = Signal(object, bool)
    decision_requested = Signal(object)

    def __init__(self, connection: sqlite3.Connection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.player = ""
        self.games: dict[str, list[PlayedGame]] = {key: [] for key in MEASURES}
        self.moves: list[CostlyMove] = []  # the list's rows
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.tools = bar  # the window adds its Judge my games… here
        self.heading = QLabel(self)
        self.heading.setObjectName("progress_heading")
        self.heading.setWordWrap(True)
        bar.addWidget(self.heading, 1)
        self.mode = QComboBox(self)
        self.mode.setObjectName("progress_mode")
        for mode, title in MODE_TITLES:
            self.mode.addItem(translate("library", title), mode)
        bar.addWidget(self.mode)
        self.span = QSpinBox(self)
        self.span.setObjectName("progress_span")
        self.span.setRange(1, 200)
        self.span.setValue(DEFAULT_SPAN)
        self.span.setPrefix(translate("library", words.SPAN))
        self.span.setSuffix(translate("library", words.SPAN_SUFFIX))
        bar.addWidget(self.span)
        layout.addLayout(bar)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        grid_host = QWidget(split)
        grid = QGridLayout(grid_host)
        grid.setContentsMargins(0, 0, 0, 0)
        self.charts: dict[str, SeriesChart] = {}
        for number, (key, _title) in enumerate(words.MEASURES):
            chart: SeriesChart = (
                ValueChart("", step=50.0, parent=grid_host)
                if key == "points"
                else LuckChart("", grid_host)
                if key == "luck"
                else RateChart("", grid_host)
            )
            chart.setObjectName(f"trend_{key}")
            chart.point_clicked.connect(lambda index, k=key: self._open_point(k, index))
            last = number == len(words.MEASURES) - 1  # an odd one out spans the row
            grid.addWidget(chart, number // 2, number % 2, 1, 2 if last and number % 2 == 0 else 1)
            self.charts[key] = chart
        side = QWidget(split)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        caption = QLabel(translate("library", words.WORST_TITLE), side)
        caption.setWordWrap(True)
        side_layout.addWidget(caption)
        self.worst = QTreeWidget(side)
        self.worst.setObjectName("worst")
        self.worst.setRootIsDecorated(False)
        self.worst.setHeaderLabels([translate("library", c) for c in words.WORST_COLUMNS])
        self.worst.itemActivated.connect(self._open_decision)
        side_layout.addWidget(self.worst, 1)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([600, 400])
        layout.addWidget(split, 1)
        self.mode.currentIndexChanged.connect(lambda *_: self.refresh())
        self.span.valueChanged.connect(lambda *_: self._show_charts())

    def show_player(self, player: str) -> None:
        """Show ``player``'s progress, in the mode they played more."""
        if player != self.player:
            self.player = player
            counts = {mode: seats_held(self.connection, player, mode) for mode in MODES}
            chosen = "sanma" if counts["sanma"] > counts["yonma"] else "yonma"
            self.mode.blockSignals(True)
            self.mode.setCurrentIndex(self.mode.findData(chosen))
            self.mode.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        """Read the player's games again (a game was judged, a scan added some)."""
        mode = self.mode.currentData()
        played = played_games(self.connection, self.player, mode) if self.player else []
        self.games = {
            key: [game for game in played if measure(game) is not None]
            for key, measure in MEASURES.items()
        }
        self._show_heading(played)
        self._show_charts()
        moves = (
            costliest_moves(self.connection, self.player, mode, WORST_ROWS) if self.player else []
        )
        self._show_worst(moves)

    def _show_heading(self, played: list[PlayedGame]) -> None:
        if not self.player:
            self.heading.setText(translate("library", words.NO_NAME))
            return
        judged = sum(1 for game in played if game.coach is not None)
        text = words.ALL_JUDGED if judged == len(played) else words.NOT_JUDGED
        self.heading.setText(
            translate("library", text).format(me=self.player, judged=judged, games=len(played))
        )

    def _show_charts(self) -> None:
        span = self.span.value()
        for key, chart in self.charts.items():
            games = self.games[key]
            chart.title = words.measure_title(key, span)
            chart.set_span(span)
            values = [MEASURES[key](game) or 0.0 for game in games]
            chart.set_points(values, [words.point_tip(key, game) for game in games])

    def _show_worst(self, moves: list[CostlyMove]) -> None:
        self.worst.clear()
        self.moves = moves
        for row, move in enumerate(moves):
            item = QTreeWidgetItem(list(words.worst_row(move)))
            item.setData(0, Qt.ItemDataRole.UserRole, row)
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight)
            self.worst.addTopLevelItem(item)
        for column in range(self.worst.columnCount()):
            self.worst.resizeColumnToContents(column)

    def _open_point(self, key: str, index: int) -> None:
        games = self.games[key]
        if 0 <= index < len(games):
            self.game_requested.emit(games[index], key in COACH_MEASURES)

    def _open_decision(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        row = item.data(0, Qt.ItemDataRole.UserRole)
        if isinstance(row, int) and 0 <= row < len(self.moves):
            self.decision_requested.emit(self.moves[row])

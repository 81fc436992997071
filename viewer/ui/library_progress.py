"""The Library's Progress tab: a trend chart per measure over the player's games, and the
costliest decisions of all of them.

The measures are the coach's (points lost per decision, picks matched, and the share of call
decisions (pon, chi, daiminkan or pass) whose played option was the coach's pick: the games
judged by Judge my games… or ``index --judge``), the library's (deal-in rate: every game), Mortal's
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
    judged_player,
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
    "calls": lambda g: (  # the share of call decisions (pass or call) whose play was the pick
        g.coach.calls[1] / g.coach.calls[0] if g.coach and g.coach.calls[0] else None
    ),
    "deal_in": lambda g: g.dealt_in / g.rounds if g.rounds else None,
    "rating": lambda g: g.mortal.rating if g.mortal else None,
    "bad_moves": lambda g: (
        g.mortal.bad_moves / g.mortal.decisions if g.mortal and g.mortal.decisions else None
    ),
    "luck": lambda g: g.luck.draw_z if g.luck else None,
}
COACH_MEASURES = frozenset({"points", "picks", "calls"})
ChartMaker = Callable[[QWidget], SeriesChart]
CHARTS: dict[str, ChartMaker] = {  # a measure's chart: its scale (a rate's unless said here)
    "points": lambda parent: ValueChart("", step=50.0, parent=parent),
    "luck": lambda parent: LuckChart("", parent),
}


def rate_chart(parent: QWidget) -> SeriesChart:
    return RateChart("", parent)


COLUMNS = 2  # charts side by side; an odd last one spans the row


class ProgressPage(QWidget):
    """See the module docstring. ``game_requested(game, coach)``: open a game (``coach``: with
    the coach on); ``decision_requested(move)``: open a game at a decision, the coach on."""

    game_requested = Signal(object, bool)
    decision_requested = Signal(object)

    def __init__(self, connection: sqlite3.Connection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.player = ""
        self.fallback = False  # the player shown is the judged one: "Me" is empty
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
        self._word_span(DEFAULT_SPAN)
        bar.addWidget(self.span)
        layout.addLayout(bar)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        chart_side = QWidget(split)
        chart_layout = QVBoxLayout(chart_side)
        chart_layout.setContentsMargins(0, 0, 0, 0)
        self.no_data = QLabel(chart_side)  # the measures no game has yet, instead of charts
        self.no_data.setObjectName("progress_no_data")
        self.no_data.setWordWrap(True)
        chart_layout.addWidget(self.no_data)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        chart_layout.addLayout(self.grid, 1)
        self.charts: dict[str, SeriesChart] = {}
        for key, _title in words.MEASURES:
            maker = CHARTS.get(key, rate_chart)
            chart = maker(chart_side)
            chart.setObjectName(f"trend_{key}")
            chart.hide()  # placed in the grid when it has games to show
            chart.point_clicked.connect(lambda index, k=key: self._open_point(k, index))
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
        self.span.valueChanged.connect(self._word_span)

    def _word_span(self, span: int) -> None:
        prefix, suffix = words.span_words(span)
        self.span.setPrefix(prefix)
        self.span.setSuffix(suffix)

    def show_player(self, player: str) -> None:
        """Show ``player``'s progress, in the mode they played more; with no name given, the
        player whose games were judged (``index --judge NAME``), if any."""
        self.fallback = not player
        if not player:
            player = judged_player(self.connection) or ""
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
        self.heading.setText(words.heading(self.player, judged, len(played), self.fallback))

    def _show_charts(self) -> None:
        """The charts with games, two a row (an odd last one spans it); the measures no game
        has yet are named in one line instead of taking the page with empty charts."""
        span = self.span.value()
        shown = [key for key in self.charts if self.games[key]]
        empty = [key for key in self.charts if not self.games[key]]
        for key, chart in self.charts.items():
            games = self.games[key]
            chart.title = words.measure_title(key)
            chart.set_span(span)
            values = [MEASURES[key](game) or 0.0 for game in games]
            chart.set_points(values, [words.point_tip(key, game) for game in games])
            self.grid.removeWidget(chart)
            chart.setVisible(key in shown)
        for number, key in enumerate(shown):
            odd_last = number == len(shown) - 1 and number % COLUMNS == 0
            row, column = divmod(number, COLUMNS)
            self.grid.addWidget(self.charts[key], row, column, 1, COLUMNS if odd_last else 1)
        for row in range(self.grid.rowCount()):
            self.grid.setRowStretch(row, 1 if row * COLUMNS < len(shown) else 0)
        self.no_data.setText(words.no_data(empty) if self.player else "")
        self.no_data.setVisible(bool(self.player and empty))

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

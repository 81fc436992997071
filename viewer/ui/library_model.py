"""The Library view's table: a Qt model over the library database that loads rows lazily.

Qt asks ``canFetchMore``/``fetchMore`` as the user scrolls; each fetch reads one page of
``PAGE_ROWS`` rows with the current filter and sort (in SQL: ``viewer.library.browse``), so
opening a library of 100,000 games costs one count and one page. Sorting by a column re-runs the
query rather than sorting rows in Python.
"""

from __future__ import annotations

import sqlite3
import time

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from viewer.library.browse import GameFilter, GameRow, count_games, fetch_games
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate

PAGE_ROWS = 200
COLUMNS = (
    ("date", QT_TRANSLATE_NOOP("library", "Date")),
    ("room", QT_TRANSLATE_NOOP("library", "Lobby")),
    ("players", QT_TRANSLATE_NOOP("library", "Players")),
    ("placement", QT_TRANSLATE_NOOP("library", "Place")),
    ("score", QT_TRANSLATE_NOOP("library", "Score")),
    ("rounds", QT_TRANSLATE_NOOP("library", "Rounds")),
    ("tags", QT_TRANSLATE_NOOP("library", "Tags")),
    ("log_id", QT_TRANSLATE_NOOP("library", "Log id")),
)
TAG_NAMES = {
    "yakuman": QT_TRANSLATE_NOOP("library", "yakuman"),
    "double_ron": QT_TRANSLATE_NOOP("library", "double ron"),
    "nagashi_mangan": QT_TRANSLATE_NOOP("library", "nagashi mangan"),
    "incomplete": QT_TRANSLATE_NOOP("library", "incomplete"),
}
_PLACE_COLORS = {1: QColor("#1b7f3a"), 4: QColor("#b3261e")}

_Index = QModelIndex | QPersistentModelIndex


class GameTableModel(QAbstractTableModel):
    """Read-only rows of games; ``set_filter`` and ``sort`` start again from the first page."""

    def __init__(self, connection: sqlite3.Connection, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.connection = connection
        self.filter = GameFilter()
        self.sort_key = "date"
        self.descending = True
        self.rows: list[GameRow] = []
        self.total = 0
        self.query_seconds = 0.0  # the count and first page of the last reset (for the report)
        self.reload()

    # -- what to show --------------------------------------------------------------------
    def set_filter(self, game_filter: GameFilter) -> None:
        if game_filter != self.filter:
            self.filter = game_filter
            self.reload()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sort_key = COLUMNS[column][0]
        self.descending = order == Qt.SortOrder.DescendingOrder
        self.reload()

    def reload(self) -> None:
        """Count the matching games and read the first page (after a scan, too)."""
        start = time.perf_counter()
        self.beginResetModel()
        self.total = count_games(self.connection, self.filter)
        self.rows = self._page(0)
        self.endResetModel()
        self.query_seconds = time.perf_counter() - start

    def game(self, row: int) -> GameRow:
        return self.rows[row]

    # -- lazy loading --------------------------------------------------------------------
    def canFetchMore(self, parent: _Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and len(self.rows) < self.total

    def fetchMore(self, parent: _Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid():
            return
        more = self._page(len(self.rows))
        if not more:
            self.total = len(self.rows)  # the library shrank under us (a scan dropped games)
            return
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(more) - 1)
        self.rows.extend(more)
        self.endInsertRows()

    def _page(self, offset: int) -> list[GameRow]:
        return fetch_games(
            self.connection,
            self.filter,
            sort=self.sort_key,
            descending=self.descending,
            offset=offset,
            limit=PAGE_ROWS,
        )

    # -- the table -----------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("library", COLUMNS[section][1])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        game = self.rows[index.row()]
        key = COLUMNS[index.column()][0]
        if role == Qt.ItemDataRole.DisplayRole:
            return display(game, key)
        if role == Qt.ItemDataRole.ToolTipRole:
            return game.path or ""
        if role == Qt.ItemDataRole.ForegroundRole and key == "placement":
            return _PLACE_COLORS.get(game.placement or 0)
        if role == Qt.ItemDataRole.TextAlignmentRole and key in ("placement", "score", "rounds"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def display(game: GameRow, key: str) -> str:
    """The text of one cell (Qt-free in effect; kept beside the model that shows it)."""
    if key == "date":
        return (game.played_at or "")[:16]
    if key == "room":
        return game.room
    if key == "players":
        return game.names or ""
    if key == "placement":
        return "" if game.placement is None else f"{game.placement}"
    if key == "score":
        return "" if game.score is None else f"{game.score:,}"
    if key == "rounds":
        return str(game.round_count)
    if key == "tags":
        tags = (
            translate("library", TAG_NAMES.get(tag, tag)) for tag in game.tags.split(",") if tag
        )
        return ", ".join(tags)
    if key == "log_id":
        return game.log_id or ""
    return ""

"""The round list: a thin table model over ``record.rounds`` and the dock that shows it.

Columns: the round (東1局 0本場), its result (who won what from whom, or the draw), then one column
per player with that round's score change. Rounds the log cut off are marked in red. Clicking a
row asks the session to go to that round's start; the row of the current round stays selected.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableView,
    QWidget,
)

from viewer.domain.events import Agari
from viewer.domain.record import GameRecord
from viewer.presentation.describe import describe_agari, describe_ryuukyoku, round_title
from viewer.presentation.i18n import translate
from viewer.presentation.results import result_summary, round_results, score_changes, signed
from viewer.presentation.seats import seat_name

ROUND_COLUMN = 0
RESULT_COLUMN = 1
FIRST_SEAT_COLUMN = 2
CUT_OFF_COLOR = QColor("#c62828")
GAIN_COLOR = QColor("#1b7f3a")
LOSS_COLOR = QColor("#b3261e")
ZERO_COLOR = QColor("#8a8a8a")
REVIEW_BAD_COLOR = QColor("#d32f2f")
# On a dark palette (the dark theme) the same meanings, light enough to read.
DARK_PALETTE_COLORS = {
    CUT_OFF_COLOR.name(): QColor("#ff8a80"),
    GAIN_COLOR.name(): QColor("#6fdc8c"),
    LOSS_COLOR.name(): QColor("#ff8e8e"),
    ZERO_COLOR.name(): QColor("#9a9a9a"),
}


def _brush(colour: QColor) -> QBrush:
    """``colour``, or its light twin when the list is drawn on a dark base."""
    if QGuiApplication.palette().color(QPalette.ColorRole.Base).lightness() < 128:
        colour = DARK_PALETTE_COLORS.get(colour.name(), colour)
    return QBrush(colour)


HEADER_NAME_LENGTH = 5  # seat columns are narrow; the tooltip has the whole name

_Index = QModelIndex | QPersistentModelIndex


class RoundListModel(QAbstractTableModel):
    """Read-only adapter: the record never changes, a new game resets the model."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record: GameRecord | None = None
        self._rows: list[tuple[str, str, tuple[int, ...], bool, str]] = []
        self._review: dict[int, tuple[int, int]] = {}  # round -> (disagreements, reviewed)
        # The quiz: only the rounds up to this one are listed, and this one without its result
        # (None: every round, in full).
        self.horizon: int | None = None

    def set_horizon(self, round_number: int | None) -> None:
        """List only the rounds reached (the quiz: nothing of the future), or all (None)."""
        if round_number == self.horizon:
            return
        self.beginResetModel()
        self.horizon = round_number
        self.endResetModel()

    def set_review_marks(self, marks: dict[int, tuple[int, int]]) -> None:
        """A Mortal review's disagreements per round (empty: no review)."""
        self._review = dict(marks)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, 0))

    def set_record(self, record: GameRecord | None) -> None:
        self.beginResetModel()
        self.record = record
        self._review = {}
        self._rows = []
        if record is not None:
            for rnd in record.rounds:
                cut = not rnd.complete
                tip = "\n".join(
                    describe_agari(record, r) if isinstance(r, Agari) else describe_ryuukyoku(r)
                    for r in round_results(rnd)
                )
                if cut:
                    tip = (tip + "\n" if tip else "") + (
                        record.truncation
                        or translate("window", "The log stops before this round's result.")
                    )
                title = round_title(rnd) + (" ⚠" if cut else "")
                changes = score_changes(record, rnd)
                self._rows.append((title, result_summary(record, rnd), changes, cut, tip))
        self.endResetModel()

    # -- Qt model API ---------------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        if self.horizon is not None:
            return min(len(self._rows), self.horizon + 1)
        return len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.record is None:
            return 0
        return FIRST_SEAT_COLUMN + self.record.rules.players

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or self.record is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == ROUND_COLUMN:
                return translate("window", "Round")
            if section == RESULT_COLUMN:
                return translate("window", "Result")
            name = seat_name(self.record, section - FIRST_SEAT_COLUMN)
            return name if len(name) <= HEADER_NAME_LENGTH else name[: HEADER_NAME_LENGTH - 1] + "…"
        if role == Qt.ItemDataRole.ToolTipRole and section >= FIRST_SEAT_COLUMN:
            text = translate("window", "Score change of {who}")
            return text.format(who=seat_name(self.record, section - FIRST_SEAT_COLUMN))
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        title, result, changes, cut, tip = self._rows[index.row()]
        column = index.column()
        bad, reviewed = self._review.get(index.row(), (0, 0))
        if self.horizon is not None:  # the quiz: no review marks, the round reached unplayed
            bad = 0
            if index.row() >= self.horizon:
                if role == Qt.ItemDataRole.DisplayRole and column == ROUND_COLUMN:
                    return title.removesuffix(" ⚠")
                if role == Qt.ItemDataRole.DisplayRole and column >= RESULT_COLUMN:
                    return ""
                return None
        if column == ROUND_COLUMN and bad:
            if role == Qt.ItemDataRole.DisplayRole:
                return f"{title}  ×{bad}"
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(REVIEW_BAD_COLOR)
            if role == Qt.ItemDataRole.ToolTipRole:
                text = translate(
                    "review", "{bad} of {reviewed} reviewed moves disagree with Mortal"
                )
                return text.format(bad=bad, reviewed=reviewed)
        if role == Qt.ItemDataRole.DisplayRole:
            if column == ROUND_COLUMN:
                return title
            if column == RESULT_COLUMN:
                return result
            return signed(changes[column - FIRST_SEAT_COLUMN])
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip or None
        if role == Qt.ItemDataRole.ForegroundRole:
            if cut and column <= RESULT_COLUMN:
                return _brush(CUT_OFF_COLOR)
            if column >= FIRST_SEAT_COLUMN:
                change = changes[column - FIRST_SEAT_COLUMN]
                if not change:
                    return _brush(ZERO_COLOR)
                return _brush(GAIN_COLOR if change > 0 else LOSS_COLOR)
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= FIRST_SEAT_COLUMN:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and cut and column == RESULT_COLUMN:
            font = QFont()
            font.setItalic(True)
            return font
        return None

    def is_cut_off(self, row: int) -> bool:
        return self._rows[row][3]


class RoundListView(QTableView):
    """The table in the dock; ``round_clicked(row)`` when the user picks a round."""

    round_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("round_list")
        self.model_ = RoundListModel(self)
        self.setModel(self.model_)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(False)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setStretchLastSection(False)
        # Clicks move the game, keys stay with the window's shortcuts (arrows step the board).
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.clicked.connect(lambda index: self.round_clicked.emit(index.row()))
        self._held: list[tuple[Callable[[Any], None], Any]] | None = None

    def hold(self) -> None:
        """Keep what is shown back until ``release``. Start-up holds the list while the board
        is painted first: laying the table out (its columns fit their contents) costs several
        milliseconds the first board does not need."""
        if self._held is None:
            self._held = []

    def release(self) -> None:
        """Show what came while held, in the order it came."""
        held, self._held = self._held, None
        for show, value in held or ():
            show(value)

    def set_record(self, record: GameRecord | None) -> None:
        if self._held is not None:
            self._held.append((self.set_record, record))
            return
        self.model_.set_record(record)
        header = self.horizontalHeader()
        for column in range(self.model_.columnCount()):
            mode = (
                QHeaderView.ResizeMode.Stretch
                if column == RESULT_COLUMN
                else QHeaderView.ResizeMode.ResizeToContents
            )
            header.setSectionResizeMode(column, mode)

    def set_review_marks(self, marks: dict[int, tuple[int, int]]) -> None:
        if self._held is not None:
            self._held.append((self.set_review_marks, marks))
            return
        self.model_.set_review_marks(marks)

    def set_horizon(self, round_number: int | None) -> None:
        if self._held is not None:
            self._held.append((self.set_horizon, round_number))
            return
        self.model_.set_horizon(round_number)
        if round_number is not None:
            self.show_round(round_number)

    def show_round(self, row: int) -> None:
        """Select the current round's row without emitting a click."""
        if self._held is not None:
            self._held.append((self.show_round, row))
            return
        if not 0 <= row < self.model_.rowCount():
            return
        if self.currentIndex().row() != row:
            self.selectRow(row)
        self.scrollTo(self.model_.index(row, 0))

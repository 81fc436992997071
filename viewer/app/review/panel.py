"""The review dock: this decision's candidates, and the whole game's summary.

Top: the move played against Mortal's, the verdict (coloured), shanten and furiten, and every
candidate with its probability and Q value (the played row blue, Mortal's green). Below: the
report's figures, disagreements per round and the worst moves, each a click away
(``step_requested``), and the disagreement threshold (``threshold_changed``).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QFormLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from viewer.app.review.strip import DecisionStrip
from viewer.domain.record import GameRecord
from viewer.presentation import review_wording as w
from viewer.presentation.review_wording import (
    action_tile_words,
    action_tiles,
    action_verb,
    action_words,
    hand_flags,
    percent,
    summary_lines,
    verdict,
    worst_line,
)
from viewer.replay import Step
from viewer.review import GameReview, ReviewEntry, is_disagreement
from viewer.review.model import Candidate
from viewer.ui.scrolling import scrolling
from viewer.ui.tile_line import tiles_pixmap

PLAYER_BRUSH = QBrush(QColor(30, 136, 229, 60))
AI_BRUSH = QBrush(QColor(46, 125, 50, 60))
MATCH_COLOR = "#2e7d32"
CLOSE_COLOR = "#ef6c00"
BAD_COLOR = "#d32f2f"
WORST_COUNT = 10


def _table(columns: list[str], parent: QWidget) -> QTableWidget:
    table = QTableWidget(0, len(columns), parent)
    table.setHorizontalHeaderLabels(columns)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
    table.setShowGrid(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, len(columns)):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    return table


class ReviewPanel(QDockWidget):
    step_requested = Signal(object)  # Step
    threshold_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(w.words(w.DOCK_TITLE), parent)
        self.setObjectName("review_dock")
        self.review: GameReview | None = None
        self.threshold = 1.0
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 4, 6, 4)
        self.strip = DecisionStrip(body)
        self.strip.step_requested.connect(self.step_requested)
        self.moves = QLabel(body)
        self.moves.setObjectName("review_moves")
        self.moves.setWordWrap(True)
        self.verdict = QLabel(body)
        self.verdict.setObjectName("review_verdict")
        self.verdict.setWordWrap(True)
        self.flags = QLabel(body)
        self.flags.setObjectName("review_flags")
        self.candidates = _table(list(w.CANDIDATE_COLUMNS), body)
        self.candidates.setObjectName("review_candidates")
        # the tile column shows the tiles themselves, as on the board (the name is the tooltip)
        self.tile_height = round(self.fontMetrics().height() * 1.6)
        self.candidates.verticalHeader().setDefaultSectionSize(self.tile_height + 4)
        self.candidates.setMinimumHeight(
            self.fontMetrics().height() * 2 + (self.tile_height + 4) * 4
        )
        self.candidates.setIconSize(QSize(self.tile_height * 3, self.tile_height))
        self.summary = QLabel(body)
        self.summary.setObjectName("review_summary")
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rounds = _table(list(w.ROUND_COLUMNS), body)
        self.rounds.setObjectName("review_rounds")
        self.rounds.cellClicked.connect(self._round_clicked)
        self.worst = QListWidget(body)
        self.worst.setObjectName("review_worst")
        self.worst.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.worst.itemClicked.connect(self._worst_clicked)
        self.threshold_box = QSpinBox(body)
        self.threshold_box.setObjectName("review_threshold")
        self.threshold_box.setRange(0, 100)
        self.threshold_box.setSuffix(" %")
        self.threshold_box.setValue(100)
        self.threshold_box.valueChanged.connect(lambda v: self.set_threshold(v / 100, emit=True))
        form = QFormLayout()
        self.threshold_label = QLabel(body)
        form.addRow(self.threshold_label, self.threshold_box)
        for widget in (self.strip, self.moves, self.verdict, self.flags):
            layout.addWidget(widget)
        layout.addWidget(self.candidates, 3)
        layout.addWidget(self.summary)
        layout.addLayout(form)
        self.per_round_label = QLabel(body)
        layout.addWidget(self.per_round_label)
        layout.addWidget(self.rounds, 2)
        self.worst_label = QLabel(body)
        layout.addWidget(self.worst_label)
        layout.addWidget(self.worst, 2)
        self.setWidget(scrolling(body, self))
        self._round_steps: list[Step] = []
        self._worst_steps: list[Step] = []
        self._entry: ReviewEntry | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the dock in the current language (View → Language)."""
        self.setWindowTitle(w.words(w.DOCK_TITLE))
        self.candidates.setHorizontalHeaderLabels([w.words(c) for c in w.CANDIDATE_COLUMNS])
        self.rounds.setHorizontalHeaderLabels([w.words(c) for c in w.ROUND_COLUMNS])
        self.threshold_box.setToolTip(w.words(w.THRESHOLD_TIP))
        self.threshold_label.setText(w.words(w.THRESHOLD_LABEL))
        self.per_round_label.setText(w.words(w.PER_ROUND))
        self.worst_label.setText(w.words(w.WORST_MOVES))
        self.strip.retranslate()
        review = self.review
        self.summary.setText("\n".join(summary_lines(review.report)) if review else "")
        self._fill_summary()
        self.show_entry(self._entry)

    # -- the game ------------------------------------------------------------------------------
    def set_review(self, review: GameReview | None, record: GameRecord | None = None) -> None:
        self.review = review
        self.summary.setText("\n".join(summary_lines(review.report)) if review else "")
        self._fill_summary()
        self.show_entry(None)

    def set_threshold(self, threshold: float, emit: bool = False) -> None:
        threshold = min(max(threshold, 0.0), 1.0)
        changed = threshold != self.threshold
        self.threshold = threshold
        if self.threshold_box.value() != round(threshold * 100):
            self.threshold_box.setValue(round(threshold * 100))
        self._fill_summary()
        if emit and changed:
            self.threshold_changed.emit(threshold)

    def _fill_summary(self) -> None:
        review = self.review
        self.rounds.setRowCount(0)
        self.worst.clear()
        self._round_steps, self._worst_steps = [], []
        if review is None:
            return
        counts = review.round_counts(self.threshold)
        seen: dict[int, Step] = {}
        for decision in review.decisions:
            seen.setdefault(decision.step.round, decision.step)
        self.rounds.setRowCount(len(seen))
        for row, (number, first) in enumerate(sorted(seen.items())):
            kyoku = next(d.kyoku for d in review.decisions if d.step.round == number)
            bad, total = counts.get(number, (0, 0))
            cells = (w.round_words(kyoku.kyoku, kyoku.honba), w.disagreements_of(bad, total))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if bad:
                    item.setForeground(QBrush(QColor(BAD_COLOR)))
                self.rounds.setItem(row, column, item)
            self._round_steps.append(Step(number, 0) if first.index else first)
        for decision in review.worst(WORST_COUNT):
            line = QListWidgetItem(worst_line(decision))
            if is_disagreement(decision.entry, self.threshold):
                line.setForeground(QBrush(QColor(BAD_COLOR)))
            self.worst.addItem(line)
            self._worst_steps.append(decision.step)

    def _round_clicked(self, row: int, _column: int) -> None:
        if 0 <= row < len(self._round_steps):
            self.step_requested.emit(self._round_steps[row])

    def _worst_clicked(self, item: QListWidgetItem) -> None:
        row = self.worst.row(item)
        if 0 <= row < len(self._worst_steps):
            self.step_requested.emit(self._worst_steps[row])

    # -- the step ------------------------------------------------------------------------------
    def show_entry(self, entry: ReviewEntry | None) -> None:
        self._entry = entry
        self.candidates.setRowCount(0)
        if entry is None:
            self.moves.setText(w.words(w.NO_DECISION if self.review else w.NO_REVIEW))
            self.verdict.setText("")
            self.flags.setText("")
            return
        self.moves.setText(w.played_and_best(entry))
        color = MATCH_COLOR if entry.is_equal else (
            BAD_COLOR if is_disagreement(entry, self.threshold) else CLOSE_COLOR)  # fmt: skip
        self.verdict.setText(f'<b style="color:{color}">{verdict(entry, self.threshold)}</b>')
        self.flags.setText(hand_flags(entry))
        self.candidates.setRowCount(len(entry.candidates))
        for row, candidate in enumerate(entry.candidates):
            brush = None
            if row == entry.actual_index:
                brush = PLAYER_BRUSH
            elif candidate.action.same_choice(entry.expected):
                brush = AI_BRUSH
            for column, item in enumerate(self._candidate_items(candidate)):
                if column > 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if brush is not None:
                    item.setBackground(brush)
                self.candidates.setItem(row, column, item)

    def _candidate_items(self, candidate: Candidate) -> list[QTableWidgetItem]:
        """A candidate's row: the action, its tiles drawn (named in the tooltip and for screen
        readers), the probability, the Q value."""
        action = candidate.action
        verb = QTableWidgetItem(action_verb(action))
        verb.setToolTip(action_words(action))
        tiles = QTableWidgetItem()
        ids = action_tiles(action)
        name = action_tile_words(action)
        if ids:
            picture = tiles_pixmap(ids, self.tile_height, self.devicePixelRatioF())
            tiles.setData(Qt.ItemDataRole.DecorationRole, picture)
        elif name:  # a tile the report hides (?): its words
            tiles.setText(name)
        tiles.setToolTip(name)
        tiles.setData(Qt.ItemDataRole.AccessibleTextRole, name)
        tiles.setData(Qt.ItemDataRole.UserRole, ids)
        return [verb, tiles, QTableWidgetItem(percent(candidate.prob)),
                QTableWidgetItem(f"{candidate.q:.3f}")]  # fmt: skip

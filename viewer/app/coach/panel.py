"""The coach's dock: this decision's candidates, the hand's danger, the round, the seat's game.

Top: the round's decisions as a strip (click one), the verdict and which model gave it, and
every candidate discard with its tile, shanten, ukeire (the facts), tenpai %, win %, points,
deal-in % and value (once the worker has judged it), and the tiles that advance it, as pictures:
the pick first, the played row blue, the pick green, a large loss in red. Then, while someone is
in riichi, each hand tile's class and deal-in rate against each riichi player. Below: the bottom
seat's game report, its costliest decisions (``step_requested`` on a click) and the costly
threshold in points (``threshold_changed``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPixmap
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
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from viewer.app.coach.strip import CoachStrip
from viewer.coach.model import Candidate, Decision, SeatReport
from viewer.coach.value import Valuation
from viewer.presentation import coach_wording as w
from viewer.presentation import value_wording as vw
from viewer.presentation.coach_view import Progress, ValueState
from viewer.presentation.options import DEFAULT_COSTLY
from viewer.presentation.tile_names import kind_words, kinds_words
from viewer.presentation.value_verdict import COSTLY_RANGE, kind_class, verdict_class
from viewer.replay import Step
from viewer.ui.coach_overlay import TITLE_COLORS, paint_mark
from viewer.ui.scrolling import scrolling
from viewer.ui.tile_line import tiles_pixmap

PLAYED_BRUSH = QBrush(QColor(30, 136, 229, 60))
BEST_BRUSH = QBrush(QColor(46, 125, 50, 60))
LARGE_BRUSH = QBrush(QColor("#d32f2f"))
COLUMNS = (*w.CANDIDATE_COLUMNS[:3], *vw.VALUE_COLUMNS, w.CANDIDATE_COLUMNS[3])
FIGURES = range(2, 3 + len(vw.VALUE_COLUMNS))  # the columns of figures, right-aligned
DEAL_IN_COLUMN = 3 + vw.VALUE_COLUMNS.index(vw.DEAL_IN)  # hidden while nobody is in riichi
THRESHOLD_STEP = 50  # points
TILE_W, TILE_H = 20, 27  # the pictures in the tables


_ICONS: dict[tuple[tuple[int, ...], float], QIcon] = {}
ICONS_KEPT = 1024  # a game's candidates and advancing tiles, stepped through again
FIGURE_ALIGN = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def kinds_icon(kinds: Sequence[int], dpr: float) -> QIcon:
    """Kinds side by side, upright (a table cell's picture), through the review dock's
    ``tiles_pixmap``: a kind is drawn as a plain (not red) copy of it. Kept: a decision's rows
    are made again each time a step shows it."""
    key = (tuple(kinds), dpr)
    icon = _ICONS.get(key)
    if icon is None:
        if len(_ICONS) >= ICONS_KEPT:
            _ICONS.clear()
        pixmap = tiles_pixmap([kind * 4 + 1 for kind in kinds], TILE_H, dpr)
        icon = _ICONS[key] = QIcon(pixmap)
    return icon


_MARK_ICONS: dict[tuple[str, int], QIcon] = {}


def mark_icon(mark: str, size: int = 14) -> QIcon:
    """One of the four safety marks as an icon (made once: the danger table shows it often)."""
    icon = _MARK_ICONS.get((mark, size))
    if icon is None:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        paint_mark(painter, QRectF(0, 0, size, size), mark)
        painter.end()
        icon = _MARK_ICONS[(mark, size)] = QIcon(pixmap)
    return icon


def _table(columns: int, parent: QWidget) -> QTableWidget:
    table = QTableWidget(0, columns, parent)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
    table.setShowGrid(False)
    table.setIconSize(QSize(TILE_W * 14, TILE_H))
    table.verticalHeader().setDefaultSectionSize(TILE_H + 6)
    return table


class CoachPanel(QDockWidget):
    step_requested = Signal(object)  # Step
    threshold_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(w.words(w.DOCK_TITLE), parent)
        self.setObjectName("coach_dock")
        self.threshold = DEFAULT_COSTLY
        self.decision: Decision | None = None
        self.value = ValueState(None, False)
        self._shown: tuple[object, ...] | None = None  # what show_decision last showed
        self.past = False  # the decision shown is the seat's last one, not this step's
        self.names: tuple[str, ...] = ()
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 4, 6, 4)
        self.strip = CoachStrip(body)
        self.strip.step_requested.connect(self.step_requested)
        self.verdict = QLabel(body)
        self.verdict.setObjectName("coach_verdict")
        self.verdict.setWordWrap(True)
        self.method = QLabel(body)
        self.method.setObjectName("coach_method")
        self.candidates = _table(len(COLUMNS), body)
        self.candidates.setObjectName("coach_candidates")
        header = self.candidates.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        # small minimums: the dock shares the height with the round list and a review's dock
        self.candidates.setMinimumHeight((TILE_H + 6) * 2)
        self.danger_label = QLabel(body)
        self.danger = _table(1, body)
        self.danger.setObjectName("coach_danger")
        self.danger.setMinimumHeight(TILE_H + 6)
        self.danger.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.summary = QLabel(body)
        self.summary.setObjectName("coach_summary")
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.costliest_label = QLabel(body)
        self.costliest = QListWidget(body)
        self.costliest.setObjectName("coach_costliest")
        self.costliest.setMinimumHeight(TILE_H + 6)
        self.costliest.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.costliest.itemClicked.connect(self._costly_clicked)
        self.threshold_box = QSpinBox(body)
        self.threshold_box.setObjectName("coach_threshold")
        self.threshold_box.setRange(*COSTLY_RANGE)
        self.threshold_box.setSingleStep(THRESHOLD_STEP)
        self.threshold_box.setGroupSeparatorShown(True)
        self.threshold_box.valueChanged.connect(lambda v: self.set_threshold(v, emit=True))
        self.threshold_label = QLabel(body)
        # two pages, so that neither is squeezed in a short dock: this discard, and the game
        self.tabs = QTabWidget(body)
        self.tabs.setObjectName("coach_tabs")
        decision = QWidget(self.tabs)
        page = QVBoxLayout(decision)
        page.setContentsMargins(0, 4, 0, 0)
        page.addWidget(self.candidates, 3)
        page.addWidget(self.danger_label)
        page.addWidget(self.danger, 2)
        game = QWidget(self.tabs)
        page = QVBoxLayout(game)
        page.setContentsMargins(0, 4, 0, 0)
        page.addWidget(self.summary)
        form = QFormLayout()
        form.addRow(self.threshold_label, self.threshold_box)
        page.addLayout(form)
        page.addWidget(self.costliest_label)
        page.addWidget(self.costliest, 1)
        self.tabs.addTab(decision, "")
        self.tabs.addTab(scrolling(game, self.tabs), "")  # the report is long
        for widget in (self.strip, self.verdict, self.method):
            layout.addWidget(widget)
        layout.addWidget(self.tabs, 1)
        self.setWidget(scrolling(body, self))
        self._costly_steps: list[Step] = []
        self._report: tuple[SeatReport | None, Progress, tuple[str, ...],
                            list[tuple[str, Step]]] = (None, Progress(0, 0, 0), (), [])  # fmt: skip
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the dock in the current language (View → Language)."""
        self.setWindowTitle(w.words(w.DOCK_TITLE))
        self.tabs.setTabText(0, w.words(w.DECISION_TAB))
        self.tabs.setTabText(1, w.words(w.GAME_TAB))
        self.candidates.setHorizontalHeaderLabels([w.words(c) for c in COLUMNS])
        self.threshold_label.setText(w.words(w.THRESHOLD_LABEL))
        self.threshold_box.setSuffix(vw.words(vw.THRESHOLD_SUFFIX))
        self.threshold_box.setToolTip(vw.words(vw.THRESHOLD_TIP))
        self.costliest_label.setText(w.words(w.COSTLIEST))
        self.danger_label.setText(w.words(w.DANGER_TITLE))
        self.strip.retranslate()
        self.show_report(*self._report)
        self._shown = None  # the same decision, worded again
        self.show_decision(self.decision, self.value, self.names, past=self.past)

    # -- the threshold -------------------------------------------------------------------------
    def set_threshold(self, threshold: int, emit: bool = False) -> None:
        threshold = min(max(threshold, COSTLY_RANGE[0]), COSTLY_RANGE[1])
        changed = threshold != self.threshold
        self.threshold = threshold
        if self.threshold_box.value() != threshold:
            self.threshold_box.setValue(threshold)
        if emit and changed:
            self.threshold_changed.emit(threshold)

    # -- the seat's game -----------------------------------------------------------------------
    def show_report(self, report: SeatReport | None, progress: Progress, titles: tuple[str, ...],
                    costly: list[tuple[str, Step]]) -> None:  # fmt: skip
        """The report of the bottom seat from the valuations made so far (``progress``);
        ``costly``: (line, step that shows it) each."""
        self._report = (report, progress, titles, costly)
        self.costliest.clear()
        self._costly_steps = []
        if report is None:
            self.summary.setText("")
            return
        lines = [*vw.report_value_lines(report, progress), *w.report_lines(report, self.names,
                                                                           titles)]  # fmt: skip
        self.summary.setText("\n".join(lines))
        for text, step in costly:
            self.costliest.addItem(QListWidgetItem(text))
            self._costly_steps.append(step)

    def _costly_clicked(self, item: QListWidgetItem) -> None:
        row = self.costliest.row(item)
        if 0 <= row < len(self._costly_steps):
            self.step_requested.emit(self._costly_steps[row])

    # -- the step ------------------------------------------------------------------------------
    def show_decision(self, decision: Decision | None, value: ValueState, names: Sequence[str],
                      past: bool = False) -> None:  # fmt: skip
        """This step's decision (with its valuation, or the mark that it is being judged), or
        with ``past`` the seat's last one (between decisions). Nothing is made again when it is
        what the dock already shows (between decisions: the same last discard, step after step)."""
        shown = (decision, value, tuple(names), past)
        if shown == self._shown:
            return
        self._shown = shown
        self.decision, self.value, self.names, self.past = decision, value, tuple(names), past
        self.candidates.setRowCount(0)
        self._show_danger(decision)
        if decision is None:
            self.verdict.setText(w.words(w.NO_DECISION))
            self.method.setText("")
            return
        valuation = value.valuation
        color = TITLE_COLORS[verdict_class(decision, valuation)].name()
        verdict = vw.verdict_text(decision, valuation, value.judging)
        if past:
            verdict = w.words(w.LAST_DECISION).format(verdict=verdict)
        self.verdict.setText(f'<b style="color:{color}">{verdict}</b>')
        self.method.setText(vw.method_text(valuation, value.judging))
        table = self.candidates
        table.setColumnHidden(DEAL_IN_COLUMN, not decision.hand_safety)
        table.setUpdatesEnabled(False)  # (one layout for the whole table, not one per cell)
        table.setRowCount(len(decision.candidates))
        for row, candidate in enumerate(_ranked(decision, valuation)):  # the pick first
            self._candidate_row(row, decision, candidate.tile, value)
        table.setUpdatesEnabled(True)

    def _candidate_row(self, row: int, decision: Decision, kind: int, value: ValueState) -> None:
        candidate = decision.candidate(kind)
        assert candidate is not None
        valuation = value.valuation
        picked = valuation.pick if valuation is not None else decision.best
        brush = PLAYED_BRUSH if kind == decision.actual else (
            BEST_BRUSH if kind in picked else None)  # fmt: skip
        dpr = self.devicePixelRatioF()
        first = QTableWidgetItem(kinds_icon([kind], dpr), "")  # as on the board:
        first.setToolTip(kind_words(kind))  # the tile itself (its name is the tooltip)
        valued = valuation.of(kind) if valuation is not None else None
        figures = (w.shanten_words(candidate.shanten), str(candidate.ukeire),
                   *vw.value_cells(valued, value.judging))  # fmt: skip
        tiles = QTableWidgetItem()
        tiles.setIcon(kinds_icon(candidate.tiles, dpr))
        tiles.setToolTip(kinds_words(candidate.tiles))
        cells = [first, *(QTableWidgetItem(text) for text in figures), tiles]
        large = kind_class(decision, valuation, kind) == "large"
        for column, item in enumerate(cells):
            if column in FIGURES:
                item.setTextAlignment(FIGURE_ALIGN)
            if brush is not None:
                item.setBackground(brush)
            if large:
                item.setForeground(LARGE_BRUSH)
            self.candidates.setItem(row, column, item)

    def _show_danger(self, decision: Decision | None) -> None:
        table = self.danger
        table.setRowCount(0)
        against = [s.against for s in decision.hand_safety[0][1]] if (
            decision is not None and decision.hand_safety) else []  # fmt: skip
        table.setVisible(bool(against))
        if decision is None or not against:
            self.danger_label.setText(w.words(w.NO_RIICHI) if decision is not None else "")
            return
        self.danger_label.setText(w.words(w.DANGER_TITLE))
        table.setColumnCount(1 + len(against))
        against_word = w.words(w.DANGER_AGAINST)
        table.setHorizontalHeaderLabels([w.words(w.DANGER_TILE), *(
            against_word.format(name=self._name(seat)) for seat in against)])  # fmt: skip
        rows = sorted(decision.hand_safety, key=lambda pair: -max(s.danger for s in pair[1]))
        table.setRowCount(len(rows))
        dpr = self.devicePixelRatioF()
        for row, (kind, safeties) in enumerate(rows):
            tile = QTableWidgetItem(kinds_icon([kind], dpr), kind_words(kind))
            if kind == decision.actual:
                tile.setBackground(PLAYED_BRUSH)
            table.setItem(row, 0, tile)
            for column, safety in enumerate(safeties, start=1):
                text = f"{w.class_words(safety.cls)}  {w.danger_text(safety.danger)}"
                item = QTableWidgetItem(mark_icon(w.mark_of(safety.cls)), text)
                item.setToolTip(w.safety_line(safety, self._name(safety.against)))
                table.setItem(row, column, item)

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat)


def _ranked(decision: Decision, valuation: Valuation | None) -> list[Candidate]:
    """The candidates the pick first: by value once judged, else by shanten and ukeire."""
    if valuation is not None:
        values = {c.tile: c.value for c in valuation.candidates}
        return sorted(decision.candidates, key=lambda c: (-values.get(c.tile, float("-inf")),
                                                          c.tile))  # fmt: skip
    return sorted(decision.candidates, key=lambda c: (c.shanten, -c.ukeire, c.tile))

"""The coach's dock: this decision's candidates, the hand's danger, the round, the seat's game.

Top: the round's decisions as a strip (click one), the verdict, and every candidate discard with
its tile, shanten, ukeire and the tiles that advance it, as pictures (the played row blue, the
best green, a shanten back in red). Then, while someone is in riichi, each hand tile's class and
deal-in rate against each riichi player. Below: the bottom seat's game report, its costliest
decisions (``step_requested`` on a click) and the costly threshold (``threshold_changed``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QFormLayout,
    QFrame,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from viewer.app.coach_strip import CoachStrip
from viewer.coach.model import Decision, SeatReport
from viewer.presentation import coach_wording as w
from viewer.presentation.tile_names import kind_words, kinds_words
from viewer.replay import Step
from viewer.ui.coach_overlay import TITLE_COLORS, paint_mark, verdict_kind
from viewer.ui.tile_line import tiles_pixmap

PLAYED_BRUSH = QBrush(QColor(30, 136, 229, 60))
BEST_BRUSH = QBrush(QColor(46, 125, 50, 60))
BACK_BRUSH = QBrush(QColor("#d32f2f"))
TILE_W, TILE_H = 20, 27  # the pictures in the tables


def kinds_pixmap(kinds: Sequence[int], dpr: float) -> QPixmap:
    """Kinds side by side, upright (a table cell's picture), through the review dock's
    ``tiles_pixmap``: a kind is drawn as a plain (not red) copy of it."""
    return tiles_pixmap([kind * 4 + 1 for kind in kinds], TILE_H, dpr)


def mark_icon(mark: str, size: int = 14) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_mark(painter, QRectF(0, 0, size, size), mark)
    painter.end()
    return QIcon(pixmap)


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
        self.threshold = 1
        self.decision: Decision | None = None
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
        self.candidates = _table(len(w.CANDIDATE_COLUMNS), body)
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
        self.threshold_box.setRange(1, 99)
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
        scroll = QScrollArea(self.tabs)  # the report is long: it scrolls in a short dock
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(game)
        self.tabs.addTab(decision, "")
        self.tabs.addTab(scroll, "")
        for widget in (self.strip, self.verdict):
            layout.addWidget(widget)
        layout.addWidget(self.tabs, 1)
        self.setWidget(body)
        self._costly_steps: list[Step] = []
        self._report: tuple[SeatReport | None, tuple[str, ...], list[tuple[str, Step]]] = (
            None, (), [],
        )  # fmt: skip
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the dock in the current language (View → Language)."""
        self.setWindowTitle(w.words(w.DOCK_TITLE))
        self.tabs.setTabText(0, w.words(w.DECISION_TAB))
        self.tabs.setTabText(1, w.words(w.GAME_TAB))
        self.candidates.setHorizontalHeaderLabels([w.words(c) for c in w.CANDIDATE_COLUMNS])
        self.threshold_label.setText(w.words(w.THRESHOLD_LABEL))
        self.threshold_box.setSuffix(w.words(w.THRESHOLD_SUFFIX))
        self.threshold_box.setToolTip(w.words(w.THRESHOLD_TIP))
        self.costliest_label.setText(w.words(w.COSTLIEST))
        self.danger_label.setText(w.words(w.DANGER_TITLE))
        self.strip.retranslate()
        self.show_report(*self._report)
        self.show_decision(self.decision, self.names, past=self.past)

    # -- the threshold -------------------------------------------------------------------------
    def set_threshold(self, threshold: int, emit: bool = False) -> None:
        threshold = min(max(threshold, 1), 99)
        changed = threshold != self.threshold
        self.threshold = threshold
        if self.threshold_box.value() != threshold:
            self.threshold_box.setValue(threshold)
        if emit and changed:
            self.threshold_changed.emit(threshold)

    # -- the seat's game -----------------------------------------------------------------------
    def show_report(self, report: SeatReport | None, titles: tuple[str, ...],
                    costly: list[tuple[str, Step]]) -> None:  # fmt: skip
        """The report of the bottom seat; ``costly``: (line, step that shows it) each."""
        self._report = (report, titles, costly)
        self.costliest.clear()
        self._costly_steps = []
        if report is None:
            self.summary.setText("")
            return
        self.summary.setText("\n".join(w.report_lines(report, self.names, titles)))
        for text, step in costly:
            self.costliest.addItem(QListWidgetItem(text))
            self._costly_steps.append(step)

    def _costly_clicked(self, item: QListWidgetItem) -> None:
        row = self.costliest.row(item)
        if 0 <= row < len(self._costly_steps):
            self.step_requested.emit(self._costly_steps[row])

    # -- the step ------------------------------------------------------------------------------
    def show_decision(
        self, decision: Decision | None, names: Sequence[str], past: bool = False
    ) -> None:
        """This step's decision, or with ``past`` the seat's last one (between decisions)."""
        self.decision, self.names, self.past = decision, tuple(names), past
        self.candidates.setRowCount(0)
        self._show_danger(decision)
        if decision is None:
            self.verdict.setText(w.words(w.NO_DECISION))
            return
        color = TITLE_COLORS[verdict_kind(decision)].name()
        verdict = w.box_text(decision)
        if past:
            verdict = w.words(w.LAST_DECISION).format(verdict=verdict)
        self.verdict.setText(f'<b style="color:{color}">{verdict}</b>')
        self.candidates.setRowCount(len(decision.candidates))
        dpr = self.devicePixelRatioF()
        ranked = sorted(decision.candidates, key=lambda c: (c.shanten, -c.ukeire, c.tile))
        for row, candidate in enumerate(ranked):  # the best first
            brush = None
            if candidate.tile == decision.actual:
                brush = PLAYED_BRUSH
            elif candidate.tile in decision.best:
                brush = BEST_BRUSH
            back = candidate.shanten > decision.lowest_shanten
            first = QTableWidgetItem(QIcon(kinds_pixmap([candidate.tile], dpr)),
                                     kind_words(candidate.tile))  # fmt: skip
            cells = [first, QTableWidgetItem(w.shanten_words(candidate.shanten)),
                     QTableWidgetItem(str(candidate.ukeire)), QTableWidgetItem()]  # fmt: skip
            cells[3].setIcon(QIcon(kinds_pixmap(candidate.tiles, dpr)))
            cells[3].setToolTip(kinds_words(candidate.tiles))
            cells[2].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for column, item in enumerate(cells):
                if brush is not None:
                    item.setBackground(brush)
                if back:
                    item.setForeground(BACK_BRUSH)
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
            tile = QTableWidgetItem(QIcon(kinds_pixmap([kind], dpr)), kind_words(kind))
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

"""The coach's dock: this decision's options, the hand's danger, the round, the seat's game.

Top: the round's decisions as a strip (click one), the verdict and which model gave it, and the
options of the decision (a discard's: every candidate with its tile, shanten, ukeire, tenpai %,
win %, points, deal-in % and value, and the tiles that advance it; a call's, kan's or riichi's:
each option with its meld, the best discard after it and the same value columns): the pick
first, the played row blue, the pick green, a large loss in red. A kan or riichi decision made
with the discard follows it, each its verdict, method and options (``DecisionView.also``).
Then, while someone is in riichi, each hand tile's
class and deal-in rate against each riichi player. Below: the bottom seat's game report, its
costliest decisions (``step_requested`` on a click) and the costly threshold in points
(``threshold_changed``).

The dock paints values made once in ``viewer.presentation.coach_dock`` (a ``DecisionView`` per
decision, a ``ReportView`` for the game): it reads neither the coach's model nor its words.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFormLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from viewer.app.coach.strip import CoachStrip
from viewer.presentation import choice_wording as cw
from viewer.presentation import coach_wording as w
from viewer.presentation import value_wording as vw
from viewer.presentation.dock_view import DecisionView, ReportView
from viewer.presentation.options import DEFAULT_COSTLY
from viewer.presentation.value_verdict import COSTLY_RANGE
from viewer.replay import Step
from viewer.ui.coach_overlay import TITLE_COLORS
from viewer.ui.option_table import TILE_H, OptionTable
from viewer.ui.scrolling import scrolling

THRESHOLD_STEP = 50  # points


class CoachPanel(QDockWidget):
    step_requested = Signal(object)  # Step
    threshold_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(w.words(w.DOCK_TITLE), parent)
        self.setObjectName("coach_dock")
        self.threshold = DEFAULT_COSTLY
        self.view: DecisionView | None = None  # what the decision's page shows
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
        self.method.setWordWrap(True)  # (the longest, with the round's survival, fills a line)
        self.candidates = OptionTable(body)
        self.candidates.setObjectName("coach_candidates")
        header = self.candidates.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        # small minimums: the dock shares the height with the round list and a review's dock
        self.candidates.setMinimumHeight((TILE_H + 6) * 2)
        self.danger_label = QLabel(body)
        self.danger = OptionTable(body)
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
        self.also = QWidget(decision)  # the step's other decisions: verdict, method, options
        self.also.setObjectName("coach_also")
        self.also_layout = QVBoxLayout(self.also)
        self.also_layout.setContentsMargins(0, 0, 0, 0)
        self.also_parts: list[tuple[QLabel, QLabel, OptionTable]] = []
        page.addWidget(self.also)
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
        self.retranslate()

    def retranslate(self) -> None:
        """The dock's own texts in the current language (View → Language); what it shows of a
        decision and of the game comes worded in its views (the controller makes them again)."""
        self.setWindowTitle(w.words(w.DOCK_TITLE))
        self.tabs.setTabText(0, cw.words(cw.DECISION_TAB))
        self.tabs.setTabText(1, w.words(w.GAME_TAB))
        self.threshold_label.setText(w.words(w.THRESHOLD_LABEL))
        self.threshold_box.setSuffix(vw.words(vw.THRESHOLD_SUFFIX))
        self.threshold_box.setToolTip(vw.words(vw.THRESHOLD_TIP))
        self.costliest_label.setText(w.words(w.COSTLIEST))
        self.strip.retranslate()

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
    def show_report(self, view: ReportView) -> None:
        """The bottom seat's game: the report's lines, its costliest decisions to click."""
        self.summary.setText(view.text)
        self.costliest.clear()
        self._costly_steps = []
        for text, step in view.costly:
            self.costliest.addItem(QListWidgetItem(text))
            self._costly_steps.append(step)

    def _costly_clicked(self, item: QListWidgetItem) -> None:
        row = self.costliest.row(item)
        if 0 <= row < len(self._costly_steps):
            self.step_requested.emit(self._costly_steps[row])

    # -- the step ------------------------------------------------------------------------------
    def show_decision(self, view: DecisionView) -> None:
        """The page of this step's decision (or of the seat's last one, between decisions)."""
        if view == self.view:
            return
        self.view = view
        _verdict(self.verdict, view)
        self.method.setText(view.method)
        self.candidates.show_table(view.options)
        self._show_also(view.also)
        self.danger_label.setText(view.danger_title)
        self.danger.setVisible(view.danger is not None)
        if view.danger is not None:
            self.danger.show_table(view.danger, whole_rows=False)
        else:
            self.danger.setRowCount(0)

    def _show_also(self, views: tuple[DecisionView, ...]) -> None:
        """The step's other decisions under the first one's options, each a verdict, its
        method and its options (widgets made once, hidden when not needed)."""
        while len(self.also_parts) < len(views):
            verdict, method = QLabel(self.also), QLabel(self.also)
            verdict.setWordWrap(True)
            method.setWordWrap(True)
            table = OptionTable(self.also)
            header = table.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setStretchLastSection(True)
            for widget in (verdict, method, table):
                self.also_layout.addWidget(widget)
            self.also_parts.append((verdict, method, table))
        for number, (verdict, method, table) in enumerate(self.also_parts):
            shown = number < len(views)
            for widget in (verdict, method, table):
                widget.setVisible(shown)
            if shown:
                view = views[number]
                _verdict(verdict, view)
                method.setText(view.method)
                table.show_table(view.options)
                rows = len(view.options.rows)  # every row in view: a few options
                table.setFixedHeight(table.horizontalHeader().sizeHint().height() +
                                     rows * (TILE_H + 6) + 2 * table.frameWidth())  # fmt: skip
        self.also.setVisible(bool(views))


def _verdict(label: QLabel, view: DecisionView) -> None:
    """The verdict line in its class's colour (plain while not judged)."""
    if view.verdict_class is None:
        label.setText(view.verdict)
    else:
        color = TITLE_COLORS[view.verdict_class].name()
        label.setText(f'<b style="color:{color}">{view.verdict}</b>')

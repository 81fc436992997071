"""The Luck dock's content: the round's tenpais and calls, each line a link to its step.

It only paints a ``LuckDock`` (``viewer.presentation.luck_view``, Qt-free): the lines in step
order after the bottom seat's line (its starting hand and draws), the line the step is at selected,
a click on a linked line asking for its step (``step_requested``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from viewer.presentation import luck_wording as lw
from viewer.replay import Step

if TYPE_CHECKING:  # (made by viewer.presentation.luck_view, which the dock's frames import)
    from viewer.presentation.luck_view import LuckDock


class LuckPanel(QWidget):
    """See the module docstring."""

    step_requested = Signal(object)  # Step

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dock: LuckDock | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel(self)
        self.title.setObjectName("luck_title")
        self.title.setWordWrap(True)
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        layout.addWidget(self.title)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.lines = QListWidget(self)
        self.lines.setObjectName("luck_lines")
        self.lines.setWordWrap(True)
        self.lines.setAlternatingRowColors(True)
        self.lines.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.lines.itemClicked.connect(self._clicked)
        layout.addWidget(self.lines, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.hint.setText(lw.words(lw.DOCK_HINT))

    def show_dock(self, dock: LuckDock | None) -> None:
        """Paint ``dock`` (None: no game, or the dock's round is being judged)."""
        same_round = (
            dock is not None and self.dock is not None and dock.round == self.dock.round
            and dock.lines == self.dock.lines
        )  # fmt: skip
        self.dock = dock
        if dock is None:
            self.title.setText("")
            self.lines.clear()
            return
        self.title.setText(dock.title)
        if not same_round:
            self.lines.clear()
            for line in dock.lines:
                item = QListWidgetItem(line.text)
                if line.step is not None:
                    item.setData(Qt.ItemDataRole.UserRole, line.step)
                    item.setToolTip(lw.step_words(line.step))
                if line.kind == "seat":
                    font = QFont(self.lines.font())
                    font.setBold(True)
                    item.setFont(font)
                if line.kind == "would":
                    item.setText(f"    {line.text}")
                self.lines.addItem(item)
        self.lines.blockSignals(True)
        if dock.current is None:
            self.lines.clearSelection()
            self.lines.setCurrentRow(-1)
        else:
            self.lines.setCurrentRow(dock.current)
            self.lines.scrollToItem(self.lines.item(dock.current))
        self.lines.blockSignals(False)

    def _clicked(self, item: QListWidgetItem) -> None:
        step = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(step, int) and self.dock is not None:
            self.step_requested.emit(Step(self.dock.round, step))

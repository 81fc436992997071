"""A call's or kan's options as buttons, for the quiz's answer: each named as the coach's table
names it (``Pon`` and the meld's tiles as pictures, ``Pass``, ``No kan``), its words in a
sentence under the pointer. The keyboard's cursor is framed in the quiz's cursor colour; after
the answer the buttons stay, disabled, so that the options remain in view beside their values.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from viewer.presentation import choice_wording as cw
from viewer.ui.option_table import TILE_H, TILE_W, kinds_icon
from viewer.ui.quiz_overlay import ROLE_COLOURS

if TYPE_CHECKING:
    from viewer.coach.model import Decision

CURSOR_STYLE = "QPushButton {{ border: 2px dashed {colour}; padding: 3px 8px; }}"
PLAIN_STYLE = "QPushButton { padding: 3px 8px; }"


class OptionButtons(QWidget):
    """``chosen(index)``: an option clicked while it may be answered."""

    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quiz_options")
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 4, 0, 4)
        self.buttons: list[QPushButton] = []
        self.decision: Decision | None = None
        self.hide()

    def show_options(self, decision: Decision | None, cursor: int, answering: bool) -> None:
        """The options of ``decision`` (None: none, hidden), the one at ``cursor`` framed while
        ``answering``; worded again each time (the language may have changed)."""
        if decision is None:
            self.decision = None
            self.hide()
            return
        if decision != self.decision:
            self._make(decision)
        dpr = self.devicePixelRatioF()
        for index, button in enumerate(self.buttons):
            kinds = cw.meld_kinds(decision, decision.options[index])
            name = cw.option_name(decision, index)
            button.setText(f"{name} {cw.words(cw.RED)}" if cw.red_only(decision, index) else name)
            button.setIcon(kinds_icon(kinds, dpr) if kinds else QIcon())  # (a pass: no tile)
            button.setIconSize(QSize(TILE_W * len(kinds), TILE_H) if kinds else QSize(0, 0))
            button.setToolTip(cw.option_words(decision, index))
            button.setEnabled(answering)
            framed = answering and index == cursor
            colour = ROLE_COLOURS["cursor"].name()
            button.setStyleSheet(CURSOR_STYLE.format(colour=colour) if framed else PLAIN_STYLE)
        self.show()

    def _make(self, decision: Decision) -> None:
        for button in self.buttons:
            self.column.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        for index in range(len(decision.options)):
            button = QPushButton(self)
            button.setObjectName(f"quiz_option_{index}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the board
            button.clicked.connect(lambda _checked=False, i=index: self.chosen.emit(i))
            self.column.addWidget(button)
            self.buttons.append(button)
        self.decision = decision

"""The table widget. (Interface stub: the drawing is being written; keep this API.)"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from viewer.domain.record import GameRecord
from viewer.replay.state import BoardState


@dataclass(frozen=True, slots=True)
class BoardOptions:
    """What the user chose to see; the board draws the same snapshot differently with these."""

    viewpoint: int = 0  # absolute seat drawn at the bottom
    open_hands: bool = True  # all hands face up; False: only the viewpoint seat's
    shade_tsumogiri: bool = True
    mark_dora: bool = False
    show_analysis: bool = False  # shanten / waits badges (hand analysis)


class BoardView(QWidget):
    """Draws one snapshot; ``set_board`` is the only way in."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record: GameRecord | None = None
        self.state: BoardState | None = None
        self.options = BoardOptions()

    def set_board(self, record: GameRecord, state: BoardState, options: BoardOptions) -> None:
        self.record, self.state, self.options = record, state, options
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        painter = QPainter(self)
        painter.fillRect(self.rect(), "#1f5f3a")
        painter.end()

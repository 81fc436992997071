"""Contents of the result popups. (Interface stub: being written; keep this API.)"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from viewer.domain.events import Agari, Ryuukyoku
from viewer.domain.record import GameRecord


class AgariPanel(QWidget):
    """One or more wins of the same discard (double ron: one page per winner, all shown)."""

    def __init__(
        self, record: GameRecord, wins: Sequence[Agari], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        for win in wins:
            layout.addWidget(QLabel(f"seat {win.seat}: {win.points} points"))


class RyuukyokuPanel(QWidget):
    def __init__(self, record: GameRecord, draw: Ryuukyoku, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        QVBoxLayout(self).addWidget(QLabel(draw.kind or "exhaustive draw"))


class FinalPanel(QWidget):
    """Final standings (owari)."""

    def __init__(self, record: GameRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        QVBoxLayout(self).addWidget(QLabel("final standings"))

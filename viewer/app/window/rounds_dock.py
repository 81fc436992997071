"""The dock of the round list: made in two steps, so that start-up can paint the board first.

The dock itself (``RoundsDock``) is cheap and is made with the window: it takes its place and
width before the first paint, so the board is painted at its final size. Its body (``build``:
the round list and the final standings) needs the table classes and a layout pass, and is made
just after the board's first paint (with the window's ``Chrome``), by ``Rounds``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QVBoxLayout, QWidget

from viewer.app.actions import Action
from viewer.app.parts import Context, Part
from viewer.domain.record import GameRecord
from viewer.presentation import Frame
from viewer.presentation.i18n import translate
from viewer.replay.timeline import Step

if TYPE_CHECKING:
    from viewer.app.window.round_list import RoundListView


class RoundsDock(QDockWidget):
    """The round list with the final standings under it, in a dock that can move, float, close."""

    rounds: RoundListView
    final_label: QLabel

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("window", "Rounds"), parent)  # (Rounds.retranslate's words)
        self.setObjectName("rounds_dock")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.setWidget(QWidget(self))  # the body's place until ``build``

    def build(self) -> None:
        """The round list and the final standings under it."""
        from viewer.app.window.round_list import RoundListView

        self.rounds = RoundListView(self)
        self.final_label = QLabel(self)
        self.final_label.setObjectName("final_label")
        self.final_label.setContentsMargins(6, 4, 6, 4)
        self.final_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.rounds, 1)
        layout.addWidget(self.final_label)
        placeholder = self.widget()
        self.setWidget(body)
        placeholder.deleteLater()


class Rounds(Part):
    """The round list in its dock: the open game's rounds, the one shown, a click goes there."""

    def __init__(self, context: Context, dock: RoundsDock) -> None:
        super().__init__(context)
        self.dock = dock
        dock.build()
        self.view = dock.rounds
        self.final_label = dock.final_label
        self.view.round_clicked.connect(lambda row: self.session.go_to(Step(row, 0)))
        # The dock's own toggle stays right whichever way the dock is closed or restored.
        self.actions.replace(Action.SHOW_ROUNDS, dock.toggleViewAction())
        self.session.game_changed.connect(self.show_record)
        self.session.frame_changed.connect(self._show_frame)

    def show_record(self, record: GameRecord) -> None:
        from viewer.presentation.results import final_block

        self.view.set_record(record)
        self.final_label.setText(final_block(record))

    def _show_frame(self, frame: Frame) -> None:
        self.view.show_round(frame.position.step.round)

    def retranslate(self) -> None:
        self.dock.setWindowTitle(translate("window", "Rounds"))
        record = self.session.record
        if record is not None:
            self.show_record(record)

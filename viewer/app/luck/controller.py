"""View → Luck (L): a dock listing the round's tenpais, with where their winning tiles were, and
its calls, with what each changed (docs/luck.md).

The frame carries what the dock shows (``Frame.luck``: made by the Qt-free
``viewer.presentation.luck_view`` only while the dock is on, a round judged on its first step);
this part paints it (``viewer.ui.luck_panel``) and goes to a line's step when it is clicked.
Closing the dock turns the view off, as the menu does. The dock and its modules load the first
time it is turned on: start-up and stepping with it off never see them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QWidget

from viewer.app.parts import Context, Part
from viewer.presentation import Frame

if TYPE_CHECKING:
    from viewer.ui.luck_panel import LuckPanel


class LuckDockWidget(QDockWidget):
    """The dock; ``closed`` when its own button closes it (the view goes off)."""

    closed = Signal()

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()


class LuckController(Part):
    """View → Luck and its dock (see the module docstring)."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.window = context.window
        self.docks = context.docks
        self._dock: LuckDockWidget | None = None
        self._panel: LuckPanel | None = None
        self.session.frame_changed.connect(self._show_frame)

    @property
    def panel(self) -> LuckPanel:
        """The dock's content, made when the dock is first turned on."""
        if self._panel is None:
            from viewer.presentation import luck_wording as lw
            from viewer.ui.luck_panel import LuckPanel

            dock = LuckDockWidget(lw.words(lw.DOCK_TITLE), self.window)
            dock.setObjectName("luck_dock")
            panel = LuckPanel(dock)
            dock.setWidget(panel)
            panel.step_requested.connect(self.session.go_to)
            dock.closed.connect(lambda: self.session.update_options(show_luck=False))
            self.docks.add_dock(dock)
            dock.hide()
            self._dock, self._panel = dock, panel
        return self._panel

    @property
    def dock(self) -> QWidget | None:
        return self._dock

    def retranslate(self) -> None:
        if self._panel is not None and self._dock is not None:
            from viewer.presentation import luck_wording as lw

            self._dock.setWindowTitle(lw.words(lw.DOCK_TITLE))
            self._panel.retranslate()

    def _show_frame(self, frame: Frame) -> None:
        if not frame.options.show_luck:
            if self._dock is not None and self._dock.isVisible():
                self._dock.hide()
            return
        panel = self.panel
        assert self._dock is not None
        if not self._dock.isVisible():
            self._dock.show()
            self._give_room()
        panel.show_dock(frame.luck)

    def _give_room(self) -> None:
        """The dock takes most of the height from the docks beside it (as the coach's does)."""
        others = [dock for dock in self.window.findChildren(QDockWidget)
                  if dock.isVisible() and dock is not self._dock]  # fmt: skip
        if self._dock is not None and others:
            self.docks.stack_docks([*others, self._dock], [1] * len(others) + [3])

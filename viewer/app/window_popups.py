"""The window's result popups: the result of the step (a win, a draw), the final standings once
the last result is seen, the help card, and closing them. A mixin of ``MainWindow``: one job, one
file, while the window stays the one object the rest of the app talks to."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from viewer.app.actions import Action
from viewer.app.session import Session
from viewer.presentation import Frame
from viewer.presentation.results import final_ranking

if TYPE_CHECKING:  # made by MainWindow.build_chrome
    from viewer.app.overlays import HelpOverlay, ResultPopup


class PopupsMixin:
    popup: ResultPopup
    help_overlay: HelpOverlay
    session: Session
    _dismissed_key: object

    actions_: dict[Action, QAction]

    def _update_dismiss_action(self) -> None:
        # Esc / Enter belong to the popups only while one is open.
        self.actions_[Action.DISMISS].setEnabled(
            self.popup.isVisible() or self.help_overlay.isVisible()
        )

    def _update_popup(self, frame: Frame) -> None:
        """A result step shows its popup, unless the user closed that very popup already (say on
        the first win of a double ron: stepping to the second win keeps it closed)."""
        key = frame.popup_key
        if key is None:
            self._dismissed_key = None
            if self.popup.isVisible():
                self.popup.hide()
                self.popup.clear()
                self._update_dismiss_action()
            return
        if (self.popup.isVisible() and self.popup.key == key) or key == self._dismissed_key:
            return
        from viewer.ui.compose import result_panel  # the panels load with the first result

        panel = result_panel(frame)
        if panel is not None:
            self.open_popup(key, frame.wins_title, panel)

    def open_popup(self, key: object, title: str, panel: QWidget) -> None:
        """Show a result panel over the board (non-modal; tests watch or replace this).

        ``key`` names the result ("agari", round, first step) / ("ryuukyoku", round) / ("final",);
        ``title`` is a heading over the panel, "" for none.
        """
        self.popup.show_panel(key, title, panel)
        self._update_dismiss_action()

    def show_final(self) -> None:
        """The final standings, once the last result has been seen."""
        record = self.session.record
        if record is None or record.final is None:
            return
        if self.popup.isVisible() and self.popup.key == ("final",):
            return
        from viewer.ui.result_view import FinalPanel

        self.open_popup(("final",), "", FinalPanel(record, final_ranking(record)))

    def dismiss_overlays(self) -> None:
        if self.help_overlay.isVisible():
            self.help_overlay.dismiss()
        elif self.popup.isVisible():
            self.popup.dismiss()
        self._update_dismiss_action()

    def _popup_dismissed(self) -> None:
        """Closing the last result of the game shows the final standings."""
        self._update_dismiss_action()
        key = self.popup.last_key
        self._dismissed_key = key
        if key is not None and key != ("final",) and self.session.is_last():
            QTimer.singleShot(0, self.show_final)

    def rebuild_help(self) -> None:
        """The help card again, in the current language (it is written once, when built)."""
        from viewer.app.overlays import HelpOverlay

        visible = self.help_overlay.isVisible()
        old = self.help_overlay
        self.help_overlay = HelpOverlay(cast(QWidget, self))
        self.help_overlay.dismissed.connect(self._update_dismiss_action)
        old.hide()
        old.deleteLater()
        if visible:
            self.help_overlay.toggle()

    def reword_popup(self) -> None:
        """An open result popup again, in the current language."""
        if not self.popup.isVisible():
            return
        key = self.popup.key
        self.popup.hide()
        self.popup.clear()
        if key == ("final",):
            self.show_final()
        elif self.session.frame is not None:
            self._update_popup(self.session.frame)

    def toggle_help(self) -> None:
        self.help_overlay.toggle()
        self._update_dismiss_action()

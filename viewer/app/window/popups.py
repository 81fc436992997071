"""What is drawn over the board: the result of the step (a win, a draw), the final standings once
the last result is seen, the help card, the hint of an empty window, and closing them.

The wheel over the board or over a result shown on it is passed on as ``wheeled`` (the moves
step with it): a card must not swallow it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QLabel, QWidget

from viewer.app.actions import Action
from viewer.app.parts import Context, Part
from viewer.app.window.overlays import HelpOverlay, ResultPopup
from viewer.domain.record import GameRecord
from viewer.presentation import Frame
from viewer.presentation.i18n import translate
from viewer.presentation.results import final_ranking


def empty_hint_text() -> str:
    return translate(
        "window", "Open a Tenhou log with File → Open (Ctrl+O)\nor start mjlog-viewer with a file."
    )


class Popups(Part):
    """The result popup, the help card and the empty window's hint; Help and Esc / Enter."""

    wheeled = Signal(int)  # angleDelta().y() of a wheel turned over the board or a card

    def __init__(self, context: Context, board: QWidget) -> None:
        super().__init__(context)
        window = context.window
        self.board = board
        self.popup = ResultPopup(window, anchor=board)  # may widen over the dock
        self.popup.dismissed.connect(self._popup_dismissed)
        self.help_overlay = HelpOverlay(window)  # over the whole window: it is wide
        self.help_overlay.dismissed.connect(self._update_dismiss_action)
        self.empty_hint = QLabel(empty_hint_text(), board)
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setStyleSheet("color: #e8efe9; font-size: 15px;")
        self.empty_hint.setGeometry(board.rect())
        self.empty_hint.setVisible(not self.session.has_game)
        self._dismissed_key: object = None  # the result popup the user closed on this result
        board.installEventFilter(self)
        self.popup.installEventFilter(self)
        self.actions.on(Action.HELP, self.toggle_help)
        self.actions.on(Action.DISMISS, self.dismiss_overlays)
        self.session.game_changed.connect(self._game_changed)
        self.session.frame_changed.connect(self.update_popup)
        self._update_dismiss_action()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.board or watched is self.popup:
            # The wheel steps over the board and over a result shown on it alike.
            if event.type() == QEvent.Type.Wheel and isinstance(event, QWheelEvent):
                self.wheeled.emit(event.angleDelta().y())
                event.accept()
                return True
            if event.type() == QEvent.Type.Resize and watched is self.board:
                self.empty_hint.setGeometry(self.board.rect())
        return super().eventFilter(watched, event)

    def _game_changed(self, _record: GameRecord) -> None:
        self.popup.hide()
        self.popup.clear()
        self._dismissed_key = None
        self.empty_hint.hide()
        self._update_dismiss_action()

    def _update_dismiss_action(self) -> None:
        # Esc / Enter belong to the popups only while one is open.
        self.actions[Action.DISMISS].setEnabled(
            self.popup.isVisible() or self.help_overlay.isVisible()
        )

    def update_popup(self, frame: Frame) -> None:
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

    def refresh_popup(self) -> None:
        """Rebuild an open result popup from the current frame (new colours, hidden names, new
        words)."""
        if not self.popup.isVisible():
            return
        key = self.popup.key
        self.popup.hide()
        self.popup.clear()
        if key == ("final",):
            self.show_final()
        elif self.session.frame is not None:
            self.update_popup(self.session.frame)

    def retranslate(self) -> None:
        """The hint, the help card (written once, when built) and an open popup, in the current
        language."""
        self.empty_hint.setText(empty_hint_text())
        visible = self.help_overlay.isVisible()
        old = self.help_overlay
        self.help_overlay = HelpOverlay(self.context.window)
        self.help_overlay.dismissed.connect(self._update_dismiss_action)
        old.hide()
        old.deleteLater()
        if visible:
            self.help_overlay.toggle()
        self.refresh_popup()

    def toggle_help(self) -> None:
        self.help_overlay.toggle()
        self._update_dismiss_action()

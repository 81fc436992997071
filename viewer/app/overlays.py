"""Cards drawn over the board: the result popup and the keyboard help.

They are child widgets of the board, not windows: they never take the keyboard away from the main
window, so the arrow keys keep stepping while a result is shown (and a window grab shows them).
A click on a card, Esc or Enter closes it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from viewer.app.actions import ACTION_SPECS, MENUS, key_text

CARD_STYLE = """
#result_popup {
    background: rgba(250, 248, 240, 246);
    border: 1px solid rgba(0, 0, 0, 90);
    border-radius: 10px;
}
#result_popup QLabel#popup_title { font-size: 15px; font-weight: 600; color: #202020; }
#result_popup QLabel#popup_hint { color: #6b6b6b; font-size: 11px; }
"""

HELP_STYLE = """
#help_overlay { background: rgba(12, 20, 16, 242); border-radius: 12px; }
#help_overlay QLabel { color: #f2f2ee; font-size: 13px; }
#help_overlay QLabel[role="key"] { color: #ffd86b; font-weight: 600; }
#help_overlay QLabel[role="title"] { font-size: 17px; font-weight: 600; }
#help_overlay QLabel[role="group"] { color: #9fd3a9; font-weight: 600; padding-top: 6px; }
"""


class _Card(QFrame):
    """A frame over its parent that closes on a click and re-centres when the parent resizes."""

    dismissed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.hide()
        parent.installEventFilter(self)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()
        self.dismiss()

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.dismissed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False

    def place(self) -> None:
        """Centre on the parent, as large as the contents want but never beyond the parent."""
        area = self.parentWidget().rect()
        hint = self.sizeHint()
        rect = QRect(
            QPoint(0, 0),
            hint.boundedTo(area.size() - QSize(16, 16)).expandedTo(QSize(0, 0)),
        )
        rect.moveCenter(area.center())
        self.setGeometry(rect)


class ResultPopup(_Card):
    """Shows one result panel (a win, a draw, the final standings) until dismissed.

    ``key`` names what is shown, so stepping between the two wins of a double ron keeps the same
    popup instead of rebuilding it.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("result_popup")
        self.setStyleSheet(CARD_STYLE)
        self.key: object = None
        self.last_key: object = None  # what the last dismissal closed
        self.panel: QWidget | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(16, 12, 16, 10)
        self._layout.setSpacing(8)
        self._title = QLabel(self)
        self._title.setObjectName("popup_title")
        self._hint = QLabel("Enter, Esc or a click closes · the arrow keys keep stepping", self)
        self._hint.setObjectName("popup_hint")
        self._hint.setAlignment(Qt.AlignmentFlag.AlignRight)
        self._layout.addWidget(self._title)
        self._layout.addWidget(self._hint)
        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(24)
        shadow.setOffset(0, 4)
        self.setGraphicsEffect(shadow)

    def show_panel(self, key: object, title: str, panel: QWidget) -> None:
        self.clear()
        self.key = key
        self.panel = panel
        self._title.setText(title)
        panel.setParent(self)
        self._layout.insertWidget(1, panel)
        panel.show()
        self._layout.activate()
        self.place()
        self.show()
        self.raise_()

    def clear(self) -> None:
        if self.panel is not None:
            self._layout.removeWidget(self.panel)
            self.panel.hide()
            self.panel.deleteLater()
            self.panel = None
        self.key = None

    def dismiss(self) -> None:
        was_visible = self.isVisible()
        self.last_key = self.key
        self.hide()
        self.clear()
        if was_visible:
            self.dismissed.emit()


class HelpOverlay(_Card):
    """Every key of the window, built from the same table as the shortcuts."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("help_overlay")
        self.setStyleSheet(HELP_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        grid = QGridLayout(self)
        grid.setContentsMargins(24, 18, 24, 18)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(3)
        title = QLabel("Keyboard shortcuts", self)
        title.setProperty("role", "title")
        grid.addWidget(title, 0, 0, 1, 4)
        rows: list[tuple[str, str, str]] = []  # (group, keys, what)
        for menu, menu_title in MENUS:
            for spec in ACTION_SPECS.values():
                if spec.menu == menu and spec.keys and spec.help:
                    rows.append((menu_title.replace("&", ""), key_text(spec), spec.help))
            if menu == "go":
                rows.append(("Go", "Mouse wheel", "One event per notch (down = on)"))
        for spec in ACTION_SPECS.values():
            if not spec.menu and spec.help:
                rows.append(("Popups", key_text(spec), spec.help))
        # Two columns of groups so the card fits on a laptop screen.
        groups: dict[str, list[tuple[str, str]]] = {}
        for group, keys, what in rows:
            groups.setdefault(group, []).append((keys, what))
        half = (sum(len(v) + 1 for v in groups.values()) + 1) // 2
        column, row, used = 0, 1, 0
        for group, entries in groups.items():
            if column == 0 and used >= half:
                column, row = 2, 1
            heading = QLabel(group, self)
            heading.setProperty("role", "group")
            grid.addWidget(heading, row, column, 1, 2)
            row += 1
            used += 1
            for keys, what in entries:
                key_label = QLabel(keys, self)
                key_label.setProperty("role", "key")
                grid.addWidget(key_label, row, column)
                grid.addWidget(QLabel(what, self), row, column + 1)
                row += 1
                used += 1
        footer = QLabel("F1, ? or Esc closes this help", self)
        grid.addWidget(footer, max(row, grid.rowCount()), 0, 1, 4)

    def toggle(self) -> None:
        if self.isVisible():
            self.dismiss()
        else:
            self.layout().activate()
            self.place()
            self.show()
            self.raise_()

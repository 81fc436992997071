"""Cards drawn over the board: the result popup and the keyboard help.

They are child widgets of the main window, not windows of their own: they never take the keyboard
away from it, so the arrow keys keep stepping while a result is shown (and a window grab shows
them). A click on a card, Esc or Enter closes it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QGridLayout,
    QLabel,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from viewer.app.actions import ACTION_SPECS, MENUS, key_text
from viewer.presentation.i18n import translate

CARD_MARGIN = 8  # pixels kept free around a card

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
    """A frame over a window that closes on a click and re-centres when the window resizes.

    It is centred on ``anchor`` (the board) when it fits there, and otherwise slides and grows
    over the rest of the window (the round list) rather than cutting its contents off; it never
    covers the menu bar or the status line.
    """

    dismissed = Signal()

    def __init__(self, parent: QWidget, anchor: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = parent  # (parentWidget(), typed: it is never None here)
        self.anchor = anchor or parent
        self.hide()
        parent.installEventFilter(self)
        if self.anchor is not parent:
            self.anchor.installEventFilter(self)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()
        self.dismiss()

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.dismissed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move) and self.isVisible():
            self.place()
        return False

    def available_area(self) -> QRect:
        """The parent without its menu bar and status bar (when it is a main window)."""
        parent = self.host
        area = parent.rect()
        if isinstance(parent, QMainWindow):
            menu = parent.menuWidget()
            if menu is not None and menu.isVisible():
                area.setTop(menu.geometry().bottom() + 1)
            status = parent.statusBar()
            if status.isVisible():
                area.setBottom(status.geometry().top() - 1)
        return area.adjusted(CARD_MARGIN, CARD_MARGIN, -CARD_MARGIN, -CARD_MARGIN)

    def place(self) -> None:
        """As large as the contents want (within the window), centred on the anchor if it fits."""
        area = self.available_area()
        size = self.sizeHint().boundedTo(area.size()).expandedTo(QSize(0, 0))
        center = self.anchor.mapTo(self.host, self.anchor.rect().center())
        if self.anchor is self.host:
            center = self.anchor.rect().center()
        rect = QRect(QPoint(0, 0), size)
        rect.moveCenter(center)
        # Slide back inside the window where the anchor is too small for the card.
        if rect.right() > area.right():
            rect.moveRight(area.right())
        if rect.left() < area.left():
            rect.moveLeft(area.left())
        if rect.bottom() > area.bottom():
            rect.moveBottom(area.bottom())
        if rect.top() < area.top():
            rect.moveTop(area.top())
        self.setGeometry(rect)


class ResultPopup(_Card):
    """Shows one result panel (a win, a draw, the final standings) until dismissed.

    ``key`` names what is shown, so stepping between the two wins of a double ron keeps the same
    popup instead of rebuilding it.
    """

    def __init__(self, parent: QWidget, anchor: QWidget | None = None) -> None:
        super().__init__(parent, anchor)
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
        self._hint = QLabel(self)
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
        self._hint.setText(
            translate("window", "Enter, Esc or a click closes · the arrow keys keep stepping")
        )
        self._title.setVisible(bool(title))  # the panels carry their own heading
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
        title = QLabel(translate("help", "Keyboard shortcuts"), self)
        title.setProperty("role", "title")
        grid.addWidget(title, 0, 0, 1, 4)
        rows: list[tuple[str, str, str]] = []  # (group, keys, what)
        for menu, menu_title in MENUS:
            for spec in ACTION_SPECS.values():
                if spec.menu == menu and spec.keys and spec.help:
                    group = translate("menus", menu_title).replace("&", "")
                    rows.append((group, key_text(spec), translate("actions", spec.help)))
            if menu == "go":
                group = translate("menus", menu_title).replace("&", "")
                what = translate("help", "One event per notch (down = on)")
                rows.append((group, translate("help", "Mouse wheel"), what))
                what = translate("help", "In the round list: go to its start")
                rows.append((group, translate("help", "Click a round"), what))
        for spec in ACTION_SPECS.values():
            if not spec.menu and spec.help:
                rows.append(
                    (translate("help", "Popups"), key_text(spec), translate("actions", spec.help))
                )
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
        footer = QLabel(translate("help", "F1, ? or Esc closes this help"), self)
        grid.addWidget(footer, max(row, grid.rowCount()), 0, 1, 4)

    def toggle(self) -> None:
        if self.isVisible():
            self.dismiss()
        else:
            layout = self.layout()
            if layout is not None:
                layout.activate()
            self.place()
            self.show()
            self.raise_()

"""View → Theme: System (the default: follows the system's light or dark colour scheme, also when
it changes while the viewer runs), Light or Dark; remembered in the settings.

The theme colours the window (its palette) and the table (``viewer.ui.theme``); switching redraws
the board and rebuilds an open result popup in the new colours.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from viewer.app.parts import Context, Part
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.ui import theme

if TYPE_CHECKING:  # the popups load with the chrome; the stored theme is applied before it
    from viewer.app.window.popups import Popups

SETTING = "view/theme"
# The wording of the theme menu, in one place.
MENU_TITLE = QT_TRANSLATE_NOOP("theme", "T&heme")
CHOICES = (
    ("system", QT_TRANSLATE_NOOP("theme", "&System")),
    ("light", QT_TRANSLATE_NOOP("theme", "&Light")),
    ("dark", QT_TRANSLATE_NOOP("theme", "&Dark")),
)


def system_is_dark() -> bool | None:
    """The system's colour scheme (Qt 6.5+): True dark, False light, None unknown."""
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    if scheme is None:
        return None
    value = scheme()
    if value == Qt.ColorScheme.Dark:
        return True
    if value == Qt.ColorScheme.Light:
        return False
    return None


def resolve(choice: str) -> theme.Theme:
    """The theme a choice means now. "system" with an unknown scheme: the dark table players
    know from Tenhou."""
    if choice in theme.THEMES:
        return theme.THEMES[choice]
    return theme.LIGHT if system_is_dark() is False else theme.DARK


class Themes(Part):
    """The Theme submenu of View and the choice it holds; switching redraws the board and an
    open result popup."""

    def __init__(self, context: Context, board: QWidget, popups: Popups) -> None:
        super().__init__(context)
        self.board = board
        self.popups = popups
        window = context.window
        view_menu = window.menuBar().findChild(QMenu, "menu_view")
        self.menu = QMenu(translate("theme", MENU_TITLE), window)
        self.menu.setObjectName("menu_theme")
        if view_menu is not None:
            view_menu.addSeparator()
            view_menu.addMenu(self.menu)
        self.group = QActionGroup(window)
        self.group.setExclusive(True)
        self.choices: dict[str, QAction] = {}
        for choice, text in CHOICES:
            action = QAction(translate("theme", text), window)
            action.setObjectName(f"action_theme_{choice}")
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, c=choice: self.choose(c))
            self.group.addAction(action)
            self.menu.addAction(action)
            self.choices[choice] = action
        self.choice = stored_theme(context.settings)
        self.choices[self.choice].setChecked(True)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(self.system_changed)
        self.apply()

    def retranslate(self) -> None:
        """The menu's texts in the current language (View → Language)."""
        self.menu.setTitle(translate("theme", MENU_TITLE))
        for choice, text in CHOICES:
            self.choices[choice].setText(translate("theme", text))

    def choose(self, choice: str) -> None:
        self.choice = choice
        self.choices[choice].setChecked(True)
        if self.context.settings is not None:
            self.context.settings.setValue(SETTING, choice)
        self.apply()

    def system_changed(self, *_args: object) -> None:
        if self.choice == "system":
            self.apply()

    def apply(self) -> None:
        apply_theme(self.choice)
        self.board.update()
        self.popups.refresh_popup()


# Whether the application's palette is the viewer's own (System leaves the platform's palette,
# which follows the scheme): one application, one palette.
_palette_set = False


def stored_theme(settings: QSettings | None) -> str:
    stored = str(settings.value(SETTING, "system")) if settings is not None else "system"
    return stored if stored in dict(CHOICES) else "system"


def apply_stored_theme(settings: QSettings | None) -> None:
    """The remembered theme, before the first board is drawn (the menu comes later)."""
    apply_theme(stored_theme(settings))


def apply_theme(choice: str) -> None:
    """The table's colours and the application's palette (the caller redraws)."""
    global _palette_set
    chosen = resolve(choice)
    theme.set_current(chosen)
    app = QApplication.instance()
    if isinstance(app, QApplication):
        if choice != "system":
            app.setPalette(chosen.palette(app.style().standardPalette()))
            _palette_set = True
        elif _palette_set:  # back to the platform's own palette
            app.setPalette(QPalette())
            _palette_set = False

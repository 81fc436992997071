"""View → Language: the system's language by default, any of the viewer's languages on demand,
switched in place (no restart) and remembered; and the learner's "Japanese terms beside".

Switching installs the language's ``.qm`` (``viewer.ui.translations``) and fires the window's one
``Wording.changed`` signal (Qt's ``LanguageChange`` does the same for a translator installed
elsewhere): every part rewrites what it wrote once (menus, actions, docks, the help card, the
hints), and the window has the session build the frame again, so the board, the status line, the
round list and an open popup are worded anew.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from viewer.app.parts import Context, Part
from viewer.presentation import i18n
from viewer.presentation.i18n import translate
from viewer.ui.translations import apply_language, system_language

LANGUAGE_KEY = "view/language"  # "system" or a key of i18n.LANGUAGES
BESIDE_KEY = "view/japanese_beside"  # absent: the language's default
SYSTEM = "system"


class LanguageMenu(Part):
    """The submenu and the choice behind it (``choice``: "system" or a language code)."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.wording = context.wording
        self.settings = context.settings
        self.choice = SYSTEM
        self._beside_override: bool | None = None
        window = context.window
        self.menu = QMenu(window)
        self.menu.setObjectName("menu_language")
        group = QActionGroup(self.menu)
        self.choices: dict[str, QAction] = {}
        for code in (SYSTEM, *i18n.LANGUAGES):
            # Each language is named in itself, so it can be found whatever the current one.
            action = QAction(i18n.LANGUAGES.get(code, ""), self.menu)
            action.setObjectName(f"action_language_{code}")
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, c=code: self.choose(c))
            group.addAction(action)
            self.menu.addAction(action)
            self.choices[code] = action
            if code == SYSTEM:
                self.menu.addSeparator()
        self.menu.addSeparator()
        self.beside = QAction(self.menu)
        self.beside.setObjectName("action_japanese_beside")
        self.beside.setCheckable(True)
        self.beside.triggered.connect(self.set_japanese_beside)
        self.menu.addAction(self.beside)
        view = window.findChild(QMenu, "menu_view")
        if view is not None:
            view.addSeparator()
            view.addMenu(self.menu)
        self.retranslate()

    # -- the choice ------------------------------------------------------------------------------
    def start(self) -> None:
        """The remembered choice (or the system's language) at start-up."""
        self.choice = stored_choice(self.settings)
        self._apply()

    def choose(self, choice: str) -> None:
        self.choice = choice
        if self.settings is not None:
            self.settings.setValue(LANGUAGE_KEY, choice)
        self._apply()

    def set_japanese_beside(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.setValue(BESIDE_KEY, bool(on))
        self._beside_override = bool(on)
        self._apply()

    def language(self) -> str:
        return system_language() if self.choice == SYSTEM else self.choice

    def _apply(self) -> None:
        beside = self._beside_override
        if beside is None:
            beside = stored_beside(self.settings)
        apply_language(self.language(), beside)
        if not self.wording.refresh():  # e.g. English at start-up: the window is worded so
            self.retranslate()

    # -- words -----------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.menu.setTitle(translate("language", "&Language"))
        system = translate("language", "System language")
        self.choices[SYSTEM].setText(f"{system} ({i18n.LANGUAGES[system_language()]})")
        self.beside.setText(translate("language", "&Japanese terms beside"))
        self.beside.setStatusTip(
            translate("language", "Keep the Japanese term beside the translated one (for learners)")
        )
        for code, action in self.choices.items():
            action.setChecked(code == self.choice)
        self.beside.setChecked(i18n.japanese_beside())
        self.beside.setEnabled(i18n.language() != "ja")


def stored_choice(settings: QSettings | None) -> str:
    """The remembered language choice: "system" or a language code."""
    stored = settings.value(LANGUAGE_KEY) if settings is not None else None
    return stored if isinstance(stored, str) and stored in (SYSTEM, *i18n.LANGUAGES) else SYSTEM


def stored_beside(settings: QSettings | None) -> bool | None:
    """The remembered "Japanese terms beside" (None: the language's default)."""
    stored = settings.value(BESIDE_KEY) if settings is not None else None
    return None if stored is None else stored in (True, "true", "1", 1)


def apply_stored_language(settings: QSettings | None) -> None:
    """The remembered language before the first board is worded (the menu is made later)."""
    choice = stored_choice(settings)
    apply_language(system_language() if choice == SYSTEM else choice, stored_beside(settings))

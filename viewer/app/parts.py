"""What every part of the window is given: the session, the actions, a way to speak to the user,
a place for docks and the one language-changed signal (Frescobaldi's per-window plugins, calibre's
``InterfaceAction``).

A part is a ``Part`` (a ``QObject`` child of the window) made with a ``Context``; it connects its
own actions, listens to the session, and rewrites its words when ``Wording.changed`` fires. It
reaches the window only through the protocols here, never through the window's class, so the
window is a composition root that lists its parts and nothing imports it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QMainWindow

from viewer.app.actions import ActionRegistry
from viewer.app.session import Session
from viewer.domain.record import GameRecord
from viewer.presentation import i18n
from viewer.replay.timeline import Timeline


class Messages(Protocol):
    """One message box for what failed, a passing note in the status bar for the rest."""

    def show_error(self, text: str) -> None: ...
    def show_status(self, text: str) -> None: ...


class Docks(Protocol):
    """Where a part puts a dock (the right side of the window unless it asks for another) and
    shares the height with it."""

    def add_dock(
        self, dock: QDockWidget, area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea
    ) -> None: ...
    def stack_docks(self, docks: list[QDockWidget], shares: list[int]) -> None: ...


class Games(Protocol):
    """The one way in for games (``open_path``) and the game shown (``path``, ``game``)."""

    path: Path | None
    game: tuple[int, int]  # (0-based game shown, games in its file)

    def open_path(self, path: str | Path, seat: int | None = None, game: int = 0) -> bool: ...
    def show_game(self, path: Path, record: GameRecord, timeline: Timeline, *,
                  seat: int | None = None, warning: str | None = None,
                  oddities: tuple[str, ...] = (), viewpoint: int | None = None,
                  game: tuple[int, int] = (0, 1)) -> None: ...  # fmt: skip


class Wording(QObject):
    """The one "the language changed" signal: ``changed`` fires once per new language (and
    learner's option), however many ``LanguageChange`` events Qt sends for it."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worded_in: tuple[str, bool] | None = None

    @staticmethod
    def now() -> tuple[str, bool]:
        return (i18n.language(), i18n.japanese_beside())

    def written(self) -> None:
        """The window's words are in the current language now."""
        self.worded_in = self.now()

    def refresh(self) -> bool:
        """Every part rewrites its words if the language is not the one they were written in."""
        if self.worded_in is None or self.worded_in == self.now():
            return False
        self.worded_in = self.now()
        self.changed.emit()
        return True

    def rewrite(self) -> None:
        """Every part rewrites its words (the chrome was made in English in another language)."""
        self.worded_in = self.now()
        self.changed.emit()


@dataclass(frozen=True)
class Context:
    """What a part is given. ``window`` is the parent of what it shows (cards, menus, dialogs,
    the status bar's labels); the protocols are what it may ask of the window."""

    window: QMainWindow
    session: Session
    actions: ActionRegistry
    messages: Messages
    docks: Docks
    games: Games
    wording: Wording
    settings: QSettings | None


class Part(QObject):
    """One feature of the window: made with a ``Context``, worded again on ``Wording.changed``."""

    def __init__(self, context: Context) -> None:
        super().__init__(context.window)
        self.context = context
        self.session = context.session
        self.actions = context.actions
        context.wording.changed.connect(self.retranslate)

    def retranslate(self) -> None:
        """Rewrite what this part wrote in the previous language (nothing, unless overridden)."""

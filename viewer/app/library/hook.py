"""How the main window reaches the Library: one action (Ctrl+Shift+L, in the File menu) and a
route from the Library's ``open_requested`` to the window's one way in (``Games.open_path``).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QDropEvent, QKeySequence
from PySide6.QtWidgets import QMenu

from viewer.app.parts import Context, Part
from viewer.domain.events import Agari, Call, RiichiDeclared
from viewer.presentation.i18n import translate
from viewer.replay import Step, Timeline
from viewer.replay.shown import shown_step

if TYPE_CHECKING:  # the library (sqlite3, the scan workers) loads when first used
    from viewer.app.library.window import LibraryWindow

SHORTCUT = "Ctrl+Shift+L"


class LibraryHook(Part):
    """Owns the Library window of one main window (made on first use, then kept, and closed with
    the main window: a scan or a judging then stops, keeping what it did), and adds the
    folders dropped on the main window to the library (they open as before, too).
    ``db_path``: the library's file (None: the user's), read when the Library is first shown."""

    def __init__(self, context: Context, db_path: Path | None = None) -> None:
        super().__init__(context)
        window = context.window
        self.window = window
        self.messages = context.messages
        self.db_path = db_path
        self.library: LibraryWindow | None = None
        self.action = QAction(window)
        self.action.setObjectName("library_action")
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.retranslate()
        self.action.triggered.connect(self.show_library)
        window.addAction(self.action)
        window.installEventFilter(self)
        menu = window.findChild(QMenu, "menu_file")
        if menu is not None:
            entries = menu.actions()
            if entries:
                menu.insertAction(entries[-1], self.action)  # before Quit
            else:
                menu.addAction(self.action)

    def retranslate(self) -> None:
        """The action's words in the current language; a hidden Library window is dropped, to be
        built again in that language when next shown (unless it scans or judges: it is kept)."""
        self.action.setText(translate("library", "&Library…"))
        self.action.setStatusTip(
            translate("library", "Every indexed game: search, filters, statistics")
        )
        library = self.library
        if library is not None and not library.isVisible() and not library.busy():
            library.close()
            library.deleteLater()
            self.library = None

    def _library(self) -> LibraryWindow | None:
        if self.library is None:
            from viewer.app.library.window import LibraryWindow
            from viewer.library.schema import LibraryError

            try:
                self.library = LibraryWindow(self.db_path, QSettings(), self.window)
            except LibraryError as exc:
                self.messages.show_error(str(exc))
                return None
            self.library.setWindowFlag(Qt.WindowType.Window)
            self.library.open_requested.connect(self.open_game)
            self.library.decision_requested.connect(self.open_decision)
            self.library.scan_done.connect(
                lambda text: self.messages.show_status(
                    translate("library", "Library: {text}").format(text=text)
                )
            )
        return self.library

    def windows(self) -> tuple[LibraryWindow, ...]:
        """The Library window, once made (the quiz hides it: it shows the game's result)."""
        return () if self.library is None else (self.library,)

    def show_library(self) -> LibraryWindow | None:
        """The Library, shown unless its action is disabled (while the quiz runs: then a scan
        asked for goes on unseen)."""
        if self._library() is None or self.library is None:
            return None
        if self.action.isEnabled():
            self.library.show()
            self.library.raise_()
            self.library.activateWindow()
        return self.library

    def index_folders(self, folders: list[str]) -> None:
        """``--index FOLDER``: show the Library and scan the folders in the background."""
        library = self.show_library()
        if library is not None and folders:
            library.index_folders(folders)

    def add_folders(self, folders: list[str]) -> None:
        """Scan in the background without showing the Library; the status line says when done."""
        library = self._library()
        if library is not None:
            library.index_folders(folders)
            text = translate("library", "Library: adding {folders} …")
            self.messages.show_status(text.format(folders=", ".join(folders)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            if self.library is not None:  # a scan or a judging stops with the viewer, kept
                self.library.close()
            return False
        if watched is self.window and event.type() == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            folders = [
                url.toLocalFile()
                for url in event.mimeData().urls()
                if url.isLocalFile() and os.path.isdir(url.toLocalFile())
            ]
            if folders:  # after the window has opened them
                QTimer.singleShot(0, lambda: self.add_folders(folders))
        return False

    def open_game(
        self, path: str, seat: object, round_index: object, what: str = "", game: int = 0
    ) -> None:
        """Open a game from the Library (``game``: its place in a file of several): at round 1,
        or at the step of one round that the question ``what`` asked about (see
        ``step_of_interest``)."""
        seat = seat if isinstance(seat, int) else None
        if not self.context.games.open_path(path, seat, game):
            return
        timeline = self.session.timeline
        if timeline is None:
            return
        if isinstance(round_index, int):
            round_index = min(round_index, timeline.round_count - 1)
            target = step_of_interest(timeline, round_index, seat, what)
        else:
            target = Step(0, 0)
        self.session.go_to(target)
        self.window.raise_()
        self.window.activateWindow()

    def open_decision(
        self, path: str, seat: int, round_index: object, step: object, game: int = 0
    ) -> None:
        """Open a game from the Library's Progress tab with the coach on, from ``seat``: at the
        step that shows the decision of the discard at (``round_index``, ``step``), as the coach
        shows it; at the start when no decision is given (a point of a coach trend)."""
        if not self.context.games.open_path(path, seat, game):
            return
        timeline = self.session.timeline
        if timeline is None:
            return
        self.session.update_options(show_coach=True)
        target = Step(0, 0)
        if (
            isinstance(round_index, int)
            and isinstance(step, int)
            and 0 <= round_index < timeline.round_count
            and 0 < step < timeline.step_count(round_index)
        ):
            discard = Step(round_index, step)
            try:
                target = shown_step(timeline, discard)
            except ValueError:  # no discard there (the log changed since it was judged)
                target = discard
        self.session.go_to(target)
        self.window.raise_()
        self.window.activateWindow()


def step_of_interest(timeline: Timeline, round_index: int, seat: int | None, what: str) -> Step:
    """Where "rounds where …" lands: the seat's riichi declaration or first call, the win it
    made or dealt in; the round's result otherwise."""
    from viewer.library.facts import CALL_KINDS

    wanted: Callable[[object], bool] | None = None
    if seat is not None:
        if what == "riichi":
            wanted = lambda e: isinstance(e, RiichiDeclared) and e.seat == seat  # noqa: E731
        elif what == "called":
            wanted = lambda e: (  # noqa: E731
                isinstance(e, Call) and e.seat == seat and e.meld.kind in CALL_KINDS
            )
        elif what in ("won", "won_with"):
            wanted = lambda e: isinstance(e, Agari) and e.seat == seat  # noqa: E731
        elif what == "dealt_in":
            wanted = lambda e: (  # noqa: E731
                isinstance(e, Agari) and e.from_seat == seat and e.seat != seat
            )
    if wanted is not None:
        for index in range(timeline.step_count(round_index)):
            step = Step(round_index, index)
            if wanted(timeline.snapshot(step).event):
                return step
    return timeline.round_end(Step(round_index, 0))

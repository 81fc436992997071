"""The window's chrome: every part around the board, made in one place, in one order.

Start-up paints the board first (``MainWindow(chrome=False)``) and makes the ``Chrome`` just after
the first paint (calibre's ``initialization_complete``); a window made the ordinary way makes it
at once. Each part is given its ``Context`` and what else it uses, by name; it connects its own
actions, follows the session and rewrites its words on ``Wording.changed`` by itself.

A new feature is one more part: a ``Part`` subclass made here (after the parts it uses), with its
actions in ``ACTION_SPECS`` and its toggle, if any, in ``VIEW_TOGGLES``.
"""

from __future__ import annotations

from viewer.app.coach.controller import CoachController
from viewer.app.files.exporting import Exporting
from viewer.app.files.opening import Opening
from viewer.app.files.sharing import Sharing
from viewer.app.library.hook import LibraryHook
from viewer.app.luck.controller import LuckController
from viewer.app.moving.autoplay import Autoplay
from viewer.app.moving.controller import Moving
from viewer.app.moving.moves import KeyRepeatWatch
from viewer.app.parts import Context
from viewer.app.quiz.controller import QuizController
from viewer.app.review.controller import ReviewController
from viewer.app.window.drops import Drops
from viewer.app.window.language_menu import LanguageMenu
from viewer.app.window.menus import Menus
from viewer.app.window.popups import Popups
from viewer.app.window.rounds_dock import Rounds, RoundsDock
from viewer.app.window.scores_dock import Scores
from viewer.app.window.status_line import StatusLine
from viewer.app.window.themes import Themes
from viewer.app.window.toggles import ViewToggles
from viewer.ui.board_view import BoardView


class Chrome:
    """The parts made after the first paint. The order matters twice: a part comes after those
    it is given, and parts are worded again in this order (the actions first)."""

    def __init__(
        self,
        context: Context,
        *,
        board: BoardView,
        opening: Opening,
        rounds_dock: RoundsDock,
        autoplay: Autoplay,
        keys: KeyRepeatWatch,
        status_line: StatusLine,
    ) -> None:
        self.actions = context.actions
        context.wording.changed.connect(self.actions.retranslate)
        self.popups = Popups(context, board)
        self.rounds = Rounds(context, rounds_dock)
        self.moving = Moving(context, self.popups, autoplay, keys, status_line)
        self.toggles = ViewToggles(context)
        self.scores = Scores(context)  # before the menus: its dock's toggle is the menu entry
        self.menus = Menus(context, opening)
        self.exporting = Exporting(context)
        self.review = ReviewController(context, self.rounds)
        self.coach = CoachController(context)
        self.luck = LuckController(context)
        self.sharing = Sharing(context, board, self.popups, autoplay)
        self.themes = Themes(context, board, self.popups)
        self.language = LanguageMenu(context)
        self.drops = Drops(context, opening, self.review)
        self.quiz = QuizController(
            context, board, rounds=self.rounds.view, popup=self.popups.popup,
            hidden_while_quizzing=lambda: iter(
                (self.rounds.final_label, self.review.status, self.coach.status,
                 *self.library.windows())
            ),
            locked_while_quizzing=lambda: iter((self.library.action,)),
            values=self.coach.values,
        )  # fmt: skip
        self.library = LibraryHook(context)
        for qaction in self.actions:
            context.window.addAction(qaction)  # shortcuts work even while the menu bar is hidden

    def shutdown(self) -> None:
        """The window closes: what runs beside it stops (the coach's worker process)."""
        self.coach.shutdown()

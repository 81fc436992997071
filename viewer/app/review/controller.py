"""A Mortal review in the window: opening a report, attaching it, and the keys that use it.

Two ways in. *Attach* (Review → Open review…, a report dropped on a shown game, ``--review``):
the report must be of the game shown, else one message says why (another deal, other players)
and the game stays as it was. *Alone* (a report opened like a log, or attached with no game
shown): the report's own game (its mjai events or split logs) opens with the review on. Either
way the viewpoint moves to the reviewed seat and the review dock shows.
"""

from __future__ import annotations

import logging
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QLabel

from viewer.app.actions import Action
from viewer.app.parts import Context, Part
from viewer.app.window.rounds_dock import Rounds
from viewer.domain.record import GameRecord
from viewer.formats.errors import LogError
from viewer.presentation import Frame
from viewer.presentation.i18n import translate
from viewer.replay import Timeline
from viewer.review.sniff import is_report_file

if TYPE_CHECKING:  # the review modules load when a review is opened, not at start-up
    from viewer.app.review.panel import ReviewPanel
    from viewer.review import GameReview, ReviewReport

__all__ = ["ReviewController", "is_report_file"]
logger = logging.getLogger(__name__)
THRESHOLD_KEY = "review/threshold"


def wording() -> ModuleType:
    """The review's words (loaded with the review, not at start-up)."""
    from viewer.presentation import review_wording

    return review_wording


class ReviewController(Part):
    """The Review menu, the review dock (made on first use) and the status bar's review mark."""

    def __init__(self, context: Context, rounds: Rounds) -> None:
        super().__init__(context)
        self.rounds = rounds
        self.messages = context.messages
        self.games = context.games
        self._panel: ReviewPanel | None = None
        self.status = QLabel(context.window)
        self.status.setObjectName("review_status")
        self.status.hide()
        context.window.statusBar().addPermanentWidget(self.status)
        self.session.frame_changed.connect(self._show_frame)
        self.session.game_changed.connect(self._game_changed)
        self.actions.on(Action.OPEN_REVIEW, self.open_dialog)
        self.actions.on(Action.NEXT_DISAGREEMENT, lambda: self.step_disagreement(+1))
        self.actions.on(Action.PREVIOUS_DISAGREEMENT, lambda: self.step_disagreement(-1))
        self._update_enabled()
        self._restore_threshold()

    @property
    def panel(self) -> ReviewPanel:
        """The review dock, made when first needed."""
        if self._panel is None:
            from viewer.app.review.panel import ReviewPanel

            panel = ReviewPanel(self.context.window)
            self.context.docks.add_dock(panel)
            panel.hide()
            panel.step_requested.connect(self.session.go_to)
            panel.threshold_changed.connect(self.set_threshold)
            self._panel = panel
        return self._panel

    def retranslate(self) -> None:
        """The dock in the current language (the status mark follows the frame built again)."""
        if self._panel is not None:
            self._panel.retranslate()

    @property
    def review(self) -> GameReview | None:
        return self.session.review

    # -- opening -------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        shown = self.games.path
        start = str(shown.parent) if shown is not None else ""
        path, _ = QFileDialog.getOpenFileName(
            self.context.window, wording().words(wording().OPEN_REVIEW), start,
            wording().words(wording().REPORT_FILTERS),
        )  # fmt: skip
        if path:
            self.attach_file(path)

    def _read(self, path: str | Path) -> ReviewReport | None:
        from viewer.review import ReportError, read_report

        try:
            return read_report(path)
        except ReportError as error:
            self.messages.show_error(str(error))
            return None

    def attach_file(self, path: str | Path) -> bool:
        """Put a report on the game shown (one message when it is another game's); with no game
        shown, open the report's own game."""
        timeline = self.session.timeline
        if timeline is None:
            return self.open_alone(path)
        report = self._read(path)
        if report is None:
            return False
        from viewer.review import GameReview, ReportError

        try:
            review = GameReview.build(report, timeline.record, timeline)
        except ReportError as error:
            error.file = error.file or str(path)
            self.messages.show_error(wording().words(wording().NOT_THIS_GAME).format(error=error))
            return False
        self._show(review)
        return True

    def take_drop(self, paths: list[Path]) -> bool:
        """A single report dropped on a shown game is attached to it (after the drop returns)."""
        if len(paths) != 1 or not self.session.has_game or not is_report_file(paths[0]):
            return False
        QTimer.singleShot(0, lambda: self.attach_file(paths[0]))
        return True

    def open_alone(self, path: str | Path) -> bool:
        """Open the report's own game with the review on (the open game stays on failure)."""
        report = self._read(path)
        if report is None:
            return False
        from viewer.review import GameReview, ReportError
        from viewer.review.game_source import game_from_report

        try:
            record = game_from_report(report, str(path))
            timeline = Timeline(record)
            timeline.replay_all()
            review = GameReview.build(report, record, timeline)
        except (ReportError, LogError) as error:
            text = f"{path}: {error}" if isinstance(error, LogError) else str(error)
            self.messages.show_error(text)
            return False
        except Exception as error:  # a reader bug must not take the open game down with it
            logger.exception("opening the game of %s failed", path)
            text = translate("window", "{path}: cannot be read ({error})")
            self.messages.show_error(
                text.format(path=path, error=f"{type(error).__name__}: {error}")
            )
            return False
        self.games.show_game(Path(path), record, timeline, viewpoint=report.player_id)
        self._show(review)
        return True

    def _show(self, review: GameReview) -> None:
        self.session.update_options(viewpoint=review.seat, show_review=True)
        self.session.set_review(review)
        self.panel.set_review(review)
        self.panel.set_threshold(self.session.options.review_threshold)
        self.panel.show()
        # the review needs the height; the round list keeps a few rows
        self.context.docks.stack_docks([self.rounds.dock, self.panel], [1, 3])
        self._mark_rounds()
        self._update_enabled()
        report = review.report
        opened = wording().review_opened(report.player_id, report.matches, report.reviewed)
        self.messages.show_status(opened)

    # -- following the game --------------------------------------------------------------------
    def _game_changed(self, _record: GameRecord) -> None:
        # the session dropped the review with the old game
        self.status.hide()
        if self._panel is not None:
            self._panel.set_review(None)
            self._panel.hide()
        self._update_enabled()

    def _show_frame(self, frame: Frame) -> None:
        review, step = self.review, frame.position.step
        if review is None or frame.options.quiz:  # the quiz shows no verdict before its answer
            self.status.hide()
            return
        from viewer.review import is_disagreement

        entry = review.entry_at(step)
        self.panel.show_entry(entry)
        self.panel.strip.show_step(review, step, frame.position.step_count,
                                   frame.options.review_threshold)  # fmt: skip
        if entry is None:
            self.status.hide()
            return
        color = "#2e7d32" if entry.is_equal else "#ef6c00"
        if is_disagreement(entry, frame.options.review_threshold):
            color = "#d32f2f"
        self.status.setText(wording().status_mark(entry))
        self.status.setStyleSheet(f"color: {color}; font-weight: 600;")
        self.status.show()

    def _mark_rounds(self) -> None:
        review = self.review
        marks = review.round_counts(self.session.options.review_threshold) if review else {}
        self.rounds.view.set_review_marks(marks)

    def _update_enabled(self) -> None:
        has_review = self.review is not None
        reviewing = (Action.NEXT_DISAGREEMENT, Action.PREVIOUS_DISAGREEMENT, Action.SHOW_REVIEW)
        self.actions.set_enabled(reviewing, has_review)
        self.actions[Action.OPEN_REVIEW].setEnabled(True)

    # -- keys ----------------------------------------------------------------------------------
    def step_disagreement(self, direction: int) -> bool:
        review = self.review
        if review is None:
            return False
        threshold = self.session.options.review_threshold
        step = self.session.step
        target = (
            review.next_disagreement(step, threshold)
            if direction > 0
            else review.previous_disagreement(step, threshold)
        )
        if target is None:
            w = wording()
            self.messages.show_status(w.words(w.NO_FURTHER if direction > 0 else w.NO_EARLIER))
            return False
        return self.session.go_to(target)

    def _restore_threshold(self) -> None:
        """The threshold the user set last time (as killer_mortal_gui keeps its own)."""
        settings = self.context.settings
        value = settings.value(THRESHOLD_KEY) if settings is not None else None
        try:
            threshold = float(str(value))
        except (TypeError, ValueError):
            return
        if 0.0 <= threshold <= 1.0:
            self.session.update_options(review_threshold=threshold)

    def set_threshold(self, threshold: float) -> None:
        if self.context.settings is not None:
            self.context.settings.setValue(THRESHOLD_KEY, threshold)
        self.session.update_options(review_threshold=threshold)
        self.panel.set_threshold(threshold)
        self._mark_rounds()
        if self.review is not None:
            self.panel.show_entry(self.review.entry_at(self.session.step))

"""Pictures to share: copy the board (Ctrl+C), save it as a PNG, export the round as an animation.

What is shared is what the board shows (with the result popup when one is up), at the board's size;
"Hide player names" (a view toggle like the others) turns the seats into A, B, C, D in all of it.
The animation is encoded by ``viewer.ui.animation`` (Pillow, imported only then) with a progress
dialog that appears when the export takes more than a moment and can be cancelled.
"""

from __future__ import annotations

from pathlib import Path
from typing import cast

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QProgressDialog, QWidget

from viewer.app.actions import Action
from viewer.app.moving.autoplay import Autoplay
from viewer.app.parts import Context, Part
from viewer.app.window.popups import Popups
from viewer.presentation import Frame
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate

SHARES = (Action.COPY_IMAGE, Action.SAVE_IMAGE, Action.EXPORT_ANIMATION)

PNG = cast(bytes, "PNG")  # PySide6's stubs type a format as bytes; at run time it takes a str
PROGRESS_AFTER_MS = 400  # the dialog shows only for an export longer than this

# The wording of sharing, in one place (English sources; shown through ``translate``).
IMAGE_FILTER = QT_TRANSLATE_NOOP("sharing", "PNG image (*.png)")
ANIMATION_FILTER = QT_TRANSLATE_NOOP(
    "sharing", "GIF animation (*.gif);;Animated PNG (*.png);;WebP animation (*.webp)"
)
SAVE_IMAGE_TITLE = QT_TRANSLATE_NOOP("sharing", "Save board image")
EXPORT_TITLE = QT_TRANSLATE_NOOP("sharing", "Export round animation")
EXPORTING = QT_TRANSLATE_NOOP("sharing", "Exporting the round…")
CANCEL = QT_TRANSLATE_NOOP("sharing", "Cancel")
CANNOT_EXPORT = QT_TRANSLATE_NOOP("sharing", "Cannot save")
COPIED = QT_TRANSLATE_NOOP("sharing", "Board image copied")
CANCELLED = QT_TRANSLATE_NOOP("sharing", "Export cancelled")
SAVED = QT_TRANSLATE_NOOP("sharing", "Saved {name}")
CANNOT_WRITE = QT_TRANSLATE_NOOP("sharing", "{path}: cannot write the image")


def words(text: str) -> str:
    """One of the texts above in the current language."""
    return translate("sharing", text)


class Sharing(Part):
    """The share actions of the File menu (enabled with a game)."""

    def __init__(
        self, context: Context, board: QWidget, popups: Popups, autoplay: Autoplay
    ) -> None:
        super().__init__(context)
        self.board = board
        self.popups = popups
        self.autoplay = autoplay
        self.messages = context.messages
        self.progress_dialog: QProgressDialog | None = None  # the last export's (tests reach it)
        self.share_error: str | None = None  # the last thing that could not be written
        self._hide_names: bool | None = None
        self.actions.on(Action.COPY_IMAGE, self.copy_image)
        self.actions.on(Action.SAVE_IMAGE, self.save_image)
        self.actions.on(Action.EXPORT_ANIMATION, self.export_animation)
        self.session.game_changed.connect(self._enable)
        self.session.frame_changed.connect(self._names_changed)
        self._enable()

    def _names_changed(self, frame: Frame) -> None:
        """An open result popup is rebuilt when names are hidden or shown again."""
        hide = frame.options.hide_names
        if self._hide_names is not None and self._hide_names != hide:
            self.popups.refresh_popup()
        self._hide_names = hide

    def _enable(self, _record: object = None) -> None:
        self.actions.set_enabled(SHARES, self.session.has_game)

    def board_image(self) -> QImage:
        """The board as shown, with the result popup over it when one is up: the size of the
        board widget in device pixels."""
        window, board, popup = self.context.window, self.board, self.popups.popup
        pixmap = board.grab()
        if popup.isVisible():
            painter = QPainter(pixmap)
            offset = popup.mapTo(window, QPoint(0, 0)) - board.mapTo(window, QPoint(0, 0))
            painter.drawPixmap(offset, popup.grab())
            painter.end()
        return pixmap.toImage()

    def copy_image(self) -> None:
        if not self.session.has_game:
            return
        QGuiApplication.clipboard().setImage(self.board_image())
        self.messages.show_status(words(COPIED))

    def save_image(self, path: str | None = None) -> bool:
        """Save the board as a PNG (asks where unless ``path`` is given)."""
        if not self.session.has_game:
            return False
        if path is None:
            path = ask_save_path(self.context.window, words(SAVE_IMAGE_TITLE),
                                 self._suggested(".png"), words(IMAGE_FILTER))  # fmt: skip
            if not path:
                return False
        if not self.board_image().save(path, PNG):
            self._error(words(CANNOT_WRITE).format(path=path))
            return False
        self.messages.show_status(words(SAVED).format(name=Path(path).name))
        return True

    def export_animation(self, path: str | None = None) -> bool:
        """The current round as an animation at the board's size and autoplay's speed."""
        session = self.session
        if session.timeline is None:
            return False
        if path is None:
            path = ask_save_path(self.context.window, words(EXPORT_TITLE),
                                 self._suggested(".gif"), words(ANIMATION_FILTER))  # fmt: skip
            if not path:
                return False
        from viewer.presentation import Frames
        from viewer.ui.animation import (
            AnimationCancelled,
            AnimationError,
            round_images,
            step_durations,
            write_animation,
        )

        frames = Frames(session.timeline, session.analysis)
        round_index = session.step.round
        count = session.timeline.step_count(round_index)
        size = (self.board.width(), self.board.height())
        dialog = QProgressDialog(words(EXPORTING), words(CANCEL), 0, count, self.context.window)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(PROGRESS_AFTER_MS)
        dialog.setAutoReset(False)
        self.progress_dialog = dialog

        def progress(done: int, total: int) -> bool:
            dialog.setMaximum(total)
            dialog.setValue(done)
            QApplication.processEvents()
            return not dialog.wasCanceled()

        options = session.options
        try:
            write_animation(
                lambda: round_images(frames, round_index, options, size),
                count,
                path,
                step_durations(frames, round_index, self.autoplay.interval),
                progress,
            )
        except AnimationCancelled:
            self.messages.show_status(words(CANCELLED))
            return False
        except AnimationError as error:
            self._error(str(error))
            return False
        finally:
            dialog.close()
        self.messages.show_status(words(SAVED).format(name=Path(path).name))
        return True

    def _suggested(self, suffix: str) -> str:
        """A file name beside the log: "<log>-r3.gif" for round 3."""
        shown = self.context.games.path
        stem = shown.stem if shown is not None else "board"
        folder = shown.parent if shown is not None else Path.home()
        return str(folder / f"{stem}-r{self.session.step.round + 1}{suffix}")

    def _error(self, text: str) -> None:
        """One line saying what could not be written (tests replace this)."""
        self.share_error = text
        QMessageBox.warning(self.context.window, words(CANNOT_EXPORT), text)


def ask_save_path(parent: QWidget, title: str, suggested: str, filters: str) -> str:
    path, _chosen = QFileDialog.getSaveFileName(parent, title, suggested, filters)
    return path

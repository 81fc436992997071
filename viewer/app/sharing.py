"""Pictures to share: copy the board (Ctrl+C), save it as a PNG, export the round as an animation.

What is shared is what the board shows (with the result popup when one is up), at the board's size;
"Hide player names" (a view toggle like the others) turns the seats into A, B, C, D in all of it.
The animation is encoded by ``viewer.ui.animation`` (Pillow, imported only then) with a progress
dialog that appears when the export takes more than a moment and can be cancelled.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QProgressDialog

from viewer.app.actions import Action
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from viewer.app.main_window import MainWindow

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


def install_sharing(window: MainWindow) -> None:
    """Connect the share actions of the window."""
    actions = window.actions_
    actions[Action.COPY_IMAGE].triggered.connect(lambda: copy_image(window))
    actions[Action.SAVE_IMAGE].triggered.connect(lambda: save_image(window))
    actions[Action.EXPORT_ANIMATION].triggered.connect(lambda: export_animation(window))
    window.session.game_changed.connect(lambda _record: _enable(window))
    window.session.frame_changed.connect(lambda frame: _names_changed(window, frame))
    _enable(window)


def _names_changed(window: MainWindow, frame: object) -> None:
    """An open result popup is rebuilt when names are hidden or shown again."""
    hide = bool(getattr(getattr(frame, "options", None), "hide_names", False))
    if getattr(window, "_shared_hide_names", hide) != hide:
        from viewer.app.themes import refresh_popup

        refresh_popup(window)
    window._shared_hide_names = hide


def _enable(window: MainWindow) -> None:
    has_game = window.session.has_game
    for action in (Action.COPY_IMAGE, Action.SAVE_IMAGE, Action.EXPORT_ANIMATION):
        window.actions_[action].setEnabled(has_game)


def board_image(window: MainWindow) -> QImage:
    """The board as shown, with the result popup over it when one is up: the size of the board
    widget in device pixels."""
    pixmap = window.board.grab()
    popup = window.popup
    if popup.isVisible():
        painter = QPainter(pixmap)
        offset = popup.mapTo(window, QPoint(0, 0)) - window.board.mapTo(window, QPoint(0, 0))
        painter.drawPixmap(offset, popup.grab())
        painter.end()
    return pixmap.toImage()


def copy_image(window: MainWindow) -> None:
    if not window.session.has_game:
        return
    QGuiApplication.clipboard().setImage(board_image(window))
    window.show_status(words(COPIED))


def save_image(window: MainWindow, path: str | None = None) -> bool:
    """Save the board as a PNG (asks where unless ``path`` is given)."""
    if not window.session.has_game:
        return False
    if path is None:
        path = ask_save_path(
            window, words(SAVE_IMAGE_TITLE), _suggested(window, ".png"), words(IMAGE_FILTER)
        )
        if not path:
            return False
    if not board_image(window).save(path, "PNG"):
        _error(window, words(CANNOT_WRITE).format(path=path))
        return False
    window.show_status(words(SAVED).format(name=Path(path).name))
    return True


def export_animation(window: MainWindow, path: str | None = None) -> bool:
    """The current round as an animation at the board's size and autoplay's speed."""
    session = window.session
    if session.timeline is None:
        return False
    if path is None:
        path = ask_save_path(
            window, words(EXPORT_TITLE), _suggested(window, ".gif"), words(ANIMATION_FILTER)
        )
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
    size = (window.board.width(), window.board.height())
    dialog = QProgressDialog(words(EXPORTING), words(CANCEL), 0, count, window)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(PROGRESS_AFTER_MS)
    dialog.setAutoReset(False)
    window.progress_dialog = dialog  # tests reach it here

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
            step_durations(frames, round_index, window.autoplay.interval),
            progress,
        )
    except AnimationCancelled:
        window.show_status(words(CANCELLED))
        return False
    except AnimationError as error:
        _error(window, str(error))
        return False
    finally:
        dialog.close()
    window.show_status(words(SAVED).format(name=Path(path).name))
    return True


def ask_save_path(window: MainWindow, title: str, suggested: str, filters: str) -> str:
    path, _chosen = QFileDialog.getSaveFileName(window, title, suggested, filters)
    return path


def _suggested(window: MainWindow, suffix: str) -> str:
    """A file name beside the log: "<log>-r3.gif" for round 3."""
    stem = window.path.stem if window.path is not None else "board"
    folder = window.path.parent if window.path is not None else Path.home()
    return str(folder / f"{stem}-r{window.session.step.round + 1}{suffix}")


def _error(window: MainWindow, text: str) -> None:
    """One line saying what could not be written (tests replace this)."""
    window.share_error = text
    QMessageBox.warning(window, words(CANNOT_EXPORT), text)

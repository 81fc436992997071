"""Sharing from the window (issue 15): Ctrl+C copies the board image at the board's size, Save
image writes a PNG, Export writes the round's animation (one frame per step) with a progress
dialog that cancels; Hide player names turns the seats into A, B, C, D in what is shared."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage

import viewer.app.files.sharing as sharing
from viewer.app.actions import Action
from viewer.replay.timeline import Step

Image = pytest.importorskip("PIL.Image")


def test_ctrl_c_puts_the_board_image_on_the_clipboard(short_window, qtbot):
    clipboard = QGuiApplication.clipboard()
    clipboard.clear()
    qtbot.keyClick(short_window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    image = clipboard.image()
    assert not image.isNull()
    ratio = short_window.board.devicePixelRatioF()
    assert image.width() == round(short_window.board.width() * ratio)
    assert image.height() == round(short_window.board.height() * ratio)
    # the board, not a blank: the felt's green dominates the centre
    centre = image.pixelColor(image.width() // 2, image.height() // 8)
    assert centre.green() > centre.red()


def test_copy_includes_the_result_popup(short_window, qtbot):
    short_window.session.go_to(Step(0, short_window.session.timeline.step_count(0) - 1))
    qtbot.waitUntil(short_window.chrome.popups.popup.isVisible)
    with_popup = short_window.chrome.sharing.board_image()
    short_window.chrome.popups.popup.hide()
    without = short_window.chrome.sharing.board_image()
    assert with_popup.size() == without.size()
    assert with_popup != without


def test_save_image_writes_a_png_of_the_board(short_window, tmp_path):
    out = tmp_path / "board.png"
    assert short_window.chrome.sharing.save_image(str(out))
    image = QImage(str(out))
    assert image.width() == round(
        short_window.board.width() * short_window.board.devicePixelRatioF()
    )


def test_save_image_asks_where(short_window, tmp_path, monkeypatch):
    out = tmp_path / "asked.png"
    monkeypatch.setattr(sharing, "ask_save_path", lambda *args: str(out))
    short_window.chrome.actions[Action.SAVE_IMAGE].trigger()
    assert out.exists()


def test_export_animation_has_one_frame_per_step(short_window, tmp_path, monkeypatch):
    out = tmp_path / "round.gif"
    monkeypatch.setattr(sharing, "ask_save_path", lambda *args: str(out))
    short_window.session.go_to(Step(1, 3))
    short_window.chrome.actions[Action.EXPORT_ANIMATION].trigger()
    with Image.open(out) as image:
        assert image.n_frames == short_window.session.timeline.step_count(1)
        assert image.info["duration"] == short_window.autoplay.interval


def test_export_shows_progress_and_cancels(short_window, tmp_path, monkeypatch):
    """The dialog is there for a long export, and its Cancel stops it with no file left."""
    out = tmp_path / "round.webp"
    values = []
    original = sharing.QProgressDialog.setValue

    def set_value(dialog, value):
        values.append(value)
        original(dialog, value)
        if value == 2:
            dialog.cancel()  # as the Cancel button does

    monkeypatch.setattr(sharing.QProgressDialog, "setValue", set_value)
    assert not short_window.chrome.sharing.export_animation(str(out))
    assert values[-1] == 2
    assert (
        short_window.chrome.sharing.progress_dialog.minimumDuration() == sharing.PROGRESS_AFTER_MS
    )
    assert list(tmp_path.iterdir()) == []
    assert short_window.statusBar().currentMessage() == sharing.CANCELLED


def test_export_error_is_one_line(short_window, tmp_path, monkeypatch):
    monkeypatch.setattr(sharing.QMessageBox, "warning", lambda *args: None)
    assert not short_window.chrome.sharing.export_animation(str(tmp_path / "missing" / "round.gif"))
    assert "cannot write" in short_window.chrome.sharing.share_error
    assert "\n" not in short_window.chrome.sharing.share_error


def test_hide_names_toggle_hides_them_in_the_shared_image(short_window, tmp_path):
    toggle = short_window.chrome.actions[Action.HIDE_NAMES]
    assert toggle.isCheckable() and not toggle.isChecked()
    shown = short_window.chrome.sharing.board_image()
    toggle.trigger()
    frame = short_window.board.frame
    assert frame.options.hide_names
    assert [seat.name for seat in frame.seats] == ["A", "B", "C", "D"]
    assert short_window.chrome.sharing.board_image() != shown
    toggle.trigger()
    assert short_window.board.frame.seats[0].name == "Aoi"


def test_share_actions_wait_for_a_game(window):
    for action in (Action.COPY_IMAGE, Action.SAVE_IMAGE, Action.EXPORT_ANIMATION):
        assert not window.chrome.actions[action].isEnabled()


def test_pillow_is_not_imported_at_start_up():
    """The encoder is loaded only when an animation is written (start-up stays as fast)."""
    import subprocess
    import sys

    code = "import sys, viewer.app.window.main_window, viewer.cli.main; print('PIL' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"

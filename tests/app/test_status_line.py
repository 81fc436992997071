"""The status line shows one text at a time on its left: a passing note or the position, never
one over the other, at every width down to the window's smallest (issue 24, item 4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from tests.review.helpers import report_path
from viewer.app.window.main_window import MainWindow


def _message_rect(window: MainWindow) -> QRect:
    """Where QStatusBar paints a passing note: from its left edge to the first permanent widget
    shown (qstatusbar.cpp, ``messageRect``); the position and the event are its normal ones."""
    status = window.statusBar()
    right = status.width() - 12
    normal = (window.status_line.position_label, window.status_line.event_label)
    permanent = [
        w
        for w in status.findChildren(QWidget)
        if w.parent() is status and w.isVisible() and w not in normal
    ]
    if permanent:
        right = min(right, min(w.x() for w in permanent) - 2)
    return QRect(6, 0, right - 6, status.height())


def _shown_labels(window: MainWindow) -> list[QLabel]:
    status = window.statusBar()
    return [
        label
        for label in status.findChildren(QLabel)
        if label.isVisible() and label.text() and label.parent() is status
    ]


def _check_one_text_at_a_time(window: MainWindow, where: str) -> None:
    status = window.statusBar()
    QApplication.processEvents()
    labels = _shown_labels(window)
    if status.currentMessage():
        note = _message_rect(window)
        over = [label.objectName() for label in labels if label.geometry().intersects(note)]
        assert over == [], f"{where}: {over} drawn under the note {status.currentMessage()!r}"
    for i, first in enumerate(labels):
        for second in labels[i + 1 :]:
            assert not first.geometry().intersects(second.geometry()), (
                f"{where}: {first.objectName()} and {second.objectName()} overlap"
            )


@pytest.fixture
def review_alone(window, monkeypatch):  # type: ignore[no-untyped-def]
    """A report opened alone (its own game) in a 1600×900 window, as the issue did it."""
    monkeypatch.setattr(window, "show_error", lambda text: pytest.fail(text))
    window.resize(1600, 900)
    assert window.chrome.review.open_alone(report_path("4p"))
    return window


def test_next_disagreement_leaves_one_text(review_alone, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = review_alone
    status = window.statusBar()
    assert status.currentMessage().startswith("Mortal review of seat")
    _check_one_text_at_a_time(window, "after opening")
    qtbot.keyClick(window.board, Qt.Key.Key_Period)
    _check_one_text_at_a_time(window, "after '.'")
    # the user moved: the note gave way to where they are
    assert status.currentMessage() == ""
    assert window.status_line.position_label.isVisible()
    assert "step" in window.status_line.position_label.text()


@pytest.mark.parametrize("width", [1600, 1280, 1000, 800, 0])
def test_note_and_position_never_overlap(review_alone, qtbot, width: int) -> None:  # type: ignore[no-untyped-def]
    window = review_alone
    status = window.statusBar()
    qtbot.keyClick(window.board, Qt.Key.Key_Period)
    window.resize(max(width, window.minimumSizeHint().width()), 900)
    qtbot.wait(20)
    where = f"width {window.width()}"
    _check_one_text_at_a_time(window, where)
    window.show_status("No further disagreement with Mortal")
    # the bar lays itself out again (a permanent label shown, a taller font...): Qt then shows
    # again every widget it hid for the note without an explicit hide
    status.reformat()
    _check_one_text_at_a_time(window, f"{where}, a note")
    assert not window.status_line.position_label.isVisible()
    status.clearMessage()
    _check_one_text_at_a_time(window, f"{where}, the note gone")
    assert (
        window.status_line.position_label.isVisible() and window.status_line.event_label.isVisible()
    )


def test_a_note_gives_way_when_the_step_changes(review_alone, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = review_alone
    window.show_status("Exported to somewhere")
    qtbot.keyClick(window.board, Qt.Key.Key_Right)
    assert window.statusBar().currentMessage() == ""
    assert window.status_line.position_label.isVisible()
    # a note while standing still stays (its 6 s)
    window.show_status("No further disagreement with Mortal")
    window.session.go_to(window.session.step)
    assert window.statusBar().currentMessage() == "No further disagreement with Mortal"


def test_the_empty_windows_hint_gives_way_to_the_first_game(window, short_game) -> None:  # type: ignore[no-untyped-def]
    """No demo log: the hint (a note without a time limit) stays until a game opens, then the
    position and the event show, never under it."""
    window.statusBar().showMessage("Open a Tenhou log with File → Open (Ctrl+O).")
    assert not window.status_line.position_label.isVisible()
    assert window.open_path(short_game)
    assert window.statusBar().currentMessage() == ""
    assert (
        window.status_line.position_label.isVisible()
        and "step 1 of" in window.status_line.position_label.text()
    )
    _check_one_text_at_a_time(window, "the first game")

"""Every navigation key moves to the right step; held keys stop at results; wheel and list too."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QEvent, QPoint, QPointF, QSize, Qt
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QLineEdit

from tests.qt_events import painted_after
from viewer.app.actions import Action
from viewer.replay.timeline import Step

CTRL = Qt.KeyboardModifier.ControlModifier
NONE = Qt.KeyboardModifier.NoModifier

# The hand-written game (tests/data/short_game.xml), worked out by hand:
# round 0: 1 T120 (seat 0 draws) ... 7 pon by seat 1, 13 seat 0 draws, 14 riichi, 23/24 double ron
# round 1: 14 steps then a tsumo at 14; round 2: the deal, a draw, nine terminals (yao9) at 2.
SHORT_GAME_KEYS = [
    ("right", Qt.Key.Key_Right, NONE, Step(0, 5), Step(0, 6)),
    ("down", Qt.Key.Key_Down, NONE, Step(0, 5), Step(0, 6)),
    ("left", Qt.Key.Key_Left, NONE, Step(0, 5), Step(0, 4)),
    ("up", Qt.Key.Key_Up, NONE, Step(0, 5), Step(0, 4)),
    ("left across rounds", Qt.Key.Key_Left, NONE, Step(1, 0), Step(0, 24)),
    ("right across rounds", Qt.Key.Key_Right, NONE, Step(0, 24), Step(1, 0)),
    ("ctrl+right", Qt.Key.Key_Right, CTRL, Step(0, 1), Step(0, 13)),
    ("ctrl+left", Qt.Key.Key_Left, CTRL, Step(0, 13), Step(0, 1)),
    ("pagedown", Qt.Key.Key_PageDown, NONE, Step(0, 5), Step(1, 0)),
    ("pageup mid-round", Qt.Key.Key_PageUp, NONE, Step(1, 5), Step(1, 0)),
    ("pageup at start", Qt.Key.Key_PageUp, NONE, Step(1, 0), Step(0, 0)),
    ("home", Qt.Key.Key_Home, NONE, Step(0, 5), Step(0, 0)),
    ("end", Qt.Key.Key_End, NONE, Step(0, 5), Step(0, 24)),
    ("next notable: the pon", Qt.Key.Key_BracketRight, NONE, Step(0, 0), Step(0, 7)),
    ("next notable: the riichi", Qt.Key.Key_BracketRight, NONE, Step(0, 7), Step(0, 14)),
    ("next notable: the win", Qt.Key.Key_BracketRight, NONE, Step(0, 16), Step(0, 23)),
    ("previous notable", Qt.Key.Key_BracketLeft, NONE, Step(0, 14), Step(0, 7)),
]


@pytest.mark.parametrize(
    ("key", "modifier", "start", "expected"),
    [case[1:] for case in SHORT_GAME_KEYS],
    ids=[case[0] for case in SHORT_GAME_KEYS],
)
def test_key_moves_to_step(short_window, qtbot, key, modifier, start, expected):
    short_window.session.go_to(start)
    qtbot.keyClick(short_window, key, modifier)
    assert short_window.session.step == expected
    assert short_window.board.frame.state is short_window.session.timeline.snapshot(expected)


def test_turn_keys_follow_the_viewpoint_seat(short_window, qtbot):
    qtbot.keyClick(short_window, Qt.Key.Key_V)  # seat 1 at the bottom
    qtbot.keyClick(short_window, Qt.Key.Key_Right, CTRL)
    assert short_window.session.step == Step(0, 3)  # seat 1 draws
    qtbot.keyClick(short_window, Qt.Key.Key_Right, CTRL)
    assert short_window.session.step == Step(0, 7)  # seat 1 calls pon


def test_first_and_last_steps_stay_put(short_window, qtbot):
    moves = []
    short_window.session.step_changed.connect(moves.append)
    qtbot.keyClick(short_window, Qt.Key.Key_Left)
    assert short_window.session.step == Step(0, 0)
    last = short_window.session.timeline.last()
    short_window.session.go_to(last)
    qtbot.keyClick(short_window, Qt.Key.Key_Right)
    assert short_window.session.step == last
    assert moves == [last]  # one signal for the one real move


def _repeat_key(window, key=Qt.Key.Key_Right):
    """A held key: an auto-repeated press sent where the keyboard is."""
    event = QKeyEvent(QEvent.Type.KeyPress, key, NONE, "", True)
    QApplication.sendEvent(window.board, event)


def test_held_key_stops_at_the_result(short_window, qtbot):
    short_window.session.go_to(Step(0, 21))
    for _ in range(6):
        _repeat_key(short_window)
    assert short_window.session.step == Step(0, 23)  # the first win: held key stops here
    qtbot.keyClick(short_window, Qt.Key.Key_Right)  # a fresh press goes on
    assert short_window.session.step == Step(0, 24)
    _repeat_key(short_window)
    assert short_window.session.step == Step(0, 24)
    qtbot.keyClick(short_window, Qt.Key.Key_Right)
    assert short_window.session.step == Step(1, 0)


def test_held_key_back_stops_at_the_previous_result(short_window):
    short_window.session.go_to(Step(1, 2))
    for _ in range(5):
        _repeat_key(short_window, Qt.Key.Key_Left)
    assert short_window.session.step == Step(0, 24)


def test_menu_trigger_after_a_held_key_is_not_a_repeat(short_window):
    short_window.session.go_to(Step(0, 22))
    _repeat_key(short_window)
    assert short_window.session.step == Step(0, 23)
    short_window.chrome.actions[Action.NEXT].trigger()  # e.g. from the Go menu
    assert short_window.session.step == Step(0, 24)


def test_wheel_steps_one_event_per_notch(short_window):
    moving = short_window.chrome.moving
    assert moving.wheel_steps(-60) == 0  # half a notch of a smooth wheel: no step yet
    assert short_window.session.step == Step(0, 0)
    assert short_window.chrome.moving.wheel_steps(-60) == 1
    assert short_window.session.step == Step(0, 1)
    assert short_window.chrome.moving.wheel_steps(-360) == 3
    assert short_window.session.step == Step(0, 4)
    assert short_window.chrome.moving.wheel_steps(120) == 1
    assert short_window.session.step == Step(0, 3)


@pytest.mark.parametrize("target", ["board", "popup"])
def test_wheel_event_on_the_board_steps(short_window, target):
    if target == "popup":
        short_window.session.go_to(Step(1, 14))  # a win: its popup covers the board
        assert short_window.chrome.popups.popup.isVisible()
    start = short_window.session.step
    board = short_window.board if target == "board" else short_window.chrome.popups.popup
    center = QPointF(board.width() / 2, board.height() / 2)
    event = QWheelEvent(
        center,
        QPointF(board.mapToGlobal(center.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        NONE,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(board, event)
    assert short_window.session.step == short_window.session.timeline.next(start)


def test_round_list_click_jumps(short_window, qtbot):
    view = short_window.chrome.rounds.view
    rect = view.visualRect(view.model().index(1, 1))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert short_window.session.step == Step(1, 0)
    short_window.session.go_to(Step(2, 1))
    assert view.currentIndex().row() == 2  # the list follows the cursor


def test_text_field_keeps_the_arrow_keys(short_window, qtbot):
    field = QLineEdit("mjlog", short_window)
    short_window.statusBar().addWidget(field)
    field.show()
    field.setFocus()
    field.setCursorPosition(0)
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClick(field, Qt.Key.Key_Right)
    assert field.cursorPosition() == 1
    assert short_window.session.step == Step(0, 0)


def test_resize_keeps_the_step(short_window, qtbot):
    short_window.session.go_to(Step(1, 7))
    state = short_window.board.frame.state
    board = short_window.board
    for width, height in ((700, 520), (1400, 900)):
        size = QSize(width, height)
        with painted_after(qtbot, board, when=lambda size=size: short_window.size() == size):
            short_window.resize(size)
    assert short_window.session.step == Step(1, 7)
    assert short_window.board.frame.state is state


def test_autoplay_steps_and_stops_at_the_end(short_window, qtbot):
    window = short_window
    window.autoplay.set_speed(99)  # clamped to the fastest
    window.session.go_to(Step(0, 20))
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.autoplay.running
    assert window.chrome.actions[Action.AUTOPLAY].isChecked()
    qtbot.waitUntil(lambda: window.session.step == Step(0, 23), timeout=2000)
    # A result pauses autoplay for a while (the popup can be read) ...
    assert window.autoplay.timer.remainingTime() > window.autoplay.interval
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert not window.autoplay.running
    assert not window.chrome.actions[Action.AUTOPLAY].isChecked()


def test_autoplay_advance_reports_results_and_the_end(short_window):
    window = short_window
    window.session.go_to(Step(2, 0))
    assert window.chrome.moving.autoplay_step() == "moved"
    assert window.chrome.moving.autoplay_step() == "result"
    assert window.session.is_last()
    assert window.chrome.moving.autoplay_step() == "end"
    assert window.chrome.popups.popup.key == ("final",)


def test_autoplay_speed_keys(short_window, qtbot):
    autoplay = short_window.autoplay
    before = autoplay.interval
    qtbot.keyClick(short_window, Qt.Key.Key_Plus)
    assert autoplay.interval < before
    qtbot.keyClick(short_window, Qt.Key.Key_Minus)
    qtbot.keyClick(short_window, Qt.Key.Key_Minus)
    assert autoplay.interval > before


def test_keys_still_step_after_clicking_the_round_list(short_window, qtbot):
    view = short_window.chrome.rounds.view
    rect = view.visualRect(view.model().index(1, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert short_window.session.step == Step(1, 1)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert short_window.session.step == Step(1, 2)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert short_window.autoplay.running


def test_a_released_key_is_not_held(short_window):
    short_window.session.go_to(Step(0, 22))
    _repeat_key(short_window)
    assert short_window.session.step == Step(0, 23)
    release = QKeyEvent(QEvent.Type.KeyRelease, Qt.Key.Key_Right, NONE, "", False)
    QApplication.sendEvent(short_window.board, release)
    assert short_window.keys.repeat is False


def test_a_held_round_list_shows_the_game_once_released(window, short_game):
    """Start-up holds the round list while the board is painted first (viewer.app.main.run):
    nothing is shown while held, and everything that came meanwhile once released."""
    rounds = window.chrome.rounds.view
    rounds.hold()
    assert window.open_path(short_game)
    window.session.go_to(Step(1, 0))
    assert rounds.model_.rowCount() == 0  # held: the board moved, the list did not
    rounds.release()
    assert rounds.model_.rowCount() == 3
    assert rounds.currentIndex().row() == 1  # the round the board shows
    window.session.go_to(Step(2, 0))  # released: the list follows the board again
    assert rounds.currentIndex().row() == 2

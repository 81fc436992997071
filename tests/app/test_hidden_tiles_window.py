"""An mjai log from one seat's view in the window: it opens, every step shows, hidden hands are
drawn face down (the board's pixels: no tile face where a hidden hand lies)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from tests.formats.mjai.one_view import one_view_log
from viewer.replay import Step
from viewer.ui.tile_art import BACK, face_key


def test_a_hidden_tile_has_no_face() -> None:
    assert face_key(136) == BACK and face_key(151) == BACK
    assert face_key(0) == 0 and face_key(135) == 33


def test_a_one_seat_view_opens_and_every_step_shows(window, tmp_path, monkeypatch):
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", errors.append)
    path = tmp_path / "view.jsonl"
    path.write_bytes(one_view_log())
    assert window.open_path(path) is True
    assert errors == [] and not window.status_line.warning_label.isVisible()
    session = window.session
    for number in range(2):
        for index in range(len(session.timeline.states(number))):
            session.go_to(Step(number, index))
            window.board.grab()  # paints the step: hidden hands face down
    assert errors == []
    session.go_to(Step(0, 3))
    assert "B draws a hidden tile" in window.status_line.event_label.text()


def _back_pixels(window) -> int:  # type: ignore[no-untyped-def]
    image = window.board.grab().toImage()
    count = 0
    for y in range(0, image.height(), 4):
        for x in range(0, image.width(), 4):
            colour = image.pixelColor(x, y)
            if (
                abs(colour.red() - 0xE7) < 24
                and abs(colour.green() - 0x9A) < 24
                and colour.blue() < 90
            ):
                count += 1
    return count


def test_hidden_hands_stay_face_down_with_open_hands_on(window, tmp_path, short_game):
    window.session.update_options(open_hands=True)
    window.open_path(short_game)  # a Tenhou log: every hand face up
    window.session.update_options(open_hands=True)
    known = _back_pixels(window)
    path = tmp_path / "view.jsonl"
    path.write_bytes(one_view_log())
    window.open_path(path)
    window.session.update_options(open_hands=True)
    hidden = _back_pixels(window)
    assert hidden > known + 200  # 39 hidden tiles, face down

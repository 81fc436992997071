"""A tenhou.net/6 file holding several games: the window says so where it is seen."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("PySide6")

from tests.formats.tenhou6.kyoku import game, kyoku
from viewer.app.actions import Action
from viewer.replay.timeline import Step


def test_a_file_of_three_games_says_so_in_the_status_bar(window, tmp_path):
    log = kyoku(["全員不聴"], {0: ([18], [60])})
    path = tmp_path / "three.json"
    path.write_bytes(b"[" + game(log) + b"," + game(log, log) + b"," + game(log) + b"]")
    assert window.open_path(path) is True
    assert len(window.session.record.rounds) == 1  # the first game
    assert window.status_line.warning_label.isVisible()
    assert "this file holds 3 games; showing game 1" in window.status_line.warning_label.text()


def test_a_file_of_one_game_has_no_such_note(window, tmp_path):
    path = tmp_path / "one.json"
    path.write_bytes(json.dumps([json.loads(game(kyoku(["全員不聴"])))]).encode())
    assert window.open_path(path) is True
    assert "games" not in window.status_line.warning_label.text()


def _three_games(tmp_path):
    log = kyoku(["全員不聴"], {0: ([18], [60])})
    path = tmp_path / "three.json"
    path.write_bytes(b"[" + game(log) + b"," + game(log, log) + b"," + game(log) + b"]")
    return path


def test_next_and_previous_log_walk_the_games_of_the_file_first(window, tmp_path):
    path = _three_games(tmp_path)
    assert window.open_path(path)
    next_log, previous_log = (
        window.chrome.actions[Action.NEXT_LOG],
        window.chrome.actions[Action.PREVIOUS_LOG],
    )
    next_log.trigger()
    assert window.game == (1, 3) and window.path == path
    assert len(window.session.record.rounds) == 2  # the second game
    assert "game 2/3" in window.windowTitle()
    assert "this file holds 3 games; showing game 2" in window.status_line.warning_label.text()
    next_log.trigger()
    assert window.game == (2, 3) and len(window.session.record.rounds) == 1
    next_log.trigger()  # the last game of the last file: nowhere further
    assert window.game == (2, 3)
    previous_log.trigger()
    assert window.game == (1, 3) and len(window.session.record.rounds) == 2


def test_each_game_of_a_file_comes_back_where_it_was_left(window, tmp_path):
    path = _three_games(tmp_path)
    assert window.open_path(path, game=1)
    window.session.go_to(Step(1, 0))
    assert window.open_path(path, game=2)
    assert window.session.step == Step(0, 0)  # another game: its own start
    assert window.open_path(path, game=1)
    assert window.session.step == Step(1, 0)


def test_a_game_the_file_does_not_hold_is_one_message(window, tmp_path):
    errors = []
    window.show_error = errors.append
    path = _three_games(tmp_path)
    assert window.open_path(path)
    assert not window.open_path(path, game=3)
    assert len(errors) == 1 and "holds 3 games; there is no game 4" in errors[0]
    assert window.game == (0, 3)  # the game shown stays


def test_a_broken_game_of_the_file_still_knows_its_place(window, tmp_path):
    log = kyoku(["全員不聴"], {0: ([18], [60])})
    broken = kyoku(["全員不聴"], {0: ([18], [99])})  # 99: no tile
    path = tmp_path / "three.json"
    path.write_bytes(b"[" + game(log) + b"," + game(log, broken) + b"," + game(log) + b"]")
    assert window.open_path(path, game=1)  # the round before the break is shown
    assert window.game == (1, 3)
    assert (
        "Broken log"
        in window.status_line.warning_label.toolTip() + window.status_line.warning_label.text()
    )
    window.chrome.actions[Action.NEXT_LOG].trigger()
    assert window.game == (2, 3)


def test_the_library_opens_the_game_of_the_file_it_names(window, tmp_path):
    path = _three_games(tmp_path)
    window.chrome.library.open_game(str(path), None, None, "", 1)
    assert window.path == path and window.game == (1, 3)
    assert len(window.session.record.rounds) == 2

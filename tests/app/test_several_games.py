"""A tenhou.net/6 file holding several games: the window says so where it is seen."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("PySide6")

from tests.formats.tenhou6.kyoku import game, kyoku


def test_a_file_of_three_games_says_so_in_the_status_bar(window, tmp_path):
    log = kyoku(["全員不聴"], {0: ([18], [60])})
    path = tmp_path / "three.json"
    path.write_bytes(b"[" + game(log) + b"," + game(log, log) + b"," + game(log) + b"]")
    assert window.open_path(path) is True
    assert len(window.session.record.rounds) == 1  # the first game
    assert window.warning_label.isVisible()
    assert "this file holds 3 games; showing game 1" in window.warning_label.text()


def test_a_file_of_one_game_has_no_such_note(window, tmp_path):
    path = tmp_path / "one.json"
    path.write_bytes(json.dumps([json.loads(game(kyoku(["全員不聴"])))]).encode())
    assert window.open_path(path) is True
    assert "games" not in window.warning_label.text()

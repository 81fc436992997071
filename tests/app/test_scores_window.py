"""View → Scores in the window (pytest-qt): key S shows the dock with the open game's chart, the
round on the board is highlighted, a click on a round goes to it; the chart follows the game,
the language and "Hide player names"; the quiz hides it."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt

from tests.score_games import four_player_game
from viewer.app.actions import Action
from viewer.replay import Step


@pytest.fixture
def four(tmp_path: Path) -> Path:
    path = tmp_path / "four.mjlog"
    path.write_bytes(four_player_game())
    return path


def _show_scores(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    scores = window.chrome.scores
    assert not scores.dock.isVisible() and scores.view is None  # nothing made before asked
    qtbot.keyClick(window.board, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: scores.dock.isVisible() and scores.view is not None)


def test_key_s_shows_the_games_scores(qtbot, window, four: Path) -> None:
    assert window.open_path(four)
    _show_scores(qtbot, window)
    chart = window.chrome.scores.view.chart
    assert [seat.scores[-1] for seat in chart.seats] == [22200, 31400, 23200, 23200]
    assert window.chrome.scores.view.current == 0
    assert window.chrome.actions[Action.SHOW_SCORES].isChecked()
    qtbot.keyClick(window.board, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: not window.chrome.scores.dock.isVisible())
    assert not window.chrome.actions[Action.SHOW_SCORES].isChecked()


def test_a_click_on_a_round_goes_to_it(qtbot, window, four: Path) -> None:
    assert window.open_path(four)
    _show_scores(qtbot, window)
    view = window.chrome.scores.view
    qtbot.waitUntil(lambda: view.width() > 200 and view.height() > 150)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.round_position(2).toPoint())
    assert window.session.step == Step(2, 0)
    assert view.current == 2  # the board's round, highlighted
    window.session.go_to(Step(1, 3))
    assert view.current == 1


def test_the_chart_follows_the_game_names_and_language(
    qtbot, window, four: Path, short_game
) -> None:
    assert window.open_path(four)
    _show_scores(qtbot, window)
    scores = window.chrome.scores
    assert [seat.name for seat in scores.view.chart.seats] == ["Aoi", "Botan", "Chidori", "Daichi"]
    window.chrome.actions[Action.HIDE_NAMES].trigger()
    assert [seat.name for seat in scores.view.chart.seats] == ["A", "B", "C", "D"]
    window.chrome.actions[Action.HIDE_NAMES].trigger()
    window.chrome.language.choose("ja")
    assert scores.view.chart.title == "点数推移" and scores.dock.windowTitle() == "点数推移"
    assert scores.view.chart.rounds[0].label == "東1"
    assert window.open_path(short_game)
    qtbot.waitUntil(lambda: len(scores.view.chart.rounds) == 3)


def test_the_quiz_hides_the_scores_and_locks_their_key(qtbot, window, four: Path) -> None:
    assert window.open_path(four)
    _show_scores(qtbot, window)
    scores = window.chrome.scores
    window.chrome.actions[Action.QUIZ].trigger()
    assert window.chrome.quiz.active
    assert not scores.dock.isVisible()  # the game's result
    assert not window.chrome.actions[Action.SHOW_SCORES].isEnabled()
    qtbot.keyClick(window.board, Qt.Key.Key_S)
    assert not scores.dock.isVisible()
    window.chrome.actions[Action.QUIZ].trigger()  # leave: as it was
    assert not window.chrome.quiz.active
    qtbot.waitUntil(scores.dock.isVisible)
    assert window.chrome.actions[Action.SHOW_SCORES].isEnabled()

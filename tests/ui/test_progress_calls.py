"""The Progress tab's call-decision chart (pytest-qt): per judged game, the share of its call
decisions (pon, chi, daiminkan or pass) whose played option was the coach's pick, read from the
library's stored call counts (schema 7); a game without a call decision has no point, and with
none at all the chart gives its place to the others."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from tests.library.fake_judge import use_fake_judge
from tests.library.judge_games import PLAYER, demo_copies
from viewer.library import connect, index_folders
from viewer.library.judge import judge_player
from viewer.library.verdicts import played_games
from viewer.ui.library_progress import ProgressPage


@pytest.fixture
def judged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[sqlite3.Connection]:
    use_fake_judge(monkeypatch)
    demo_copies(tmp_path / "logs", 3)
    connection = connect(tmp_path / "library.sqlite3")
    index_folders(connection, [str(tmp_path / "logs")], workers=1)
    judge_player(connection, PLAYER, workers=1)
    yield connection
    connection.close()


def _page(qtbot, connection: sqlite3.Connection) -> ProgressPage:  # type: ignore[no-untyped-def]
    page = ProgressPage(connection)
    qtbot.addWidget(page)
    page.resize(1100, 800)
    page.show()
    qtbot.waitExposed(page)
    page.show_player(PLAYER)
    return page


def test_each_judged_game_s_share_of_call_picks(qtbot, judged: sqlite3.Connection) -> None:  # type: ignore[no-untyped-def]
    # the first game's counts made different, so that the points are not all alike
    first = played_games(judged, PLAYER, "yonma")[0].game_id
    judged.execute("UPDATE coach_seats SET call_decisions = 4, call_picks = 1, call_missed = 2, "
                   "call_extra = 1 WHERE game_id = ?", (first,))  # fmt: skip
    page = _page(qtbot, judged)
    games = played_games(judged, PLAYER, "yonma")
    calls = [g.coach.calls for g in games if g.coach is not None]
    assert len(calls) == 3 and calls[0] == (4, 1, 2, 1) and calls[1][0] > 0
    chart = page.charts["calls"]
    assert chart.isVisibleTo(page)
    assert chart.values == [picks / decisions for decisions, picks, _, _ in calls]
    assert chart.values[0] == 0.25
    assert chart.title == "Call or pass: picks matched (coach)"
    assert chart.tips[0].splitlines()[1] == (
        "the coach's pick in 1 of 4 call decisions (25%); calls missed 2, calls against the pick 1"
    )
    opened: list[tuple[object, bool]] = []
    page.game_requested.connect(lambda game, coach: opened.append((game, coach)))
    chart.point_clicked.emit(0)
    assert opened == [(games[0], True)]  # with the coach on, as the coach's other charts


def test_a_game_without_call_decisions_has_no_point(qtbot, judged: sqlite3.Connection) -> None:  # type: ignore[no-untyped-def]
    first = played_games(judged, PLAYER, "yonma")[0].game_id
    judged.execute("UPDATE coach_seats SET call_decisions = 0 WHERE game_id = ?", (first,))
    page = _page(qtbot, judged)
    assert len(page.charts["calls"].values) == 2
    assert len(page.charts["picks"].values) == 3


def test_no_call_decision_at_all_leaves_the_place_to_the_others(
    qtbot, judged: sqlite3.Connection
) -> None:  # type: ignore[no-untyped-def]
    judged.execute("UPDATE coach_seats SET call_decisions = NULL")  # judged before calls were
    page = _page(qtbot, judged)
    assert not page.charts["calls"].isVisibleTo(page)
    assert "Call or pass: picks matched (coach)" in page.no_data.text()
    assert page.charts["picks"].isVisibleTo(page)

"""The Library's Progress tab as a new user meets it: after ``index --judge NAME`` it opens on
that player with "Me" empty; the charts that have no game leave their place to the others and
are named in one line; counts say "1 game"."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.library.fake_judge import use_fake_judge
from tests.library.judge_games import PLAYER, demo_copies
from viewer.library import connect, index_folders
from viewer.library.judge import judge_player
from viewer.library.verdicts import judged_player
from viewer.presentation.progress_wording import NO_NAME
from viewer.ui.library_progress import ProgressPage


def _library(tmp_path: Path, games: int, judge: bool) -> sqlite3.Connection:
    demo_copies(tmp_path / "logs", games)
    connection = connect(tmp_path / "library.sqlite3")
    index_folders(connection, [str(tmp_path / "logs")], workers=1)
    if judge:
        judge_player(connection, PLAYER, workers=1)
    return connection


@pytest.fixture
def judged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[sqlite3.Connection]:
    use_fake_judge(monkeypatch)
    connection = _library(tmp_path, 3, judge=True)
    yield connection
    connection.close()


def _page(qtbot, connection: sqlite3.Connection) -> ProgressPage:
    page = ProgressPage(connection)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()
    qtbot.waitExposed(page)
    return page


def _shown(page: ProgressPage) -> list[str]:
    return [key for key, chart in page.charts.items() if chart.isVisibleTo(page)]


def test_the_judged_player_is_the_one_with_verdicts(judged: sqlite3.Connection) -> None:
    assert judged_player(judged) == PLAYER


def test_an_empty_me_opens_on_the_judged_player(qtbot, judged: sqlite3.Connection) -> None:
    page = _page(qtbot, judged)
    page.show_player("")
    assert page.player == PLAYER
    assert page.heading.text() == (
        f"Showing {PLAYER}, the player whose games were judged (index --judge); type a name in "
        f"“Me” to see another player's. {PLAYER}: 3 games judged by the coach, none left to "
        "judge."
    )
    assert [len(page.charts[key].values) for key in ("points", "picks", "deal_in")] == [3, 3, 3]
    assert page.worst.topLevelItemCount() > 0
    page.show_player(PLAYER)  # typed in "Me": no longer the stand-in
    assert page.heading.text() == f"{PLAYER}: 3 games judged by the coach, none left to judge."


def test_charts_without_games_give_their_place_to_the_others(
    qtbot, judged: sqlite3.Connection
) -> None:
    page = _page(qtbot, judged)
    page.show_player(PLAYER)
    # Kestrel's seat had call decisions: the call chart is the third
    assert _shown(page) == ["points", "picks", "calls", "deal_in", "luck"]  # no Mortal report
    assert page.no_data.isVisibleTo(page)
    assert page.no_data.text() == (
        "No game has these yet: Mortal rating, Bad-move rate (Mortal, played under 5 %)."
    )
    points, picks, calls, deal_in, luck = (page.charts[key].geometry() for key in _shown(page))
    assert points.top() == picks.top() and points.width() == picks.width()
    assert calls.top() == deal_in.top() > points.bottom()  # two rows of two...
    assert calls.width() == deal_in.width() == points.width()
    assert luck.top() > calls.bottom() and luck.width() > 1.8 * points.width()  # ...and the last


def test_an_odd_last_chart_takes_the_whole_row(qtbot, judged: sqlite3.Connection) -> None:
    judged.execute("DELETE FROM luck_seats")  # the luck chart has no game now,
    judged.execute("UPDATE coach_seats SET call_decisions = 0")  # nor the call chart
    page = _page(qtbot, judged)
    page.show_player(PLAYER)
    assert _shown(page) == ["points", "picks", "deal_in"]
    points, picks, deal_in = (page.charts[key].geometry() for key in _shown(page))
    assert points.top() == picks.top() and points.width() == picks.width()
    assert deal_in.top() > points.bottom() and deal_in.width() > 1.8 * points.width()  # the row
    assert deal_in.height() > 0.8 * points.height()  # the two rows share the height


def test_nobody_judged_and_no_name_shows_nothing_but_the_request(qtbot, tmp_path: Path) -> None:
    connection = _library(tmp_path, 1, judge=False)
    page = _page(qtbot, connection)
    page.show_player("")
    assert page.heading.text() == NO_NAME
    assert _shown(page) == [] and not page.no_data.isVisibleTo(page)
    connection.close()


def test_one_game_is_one_game(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    use_fake_judge(monkeypatch)
    connection = _library(tmp_path, 1, judge=True)
    page = _page(qtbot, connection)
    page.show_player(PLAYER)
    assert page.heading.text() == f"{PLAYER}: 1 game judged by the coach, none left to judge."
    page.span.setValue(1)
    assert page.span.text() == "Rolling mean over 1 game"
    page.span.setValue(2)
    assert page.span.text() == "Rolling mean over 2 games"
    connection.close()

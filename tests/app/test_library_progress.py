"""Judge my games… and the Progress tab (pytest-qt): the judging runs in the background and can
be stopped; each trend's points name their game when hovered and open it when clicked; a row of
the costliest decisions opens its game at that decision with the coach on."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip

from tests.library.judge_games import small_games
from viewer.app.library.judge import JudgeControl
from viewer.app.library.window import LibraryWindow
from viewer.library import connect, index_folders
from viewer.replay import Step
from viewer.replay.shown import shown_step


@pytest.fixture
def small(tmp_path: Path) -> tuple[Path, list[Path]]:
    """Five short games of A, indexed (not judged)."""
    paths = small_games(tmp_path / "small", 5)
    db = tmp_path / "library.sqlite3"
    connection = connect(db)
    index_folders(connection, [str(tmp_path / "small")], workers=1)
    connection.close()
    return db, paths


@pytest.fixture
def window(qtbot, small: tuple[Path, list[Path]], monkeypatch) -> LibraryWindow:
    monkeypatch.setattr(JudgeControl, "confirm", lambda self, name, count: True)
    library = LibraryWindow(small[0])
    qtbot.addWidget(library)
    library.resize(1200, 800)
    library.show()
    qtbot.waitExposed(library)
    return library


def judge_all(qtbot, window: LibraryWindow) -> None:
    window.me.setText("A")
    window.apply_filter()
    window.tabs.setCurrentWidget(window.progress_page)
    window.judging.button.click()
    assert window.judging.bar.isVisible() and not window.judging.button.isEnabled()
    qtbot.waitUntil(lambda: window.judging.worker is None, timeout=120_000)


def test_judging_runs_in_the_background_and_the_progress_tab_follows(
    qtbot, window: LibraryWindow
) -> None:
    judge_all(qtbot, window)
    assert "Judged 5 games of A (0 could not be judged)" in window.statusBar().currentMessage()
    assert not window.judging.bar.isVisible() and window.judging.button.isEnabled()
    page = window.progress_page
    assert page.heading.text() == "A: 5 games judged by the coach, none left to judge."
    assert [len(page.charts[k].values) for k in ("points", "picks", "deal_in")] == [5, 5, 5]
    assert page.charts["rating"].values == []  # no Mortal report
    assert page.worst.topLevelItemCount() == len(page.moves) > 0
    losses = [move.value_loss for move in page.moves]
    assert losses == sorted(losses, reverse=True)
    window.judging.button.click()  # nothing left: said, not asked
    assert window.statusBar().currentMessage() == "Every game of A is judged already."


def test_hovering_a_point_names_its_game_and_a_click_opens_it(
    qtbot, window: LibraryWindow, small: tuple[Path, list[Path]]
) -> None:
    judge_all(qtbot, window)
    chart = window.progress_page.charts["points"]
    chart.resize(400, 200)
    where = chart.point_position(2).toPoint()
    assert chart.point_at(chart.point_position(2)) == 2
    assert chart.point_at(chart.point_position(2) + QPoint(30, 30).toPointF()) is None
    help_event = QHelpEvent(QEvent.Type.ToolTip, where, chart.mapToGlobal(where))
    chart.event(help_event)
    tip = QToolTip.text()
    assert "small" in tip and ".mjson" in tip and "points lost per decision" in tip
    assert "Click to open" in tip
    assert tip == chart.tips[2]
    with qtbot.waitSignal(window.decision_requested) as opened:  # a coach measure: coach on
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=where)
    path, seat, round_index, step, game = opened.args
    assert Path(path) in small[1] and (seat, round_index, step, game) == (0, None, None, 0)
    deal_ins = window.progress_page.charts["deal_in"]
    deal_ins.resize(400, 200)
    with qtbot.waitSignal(window.open_requested) as plain:
        qtbot.mouseClick(deal_ins, Qt.MouseButton.LeftButton,
                         pos=deal_ins.point_position(0).toPoint())  # fmt: skip
    assert plain.args[1:] == [0, None, "", 0]


def test_the_rolling_mean_window_is_chosen(qtbot, window: LibraryWindow) -> None:
    judge_all(qtbot, window)
    page = window.progress_page
    assert page.span.value() == 10 and page.charts["picks"].span == 10
    page.span.setValue(3)
    assert all(chart.span == 3 for chart in page.charts.values())
    assert page.charts["picks"].title == "Picks matched (coach)"  # the span is said once
    assert page.span.text() == "Rolling mean over 3 games"


def test_a_costly_decision_opens_at_its_step_with_the_coach_on(
    qtbot, window: LibraryWindow, tmp_path: Path
) -> None:
    from viewer.app.window.main_window import MainWindow

    judge_all(qtbot, window)
    page = window.progress_page
    item = page.worst.topLevelItem(0)
    move = page.moves[0]
    assert item.text(0) == f"−{move.value_loss:,.0f}" and item.text(2) == "East 1"
    with qtbot.waitSignal(window.decision_requested) as opened:
        page.worst.itemActivated.emit(item, 0)
    assert opened.args == [move.path, move.seat, move.round, move.step, 0]

    main = MainWindow()
    qtbot.addWidget(main)
    main.show()
    hook = main.chrome.library
    hook.open_decision(*opened.args)
    session = main.session
    assert session.options.show_coach
    assert session.step == shown_step(session.timeline, Step(move.round, move.step))
    assert session.options.viewpoint == move.seat


def test_judging_stops_when_asked_and_keeps_what_it_judged(
    qtbot, window: LibraryWindow, small: tuple[Path, list[Path]]
) -> None:
    window.me.setText("A")
    window.apply_filter()
    window.judging.button.click()
    window.judging.stop_button.click()
    assert "Stopping" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.judging.worker is None, timeout=120_000)
    message = window.statusBar().currentMessage()
    assert message.startswith("Judging stopped: ") and "left for the next time" in message
    connection = connect(small[0])
    judged = connection.execute("SELECT count(*) FROM coach_seats").fetchone()[0]
    connection.close()
    assert judged < 5 and window.judging.button.isEnabled()


def test_judging_needs_a_name(qtbot, window: LibraryWindow) -> None:
    window.judging.button.click()
    assert window.judging.worker is None
    assert "Type your name in “Me” first" in window.statusBar().currentMessage()


def test_closing_the_viewer_stops_a_judging_and_keeps_what_it_judged(
    qtbot, small: tuple[Path, list[Path]], monkeypatch
) -> None:
    from viewer.app.window.main_window import MainWindow

    monkeypatch.setattr(JudgeControl, "confirm", lambda self, name, count: True)
    main = MainWindow()
    qtbot.addWidget(main)
    main.show()
    hook = main.chrome.library
    hook.db_path = small[0]
    library = hook.show_library()
    assert library is not None
    library.me.setText("A")
    library.judging.button.click()
    assert library.judging.worker is not None
    main.close()  # waits for the workers to stop between two decisions
    assert library.judging.worker is None or library.judging.worker.isFinished()
    assert not library.isVisible()


def test_the_mortal_trends_show_the_reports_figures(qtbot, tmp_path: Path, monkeypatch) -> None:
    import shutil

    from tests.library.fake_judge import use_fake_judge
    from tests.review.helpers import REVIEW_DATA
    from viewer.library.judge import judge_player

    use_fake_judge(monkeypatch)
    folder = tmp_path / "logs"
    folder.mkdir()
    for name in ("game_4p.mjlog", "report_4p.json", "game_chankan_4p.mjlog",
                 "report_chankan_4p.json"):  # fmt: skip
        shutil.copy(REVIEW_DATA / name, folder / name)
    db = tmp_path / "library.sqlite3"
    connection = connect(db)
    index_folders(connection, [str(folder)], workers=1)
    assert judge_player(connection, "B", workers=1).done == 2
    connection.close()
    window = LibraryWindow(db)
    qtbot.addWidget(window)
    window.me.setText("B")
    window.tabs.setCurrentWidget(window.progress_page)
    page = window.progress_page
    ratings = sorted(page.charts["rating"].values)
    assert ratings == pytest.approx(sorted([0.7789035484159469, 1.0]))
    assert len(page.charts["bad_moves"].values) == 2
    assert any("Mortal rating 77.9" in tip for tip in page.charts["rating"].tips)
    assert all(tip.count("\n") == 2 for chart in page.charts.values() for tip in chart.tips)


def test_after_index_judge_the_library_is_the_judged_players(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    """A new user ran ``index --judge NAME``: "Me" is NAME, and the Progress tab shows NAME's
    games; a name the user chose before is kept."""
    from PySide6.QtCore import QSettings

    from tests.library.fake_judge import use_fake_judge
    from tests.library.judge_games import PLAYER, demo_copies
    from viewer.library.judge import judge_player

    use_fake_judge(monkeypatch)
    demo_copies(tmp_path / "logs", 2)
    db = tmp_path / "library.sqlite3"
    connection = connect(db)
    index_folders(connection, [str(tmp_path / "logs")], workers=1)
    judge_player(connection, PLAYER, workers=1)
    connection.close()
    library = LibraryWindow(db)
    qtbot.addWidget(library)
    assert library.me_name() == PLAYER
    library.tabs.setCurrentWidget(library.progress_page)
    assert library.progress_page.heading.text() == (
        f"{PLAYER}: 2 games judged by the coach, none left to judge."
    )
    assert len(library.progress_page.charts["points"].values) == 2
    settings = QSettings(str(tmp_path / "viewer.ini"), QSettings.Format.IniFormat)
    settings.setValue("library/me", "Marlin")
    chosen = LibraryWindow(db, settings)
    qtbot.addWidget(chosen)
    assert chosen.me_name() == "Marlin"

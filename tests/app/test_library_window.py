"""The Library window (pytest-qt): a lazy table that filters and sorts in SQL, rounds where the
player did something, the player page, scans in the background, and the way back to the board."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QSettings, Qt

from tests.app.conftest import SHORT_GAME
from tests.library.conftest import SANMA_NAME, YONMA_NAME
from tests.library.games import SANMA_GAME, YONMA_GAME
from viewer.app.library.hook import SHORTCUT
from viewer.app.library.window import LibraryWindow
from viewer.domain.events import Agari, Call, RiichiDeclared
from viewer.library import connect, index_folders
from viewer.ui import library_model


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / YONMA_NAME).write_bytes(YONMA_GAME)
    (logs / SANMA_NAME).write_bytes(SANMA_GAME)
    return logs


@pytest.fixture
def db(tmp_path: Path, folder: Path) -> Path:
    path = tmp_path / "library.sqlite3"
    connection = connect(path)
    index_folders(connection, [str(folder)], workers=1)
    connection.close()
    return path


@pytest.fixture
def library(qtbot, db: Path) -> LibraryWindow:
    window = LibraryWindow(db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_rows_load_a_page_at_a_time(qtbot, db: Path, monkeypatch) -> None:
    monkeypatch.setattr(library_model, "PAGE_ROWS", 1)
    window = LibraryWindow(db)
    qtbot.addWidget(window)
    model = window.model
    assert model.total == 2 and model.rowCount() == 1
    assert model.canFetchMore()
    model.fetchMore()
    assert model.rowCount() == 2 and not model.canFetchMore()


def test_search_filters_and_sort(qtbot, library: LibraryWindow) -> None:
    assert library.model.total == 2
    library.search.setText("D")
    qtbot.waitUntil(lambda: library.model.total == 1)
    assert library.model.game(0).players == 4
    library.search.clear()
    library.mode.setCurrentIndex(2)  # 3-player
    qtbot.waitUntil(lambda: library.model.total == 1)
    assert library.model.game(0).players == 3
    library.mode.setCurrentIndex(0)
    library.tag.setCurrentIndex(library.tag.findData("double_ron"))
    assert library.model.total == 1 and library.model.game(0).players == 4
    library.tag.setCurrentIndex(0)
    library.table.sortByColumn(5, Qt.SortOrder.AscendingOrder)  # rounds
    assert [library.model.game(r).round_count for r in range(2)] == [2, 5]
    assert library.model.index(0, 5).data() == "2"
    assert "2 games" in library.statusBar().currentMessage()


def test_double_click_opens_at_round_one_from_my_seat(qtbot, library: LibraryWindow) -> None:
    library.me.setText("C")
    library.apply_filter()
    library.table.sortByColumn(5, Qt.SortOrder.DescendingOrder)  # the 4-player game first
    assert library.model.index(0, 3).data() == "3"  # C was 3rd
    with qtbot.waitSignal(library.open_requested) as opened:
        library.table.doubleClicked.emit(library.model.index(0, 0))
    path, seat, round_index, what, game = opened.args
    assert Path(path).name == YONMA_NAME and seat == 2 and round_index is None and what == ""
    assert game == 0  # the file's only game


def test_rounds_where_i_dealt_in_jump_to_that_round(qtbot, library: LibraryWindow) -> None:
    library.me.setText("A")
    library.apply_filter()
    library.table.sortByColumn(5, Qt.SortOrder.DescendingOrder)
    library.table.selectRow(0)
    assert library.rounds.count() == 5
    library.question.setCurrentIndex(library.question.findData("dealt_in"))
    assert [library.rounds.item(i).text() for i in range(library.rounds.count())] == [
        "4. East 4 — won by C (8,000)"
    ]
    library.question.setCurrentIndex(library.question.findData("won_with"))
    library.yaku.setValue(8)
    assert library.rounds.count() == 2
    with qtbot.waitSignal(library.open_requested) as opened:
        library.rounds.itemDoubleClicked.emit(library.rounds.item(1))
    assert opened.args[1:] == [0, 2, "won_with", 0]


def test_player_page_shows_the_statistics_and_charts(qtbot, library: LibraryWindow,
                                                     tmp_path: Path) -> None:  # fmt: skip
    library.me.setText("A")
    library.tabs.setCurrentIndex(1)
    page = library.player_page
    assert page.cells[("yonma", "games")].text() == "1"
    assert page.cells[("yonma", "win_rate")].text() == "40.0%"
    assert page.cells[("yonma", "placements")].text() == "1 / 0 / 0 / 0"
    assert page.cells[("sanma", "deal_in_rate")].text() == "50.0%"
    assert page.cells[("yonma", "average_deal_in_points")].text() == "8,000"
    assert page.cells[("yonma", "damaten_rate")].text() == "50.0%"
    assert page.placement_chart.values == [1.0]
    assert page.win_chart.values == [pytest.approx(0.4)]
    assert page.rate_chart.values == [1500.0]  # seat 0's rate in the hand-written UN
    page.resize(700, 800)
    image = page.grab()
    assert image.save(str(tmp_path / "player.png"))
    assert not image.isNull()


def test_a_folder_is_scanned_in_the_background(qtbot, library: LibraryWindow,
                                               tmp_path: Path, folder: Path) -> None:  # fmt: skip
    more = tmp_path / "more"
    more.mkdir()
    for number in range(3):
        game = YONMA_GAME.replace(b"<TAIKYOKU", f"<!-- {number} --><TAIKYOKU".encode())
        (more / f"copy{number}.mjlog").write_bytes(game)
    (more / "broken.mjlog").write_bytes(b"<mjloggm><INIT")
    library.index_folders([str(more)])
    qtbot.waitUntil(lambda: library.scan is None, timeout=30_000)
    assert library.model.total == 5
    message = library.statusBar().currentMessage()
    assert "3 new games" in message and "1 unreadable" in message and "broken.mjlog" in message


def test_ctrl_shift_l_opens_the_library_and_it_opens_games_on_the_board(
    qtbot, tmp_path: Path
) -> None:
    from viewer.app.window.main_window import MainWindow

    game = tmp_path / "replayable" / "2024050112gm-00a9-0000-11111111.mjlog"
    game.parent.mkdir()
    game.write_bytes(SHORT_GAME.read_bytes())  # a game the board can replay to its end
    db = tmp_path / "hook.sqlite3"

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    hook = window.chrome.library  # the window's own, on a library of the test's
    hook.db_path = db
    assert hook.action.shortcut().toString() == SHORTCUT
    file_menu = next(a.menu() for a in window.menuBar().actions() if "File" in a.text())
    assert hook.action in file_menu.actions()
    hook.index_folders([str(game.parent)])  # what --index does
    library = hook.library
    assert library is not None and library.isVisible()
    qtbot.waitUntil(lambda: library.scan is None and library.model.total == 1, timeout=30_000)
    path = str(game)
    hook.open_game(path, 1, 1)
    assert window.path == game
    step = window.session.step
    assert step.round == 1 and window.session.timeline.is_result(step)
    # the first round is a double ron by seats 0 and 1 off seat 3: each question lands on its step
    hook.open_game(path, 1, 0, "won")
    event = window.session.timeline.snapshot(window.session.step).event
    assert isinstance(event, Agari) and event.seat == 1
    hook.open_game(path, 3, 0, "dealt_in")
    event = window.session.timeline.snapshot(window.session.step).event
    assert isinstance(event, Agari) and event.from_seat == 3 and event.seat == 0
    hook.open_game(path, 0, 0, "riichi")
    event = window.session.timeline.snapshot(window.session.step).event
    assert isinstance(event, RiichiDeclared) and event.seat == 0
    hook.open_game(path, 1, 0, "called")
    event = window.session.timeline.snapshot(window.session.step).event
    assert isinstance(event, Call) and event.seat == 1
    hook.open_game(path, None, None)
    assert tuple(window.session.step) == (0, 0)
    library.close()


def test_settings_remember_my_name(qtbot, db: Path, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = LibraryWindow(db, settings)
    qtbot.addWidget(first)
    first.me.setText("B")
    first.apply_filter()
    second = LibraryWindow(db, settings)
    qtbot.addWidget(second)
    assert second.me.text() == "B"
    shutil.rmtree(tmp_path / "unused", ignore_errors=True)


def test_a_folder_dropped_on_the_board_window_is_added_to_the_library(
    qtbot, tmp_path: Path, folder: Path
) -> None:
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDropEvent

    from viewer.app.window.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    hook = window.chrome.library
    hook.db_path = tmp_path / "dropped.sqlite3"
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(folder))])
    drop = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, data,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    # Qt hands a real drop to the window's event filters first (a synthetic one it ignores
    # without a drag in progress), so the filter is called as Qt would call it.
    assert hook.eventFilter(window, drop) is False  # the window still opens the folder
    qtbot.waitUntil(lambda: hook.library is not None and hook.library.scan is None
                    and hook.library.model.total == 2, timeout=30_000)  # fmt: skip
    assert not hook.library.isVisible()  # added quietly
    assert "Library: " in window.statusBar().currentMessage()


def test_ten_thousand_games_open_with_one_page_loaded(qtbot, tmp_path: Path) -> None:
    db = tmp_path / "big.sqlite3"
    connection = connect(db)
    connection.execute("BEGIN")
    connection.executemany(
        "INSERT INTO games (id, content_hash, format, log_id, played_at, players, type_bits, "
        "lobby, room, round_count, complete, tags) VALUES (?, ?, 'mjlog', NULL, ?, 4, 169, 0, "
        "'四鳳南喰赤', 8, 1, '')",
        [(n, f"h{n}", f"2024-01-01 {n % 24:02d}:00:00") for n in range(1, 10_001)],
    )
    connection.executemany(
        "INSERT INTO seats (game_id, seat, name, dan, rate, final_score, placement) "
        "VALUES (?, ?, ?, 10, 1500, 25000, ?)",
        [(n, s, f"P{(n + s) % 97}", s + 1) for n in range(1, 10_001) for s in range(4)],
    )
    connection.execute("COMMIT")
    connection.close()
    window = LibraryWindow(db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.model.total == 10_000
    assert window.model.rowCount() == library_model.PAGE_ROWS  # not 10,000 rows in memory
    assert window.model.query_seconds < 0.5  # about 2 ms here; generous for a busy machine
    assert window.model.index(0, 0).data() == "2024-01-01 23:00"
    window.table.scrollToBottom()
    qtbot.waitUntil(lambda: window.model.rowCount() > library_model.PAGE_ROWS)


def test_a_date_box_that_is_not_a_date_is_marked_and_ignored(qtbot, library: LibraryWindow) -> None:
    library.since.setText("2024-02")
    library.apply_filter()
    assert library.model.total == 2 and "not a date" in library.since.toolTip()
    library.since.setText("2024-02-01")
    library.apply_filter()
    assert library.model.total == 1 and library.since.toolTip() == ""

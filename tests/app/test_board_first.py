"""Start-up paints the board first (``MainWindow(chrome=False)``, viewer.app.main.run): the menus'
titles, the round list's dock and the status bar take their places empty, the game is drawn,
and ``build_chrome`` adds the rest just after the first paint. The window it makes must be the
window a complete build makes, and the board must not move when the chrome arrives."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMenu

from tests.qt_events import painted_after
from viewer.app.actions import Action
from viewer.app.window.language_menu import apply_stored_language
from viewer.app.window.main_window import MainWindow
from viewer.replay.timeline import Step


def _shown(qtbot, window: MainWindow) -> MainWindow:
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _menus(window: MainWindow) -> list[tuple[str, list[str]]]:
    """Each menu of the menu bar: its title and its entries' object names (or texts)."""
    menus = []
    for action in window.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        entries = [entry.objectName() or entry.text() for entry in menu.actions()]
        menus.append((menu.title(), entries))
    return menus


def _seen(window: MainWindow) -> dict[str, object]:
    """What a user sees of the window around the board."""
    rounds = window.chrome.rounds.view.model_
    return {
        "title": window.windowTitle(),
        "menus": _menus(window),
        "rows": [rounds.data(rounds.index(row, 1)) for row in range(rounds.rowCount())],
        "selected": window.chrome.rounds.view.currentIndex().row(),
        "final": window.chrome.rounds.final_label.text(),
        "position": window.status_line.position_label.text(),
        "event": window.status_line.event_label.text(),
        "enabled": {action: window.chrome.actions[action].isEnabled() for action in Action},
        "dock": window.rounds_dock.windowTitle(),
        "popup": window.chrome.popups.popup.isVisible(),
        "hint": window.chrome.popups.empty_hint.isVisible(),
    }


def test_the_board_is_drawn_before_the_chrome_and_does_not_move_when_it_comes(
    qtbot, short_game: Path
) -> None:
    window = _shown(qtbot, MainWindow(chrome=False))
    assert window.chrome is None
    with painted_after(qtbot, window.board):  # laid out and painted with the game
        assert window.open_path(short_game)
    assert window.board.frame is not None and window.board.frame.position.step == Step(0, 0)
    assert "short_game.xml" in window.windowTitle()
    before = window.board.geometry()
    # The chrome's own parts painted (the round list, the status line): the window has been
    # laid out around them.
    with painted_after(qtbot, window.rounds_dock, window.statusBar()):
        window.build_chrome()
    assert window.chrome is not None
    assert window.board.geometry() == before


def test_the_chrome_built_afterwards_is_the_chrome_of_a_complete_window(
    qtbot, short_game: Path
) -> None:
    complete = _shown(qtbot, MainWindow())
    assert complete.open_path(short_game)
    complete.session.go_to(Step(1, 3))
    board_first = _shown(qtbot, MainWindow(chrome=False))
    assert board_first.open_path(short_game)
    board_first.session.go_to(Step(1, 3))  # moved before the chrome came
    board_first.build_chrome()
    assert _seen(board_first) == _seen(complete)
    assert board_first.chrome.rounds.view.model_.rowCount() == 3
    board_first.chrome.moving.navigate(Action.NEXT)  # and it works as one
    assert board_first.session.step == Step(1, 4)
    assert board_first.chrome.rounds.view.currentIndex().row() == 1


def test_without_a_game_the_chrome_shows_the_empty_window(qtbot) -> None:
    window = _shown(qtbot, MainWindow(chrome=False))
    window.build_chrome()
    assert window.chrome.popups.empty_hint.isVisible()
    assert not window.chrome.actions[Action.NEXT].isEnabled()


def test_in_another_language_the_first_board_and_the_chrome_are_in_it(
    qtbot, short_game: Path, tmp_path: Path
) -> None:
    settings = QSettings(str(tmp_path / "viewer.ini"), QSettings.Format.IniFormat)
    settings.setValue("view/language", "ja")
    apply_stored_language(settings)  # as start-up does, before the window is made
    window = _shown(qtbot, MainWindow(settings, chrome=False))
    file_menu = window.findChild(QMenu, "menu_file")
    assert file_menu is not None and file_menu.title() == "ファイル(&F)"  # already at first paint
    assert window.rounds_dock.windowTitle() == "局の一覧"
    assert window.open_path(short_game)
    window.build_chrome()
    window.chrome.language.start()
    assert file_menu.title() == "ファイル(&F)"
    assert window.chrome.actions[Action.NEXT].text() == "次の手(&N)"
    assert window.rounds_dock.windowTitle() == "局の一覧"

"""View → Luck (L) in the window (pytest-qt): the dock follows the step and its lines go to their
steps; the result popup names where the bottom seat's last tenpai's winning tiles were; with W
the wall rings them; a new game opens spoiler-free; nothing of it runs with the dock and W off."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tests.luck.scripted import scripted_log
from tests.wall import vectors
from viewer.app.actions import Action
from viewer.replay.timeline import Step

C = 2  # the seat whose tenpais tests/luck/test_scripted_wall.py works out


@pytest.fixture
def scripted(tmp_path):
    path = tmp_path / "scripted.mjlog"
    path.write_bytes(scripted_log(vectors.SEED, 1, pon_in=0)[0])
    return path


def seat_c(window) -> None:
    window.session.update_options(viewpoint=C)


def test_l_shows_the_luck_dock_and_a_line_goes_to_its_step(window, qtbot, scripted):
    assert window.open_path(scripted)
    seat_c(window)
    window.session.go_to(Step(0, 120))
    toggle = window.chrome.actions[Action.SHOW_LUCK]
    assert toggle.isCheckable() and not toggle.isChecked()
    assert window.chrome.luck.dock is None  # made the first time it is asked for
    qtbot.keyClick(window, Qt.Key.Key_L)
    assert window.session.options.show_luck and toggle.isChecked()
    dock = window.chrome.luck.dock
    panel = window.chrome.luck.panel
    assert dock is not None and dock.isVisible()
    assert panel.lines.count() > 5 and panel.title.text() == "東1局 0本場"
    current = panel.lines.item(panel.lines.currentRow())
    assert current.data(Qt.ItemDataRole.UserRole) == 114
    row = next(i for i in range(panel.lines.count())
               if panel.lines.item(i).data(Qt.ItemDataRole.UserRole) == 130)  # fmt: skip
    item = panel.lines.item(row)
    assert "cut off" in item.text()
    panel.lines.scrollToItem(item)
    rect = panel.lines.visualItemRect(item)
    qtbot.mouseClick(panel.lines.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.session.step == Step(0, 130)
    assert panel.lines.currentRow() == row
    toggle.trigger()  # the View menu entry
    assert not window.session.options.show_luck and not dock.isVisible()


def test_closing_the_dock_turns_the_view_off(window, qtbot, scripted):
    assert window.open_path(scripted)
    window.chrome.actions[Action.SHOW_LUCK].trigger()
    dock = window.chrome.luck.dock
    assert dock is not None and dock.isVisible()
    dock.close()
    assert not window.session.options.show_luck
    assert not window.chrome.actions[Action.SHOW_LUCK].isChecked()


def test_the_result_popup_says_where_the_last_tenpai_s_tiles_were(window, qtbot, scripted):
    assert window.open_path(scripted)
    seat_c(window)
    window.session.go_to(window.session.timeline.round_end(Step(0, 0)))
    popup = window.chrome.popups.popup
    qtbot.waitUntil(lambda: popup.isVisible())
    label = popup.findChild(QLabel, "luckLine")
    assert label is not None and label.isVisible()
    line = label.text()
    assert line.startswith("Your last tenpai (2-pin, 5-pin, 8-pin): 0 left in the wall;")
    assert "dead wait" in line


def test_w_rings_the_bottom_seat_s_winning_tiles(window, qtbot, scripted):
    assert window.open_path(scripted)
    seat_c(window)
    window.session.go_to(Step(0, 131))
    qtbot.keyClick(window, Qt.Key.Key_W)
    sprites = window.board.board_layout().sprites
    ringed = {s.tile for s in sprites if s.zone in ("wall", "next_draws") and s.winning}
    assert ringed and all(t >> 2 in (10, 13) for t in ringed)
    assert all(not s.winning for s in sprites if s.zone not in ("wall", "next_draws"))


def test_another_game_opens_with_the_dock_off(window, qtbot, scripted, short_game):
    assert window.open_path(scripted)
    qtbot.keyClick(window, Qt.Key.Key_L)
    assert window.session.options.show_luck
    assert window.open_path(short_game)
    assert not window.session.options.show_luck
    assert not window.chrome.luck.dock.isVisible()


def test_stepping_with_the_dock_and_w_off_computes_no_luck(window, qtbot, scripted):
    assert window.open_path(scripted)
    for _ in range(30):
        qtbot.keyClick(window, Qt.Key.Key_Right)
    frame = window.session.frame
    assert frame.luck is None and frame.walls_source is not None and not frame.walls_source.made


def test_luck_is_not_imported_at_start_up():
    import subprocess
    import sys

    from tests.conftest import REPO

    code = (
        "import sys, viewer.app.window.main_window, viewer.ui.board_view, viewer.cli.main; "
        "print(sorted(m for m in sys.modules if m.startswith(('viewer.luck', "
        "'viewer.presentation.luck', 'viewer.ui.luck', 'viewer.app.luck'))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"


def test_the_dock_speaks_the_chosen_language(window, qtbot, scripted):
    assert window.open_path(scripted)
    seat_c(window)
    window.session.go_to(Step(0, 131))
    qtbot.keyClick(window, Qt.Key.Key_L)
    window.chrome.language.choose("ja")
    try:
        dock, panel = window.chrome.luck.dock, window.chrome.luck.panel
        assert dock.windowTitle() == "運"
        texts = [panel.lines.item(i).text() for i in range(panel.lines.count())]
        assert any("ツモ筋なし" in text for text in texts)
    finally:
        window.chrome.language.choose("en")
    assert window.chrome.luck.dock.windowTitle() == "Luck"

"""The Luck dock's widget (pytest-qt): it paints the frame's ``LuckDock``, selects the line the
step is at, and a click on a line asks for its step."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt

from tests.luck.scripted import scripted_log
from tests.wall import vectors
from viewer.formats.mjlog import parse_mjlog, read_shuffle_seeds
from viewer.presentation import BoardOptions, Frames
from viewer.replay import Step, Timeline
from viewer.ui.luck_panel import LuckPanel


def dock_at(index: int):  # type: ignore[no-untyped-def]
    data = scripted_log(vectors.SEED, 1, pon_in=0)[0]
    frames = Frames(Timeline(parse_mjlog(data)), None, lambda: read_shuffle_seeds(data))
    return frames.at(Step(0, index), BoardOptions(viewpoint=2, show_luck=True)).luck


def test_the_panel_paints_the_dock_and_a_click_goes_to_the_line_s_step(qtbot, tmp_path) -> None:
    panel = LuckPanel()
    qtbot.addWidget(panel)
    panel.resize(520, 640)
    dock = dock_at(120)
    panel.show_dock(dock)
    assert panel.title.text() == "東1局 0本場"
    assert panel.lines.count() == len(dock.lines)
    assert panel.lines.currentRow() == dock.current
    assert panel.lines.item(dock.current).data(Qt.ItemDataRole.UserRole) == 114
    call_row = next(i for i, line in enumerate(dock.lines) if line.kind == "call")
    with qtbot.waitSignal(panel.step_requested) as signal:
        item = panel.lines.item(call_row)
        panel.lines.scrollToItem(item)
        rect = panel.lines.visualItemRect(item)
        qtbot.mouseClick(panel.lines.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert signal.args == [Step(0, 107)]
    seat_row = 0  # a seat's line links nowhere
    panel.lines.itemClicked.emit(panel.lines.item(seat_row))
    panel.show_dock(dock_at(131))  # the same round: the lines stay, the selection moves
    assert panel.lines.item(panel.lines.currentRow()).data(Qt.ItemDataRole.UserRole) == 130
    panel.show()
    qtbot.waitExposed(panel)
    panel.grab().save(str(tmp_path / "luck_panel.png"))
    panel.show_dock(None)
    assert panel.lines.count() == 0 and panel.title.text() == ""

"""The table that paints a ``dock_view.Table``: cells, figures, marks, classes, whatever the kind.

A call decision's rows (``Pon`` with its tiles and the discard after it, ``Pass``) are painted by
the same code as a discard's: nothing here knows what kind of decision the rows are.
"""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt

from viewer.presentation.dock_view import Cell, Row, Table, Tiles
from viewer.ui.option_table import BEST_BRUSH, LARGE_BRUSH, PLAYED_BRUSH, OptionTable, kinds_icon

WHITE, FIVE_MAN = 31, 4
CALLS = Table(
    columns=("Option", "Win %", "Value"),
    rows=(
        Row((Cell(("Pon ", Tiles((WHITE, WHITE)), " then ", Tiles((FIVE_MAN,))), tip="Pon"),
             "41.0", "2,900"), verdict="pick"),
        Row((Cell(("Pass",)), "30.2", "2,400"), verdict="large", played=True),
        Row((Cell((Tiles((FIVE_MAN,)), "5-man")), "", "2,700"), verdict="small"),
        Row((Cell(("suji  4.5 %",), tip="suji against B", mark="suji"), "", ""),),
    ),
    figures=(1, 2),
)  # fmt: skip


@pytest.fixture
def table(qtbot):  # type: ignore[no-untyped-def]
    widget = OptionTable()
    qtbot.addWidget(widget)
    widget.resize(600, 300)
    widget.show()
    widget.show_table(CALLS)
    return widget


def test_cells_words_tiles_and_marks(table) -> None:  # type: ignore[no-untyped-def]
    assert [table.horizontalHeaderItem(c).text() for c in range(3)] == ["Option", "Win %", "Value"]
    assert table.rowCount() == 4 and table.columnCount() == 3
    pon = table.item(0, 0)  # words and tiles mixed: one picture in reading order, no text
    assert pon.text() == "" and not pon.icon().isNull() and pon.toolTip() == "Pon"
    tiles_only = kinds_icon([WHITE, WHITE, FIVE_MAN], 1.0).availableSizes()[0].width()
    assert pon.icon().availableSizes()[0].width() > tiles_only  # the words are drawn too
    assert table.item(1, 0).text() == "Pass" and table.item(1, 0).icon().isNull()
    named = table.item(2, 0)  # a tile and its name: the icon, then the words
    assert named.text() == "5-man" and not named.icon().isNull()
    marked = table.item(3, 0)
    assert marked.text() == "suji  4.5 %" and not marked.icon().isNull()
    assert marked.toolTip() == "suji against B"
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    assert table.item(0, 2).text() == "2,900" and table.item(0, 2).textAlignment() == right
    assert table.item(1, 0).textAlignment() != right  # not a figure column


def test_classes_and_the_played_mark(table) -> None:  # type: ignore[no-untyped-def]
    background = lambda row, column: table.item(row, column).background()  # noqa: E731
    assert all(background(0, c) == BEST_BRUSH for c in range(3))  # the pick: green
    assert all(background(1, c) == PLAYED_BRUSH for c in range(3))  # played (over its class)
    assert all(table.item(1, c).foreground() == LARGE_BRUSH for c in range(3))  # a large loss
    assert table.item(2, 0).background().style() == Qt.BrushStyle.NoBrush  # a small loss
    assert table.item(2, 0).foreground() != LARGE_BRUSH
    table.show_table(CALLS, whole_rows=False)  # (equal: nothing painted again)
    assert background(1, 1) == PLAYED_BRUSH
    danger = Table(CALLS.columns, CALLS.rows[1:], CALLS.figures)
    table.show_table(danger, whole_rows=False)  # the danger table: the tile cell marked only
    assert background(0, 0) == PLAYED_BRUSH and background(0, 1).style() == Qt.BrushStyle.NoBrush


def test_an_equal_table_is_not_painted_again(table) -> None:  # type: ignore[no-untyped-def]
    item = table.item(0, 1)
    table.show_table(Table(CALLS.columns, CALLS.rows, CALLS.figures))  # equal, not the same
    assert table.item(0, 1) is item
    table.show_table(Table(("A",), (Row(("1",)),)))
    assert table.columnCount() == 1 and table.rowCount() == 1
    assert table.horizontalHeaderItem(0).text() == "A" and table.item(0, 0).text() == "1"

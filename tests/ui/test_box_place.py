"""Where a verdict box goes: the first free place inside the widget; melds before other tiles;
another box never."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF, QRectF, QSizeF

from viewer.ui.box_place import Table, covered, free_place, row_places

SIZE = QSizeF(100, 40)
BOUNDS = QRectF(0, 0, 400, 300)


def test_the_first_free_place_inside_the_widget() -> None:
    places = [QPointF(350, 10), QPointF(10, 10), QPointF(200, 10)]  # the first sticks out
    assert free_place(SIZE, places, Table(), BOUNDS) == QRectF(10, 10, 100, 40)


def test_a_meld_weighs_more_than_any_other_tile() -> None:
    meld, tile = QRectF(20, 20, 10, 10), QRectF(220, 0, 60, 60)
    places = [QPointF(10, 10), QPointF(200, 10)]
    assert free_place(SIZE, places, Table((meld,), (tile,)), BOUNDS).left() == 200
    free = [*places, QPointF(10, 200)]
    assert free_place(SIZE, free, Table((meld,), (tile,)), BOUNDS).topLeft() == QPointF(10, 200)


def test_another_box_is_never_covered_when_a_place_is_left() -> None:
    other = QRectF(0, 0, 400, 60)
    meld = QRectF(10, 100, 10, 10)
    places = [QPointF(10, 10), QPointF(10, 90)]
    assert free_place(SIZE, places, Table((meld,)), BOUNDS, avoid=(other,)).top() == 90


def test_nowhere_inside_the_box_is_pulled_in() -> None:
    box = free_place(SIZE, [QPointF(390, 290)], Table(), BOUNDS)
    assert BOUNDS.contains(box) and box.size() == SIZE


def test_row_places_slide_along_the_row_then_rise() -> None:
    places = row_places(SIZE, 0, 250, 200, 50)
    assert [p.x() for p in places[:4]] == [150, 100, 50, 0]  # from the right end leftwards
    assert {p.y() for p in places[:4]} == {160} and places[4].y() == 160 - 75
    left_first = row_places(SIZE, 0, 250, 200, 50, from_left=True)
    assert [p.x() for p in left_first[:4]] == [0, 50, 100, 150]
    assert covered(QRectF(0, 0, 10, 10), [QRectF(5, 5, 10, 10)]) == 25

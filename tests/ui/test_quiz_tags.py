"""The quiz's tags over the hand ("You", "Played", "Best", "Mortal") never cover each other, even
on two tiles side by side (the tags are wider than a tile)."""

from __future__ import annotations

from itertools import combinations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QWidget

from viewer.ui.geometry import Rect
from viewer.ui.quiz_overlay import QuizMark, QuizOverlay, TagStack, place_tags

TILE_W = 1.0  # board units: the board layout's size is 20 of them


def test_tags_of_tiles_side_by_side_are_stacked_apart() -> None:
    # two tiles 30 px wide side by side, each tag 50 px wide: centred, they would overlap
    stacks = [TagStack(100.0, 200.0, (50.0,)), TagStack(130.0, 200.0, (50.0, 60.0))]
    first, second = place_tags(stacks, 20.0)
    assert first[0].y == 180.0  # the first stays on its tile's first line
    assert first[0].x == 75.0 and second[0].x == 105.0  # each still centred on its own tile
    assert second[0].y == 160.0 and second[1].y == 140.0  # one line up, its second above it
    every = [*first, *second]
    assert not any(a.overlaps(b) for a, b in combinations(every, 2))


def test_tags_far_apart_stay_on_their_first_line() -> None:
    stacks = [TagStack(100.0, 200.0, (50.0,)), TagStack(300.0, 200.0, (50.0,))]
    first, second = place_tags(stacks, 20.0)
    assert first[0].y == second[0].y == 180.0


def test_the_overlay_paints_played_and_best_on_neighbours_apart(qtbot) -> None:  # type: ignore[no-untyped-def]
    board = QWidget()
    qtbot.addWidget(board)
    board.resize(800, 600)
    board.show()
    overlay = QuizOverlay(board)
    left, right = Rect(0.0, 5.0, TILE_W, 1.4), Rect(TILE_W, 5.0, TILE_W, 1.4)
    overlay.show_marks(
        [QuizMark(left, "played", "Played"), QuizMark(right, "best", "Best"),
         QuizMark(right, "you", "You")], 20.0)  # fmt: skip
    overlay.grab()  # paints it
    assert len(overlay.tags) == 3
    assert not any(a.overlaps(b) for a, b in combinations(overlay.tags, 2))
    overlay.clear()
    overlay.grab()
    assert overlay.tags == () or not overlay.isVisible()

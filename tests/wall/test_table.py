"""Stacks around the table: every tile once, the break where the dice say, the dead wall last."""

from __future__ import annotations

import pytest

from viewer.wall.layout import lay_out
from viewer.wall.table import stacks


@pytest.mark.parametrize("dice", [(1, 1), (3, 4), (6, 6), (2, 3)])
@pytest.mark.parametrize("dealer", [0, 1, 3])
def test_four_player_stacks(dice: tuple[int, int], dealer: int) -> None:
    wall = lay_out(tuple(range(136)), dice)
    placed = stacks(wall, dealer)
    assert len(placed) == 68
    assert sorted(t for s in placed for t in (s.top, s.bottom)) == list(range(136))
    assert len({(s.side, s.place) for s in placed}) == 68
    total = sum(dice)
    first, last = placed[0], placed[-1]
    assert first.side == (dealer + total - 1) % 4 and first.place == total
    assert (first.top, first.bottom) == (135, 134)
    assert (last.top, last.bottom) == (1, 0)  # the dead wall ends next to the break
    assert last.side == first.side
    assert last.place == total - 1
    dora = placed[-3]
    assert (dora.top, dora.bottom) == (wall.dora_indicators[0], wall.ura_indicators[0])


def test_dealing_goes_clockwise_onto_the_previous_seat() -> None:
    placed = stacks(lay_out(tuple(range(136)), (6, 6)), dealer=0)  # total 12: seat 3's wall
    assert placed[0].side == 3 and placed[0].place == 12
    assert [s.place for s in placed[:6]] == [12, 13, 14, 15, 16, 0]
    assert placed[5].side == 2


def test_three_player_stacks() -> None:
    placed = stacks(lay_out(tuple(range(108)), (2, 2)), dealer=1)
    assert len(placed) == 54 and {s.side for s in placed} == {0, 1, 2}
    assert placed[0].side == (1 + 4 - 1) % 3 and placed[0].place == 4
    assert (placed[-1].top, placed[-1].bottom) == (1, 0)

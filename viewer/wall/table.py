"""The wall as it stands around the table: stacks of two in front of each seat, broken by the dice.

Tenhou deals its array from the top index down, two tiles a stack: stack k holds
``tiles[n-1-2k]`` on top of ``tiles[n-2-2k]``, so the dead wall's stacks end with (1, 0), the
dora indicator on top of the third from the end, as at a real table. Where the stacks stand
follows the table custom: the dice total counts seats counter-clockwise from the dealer (1 is
the dealer) to the wall that is broken, that many stacks from its right end as its owner sees
it; dealing goes clockwise from the break. A 3-player table has three walls of 18 stacks and
counts its three seats. Tenhou shows no wall, so this placement is the custom, not its data.
"""

from __future__ import annotations

from typing import NamedTuple

from viewer.wall.layout import RoundWall


class Stack(NamedTuple):
    side: int  # the absolute seat the stack stands in front of
    place: int  # 0 at that wall's right end, as its owner sees it
    top: int  # tile ids
    bottom: int


def stacks(wall: RoundWall, dealer: int) -> tuple[Stack, ...]:
    """Every stack in dealing order (stack 0 is dealt first; the last ones are the dead wall)."""
    players = wall.players
    per_side = len(wall.tiles) // 2 // players
    broken = (dealer + sum(wall.dice) - 1) % players
    start = sum(wall.dice)  # 2 to 12: always within the broken wall
    top = len(wall.tiles) - 1
    out = []
    for k in range(len(wall.tiles) // 2):
        walked, place = divmod(start + k, per_side)
        side = (broken - walked) % players
        out.append(Stack(side, place, wall.tiles[top - 2 * k], wall.tiles[top - 2 * k - 1]))
    return tuple(out)

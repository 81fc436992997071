"""Where the wall view's pieces go (no Qt): the wall around the table and each seat's next draws.

Everything sits in the band between a seat's river and its hand, in the bottom seat's frame, and
is turned like the seat's other pieces. A seat's wall is a row of small stacks centred in front of
it, the top tile of each stack nearer the centre and the bottom tile below it, its right end (as
its owner sees it) on the right, so the dealing order runs clockwise round the table. Taken tiles
are gaps; the dead wall's stacks stand on a plate; the next live draw is highlighted. Right of the
wall, the seat's "next draws had nobody called", two rows read like text.
"""

from __future__ import annotations

from viewer.presentation.wall import NEXT_DRAWS, WallView
from viewer.ui.geometry import HAND_TOP, RIVER_TOP, TILE_H, TILE_W, Label, Plate, Rect, Sprite

WALL_TILE_W = 8.7
WALL_TILE_H = WALL_TILE_W * TILE_H / TILE_W
BAND_TOP = RIVER_TOP + 3 * TILE_H  # below the third river row
LAYER_Y = (BAND_TOP + 0.2, BAND_TOP + 0.2 + WALL_TILE_H)  # top tile, bottom tile
NEXT_PER_ROW = 13
NEXT_LABEL_W = 26.0


def wall_x(place: int, per_side: int) -> float:
    """The left edge of stack ``place`` (0 at the wall's right end)."""
    return per_side * WALL_TILE_W / 2 - (place + 1) * WALL_TILE_W


def wall_pieces(
    wall: WallView, positions: dict[int, int]
) -> tuple[list[Sprite], list[Label], list[Plate]]:
    """The sprites (zones ``wall`` and ``next_draws``), labels and plates of the wall view."""
    sprites: list[Sprite] = []
    labels: list[Label] = []
    plates: list[Plate] = []
    if wall.note is not None:
        return sprites, labels, plates
    per_side = wall.per_side
    band_h = HAND_TOP - BAND_TOP
    for side, place in wall.dead_stacks:
        rect = Rect(wall_x(place, per_side), BAND_TOP, WALL_TILE_W, band_h)
        plates.append(Plate(rect.turned(positions[side]), "wall_dead", side))
    for piece in wall.tiles:
        pos = positions[piece.side]
        rect = Rect(wall_x(piece.place, per_side), LAYER_Y[piece.layer], WALL_TILE_W, WALL_TILE_H)
        sprites.append(Sprite(rect.turned(pos), piece.tile, pos, piece.side, "wall",
                              highlight=piece.role == "next"))  # fmt: skip
    left = per_side * WALL_TILE_W / 2 + 6
    for seat, draws in enumerate(wall.next_draws[: wall.players]):
        pos = positions[seat]
        label = Rect(left, BAND_TOP, NEXT_LABEL_W, band_h)
        labels.append(Label(label.turned(pos), NEXT_DRAWS, "wall_note", 0 if pos == 2 else pos,
                            "left" if pos == 2 else "right", seat))  # fmt: skip
        for i, tile in enumerate(draws[: 2 * NEXT_PER_ROW]):
            row, column = divmod(i, NEXT_PER_ROW)
            x = left + NEXT_LABEL_W + 2 + column * WALL_TILE_W
            rect = Rect(x, LAYER_Y[min(row, 1)], WALL_TILE_W, WALL_TILE_H)
            sprites.append(Sprite(rect.turned(pos), tile, pos, seat, "next_draws"))
    return sprites, labels, plates

"""Which hand tile is where on the widget (no Qt): the quiz's clicks and its keyboard cursor.

The board is drawn centred in its widget at ``board_scale`` pixels per unit (``BoardView``);
these functions turn a widget point into board units and find the tile of a seat's hand under
it, and give a hand's tiles left to right, so a click and the arrow keys pick the same tiles
the board shows.
"""

from __future__ import annotations

from collections.abc import Sequence

from viewer.ui.geometry import BACK, Rect, Sprite, board_scale

HAND_ZONES = ("hand", "drawn")


def board_point(
    width: float, height: float, size: float, x: float, y: float
) -> tuple[float, float]:
    """A widget point in board units (the board's centre is (0, 0))."""
    scale = board_scale(width, height, size)
    return (x - round(width / 2)) / scale, (y - round(height / 2)) / scale


def widget_rect(width: float, height: float, size: float, rect: Rect) -> Rect:
    """A board rectangle in widget pixels (as the board paints it)."""
    scale = board_scale(width, height, size)
    cx, cy = round(width / 2), round(height / 2)
    return Rect(cx + rect.x * scale, cy + rect.y * scale, rect.w * scale, rect.h * scale)


def hand_tiles(sprites: Sequence[Sprite], seat: int) -> tuple[Sprite, ...]:
    """The seat's concealed tiles face up, the drawn tile last, in the order they are drawn on
    screen (left to right for the bottom seat)."""
    tiles = [s for s in sprites if s.seat == seat and s.zone in HAND_ZONES and s.tile != BACK]
    tiles.sort(key=lambda s: (s.zone == "drawn", s.rect.x, s.rect.y))
    return tuple(tiles)


def hand_tile_at(sprites: Sequence[Sprite], seat: int, x: float, y: float) -> Sprite | None:
    """The seat's face-up hand tile under a board point (edges included), or None."""
    for sprite in hand_tiles(sprites, seat):
        r = sprite.rect
        if r.x <= x <= r.right and r.y <= y <= r.bottom:
            return sprite
    return None

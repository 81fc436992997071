"""Where the wall view's pieces go (no Qt): the wall in front of each seat and its next draws.

With the wall view on, every seat's hand row (hand, melds, name, status, badge) moves outwards by
``WALL_BAND`` and the board grows by as much on each side, so a band opens between each river and
its hand, where the wall stands at a real table. In the bottom seat's frame (turned like the
seat's other pieces): the seat's wall, a row of stacks centred in front of it, the top tile of
each stack nearer the centre and the bottom tile under it, the wall's right end (as its owner
sees it) on the right, so the dealing order runs clockwise round the table; taken tiles are gaps,
the dead wall's stacks stand on a plate, the next live draw is highlighted, and the winning
tiles of the bottom seat's tenpai are ringed (``WallView.winning``). Below it, just above
the hand, the row of tiles the seat would draw next had nobody called, read left to right.
"""

from __future__ import annotations

from collections.abc import Sequence

from viewer.presentation import Frame
from viewer.presentation.wall import NEXT_DRAWS, WallView, wall_words
from viewer.ui.geometry import BACK, RIVER_TOP, TILE_H, TILE_W, Label, Plate, Rect, Sprite

WALL_BAND = 48.0  # how far each seat's hand row moves out
WALL_TILE_W = 16.0
WALL_TILE_H = WALL_TILE_W * TILE_H / TILE_W
BAND_TOP = RIVER_TOP + 3 * TILE_H + 2  # below the third river row
LAYER_Y = (BAND_TOP, BAND_TOP + WALL_TILE_H)  # top tile, bottom tile
NEXT_Y = BAND_TOP + 2 * WALL_TILE_H + 4
NEXT_LABEL_W = 30.0
# What moves out with the hand row: these sprite zones and label roles.
HAND_ROW_ZONES = frozenset(("hand", "drawn", "meld", "kita"))
HAND_ROW_LABELS = ("name", "status", "analysis")


def outwards(pos: int, distance: float) -> tuple[float, float]:
    """The offset that moves a piece of the seat at screen position ``pos`` away from the centre."""
    return ((0.0, distance), (distance, 0.0), (0.0, -distance), (-distance, 0.0))[pos % 4]


def moved(rect: Rect, pos: int) -> Rect:
    dx, dy = outwards(pos, WALL_BAND)
    return rect._replace(x=rect.x + dx, y=rect.y + dy)


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
    for side, place in wall.dead_stacks:
        rect = Rect(wall_x(place, per_side) - 0.5, BAND_TOP - 2, WALL_TILE_W + 1,
                    2 * WALL_TILE_H + 4)  # fmt: skip
        plates.append(Plate(rect.turned(positions[side]), "wall_dead", side))
    for piece in wall.tiles:
        pos = positions[piece.side]
        rect = Rect(wall_x(piece.place, per_side), LAYER_Y[piece.layer], WALL_TILE_W, WALL_TILE_H)
        tile = piece.tile if wall.face_up or piece.shown else BACK
        sprites.append(Sprite(rect.turned(pos), tile, pos, piece.side, "wall",
                              highlight=piece.role == "next",
                              winning=piece.tile in wall.winning))  # fmt: skip
    left = wall_x(per_side - 1, per_side)
    word = wall_words(NEXT_DRAWS)
    for seat, draws in enumerate(wall.next_draws[: wall.players]):  # none when face down
        pos = positions[seat]
        label = Rect(left - NEXT_LABEL_W - 3, NEXT_Y, NEXT_LABEL_W, WALL_TILE_H)
        labels.append(Label(label.turned(pos), word, "wall_note", 0 if pos == 2 else pos,
                            "left" if pos == 2 else "right", seat))  # fmt: skip
        for i, tile in enumerate(draws):
            rect = Rect(left + i * WALL_TILE_W, NEXT_Y, WALL_TILE_W, WALL_TILE_H)
            sprites.append(Sprite(rect.turned(pos), tile, pos, seat, "next_draws",
                                  winning=tile in wall.winning))  # fmt: skip
    return sprites, labels, plates


def make_room(
    sprites: list[Sprite], labels: list[Label], positions: dict[int, int]
) -> tuple[list[Sprite], list[Label]]:
    """Every seat's hand row moved outwards by ``WALL_BAND`` (the board grows to match)."""
    sprites = [
        s._replace(rect=moved(s.rect, positions[s.seat])) if s.zone in HAND_ROW_ZONES else s
        for s in sprites
    ]
    labels = [
        lb._replace(rect=moved(lb.rect, positions[lb.seat]))
        if lb.seat >= 0 and lb.role.startswith(HAND_ROW_LABELS)
        else lb
        for lb in labels
    ]
    return sprites, labels


def wall_tooltip(frame: Frame, sprites: Sequence[Sprite], x: float, y: float) -> str:
    """What the wall view's tile under the board point (x, y) is, or ""."""
    wall = frame.wall
    if wall is None:
        return ""
    hit = next(
        (s for s in sprites if s.zone in ("wall", "next_draws")
         and s.rect.x <= x <= s.rect.right and s.rect.y <= y <= s.rect.bottom),
        None,
    )  # fmt: skip
    if hit is None:
        return ""
    if hit.zone == "next_draws":
        row = [s for s in sprites if s.zone == "next_draws" and s.seat == hit.seat]
        return wall.next_draw_text(hit.seat, row.index(hit), frame.seats[hit.seat].name)
    wall_sprites = [s for s in sprites if s.zone == "wall"]
    piece = wall.tiles[wall_sprites.index(hit)]  # one sprite per standing tile, in order
    return piece.text(wall.face_up)

"""The table's pieces in board units (no Qt): rectangles, tile sprites, labels, plates, and the
rules that place one seat's river, hand row and melds, and a hand in a line (result popups).

The board is a square of ``BOARD_SIZE`` units centred on (0, 0), x to the right, y down; every
seat's pieces are placed in the bottom seat's frame (``viewer.ui.layout`` turns them).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from viewer.domain.melds import Meld, MeldKind
from viewer.domain.tiles import RED_FIVES
from viewer.replay.state import RiverTile

BACK = -1  # the tile value of a face-down tile

TILE_W = 30.0
TILE_H = 40.0
BOARD_SIZE = 640.0
HALF = BOARD_SIZE / 2
CENTRE_HALF = 100.0  # the centre box
STRIP_DEPTH = 38.0  # each seat's score strip inside the centre box
RIVER_TOP = CENTRE_HALF + 8
RIVER_LEFT = -3 * TILE_W
RIVER_ROW = 6
HAND_TOP = 252.0
HAND_BOTTOM = HAND_TOP + TILE_H
ROW_LEFT = -(HAND_BOTTOM - 2 * TILE_W) + 2  # pinwheel: clear of the left seat's row, kakan included
ROW_RIGHT = HALF - 4
DRAWN_GAP = 8.0
MELD_GAP = 6.0
KITA_GAP = 12.0
DORA_W = 20.0
DORA_H = DORA_W * TILE_H / TILE_W


class Rect(NamedTuple):
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def overlaps(self, other: Rect) -> bool:
        """True when the insides meet (touching edges do not count)."""
        eps = 1e-6
        return (
            self.x < other.right - eps
            and other.x < self.right - eps
            and self.y < other.bottom - eps
            and other.y < self.bottom - eps
        )

    def turned(self, quarters: int) -> Rect:
        """This rectangle turned counter-clockwise (on screen) by quarter turns about (0, 0)."""
        x, y, w, h = self
        for _ in range(quarters % 4):
            x, y, w, h = y, -x - w, h, w
        return Rect(x, y, w, h)

    def scaled(self, factor: float, ox: float, oy: float) -> Rect:
        """Scaled by ``factor`` about the point (ox, oy)."""
        return Rect(
            ox + (self.x - ox) * factor, oy + (self.y - oy) * factor, self.w * factor,
            self.h * factor,
        )  # fmt: skip


class Sprite(NamedTuple):
    """One tile to draw. ``quarter``: counter-clockwise quarter turns of the face (0 = upright)."""

    rect: Rect
    tile: int  # tile id 0-135, or BACK
    quarter: int
    seat: int  # owner (absolute), -1 for the centre
    zone: str  # hand, drawn, meld, kita, river, dora
    dim: bool = False  # a discard that was called away
    shade: bool = False  # a tsumogiri discard (when shading is on)
    highlight: bool = False  # the tile of the last event
    dora: bool = False  # a dora (when dora marks are on)
    winning: bool = False  # a winning tile of the bottom seat's tenpai (the wall view)


class Label(NamedTuple):
    """Text in a rectangle. ``quarter`` turns the text; ``align`` is left, centre or right."""

    rect: Rect
    text: str
    role: str  # round, round_en, score, delta, wind, name, status, tiles_left, count
    quarter: int = 0
    align: str = "centre"
    seat: int = -1


class Plate(NamedTuple):
    """A flat shape: the centre box, a seat's strip, a wind badge, a stick."""

    rect: Rect
    role: str  # box, strip, strip_active, wind, wind_dealer, riichi_stick, stick_100, stick_1000
    seat: int = -1


def board_scale(width: float, height: float, size: float) -> float:
    """Pixels per board unit: the board fits the widget, and a tile is a whole number of pixels
    wide, so every tile has the same size, gaps never jitter, and a resize reuses cached pixmaps
    until the tile size really changes."""
    raw = min(width, height) / size * 0.985
    return max(4.0, math.floor(raw * TILE_W)) / TILE_W


# -- one seat's pieces, in the bottom seat's frame --------------------------------------------


def river_rects(entries: Sequence[RiverTile]) -> list[tuple[Rect, bool]]:
    """(rect, sideways) of each river tile: rows of six, the third row carries on to the end.

    The riichi declaration tile lies sideways; when it was called away, the owner's next discard
    that stayed lies sideways instead.
    """
    sideways_at = -1
    for i, entry in enumerate(entries):
        if entry.riichi:
            sideways_at = i
            while sideways_at < len(entries) and entries[sideways_at].called:
                sideways_at += 1
            break
    out = []
    x = RIVER_LEFT
    for i in range(len(entries)):
        row = min(i // RIVER_ROW, 2)
        if i in (RIVER_ROW, 2 * RIVER_ROW):
            x = RIVER_LEFT
        sideways = i == sideways_at
        w, h = (TILE_H, TILE_W) if sideways else (TILE_W, TILE_H)
        y = RIVER_TOP + row * TILE_H + (TILE_H - h)
        out.append((Rect(x, y, w, h), sideways))
        x += w
    return out


class MeldPiece(NamedTuple):
    """One tile of a meld, relative to the meld's left edge and the hand's bottom line."""

    rect: Rect
    tile: int
    sideways: bool


def meld_pieces(meld: Meld, seat: int) -> tuple[list[MeldPiece], float]:
    """The tiles of a meld from left to right and the meld's width.

    The called tile lies sideways on the side of the seat it came from: left for the previous
    seat (kamicha), second for the opposite seat (toimen), right for the next seat (shimocha).
    A kakan's added tile lies on top of the sideways one; an ankan shows its two end tiles face
    down (a red five, if any, face up in the middle).
    """
    kind = meld.kind
    if kind is MeldKind.ANKAN:
        ordered = sorted(meld.tiles, key=lambda t: (t not in RED_FIVES, t))
        faces = [BACK, ordered[0], ordered[1], BACK]
        return _row([(t, False) for t in faces])
    if kind is MeldKind.KITA:
        return _row([(meld.tiles[0], False)])
    called = meld.called if meld.called is not None else meld.tiles[0]
    others = [t for t in meld.tiles if t != called and t != meld.added]
    rel = (meld.from_seat - seat) % 4 if meld.from_seat is not None else 3
    if kind is MeldKind.CHI or rel == 3:
        index = 0
    elif rel == 2:
        index = 1
    else:
        index = len(others)
    row: list[tuple[int, bool]] = [(t, False) for t in others]
    row.insert(index, (called, True))
    pieces, width = _row(row)
    if kind is MeldKind.KAKAN and meld.added is not None:
        under = pieces[index].rect
        pieces.append(MeldPiece(Rect(under.x, under.y - TILE_W, TILE_H, TILE_W), meld.added, True))
    return pieces, width


def _row(tiles: Sequence[tuple[int, bool]]) -> tuple[list[MeldPiece], float]:
    pieces = []
    x = 0.0
    for tile, sideways in tiles:
        w, h = (TILE_H, TILE_W) if sideways else (TILE_W, TILE_H)
        pieces.append(MeldPiece(Rect(x, HAND_BOTTOM - h, w, h), tile, sideways))
        x += w
    return pieces, x


class HandRow(NamedTuple):
    """One seat's hand row in the bottom seat's frame, already fitted between the corners."""

    hand: list[Rect]
    drawn: Rect | None
    melds: list[list[MeldPiece]]  # call order
    kita: list[Rect]
    scale: float


def hand_row(hand_count: int, has_drawn: bool, melds: Sequence[Meld], seat: int) -> HandRow:
    """Concealed tiles from the left, the drawn tile set apart; in the right-hand corner the kita
    tiles (sanma's nukidora, as Tenhou log viewers lay them), then the melds leftwards in call
    order (as the result popup's line has them too).

    When a row would not fit (many kans), the whole row shrinks to fit rather than overlap.
    """
    open_melds = [m for m in melds if m.kind is not MeldKind.KITA]
    kita = [m for m in melds if m.kind is MeldKind.KITA]
    x = ROW_RIGHT
    kita_rects = []
    for _ in kita:
        x -= TILE_W
        kita_rects.append(Rect(x, HAND_TOP, TILE_W, TILE_H))
    kita_rects.reverse()
    if kita and open_melds:
        x -= KITA_GAP - MELD_GAP
    placed: list[list[MeldPiece]] = []
    for meld in open_melds:
        pieces, width = meld_pieces(meld, seat)
        x -= width
        placed.append([p._replace(rect=p.rect._replace(x=p.rect.x + x)) for p in pieces])
        x -= MELD_GAP
    melds_left = x if (open_melds or kita) else ROW_RIGHT
    hand = [Rect(ROW_LEFT + i * TILE_W, HAND_TOP, TILE_W, TILE_H) for i in range(hand_count)]
    drawn = None
    hand_right = ROW_LEFT + hand_count * TILE_W
    if has_drawn:
        drawn = Rect(hand_right + DRAWN_GAP, HAND_TOP, TILE_W, TILE_H)
        hand_right = drawn.right
    need = (hand_right - ROW_LEFT) + (ROW_RIGHT - melds_left) + (KITA_GAP if melds else 0)
    room = ROW_RIGHT - ROW_LEFT
    scale = 1.0
    if need > room:
        scale = room / need
        hand = [r.scaled(scale, ROW_LEFT, HAND_BOTTOM) for r in hand]
        drawn = drawn.scaled(scale, ROW_LEFT, HAND_BOTTOM) if drawn else None
        placed = [
            [p._replace(rect=p.rect.scaled(scale, ROW_RIGHT, HAND_BOTTOM)) for p in m]
            for m in placed
        ]
        kita_rects = [r.scaled(scale, ROW_RIGHT, HAND_BOTTOM) for r in kita_rects]
    return HandRow(hand, drawn, placed, kita_rects, scale)


# -- tile lines outside the table (result popups) ---------------------------------------------

LINE_GAP = 10.0


def tile_line(
    hand: Sequence[int], melds: Sequence[Meld] = (), seat: int = 0, apart: int | None = None
) -> tuple[tuple[Sprite, ...], float, float]:
    """A winning or revealed hand in one line, in board units: concealed tiles, the tile set
    apart (the winning tile, highlighted), then the melds as on the table (first call rightmost).

    Returns the sprites (all upright or sideways, ``seat`` = -1) and the line's width and height.
    """
    raw: list[tuple[Rect, int, int, bool]] = []
    x = 0.0
    for tile in hand:
        raw.append((Rect(x, HAND_TOP, TILE_W, TILE_H), tile, 0, False))
        x += TILE_W
    if apart is not None:
        x += LINE_GAP / 2
        raw.append((Rect(x, HAND_TOP, TILE_W, TILE_H), apart, 0, True))
        x += TILE_W
    for meld in reversed([m for m in melds if m.kind is not MeldKind.KITA]):
        x += LINE_GAP
        pieces, width = meld_pieces(meld, seat)
        for p in pieces:
            raw.append((p.rect._replace(x=p.rect.x + x), p.tile, 1 if p.sideways else 0, False))
        x += width
    kita = [m for m in melds if m.kind is MeldKind.KITA]
    if kita:
        x += LINE_GAP
        for meld in kita:
            raw.append((Rect(x, HAND_TOP, TILE_W, TILE_H), meld.tiles[0], 0, False))
            x += TILE_W
    top = min((r.y for r, *_ in raw), default=HAND_TOP)
    sprites = tuple(
        Sprite(r._replace(y=r.y - top), tile, quarter, -1, "line", highlight=hl)
        for r, tile, quarter, hl in raw
    )
    return sprites, x, HAND_BOTTOM - top

"""Where everything on the table goes, as plain rectangles (no Qt: unit-tested without a display).

The board is a square of ``BOARD_SIZE`` units centred on (0, 0), x to the right, y down. Each
seat is laid out in the bottom seat's frame and then turned by quarter turns around the centre
(right = the next seat, top = the opposite one, left = the previous one), so one set of rules
places all four seats. Hands and melds are a pinwheel: every seat's row reaches its right-hand
corner and stops short of its left-hand one, so rows never overlap whatever their length.

The view only paints what this returns: ``Sprite`` (a tile, with its face turned by quarters),
``Label`` (text), ``Plate`` (coloured boxes and sticks). Toggles such as open hands or dora marks
change the returned values, which is how the tests check them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from viewer.domain.events import (
    Agari,
    Call,
    Discard,
    NewDora,
    RiichiDeclared,
    RoundStart,
    Ryuukyoku,
)
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import Player
from viewer.domain.seats import WIND_NAMES_EN, WIND_NAMES_JA, relative_seat, seat_wind
from viewer.domain.tiles import RED_FIVES, dora_kind
from viewer.domain.yaku import dan_name
from viewer.replay.state import CALLED, NO_TILE, RIICHI, TILE_MASK, TSUMOGIRI, BoardState

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

CALL_NAMES = {
    MeldKind.CHI: "チー Chi",
    MeldKind.PON: "ポン Pon",
    MeldKind.KAKAN: "カン Kan",
    MeldKind.DAIMINKAN: "カン Kan",
    MeldKind.ANKAN: "カン Kan",
    MeldKind.KITA: "キタ Kita",
}


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


BADGE_RECT = Rect(ROW_RIGHT - 150 - 176, HAND_BOTTOM + 3, 172, 22)  # left of the status label


class BoardLayout(NamedTuple):
    size: float
    sprites: tuple[Sprite, ...]
    labels: tuple[Label, ...]
    plates: tuple[Plate, ...]
    positions: dict[int, int]  # absolute seat -> screen position (0 bottom, 1 right, 2 top, 3 left)

    def seat_sprites(self, seat: int, zone: str | None = None) -> tuple[Sprite, ...]:
        return tuple(s for s in self.sprites if s.seat == seat and (zone is None or s.zone == zone))


class SeatInfo(NamedTuple):
    """What the layout needs to know of a player besides the board state."""

    name: str
    rank: str  # e.g. 四段, or ""
    rate: str  # e.g. R1850, or ""


def seat_infos(players: Sequence[Player]) -> tuple[SeatInfo, ...]:
    infos = []
    for player in players:
        dan = dan_name(player.dan)
        rate = f"R{player.rate:.0f}" if player.rate is not None else ""
        infos.append(SeatInfo(player.name, dan.ja if dan else "", rate))
    return tuple(infos)


# -- one seat's pieces, in the bottom seat's frame --------------------------------------------


def river_rects(entries: Sequence[int]) -> list[tuple[Rect, bool]]:
    """(rect, sideways) of each river tile: rows of six, the third row carries on to the end.

    The riichi declaration tile lies sideways; when it was called away, the owner's next discard
    that stayed lies sideways instead.
    """
    sideways_at = -1
    for i, entry in enumerate(entries):
        if entry & RIICHI:
            sideways_at = i
            while sideways_at < len(entries) and entries[sideways_at] & CALLED:
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
    """Concealed tiles from the left, the drawn tile set apart, melds from the right-hand corner
    leftwards in call order, kita tiles in their own group left of the melds.

    When a row would not fit (many kans), the whole row shrinks to fit rather than overlap.
    """
    open_melds = [m for m in melds if m.kind is not MeldKind.KITA]
    kita = [m for m in melds if m.kind is MeldKind.KITA]
    x = ROW_RIGHT
    placed: list[list[MeldPiece]] = []
    for meld in open_melds:
        pieces, width = meld_pieces(meld, seat)
        x -= width
        placed.append([p._replace(rect=p.rect._replace(x=p.rect.x + x)) for p in pieces])
        x -= MELD_GAP
    if kita:
        x -= KITA_GAP - MELD_GAP if open_melds else 0
        kita_rects = []
        for _ in kita:
            x -= TILE_W
            kita_rects.append(Rect(x, HAND_TOP, TILE_W, TILE_H))
        kita_rects.reverse()
    else:
        kita_rects = []
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


# -- the whole board ---------------------------------------------------------------------------


def layout_board(
    state: BoardState,
    *,
    players: int = 4,
    viewpoint: int = 0,
    open_hands: bool = True,
    shade_tsumogiri: bool = True,
    mark_dora: bool = False,
    infos: Sequence[SeatInfo] = (),
    wins: Sequence[Agari] = (),
    badges: Sequence[tuple[str, str] | None] = (),
) -> BoardLayout:
    """Everything to draw for one snapshot seen from ``viewpoint``.

    ``badges``: per seat, an optional (text, role) drawn by the hand (the hand analysis).

    ``wins`` are the Agari events to reveal (the current one, or every winner of a double ron);
    when empty and the state's event is an Agari, that one is used.
    """
    event = state.event
    if not wins and isinstance(event, Agari):
        wins = (event,)
    sanma = players == 3
    dora_kinds = {dora_kind(t >> 2, sanma) for t in state.dora_indicators} if mark_dora else set()
    revealed = _revealed_seats(state)
    winners = {w.seat: w for w in wins}
    ron_tiles = {(w.from_seat, w.win_tile) for w in wins if not w.is_tsumo}
    positions = {seat: relative_seat(seat, viewpoint) for seat in range(players)}

    sprites: list[Sprite] = []
    labels: list[Label] = []
    plates: list[Plate] = [Plate(Rect(-CENTRE_HALF, -CENTRE_HALF, 2 * CENTRE_HALF,
                                      2 * CENTRE_HALF), "box")]  # fmt: skip

    def tile_sprite(rect: Rect, tile: int, quarter: int, seat: int, zone: str,
                    **flags: bool) -> Sprite:  # fmt: skip
        pos = positions[seat] if seat >= 0 else 0
        marked = tile != BACK and (tile >> 2) in dora_kinds and zone != "dora"
        return Sprite(rect.turned(pos), tile, (quarter + pos) % 4, seat, zone, dora=marked,
                      **flags)  # fmt: skip

    for seat in range(players):
        pos = positions[seat]
        win = winners.get(seat)
        face_up = open_hands or seat == viewpoint or seat in revealed or win is not None
        # river
        entries = state.rivers[seat]
        for i, ((rect, sideways), entry) in enumerate(zip(river_rects(entries), entries,
                                                          strict=True)):  # fmt: skip
            tile = entry & TILE_MASK
            last = i == len(entries) - 1
            highlight = last and (
                (isinstance(event, Discard) and event.seat == seat)
                or (isinstance(event, Call) and event.meld.from_seat == seat
                    and event.meld.called == tile)
                or (seat, tile) in ron_tiles
            )  # fmt: skip
            sprites.append(tile_sprite(
                rect, tile, 1 if sideways else 0, seat, "river", dim=bool(entry & CALLED),
                shade=shade_tsumogiri and bool(entry & TSUMOGIRI), highlight=highlight,
            ))  # fmt: skip
        # hand, drawn tile, melds, kita
        if win is not None:
            hand = list(win.hand)
            hand.remove(win.win_tile)
            drawn = win.win_tile
        else:
            hand = list(state.hands[seat])
            drawn = state.drawn[seat]
        row = hand_row(len(hand), drawn != NO_TILE, state.melds[seat], seat)
        for rect, tile in zip(row.hand, hand, strict=True):
            sprites.append(tile_sprite(rect, tile if face_up else BACK, 0, seat, "hand"))
        if row.drawn is not None:
            sprites.append(tile_sprite(row.drawn, drawn if face_up else BACK, 0, seat, "drawn",
                                       highlight=win is not None))  # fmt: skip
        open_melds = [m for m in state.melds[seat] if m.kind is not MeldKind.KITA]
        kita = [m for m in state.melds[seat] if m.kind is MeldKind.KITA]
        for meld, pieces in zip(open_melds, row.melds, strict=True):
            fresh = isinstance(event, Call) and event.seat == seat and event.meld == meld
            for piece in pieces:
                sprites.append(tile_sprite(piece.rect, piece.tile, 1 if piece.sideways else 0,
                                           seat, "meld", highlight=fresh))  # fmt: skip
        for i, (meld, rect) in enumerate(zip(kita, row.kita, strict=True)):
            fresh = isinstance(event, Call) and event.seat == seat and i == len(kita) - 1 and (
                event.meld.kind is MeldKind.KITA)  # fmt: skip
            sprites.append(tile_sprite(rect, meld.tiles[0], 0, seat, "kita", highlight=fresh))
        labels.extend(_seat_labels(state, seat, pos, players, infos, win, revealed))
        badge = badges[seat] if seat < len(badges) else None
        if badge is not None:
            labels.append(_label(BADGE_RECT, badge[0], badge[1], pos, seat, "right"))
        plates.extend(_seat_plates(state, seat, pos, players))

    # centre: round, sticks, tiles left, dora indicators
    wind = state.round_index // 4 % 4
    number = state.round_index % 4 + 1
    labels.append(Label(Rect(-60, -60, 120, 21), f"{WIND_NAMES_JA[wind]}{number}局", "round"))
    labels.append(Label(Rect(-60, -39, 120, 11), f"{WIND_NAMES_EN[wind]} {number}", "round_en"))
    new_dora = isinstance(event, NewDora)
    for i in range(5):
        rect = Rect(-2.5 * DORA_W + i * DORA_W, -25, DORA_W, DORA_H)
        if i < len(state.dora_indicators):
            last = i == len(state.dora_indicators) - 1
            sprites.append(Sprite(rect, state.dora_indicators[i], 0, -1, "dora",
                                  highlight=new_dora and last))  # fmt: skip
        else:
            sprites.append(Sprite(rect, BACK, 0, -1, "dora"))
    plates.append(Plate(Rect(-52, 11, 28, 5), "stick_100"))
    labels.append(Label(Rect(-22, 6, 20, 14), str(state.honba), "count", align="left"))
    plates.append(Plate(Rect(8, 11, 28, 5), "stick_1000"))
    labels.append(Label(Rect(38, 6, 20, 14), str(state.riichi_sticks), "count", align="left"))
    labels.append(Label(Rect(-60, 24, 120, 14), f"残り {state.tiles_left}", "tiles_left"))
    return BoardLayout(BOARD_SIZE, tuple(sprites), tuple(labels), tuple(plates), positions)


def _revealed_seats(state: BoardState) -> set[int]:
    event = state.event
    if isinstance(event, Ryuukyoku):
        return {s for s, hand in enumerate(event.revealed) if hand is not None}
    return set()


def _text_quarter(pos: int) -> int:
    """Side seats' text is turned to run along their edge; the top seat's stays upright."""
    return 0 if pos == 2 else pos


def _label(rect: Rect, text: str, role: str, pos: int, seat: int, align: str = "centre") -> Label:
    if pos == 2 and align != "centre":  # upright text at the top reads the other way round
        align = "right" if align == "left" else "left"
    return Label(rect.turned(pos), text, role, _text_quarter(pos), align, seat)


def _seat_labels(
    state: BoardState,
    seat: int,
    pos: int,
    players: int,
    infos: Sequence[SeatInfo],
    win: Agari | None,
    revealed: set[int],
) -> list[Label]:
    labels = []
    wind = seat_wind(seat, state.dealer, players)
    strip_top = CENTRE_HALF - STRIP_DEPTH
    labels.append(_label(Rect(-60, strip_top + 5, 20, 20), WIND_NAMES_JA[wind], "wind", pos, seat))
    labels.append(_label(Rect(-36, strip_top + 3, 64, 24), f"{state.scores[seat]}", "score",
                         pos, seat, "left"))  # fmt: skip
    event = state.event
    if isinstance(event, Agari | Ryuukyoku) and event.deltas[seat]:
        delta = event.deltas[seat]
        role = "delta_plus" if delta > 0 else "delta_minus"
        labels.append(_label(Rect(18, strip_top + 8, 44, 16), f"{delta:+d}", role, pos, seat,
                             "right"))  # fmt: skip
    if seat < len(infos):
        info = infos[seat]
        parts = [info.name or "(no name)", info.rank, info.rate]
        text = "   ".join(p for p in parts if p)
        labels.append(_label(Rect(ROW_LEFT, HAND_BOTTOM + 3, 380, 22), text, "name", pos, seat,
                             "left"))  # fmt: skip
    status, role = "", "status"
    if win is not None:
        status, role = ("ツモ Tsumo" if win.is_tsumo else "ロン Ron"), "status_win"
    elif isinstance(event, Ryuukyoku) and event.kind in (None, "nm"):
        status = "聴牌 Tenpai" if seat in revealed else "不聴 Noten"
    elif isinstance(event, Call) and event.seat == seat:
        status, role = CALL_NAMES[event.meld.kind], "status_call"
    elif isinstance(event, RiichiDeclared) and event.seat == seat:
        status, role = "立直 Riichi!", "status_call"
    elif state.riichi[seat]:
        status = "立直 Riichi"
    if status:
        labels.append(_label(Rect(ROW_RIGHT - 150, HAND_BOTTOM + 3, 150, 22), status, role, pos,
                             seat, "right"))  # fmt: skip
    return labels


def _seat_plates(state: BoardState, seat: int, pos: int, players: int) -> list[Plate]:
    strip = Rect(-CENTRE_HALF, CENTRE_HALF - STRIP_DEPTH, 2 * CENTRE_HALF, STRIP_DEPTH)
    event = state.event
    acting = not isinstance(event, RoundStart | NewDora | Ryuukyoku) and getattr(
        event, "seat", None) == seat  # fmt: skip
    plates = [Plate(_strip_polygon_rect(strip).turned(pos), "strip_active" if acting else "strip",
                    seat)]  # fmt: skip
    dealer = seat == state.dealer
    strip_top = CENTRE_HALF - STRIP_DEPTH
    plates.append(Plate(Rect(-60, strip_top + 5, 20, 20).turned(pos),
                        "wind_dealer" if dealer else "wind", seat))  # fmt: skip
    if state.riichi[seat]:
        plates.append(Plate(Rect(-45, CENTRE_HALF - 8, 90, 5).turned(pos), "riichi_stick", seat))
    return plates


def _strip_polygon_rect(strip: Rect) -> Rect:
    """The strip inset so neighbouring strips do not overlap in the box corners."""
    return Rect(strip.x + STRIP_DEPTH, strip.y, strip.w - 2 * STRIP_DEPTH, strip.h)


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

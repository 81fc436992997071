"""Where everything on the table goes, as plain rectangles (no Qt: unit-tested without a display).

The board is a square of ``BOARD_SIZE`` units centred on (0, 0), x to the right, y down; the
pieces and the rules for one seat are in ``viewer.ui.geometry``. Each seat is laid out in the
bottom seat's frame and then turned by quarter turns around the centre (right = the next seat,
top = the opposite one, left = the previous one), so one set of rules places all four seats.
Hands and melds are a pinwheel: every seat's row reaches its right-hand corner and stops short of
its left-hand one, so rows never overlap whatever their length.

The view only paints what this returns: ``Sprite`` (a tile, with its face turned by quarters),
``Label`` (text), ``Plate`` (coloured boxes and sticks). Toggles such as open hands or dora marks
change the returned values, which is how the tests check them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from viewer.domain.events import (
    Agari,
    Call,
    Discard,
    NewDora,
    RiichiDeclared,
    RoundStart,
    Ryuukyoku,
)
from viewer.domain.melds import MeldKind
from viewer.domain.seats import WIND_NAMES_JA, relative_seat, seat_wind
from viewer.domain.tiles import dora_kind
from viewer.presentation import Frame
from viewer.presentation.frame import face_up_seats
from viewer.presentation.names import (
    CALL_NAMES,
    NOTEN,
    RIICHI,
    RON,
    TENPAI,
    TENPAI_KINDS,
    TSUMO,
    both,
)
from viewer.presentation.popup_words import round_subtitle, tiles_left_text
from viewer.presentation.seats import SeatInfo
from viewer.presentation.tile_names import wind_words
from viewer.replay.state import NO_TILE, BoardState
from viewer.ui.geometry import (
    BACK,
    BOARD_SIZE,
    CENTRE_HALF,
    DORA_H,
    DORA_W,
    HAND_BOTTOM,
    ROW_LEFT,
    ROW_RIGHT,
    STRIP_DEPTH,
    Label,
    Plate,
    Rect,
    Sprite,
    hand_row,
    river_rects,
)

if TYPE_CHECKING:  # the wall view's modules load on its first use, not at start-up
    from viewer.presentation.wall import WallView

BADGE_RECT = Rect(ROW_RIGHT - 150 - 176, HAND_BOTTOM + 3, 172, 22)  # left of the status label


class BoardLayout(NamedTuple):
    size: float
    sprites: tuple[Sprite, ...]
    labels: tuple[Label, ...]
    plates: tuple[Plate, ...]
    positions: dict[int, int]  # absolute seat -> screen position (0 bottom, 1 right, 2 top, 3 left)

    def seat_sprites(self, seat: int, zone: str | None = None) -> tuple[Sprite, ...]:
        return tuple(s for s in self.sprites if s.seat == seat and (zone is None or s.zone == zone))


# -- the whole board ---------------------------------------------------------------------------


def layout_frame(frame: Frame) -> BoardLayout:
    """The board of a frame, as its options ask."""
    options = frame.options
    return layout_board(
        frame.state,
        players=frame.players,
        viewpoint=options.viewpoint,
        open_hands=options.open_hands,
        shade_tsumogiri=options.shade_tsumogiri,
        mark_dora=options.mark_dora,
        infos=frame.seats,
        wins=frame.revealed_wins,
        badges=frame.badges,
        face_up=frame.face_up,
        wall=frame.wall,
    )


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
    face_up: Sequence[bool] = (),
    wall: WallView | None = None,
) -> BoardLayout:
    """Everything to draw for one snapshot seen from ``viewpoint``.

    ``badges``: per seat, an optional (text, role) drawn by the hand (the hand analysis).
    ``face_up``: per seat, whether its hand is shown (a frame's); by default the same rule.

    ``wall``: the wall view (key W): each hand row moves out and the wall stands between
    each river and hand (``viewer.ui.wall_layout``).

    ``wins`` are the Agari events to reveal (the current one, or every winner of a double ron);
    when empty and the state's event is an Agari, that one is used.
    """
    event = state.event
    if not wins and isinstance(event, Agari):
        wins = (event,)
    sanma = players == 3
    dora_kinds = {dora_kind(t >> 2, sanma) for t in state.dora_indicators} if mark_dora else set()
    winners = {w.seat: w for w in wins}
    if not face_up:
        face_up = face_up_seats(state, players, viewpoint, open_hands, list(winners))
    revealed = _revealed_seats(state)
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
        shown = face_up[seat]
        # river
        entries = state.river(seat)
        for i, ((rect, sideways), entry) in enumerate(zip(river_rects(entries), entries,
                                                          strict=True)):  # fmt: skip
            tile = entry.tile
            last = i == len(entries) - 1
            highlight = last and (
                (isinstance(event, Discard) and event.seat == seat)
                or (isinstance(event, Call) and event.meld.from_seat == seat
                    and event.meld.called == tile)
                or (seat, tile) in ron_tiles
            )  # fmt: skip
            sprites.append(tile_sprite(
                rect, tile, 1 if sideways else 0, seat, "river", dim=entry.called,
                shade=shade_tsumogiri and entry.tsumogiri, highlight=highlight,
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
            sprites.append(tile_sprite(rect, tile if shown else BACK, 0, seat, "hand"))
        if row.drawn is not None:
            sprites.append(tile_sprite(row.drawn, drawn if shown else BACK, 0, seat, "drawn",
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
    subtitle = round_subtitle(wind_words(wind), number)
    labels.append(Label(Rect(-60, -39, 120, 11), subtitle, "round_en"))
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
    labels.append(Label(Rect(-60, 24, 120, 14), tiles_left_text(state.tiles_left), "tiles_left"))
    size = BOARD_SIZE
    if wall is not None and wall.note is None:
        from viewer.ui.wall_layout import WALL_BAND, make_room, wall_pieces

        sprites, labels = make_room(sprites, labels, positions)
        extra = wall_pieces(wall, positions)
        sprites += extra[0]
        labels += extra[1]
        plates += extra[2]
        size += 2 * WALL_BAND
    return BoardLayout(size, tuple(sprites), tuple(labels), tuple(plates), positions)


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
        parts = [info.name, info.rank, info.rate]
        text = "   ".join(p for p in parts if p)
        labels.append(_label(Rect(ROW_LEFT, HAND_BOTTOM + 3, 380, 22), text, "name", pos, seat,
                             "left"))  # fmt: skip
    status, role = "", "status"
    if win is not None:
        status, role = both(TSUMO if win.is_tsumo else RON), "status_win"
    elif isinstance(event, Ryuukyoku) and event.kind in TENPAI_KINDS:
        status = both(TENPAI if seat in revealed else NOTEN)
    elif isinstance(event, Call) and event.seat == seat:
        status, role = both(CALL_NAMES[event.meld.kind]), "status_call"
    elif isinstance(event, RiichiDeclared) and event.seat == seat:
        status, role = both(RIICHI) + "!", "status_call"
    elif state.riichi[seat]:
        status = both(RIICHI)
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

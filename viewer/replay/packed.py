"""How the replay stores a step compactly: internal to ``viewer.replay``.

A game has thousands of steps and each keeps its own table, so the replay stores what changes
as small ints and shared tuples, and ``Snapshots`` / ``BoardState`` hand out typed values
(``RiverTile``, hands as tuples) at the boundary. Nothing outside ``viewer.replay`` reads these
numbers (an import-linter contract says so): a river is read with ``BoardState.river(seat)``.

- A river entry is one int: the tile id | TSUMOGIRI | RIICHI | CALLED.
- The concealed tiles of all seats are one int: bit 152 * seat + tile. Tile ids are unique on
  the table, so a set of them is exact, and a discard or a call changes it with one or two
  integer operations instead of copying a hand and the 4-tuple of hands (measured: the hand
  updates were a fifth of the replay). Bits 136-151 of a seat are its hidden tiles (mjai logs
  from one seat's view; ``viewer.domain.tiles.UNKNOWN_FIRST``): unique within a hand only.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from viewer.domain.tiles import ID_LIMIT, UNKNOWN_FIRST

T = TypeVar("T")


def four(values: Iterable[T]) -> tuple[T, T, T, T]:
    """The four values (one per seat) as a 4-tuple, typed as one."""
    a, b, c, d = values
    return (a, b, c, d)


TSUMOGIRI = 0x100
RIICHI = 0x200
CALLED = 0x400
TILE_MASK = 0xFF
ENTRY_LIMIT = CALLED << 1  # every river entry is below this
NO_TILE = -1  # "no drawn tile"; also an index: the last item of the tables below
SEAT_BITS = ID_LIMIT  # bits per seat in the hands int: the known ids, then the hidden slots
SEAT_BYTES = SEAT_BITS // 8
HIDDEN_MASK = (1 << SEAT_BITS) - (1 << UNKNOWN_FIRST)  # a seat's hidden slots (seat 0)
KNOWN_MASK = (1 << UNKNOWN_FIRST) - 1  # the known ids (of seat 0, or of a tile set)

# Shared values a step would otherwise build anew: the ``drawn`` 4-tuple of each seat holding
# each tile, and the one-entry tuple that extends a river by each possible entry.
NO_DRAWN = (NO_TILE, NO_TILE, NO_TILE, NO_TILE)
DRAWN_TILE = tuple(
    tuple(four(tile if s == seat else NO_TILE for s in range(4)) for tile in range(SEAT_BITS))
    for seat in range(4)
)
RIVER_ENTRY = tuple((entry,) for entry in range(CALLED))
# HAND_BIT[seat][NO_TILE] (index -1) is 0: adding "no drawn tile" adds none.
HAND_BIT = tuple(
    tuple(1 << (SEAT_BITS * seat + tile) for tile in range(SEAT_BITS)) + (0,) for seat in range(4)
)
TILE_BIT = tuple(1 << tile for tile in range(SEAT_BITS))
# A byte of a tile set (8 tiles) as 8 bytes of 0 or 1: the ``seen`` table of the tiles dealt.
BYTE_FLAGS = tuple(bytes(value >> bit & 1 for bit in range(8)) for value in range(256))


class _ByteTiles(dict[int, tuple[int, ...]]):
    """The tiles of a byte of a seat's part of the hands int: ``BYTE_TILES[offset << 8 | value]``
    for the byte at ``offset`` (0-18) of the seat's 19 bytes (136 tile ids, then the hidden
    ones). Filled as bytes are met: all 4864 entries made at import cost ~5 ms of start-up, and a
    game meets a few hundred of them."""

    def __missing__(self, key: int) -> tuple[int, ...]:
        base, value = 8 * (key >> 8), key & 0xFF
        tiles = self[key] = tuple(base + bit for bit in range(8) if value >> bit & 1)
        return tiles


BYTE_TILES = _ByteTiles()


def hands_of(mask: int) -> tuple[tuple[int, ...], ...]:
    """The four hands (ascending tile ids) of a hands int."""
    data = mask.to_bytes(4 * SEAT_BYTES, "little")
    hands = []
    for start in range(0, 4 * SEAT_BYTES, SEAT_BYTES):
        tiles: list[int] = []
        for offset, value in enumerate(data[start : start + SEAT_BYTES]):
            if value:
                tiles += BYTE_TILES[offset << 8 | value]
        hands.append(tuple(tiles))
    return tuple(hands)

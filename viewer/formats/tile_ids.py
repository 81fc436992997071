"""Tile ids for formats that name tiles by kind (tenhou.net/6 JSON, mjai).

The board needs Tenhou's 0-135 ids: they tell copies apart, find red fives and let the replay
check that no tile is on the table twice. These formats only say "a 5m" or "the red 5m", so each
round hands out ids as tiles appear: a red five gets copy 0 (Tenhou's red id), any other tile the
lowest copy not yet in play. The same file therefore always gives the same ids, and a fifth copy
of a kind is an error rather than a second use of an id.
"""

from __future__ import annotations

from viewer.domain.events import Discard, Draw
from viewer.domain.record import GameRecord
from viewer.domain.tiles import ID_LIMIT, has_unknown, is_unknown

FIVES = frozenset({4, 13, 22})  # the kinds of 5m, 5p, 5s
# Draw and discard events are immutable: one shared object per seat and tile, as the mjlog
# reader does (a game has about a thousand of them).
DRAWS = tuple(tuple(Draw(seat, tile) for tile in range(ID_LIMIT)) for seat in range(4))
DISCARDS = tuple(tuple(Discard(seat, tile) for tile in range(136)) for seat in range(4))


def hides_tiles(record: GameRecord) -> bool:
    """Whether a game holds hidden tiles (an mjai log from one seat's view)."""
    for rnd in record.rounds:
        if any(has_unknown(tuple(sorted(hand))) for hand in rnd.start.hands):
            return True
        if any(type(e) is Draw and is_unknown(e.tile) for e in rnd.events):
            return True
    return False


HIDDEN_TILES_REFUSED = (
    "this game hides tiles (an mjai log from one seat's view), and tenhou.net/6 has no way to "
    "write a hidden tile: export it as mjai"
)


class TileCountError(ValueError):
    """More copies of a kind than a set of tiles has (the message names the tile)."""


def kind_text(kind: int, red: bool = False) -> str:
    """``'5m'``, ``'0m'`` (red), ``'1z'``: the name in a message."""
    return f"{0 if red else kind % 9 + 1}{'mpsz'[kind // 9]}"


class TileAllocator:
    """The ids of one round, handed out in the order the tiles show up."""

    __slots__ = ("_next", "_red_fives", "_red_used")

    def __init__(self, red_fives: bool) -> None:
        self._red_fives = red_fives
        # next free copy per kind; with red fives a plain five starts at copy 1
        self._next = [1 if red_fives and k in FIVES else 0 for k in range(34)]
        self._red_used = [False, False, False]

    def take(self, kind: int, red: bool = False) -> int:
        """A fresh id of ``kind`` (the red copy when ``red``)."""
        if red:
            suit = kind // 9
            if kind not in FIVES or self._red_used[suit]:
                raise TileCountError(f"a second red {kind_text(kind)} in one round")
            self._red_used[suit] = True
            if not self._red_fives:  # a red five named in a game without them: copy 0 is free
                if self._next[kind] == 0:
                    self._next[kind] = 1
                    return kind * 4
                raise TileCountError(f"a fifth {kind_text(kind)} in one round")
            return kind * 4
        copy = self._next[kind]
        if copy > 3:
            limit = "fourth" if self._red_fives and kind in FIVES else "fifth"
            raise TileCountError(f"a {limit} plain {kind_text(kind)} in one round")
        self._next[kind] = copy + 1
        if not self._red_fives and kind in FIVES and copy == 0:
            self._red_used[kind // 9] = True  # copy 0 is plain here; no red may follow
        return kind * 4 + copy


class Hand:
    """The ids a seat holds, found again by kind (a discard or a call names a kind only)."""

    __slots__ = ("ids",)

    def __init__(self) -> None:
        self.ids: list[int] = []

    def add(self, tile: int) -> None:
        self.ids.append(tile)

    def take(self, kind: int, red: bool, red_fives: bool, avoid: int = -1) -> int | None:
        """Remove and return an id of ``kind`` (the red one when ``red``), None when absent.

        ``avoid``: an id to leave when another fits (a discard from the hand of the same kind as
        the tile just drawn must not be the drawn one, or it would read as tsumogiri).
        """
        best = -1
        for tile in self.ids:
            if tile >> 2 != kind:
                continue
            is_red = red_fives and kind in FIVES and tile & 3 == 0
            if is_red != red:
                continue
            if best < 0 or (best == avoid and tile != avoid) or (tile != avoid and tile < best):
                best = tile
        if best < 0:
            return None
        self.ids.remove(best)
        return best

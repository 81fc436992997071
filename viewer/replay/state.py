"""The immutable board snapshot the view draws, one per step.

Snapshots share structure: a draw changes only ``drawn`` (a shared 4-tuple) and the tiles left, and
reuses every other field of the previous snapshot. The rivers are stored packed (one small int per
discard, see ``viewer.replay.packed``) so that the thousands of snapshots of a game hold almost
nothing the garbage collector has to walk; ``BoardState.river(seat)`` is the one way to read them,
as typed ``RiverTile`` values. The replay stores the hands of a step as one int and makes these
tuples when the step is first asked for.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from viewer.domain.events import Event
from viewer.domain.melds import Meld
from viewer.domain.tiles import tiles_name
from viewer.replay.packed import CALLED, ENTRY_LIMIT, NO_TILE, RIICHI, TILE_MASK, TSUMOGIRI

__all__ = ["NO_TILE", "BoardState", "RiverTile"]


class RiverTile(NamedTuple):
    """One discard as it lies in a river."""

    tile: int
    tsumogiri: bool  # the tile just drawn, discarded at once
    riichi: bool  # the riichi declaration discard (laid sideways)
    called: bool  # taken by chi, pon or daiminkan (it lies in the caller's meld)


# Every possible entry decoded once: reading a river is then a lookup per discard, and the same
# entry always gives the same RiverTile (about a thousand small shared tuples, made at import).
_RIVER_TILES = tuple(
    tuple.__new__(RiverTile, (entry & TILE_MASK, bool(entry & TSUMOGIRI), bool(entry & RIICHI),
                              bool(entry & CALLED)))
    for entry in range(ENTRY_LIMIT)
)  # fmt: skip
_river_tile = _RIVER_TILES.__getitem__


@lru_cache(maxsize=256)
def _decoded_river(entries: tuple[int, ...]) -> tuple[RiverTile, ...]:
    """A river's RiverTiles. Kept for the rivers last asked for: a step changes at most one
    river, so a view reading all four at each step decodes one and finds three (measured: a
    lookup is a third of the cost of decoding a late river of a dozen discards)."""
    return tuple(map(_river_tile, entries))


class BoardState(NamedTuple):
    """The table after one event.

    ``hands`` are each seat's concealed tiles, ascending, **without** the just-drawn tile, which is
    in ``drawn`` (NO_TILE when the seat holds none apart). ``rivers`` is the replay's packed
    storage of the discards: read a river with ``river(seat)``. ``melds`` are in call order (a
    kakan replaces its pon in place).
    """

    event: Event
    hands: tuple[tuple[int, ...], ...]
    drawn: tuple[int, int, int, int]
    rivers: tuple[tuple[int, ...], ...]
    melds: tuple[tuple[Meld, ...], ...]
    dora_indicators: tuple[int, ...]
    scores: tuple[int, int, int, int]
    riichi: tuple[bool, bool, bool, bool]
    riichi_sticks: int
    honba: int
    tiles_left: int
    round_index: int
    dealer: int

    def concealed(self, seat: int) -> tuple[int, ...]:
        """A seat's concealed tiles, the drawn tile included, ascending."""
        drawn = self.drawn[seat]
        if drawn == NO_TILE:
            return self.hands[seat]
        return tuple(sorted((*self.hands[seat], drawn)))

    def river(self, seat: int) -> tuple[RiverTile, ...]:
        """A seat's discards in order, called ones included (flagged ``called``)."""
        return _decoded_river(self.rivers[seat])

    @property
    def actor(self) -> int | None:
        """The seat that acted in this step (None for the deal, a new dora, a draw result)."""
        return getattr(self.event, "seat", None)

    def __repr__(self) -> str:  # fits on a screen, unlike the generated one
        hands = " | ".join(tiles_name(self.concealed(s)) for s in range(4))
        return (
            f"<BoardState {type(self.event).__name__} round={self.round_index} "
            f"left={self.tiles_left} scores={self.scores} hands={hands}>"
        )

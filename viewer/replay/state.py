"""The immutable board snapshot the view draws, one per step.

Snapshots share structure: a draw changes only ``drawn`` (a shared 4-tuple) and the tiles left, and
reuses every other field of the previous snapshot. River entries are plain ints (tile id plus flag
bits) so that the thousands of snapshots of a game hold almost nothing the garbage collector has to
walk. The replay stores the hands of a step as one int (``viewer.replay.reducer.HAND_BIT``) and
makes these tuples when the step is first asked for.
"""

from __future__ import annotations

from typing import NamedTuple

from viewer.domain.events import Event
from viewer.domain.melds import Meld

TSUMOGIRI = 0x100
RIICHI = 0x200
CALLED = 0x400
TILE_MASK = 0xFF
NO_TILE = -1


class RiverTile(NamedTuple):
    """A decoded river entry."""

    tile: int
    tsumogiri: bool
    riichi: bool  # the riichi declaration discard
    called: bool  # taken by chi, pon or daiminkan

    @classmethod
    def from_entry(cls, entry: int) -> RiverTile:
        return cls(entry & TILE_MASK, bool(entry & TSUMOGIRI), bool(entry & RIICHI),
                   bool(entry & CALLED))  # fmt: skip


class BoardState(NamedTuple):
    """The table after one event.

    ``hands`` are each seat's concealed tiles, ascending, **without** the just-drawn tile, which is
    in ``drawn`` (NO_TILE when the seat holds none apart). ``rivers`` entries are ints: tile id |
    TSUMOGIRI | RIICHI | CALLED. ``melds`` are in call order (a kakan replaces its pon in place).
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
        return tuple(RiverTile.from_entry(e) for e in self.rivers[seat])

    @property
    def actor(self) -> int | None:
        """The seat that acted in this step (None for the deal, a new dora, a draw result)."""
        return getattr(self.event, "seat", None)

    def __repr__(self) -> str:  # fits on a screen, unlike the generated one
        from viewer.domain.tiles import tiles_name

        hands = " | ".join(tiles_name(self.concealed(s)) for s in range(4))
        return (
            f"<BoardState {type(self.event).__name__} round={self.round_index} "
            f"left={self.tiles_left} scores={self.scores} hands={hands}>"
        )

"""What one seat can see at a step, and so how many copies of each kind it cannot.

The coach judges a discard from these counts (ukeire counts unseen copies) and the luck of a
draw is measured from the same ones (``viewer.luck``): one definition for both.
"""

from __future__ import annotations

from viewer.coach.efficiency import KINDS, SANMA_MISSING
from viewer.domain.tiles import is_unknown
from viewer.replay import BoardState


def visible_tiles(state: BoardState, seat: int) -> set[int]:
    """The tile ids ``seat`` sees: its hand, every river and meld, the dora indicators."""
    visible = set(state.concealed(seat))
    visible.update(state.dora_indicators)
    for other in range(4):
        visible.update(entry.tile for entry in state.river(other))
        for meld in state.melds[other]:
            visible.update(meld.tiles)
    return visible


def unseen_counts(state: BoardState, seat: int, sanma: bool) -> tuple[int, ...]:
    """unseen(kind) = 4 - the copies ``seat`` sees (2m-8m: 0 in 3-player games)."""
    counts = [4] * KINDS
    for tile in visible_tiles(state, seat):
        if not is_unknown(tile):
            counts[tile >> 2] -= 1
    if sanma:
        for kind in SANMA_MISSING:
            counts[kind] = 0
    return tuple(max(0, c) for c in counts)

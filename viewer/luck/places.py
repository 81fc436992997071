"""Where the copies of a tenpai's winning kinds are at one step (the issue's four places).

Every copy of a winning kind that is not in the seat's own hand is in exactly one place: the
other seats' concealed hands, in sight (a river, any meld, an indicator turned over), the live
wall (what is left of ``RoundWall.draws``) or, failing all three, the dead wall unseen (rinshan
tiles not drawn, indicators not turned, the ura, and the end of the live wall that replacement
draws gave to the dead wall). The live wall's order says who would draw each copy if nobody
called again: its tiles go in turn from ``WallProgress.next_seat``.
"""

from __future__ import annotations

from collections.abc import Iterable

from viewer.domain.tiles import has_unknown
from viewer.luck.model import LiveCopy, WallPlaces
from viewer.replay import BoardState
from viewer.wall import RoundWall, WallProgress


def copies(kinds: Iterable[int]) -> tuple[int, ...]:
    """Every tile id of the kinds (four each)."""
    return tuple(tile for kind in kinds for tile in range(4 * kind, 4 * kind + 4))


def in_sight(state: BoardState) -> set[int]:
    """The ids everyone sees: every river and meld, the indicators turned over."""
    seen = set(state.dora_indicators)
    for seat in range(4):
        seen.update(entry.tile for entry in state.river(seat))
        for meld in state.melds[seat]:
            seen.update(meld.tiles)
    return seen


def in_hands(
    state: BoardState, seat: int, players: int, wanted: frozenset[int]
) -> tuple[tuple[int, ...], ...] | None:
    """Per seat, the wanted ids in the other seats' concealed hands (None: a hand is hidden)."""
    found: list[tuple[int, ...]] = []
    for other in range(4):
        hand = state.concealed(other) if other < players and other != seat else ()
        if has_unknown(hand):
            return None
        found.append(tuple(t for t in hand if t in wanted))
    return tuple(found)


def live_copies(
    wall: RoundWall, progress: WallProgress, wanted: frozenset[int]
) -> tuple[LiveCopy, ...]:
    """The wanted ids in the live wall, in drawing order, each with its draw and drawer."""
    start = progress.live_drawn
    rest = wall.draws[start : start + progress.live_left(wall)]
    found = []
    for turn, tile in enumerate(rest):
        if tile in wanted:
            seat = (progress.next_seat + turn) % wall.players
            found.append(LiveCopy(tile, turn + 1, seat, turn // wall.players + 1))
    return tuple(found)


def wall_places(
    wall: RoundWall,
    progress: WallProgress,
    wanted: frozenset[int],
    elsewhere: set[int],
) -> WallPlaces:
    """The live copies and those unseen in the dead wall (``elsewhere``: the ids in a hand or
    in sight, the seat's own included)."""
    live = live_copies(wall, progress, wanted)
    in_live = {copy.tile for copy in live}
    present = set(wall.tiles)
    dead = tuple(
        sorted(t for t in wanted if t in present and t not in in_live and t not in elsewhere)
    )
    return WallPlaces(live, dead)

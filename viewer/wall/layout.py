"""Where each tile of a shuffled wall goes: the deal, the live wall, the dead wall.

Tenhou's shuffled array ``tiles`` (index 0..n-1, n = 136 or 108) is dealt from its top index
down: four tiles to each seat in turn, the dealer first, three times, then one each; the live
wall follows downwards and ends at index 14. The dead wall is indexes 0..13: replacement tiles
are taken 1, 0, 3, 2 (3-player: then 5, 4, 7, 6, for kita), dora indicators lie at the odd
indexes from 5 (3-player: from 9) and each ura indicator just below its dora indicator.
Every replacement draw moves the end of the live wall up by one (the haitei tile joins the dead
wall), which is why the 3-player 4th and 5th indicators (indexes 14-17) are listed among the
draws too: they only become indicators once enough replacement draws have been made.

Logs keyed by the older seed forms (2009-2010: hex words) place the dead wall differently:
replacement tiles 0, 1, 2, 3 (… 7), dora indicators at the even indexes from 4 (3-player: 8) and
each ura indicator just above its dora indicator.

All of this was found on, and is checked against, the corpus (tests/wall).
"""

from __future__ import annotations

from dataclasses import dataclass

LIVE_WALL_END = 14  # the lowest index of the live wall before any replacement draw
# Indexes into the shuffled array by player count: replacement tiles, dora, ura indicators.
DEAD_WALL = {
    4: ((1, 0, 3, 2), (5, 7, 9, 11, 13), (4, 6, 8, 10, 12)),
    3: ((1, 0, 3, 2, 5, 4, 7, 6), (9, 11, 13, 15, 17), (8, 10, 12, 14, 16)),
}
LEGACY_DEAD_WALL = {
    4: ((0, 1, 2, 3), (4, 6, 8, 10, 12), (5, 7, 9, 11, 13)),
    3: ((0, 1, 2, 3, 4, 5, 6, 7), (8, 10, 12, 14, 16), (9, 11, 13, 15, 17)),
}


@dataclass(frozen=True, slots=True)
class RoundWall:
    """One round's wall, everything named by Tenhou tile id (0-135).

    ``deal`` has one hand per seat in dealing order (the dealer first), each in the order its
    tiles were dealt; ``draws`` is the live wall in the order tiles leave it (a round with
    replacement draws ends that many tiles earlier); ``rinshan`` is in the order replacement
    tiles are drawn; ``dora_indicators`` / ``ura_indicators`` in reveal order.
    """

    tiles: tuple[int, ...]  # the shuffled array, Tenhou's own order
    dice: tuple[int, int]
    players: int
    deal: tuple[tuple[int, ...], ...]
    draws: tuple[int, ...]
    dora_indicators: tuple[int, ...]
    ura_indicators: tuple[int, ...]
    rinshan: tuple[int, ...]

    def hand_of(self, seat: int, dealer: int) -> tuple[int, ...]:
        """The starting hand of an absolute seat, given the round's dealer."""
        return self.deal[(seat - dealer) % self.players]


def lay_out(tiles: tuple[int, ...], dice: tuple[int, int], legacy: bool = False) -> RoundWall:
    """Name the parts of a shuffled array of 136 (4-player) or 108 (3-player) tiles.

    ``legacy``: the dead wall of the logs keyed by the older seed forms.
    """
    players = 4 if len(tiles) == 136 else 3
    if len(tiles) not in (136, 108):
        raise ValueError(f"a wall has 136 or 108 tiles, not {len(tiles)}")
    top = len(tiles) - 1
    hands: list[list[int]] = [[] for _ in range(players)]
    for size in (4, 4, 4, 1):
        for hand in hands:
            hand.extend(tiles[top - i] for i in range(size))
            top -= size
    rinshan, dora, ura = (LEGACY_DEAD_WALL if legacy else DEAD_WALL)[players]
    return RoundWall(
        tiles=tiles,
        dice=dice,
        players=players,
        deal=tuple(tuple(hand) for hand in hands),
        draws=tuple(tiles[i] for i in range(top, LIVE_WALL_END - 1, -1)),
        dora_indicators=tuple(tiles[i] for i in dora),
        ura_indicators=tuple(tiles[i] for i in ura),
        rinshan=tuple(tiles[i] for i in rinshan),
    )

"""A game's identity whatever file holds it: a hash of its deals.

The content hash tells copies of one file apart from other files, but the same game read from
an mjlog, from a tenhou.net/6 file and from the mjai log a Mortal report carries is three
different byte strings. What they share is the game itself: its rounds, and each seat's
thirteen starting tiles. Tile ids differ between the formats (mjai and tenhou.net/6 name a
tile, not which of its four copies), so a hand is kept as its sorted tile kinds.

The key is the number of players and of rounds, and the first and the last round's wind,
number, honba and deals. Fifty-two tiles already make two real games with one first deal
unheard of; the last round and the count tell a fragment of a game from the whole. Every
indexed game pays for its key, and hashing every round's deal cost about 3 % of the facts of
an mjlog; two rounds cost a fifth of that.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from viewer.domain.tiles import ID_LIMIT, UNKNOWN_FIRST

# Tile id -> its kind (0-33) as one byte; a hidden tile (an mjai log from one seat's view) is
# 34, so a game with hidden hands never takes the key of the full game.
_KINDS = bytes(
    (tile >> 2 if tile < UNKNOWN_FIRST else 34) if tile < ID_LIMIT else 255 for tile in range(256)
)
_SEPARATOR = b"\xff"
Deal = tuple[int, int, Sequence[Sequence[int]]]


class DealKeys:
    """The deals of one game, fed round by round (``add``), then hashed (``key``)."""

    __slots__ = ("_first", "_last", "_players", "_rounds")

    def __init__(self, players: int) -> None:
        self._players = players
        self._rounds = 0
        self._first: Deal | None = None
        self._last: Deal | None = None

    def add(self, round_index: int, honba: int, hands: Sequence[Sequence[int]]) -> None:
        """One round's start: its index (0 = East 1), honba and each seat's starting tiles."""
        deal = (round_index, honba, hands)
        if self._first is None:
            self._first = deal
        self._last = deal
        self._rounds += 1

    def key(self) -> str:
        """BLAKE2b-128 (hex) of the deals: equal for the same game in any format."""
        rounds = self._rounds
        parts = [bytes((self._players, rounds & 0xFF, rounds >> 8 & 0xFF))]
        for deal in (self._first, self._last):
            if deal is not None:
                round_index, honba, hands = deal
                parts.append(bytes((round_index & 0xFF, honba & 0xFF)))
                for hand in hands:
                    parts.append(bytes(sorted(hand)).translate(_KINDS))
                    parts.append(_SEPARATOR)
        return hashlib.blake2b(b"".join(parts), digest_size=16).hexdigest()

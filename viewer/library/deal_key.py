"""A game's identity whatever file holds it: a hash of its deals.

The content hash tells copies of one file apart from other files, but the same game read from
an mjlog, from a tenhou.net/6 file and from the mjai log a Mortal report carries is three
different byte strings. What they share is the game itself: every round's wind, number and
honba, and each seat's thirteen starting tiles. Tile ids differ between the formats (mjai and
tenhou.net/6 name a tile, not which of its four copies), so a hand is kept as its sorted tile
kinds. Fifty-two tiles a round make two different games with the same deals impossible in
practice, and a fragment of a game (fewer rounds) keeps a key of its own.

Built for speed, since every indexed game pays for it: per seat one ``sorted`` and one
``bytes.translate`` (both C), one BLAKE2b over the whole game.
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


class DealKeys:
    """The deals of one game, fed round by round (``add``), then hashed (``key``)."""

    __slots__ = ("_parts",)

    def __init__(self, players: int) -> None:
        self._parts: list[bytes] = [bytes((players,))]

    def add(self, round_index: int, honba: int, hands: Sequence[Sequence[int]]) -> None:
        """One round's start: its index (0 = East 1), honba and each seat's starting tiles."""
        parts = self._parts
        parts.append(bytes((round_index & 0xFF, honba & 0xFF)))
        for hand in hands:
            parts.append(bytes(sorted(hand)).translate(_KINDS))
            parts.append(_SEPARATOR)

    def key(self) -> str:
        """BLAKE2b-128 (hex) of the deals: equal for the same game in any format."""
        return hashlib.blake2b(b"".join(self._parts), digest_size=16).hexdigest()

"""What the value model judges a decision from: one frozen ``Position`` per decision.

The exact model, the estimate for deep hands and the fold rule all read the same value, built
once from the board (``GameCoach.position``) or from any other source of a decision (the tests
build them from the oracle file's cases). Everything in it is what the seat can see at the
moment it decides, so the same position met again (stepping back, the quiz, the library) is the
same key and costs nothing twice.
"""

from __future__ import annotations

from dataclasses import dataclass

from viewer.domain.melds import Meld
from viewer.domain.record import Rules

KINDS = 34
RED_IDS = (16, 52, 88)  # the red five of man, pin, sou (tile ids)
FIVES = (4, 13, 22)  # the kinds of the fives


@dataclass(frozen=True, slots=True)
class Position:
    """One seat's decision: the 14-tile hand (less 3 per meld; or 13 before a draw), what it
    cannot see, the table."""

    concealed: tuple[int, ...]  # tile ids, 3n+2 (a hand choosing a discard) or 3n+1 (a hand
    # before its next draw: a call's pass, the hand after a kan)
    melds: tuple[Meld, ...]  # chi, pon and kans; kita apart (``kita``)
    kita: int  # North tiles set aside in 3-player games (each one a dora)
    unseen: tuple[int, ...]  # per kind 0-33: 4 - copies visible to the seat (reds counted in)
    red_unseen: tuple[int, int, int]  # 1 where that suit's red five is unseen (0 without reds)
    draws_left: int  # T = min(17, tiles left // players)
    round_wind: int  # 0 East ... 3 North
    seat_wind: int  # counted from the dealer: 0 is the dealer
    dora_indicators: tuple[int, ...]  # tile ids shown
    rules: Rules
    allowed: tuple[int, ...]  # the kinds the seat may discard (kuikae left out), ascending

    @property
    def closed(self) -> bool:
        """No called meld (a closed kan keeps the hand closed): riichi is possible."""
        return not any(meld.is_open for meld in self.melds)

    @property
    def dealer(self) -> bool:
        return self.seat_wind == 0

    @property
    def counts(self) -> tuple[int, ...]:
        """The concealed hand's copies per kind (a red five is a five)."""
        counts = [0] * KINDS
        for tile in self.concealed:
            counts[tile >> 2] += 1
        return tuple(counts)


def draws_left(tiles_left: int, players: int) -> int:
    """The seat's draws still to come, as the one-player model counts them."""
    return max(0, min(17, tiles_left // players))

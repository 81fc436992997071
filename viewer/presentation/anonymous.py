"""Hiding who played: seats become "A, B, C, D" in everything shared (images, animations, exports).

One Qt-free place so the board, the popups, the render command and the format exports (tenhou6,
mjai) hide names the same way. Ranks and rates go too: a rare dan or an exact rate names a player
as surely as the name does.
"""

from __future__ import annotations

from dataclasses import replace

from viewer.domain.record import GameRecord, Player

SEAT_LETTERS = ("A", "B", "C", "D")


def anonymous_names(players: int) -> tuple[str, ...]:
    """The names shown instead of the players', by seat (seat 0 is "A").

    >>> anonymous_names(4), anonymous_names(3)
    (('A', 'B', 'C', 'D'), ('A', 'B', 'C'))
    """
    if not 0 <= players <= len(SEAT_LETTERS):
        raise ValueError(f"a game has at most {len(SEAT_LETTERS)} seats (got {players})")
    return SEAT_LETTERS[:players]


def anonymous_record(record: GameRecord) -> GameRecord:
    """The same game with each player's name replaced by the seat's letter and no rank or rate.

    >>> from viewer.domain.record import Rules
    >>> game = GameRecord(Rules(0x89), (Player("Aoi", 16, 2100.0), Player("Ren", 9, 1700.0)), ())
    >>> [(p.name, p.dan, p.rate) for p in anonymous_record(game).players]
    [('A', None, None), ('B', None, None)]
    """
    letters = anonymous_names(len(record.players))
    players = tuple(Player(letter, None, None) for letter in letters)
    return replace(record, players=players)

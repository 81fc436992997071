"""Seats in words: a player's name (or "Seat N"), rank and rate, and the seat's wind.

One convention for a seat without a name everywhere (board, popups, status line, round list):
"Seat N" with N counted from 1, as people count seats.
"""

from __future__ import annotations

from typing import NamedTuple

from viewer.domain.record import GameRecord
from viewer.domain.seats import WIND_NAMES_JA, seat_wind
from viewer.presentation.i18n import translate
from viewer.presentation.names import dan_name


def seat_name(record: GameRecord, seat: int) -> str:
    """The player's name, or "Seat N" (N = seat + 1) when the log gives none.

    >>> from viewer.domain.record import GameRecord, Player, Rules
    >>> record = GameRecord(Rules(0x89), (Player("Aoi", None, None), Player("", None, None)), ())
    >>> seat_name(record, 0), seat_name(record, 1), seat_name(record, 3)
    ('Aoi', 'Seat 2', 'Seat 4')
    """
    if 0 <= seat < len(record.players) and record.players[seat].name:
        return record.players[seat].name
    return translate("seats", "Seat {number}").format(number=seat + 1)


def wind_label(seat: int, dealer: int, players: int) -> str:
    """The seat's wind as a seat is called: ``東家`` for the dealer."""
    return f"{WIND_NAMES_JA[seat_wind(seat, dealer, players)]}家"


def rank_text(record: GameRecord, seat: int) -> str:
    """The player's dan in Japanese (``四段``), "" when the log gives none."""
    rank = dan_name(record.players[seat].dan) if seat < len(record.players) else None
    return rank.ja if rank else ""


class SeatInfo(NamedTuple):
    """A player as the board labels it."""

    name: str
    rank: str  # e.g. 四段, or ""
    rate: str  # e.g. R1850, or ""


def seat_infos(record: GameRecord) -> tuple[SeatInfo, ...]:
    infos = []
    for seat, player in enumerate(record.players):
        rate = f"R{player.rate:.0f}" if player.rate is not None else ""
        infos.append(SeatInfo(seat_name(record, seat), rank_text(record, seat), rate))
    return tuple(infos)

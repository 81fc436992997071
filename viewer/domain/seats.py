"""Seats and winds. Seats are absolute (0-3, as the log numbers them); views rotate them."""

from __future__ import annotations

WIND_NAMES_EN = ("East", "South", "West", "North")
WIND_NAMES_JA = ("東", "南", "西", "北")


def seat_wind(seat: int, dealer: int, players: int = 4) -> int:
    """Seat wind (0 = East) of a seat, counted from the dealer in turn order.

    >>> [WIND_NAMES_EN[seat_wind(seat, dealer=2)] for seat in range(4)]
    ['West', 'North', 'East', 'South']
    >>> seat_wind(0, dealer=1, players=3)  # with three players, seat 0 is last after the dealer
    2
    """
    return (seat - dealer) % players


def relative_seat(seat: int, viewpoint: int) -> int:
    """Screen position of a seat: 0 bottom (viewpoint), 1 right, 2 top, 3 left.

    >>> [relative_seat(seat, viewpoint=2) for seat in range(4)]
    [2, 3, 0, 1]
    """
    return (seat - viewpoint) % 4

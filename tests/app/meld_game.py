"""A hand-written game whose every seat has called: the board at its fullest around the hands.

Seat 0 (at the bottom) pons North and Haku, seat 1 (right) East and Hatsu, seat 2 (top) South,
seat 3 (left) West. ``BOTTOM_CALL`` is the step of seat 0's second pon: its decision (fourteen
tiles with two melds), where a review's or the coach's box is drawn beside the hand.
"""

from __future__ import annotations

from pathlib import Path

from tests.logbuilder import call, document, draw_result, init
from viewer.domain.melds import MeldKind

HANDS = (
    (110, 120, 121, 130, 124, 125, 0, 4, 8, 12, 16, 20, 24),
    (108, 109, 114, 128, 129, 126, 36, 40, 44, 48, 52, 56, 60),
    (112, 113, 118, 72, 76, 80, 84, 88, 92, 96, 100, 104, 1),
    (116, 117, 122, 2, 5, 9, 13, 17, 21, 25, 37, 41, 45),
)


def _pon(who: int, tiles: tuple[int, int, int], from_seat: int) -> str:
    return call(who, MeldKind.PON, tiles, called=tiles[2], from_seat=from_seat)


EVENTS = (
    "<T28/><D110/>"  # 1-2 seat 0 lets East go
    + _pon(1, (108, 109, 110), 0)
    + "<E114/>"  # 3-4 seat 1 pons it, lets South go
    + _pon(2, (112, 113, 114), 1)
    + "<F118/>"  # 5-6
    + _pon(3, (116, 117, 118), 2)
    + "<G122/>"  # 7-8
    + _pon(0, (120, 121, 122), 3)
    + "<D130/>"  # 9-10 seat 0 pons North, lets Hatsu go
    + _pon(1, (128, 129, 130), 0)
    + "<E126/>"  # 11-12
    + _pon(0, (124, 125, 126), 1)
    + "<D0/>"  # 13-14 seat 0 pons Haku: its decision at 13
)
BOTTOM_CALL = 13


def meld_game(tmp_path: Path) -> Path:
    path = tmp_path / "meld_game.mjlog"
    path.write_bytes(document(init(hands=HANDS) + EVENTS + draw_result()))
    return path

"""A hand-written game for the coach in the window: the bottom seat's decision with a riichi on.

Seat 0 (dealer, at the bottom) holds 123m 456p 789s EE 34s and draws 6s at step 11; it discards
3s at step 12 (tenpai on a 5s kanchan, 4 ukeire) where 6s was best (tenpai on 2s-5s, 8 ukeire):
a loss of 4. Seat 1 declared riichi at step 4 (accepted at 6); after it, seat 2 let 6p go and
seat 3 4s, so against seat 1: 4s and 6p are genbutsu, 7s and 1s suji, East (two seen) honour-2.
"""

from __future__ import annotations

from pathlib import Path

from tests.logbuilder import document, draw_result, init

HANDS = (
    (0, 4, 8, 48, 52, 56, 96, 100, 104, 108, 80, 84, 120),
    (1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 61, 65),
    (2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 62, 66),
    (3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 63, 67),
)
EVENTS = (
    "<T109/><D120/>"  # 1-2 seat 0: East in, North out
    '<U112/><REACH who="1" step="1"/><E112/><REACH who="1" ten="250,240,250,250" step="2"/>'
    "<V58/><F58/>"  # 7-8 seat 2: 6p, after the riichi (genbutsu)
    "<W85/><G85/>"  # 9-10 seat 3: 4s (genbutsu; 1s and 7s suji)
    "<T92/><D80/>"  # 11-12 seat 0: 6s in, 3s out (the decision)
    "<U113/><E113/>"  # 13-14
)
DRAW_STEP, DISCARD_STEP = 11, 12
BEST, PLAYED = 23, 20  # 6s, 3s
EAST, FOUR_SOU, SEVEN_SOU = 27, 21, 24


def coach_game(tmp_path: Path) -> Path:
    path = tmp_path / "coach_game.mjlog"
    body = init(hands=HANDS, scores=(250, 250, 250, 250)) + EVENTS
    path.write_bytes(document(body + draw_result(scores=(250, 240, 250, 250), sticks=1)))
    return path

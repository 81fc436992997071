"""A hand-written game for the call quiz: seat 1 holds 3p 4p 6p 7p when seat 0 throws 5p, so it
may chi it three ways (3p-4p, 4p-6p, 6p-7p) or pass; it chis with 4p 6p and drops Red dragon."""

from __future__ import annotations

from typing import Any

from tests.coach.call_logs import DRAWN, END, GAME, call
from tests.coach.logs import dahai, start, tsumo

CHI_HANDS = [
    ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "P", "F", "5p"],
    ["3p", "4p", "6p", "7p", "2m", "3m", "4m", "6s", "7s", "8s", "5m", "5m", "C"],
    ["1m", "1m", "2p", "2p", "7m", "7m", "8m", "8m", "3s", "3s", "4s", "4s", "E"],
    ["6p", "7p", "8p", "2s", "3s", "4s", "7m", "8m", "9m", "N", "N", "5s", "6s"],
]
CHI_EVENTS: list[dict[str, Any]] = [
    GAME, start(CHI_HANDS),
    tsumo(0, "2s"), dahai(0, "5p"),  # 1-2: seat 1 may chi three ways
    call("chi", 1, 0, "5p", ["4p", "6p"]), dahai(1, "C"),  # 3-4
    tsumo(2, "9s"), dahai(2, "9s", True),  # 5-6
    DRAWN, *END,
]  # fmt: skip
CHI_STEP = 2  # the discard called on

# Seat 0 draws its fourth 7p and makes no kan: it drops East (a kan question, then the discard
# question of the same draw, both on step 1).
NO_KAN_HANDS = [
    ["7p", "7p", "7p", "2m", "3m", "4m", "6s", "7s", "8s", "2p", "3p", "E", "P"],
    ["1m", "1m", "2m", "2m", "9m", "9m", "4s", "5s", "6s", "9p", "9p", "S", "W"],
    ["1s", "1s", "2s", "2s", "8m", "8m", "9m", "9m", "1p", "1p", "N", "N", "C"],
    ["4m", "4m", "5m", "5m", "6m", "6m", "7s", "7s", "8p", "8p", "F", "F", "C"],
]
NO_KAN_EVENTS: list[dict[str, Any]] = [
    GAME, start(NO_KAN_HANDS),
    tsumo(0, "7p"), dahai(0, "E"),  # 1-2: a kan possible, East dropped
    tsumo(1, "3s"), dahai(1, "3s", True),  # 3-4
    DRAWN, *END,
]  # fmt: skip

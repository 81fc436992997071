"""Hand-written mjai games with call, kan and riichi decisions, for the coach's tests.

Every hand is known and stays at 1-shanten or better where a decision is valued, so the exact
model answers in a fraction of a second.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.coach.logs import dahai, start, tsumo
from viewer.coach import GameCoach
from viewer.formats.detect import read_game
from viewer.replay import Timeline

GAME = {"type": "start_game", "names": ["A", "B", "C", "D"]}
END = [{"type": "end_kyoku"}, {"type": "end_game", "scores": [25000] * 4}]
DRAWN = {"type": "ryukyoku", "deltas": [0, 0, 0, 0]}


def call(kind: str, seat: int, target: int, tile: str, consumed: list[str]) -> dict[str, Any]:
    return {"type": kind, "actor": seat, "target": target, "pai": tile, "consumed": consumed}


# A yakuhai pon to tenpai (seat 1 pons White and drops North: 123m 789p 789s 5s, waiting on
# 5s), and a daiminkan (seat 2 holds 5p 5p and the red 5p: two pons and the kan are options).
YAKUHAI_HANDS = [
    ["1m", "1m", "4m", "7m", "1p", "9p", "3s", "6s", "E", "S", "W", "N", "P"],
    ["1m", "2m", "3m", "7p", "8p", "9p", "7s", "8s", "9s", "5s", "P", "P", "N"],
    ["5p", "5p", "5pr", "2s", "3s", "4s", "6m", "7m", "8m", "C", "C", "S", "S"],
    ["2p", "2p", "3p", "3p", "9m", "9m", "4s", "4s", "6s", "6s", "E", "E", "F"],
]
YAKUHAI_EVENTS: list[dict[str, Any]] = [
    GAME, start(YAKUHAI_HANDS),
    tsumo(0, "2p"), dahai(0, "P"),  # 1-2: seat 1 may pon White
    call("pon", 1, 0, "P", ["P", "P"]), dahai(1, "N"),  # 3-4
    tsumo(2, "1s"), dahai(2, "1s", True),  # 5-6
    tsumo(3, "9s"), dahai(3, "9s", True),  # 7-8
    tsumo(0, "5p"), dahai(0, "5p", True),  # 9-10: seat 2 may pon (two ways) or kan
    call("daiminkan", 2, 0, "5p", ["5p", "5p", "5pr"]),  # 11
    tsumo(2, "3m"), dahai(2, "3m", True),  # 12-13: the rinshan draw
    DRAWN, *END,
]  # fmt: skip

# Seat 0's 3m: seat 1 could chi it (1m 2m: an open hand with no yaku left), seat 2 pons it
# first (so seat 1's chi has no played option). Later seat 3 wins by ron on seat 0's 6p, which
# seat 1 could have called: no decision there.
YAKULESS_HANDS = [
    ["3m", "1p", "1p", "4p", "4p", "8p", "8p", "1s", "1s", "5s", "E", "S", "W"],
    ["1m", "2m", "5p", "6p", "7p", "2s", "3s", "4s", "6s", "7s", "8s", "9p", "9p"],
    ["3m", "3m", "5m", "6m", "7m", "2p", "3p", "4p", "5s", "5s", "N", "N", "C"],
    ["2m", "3m", "4m", "6m", "7m", "8m", "2s", "3s", "4s", "7p", "8p", "6p", "6p"],
]
YAKULESS_EVENTS: list[dict[str, Any]] = [
    GAME, start(YAKULESS_HANDS),
    tsumo(0, "C"), dahai(0, "3m"),  # 1-2: seat 1 may chi, seat 2 may pon
    call("pon", 2, 0, "3m", ["3m", "3m"]), dahai(2, "C"),  # 3-4
    tsumo(3, "9m"), dahai(3, "9m", True),  # 5-6
    tsumo(0, "6p"), dahai(0, "6p", True),  # 7-8: seat 3's ron
    {"type": "hora", "actor": 3, "target": 0, "pai": "6p", "deltas": [-1000, 0, 0, 1000]},
    *END,
]  # fmt: skip

# Seat 3 declares riichi; then seat 1 chis seat 0's 3p with 4p 5p while holding 6p: 3p and 6p
# are kuikae, and the chi's discard faces the riichi (the fold rule) where passing does not.
RIICHI_CALL_HANDS = [
    ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "P", "F", "7s"],
    ["3p", "4p", "5p", "6p", "2m", "3m", "4m", "6s", "7s", "8s", "5m", "5m", "5m"],
    ["1m", "1m", "2p", "2p", "7m", "7m", "8m", "8m", "3s", "3s", "4s", "4s", "E"],
    ["6p", "7p", "8p", "2s", "3s", "4s", "7m", "8m", "9m", "N", "N", "5s", "6s"],
]
RIICHI_CALL_EVENTS: list[dict[str, Any]] = [
    GAME, start(RIICHI_CALL_HANDS),
    tsumo(0, "2s"), dahai(0, "2s", True),  # 1-2
    tsumo(1, "9p"), dahai(1, "9p", True),  # 3-4
    tsumo(2, "1p"), dahai(2, "1p", True),  # 5-6
    tsumo(3, "W"), {"type": "reach", "actor": 3}, dahai(3, "W"),  # 7-9: riichi, no yaku
    {"type": "reach_accepted", "actor": 3},  # 10
    tsumo(0, "3p"), dahai(0, "3p", True),  # 11-12: seat 1 may chi
    call("chi", 1, 0, "3p", ["4p", "5p"]), dahai(1, "5m"),  # 13-14
    tsumo(2, "9s"), dahai(2, "9s", True),  # 15-16
    DRAWN, *END,
]  # fmt: skip

# Seat 0 draws its fourth 7p and makes an ankan; seat 1 pons White and later draws the fourth
# one: a kakan.
KAN_HANDS = [
    ["7p", "7p", "7p", "2m", "3m", "4m", "6s", "7s", "8s", "2p", "3p", "E", "P"],
    ["P", "P", "1m", "2m", "3m", "4s", "5s", "6s", "9p", "9p", "S", "S", "W"],
    ["1s", "1s", "2s", "2s", "8m", "8m", "9m", "9m", "1p", "1p", "N", "N", "C"],
    ["4m", "4m", "5m", "5m", "6m", "6m", "7s", "7s", "8p", "8p", "F", "F", "C"],
]
KAN_EVENTS: list[dict[str, Any]] = [
    GAME, start(KAN_HANDS),
    tsumo(0, "7p"), {"type": "ankan", "actor": 0, "consumed": ["7p"] * 4},  # 1-2
    tsumo(0, "E"), dahai(0, "P"),  # 3-4: the rinshan draw; seat 1 may pon White
    call("pon", 1, 0, "P", ["P", "P"]), dahai(1, "W"),  # 5-6
    tsumo(2, "3s"), dahai(2, "3s", True),  # 7-8
    tsumo(3, "9s"), dahai(3, "9s", True),  # 9-10
    tsumo(0, "6m"), dahai(0, "6m", True),  # 11-12
    tsumo(1, "P"), {"type": "kakan", "actor": 1, "pai": "P", "consumed": ["P", "P", "P"]},
    tsumo(1, "7m"), dahai(1, "7m", True),  # 13-16: draw, kakan, rinshan draw, discard
    DRAWN, *END,
]  # fmt: skip


def coach_of(path: Path) -> GameCoach:
    """The coach of a written game, its timeline replayed."""
    record = read_game(str(path))
    timeline = Timeline(record)
    timeline.replay_all()
    return GameCoach(record, timeline)

"""The riichi on one wait of tests/coach/test_exact.py (123m 456p 789s 23s EE + North, a red
dragon showing), for tests that weigh its draws: the position and the library's points of each
win (the same hand as test_exact's closed form; test modules do not import each other)."""

from __future__ import annotations

from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig

from tests.coach.hands import ids, unseen_besides
from viewer.analysis.rules import optional_rules
from viewer.coach.position import Position
from viewer.domain.record import Rules

FOUR = Rules(type_bits=0x89)  # 4-player hanchan with red fives
NORTH, EAST_KIND = 30, 27
RIICHI_HAND = ids([0, 1, 2, 12, 13, 14, 24, 25, 26, 19, 20, EAST_KIND, EAST_KIND, NORTH])
INDICATOR = 4 * 33 + 1  # a red dragon shows: the white dragon is dora (not in the hand)
WAITS = (18, 21)  # 1s, 4s


def riichi_position(draws: int) -> Position:
    return Position(
        concealed=RIICHI_HAND, melds=(), kita=0, unseen=unseen_besides(RIICHI_HAND, (INDICATOR,)),
        red_unseen=(1, 1, 1), draws_left=draws, round_wind=0, seat_wind=1,
        dora_indicators=(INDICATOR,), rules=FOUR,
        allowed=tuple(sorted({t >> 2 for t in RIICHI_HAND})),
    )  # fmt: skip


def library_points(hand: tuple[int, ...], win: int, ura: int) -> int:
    """The library's riichi tsumo points with one ura indicator (honba and sticks left out)."""
    response = HandCalculator.estimate_hand_value(
        list(hand), win, dora_indicators=[INDICATOR], ura_dora_indicators=[ura],
        config=HandConfig(is_tsumo=True, is_riichi=True, player_wind=EAST + 1, round_wind=EAST,
                          options=optional_rules(FOUR)),
    )  # fmt: skip
    assert response.cost is not None
    return int(response.cost["main"] + 2 * response.cost["additional"])

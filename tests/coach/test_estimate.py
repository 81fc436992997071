"""The deep-hand estimate: what strong players keep and let go, in points, fast."""

from __future__ import annotations

import time

import pytest

from tests.coach.hands import ids, unseen_besides
from viewer.coach.estimate import estimate_values, win_chance
from viewer.coach.position import Position
from viewer.domain.record import Rules

FOUR = Rules(type_bits=0x89)
EAST, SOUTH, WEST, NORTH, WHITE = 27, 28, 29, 30, 31


def position(kinds: list[int], dora: int = 4 * 33, seat_wind: int = 1) -> Position:
    concealed = ids(kinds)
    return Position(
        concealed=concealed,
        melds=(),
        kita=0,
        unseen=unseen_besides(concealed, (dora,)),
        red_unseen=(1, 1, 1),
        draws_left=15,
        round_wind=0,
        seat_wind=seat_wind,
        dora_indicators=(dora,),
        rules=FOUR,
        allowed=tuple(sorted(set(kinds))),
    )


def values(pos: Position) -> dict[int, float]:
    return {v.tile: v.points for v in estimate_values(pos)}


# a 3-shanten hand: 13m 46m 2p 57p 3s 79s, a lone West (a guest wind for South in East), a lone
# white dragon, 9p, and 5s next to 3s
DEEP = [0, 2, 3, 5, 10, 13, 15, 20, 24, 26, WEST, WHITE, 17, 22]


def test_a_guest_wind_goes_before_a_connected_middle_tile() -> None:
    found = values(position(DEEP))
    assert found[WEST] > found[13]  # West before 5p (between 4p... and 7p)
    assert max(found, key=found.__getitem__) == WEST


def test_a_dora_is_kept_over_the_same_tile_without_dora() -> None:
    """The same hand twice, the dora moved from 9p to 9s (its indicator 8p vs 8s)."""
    hand = [0, 1, 2, 12, 13, 14, 19, 20, 21, EAST, EAST, 17, 26, WHITE]
    pin_dora = values(position(hand, dora=4 * 16))  # 8p shows: 9p is dora
    sou_dora = values(position(hand, dora=4 * 25))  # 8s shows: 9s is dora
    assert pin_dora[17] < pin_dora[26] and sou_dora[26] < sou_dora[17]


def test_a_yakuhai_pair_is_kept() -> None:
    """White dragons as a pair are worth more kept than a lone terminal is."""
    hand = [0, 4, 8, 10, 13, 16, 19, 23, 26, WHITE, WHITE, NORTH, SOUTH, 33]
    found = values(position(hand))
    assert found[WHITE] < found[0] and found[WHITE] < found[NORTH]


def test_points_are_in_the_exact_models_range() -> None:
    """Expected points of a 3-shanten hand: above nothing, below a sure mangan."""
    found = values(position(DEEP))
    assert 0 < max(found.values()) < 8000


def test_more_draws_and_more_ukeire_win_more() -> None:
    assert win_chance(3, 40, 100, 15) > win_chance(3, 30, 100, 15) > win_chance(4, 30, 100, 15)
    assert win_chance(3, 40, 100, 15) > win_chance(3, 40, 100, 8) > 0
    assert win_chance(3, 0, 100, 15) == 0


def test_fast() -> None:
    pos = position(DEEP)
    start = time.process_time()
    for _ in range(50):
        estimate_values(pos)
    assert (time.process_time() - start) / 50 < 0.05


@pytest.mark.parametrize("kind", DEEP)
def test_every_allowed_kind_gets_a_value(kind: int) -> None:
    assert kind in values(position(DEEP))

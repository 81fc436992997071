"""The deep-hand estimate: what strong players keep and let go, in points, fast."""

from __future__ import annotations

import math
import time

import pytest

from tests.coach.hands import ids, unseen_besides
from viewer.coach.estimate import advance_chances, estimate_values
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


# a 4-shanten hand: 13m 46m 2p 57p 3s 79s, a lone West (a guest wind for South in East), a lone
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
    def win(shanten: int, ukeire: int, draws: int) -> float:
        return advance_chances(shanten, ukeire, draws, 100)[1]

    assert win(3, 40, 15) > win(3, 30, 15) > win(4, 30, 15)
    assert win(3, 40, 15) > win(3, 40, 8) > 0
    assert win(3, 0, 15) == 0


def test_one_advance_in_one_draw_is_the_ukeire_over_the_wall() -> None:
    """A tenpai hand's single draw: win = waits / N; tenpai is already 1."""
    assert advance_chances(0, 6, 1, 100) == (1.0, pytest.approx(0.06))
    assert advance_chances(1, 20, 1, 100) == (pytest.approx(0.2), 0.0)


def test_fast() -> None:
    pos = position(DEEP)
    start = time.process_time()
    for _ in range(50):
        estimate_values(pos)
    assert (time.process_time() - start) / 50 < 0.05


@pytest.mark.parametrize("kind", DEEP)
def test_every_allowed_kind_gets_a_value(kind: int) -> None:
    assert kind in values(position(DEEP))


def test_the_worked_example_of_the_docs() -> None:
    """docs/value.md's example, recomputed from the formula's parts: the white dragon is the dora
    (5,000 x 1.36 while kept); West is the pick with the least shape cost; letting 2p go keeps
    the West (lone, 3 unseen copies: cost 0.2 - 0.03) instead of the 2p (lone, 3 copies, 1p and
    3p one away, 4p two away: 0.2 - 0.01 x 13)."""
    pos = position(DEEP)
    found = {v.tile: v for v in estimate_values(pos)}
    west, two_pin, white = found[WEST], found[10], found[WHITE]
    wall = sum(pos.unseen)
    assert (west.shanten, west.ukeire) == (4, 67)
    assert west.win == advance_chances(4, 67, 15, wall)[1]
    assert west.hand_value == pytest.approx(5000 * 1.36)
    assert west.points == pytest.approx(west.win * 5000 * 1.36 + 1)
    assert two_pin.win == west.win
    assert two_pin.shape == pytest.approx(math.exp(-((0.2 - 0.03) - (0.2 - 0.13))))
    assert white.hand_value == pytest.approx(5000)
    assert max(found.values(), key=lambda v: v.points) is west

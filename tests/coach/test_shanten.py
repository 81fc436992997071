"""The coach's suit-by-suit shanten against the ``mahjong`` library, on many hands."""

from __future__ import annotations

import random

import pytest
from mahjong.shanten import Shanten

from tests.coach.hands import random_hand
from viewer.coach.shanten import shanten, suit_outcomes
from viewer.domain.tiles import parse_tiles


@pytest.mark.parametrize("seed", range(4))
def test_the_same_as_the_library_on_random_hands(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(4000):
        sanma = rng.random() < 0.3
        counts = random_hand(rng, sanma)
        if sum(counts) % 3 == 0:
            continue
        expected = Shanten.calculate_shanten(counts, is_three_player=sanma)
        assert shanten(counts, sanma) == expected, (counts, sanma)


@pytest.mark.parametrize(
    ("hand", "sanma"),
    [
        ("1111m234p567p789s", False),  # a quad alone: no tanki on it
        ("1111m111122233z", False),
        ("1111m111122233z", True),  # the library's own 3-player example
        ("19m19p19s1234567z", False),  # thirteen orphans, 13-sided
        ("1122m3344p5566s77z", False),  # seven pairs, complete
        ("11112222333344s", False),
        ("1m", False),
        ("55z", False),
    ],
)
def test_the_same_as_the_library_on_odd_hands(hand: str, sanma: bool) -> None:
    counts = [0] * 34
    for tile in parse_tiles(hand):
        counts[tile >> 2] += 1
    expected = Shanten.calculate_shanten(counts, is_three_player=sanma)
    assert shanten(tuple(counts), sanma) == expected


def test_a_sanma_hand_with_2m_to_8m_is_counted_as_four_player() -> None:
    counts = [0] * 34
    for tile in parse_tiles("2345m123p456s789s5z"):
        counts[tile >> 2] += 1
    assert shanten(tuple(counts), True) == Shanten.calculate_shanten(counts)


def test_dominated_ends_are_dropped() -> None:
    ends = suit_outcomes((1, 1, 1, 0, 0, 0, 0, 0, 0))  # 123: the run beats every split
    assert ends == ((1, 0, 0, 1),)

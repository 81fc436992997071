"""The compiled kernel against the readable model on what calls add: a 13-tile hand valued before
its draw (``exact_hand_value`` / ``python_hand_value``) and the points discounted by the round's
survival, on random hands a few tiles from a win (open ones too) and random survival chances."""

from __future__ import annotations

import random

import pytest

from tests.coach.hands import unseen_besides
from viewer.coach.exact import exact_hand_value, exact_values, python_hand_value, python_values
from viewer.coach.position import Position
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import Rules

POSITIONS = 12
FOUR = Rules(type_bits=0x89)


def near_win(rng: random.Random, size: int) -> tuple[tuple[int, ...], tuple[Meld, ...]]:
    """``size`` concealed tile ids of groups and a pair with two tiles changed at random, and a
    pon for every three tiles short of 13 or 14."""
    counts = [0] * 34
    tiles: list[int] = []

    def take(kind: int) -> bool:
        if counts[kind] >= 4:
            return False
        tiles.append(4 * kind + counts[kind])
        counts[kind] += 1
        return True

    melds = []
    for _ in range((14 - size) // 3):
        kind = rng.randrange(34)
        while counts[kind]:
            kind = rng.randrange(34)
        pon = tuple(4 * kind + copy for copy in range(3))
        counts[kind] = 3
        melds.append(Meld(MeldKind.PON, pon, pon[0], 3, None, 0))
    while len(tiles) < size - 2:
        if rng.random() < 0.6:
            low = rng.randrange(3) * 9 + rng.randrange(7)
            if all(counts[k] < 4 for k in range(low, low + 3)):
                for k in range(low, low + 3):
                    take(k)
        else:
            kind = rng.randrange(34)
            if counts[kind] <= 1:
                take(kind)
                take(kind)
    while len(tiles) > size - 2:
        counts[tiles.pop() >> 2] -= 1
    while len(tiles) < size:
        take(rng.randrange(34))
    return tuple(sorted(tiles)), tuple(melds)


def position(rng: random.Random, size: int) -> Position:
    concealed, melds = near_win(rng, size)
    indicator = (
        4
        * rng.choice(
            [
                k
                for k in range(34)
                if not any(
                    t >> 2 == k for t in concealed + tuple(x for m in melds for x in m.tiles)
                )
            ]
        )
        + 3
    )
    visible = concealed + tuple(t for m in melds for t in m.tiles) + (indicator,)
    return Position(
        concealed=concealed, melds=melds, kita=0, unseen=unseen_besides(visible),
        red_unseen=(0, 0, 0), draws_left=rng.randint(1, 12), round_wind=0,
        seat_wind=rng.randint(0, 3), dora_indicators=(indicator,), rules=FOUR,
        allowed=tuple(sorted({t >> 2 for t in concealed})) if size % 3 == 2 else (),
    )  # fmt: skip


def chances(rng: random.Random, draws: int) -> tuple[float, ...]:
    found, alive = [], 1.0
    for _ in range(draws):
        alive *= rng.uniform(0.8, 1.0)
        found.append(alive)
    return tuple(found)


@pytest.mark.parametrize("seed", range(POSITIONS))
def test_a_hand_before_its_draw_equals_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    where = position(rng, rng.choice((13, 10, 7)))
    survival = chances(rng, where.draws_left)
    for given in (None, survival):
        kernel, reference = exact_hand_value(where, given), python_hand_value(where, given)
        assert (
            (kernel.tile, kernel.shanten)
            == (reference.tile, reference.shanten)
            == (-1, reference.shanten)
        )
        for name in ("tenpai", "win", "points", "discounted"):
            assert getattr(kernel, name) == pytest.approx(getattr(reference, name), rel=1e-9,
                                                          abs=1e-9), name  # fmt: skip


@pytest.mark.parametrize("seed", range(POSITIONS))
def test_discounted_candidates_equal_the_reference(seed: int) -> None:
    rng = random.Random(1000 + seed)
    where = position(rng, rng.choice((14, 11)))
    survival = chances(rng, where.draws_left)
    kernel, reference = exact_values(where, survival), python_values(where, survival)
    assert [v.tile for v in kernel] == [v.tile for v in reference]
    for ours, theirs in zip(kernel, reference, strict=True):
        assert ours.discounted == pytest.approx(theirs.discounted, rel=1e-9, abs=1e-9)
        assert ours.points == pytest.approx(theirs.points, rel=1e-9, abs=1e-9)
        assert ours.discounted <= ours.points + 1e-9


def test_a_hand_of_the_wrong_size_is_refused() -> None:
    where = position(random.Random(5), 13)
    with pytest.raises(ValueError, match="3n\\+2 tiles"):
        exact_values(where)
    with pytest.raises(ValueError, match="3n\\+1 tiles"):
        exact_hand_value(position(random.Random(5), 14))

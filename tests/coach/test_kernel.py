"""The compiled kernel against the readable Python model it must equal.

The shanten of random hands against ``viewer.coach.shanten`` (the library's numbers), each suit
pattern's ends against the library's walk, and whole decisions against ``python_values`` (the
reference: the graph, the pass and the scoring in Python): random positions near a win, with
melds, red fives and 3-player tables, and a spread of the oracle file's decisions.
"""

from __future__ import annotations

import os
import random

import numpy as np
import pytest

from tests.coach import oracle
from tests.coach.hands import ids, random_hand, unseen_besides
from viewer.coach.exact import exact_values, python_values
from viewer.coach.kernel.keys import STEP_A, STEP_B, key_of
from viewer.coach.kernel.shanten_kernel import PATTERNS, _walk, new_tables, shanten
from viewer.coach.position import Position
from viewer.coach.shanten import shanten as library_shanten
from viewer.coach.shanten import suit_outcomes
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import Rules

TABLES = new_tables()
FOUR_RED = Rules(type_bits=0x89)
FOUR_PLAIN = Rules(type_bits=0x8B)
THREE = Rules(type_bits=0x99)
RANDOM_POSITIONS = int(os.environ.get("MJLOG_VIEWER_KERNEL_CASES", "24"))


def packed(counts: tuple[int, ...]) -> tuple[int, int]:
    a = b = 0
    for kind, count in enumerate(counts):
        a += count * int(STEP_A[kind])
        b += count * int(STEP_B[kind])
    return a, b


def test_shanten_equals_the_library_on_random_hands() -> None:
    rng = random.Random(32)
    for trial in range(6000):
        sanma = trial % 3 == 0
        counts = random_hand(rng, sanma)
        if sum(counts) % 3 == 0:
            continue
        a, b = packed(counts)
        assert shanten(TABLES, a, b, sum(counts), sanma) == library_shanten(counts, sanma), (
            counts,
            sanma,
        )


def test_a_three_player_hand_with_manzu_first_on_empty_tables() -> None:
    """3-player shanten reads the empty man pattern (1m and 9m count with the honours): fresh
    tables met first by a hand holding 9m once gave shanten 8 to every hand, and the graph of
    reachable hands grew for minutes (a new worker process's first decision)."""
    hand = [0] * 34
    for kind in (8, 9, 10, 11, 12, 13, 14, 18, 19, 20, 30, 31, 31, 32):
        hand[kind] += 1
    a, b = packed(hand)
    assert shanten(new_tables(), a, b, 14, True) == library_shanten(tuple(hand), True) == 1


def test_each_pattern_walks_to_the_library_ends() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        pattern = rng.randrange(PATTERNS)
        digits = tuple((pattern // 5**d) % 5 for d in range(9))
        if sum(digits) > 14:
            continue
        kept = np.zeros(256, dtype=np.int64)
        n = _walk(pattern, kept)
        ends = {
            (int(k) & 15, (int(k) >> 4) & 15, (int(k) >> 8) & 15, int(k) >> 12) for k in kept[:n]
        }
        assert ends == set(suit_outcomes(digits)), digits


def test_a_walk_that_dropped_a_branch_would_be_seen() -> None:
    """The comparison above can fail: a hand whose ends need the pair branch of a triplet."""
    digits = (3, 1, 1, 0, 0, 0, 0, 0, 0)
    pattern = sum(c * 5**d for d, c in enumerate(digits))
    kept = np.zeros(256, dtype=np.int64)
    n = _walk(pattern, kept)
    assert n == len(suit_outcomes(digits)) > 1


def _winning_counts(rng: random.Random, sanma: bool) -> list[int]:
    kinds = [k for k in range(34) if not (sanma and 1 <= k <= 7)]
    counts = [0] * 34
    while sum(counts) < 12:
        if rng.random() < 0.5:
            starts = [k for k in kinds if k < 27 and k % 9 <= 6 and k + 2 in kinds]
            start = rng.choice(starts)
            group = [start, start + 1, start + 2]
        else:
            group = [rng.choice(kinds)] * 3
        if all(counts[k] + group.count(k) <= 4 for k in group):
            for k in group:
                counts[k] += 1
    pair = rng.choice([k for k in kinds if counts[k] <= 2])
    counts[pair] += 2
    return counts


def random_position(rng: random.Random) -> Position:
    """A hand a tile or two from a win, with a called pon sometimes, on a random table."""
    rules = rng.choice((FOUR_RED, FOUR_PLAIN, THREE))
    sanma = rules.sanma
    counts = _winning_counts(rng, sanma)
    kinds = [k for k in range(34) if not (sanma and 1 <= k <= 7)]
    for _ in range(rng.choice((1, 1, 1, 2))):  # swap a tile or two away
        out = rng.choice([k for k in range(34) if counts[k]])
        into = rng.choice([k for k in kinds if counts[k] < 4 and k != out])
        counts[out] -= 1
        counts[into] += 1
    tiles: list[int] = []
    for kind, count in enumerate(counts):
        tiles.extend(4 * kind + copy for copy in range(count))
    melds: tuple[Meld, ...] = ()
    triplets = [k for k in range(34) if counts[k] >= 3]
    if triplets and rng.random() < 0.4:
        kind = rng.choice(triplets)
        called = tuple(4 * kind + copy for copy in range(3))
        melds = (Meld(MeldKind.PON, called, called[0], 1, None, 0),)
        tiles = [t for t in tiles if t not in called]
    indicator = 4 * rng.choice(kinds) + 3
    concealed = tuple(sorted(tiles))
    visible = concealed + tuple(t for m in melds for t in m.tiles) + (indicator,)
    unseen = list(unseen_besides(visible))
    if sanma:
        for kind in range(1, 8):
            unseen[kind] = 0
    reds = tuple(int(rules.red_fives and red not in visible and unseen[red >> 2] > 0)
                 for red in (16, 52, 88))  # fmt: skip
    return Position(
        concealed=concealed,
        melds=melds,
        kita=rng.choice((0, 0, 1)) if sanma else 0,
        unseen=tuple(unseen),
        red_unseen=(reds[0], reds[1], reds[2]),
        draws_left=rng.randint(0, 17),
        round_wind=rng.randint(0, 1),
        seat_wind=rng.randint(0, rules.players - 1),
        dora_indicators=(indicator,),
        rules=rules,
        allowed=tuple(sorted({t >> 2 for t in concealed})),
    )


def assert_same(position: Position) -> None:
    kernel = exact_values(position)
    reference = python_values(position)
    assert [v.tile for v in kernel] == [v.tile for v in reference]
    for ours, theirs in zip(kernel, reference, strict=True):
        assert ours.shanten == theirs.shanten
        for name in ("tenpai", "win", "points"):
            mine, want = getattr(ours, name), getattr(theirs, name)
            assert mine == pytest.approx(want, rel=1e-9, abs=1e-9), (name, ours, theirs)


def test_random_positions_equal_the_reference() -> None:
    rng = random.Random(2026)
    for _ in range(RANDOM_POSITIONS):
        assert_same(random_position(rng))


def test_the_red_five_and_the_riichi_flag_are_told_apart() -> None:
    """A tenpai hand with the red five: the kernel's candidates keep it (the red five's dora)
    and declare riichi, as the reference does."""
    # 5m(red) 6m 7m, 123p, 789s, 2s 3s, EE, North: riichi on 1s-4s after letting North go
    concealed = tuple(sorted((16, *ids([5, 6, 9, 10, 11, 24, 25, 26, 19, 20, 27, 27, 30]))))
    indicator = 4 * 8 + 3
    red = Position(
        concealed=concealed,
        melds=(),
        kita=0,
        unseen=unseen_besides(concealed, (indicator,)),
        red_unseen=(0, 1, 1),
        draws_left=9,
        round_wind=0,
        seat_wind=1,
        dora_indicators=(indicator,),
        rules=FOUR_RED,
        allowed=tuple(sorted({t >> 2 for t in concealed})),
    )
    assert len(concealed) == 14
    north = next(v for v in exact_values(red) if v.tile == 30)
    assert north.shanten == 0 and north.win > 0
    assert_same(red)


def test_an_inconsistent_position_is_refused_not_crashed_on() -> None:
    """Five copies of a kind (a hand and an unseen count that disagree) would index past the
    kernel's tables: it is refused with a ValueError before the kernel runs."""
    good = random_position(random.Random(3))
    bad = Position(
        concealed=good.concealed,
        melds=good.melds,
        kita=good.kita,
        unseen=tuple(4 for _ in good.unseen),
        red_unseen=good.red_unseen,
        draws_left=good.draws_left,
        round_wind=0,
        seat_wind=0,
        dora_indicators=good.dora_indicators,
        rules=good.rules,
        allowed=good.allowed,
    )
    with pytest.raises(ValueError, match="copies"):
        exact_values(bad)


ORACLE_SAMPLE = oracle.cases()[::97]


@pytest.mark.skipif(not ORACLE_SAMPLE, reason="../shared/oracle is absent")
@pytest.mark.parametrize("case", ORACLE_SAMPLE, ids=lambda c: f"{c['file'][:12]}-{c['step']}")
def test_oracle_decisions_equal_the_reference(case: dict[str, object]) -> None:
    assert_same(oracle.position(case))


def test_packing_keeps_red_fives_apart() -> None:
    a, b = key_of((16, 17), red_fives=True)
    assert (a, b) == (2 * int(STEP_A[4]), int(STEP_B[34]))
    assert key_of((16, 17), red_fives=False) == (2 * int(STEP_A[4]), 0)

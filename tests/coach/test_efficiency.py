"""The fast ukeire against the definition read literally (34 library calls per candidate)."""

from __future__ import annotations

import random

import pytest
from mahjong.shanten import Shanten

from tests.coach.hands import random_hand
from viewer.coach.efficiency import candidate
from viewer.coach.model import Candidate


def literal(counts: tuple[int, ...], discard: int, unseen: list[int], sanma: bool) -> Candidate:
    after = list(counts)
    after[discard] -= 1
    base = Shanten.calculate_shanten(after, is_three_player=sanma)
    tiles = []
    for kind in range(34):
        if after[kind] >= 4 or (sanma and 1 <= kind <= 7):
            continue
        after[kind] += 1
        if Shanten.calculate_shanten(after, is_three_player=sanma) < base and unseen[kind]:
            tiles.append(kind)
        after[kind] -= 1
    return Candidate(discard, base, sum(unseen[k] for k in tiles), tuple(tiles))


@pytest.mark.parametrize("seed", range(3))
def test_every_candidate_of_random_hands(seed: int) -> None:
    rng = random.Random(100 + seed)
    checked = 0
    while checked < 1500:
        sanma = rng.random() < 0.3
        counts = random_hand(rng, sanma)
        if sum(counts) % 3 != 2:
            continue
        unseen = [max(0, 4 - c - rng.choice((0, 0, 0, 1, 2, 3))) for c in counts]
        if sanma:
            unseen[1:8] = [0] * 7
        for kind in (k for k in range(34) if counts[k]):
            got = candidate(counts, kind, tuple(unseen), sanma)
            assert got == literal(counts, kind, unseen, sanma), (counts, kind, sanma)
            checked += 1


def test_drawing_back_the_discarded_kind_counts() -> None:
    counts = [0] * 34
    for kind in (0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 29, 29, 30):  # 123m 123p 123s EE WW N
        counts[kind] += 1
    got = candidate(tuple(counts), 27, tuple([4] * 34))  # East breaks the tenpai
    assert got.shanten == 1 and 27 in got.tiles  # drawing East back mends it
    assert got == literal(tuple(counts), 27, [4] * 34, False)

"""Hands for the coach's tests: random kind counts for checking the coach against the
``mahjong`` library (the shanten and ukeire tests), tile ids for written hands (the value
model's)."""

from __future__ import annotations

import random

SIZES = (14, 13, 11, 10, 8, 7, 5, 4, 2, 1)


def random_hand(rng: random.Random, sanma: bool) -> tuple[int, ...]:
    kinds = [k for k in range(34) if not (sanma and 1 <= k <= 7)]
    size = rng.choice(SIZES)
    counts = [0] * 34
    if rng.random() < 0.3:  # quads: the library's one odd rule (every lone tile a quad)
        for kind in rng.sample(kinds, rng.randint(1, max(1, size // 5))):
            if sum(counts) + 4 <= size:
                counts[kind] = 4
    if rng.random() < 0.6:  # crowded into few kinds: groups, pairs, partial sets
        kinds = rng.sample(kinds, rng.randint(4, 12))
    pool = [k for k in kinds for _ in range(4 - counts[k])]
    for kind in rng.sample(pool, min(len(pool), size - sum(counts))):
        counts[kind] += 1
    return tuple(counts)


def ids(kinds: list[int]) -> tuple[int, ...]:
    """Tile ids for kinds, copies taken in order (never a red five: copy 0 of a five is red)."""
    used: dict[int, int] = {}
    tiles = []
    for kind in kinds:
        copy = used.get(kind, 1 if kind in (4, 13, 22) else 0)
        used[kind] = copy + 1
        tiles.append(4 * kind + copy)
    return tuple(sorted(tiles))


def unseen_besides(*visible: tuple[int, ...]) -> tuple[int, ...]:
    counts = [4] * 34
    for tiles in visible:
        for tile in tiles:
            counts[tile >> 2] -= 1
    return tuple(counts)

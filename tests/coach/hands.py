"""Random kind counts for checking the coach against the ``mahjong`` library (shared by the
shanten and the ukeire tests)."""

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

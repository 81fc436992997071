"""Where a starting hand's shanten stands among real Tenhou starting hands: a percentile.

Measured on the development corpus ../shared/corpus/mjlog (357 complete Tenhou games: 281
four-player, 76 three-player; 12,729 starting hands) with

    .venv/bin/python scripts/measure_start_shanten.py

Every seat's 13 dealt tiles count once per round, scored by the coach's shanten (the best of
regular, seven pairs and thirteen orphans). tests/luck/test_start_table.py measures the corpus
again and checks these counts. The shares:

    shanten          0      1      2       3       4       5      6
    4-player     0.04%  0.57%  8.95%  36.54%  40.36%  12.85%  0.69%   (10,800 hands)
    3-player     0.10%  1.09% 12.55%  40.85%  37.38%   7.78%  0.26%   (1,929 hands)

A hand's percentile is the share of those hands it beats (a higher shanten), the hands of its
own shanten counted half: 4-player, 3-shanten is 72.2 (better than 53.9 %, level with 36.5 %).
"""

from __future__ import annotations

# Players -> the starting hands at shanten 0, 1, ... 6.
COUNTS: dict[int, tuple[int, ...]] = {
    4: (4, 62, 967, 3946, 4359, 1388, 74),
    3: (2, 21, 242, 788, 721, 150, 5),
}


def start_percentile(shanten: int, players: int) -> float:
    """0-100: the share of the corpus's starting hands this shanten beats, ties counted half."""
    row = COUNTS[3 if players == 3 else 4]
    value = min(max(shanten, 0), len(row) - 1)
    total = sum(row)
    worse = sum(row[value + 1 :])
    return 100 * (worse + row[value] / 2) / total

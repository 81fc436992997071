"""Every way a complete hand can be read, compiled, and the one the ``mahjong`` library pays.

The library (``HandDivider.divide_hand``) reads the concealed tiles as four sets less one per
meld and a pair (each suit on its own: triplets and sequences, honours only triplets and the
pair), or, without melds, as seven different pairs; a closed hand of one of each terminal and
honour and one more is thirteen orphans. ``hand_value`` walks the same readings. A suit's
readings into sets are one per choice of its triplets (a rank of three copies or more is a
triplet or not): what the triplets leave has one reading into sequences at most, found from the
lowest rank up. Each combination of the suits' readings with the pair, the honours' triplets
and the melds goes to ``viewer.coach.kernel.yaku.value_reading``.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from viewer.coach.kernel.jit import compiled
from viewer.coach.kernel.yaku import (
    BEST,
    MELDS,
    OPEN,
    PAIR,
    SEQUENCE,
    TOTAL,
    TRIPLET,
    add_candidate,
    value_reading,
)

MOST_READINGS = 8  # a suit's readings into sets: 4 at most (4445556669 less the 9 has 4)
MOST_SETS = 4
READINGS = 3 * MOST_READINGS * MOST_SETS
# the scratch ``hand_value`` uses (one buffer per win: nothing is allocated per reading)
SCRATCH = 4 * 7 + READINGS + 3 * MOST_READINGS + 3 + 11 + 3
ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


@compiled
def suit_readings(
    concealed: npt.NDArray[np.int64],
    suit: int,
    codes: npt.NDArray[np.int64],
    sizes: npt.NDArray[np.int64],
    left: npt.NDArray[np.int64],
) -> int:
    """Every reading of the ``suit``'s nine kinds as sets only, into its part of ``codes`` (a
    set a code: 2 * kind, + 1 for a triplet; [suit][reading][set]) and ``sizes``
    ([suit][reading]); how many (0: none). ``left``: 11 ints of scratch."""
    first = 9 * suit
    can = 0  # the ranks that may be a triplet
    for rank in range(9):
        can |= (concealed[first + rank] >= 3) << rank
    found = 0
    chosen = can
    while found < MOST_READINGS:
        slot = (suit * MOST_READINGS + found) * MOST_SETS
        made = 0
        for rank in range(11):
            triplet = rank < 9 and (chosen >> rank) & 1 == 1
            left[rank] = concealed[first + rank] - 3 * triplet if rank < 9 else 0
            if triplet:
                codes[slot + made] = 2 * (first + rank) + 1
                made += 1
        fits = True
        for rank in range(9):
            run = left[rank]
            if run == 0:
                continue
            if rank > 6 or left[rank + 1] < run or left[rank + 2] < run or made + run > MOST_SETS:
                fits = False
                break
            left[rank + 1] -= run
            left[rank + 2] -= run
            for _ in range(run):
                codes[slot + made] = 2 * (first + rank)
                made += 1
        if fits:
            sizes[suit * MOST_READINGS + found] = made
            found += 1
        if chosen == 0:
            break
        chosen = (chosen - 1) & can  # the next choice of triplets
    return found


@compiled
def hand_value(
    concealed: npt.NDArray[np.int64],
    counts: npt.NDArray[np.int64],
    win: int,
    riichi: bool,
    melds: npt.NDArray[np.int64],
    dora: int,
    settings: npt.NDArray[np.int64],
    best: npt.NDArray[np.int64],
    scratch: npt.NDArray[np.int64],
) -> None:
    """The library's choice among every reading of a complete hand into ``best`` (TOTAL -1:
    no reading with a yaku). ``concealed`` per kind (restored on return), ``counts`` with the
    melds' tiles, ``win`` the drawn kind (0-33), ``melds`` a row per meld (block type, lowest
    kind, called), ``dora`` what dora, red fives and kita add; ``scratch``: SCRATCH ints."""
    for item in range(BEST):
        best[item] = 0
    best[TOTAL] = -1
    melded = settings[MELDS]
    kinds = scratch[0:7]
    types = scratch[7:14]
    opened = scratch[14:21]
    from_meld = scratch[21:28]
    codes = scratch[28 : 28 + READINGS]
    sizes = scratch[28 + READINGS : 28 + READINGS + 3 * MOST_READINGS]
    readings = scratch[28 + READINGS + 3 * MOST_READINGS : SCRATCH - 14]
    left = scratch[SCRATCH - 14 : SCRATCH - 3]
    candidate = scratch[SCRATCH - 3 : SCRATCH]
    for block in range(7):
        opened[block] = 0
        from_meld[block] = 0
        types[block] = PAIR
    for meld in range(melded):
        types[meld] = melds[meld, 0]
        kinds[meld] = melds[meld, 1]
        opened[meld] = melds[meld, 2]
        from_meld[meld] = 1

    pairs = 0
    pair_group = -1
    broken = False  # a group of tiles no reading of four sets and a pair can use
    for group in range(4):
        size = 0
        for kind in range(9 * group, min(9 * group + 9, 34)):
            size += concealed[kind]
            pairs += concealed[kind] == 2
        broken |= size % 3 == 1 or (size % 3 == 2 and pair_group >= 0)
        if size % 3 == 2:
            pair_group = group
    if melded == 0 and pairs == 7:
        placed = melded
        for kind in range(34):
            if concealed[kind] == 2:
                kinds[placed] = kind
                placed += 1
        value_reading(
            kinds, types, opened, from_meld, placed, win, riichi, counts, dora, settings, best,
            candidate,
        )  # fmt: skip
    if not broken and pair_group >= 0:
        for suit in range(3):
            readings[suit] = 1
            if suit != pair_group:
                readings[suit] = suit_readings(concealed, suit, codes, sizes, left)
        for pair in range(34):
            if concealed[pair] < 2 or pair // 9 != pair_group:
                continue
            concealed[pair] -= 2
            fits = True
            for suit in range(3):
                if suit == pair_group:
                    readings[suit] = suit_readings(concealed, suit, codes, sizes, left)
                    fits = readings[suit] > 0
            for kind in range(27, 34):
                fits &= concealed[kind] == 0 or concealed[kind] == 3
            combinations = readings[0] * readings[1] * readings[2] if fits else 0
            for combination in range(combinations):
                block = melded
                kinds[block] = pair
                types[block] = PAIR
                block += 1
                which = combination
                for suit in range(3):
                    slot = suit * MOST_READINGS + which % readings[suit]
                    which //= readings[suit]
                    for item in range(sizes[slot]):
                        if block < 5:
                            code = codes[slot * MOST_SETS + item]
                            kinds[block] = code >> 1
                            types[block] = TRIPLET if code & 1 else SEQUENCE
                        block += 1
                for kind in range(27, 34):
                    if concealed[kind] == 3:
                        if block < 5:
                            kinds[block] = kind
                            types[block] = TRIPLET
                        block += 1
                if block == 5:
                    value_reading(
                        kinds, types, opened, from_meld, block, win, riichi, counts, dora,
                        settings, best, candidate,
                    )  # fmt: skip
            concealed[pair] += 2
    if settings[OPEN] == 0:
        product = 1
        for kind in ORPHANS:
            product *= counts[kind]
        if product == 2:  # kokushi musou (13-wait once too)
            candidate[0] = 1
            candidate[1] = 0
            candidate[2] = 0
            add_candidate(best, candidate, dora, settings)

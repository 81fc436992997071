"""A hand of the exact model packed in two int64 words, so that adding a tile is one addition.

Word ``a`` holds the three number suits, 21 bits each: a suit's nine counts as one base-5
number, 1 its lowest digit (its *pattern*, which ``shanten_kernel`` reads directly). Word ``b``
holds the seven honours the same way (17 bits), then one bit per suit whose red five is held
(bits 17-19, the red five also counted in its five), then the riichi flag (bit 20). Kinds are
0-33 as everywhere, 34-36 the red fives of man, pin and sou (``viewer.coach.value_graph``'s
37 kinds).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from viewer.coach.kernel.jit import inlined
from viewer.coach.position import FIVES, KINDS, RED_IDS

ALL_KINDS = KINDS + 3
SUIT_BITS = 21
SUIT_MASK = (1 << SUIT_BITS) - 1
RED_SHIFT = 17
RIICHI = 1 << 20
POWERS = np.array([5**d for d in range(9)], dtype=np.int64)


def _steps() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    a = np.zeros(ALL_KINDS, dtype=np.int64)
    b = np.zeros(ALL_KINDS, dtype=np.int64)
    for kind in range(KINDS):
        if kind < 27:
            a[kind] = 5 ** (kind % 9) << (SUIT_BITS * (kind // 9))
        else:
            b[kind] = 5 ** (kind - 27)
    for suit, five in enumerate(FIVES):
        a[KINDS + suit] = a[five]
        b[KINDS + suit] = 1 << (RED_SHIFT + suit)
    return a, b


STEP_A, STEP_B = _steps()  # what one tile of each of the 37 kinds adds to the words
PLAIN = np.array([*range(KINDS), *FIVES], dtype=np.int64)  # the kind (0-33) of each of the 37


def key_of(tiles: tuple[int, ...], red_fives: bool) -> tuple[int, int]:
    """The words of a hand of tile ids (not in riichi); without red fives no five is red."""
    a = b = 0
    for tile in tiles:
        kind = KINDS + RED_IDS.index(tile) if red_fives and tile in RED_IDS else tile >> 2
        a += int(STEP_A[kind])
        b += int(STEP_B[kind])
    return a, b


@inlined
def copies(a: int, b: int, kind: int) -> int:
    """The copies of ``kind`` (0-36) the hand holds: a five's count leaves its red copy out."""
    if kind >= 34:
        suit = kind - 34
        return (b >> (RED_SHIFT + suit)) & 1
    if kind >= 27:
        return int(((b & 0x1FFFF) // POWERS[kind - 27]) % 5)
    suit = kind // 9
    count = int(((a >> (SUIT_BITS * suit)) & SUIT_MASK) // POWERS[kind % 9] % 5)
    if kind % 9 == 4:
        count -= (b >> (RED_SHIFT + suit)) & 1
    return count


@inlined
def split_counts(a: int, b: int, out: npt.NDArray[np.int64]) -> None:
    """The 37 kinds' copies of a hand into ``out`` (``copies`` of each), the digits read once
    (a division by the constant 5 is a multiplication)."""
    for suit in range(3):
        pattern = (a >> (SUIT_BITS * suit)) & SUIT_MASK
        for digit in range(9):
            out[9 * suit + digit] = pattern % 5
            pattern //= 5
    honours = b & 0x1FFFF
    for digit in range(7):
        out[27 + digit] = honours % 5
        honours //= 5
    for suit in range(3):
        red = (b >> (RED_SHIFT + suit)) & 1
        out[34 + suit] = red
        out[9 * suit + 4] -= red

"""The kernel made ready before the first real decision: one tiny built-in decision valued.

numba compiles a kernel the first time it is called (10-30 s), or loads it from the disk cache
(a second or two in a fresh process). The coach's worker process calls ``warm_up`` as soon as it
starts, while the window paints, so that the first decision the player lands on costs only its
own judging. The decision is a tenpai hand with two draws left: small enough to cost
milliseconds once compiled, and it goes through every part of the kernel (the shanten tables,
the graph, the scoring of its wins, the backward pass).
"""

from __future__ import annotations

import time

from viewer.coach.position import Position
from viewer.domain.record import Rules

# 123m 456p 789s 23s EE + North (tile ids, no red five): discarding North waits on 1s-4s.
_HAND = (0, 4 * 1 + 0, 4 * 2, 4 * 9, 4 * 10, 4 * 11, 4 * 24, 4 * 25, 4 * 26, 4 * 19, 4 * 20 + 1,
         4 * 27, 4 * 27 + 1, 4 * 30)  # fmt: skip
_INDICATOR = 4 * 33 + 1  # the red dragon shows: the white dragon is dora


def tiny_position() -> Position:
    """The built-in decision (a 4-player table with red fives, the seat South, East round)."""
    unseen = [4] * 34
    for tile in (*_HAND, _INDICATOR):
        unseen[tile >> 2] -= 1
    return Position(
        concealed=tuple(sorted(_HAND)),
        melds=(),
        kita=0,
        unseen=tuple(unseen),
        red_unseen=(1, 1, 1),
        draws_left=2,
        round_wind=0,
        seat_wind=1,
        dora_indicators=(_INDICATOR,),
        rules=Rules(type_bits=0x89),
        allowed=tuple(sorted({tile >> 2 for tile in _HAND})),
    )


def warm_up() -> float:
    """Compile (or load) the kernel by valuing the built-in decision; the seconds it took."""
    from viewer.coach.exact import exact_values

    start = time.perf_counter()
    exact_values(tiny_position())
    return time.perf_counter() - start

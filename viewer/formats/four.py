"""Four-seat tuples from the lists of formats that may give three (3-player) or more."""

from __future__ import annotations

from collections.abc import Sequence


def four(values: Sequence[int]) -> tuple[int, int, int, int]:
    """The first four values, padded with 0 (the empty seat of a 3-player game)."""
    a, b, c, d = (*values, 0, 0, 0, 0)[:4]
    return a, b, c, d

"""``exact_values`` through the compiled kernel: Python packs the ``Position``, reads the answer.

The shanten tables live for the process (``_tables``: every suit pattern met is walked once);
each decision builds its graph (``graph_kernel``), scores the wins it contains, runs the
backward pass (``pass_kernel``) and reads each candidate's node.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import numpy as np
import numpy.typing as npt

from viewer.coach.kernel.graph_kernel import SHANTEN, build
from viewer.coach.kernel.keys import ALL_KINDS, key_of
from viewer.coach.kernel.pass_kernel import backward
from viewer.coach.kernel.scores import score_edges
from viewer.coach.kernel.shanten_kernel import SuitTables, new_tables
from viewer.coach.position import FIVES, Position

Ints = npt.NDArray[np.int64]


@cache
def _tables() -> SuitTables:
    return new_tables()


def wall_of(position: Position) -> list[int]:
    """The unseen copies of the 37 kinds (a five less its unseen red copy)."""
    unseen = list(position.unseen)
    for suit in range(3):
        unseen[FIVES[suit]] -= position.red_unseen[suit]
    return unseen + list(position.red_unseen)


Numbers = tuple[int, int, float, float, float, float]  # kind, shanten, tenpai, win, points,
# discounted points


def kernel_values(
    position: Position, survival: Sequence[float] | None = None
) -> tuple[Numbers, ...]:
    """Per candidate of ``position.allowed`` the hand holds, in kind order: the kind, the
    shanten after it, the chances of tenpai and of a win, the expected points and the points
    discounted by ``survival`` (``viewer.coach.exact.exact_values`` reads them). A hand of
    3n+1 tiles (before its draw) gives one answer, of kind -1: the hand's own value."""
    from_hand = len(position.concealed) % 3 == 1
    a, b = key_of(position.concealed, position.rules.red_fives)
    wall = wall_of(position)
    held = _split(position)
    total = np.array([wall[k] + held[k] for k in range(ALL_KINDS)], dtype=np.int64)
    plain = total[:34].copy()
    plain[list(FIVES)] += total[34:]
    if total.min() < 0 or plain.max() > 4 or total[34:].max() > 1:
        raise ValueError(f"a position with {total.tolist()} copies of the 37 kinds")
    allowed = np.array(position.allowed, dtype=np.int64)
    graph = build(
        _tables(), a, b, len(position.concealed) + from_hand, total, position.closed,
        position.rules.sanma, allowed, from_hand,
    )  # fmt: skip
    draws, discards, draw_edges, discard_edges, roots = graph[:5]
    n_draws, n_discards, n_draw_edges, n_discard_edges = graph[6:]
    scores = score_edges(position, discards, draw_edges, n_draw_edges)
    chances = np.asarray(survival if survival is not None else (), dtype=np.float64)
    if chances.shape[0] and chances.shape[0] < position.draws_left:
        raise ValueError(f"survival has {chances.shape[0]} chances for {position.draws_left} draws")
    tenpai, win, points, discounted = backward(
        draws[:n_draws, SHANTEN].copy(), n_draws, n_discards, draw_edges, n_draw_edges,
        discard_edges, n_discard_edges, scores, sum(wall), position.draws_left, chances,
    )  # fmt: skip
    return tuple(
        (
            kind,
            int(draws[node, SHANTEN]),
            float(tenpai[node]),
            float(win[node]),
            float(points[node]),
            float(discounted[node]),
        )  # fmt: skip
        for kind, node in zip((-1,) if from_hand else position.allowed, roots, strict=True)
        if node >= 0
    )


def _split(position: Position) -> list[int]:
    """The concealed hand's copies of the 37 kinds (a red five apart from its five)."""
    counts = [0] * ALL_KINDS
    red_ids = (16, 52, 88)
    for tile in position.concealed:
        if position.rules.red_fives and tile in red_ids:
            counts[34 + red_ids.index(tile)] += 1
        else:
            counts[tile >> 2] += 1
    return counts

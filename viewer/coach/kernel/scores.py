"""The points of the wins in a compiled graph: which draw moves win, and what each is worth.

A draw move wins when the 14-tile hand it reaches is complete (shanten -1); its points are
scored per (hand, drawn kind) by the win scorer, 0 for a hand with no yaku.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from viewer.coach.kernel.graph_kernel import SHANTEN, A, B
from viewer.coach.kernel.jit import compiled
from viewer.coach.kernel.keys import ALL_KINDS, RIICHI, copies
from viewer.coach.kernel.scoring import score_context, score_wins
from viewer.coach.position import Position

Ints = npt.NDArray[np.int64]
FIVES = (4, 13, 22)
Floats = npt.NDArray[np.float64]


@compiled
def winning_hands(
    discards: Ints, draw_edges: Ints, n_draw_edges: int
) -> tuple[Ints, npt.NDArray[np.uint8]]:
    """The winning draw moves, and per move the hand it reaches as the scorer reads hands: a
    row of 38, the copies of kinds 0-33 (a red five counted in its five), 1 where the man, pin
    and sou red five is held, then the riichi flag."""
    found = 0
    for e in range(n_draw_edges):
        if discards[draw_edges[e, 3], SHANTEN] < 0:
            found += 1
    edges = np.empty(found, dtype=np.int64)
    rows = np.zeros((found, ALL_KINDS + 1), dtype=np.uint8)
    i = 0
    for e in range(n_draw_edges):
        x = draw_edges[e, 3]
        if discards[x, SHANTEN] < 0:
            edges[i] = e
            a, b = discards[x, A], discards[x, B]
            for kind in range(ALL_KINDS):
                rows[i, kind] = copies(a, b, kind)
            for suit in range(3):
                rows[i, FIVES[suit]] += rows[i, 34 + suit]
            rows[i, ALL_KINDS] = 1 if b & RIICHI else 0
            i += 1
    return edges, rows


def score_edges(position: Position, discards: Ints, draw_edges: Ints, n_draw_edges: int) -> Floats:
    """Per draw move, the points of the win it makes (0 when it makes none)."""
    edges, rows = winning_hands(discards, draw_edges, n_draw_edges)
    scores = np.zeros(n_draw_edges)
    if edges.shape[0]:
        scores[edges] = _score(position, rows, draw_edges[edges, 1])
    return scores


def _score(position: Position, rows: npt.NDArray[np.uint8], kinds: Ints) -> Floats:
    return score_wins(score_context(position), rows, kinds)

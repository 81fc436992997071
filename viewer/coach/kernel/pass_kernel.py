"""The backward pass of the one-player model over the compiled graph (``graph_kernel``).

The recursion is ``tests/coach/reference/value_pass.py``'s (its docstring states it): from the
last draw back to the decision, a 14-tile hand is worth its best discard's value, a 13-tile
hand its own value plus each draw's share of what the draw changes. Each step reads the values
of the step after it only (as the reference's array operations do), so the numbers are the
same up to the order of the sums.

The discounted points weigh each own draw by the chance that the round is still going when it
comes (``survival``): D_j = c_j * (D_{j+1} + sum share * (X - D_{j+1})), c_0 = survival[0],
c_j = survival[j] / survival[j - 1] (0 once a chance is 0), the discards chosen by D.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from viewer.coach.kernel.jit import compiled

Ints = npt.NDArray[np.int64]
Floats = npt.NDArray[np.float64]


@compiled
def backward(
    draw_shanten: Ints,
    n_draws: int,
    n_discards: int,
    draw_edges: Ints,
    n_draw_edges: int,
    discard_edges: Ints,
    n_discard_edges: int,
    scores: Floats,
    wall: int,
    draws: int,
    survival: Floats,
) -> tuple[Floats, Floats, Floats, Floats]:
    """Per draw node: the chance of tenpai, of a tsumo win, the expected points and the
    discounted points. ``scores`` is per draw edge (the points of the win it makes, 0 when
    none), ``wall`` the unseen tiles N, ``draws`` the draws left T, ``survival`` per own draw
    the chance it is reached (empty: every draw is)."""
    now = np.zeros((n_draws, 4))  # tenpai, win, points, discounted at the step after
    after = np.zeros((n_draws, 4))
    tenpai_hand = np.zeros(n_draws, dtype=np.bool_)
    for y in range(n_draws):
        if draw_shanten[y] <= 0:
            tenpai_hand[y] = True
            now[y, 0] = 1.0
    best = np.empty((n_discards, 4))
    for j in range(draws - 1, -1, -1):
        divisor = wall - j
        c = 1.0
        if survival.shape[0]:
            before = survival[j - 1] if j else 1.0
            c = survival[j] / before if before > 0 else 0.0
        best[:] = -np.inf
        for e in range(n_discard_edges):
            x = discard_edges[e, 0]
            y = discard_edges[e, 1]
            for f in range(4):
                if now[y, f] > best[x, f]:
                    best[x, f] = now[y, f]
        after[:] = now
        for e in range(n_draw_edges):
            y = draw_edges[e, 0]
            x = draw_edges[e, 3]
            share = draw_edges[e, 2] / divisor
            score = scores[e]
            if score > 0:
                after[y, 0] += share * (1.0 - now[y, 0])
                after[y, 1] += share * (1.0 - now[y, 1])
            else:
                after[y, 0] += share * (best[x, 0] - now[y, 0])
                after[y, 1] += share * (best[x, 1] - now[y, 1])
            after[y, 2] += share * (max(score, best[x, 2]) - now[y, 2])
            after[y, 3] += share * (max(score, best[x, 3]) - now[y, 3])
        for y in range(n_draws):
            if tenpai_hand[y]:
                after[y, 0] = 1.0
            after[y, 3] *= c
        now, after = after, now
    return now[:, 0].copy(), now[:, 1].copy(), now[:, 2].copy(), now[:, 3].copy()

"""The backward pass of the one-player model over a ``Graph``: tenpai, win and points at once.

From the last draw back to the decision (``j = T-1 ... 0``):

- a 14-tile hand after the j-th draw is worth the best of its discards' values at ``j + 1``;
- a 13-tile hand before the j-th draw is worth ``v + sum(w/(N - j) * (x - v))`` over its draw
  moves, ``v`` its own value at ``j + 1`` (a draw no move uses leaves the hand as it is), ``x``
  the value the draw leads to: a draw that wins (a yaku) is worth 1 to both chances and, for
  points, the larger of its points and going on; a 13-tile tenpai hand's tenpai chance is 1;
- with no draw left a tenpai hand has tenpai chance 1, everything else 0.

The round does not wait: with ``survival`` (``survival[k]``, the chance the (k+1)-th own draw
from the decision is still reached) a fourth measure, the discounted points D, weighs each draw's
gain by the chance that it happens: ``D_j = c_j * (D_{j+1} + sum(w/(N - j) * (x - D_{j+1})))``,
``c_0 = survival[0]``, ``c_j = survival[j] / survival[j - 1]``, ``x`` for a winning draw the larger
of its points and going on, the choices made on D. tenpai, win and points stay undiscounted
(the oracle's); without ``survival`` D equals the points.

The tenpai chance of a 14-tile hand is its best discard's, not 1 outright (as the oracle,
mahjong-cpp, counts it): it differs only where a tenpai 14-tile hand's searched discards miss
its tenpai (a hand change's target), and since a 13-tile hand's wall holds N + 1 tiles (its
discards went back) against the N - j the draws divide by, a chance can come out a little
over 1 there (docs/value.md shows one); the window shows at most 100 %.

numpy runs each step over every move at once: a step is a few array operations whatever the
graph's size, so the pass costs far less than building the graph.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from viewer.coach.value_graph import Graph

Floats = npt.NDArray[np.float64]


def backward(
    graph: Graph,
    scores: list[float],
    wall: int,
    draws: int,
    survival: Sequence[float] | None = None,
) -> tuple[Floats, Floats, Floats, Floats]:
    """Per draw node: the chance of tenpai, the chance of a tsumo win, the expected points and
    the expected points discounted by ``survival`` (the module docstring).

    ``scores`` is per draw move (the points of the win it makes, 0 when none), ``wall`` the
    unseen tiles N, ``draws`` the draws left T, ``survival`` T chances, non-increasing, at most
    1 (None: every draw is reached).
    """
    factors = _factors(survival, draws)
    drawers = len(graph.draw_keys)
    draw_from = np.asarray(graph.draw_from, dtype=np.intp)
    draw_to = np.asarray(graph.draw_to, dtype=np.intp)
    weight = np.asarray(graph.draw_weight, dtype=np.float64)
    score = np.asarray(scores, dtype=np.float64)
    discard_to = np.asarray(graph.discard_to, dtype=np.intp)
    starts = _segment_starts(graph.discard_from, len(graph.discard_keys))
    winning = score > 0
    tenpai_hand = np.asarray(graph.draw_shanten, dtype=np.int64) <= 0

    tenpai: Floats = tenpai_hand.astype(np.float64)
    win: Floats = np.zeros(drawers)
    points: Floats = np.zeros(drawers)
    discounted: Floats = np.zeros(drawers)
    for j in range(draws - 1, -1, -1):
        share = weight / (wall - j)
        reached = _best(tenpai, discard_to, starts)[draw_to]
        reached[winning] = 1.0
        tenpai = _step(tenpai, reached, draw_from, share, drawers)
        tenpai[tenpai_hand] = 1.0
        reached = _best(win, discard_to, starts)[draw_to]
        reached[winning] = 1.0
        win = _step(win, reached, draw_from, share, drawers)
        chosen = _best(points, discard_to, starts)
        points = _step(points, np.maximum(score, chosen[draw_to]), draw_from, share, drawers)
        if factors is None:
            continue
        chosen = _best(discounted, discard_to, starts)
        discounted = _step(
            discounted, np.maximum(score, chosen[draw_to]), draw_from, share, drawers
        )
        discounted *= factors[j]
    return tenpai, win, points, (points if factors is None else discounted)


def _factors(survival: Sequence[float] | None, draws: int) -> list[float] | None:
    """c_j: the chance the (j+1)-th draw is reached once the j-th was (None: all 1)."""
    if survival is None:
        return None
    if len(survival) < draws:
        raise ValueError(f"survival has {len(survival)} chances for {draws} draws")
    factors = []
    for j in range(draws):
        before = survival[j - 1] if j else 1.0
        factors.append(survival[j] / before if before > 0 else 0.0)
    return factors


def _segment_starts(sources: list[int], nodes: int) -> npt.NDArray[np.intp]:
    """Where each discard node's moves begin (every node has one move at least)."""
    counts = np.bincount(np.asarray(sources, dtype=np.intp), minlength=nodes)
    starts = np.zeros(nodes, dtype=np.intp)
    np.cumsum(counts[:-1], out=starts[1:])
    return starts


def _best(values: Floats, targets: npt.NDArray[np.intp], starts: npt.NDArray[np.intp]) -> Floats:
    """Per discard node, the best value its discards lead to."""
    result: Floats = np.maximum.reduceat(values[targets], starts)
    return result


def _step(
    before: Floats,
    reached: Floats,
    sources: npt.NDArray[np.intp],
    share: Floats,
    nodes: int,
) -> Floats:
    gain = share * (reached - before[sources])
    result: Floats = before + np.bincount(sources, weights=gain, minlength=nodes)
    return result

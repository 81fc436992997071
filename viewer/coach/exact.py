"""The exact one-player value of every candidate of a decision (2-shanten or better).

``exact_values`` is the one door to the model: the compiled kernel (``viewer.coach.kernel``)
builds the graph of reachable hands, scores the wins it contains and runs the backward pass.
``python_values`` is the same model in readable Python (``viewer.coach.value_graph``,
``value_pass``, ``win_points``), the reference the kernel is tested against. docs/value.md
explains the model with a worked example.
"""

from __future__ import annotations

from dataclasses import dataclass

from viewer.coach.position import Position
from viewer.coach.value_graph import build_graph, wall_of
from viewer.coach.value_pass import backward
from viewer.coach.win_points import WinScorer


@dataclass(frozen=True, slots=True)
class OnePlayer:
    """One candidate's numbers in the one-player model, over the seat's draws left."""

    tile: int  # the kind discarded
    shanten: int  # after the discard
    tenpai: float  # the chance of reaching tenpai
    win: float  # the chance of winning by tsumo
    points: float  # the expected points of that win (0 when there is none)


def exact_values(position: Position) -> tuple[OnePlayer, ...]:
    """The candidates of ``position.allowed`` the hand holds, in kind order."""
    from viewer.coach.kernel.exact_kernel import kernel_values  # numba: loaded when first used

    return tuple(
        OnePlayer(tile=kind, shanten=shanten, tenpai=tenpai, win=win, points=points)
        for kind, shanten, tenpai, win, points, _ in kernel_values(position)
    )


def python_values(position: Position) -> tuple[OnePlayer, ...]:
    """``exact_values`` in readable Python (seconds at 2-shanten): the kernel's reference."""
    graph = build_graph(position)
    scorer = WinScorer(position)
    complete = graph.discard_shanten
    keys = graph.discard_keys
    scores = [
        scorer.points(keys[target], kind) if complete[target] < 0 else 0.0
        for kind, target in zip(graph.draw_kind, graph.draw_to, strict=True)
    ]
    tenpai, win, points = backward(graph, scores, sum(wall_of(position)), position.draws_left)
    return tuple(
        OnePlayer(
            tile=kind,
            shanten=graph.draw_shanten[node],
            tenpai=float(tenpai[node]),
            win=float(win[node]),
            points=float(points[node]),
        )
        for kind, node in sorted(graph.roots.items())
    )

"""The exact one-player value of every candidate of a decision (2-shanten or better).

``exact_values`` builds the graph of reachable hands (``viewer.coach.value_graph``), scores the
wins it contains (``viewer.coach.win_points``) and runs the backward pass
(``viewer.coach.value_pass``). docs/value.md explains the model with a worked example.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from viewer.coach.position import Position
from viewer.coach.value_graph import HAND_ROOT, Graph, build_graph, wall_of
from viewer.coach.value_pass import Floats, backward
from viewer.coach.win_points import WinScorer


@dataclass(frozen=True, slots=True)
class OnePlayer:
    """One candidate's numbers in the one-player model, over the seat's draws left."""

    tile: int  # the kind discarded
    shanten: int  # after the discard
    tenpai: float  # the chance of reaching tenpai
    win: float  # the chance of winning by tsumo
    points: float  # the expected points of that win (0 when there is none)
    discounted: float  # the points with each draw weighed by the chance it is reached


def exact_values(
    position: Position, survival: Sequence[float] | None = None
) -> tuple[OnePlayer, ...]:
    """The candidates of ``position.allowed`` the hand holds, in kind order (a 14-tile hand);
    ``survival[k]`` the chance the (k+1)-th draw is reached (``value_pass.backward``)."""
    graph, numbers = _valued(position, survival)
    return tuple(_one(graph, numbers, kind, node) for kind, node in sorted(graph.roots.items()))


def exact_hand_value(position: Position, survival: Sequence[float] | None = None) -> OnePlayer:
    """The value of a 13-tile hand (3n+1 concealed tiles) before its next draw, ``tile`` -1:
    a call's pass, or the hand after a kan (its draws counting the rinshan draw)."""
    if len(position.concealed) % 3 != 1:
        raise ValueError(f"a hand before its draw holds 3n+1 tiles, not {len(position.concealed)}")
    graph, numbers = _valued(position, survival)
    return _one(graph, numbers, HAND_ROOT, graph.roots[HAND_ROOT])


Numbers = tuple[Floats, Floats, Floats, Floats]


def _valued(position: Position, survival: Sequence[float] | None) -> tuple[Graph, Numbers]:
    graph = build_graph(position)
    scorer = WinScorer(position)
    complete = graph.discard_shanten
    keys = graph.discard_keys
    scores = [
        scorer.points(keys[target], kind) if complete[target] < 0 else 0.0
        for kind, target in zip(graph.draw_kind, graph.draw_to, strict=True)
    ]
    wall = sum(wall_of(position))
    return graph, backward(graph, scores, wall, position.draws_left, survival)


def _one(graph: Graph, numbers: Numbers, kind: int, node: int) -> OnePlayer:
    tenpai, win, points, discounted = numbers
    return OnePlayer(
        tile=kind,
        shanten=graph.draw_shanten[node],
        tenpai=float(tenpai[node]),
        win=float(win[node]),
        points=float(points[node]),
        discounted=float(discounted[node]),
    )

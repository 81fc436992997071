"""The exact one-player value of every candidate of a decision (2-shanten or better).

``exact_values`` is the one door to the model: the compiled kernel (``viewer.coach.kernel``)
builds the graph of reachable hands, scores the wins it contains and runs the backward pass.
``exact_hand_value`` values a 13-tile hand before its draw (a call's pass, the hand after a kan)
through the same door. ``python_values`` and ``python_hand_value`` are the same model in readable
Python (``viewer.coach.value_graph``, ``value_pass``, ``win_points``), the reference the kernel is
tested against. ``survival[k]``, when given, is the chance the (k+1)-th own draw is reached: the
``discounted`` points weigh each draw's gain by it (``value_pass.backward``). docs/value.md
explains the model with worked examples.
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

    tile: int  # the kind discarded (-1: a 13-tile hand's own value)
    shanten: int  # after the discard
    tenpai: float  # the chance of reaching tenpai
    win: float  # the chance of winning by tsumo
    points: float  # the expected points of that win (0 when there is none)
    discounted: float  # the points with each draw weighed by the chance it is reached


def exact_values(
    position: Position, survival: Sequence[float] | None = None
) -> tuple[OnePlayer, ...]:
    """The candidates of ``position.allowed`` the hand holds, in kind order (a 14-tile hand)."""
    if len(position.concealed) % 3 != 2:
        raise ValueError(
            f"a hand choosing a discard holds 3n+2 tiles, not {len(position.concealed)}"
        )
    return tuple(OnePlayer(*numbers) for numbers in _kernel(position, survival))


def exact_hand_value(position: Position, survival: Sequence[float] | None = None) -> OnePlayer:
    """The value of a 13-tile hand (3n+1 concealed tiles) before its next draw, ``tile`` -1:
    a call's pass, or the hand after a kan (its draws counting the rinshan draw)."""
    _hand_only(position)
    (numbers,) = _kernel(position, survival)
    return OnePlayer(*numbers)


_used: list[bool] = []  # (not empty once this process has run the kernel)


def _kernel(
    position: Position, survival: Sequence[float] | None
) -> tuple[tuple[int, int, float, float, float, float], ...]:
    from viewer.coach.kernel.jit import first_use, quiet  # numba: loaded when first used

    with quiet():  # (numba's warnings are not the user's)
        from viewer.coach.kernel.exact_kernel import kernel_values

        if _used:
            return kernel_values(position, survival)
        with first_use():  # (compiled by one process at a time: the others then load it)
            numbers = kernel_values(position, survival)
        _used.append(True)
        return numbers


def python_values(
    position: Position, survival: Sequence[float] | None = None
) -> tuple[OnePlayer, ...]:
    """``exact_values`` in readable Python (seconds at 2-shanten): the kernel's reference."""
    graph, numbers = _valued(position, survival)
    return tuple(_one(graph, numbers, kind, node) for kind, node in sorted(graph.roots.items()))


def python_hand_value(position: Position, survival: Sequence[float] | None = None) -> OnePlayer:
    """``exact_hand_value`` in readable Python: the kernel's reference."""
    _hand_only(position)
    graph, numbers = _valued(position, survival)
    return _one(graph, numbers, HAND_ROOT, graph.roots[HAND_ROOT])


def _hand_only(position: Position) -> None:
    if len(position.concealed) % 3 != 1:
        raise ValueError(f"a hand before its draw holds 3n+1 tiles, not {len(position.concealed)}")


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

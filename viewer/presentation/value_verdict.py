"""How the window reads a decision judged by value: the class of a loss, what counts as costly.

The coach's ``Valuation`` gives every candidate a value in points and the played tile's
``value_loss`` against the pick. People read three classes, the same on the board's bars and box,
the dock's rows and the round's strip:

- ``pick``: the kind is among the highest value (green);
- ``small``: it loses less than ``LARGE_LOSS`` points (yellow);
- ``large``: it loses ``LARGE_LOSS`` points or more (red).

Why 300 points: on the oracle file's 1,363 four-player decisions at 2-shanten or better (no
riichi, so the value is the one-player expected points), the players' own discard is the pick on
67 %, loses under 30 points on 80 %, under 121 on 90 % and 300 or more on 4 %: red is kept for
the few decisions that give up a real share of a hand's worth. Under riichi a push into danger
weighs the deal-in cost (thousands of points) and lands there at once.

Until a decision's valuation arrives (the window's worker process judges it) the same three
classes come from the ukeire facts: the best efficiency, ukeire lost, a shanten back.

Costly (N / Shift+N, the dock's list): a ``value_loss`` above the threshold, a setting in points
(``DEFAULT_COSTLY`` to start with, about one decision in eight).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the coach loads when it is first turned on
    from viewer.coach.model import Candidate, Decision
    from viewer.coach.value import CandidateValue, Valuation

LARGE_LOSS = 300  # points: from here a loss is red
COSTLY_RANGE = (0, 20_000)  # the threshold's bounds, in points
CLASSES = ("pick", "small", "large")


def loss_class(loss: float) -> str:
    """``small`` or ``large`` for a loss above 0 (a pick is told by ``pick``, not by 0)."""
    return "large" if loss >= LARGE_LOSS else "small"


def kind_loss(valuation: Valuation, kind: int) -> float | None:
    """What discarding ``kind`` gives up against the pick (None: not a candidate)."""
    candidate = valuation.of(kind)
    if candidate is None:
        return None
    best = max(c.value for c in valuation.candidates)
    return max(0.0, best - candidate.value)


def kind_class(decision: Decision, valuation: Valuation | None, kind: int) -> str | None:
    """The class of discarding ``kind``: by value when judged, else by its ukeire facts (None:
    no candidate, kuikae forbids it)."""
    if valuation is not None:
        valued = valuation.of(kind)
        if valued is None:
            return None
        return _by_value(valuation, valued, max(c.value for c in valuation.candidates))
    candidate = decision.candidate(kind)
    return None if candidate is None else _by_ukeire(decision, candidate, decision.lowest_shanten)


def kind_classes(decision: Decision, valuation: Valuation | None) -> dict[int, str]:
    """Every candidate's class at once (``kind_class`` of each): what a table of them needs."""
    if valuation is not None:
        best = max((c.value for c in valuation.candidates), default=0.0)
        return {c.tile: _by_value(valuation, c, best) for c in valuation.candidates}
    lowest = decision.lowest_shanten
    return {c.tile: _by_ukeire(decision, c, lowest) for c in decision.candidates}


def _by_value(valuation: Valuation, candidate: CandidateValue, best: float) -> str:
    return "pick" if candidate.tile in valuation.pick else loss_class(best - candidate.value)


def _by_ukeire(decision: Decision, candidate: Candidate, lowest: int) -> str:
    if candidate.tile in decision.best:
        return "pick"
    return "large" if candidate.shanten > lowest else "small"


def verdict_class(decision: Decision, valuation: Valuation | None) -> str:
    """The class of the tile played: a right fold is a pick like any other."""
    if valuation is not None:
        if decision.actual in valuation.pick:
            return "pick"
        return loss_class(valuation.value_loss or 0.0)
    if decision.loss is None:
        return "large"
    return "pick" if decision.loss == 0 else "small"


def is_costly(valuation: Valuation | None, threshold: float) -> bool:
    """A loss above ``threshold`` points (a decision not judged yet is not)."""
    return valuation is not None and (valuation.value_loss or 0.0) > threshold


# -- call, kan and riichi decisions (``Valuation.pick`` holds the options' indices) -------------
def option_classes(valuation: Valuation) -> dict[int, str]:
    """Every option's class, by index: the picks green, the rest by what they give up; riichi
    advice has no points loss, so an option against the rule is ``small``."""
    if valuation.kind == "riichi":
        return {i: "pick" if i in valuation.pick else "small"
                for i in range(len(valuation.candidates))}  # fmt: skip
    best = max((c.value for c in valuation.candidates), default=0.0)
    return {i: "pick" if i in valuation.pick else loss_class(best - c.value)
            for i, c in enumerate(valuation.candidates)}  # fmt: skip


def choice_class(decision: Decision, valuation: Valuation | None) -> str | None:
    """The class of the option played (None: not judged yet, or nothing played: a chi whose
    tile another seat's pon took first)."""
    played = decision.played
    if valuation is None or played is None:
        return None
    if played in valuation.pick:
        return "pick"
    if valuation.kind == "riichi":
        return "small"
    return loss_class(valuation.value_loss or 0.0)

"""A game valued on every core (``viewer.coach.batch``: fresh worker processes, each starting
from empty kernel tables) gives what the same decisions valued one by one in this process give.

The 3-player review fixture game once did not: a worker whose first hand held 9m read a suit
table it had never filled, and its decisions took minutes with wrong numbers.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.review.helpers import game_path
from viewer.coach import GameCoach, batch
from viewer.coach.value import Valuation, forget
from viewer.formats.detect import read_game
from viewer.replay import Timeline


def coach_of(path: Path) -> GameCoach:
    record = read_game(str(path))
    timeline = Timeline(record)
    timeline.replay_all()
    return GameCoach(record, timeline)


def numbers(valuation: Valuation | None) -> list[tuple[object, ...]]:
    assert valuation is not None
    return [(c.tile, c.call, round(c.value, 6), c.win) for c in valuation.candidates]


@pytest.mark.usefixtures("compiled_kernel")
@pytest.mark.parametrize("kind", ["3p", "4p"])
def test_the_pool_values_a_game_as_this_process_does(kind: str) -> None:
    pooled = coach_of(game_path(kind))
    steps, choices = batch.game_steps(pooled), batch.game_choices(pooled)
    assert len(steps) + len(choices) >= batch.POOL_FROM  # (the pool is used)
    batch.value_game(pooled, workers=2)
    forget()  # (nothing the pool's answers left behind is read back below)
    here = coach_of(game_path(kind))
    for step in steps:
        assert numbers(pooled.valuation(step)) == numbers(here.valuation(step)), step
    for decision in choices:
        found = pooled.choice_valuation(decision)
        assert numbers(found) == numbers(here.choice_valuation(decision)), decision

"""Fixtures of the coach's tests."""

from __future__ import annotations

import pytest

from viewer.coach import batch, game
from viewer.coach.choice_value import judge_choice
from viewer.coach.estimate import estimate_values
from viewer.coach.model import Decision
from viewer.coach.position import Position
from viewer.coach.value import OnePlayerNumbers, Valuation, valuation


def estimated(position: Position, decision: Decision) -> Valuation:
    """Every decision valued by the estimate (milliseconds: for tests of what a report or a
    command does with valuations, not of the numbers)."""
    if decision.kind != "discard":
        return judge_choice(position, decision, exact=False)
    numbers = [OnePlayerNumbers(v.tile, None, None, v.points) for v in estimate_values(position)]
    dealer = (decision.seat - position.seat_wind) % position.rules.players
    return valuation(
        "estimate", numbers, dict(decision.hand_safety), decision.actual, dealer,
        position.rules.sanma,
    )  # fmt: skip


@pytest.fixture
def quick_values(monkeypatch: pytest.MonkeyPatch) -> None:
    """Value with the estimate alone, in this process (whole corpus games in seconds)."""
    monkeypatch.setattr(game, "judge", estimated)
    monkeypatch.setattr(batch, "judge", estimated)
    monkeypatch.setattr(batch, "POOL_FROM", 1 << 30)
    monkeypatch.setattr(game, "remembered", lambda position, decision: None)
    monkeypatch.setattr(game, "remember", lambda position, decision, judged: None)
    monkeypatch.setattr(batch, "remembered", lambda position, decision: None)

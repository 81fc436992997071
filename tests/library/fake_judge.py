"""A fast, deterministic stand-in for the value model (``viewer.coach.value.judge``).

The exact model takes seconds a decision at 2-shanten, and the deep-hand estimate is another
module: the library's tests judge with this instead, so that they are fast and test the library,
not the model. Each candidate gets made-up one-player points from its kind and the decision's
place; the verdict then goes through the real ``value.valuation`` (the fold rule, the pick, the
value_loss), so the numbers have the shape the coach's have.
"""

from __future__ import annotations

import os
import time

import pytest

from viewer.coach import batch, game, value
from viewer.coach.model import Decision
from viewer.coach.position import Position
from viewer.coach.value import CandidateValue, OnePlayerNumbers, Valuation, valuation


def fake_judge(position: Position, decision: Decision) -> Valuation:
    if decision.kind != "discard":
        return fake_choice(decision)
    numbers = [
        OnePlayerNumbers(c.tile, None, None, float((c.tile * 37 + decision.step * 11) % 13) * 100)
        for c in decision.candidates
    ]
    dealer = (decision.seat - position.seat_wind) % position.rules.players
    return valuation("fake", numbers, dict(decision.hand_safety), decision.actual, dealer,
                     position.rules.sanma)  # fmt: skip


def fake_choice(decision: Decision) -> Valuation:
    """A call, kan or riichi decision: made-up values per option, the real verdict's shape."""
    values = [float((i * 53 + decision.step * 7) % 11) * 100 for i in range(len(decision.options))]
    options = tuple(
        CandidateValue(-1, None, None, v, 0.0, v, o.call, o.tiles, v)
        for v, o in zip(values, decision.options, strict=True)
    )
    best = max(values)
    pick = tuple(i for i, v in enumerate(values) if v == best)
    played = decision.played
    loss = None if played is None or decision.kind == "riichi" else best - values[played]
    return Valuation("fake", options, pick, loss, kind=decision.kind, played=played)


def slow_judge(position: Position, decision: Decision) -> Valuation:
    """The fake, a tenth of a second a decision: a run that can be killed half-way."""
    time.sleep(0.1)
    return fake_judge(position, decision)


def use_fake_judge(monkeypatch: pytest.MonkeyPatch) -> None:
    """Judge with the fake in this process: the coach and ``coach --json``'s batch took
    ``judge`` by name, the batch values in this process (its spawned workers would not have
    the fake), and nothing is remembered between two decisions alike (the copies of one game
    are judged each, as different games are; nothing the fake says outlives the test)."""
    for module in (game, batch):
        monkeypatch.setattr(module, "judge", fake_judge)
        monkeypatch.setattr(module, "remembered", forget)
    monkeypatch.setattr(batch, "POOL_FROM", 1 << 30)
    monkeypatch.setattr(value, "_REMEMBERED", {})


def forget(position: Position, decision: Decision) -> None:
    """``value.remembered`` that remembers nothing."""
    return None


def die_in_worker(task: object) -> object:
    """A pool task whose process dies at once (as one killed, or out of memory, would)."""
    os._exit(3)

"""Value many decisions at once, on every core: what ``coach`` and ``dump --coach`` need.

A game's decisions cost from milliseconds to seconds each (docs/value.md), so a whole game is
valued by a pool of worker processes (spawned: the caller may hold Qt or threads). Decisions go
in groups of one seat's round, in order: a worker's shanten and scoring tables then meet the
same hands again, which is most of what makes a game cheaper than its decisions one by one.
Inputs and results are plain frozen values; the caller's ``GameCoach`` keeps the results.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor

from viewer.coach.game import GameCoach
from viewer.coach.model import Decision
from viewer.coach.position import Position
from viewer.coach.value import Valuation, judge, remembered
from viewer.replay import Step

Job = tuple[Step, Position, Decision]
POOL_FROM = 8  # fewer decisions than this are valued in this process (a pool costs ~0.3 s)


def judge_group(jobs: Sequence[Job]) -> list[tuple[Step, Valuation]]:
    """Value one group of decisions (run in a worker process)."""
    return [(step, judge(position, decision)) for step, position, decision in jobs]


def value_all(coach: GameCoach, steps: Iterable[Step], workers: int | None = None) -> None:
    """Value every decision among ``steps`` that ``coach`` has not valued yet."""
    groups: dict[tuple[int, int], list[Job]] = {}
    for step in steps:
        if coach.has_valued(step):
            continue
        decision = coach.decision(step)
        position = coach.position(step)
        if decision is None or position is None:
            continue
        known = remembered(position, decision)
        if known is not None:
            coach.accept(step, known)
            continue
        groups.setdefault((step.round, decision.seat), []).append((step, position, decision))
    jobs = sum(len(group) for group in groups.values())
    count = workers if workers is not None else min(os.cpu_count() or 1, 8)
    if jobs < POOL_FROM or count <= 1:
        for group in groups.values():
            for step, judged in judge_group(group):
                coach.accept(step, judged)
        return
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=count, mp_context=context) as pool:
        ordered = sorted(groups.values(), key=len, reverse=True)  # the long ones first
        for results in pool.map(judge_group, ordered):
            for step, judged in results:
                coach.accept(step, judged)


def game_steps(coach: GameCoach, seats: Sequence[int] | None = None) -> list[Step]:
    """Every decision step of the game (of ``seats`` only, when given)."""
    found = []
    for number in range(coach.timeline.round_count):
        for index in range(coach.timeline.step_count(number)):
            step = Step(number, index)
            decision = coach.decision(step)
            if decision is not None and (seats is None or decision.seat in seats):
                found.append(step)
    return found

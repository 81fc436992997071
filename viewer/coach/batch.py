"""Value many decisions at once, on every core: what ``coach`` and ``dump --coach`` need.

A game's decisions cost from milliseconds to seconds each (docs/value.md), so a whole game is
valued by a pool of worker processes (spawned: the caller may hold Qt or threads). Decisions go
in groups of one seat's round, in order: a worker's shanten and scoring tables then meet the
same hands again, which is most of what makes a game cheaper than its decisions one by one.
Inputs and results are plain frozen values; the caller's ``GameCoach`` keeps the results. A
discard is keyed by its step, a call, kan or riichi decision by itself (several seats can have a
call decision at one step).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor

from viewer.coach.game import GameCoach
from viewer.coach.model import Decision
from viewer.coach.position import Position
from viewer.coach.value import Valuation, judge, remembered
from viewer.replay import Step

Key = Step | Decision  # a discard's step, or the call, kan or riichi decision itself
Job = tuple[Key, Position, Decision]
POOL_FROM = 8  # fewer decisions than this are valued in this process (a pool costs ~0.3 s)


def judge_group(jobs: Sequence[Job]) -> list[tuple[Key, Valuation]]:
    """Value one group of decisions (run in a worker process)."""
    return [(key, judge(position, decision)) for key, position, decision in jobs]


def value_all(coach: GameCoach, steps: Iterable[Step], workers: int | None = None) -> None:
    """Value every discard decision among ``steps`` that ``coach`` has not valued yet."""
    jobs: list[Job] = []
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
        jobs.append((step, position, decision))
    _value(coach, jobs, workers)


def value_game(coach: GameCoach, seats: Sequence[int] | None = None,
               workers: int | None = None) -> None:  # fmt: skip
    """Value every decision of the game (of ``seats`` only): discards, calls, kans, riichi."""
    jobs: list[Job] = []
    for step in game_steps(coach, seats):
        decision = coach.decision(step)
        position = coach.position(step)
        if coach.has_valued(step) or decision is None or position is None:
            continue
        known = remembered(position, decision)
        if known is not None:
            coach.accept(step, known)
        else:
            jobs.append((step, position, decision))
    for choice in game_choices(coach, seats):
        if coach.has_valued_choice(choice):
            continue
        position = coach.choice_position(choice)
        known = remembered(position, choice)
        if known is not None:
            coach.accept_choice(choice, known)
        else:
            jobs.append((choice, position, choice))
    _value(coach, jobs, workers)


def _accept(coach: GameCoach) -> Callable[[Key, Valuation], None]:
    def accept(key: Key, judged: Valuation) -> None:
        if isinstance(key, Decision):
            coach.accept_choice(key, judged)
        else:
            coach.accept(key, judged)

    return accept


def _value(coach: GameCoach, jobs: list[Job], workers: int | None) -> None:
    groups: dict[tuple[int, int], list[Job]] = {}
    for job in jobs:
        decision = job[2]
        groups.setdefault((decision.round, decision.seat), []).append(job)
    for group in groups.values():
        group.sort(key=lambda job: job[2].step)
    accept = _accept(coach)
    count = workers if workers is not None else min(os.cpu_count() or 1, 8)
    if len(jobs) < POOL_FROM or count <= 1:
        for group in groups.values():
            for key, judged in judge_group(group):
                accept(key, judged)
        return
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=count, mp_context=context) as pool:
        ordered = sorted(groups.values(), key=len, reverse=True)  # the long ones first
        for results in pool.map(judge_group, ordered):
            for key, judged in results:
                accept(key, judged)


def game_steps(coach: GameCoach, seats: Sequence[int] | None = None) -> list[Step]:
    """Every discard decision step of the game (of ``seats`` only, when given)."""
    found = []
    for number in range(coach.timeline.round_count):
        for index in range(coach.timeline.step_count(number)):
            step = Step(number, index)
            decision = coach.decision(step)
            if decision is not None and (seats is None or decision.seat in seats):
                found.append(step)
    return found


def game_choices(coach: GameCoach, seats: Sequence[int] | None = None) -> list[Decision]:
    """Every call, kan and riichi decision of the game (of ``seats`` only, when given)."""
    return [
        choice
        for number in range(coach.timeline.round_count)
        for index in range(coach.timeline.step_count(number))
        for choice in coach.choices(Step(number, index))
        if seats is None or choice.seat in seats
    ]

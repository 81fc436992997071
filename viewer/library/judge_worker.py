"""What a judge worker does with one game: the coach's report of the player's seats in it.

Runs in a process (the coach is pure Python: minutes a game), so everything it returns is plain
tuples, cheap to pickle, and nothing raises: a game that cannot be judged comes back with its
one-line reason. The seat's decisions are valued one by one before the report sums them (the
report then finds them all valued), so that a worker can say how far it is (``tick``) and stop
between two decisions (``stopped``) rather than after minutes.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from viewer.coach import Decision, GameCoach
from viewer.coach.batch import game_choices
from viewer.formats.errors import LogError
from viewer.library.judge_luck import LuckResult, judge_luck
from viewer.replay import Step, Timeline
from viewer.review.game_source import read_game_or_report
from viewer.review.parse import ReportError

if TYPE_CHECKING:  # the worker's queue and flag, made by the parent's spawn context
    from multiprocessing.queues import Queue
    from multiprocessing.synchronize import Event

PARENT_WATCH_SECONDS = 1.0  # how soon a worker whose parent was killed ends
Tick = Callable[[int, int], None]  # (decisions valued, decisions of the game's player seats)
Stopped = Callable[[], bool]


class JudgeTask(NamedTuple):
    """One game to judge: where to read it and the seats the player held in it."""

    game_id: int
    path: str
    number: int  # the game's place in its file, 0-based (a tenhou.net/6 list holds several)
    seats: tuple[int, ...]  # the seats the coach judges (none: only luck is missing)
    luck_seats: tuple[int, ...] = ()  # the seats whose luck is computed (viewer.library.judge_luck)


class DecisionRow(NamedTuple):
    """A decision with a value_loss, for the worst-mistakes list (rounds and steps as ``dump``
    numbers them; a discard's played and pick are kinds 0-33, a call's or kan's indices into
    its ``options``)."""

    round: int
    step: int
    played: int
    pick: tuple[int, ...]
    value_loss: float
    kind: str = "discard"  # "discard", "call" or "kan"
    tile: int | None = None  # a call or kan: the kind called on (the kan's kind)
    options: tuple[str, ...] = ()  # a call or kan: its options' names


class SeatVerdict(NamedTuple):
    """One seat's numbers, the same as ``coach FILE --seat S --json`` prints for it."""

    decisions: int
    picks: int
    points_lost: float
    shanten_backs: int
    folds: int
    deal_ins: int
    rows: tuple[DecisionRow, ...]
    calls: tuple[int, int, int, int] = (0, 0, 0, 0)  # decisions, picks, missed, extra
    kans: tuple[int, int, int, int] = (0, 0, 0, 0)
    riichi: tuple[int, int] = (0, 0)  # decisions, matches


class SeatResult(NamedTuple):
    seat: int
    verdict: SeatVerdict | None
    error: str | None  # one line; None when judged


class JudgedGame(NamedTuple):
    game_id: int
    seats: tuple[SeatResult, ...]  # empty when stopped
    seconds: float
    stopped: bool = False  # asked to stop before the end: nothing to store
    luck: tuple[LuckResult, ...] = ()


def judge_game(task: JudgeTask, tick: Tick, stopped: Stopped) -> JudgedGame:
    """The verdicts of ``task``'s seats; a game that cannot be read or judged gives every seat
    the reason, in one line."""
    started = time.perf_counter()
    luck = judge_luck(task.path, task.number, task.luck_seats)
    if not task.seats:
        return JudgedGame(task.game_id, (), time.perf_counter() - started, luck=luck)
    try:
        coach = _coach(task)
        plan = [(seat, _seat_steps(coach, seat)) for seat in task.seats]
        choices = [choice for seat in task.seats for choice in game_choices(coach, [seat])]
        total = sum(len(steps) for _, steps in plan) + len(choices)
        done = 0
        tick(done, total)
        work: list[Step | Decision] = [step for _, steps in plan for step in steps]
        work += choices
        for item in work:
            if stopped():
                return JudgedGame(task.game_id, (), time.perf_counter() - started, True, luck)
            if isinstance(item, Decision):
                coach.choice_valuation(item)
            else:
                coach.valuation(item)
            done += 1
            tick(done, total)
        results = tuple(_seat_result(coach, seat, steps) for seat, steps in plan)
    except Exception as exc:  # a bad log or a coach bug costs this game, never the run
        reason = _one_line(exc)
        results = tuple(SeatResult(seat, None, reason) for seat in task.seats)
    return JudgedGame(task.game_id, results, time.perf_counter() - started, luck=luck)


def _coach(task: JudgeTask) -> GameCoach:
    record = read_game_or_report(task.path, task.number).record
    timeline = Timeline(record)
    timeline.replay_all()
    return GameCoach(record, timeline)


def _seat_steps(coach: GameCoach, seat: int) -> list[Step]:
    """The steps of the seat's decisions, in game order (what its report values)."""
    return [
        Step(decision.round, decision.step)
        for number in range(coach.timeline.round_count)
        for decision in coach.decisions(number)
        if decision.seat == seat
    ]


def _seat_result(coach: GameCoach, seat: int, steps: list[Step]) -> SeatResult:
    report = coach.report(seat)
    if report is None:
        return SeatResult(seat, None, "the seat's tiles are hidden in this log: no coach")
    rows = []
    for step in steps:
        valued = coach.valuation(step)
        decision = coach.decision(step)
        if valued is None or decision is None or valued.value_loss is None:
            continue
        rows.append(DecisionRow(step.round, step.index, decision.actual, valued.pick,
                                valued.value_loss))  # fmt: skip
    for choice in game_choices(coach, [seat]):
        judged = coach.choice_valuation(choice)
        if choice.kind == "riichi" or choice.played is None or judged.value_loss is None:
            continue
        rows.append(DecisionRow(choice.round, choice.step, choice.played, judged.pick,
                                judged.value_loss, choice.kind, choice.actual,
                                tuple(o.call for o in choice.options)))  # fmt: skip
    verdict = SeatVerdict(
        decisions=report.decisions,
        picks=report.picks,
        points_lost=report.points_lost,
        shanten_backs=report.shanten_backs,
        folds=report.folds,
        deal_ins=len(report.deal_ins),
        rows=tuple(rows),
        calls=(report.calls.decisions, report.calls.picks, report.calls.missed,
               report.calls.extra),
        kans=(report.kans.decisions, report.kans.picks, report.kans.missed, report.kans.extra),
        riichi=(report.riichi.decisions, report.riichi.matches),
    )  # fmt: skip
    return SeatResult(seat, verdict, None)


def _one_line(exc: Exception) -> str:
    """A reason in one line: the message of a log or report that cannot be read, the kind and
    message of anything else (a bug in the coach)."""
    text = " ".join(str(exc).split())
    if isinstance(exc, (LogError, ReportError)):
        return text
    return f"internal error while judging: {type(exc).__name__}: {text}"


# -- in a pool's worker process ----------------------------------------------------------------
_stop: Event | None = None
_ticks: Queue[tuple[int, int, int]] | None = None
_parent = 0


def start_worker(stop: Event, ticks: Queue[tuple[int, int, int]]) -> None:
    """The pool's initializer: the parent's stop flag and progress queue. Ctrl+C is the
    parent's to handle (it stops the run), so the worker prints no traceback of its own. A
    worker outlives a killed parent only for the decision in hand: idle, it would wait for a
    task forever (its siblings keep the task queue open), so a watch ends it."""
    global _stop, _ticks, _parent
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _stop, _ticks, _parent = stop, ticks, os.getppid()
    threading.Thread(target=_end_with_the_parent, name="parent-watch", daemon=True).start()


def _end_with_the_parent() -> None:
    while os.getppid() == _parent:
        time.sleep(PARENT_WATCH_SECONDS)
    os._exit(0)  # nothing of this worker's is worth keeping: nobody would store it


def judge_in_worker(task: JudgeTask) -> JudgedGame:
    """One pool task. It also stops when the parent is gone (killed): nobody would store it."""
    stop, ticks = _stop, _ticks
    assert stop is not None and ticks is not None

    def tick(done: int, total: int) -> None:
        ticks.put((task.game_id, done, total))

    def stopped() -> bool:
        return stop.is_set() or os.getppid() != _parent

    return judge_game(task, tick, stopped)

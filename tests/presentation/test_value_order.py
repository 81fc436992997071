"""The order the window asks its worker for valuations: what the player looks at, then what the
player is about to look at (``CoachOnDemand.value_order``)."""

from __future__ import annotations

from viewer.formats.detect import read_game
from viewer.presentation.coach_view import CoachOnDemand
from viewer.replay import Step, Timeline
from viewer.replay.shown import shown_step
from viewer.resources import demo_log_path


def demo_source() -> CoachOnDemand:
    record = read_game(demo_log_path())
    timeline = Timeline(record)
    timeline.replay_all()
    return CoachOnDemand(timeline)


def test_the_decision_on_screen_then_its_round_ahead_then_behind_then_later_then_before() -> None:
    source = demo_source()
    every = source.seat_steps(0)
    second_round = [at for at in every if at.round == 1]
    assert len(second_round) >= 3 and {at.round for at in every} >= {0, 1, 2}
    shown = second_round[1]
    cursor = shown_step(source.timeline, shown)  # the step that shows it (its draw)
    order = source.value_order(cursor, 0)
    ahead = [at for at in second_round if at.index > shown.index]
    behind = [at for at in reversed(second_round) if at.index < shown.index]
    later = [at for at in every if at.round > 1]
    before = [at for at in every if at.round < 1]
    assert order == [shown, *ahead, *behind, *later, *before]
    assert sorted(order) == sorted(every)  # each once


def test_decisions_valued_are_not_asked_again() -> None:
    source = demo_source()
    first, *rest = source.seat_steps(0)
    source.fail(first, "ValueError: a test")  # done: failed
    assert source.value_order(Step(0, 0), 0) == rest

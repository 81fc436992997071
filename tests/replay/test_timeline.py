from __future__ import annotations

from tests.logbuilder import document, draw_result, init
from viewer.formats.mjlog import parse_mjlog
from viewer.replay import Step, Timeline

ROUND1 = (init(), "<T60/><D60/><U61/><E61/>", "<V62/><F62/><W63/><G63/><T64/><D64/>",
          draw_result(owari=False))  # fmt: skip
ROUND2 = (init(round_index=1, honba=1), "<U60/><E60/><V61/><F61/>",
          draw_result(honba=1))  # fmt: skip


def timeline() -> Timeline:
    return Timeline(parse_mjlog(document(*ROUND1, *ROUND2)))


def test_next_and_previous_cross_rounds_and_stop_at_the_ends() -> None:
    tl = timeline()
    assert tl.step_count(0) == 12 and tl.step_count(1) == 6
    assert tl.next(Step(0, 11)) == Step(1, 0)
    assert tl.previous(Step(1, 0)) == Step(0, 11)
    assert tl.previous(tl.first()) == tl.first()
    assert tl.next(tl.last()) == tl.last() == Step(1, 5)


def test_round_jumps_and_clamp() -> None:
    tl = timeline()
    assert tl.next_round(Step(0, 3)) == Step(1, 0)
    assert tl.next_round(Step(1, 3)) == Step(1, 3)
    assert tl.previous_round(Step(1, 3)) == Step(1, 0)
    assert tl.previous_round(Step(1, 0)) == Step(0, 0)
    assert tl.round_end(Step(0, 2)) == Step(0, 11)
    assert tl.clamp(Step(5, 99)) == Step(1, 5) and tl.clamp(Step(-1, -1)) == Step(0, 0)


def test_turns_of_a_seat_and_results() -> None:
    tl = timeline()
    assert tl.next_turn(Step(0, 0), 0) == Step(0, 1)
    assert tl.next_turn(Step(0, 1), 0) == Step(0, 9)
    assert tl.next_turn(Step(0, 9), 0) == Step(0, 9)  # seat 0 never draws again: stay
    assert tl.previous_turn(Step(0, 9), 0) == Step(0, 1)
    assert tl.next_notable(Step(0, 0)) == Step(0, 11)
    assert tl.is_result(Step(0, 11)) and not tl.is_result(Step(0, 10))


def test_lazy_reading_gives_the_same_states_and_reports_round_warnings() -> None:
    data = document(*ROUND1, *ROUND2).replace(b"<U60/>", b"<FOO/><U60/>")
    eager = parse_mjlog(data)
    lazy = parse_mjlog(data, lazy=True)
    assert lazy.warnings == ()
    assert eager.warnings == ("unknown element <FOO> ignored",)
    lazy_timeline, eager_timeline = Timeline(lazy), Timeline(eager)
    assert lazy_timeline.states(0) == eager_timeline.states(0)
    assert lazy_timeline.replay_all() == ("unknown element <FOO> ignored",)
    assert eager_timeline.replay_all() == ()
    assert lazy_timeline.states(1) == eager_timeline.states(1)
    assert [lazy.rounds[1].position(i) for i in (0, 1)] == [17, 19]  # <FOO/> is element 18

"""Where the window shows a seat's call, kan and riichi decisions, the worker's order of them
among the discards, and the costly keys over all of them (``CoachOnDemand``, no Qt).

The kan game of ``tests/coach/call_logs.py``: seat 0 draws its fourth 7-pin (step 1) and makes
an ankan (2), draws again (3) and drops White (4), could chi seat 3's 7-sou at step 10 and
passes; seat 1 pons the White (4 → 5) and makes a kakan of it at 14 after its draw (13). Both
seats are tenpai at some draws: riichi-or-dama decisions. The riichi game: seat 3 declares
riichi at step 8 after its draw at 7.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.app.call_judges import fixed_valuation
from tests.coach.call_logs import KAN_EVENTS, RIICHI_CALL_EVENTS
from tests.coach.logs import write
from tests.coach.worker_judges import quick_judge
from viewer.coach.model import CostlyDecision, Decision
from viewer.formats.detect import read_game
from viewer.presentation.coach_view import CoachOnDemand
from viewer.replay import Step, Timeline


def source_of(path: Path) -> CoachOnDemand:
    record = read_game(str(path))
    timeline = Timeline(record)
    timeline.replay_all()
    return CoachOnDemand(timeline)


@pytest.fixture
def kans(tmp_path: Path) -> CoachOnDemand:
    return source_of(write(tmp_path / "kans.mjson", KAN_EVENTS))


def _shown(source: CoachOnDemand, index: int, seat: int) -> list[tuple[str, int]]:
    return [(c.decision.kind, c.decision.step) for c in source.choices(Step(0, index), seat)]


def _find_all(source: CoachOnDemand) -> None:
    """What the window's warmer does while idle: every step's decisions found."""
    for index in range(source.timeline.step_count(0)):
        source.find(Step(0, index))


def test_a_call_at_the_discard_a_kan_or_riichi_at_the_draw(kans: CoachOnDemand) -> None:
    assert _shown(kans, 1, 0) == [("kan", 2)]  # the draw that could make the ankan
    assert _shown(kans, 2, 0) == []  # the kan is made: it is no longer the question
    assert _shown(kans, 3, 0) == [("riichi", 4)]  # the rinshan draw: tenpai, riichi or dama
    assert _shown(kans, 4, 1) == [("call", 4)]  # seat 0's White: seat 1's pon
    assert _shown(kans, 4, 0) == []  # (seat 0's own discard: no call of its own)
    assert _shown(kans, 10, 0) == [("call", 10)]  # the chi it passed
    assert _shown(kans, 13, 1) == [("kan", 14)]  # the kakan after the draw
    assert all(c.value.judging for c in kans.choices(Step(0, 1), 0))  # the worker's to value


def test_a_riichi_declared_is_shown_at_the_draw_and_at_the_declaration(tmp_path: Path) -> None:
    source = source_of(write(tmp_path / "riichi.mjson", RIICHI_CALL_EVENTS))
    assert _shown(source, 7, 3) == [("riichi", 8)] == _shown(source, 8, 3)
    assert _shown(source, 9, 3) == []


def test_the_worker_s_order_puts_them_among_the_discards(kans: CoachOnDemand) -> None:
    (kan,) = (c.decision for c in kans.choices(Step(0, 1), 0))
    assert kans.round_choices(0, 0) is None  # not found yet: only the step on screen's
    assert kans.value_order(Step(0, 1), 0)[0] == kan  # (the step's own, first all the same)
    _find_all(kans)
    found = kans.round_choices(0, 0)
    assert found is not None and [(d.kind, d.step) for d in found] == [
        ("kan", 2), ("riichi", 4), ("call", 10), ("riichi", 12)]  # fmt: skip
    assert kans.seat_steps(0) == (Step(0, 4), Step(0, 12))
    # on screen first, then in step order (a discard before the riichi decided with it)
    riichi, call, late = found[1:]
    assert kans.value_order(Step(0, 1), 0) == [kan, Step(0, 4), riichi, call, Step(0, 12), late]
    # at the chi's step: it first, then the rest of the round, then what is behind
    assert kans.value_order(Step(0, 10), 0) == [call, Step(0, 12), late, riichi, Step(0, 4), kan]


def test_valued_failed_and_done_for_every_kind_of_job(kans: CoachOnDemand) -> None:
    _find_all(kans)
    kan, riichi, call, _ = kans.round_choices(0, 0) or ()
    kans.accept(kan, fixed_valuation(kan))
    kans.fail(call, "ValueError: a test")
    assert kans.done(kan) and kans.done(call) and not kans.done(riichi)
    assert kans.valued(kan) == fixed_valuation(kan) and kans.valued(call) is None
    assert kans.choice_state(kan).valuation == fixed_valuation(kan)
    assert kans.choice_state(call) == (None, False)  # failed: shown without a value
    assert kans.choice_state(riichi) == (None, True)  # still being judged
    assert kan not in kans.value_order(Step(0, 0), 0) and call not in kans.value_order(
        Step(0, 0), 0)  # fmt: skip
    assert kans.jobs_done(0) == 2 and kans.progress(0).total == len(kans.seat_steps(0))


def _value_everything(source: CoachOnDemand, seat: int) -> None:
    """Every decision of ``seat`` valued: its discards lose nothing, its calls and kans have the
    fixed values (a pass where the call was worth 2,900 loses 500)."""
    coach = source.get()
    for at in source.seat_steps(seat):
        found = source.job(at)
        assert found is not None
        source.accept(at, replace(quick_judge(*found), value_loss=0.0))
    for decision in source.round_choices(0, seat) or ():
        source.accept(decision, fixed_valuation(decision))
    assert all(source.done(entry.job) for entry in source.seat_jobs(seat))
    assert coach.has_valued_choice(source.round_choices(0, seat)[0])  # type: ignore[index]


def test_n_stops_at_a_costly_call_not_at_riichi_advice(kans: CoachOnDemand) -> None:
    _find_all(kans)
    waiting = kans.costly(Step(0, 0), 0, 300, +1)
    assert waiting.step is None  # nothing valued yet: the discards, the kan and the call wait
    assert waiting.waiting == len(kans.seat_steps(0)) + 2  # (riichi advice is never costly)
    _value_everything(kans, 0)
    assert kans.costly(Step(0, 0), 0, 300, +1) == (Step(0, 10), 0)  # the chi passed: −500
    assert kans.costly(Step(0, 10), 0, 300, +1) == (None, 0)
    last = Step(0, kans.timeline.step_count(0) - 1)
    assert kans.costly(last, 0, 300, -1) == (Step(0, 10), 0)
    assert kans.costly(last, 0, 600, -1) == (None, 0)  # under the threshold
    # seat 1: its kakan and pon are the picks; a costly kakan would be shown at its draw
    _value_everything(kans, 1)
    assert kans.costly(Step(0, 0), 1, 300, +1) == (None, 0)
    (kakan,) = (c.decision for c in kans.choices(Step(0, 13), 1))
    kans.accept(kakan, fixed_valuation(kakan, [3000.0, 2000.0]))  # passing was worth more
    assert kans.costly(Step(0, 0), 1, 300, +1) == (Step(0, 13), 0)
    assert kans.costly(Step(0, 13), 1, 300, -1) == (None, 0)  # (on it: not before it)


def test_a_costly_call_or_kan_is_shown_where_its_decision_is(kans: CoachOnDemand) -> None:
    call = CostlyDecision(0, 10, 0, (1,), 500.0, "call", 24, ("pass", "chi"))
    kan = CostlyDecision(0, 14, 1, (0,), 1000.0, "kan", 31, ("pass", "kakan"))
    assert kans.shown_at(call) == Step(0, 10) and kans.shown_at(kan) == Step(0, 13)
    discard: Decision | None = kans.judge(Step(0, 4))
    assert discard is not None and kans.shown_at(discard) == Step(0, 3)

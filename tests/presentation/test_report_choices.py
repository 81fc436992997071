"""The coach dock's seat report with the seat's call, kan and riichi decisions: their counts, and
its costliest list with the costly calls and kans, each linked to the step that shows it.

The hand-written games of ``tests/coach/call_logs.py``, valued by the real model (every hand is
at 1-shanten or better where a decision is valued)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.coach.call_logs import KAN_EVENTS, YAKUHAI_EVENTS
from tests.coach.logs import write
from viewer.formats.detect import read_game
from viewer.presentation import choice_wording as cw
from viewer.presentation import value_wording as vw
from viewer.presentation.coach_dock import report_view
from viewer.presentation.coach_view import CoachOnDemand, Progress
from viewer.replay import Step, Timeline

NAMES = ("A", "B", "C", "D")
TITLES = ("East 1",)


def source_of(path: Path) -> CoachOnDemand:
    timeline = Timeline(read_game(str(path)))
    timeline.replay_all()
    return CoachOnDemand(timeline)


def view_of(source: CoachOnDemand, seat: int):  # type: ignore[no-untyped-def]
    report = source.get().report(seat)
    assert report is not None
    costly = tuple((c, source.shown_at(c)) for c in report.costliest)
    progress = Progress(report.decisions, 0, report.decisions)
    return report, report_view(report, progress, NAMES, TITLES, costly)


def test_a_costly_pon_is_counted_listed_and_linked_to_the_discard(tmp_path: Path) -> None:
    source = source_of(write(tmp_path / "pon.mjson", YAKUHAI_EVENTS))
    report, view = view_of(source, 1)
    # seat 1 ponned White at step 2 where passing was worth more (the model's own numbers)
    decision = next(d for d in source.get().choices(Step(0, 2)) if d.seat == 1)
    valuation = source.get().choice_valuation(decision)
    assert decision.played == 1 and valuation.pick == (0,) and valuation.value_loss
    lines = view.text.splitlines()
    assert "Call decisions: 1 · the pick in 0 · calls missed 0 · calls against the pick 1" in lines
    assert not any(line.startswith("Kan decisions") for line in lines)  # none met: not said
    (call,) = [c for c in report.costliest if c.kind == "call"]
    text, step = view.costly[report.costliest.index(call)]
    loss = vw.points_text(valuation.value_loss)
    assert text == f"East 1 · step 2: pon White dragon, best pass, −{loss} points"
    assert step == Step(0, 2)  # the discard called on: the tile in the river, seat 1 to answer
    discards = [(c, s) for c, s in zip(report.costliest, view.costly, strict=True)
                if c.kind == "discard"]  # fmt: skip
    assert discards and all(s[0] == vw.costly_line(c, TITLES) for c, s in discards)
    assert all(
        s[0] == cw.costly_words(c, TITLES)
        for c, s in zip(report.costliest, view.costly, strict=True)
    )


def test_a_costly_daiminkan_is_named_by_its_kind(tmp_path: Path) -> None:
    source = source_of(write(tmp_path / "kan.mjson", YAKUHAI_EVENTS))
    report, view = view_of(source, 2)
    (kan,) = [c for c in report.costliest if c.kind == "call"]
    assert kan.calls[kan.played] == "daiminkan"
    text, step = view.costly[report.costliest.index(kan)]
    assert "step 10: daiminkan 5-pin, best pass, −" in text and step == Step(0, 10)


def test_kans_and_riichi_are_counted(tmp_path: Path) -> None:
    source = source_of(write(tmp_path / "kans.mjson", KAN_EVENTS))
    report, view = view_of(source, 0)
    lines = view.text.splitlines()
    expected = cw.report_lines(report.calls, report.kans, report.riichi)
    assert expected[0] == ("Call decisions: 1 · the pick in 1 · calls missed 0 · calls against "
                           "the pick 0")  # fmt: skip
    assert all(line in lines for line in expected)  # all three kinds met by seat 0
    assert "Riichi or dama: 2 decisions · as the rule says in 0" in lines
    # the choices' lines come after the lines by value, before the ukeire ones
    assert lines.index(expected[0]) == len(vw.report_value_lines(report, Progress(1, 0, 1)))


@pytest.mark.parametrize("kind", ["kan", "riichi", "call"])
def test_a_choice_is_shown_where_the_window_shows_it(tmp_path: Path, kind: str) -> None:
    """A kan and a riichi on the draw before the decision's step, a call on the discard."""
    source = source_of(write(tmp_path / "kans.mjson", KAN_EVENTS))
    coach = source.get()
    found = [d for n in range(coach.timeline.step_count(0))
             for d in coach.choices(Step(0, n)) if d.kind == kind]  # fmt: skip
    assert found
    for decision in found:
        shown = source.shown_at(decision)
        expected = decision.step if kind == "call" else decision.step - 1
        assert shown == Step(0, expected)

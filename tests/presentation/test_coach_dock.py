"""The coach's dock as one value: a real decision read once into rows, words and classes (no Qt).

The hand-written game of ``tests/app/coach_game.py``: seat 0 discards 3-sou (tenpai, 4 ukeire)
where 6-sou was best, against seat 1's riichi; valued by the real model.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.app.coach_game import BEST, DISCARD_STEP, FOUR_SOU, PLAYED, coach_game
from viewer.coach.game import GameCoach
from viewer.coach.model import Decision
from viewer.coach.value import Valuation
from viewer.presentation import choice_wording as cw
from viewer.presentation import coach_wording as w
from viewer.presentation import value_wording as vw
from viewer.presentation.coach_dock import decision_view, report_view
from viewer.presentation.coach_view import Progress, ValueState
from viewer.presentation.dock_view import Cell, Tiles
from viewer.presentation.tile_names import kind_words, kinds_words
from viewer.presentation.value_verdict import kind_class, kind_classes, verdict_class
from viewer.replay import Step
from viewer.replay.loading import load_game

NAMES = ("A", "B", "C", "D")
STEP = Step(0, DISCARD_STEP)


@pytest.fixture(scope="module")
def judged(tmp_path_factory: pytest.TempPathFactory) -> tuple[GameCoach, Decision, Valuation]:
    game = load_game(coach_game(Path(tmp_path_factory.mktemp("coach_dock"))))
    coach = GameCoach(game.record, game.timeline)
    decision = coach.decision(STEP)
    assert decision is not None
    return coach, decision, coach.valuation(STEP)


def _tile(row_cells: tuple[Cell | str, ...]) -> int:
    first = row_cells[0]
    assert isinstance(first, Cell) and isinstance(first.parts[0], Tiles)
    return first.parts[0].kinds[0]


def test_a_valued_decision_is_read_once_into_rows(judged) -> None:  # type: ignore[no-untyped-def]
    _, decision, valuation = judged
    view = decision_view(decision, ValueState(valuation, False), NAMES)
    assert view.verdict == vw.verdict_text(decision, valuation, False)
    assert view.verdict_class == verdict_class(decision, valuation) == "large"
    assert view.method == (
        "By value: the exact one-player model, each draw weighed by the round's survival"
    )
    assert view.options.columns == ("Discard", "Shanten", "Ukeire", "Tenpai %", "Win %", "Points",
                                    "Deal-in %", "Value", "Tiles that advance")  # fmt: skip
    assert view.options.figures == (2, 3, 4, 5, 6, 7)  # ukeire and the value columns
    rows = view.options.rows
    assert len(rows) == len(decision.candidates) == 13
    assert _tile(rows[0].cells) == BEST and rows[0].verdict == "pick"  # the pick first
    values = [valuation.of(_tile(row.cells)).value for row in rows]
    assert values == sorted(values, reverse=True)
    played = [row for row in rows if row.played]
    assert [_tile(row.cells) for row in played] == [PLAYED] and played[0].verdict == "large"
    for row in rows:
        kind = _tile(row.cells)
        candidate = decision.candidate(kind)
        assert len(row.cells) == len(view.options.columns)
        assert row.verdict == kind_class(decision, valuation, kind)
        assert row.cells[0] == Cell((Tiles((kind,)),), tip=kind_words(kind))
        assert row.cells[1:3] == (w.shanten_words(candidate.shanten), str(candidate.ukeire))
        assert row.cells[3:8] == vw.value_cells(valuation.of(kind), False)
        assert row.cells[8] == Cell((Tiles(candidate.tiles),), tip=kinds_words(candidate.tiles))


def test_the_danger_table_against_the_riichi(judged) -> None:  # type: ignore[no-untyped-def]
    _, decision, valuation = judged
    view = decision_view(decision, ValueState(valuation, False), NAMES)
    assert view.danger_title == "Danger against riichi (deal-in rate)"
    danger = view.danger
    assert danger is not None and danger.columns == ("Tile", "against B")
    assert len(danger.rows) == len(decision.hand_safety)
    dangers = [decision.safety_of(_tile(row.cells))[0].danger for row in danger.rows]
    assert dangers == sorted(dangers, reverse=True)  # the most dangerous first
    by_kind = {_tile(row.cells): row for row in danger.rows}
    genbutsu = by_kind[FOUR_SOU]
    assert genbutsu.cells[0] == Cell((Tiles((FOUR_SOU,)), "4-sou"))
    assert genbutsu.cells[1] == Cell(("genbutsu  0 %",), tip="genbutsu against B: about 0 % "
                                     "deal-in", mark="genbutsu")  # fmt: skip
    assert [kind for kind, row in by_kind.items() if row.played] == [PLAYED]
    assert all(row.verdict is None for row in danger.rows)


def test_while_judging_the_ukeire_facts_speak(judged) -> None:  # type: ignore[no-untyped-def]
    _, decision, _ = judged
    view = decision_view(decision, ValueState(None, True), NAMES)
    assert view.verdict.endswith("· judging…") and view.method == "Judging by value…"
    rows = view.options.rows
    assert _tile(rows[0].cells) == BEST  # by shanten, then ukeire
    assert all(row.cells[3:8] == ("…",) * 5 for row in rows)
    assert {_tile(row.cells): row.verdict for row in rows} == kind_classes(decision, None)
    played = next(row for row in rows if row.played)
    assert played.verdict == "small"  # tenpai kept, 4 ukeire fewer
    failed = decision_view(decision, ValueState(None, False), NAMES)
    assert failed.method == "Not judged by value (the coach failed): by ukeire"
    assert all(row.cells[3:8] == ("",) * 5 for row in failed.options.rows)


def test_between_decisions_and_without_one(judged) -> None:  # type: ignore[no-untyped-def]
    _, decision, valuation = judged
    now = decision_view(decision, ValueState(valuation, False), NAMES)
    past = decision_view(decision, ValueState(valuation, False), NAMES, past=True)
    assert past.verdict == f"Last discard: {now.verdict}"
    assert past.options == now.options and past.danger == now.danger
    none = decision_view(None, ValueState(None, False), NAMES)
    assert none.verdict == "No decision of the bottom seat at this step."
    assert none.verdict_class is None and none.method == "" and none.options.rows == ()
    assert none.danger is None and none.danger_title == ""


def test_without_a_riichi_no_deal_in_column(judged) -> None:  # type: ignore[no-untyped-def]
    _, decision, valuation = judged
    calm = replace(decision, safety=(), hand_safety=())
    view = decision_view(calm, ValueState(valuation, False), NAMES)
    assert "Deal-in %" not in view.options.columns and view.options.figures == (2, 3, 4, 5, 6)
    assert all(len(row.cells) == len(view.options.columns) for row in view.options.rows)
    kind = _tile(view.options.rows[0].cells)
    cells = vw.value_cells(valuation.of(kind), False)
    assert view.options.rows[0].cells[3:7] == (*cells[:3], cells[4])
    assert view.danger is None and view.danger_title == "Nobody is in riichi."


def test_every_class_at_once_is_each_class(judged) -> None:  # type: ignore[no-untyped-def]
    _, decision, valuation = judged
    for known in (valuation, None):
        classes = kind_classes(decision, known)
        assert set(classes) == {c.tile for c in decision.candidates}
        assert all(kind_class(decision, known, kind) == cls for kind, cls in classes.items())
    assert kind_class(decision, valuation, 33) is None  # not in the hand


def test_the_report_view(judged) -> None:  # type: ignore[no-untyped-def]
    coach, _, _ = judged
    report = coach.report(0)
    assert report is not None
    titles = ("East 1",)
    costly = tuple((c, Step(c.round, c.step - 1)) for c in report.costliest)
    progress = Progress(1, 0, 2)  # the seat's two discards, one valued (the other is asked)
    view = report_view(report, progress, NAMES, titles, costly)
    lines = [*vw.report_value_lines(report, progress), *cw.report_choice_lines(report),
             *w.report_lines(report, NAMES, titles)]  # fmt: skip
    assert view.text == "\n".join(lines)
    assert "Decisions: 2" in view.text and "Judged by value so far: 1 of 2…" in view.text
    assert "Riichi or dama: 2 decisions" in view.text  # (seat 0's tenpai discards)
    assert view.costly == tuple((vw.costly_line(c, titles), step) for c, step in costly)
    assert len(view.costly) == 1 and "3-sou" in view.costly[0][0]
    assert report_view(None, Progress(0, 0, 0), NAMES, titles).text == ""

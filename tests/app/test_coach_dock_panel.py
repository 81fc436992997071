"""The coach's dock only paints the value made for it: no model, no wording, per row or at all.

A real decision (``coach_game``: 3-sou played against a riichi where 6-sou was the pick) is made
into a ``DecisionView`` once; then every way the dock could reach the coach's model or the words
of a row is made to fail, and the dock still paints every row of it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from tests.app.coach_game import DISCARD_STEP, coach_game
from viewer.app.coach.panel import CoachPanel
from viewer.coach.game import GameCoach
from viewer.coach.model import Decision
from viewer.coach.value import Valuation
from viewer.presentation import coach_wording, tile_names, value_verdict, value_wording
from viewer.presentation.coach_dock import decision_view
from viewer.presentation.coach_view import ValueState
from viewer.presentation.dock_view import Cell
from viewer.replay import Step
from viewer.replay.loading import load_game
from viewer.ui.option_table import LARGE_BRUSH, PLAYED_BRUSH

VIEWER = Path(__file__).resolve().parents[2] / "viewer"
PAINTERS = ("app/coach/panel.py", "ui/option_table.py")


@pytest.fixture
def view(tmp_path):  # type: ignore[no-untyped-def]
    game = load_game(coach_game(tmp_path))
    coach = GameCoach(game.record, game.timeline)
    step = Step(0, DISCARD_STEP)
    decision = coach.decision(step)
    return decision_view(decision, ValueState(coach.valuation(step), False), ("A", "B", "C", "D"))


def _forbid(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every model lookup and row wording fails (and is counted) from here on."""
    calls: list[str] = []

    def forbidden(name: str):  # type: ignore[no-untyped-def]
        def call(*args: object, **kwargs: object) -> None:
            calls.append(name)
            raise AssertionError(f"the dock called {name}")

        return call

    for owner, name in [(Decision, "candidate"), (Decision, "safety_of"), (Valuation, "of"),
                        (value_verdict, "kind_class"), (value_verdict, "kind_classes"),
                        (value_verdict, "verdict_class"), (value_wording, "value_cells"),
                        (value_wording, "verdict_text"), (coach_wording, "shanten_words"),
                        (coach_wording, "safety_line"), (tile_names, "kind_words"),
                        (tile_names, "kinds_words")]:  # fmt: skip
        monkeypatch.setattr(owner, name, forbidden(name))
    return calls


def test_the_dock_paints_the_view_and_asks_nothing(qtbot, view, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    panel = CoachPanel()
    qtbot.addWidget(panel)
    calls = _forbid(monkeypatch)
    panel.show_decision(view)
    assert calls == []
    assert panel.verdict.text() == f'<b style="color:#d32f2f">{view.verdict}</b>'
    assert panel.method.text() == view.method
    table = panel.candidates
    assert table.rowCount() == len(view.options.rows) == 13
    assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] == list(
        view.options.columns)  # fmt: skip
    for number, row in enumerate(view.options.rows):
        for column, cell in enumerate(row.cells):
            item = table.item(number, column)
            if isinstance(cell, Cell):
                assert item.toolTip() == cell.tip and not item.icon().isNull()
            else:
                assert item.text() == cell
    played = next(n for n, row in enumerate(view.options.rows) if row.played)
    assert table.item(played, 0).toolTip() == "3-sou"
    assert table.item(played, 4).background() == PLAYED_BRUSH
    assert table.item(played, 4).foreground() == LARGE_BRUSH  # −1,280 points
    assert panel.danger_label.text() == view.danger_title
    assert panel.danger.rowCount() == 13 and not panel.danger.isHidden()


def test_no_painter_imports_the_model_or_row_words() -> None:
    for painter in PAINTERS:
        tree = ast.parse((VIEWER / painter).read_text(encoding="utf-8"))
        modules = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert not {m for m in modules if m and m.startswith("viewer.coach")}, painter
        assert not modules & {"viewer.presentation.tile_names", "viewer.presentation.coach_dock",
                              "viewer.presentation.coach_view"}, painter  # fmt: skip

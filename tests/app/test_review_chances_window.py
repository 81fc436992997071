"""The window shows a chance to win on another seat's kita, kakan or ankan like the chance after
a discard: the report opens, the dock lists the step's candidates, the board draws the overlay
(issue 24, item 1)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.review.helpers import report_path
from viewer.app.actions import Action


@pytest.fixture
def errors(window, monkeypatch):  # type: ignore[no-untyped-def]
    shown: list[str] = []
    monkeypatch.setattr(window, "show_error", shown.append)
    return shown


@pytest.mark.parametrize("name", ["kita_3p", "chankan_4p", "kokushi_4p"])
def test_the_chance_in_the_dock_and_on_the_board(window, qtbot, errors, name: str) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(report_path(name))
    assert errors == []
    review = window.session.review
    assert review is not None and len(review.decisions) == review.report.reviewed
    chance = next(d for d in review.decisions if d.entry.last_actor != review.seat)
    window.session.go_to(chance.step)
    panel = window.chrome.review.panel
    assert window.session.frame.review is chance.entry
    assert panel.candidates.rowCount() == len(chance.entry.candidates) == 2
    window.board.repaint()
    with_overlay = window.board.grab().toImage()
    window.chrome.actions[Action.SHOW_REVIEW].trigger()
    assert window.session.frame.review is None
    window.board.repaint()
    without = window.board.grab().toImage()
    assert with_overlay != without  # the overlay's box of options (win, pass) is drawn
    window.chrome.actions[Action.SHOW_REVIEW].trigger()


def test_the_pass_on_a_kita_ron_is_a_disagreement_to_step_to(window, qtbot, errors) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(report_path("kita_3p"))
    passed = window.session.review.decisions[2]
    assert passed.entry.actual.type == "none"
    window.session.go_to(window.session.timeline.first())
    while window.session.step < passed.step:
        before = window.session.step
        qtbot.keyClick(window.board, Qt.Key.Key_Period)
        if window.session.step == before:
            break
    assert window.session.step == passed.step

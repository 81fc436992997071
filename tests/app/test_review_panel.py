"""The review dock: candidates of the step, verdict colours, summary rows that move the game."""

from __future__ import annotations

from tests.review.helpers import build
from viewer.app.review.panel import ReviewPanel
from viewer.replay import Step


def test_panel_shows_the_decision_and_the_summary(qtbot) -> None:  # type: ignore[no-untyped-def]
    review = build("4p")
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.set_review(review)
    assert "Matches: 7 of 9 (77.8%)" in panel.summary.text()
    assert panel.rounds.rowCount() == 2
    assert panel.rounds.item(0, 1).text() == "1 of 5"
    missed = next(d for d in review.decisions if not d.entry.is_equal)
    panel.show_entry(missed.entry)
    assert panel.candidates.rowCount() == len(missed.entry.candidates)
    assert "Disagreement" in panel.verdict.text() and "#d32f2f" in panel.verdict.text()
    assert panel.moves.text().startswith("Played: ")
    played = panel.candidates.item(missed.entry.actual_index, 0)
    assert played.background().color().blue() > played.background().color().red()
    panel.show_entry(None)
    assert panel.candidates.rowCount() == 0 and "No reviewed decision" in panel.moves.text()


def test_worst_moves_and_rounds_are_clickable(qtbot) -> None:  # type: ignore[no-untyped-def]
    review = build("4p")
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.set_review(review)
    worst = review.worst()
    assert panel.worst.count() == len(worst)
    with qtbot.waitSignal(panel.step_requested) as blocker:
        panel._worst_clicked(panel.worst.item(0))
    assert blocker.args == [worst[0].step]
    with qtbot.waitSignal(panel.step_requested) as blocker:
        panel._round_clicked(1, 0)
    assert blocker.args == [Step(1, 0)]


def test_threshold_changes_the_counts(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.set_review(build("4p"))
    with qtbot.waitSignal(panel.threshold_changed) as blocker:
        panel.threshold_box.setValue(0)
    assert blocker.args == [0.0]
    assert panel.rounds.item(0, 1).text() == "0 of 5"
    assert panel.threshold_box.value() == 0

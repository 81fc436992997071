"""A Mortal review in the window: overlay on the frame, the keys, the dock, refusals, openings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from tests.review.helpers import build, game_path, report_json, report_path
from viewer.app.actions import Action
from viewer.replay import Step


@pytest.fixture
def errors(window, monkeypatch):  # type: ignore[no-untyped-def]
    shown: list[str] = []
    monkeypatch.setattr(window, "show_error", shown.append)
    return shown


def test_attach_a_review_to_the_shown_game(window, errors) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(game_path("4p"))
    assert window.chrome.review.attach_file(report_path("4p"))
    assert errors == []
    review = window.session.review
    assert review is not None and review.seat == 1
    assert window.session.options.viewpoint == 1  # the view follows the reviewed player
    assert window.chrome.review.panel.isVisible()
    # a reviewed step: the frame carries the entry, the dock lists its candidates
    first = review.decisions[0]
    window.session.go_to(first.step)
    frame = window.session.frame
    assert frame.review is first.entry and frame.review_seat == 1
    assert window.chrome.review.panel.candidates.rowCount() == len(first.entry.candidates)
    # an unreviewed step: nothing
    window.session.go_to(Step(0, 1))
    assert window.session.frame.review is None
    assert window.chrome.review.panel.candidates.rowCount() == 0


def test_toggle_overlay(window, errors) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(game_path("4p"))
    window.chrome.review.attach_file(report_path("4p"))
    step = window.session.review.decisions[0].step
    window.session.go_to(step)
    toggle = window.chrome.actions[Action.SHOW_REVIEW]
    assert toggle.isEnabled() and toggle.isChecked()
    toggle.trigger()
    assert window.session.frame.review is None and not window.session.options.show_review
    toggle.trigger()
    assert window.session.frame.review is not None


def test_disagreement_keys(window, qtbot, errors) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(game_path("4p"))
    window.chrome.review.attach_file(report_path("4p"))
    review = window.session.review
    bad = [d.step for d in review.disagreements()]
    assert len(bad) == 2
    qtbot.keyClick(window.board, Qt.Key.Key_Period)
    assert window.session.step == bad[0]
    qtbot.keyClick(window.board, Qt.Key.Key_Period)
    assert window.session.step == bad[1]
    qtbot.keyClick(window.board, Qt.Key.Key_Period)  # none further: stays
    assert window.session.step == bad[1]
    qtbot.keyClick(window.board, Qt.Key.Key_Comma)
    assert window.session.step == bad[0]
    # a threshold of 0 %: no move counts as a disagreement
    window.chrome.review.panel.threshold_box.setValue(0)
    assert window.session.options.review_threshold == 0.0
    window.session.go_to(Step(0, 0))
    qtbot.keyClick(window.board, Qt.Key.Key_Period)
    assert window.session.step == Step(0, 0)


def test_round_list_and_summary(window, errors) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(game_path("4p"))
    window.chrome.review.attach_file(report_path("4p"))
    model = window.chrome.rounds.view.model_
    assert "×1" in model.data(model.index(0, 0))
    panel = window.chrome.review.panel
    assert "Matches: 7 of 9" in panel.summary.text()
    worst = window.session.review.worst()
    panel._worst_clicked(panel.worst.item(0))
    assert window.session.step == worst[0].step


def test_another_games_review_is_refused_and_the_game_stays(window, errors) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(game_path("3p"))
    before = window.session.step
    assert not window.chrome.review.attach_file(report_path("4p"))
    assert len(errors) == 1 and "not of this game" in errors[0]
    assert "4-player game, this one has 3 players" in errors[0]
    assert window.session.review is None and window.session.step == before
    assert window.session.record.rules.players == 3


def test_different_deal_is_refused(window, errors, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    document = report_json("4p")
    document["review"]["kyokus"][0]["entries"][0]["state"]["tehai"] = ["9p"] * 14
    broken = tmp_path / "other.json"
    broken.write_text(json.dumps(document))
    assert window.open_path(game_path("4p"))
    assert not window.chrome.review.attach_file(broken)
    assert "a different deal" in errors[0]


def test_a_broken_report_is_one_message(window, errors, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(game_path("4p"))
    broken = tmp_path / "broken.json"
    broken.write_text('{"engine": "Mortal", "review": [}')
    assert not window.chrome.review.attach_file(broken)
    assert errors == [f"{broken}: line 1 column 33: not JSON: Expecting value"]
    assert window.session.record is not None and window.session.review is None


@pytest.mark.parametrize("kind", ["4p", "3p"])
def test_a_report_opened_alone_opens_its_game(window, errors, kind: str) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(report_path(kind))
    assert errors == []
    review = window.session.review
    assert review is not None and len(review.decisions) == build(kind).report.reviewed
    assert window.session.record.rules.players == (4 if kind == "4p" else 3)
    assert window.session.options.viewpoint == review.seat


def test_drop_a_report_on_the_shown_game(window, qtbot, errors) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(game_path("3p"))
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(report_path("3p")))])
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime,
                       Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    window.chrome.drops.eventFilter(window, event)  # (as Qt hands a real drop to the window)
    qtbot.waitUntil(lambda: window.session.review is not None)
    assert window.session.review.seat == 2
    assert window.path == game_path("3p")  # attached, not a second opening


def test_opening_another_game_drops_the_review(window, errors) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(game_path("4p"))
    window.chrome.review.attach_file(report_path("4p"))
    assert window.open_path(game_path("3p"))
    assert window.session.review is None and not window.chrome.review.panel.isVisible()
    assert not window.chrome.actions[Action.NEXT_DISAGREEMENT].isEnabled()


def test_strip_and_status_mark_the_decisions(window, qtbot, errors) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(game_path("4p"))
    window.chrome.review.attach_file(report_path("4p"))
    review = window.session.review
    missed = next(d for d in review.decisions if not d.entry.is_equal)
    window.session.go_to(missed.step)
    status = window.chrome.review.status
    assert status.isVisible() and status.text().startswith("Mortal ×")
    assert "#d32f2f" in status.styleSheet()
    strip = window.chrome.review.panel.strip
    ticks = strip.ticks()
    in_round = [d for d in review.decisions if d.step.round == missed.step.round]
    assert len(ticks) == len(in_round)
    assert any(step == missed.step and color.name() == "#d32f2f" for _, step, color in ticks)
    # a click on a tick goes to that decision
    first_x, first_step, _ = ticks[0]
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(round(first_x), 5))
    assert window.session.step == first_step
    window.session.go_to(Step(0, 1))
    assert not status.isVisible()


def test_the_threshold_is_kept_between_runs(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    from viewer.app.window.main_window import MainWindow

    settings = QSettings(str(tmp_path / "viewer.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings)
    qtbot.addWidget(first)
    assert first.open_path(game_path("4p"))
    first.chrome.review.attach_file(report_path("4p"))
    first.chrome.review.panel.threshold_box.setValue(25)
    first.close()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    assert second.session.options.review_threshold == 0.25
    assert second.open_path(report_path("4p"))
    assert second.chrome.review.panel.threshold_box.value() == 25

"""The window names what a reader forgave, in the status bar, as it does every oddity (issue
24, item 5): a game file, and the game a review report carries."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.formats.tenhou6.kyoku import game, kyoku
from tests.review.helpers import report_json


@pytest.fixture
def errors(window, monkeypatch):  # type: ignore[no-untyped-def]
    shown: list[str] = []
    monkeypatch.setattr(window, "show_error", shown.append)
    return shown


def test_a_name_that_holds_no_names(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "names.json"
    path.write_bytes(game(kyoku(["流局", [0, 0, 0, 0]]), name={"a": 1}))
    assert window.open_path(path)
    assert [p.name for p in window.session.record.players] == ["A", "B", "C", "D"]
    assert window.status_line.warning_label.isVisible()
    assert "name: not a list of names" in window.status_line.warning_label.toolTip()


def test_an_unknown_event_in_a_reports_game(window, errors, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    raw = report_json("3p")
    raw["mjai_log"].insert(3, {"type": "teleport", "actor": 0})
    path = tmp_path / "report.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    assert window.open_path(path)
    assert errors == []
    assert window.session.review is not None  # the review is on the game all the same
    assert window.status_line.warning_label.isVisible()
    assert "line 4: unknown event type 'teleport'" in window.status_line.warning_label.toolTip()

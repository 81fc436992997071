"""The coach dock's report page in the window with the seat's call, kan and riichi decisions: the
counts, and a costly call in the costliest list that a click goes to (the discard called on).

The yakuhai game of ``tests/coach/call_logs.py`` from seat 2: tenpai after its draw at step 5
(it stays dama), then a daiminkan of seat 0's 5-pin at step 10 where the stand-in judge
(``tests/app/call_judges.py``) values the first pon 2,900 and the kan 2,000: 900 points lost."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt

from tests.app.call_judges import quick_choice_judge
from tests.coach.call_logs import YAKUHAI_EVENTS
from tests.coach.logs import write
from viewer.app.actions import Action
from viewer.replay import Step

WORKER_MS = 60_000  # a spawned child imports numpy and the coach: seconds on a busy machine


def test_the_report_counts_calls_and_links_a_costly_kan(window, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(write(tmp_path / "pon.mjson", YAKUHAI_EVENTS))
    coach = window.chrome.coach
    coach.values.judge = quick_choice_judge
    window.session.update_options(viewpoint=2)
    window.session.go_to(Step(0, 1))
    window.chrome.actions[Action.SHOW_COACH].trigger()
    panel = coach.panel
    qtbot.waitUntil(lambda: "Call decisions: 1" in panel.summary.text(), timeout=WORKER_MS)

    def listed() -> bool:
        return any("daiminkan" in panel.costliest.item(r).text()
                   for r in range(panel.costliest.count()))  # fmt: skip

    qtbot.waitUntil(listed, timeout=WORKER_MS)
    lines = panel.summary.text().splitlines()
    assert "Call decisions: 1 · the pick in 0 · calls missed 0 · calls against the pick 0" in lines
    assert "Riichi or dama: 1 decisions · as the rule says in 0" in lines
    assert not any(line.startswith("Kan decisions") for line in lines)  # none met
    row = next(r for r in range(panel.costliest.count())
               if "daiminkan" in panel.costliest.item(r).text())  # fmt: skip
    item = panel.costliest.item(row)
    assert item.text().endswith("step 10: daiminkan 5-pin, best pon 5-pin, −900 points")
    window.session.go_to(Step(0, 1))
    rect = panel.costliest.visualItemRect(item)
    qtbot.mouseClick(panel.costliest.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.session.step == Step(0, 10)  # the discard called on: the call's own step

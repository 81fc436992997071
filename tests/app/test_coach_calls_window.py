"""The coach's call, kan and riichi decisions in the window: the dock's rows and values, the
board's box, the worker's queue, the strip and N / Shift+N.

The yakuhai game of ``tests/coach/call_logs.py``: seat 1 pons seat 0's White at step 2; seat 2
is tenpai after its draw at step 5 (riichi or dama: it stays dama) and makes a daiminkan of
seat 0's 5-pin at step 10 where a pon was possible. The worker runs a stand-in judge with fixed
values (``tests/app/call_judges.py``: pass 2,400, the first call 2,900, the others 2,000), so
seat 2's kan loses 900 points; the real model's numbers are the coach's tests' business.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from tests.app.call_judges import quick_choice_judge
from tests.coach.call_logs import YAKUHAI_EVENTS
from tests.coach.logs import write
from viewer.app.actions import Action
from viewer.replay import Step

WORKER_MS = 60_000  # a spawned child imports numpy and the coach: seconds on a busy machine
PON, KAN, DRAW = Step(0, 2), Step(0, 10), Step(0, 5)


def _open(window, tmp_path: Path, seat: int, at: Step):  # type: ignore[no-untyped-def]
    """The game open with ``seat`` at the bottom at ``at``, the coach on (the stand-in judge)."""
    assert window.open_path(write(tmp_path / "pon.mjson", YAKUHAI_EVENTS))
    window.chrome.coach.values.judge = quick_choice_judge
    window.session.update_options(viewpoint=seat)
    window.session.go_to(at)
    window.chrome.actions[Action.SHOW_COACH].trigger()
    return window.chrome.coach


def _all_valued(coach, seat: int) -> bool:  # type: ignore[no-untyped-def]
    source = coach.values.source
    if source is None or coach.warmer.busy or not coach.values.idle:
        return False
    return all(source.done(entry.job) for entry in source.seat_jobs(seat))


def test_a_call_decision_in_the_dock_the_box_and_the_status(window, tmp_path, qtbot) -> None:  # type: ignore[no-untyped-def]
    coach = _open(window, tmp_path, 1, PON)
    frame = window.session.frame
    assert frame.coach is None  # another seat's discard: no discard of the bottom seat here
    (shown,) = frame.coach_choices
    call = shown.decision
    assert call.kind == "call" and coach.values.job == call  # on screen: valued first
    assert coach.panel.verdict.text() == "Call or pass: played pon White dragon · judging…"
    qtbot.waitUntil(lambda: coach.values.source.done(call), timeout=WORKER_MS)
    frame = window.session.frame  # (built again when its valuation arrived)
    assert frame.coach_choices[0].value.valuation is not None
    panel = coach.panel
    line = "Best: played pon White dragon (2,900 points; pass: 2,400)"
    assert panel.verdict.text() == f'<b style="color:#2e7d32">{line}</b>'
    assert panel.tabs.tabText(0) == "This decision"
    table = panel.candidates
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers == ["Option", "Discard after", "Tenpai %", "Win %", "Points", "Value"]
    assert table.rowCount() == 2
    assert [table.item(r, 0).toolTip() for r in range(2)] == ["pon White dragon", "pass"]
    assert [table.item(r, 5).text() for r in range(2)] == ["2,900", "2,400"]
    assert not table.item(0, 0).icon().isNull()  # "Pon" and its three tiles, as one picture
    assert table.item(1, 1).text() == "–"  # a pass discards nothing now
    assert not panel.also.isVisible()
    assert coach.status.text() == line
    window.board.render_image(1600, 1000)
    shapes = window.board.coach_shapes  # the box above the bottom hand, which has no bars
    assert shapes is not None and shapes.box is not None and shapes.bars == ()
    hand = [s for s in window.board.board_layout().seat_sprites(1) if s.zone == "hand"]
    assert shapes.box.bottom() < min(_top(window, s) for s in hand)


def _top(window, sprite) -> float:  # type: ignore[no-untyped-def]
    """A sprite's top in the pixels of a 1600×1000 picture of the board."""
    from viewer.ui.board_view import board_scale

    scale = board_scale(1600, 1000, window.board.layout_.size)
    return 500 + sprite.rect.y * scale


def test_a_riichi_decision_below_the_discard_s_options(window, tmp_path, qtbot) -> None:  # type: ignore[no-untyped-def]
    coach = _open(window, tmp_path, 2, DRAW)
    frame = window.session.frame
    assert frame.coach is not None and frame.coach.step == 6  # the discard after the draw
    (riichi,) = (c.decision for c in frame.coach_choices)
    assert riichi.kind == "riichi" and coach.values.queue[0] == riichi  # right after it
    qtbot.waitUntil(lambda: coach.values.source.done(riichi), timeout=WORKER_MS)
    panel = coach.panel
    assert panel.also.isVisible()
    verdict, method, table = panel.also_parts[0]
    assert verdict.text().endswith("riichi 8,000 points, dama 4,000; played dama</b>")
    assert "(good wait: riichi unless haneman dama)" in verdict.text()
    assert method.text().startswith("By the measured rule of riichi or dama")
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == ["Riichi", "Dama"]
    window.board.render_image(1600, 1000)
    shapes = window.board.coach_shapes
    assert shapes is not None and shapes.box is not None and len(shapes.bars) == 14


def test_n_stops_at_a_costly_call_and_the_strip_marks_it(window, tmp_path, qtbot) -> None:  # type: ignore[no-untyped-def]
    coach = _open(window, tmp_path, 2, Step(0, 0))
    coach.set_threshold(600)  # (the stand-in's discards lose 500: only the kan is costly)
    coach.warmer.finish()  # the round's call, kan and riichi decisions found, then queued
    qtbot.waitUntil(lambda: _all_valued(coach, 2), timeout=WORKER_MS)
    window.chrome.actions[Action.NEXT_COSTLY].trigger()
    assert window.session.step == KAN  # shown at the discard it could have called
    assert window.session.frame.coach_choices[0].value.valuation.value_loss == 900
    assert coach.panel.verdict.text().endswith(
        "Best pon 5-pin: 2,900 points; played daiminkan 5-pin: 2,000 (−900)</b>")  # fmt: skip
    ticks = {(t.decision.kind, t.decision.step): t.verdict for t in coach.panel.strip.ticks}
    assert ticks[("call", 10)] == "large" and ("riichi", 6) not in ticks
    window.chrome.actions[Action.NEXT_COSTLY].trigger()
    assert window.session.step == KAN  # none further
    window.session.go_to(Step(0, window.session.frame.position.step_count - 1))
    window.chrome.actions[Action.PREVIOUS_COSTLY].trigger()
    assert window.session.step == KAN


def test_render_coach_draws_a_call_decision_s_verdict(compiled_kernel, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    from viewer.cli.render import run_render
    from viewer.ui.coach_overlay import CHIP_BACK

    game = write(tmp_path / "pon.mjson", YAKUHAI_EVENTS)
    base = [str(game), "--round", "1", "--step", str(PON.index), "--seat", "1", "--size",
            "800x500"]  # fmt: skip
    plain, coached = tmp_path / "plain.png", tmp_path / "coach.png"
    assert run_render([*base, "-o", str(plain)]) == 0
    assert run_render([*base, "--coach", "-o", str(coached)]) == 0
    image, before = QImage(str(coached)), QImage(str(plain))
    box = {(x, y) for x in range(0, 800, 2) for y in range(250, 500, 2)
           if image.pixelColor(x, y) == CHIP_BACK != before.pixelColor(x, y)}  # fmt: skip
    assert len(box) > 500  # the verdict's box above the bottom hand (no bars: no discard)


def test_render_coach_at_a_discard_is_as_before(compiled_kernel, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A draw that shows the discard and riichi or dama: the picture is the discard's alone, as
    before the call, kan and riichi decisions were shown (the window adds their lines)."""
    from PySide6.QtGui import QImage

    from viewer.cli.render import run_render
    from viewer.presentation.coach_view import CoachOnDemand

    game = write(tmp_path / "pon.mjson", YAKUHAI_EVENTS)
    base = [str(game), "--round", "1", "--step", str(DRAW.index), "--seat", "2", "--coach",
            "--size", "800x500"]  # fmt: skip
    assert run_render([*base, "-o", str(tmp_path / "now.png")]) == 0
    monkeypatch.setattr(CoachOnDemand, "choices", lambda self, step, seat: ())
    assert run_render([*base, "-o", str(tmp_path / "before.png")]) == 0
    assert QImage(str(tmp_path / "now.png")) == QImage(str(tmp_path / "before.png"))

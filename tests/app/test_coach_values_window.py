"""The coach's worker process in the window: started only with the coach on, the decision on
screen first, the ukeire facts marked "judging…" until its valuation arrives, a failure said in
one line, and no process left once another game opens or the window closes."""

from __future__ import annotations

import multiprocessing

import pytest

pytest.importorskip("PySide6")

from tests.app.coach_game import DISCARD_STEP, DRAW_STEP, coach_game
from tests.coach.worker_judges import broken_judge, quick_judge, slow_judge
from viewer.app.actions import Action
from viewer.replay import Step

WORKER_MS = 60_000  # a spawned child imports numpy and the coach: seconds on a busy machine
FIRST = Step(0, 1)  # the bottom seat's first decision (North out) is shown on its draw


@pytest.fixture
def statuses(window, monkeypatch):  # type: ignore[no-untyped-def]
    shown: list[str] = []
    monkeypatch.setattr(window, "show_status", shown.append)
    return shown


def _coach_on(window, tmp_path, judge=None):  # type: ignore[no-untyped-def]
    assert window.open_path(coach_game(tmp_path))
    if judge is not None:
        window.chrome.coach.values.judge = judge
    window.session.go_to(Step(0, DRAW_STEP))
    window.chrome.actions[Action.SHOW_COACH].trigger()
    return window.chrome.coach.values


def _alive(pid: int) -> bool:
    return any(child.pid == pid for child in multiprocessing.active_children())


def test_the_worker_starts_only_with_the_coach_on(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(coach_game(tmp_path))
    window.session.go_to(Step(0, DRAW_STEP))
    values = window.chrome.coach.values
    assert values.worker is None and not multiprocessing.active_children()
    window.chrome.actions[Action.SHOW_COACH].trigger()
    assert values.worker is not None and values.worker.pid is not None
    assert values.job == Step(0, DISCARD_STEP)  # the decision on screen, first


def test_another_game_keeps_the_worker_drops_the_old_answer(window, tmp_path, qtbot) -> None:  # type: ignore[no-untyped-def]
    values = _coach_on(window, tmp_path, quick_judge)
    worker, last = values.worker, window.session.frame.coach_source
    assert worker.busy  # the decision on screen, sent and not answered yet
    (tmp_path / "again").mkdir()
    assert window.open_path(coach_game(tmp_path / "again"))
    window.session.go_to(Step(0, DRAW_STEP))
    source = window.session.frame.coach_source
    assert source is not last and values.job is None  # the last game's job comes first
    qtbot.waitUntil(lambda: source.done(Step(0, DISCARD_STEP)), timeout=WORKER_MS)
    assert not last.done(Step(0, DISCARD_STEP))  # its answer was not taken into the new game
    assert values.worker is worker and worker.started == 1  # the same child, kernel loaded


def test_a_long_old_job_ends_its_worker_closing_ends_all(window, tmp_path, qtbot) -> None:  # type: ignore[no-untyped-def]
    values = _coach_on(window, tmp_path, slow_judge)
    first = values.worker.pid
    assert first is not None and _alive(first)
    (tmp_path / "again").mkdir()
    assert window.open_path(coach_game(tmp_path / "again"))
    window.session.go_to(Step(0, DRAW_STEP))  # the coach is still on: this game is asked
    assert _alive(first) and values.job is None  # the last game's job may end soon
    qtbot.waitUntil(lambda: values.job == Step(0, DISCARD_STEP), timeout=WORKER_MS)
    assert not _alive(first)  # it did not: ended after STALE_WAIT_S, a new child judges
    second = values.worker.pid
    assert second is not None and second != first and _alive(second)
    window.close()
    assert not multiprocessing.active_children()


def test_turning_the_coach_off_stops_asking(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    values = _coach_on(window, tmp_path, slow_judge)
    assert values.queue  # the rest of the seat's game waits its turn
    window.chrome.actions[Action.SHOW_COACH].trigger()
    assert values.queue == []  # (the job in flight ends on its own; the child stays for the quiz)


def test_the_decision_on_screen_goes_first_whenever_the_user_steps(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    values = _coach_on(window, tmp_path, slow_judge)
    # the draw's step shows the discard and, its hand being tenpai, riichi or dama: both first
    (late,) = (shown.decision for shown in window.session.frame.coach_choices)
    assert late.kind == "riichi" and late.step == DISCARD_STEP
    assert values.job == Step(0, DISCARD_STEP) and values.queue == [late, Step(0, 2)]
    window.chrome.coach.warmer.finish()  # the round's call, kan and riichi decisions found
    window.session.go_to(FIRST)  # the job in flight goes on; the shown decisions are next
    (early,) = (shown.decision for shown in window.session.frame.coach_choices)
    assert early.kind == "riichi" and early.step == 2  # (tenpai already: riichi or dama)
    assert values.job == Step(0, DISCARD_STEP) and values.queue == [Step(0, 2), early, late]
    source = window.session.frame.coach_source
    assert source.value_order(FIRST, 0) == [Step(0, 2), early, Step(0, DISCARD_STEP), late]
    assert source.value_order(Step(0, 13), 0) == [Step(0, DISCARD_STEP), late, early,
                                                  Step(0, 2)]  # fmt: skip
    # between two decisions the dock shows the last one: it goes before the next one
    assert source.value_order(Step(0, 5), 0) == [Step(0, 2), Step(0, DISCARD_STEP), late, early]


def test_judging_is_marked_until_the_valuation_arrives(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    _coach_on(window, tmp_path, slow_judge)
    frame = window.session.frame
    assert frame.coach is not None and frame.coach_judging and frame.coach_value is None
    panel = window.chrome.coach.panel
    assert panel.verdict.text().endswith("· judging…</b>")
    assert panel.method.text() == "Judging by value…"
    assert panel.candidates.item(0, 3).text() == "…" and panel.candidates.item(0, 2).text()
    assert window.chrome.coach.status.text().endswith("· judging…")
    window.board.render_image(1600, 1000)
    shapes = window.board.coach_shapes
    assert shapes is not None and shapes.box is not None and len(shapes.bars) == 14
    window.chrome.coach.warmer.finish()
    assert "Judged by value so far: 0 of 2…" in panel.summary.text()


def test_a_failing_worker_is_one_status_line(window, tmp_path, qtbot, statuses) -> None:  # type: ignore[no-untyped-def]
    values = _coach_on(window, tmp_path, broken_judge)
    qtbot.waitUntil(lambda: values.idle, timeout=WORKER_MS)
    frame = window.session.frame
    assert frame.coach is not None and frame.coach_value is None and not frame.coach_judging
    line = "The coach could not judge this step: ValueError: cannot value a hand of 14 tiles"
    assert [s for s in statuses if "could not judge" in s] == [line]  # two failures, one line
    assert window.chrome.coach.panel.method.text() == (
        "Not judged by value (the coach failed): by ukeire")  # fmt: skip
    assert "judging" not in window.chrome.coach.panel.verdict.text()
    window.board.render_image(1600, 1000)  # and the board paints, by ukeire
    assert window.board.coach_shapes is not None and window.board.coach_shapes.box is not None


def test_a_game_opened_again_shows_its_values_at_once(compiled_kernel, window, tmp_path, qtbot):  # type: ignore[no-untyped-def]
    values = _coach_on(window, tmp_path)
    qtbot.waitUntil(lambda: values.idle and window.session.frame.coach_value is not None,
                    timeout=WORKER_MS)  # fmt: skip
    valued = window.session.frame.coach_value
    assert window.open_path(coach_game(tmp_path))  # the same positions: remembered
    window.session.go_to(Step(0, DRAW_STEP))
    frame = window.session.frame
    assert frame.coach_value == valued and not frame.coach_judging
    assert values.idle and not values.worker.busy  # nothing asked of the worker

"""The discard quiz in the window: stops, no answer before the click, clicks and keys, the
score, nothing of the future, leaving puts everything back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDockWidget

from tests.app.quiz_judges import quiz_judge as quick_judge
from tests.coach.worker_judges import slow_judge
from tests.review.helpers import game_path, report_path
from viewer.app.actions import Action
from viewer.domain.events import Discard
from viewer.replay import Step
from viewer.replay.shown import shown_step
from viewer.ui.geometry import BACK
from viewer.ui.hand_hits import hand_tiles, widget_rect

WORKER_MS = 60_000  # a spawned child imports numpy and the coach: seconds on a busy machine


@pytest.fixture
def quiz_window(window):  # type: ignore[no-untyped-def]
    """The 4-player review game; the worker judges with a fixed stand-in (instant, known)."""
    assert window.open_path(game_path("4p"))
    window.chrome.quiz.play_interval = 0  # play on at once
    window.chrome.coach.values.judge = quick_judge
    return window


def judged(quiz, qtbot):  # type: ignore[no-untyped-def]
    """The question asked, once the worker has valued it (never waited for by the window)."""
    qtbot.waitUntil(lambda: quiz.state.question.judged, timeout=WORKER_MS)
    return quiz.state.question


def start(window):  # type: ignore[no-untyped-def]
    window.chrome.actions[Action.QUIZ].trigger()
    assert window.chrome.quiz.active and window.chrome.quiz.phase == "asking"
    return window.chrome.quiz


def click_kind(window, qtbot, kind: int) -> None:  # type: ignore[no-untyped-def]
    """A real mouse click on the first hand tile of ``kind``."""
    layout = window.board.board_layout()
    seat = window.session.options.viewpoint
    sprite = next(s for s in hand_tiles(layout.sprites, seat) if s.tile >> 2 == kind)
    r = widget_rect(window.board.width(), window.board.height(), layout.size, sprite.rect)
    qtbot.mouseClick(
        window.board, Qt.MouseButton.LeftButton, pos=QPoint(int(r.x + r.w / 2), int(r.y + r.h / 2))
    )


def test_the_quiz_stops_before_each_decision_of_the_bottom_seat(quiz_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    quiz = start(window)
    coach = quiz.coach
    seat = window.session.options.viewpoint
    timeline = window.session.timeline
    rounds = range(timeline.round_count)
    # the seat's discards, shown on the step before; its calls (with a known play) shown on the
    # discard called on; its kans on the draw, before the discard of the same draw
    stops = [(shown_step(timeline, Step(n, d.step)), 1, "discard", Step(n, d.step))
             for n in rounds for d in coach.decisions(n) if d.seat == seat]  # fmt: skip
    stops += [(Step(n, d.step - (d.kind == "kan")), 0, d.kind, Step(n, d.step))
              for n in rounds for i in range(timeline.step_count(n))
              for d in coach.choices(Step(n, i))
              if d.seat == seat and d.kind in ("call", "kan") and d.played is not None]  # fmt: skip
    expected = [(kind, step) for _, _, kind, step in sorted(stops)]
    assert [kind for kind, _ in expected].count("call") >= 1  # (the game has some to ask)
    seen = []
    for _ in range(len(expected)):
        question = quiz.state.question
        assert quiz.phase == "asking" and window.session.step == question.shown
        assert not window.chrome.popups.popup.isVisible()  # no result shown at a stop
        assert window.chrome.rounds.view.model_.rowCount() == question.step.round + 1
        seen.append((question.kind, question.step))
        assert quiz.answer_kind(judged(quiz, qtbot).picks[0])
        window.chrome.popups.popup.dismiss()  # (a result passed on the way waits for its popup)
        quiz.play_on()
        while quiz.phase == "paused":
            window.chrome.popups.popup.dismiss()
    assert seen == expected  # every decision of the seat, none of the others'
    assert quiz.phase == "finished" and quiz.state.score.answered == len(expected)
    assert quiz.state.score.best == len(expected)


def test_nothing_of_the_answer_or_the_future_before_the_click(quiz_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    window.chrome.review.attach_file(
        report_path("4p")
    )  # a review open: its verdicts must stay hidden
    window.session.update_options(open_hands=True, show_analysis=True)
    review_dock = window.chrome.review.panel
    assert review_dock.isVisible()
    quiz = start(window)
    frame = window.session.frame
    seat = window.session.options.viewpoint
    # the frame: other hands closed, no wall, no badges, no review entry, no totals
    assert frame.options.quiz and not frame.options.open_hands
    assert frame.face_up == tuple(s == seat for s in range(4))
    assert frame.wall is None and frame.badges == () and frame.review is None
    layout = window.board.board_layout()
    for other in range(4):
        if other != seat:
            assert all(s.tile == BACK for s in layout.seat_sprites(other, "hand"))
    assert " of " not in frame.position.text() and "/" not in frame.position.text()
    # the window: no review dock or status mark, no final standings, no answer in the dock
    assert not review_dock.isVisible() and not window.chrome.review.status.isVisible()
    assert not window.chrome.rounds.final_label.isVisible()
    assert not quiz.panel.answer_box.isVisible() and quiz.panel.verdict.text() == ""
    assert {m.role for m in quiz.overlay.marks} == {"cursor"}
    # the round list: only the rounds reached, the current one without its result
    model = window.chrome.rounds.view.model_
    current = window.session.step.round
    assert model.rowCount() == current + 1
    assert model.data(model.index(current, 1)) == ""
    assert not window.chrome.rounds.view.isEnabled()
    # moving is locked: keys, wheel
    for action in (Action.NEXT, Action.ROUND_END, Action.OPEN_HANDS, Action.SHOW_WALL):
        assert not window.chrome.actions[action].isEnabled()
    step = window.session.step
    window.chrome.moving.wheel_steps(
        -120
    )  # (the board eats wheel events; the window's own path is blocked too)
    qtbot.waitUntil(lambda: window.session.step == step)


def test_a_click_answers_and_reveals_played_best_and_mortal(quiz_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    window.chrome.review.attach_file(report_path("4p"))
    quiz = start(window)
    # on to a decision Mortal reviewed
    while quiz.state.question.mortal is None:
        quiz.answer_kind(quiz.state.question.actual)
        quiz.play_on()
        while quiz.phase == "paused":
            window.chrome.popups.popup.dismiss()
    question = quiz.state.question
    worst = max(question.choices, key=lambda c: (c.shanten, -c.ukeire))
    click_kind(window, qtbot, worst.kind)
    assert quiz.phase == "revealed"
    answer = quiz.state.revealed
    assert answer is not None and answer.chosen == worst.kind
    roles = {m.role for m in quiz.overlay.marks}
    assert {"you", "played", "best", "mortal"} <= roles
    assert quiz.panel.answer_box.isVisible()
    texts = quiz.panel.rows["mortal"][1].text()
    assert texts  # Mortal's pick in words
    assert window.session.step == question.shown  # the board still shows the hand


def test_keyboard_picks_and_answers(quiz_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    quiz = start(window)
    hand = quiz.hand()
    assert quiz.cursor == len(hand) - 1
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_Home)
    assert quiz.cursor == 0
    qtbot.keyClick(window.board, Qt.Key.Key_Right)
    qtbot.keyClick(window.board, Qt.Key.Key_Right)
    assert quiz.cursor == 2
    step = window.session.step
    assert window.session.step == step  # the arrows moved the cursor, not the game
    qtbot.keyClick(window.board, Qt.Key.Key_Left)
    kind = hand[1].tile >> 2
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert quiz.phase == "revealed" and quiz.state.revealed.chosen == kind
    before = quiz.state.question.step
    qtbot.keyClick(window.board, Qt.Key.Key_Space)  # play on to the next decision
    while quiz.phase == "paused":
        window.chrome.popups.popup.dismiss()
    assert quiz.phase == "asking" and quiz.state.question.step > before


def test_the_score_is_kept_over_the_game_by_value(quiz_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    quiz = start(window)
    best = same = 0
    lost = 0.0
    for _ in range(4):
        question = judged(quiz, qtbot)
        pick = question.actual
        quiz.answer_kind(pick)
        best += pick in question.valuation.pick
        lost += 0.0 if pick in question.valuation.pick else 500.0  # (the stand-in's loss)
        same += 1
        quiz.play_on()
        while quiz.phase == "paused":
            window.chrome.popups.popup.dismiss()
    score = quiz.state.score
    assert (score.answered, score.valued, score.best, score.actual) == (4, 4, best, same)
    assert score.points_lost == lost
    assert f"{same} of 4" in quiz.panel.score.text()
    assert f"Points lost: {lost:,.0f}" in quiz.panel.score.text()


def test_an_answer_before_the_valuation_shows_the_ukeire_then_the_value(quiz_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    values = window.chrome.coach.values
    values.judge = slow_judge  # the valuation never arrives while the answer is shown
    quiz = start(window)
    question = quiz.state.question
    assert not question.judged and values.job == question.step  # asked first, not waited for
    worst = max(question.choices, key=lambda c: (c.shanten, -c.ukeire))
    assert quiz.answer_kind(worst.kind) and quiz.phase == "revealed"
    assert quiz.panel.verdict.text().endswith(" Judging by value…")
    assert "ukeire" in quiz.panel.verdict.text() + quiz.panel.rows["you"][1].text() or (
        "shanten back" in quiz.panel.rows["you"][1].text())  # fmt: skip
    assert "Judging 1 more answer(s) by value…" in quiz.panel.score.text()
    values.stop()  # the slow child ended; a quick one values the question
    values.judge = quick_judge
    values.request(window.session.frame.coach_source, [question.step])
    qtbot.waitUntil(lambda: quiz.state.revealed.question.judged, timeout=WORKER_MS)
    answer = quiz.state.revealed
    assert quiz.phase == "revealed" and "Judging" not in quiz.panel.verdict.text()
    if answer.is_best:
        assert quiz.panel.verdict.text() == "Best: your pick is worth the most."
    else:
        assert quiz.panel.verdict.text() == "−500 points against the best."
        assert quiz.panel.rows["you"][1].text().endswith("(−500 points)")
    assert "Judging" not in quiz.panel.score.text() and quiz.state.score.valued == 1


def test_leaving_puts_the_window_back_exactly(quiz_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    window.chrome.review.attach_file(report_path("4p"))
    window.session.update_options(open_hands=True, show_analysis=True, mark_dora=True)
    window.session.go_to(Step(0, 3))
    options, step = window.session.options, window.session.step
    docks = dock_states(window)
    sizes = {d.objectName(): d.size() for d in window.findChildren(QDockWidget) if d.isVisible()}
    enabled = {a: window.chrome.actions[a].isEnabled() for a in Action}
    quiz = start(window)
    quiz.answer_kind(quiz.state.question.actual)
    quiz.play_on()
    qtbot.keyClick(window.board, Qt.Key.Key_Escape)
    assert not quiz.active and not window.chrome.actions[Action.QUIZ].isChecked()
    assert window.session.options == options and window.session.step == step
    assert dock_states(window) == docks and not quiz.panel.isVisible()
    qtbot.waitUntil(
        lambda: (
            {d.objectName(): d.size() for d in window.findChildren(QDockWidget) if d.isVisible()}
            == sizes
        )
    )
    assert {a: window.chrome.actions[a].isEnabled() for a in Action} == enabled
    assert window.chrome.rounds.view.model_.rowCount() == window.session.timeline.round_count
    assert window.chrome.rounds.view.isEnabled() and window.chrome.rounds.final_label.isVisible()
    assert quiz.overlay.marks == ()
    # Q leaves too
    start(window)
    qtbot.keyClick(window.board, Qt.Key.Key_Q)
    assert not quiz.active and window.session.options == options


def dock_states(window):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDockWidget

    return {
        d.objectName(): d.isVisible()
        for d in window.findChildren(QDockWidget)
        if d.objectName() != "quiz_dock"
    }


def test_a_three_player_game(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert window.open_path(game_path("3p"))
    window.chrome.quiz.play_interval = 0
    window.chrome.coach.values.judge = quick_judge
    quiz = start(window)
    assert window.session.frame.players == 3
    question = judged(quiz, qtbot)
    assert quiz.answer_kind(question.picks[0]) and quiz.state.score.best == 1


def test_a_seat_with_hidden_tiles_cannot_be_quizzed(window, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import json

    from viewer.formats.mjai import write_mjai
    from viewer.formats.mjlog import read_mjlog

    text = write_mjai(read_mjlog(game_path("4p"))).decode()
    lines = []
    for line in text.splitlines():
        event = json.loads(line)
        if event.get("type") == "start_kyoku":
            event["tehais"] = [
                h if s == 0 else ["?"] * len(h) for s, h in enumerate(event["tehais"])
            ]
        if event.get("type") == "tsumo" and event.get("actor") != 0:
            event["pai"] = "?"
        lines.append(json.dumps(event))
    path = tmp_path / "one_seat.jsonl"
    path.write_text("\n".join(lines) + "\n")
    assert window.open_path(path)
    notes: list[str] = []
    monkeypatch.setattr(window, "show_status", notes.append)
    window.session.update_options(viewpoint=1)
    window.chrome.actions[Action.QUIZ].trigger()
    assert not window.chrome.quiz.active and not window.chrome.actions[Action.QUIZ].isChecked()
    assert notes and "hidden" in notes[-1]
    window.session.update_options(viewpoint=0)  # the seat the log was written from: fine
    window.chrome.actions[Action.QUIZ].trigger()
    assert window.chrome.quiz.active


def test_opening_another_game_ends_the_quiz(quiz_window) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    start(window)
    assert window.open_path(game_path("3p"))
    assert not window.chrome.quiz.active and not window.session.options.quiz
    assert window.chrome.rounds.view.model_.rowCount() == window.session.timeline.round_count


def test_a_discard_step_is_never_the_stop(quiz_window) -> None:  # type: ignore[no-untyped-def]
    """The board stops on the hand before the discard: the discard itself is not shown yet (a
    call question: on the discard called on, before the call)."""
    window = quiz_window
    quiz = start(window)
    asked = calls = 0
    while quiz.phase != "finished":
        question = quiz.state.question
        asked += 1
        state = window.session.timeline.snapshot(window.session.step)
        assert not (isinstance(state.event, Discard) and state.event.seat == question.seat)
        if question.kind == "call":
            calls += 1
            assert isinstance(state.event, Discard) and state.event.tile == question.actual_tile
            assert state.event.seat == question.decision.discarder != question.seat
        else:
            held = (*state.hands[question.seat], state.drawn[question.seat])
            assert question.kind == "kan" or question.actual_tile in held
        quiz.answer_kind(question.actual)
        quiz.play_on()
        while quiz.phase == "paused":
            window.chrome.popups.popup.dismiss()
    assert asked >= 3 and calls >= 1


def test_the_quiz_follows_the_language(quiz_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    quiz = start(window)
    quiz.answer_kind(quiz.state.question.actual)
    english = quiz.panel.prompt.text(), quiz.panel.score.text()
    window.chrome.language.choose("ja")
    try:
        qtbot.waitUntil(lambda: quiz.panel.prompt.text() != english[0])
        assert quiz.panel.prompt.text() == "何を切る?"
        assert "実戦と一致" in quiz.panel.score.text()
        assert quiz.panel.rows["played"][0].text() == "実戦"
        assert "実戦" in {m.text for m in quiz.overlay.marks}  # the tags on the tiles too
        assert quiz.active and quiz.phase == "revealed"  # the language changed nothing else
    finally:
        window.chrome.language.choose("en")


def test_a_tile_kuikae_forbids_is_refused(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The demo's East 1: seat 1 calls chi and holds another 2m, which it may not discard."""
    from pathlib import Path

    demo = Path(__file__).resolve().parents[2] / "resources" / "demo.mjlog"
    assert window.open_path(demo)
    window.chrome.quiz.play_interval = 0
    window.session.update_options(viewpoint=1)
    window.session.go_to(Step(0, 0))
    quiz = start(window)
    while quiz.state.question.step != Step(0, 12):
        quiz.answer_kind(quiz.state.question.actual)
        quiz.play_on()
    assert 1 in {s.tile >> 2 for s in quiz.hand()}  # 2m is in the hand...
    click_kind(window, qtbot, 1)  # ...but kuikae forbids it right after the chi
    assert quiz.phase == "asking" and quiz.state.revealed is None
    assert not quiz.panel.answer_box.isVisible()
    assert "kuikae" in quiz.panel.hint.text()
    assert quiz.answer_kind(quiz.state.question.choices[0].kind)  # an allowed tile is taken


def test_a_result_reached_waits_for_its_popup_and_esc_closes_only_the_popup(
    quiz_window, qtbot
) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    quiz = start(window)
    timeline = window.session.timeline
    while quiz.phase != "paused":
        assert quiz.phase == "asking"
        quiz.answer_kind(quiz.state.question.actual)
        quiz.play_on()
    # the result is the present now: its popup shows, and the quiz waits
    assert timeline.is_result(window.session.step)
    assert (
        window.chrome.popups.popup.isVisible()
        and window.chrome.popups.popup.key == window.session.frame.popup_key
    )
    assert quiz.panel.prompt.text() == "Close the result (Enter) to play on."
    round_before = window.session.step.round
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_Escape)
    assert not window.chrome.popups.popup.isVisible()
    assert quiz.active  # Esc closed the popup, not the quiz
    qtbot.waitUntil(lambda: quiz.phase in ("asking", "finished"))
    if quiz.phase == "asking":
        assert quiz.state.question.step.round > round_before
        assert window.chrome.rounds.view.model_.rowCount() == window.session.step.round + 1
        # the round just finished is in the past now: its result is listed
        model = window.chrome.rounds.view.model_
        assert model.data(model.index(round_before, 1)) != ""


def test_the_game_plays_on_step_by_step_to_the_next_decision(quiz_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    quiz = start(window)
    quiz.play_interval = 15
    first = quiz.state.question
    steps: list[Step] = []
    window.session.step_changed.connect(steps.append)
    quiz.answer_kind(first.actual)
    quiz.play_on()
    assert quiz.phase == "playing" and quiz.state.question is None
    assert "next decision" in quiz.panel.prompt.text()
    qtbot.waitUntil(lambda: quiz.phase in ("asking", "paused"), timeout=5000)
    if quiz.phase == "asking":
        second = quiz.state.question
        # every step between the two stops was shown, one at a time, in order
        assert steps == [
            Step(first.shown.round, i) for i in range(first.shown.index + 1, second.shown.index + 1)
        ]


def test_the_coach_says_nothing_during_the_quiz_and_comes_back_after(quiz_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = quiz_window
    coach = window.chrome.coach
    window.chrome.actions[Action.SHOW_COACH].trigger()  # View → Coach on
    assert window.session.options.show_coach
    # the coach's verdict at a decision of the bottom seat, before the quiz
    quiz = start(window)
    stop = quiz.state.question.shown
    frame = window.session.frame
    assert frame.coach is None and frame.coach_error is None  # no verdict on the board
    assert not window.session.options.show_coach
    assert not coach.status.isVisible()
    assert coach._panel is None or not coach._panel.isVisible()
    for action in (Action.SHOW_COACH, Action.NEXT_COSTLY, Action.PREVIOUS_COSTLY):
        assert not window.chrome.actions[action].isEnabled()
    quiz.leave()
    assert window.session.options.show_coach
    window.session.go_to(stop)
    assert window.session.frame.coach is not None  # the same step judged once the quiz is over


@pytest.fixture
def quiz_library(quiz_window, tmp_path):  # type: ignore[no-untyped-def]
    """The window's own Library on a database of the test's holding the game being quizzed."""
    import shutil

    from viewer.library import connect, index_folders

    folder = tmp_path / "logs"
    folder.mkdir()
    shutil.copy(game_path("4p"), folder)
    db = tmp_path / "library.sqlite3"
    connection = connect(db)
    index_folders(connection, [str(folder)], workers=1)
    connection.close()
    hook = quiz_window.chrome.library
    hook.db_path = db
    return hook


def test_the_library_window_hides_the_game_s_result_while_the_quiz_runs(
    quiz_window, quiz_library, qtbot
) -> None:  # type: ignore[no-untyped-def]
    window, hook = quiz_window, quiz_library
    library = hook.show_library()
    qtbot.waitExposed(library)
    seat = window.session.options.viewpoint
    library.me.setText(window.session.timeline.record.players[seat].name)
    library.apply_filter()
    assert library.model.game(0).placement is not None  # the game's result, for all to see
    window.activateWindow()
    quiz = start(window)
    assert not library.isVisible()
    assert not hook.action.isEnabled()  # Ctrl+Shift+L and File → Library… cannot bring it back
    hook.action.trigger()
    assert hook.show_library() is library  # (--index from another launch: a scan, unseen)
    assert not library.isVisible()
    quiz.leave()
    assert library.isVisible() and hook.action.isEnabled()
    library.close()


def test_a_library_closed_or_never_opened_stays_so_after_the_quiz(
    quiz_window, quiz_library, qtbot
) -> None:  # type: ignore[no-untyped-def]
    window, hook = quiz_window, quiz_library
    quiz = start(window)
    assert not hook.action.isEnabled() and hook.library is None
    quiz.leave()
    assert hook.action.isEnabled() and hook.library is None
    library = hook.show_library()
    qtbot.waitExposed(library)
    library.close()
    start(window)
    quiz.leave()
    assert not library.isVisible() and hook.action.isEnabled()

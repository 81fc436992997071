"""The quiz's "Call or pass?" and "Kan or not?" in the window: the stop on the discard called on,
the options as buttons (a click or the keys answer), the cursor's option framed on the hand, the
answer revealed with the options' values, the score, and the game playing on to the next stop.

Hand-written games; the worker judges with a stand-in whose pick is the last option (a call or
a kan), worth 1,000 points against 500 for the others (``tests/app/quiz_judges.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.app.quiz_judges import quiz_judge
from tests.coach.call_logs import KAN_EVENTS
from tests.coach.logs import write
from tests.presentation.quiz_games import CHI_EVENTS, CHI_STEP, NO_KAN_EVENTS
from viewer.app.actions import Action
from viewer.replay import Step

WORKER_MS = 60_000  # a spawned child imports numpy and the coach: seconds on a busy machine


def open_quiz(window, path: Path, seat: int):  # type: ignore[no-untyped-def]
    assert window.open_path(path)
    window.chrome.quiz.play_interval = 0
    window.chrome.coach.values.judge = quiz_judge
    window.session.update_options(viewpoint=seat)
    window.session.go_to(Step(0, 0))
    window.chrome.actions[Action.QUIZ].trigger()
    quiz = window.chrome.quiz
    assert quiz.active and quiz.phase == "asking"
    return quiz


def test_a_call_question_is_asked_on_the_discard_and_answered_by_a_click(
    window, qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    quiz = open_quiz(window, write(tmp_path / "chi.mjson", CHI_EVENTS), 1)
    question = quiz.state.question
    panel = quiz.panel
    # the board at seat 0's 5p in the river; seat 1 to answer
    assert question.kind == "call" and window.session.step == Step(0, CHI_STEP)
    assert panel.prompt.text() == "Call or pass?"
    assert panel.called.isVisible() and panel.called.text() == "A discarded 5-pin."
    buttons = panel.options.buttons
    assert [b.text() for b in buttons] == ["Pass", "Chi", "Chi", "Chi"]
    assert [b.toolTip() for b in buttons] == ["pass", "chi 345-pin", "chi 456-pin", "chi 567-pin"]
    assert all(b.isEnabled() for b in buttons)
    assert buttons[0].icon().isNull() and not any(b.icon().isNull() for b in buttons[1:])
    assert not panel.answer_box.isVisible() and not panel.values.isVisible()  # nothing yet
    # the keys move the cursor over the options; its option's tiles are framed on the hand
    qtbot.keyClick(window.board, Qt.Key.Key_Down)
    qtbot.keyClick(window.board, Qt.Key.Key_Down)
    assert quiz.cursor == 2 and window.session.step == Step(0, CHI_STEP)
    framed = {m.rect for m in quiz.overlay.marks if m.role == "cursor"}
    taken = set(question.decision.options[2].tiles)
    assert framed == {s.rect for s in quiz.hand() if s.tile in taken} and len(framed) == 2
    assert "dashed" in buttons[2].styleSheet() and "dashed" not in buttons[0].styleSheet()
    # a click on an option answers
    qtbot.mouseClick(buttons[3], Qt.MouseButton.LeftButton)
    assert quiz.phase == "revealed" and quiz.state.revealed.chosen == 3
    assert not any(b.isEnabled() for b in buttons)
    qtbot.waitUntil(lambda: quiz.state.revealed.question.judged, timeout=WORKER_MS)
    answer = quiz.state.revealed
    assert answer.question.valuation.pick == (3,)  # the stand-in's pick: the last option
    assert answer.is_best and not answer.is_actual  # seat 1 chied with 4p 6p
    rows = {role: what.text() for role, (_, what) in panel.rows.items() if what.isVisible()}
    assert rows["you"] == "chi 567-pin (best)"
    assert rows["played"] == "chi 456-pin (−500 points)"
    assert rows["best"].startswith("chi 567-pin (")
    assert panel.verdict.text() == "Best: no option is worth more than yours."
    assert panel.values.isVisible() and panel.values.rowCount() == 4  # every option, valued
    roles = {m.role for m in quiz.overlay.marks}
    assert {"you", "played", "best"} <= roles
    assert "Best: 1 of 1" in panel.score.text() and "Same as the player: 0 of 1" in (
        panel.score.text())  # fmt: skip
    # on to the next stop: seat 1's discard after its chi
    quiz.play_on()
    assert quiz.phase == "asking" and quiz.state.question.kind == "discard"
    assert quiz.state.question.step == Step(0, 4) and panel.prompt.text() == (
        "What would you discard?")  # fmt: skip
    assert not panel.options.isVisible() and not panel.values.isVisible()


def test_the_keys_answer_a_call_and_the_score_counts_its_loss(
    window, qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    quiz = open_quiz(window, write(tmp_path / "chi.mjson", CHI_EVENTS), 1)
    qtbot.keyClick(window.board, Qt.Key.Key_End)
    assert quiz.cursor == 3
    qtbot.keyClick(window.board, Qt.Key.Key_Home)
    assert quiz.cursor == 0
    qtbot.keyClick(window.board, Qt.Key.Key_Return)  # pass
    assert quiz.phase == "revealed" and quiz.state.revealed.chosen == 0
    qtbot.waitUntil(lambda: quiz.state.revealed.question.judged, timeout=WORKER_MS)
    assert quiz.panel.verdict.text() == "−500 points against the best."
    assert quiz.state.score.points_lost == 500.0 and "Points lost: 500" in quiz.panel.score.text()
    assert not any(m.role == "you" for m in quiz.overlay.marks)  # a pass takes no tile


def test_a_kan_question_comes_before_the_discard_of_its_draw(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    quiz = open_quiz(window, write(tmp_path / "kan.mjson", KAN_EVENTS), 0)
    question = quiz.state.question
    assert question.kind == "kan" and window.session.step == Step(0, 1)  # the draw of 7p
    assert quiz.panel.prompt.text() == "Kan or not?" and not quiz.panel.called.isVisible()
    assert [b.text() for b in quiz.panel.options.buttons] == ["No kan", "Ankan"]
    qtbot.keyClick(window.board, Qt.Key.Key_Right)  # ← / → move over the options too
    qtbot.keyClick(window.board, Qt.Key.Key_Space)
    assert quiz.state.revealed.chosen == 1 and quiz.state.revealed.is_actual
    you = [m for m in quiz.overlay.marks if m.role == "you"]
    assert len(you) == 4 and sum(1 for m in you if m.text) == 1  # the four 7p, one tag
    quiz.play_on()  # the ankan was played: the next stop is the discard after the rinshan draw
    assert quiz.state.question.kind == "discard" and quiz.state.question.step == Step(0, 4)


def test_a_kan_not_made_is_asked_then_the_discard_of_the_same_draw(
    window, qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    quiz = open_quiz(window, write(tmp_path / "no_kan.mjson", NO_KAN_EVENTS), 0)
    question = quiz.state.question
    assert question.kind == "kan" and question.actual == 0  # the seat made no kan
    assert window.session.step == Step(0, 1)
    assert quiz.answer_kind(0) and quiz.state.revealed.is_actual
    quiz.play_on()
    assert quiz.phase == "asking" and quiz.state.question.kind == "discard"
    assert quiz.state.question.step == Step(0, 2) and window.session.step == Step(0, 1)
    assert len(quiz.hand()) == 14 and quiz.panel.prompt.text() == "What would you discard?"


@pytest.mark.parametrize("language", ["ja"])
def test_a_call_question_in_another_language(window, qtbot, tmp_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    quiz = open_quiz(window, write(tmp_path / "chi.mjson", CHI_EVENTS), 1)
    window.chrome.language.choose(language)
    try:
        qtbot.waitUntil(lambda: quiz.panel.prompt.text() != "Call or pass?")
        assert quiz.panel.prompt.text() == "鳴くかスルーか?"
        assert quiz.panel.options.buttons[1].text() == "チー"
        quiz.answer_kind(2)
        assert quiz.panel.rows["played"][0].text() == "実戦"
    finally:
        window.chrome.language.choose("en")

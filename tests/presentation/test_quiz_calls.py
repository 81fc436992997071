"""The quiz's call and kan questions as values: where the quiz stops for them (in order with the
discards), what they ask and answer, how they are scored and worded, and Mortal's option.

Hand-written games (``tests/coach/call_logs.py``, ``tests/presentation/quiz_games.py``); the
options are valued by the real model (every hand within reach of tenpai: milliseconds)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.coach.call_logs import KAN_EVENTS, YAKUHAI_EVENTS, YAKULESS_EVENTS
from tests.coach.logs import write
from tests.presentation.quiz_games import CHI_EVENTS, CHI_STEP
from viewer.coach.game import GameCoach
from viewer.coach.model import Decision
from viewer.formats.detect import read_game
from viewer.presentation import choice_wording as cw
from viewer.presentation import quiz_wording as w
from viewer.presentation.quiz import QuizState
from viewer.presentation.quiz_stops import (
    choice_question,
    mortal_option,
    question_of,
    quiz_stops,
    stop_shown,
    stops_after,
)
from viewer.presentation.value_wording import points_text
from viewer.replay import Step, Timeline
from viewer.replay.shown import shown_step
from viewer.review.model import Action


def game(tmp_path: Path, events: list[dict[str, object]]) -> tuple[Timeline, GameCoach]:
    record = read_game(str(write(tmp_path / "game.mjson", events)))
    timeline = Timeline(record)
    timeline.replay_all()
    return timeline, GameCoach(record, timeline)


def described(stop: Step | Decision) -> tuple[str, int]:
    return ("discard", stop.index) if isinstance(stop, Step) else (stop.kind, stop.step)


def test_a_call_is_asked_on_the_discard_called_on_before_the_next_discard(tmp_path: Path) -> None:
    timeline, coach = game(tmp_path, YAKUHAI_EVENTS)
    # seat 1: pon White at step 2 (asked on step 2), then its discard of North (step 4, shown
    # on the pon's step 3)
    stops = list(quiz_stops(timeline, coach, 1, Step(0, 0)))
    assert [described(s) for s in stops] == [("call", 2), ("discard", 4)]
    assert [stop_shown(timeline, s) for s in stops] == [Step(0, 2), Step(0, 3)]
    # seat 2: its discard of 1s, then pon (two ways) or daiminkan on 5p at step 10
    assert [described(s) for s in quiz_stops(timeline, coach, 2, Step(0, 0))] == [
        ("discard", 6), ("call", 10), ("discard", 13)]  # fmt: skip
    # from a later step, and after a stop
    assert [described(s) for s in quiz_stops(timeline, coach, 2, Step(0, 7))] == [
        ("call", 10), ("discard", 13)]  # fmt: skip
    assert [described(s) for s in stops_after(timeline, coach, 1, stops[0])] == [("discard", 4)]
    assert list(stops_after(timeline, coach, 1, stops[1])) == []
    # with no kinds asked, only the discards: as ``decision_steps`` gives them
    assert [described(s) for s in quiz_stops(timeline, coach, 2, Step(0, 0), ())] == [
        ("discard", 6), ("discard", 13)]  # fmt: skip


def test_a_chi_another_seat_s_pon_took_first_is_not_asked(tmp_path: Path) -> None:
    timeline, coach = game(tmp_path, YAKULESS_EVENTS)
    (chi,) = [d for d in coach.choices(Step(0, 2)) if d.seat == 1]
    assert chi.played is None  # judged by the coach, but nothing was played
    assert all(described(s)[0] != "call" for s in quiz_stops(timeline, coach, 1, Step(0, 0)))
    assert choice_question(timeline, coach, chi) is None
    assert ("call", 2) in [described(s) for s in quiz_stops(timeline, coach, 2, Step(0, 0))]


def test_a_kan_is_asked_on_the_draw_before_its_discard(tmp_path: Path) -> None:
    timeline, coach = game(tmp_path, KAN_EVENTS)
    stops = list(quiz_stops(timeline, coach, 0, Step(0, 0)))
    # seat 0: the ankan of its drawn 7p (decided at step 2, asked on the draw's step 1), the
    # discard after the rinshan draw, then at step 12 a kan it did not make, asked before the
    # discard of the same draw (both on step 11)
    kinds = [described(s) for s in stops]
    assert kinds[0] == ("kan", 2) and stop_shown(timeline, stops[0]) == Step(0, 1)
    assert kinds[1] == ("discard", 4)
    shown = [stop_shown(timeline, s) for s in stops]
    assert shown == sorted(shown)
    for stop, at in zip(stops, shown, strict=True):
        if isinstance(stop, Step):
            assert at == shown_step(timeline, stop)
    kakan = [s for s in quiz_stops(timeline, coach, 1, Step(0, 0)) if described(s)[0] == "kan"]
    assert [stop_shown(timeline, s) for s in kakan] == [Step(0, 13)]


def test_a_call_question_is_answered_with_an_option_and_scored_by_value(tmp_path: Path) -> None:
    timeline, coach = game(tmp_path, CHI_EVENTS)
    (decision,) = [d for d in coach.choices(Step(0, CHI_STEP)) if d.seat == 1]
    question = question_of(timeline, coach, decision)
    assert question is not None and question.kind == "call" and question.key == decision
    assert question.shown == Step(0, CHI_STEP) and question.step == Step(0, CHI_STEP)
    assert question.actual == decision.played == 2  # chi with 4p 6p
    assert question.actual_tile == decision.called_tile
    assert [c.kind for c in question.choices] == [0, 1, 2, 3]  # pass and three chis
    assert question.valuation is None and not question.judged  # the worker values it
    state = QuizState(seat=1).ask(question)
    assert state.accepts(3) and not state.accepts(4)
    answered = state.answer(3)  # chi with 6p 7p
    answer = answered.revealed
    assert answer is not None and answer.is_actual is False and answer.value_loss is None
    assert w.verdict(answer) == "Judging by value…"
    valuation = coach.choice_valuation(decision)  # the model's own numbers
    valued = answered.valued(decision, valuation)
    assert valued.valued(Step(0, CHI_STEP), None) is valued  # a step is not this question's key
    answer = valued.revealed
    assert answer is not None and answer.question.judged
    values = [c.value for c in valuation.candidates]
    assert answer.value_loss == pytest.approx(max(values) - values[3])
    assert answer.is_best == (3 in valuation.pick)
    score = valued.score
    assert (score.answered, score.valued, score.actual) == (1, 1, 0)
    assert score.points_lost == pytest.approx(max(values) - values[3])
    # the words: each option by its tiles, the played one, the best with its numbers
    lines = dict(w.answer_lines(answer))
    assert lines["You"].startswith("chi 567-pin")
    assert lines["Played"].startswith("chi 456-pin")
    assert lines["Best"].startswith(f"{cw.option_words(decision, valuation.pick[0])} (")
    assert "Mortal" not in lines
    loss = points_text(max(values) - values[3])
    assert w.verdict(answer) == f"−{loss} points against the best."


def test_the_pick_answered_is_the_best(tmp_path: Path) -> None:
    timeline, coach = game(tmp_path, YAKUHAI_EVENTS)
    (decision,) = [d for d in coach.choices(Step(0, 2)) if d.seat == 1]
    valuation = coach.choice_valuation(decision)
    question = choice_question(timeline, coach, decision)
    assert question is not None and question.valuation is valuation and question.judged
    answer = QuizState(seat=1).ask(question).answer(valuation.pick[0]).revealed
    assert answer is not None and answer.is_best and answer.value_loss == 0.0
    assert w.verdict(answer) == "Best: no option is worth more than yours."
    assert dict(w.answer_lines(answer))["You"].endswith("(best)")


def entry(kind: str, consumed: tuple[str, ...] = (), pai: str | None = None) -> object:
    expected = Action(kind, 1, 0, pai, consumed, None)  # type: ignore[arg-type]
    return SimpleNamespace(entry_at=lambda step: SimpleNamespace(expected=expected))


def test_mortal_s_option_is_found_by_its_call_and_tiles(tmp_path: Path) -> None:
    _, coach = game(tmp_path, YAKUHAI_EVENTS)
    (kan,) = [d for d in coach.choices(Step(0, 10)) if d.seat == 2]
    names = [(o.call, len(o.tiles)) for o in kan.options]
    assert names == [("pass", 0), ("pon", 2), ("pon", 2), ("daiminkan", 3)]
    at = Step(0, 10)
    red_pon = next(i for i, o in enumerate(kan.options) if o.call == "pon" and 52 in o.tiles)
    plain_pon = 3 - red_pon  # (the other pon: indices 1 and 2)
    cases = [
        (entry("none"), 0),
        (entry("pon", ("5p", "5pr"), "5p"), red_pon),
        (entry("pon", ("5p", "5p"), "5p"), plain_pon),
        (entry("daiminkan", ("5p", "5p", "5pr"), "5p"), 3),
        (entry("hora", (), "5p"), None),  # a win is no option of this question
    ]
    for review, option in cases:
        pick = mortal_option(review, at, kan)  # type: ignore[arg-type]
        assert pick is not None and pick.option == option, review
    nothing = SimpleNamespace(entry_at=lambda step: None)
    assert mortal_option(nothing, at, kan) is None  # type: ignore[arg-type]
    _, kans = game(tmp_path, KAN_EVENTS)
    (ankan,) = [d for d in kans.choices(Step(0, 2)) if d.kind == "kan"]
    for review, option in ((entry("ankan", ("7p",) * 4), 1), (entry("dahai", (), "E"), 0)):
        pick = mortal_option(review, Step(0, 1), ankan)  # type: ignore[arg-type]
        assert pick is not None and pick.option == option


def test_the_question_s_words(tmp_path: Path) -> None:
    assert w.question_words("call") == "Call or pass?"
    assert w.question_words("kan") == "Kan or not?"
    assert w.question_words("discard") == "What would you discard?"
    assert w.called_words("A", 31) == "A discarded White dragon."


def test_the_quiz_stops_where_the_coach_shows_a_call_or_kan(tmp_path: Path) -> None:
    """The coach's dock, its strip and costly keys (``CoachOnDemand.shown_at``) and the quiz
    show a call or kan decision on the same step."""
    from viewer.presentation.coach_view import CoachOnDemand

    for events in (YAKUHAI_EVENTS, KAN_EVENTS, CHI_EVENTS):
        timeline, coach = game(tmp_path, events)
        source = CoachOnDemand(timeline)
        choices = [d for i in range(timeline.step_count(0)) for d in coach.choices(Step(0, i))
                   if d.kind in ("call", "kan") and d.played is not None]  # fmt: skip
        assert choices
        for decision in choices:
            question = question_of(timeline, coach, decision)
            assert question is not None
            assert question.shown == source.shown_at(decision) == stop_shown(timeline, decision)

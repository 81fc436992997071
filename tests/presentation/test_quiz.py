"""The discard quiz's rules as values: asking, answering, the score, and the stops of a game."""

from __future__ import annotations

import pytest

from viewer.coach.value import CandidateValue, Valuation
from viewer.domain.events import Discard, RiichiDeclared
from viewer.presentation.quiz import Choice, MortalPick, QuizQuestion, QuizState, score_of
from viewer.replay import Step, Timeline
from viewer.replay.loading import load_game
from viewer.replay.shown import shown_step

# 1m: best (20 ukeire), 9p: 12 ukeire at the same shanten, E: a shanten back with more tiles.
QUESTION = QuizQuestion(
    step=Step(0, 10),
    shown=Step(0, 9),
    seat=0,
    actual=17,  # 9p
    actual_tile=17 * 4 + 1,
    riichi=False,
    best=(0,),
    choices=(Choice(0, 1, 20), Choice(17, 1, 12), Choice(27, 2, 40)),
)


def asked() -> QuizState:
    return QuizState(seat=0).ask(QUESTION)


def test_a_question_hides_its_answer_until_answered() -> None:
    state = asked()
    assert state.asking and state.revealed is None and state.answers == ()
    answered = state.answer(0)
    assert not answered.asking
    assert answered.revealed is not None and answered.revealed.chosen == 0
    assert answered.answers == (answered.revealed,)
    assert state.revealed is None  # values: the old state is untouched


def test_only_candidates_are_accepted() -> None:
    state = asked()
    assert state.accepts(17) and not state.accepts(5)  # 6m: not in the hand (or kuikae)
    with pytest.raises(ValueError, match="cannot be discarded"):
        state.answer(5)
    with pytest.raises(ValueError, match="no question"):
        QuizState(seat=0).answer(0)
    with pytest.raises(ValueError, match="no question"):
        state.answer(0).answer(0)  # one answer per question
    with pytest.raises(ValueError, match="quizzed seat"):
        QuizState(seat=1).ask(QUESTION)


# By value the shanten back (East) is the pick: a fold that was right; 9p loses 700 points.
VALUATION = Valuation(
    "exact",
    (CandidateValue(0, 0.9, 0.4, 3000.0, 0.12, 2000.0),
     CandidateValue(17, 0.8, 0.3, 2500.0, 0.12, 1300.0),
     CandidateValue(27, 0.6, 0.2, 1900.0, 0.0, 2000.0)),
    (0, 27),
    700.0,
)  # fmt: skip


def test_the_answer_is_judged_by_ukeire_until_the_valuation_arrives() -> None:
    best = asked().answer(0).revealed
    played = asked().answer(17).revealed
    back = asked().answer(27).revealed
    assert best is not None and played is not None and back is not None
    assert (best.is_best, best.is_actual, best.loss, best.value_loss) == (True, False, 0, None)
    assert (played.is_best, played.is_actual, played.loss) == (False, True, 8)
    assert (back.is_best, back.loss) == (False, None)  # a shanten back


def test_the_valuation_judges_the_question_and_its_answer_by_value() -> None:
    state = asked().answer(27)
    valued = state.valued(Step(0, 10), VALUATION)
    assert valued.question is not None and valued.question.valuation is VALUATION
    answer = valued.revealed
    assert answer is not None and answer.question.judged and valued.answers == (answer,)
    assert (answer.is_best, answer.value_loss) == (True, 0.0)  # the right fold is best
    played = valued.next().ask(QUESTION._replace(step=Step(0, 14))).answer(17)
    assert played.revealed is not None and played.revealed.value_loss is None  # not this one
    assert state.valued(Step(3, 3), VALUATION) is state  # no such question: the same state
    failed = state.valued(Step(0, 10), None)  # the worker failed: judged, without a value
    assert failed.revealed is not None and failed.revealed.question.judged
    assert failed.revealed.value_loss is None


def test_the_score_sums_the_game_by_value() -> None:
    state = asked().answer(0).next().ask(QUESTION._replace(step=Step(0, 14))).answer(17)
    state = state.next().ask(QUESTION._replace(step=Step(0, 18))).answer(27)
    score = state.score
    assert (score.answered, score.valued, score.judged, score.best) == (3, 0, 0, 0)
    assert score.actual == 1 and score.points_lost == 0 and score.mortal_asked == 0
    for step in (Step(0, 10), Step(0, 14), Step(0, 18)):
        state = state.valued(step, VALUATION)
    score = state.score
    assert (score.answered, score.valued, score.best, score.actual) == (3, 3, 2, 1)
    assert score.points_lost == pytest.approx(700.0)  # 9p; 1m and the fold lose nothing
    assert score_of(()).answered == 0


def test_mortal_is_counted_only_where_it_was_asked() -> None:
    with_mortal = QUESTION._replace(mortal=MortalPick("dahai", 17))
    state = QuizState(seat=0).ask(with_mortal).answer(17).next().ask(QUESTION).answer(17)
    score = state.score
    assert (score.mortal, score.mortal_asked) == (1, 1)
    riichi = QUESTION._replace(mortal=MortalPick("reach", None))
    answer = QuizState(seat=0).ask(riichi).answer(17).revealed
    assert answer is not None and answer.is_mortal is False


def test_finish_and_next_clear_the_question() -> None:
    state = asked().answer(0)
    assert state.next().question is None and state.next().answers == state.answers
    assert state.finish().finished and state.finish().question is None


def test_the_stop_is_the_hand_before_the_discard_without_the_riichi_declaration(
    short_game: Timeline,
) -> None:
    """The board stops on the step before the discard; a riichi declaration of that turn is
    walked over (it would give the decision away)."""
    timeline = short_game
    checked = riichi = 0
    for number in range(timeline.round_count):
        states = timeline.states(number)
        for index, state in enumerate(states):
            if not isinstance(state.event, Discard):
                continue
            shown = shown_step(timeline, Step(number, index))
            assert shown.index < index
            between = [states[i].event for i in range(shown.index + 1, index)]
            assert all(isinstance(e, RiichiDeclared) for e in between)
            assert not isinstance(states[shown.index].event, RiichiDeclared)
            # the hand shown is the hand the discard came from
            seat = state.event.seat
            before = states[shown.index]
            held = (*before.hands[seat], before.drawn[seat])
            assert state.event.tile in held
            checked += 1
            riichi += bool(between)
    assert checked > 20 and riichi >= 1


@pytest.fixture
def short_game() -> Timeline:
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "resources" / "demo.mjlog"
    return load_game(path).timeline


# -- with the real coach -----------------------------------------------------------------------


def test_the_stops_are_the_seats_coached_decisions_in_order(short_game: Timeline) -> None:
    from viewer.coach.game import GameCoach
    from viewer.presentation.quiz import decision_steps, question_at

    coach = GameCoach(short_game.record, short_game)
    for seat in range(4):
        stops = list(decision_steps(short_game, coach, seat, Step(0, 0)))
        expected = [
            Step(number, d.step)
            for number in range(short_game.round_count)
            for d in coach.decisions(number)
            if d.seat == seat
        ]
        assert stops == expected and stops
        # from a later point: only the decisions whose stop is still ahead
        middle = stops[len(stops) // 2]
        later = list(decision_steps(short_game, coach, seat, middle))
        assert later[0] == middle or shown_step(short_game, later[0]) >= middle
        question = question_at(short_game, coach, stops[0])
        assert question is not None and question.seat == seat and question.step == stops[0]
        decision = coach.decision(stops[0])
        assert decision is not None
        assert question.best == decision.best and question.actual == decision.actual
        assert question.best_ukeire == decision.best_ukeire
        assert [c.kind for c in question.choices] == [c.tile for c in decision.candidates]
        event = short_game.states(stops[0].round)[stops[0].index].event
        assert isinstance(event, Discard) and question.actual_tile == event.tile
        assert question.mortal is None  # no review open


def test_mortals_pick_comes_from_the_review_of_that_seat() -> None:
    from tests.review.helpers import build
    from viewer.coach.game import GameCoach
    from viewer.presentation.quiz import decision_steps, question_at
    from viewer.review.mjai_tiles import mjai_kind

    review = build("4p")
    decision = next(d for d in review.decisions if d.entry.expected.type == "dahai")
    timeline = Timeline(load_game_record("4p"))
    coach = GameCoach(timeline.record, timeline)
    seat = review.seat
    stops = list(decision_steps(timeline, coach, seat, Step(0, 0)))
    stop = next(s for s in stops if shown_step(timeline, s) == decision.step)
    question = question_at(timeline, coach, stop, review)
    assert question is not None and question.mortal is not None
    assert question.mortal.kind == mjai_kind(decision.entry.expected.pai or "")
    # another seat's decisions get no Mortal pick (the review is of one seat)
    other = next(decision_steps(timeline, coach, (seat + 1) % 4, Step(0, 0)))
    other_question = question_at(timeline, coach, other, review)
    assert other_question is not None and other_question.mortal is None


def test_a_three_player_game_is_quizzed_on_three_seats() -> None:
    from viewer.coach.game import GameCoach
    from viewer.presentation.quiz import decision_steps, hides_tiles

    timeline = Timeline(load_game_record("3p"))
    coach = GameCoach(timeline.record, timeline)
    assert timeline.record.rules.players == 3
    for seat in range(3):
        assert not hides_tiles(timeline, seat)
        assert next(decision_steps(timeline, coach, seat, Step(0, 0)), None) is not None


def test_a_hand_with_hidden_tiles_cannot_be_quizzed() -> None:
    """An mjai log written from seat 0's view: the other seats' hands are hidden."""
    from viewer.formats.mjai import parse_mjai, write_mjai
    from viewer.presentation.quiz import hides_tiles

    record = load_game_record("4p")
    text = write_mjai(record).decode()
    lines = []
    import json

    for line in text.splitlines():
        event = json.loads(line)
        if event.get("type") == "start_kyoku":
            event["tehais"] = [
                hand if seat == 0 else ["?"] * len(hand)
                for seat, hand in enumerate(event["tehais"])
            ]
        if event.get("type") == "tsumo" and event.get("actor") != 0:
            event["pai"] = "?"
        lines.append(json.dumps(event))
    hidden = Timeline(parse_mjai("\n".join(lines).encode()))
    assert not hides_tiles(hidden, 0)
    assert all(hides_tiles(hidden, seat) for seat in (1, 2, 3))


def load_game_record(kind: str):  # type: ignore[no-untyped-def]
    from tests.review.helpers import game_path
    from viewer.formats.mjlog import read_mjlog

    return read_mjlog(game_path(kind))

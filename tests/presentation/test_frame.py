"""The frame of a step: built once from the timeline, holding what every view draws."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import MJLOG_CORPUS
from tests.helpers import FURITEN_EVENTS, FURITEN_HANDS
from tests.logbuilder import document, init
from viewer.analysis import GameAnalysis
from viewer.domain.events import Agari, Ryuukyoku
from viewer.formats.mjlog import parse_mjlog, read_mjlog
from viewer.presentation import BoardOptions, Frame, build_frame
from viewer.presentation.results import final_ranking, final_summary
from viewer.presentation.seats import seat_name
from viewer.replay import Step, Timeline
from viewer.replay import timeline as timeline_module

SHORT_GAME = Path(__file__).resolve().parent.parent / "data" / "short_game.xml"
DOUBLE_RON = MJLOG_CORPUS / "mjx" / "double-ron.mjlog"


def frames(timeline: Timeline, options: BoardOptions | None = None) -> list[Frame]:
    analysis = GameAnalysis(timeline.record, timeline)
    return [
        build_frame(timeline, Step(number, index), options or BoardOptions(), analysis)
        for number in range(timeline.round_count)
        for index in range(timeline.step_count(number))
    ]


def test_position_dealer_seats_and_words() -> None:
    timeline = Timeline(read_mjlog(SHORT_GAME))
    frame = build_frame(timeline, Step(0, 15), BoardOptions())
    assert frame.state is timeline.snapshot(Step(0, 15))
    assert frame.position.text() == (
        f"東1局 0本場 · round 1/{timeline.round_count} · step 16 of {timeline.step_count(0)}"
    )
    assert frame.event_text == "Aoi discards 6-man (tsumogiri, riichi declaration)"
    assert [info.name for info in frame.seats] == ["Aoi", "Botan", "Chidori", "Daichi"]
    assert frame.seats[0].rank == "七段" and frame.seats[0].rate == "R2100"
    for number in range(timeline.round_count):
        start = build_frame(timeline, Step(number, 0), BoardOptions())
        assert start.dealer == timeline.round(number).dealer
        assert start.winds[start.dealer] == 0  # the dealer sits East
    assert frame.wins == () and frame.draw is None and frame.popup_key is None


def test_a_win_and_a_draw() -> None:
    timeline = Timeline(read_mjlog(SHORT_GAME))
    win = build_frame(timeline, Step(1, 14), BoardOptions(open_hands=False))
    assert isinstance(win.state.event, Agari) and win.state.event.is_tsumo
    assert win.wins == (win.state.event,) and win.revealed_wins == win.wins
    assert win.popup_key == ("agari", 1, 14) and win.wins_title == ""
    assert win.face_up[win.state.event.seat]
    draw = build_frame(timeline, Step(2, 2), BoardOptions(open_hands=False))
    assert isinstance(draw.draw, Ryuukyoku) and draw.popup_key == ("ryuukyoku", 2)


@pytest.mark.corpus
@pytest.mark.skipif(not DOUBLE_RON.is_file(), reason="corpus double ron not present")
def test_a_double_ron_is_the_wins_of_one_discard() -> None:
    timeline = Timeline(read_mjlog(DOUBLE_RON))
    number = timeline.round_count - 1
    _check_double_ron(timeline, number)


def test_the_short_game_double_ron() -> None:
    _check_double_ron(Timeline(read_mjlog(SHORT_GAME)), 0)


def _check_double_ron(timeline: Timeline, number: int) -> None:
    states = timeline.states(number)
    first = next(i for i, s in enumerate(states) if isinstance(s.event, Agari))
    both = (states[first].event, states[first + 1].event)
    one = build_frame(timeline, Step(number, first), BoardOptions(open_hands=False))
    two = build_frame(timeline, Step(number, first + 1), BoardOptions(open_hands=False))
    for frame in (one, two):
        assert frame.wins == both and frame.win_steps == (first, first + 1)
        assert frame.popup_key == ("agari", number, first)
        assert frame.wins_title.startswith("Double ron")
    # The board reveals the winners as their steps come; the popup shows both at once.
    assert one.revealed_wins == both[:1] and two.revealed_wins == both
    assert one.face_up[both[0].seat] and two.face_up[both[1].seat]
    previous = build_frame(timeline, Step(number, first - 1), BoardOptions())
    assert previous.wins == ()


def test_the_analysis_comes_from_the_same_timeline(monkeypatch) -> None:
    record = parse_mjlog(document(init(hands=FURITEN_HANDS, indicator=124), FURITEN_EVENTS))
    timeline = Timeline(record)
    timeline.replay_all()
    made: list[object] = []
    real_init = timeline_module.Timeline.__init__
    monkeypatch.setattr(
        timeline_module.Timeline,
        "__init__",
        lambda self, rec: made.append(rec) or real_init(self, rec),
    )
    shown = frames(timeline, BoardOptions(show_analysis=True))
    assert made == []  # no second replay anywhere on the way
    assert shown[5].analysis is not None and shown[5].analysis.timeline is timeline
    assert shown[5].badges[0] == ("振聴 Furiten 2種5枚", "analysis_furiten")
    assert all(f.badges == () for f in frames(timeline))  # option off: nothing computed


def test_a_win_is_read_on_demand_from_the_frame() -> None:
    timeline = Timeline(read_mjlog(SHORT_GAME))
    analysis = GameAnalysis(timeline.record, timeline)
    frame = build_frame(timeline, Step(0, 23), BoardOptions(), analysis)
    reading = frame.win_breakdown(0)
    assert reading is not None and reading.score.points == frame.wins[0].points
    assert build_frame(timeline, Step(0, 23), BoardOptions()).win_breakdown(0) is None


def test_the_last_step_has_the_final_ranking() -> None:
    timeline = Timeline(read_mjlog(SHORT_GAME))
    last = build_frame(timeline, timeline.last(), BoardOptions())
    assert last.position.is_last and last.standings is not None and last.standings.complete
    assert last.standings.rows[0].name == "Chidori"
    assert build_frame(timeline, Step(0, 0), BoardOptions()).standings is None


def test_without_owari_one_fallback_everywhere() -> None:
    record = parse_mjlog(document(init(hands=FURITEN_HANDS, indicator=124), FURITEN_EVENTS))
    assert record.final is None
    standings = final_ranking(record)
    assert not standings.complete
    assert [row.score for row in standings.rows] == sorted(record.rounds[-1].start.scores[:4])[::-1]
    assert all(row.points is None for row in standings.rows)
    assert final_summary(record).startswith("No final result")
    timeline = Timeline(record)
    assert build_frame(timeline, timeline.last(), BoardOptions()).standings == standings


def test_a_seat_without_a_name_is_seat_n_counted_from_one() -> None:
    record = parse_mjlog(
        document(init(hands=FURITEN_HANDS, indicator=124), FURITEN_EVENTS, names=("A", "", "C"))
    )
    assert seat_name(record, 1) == "Seat 2" and seat_name(record, 3) == "Seat 4"
    frame = build_frame(Timeline(record), Step(0, 0), BoardOptions())
    assert [info.name for info in frame.seats] == ["A", "Seat 2", "C", "Seat 4"]
    assert [row.name for row in final_ranking(record).rows].count("Seat 2") == 1

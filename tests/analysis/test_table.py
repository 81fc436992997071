"""Per-step analysis of a hand-written log: waits, unseen counts, the three kinds of furiten."""

from __future__ import annotations

import pytest

from tests.helpers import FURITEN_EVENTS, FURITEN_HANDS
from tests.logbuilder import call, document, init
from viewer.analysis.table import DISCARD, MISSED, RIICHI_MISSED, GameAnalysis, Wait
from viewer.domain.melds import MeldKind
from viewer.domain.tiles import parse_kind
from viewer.formats.mjlog import parse_mjlog
from viewer.replay import Step, Timeline


@pytest.fixture(scope="module")
def analysis() -> GameAnalysis:
    record = parse_mjlog(document(init(hands=FURITEN_HANDS, indicator=124), FURITEN_EVENTS))
    return GameAnalysis(record, Timeline(record))


def seat0(analysis: GameAnalysis, index: int):  # noqa: ANN201
    result = analysis.step(Step(0, index))[0]
    assert result is not None
    return result


def test_waits_with_unseen_counts_in_both_views(analysis: GameAnalysis) -> None:
    at = seat0(analysis, 4)  # seat 1 has just discarded a 1m
    assert at.shanten == 0
    assert at.wait_kinds == (parse_kind("1m"), parse_kind("4m"))
    one_man, four_man = at.waits
    # the seat sees the 1m in the river; seats 2 and 3 hold the other two 1m
    assert (one_man.unseen, one_man.unseen_open) == (3, 1)
    assert (four_man.unseen, four_man.unseen_open) == (4, 4)
    assert at.unseen_total() == 7
    assert at.unseen_total(open_hands=True) == 5
    assert not at.furiten  # it may still ron


def test_a_passed_win_is_furiten_until_the_own_discard(analysis: GameAnalysis) -> None:
    for index in range(5, 10):
        assert seat0(analysis, index).furiten_reason in (MISSED, None)
    assert seat0(analysis, 5).furiten_reason == MISSED
    assert seat0(analysis, 8).furiten  # still, while others play
    assert seat0(analysis, 9).waits == ()  # holding 14 tiles: no waits, no furiten
    assert not seat0(analysis, 10).furiten


def test_a_wait_in_the_own_river_is_furiten(analysis: GameAnalysis) -> None:
    assert seat0(analysis, 17).shanten == -1  # drew its winning 4m
    assert seat0(analysis, 18).furiten_reason == DISCARD
    assert seat0(analysis, 24).furiten_reason == DISCARD


def test_riichi_furiten_lasts(analysis: GameAnalysis) -> None:
    assert seat0(analysis, 32).furiten_reason == DISCARD  # the 1m is just discarded
    assert seat0(analysis, 33).furiten_reason == RIICHI_MISSED
    assert seat0(analysis, 34).furiten_reason == RIICHI_MISSED


def test_other_seats_and_shanten(analysis: GameAnalysis) -> None:
    seats = analysis.step(Step(0, 0))
    assert len(seats) == 4
    assert all(s is not None and s.shanten >= 1 for s in seats[1:])


def test_analysis_is_cached_and_steps_can_be_asked_out_of_order() -> None:
    record = parse_mjlog(document(init(hands=FURITEN_HANDS, indicator=124), FURITEN_EVENTS))
    fresh = GameAnalysis(record, Timeline(record))
    late = fresh.step(Step(0, 33))  # computes the round up to there
    assert late[0] is not None and late[0].furiten_reason == RIICHI_MISSED
    assert fresh.step(Step(0, 33)) is late
    with pytest.raises(IndexError):
        fresh.step(Step(0, 999))


def test_empty_seat_of_sanma_is_none() -> None:
    # 3-player: no 2m-8m in the wall; use honours and pins for everyone
    hands = (
        (0, 32, 36, 40, 44, 48, 53, 56, 60, 64, 68, 72, 76),
        (1, 33, 37, 41, 45, 49, 54, 57, 61, 65, 69, 73, 77),
        (2, 34, 38, 42, 46, 50, 55, 58, 62, 66, 70, 74, 78),
        (),
    )
    record = parse_mjlog(
        document(
            init(hands=hands, indicator=124, scores=(350, 350, 350, 0)), "<T108/>", type_bits=0xB9
        )  # fmt: skip
    )
    seats = GameAnalysis(record, Timeline(record)).step(Step(0, 1))
    assert seats[3] is None
    assert all(s is not None for s in seats[:3])


def test_double_ron_leaves_the_second_winner_not_furiten() -> None:
    # seats 0 and 2 both wait on 1m-4m; seat 1 discards a 1m and both win on it
    hands = (
        FURITEN_HANDS[0],
        FURITEN_HANDS[1],
        (5, 9, 49, 54, 57, 61, 65, 69, 73, 77, 81, 88, 91),
        FURITEN_HANDS[3],
    )
    sc = "250,0,250,0,250,0,250,0"
    win = '<AGARI ba="0,0" hai="{hai}" machi="0" ten="30,1000,0" yaku="7,1" doraHai="124" ' \
          'who="{who}" fromWho="1" sc="' + sc + '"/>'  # fmt: skip
    record = parse_mjlog(
        document(
            init(hands=hands, indicator=124),
            "<T109/><D109/><U110/><E0/>",
            win.format(hai=",".join(map(str, sorted((0, *hands[2])))), who=2),
            win.format(hai=",".join(map(str, sorted((0, *hands[0])))), who=0),
        )
    )
    analysis = GameAnalysis(record, Timeline(record))
    first, second = analysis.step(Step(0, 5)), analysis.step(Step(0, 6))
    for seats in (first, second):
        assert seats[0] is not None and not seats[0].furiten
        assert seats[2] is not None and not seats[2].furiten
        assert seats[0].wait_kinds == (parse_kind("1m"), parse_kind("4m"))


def test_a_wait_whose_four_copies_are_all_with_the_seat_is_reported_with_0_left() -> None:
    # seat 0 pons Haku and keeps the fourth: a tanki on a tile that no longer exists
    hands = (
        (124, 125, 126, 4, 8, 12, 48, 53, 56, 60, 64, 68, 108),
        (127, *FURITEN_HANDS[1][1:]),
        FURITEN_HANDS[2],
        FURITEN_HANDS[3],
    )
    record = parse_mjlog(
        document(
            init(hands=hands, indicator=132),
            "<T109/><D109/><U110/><E127/>",
            call(0, MeldKind.PON, (125, 126, 127), called=127, from_seat=1),
            "<D108/>",
        )
    )
    seat = GameAnalysis(record, Timeline(record)).step(Step(0, 6))[0]
    assert seat is not None
    assert seat.shanten == 0
    assert seat.waits == (Wait(parse_kind("5z"), 0, 0),)
    assert seat.unseen_total() == 0


def test_the_analysis_reads_the_timeline_it_is_given(corpus_game: object) -> None:
    from viewer.formats.mjlog import read_mjlog
    from viewer.replay import Timeline

    record = read_mjlog(corpus_game)  # type: ignore[arg-type]
    timeline = Timeline(record)
    analysis = GameAnalysis(record, timeline)
    analysis.step(Step(0, 3))
    assert analysis.timeline is timeline
    assert timeline._replays[0] is not None  # the round was replayed once, in this timeline


def test_a_lazy_record_is_not_read_ahead() -> None:
    from viewer.formats.mjlog import MjlogError

    broken_second_round = init(round_index=1, hands=FURITEN_HANDS, indicator=124) + "<U999/>"
    data = document(init(hands=FURITEN_HANDS, indicator=124), FURITEN_EVENTS, broken_second_round)
    record = parse_mjlog(data, lazy=True)
    analysis = GameAnalysis(record, Timeline(record))  # does not read the broken round
    assert analysis.step(Step(0, 4))[0] is not None
    with pytest.raises(MjlogError):
        analysis.step(Step(1, 0))


def test_win_at_an_agari_step(corpus_game: object) -> None:
    from viewer.domain.events import Agari
    from viewer.formats.mjlog import read_mjlog
    from viewer.replay import Timeline

    record = read_mjlog(corpus_game)  # type: ignore[arg-type]
    timeline = Timeline(record)
    analysis = GameAnalysis(record, timeline)
    found = 0
    for number in range(timeline.round_count):
        for index, state in enumerate(timeline.states(number)):
            if isinstance(state.event, Agari):
                breakdown = analysis.win(Step(number, index))
                assert breakdown is not None
                assert breakdown.score.points == state.event.points
                found += 1
            elif index in (0, 5):
                assert analysis.win(Step(number, index)) is None
    assert found

"""The scores chart's value: each seat's line, the marks, the words, the standings with the
lobby's uma and oka (hand-built games in tests/score_games.py, and every corpus game)."""

from __future__ import annotations

import pytest

from tests.conftest import corpus_games, requires_corpus
from tests.score_games import cut_off_game, four_player_game, sanma_game
from viewer.domain.events import Agari, RiichiDeclared
from viewer.formats.detect import read_game
from viewer.formats.mjlog import parse_mjlog
from viewer.presentation import i18n
from viewer.presentation.lobby_points import TENHOU_RANKED
from viewer.presentation.results import final_ranking, round_results
from viewer.presentation.score_chart import DEAL_IN, RIICHI, WIN, ChartMark, score_chart


def test_each_seat_has_its_score_at_the_start_and_after_every_round() -> None:
    chart = score_chart(parse_mjlog(four_player_game()))
    assert chart.players == 4
    assert [seat.scores for seat in chart.seats] == [
        (25000, 24000, 23000, 22200),
        (25000, 26000, 29000, 31400),
        (25000, 25000, 24000, 23200),
        (25000, 25000, 24000, 23200),
    ]
    assert [seat.name for seat in chart.seats] == ["Aoi", "Botan", "Chidori", "Daichi"]
    assert [seat.place for seat in chart.seats] == [4, 1, 2, 3]  # the tie: the lower seat first
    assert chart.start == 25000 and chart.target == 30000


def test_wins_deal_ins_and_riichi_are_marked_on_their_round() -> None:
    chart = score_chart(parse_mjlog(four_player_game()))
    assert set(chart.marks) == {
        ChartMark(RIICHI, 0, 1),
        ChartMark(WIN, 1, 1),
        ChartMark(DEAL_IN, 0, 1),
        ChartMark(WIN, 1, 3),  # a tsumo: no deal-in
    }
    assert [kind for kind, _ in chart.legend] == [WIN, DEAL_IN, RIICHI]


def test_rounds_are_labelled_and_worded_for_hovering() -> None:
    chart = score_chart(parse_mjlog(four_player_game()))
    assert [(r.number, r.label) for r in chart.rounds] == [(0, "E1"), (1, "E2"), (2, "E2-1")]
    first = chart.rounds[0].tip.splitlines()
    assert first[0] == "東1局 0本場 — Ron 1000 Botan ← Aoi"
    assert "Aoi: 25,000 → 24,000 (−1,000)" in first
    assert "Botan: 25,000 → 26,000 (+1,000)" in first
    assert "Chidori: 25,000 → 25,000 (±0)" in first
    assert "Riichi: Aoi" in first
    assert first[-1] == chart.click == "Click to go to this round."
    assert "Riichi" not in chart.rounds[1].tip


def test_the_scale_holds_every_score_on_whole_steps() -> None:
    chart = score_chart(parse_mjlog(four_player_game()))
    assert (chart.low, chart.high) == (20000, 35000)  # a quiet game: steps of 5,000
    assert chart.grid[0] == (20000, "20,000") and chart.grid[-1] == (35000, "35,000")
    assert len(chart.grid) == 4


def test_the_standings_give_place_score_uma_oka_and_tenhous_points() -> None:
    chart = score_chart(parse_mjlog(four_player_game()))
    assert chart.columns == ("Place", "Player", "Score", "Uma", "Oka", "Points")
    assert chart.heading == "Final standings (終局)"
    assert [row.cells for row in chart.rows] == [
        ("1位", "Botan", "31,400", "+20", "+20", "+42.0"),
        ("2位", "Chidori", "23,200", "+10", "", "+3.0"),
        ("3位", "Daichi", "23,200", "−10", "", "−17.0"),
        ("4位", "Aoi", "22,200", "−20", "", "−28.0"),
    ]
    assert [row.seat for row in chart.rows] == [1, 2, 3, 0]
    assert chart.rule == (
        "Tenhou's ranked lobby: start 25,000, return 30,000; uma +20/+10/−10/−20, oka +20 to "
        "the first."
    )


def test_three_players_have_the_three_player_lobby_rule() -> None:
    chart = score_chart(parse_mjlog(sanma_game()))
    assert chart.players == 3 and len(chart.seats) == 3
    assert [seat.scores for seat in chart.seats] == [(35000, 33000), (35000, 33000), (35000, 39000)]
    assert [row.cells for row in chart.rows] == [
        ("1位", "Chidori", "39,000", "+20", "+15", "+34.0"),
        ("2位", "Aoi", "33,000", "0", "", "−7.0"),
        ("3位", "Botan", "33,000", "−20", "", "−27.0"),
    ]
    assert chart.target == 40000 and chart.start == 35000
    assert set(chart.marks) == {ChartMark(WIN, 2, 1)}


@pytest.mark.parametrize(
    ("data", "note"),
    [
        (four_player_game(lobby=""), "the log names no lobby"),
        (four_player_game(lobby='lobby="1234"'), "lobby 1234 sets its own rules"),
        (four_player_game(type_bits=0x229), "room 四特南喰赤祝 sets its own rules"),
        (  # the 2009 tonpuusen's uma, 10-5: not the ranked lobby's of today
            four_player_game(owari="222,-17.8,314,26.4,232,1.8,232,-10.4"),
            "the log's points do not follow Tenhou's ranked lobby's",
        ),
    ],
)
def test_uma_and_oka_are_unknown_rather_than_guessed(data: bytes, note: str) -> None:
    chart = score_chart(parse_mjlog(data))
    assert chart.rule.startswith("Uma and oka unknown: ") and note in chart.rule
    assert chart.target is None
    assert chart.columns == ("Place", "Player", "Score", "Points")
    assert chart.rows[0].cells[-1].startswith("+")  # Tenhou's own points are still shown


def test_a_cut_off_game_stops_at_its_last_whole_round_with_no_standings() -> None:
    chart = score_chart(parse_mjlog(cut_off_game()))
    assert len(chart.rounds) == 2
    assert chart.seats[1].scores == (25000, 26000, 29000)
    assert all(seat.place is None for seat in chart.seats)
    assert chart.rows == ()
    assert chart.heading == "No final standings: the log stops before the game's end."


def test_hidden_names_are_the_seats_letters_everywhere() -> None:
    chart = score_chart(parse_mjlog(four_player_game()), hide_names=True)
    assert [seat.name for seat in chart.seats] == ["A", "B", "C", "D"]
    assert "Botan" not in chart.rounds[0].tip and "Ron 1000 B ← A" in chart.rounds[0].tip
    assert [row.cells[1] for row in chart.rows] == ["B", "C", "D", "A"]


def test_the_words_are_the_languages() -> None:
    table = {("scores", "E{number}"): "東{number}", ("scores", "Uma"): "ウマ"}
    i18n.install(lambda context, text, *_: table.get((context, text), text), "ja", False)
    try:
        chart = score_chart(parse_mjlog(four_player_game()))
    finally:
        i18n.install(None, "en", True)
    assert [r.label for r in chart.rounds] == ["東1", "東2", "東2-1"]
    assert "ウマ" in chart.columns
    assert chart.rows[0].cells[0] == "1位"


@requires_corpus
@pytest.mark.corpus
def test_every_corpus_game_charts_the_logs_own_scores() -> None:
    games = corpus_games()
    known = 0
    for path in games:
        record = read_game(path)
        chart = score_chart(record)
        players = record.rules.players
        rounds = list(record.rounds)
        assert len(chart.rounds) == len(rounds), path
        for number in range(1, len(rounds)):  # each point is where the next round starts
            start = rounds[number].start.scores[:players]
            assert tuple(seat.scores[number] for seat in chart.seats) == start, (path, number)
        if record.final is not None:
            final = record.final.scores[:players]
            assert tuple(seat.scores[-1] for seat in chart.seats) == final, path
            places = {row.seat: row.place for row in final_ranking(record).rows}
            assert [seat.place for seat in chart.seats] == [places[s] for s in range(players)]
        wins = sum(isinstance(e, Agari) for r in rounds for e in round_results(r))
        assert sum(mark.kind == WIN for mark in chart.marks) == wins, path
        riichi = sum(
            len({e.seat for e in r.events if isinstance(e, RiichiDeclared)}) for r in rounds
        )
        assert sum(mark.kind == RIICHI for mark in chart.marks) == riichi, path
        ranked = record.rules.lobby == 0 and not record.rules.type_bits & 0x1F00
        if ranked:  # the project's knowledge holds on every ranked game of the corpus
            assert chart.target == TENHOU_RANKED[players].target, path
            known += 1
        else:
            assert chart.target is None, path
    assert known > 100

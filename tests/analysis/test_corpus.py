"""The analysis against the truth of real logs (../shared/corpus; skipped when absent).

1. Every win, scored from the rebuilt board, agrees with the log's yaku, han, fu, points and limit,
   with no exception: chip (祝儀) lobbies, known by their GO type bit, pay kiriage mangan. Every
   win without pao also changes the scores exactly as our score, the honba and the sticks say,
   in every lobby (custom, chip, technique and private ones included).
2. Every ron is on a wait of a hand that is not furiten; every tsumo completes the hand; at an
   exhaustive draw the hands we find in tenpai are exactly the ones Tenhou shows.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import MJLOG_CORPUS, corpus_games, requires_corpus
from viewer.analysis.scoring import Score, evaluate, score_win
from viewer.analysis.situation import WinSituation, board_before, win_situation
from viewer.analysis.table import GameAnalysis
from viewer.domain.events import Agari, Ryuukyoku
from viewer.domain.record import KIRIAGE_HANDS, Rules
from viewer.formats.mjlog import read_mjlog
from viewer.replay import Step, Timeline

pytestmark = [requires_corpus, pytest.mark.corpus]

ScoreKey = tuple[list[tuple[int, int]], int, int, int, int]
Deltas = tuple[int, ...]


def log_score(agari: Agari) -> ScoreKey:
    if agari.yakuman:
        yaku = sorted((y, 13) for y in agari.yakuman)
        return yaku, 13 * len(agari.yakuman), -1, agari.points, agari.limit
    return sorted(agari.yaku), agari.han, agari.fu, agari.points, agari.limit


def our_score(score: Score) -> ScoreKey:
    fu = -1 if score.yakuman else score.fu  # a yakuman's fu means nothing in the log
    return sorted(score.yaku), score.han, fu, score.points, score.limit


def paid(agari: Agari, situation: WinSituation, rules: Rules, dealer: int, first: bool) -> Deltas:
    """The score changes our score makes: the library's payments, honba and riichi sticks.

    Only the first winner of a double ron takes the honba and the sticks.
    """
    cost = evaluate(situation, rules).cost
    assert cost is not None
    honba = agari.honba if first else 0
    deltas = [0] * rules.players
    if agari.is_tsumo:
        for seat in range(rules.players):
            if seat != agari.seat:
                by_dealer = dealer in (seat, agari.seat)
                pay = cost["main"] if by_dealer else cost["additional"]
                deltas[seat] -= pay + 100 * honba
                deltas[agari.seat] += pay + 100 * honba
    else:
        pay = cost["main"] + (300 if rules.players == 4 else 200) * honba
        deltas[agari.from_seat] -= pay
        deltas[agari.seat] += pay
    if first:
        deltas[agari.seat] += 1000 * agari.riichi_sticks
    return tuple(deltas)


def test_every_win_scores_as_tenhou_scored_it() -> None:
    checked = agreed = payments = 0
    misses: list[str] = []
    rounded_up: list[str] = []  # kiriage mangan paid (chip lobbies)
    not_rounded = 0  # 4 han 30 fu / 3 han 60 fu paid as such (every other lobby)
    for path in corpus_games():
        record = read_mjlog(path)
        timeline = Timeline(record)
        name = path.relative_to(MJLOG_CORPUS).as_posix()
        for number in range(timeline.round_count):
            states = timeline.states(number)
            first = True
            for index, state in enumerate(states):
                agari = state.event
                if not isinstance(agari, Agari):
                    continue
                checked += 1
                situation = win_situation(states, index, record.rules.players)
                # the board rebuilt the same hand the log reveals
                assert situation.concealed == agari.hand, (name, number, index)
                assert situation.win_tile == agari.win_tile, (name, number, index)
                assert situation.from_seat == agari.from_seat, (name, number, index)
                score = score_win(situation, record.rules)
                assert score is not None, (name, number, index)
                if score.kiriage:
                    rounded_up.append(name)
                elif not score.yakuman and (score.han, score.fu) in KIRIAGE_HANDS:
                    not_rounded += 1
                if agari.pao_seat is None:  # a liable seat's share is not the library's to say
                    dealer = record.rounds[number].dealer
                    expected = paid(agari, situation, record.rules, dealer, first)
                    assert expected == agari.deltas[: len(expected)], (name, number, index)
                    payments += 1
                first = False
                if our_score(score) == log_score(agari):
                    agreed += 1
                    continue
                misses.append(f"{name} round {number} step {index}: ours {our_score(score)}, "
                              f"log {log_score(agari)}")  # fmt: skip
    print(f"\nscoring agreement: {agreed}/{checked} wins ({100 * agreed / checked:.2f}%); "
          f"kiriage mangan paid: {len(rounded_up)} ({sorted(set(rounded_up))}); "
          f"4 han 30 fu / 3 han 60 fu not rounded up: {not_rounded}; "
          f"payments checked: {payments}")  # fmt: skip
    assert checked > 2000 and payments > checked - 10
    assert misses == []
    assert rounded_up and not_rounded > 100  # both sides of the rule were checked


def sample_games() -> list[Path]:
    """Every fifth game (both 3- and 4-player): all of them would take a minute."""
    return corpus_games()[::5]


def test_rons_tsumos_and_draws_agree_with_the_analysis() -> None:
    rons = draws = 0
    for path in sample_games():
        record = read_mjlog(path)
        analysis = GameAnalysis(record, Timeline(record))
        timeline = analysis.timeline
        for number in range(timeline.round_count):
            states = timeline.states(number)
            for index, state in enumerate(states):
                event = state.event
                where = (path.name, number, index)
                if isinstance(event, Agari):
                    seat = event.seat
                    if event.is_tsumo:
                        assert analysis.step(Step(number, index))[seat].shanten == -1, where  # type: ignore[union-attr]
                    else:
                        before = analysis.step(Step(number, board_before(states, index)))[seat]
                        assert before is not None
                        assert event.win_tile >> 2 in before.wait_kinds, where
                        assert not before.furiten, where
                        rons += 1
                elif isinstance(event, Ryuukyoku) and event.kind is None:
                    seats = analysis.step(Step(number, index))
                    for seat in range(record.rules.players):
                        found = seats[seat]
                        assert found is not None
                        assert found.tenpai == (event.revealed[seat] is not None), (*where, seat)
                    draws += 1
    assert rons > 200 and draws > 30

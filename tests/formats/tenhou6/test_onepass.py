"""The one-pass reading of a tenhou.net/6 kyoku gives exactly what the search and builder give,
and leaves every round it is unsure of to them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.conftest import CORPUS, corpus_games
from tests.formats.tenhou6.kyoku import game, kyoku
from viewer.formats.mjlog import read_mjlog
from viewer.formats.tenhou6 import parse_tenhou6, write_tenhou6
from viewer.formats.tenhou6.reader import _player_count, _rules, games_of, loads
from viewer.formats.tenhou6.rounds import _ending, one_pass_round, searched_round

# Rounds where the first choice at a call is the wrong one: the search must go back.
AMBIGUOUS = ("confusing_nakis_0.json", "confusing_nakis_1.json", "confusing_nakis_3.json")


def _both_readings(data: bytes) -> list[tuple[Any, Any]]:
    """(one pass, search) for every round of every game of a file."""
    pairs = []
    for value in games_of(loads(data)):
        players = _player_count(value, value["log"])
        red_fives = _rules(value, players).red_fives
        for index, kyoku_value in enumerate(value["log"]):
            place = f"log[{index}]"
            ending, wins = _ending(kyoku_value[16], place, players)
            args = (index + 1, kyoku_value, place, players, red_fives)
            quick = one_pass_round(*args, ending, wins)
            pairs.append((quick, searched_round(*args)))
    return pairs


def _sample() -> list[Path]:
    return [g for i, g in enumerate(corpus_games()) if i % 8 == 0]


@pytest.mark.parametrize("path", _sample(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_round_of_an_exported_game_is_read_in_one_pass_as_the_search_reads_it(
    path: Path,
) -> None:
    pairs = _both_readings(write_tenhou6(read_mjlog(path), path.name))
    assert pairs
    for quick, searched in pairs:
        assert quick is not None
        assert quick == searched


@pytest.mark.parametrize(
    "path", sorted((CORPUS / "tenhou6").glob("*/*.json")), ids=lambda p: p.name
)
def test_corpus_tenhou6_files_read_the_same_either_way(path: Path) -> None:
    if path.name == "confusing_nakis_2.json":  # refused (four plain 5s with red fives)
        return
    pairs = _both_readings(path.read_bytes())
    for quick, searched in pairs:
        assert quick is None or quick == searched
    if path.name in AMBIGUOUS:
        assert any(quick is None for quick, _ in pairs)
    else:
        assert all(quick is not None for quick, _ in pairs)


def test_a_round_the_pass_is_unsure_of_is_read_by_the_search() -> None:
    # a red 5m in a game without red fives: kept in hand, it reads; only the search knows how
    log = kyoku(["全員不聴"], {0: ([18], [60])})
    log[4] = [11, 12, 13, 14, 51, 16, 17, 18, 19, 21, 22, 23, 24]
    data = game(log, rule={"disp": "般南喰", "aka": 0})
    [(quick, searched)] = _both_readings(data)
    assert quick is None
    assert parse_tenhou6(data).rounds[0] == searched[0]


def test_a_riichi_discard_that_is_ronned_pays_no_stick_and_keeps_the_scores() -> None:
    win = ["和了", [-1000, 1000, 0, 0], [1, 0, 1, "30符1飜1000点", "役牌 中(1飜)"]]
    log = kyoku(win, {0: ([18], ["r60"])})
    [(quick, searched)] = _both_readings(game(log))
    assert quick == searched
    agari = quick[0].events[-1]
    assert agari.scores_before == (25000, 25000, 25000, 25000)
    assert agari.riichi_sticks == 0
    assert not any(type(e).__name__ == "RiichiAccepted" for e in quick[0].events)

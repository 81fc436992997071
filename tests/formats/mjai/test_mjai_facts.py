"""Facts mjai logs leave out: a win's value without ``hora_points``, the final scores."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import corpus_games
from tests.helpers import lines
from viewer.domain.events import Agari
from viewer.formats.detect import read_game
from viewer.formats.mjai import parse_mjai, write_mjai
from viewer.formats.mjlog import read_mjlog
from viewer.presentation.results import final_ranking, final_summary, result_summary

TSUMO = {"type": "tsumo", "actor": 0, "pai": "9m"}


def test_a_wins_value_comes_from_hora_points() -> None:
    win = {"type": "hora", "actor": 0, "target": 0, "deltas": [8000, -4000, -2000, -2000],
           "hora_points": 7700}  # fmt: skip
    agari = read_game(lines(TSUMO, win)).rounds[0].events[-1]
    assert isinstance(agari, Agari) and agari.points == 7700


def test_without_hora_points_the_value_is_the_winners_gain_less_honba_and_sticks() -> None:
    data = lines(TSUMO, {"type": "hora", "actor": 0, "target": 0,
                         "deltas": [13900, -4700, -4700, -4700]})  # fmt: skip
    data = data.replace(b'"honba": 0, "kyotaku": 0', b'"honba": 2, "kyotaku": 1')
    record = read_game(data)
    agari = record.rounds[0].events[-1]
    assert isinstance(agari, Agari) and agari.points == 13900 - 1000 - 600
    assert result_summary(record, record.rounds[0]).startswith("Tsumo 12300 A")


def test_a_win_without_deltas_has_no_value_rather_than_zero() -> None:
    record = read_game(lines(TSUMO, {"type": "hora", "actor": 0, "target": 0}))
    assert result_summary(record, record.rounds[0]) == "Tsumo A"


def test_end_game_scores_are_the_final_scores_game_points_unknown() -> None:
    data = lines(TSUMO, {"type": "hora", "actor": 0, "target": 0,
                         "deltas": [12000, -4000, -4000, -4000]})  # fmt: skip
    data = data.replace(
        b'{"type": "end_game"}', b'{"type": "end_game", "scores": [37000, 21000, 21000, 21000]}'
    )
    record = read_game(data)
    assert record.final is not None and record.final.scores == (37000, 21000, 21000, 21000)
    assert record.final.points == ()
    standings = final_ranking(record)
    assert standings.complete and [r.points for r in standings.rows] == [None] * 4
    assert final_summary(record).splitlines()[0] == "1. A 37000"


def test_end_game_without_scores_takes_the_scores_after_the_last_round() -> None:
    data = lines(TSUMO, {"type": "hora", "actor": 0, "target": 0,
                         "deltas": [12000, -4000, -4000, -4000]})  # fmt: skip
    record = read_game(data)
    assert record.final is not None and record.final.scores == (37000, 21000, 21000, 21000)


def test_a_log_without_end_game_has_no_final_result() -> None:
    record = read_game(lines({"type": "ryukyoku", "deltas": [0, 0, 0, 0]}, end=False))
    assert record.final is None


def _sample() -> list[Path]:
    return corpus_games()[::12]


@pytest.mark.parametrize("path", _sample(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_corpus_win_values_are_recovered_from_deltas(path: Path) -> None:
    """Every win of a corpus game, exported to mjai without ``hora_points``: the value read
    back from the deltas is Tenhou's (double rons, honba, sticks, 3-player, pao included)."""
    record = read_mjlog(path)
    stripped = b"".join(
        json.dumps({k: v for k, v in json.loads(line).items() if k != "hora_points"}).encode()
        + b"\n"
        for line in write_mjai(record).splitlines()
    )
    want = [e.points for r in record.rounds for e in r.events if isinstance(e, Agari)]
    copy = parse_mjai(stripped)
    got = [e.points for r in copy.rounds for e in r.events if isinstance(e, Agari)]
    assert got == want
    assert copy.final is not None and record.final is not None
    assert copy.final.scores == record.final.scores

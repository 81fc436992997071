"""`mjlog-viewer dump FILE --analysis`: the keys it adds (a contract) and that they are right."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import FURITEN_EVENTS, FURITEN_HANDS
from tests.logbuilder import document, init
from viewer.cli.main import main
from viewer.domain.events import Agari
from viewer.formats.mjlog import read_mjlog

SEAT_KEYS = {"shanten", "waits", "furiten"}
SCORE_KEYS = {"yaku", "han", "fu", "points"}


def dump(path: Path, capsys: pytest.CaptureFixture[str], *flags: str) -> dict:  # type: ignore[type-arg]
    assert main(["dump", str(path), *flags]) == 0
    return json.loads(capsys.readouterr().out)


def test_analysis_keys_on_every_step(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "furiten.mjlog"
    log.write_bytes(document(init(hands=FURITEN_HANDS, indicator=124), FURITEN_EVENTS))
    game = dump(log, capsys, "--analysis")
    steps = game["rounds"][0]["steps"]
    for step in steps:
        assert len(step["analysis"]) == 4
        for seat in step["analysis"]:
            assert set(seat) == SEAT_KEYS
            assert type(seat["shanten"]) is int and seat["shanten"] >= -1
            assert all(type(k) is int and 0 <= k < 34 for k in seat["waits"])
            assert type(seat["furiten"]) is bool
        assert "score" not in step  # no win in this log
    assert steps[4]["analysis"][0] == {"shanten": 0, "waits": [0, 3], "furiten": False}
    assert steps[5]["analysis"][0]["furiten"] is True  # let the 1m pass
    assert steps[9]["analysis"][0]["waits"] == []  # 14 tiles: no waits


def test_without_the_flag_nothing_is_added(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "plain.mjlog"
    log.write_bytes(document(init(hands=FURITEN_HANDS, indicator=124), FURITEN_EVENTS))
    game = dump(log, capsys)
    assert all("analysis" not in step for step in game["rounds"][0]["steps"])


def test_corpus_sanma_scores_and_empty_seat(
    corpus_sanma_game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = dump(corpus_sanma_game, capsys, "--analysis")
    record = read_mjlog(corpus_sanma_game)
    wins = 0
    for rnd, rnd_json in zip(record.rounds, game["rounds"], strict=True):
        steps = rnd_json["steps"]
        for step in steps:
            assert step["analysis"][3] == {"shanten": None, "waits": [], "furiten": False}
        agari_steps = [s for s in steps if s["event"] == "agari"]
        agaris = [e for e in rnd.events if isinstance(e, Agari)]
        assert len(agari_steps) == len(agaris)
        for step, agari in zip(agari_steps, agaris, strict=True):
            score = step["score"]
            assert set(score) == SCORE_KEYS
            assert score["points"] == agari.points
            if not agari.yakuman:
                assert sorted(map(tuple, score["yaku"])) == sorted(agari.yaku)
                assert (score["han"], score["fu"]) == (agari.han, agari.fu)
            wins += 1
    assert wins > 0


def test_help_names_the_flag() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "viewer", "dump", "--help"], capture_output=True, text=True
    )
    assert "--analysis" in result.stdout and "null" in result.stdout

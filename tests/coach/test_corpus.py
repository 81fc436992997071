"""``dump --coach`` against an independent count of the definitions, on real games."""

from __future__ import annotations

import io
import json
import os
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.coach.independent import independent_coach
from tests.conftest import CORPUS, MJLOG_CORPUS, corpus_games, requires_corpus
from viewer.cli.coach_dump import add_coach
from viewer.cli.dump import run_dump
from viewer.replay import Timeline
from viewer.review.game_source import read_game_or_report

# Short games that between them have chi, pon, every kan, kita and riichi, 4- and 3-player.
SAMPLE = (
    "tenhou-python-bot/13.mjlog",
    "fastmaj/2019110302gm-00a9-0000-473e5852&tw=3.mjlog",
    "agony5757-mahjong/2020010122gm-00a9-0000-fb4e073f.mjlog",
    "mahjong-hands/2022011121gm-00a9-0000-f720bfb8.mjlog",
    "mahjong-hands/2022010823gm-00b9-0000-caf1512e.mjlog",
    "mahjong-hands/2009031113gm-00b9-0000-7e5bbdc4.mjlog",
    "mahjong-hands/2009031000gm-00b9-0000-8a7dc474.mjlog",
    "mahjong-hands/2022010505gm-00b9-0000-0d882a88.mjlog",
)


UKEIRE_KEYS = ("seat", "actual", "best", "loss", "safety")
CANDIDATE_UKEIRE_KEYS = ("tile", "shanten", "ukeire", "tiles")


def dumped(path: Path) -> dict[str, Any]:
    """``dump --coach`` 's document with the ukeire facts alone (the value keys null: valuing
    every decision takes minutes a game; tests/coach/test_cli.py checks them on the demo)."""
    out, err = io.StringIO(), io.StringIO()
    assert run_dump(str(path), out=out, err=err) == 0, err.getvalue()
    document: dict[str, Any] = json.loads(out.getvalue())
    record = read_game_or_report(str(path)).record
    timeline = Timeline(record)
    timeline.replay_all()
    add_coach(document, record, timeline, values=False)
    return document


def ukeire_facts(coach: dict[str, Any]) -> dict[str, Any]:
    facts = {key: coach[key] for key in UKEIRE_KEYS}
    facts["candidates"] = [
        {key: c[key] for key in CANDIDATE_UKEIRE_KEYS} for c in coach["candidates"]
    ]
    return facts


def coached(document: dict[str, Any]) -> dict[tuple[int, int], dict[str, Any]]:
    return {
        (number, index): step["coach"]
        for number, rnd in enumerate(document["rounds"])
        for index, step in enumerate(rnd["steps"])
        if "coach" in step
    }


def check(path: Path) -> Counter[str]:
    document = dumped(path)
    expected = independent_coach(document)
    got = coached(document)
    assert got.keys() == expected.keys()
    for place, value in expected.items():
        assert ukeire_facts(got[place]) == value, (path.name, place)
    return cases(document)


def cases(document: dict[str, Any]) -> Counter[str]:
    """The events, calls by kind, decisions, safety facts and table sizes a document holds."""
    got = coached(document)
    seen: Counter[str] = Counter()
    for rnd in document["rounds"]:
        for step in rnd["steps"]:
            if step["event"] == "call":
                seen[step["melds"][step["seat"]][-1]["kind"]] += 1
            seen[step["event"]] += 1
    seen["decisions"] = len(got)
    seen["3-player" if document["sanma"] else "4-player"] += 1
    seen["safety"] += sum(1 for c in got.values() if c["safety"])
    return seen


@requires_corpus
@pytest.mark.corpus
@pytest.mark.parametrize("name", SAMPLE)
def test_the_dump_agrees_with_an_independent_count_on_a_sample(name: str) -> None:
    assert check(MJLOG_CORPUS / name)["decisions"] > 0


@requires_corpus
@pytest.mark.corpus
def test_the_sample_holds_every_case_the_definitions_name() -> None:
    """The sample is worth something only if it holds every case the definitions name."""
    seen: Counter[str] = Counter()
    for name in SAMPLE:
        seen += cases(dumped(MJLOG_CORPUS / name))
    for case in ("chi", "pon", "ankan", "kita", "riichi_accepted", "safety", "3-player",
                 "4-player"):  # fmt: skip
        assert seen[case] > 0, case
    assert seen["daiminkan"] + seen["kakan"] > 0
    assert seen["decisions"] > 800


LONG_GAME_BYTES = 4_000  # past it a whole game: 20 s of naive counting (SAMPLE has whole games)


def more_games() -> list[Path]:
    """A third of the tenhou.net/6 games of the corpus, the short ones (another reader); all and
    every mjlog game with MJLOG_VIEWER_FULL_CORPUS=1 (long: the independent count is naive on
    purpose)."""
    games = sorted((CORPUS / "tenhou6").glob("*/*.json"))
    if os.environ.get("MJLOG_VIEWER_FULL_CORPUS"):
        return games + corpus_games()
    return [game for game in games[::3] if game.stat().st_size < LONG_GAME_BYTES]


@requires_corpus
@pytest.mark.corpus
@pytest.mark.slow
@pytest.mark.parametrize("path", more_games(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_dump_agrees_with_an_independent_count_on_more_games(path: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    if run_dump(str(path), out=out, err=err) != 0:  # the reader refuses it, coach or not
        pytest.skip(err.getvalue().strip())
    check(path)

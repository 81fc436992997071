"""Mutated Mortal reports (their JSON trees, not only bytes) open or fail with one error line:
a few seconds of fuzz/fuzz_reports.py, the check it applies, and what it found (issue 24,
item 7). Run it for minutes by hand: ``python fuzz/fuzz_reports.py --minutes 3``."""

from __future__ import annotations

import copy
import importlib.util
import json
import random
from pathlib import Path
from typing import Any

import pytest

FUZZ = Path(__file__).resolve().parents[2] / "fuzz" / "fuzz_reports.py"


@pytest.fixture(scope="module")
def fuzz() -> Any:
    spec = importlib.util.spec_from_file_location("fuzz_reports", FUZZ)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_few_seconds_of_mutated_reports_run_clean(fuzz: Any, tmp_path: Path) -> None:
    assert fuzz.run_random(seconds=3.0, seed=24, artifacts=tmp_path) == 0
    assert list(tmp_path.iterdir()) == []


def test_every_fixture_report_is_a_seed_and_checks_clean(fuzz: Any) -> None:
    seeds = fuzz.seed_games()
    names = {name for name, _, _ in seeds}
    assert {"4p", "3p", "kita_3p", "kita_3p_seat2", "chankan_4p", "kokushi_4p"} <= names
    for _, document, game in seeds:
        fuzz.check(json.dumps(document).encode(), game)


def test_mutations_change_the_tree_and_repeat_with_the_seed(fuzz: Any) -> None:
    _, document, _ = fuzz.seed_games()[0]
    assert fuzz.mutate(document, random.Random(5)) == fuzz.mutate(document, random.Random(5))
    rng = random.Random(9)
    changed = sum(fuzz.mutate(document, rng) != document for _ in range(50))
    assert changed >= 45  # a mutation may land on a value equal to the old one now and then
    for mutation in fuzz.MUTATIONS:
        tree = copy.deepcopy(document)
        mutation(tree, random.Random(1), fuzz._nodes(tree))
        assert tree != document, mutation.__name__


def test_a_hidden_tile_in_the_reviewed_hand_fails_cleanly(fuzz: Any) -> None:
    """The crash of item 7: a '?' in the reviewed seat's own deal of the report's game."""
    _, document, game = next(s for s in fuzz.seed_games() if s[0] == "4p")
    tree = copy.deepcopy(document)
    start = next(e for e in tree["mjai_log"] if e["type"] == "start_kyoku")
    start["tehais"][tree["player_id"]][0] = "?"
    fuzz.check(json.dumps(tree).encode(), game)


def test_the_check_flags_an_exception_of_another_type(
    fuzz: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from viewer.review import GameReview

    def broken(*args: object) -> None:
        raise KeyError("a bug")

    monkeypatch.setattr(GameReview, "build", broken)
    _, document, game = fuzz.seed_games()[0]
    with pytest.raises(KeyError):
        fuzz.check(json.dumps(document).encode(), game)
    assert fuzz.run_random(seconds=5.0, seed=1, artifacts=tmp_path, limit=3) == 1
    saved = list(tmp_path.iterdir())  # the input that crashed, to reproduce
    assert len(saved) == 1 and json.loads(saved[0].read_bytes())["engine"]

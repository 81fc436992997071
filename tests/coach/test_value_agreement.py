"""How often each rule picks the players' own discard on the oracle file's decisions.

The oracle's one-player numbers with the coach's safety classes and fold rule, against the
coach's ukeire verdict, on the seven corpus games of ../shared/oracle (docs/value.md quotes these
figures; this recounts them and checks the page says what it counts).
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache, lru_cache
from pathlib import Path

import pytest

from tests.coach.oracle import cases, corpus_path
from tests.conftest import MJLOG_CORPUS, REPO, requires_corpus
from viewer.coach import GameCoach
from viewer.coach.value import OnePlayerNumbers, valuation
from viewer.formats.detect import read_game
from viewer.replay import Step, Timeline

pytestmark = [requires_corpus, pytest.mark.skipif(not cases(), reason="no oracle file")]


@cache
def coach_of(path: Path) -> GameCoach:
    record = read_game(str(path))
    timeline = Timeline(record)
    timeline.replay_all()
    return GameCoach(record, timeline)


@lru_cache(maxsize=1)
def counted() -> dict[str, Counter[str]]:
    """Per scope (all, riichi): decisions, and those each rule agrees on."""
    scopes: dict[str, Counter[str]] = {"all": Counter(), "riichi": Counter()}
    for case in cases():
        coach = coach_of(corpus_path(case, MJLOG_CORPUS))
        step = Step(case["round"], case["step"])
        decision, position = coach.decision(step), coach.position(step)
        assert decision is not None and position is not None
        numbers = [
            OnePlayerNumbers(int(k), v["tenpai"], v["win"], v["points"])
            for k, v in case["oracle"].items()
            if int(k) in position.allowed
        ]
        dealer = (decision.seat - position.seat_wind) % position.rules.players
        sanma = position.rules.sanma
        plain = valuation("exact", numbers, {}, decision.actual, dealer, sanma)
        fold = valuation(
            "exact", numbers, dict(decision.hand_safety), decision.actual, dealer, sanma
        )
        for scope in ("all", "riichi") if decision.hand_safety else ("all",):
            tally = scopes[scope]
            tally["decisions"] += 1
            tally["ukeire"] += decision.actual in decision.best
            tally["exact"] += decision.actual in plain.pick
            tally["fold"] += decision.actual in fold.pick
    return scopes


def share(tally: Counter[str], rule: str) -> float:
    return round(100 * tally[rule] / tally["decisions"], 1)


def test_the_fold_rule_makes_the_value_agree_with_the_players_under_riichi() -> None:
    riichi = counted()["riichi"]
    assert share(riichi, "fold") > share(riichi, "exact") + 5
    assert share(riichi, "fold") > share(riichi, "ukeire")
    assert share(counted()["all"], "fold") >= share(counted()["all"], "exact")


def test_docs_quote_the_counted_figures() -> None:
    text = (REPO / "docs" / "value.md").read_text()
    for scope, label in (("all", "all decisions"), ("riichi", "under riichi")):
        assert str(counted()[scope]["decisions"]) in text or scope == "all"
    rows = {
        "most ukeire": "ukeire",
        "exact value": "exact",
        "exact value + the fold rule": "fold",
    }
    for name, rule in rows.items():
        row = re.search(rf"^\| {re.escape(name)} \| ([\d.]+) % \| ([\d.]+) % \|$", text, re.M)
        assert row, name
        assert float(row.group(1)) == share(counted()["all"], rule), name
        assert float(row.group(2)) == share(counted()["riichi"], rule), name

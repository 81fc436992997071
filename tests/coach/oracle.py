"""The oracle file's decisions (../shared/oracle/value-cases.jsonl) as the value model's input.

The file holds mahjong-cpp's numbers for every candidate of 1,727 decisions of corpus games (its
README maps every field); ``position`` turns one case into a ``Position`` exactly as
``GameCoach.position`` builds it from the game (tests/coach/test_value_position.py checks that on
every case).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO
from viewer.analysis.rules import optional_rules
from viewer.coach import win_points
from viewer.coach.exact import OnePlayer, exact_values
from viewer.coach.position import Position
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import Rules

ORACLE = REPO.parent / "shared" / "oracle" / "value-cases.jsonl"
_KINDS = {
    "chi": MeldKind.CHI,
    "pon": MeldKind.PON,
    "kakan": MeldKind.KAKAN,
    "daiminkan": MeldKind.DAIMINKAN,
    "ankan": MeldKind.ANKAN,
}


def cases() -> list[dict[str, Any]]:
    """Every case of the oracle file ([] when it is absent)."""
    if not ORACLE.exists():
        return []
    return [json.loads(line) for line in ORACLE.read_text().splitlines() if line.strip()]


def rules(case: dict[str, Any]) -> Rules:
    """A hanchan table with the case's red fives and player count (the type bits Tenhou uses)."""
    bits = 0x01 | 0x08 | (0x10 if case["sanma"] else 0) | (0 if case["red"] else 0x02)
    return Rules(type_bits=bits)


def meld(entry: dict[str, Any]) -> Meld:
    kind = _KINDS[entry["kind"]]
    tiles = tuple(sorted(entry["tiles"]))
    called = None if kind is MeldKind.ANKAN else tiles[0]
    return Meld(kind, tiles, called, None if called is None else 1, None, 0)


def position(case: dict[str, Any], allowed: tuple[int, ...] | None = None) -> Position:
    """The case as a ``Position`` (every candidate of the oracle allowed unless given)."""
    kinds = allowed if allowed is not None else tuple(sorted(int(k) for k in case["oracle"]))
    return Position(
        concealed=tuple(sorted(case["hand"])),
        melds=tuple(meld(m) for m in case["melds"]),
        kita=0,
        unseen=tuple(case["unseen"]),
        red_unseen=tuple(case["red_unseen"]),  # type: ignore[arg-type]
        draws_left=case["draws_left"],
        round_wind=case["round_wind"],
        seat_wind=case["seat_wind"],
        dora_indicators=tuple(case["dora_indicators"]),
        rules=rules(case),
        allowed=kinds,
    )


def corpus_path(case: dict[str, Any], corpus: Path) -> Path:
    """The corpus file a case comes from."""
    found = sorted(corpus.glob(f"*/{case['file']}"))
    assert found, case["file"]
    return found[0]


# four of the decisions whose seat can still reach a suuankou tanki, a double yakuman to the
# oracle and a single one to Tenhou (tests/coach/test_oracle_rules.py)
TANKI_DECISIONS = {("2022060103gm-00a9-0000-9b7e3253.mjlog", r, s) for r, s in
                   ((5, 30), (9, 76), (12, 12), (12, 52))}  # fmt: skip


def doubled_rules(table: Rules) -> Any:
    """The library's Tenhou rules for ``table`` with double yakuman paid double (the oracle's)."""
    options = copy.copy(optional_rules(table))
    options.has_double_yakuman = True
    return options


@contextmanager
def scored_as_the_oracle() -> Iterator[None]:
    """The reference model (``python_values``) scoring as mahjong-cpp does: a double yakuman
    paid double (nothing else). The compiled kernel keeps Tenhou's payment."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(win_points, "optional_rules", doubled_rules)
        patch.setattr(win_points, "_LIBRARY", {})  # no win remembered from Tenhou's scoring
        yield


def points_below(found: list[str]) -> bool:
    """Every disagreement is a candidate's points, below the oracle's."""
    for line in found:
        if ": points " not in line:
            return False
        ours, theirs = (float(x) for x in line.split(": points ")[1].split(" != "))
        if ours >= theirs:
            return False
    return True


def disagreements(
    case: dict[str, Any], model: Callable[[Position], tuple[OnePlayer, ...]] = exact_values
) -> list[str]:
    """Where the exact model's numbers leave the oracle's: probabilities by more than 1e-6,
    4-player points by more than 0.5 % (3-player points follow each one's own payments).
    ``model`` is the compiled one, or ``python_values`` (the reference) where the scoring is
    switched to the oracle's rule (``scored_as_the_oracle``: the Python scorer's rule)."""
    found = []
    for value in model(position(case)):
        want = case["oracle"][str(value.tile)]
        if value.shanten != want["shanten"]:
            found.append(f"{value.tile}: shanten {value.shanten} != {want['shanten']}")
        for name in ("tenpai", "win"):
            got = getattr(value, name)
            if abs(got - want[name]) > 1e-6:
                found.append(f"{value.tile}: {name} {got:.9f} != {want[name]:.9f}")
        if not case["sanma"] and abs(value.points - want["points"]) > 0.005 * want["points"]:
            found.append(f"{value.tile}: points {value.points:.2f} != {want['points']:.2f}")
    return found

"""The oracle file's decisions (../shared/oracle/value-cases.jsonl) as the value model's input.

The file holds mahjong-cpp's numbers for every candidate of 1,727 decisions of corpus games (its
README maps every field); ``position`` turns one case into a ``Position`` exactly as
``GameCoach.position`` builds it from the game (tests/coach/test_value_position.py checks that on
every case).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.conftest import REPO
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

"""``stats``'s verdicts as JSON: the sums in ``stats --json``, ``--per-game`` and ``--worst N``.

These are contracts for other tools (docs/command-line.md): exact keys, numbers as stored,
``rating`` as the Mortal report states it (0-1), rounds and steps as ``dump`` numbers them.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from typing import Any

from viewer.library.verdicts import (
    CHOICE_KEYS,
    EVERY_KIND,
    RIICHI_KEYS,
    CoachNumbers,
    coach_sums,
    costliest_moves,
    mortal_sums,
    played_games,
)

Day = dt.date | None


def sums_json(
    connection: sqlite3.Connection, player: str, mode: str, since: Day, until: Day
) -> dict[str, Any]:
    """``"coach"`` and ``"mortal"`` of ``stats --json``."""
    return {
        "coach": coach_sums(connection, player, mode, since, until),
        "mortal": mortal_sums(connection, player, mode, since, until),
    }


def per_game_json(
    connection: sqlite3.Connection, player: str, mode: str, since: Day, until: Day
) -> list[dict[str, Any]]:
    """``stats --per-game``'s ``"games"``, in time order."""
    return [
        {
            "path": game.path,
            "played_at": game.played_at,
            "seat": game.seat,
            "placement": game.placement,
            "coach": None if game.coach is None else coach_json(game.coach),
            "mortal": None if game.mortal is None else game.mortal._asdict(),
        }
        for game in played_games(connection, player, mode, since, until)
    ]


def worst_json(
    connection: sqlite3.Connection, player: str, mode: str, limit: int, since: Day, until: Day
) -> list[dict[str, Any]]:
    """``stats --worst N``'s ``"worst"``, the largest value_loss first."""
    return [
        {
            "path": move.path,
            "round": move.round,
            "step": move.step,
            "played": move.played,
            "pick": list(move.pick),
            "value_loss": move.value_loss,
            "kind": move.kind,
        }
        for move in costliest_moves(connection, player, mode, limit, since, until, EVERY_KIND)
    ]


def coach_json(numbers: CoachNumbers) -> dict[str, Any]:
    """A seat's numbers as ``coach --json`` prints them (calls, kans, riichi as objects)."""
    found: dict[str, Any] = numbers._asdict()
    found["calls"] = dict(zip(CHOICE_KEYS, numbers.calls, strict=True))
    found["kans"] = dict(zip(CHOICE_KEYS, numbers.kans, strict=True))
    found["riichi"] = dict(zip(RIICHI_KEYS, numbers.riichi, strict=True))
    return found

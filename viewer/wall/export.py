"""One wall as JSON, as `mjlog-viewer wall` and `dump --wall` print it (a contract)."""

from __future__ import annotations

from typing import Any

from viewer.wall.layout import RoundWall


def wall_json(wall: RoundWall) -> dict[str, Any]:
    return {
        "dice": list(wall.dice),
        "deal": [list(hand) for hand in wall.deal],
        "draws": list(wall.draws),
        "dora_indicators": list(wall.dora_indicators),
        "ura_indicators": list(wall.ura_indicators),
        "rinshan": list(wall.rinshan),
    }

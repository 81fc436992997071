"""Hand-written tenhou.net/6 kyoku for tests: four fixed deals and the lists a test gives."""

from __future__ import annotations

import json
from typing import Any

HANDS = (
    [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24],
    [25, 26, 27, 28, 29, 31, 32, 33, 34, 35, 36, 37, 38],
    [11, 12, 13, 14, 16, 17, 41, 42, 43, 44, 45, 46, 47],
    [21, 22, 23, 24, 26, 27, 28, 29, 31, 32, 33, 34, 39],
)


def kyoku(
    result: list[Any],
    plays: dict[int, tuple[list[Any], list[Any]]] | None = None,
    head: tuple[int, int, int] = (0, 0, 0),
    ura: list[int] | None = None,
) -> list[Any]:
    """A kyoku with the fixed deals; ``plays`` maps a seat to its (draws, discards)."""
    plays = plays or {}
    value: list[Any] = [list(head), [25000] * 4, [39], ura or []]
    for seat in range(4):
        draws, discards = plays.get(seat, ([], []))
        value += [list(HANDS[seat]), draws, discards]
    value.append(result)
    return value


def game(*log: list[Any], **header: Any) -> bytes:
    value = {"name": ["A", "B", "C", "D"], "rule": {"disp": "般南喰赤", "aka": 1}, "log": list(log)}
    value.update(header)
    return json.dumps(value, ensure_ascii=False).encode("utf-8")

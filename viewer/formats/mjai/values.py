"""Checked values of mjai events: tiles, seats, numbers (a wrong type is a one-line error)."""

from __future__ import annotations

from typing import Any

from viewer.formats.mjai.names import TILE_NAMES, UNKNOWN


class Stop(Exception):
    """A problem on a line: message (the line and round are added by the reader)."""


def tile_of(value: object) -> tuple[int, bool]:
    if isinstance(value, str):
        found = TILE_NAMES.get(value)
        if found is not None:
            return found
        if value == UNKNOWN:
            raise Stop(
                "a hidden tile ('?') where the tile must be known (a discard, a call, a dora)"
            )
    raise Stop(f"{str(value)[:20]!r} is not an mjai tile (1m-9m, 5mr, E S W N P F C ...)")


def whole(event: dict[str, Any], key: str, low: int, high: int) -> int:
    value = event.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise Stop(f"'{key}' must be a whole number from {low} to {high}, not {str(value)[:20]}")
    return value


def numbers(event: dict[str, Any], key: str, count: int) -> list[int] | None:
    value = event.get(key)
    if value is None:
        return None
    if not (
        isinstance(value, list)
        and len(value) >= count
        and len(value) <= 4
        and all(isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**7 for v in value)
    ):
        raise Stop(f"'{key}' must be a list of {count} or 4 whole numbers")
    return [*value, 0, 0, 0, 0][:4]


def first_four(value: object) -> list[object]:
    return value[:4] if isinstance(value, list) else []


def number_or_none(value: object, kind: type[int] | type[float]) -> Any:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if kind is int:
        return value if isinstance(value, int) and 0 <= value <= 20 else None
    return float(value) if abs(value) < 10**6 else None


def item(values: list[Any], index: int) -> Any:
    return values[index] if index < len(values) else None

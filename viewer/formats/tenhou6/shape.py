"""The shape and types of a tenhou.net/6 kyoku, checked before any of it is used.

A real file's kyoku passes ``_plain_kyoku``, which tests it list by list in C; anything it
refuses goes through the item-by-item checks, which find the first wrong item and say where.
"""

from __future__ import annotations

from typing import Any

from viewer.formats.tenhou6.codes import CODES, parse_code
from viewer.formats.tenhou6.results import RoundError


def check_kyoku(kyoku: object, place: str, players: int) -> None:
    """The shape and types of a kyoku, before any of it is used."""
    if _plain_kyoku(kyoku, players):
        return
    if not isinstance(kyoku, list) or len(kyoku) != 17:
        size = len(kyoku) if isinstance(kyoku, list) else type(kyoku).__name__
        raise RoundError(f"a kyoku is a list of 17 items, this one has {size}", place)
    head = kyoku[0]
    if not (isinstance(head, list) and len(head) == 3 and all(_small(v) for v in head)):
        raise RoundError("the kyoku starts with [kyoku, honba, sticks]", f"{place}[0]")
    if not 0 <= head[0] < 16:
        raise RoundError(f"kyoku number {head[0]} names no round (0-15)", f"{place}[0][0]")
    if head[0] % 4 >= players:
        raise RoundError(f"kyoku number {head[0]} has a dealer that does not play", f"{place}[0]")
    scores = kyoku[1]
    if not (
        isinstance(scores, list)
        and len(scores) >= players
        and all(isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**7 for v in scores)
    ):
        raise RoundError("the scores are a list of whole numbers", f"{place}[1]")
    for index in (2, 3):
        if not isinstance(kyoku[index], list) or len(kyoku[index]) > 5:
            raise RoundError(
                "the dora indicators are a list of at most 5 tiles", f"{place}[{index}]"
            )
        for item in kyoku[index]:
            _code(item, f"{place}[{index}]")
    if not kyoku[2]:
        raise RoundError("the round has no dora indicator", f"{place}[2]")
    for seat in range(4):
        hand, draws, discards = kyoku[4 + 3 * seat : 7 + 3 * seat]
        for index, items in ((4, hand), (5, draws), (6, discards)):
            if not isinstance(items, list) or len(items) > 200:
                raise RoundError(
                    "a seat's hand, draws and discards are lists", f"{place}[{index + 3 * seat}]"
                )
        if seat < players and len(hand) != 13:
            raise RoundError(
                f"seat {seat}'s starting hand has {len(hand)} tiles, not 13",
                f"{place}[{4 + 3 * seat}]",
            )
        if seat >= players and (hand or draws or discards):
            raise RoundError(
                "tiles for the empty seat of a 3-player game", f"{place}[{4 + 3 * seat}]"
            )
        for item in hand:
            _code(item, f"{place}[{4 + 3 * seat}]")
    result = kyoku[16]
    if not isinstance(result, list) or (result and not isinstance(result[0], str)):
        raise RoundError(
            "the result is a list starting with its name (和了, 流局 ...)", f"{place}[16]"
        )


_INT = frozenset({int})
_TILE_CODES = frozenset(CODES)


def _plain_kyoku(kyoku: Any, players: int) -> bool:
    """True when every check of ``_check_kyoku`` passes, tested list by list in C (a real file's
    case); False leaves the checks, one by one, to find the first wrong item and say where."""
    if kyoku.__class__ is not list or len(kyoku) != 17:
        return False
    head, scores, dora, ura = kyoku[0], kyoku[1], kyoku[2], kyoku[3]
    if not (
        head.__class__ is list
        and len(head) == 3
        and _INT.issuperset(map(type, head))
        and min(head) >= 0
        and max(head) < 1000
        and head[0] < 16
        and head[0] % 4 < players
        and scores.__class__ is list
        and len(scores) >= players
        and _INT.issuperset(map(type, scores))
        and min(scores) > -(10**7)
        and max(scores) < 10**7
        and dora.__class__ is list
        and ura.__class__ is list
        and 0 < len(dora) <= 5
        and len(ura) <= 5
        and _INT.issuperset(map(type, dora))
        and _INT.issuperset(map(type, ura))
        and _TILE_CODES.issuperset(dora)
        and _TILE_CODES.issuperset(ura)
    ):
        return False
    for seat in range(4):
        hand, draws, discards = kyoku[4 + 3 * seat : 7 + 3 * seat]
        if not (
            hand.__class__ is list
            and draws.__class__ is list
            and discards.__class__ is list
            and len(draws) <= 200
            and len(discards) <= 200
        ):
            return False
        if seat < players:
            if not (
                len(hand) == 13
                and _INT.issuperset(map(type, hand))
                and _TILE_CODES.issuperset(hand)
            ):
                return False
        elif hand or draws or discards:
            return False
    result = kyoku[16]
    return result.__class__ is list and (not result or result[0].__class__ is str)


def _small(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 1000


def _code(item: object, where: str) -> None:
    if item.__class__ is int and item in CODES:
        return
    if not isinstance(item, int) or isinstance(item, bool):
        raise RoundError(f"{str(item)[:20]!r} is not a tile code", where)
    try:
        parse_code(item)
    except ValueError as exc:
        raise RoundError(str(exc), where) from None

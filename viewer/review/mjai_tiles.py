"""Tenhou tile ids in mjai notation (``1m``..``9s``, ``5mr`` for a red five, ``E``..``C``)."""

from __future__ import annotations

from viewer.domain.tiles import RED_FIVES, is_unknown

HONORS = "ESWNPFC"


def mjai_tile(tile_id: int, red_fives: bool = True) -> str:
    """The mjai name of a tile id; a game without red fives has no ``5mr``; a hidden tile (an
    mjai log from one seat's view) is ``?``, as mjai writes it."""
    if is_unknown(tile_id) or tile_id < 0:
        return "?"
    kind = tile_id // 4
    if kind >= 27:
        return HONORS[kind - 27]
    suit = "mps"[kind // 9]
    number = kind % 9 + 1
    return f"{number}{suit}r" if red_fives and tile_id in RED_FIVES else f"{number}{suit}"


def mjai_kind(tile: str) -> int | None:
    """The tile kind (0-33) of an mjai tile, None for ``?``."""
    if tile in HONORS:
        return 27 + HONORS.index(tile)
    if len(tile) >= 2 and tile[0].isdigit() and tile[1] in "mps":
        return "mps".index(tile[1]) * 9 + int(tile[0]) - 1
    return None

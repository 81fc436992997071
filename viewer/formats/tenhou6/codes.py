"""tenhou.net/6 tile codes and call strings.

Tiles are two-digit codes: 11-19 manzu, 21-29 pinzu, 31-39 souzu, 41-47 E S W N Haku Hatsu Chun,
51-53 the red 5m/5p/5s; 60 in a discard list is tsumogiri. A call is a string of codes with one
letter (``c`` chi, ``p`` pon, ``m`` daiminkan, ``k`` kakan, ``a`` ankan, ``f`` kita) whose place
tells who gave the tile: before the 1st code = the previous seat (kamicha), before the 2nd =
the seat opposite (toimen), before the last = the next seat (shimocha).
"""

from __future__ import annotations

import contextlib
import re
from typing import NamedTuple

TSUMOGIRI = 60
RED_CODES = {51: 4, 52: 13, 53: 22}  # code -> kind
_CALL = re.compile(r"(?:[1-5][0-9]){0,3}[cpmkaf](?:[1-5][0-9]){1,4}")


def code_of(tile: int, red_fives: bool = True) -> int:
    """The code of a Tenhou tile id (copy 0 of a five is red when the game has red fives)."""
    kind = tile >> 2
    if red_fives and tile in (16, 52, 88):
        return 51 + kind // 9
    return kind_code(kind)


def kind_code(kind: int) -> int:
    return (kind // 9 + 1) * 10 + kind % 9 + 1


def parse_code(code: int) -> tuple[int, bool]:
    """(kind, red) of a tile code; ValueError for anything else."""
    if code in RED_CODES:
        return RED_CODES[code], True
    suit, number = divmod(code, 10)
    if 1 <= suit <= 3 and 1 <= number <= 9:
        return (suit - 1) * 9 + number - 1, False
    if suit == 4 and 1 <= number <= 7:
        return 27 + number - 1, False
    raise ValueError(f"{code} is not a tile code (11-19, 21-29, 31-39, 41-47, 51-53)")


def _all_codes() -> dict[int, tuple[int, bool]]:
    codes: dict[int, tuple[int, bool]] = {}
    for code in range(100):
        with contextlib.suppress(ValueError):
            codes[code] = parse_code(code)
    return codes


# code -> (kind, red), for the hot paths (a dict lookup instead of a parse; a miss is no tile)
CODES = _all_codes()
_CALLS: dict[str, CallCode] = {}
CALL_CACHE_LIMIT = 4096


def sort_key(code: int) -> int:
    """Tenhou's order of a starting hand: a red five right after the plain fives of its suit."""
    if code in RED_CODES:
        return (code - 50) * 100 + 51
    return code * 10


class CallCode(NamedTuple):
    """A parsed call string: ``letter``, the codes in written order, where the letter stood."""

    letter: str
    codes: tuple[int, ...]
    slot: int  # index in ``codes`` of the code right after the letter

    @property
    def taken(self) -> int:
        """The code after the letter: the called tile, the added tile (kakan), the kan tile."""
        return self.codes[self.slot]

    def relative_giver(self) -> int:
        """Seats after the caller (1 next, 2 opposite, 3 previous) of whoever gave the tile."""
        if self.letter == "c":
            return 3
        if self.letter == "k":
            return (3, 2, 1)[self.slot]
        last = len(self.codes) - 1
        if self.slot == 0:
            return 3
        if self.slot == last:
            return 1
        return 2


def parse_call(text: str) -> CallCode:
    """``'c375336'``, ``'4646p46'``, ``'272727a27'``, ``'f44'`` ... ; ValueError when malformed.

    Parsed once per distinct string (games repeat the same calls).
    """
    call = _CALLS.get(text)
    if call is None:
        call = _parse_call(text)
        if len(_CALLS) >= CALL_CACHE_LIMIT:
            _CALLS.clear()
        _CALLS[text] = call
    return call


def _parse_call(text: str) -> CallCode:
    if len(text) > 12 or not _CALL.fullmatch(text):
        raise ValueError(f"{text[:20]!r} is not a call string")
    for index, ch in enumerate(text):
        if ch.isalpha():
            letter, position = ch, index
            break
    digits = text[:position] + text[position + 1 :]
    codes = tuple(int(digits[i : i + 2]) for i in range(0, len(digits), 2))
    for code in codes:
        parse_code(code)
    slot = position // 2
    sizes = {"c": 3, "p": 3, "m": 4, "k": 4, "a": 4, "f": 1}
    if len(codes) != sizes[letter]:
        raise ValueError(f"{text!r}: a {CALL_NAMES[letter]} has {sizes[letter]} tiles")
    if (letter == "c" and slot != 0) or (letter == "a" and slot != 3) or (letter == "f" and slot):
        raise ValueError(f"{text!r}: the letter {letter!r} is in the wrong place")
    if (letter == "m" and slot == 2) or (letter in "pk" and slot > 2):
        raise ValueError(f"{text!r}: the letter {letter!r} is in the wrong place")
    kinds = {parse_code(c)[0] for c in codes}
    if letter == "c":
        ordered = sorted(kinds)
        if (
            len(ordered) != 3
            or ordered[2] - ordered[0] != 2
            or ordered[0] >= 27
            or (ordered[0] // 9 != ordered[2] // 9)
        ):
            raise ValueError(f"{text!r} is no run of three tiles")
    elif len(kinds) != 1:
        raise ValueError(f"{text!r} mixes tiles of different kinds")
    return CallCode(letter, codes, slot)


CALL_NAMES = {"c": "chi", "p": "pon", "m": "daiminkan", "k": "kakan", "a": "ankan", "f": "kita"}


def format_call(letter: str, codes: tuple[int, ...] | list[int], slot: int) -> str:
    """The call string with ``letter`` before ``codes[slot]``."""
    parts = [str(c) for c in codes]
    parts.insert(slot, letter)
    return "".join(parts)

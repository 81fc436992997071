"""Shared helpers of the hostile-input tests: the hand-written game and ways to break it.

``small_game.mjlog`` (tests/data/hostile) is a complete East-only game written for these tests:
one element per line, so element N of an error message is line N + 1 of the file.

Round 1 (elements 5-22): chi, pon, riichi, ron. Round 2 (23-32): ankan, kan dora, rinshan draw,
tsumo. Round 3 (33-35): kyuushu kyuuhai. Round 4 (36-43): double riichi, ron, the game ends.
"""

from __future__ import annotations

import re
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data" / "hostile"
SMALL_GAME = DATA / "small_game.mjlog"
ONE_LINE_ERROR = re.compile(
    r"^error: (?P<file>.+?): (?P<what>.+) "
    r"\(round (?P<round>\d+), element (?P<element>\d+) <(?P<tag>[^>]+)>\)$"
)


def small_game() -> bytes:
    return SMALL_GAME.read_bytes()


def element(data: bytes, number: int) -> bytes:
    """Element ``number`` (1-based, as in error messages) of a one-element-per-line log."""
    return data.split(b"\n")[number]


def with_element(data: bytes, number: int, new: bytes) -> bytes:
    """The log with element ``number`` replaced (``b""`` removes its content, not its line)."""
    lines = data.split(b"\n")
    lines[number] = new
    return b"\n".join(lines)


def without_element(data: bytes, number: int) -> bytes:
    lines = data.split(b"\n")
    del lines[number]
    return b"\n".join(lines)


def with_attribute(data: bytes, number: int, name: str, value: str | None) -> bytes:
    """Element ``number`` with attribute ``name`` set to ``value`` (None: removed)."""
    old = element(data, number)
    pattern = re.compile(rb" " + name.encode() + rb'="[^"]*"')
    if value is None:
        new = pattern.sub(b"", old)
    elif pattern.search(old):
        new = pattern.sub(b" " + name.encode() + b'="' + value.encode() + b'"', old)
    else:
        new = old.replace(b"/>", b" " + name.encode() + b'="' + value.encode() + b'"/>')
    assert new != old or value is None
    return with_element(data, number, new)

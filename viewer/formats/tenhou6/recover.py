"""The complete kyoku of a tenhou.net/6 file that stops early (a download or a copy cut short).

JSON cut anywhere is not JSON; but a game's ``log`` is a list of kyoku, each a complete JSON
value, so the kyoku before the cut can be read one by one. The header fields written before
``log`` (Tenhou writes ``ver`` and ``ref`` first, the names after it) are kept when they parse.
"""

from __future__ import annotations

import json
import re
from typing import Any

_DECODER = json.JSONDecoder()
_LOG_KEY = re.compile(r'"log"\s*:\s*\[')
_FIELD = re.compile(r'"(\w{1,10})"\s*:\s*')


def recover_cut_off(text: str) -> tuple[Any, int] | None:
    """(a game value holding the complete kyoku, how many) or None when none is complete."""
    stripped = text.lstrip()
    match = _LOG_KEY.search(text, 0, 4096) if stripped.startswith("{") else None
    if match is not None:
        start = match.end()
    elif stripped.startswith("[["):
        start = text.index("[") + 1  # a bare list of kyoku
    else:
        return None
    kyoku = _values(text, start)
    if not kyoku:
        return None
    game: dict[str, Any] = {"log": kyoku}
    if match is not None:
        game.update(_fields(text[: match.start()]))
    return game, len(kyoku)


def _values(text: str, position: int) -> list[Any]:
    values = []
    length = len(text)
    while position < length:
        while position < length and text[position] in " \t\r\n,":
            position += 1
        if position >= length or text[position] != "[":
            break
        try:
            value, position = _DECODER.raw_decode(text, position)
        except (ValueError, RecursionError):
            break
        values.append(value)
    return values


def _fields(head: str) -> dict[str, Any]:
    """The simple ``"key": value`` pairs before ``log``."""
    fields: dict[str, Any] = {}
    for match in _FIELD.finditer(head):
        try:
            value, _ = _DECODER.raw_decode(head, match.end())
        except (ValueError, RecursionError):
            continue
        fields[match.group(1)] = value
    return fields

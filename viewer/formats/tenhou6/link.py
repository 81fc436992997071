"""``https://tenhou.net/6/#json=...`` links: one round (or a game) inside the link itself.

This is what NAGA and the reviewers take, and what Tenhou's own viewer opens without a file.
"""

from __future__ import annotations

import json
from urllib.parse import quote

from viewer.domain.record import GameRecord
from viewer.formats.tenhou6.writer import game_value

LINK_PREFIX = "https://tenhou.net/6/#json="
_SAFE = ",:[]{}"  # JSON punctuation stays readable; quotes, spaces and names are escaped


def round_link(record: GameRecord, round_number: int) -> str:
    """The link of one round (0-based ``round_number``) with the game's names and rules."""
    value = game_value(record)
    value["log"] = [value["log"][round_number]]
    value.pop("sc", None)  # the final scores belong to the whole game
    value.pop("ref", None)
    value["title"] = ["", ""]
    return link_of(value)


def game_link(record: GameRecord) -> str:
    return link_of(game_value(record))


def link_of(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return LINK_PREFIX + quote(text, safe=_SAFE)

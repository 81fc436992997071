"""The shuffle seeds of the game given to `dump --wall` and `render --wall`.

Walls are rebuilt from the seed of Tenhou's shuffle, and only Tenhou's own mjlog (XML) carries
it: a tenhou.net/6 file, an mjai log or the game inside a Mortal report records the deal but not
the seed. Asked for the walls of such a game, the commands say so and how to get the mjlog:
Tenhou serves every game's mjlog by its log id, and the window opens a log id itself (it
downloads the mjlog, whose wall W shows), so the advice names both, with the game's own log id
when the JSON (``ref``) or the file name gives it.
"""

from __future__ import annotations

import os
import re

from viewer.formats.detect import detect_format, is_tenhou6_url
from viewer.formats.mjlog import MjlogError, ShuffleSeeds, read_shuffle_seeds
from viewer.sources.tenhou import DEFAULT_BASE, LOG_ID, LOG_PATH

NO_SEED_IN_JSON = (
    "a JSON log (tenhou.net/6, mjai, a Mortal report) carries no shuffle seed, and walls are "
    "rebuilt from the seed that only Tenhou's mjlog (XML) carries: download the game's mjlog by "
    "its Tenhou log id ({url}{where}) and use --wall on it, or open the log id in the viewer "
    "(mjlog-viewer {log_id} downloads the mjlog; W shows the wall)"
)
UNKNOWN_ID = "LOG-ID"
WHERE_THE_ID_IS = "; LOG-ID is the log= part of the game's Tenhou link"
_REF = re.compile(rb'"ref"\s*:\s*"([^"]{1,100})"')


def read_seeds(source: str) -> ShuffleSeeds:
    """The seeds of the log at ``source``; ``MjlogError`` (one line) when it cannot be read or
    is a JSON log, which has none."""
    if is_tenhou6_url(source):  # a https://tenhou.net/6/#json=... link: the game is in it
        raise MjlogError(no_seed_in_json(None))
    try:
        with open(source, "rb") as file:
            data = file.read()
    except OSError as exc:
        raise MjlogError(f"cannot read the file: {exc.strerror or exc}") from None
    if detect_format(data) != "mjlog":
        raise MjlogError(no_seed_in_json(log_id_of(data, os.path.basename(source))))
    return read_shuffle_seeds(data)


def no_seed_in_json(log_id: str | None) -> str:
    """Why a JSON log has no wall, and how to get its mjlog (``log_id``: the game's, if known)."""
    return NO_SEED_IN_JSON.format(
        url=f"{DEFAULT_BASE}{LOG_PATH}{log_id or UNKNOWN_ID}",
        where="" if log_id else WHERE_THE_ID_IS,
        log_id=log_id or UNKNOWN_ID,
    )


def log_id_of(data: bytes, name: str) -> str | None:
    """The Tenhou log id a JSON log names in a ``ref`` (tenhou.net/6, a report's split logs),
    else the one in its file name."""
    texts = [m.group(1).decode("utf-8", "replace") for m in _REF.finditer(data)]
    for text in (*texts, name):
        found = LOG_ID.search(text)
        if found:
            return found.group(0)
    return None

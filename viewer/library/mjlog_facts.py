"""The library's facts of an mjlog straight from its XML tree, without building the GameRecord.

The mjlog reader's lean walk (``viewer.formats.mjlog.walk_rounds``) feeds the same
``FactsBuilder`` that ``game_facts`` uses, so both give the same rows; the library reads it
through what ``viewer.formats.mjlog`` exports, never the reader's own modules. When the walk is
not sure of anything (None), the caller reads the file with ``parse_game`` + ``game_facts``,
which then gives the facts or the one-line error. tests/library/test_mjlog_facts.py checks that
the two agree on every corpus log, the hand-written games and thousands of mutated logs.
"""

from __future__ import annotations

from viewer.formats.mjlog import walk_rounds
from viewer.library.facts import FactsBuilder, GameFacts


def mjlog_facts(content: bytes) -> GameFacts | None:
    """The facts of an mjlog's decompressed bytes, or None: read it with the full reader."""
    walked = walk_rounds(content, FactsBuilder)
    if walked is None:
        return None
    builder, header = walked
    try:
        return builder.finish(header)
    except Exception:  # noqa: BLE001 - any doubt at all: the full reader decides (and words it)
        return None

"""The shuffle seeds a log holds: the game's (SHUFFLE) or, in early 2009, each round's (INIT).

Read apart from the parser, from the same checked XML: only the wall needs them, and only when it
is asked for, so opening a log never pays for this.
"""

from __future__ import annotations

from typing import NamedTuple

from viewer.formats.mjlog.reader import parse_document


class ShuffleSeeds(NamedTuple):
    game: str | None  # SHUFFLE's seed attribute, as written
    rounds: tuple[str | None, ...]  # each INIT's shuffle attribute, in round order


def read_shuffle_seeds(data: bytes) -> ShuffleSeeds:
    """The seeds of a log's bytes (plain or gzip); raises MjlogError as the parser would."""
    root = parse_document(data).root
    game: str | None = None
    rounds: list[str | None] = []
    for element in root:
        if element.tag == "SHUFFLE" and game is None:
            game = element.get("seed")
        elif element.tag == "INIT":
            rounds.append(element.get("shuffle"))
    return ShuffleSeeds(game, tuple(rounds))

"""The names of the log: tags that carry data and the attributes read by name.

Tag names carry data (``<T123/>`` is seat 0 drawing tile 123). Draws and discards are nine
elements in ten, so each is one lookup in a table of prebuilt, shared event objects.
"""

from __future__ import annotations

import re

from viewer.domain.events import (
    Agari,
    Call,
    Discard,
    Disconnect,
    Draw,
    Event,
    NewDora,
    Reconnect,
    RiichiAccepted,
    RiichiDeclared,
    RoundStart,
    Ryuukyoku,
)

DRAW_TAGS = "TUVW"  # the letter of a draw, by seat
DISCARD_TAGS = "DEFG"  # the letter of a discard, by seat
TILE_EVENTS: dict[str, Draw | Discard] = {
    **{f"{c}{t}": Draw(s, t) for s, c in enumerate(DRAW_TAGS) for t in range(136)},
    **{f"{c}{t}": Discard(s, t) for s, c in enumerate(DISCARD_TAGS) for t in range(136)},
}
TILE_TAG = re.compile(r"[TUVWDEFG][0-9]+")  # a draw or discard, its tile id in range or not
NUMBER = re.compile(r"-?[0-9]+")
# Text -> tile id for attribute lists: a dict lookup per tile is cheaper than int(), and a miss is
# exactly the error (not a number, or out of range).
TILE_IDS: dict[str, int] = {str(t): t for t in range(136)}
tile_id = TILE_IDS.__getitem__
HAND_ATTRIBUTES = ("hai0", "hai1", "hai2", "hai3")
NAME_ATTRIBUTES = ("n0", "n1", "n2", "n3")


def short_tag(tag: str) -> str:
    """A tag name from the file, cut short for a message (names can be any length)."""
    return tag if len(tag) <= 20 else tag[:19] + "…"


# The element every other kind of event comes from (the registry's units give the same; a test
# compares them). Kept here, with the tile letters, because the parse state names events and
# must not import the registry, which imports the handlers, which use the state.
EVENT_TAGS: dict[type[Event], str] = {
    RoundStart: "INIT",
    Call: "N",
    RiichiDeclared: "REACH",
    RiichiAccepted: "REACH",
    NewDora: "DORA",
    Agari: "AGARI",
    Ryuukyoku: "RYUUKYOKU",
    Disconnect: "BYE",
    Reconnect: "UN",
}


def event_tag(event: Event) -> str:
    """The log element an event came from, for messages: ``T123``, ``N``, ``AGARI`` ..."""
    if isinstance(event, Draw):
        return f"{DRAW_TAGS[event.seat]}{event.tile}"
    if isinstance(event, Discard):
        return f"{DISCARD_TAGS[event.seat]}{event.tile}"
    return EVENT_TAGS.get(type(event), "?")

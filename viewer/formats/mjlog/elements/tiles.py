"""Draws (``<T12/>``, ``<U..>``, ``<V..>``, ``<W..>``) and discards (``<D..>`` ... ``<G..>``).

The fast path is a lookup in ``TILE_EVENTS``; the round loop inlines it (nine elements in ten are
draws and discards, and a call per element would cost a tenth of the parse). The checked path reads
the tag's letter and number, and words why a tag shaped like a draw or discard is none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lxml import etree

from viewer.domain.events import Discard, Draw
from viewer.formats.mjlog.tags import DISCARD_TAGS, DRAW_TAGS, TILE_EVENTS, TILE_IDS, TILE_TAG

if TYPE_CHECKING:
    from viewer.formats.mjlog.state import ParseState


def read_tile(state: ParseState, el: etree._Element) -> Draw | Discard | None:
    """The round loop's lookup, as a handler: the table's event, else the checked path's answer."""
    event = TILE_EVENTS.get(state.tag)
    return event if event is not None else tile_checked(state, el)


def tile_checked(state: ParseState, el: etree._Element) -> Draw | Discard | None:
    """The draw or discard of a tag; None for a tag not shaped like one (an unknown element)."""
    tag = state.tag
    if not TILE_TAG.fullmatch(tag):
        return None
    tile = TILE_IDS.get(tag[1:])  # the tile id as written by Tenhou: no sign, no leading zero
    if tile is None:
        raise state.error(f"tile id out of range: {tag[1:]} (must be 0-135)")
    if tag[0] in DRAW_TAGS:
        return Draw(DRAW_TAGS.index(tag[0]), tile)
    return Discard(DISCARD_TAGS.index(tag[0]), tile)

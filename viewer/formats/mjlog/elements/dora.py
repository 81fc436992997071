"""``<DORA hai>``: a new dora indicator, turned after a kan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lxml import etree

from viewer.domain.events import NewDora

if TYPE_CHECKING:
    from viewer.formats.mjlog.state import ParseState

ATTRIBUTES = frozenset({"hai"})


def read_dora(state: ParseState, el: etree._Element) -> NewDora:
    """One path only: a DORA is rare (a kan), and the checked reading is cheap."""
    if len(el.attrib) > 1:
        state.check_attributes(el, ATTRIBUTES)
    tile = state.number(el, "hai")
    if not 0 <= tile < 136:
        raise state.error(f"tile id out of range: {tile} (must be 0-135)")
    return NewDora(tile)

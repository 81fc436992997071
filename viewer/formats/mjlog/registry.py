"""Every tag of the log and how it is read: one table, tag -> its unit.

A unit names its fast handler (what the round loop calls), the checked handler the fast one falls
back to on anything unusual (the same function where a tag has one path), what it does in the
header, the attributes it knows and the events it gives. The round loop, the header, the check of
attributes and the differential test (tests/hostile/test_fast_paths.py) all read this table; the
tables they use on the hot path are built from it here, once.

Draws and discards are families of tags (``T0`` ... ``T135``): a family's key is its letter, and
the round loop looks them up in ``tags.TILE_EVENTS`` inline rather than through a handler.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from lxml import etree

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
from viewer.formats.mjlog.elements import agari, call, dora, game, init, players, reach, ryuukyoku
from viewer.formats.mjlog.elements.tiles import read_tile, tile_checked
from viewer.formats.mjlog.tags import DISCARD_TAGS, DRAW_TAGS

if TYPE_CHECKING:
    from viewer.formats.mjlog.state import ParseState

RoundHandler = Callable[["ParseState", etree._Element], Event | None]
HeaderHandler = Callable[["ParseState", etree._Element], None]


class TagUnit(NamedTuple):
    """How one tag (or family of tags) is read."""

    fast: RoundHandler | None = None  # inside a round (None: not a round's element)
    checked: RoundHandler | None = None  # what ``fast`` must agree with (``fast``: one path)
    header: HeaderHandler | None = None  # before the first INIT (None: an error there)
    attributes: frozenset[str] | None = None  # the attributes it knows (None: a tile family)
    checks_own_attributes: bool = False  # ``fast`` names unknown attributes itself
    events: tuple[type[Event], ...] = ()  # what it gives


ROUND_START = "INIT"  # the tag that starts a round (and ends the one before)

REGISTRY: dict[str, TagUnit] = {
    # the header
    "SHUFFLE": TagUnit(header=game.ignore, attributes=game.SHUFFLE_ATTRIBUTES),
    "GO": TagUnit(header=game.read_rules, attributes=game.GO_ATTRIBUTES),
    "UN": TagUnit(
        players.read_reconnect, players.read_reconnect, header=players.read_players,
        attributes=players.UN_ATTRIBUTES, events=(Reconnect,),
    ),
    "TAIKYOKU": TagUnit(header=game.ignore, attributes=game.TAIKYOKU_ATTRIBUTES),
    "BYE": TagUnit(
        players.read_disconnect, players.read_disconnect, header=game.ignore,
        attributes=players.BYE_ATTRIBUTES, events=(Disconnect,),
    ),
    # a round
    ROUND_START: TagUnit(
        init.read_init, init.init_checked, attributes=init.ATTRIBUTES,
        checks_own_attributes=True, events=(RoundStart,),
    ),
    **{
        letter: TagUnit(read_tile, tile_checked, checks_own_attributes=True, events=(Draw,))
        for letter in DRAW_TAGS
    },
    **{
        letter: TagUnit(read_tile, tile_checked, checks_own_attributes=True, events=(Discard,))
        for letter in DISCARD_TAGS
    },
    "N": TagUnit(
        call.read_call, call.decode_call, attributes=call.ATTRIBUTES,
        checks_own_attributes=True, events=(Call,),
    ),
    "REACH": TagUnit(
        reach.read_reach, reach.reach_checked, attributes=reach.ATTRIBUTES,
        checks_own_attributes=True, events=(RiichiDeclared, RiichiAccepted),
    ),
    "DORA": TagUnit(
        dora.read_dora, dora.read_dora, attributes=dora.ATTRIBUTES, checks_own_attributes=True,
        events=(NewDora,),
    ),
    "AGARI": TagUnit(
        agari.read_agari, agari.agari_checked, attributes=agari.ATTRIBUTES, events=(Agari,)
    ),
    "RYUUKYOKU": TagUnit(
        ryuukyoku.read_ryuukyoku, ryuukyoku.ryuukyoku_checked,
        attributes=ryuukyoku.ATTRIBUTES, events=(Ryuukyoku,),
    ),
}  # fmt: skip

# -- tables built from the registry ------------------------------------------------------------
# The attributes of each named tag (tile families have none); a tag listed here is a known one.
KNOWN_ATTRIBUTES: dict[str, frozenset[str]] = {
    tag: unit.attributes for tag, unit in REGISTRY.items() if unit.attributes is not None
}
HEADER_HANDLERS: dict[str, HeaderHandler] = {
    tag: unit.header for tag, unit in REGISTRY.items() if unit.header is not None
}
# Handlers of the elements inside a round (draws and discards never get here). Plain functions in
# a module table, not bound methods kept on the parse state: those would make each state a
# reference cycle, keeping its whole XML tree alive until the cyclic collector found it.
ROUND_HANDLERS: dict[str, RoundHandler] = {
    tag: unit.fast
    for tag, unit in REGISTRY.items()
    if unit.fast is not None and unit.attributes is not None and tag != ROUND_START
}
# Frequent elements whose handlers look for unknown attributes only when there are more
# attributes than they know (len(el.attrib) is cheaper than listing the names every time).
SELF_CHECKED = frozenset(tag for tag in ROUND_HANDLERS if REGISTRY[tag].checks_own_attributes)

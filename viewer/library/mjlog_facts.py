"""The library's facts of an mjlog straight from its XML tree, without building the GameRecord.

Indexing needs a few numbers per round (who won, off whom, riichi, calls, draws up to a win), not
the replayable record: nine elements in ten are draws and discards, and building an event for
each (then reading them back) was most of a scan's time. This walk goes over the same tree the
mjlog reader parses (``parse_document``: the same caps and refusals), reads the header with the
reader's own ``parse_header``, and the rare elements (INIT, N, REACH, DORA, AGARI, RYUUKYOKU,
UN, BYE) with the reader's own handlers, on the reader's own parse state; draws are only counted
and discards only checked. The rows come from the same ``FactsBuilder`` that ``game_facts`` uses.

The full reader stays THE reader: anything this walk is not sure of (XML damage or a cut-off
file, an unknown or misplaced element, an error of any handler, any exception at all) makes it
decline (None), and the caller reads the file with ``parse_game`` + ``game_facts``, which then
gives the facts or the one-line error. tests/library/test_mjlog_facts.py checks that the two
agree on every corpus log, the hand-written games and thousands of mutated logs.
"""

from __future__ import annotations

from lxml import etree

from viewer.domain.events import Agari, Disconnect, Reconnect, Ryuukyoku
from viewer.formats.mjlog.elements.init import read_init
from viewer.formats.mjlog.header import parse_header
from viewer.formats.mjlog.reader import parse_document
from viewer.formats.mjlog.registry import ROUND_HANDLERS, ROUND_START
from viewer.formats.mjlog.state import ParseState
from viewer.formats.mjlog.tags import DISCARD_TAGS, DRAW_TAGS
from viewer.library.facts import FactsBuilder, GameFacts

# Tag -> the seat that draws (0-3), or -1 for any discard: only tile ids Tenhou writes (0-135,
# no sign, no leading zero); any other tag shaped like a draw is left to the full reader.
TILE_KINDS: dict[str, int] = {
    **{f"{letter}{tile}": seat for seat, letter in enumerate(DRAW_TAGS) for tile in range(136)},
    **{f"{letter}{tile}": -1 for letter in DISCARD_TAGS for tile in range(136)},
}
_RESULTS = (Agari, Ryuukyoku)
_CONNECTIONS = (Disconnect, Reconnect)


class Declined(Exception):
    """Something the lean walk leaves to the full reader."""


def mjlog_facts(content: bytes) -> GameFacts | None:
    """The facts of an mjlog's decompressed bytes, or None: read it with the full reader."""
    try:
        document = parse_document(content)
        if document.truncation is not None or document.damage is not None:
            return None
        return _walk(ParseState(document.root, None))
    except Exception:  # noqa: BLE001 - any doubt at all: the full reader decides (and words it)
        return None


def _walk(state: ParseState) -> GameFacts:
    header = parse_header(state)  # players, rules, the rounds' INITs, the game's end
    builder = FactsBuilder(state.player_count)
    root = state.root
    init: etree._Element | None = next(root.iterchildren(ROUND_START), None)
    ordinal = 0
    while init is not None:
        ordinal += 1
        init = _round(state, builder, ordinal, init)
    if ordinal != len(header.rounds):
        raise Declined("the rounds found differ from the header's")
    return builder.finish(state.record(()))


def _round(
    state: ParseState, builder: FactsBuilder, ordinal: int, init: etree._Element
) -> etree._Element | None:
    """One round from its INIT; returns the next round's INIT (None: the log ends)."""
    state.round_ordinal = ordinal
    state.tag = ROUND_START
    builder.start_round(ordinal, read_init(state, init))
    draws = builder.draws
    add = builder.add
    kinds = TILE_KINDS.get
    handlers = ROUND_HANDLERS
    result: object = None  # the round's result event so far
    for el in init.itersiblings():
        tag = el.tag
        kind = kinds(tag)  # (an entity's tag is a function: None here)
        if kind is not None:
            if result is not None:
                raise Declined("a play after the round's result")
            if kind >= 0:
                draws[kind] += 1
            continue
        if tag.__class__ is not str:
            raise Declined("an entity among the elements")
        if tag == ROUND_START:
            builder.end_round()
            return el
        handler = handlers.get(tag)
        if handler is None:
            raise Declined("an unknown element")
        state.tag = tag
        event = handler(state, el)
        if event is None:
            continue
        cls = event.__class__
        if (
            result is not None
            and cls not in _CONNECTIONS
            and (cls is not Agari or result.__class__ is not Agari)
        ):  # only a second winner or a connection may follow a result
            raise Declined("a second result or a play after the round's result")
        if cls in _RESULTS:
            result = event
        add(event)
    builder.end_round()
    return None

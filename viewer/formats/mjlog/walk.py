"""A lean walk over an mjlog for readers that need a few numbers per round, not the GameRecord.

The library's index needs who won, off whom, riichi, calls and draws up to a win, not the
replayable record: nine elements in ten are draws and discards, and building an event for each
(then reading them back) was most of a scan's time. This walk goes over the same tree the reader
parses (``parse_document``: the same caps and refusals), reads the header with the reader's own
``parse_header``, and the rare elements (INIT, N, REACH, DORA, AGARI, RYUUKYOKU, UN, BYE) with the
reader's own handlers on the reader's own parse state; draws are only counted and discards only
checked. What it finds goes to a ``RoundSink`` the caller makes (the library's ``FactsBuilder``),
so the walk stays inside this package and the library reads it through ``viewer.formats.mjlog``.

The full reader stays THE reader: anything this walk is not sure of (XML damage or a cut-off
file, an unknown or misplaced element, an error of any handler, any exception at all) makes it
decline (None), and the caller reads the file with the full reader, which then gives the game or
the one-line error. tests/library/test_mjlog_facts.py checks that the two agree on every corpus
log, the hand-written games and thousands of mutated logs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from lxml import etree

from viewer.domain.events import Agari, Disconnect, Event, Reconnect, RoundStart, Ryuukyoku
from viewer.domain.record import GameRecord
from viewer.formats.mjlog.elements.init import read_init
from viewer.formats.mjlog.header import parse_header
from viewer.formats.mjlog.reader import parse_document
from viewer.formats.mjlog.registry import ROUND_HANDLERS, ROUND_START
from viewer.formats.mjlog.state import ParseState
from viewer.formats.mjlog.tags import DISCARD_TAGS, DRAW_TAGS

# Tag -> the seat that draws (0-3), or -1 for any discard: only tile ids Tenhou writes (0-135,
# no sign, no leading zero); any other tag shaped like a draw is left to the full reader.
TILE_KINDS: dict[str, int] = {
    **{f"{letter}{tile}": seat for seat, letter in enumerate(DRAW_TAGS) for tile in range(136)},
    **{f"{letter}{tile}": -1 for letter in DISCARD_TAGS for tile in range(136)},
}
_RESULTS = (Agari, Ryuukyoku)
_CONNECTIONS = (Disconnect, Reconnect)


class RoundSink(Protocol):
    """What the walk feeds, round by round: each round's start, its rare events in order, and
    its draws counted by seat in ``draws`` (the list the sink holds after ``start_round``; the
    hot path adds to it directly). No draw follows a round's result: the walk declines first."""

    draws: list[int]

    def start_round(self, ordinal: int, start: RoundStart) -> None: ...

    def add(self, event: Event) -> None: ...

    def end_round(self) -> None: ...


SinkT = TypeVar("SinkT", bound=RoundSink)


class Declined(Exception):
    """Something the lean walk leaves to the full reader."""


def walk_rounds(
    content: bytes, new_sink: Callable[[int], SinkT]
) -> tuple[SinkT, GameRecord] | None:
    """Feed every round of an mjlog's decompressed bytes to ``new_sink(players)``; return the
    sink and the game's record without rounds (players, rules, final scores, warnings), or None:
    read the file with the full reader."""
    try:
        document = parse_document(content)
        if document.truncation is not None or document.damage is not None:
            return None
        state = ParseState(document.root, None)
        header = parse_header(state)  # players, rules, the rounds' INITs, the game's end
        sink = new_sink(state.player_count)
        init: etree._Element | None = next(state.root.iterchildren(ROUND_START), None)
        ordinal = 0
        while init is not None:
            ordinal += 1
            init = _round(state, sink, ordinal, init)
        if ordinal != len(header.rounds):
            raise Declined("the rounds found differ from the header's")
        return sink, state.record(())
    except Exception:  # noqa: BLE001 - any doubt at all: the full reader decides (and words it)
        return None


def _round(
    state: ParseState, sink: RoundSink, ordinal: int, init: etree._Element
) -> etree._Element | None:
    """One round from its INIT; returns the next round's INIT (None: the log ends)."""
    state.round_ordinal = ordinal
    state.tag = ROUND_START
    sink.start_round(ordinal, read_init(state, init))
    draws = sink.draws
    add = sink.add
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
            sink.end_round()
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
    sink.end_round()
    return None

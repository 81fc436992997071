"""The round loop: one round's elements, from its INIT to the next, into a RoundRecord.

Draws and discards are taken by a tight inner loop (one dict lookup each, no call); it breaks
out on anything else, which is handed to the tag's handler with the element's position known.
"""

from __future__ import annotations

from lxml import etree

from viewer.domain.events import Agari, Disconnect, Event, Reconnect, Ryuukyoku
from viewer.domain.lazy import LazySequence
from viewer.domain.record import RoundRecord
from viewer.formats.mjlog.elements.init import read_init
from viewer.formats.mjlog.elements.tiles import tile_checked
from viewer.formats.mjlog.errors import MjlogError
from viewer.formats.mjlog.registry import (
    KNOWN_ATTRIBUTES,
    ROUND_HANDLERS,
    ROUND_START,
    SELF_CHECKED,
)
from viewer.formats.mjlog.state import ParseState
from viewer.formats.mjlog.tags import TILE_EVENTS, short_tag

_new = tuple.__new__


class LazyRounds(LazySequence[RoundRecord]):
    """The rounds of a log, each parsed from its elements on first access and then kept."""

    __slots__ = ("_inits", "_state")

    def __init__(self, state: ParseState, inits: list[etree._Element]) -> None:
        super().__init__(len(inits))
        self._state = state
        self._inits = inits

    def _make(self, index: int) -> RoundRecord:
        return parse_round(self._state, index, self._inits[index], self)

    def init(self, index: int) -> etree._Element:
        """The INIT element of round ``index``."""
        return self._inits[index]

    @property
    def warnings(self) -> tuple[str, ...]:
        """Warnings of the rounds read so far (after the header's)."""
        return tuple(self._state.warnings)


def parse_round(
    state: ParseState, number: int, init: etree._Element, rounds: LazyRounds
) -> RoundRecord:
    """Parse one round from its INIT to the next INIT; a broken round's error carries the rounds
    before it (and the broken one up to its last good element) as the partial record."""
    state.before_error = ()
    state.round_ordinal = number + 1
    position = state.init_positions[number]
    if position < 0:  # the round before was not read (a lazy read opened here)
        position = state.init_positions[number] = state.root.index(init)
    state.element = first_element = position + 1
    state.tag = ROUND_START
    state.open_round = None
    state.round_end = None
    try:
        record = _round(state, init, first_element)
    except MjlogError as exc:
        if exc.partial is None:
            before = list(rounds[:number]) if number else []
            if state.open_round is not None and len(state.open_round[0]) > 1:
                # The broken round up to its last good element is worth showing too.
                events, skipped = state.open_round
                before.append(
                    RoundRecord(number + 1, events[0], tuple(events), first_element,
                                tuple(skipped), False)
                )  # fmt: skip
            if before:
                state.round_ordinal = number + 1
                exc.partial = state.record(tuple(before), broken=True)
        raise
    if state.round_end is not None:  # the round ended at the next round's INIT: it starts there
        end, end_position = state.round_end
        state.round_end = None
        following = number + 1
        if following < len(rounds) and rounds.init(following) is end:
            state.init_positions[following] = end_position
    return record


def _round(state: ParseState, init: etree._Element, first_element: int) -> RoundRecord:
    start = read_init(state, init)  # names unknown attributes itself
    events: list[Event] = [start]
    append = events.append
    get_tile_event = TILE_EVENTS.get
    skipped: list[int] = []
    state.open_round = (events, skipped)  # seen by parse_round when an element is broken
    handlers = ROUND_HANDLERS
    self_checked = SELF_CHECKED
    result: Event | None = None
    children = init.itersiblings()
    while True:
        el: etree._Element | None = None
        if result is None:
            for el in children:
                tile_event = get_tile_event(el.tag)
                if tile_event is None:
                    break
                append(tile_event)
            else:
                el = None
        else:
            el = next(children, None)
        if el is None:
            break
        # The element's position and tag are kept on the state for the messages of errors
        # and warnings, and in locals for the checks here (cheaper than reading them back).
        state.element = element = first_element + len(events) + len(skipped)
        tag = el.tag
        if tag.__class__ is not str:  # an entity's tag is a function
            tag = str(tag)
        state.tag = tag
        if tag == ROUND_START:
            state.round_end = (el, element - 1)
            break
        handler = handlers.get(tag)
        if handler is None:
            if result is not None and (tag in TILE_EVENTS or tag in KNOWN_ATTRIBUTES):
                raise state.error("a play after the round's result")
            if tile_checked(state, el) is None:  # a draw or discard out of range raises
                state.warn(f"unknown element <{short_tag(tag)}> ignored", key=f"tag:{tag}")
            skipped.append(element)
            continue
        if tag not in self_checked:
            state.check_attributes(el, KNOWN_ATTRIBUTES.get(tag))
        event = handler(state, el)
        if event is None:
            skipped.append(element)
            continue
        cls = event.__class__
        if result is not None and cls is not Disconnect and cls is not Reconnect:
            if cls is Ryuukyoku or result.__class__ is Ryuukyoku:
                raise state.error("a second result after the round's draw result")
            if cls is not Agari:
                raise state.error("a play after the round's result")
        if cls is Agari or cls is Ryuukyoku:
            result = event
        append(event)
    # ordinal, start, events, first_element, skipped, complete
    record: RoundRecord = _new(RoundRecord, (
        state.round_ordinal or 0, start, tuple(events), first_element, tuple(skipped),
        result is not None,
    ))  # fmt: skip
    return record

"""The header and the shape of the game: everything before the first INIT, where the rounds
start, and how the game ends (or where the file stops)."""

from __future__ import annotations

from lxml import etree

from viewer.domain.record import GameRecord
from viewer.formats.mjlog.errors import MjlogError, shown
from viewer.formats.mjlog.limits import MAX_ROUNDS
from viewer.formats.mjlog.registry import HEADER_HANDLERS, KNOWN_ATTRIBUTES, ROUND_START
from viewer.formats.mjlog.rounds import LazyRounds
from viewer.formats.mjlog.state import ParseState
from viewer.formats.mjlog.tags import TILE_EVENTS, short_tag


def parse_header(state: ParseState) -> GameRecord:
    """Read everything before the first INIT, find the rounds and the game's end."""
    root = state.root
    ver = root.get("ver")
    if ver is not None and ver != "2.3":
        state.warn(f"unknown log version {shown(ver)}; read as 2.3")
    first_init: etree._Element | None = None
    for el in root:
        state.element += 1
        state.tag = str(el.tag)
        if state.tag == ROUND_START:
            first_init = el
            break
        handler = HEADER_HANDLERS.get(state.tag)
        if handler is None:
            if state.tag in KNOWN_ATTRIBUTES or state.tag in TILE_EVENTS:
                raise state.error(f"<{state.tag}> comes before the first round's <INIT>")
            state.warn(f"unknown element <{short_tag(state.tag)}> ignored", key=f"tag:{state.tag}")
            continue
        state.check_attributes(el, KNOWN_ATTRIBUTES.get(state.tag))
        handler(state, el)
    if not state.seen_players:
        raise state.error(
            _cut_short(state, "the log has no player list (<UN>) before the first round")
        )
    inits = list(root.iterchildren(ROUND_START))
    # Where each round starts. The first INIT is where the header ends; each later one is
    # where the round before it ends, learnt by reading that round (parse_round), as a full
    # read does anyway. root.index() would walk back over every earlier element, per round.
    state.init_positions = [-1] * len(inits)
    if inits and first_init is inits[0]:
        state.init_positions[0] = state.element - 1
    if not inits:
        raise MjlogError(_cut_short(state, "the log has no rounds (no <INIT> element)"))
    if len(inits) > MAX_ROUNDS:
        state.element, state.tag = root.index(inits[MAX_ROUNDS]) + 1, ROUND_START
        state.round_ordinal = MAX_ROUNDS + 1
        raise MjlogError(
            f"more than {MAX_ROUNDS} rounds: this is not one game (refused)",
            round_ordinal=state.round_ordinal,
            element=state.element,
            tag=state.tag,
            partial=state.record(LazyRounds(state, inits[:MAX_ROUNDS]), broken=True),
        )
    _read_the_end(state, inits)
    return state.record(LazyRounds(state, inits))


def _read_the_end(state: ParseState, inits: list[etree._Element]) -> None:
    """The final scores of the game, or where and why the file stops before them."""
    root = state.root
    results = root.iterchildren("AGARI", "RYUUKYOKU", reversed=True)
    last_result = next(results, None)
    last_position = -1
    # The last result ends the last round if no INIT comes after it: if the first INIT before
    # it is the last one (a short walk back, where root.index() walks back to the start).
    if last_result is not None and (
        next(last_result.itersiblings(ROUND_START, preceding=True), None) is inits[-1]
    ):
        last_position = root.index(last_result)
    last_complete = last_position >= 0
    if last_complete and last_result is not None:
        state.element = last_position + 1
        state.tag = str(last_result.tag)
        state.round_ordinal = len(inits)
        state.owari(last_result.get("owari"))
        state.round_ordinal = None
    if not last_complete:
        where = f"in the middle of round {len(inits)}"
    elif state.final is None and not state.owari_broken:
        where = f"after round {len(inits)}, before the game's end"
    else:
        where = ""
    if where and state.truncation:
        state.truncation = f"{state.truncation}, {where}"
    elif where:
        state.truncation = f"the log stops {where}"


def _cut_short(state: ParseState, message: str) -> str:
    """A message about something missing, saying why when the file is cut off."""
    return f"{message}: {state.truncation}" if state.truncation else message


def damaged(state: ParseState, damage: str) -> MjlogError:
    """XML damage inside the file: the rounds before it (parsed now) are the partial record.

    ``state.root`` holds the elements before the damage. Errors found among them come first,
    as they come first in the file.
    """
    elements = len(state.root)
    try:
        record = parse_header(state)
        rounds = list(record.rounds)
    except MjlogError as exc:
        if exc.message.startswith("the log has no"):  # cut short by the damage itself
            return MjlogError(damage, element=elements + 1, partial=exc.partial)
        return exc
    if rounds and len(rounds[-1].events) == 1:  # a deal alone is nothing to show
        rounds.pop()
    if rounds:
        state.round_ordinal = rounds[-1].ordinal + rounds[-1].complete
    else:
        state.round_ordinal = 1
    return MjlogError(
        damage,
        round_ordinal=state.round_ordinal,
        element=elements + 1,
        partial=state.record(tuple(rounds), broken=True) if rounds else None,
    )

"""Each tag's fast path accepts exactly what its checked path does.

The fast paths exist for speed and fall back to the checked paths on anything unusual; if a fast
path took an element the checked path refuses (or read it differently), a broken log would open
without its error. Every tag of the registry with two paths is read both ways here, on mutated
elements from the hand-written game and on every element of the real logs.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree

from tests.conftest import corpus_games, requires_corpus
from tests.hostile.hostile_helpers import element, small_game
from viewer.formats.mjlog import MjlogError
from viewer.formats.mjlog.elements.tiles import tile_checked
from viewer.formats.mjlog.header import parse_header
from viewer.formats.mjlog.reader import decompress
from viewer.formats.mjlog.registry import REGISTRY, ROUND_START, TagUnit
from viewer.formats.mjlog.state import ParseState
from viewer.formats.mjlog.tags import TILE_EVENTS, TILE_TAG

GAME = small_game()
# The units with a fast path beside their checked one: those the test compares.
TWO_PATHS = {tag: unit for tag, unit in REGISTRY.items() if unit.fast is not unit.checked}
TILE_LETTERS = [tag for tag, unit in TWO_PATHS.items() if unit.attributes is None]
NAMED_TAGS = [tag for tag, unit in TWO_PATHS.items() if unit.attributes is not None]


def unit_key(tag: str) -> str:
    """The registry's key of a tag: the tag, or the letter of a draw or discard (its tile id
    valid or not)."""
    return tag if tag in REGISTRY else tag[0]


ROUND_ELEMENTS = [  # (number, tag): every element of the game with two paths
    (n, tag)
    for n, tag in (
        (n, re.match(rb"<(\w+)", element(GAME, n))[1].decode())  # type: ignore[index]
        for n in range(5, 44)
    )
    if unit_key(tag) in TWO_PATHS
]
# Attributes a mutation may add to any element: optional ones of a win, and a revealed hand.
EXTRA_NAMES = ["paoWho", "doraHaiUra", "yakuman", "m", "hai1"]
ODD = ["", "0", "-1", "7", " 7", "07", "x", "135", "136", "4", "1e3", "٣", "0,0", "1,,2"]
# Tile ids a mutated draw or discard may have (those that make a valid XML name).
ODD_TILES = ["", "0", "00", "07", "-1", "-0", "135", "136", "0135", "999", "1e3", "٣", "x", "1_0"]


def test_the_game_has_every_tag_with_two_paths() -> None:
    assert {unit_key(tag) for _, tag in ROUND_ELEMENTS} == set(TWO_PATHS)


def state_for_rounds() -> ParseState:
    state = ParseState(etree.fromstring(GAME), None)
    parse_header(state)
    state.round_ordinal, state.element, state.tag = 1, 5, ROUND_START
    return state


def read(unit: TagUnit, path: str, el: etree._Element) -> tuple[object, list[str]]:
    """A path's event (or error message) and warnings, as the round loop would get them: it
    names unknown attributes first unless the fast handler does (a checked one never does)."""
    state = state_for_rounds()
    state.tag = el.tag
    handler = unit.fast if path == "fast" else unit.checked
    assert handler is not None
    try:
        if path == "checked" or not unit.checks_own_attributes:
            state.check_attributes(el, unit.attributes)
        result: object = handler(state, el)
    except MjlogError as exc:
        result = f"MjlogError: {exc.message}"
    return result, state.warnings


def assert_paths_agree(el: etree._Element) -> None:
    unit = REGISTRY[unit_key(el.tag)]
    (result, warnings) = read(unit, "fast", el)
    (checked_result, checked_warnings) = read(unit, "checked", el)
    assert result == checked_result, etree.tostring(el)
    # N and REACH look for unknown attributes only past the two they know: with two, one unknown
    # and one they need missing, the error comes without the warning. INIT always names them.
    if not (unit.checks_own_attributes and el.tag != ROUND_START and isinstance(result, str)):
        assert warnings == checked_warnings, etree.tostring(el)


@st.composite
def mutated_element(draw: st.DrawFn) -> etree._Element:
    number, tag = draw(st.sampled_from(ROUND_ELEMENTS))
    el = etree.fromstring(element(GAME, number))
    if unit_key(tag) in TILE_LETTERS:  # a draw or discard: its data is in its name
        letter = draw(st.sampled_from(TILE_LETTERS))
        return etree.Element(letter + draw(st.sampled_from([tag[1:], *ODD_TILES])))
    names = list(el.attrib)
    for _ in range(draw(st.integers(1, 3))):
        name = draw(st.sampled_from([*names, *EXTRA_NAMES]))
        choice = draw(st.sampled_from(["remove", "odd", "append", "drop", "edit"]))
        value = el.get(name)
        if choice == "remove":
            el.attrib.pop(name, None)
        elif choice == "odd" or value is None:
            el.set(name, draw(st.sampled_from(ODD)))
        elif choice == "append":
            el.set(name, value + "," + draw(st.sampled_from(ODD)))
        elif choice == "drop":
            el.set(name, ",".join(value.split(",")[:-1]))
        else:
            parts = value.split(",")
            i = draw(st.integers(0, len(parts) - 1))
            parts[i] = draw(st.sampled_from(ODD))
            el.set(name, ",".join(parts))
    return el


@settings(max_examples=300, deadline=None)
@given(mutated_element())
def test_fast_and_checked_paths_agree(el: etree._Element) -> None:
    assert_paths_agree(el)


def test_the_unmutated_elements_take_the_fast_path_with_the_same_result() -> None:
    for number, _ in ROUND_ELEMENTS:
        el = etree.fromstring(element(GAME, number))
        unit = REGISTRY[unit_key(el.tag)]
        assert read(unit, "fast", el) == read(unit, "checked", el)


def test_every_draw_and_discard_of_the_table_is_what_the_checked_path_reads() -> None:
    state = state_for_rounds()
    for tag, event in TILE_EVENTS.items():
        state.tag = tag
        assert tile_checked(state, etree.Element(tag)) == event, tag
    assert len(TILE_EVENTS) == 136 * len(TILE_LETTERS)


@pytest.mark.parametrize("number", ODD_TILES)
def test_a_tile_tag_outside_the_table_is_refused_by_the_checked_path(number: str) -> None:
    for letter in TILE_LETTERS:
        tag = letter + number
        if tag in TILE_EVENTS:
            continue
        state = state_for_rounds()
        state.tag = tag
        if TILE_TAG.fullmatch(tag):
            with pytest.raises(MjlogError, match="tile id out of range"):
                tile_checked(state, etree.Element(tag))
        else:  # not shaped like a draw or discard: an unknown element, for the round loop
            assert tile_checked(state, etree.Element(tag)) is None


@requires_corpus
def test_fast_and_checked_paths_agree_on_every_corpus_element() -> None:
    """Every element of the real logs whose tag has two paths, read both ways, in one state per
    game (so the shared decoded values of earlier elements are in play, as in a real read; the
    fast path goes first: the calls fill the meld cache the wins then read from)."""
    compared = 0
    for path in corpus_games():
        root = etree.fromstring(decompress(path.read_bytes())[0])
        state = ParseState(root, None)
        parse_header(state)
        for el in root.iterchildren(*NAMED_TAGS):
            state.tag = str(el.tag)
            unit = REGISTRY[state.tag]
            assert unit.fast is not None and unit.checked is not None
            assert unit.fast(state, el) == unit.checked(state, el), (path.name, etree.tostring(el))
            compared += 1
    assert compared > 10_000


def round_starts(data: bytes, order: list[int] | None = None) -> tuple[list[int], list[int]]:
    """Where the parser puts each round's INIT (first_element - 1), reading the rounds in
    ``order`` (lazily; all in turn if None), and where root.index() finds them."""
    root = etree.fromstring(decompress(data)[0])
    rounds = parse_header(ParseState(root, None)).rounds
    indexes = order if order is not None else list(range(len(rounds)))
    starts = [rounds[i].first_element - 1 for i in indexes]
    inits = list(root.iterchildren(ROUND_START))
    return starts, [root.index(inits[i]) for i in indexes]


def test_round_positions_learnt_from_the_round_before_are_root_index() -> None:
    """Each round's position is taken from where the round before it ended; a round opened
    first in a lazy read (no round before it read) has it from root.index()."""
    starts, expected = round_starts(GAME)
    assert starts == expected
    for order in ([2, 3, 0, 1], [3, 2, 1, 0], [1, 1, 2]):
        starts, expected = round_starts(GAME, order)
        assert starts == expected, order


@requires_corpus
def test_round_positions_agree_with_root_index_on_every_corpus_game() -> None:
    for path in corpus_games():
        data = path.read_bytes()
        starts, expected = round_starts(data)
        assert starts == expected, path.name
        backwards = list(range(len(starts)))[::-1]
        starts, expected = round_starts(data, backwards)
        assert starts == expected, path.name


def single_edits(el: etree._Element) -> list[etree._Element]:
    """The element with one attribute removed, set to each odd value, extended by one, or cut
    by one value: every simple way one attribute can go wrong (a draw or discard: its tile id
    replaced by each odd one, under each letter)."""
    if unit_key(el.tag) in TILE_LETTERS:
        return [etree.Element(c + n) for c in TILE_LETTERS for n in [el.tag[1:], *ODD_TILES]]
    variants = []
    for name in [*el.attrib, *EXTRA_NAMES]:
        value = el.get(name)
        edits: list[str | None] = [None, *ODD]
        if value is not None:
            edits += [value + "," + odd for odd in ODD] + [",".join(value.split(",")[:-1])]
        for edit in edits:
            variant = etree.fromstring(etree.tostring(el))
            if edit is None:
                variant.attrib.pop(name, None)
            else:
                variant.set(name, edit)
            variants.append(variant)
    return variants


@pytest.mark.parametrize(("number", "tag"), ROUND_ELEMENTS)
def test_fast_and_checked_paths_agree_on_every_single_edit(number: int, tag: str) -> None:
    for el in single_edits(etree.fromstring(element(GAME, number))):
        assert_paths_agree(el)

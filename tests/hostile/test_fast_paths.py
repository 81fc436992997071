"""The parser's fast paths (INIT, AGARI, REACH, N) accept exactly what the checked handlers do.

The fast paths exist for speed and fall back to the checked handlers on anything unusual; if a
fast path took an element the checked handler refuses (or read it differently), a broken log
would open without its error. Mutated elements from the hand-written game are read both ways.
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
from viewer.formats.mjlog.parser import _Parser
from viewer.formats.mjlog.reader import decompress

GAME = small_game()
ROUND_ELEMENTS = [  # (number, tag): every element of the game that has a fast path
    (n, tag)
    for n, tag in (
        (n, re.match(rb"<(\w+)", element(GAME, n))[1].decode())  # type: ignore[index]
        for n in range(5, 44)
    )
    if tag in ("INIT", "AGARI", "REACH", "N", "RYUUKYOKU")
]
# Each fast handler and the checked one it must agree with.
HANDLERS = {
    "INIT": ("_init", "_init_checked"),
    "AGARI": ("_agari", "_agari_checked"),
    "REACH": ("_reach", "_reach_checked"),
    "N": ("_call", "_decode_call"),
    "RYUUKYOKU": ("_ryuukyoku", "_ryuukyoku_checked"),
}
# Attributes a mutation may add to any element: optional ones of a win, and a revealed hand.
EXTRA_NAMES = ["paoWho", "doraHaiUra", "yakuman", "m", "hai1"]
ODD = ["", "0", "-1", "7", " 7", "07", "x", "135", "136", "4", "1e3", "٣", "0,0", "1,,2"]


def parser_for_rounds() -> _Parser:
    root = etree.fromstring(GAME)
    parser = _Parser(root, None)
    parser.parse_header()
    parser.round_ordinal, parser.element, parser.tag = 1, 5, "INIT"
    return parser


# Fast handlers that name unknown attributes themselves; the others have the round loop do it
# first (the checked handlers never do).
SELF_CHECKING = frozenset({"_init", "_reach", "_call"})


def read(handler_name: str, el: etree._Element) -> tuple[object, list[str]]:
    """The handler's event (or error message) and warnings, as the round loop would get them."""
    parser = parser_for_rounds()
    parser.tag = el.tag
    try:
        if handler_name not in SELF_CHECKING:
            parser._check_attributes(el)
        result: object = getattr(parser, handler_name)(el)
    except MjlogError as exc:
        result = f"MjlogError: {exc.message}"
    return result, parser.warnings


@st.composite
def mutated_element(draw: st.DrawFn) -> tuple[str, etree._Element]:
    number, tag = draw(st.sampled_from(ROUND_ELEMENTS))
    el = etree.fromstring(element(GAME, number))
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
    return tag, el


@settings(max_examples=300, deadline=None)
@given(mutated_element())
def test_fast_and_checked_handlers_agree(case: tuple[str, etree._Element]) -> None:
    tag, el = case
    fast, checked = HANDLERS[tag]
    (result, warnings), (checked_result, checked_warnings) = read(fast, el), read(checked, el)
    assert result == checked_result, etree.tostring(el)
    # _reach and _call look for unknown attributes only past two: with two, one unknown, one they
    # need is missing, and that error comes without the warning.
    if not (fast in ("_reach", "_call") and isinstance(result, str)):
        assert warnings == checked_warnings, etree.tostring(el)


def test_the_unmutated_elements_take_the_fast_path_with_the_same_result() -> None:
    for number, tag in ROUND_ELEMENTS:
        el = etree.fromstring(element(GAME, number))
        fast, checked = HANDLERS[tag]
        assert read(fast, el) == read(checked, el)


@requires_corpus
def test_fast_and_checked_handlers_agree_on_every_corpus_element() -> None:
    """Every INIT, AGARI, REACH, N and RYUUKYOKU of the real logs, read both ways, in one parser
    per game (so the shared decoded values of earlier elements are in play, as in a real read)."""
    compared = 0
    for path in corpus_games():
        root = etree.fromstring(decompress(path.read_bytes())[0])
        parser = _Parser(root, None)
        parser.parse_header()
        for el in root.iterchildren("INIT", "AGARI", "REACH", "N", "RYUUKYOKU"):
            parser.tag = str(el.tag)
            if el.tag == "N":  # the calls fill the meld cache the wins then read from
                assert parser._call(el) == parser._decode_call(el), etree.tostring(el)
                continue
            fast = {
                "INIT": "_init",
                "AGARI": "_agari",
                "REACH": "_reach",
                "RYUUKYOKU": "_ryuukyoku",
            }[parser.tag]
            assert getattr(parser, fast)(el) == getattr(parser, fast + "_checked")(el), (
                path.name,
                etree.tostring(el),
            )
            compared += 1
    assert compared > 10_000


def round_starts(data: bytes, order: list[int] | None = None) -> tuple[list[int], list[int]]:
    """Where the parser puts each round's INIT (first_element - 1), reading the rounds in
    ``order`` (lazily; all in turn if None), and where root.index() finds them."""
    root = etree.fromstring(decompress(data)[0])
    parser = _Parser(root, None)
    rounds = parser.parse_header().rounds
    indexes = order if order is not None else list(range(len(rounds)))
    starts = [rounds[i].first_element - 1 for i in indexes]
    inits = list(root.iterchildren("INIT"))
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
    by one value: every simple way one attribute can go wrong."""
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
def test_fast_and_checked_handlers_agree_on_every_single_attribute_edit(
    number: int, tag: str
) -> None:
    fast, checked = HANDLERS[tag]
    for el in single_edits(etree.fromstring(element(GAME, number))):
        result, warnings = read(fast, el)
        checked_result, checked_warnings = read(checked, el)
        assert result == checked_result, etree.tostring(el)
        if not (fast in ("_reach", "_call") and isinstance(result, str)):
            assert warnings == checked_warnings, etree.tostring(el)

"""The registry of tags: every tag of the format has its unit; the tables built from it agree."""

from __future__ import annotations

import re
import typing

import pytest
from lxml import etree

from tests.conftest import REPO
from tests.hostile.hostile_helpers import small_game
from viewer.domain.events import Event
from viewer.formats.mjlog import parse_mjlog
from viewer.formats.mjlog.registry import (
    HEADER_HANDLERS,
    KNOWN_ATTRIBUTES,
    REGISTRY,
    ROUND_HANDLERS,
    ROUND_START,
    SELF_CHECKED,
)
from viewer.formats.mjlog.tags import DISCARD_TAGS, DRAW_TAGS, EVENT_TAGS, event_tag

FORMAT_REFERENCE = REPO.parent / "shared" / "docs" / "mjlog-format.md"


def grammar_tags(reference: str) -> set[str]:
    """The tags named in the element grammar of the format reference (§1.2), draws and discards
    by their letters (``T/U/V/W n``)."""
    section = reference.split("### 1.2", 1)[1]
    grammar = section.split("```", 2)[1]
    names = set(re.findall(r"\b[A-Z][A-Z0-9]*\b", grammar))
    return names


@pytest.mark.skipif(not FORMAT_REFERENCE.is_file(), reason="../shared/docs is not present")
def test_the_registry_has_a_unit_for_every_tag_of_the_format_reference() -> None:
    tags = grammar_tags(FORMAT_REFERENCE.read_text(encoding="utf-8"))
    assert {"GO", "INIT", "T", "G", "AGARI", "BYE"} <= tags  # the grammar was found
    assert tags - set(REGISTRY) == set()


def test_a_grammar_missing_a_tag_is_noticed() -> None:
    reference = "### 1.2 grammar\n```\nGO UN INIT T/U/V/W n KAN\n```\n"
    assert grammar_tags(reference) - set(REGISTRY) == {"KAN"}


def test_every_event_of_the_domain_has_a_tag() -> None:
    events = set(typing.get_args(Event))
    given = {cls for unit in REGISTRY.values() for cls in unit.events}
    assert given == events


def test_the_names_of_events_agree_with_the_units_that_give_them() -> None:
    """``tags.EVENT_TAGS`` (what the parse state names events by) is the registry's ``events``
    read the other way round: a unit that gives a new event, or an event moved to another tag,
    must change both."""
    given = {cls: tag for tag, unit in REGISTRY.items() if unit.attributes for cls in unit.events}
    assert given == EVENT_TAGS


def test_every_event_of_a_game_names_the_element_it_came_from() -> None:
    data = small_game()
    tags = [str(el.tag) for el in etree.fromstring(data)]
    record = parse_mjlog(data)
    compared = 0
    for rnd in record.rounds:
        assert not rnd.skipped
        for offset, event in enumerate(rnd.events):
            assert event_tag(event) == tags[rnd.first_element - 1 + offset]
            assert record.element_name is event_tag
            compared += 1
    assert compared == sum(len(rnd.events) for rnd in record.rounds) > 30


def test_the_tables_built_from_the_registry() -> None:
    named = {tag for tag in REGISTRY if tag not in DRAW_TAGS + DISCARD_TAGS}
    assert set(KNOWN_ATTRIBUTES) == named
    assert set(HEADER_HANDLERS) == {"SHUFFLE", "GO", "UN", "TAIKYOKU", "BYE"}
    # The round loop hands every named round element but the deal to its handler; draws and
    # discards it looks up itself.
    assert set(ROUND_HANDLERS) == {"UN", "BYE", "N", "REACH", "DORA", "AGARI", "RYUUKYOKU"}
    assert ROUND_START not in ROUND_HANDLERS
    assert set(SELF_CHECKED) == {"N", "REACH", "DORA"}

"""The header's game elements: ``<GO>`` (the rules), ``<SHUFFLE>`` and ``<TAIKYOKU>`` (kept out)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lxml import etree

from viewer.domain.record import Rules

if TYPE_CHECKING:
    from viewer.formats.mjlog.state import ParseState

GO_ATTRIBUTES = frozenset({"type", "lobby", "title", "rule", "ranking", "csrule"})
SHUFFLE_ATTRIBUTES = frozenset({"seed", "ref"})
TAIKYOKU_ATTRIBUTES = frozenset({"oya", "rc"})


def read_rules(state: ParseState, el: etree._Element) -> None:
    lobby = el.get("lobby")
    state.rules = Rules(
        type_bits=state.number(el, "type"),
        lobby=state.number(el, "lobby") if lobby is not None else None,
    )
    state.sanma = state.rules.sanma
    state.player_count = state.rules.players


def ignore(state: ParseState, el: etree._Element) -> None:
    """An element nothing is read from (its attributes are still checked)."""
    return None

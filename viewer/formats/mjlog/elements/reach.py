"""``<REACH who step [ten]>``: a riichi declared (step 1) and accepted (step 2, the stick paid)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lxml import etree

from viewer.domain.events import RiichiAccepted, RiichiDeclared
from viewer.formats.mjlog.limits import MAX_ATTRIBUTE_CHARS

if TYPE_CHECKING:
    from viewer.formats.mjlog.state import ParseState

ATTRIBUTES = frozenset({"who", "step", "ten"})
DECLARED_NAMES = ["who", "step"]  # lists: el.keys() is compared to them as is
ACCEPTED_NAMES = ["who", "ten", "step"]
# Riichi declarations repeat; their events are immutable, so they are made once and shared.
RIICHI_DECLARED = tuple(RiichiDeclared(seat) for seat in range(4))
_new = tuple.__new__


def read_reach(state: ParseState, el: etree._Element) -> RiichiDeclared | RiichiAccepted:
    # Tenhou writes who, step (and ten at step 2) in this order: when the names are exactly
    # those, nothing is unknown and el.values() reads them all at once (one get() each costs
    # more than the whole listing). Values are text (lxml's stubs also allow bytes).
    names = el.keys()
    if names == DECLARED_NAMES:
        who, step = el.values()
        if step == "1":
            try:
                seat = int(who)
            except ValueError:
                return reach_checked(state, el)
            if 0 <= seat < state.player_count:
                return RIICHI_DECLARED[seat]
    elif names == ACCEPTED_NAMES:
        who, ten, step = el.values()
        if step == "2" and isinstance(ten, str):
            try:
                seat = int(who)
                if len(ten) > MAX_ATTRIBUTE_CHARS:
                    raise ValueError
                # No strip() as in the checked handler: int() ignores the same whitespace,
                # and a blank text fails int() and goes the checked way.
                values = [*map(int, ten.split(","))]
            except ValueError:
                return reach_checked(state, el)
            if 0 <= seat < state.player_count and len(values) >= state.player_count:
                s0, s1, s2, s3 = (*values, 0)[:4]  # 3 values in a 3-player game
                accepted: RiichiAccepted = _new(
                    RiichiAccepted, (seat, (s0 * 100, s1 * 100, s2 * 100, s3 * 100))
                )
                return accepted
    elif len(names) > 2:  # something unknown
        state.check_attributes(el, ATTRIBUTES)
    return reach_checked(state, el)


def reach_checked(state: ParseState, el: etree._Element) -> RiichiDeclared | RiichiAccepted:
    who = state.seat(el)
    step = state.number(el, "step")
    if step == 1:
        return RiichiDeclared(who)
    if step == 2:
        ten = el.get("ten")
        scores = None
        if ten is not None:
            values = state.numbers(el, "ten", state.player_count)
            s0, s1, s2, s3 = [v * 100 for v in (values + [0, 0, 0, 0])[:4]]
            scores = (s0, s1, s2, s3)
        return RiichiAccepted(who, scores)
    raise state.error(f"step={step}: a riichi has steps 1 and 2 only")

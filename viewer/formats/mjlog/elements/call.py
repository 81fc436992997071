"""``<N who m>``: a call (chi, pon, kan, kita), its meld packed in the code ``m``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lxml import etree

from viewer.domain.events import Call
from viewer.domain.melds import MeldCodeError, decode_meld
from viewer.formats.mjlog.caches import CACHE_LIMIT, CALLS, MELDS

if TYPE_CHECKING:
    from viewer.formats.mjlog.state import ParseState

ATTRIBUTES = frozenset({"who", "m"})
_new = tuple.__new__


def read_call(state: ParseState, el: etree._Element) -> Call:
    """A call, shared with every earlier one of the same seat and code (calls repeat)."""
    if len(el.attrib) > 2:  # more than who and m: name what else is there
        state.check_attributes(el, ATTRIBUTES)
    who_text, code_text = el.get("who"), el.get("m")
    key = (state.sanma, who_text, code_text)
    cached = CALLS.get(key)
    if cached is not None:
        return cached
    # The texts read for the key give the numbers (no second get() each); anything unusual is
    # left to decode_call's helpers, which word the error.
    who: int | None = None
    code: int | None = None
    if who_text is not None and code_text is not None:
        try:
            who, code = int(who_text), int(code_text)
        except ValueError:
            who = code = None
    if who is not None and not 0 <= who < state.player_count:
        who = None
    event = decode_call(state, el, who, code)
    if len(CALLS) >= CACHE_LIMIT:
        CALLS.clear()
        MELDS.clear()
    CALLS[key] = event
    MELDS[(event.meld.code, event.seat)] = event.meld
    return event


def decode_call(
    state: ParseState, el: etree._Element, who: int | None = None, code: int | None = None
) -> Call:
    """The call of an N element. ``who`` (a seat) and ``code``: read from it already; None:
    read here by the checked helpers."""
    if who is None or code is None:
        who = state.seat(el)
        code = state.number(el, "m")
    try:
        meld = decode_meld(code, who)
    except MeldCodeError as exc:
        raise state.error(str(exc)) from None
    if meld.from_seat is not None and meld.from_seat >= state.player_count:
        raise state.error(
            f"meld code {code} takes a tile from seat {meld.from_seat}, "
            f"which is empty in a 3-player game"
        )
    if state.sanma and meld.kind == 0:
        raise state.error("chi is not allowed in a 3-player game")
    if not state.sanma and meld.kind == 5:
        raise state.error("kita (North extraction) only exists in 3-player games")
    result: Call = _new(Call, (who, meld))
    return result

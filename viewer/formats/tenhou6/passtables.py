"""Tables and helpers of the one-pass reading of a tenhou.net/6 kyoku (``onepass``)."""

from __future__ import annotations

from typing import Any

from viewer.domain.events import Call, Discard, Draw, NewDora, RiichiAccepted
from viewer.domain.melds import Meld, MeldKind, encode_meld
from viewer.formats.tenhou6.codes import CODES, CallCode, parse_call

_INT = frozenset({int})
_CALLS_ON_DISCARDS = frozenset("cpm")


class Unsure(Exception):
    """This round needs the full search (or its exact error message)."""


def _first_ids(red_fives: bool) -> dict[int, int]:
    """The first id handed out for each code: copy 0, or 1 for a plain five when copy 0 is the
    red one (a red code is refused, by the KeyError, in a game without red fives)."""
    first = {}
    for code, (kind, red) in CODES.items():
        if red:
            if red_fives:
                first[code] = kind * 4
        else:
            first[code] = kind * 4 + (1 if red_fives and kind in (4, 13, 22) else 0)
    return first


def _next_ids(red_fives: bool) -> list[int | None]:
    """The id handed out after each id for the same code; None after the last copy (and after a
    red five, which has one copy): using None as an id fails, and the search then says why."""
    after: list[int | None] = [tile + 1 if tile & 3 != 3 else None for tile in range(136)]
    if red_fives:
        for kind in (4, 13, 22):
            after[kind * 4] = None
    return after


FIRST_IDS = {flag: _first_ids(flag) for flag in (False, True)}
NEXT_IDS = {flag: _next_ids(flag) for flag in (False, True)}


_MELDS: dict[tuple[Meld, int], Meld] = {}


def coded(meld: Meld, seat: int) -> Meld:
    """The meld with its Tenhou code, shared: games repeat the same melds, and encoding one
    costs more than a whole draw and discard."""
    coded = _MELDS.get((meld, seat))
    if coded is None:
        if len(_MELDS) >= 4096:
            _MELDS.clear()
        coded = _MELDS[meld, seat] = meld._replace(code=encode_meld(meld, seat))
    return coded


def read_calls(draws: list[list[Any]]) -> list[dict[int, CallCode]]:
    """Each seat's calls on discards, by their index in its incoming list; Unsure for any other
    string there (a malformed call, or a kan or kita where only a discard can be taken)."""
    calls: list[dict[int, CallCode]] = [{}, {}, {}, {}]
    for seat, items in enumerate(draws):
        if _INT.issuperset(map(type, items)):
            continue
        for index, item in enumerate(items):
            if item.__class__ is int:
                continue
            if item.__class__ is not str:
                raise Unsure
            try:
                call = parse_call(item)
            except ValueError:
                raise Unsure from None
            if call.letter not in _CALLS_ON_DISCARDS:
                raise Unsure
            calls[seat][index] = call
    return calls


def wanted(calls: list[dict[int, CallCode]], taken: list[int]) -> list[set[int]]:
    """Per giver, the codes that some seat's next call takes from it: a discard of any other
    code can be called by nobody, so the claims are only looked at for these. A seat's calls
    are taken in their order (an incoming list is never passed over), so its next call is the
    one after the ``taken[seat]`` it has made."""
    by_giver: list[set[int]] = [set(), set(), set(), set()]
    for seat, own in enumerate(calls):
        if len(own) > taken[seat]:
            call = list(own.values())[taken[seat]]
            by_giver[(seat + call.relative_giver()) % 4].add(call.taken)
    return by_giver


def last_play(events: list[Any]) -> tuple[str, int]:
    """What the last play was and whose (events after a play: a kan's dora, a riichi stick)."""
    for event in reversed(events):
        kind = event.__class__
        if kind is Draw:
            return "draw", event.seat
        if kind is Discard or kind is RiichiAccepted:
            return "discard", event.seat
        if kind is Call:
            open_call = event.meld.kind in (MeldKind.CHI, MeldKind.PON, MeldKind.DAIMINKAN)
            return "call" if open_call else "kan", event.seat
        if kind is not NewDora:
            break
    return "", -1

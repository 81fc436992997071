"""What a call of a discard changed: each seat's next draws as they came, and as they would
have come had nobody called from that discard on.

The live wall's order is fixed; only the turn order changes. Without the call the turn passes to
the discarder's right (the next seat), and the live wall's next tiles go in turn from there
(``viewer.wall.next_draws`` at the discard's step). Each seat's hand at the discard is scored
with each would-be draw added alone (no other change assumed): shanten -1 is a win, 0 tenpai.
"""

from __future__ import annotations

from collections.abc import Sequence

from viewer.analysis.hand import kind_counts
from viewer.coach.shanten import shanten
from viewer.domain.events import Call, Draw
from viewer.domain.melds import MeldKind
from viewer.domain.record import RoundRecord
from viewer.domain.tiles import has_unknown
from viewer.luck.model import CallChange, WouldDraw
from viewer.replay import BoardState
from viewer.wall import RoundWall, next_draws
from viewer.wall.progress import progress_at

SHOWN_DRAWS = 3
ON_A_DISCARD = (MeldKind.CHI, MeldKind.PON, MeldKind.DAIMINKAN)


def call_changes(
    rnd: RoundRecord,
    states: Sequence[BoardState],
    players: int,
    sanma: bool,
    wall: RoundWall | None,
) -> tuple[CallChange, ...]:
    """Every call of a discard in the round, in order."""
    found = []
    for index, state in enumerate(states):
        event = state.event
        if type(event) is not Call or event.meld.kind not in ON_A_DISCARD:
            continue
        discarder = event.meld.from_seat
        if discarder is None:
            continue
        before = states[index - 1]
        ahead = None
        if wall is not None:
            ahead = next_draws(wall, progress_at(rnd, index - 1, players))
        without = tuple(
            _seat_draws(states, index, seat, before, ahead, sanma) for seat in range(players)
        )
        found.append(CallChange(index, event.seat, discarder, event.meld.kind, without))
    return tuple(found)


def _seat_draws(
    states: Sequence[BoardState],
    call_step: int,
    seat: int,
    before: BoardState,
    ahead: tuple[tuple[int, ...], ...] | None,
    sanma: bool,
) -> WouldDraw:
    drew = []
    for state in states[call_step + 1 :]:
        event = state.event
        if type(event) is Draw and event.seat == seat:
            drew.append(event.tile)
            if len(drew) == SHOWN_DRAWS:
                break
    would = None if ahead is None else ahead[seat][:SHOWN_DRAWS]
    hand = before.concealed(seat)
    now: int | None = None
    after: tuple[int, ...] | None = None
    if len(hand) % 3 == 1 and not has_unknown(hand):
        counts = kind_counts(hand)
        now = shanten(counts, sanma)
        if would is not None:
            after = tuple(_with(counts, tile >> 2, sanma) for tile in would)
    return WouldDraw(seat, tuple(drew), would, now, after)


def _with(counts: tuple[int, ...], kind: int, sanma: bool) -> int:
    work = list(counts)
    work[kind] += 1
    return shanten(tuple(work), sanma)

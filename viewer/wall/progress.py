"""How far a round has gone into its wall at a step: what a spoiler-free view may show.

A view of the wall needs only the round's ``RoundWall`` and this value: tiles already drawn, the
indicators already turned over and, at a win with riichi, the ura indicators are known to the
players; everything else stays face down until the user asks to see it. ``next_draws`` answers
"what would each seat have drawn had nobody called": the rest of the live wall dealt in turn from
the seat whose draw comes next.
"""

from __future__ import annotations

from typing import NamedTuple

from viewer.domain.events import NOT_STEPS, Agari, Call, Discard, Draw, NewDora
from viewer.domain.melds import MeldKind
from viewer.domain.record import RoundRecord
from viewer.wall.layout import RoundWall

REPLACED = (MeldKind.ANKAN, MeldKind.KAKAN, MeldKind.DAIMINKAN, MeldKind.KITA)


class WallProgress(NamedTuple):
    live_drawn: int  # tiles taken from the live wall so far
    replacements_drawn: int  # replacement (rinshan) draws so far
    replacement_due: bool  # a kan or kita was declared and its replacement not yet drawn
    dora_revealed: int  # indicators turned over: 1 + kan dora
    ura_revealed: int  # ura indicators shown at a win (0 before the result)
    next_seat: int  # whose regular draw comes next if nobody calls

    def live_left(self, wall: RoundWall) -> int:
        """Tiles still to be drawn from the live wall: each replacement draw ends it one sooner
        (counted when drawn, as the board's own count does: a robbed kan draws none)."""
        return max(0, len(wall.draws) - self.replacements_drawn - self.live_drawn)

    def revealed(self, wall: RoundWall) -> frozenset[int]:
        """The wall's tiles the players have seen by now (the deal is each seat's own)."""
        return frozenset(
            (
                *wall.draws[: self.live_drawn],
                *wall.rinshan[: self.replacements_drawn],
                *wall.dora_indicators[: self.dora_revealed],
                *wall.ura_indicators[: self.ura_revealed],
            )
        )


def progress_at(rnd: RoundRecord, step: int, players: int) -> WallProgress:
    """The progress at board step ``step`` of the round (0 is the deal), the index the timeline
    and ``dump`` use (disconnections are no steps)."""
    live = replacements = kan_dora = ura = 0
    due = False
    turn = None  # the seat that drew, called or discarded last
    steps = 0
    for event in rnd.events[1:]:
        if isinstance(event, NOT_STEPS):
            continue
        steps += 1
        if steps > step:
            break
        if isinstance(event, Draw):
            if due:
                replacements += 1
                due = False
            else:
                live += 1
            turn = event.seat
        elif isinstance(event, Call):
            due = event.meld.kind in REPLACED
            turn = event.seat
        elif isinstance(event, Discard):
            turn = event.seat
        elif isinstance(event, NewDora):
            kan_dora += 1
        elif isinstance(event, Agari):
            ura = max(ura, len(event.ura_indicators))
    next_seat = rnd.dealer if turn is None else (turn + 1) % players
    return WallProgress(live, replacements, due, 1 + kan_dora, ura, next_seat)


def next_draws(wall: RoundWall, progress: WallProgress) -> tuple[tuple[int, ...], ...]:
    """Per seat (absolute, 0-3; empty for a 3-player game's seat 3), the live tiles it would draw
    from here on, in order, had nobody called."""
    start = progress.live_drawn
    rest = wall.draws[start : start + progress.live_left(wall)]
    seats: list[list[int]] = [[] for _ in range(4)]
    for turn, tile in enumerate(rest):
        seats[(progress.next_seat + turn) % wall.players].append(tile)
    return tuple(tuple(tiles) for tiles in seats)

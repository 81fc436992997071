"""Trust, but verify: a computed wall counts only if it reproduces what the log shows.

Everything the log reveals of a round is compared: the dice, every seat's starting hand, every
draw (live or replacement), the first dora indicator and each new one, and at each win the dora
and ura indicators. The first difference is the reason the round gets no wall.
"""

from __future__ import annotations

from viewer.domain.events import Agari, Call, Draw, NewDora, RoundStart
from viewer.domain.melds import MeldKind
from viewer.domain.record import RoundRecord
from viewer.domain.tiles import tile_name
from viewer.wall.layout import RoundWall

REPLACED = (MeldKind.ANKAN, MeldKind.KAKAN, MeldKind.DAIMINKAN, MeldKind.KITA)


def round_label(rnd: RoundRecord) -> str:
    return f"round {rnd.ordinal} ({rnd.name_en()}, {rnd.honba} honba)"


def _tile(tile: int) -> str:
    return f"{tile_name(tile)} (id {tile})"


def mismatch(rnd: RoundRecord, wall: RoundWall) -> str | None:
    """None when ``wall`` reproduces the round, else what differs first (one line)."""
    start: RoundStart = rnd.start
    label = round_label(rnd)
    if start.dice != wall.dice:
        return f"{label}: the log rolls dice {start.dice}, the wall {wall.dice}"
    for seat in range(wall.players):
        if sorted(start.hands[seat]) != sorted(wall.hand_of(seat, start.dealer)):
            return f"{label}: seat {seat}'s starting hand differs from the wall's deal"
    if start.dora_indicator != wall.dora_indicators[0]:
        return (
            f"{label}: the dora indicator is {_tile(start.dora_indicator)} in the log, "
            f"{_tile(wall.dora_indicators[0])} in the wall"
        )
    live = rinshan = kan_dora = 0
    replacement_due = False
    for event in rnd.events[1:]:
        if isinstance(event, Draw):
            if replacement_due:
                expected, what = _at(wall.rinshan, rinshan), f"replacement draw {rinshan + 1}"
                rinshan += 1
                replacement_due = False
            else:
                if live >= len(wall.draws) - rinshan:
                    return f"{label}: draw {live + 1} comes after the end of the wall's live part"
                expected, what = _at(wall.draws, live), f"draw {live + 1}"
                live += 1
            if event.tile != expected:
                return f"{label}: {what} is {_tile(event.tile)} in the log, {_shown(expected)}"
        elif isinstance(event, Call):
            replacement_due = event.meld.kind in REPLACED
        elif isinstance(event, NewDora):
            kan_dora += 1
            expected = _at(wall.dora_indicators, kan_dora)
            if event.indicator != expected:
                return (
                    f"{label}: kan dora indicator {kan_dora} is {_tile(event.indicator)} in the "
                    f"log, {_shown(expected)}"
                )
        elif isinstance(event, Agari):
            shown = len(event.dora_indicators)
            if tuple(event.dora_indicators) != wall.dora_indicators[:shown]:
                return f"{label}: the dora indicators at seat {event.seat}'s win differ"
            shown = len(event.ura_indicators)
            if tuple(event.ura_indicators) != wall.ura_indicators[:shown]:
                return f"{label}: the ura indicators at seat {event.seat}'s win differ"
    return None


def _at(tiles: tuple[int, ...], index: int) -> int | None:
    return tiles[index] if index < len(tiles) else None


def _shown(expected: int | None) -> str:
    return "no tile in the wall" if expected is None else f"{_tile(expected)} in the wall"

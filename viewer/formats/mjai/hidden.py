"""Hidden tiles of an mjai log written from one seat's view: the other hands are "?".

A hidden tile gets a placeholder id (``UNKNOWN_FIRST`` up, see ``viewer.domain.tiles``): the
lowest slot its seat's hand does not hold. It is never given a face. When such a hand gives up a
tile (a discard, a call, a kan, a kita), mjai names it: the tile gets a fresh known id and the
hand gives up one placeholder, always its highest. The replay removes the same one (it lets the
drawn tile join the hand first, as the reader's hand already holds it), so both agree which
placeholders a hand holds without either inventing which hidden tile it was. A tsumogiri of a
hidden draw, or a tsumo win on one, tells what the draw was: that draw is then read as the known
tile it turned out to be.
"""

from __future__ import annotations

from viewer.domain.tiles import UNKNOWN_FIRST, UNKNOWN_SLOTS
from viewer.formats.mjai.values import Stop
from viewer.formats.tile_ids import Hand


def add_hidden(hand: Hand) -> int:
    """A placeholder id for a hidden tile joining ``hand`` (the lowest free slot)."""
    held = set(hand.ids)
    for tile in range(UNKNOWN_FIRST, UNKNOWN_FIRST + UNKNOWN_SLOTS):
        if tile not in held:
            hand.add(tile)
            return tile
    raise Stop(f"a hand of more than {UNKNOWN_SLOTS} hidden tiles")


def give_up_hidden(hand: Hand) -> bool:
    """Remove the highest placeholder of ``hand``; False when it holds none."""
    hidden = [t for t in hand.ids if t >= UNKNOWN_FIRST]
    if not hidden:
        return False
    hand.ids.remove(max(hidden))
    return True

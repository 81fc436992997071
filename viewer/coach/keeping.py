"""Which discards of a 3n+2 hand keep its shanten: what the value model asks of every hand.

The shanten of a 3n+2 hand is the best over its discards (-1 when it is complete), and a
discard leaves it or one more, so one pass over the kinds held answers both questions. Each
discard changes one suit (or the honours): as in ``viewer.coach.efficiency``, the other suits'
ends are added once per hand and each kind costs one cached suit walk and one small sum; seven
pairs and thirteen orphans after a discard depend only on the copies of that kind held.
tests/coach/test_keeping.py compares it with ``viewer.coach.shanten`` discard by discard.
"""

from __future__ import annotations

from viewer.coach.efficiency import _advance_value, _seven_pairs
from viewer.coach.shanten import (
    NONE,
    ORPHANS,
    Outcome,
    combine,
    evaluate,
    honours,
    shanten,
    suit_outcomes,
)

KINDS = 34
ORPHAN_SET = frozenset(ORPHANS)


def keeping(held: tuple[int, ...], sanma: bool = False) -> tuple[int, tuple[int, ...]]:
    """The shanten of a 3n+2 hand (-1: complete) and the kinds whose discard keeps it (none
    for a complete hand: every discard leaves it tenpai)."""
    if sanma and any(held[1:8]):
        sanma = False  # a broken log: counted as 4-player, as ``shanten`` does
    after = _after_each(held, sanma)
    best = min(after.values())
    if best == 0 and shanten(held, sanma) == -1:
        return -1, ()
    return best, tuple(kind for kind, value in sorted(after.items()) if value == best)


def _after_each(held: tuple[int, ...], sanma: bool) -> dict[int, int]:
    """Per kind held, the shanten of the hand without one copy of it."""
    work = list(held)
    tiles_after = sum(held) - 1
    first = 1 if sanma else 0
    parts = [suit_outcomes(held[9 * s : 9 * s + 9]) for s in range(3)]
    others: dict[int, tuple[Outcome, ...]] = {}

    def other_ends(suit: int) -> tuple[Outcome, ...]:
        ends = others.get(suit)
        if ends is None:
            ends = ((0, 0, 0, NONE),)
            for other in range(first, 3):
                if other != suit:
                    ends = combine(ends, parts[other])
            others[suit] = ends
        return ends

    honour = honours(held, sanma)
    special = tiles_after >= 13
    pairs = sum(1 for c in held if c >= 2)
    kinds = sum(1 for c in held if c)
    terminals = sum(1 for k in ORPHANS if held[k])
    paired = sum(1 for k in ORPHANS if held[k] >= 2)
    after: dict[int, int] = {}
    for kind in range(KINDS):
        count = held[kind]
        if not count:
            continue
        work[kind] -= 1
        if kind >= 27 or (sanma and kind in (0, 8)):
            every = combine(other_ends(first), parts[first])
            value = evaluate(every, honours(work, sanma), tiles_after)
        else:
            suit = kind // 9
            changed = suit_outcomes(tuple(work[9 * suit : 9 * suit + 9]))
            value = _advance_value(changed, other_ends(suit), honour, tiles_after, -1)
        work[kind] += 1
        if special:
            value = min(value, _seven_pairs(pairs - (count == 2), kinds - (count == 1)))
            orphan = kind in ORPHAN_SET
            held_after = terminals - (orphan and count == 1)
            paired_after = paired - (orphan and count == 2)
            value = min(value, 13 - held_after - (1 if paired_after else 0))
        after[kind] = value
    return after

"""Deal-in rates of each safety class, from published statistics of real Tenhou games.

Source: gimite (gimite.net), "Toukei ni yoru maajan kikenhai bunseki" (danger of tiles by
statistics; its Japanese title is in docs/coach.md, kept out of the code: the shipped label font
holds only the characters the viewer writes):
7,670 Tenhou games, the rate at which a tile of each kind dealt into a
single riichi (genbutsu excluded), in percent. Its classes map onto the coach's as follows
(docs/coach.md says the same for players):

- no-suji ("other")                        12.0
- half-suji (4-6 with one side passed)      8.5
- suji 1-3 / 7-9 (omote-suji)               4.5
- suji 4-6 with both sides (naka-suji)      3.0
- no-chance                                 3.3
- one-chance                                7.6
- genbutsu                                  0.0 (cannot deal in)
- honours with 0/1/2/3 copies seen on the table: 5.5 / 2.5 / 0.45 / 0.05.

gimite's "seen" counts the copies the discarder could see elsewhere, not the one in hand being
discarded. The coach's honour-N counts the discarder's own copies, the discarded one included,
so honour-N is gimite's "N - 1 seen": honour-1 5.5, honour-2 2.5, honour-3 0.45, honour-4 0.05.
honour-0 cannot be a hand tile (the hand holds the copy); it gets the no-copy-seen 5.5.
"""

from __future__ import annotations

DANGER: dict[str, float] = {
    "genbutsu": 0.0,
    "suji": 4.5,  # 1-3 and 7-9; naka-suji has its own figure (NAKA_SUJI)
    "half-suji": 8.5,
    "no-chance": 3.3,
    "one-chance": 7.6,
    "other": 12.0,
    "honour-0": 5.5,
    "honour-1": 5.5,
    "honour-2": 2.5,
    "honour-3": 0.45,
    "honour-4": 0.05,
}
NAKA_SUJI = 3.0  # a 4, 5 or 6 with both suji passed


def danger(cls: str, kind: int) -> float:
    """The deal-in rate (percent) of a ``cls`` tile of ``kind`` against one riichi."""
    if cls == "suji" and kind < 27 and 3 <= kind % 9 <= 5:
        return NAKA_SUJI
    return DANGER[cls]

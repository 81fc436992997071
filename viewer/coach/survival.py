"""The round does not wait: the chance that a seat's next own draws still come.

The one-player model lets a hand draw until the wall is empty; in real games another seat often
wins first (or the round is aborted), which is why fast hands and calls pay. ``h[e]`` is the
chance that another seat's win or an abortive draw ends a round that reached e tiles left,
measured on the development corpus ../shared/corpus/mjlog (281 four-player games, 2,700 rounds;
76 three-player games, 643 rounds) by ``scripts/measure_hazard.py``, which docs/value.md
describes; the counts below are its output (``--module``) and tests/coach/test_survival.py
recomputes them from the corpus.

From a decision with L tiles left, the seat's k-th own draw takes the wall to d_k tiles; it is
still reached with probability S_k = prod over e = d_k + 1 ... L - 1 of (1 - h[e]): the wall
sizes the others' turns pass before it. e = L itself is left out: the decision's own discard
and a ron on it are the fold rule's matter (or, at a call decision, end the decision).
"""

from __future__ import annotations

from functools import lru_cache

# fmt: off
COUNTS_4P = (  # (ended, reached) at e = 0, 1, ...
    (66, 1760), (95, 1888), (89, 2008), (78, 2112), (73, 2212), (99, 2344), (111, 2492),
    (101, 2628), (81, 2736), (111, 2884), (115, 3036), (120, 3196), (117, 3352), (146, 3548),
    (137, 3732), (93, 3856), (132, 4032), (162, 4248), (147, 4444), (126, 4612), (140, 4800),
    (212, 5084), (148, 5280), (141, 5468), (193, 5728), (173, 5960), (129, 6132), (180, 6372),
    (141, 6560), (182, 6804), (170, 7032), (180, 7272), (202, 7544), (198, 7808), (209, 8088),
    (164, 8308), (165, 8528), (153, 8732), (120, 8892), (119, 9052), (117, 9208), (147, 9404),
    (81, 9512), (96, 9640), (123, 9804), (99, 9936), (75, 10036), (75, 10136), (69, 10228),
    (66, 10316), (39, 10368), (51, 10436), (15, 10456), (18, 10480), (27, 10516), (36, 10564),
    (18, 10588), (3, 10592), (6, 10600), (6, 10608), (9, 10620), (9, 10632), (3, 10636),
    (0, 10636), (0, 10636), (3, 10640), (80, 10720), (16, 10736), (35, 10772), (27, 10800),
    (0, 10800),
)
COUNTS_3P = (  # (ended, reached) at e = 0, 1, ...
    (16, 279), (20, 309), (22, 342), (8, 354), (14, 375), (22, 408), (25, 447), (8, 459),
    (28, 504), (23, 540), (22, 573), (20, 603), (18, 630), (22, 663), (17, 690), (19, 720),
    (24, 756), (28, 798), (30, 843), (15, 867), (32, 915), (28, 957), (30, 1002), (32, 1050),
    (46, 1119), (51, 1197), (41, 1260), (30, 1305), (36, 1359), (34, 1410), (46, 1479), (34, 1530),
    (30, 1575), (34, 1626), (32, 1674), (22, 1707), (22, 1740), (16, 1764), (18, 1791), (18, 1818),
    (14, 1839), (10, 1854), (6, 1863), (6, 1872), (0, 1872), (2, 1875), (0, 1875), (2, 1878),
    (0, 1878), (0, 1878), (0, 1878), (0, 1878), (3, 1881), (21, 1902), (27, 1929), (0, 1929),
)
# fmt: on


def hazard(left: int, players: int) -> float:
    """h[e]: the chance a round that reached ``left`` tiles left ends there (0 past the table)."""
    counts = COUNTS_4P if players == 4 else COUNTS_3P
    if not 0 <= left < len(counts):
        return 0.0
    ended, reached = counts[left]
    return ended / reached if reached else 0.0


@lru_cache(maxsize=1 << 12)
def survival(tiles_left: int, players: int, others_first: int, draws: int) -> tuple[float, ...]:
    """S_1 ... S_draws: the chance each of the seat's next ``draws`` own draws is reached, from a
    decision with ``tiles_left`` tiles left after which ``others_first`` other seats draw before
    the seat's first own draw (then ``players - 1`` between each two of its draws)."""
    chances = []
    alive = 1.0
    passed = tiles_left  # the wall sizes below this one are still to pass
    for k in range(draws):
        drawn_at = tiles_left - 1 - others_first - k * players
        for left in range(max(drawn_at + 1, 0), passed):
            alive *= 1 - hazard(left, players)
        passed = min(passed, max(drawn_at + 1, 0))
        chances.append(alive)
    return tuple(chances)

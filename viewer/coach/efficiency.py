"""Candidates and ukeire of one hand, exact to the definitions and fast.

For a candidate ``d`` of a 3n+2 hand, ``h = hand - d``: ukeire is the sum of unseen(t) over the
kinds t that ``h`` holds fewer than 4 of and for which shanten(h + t) < shanten(h). The naive way
asks the ``mahjong`` library for all 34 kinds t; here far fewer questions give the same answer:

1. A kind with no unseen copy adds nothing to ukeire nor to ``tiles``: never asked.
2. A kind t is *isolated* when ``h`` holds no tile it can form a group with: for a number tile,
   no held tile of its suit within 2 of it (itself included); for an honour (and, in 3-player
   games, 1m and 9m, which the library sets aside with the honours), no held copy. The library's
   regular-hand search then takes t as a lone tile in every decomposition, exactly as it takes
   any other isolated kind: the groups, pairs and partial sets are those of ``h``, and the one
   flag t touches (whether every lone tile is a kind the hand holds four of) ends false for any
   isolated t. Seven pairs sees one more kind whatever t is; thirteen orphans sees one more
   orphan exactly when t is a terminal or honour. So shanten(h + t) is the same for every
   isolated t that is an orphan, and the same for every isolated t that is not: two questions
   cover all isolated kinds.
3. The kinds left (next to held tiles) are asked one by one, through a cache keyed by the counts
   (``shanten``), which a game's decisions share: consecutive hands differ by two tiles.

tests/coach/test_efficiency.py checks the result against the 34-kind way on every candidate of
corpus games.
"""

from __future__ import annotations

from functools import lru_cache

from mahjong.shanten import Shanten

from viewer.coach.model import Candidate

KINDS = 34
SANMA_MISSING = frozenset(range(1, 8))  # 2m-8m are not in a 3-player wall
ORPHANS = frozenset((0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33))


@lru_cache(maxsize=65536)
def shanten(counts: tuple[int, ...], sanma: bool = False) -> int:
    """The library's shanten of concealed kind counts (``is_three_player`` in 3-player games).

    A 3-player hand holding 2m-8m (only a broken log deals them) is counted as 4-player: the
    library refuses it otherwise.
    """
    if sanma and any(counts[1:8]):
        sanma = False
    return Shanten.calculate_shanten(counts, is_three_player=sanma)


def _linked(held: tuple[int, ...], kind: int, sanma: bool) -> bool:
    """Whether ``kind`` can join a held tile in a group (see the module's point 2)."""
    if kind >= 27 or (sanma and kind in (0, 8)):
        return held[kind] > 0
    base = kind - kind % 9
    return any(held[k] for k in range(max(base, kind - 2), min(base + 8, kind + 2) + 1))


def candidate(
    counts: tuple[int, ...], discard: int, unseen: tuple[int, ...], sanma: bool = False
) -> Candidate:
    """The candidate ``discard`` of a 3n+2 hand given as kind counts; ``unseen`` per kind."""
    work = list(counts)
    work[discard] -= 1
    held = tuple(work)
    base = shanten(held, sanma)
    lone: dict[bool, bool] = {}  # orphan or not -> whether an isolated such kind advances
    tiles = []
    for kind in range(KINDS):
        if not unseen[kind] or held[kind] >= 4:
            continue
        if _linked(held, kind, sanma):
            work[kind] += 1
            advances = shanten(tuple(work), sanma) < base
            work[kind] -= 1
        else:
            orphan = kind in ORPHANS
            if orphan not in lone:
                work[kind] += 1
                lone[orphan] = shanten(tuple(work), sanma) < base
                work[kind] -= 1
            advances = lone[orphan]
        if advances:
            tiles.append(kind)
    return Candidate(discard, base, sum(unseen[k] for k in tiles), tuple(tiles))

"""Candidates and ukeire of one hand, exact to the definitions and fast.

For a candidate ``d`` of a 3n+2 hand, ``h = hand - d``: ukeire is the sum of unseen(t) over the
kinds t that ``h`` holds fewer than 4 of and for which shanten(h + t) < shanten(h). The naive way
asks the ``mahjong`` library for all 34 kinds t; here the same answers come far cheaper:

1. A kind with no unseen copy adds nothing to ukeire nor to ``tiles``: never asked.
2. A kind t is *isolated* when ``h`` holds no tile it can form a group with: for a number tile,
   no held tile of its suit within 2 of it (itself included); for an honour (and, in 3-player
   games, 1m and 9m, which the library sets aside with the honours), no held copy. The library's
   regular-hand search then takes t as a lone tile in every decomposition, exactly as it takes
   any other isolated kind: the groups, pairs and partial sets are those of ``h``, and the one
   flag t touches (whether every lone tile is a kind the hand holds four of) ends off for any
   isolated t. Seven pairs sees one more kind whatever t is; thirteen orphans sees one more
   orphan exactly when t is a terminal or honour. So shanten(h + t) is the same for every
   isolated t that is an orphan, and the same for every isolated t that is not: two questions
   cover all isolated kinds.
3. Seven pairs and thirteen orphans of h + t depend only on how many copies of t ``h`` holds
   (and whether t is an orphan): decided once per candidate for each count. A kind they already
   advance needs no regular-hand answer.
4. The regular shanten is ``viewer.coach.shanten``'s suit-by-suit copy of the library's: adding
   t changes one suit (or the honours), so the other parts' ends are added once per candidate
   and each t costs one cached suit walk and one small sum, itself remembered: the candidates of
   a hand often leave a suit with the same ends.

tests/coach/test_efficiency.py checks the result against the 34-kind way on random hands (quads,
3-player, open hands), tests/coach/test_corpus.py on corpus games through ``dump --coach``, and
bench/coach.py on every decision it times.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from viewer.coach import shanten as _shanten
from viewer.coach.model import Candidate
from viewer.coach.shanten import (
    NONE,
    ORPHANS,
    Outcome,
    combine,
    evaluate,
    evaluate_pair,
    honours,
    shanten,
    suit_outcomes,
)

KINDS = 34
ORPHAN_SET = frozenset(ORPHANS)
SANMA_MISSING = frozenset(range(1, 8))  # 2m-8m are not in a 3-player wall


def _linked(held: tuple[int, ...], sanma: bool) -> list[bool]:
    """Per kind, whether it can join a held tile in a group (see the module's point 2)."""
    linked = [False] * KINDS
    for kind in range(KINDS):
        if not held[kind]:
            continue
        if kind >= 27 or (sanma and kind in (0, 8)):
            linked[kind] = True
            continue
        low = kind - kind % 9
        for near in range(max(low, kind - 2), min(low + 8, kind + 2) + 1):
            linked[near] = True
    return linked


@lru_cache(maxsize=1 << 16)
def _advance_value(
    changed: tuple[Outcome, ...], others: tuple[Outcome, ...], honour: Outcome, tiles: int,
    below: int,
) -> int:  # fmt: skip
    """``evaluate_pair``, remembered: the candidates of a hand leave the same ends in a suit
    more often than not (removing any lone tile changes no group), so the same sums recur."""
    return evaluate_pair(changed, others, honour, tiles, below)


def candidate(
    counts: tuple[int, ...], discard: int, unseen: tuple[int, ...], sanma: bool = False
) -> Candidate:
    """The candidate ``discard`` of a 3n+2 hand given as kind counts; ``unseen`` per kind."""
    work = list(counts)
    work[discard] -= 1
    base, kinds = advancing(tuple(work), unseen, sanma)
    return Candidate(discard, base, sum(unseen[k] for k in kinds), kinds)


def advancing(
    held: tuple[int, ...], possible: Sequence[int], sanma: bool = False
) -> tuple[int, tuple[int, ...]]:
    """The shanten of a 3n+1 hand and the kinds whose draw lowers it, among the kinds with
    ``possible[kind] > 0`` the hand holds fewer than 4 of (the module docstring says how)."""
    work = list(held)
    base = shanten(held, sanma)
    if sanma and any(held[1:8]):
        sanma = False  # a broken log: counted as 4-player, as ``shanten`` does
    tiles_after = sum(held) + 1
    first = 1 if sanma else 0
    parts = [suit_outcomes(held[9 * s : 9 * s + 9]) for s in range(3)]
    others: dict[int, tuple[Outcome, ...]] = {}  # per suit, the ends of the other suits

    def other_ends(suit: int) -> tuple[Outcome, ...]:
        ends = others.get(suit)
        if ends is None:
            ends = ((0, 0, 0, NONE),)
            for other in range(first, 3):
                if other != suit:
                    ends = combine(ends, parts[other])
            others[suit] = ends
        return ends

    linked_kinds = _linked(held, sanma)
    honour = honours(held, sanma)
    # Seven pairs and thirteen orphans (13 tiles or more) after drawing a kind held c times
    # depend on c alone (and, for orphans, on the kind being one): whether they beat ``base``.
    pairs_advance: tuple[bool, ...] = (False,) * 5
    orphans_advance = pairs_advance
    if tiles_after >= 13:
        pairs = sum(1 for c in held if c >= 2)
        kinds = sum(1 for c in held if c)
        terminals = sum(1 for k in ORPHANS if held[k])
        paired = any(held[k] >= 2 for k in ORPHANS)
        pairs_advance = tuple(
            _seven_pairs(pairs + (c == 1), kinds + (c == 0)) < base for c in range(5)
        )
        orphans_advance = tuple(
            13 - terminals - (c == 0) - (paired or c == 1) < base for c in range(5)
        )
    lone: dict[bool, bool] = {}  # orphan or not -> whether an isolated such kind advances
    found = []
    for kind in range(KINDS):
        count = held[kind]
        if not possible[kind] or count >= 4:
            continue
        linked = linked_kinds[kind]
        orphan = kind in ORPHAN_SET
        if not linked and orphan in lone:
            if lone[orphan]:
                found.append(kind)
            continue
        advances = pairs_advance[count] or (orphan and orphans_advance[count])
        if not advances:
            work[kind] += 1
            if kind >= 27 or (sanma and kind in (0, 8)):
                every = combine(other_ends(first), parts[first])
                value = evaluate(every, honours(work, sanma), tiles_after)
            else:
                suit = kind // 9
                changed = suit_outcomes(tuple(work[9 * suit : 9 * suit + 9]))
                value = _advance_value(changed, other_ends(suit), honour, tiles_after, base)
            work[kind] -= 1
            advances = value < base
        if not linked:
            lone[orphan] = advances
        if advances:
            found.append(kind)
    return base, tuple(found)


def _seven_pairs(pairs: int, kinds: int) -> int:
    """The library's seven-pairs shanten from the pairs and kinds held."""
    return -1 if pairs == 7 else 6 - pairs + (7 - kinds if kinds < 7 else 0)


def clear_caches() -> None:
    """Forget every remembered walk, sum and shanten (the benchmark starts from nothing)."""
    _shanten.clear_caches()
    _advance_value.cache_clear()

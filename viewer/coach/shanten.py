"""The ``mahjong`` library's shanten (version 2.x), computed suit by suit and remembered.

The library's regular-hand search (``mahjong.shanten._RegularShanten``) sets the honours aside
(in 3-player games 1m and 9m too), then walks the number tiles depth first, each suit on its
own: what it may take at a tile depends only on the tiles of that suit. Its result is the best,
over every combination of one walk per suit, of a formula of the summed groups (M), partial sets
(T), pairs (P) and one flag (every lone tile is a kind the hand holds four of). So here:

- ``suit_outcomes`` runs the library's walk on one suit's 9 counts, with its branches copied
  exactly, and returns each end it reaches as (M, T, P, flag state); it is cached by the counts,
  and a game's hands share suits over and over;
- ends a better end dominates are dropped: the formula never rises when M, T or P grow, nor when
  the flag moves from "a lone tile that is no quad" to "no lone tile" to "only quads alone", so
  dropping them leaves the minimum as it was;
- ``regular`` adds the suits' ends and the honours' share and takes the formula's minimum.

``shanten`` adds seven pairs and thirteen orphans as the library does (13 tiles or more).
tests/coach/test_shanten.py compares it with the library on random and corpus hands; the coach
asks it, never the library, for speed (bench/coach.py measures how much).

The walk's branches follow ``mahjong.shanten._RegularShanten._run`` so that the numbers are the
library's to the last hand; that library is MIT-licensed, "Copyright (c) 2017 mahjong Python
library contributors" (its LICENSE ships with the installed package).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from mahjong.shanten import Shanten

# The flag state of a set of lone (isolated) tiles, from best to worst for the hand:
STRAY = 0  # a lone tile the hand does not hold four of: the flag is off for good
NONE = 1  # no lone tile
QUADS = 2  # lone tiles, each a kind held four times: the flag is on unless another part says off

Outcome = tuple[int, int, int, int]  # (M, T, P, flag state)
ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def _flag(a: int, b: int) -> int:
    return STRAY if a == STRAY or b == STRAY else max(a, b)


def _pareto(outcomes: Iterable[Outcome]) -> tuple[Outcome, ...]:
    """The outcomes no other outcome is at least as good as in every respect."""
    ordered = sorted(set(outcomes), key=lambda o: (-o[0], -o[1], -o[2], o[3]))
    kept: list[Outcome] = []
    for o in ordered:
        if not any(k[0] >= o[0] and k[1] >= o[1] and k[2] >= o[2] and k[3] <= o[3] for k in kept):
            kept.append(o)
    return tuple(kept)


_TAILS: dict[tuple[int, tuple[int, ...], int], tuple[Outcome, ...]] = {}
_TAILS_LIMIT = 1 << 17  # entries (a game makes a few thousand); then it starts again


@lru_cache(maxsize=1 << 16)
def suit_outcomes(suit: tuple[int, ...]) -> tuple[Outcome, ...]:
    """The library's walk over one suit (9 counts): the ends it reaches, dominated ones left out.

    The branches mirror ``_RegularShanten._run`` line for line (depth ``d`` is the position in
    the suit, ``i`` in the library), except that each branch's groups are added to the ends of
    the walk it continues with rather than counted on the way down: the walk from a position
    depends only on the tiles from there on (and which of them were quads), so those ends are
    remembered for every suit that shares them (``_TAILS``).
    """
    tiles = list(suit)
    four = sum(1 << k for k in range(9) if tiles[k] == 4)
    if len(_TAILS) > _TAILS_LIMIT:
        _TAILS.clear()

    def shuntsu(d: int, sign: int) -> None:
        tiles[d] += sign
        tiles[d + 1] += sign
        tiles[d + 2] += sign

    def second(d: int, sign: int) -> None:  # a kanchan: d and d + 2
        tiles[d] += sign
        tiles[d + 2] += sign

    def first(d: int, sign: int) -> None:  # a ryanmen or penchan: d and d + 1
        tiles[d] += sign
        tiles[d + 1] += sign

    def run(d: int) -> tuple[Outcome, ...]:
        while d < 9 and not tiles[d]:
            d += 1
        if d >= 9:
            return ((0, 0, 0, NONE),)
        key = (d, tuple(tiles[d:]), four >> d)
        known = _TAILS.get(key)
        if known is not None:
            return known
        ends: list[Outcome] = []
        lone = QUADS if four >> d & 1 else STRAY  # the flag of a lone tile here

        def add(tail: tuple[Outcome, ...], m: int, t: int, p: int, flag: int) -> None:
            for tm, tt, tp, tf in tail:
                ends.append((tm + m, tt + t, tp + p, _flag(tf, flag)))

        count = tiles[d]
        if count == 4:
            tiles[d] -= 3  # a set
            if d < 7 and tiles[d + 2]:
                if tiles[d + 1]:
                    shuntsu(d, -1)
                    add(run(d + 1), 2, 0, 0, NONE)
                    shuntsu(d, 1)
                second(d, -1)
                add(run(d + 1), 1, 1, 0, NONE)
                second(d, 1)
            if d < 8 and tiles[d + 1]:
                first(d, -1)
                add(run(d + 1), 1, 1, 0, NONE)
                first(d, 1)
            tiles[d] -= 1
            add(run(d + 1), 1, 0, 0, lone)
            tiles[d] += 4
            tiles[d] -= 2  # a pair
            if d < 7 and tiles[d + 2]:
                if tiles[d + 1]:
                    shuntsu(d, -1)
                    add(run(d), 1, 0, 1, NONE)
                    shuntsu(d, 1)
                second(d, -1)
                add(run(d + 1), 0, 1, 1, NONE)
                second(d, 1)
            if d < 8 and tiles[d + 1]:
                first(d, -1)
                add(run(d + 1), 0, 1, 1, NONE)
                first(d, 1)
            tiles[d] += 2
        elif count == 3:
            tiles[d] -= 3
            add(run(d + 1), 1, 0, 0, NONE)
            tiles[d] += 1  # a pair
            if d < 7 and tiles[d + 1] and tiles[d + 2]:
                shuntsu(d, -1)
                add(run(d + 1), 1, 0, 1, NONE)
                shuntsu(d, 1)
            else:
                if d < 7 and tiles[d + 2]:
                    second(d, -1)
                    add(run(d + 1), 0, 1, 1, NONE)
                    second(d, 1)
                if d < 8 and tiles[d + 1]:
                    first(d, -1)
                    add(run(d + 1), 0, 1, 1, NONE)
                    first(d, 1)
            tiles[d] += 2
            if d < 7 and tiles[d + 2] >= 2 and tiles[d + 1] >= 2:
                shuntsu(d, -1)
                shuntsu(d, -1)
                add(run(d), 2, 0, 0, NONE)
                shuntsu(d, 1)
                shuntsu(d, 1)
        elif count == 2:
            tiles[d] -= 2
            add(run(d + 1), 0, 0, 1, NONE)
            tiles[d] += 2
            if d < 7 and tiles[d + 2] and tiles[d + 1]:
                shuntsu(d, -1)
                add(run(d), 1, 0, 0, NONE)
                shuntsu(d, 1)
        elif d < 6 and tiles[d + 1] == 1 and tiles[d + 2] and tiles[d + 3] != 4:
            shuntsu(d, -1)
            add(run(d + 2), 1, 0, 0, NONE)
            shuntsu(d, 1)
        else:
            tiles[d] -= 1
            add(run(d + 1), 0, 0, 0, lone)
            tiles[d] += 1
            if d < 7 and tiles[d + 2]:
                if tiles[d + 1]:
                    shuntsu(d, -1)
                    add(run(d + 1), 1, 0, 0, NONE)
                    shuntsu(d, 1)
                second(d, -1)
                add(run(d + 1), 0, 1, 0, NONE)
                second(d, 1)
            if d < 8 and tiles[d + 1]:
                first(d, -1)
                add(run(d + 1), 0, 1, 0, NONE)
                first(d, 1)
        found = _pareto(ends)
        _TAILS[key] = found
        return found

    return run(0)


def clear_caches() -> None:
    """Forget every remembered walk and shanten (the benchmark starts from nothing)."""
    shanten.cache_clear()
    suit_outcomes.cache_clear()
    combine.cache_clear()
    _TAILS.clear()


@lru_cache(maxsize=1 << 14)
def combine(a: tuple[Outcome, ...], b: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """The ends of two parts walked one after the other (cached: a hand's candidates share
    all but one suit)."""
    return _pareto((x[0] + y[0], x[1] + y[1], x[2] + y[2], _flag(x[3], y[3])) for x in a for y in b)


def honours(counts: Sequence[int], sanma: bool) -> Outcome:
    """The honours' share (the library's ``_remove_honor_and_terminal_man_tiles``), with the
    quads' count (jidahai) in place of T: (M, quads, P, flag state)."""
    m = p = quads = 0
    lone = stray = False
    kinds = (27, 28, 29, 30, 31, 32, 33, 0, 8) if sanma else (27, 28, 29, 30, 31, 32, 33)
    for kind in kinds:
        count = counts[kind]
        if count == 4:
            m += 1
            quads += 1
            lone = True
        elif count == 3:
            m += 1
        elif count == 2:
            p += 1
        elif count == 1:
            lone = stray = True
    return (m, quads, p, STRAY if stray else QUADS if lone else NONE)


def evaluate(ends: tuple[Outcome, ...], honour: Outcome, tiles: int) -> int:
    """The library's ``_update_result`` over the ends, with the honours' share added."""
    return evaluate_pair(ends, ((0, 0, 0, NONE),), honour, tiles)


def evaluate_pair(
    ends: tuple[Outcome, ...],
    more: tuple[Outcome, ...],
    honour: Outcome,
    tiles: int,
    below: int = -1,
) -> int:
    """``evaluate`` of every end of ``ends`` followed by every end of ``more`` (the sums are
    not built: the coach asks this once per kind it tries). With ``below``, the first value
    under it is returned at once: the coach only asks whether a kind lowers the shanten."""
    hm, quads, hp, hflag = honour
    if quads and tiles % 3 == 2:
        quads -= 1
    base = hm + (14 - tiles) // 3
    best = 8
    for m1, t1, p1, f1 in ends:
        for m2, t2, p2, f2 in more:
            m = m1 + m2 + base
            t = t1 + t2
            p = p1 + p2 + hp
            value = 8 - m * 2 - t - p
            kouho = m + t + (p - 1 if p else 0)
            if not p and f1 and f2 and hflag and (f1 == QUADS or f2 == QUADS or hflag == QUADS):
                value += 1  # every lone tile is a quad (none STRAY, one at least QUADS)
            if kouho > 4:
                value += kouho - 4
            if value != -1 and value < quads:
                value = quads
            if value < best:
                if value < below:
                    return value
                best = value
    return best


def suit_parts(counts: tuple[int, ...], sanma: bool) -> tuple[tuple[Outcome, ...], ...]:
    """The ends of each number suit the library walks (pinzu and souzu only in 3-player)."""
    first = 1 if sanma else 0
    return tuple(suit_outcomes(counts[9 * s : 9 * s + 9]) for s in range(first, 3))


def regular(counts: tuple[int, ...], sanma: bool = False) -> int:
    parts = suit_parts(counts, sanma)
    ends = parts[0]
    for part in parts[1:]:
        ends = combine(ends, part)
    return evaluate(ends, honours(counts, sanma), sum(counts))


def seven_pairs(counts: Iterable[int]) -> int:
    pairs = kinds = 0
    for count in counts:
        if count:
            kinds += 1
            if count >= 2:
                pairs += 1
    if pairs == 7:
        return -1
    return 6 - pairs + (7 - kinds if kinds < 7 else 0)


def orphans(counts: tuple[int, ...]) -> int:
    held = sum(1 for k in ORPHANS if counts[k])
    paired = any(counts[k] >= 2 for k in ORPHANS)
    return 13 - held - (1 if paired else 0)


@lru_cache(maxsize=1 << 16)
def shanten(counts: tuple[int, ...], sanma: bool = False) -> int:
    """``Shanten.calculate_shanten(counts, is_three_player=sanma)``, the same number, faster.

    A 3-player hand holding 2m-8m (only a broken log deals them) is counted as 4-player: the
    library refuses it otherwise. Counts the library refuses (a multiple of 3, more than 14)
    go to the library, which says why.
    """
    if sanma and any(counts[1:8]):
        sanma = False
    tiles = sum(counts)
    if tiles % 3 == 0 or tiles > 14:
        return Shanten.calculate_shanten(counts, is_three_player=sanma)
    value = regular(counts, sanma)
    if tiles >= 13:
        value = min(value, seven_pairs(counts), orphans(counts))
    return value

"""Shanten, waits and discard choices of one concealed hand (kinds only, no table context).

Everything here works on kind counts (34 ints) of the **concealed** tiles; melds only reduce the
number of groups the hand still needs, which the counts already show (3n+1 or 3n+2 tiles). Results
are cached per hand: a hand only changes when its own seat acts, so stepping through a game asks
for the same few hands again and again.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from mahjong.agari import Agari
from mahjong.shanten import Shanten

KINDS = 34
SANMA_MISSING = frozenset(range(1, 8))  # 2m-8m are not in a 3-player wall
TERMINALS_AND_HONORS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def kind_counts(tiles: Iterable[int]) -> tuple[int, ...]:
    """Kind counts (34 ints) of tile ids."""
    counts = [0] * KINDS
    for tile in tiles:
        counts[tile >> 2] += 1
    return tuple(counts)


class HandShape(NamedTuple):
    """What the tiles alone say: shanten and, for a 3n+1 hand in tenpai, the winning kinds."""

    shanten: int  # -1 complete, 0 tenpai, 1 iishanten ... (best of regular, chiitoitsu, kokushi)
    waits: tuple[int, ...]  # winning kinds, ascending; () unless a 3n+1 hand in tenpai


def shanten_of(counts: tuple[int, ...], sanma: bool = False) -> int:
    """Best shanten of regular hand, seven pairs and thirteen orphans (-1 = complete)."""
    return hand_shape(counts, sanma).shanten


@lru_cache(maxsize=8192)
def hand_shape(counts: tuple[int, ...], sanma: bool = False) -> HandShape:
    """Shanten and waits of a concealed hand given as kind counts."""
    if sanma and any(counts[k] for k in SANMA_MISSING):
        sanma = False  # a log that deals 2m-8m at a 3-player table: the library would refuse it
    shanten = Shanten.calculate_shanten(counts, is_three_player=sanma)
    if shanten != 0 or sum(counts) % 3 != 1:
        return HandShape(shanten, ())
    return HandShape(0, winning_kinds(counts, sanma))


def _candidates(counts: tuple[int, ...]) -> set[int]:
    """Kinds that can complete a hand: next to a held tile of the same suit, or held honours
    (plus every terminal and honour for thirteen orphans)."""
    found: set[int] = set()
    for kind, count in enumerate(counts):
        if not count:
            continue
        if kind >= 27:
            found.add(kind)
            continue
        base = kind - kind % 9
        found.update(k for k in range(max(base, kind - 2), min(base + 8, kind + 2) + 1))
    if sum(counts) == 13:
        found.update(TERMINALS_AND_HONORS)
        if sum(1 for c in counts if c) < 7:  # seven pairs wants new kinds too
            found.update(range(KINDS))
    return found


def winning_kinds(counts: tuple[int, ...], sanma: bool = False) -> tuple[int, ...]:
    """Kinds that complete a 3n+1 hand (shape only: yaku and furiten are not considered).

    A kind the hand already holds four of cannot be drawn and is no wait.
    """
    work = list(counts)
    waits = []
    for kind in sorted(_candidates(counts)):
        if work[kind] >= 4 or (sanma and kind in SANMA_MISSING):
            continue
        work[kind] += 1
        if Agari.is_agari(work):  # regular, seven distinct pairs, thirteen orphans
            waits.append(kind)
        work[kind] -= 1
    return tuple(waits)


class DiscardOption(NamedTuple):
    """One discard of a 3n+2 hand: the shanten it leaves and the tiles that would improve it."""

    kind: int
    shanten: int
    improving: tuple[int, ...]  # kinds that lower the shanten after this discard
    unseen: int  # copies of those kinds not visible (ukeire), from the ``unseen`` counts given


def discard_options(
    counts: tuple[int, ...], unseen: tuple[int, ...], sanma: bool = False
) -> tuple[DiscardOption, ...]:
    """The discards of a 3n+2 hand that keep its best shanten, most ukeire first.

    ``unseen`` are per-kind counts of copies the player cannot see. Worse discards are left out:
    the question a player asks is which of the good discards leaves the most tiles. This costs a
    few milliseconds, so call it only when it is shown (a tooltip), not on every step.
    """
    if sum(counts) % 3 != 2:
        return ()
    work = list(counts)
    kept = []
    for kind in range(KINDS):
        if not work[kind]:
            continue
        work[kind] -= 1
        kept.append((shanten_of(tuple(work), sanma), kind))
        work[kind] += 1
    best = min(shanten for shanten, _ in kept)
    options = []
    for shanten, kind in kept:
        if shanten != best:
            continue
        work[kind] -= 1
        after = tuple(work)
        improving = []
        for draw in sorted(_candidates(after)):
            if work[draw] >= 4 or draw == kind or (sanma and draw in SANMA_MISSING):
                continue
            work[draw] += 1
            if shanten_of(tuple(work), sanma) < shanten:
                improving.append(draw)
            work[draw] -= 1
        work[kind] += 1
        total = sum(unseen[k] for k in improving)
        options.append(DiscardOption(kind, shanten, tuple(improving), total))
    options.sort(key=lambda o: (-o.unseen, o.kind))
    return tuple(options)

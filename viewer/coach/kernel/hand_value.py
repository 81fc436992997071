"""Every way a complete hand can be read, compiled, and the one the ``mahjong`` library pays.

The library (``HandDivider.divide_hand``) reads the concealed tiles as four sets less one per
meld and a pair (each suit on its own: triplets and sequences, honours only triplets and the
pair), or, without melds, as seven different pairs; a closed hand of one of each terminal and
honour and one more is thirteen orphans. ``hand_value`` walks the same readings: for each pair,
each suit's readings by a depth-first search over its nine ranks (at a rank, either every tile
left there starts a sequence, or three of them are a triplet and the rest start sequences),
and every combination of them with the melds goes to ``viewer.coach.kernel.yaku``.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from viewer.coach.kernel.jit import compiled
from viewer.coach.kernel.yaku import (
    BEST,
    MELDS,
    OPEN,
    PAIR,
    QUAD,
    SEQUENCE,
    TOTAL,
    TRIPLET,
    add_candidate,
    green,
    terminal,
    value_blocks,
)

MOST_READINGS = 8  # a suit's readings into sets: 4 at most (e.g. 4445556669 less the 9)
MOST_SETS = 4
SUIT_WORK = 39
READINGS = 3 * MOST_READINGS * MOST_SETS
# the scratch ``hand_value`` uses (one buffer per win, so nothing is allocated per reading)
SCRATCH = 20 + READINGS + 3 * MOST_READINGS + 3 + 4 + 3 + SUIT_WORK
ORPHANS = np.array([0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33], dtype=np.int64)
# ``melds`` (``ScoreContext.melds``): a row per meld, its MeldKind, its lowest kind, opened
MELD_BLOCK = np.array([SEQUENCE, TRIPLET, QUAD, QUAD, QUAD], dtype=np.int64)  # per MeldKind


@compiled
def suit_sets(
    concealed: npt.NDArray[np.int64],
    first: int,
    codes: npt.NDArray[np.int64],
    sizes: npt.NDArray[np.int64],
    suit: int,
    work: npt.NDArray[np.int64],
) -> int:
    """Every reading of the nine kinds from ``first`` as sets only, into the ``suit``'s part of
    ``codes`` (a set a code: 2 * kind, + 1 for a triplet; [suit][reading][set]) and ``sizes``
    ([suit][reading]); how many (0: none). ``work``: SUIT_WORK ints of scratch."""
    left = work[0:11]  # the copies left per rank, two ranks of margin
    option = work[11:21]  # per rank the next way to try: 0 sequences only, 1 a triplet first
    triplets = work[21:30]
    runs = work[30:39]
    empty = True
    for rank in range(11):
        left[rank] = concealed[first + rank] if rank < 9 else 0
        empty = empty and left[rank] == 0
    if empty:
        sizes[suit * MOST_READINGS] = 0
        return 1
    found = 0
    depth = 0
    option[0] = 0
    while depth >= 0:
        if depth == 9:
            made = 0
            for rank in range(9):
                made += triplets[rank] + runs[rank]
            if made > MOST_SETS or found == MOST_READINGS:  # no hand of 14 tiles gets here
                depth -= 1
                _undo(left, depth, triplets, runs)
                continue
            made = 0
            for rank in range(9):
                slot = suit * MOST_READINGS + found
                if triplets[rank]:
                    codes[slot * MOST_SETS + made] = 2 * (first + rank) + 1
                    made += 1
                for _ in range(runs[rank]):
                    codes[slot * MOST_SETS + made] = 2 * (first + rank)
                    made += 1
            sizes[suit * MOST_READINGS + found] = made
            found += 1
            depth -= 1
            _undo(left, depth, triplets, runs)
            continue
        choice = option[depth]
        if choice >= 2:
            depth -= 1
            if depth >= 0:
                _undo(left, depth, triplets, runs)
            continue
        option[depth] = choice + 1
        here = left[depth]
        if choice == 1 and here < 3:
            continue
        run = here - 3 * choice
        if run > 0 and (depth > 6 or left[depth + 1] < run or left[depth + 2] < run):
            continue
        if run + choice > MOST_SETS:
            continue
        left[depth] = 0
        left[depth + 1] -= run
        left[depth + 2] -= run
        triplets[depth] = choice
        runs[depth] = run
        depth += 1
        option[depth] = 0
    return found


@compiled
def _undo(
    left: npt.NDArray[np.int64],
    depth: int,
    triplets: npt.NDArray[np.int64],
    runs: npt.NDArray[np.int64],
) -> None:
    """Put back the tiles the way taken at ``depth`` used."""
    run = runs[depth]
    left[depth] = run + 3 * triplets[depth]
    left[depth + 1] += run
    left[depth + 2] += run
    triplets[depth] = 0
    runs[depth] = 0


@compiled
def _seven_pairs(
    concealed: npt.NDArray[np.int64],
    riichi: bool,
    dora: int,
    settings: npt.NDArray[np.int64],
    best: npt.NDArray[np.int64],
) -> None:
    """Seven different pairs (no meld): 25 fu, the yaku the library finds on seven pairs."""
    pairs = 0
    for kind in range(34):
        if concealed[kind] == 2:
            pairs += 1
        elif concealed[kind] != 0:
            return
    if pairs != 7:
        return
    tanyao = True
    all_edge = True
    all_terminal = True
    all_honor = True
    all_green = True
    suit_mask = 0
    honors = 0
    for kind in range(34):
        if concealed[kind] != 2:
            continue
        edge = kind >= 27 or terminal(kind)
        tanyao = tanyao and not edge
        all_edge = all_edge and edge
        all_terminal = all_terminal and terminal(kind)
        all_honor = all_honor and kind >= 27
        all_green = all_green and green(kind)
        if kind >= 27:
            honors += 1
        else:
            suit_mask |= 4 >> (kind // 9)
    one_suit = suit_mask == 1 or suit_mask == 2 or suit_mask == 4
    han = 3  # menzen tsumo, chiitoitsu
    yakuman = 0
    if tanyao:
        han += 1
    if riichi:
        han += 1
    if one_suit and honors == 0:
        han += 6
    elif one_suit and honors > 0:
        han += 3
    if honors > 0 and all_honor:
        yakuman += 1
    if not tanyao:
        if all_edge:
            han += 2
        if honors == 0 and all_terminal:
            yakuman += 1
    if all_green:
        yakuman += 1
    add_candidate(best, yakuman, han, 25, dora, settings)


@compiled
def _regular(
    concealed: npt.NDArray[np.int64],
    counts: npt.NDArray[np.int64],
    win: int,
    riichi: bool,
    melds: npt.NDArray[np.int64],
    dora: int,
    settings: npt.NDArray[np.int64],
    best: npt.NDArray[np.int64],
    scratch: npt.NDArray[np.int64],
) -> None:
    """Four sets (less the melds) and a pair: every reading valued by ``value_blocks``."""
    pair_group = -1
    for group in range(4):
        size = 0
        for kind in range(9 * group, min(9 * group + 9, 34)):
            size += concealed[kind]
        if size % 3 == 1:
            return
        if size % 3 == 2:
            if pair_group >= 0:
                return
            pair_group = group
    if pair_group < 0:
        return
    melded = settings[MELDS]
    kinds = scratch[0:5]
    types = scratch[5:10]
    opened = scratch[10:15]
    from_meld = scratch[15:20]
    at = 20
    codes = scratch[at : at + READINGS]  # [suit][reading][set]
    at += READINGS
    sizes = scratch[at : at + 3 * MOST_READINGS]  # [suit][reading]
    at += 3 * MOST_READINGS
    readings = scratch[at : at + 3]
    honor_sets = scratch[at + 3 : at + 7]
    picks = scratch[at + 7 : at + 10]
    work = scratch[at + 10 : at + 10 + SUIT_WORK]
    for block in range(5):
        opened[block] = 0
        from_meld[block] = 0
    for suit in range(3):
        readings[suit] = 1
    for meld in range(melded):
        kinds[meld] = melds[meld, 1]
        types[meld] = MELD_BLOCK[melds[meld, 0]]
        opened[meld] = melds[meld, 2]
        from_meld[meld] = 1
    for suit in range(3):
        if suit != pair_group:
            readings[suit] = suit_sets(concealed, 9 * suit, codes, sizes, suit, work)
            if readings[suit] == 0:
                return
    end = 34 if pair_group == 3 else 9 * pair_group + 9
    for pair in range(9 * pair_group, end):
        if concealed[pair] < 2:
            continue
        concealed[pair] -= 2
        honors = 0
        fits = True
        for kind in range(27, 34):
            if concealed[kind] == 3 and honors < 4:
                honor_sets[honors] = kind
                honors += 1
            elif concealed[kind] != 0:
                fits = False
        if fits and pair_group < 3:
            readings[pair_group] = suit_sets(
                concealed, 9 * pair_group, codes, sizes, pair_group, work
            )
            fits = readings[pair_group] > 0
        if fits:
            for man in range(readings[0]):
                for pin in range(readings[1]):
                    for sou in range(readings[2]):
                        block = melded
                        kinds[block] = pair
                        types[block] = PAIR
                        block += 1
                        picks[0], picks[1], picks[2] = man, pin, sou
                        for suit in range(3):
                            reading = picks[suit]
                            slot = suit * MOST_READINGS + reading
                            for item in range(sizes[slot]):
                                if block < 5:
                                    code = codes[slot * MOST_SETS + item]
                                    kinds[block] = code >> 1
                                    types[block] = TRIPLET if code & 1 else SEQUENCE
                                block += 1
                        for item in range(honors):
                            if block < 5:
                                kinds[block] = honor_sets[item]
                                types[block] = TRIPLET
                            block += 1
                        if block == 5:
                            value_blocks(
                                kinds, types, opened, from_meld, win, riichi, counts, dora,
                                settings, best,
                            )  # fmt: skip
        concealed[pair] += 2


@compiled
def hand_value(
    concealed: npt.NDArray[np.int64],
    counts: npt.NDArray[np.int64],
    win: int,
    riichi: bool,
    melds: npt.NDArray[np.int64],
    dora: int,
    settings: npt.NDArray[np.int64],
    best: npt.NDArray[np.int64],
    scratch: npt.NDArray[np.int64],
) -> None:
    """The library's choice among every reading of a complete hand into ``best`` (TOTAL -1:
    no reading with a yaku). ``concealed`` per kind (restored on return), ``counts`` with the
    melds' tiles, ``win`` the drawn kind (0-33), ``dora`` what dora, red fives and kita add;
    ``scratch``: SCRATCH ints."""
    for item in range(BEST):
        best[item] = 0
    best[TOTAL] = -1
    if settings[MELDS] == 0:
        _seven_pairs(concealed, riichi, dora, settings, best)
    _regular(concealed, counts, win, riichi, melds, dora, settings, best, scratch)
    if settings[OPEN] == 0:
        product = 1
        for kind in ORPHANS:
            product *= counts[kind]
        if product == 2:
            add_candidate(best, 1, 0, 0, dora, settings)  # kokushi musou (13-wait once too)

"""The points of the exact model's tsumo wins, compiled: ``WinScorer.points`` without the library.

``viewer.coach.win_points.WinScorer`` asks the ``mahjong`` library for every win the model's
graph meets (about 150 µs each). Here the same number comes from compiled code: the hand's every
reading (``hand_value``), the yaku and fu of each as the library counts them (``yaku``), the
library's choice among them, its payment and, for a riichi win, the ura dora expected exactly
as ``WinScorer`` counts them (``payments``). tests/coach/test_kernel_scoring.py holds the two to
the same float on random hands of every shape and on the wins of oracle decisions.

- ``score_context(position)`` gathers once what of the position a win's score depends on;
- ``score_wins(context, hands, win_kinds)`` scores many wins in one call;
- ``win_points(hand, win_kind, *context)`` is the compiled core, for other compiled code.

A hand is a ``numpy.uint8`` row of ``HAND_WIDTH``: copies per kind 0-33 (a red five counted in
its five), then 1 where the man, pin, sou red five is held, then 1 when the hand declared riichi;
a win kind is 0-36 (34-36: the drawn tile is that suit's red five). Hands must be ones a table
can hold (at most four of a kind with the melds, the concealed part 14 - 3 per meld tiles).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from viewer.coach.kernel.hand_value import SCRATCH, hand_value
from viewer.coach.kernel.jit import compiled
from viewer.coach.kernel.payments import (
    MOST_INDICATORS,
    NORTH,
    URA_WORK,
    expected_ura_points,
    library_payment,
)
from viewer.coach.kernel.yaku import (
    BEST,
    DEALER,
    FU,
    HAN,
    INDICATORS,
    KAN_MELDS,
    KIRIAGE,
    KITA,
    KUITAN,
    MELD_RED,
    MELDS,
    OPEN,
    PLAYERS,
    QUAD,
    RED,
    ROUND_WIND,
    SANMA,
    SEAT_WIND,
    SEQUENCE,
    SETTINGS,
    TOTAL,
    TRIPLET,
    YAKUMAN,
)
from viewer.coach.position import FIVES, KINDS, RED_IDS, Position
from viewer.coach.value_graph import RED_SHIFT, RIICHI, counts_of
from viewer.coach.win_points import dora_of
from viewer.domain.melds import MeldKind

HAND_WIDTH = 38
RIICHI_COLUMN = 37
EAST = 27
Ints = npt.NDArray[np.int64]
_BLOCK_TYPES = {
    MeldKind.CHI: SEQUENCE,
    MeldKind.PON: TRIPLET,
    MeldKind.KAKAN: QUAD,
    MeldKind.DAIMINKAN: QUAD,
    MeldKind.ANKAN: QUAD,
}
# the kind each indicator kind makes dora: 4-player, 3-player (1m shows 9m)
DORA_OF = np.array([[dora_of(k, sanma) for k in range(KINDS)] for sanma in (False, True)])
WIN_SCRATCH = 170 + BEST + max(SCRATCH, URA_WORK)


class ScoreContext(NamedTuple):
    """What of a position the score of a win depends on, as the compiled core reads it."""

    melds: Ints  # (4, 3): per meld its block type (yaku.SEQUENCE ...), lowest kind, 1 if called
    meld_counts: Ints  # (34,): the melds' copies per kind (kita not among them)
    dora: Ints  # (34,): the dora each kind is worth, from the shown indicators
    ura_wall: Ints  # (34,): unseen + the decision's concealed copies: what ura come from
    settings: Ints  # (SETTINGS,): the table, indexed by viewer.coach.kernel.yaku's names


def score_context(position: Position) -> ScoreContext:
    """The position's scoring context (cheap: a few small arrays)."""
    rules = position.rules
    melds = np.zeros((4, 3), dtype=np.int64)
    meld_counts = np.zeros(KINDS, dtype=np.int64)
    meld_red = 0
    kans = 0
    table = [meld for meld in position.melds if meld.kind is not MeldKind.KITA]
    for row, meld in enumerate(table):
        melds[row] = (_BLOCK_TYPES[meld.kind], meld.tiles[0] >> 2, int(meld.is_open))
        kans += meld.is_kan
        for tile in meld.tiles:
            meld_counts[tile >> 2] += 1
            meld_red += tile in RED_IDS
    if len(position.dora_indicators) > MOST_INDICATORS:
        raise ValueError(f"{len(position.dora_indicators)} dora indicators (a table shows 5)")
    dora = np.zeros(KINDS, dtype=np.int64)
    for indicator in position.dora_indicators:
        dora[dora_of(indicator >> 2, rules.sanma)] += 1
    counts = position.counts
    ura_wall = np.array([position.unseen[k] + counts[k] for k in range(KINDS)], dtype=np.int64)
    settings = np.zeros(SETTINGS, dtype=np.int64)
    settings[ROUND_WIND] = EAST + position.round_wind
    settings[SEAT_WIND] = EAST + position.seat_wind
    settings[KITA] = position.kita
    settings[RED] = rules.red_fives
    settings[KUITAN] = rules.kuitan
    settings[SANMA] = rules.sanma
    settings[KIRIAGE] = rules.kiriage
    settings[PLAYERS] = rules.players
    settings[DEALER] = position.dealer
    settings[INDICATORS] = len(position.dora_indicators)
    settings[OPEN] = any(meld.is_open for meld in table)
    settings[MELDS] = len(table)
    settings[MELD_RED] = meld_red
    settings[KAN_MELDS] = kans
    return ScoreContext(melds, meld_counts, dora, ura_wall, settings)


@compiled
def win_points(
    hand: npt.NDArray[np.uint8],
    win_kind: int,
    melds: Ints,
    meld_counts: Ints,
    dora: Ints,
    ura_wall: Ints,
    settings: Ints,
) -> float:
    """The expected points of winning by tsumo with ``hand`` on ``win_kind``: ``WinScorer``'s
    number (0.0 without a yaku, or when the hand does not hold the drawn tile)."""
    riichi = hand[RIICHI_COLUMN] != 0
    if riichi and settings[OPEN] != 0:
        return 0.0  # the library refuses riichi on an open hand
    scratch = np.empty(WIN_SCRATCH, dtype=np.int64)  # the one allocation of a win
    concealed = scratch[0:34]
    counts = scratch[34:68]
    held = scratch[68:102]
    gains = scratch[102:136]
    wall = scratch[136:170]
    best = scratch[170 : 170 + BEST]
    work = scratch[170 + BEST :]
    tiles = 0
    for kind in range(34):
        concealed[kind] = hand[kind]
        counts[kind] = concealed[kind] + meld_counts[kind]
        tiles += concealed[kind]
        if counts[kind] > 4:
            return 0.0
    if tiles != 14 - 3 * settings[MELDS]:
        return 0.0
    if win_kind >= 34:
        if hand[win_kind] == 0:
            return 0.0
        win = 4 + 9 * (win_kind - 34)
    else:
        win = win_kind
        plain = concealed[win]
        if win < 27 and win % 9 == 4:
            plain -= hand[34 + win // 9]
        if plain <= 0:
            return 0.0
    extra = 0  # dora, red fives, kita: counted when the hand has a yaku
    for kind in range(34):
        extra += counts[kind] * dora[kind]
    extra += settings[KITA] * (dora[NORTH] + 1)
    if settings[RED] != 0:
        extra += hand[34] + hand[35] + hand[36] + settings[MELD_RED]
    hand_value(concealed, counts, win, riichi, melds, extra, settings, best, work)
    if best[TOTAL] < 0:
        return 0.0
    kiriage = settings[KIRIAGE] != 0
    dealer = settings[DEALER] != 0
    players = settings[PLAYERS]
    yakuman = best[YAKUMAN] != 0
    if yakuman or not riichi:
        _, points = library_payment(best[HAN], best[FU], yakuman, kiriage, dealer, players)
        return float(points)
    sanma = settings[SANMA] != 0
    for kind in range(34):
        held[kind] = meld_counts[kind] + concealed[kind]
    if sanma:
        held[NORTH] += settings[KITA]
    for kind in range(34):
        gains[kind] = held[DORA_OF[int(sanma), kind]]
        wall[kind] = ura_wall[kind] - concealed[kind]
    return expected_ura_points(
        best[HAN], best[FU], gains, wall, settings[INDICATORS], kiriage, dealer, players, work
    )


@compiled
def score_all(
    hands: npt.NDArray[np.uint8],
    win_kinds: npt.NDArray[np.int64],
    melds: Ints,
    meld_counts: Ints,
    dora: Ints,
    ura_wall: Ints,
    settings: Ints,
) -> npt.NDArray[np.float64]:
    """``win_points`` of every row."""
    points = np.empty(hands.shape[0], dtype=np.float64)
    for row in range(hands.shape[0]):
        points[row] = win_points(
            hands[row], win_kinds[row], melds, meld_counts, dora, ura_wall, settings
        )
    return points


def score_wins(
    context: ScoreContext, hands: npt.NDArray[np.uint8], win_kinds: npt.NDArray[np.int64]
) -> npt.NDArray[np.float64]:
    """The expected points of each tsumo win (a row of ``hands``, its drawn ``win_kinds``)."""
    rows = np.ascontiguousarray(hands, dtype=np.uint8)
    kinds = np.ascontiguousarray(win_kinds, dtype=np.int64)
    if rows.ndim != 2 or rows.shape[1] != HAND_WIDTH or kinds.shape != (len(rows),):
        raise ValueError(f"hands of shape {rows.shape} and win kinds of {kinds.shape}")
    if kinds.size and not 0 <= kinds.min() <= kinds.max() < KINDS + len(FIVES):
        raise ValueError(f"win kinds from {kinds.min()} to {kinds.max()}: 0-36 expected")
    return score_all(rows, kinds, *context)


def hand_rows(keys: Sequence[int]) -> npt.NDArray[np.uint8]:
    """The value model's packed hands (``viewer.coach.value_graph`` keys) as kernel rows."""
    rows = np.zeros((len(keys), HAND_WIDTH), dtype=np.uint8)
    for row, key in enumerate(keys):
        rows[row, :KINDS] = counts_of(key)
        for suit in range(len(FIVES)):
            rows[row, KINDS + suit] = (key >> (RED_SHIFT + suit)) & 1
        rows[row, RIICHI_COLUMN] = bool(key & RIICHI)
    return rows

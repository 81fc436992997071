"""What a scored tsumo win pays, compiled: the library's cost, Tenhou's limits, the ura expected.

Two payments meet here and must agree to the point:

- ``library_payment`` is the ``mahjong`` library's ``ScoresCalculator.calculate_scores`` (2.1.0)
  for a tsumo under the project's Tenhou options (kazoe limited to one yakuman, several yakuman
  added up, a sextuple the most, kiriage when the table has it): the ``total`` its
  ``HandCalculator`` ranks decompositions by, and the points ``WinScorer`` reads from it (3-player:
  without North's share);
- ``tsumo_points(base_points(...))`` is ``viewer.coach.win_points``' own, used with each count
  of ura dora.

``expected_ura_points`` is ``WinScorer``'s riichi expectation: the chance of 0 ... 12-or-more ura
counted exactly in integers (as ``win_points.ura_chances`` does, indicators of the same gain
taken together), each divided by the ways of choosing the indicators, summed in the same order,
so the float is the same to the last bit.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from viewer.coach.kernel.jit import compiled

URA_CAP = 12  # as viewer.coach.win_points.URA_CAP
MOST_INDICATORS = 7  # a table shows 5 at most; the binomial table is this wide
MOST_TILES = 136
NORTH = 30


def _binomials() -> npt.NDArray[np.int64]:
    table = np.zeros((MOST_TILES + 1, MOST_INDICATORS + 1), dtype=np.int64)
    for n in range(MOST_TILES + 1):
        table[n, 0] = 1
        for k in range(1, min(n, MOST_INDICATORS) + 1):
            table[n, k] = table[n - 1, k - 1] + (table[n - 1, k] if k <= n - 1 else 0)
    return table


BINOMIAL = _binomials()  # BINOMIAL[n, k] = C(n, k), k <= MOST_INDICATORS


@compiled
def library_payment(
    han: int, fu: int, yakuman: bool, kiriage: bool, dealer: bool, players: int
) -> tuple[int, int]:
    """The library's (total, points) of a tsumo: ``total`` what its ranking of decompositions
    compares, ``points`` ``cost["main"] + (players - 2) * cost["additional"]``."""
    if han >= 13 and not yakuman:
        han = 13  # kazoe limited
    if han >= 5:  # the library's limits: 13 han a yakuman, a sextuple the most
        rounded = 2000 if han < 6 else 3000 if han < 8 else 4000 if han < 11 else 6000
        if han >= 13:
            rounded = 8000 * min(han // 13, 6)
        doubled = 2 * rounded
    else:
        base = fu << (han + 2)
        rounded = (base + 99) // 100 * 100
        doubled = (2 * base + 99) // 100 * 100
        rounded_up = kiriage and ((han == 4 and fu == 30) or (han == 3 and fu == 60))
        if rounded > 2000 or rounded_up:
            rounded = 2000
            doubled = 4000
    main = doubled
    additional = main if dealer else rounded
    others = 1 if players == 3 else 2
    return main + others * additional, main + (players - 2) * additional


@compiled
def base_points(han: int, fu: int, kiriage: bool) -> int:
    """``viewer.coach.win_points.base_points``: Tenhou's base points, kazoe limited."""
    if han >= 13:
        return 8000
    if han >= 11:
        return 6000
    if han >= 8:
        return 4000
    if han >= 6:
        return 3000
    if han >= 5:
        return 2000
    if kiriage and ((han == 4 and fu == 30) or (han == 3 and fu == 60)):
        return 2000
    return min(fu << (han + 2), 2000)


@compiled
def tsumo_points(base: int, dealer: bool, players: int) -> int:
    """``viewer.coach.win_points.tsumo_points``: what a tsumo winner receives."""
    doubled = (2 * base + 99) // 100 * 100
    if dealer:
        return (players - 1) * doubled
    return doubled + (players - 2) * ((base + 99) // 100 * 100)


ROW = URA_CAP + 1
URA_WORK = 2 * (MOST_INDICATORS + 1) * ROW + ROW


@compiled
def ura_ways(
    gains: npt.NDArray[np.int64],
    wall: npt.NDArray[np.int64],
    indicators: int,
    work: npt.NDArray[np.int64],
) -> int:
    """The ways of drawing ``indicators`` from ``wall`` (34 kinds, an indicator of kind i adding
    ``gains[i]``) that make 0 ... 12-or-more ura, into ``work[indicators * ROW + ura]``; returns
    the ways of drawing them at all (0: there are none). ``work``: URA_WORK ints of scratch."""
    after = (MOST_INDICATORS + 1) * ROW
    grouped = 2 * after  # copies per gain (12 and above as 12)
    total = 0
    for kind in range(34):
        total += wall[kind]
    if indicators <= 0 or indicators > MOST_INDICATORS or total < indicators:
        return 0
    cells = (indicators + 1) * ROW
    for cell in range(cells):
        work[cell] = 0
    for gain in range(ROW):
        work[grouped + gain] = 0
    for kind in range(34):
        if wall[kind] != 0:
            work[grouped + min(gains[kind], URA_CAP)] += wall[kind]
    work[0] = 1
    for gain in range(ROW):
        copies = work[grouped + gain]
        if copies == 0:
            continue
        for cell in range(cells):
            work[after + cell] = work[cell]
        for chosen in range(indicators):
            for ura in range(ROW):
                here = work[chosen * ROW + ura]
                if here == 0:
                    continue
                for more in range(1, min(copies, indicators - chosen) + 1):
                    target = min(URA_CAP, ura + more * gain)
                    work[after + (chosen + more) * ROW + target] += here * BINOMIAL[copies, more]
        for cell in range(cells):
            work[cell] = work[after + cell]
    return int(BINOMIAL[total, indicators])


@compiled
def expected_ura_points(
    han: int,
    fu: int,
    gains: npt.NDArray[np.int64],
    wall: npt.NDArray[np.int64],
    indicators: int,
    kiriage: bool,
    dealer: bool,
    players: int,
    work: npt.NDArray[np.int64],
) -> float:
    """A riichi win's points averaged over its ura dora (``WinScorer``'s, bit for bit);
    ``work``: URA_WORK ints of scratch."""
    whole = ura_ways(gains, wall, indicators, work)
    if whole == 0:
        return float(tsumo_points(base_points(han, fu, kiriage), dealer, players))
    expected = 0.0
    for ura in range(URA_CAP + 1):
        count = work[indicators * ROW + ura]
        if count != 0:
            chance = count / whole
            expected += chance * tsumo_points(base_points(han + ura, fu, kiriage), dealer, players)
    return expected

"""What a scored tsumo win pays, compiled: the library's cost, Tenhou's limits, the ura expected.

Two payments meet here and must agree to the point:

- ``library_payment`` is the ``mahjong`` library's ``ScoresCalculator.calculate_scores`` (2.1.0)
  for a tsumo under the project's Tenhou options (kazoe limited to one yakuman, several yakuman
  added up, a sextuple the most, kiriage when the table has it): the ``total`` its
  ``HandCalculator`` ranks decompositions by, and the points ``WinScorer`` reads from it (3-player:
  without North's share);
- ``tsumo_points(base_points(...))`` of ``viewer.coach.win_points``, which ``WinScorer`` pays
  each count of ura dora with, is the same number for every hand short of a yakuman (a test
  holds them equal), so the library's payment serves there too.

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


ROW = URA_CAP + 1
URA_WORK = 2 * (MOST_INDICATORS + 1) * ROW + ROW


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
    """A riichi win's points averaged over its ura dora (``WinScorer``'s, bit for bit).

    ``indicators`` are drawn from ``wall`` (34 kinds), an indicator of kind i adding
    ``gains[i]`` ura; ``work``: URA_WORK ints of scratch, where the ways of drawing them that
    make 0 ... 12-or-more ura are left (``work[indicators * ROW + ura]``).
    """
    after = (MOST_INDICATORS + 1) * ROW
    grouped = 2 * after  # copies per gain (12 and above as 12)
    total = 0
    for kind in range(34):
        total += wall[kind]
    cells = (indicators + 1) * ROW
    for cell in range(cells):
        work[cell] = 0
    if indicators <= 0 or indicators > MOST_INDICATORS or total < indicators:
        return float(library_payment(han, fu, False, kiriage, dealer, players)[1])
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
    whole = BINOMIAL[total, indicators]
    expected = 0.0
    for ura in range(ROW):
        count = work[indicators * ROW + ura]
        if count != 0:
            chance = count / whole
            _, points = library_payment(han + ura, fu, False, kiriage, dealer, players)
            expected += chance * points
    return expected

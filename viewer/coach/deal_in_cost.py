"""L, what a deal-in into a riichi hand costs: the mean value of such a ron on real Tenhou games.

The fold rule weighs a discard's danger (``viewer.coach.danger``, percent per riichi) by L.

Measured on 2026-11-27 on the development corpus ../shared/corpus/mjlog (357 complete Tenhou
games: 281 four-player, 76 three-player; 1619 rons), with

    .venv/bin/python scripts/measure_deal_in_cost.py

Every ron where the winner's riichi was accepted (REACH step 2) before the win counts once (each
winner of a double ron counts); its cost is the AGARI ``ten`` points: the hand's value without
honba and riichi sticks, with ura dora and ippatsu. The constants are the means rounded to a
hundred (the interval: 95 % of 4,000 bootstrap resamples of the mean, not printed by the script):

    winner                 rons    mean   median   interval of the mean
    4p dealer riichi        131   7,925    7,700   7,200 - 8,700
    4p non-dealer riichi    354   6,036    5,200   5,700 - 6,400
    3p dealer riichi         39  12,900   12,000   11,200 - 14,600
    3p non-dealer riichi     90   9,624    8,000   8,200 - 11,100

For reference, rons by hands without riichi (dama and open together): 4-player dealer 6,360
(209 rons), non-dealer 4,384 (644); 3-player dealer 9,265 (54), non-dealer 9,738 (98).
mahjong-helper uses 5,172 for a non-dealer riichi ron (7,445 with ippatsu) and the dealer at 1.5
times that; here a non-dealer riichi ron without ippatsu is 5,523 (291 rons), with ippatsu 8,405
(63), and the dealer is 1.31 times the non-dealer, not 1.5. Three-player riichi rons are about
1.6 times the four-player ones, so they have their own figures; their samples are small, and 6
of the 90 non-dealer ones are worth 32,000 (8,026 without them). The corpus is mostly Houou
tables: 208 of the 281 four-player games, all 76 three-player ones.
"""

from __future__ import annotations

DEALER_RIICHI_LOSS = 7_900
NON_DEALER_RIICHI_LOSS = 6_000
SANMA_DEALER_RIICHI_LOSS = 12_900
SANMA_NON_DEALER_RIICHI_LOSS = 9_600


def riichi_loss(dealer: bool, sanma: bool = False) -> int:
    """L: the mean points a deal-in into a riichi hand pays (the riichi player is the dealer or
    not; a 3-player game or not), honba and riichi sticks left out."""
    if sanma:
        return SANMA_DEALER_RIICHI_LOSS if dealer else SANMA_NON_DEALER_RIICHI_LOSS
    return DEALER_RIICHI_LOSS if dealer else NON_DEALER_RIICHI_LOSS

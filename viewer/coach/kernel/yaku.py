"""The yaku and fu of one reading of a tsumo win, compiled, as the ``mahjong`` library (2.1.0)
counts them with the project's Tenhou options.

A reading is five blocks (four sets, the melds among them, and a pair) or seven pairs; a block
is a ``SEQUENCE`` (by its lowest kind), ``TRIPLET``, ``QUAD`` or ``PAIR`` of a kind. Every yaku
is the library's test on the blocks, behind the same gates (chantai only with a sequence and
without tanyao, shousangen and yakuhai only with a triplet, chuuren only without melds ...),
written as arithmetic on what the blocks add up to (``BLOCK_COUNTS``, ``BLOCK_SPOILS``: tables
made once here), not as branches: numba compiles it in a fraction of the time. Thirteen orphans
are ``viewer.coach.kernel.hand_value``'s. ``add_candidate`` ranks each result as the library
ranks its decompositions (total payment, a real yakuman, han, fu) and keeps the best.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from viewer.coach.kernel.jit import compiled
from viewer.coach.kernel.payments import library_payment

SEQUENCE, TRIPLET, QUAD, PAIR = 0, 1, 2, 3
# ``settings`` (``viewer.coach.kernel.scoring.ScoreContext.settings``): one int each
ROUND_WIND, SEAT_WIND, KITA, RED, KUITAN, SANMA, KIRIAGE, PLAYERS = 0, 1, 2, 3, 4, 5, 6, 7
DEALER, INDICATORS, OPEN, MELDS, MELD_RED, KAN_MELDS = 8, 9, 10, 11, 12, 13
SETTINGS = 14
# ``best``: the library's ranking of a reading, then what it pays
TOTAL, YAKUMAN, HAN, FU = 0, 1, 2, 3
BEST = 4
HAKU = 31
MOST_HAN = 78  # the library's sextuple yakuman
# what a block adds up to, four bits a field (BLOCK_COUNTS)
CHIS, SETS, EDGE_BLOCKS, HONOR_BLOCKS, HONORS = 0, 4, 8, 12, 16
DRAGON_SETS, DRAGON_BLOCKS, WIND_SETS, WIND_PAIRS = 20, 24, 28, 32
# a tile of the block that spoils a yaku of "every tile ..." (BLOCK_SPOILS)
NOT_SIMPLE, SIMPLE, NOT_TERMINAL, NOT_HONOR, NOT_GREEN = 1, 2, 4, 8, 16
GREEN_KINDS = (19, 20, 21, 23, 25, 32)


def _tables() -> tuple[npt.NDArray[np.int64], ...]:
    """Per block code (type * 34 + kind): its counts, spoils, suit bit, set fu (concealed),
    sequence and set rank bits, and its sequence's twin step (three bits a start)."""
    counts, spoils, suits, fus, chi_bits, set_bits, twin_steps = (
        np.zeros(4 * 34, dtype=np.int64) for _ in range(7)
    )
    for block_type in range(4):
        for kind in range(34):
            code = block_type * 34 + kind
            sequence = block_type == SEQUENCE
            if sequence and (kind >= 27 or kind % 9 > 6):
                continue
            tiles = (kind, kind + 1, kind + 2) if sequence else (kind,)
            terminal = [t < 27 and t % 9 in (0, 8) for t in tiles]
            honor = [t >= 27 for t in tiles]
            for t, is_terminal, is_honor in zip(tiles, terminal, honor, strict=True):
                simple = not is_terminal and not is_honor
                spoils[code] |= NOT_SIMPLE * (not simple) | SIMPLE * simple
                spoils[code] |= NOT_TERMINAL * (not is_terminal) | NOT_HONOR * (not is_honor)
                spoils[code] |= NOT_GREEN * (t not in GREEN_KINDS)
            fields = {
                CHIS: sequence,
                SETS: block_type in (TRIPLET, QUAD),
                EDGE_BLOCKS: terminal[0] or terminal[-1],
                HONOR_BLOCKS: not (terminal[0] or terminal[-1]) and honor[0],
                HONORS: honor[0],
                DRAGON_SETS: block_type in (TRIPLET, QUAD) and kind >= HAKU,
                DRAGON_BLOCKS: not sequence and kind >= HAKU,
                WIND_SETS: block_type in (TRIPLET, QUAD) and 27 <= kind < HAKU,
                WIND_PAIRS: block_type == PAIR and 27 <= kind < HAKU,
            }
            counts[code] = sum(int(on) << shift for shift, on in fields.items())
            suits[code] = 0 if kind >= 27 else 4 >> (kind // 9)
            if block_type in (TRIPLET, QUAD):
                fus[code] = (8 if terminal[0] or honor[0] else 4) * (4 if block_type == QUAD else 1)
                set_bits[code] = 0 if kind >= 27 else 1 << kind
            if sequence:
                chi_bits[code] = 1 << kind
                twin_steps[code] = 1 << (3 * (7 * (kind // 9) + kind % 9))
    return counts, spoils, suits, fus, chi_bits, set_bits, twin_steps


BLOCK_COUNTS, BLOCK_SPOILS, BLOCK_SUIT, SET_FU, CHI_BIT, SET_BIT, TWIN_STEP = _tables()


@compiled
def add_candidate(
    best: npt.NDArray[np.int64],
    candidate: npt.NDArray[np.int64],
    dora: int,
    settings: npt.NDArray[np.int64],
) -> None:
    """Rank one (reading, win group) as the library does and keep it if it is the best.

    ``candidate`` is (yakuman, han, fu): the yakuman found (each 13 han: no double yakuman at
    Tenhou's table), the other yaku's han and the fu; without yaku it is no win and ranks below
    every win. (An array, not three ints: numba would compile this once per constant passed.)
    """
    yakuman = candidate[0]
    han = candidate[1]
    fu = candidate[2]
    if yakuman > 0:
        han = 13 * yakuman
    elif han == 0:
        return
    else:
        han += dora
    han = min(han, MOST_HAN)
    total, _ = library_payment(
        han, fu, yakuman > 0, settings[KIRIAGE] != 0, settings[DEALER] != 0, settings[PLAYERS]
    )
    real = 1 if yakuman > 0 else 0
    if total < best[TOTAL] or (total == best[TOTAL] and real < best[YAKUMAN]):
        return
    tied = total == best[TOTAL] and real == best[YAKUMAN]
    if tied and (han < best[HAN] or (han == best[HAN] and fu <= best[FU])):
        return
    best[TOTAL] = total
    best[YAKUMAN] = real
    best[HAN] = han
    best[FU] = fu


@compiled
def value_reading(
    kinds: npt.NDArray[np.int64],
    types: npt.NDArray[np.int64],
    opened: npt.NDArray[np.int64],
    melded: npt.NDArray[np.int64],
    blocks: int,
    win: int,
    riichi: bool,
    counts: npt.NDArray[np.int64],
    dora: int,
    settings: npt.NDArray[np.int64],
    best: npt.NDArray[np.int64],
    candidate: npt.NDArray[np.int64],
) -> None:
    """Every win group of one reading (``blocks`` 5, or 7 pairs) ranked into ``best``.

    ``opened``: the block is a called meld; ``melded``: any meld (an ankan too); ``counts``: the
    whole hand's copies per kind, melds included; ``dora``: the dora, red fives and kita the
    hand counts when it has a yaku; ``candidate``: three ints of scratch.
    """
    closed = settings[OPEN] == 0
    called = 0 if closed else 1  # an open hand's yaku are a han less
    seat = settings[SEAT_WIND]
    round_wind = settings[ROUND_WIND]
    packed = 0
    spoiled = 0
    suit_mask = 0
    chi_ranks = 0
    set_ranks = 0
    twins = 0
    closed_sets = 0
    yakuhai = 0
    fixed_fu = 0  # fu besides the wait's
    for block in range(blocks):
        kind = kinds[block]
        code = types[block] * 34 + kind
        packed += BLOCK_COUNTS[code]
        spoiled |= BLOCK_SPOILS[code]
        suit_mask |= BLOCK_SUIT[code]
        chi_ranks |= CHI_BIT[code]
        set_ranks |= SET_BIT[code]
        twins += TWIN_STEP[code]
        is_set = SET_FU[code] > 0
        closed_sets += is_set & (opened[block] == 0)
        valued = (kind >= HAKU) + (kind == seat) + (kind == round_wind)
        yakuhai += is_set * valued
        fixed_fu += SET_FU[code] >> opened[block]
        fixed_fu += (types[block] == PAIR) * 2 * min(valued, 2)
    chis = (packed >> CHIS) & 15
    sets = (packed >> SETS) & 15
    edge_blocks = (packed >> EDGE_BLOCKS) & 15
    honor_blocks = (packed >> HONOR_BLOCKS) & 15
    honors = (packed >> HONORS) & 15
    wind_sets = (packed >> WIND_SETS) & 15
    tanyao = spoiled & NOT_SIMPLE == 0
    one_suit = (suit_mask != 0) & (suit_mask & (suit_mask - 1) == 0)
    no_chi = chis == 0
    pairs = blocks == 7
    twin_pairs = 0
    for start in range(21):
        twin_pairs += ((twins >> (3 * start)) & 7) // 2
    ittsu = 0
    for suit in range(3):
        ittsu += (chi_ranks >> (9 * suit)) & 0b1001001 == 0b1001001

    han = closed + riichi + 2 * pairs  # menzen tsumo, riichi, chiitoitsu
    han += tanyao & (closed | (settings[KUITAN] != 0))
    han += (one_suit & (honors == 0)) * (6 - called) + (one_suit & (honors > 0)) * (3 - called)
    han += 2 * (no_chi & (spoiled & SIMPLE == 0))  # honroutou
    yakuman = (no_chi & (honors > 0) & (spoiled & NOT_HONOR == 0)) + (spoiled & NOT_GREEN == 0)
    yakuman += no_chi & (honors == 0) & (spoiled & NOT_TERMINAL == 0)  # chinroutou
    chantai = (edge_blocks + honor_blocks == 5) & (edge_blocks > 0) & (honor_blocks > 0)
    han += (chis > 0) * (chantai * (2 - called) + (edge_blocks == 5) * (3 - called))
    han += ittsu * (2 - called)
    han += closed * (3 * (twin_pairs >= 2) + (twin_pairs == 1))  # ryanpeikou, iipeikou
    across = chi_ranks & (chi_ranks >> 9) & (chi_ranks >> 18) & 0x1FF != 0
    han += ((suit_mask == 7) & across) * (2 - called)  # sanshoku
    across = set_ranks & (set_ranks >> 9) & (set_ranks >> 18) & 0x1FF != 0
    han += 2 * ((sets == 4) + (closed_sets == 3) + ((suit_mask == 7) & across))
    han += 2 * ((sets > 0) & ((packed >> DRAGON_BLOCKS) & 15 == 3)) + yakuhai  # shousangen
    yakuman += (packed >> DRAGON_SETS) & 15 == 3  # daisangen
    yakuman += (wind_sets == 3) & ((packed >> WIND_PAIRS) & 15 == 1)  # shousuushii
    yakuman += (wind_sets == 4) + (closed & (sets == 4))  # daisuushii, suuankou (once each)
    han += 2 * (settings[KAN_MELDS] == 3)  # sankantsu
    yakuman += settings[KAN_MELDS] == 4  # suukantsu
    if sets > 0 and settings[MELDS] == 0 and one_suit and honors == 0:  # chuuren poutou
        suit = 0 if suit_mask == 4 else 9 if suit_mask == 2 else 18
        ones = 0  # ranks held once (1 and 9: three times), then one held once more
        twos = 0
        for rank in range(9):
            copies = counts[suit + rank] - (2 if rank == 0 or rank == 8 else 0)
            ones += copies == 1
            twos += copies == 2
        yakuman += ones == 8 and twos == 1  # nine-sided waits once too
    candidate[0] = yakuman
    seen = 0  # the win groups valued (a bit per type and start), each once
    for block in range(blocks):
        kind = kinds[block]
        kind_type = types[block]
        offset = win - kind
        if melded[block] != 0 or offset < 0 or offset > 2 * (kind_type == SEQUENCE):
            continue
        mark = 1 << (4 * kind_type + offset)
        if seen & mark:
            continue
        seen |= mark
        fu = fixed_fu + 2 * (kind_type == PAIR)  # tanki
        if kind_type == SEQUENCE:
            rank = kind % 9
            fu += 2 * ((rank == 0 and offset == 2) or (rank == 6 and offset == 0))  # penchan
            fu += 2 * (offset == 1)  # kanchan
        pinfu = closed and fu == 0 and not pairs
        fu += 2  # tsumo, or an open hand without fu: 2 either way (none for pinfu)
        candidate[1] = han + pinfu
        candidate[2] = 25 if pairs else 20 if pinfu else (fu + 29) // 10 * 10
        add_candidate(best, candidate, dora, settings)

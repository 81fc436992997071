"""The yaku and fu of one decomposition of a tsumo win, compiled, as the ``mahjong`` library
(2.1.0) counts them with the project's Tenhou options.

A decomposition is five blocks (``SEQUENCE``, ``TRIPLET``, ``QUAD`` or ``PAIR`` of a kind, the
sequence by its lowest kind), the position's melds among them; seven pairs and thirteen orphans
are valued in ``viewer.coach.kernel.hand_value``. Every yaku is tested on the blocks exactly as
the library's ``HandCalculator.estimate_hand_value`` tests it, behind the same gates (chantai
only with a sequence and without tanyao, yakuhai only with a triplet, chuuren only without
melds ...); ``add_candidate`` then ranks the result as the library ranks its decompositions
(total payment, a real yakuman, han, fu) and keeps the best in ``best``.
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
# ``best``: the library's ranking of a decomposition, then what it pays
TOTAL, YAKUMAN, HAN, FU = 0, 1, 2, 3
BEST = 4
HAKU, HATSU, CHUN = 31, 32, 33
MOST_HAN = 78  # the library's sextuple yakuman


@compiled
def terminal(kind: int) -> bool:
    return kind < 27 and (kind % 9 == 0 or kind % 9 == 8)


@compiled
def green(kind: int) -> bool:
    return kind == 19 or kind == 20 or kind == 21 or kind == 23 or kind == 25 or kind == HATSU


@compiled
def add_candidate(
    best: npt.NDArray[np.int64],
    yakuman: int,
    han: int,
    fu: int,
    dora: int,
    settings: npt.NDArray[np.int64],
) -> None:
    """Rank one (decomposition, win group) as the library does and keep it if it is the best.

    ``yakuman`` counts the yakuman found (each 13 han: no double yakuman at Tenhou's table),
    ``han`` the other yaku's; without yaku it is no win and ranks below every win.
    """
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
    if total < best[TOTAL]:
        return
    if total == best[TOTAL]:
        if real < best[YAKUMAN]:
            return
        if real == best[YAKUMAN] and (han < best[HAN] or (han == best[HAN] and fu <= best[FU])):
            return
    best[TOTAL] = total
    best[YAKUMAN] = real
    best[HAN] = han
    best[FU] = fu


@compiled
def _across(ranks: int) -> bool:
    """Whether some rank is set in all three suits' nine bits."""
    return (ranks & (ranks >> 9) & (ranks >> 18) & 0x1FF) != 0


@compiled
def _set_fu(kind: int, quad: bool, opened: bool) -> int:
    """A triplet's or a quad's fu (a tsumo: a concealed triplet stays concealed)."""
    fu = 4 if terminal(kind) or kind >= 27 else 2
    if quad:
        fu *= 4
    if not opened:
        fu *= 2
    return fu


@compiled
def _chuuren(counts: npt.NDArray[np.int64], suit: int) -> bool:
    """Nine gates in the suit starting at kind ``suit`` (the hand's every tile in it)."""
    if counts[suit] < 3 or counts[suit + 8] < 3:
        return False
    twos = 0
    for rank in range(9):
        copies = counts[suit + rank] - (2 if rank == 0 or rank == 8 else 0)
        if copies == 2:
            twos += 1
        elif copies != 1:
            return False
    return twos == 1


@compiled
def value_blocks(
    kinds: npt.NDArray[np.int64],
    types: npt.NDArray[np.int64],
    opened: npt.NDArray[np.int64],
    melded: npt.NDArray[np.int64],
    win: int,
    riichi: bool,
    counts: npt.NDArray[np.int64],
    dora: int,
    settings: npt.NDArray[np.int64],
    best: npt.NDArray[np.int64],
) -> None:
    """Every win group of one regular decomposition (five blocks) ranked into ``best``.

    ``opened``: the block is a called meld; ``melded``: any meld (an ankan too); ``counts``: the
    whole hand's copies per kind, melds included; ``dora``: the dora, red fives and kita the
    hand counts when it has a yaku.
    """
    closed = settings[OPEN] == 0
    seat = settings[SEAT_WIND]
    round_wind = settings[ROUND_WIND]
    chis = 0
    sets = 0  # triplets and quads
    tanyao = True
    suit_mask = 0
    honors = 0
    all_edge = True  # every tile a terminal or an honor
    all_terminal = True
    all_honor = True
    all_green = True
    edge_blocks = 0  # blocks with a terminal (chantai, junchan)
    honor_blocks = 0
    closed_sets = 0
    dragon_sets = 0
    dragon_blocks = 0  # dragon triplets and pairs
    wind_sets = 0
    wind_pairs = 0
    yakuhai = 0
    chi_ranks = 0  # a bit per rank a sequence starts at, nine per suit (man lowest)
    set_ranks = 0  # the same for triplets and quads of a suit
    twins = 0  # sequences per start, three bits per rank, seven per suit (iipeikou)
    pair = -1
    for block in range(5):
        kind = kinds[block]
        kind_type = types[block]
        if kind >= 27:
            honors += 1
        else:
            suit_mask |= 4 >> (kind // 9)
        if kind_type == SEQUENCE:
            rank = kind % 9
            twins += 1 << (3 * (7 * (kind // 9) + rank))
            chis += 1
            tanyao = tanyao and 1 <= rank <= 5
            all_edge = False
            all_terminal = False
            all_honor = False
            all_green = all_green and kind == 19
            if rank == 0 or rank == 6:
                edge_blocks += 1
            chi_ranks |= 1 << kind
            continue
        edge = kind >= 27 or terminal(kind)
        tanyao = tanyao and not edge
        all_edge = all_edge and edge
        all_terminal = all_terminal and terminal(kind)
        all_honor = all_honor and kind >= 27
        all_green = all_green and green(kind)
        if terminal(kind):
            edge_blocks += 1
        elif kind >= 27:
            honor_blocks += 1
        if kind_type == PAIR:
            pair = kind
            if kind >= HAKU:
                dragon_blocks += 1
            elif kind >= 27:
                wind_pairs += 1
            continue
        sets += 1
        if opened[block] == 0:
            closed_sets += 1
        if kind < 27:
            set_ranks |= 1 << kind
        elif kind >= HAKU:
            dragon_sets += 1
            dragon_blocks += 1
            yakuhai += 1
        else:
            wind_sets += 1
            yakuhai += (kind == seat) + (kind == round_wind)
    one_suit = suit_mask == 1 or suit_mask == 2 or suit_mask == 4

    han = 0
    yakuman = 0
    if closed:
        han += 1  # menzen tsumo
    if tanyao and (closed or settings[KUITAN] != 0):
        han += 1
    if riichi:
        han += 1
    if one_suit and honors == 0:
        han += 6 if closed else 5  # chinitsu
    elif one_suit and honors > 0:
        han += 3 if closed else 2  # honitsu
    if chis == 0:
        if honors > 0 and all_honor:
            yakuman += 1  # tsuuiisou
        if not tanyao:
            if all_edge:
                han += 2  # honroutou
            if honors == 0 and all_terminal:
                yakuman += 1  # chinroutou
    if all_green:
        yakuman += 1  # ryuuiisou
    if chis > 0:
        if not tanyao:
            if edge_blocks + honor_blocks == 5 and edge_blocks > 0 and honor_blocks > 0:
                han += 2 if closed else 1  # chantai
            if edge_blocks == 5:
                han += 3 if closed else 2  # junchan
            for suit in range(3):
                if (chi_ranks >> (9 * suit)) & 0b1001001 == 0b1001001:
                    han += 2 if closed else 1  # ittsu
                    break
        if closed:
            pairs = 0
            for start in range(21):
                pairs += ((twins >> (3 * start)) & 7) // 2
            if pairs >= 2:
                han += 3  # ryanpeikou
            elif pairs == 1:
                han += 1  # iipeikou
        if suit_mask == 7 and _across(chi_ranks):
            han += 2 if closed else 1  # sanshoku
    if sets > 0:
        if sets == 4:
            han += 2  # toitoi
        if closed_sets == 3:
            han += 2  # sanankou
        if suit_mask == 7 and _across(set_ranks):
            han += 2  # sanshoku doukou
        if honors > 0:
            if dragon_blocks == 3:
                han += 2  # shousangen
            han += yakuhai
            if dragon_sets == 3:
                yakuman += 1  # daisangen
            if wind_sets == 3 and wind_pairs == 1:
                yakuman += 1  # shousuushii
            if wind_sets == 4:
                yakuman += 1  # daisuushii (once: no double yakuman)
        gates = 0 if suit_mask == 4 else 9 if suit_mask == 2 else 18
        if (
            settings[MELDS] == 0
            and not tanyao
            and one_suit
            and honors == 0
            and _chuuren(counts, gates)
        ):
            yakuman += 1  # chuuren poutou (nine-sided once too)
        if closed and sets == 4:
            yakuman += 1  # suuankou (tanki once too)
        if settings[KAN_MELDS] == 3:
            han += 2  # sankantsu
        if settings[KAN_MELDS] == 4:
            yakuman += 1  # suukantsu

    fixed_fu = 0  # fu besides the wait's
    if pair >= 0:
        valued = (pair >= HAKU) + (pair == seat) + (pair == round_wind)
        fixed_fu += 2 if valued == 1 else 4 if valued >= 2 else 0
    for block in range(5):
        if types[block] == TRIPLET or types[block] == QUAD:
            fixed_fu += _set_fu(kinds[block], types[block] == QUAD, opened[block] != 0)
    seen = 0  # the win groups valued (a bit per type and start), each once
    for block in range(5):
        kind = kinds[block]
        kind_type = types[block]
        if melded[block] != 0:
            continue
        if kind_type == SEQUENCE:
            if not kind <= win <= kind + 2:
                continue
        elif kind != win:
            continue
        mark = 1 << (4 * kind_type + (win - kind if kind_type == SEQUENCE else 3))
        if seen & mark:
            continue
        seen |= mark
        fu = fixed_fu
        if kind_type == SEQUENCE:
            rank = kind % 9
            if (rank == 0 and win == kind + 2) or (rank == 6 and win == kind):
                fu += 2  # penchan
            if win == kind + 1:
                fu += 2  # kanchan
        elif kind_type == PAIR:
            fu += 2  # tanki
        pinfu = closed and fu == 0
        if fu > 0:
            fu += 2  # tsumo
        elif not closed:
            fu += 2  # an open hand without fu
        fu = (fu + 20 + 9) // 10 * 10
        add_candidate(best, yakuman, han + (1 if pinfu else 0), fu, dora, settings)

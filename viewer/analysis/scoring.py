"""Score a win from the rebuilt board with the `mahjong` library, the way Tenhou scores it.

The result speaks Tenhou's yaku ids (the AGARI ``yaku`` attribute's), so it can be checked against
the log and shown next to it. ``points`` is what the AGARI ``ten`` second value holds: the hand's
value before honba and riichi sticks (3-player tsumo already without the missing North's share).
"""

from __future__ import annotations

from typing import NamedTuple

from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig
from mahjong.hand_calculating.hand_response import HandResponse
from mahjong.hand_calculating.yaku_config import YAKU_ID_TO_TENHOU_ID
from mahjong.meld import Meld as LibMeld

from viewer.analysis.rules import optional_rules
from viewer.analysis.situation import WinSituation
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import Rules

DORA, URA_DORA, AKA_DORA = 52, 53, 54
YAKUMAN_HAN = 13
MANGAN_BASE = 2000  # base points (fu x 2^(han+2)) above which a hand under 5 han is a mangan
_LIMITS = {
    "mangan": 1,
    "haneman": 2,
    "baiman": 3,
    "sanbaiman": 4,
}  # 5 han and up; everything else (yakuman, kazoe yakuman, 2x yakuman ...) is 5
_LIB_KIND = {
    MeldKind.CHI: LibMeld.CHI,
    MeldKind.PON: LibMeld.PON,
    MeldKind.KAKAN: LibMeld.SHOUMINKAN,
    MeldKind.DAIMINKAN: LibMeld.KAN,
    MeldKind.ANKAN: LibMeld.KAN,
}


class Score(NamedTuple):
    """A scored win, in the log's terms."""

    yaku: tuple[tuple[int, int], ...]  # (Tenhou yaku id, han); yakuman as (id, 13) each
    han: int  # 13 per yakuman for yakuman hands
    fu: int
    points: int  # before honba and sticks, as AGARI ten[1]
    limit: int  # as AGARI ten[2]: 0 none (a kiriage mangan too), 1 mangan ... 5 yakuman (kazoe too)
    yakuman: bool  # a real yakuman (not counted 13+ han)
    kiriage: bool  # 4 han 30 fu / 3 han 60 fu paid as mangan (chip lobbies); limit stays 0

    @property
    def kazoe(self) -> bool:
        """13 han or more of ordinary yaku: paid as a yakuman, named kazoe yakuman."""
        return self.limit == 5 and not self.yakuman


def library_melds(melds: tuple[Meld, ...]) -> list[LibMeld]:
    """Our melds as the library's (kita must not be passed: count it instead)."""
    return [
        LibMeld(
            meld_type=_LIB_KIND[m.kind],
            tiles=list(m.tiles),
            opened=m.kind is not MeldKind.ANKAN,
            called_tile=m.called,
        )
        for m in melds
        if m.kind is not MeldKind.KITA
    ]


def hand_config(situation: WinSituation, rules: Rules) -> HandConfig:
    """The library's description of the win (no honba, no sticks: ``points`` excludes them)."""
    return HandConfig(
        is_tsumo=situation.tsumo,
        is_riichi=situation.riichi and not situation.double_riichi,
        is_daburu_riichi=situation.double_riichi,
        is_ippatsu=situation.ippatsu,
        is_rinshan=situation.rinshan,
        is_chankan=situation.chankan,
        is_haitei=situation.haitei,
        is_houtei=situation.houtei,
        is_tenhou=situation.tenhou,
        is_chiihou=situation.chiihou,
        player_wind=EAST + situation.seat_wind,
        round_wind=EAST + situation.round_wind,
        num_nuki_dora=situation.kita,
        options=optional_rules(rules),
    )


def all_tiles(situation: WinSituation) -> list[int]:
    """Concealed tiles and meld tiles (what the library calls the hand)."""
    tiles = list(situation.concealed)
    for meld in situation.melds:
        tiles.extend(meld.tiles)
    return tiles


def evaluate(situation: WinSituation, rules: Rules) -> HandResponse:
    """The library's answer for this win (its ``error`` is set when the hand does not score)."""
    return HandCalculator.estimate_hand_value(
        all_tiles(situation),
        situation.win_tile,
        melds=library_melds(situation.melds),
        dora_indicators=list(situation.dora_indicators),
        ura_dora_indicators=list(situation.ura_indicators),
        config=hand_config(situation, rules),
    )


def score_win(situation: WinSituation, rules: Rules) -> Score | None:
    """Score a win; None when the board's hand is no scoring win (a broken log)."""
    response = evaluate(situation, rules)
    return score_from_response(response, situation, rules)


def score_from_response(
    response: HandResponse, situation: WinSituation, rules: Rules
) -> Score | None:
    if response.error is not None or response.cost is None or response.yaku is None:
        return None
    open_hand = response.is_open_hand
    is_yakuman = any(y.is_yakuman for y in response.yaku)
    yaku: list[tuple[int, int]] = []
    for item in response.yaku:
        tenhou_id = YAKU_ID_TO_TENHOU_ID[item.yaku_id]
        if item.is_yakuman:
            yaku.append((tenhou_id, YAKUMAN_HAN))
        else:
            han = item.han_open if open_hand and item.han_open else item.han_closed
            yaku.append((tenhou_id, han))
    if situation.riichi and not is_yakuman and all(i != URA_DORA for i, _ in yaku):
        yaku.append((URA_DORA, 0))  # Tenhou lists ura dora for every riichi hand, even at 0
    yaku.sort(key=_tenhou_order)
    cost = response.cost
    if situation.tsumo:
        payers_besides_main = rules.players - 2
        points = cost["main"] + payers_besides_main * cost["additional"]
    else:
        points = cost["main"]
    han, fu = response.han or 0, response.fu or 0
    return Score(
        yaku=tuple(yaku),
        han=han,
        fu=fu,
        points=points,
        limit=_limit(han, fu, cost["yaku_level"], is_yakuman),
        yakuman=is_yakuman,
        kiriage=not is_yakuman and rules.rounds_up(han, fu),
    )


def _limit(han: int, fu: int, level: str, yakuman: bool) -> int:
    """The limit as AGARI ``ten`` writes it.

    Under 5 han it is decided from the base points, not from the library's level name: with
    kiriage on, the library (2.1.0) names a 4 han 40 fu mangan "" and a rounded-up 4 han 30 fu
    "kiriage mangan", while Tenhou writes 1 and 0 (the chip game's ``ten="30,12000,0"``).
    """
    if yakuman:
        return 5
    if han < 5:
        return int(fu * 2 ** (han + 2) > MANGAN_BASE)
    return _LIMITS.get(level, 5)


def _tenhou_order(entry: tuple[int, int]) -> tuple[int, int]:
    """Tenhou lists yaku by id, then dora, aka dora, ura dora."""
    tenhou_id = entry[0]
    return ({DORA: 100, AKA_DORA: 101, URA_DORA: 102}.get(tenhou_id, tenhou_id), 0)

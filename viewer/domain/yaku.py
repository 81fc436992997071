"""Names of Tenhou's yaku ids, limits and dan ranks, in Japanese and English (Qt-free).

The ids are those of the AGARI ``yaku`` / ``yakuman`` attributes (mjlog-format.md section 8.6);
the result popup and any text export look names up here so that every view spells them alike.
"""

from __future__ import annotations

from typing import NamedTuple


class YakuName(NamedTuple):
    ja: str
    en: str


YAKU_NAMES: dict[int, YakuName] = {
    0: YakuName("門前清自摸和", "Fully concealed self-draw"),
    1: YakuName("立直", "Riichi"),
    2: YakuName("一発", "Ippatsu (one-shot)"),
    3: YakuName("槍槓", "Robbing a kan"),
    4: YakuName("嶺上開花", "Win on the kan replacement"),
    5: YakuName("海底摸月", "Win on the last draw"),
    6: YakuName("河底撈魚", "Win on the last discard"),
    7: YakuName("平和", "Pinfu (no-points hand)"),
    8: YakuName("断幺九", "All simples"),
    9: YakuName("一盃口", "Pure double sequence"),
    10: YakuName("自風 東", "Seat wind: East"),
    11: YakuName("自風 南", "Seat wind: South"),
    12: YakuName("自風 西", "Seat wind: West"),
    13: YakuName("自風 北", "Seat wind: North"),
    14: YakuName("場風 東", "Round wind: East"),
    15: YakuName("場風 南", "Round wind: South"),
    16: YakuName("場風 西", "Round wind: West"),
    17: YakuName("場風 北", "Round wind: North"),
    18: YakuName("役牌 白", "White dragon"),
    19: YakuName("役牌 發", "Green dragon"),
    20: YakuName("役牌 中", "Red dragon"),
    21: YakuName("両立直", "Double riichi"),
    22: YakuName("七対子", "Seven pairs"),
    23: YakuName("混全帯幺九", "Outside hand (with honours)"),
    24: YakuName("一気通貫", "Pure straight"),
    25: YakuName("三色同順", "Mixed triple sequence"),
    26: YakuName("三色同刻", "Triple triplets"),
    27: YakuName("三槓子", "Three kans"),
    28: YakuName("対々和", "All triplets"),
    29: YakuName("三暗刻", "Three concealed triplets"),
    30: YakuName("小三元", "Little three dragons"),
    31: YakuName("混老頭", "All terminals and honours"),
    32: YakuName("二盃口", "Twice pure double sequence"),
    33: YakuName("純全帯幺九", "Terminals in every set"),
    34: YakuName("混一色", "Half flush"),
    35: YakuName("清一色", "Full flush"),
    36: YakuName("人和", "Blessing of man"),
    37: YakuName("天和", "Blessing of heaven"),
    38: YakuName("地和", "Blessing of earth"),
    39: YakuName("大三元", "Big three dragons"),
    40: YakuName("四暗刻", "Four concealed triplets"),
    41: YakuName("四暗刻単騎", "Four concealed triplets, pair wait"),
    42: YakuName("字一色", "All honours"),
    43: YakuName("緑一色", "All green"),
    44: YakuName("清老頭", "All terminals"),
    45: YakuName("九蓮宝燈", "Nine gates"),
    46: YakuName("純正九蓮宝燈", "True nine gates"),
    47: YakuName("国士無双", "Thirteen orphans"),
    48: YakuName("国士無双１３面", "Thirteen orphans, 13-way wait"),
    49: YakuName("大四喜", "Big four winds"),
    50: YakuName("小四喜", "Little four winds"),
    51: YakuName("四槓子", "Four kans"),
    52: YakuName("ドラ", "Dora"),
    53: YakuName("裏ドラ", "Ura dora"),
    54: YakuName("赤ドラ", "Red fives"),
}

LIMIT_NAMES: dict[int, YakuName] = {
    1: YakuName("満貫", "Mangan"),
    2: YakuName("跳満", "Haneman"),
    3: YakuName("倍満", "Baiman"),
    4: YakuName("三倍満", "Sanbaiman"),
    5: YakuName("役満", "Yakuman"),
}
KAZOE_YAKUMAN = YakuName("数え役満", "Counted yakuman")

DAN_NAMES: tuple[YakuName, ...] = (
    YakuName("新人", "Newcomer"),
    *(YakuName(f"{9 - i}級", f"{9 - i}-kyu") for i in range(9)),
    *(YakuName(f"{ja}段", f"{i + 1}-dan") for i, ja in enumerate("初二三四五六七八九十")),
    YakuName("天鳳位", "Tenhoui"),
)


def yaku_name(yaku_id: int) -> YakuName:
    """The names of a yaku id; an id Tenhou never sent is named by its number."""
    return YAKU_NAMES.get(yaku_id, YakuName(f"役{yaku_id}", f"Yaku {yaku_id}"))


def limit_name(limit: int, han: int, yakuman: bool) -> YakuName | None:
    """The limit label of a win: 数え役満 for 13+ han scored as a yakuman without a yakuman yaku.

    >>> limit_name(5, 13, yakuman=False).ja, limit_name(5, 0, yakuman=True).en
    ('数え役満', 'Yakuman')
    >>> limit_name(0, 3, yakuman=False) is None
    True
    """
    if limit == 5 and not yakuman and han >= 13:
        return KAZOE_YAKUMAN
    return LIMIT_NAMES.get(limit)


def dan_name(dan: int | None) -> YakuName | None:
    """``UN dan`` id -> rank name; None when the log gives no (or an unknown) rank."""
    if dan is None or not 0 <= dan < len(DAN_NAMES):
        return None
    return DAN_NAMES[dan]

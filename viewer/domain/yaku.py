"""Tenhou's own names of its yaku ids (AGARI ``yaku`` / ``yakuman``, mjlog-format.md §8.6).

These are facts of the format, not wording for people: Tenhou's tenhou.net/6 converter writes
them (``対々和(2飜)``), its readers match them, and the presentation shows them as the Japanese
term beside its translations. Words for people (English and the other languages) live in
``viewer.presentation.names``.
"""

from __future__ import annotations

TENHOU_YAKU: dict[int, str] = {
    0: "門前清自摸和",
    1: "立直",
    2: "一発",
    3: "槍槓",
    4: "嶺上開花",
    5: "海底摸月",
    6: "河底撈魚",
    7: "平和",
    8: "断幺九",
    9: "一盃口",
    10: "自風 東",
    11: "自風 南",
    12: "自風 西",
    13: "自風 北",
    14: "場風 東",
    15: "場風 南",
    16: "場風 西",
    17: "場風 北",
    18: "役牌 白",
    19: "役牌 發",
    20: "役牌 中",
    21: "両立直",
    22: "七対子",
    23: "混全帯幺九",
    24: "一気通貫",
    25: "三色同順",
    26: "三色同刻",
    27: "三槓子",
    28: "対々和",
    29: "三暗刻",
    30: "小三元",
    31: "混老頭",
    32: "二盃口",
    33: "純全帯幺九",
    34: "混一色",
    35: "清一色",
    36: "人和",
    37: "天和",
    38: "地和",
    39: "大三元",
    40: "四暗刻",
    41: "四暗刻単騎",
    42: "字一色",
    43: "緑一色",
    44: "清老頭",
    45: "九蓮宝燈",
    46: "純正九蓮宝燈",
    47: "国士無双",
    48: "国士無双１３面",
    49: "大四喜",
    50: "小四喜",
    51: "四槓子",
    52: "ドラ",
    53: "裏ドラ",
    54: "赤ドラ",
}


def tenhou_yaku_name(yaku_id: int) -> str:
    """Tenhou's name of a yaku id; an id Tenhou never sent is named by its number.

    >>> tenhou_yaku_name(22), tenhou_yaku_name(99)
    ('七対子', '役99')
    """
    return TENHOU_YAKU.get(yaku_id, f"役{yaku_id}")

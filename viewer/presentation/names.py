"""Names for people: Tenhou's yaku ids, limits, dan ranks, kinds of draw, the board's status
words; each in Japanese and as an English source text that ``i18n.translate`` turns into the user's
language (Qt-free; English uses the romanized names the English-speaking community uses).

The yaku ids are those of the AGARI ``yaku`` / ``yakuman`` attributes (mjlog-format.md section
8.6); the board, the result popups, the status line and the round list look names up here so that
every view spells them alike (one table each: a language is a translation, in
resources/translations/*.ts).
"""

from __future__ import annotations

from typing import NamedTuple

from viewer.domain.melds import MeldKind
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, japanese_beside, translate


class YakuName(NamedTuple):
    ja: str
    en: str  # the English source text (the key of its translations)
    context: str = ""  # its translation context; "" = shown as it is (proper names)


YAKU_NAMES: dict[int, YakuName] = {
    0: YakuName("門前清自摸和", QT_TRANSLATE_NOOP("yaku", "Menzen Tsumo"), "yaku"),
    1: YakuName("立直", QT_TRANSLATE_NOOP("yaku", "Riichi"), "yaku"),
    2: YakuName("一発", QT_TRANSLATE_NOOP("yaku", "Ippatsu"), "yaku"),
    3: YakuName("槍槓", QT_TRANSLATE_NOOP("yaku", "Chankan"), "yaku"),
    4: YakuName("嶺上開花", QT_TRANSLATE_NOOP("yaku", "Rinshan Kaihou"), "yaku"),
    5: YakuName("海底摸月", QT_TRANSLATE_NOOP("yaku", "Haitei Raoyue"), "yaku"),
    6: YakuName("河底撈魚", QT_TRANSLATE_NOOP("yaku", "Houtei Raoyui"), "yaku"),
    7: YakuName("平和", QT_TRANSLATE_NOOP("yaku", "Pinfu"), "yaku"),
    8: YakuName("断幺九", QT_TRANSLATE_NOOP("yaku", "Tanyao"), "yaku"),
    9: YakuName("一盃口", QT_TRANSLATE_NOOP("yaku", "Iipeikou"), "yaku"),
    10: YakuName("自風 東", QT_TRANSLATE_NOOP("yaku", "Seat Wind East"), "yaku"),
    11: YakuName("自風 南", QT_TRANSLATE_NOOP("yaku", "Seat Wind South"), "yaku"),
    12: YakuName("自風 西", QT_TRANSLATE_NOOP("yaku", "Seat Wind West"), "yaku"),
    13: YakuName("自風 北", QT_TRANSLATE_NOOP("yaku", "Seat Wind North"), "yaku"),
    14: YakuName("場風 東", QT_TRANSLATE_NOOP("yaku", "Round Wind East"), "yaku"),
    15: YakuName("場風 南", QT_TRANSLATE_NOOP("yaku", "Round Wind South"), "yaku"),
    16: YakuName("場風 西", QT_TRANSLATE_NOOP("yaku", "Round Wind West"), "yaku"),
    17: YakuName("場風 北", QT_TRANSLATE_NOOP("yaku", "Round Wind North"), "yaku"),
    18: YakuName("役牌 白", QT_TRANSLATE_NOOP("yaku", "Haku"), "yaku"),
    19: YakuName("役牌 發", QT_TRANSLATE_NOOP("yaku", "Hatsu"), "yaku"),
    20: YakuName("役牌 中", QT_TRANSLATE_NOOP("yaku", "Chun"), "yaku"),
    21: YakuName("両立直", QT_TRANSLATE_NOOP("yaku", "Double Riichi"), "yaku"),
    22: YakuName("七対子", QT_TRANSLATE_NOOP("yaku", "Chiitoitsu"), "yaku"),
    23: YakuName("混全帯幺九", QT_TRANSLATE_NOOP("yaku", "Chanta"), "yaku"),
    24: YakuName("一気通貫", QT_TRANSLATE_NOOP("yaku", "Ittsu"), "yaku"),
    25: YakuName("三色同順", QT_TRANSLATE_NOOP("yaku", "Sanshoku Doujun"), "yaku"),
    26: YakuName("三色同刻", QT_TRANSLATE_NOOP("yaku", "Sanshoku Doukou"), "yaku"),
    27: YakuName("三槓子", QT_TRANSLATE_NOOP("yaku", "Sankantsu"), "yaku"),
    28: YakuName("対々和", QT_TRANSLATE_NOOP("yaku", "Toitoi"), "yaku"),
    29: YakuName("三暗刻", QT_TRANSLATE_NOOP("yaku", "Sanankou"), "yaku"),
    30: YakuName("小三元", QT_TRANSLATE_NOOP("yaku", "Shousangen"), "yaku"),
    31: YakuName("混老頭", QT_TRANSLATE_NOOP("yaku", "Honroutou"), "yaku"),
    32: YakuName("二盃口", QT_TRANSLATE_NOOP("yaku", "Ryanpeikou"), "yaku"),
    33: YakuName("純全帯幺九", QT_TRANSLATE_NOOP("yaku", "Junchan"), "yaku"),
    34: YakuName("混一色", QT_TRANSLATE_NOOP("yaku", "Honitsu"), "yaku"),
    35: YakuName("清一色", QT_TRANSLATE_NOOP("yaku", "Chinitsu"), "yaku"),
    36: YakuName("人和", QT_TRANSLATE_NOOP("yaku", "Renhou"), "yaku"),
    37: YakuName("天和", QT_TRANSLATE_NOOP("yaku", "Tenhou"), "yaku"),
    38: YakuName("地和", QT_TRANSLATE_NOOP("yaku", "Chiihou"), "yaku"),
    39: YakuName("大三元", QT_TRANSLATE_NOOP("yaku", "Daisangen"), "yaku"),
    40: YakuName("四暗刻", QT_TRANSLATE_NOOP("yaku", "Suuankou"), "yaku"),
    41: YakuName("四暗刻単騎", QT_TRANSLATE_NOOP("yaku", "Suuankou Tanki"), "yaku"),
    42: YakuName("字一色", QT_TRANSLATE_NOOP("yaku", "Tsuuiisou"), "yaku"),
    43: YakuName("緑一色", QT_TRANSLATE_NOOP("yaku", "Ryuuiisou"), "yaku"),
    44: YakuName("清老頭", QT_TRANSLATE_NOOP("yaku", "Chinroutou"), "yaku"),
    45: YakuName("九蓮宝燈", QT_TRANSLATE_NOOP("yaku", "Chuuren Poutou"), "yaku"),
    46: YakuName("純正九蓮宝燈", QT_TRANSLATE_NOOP("yaku", "Junsei Chuuren Poutou"), "yaku"),
    47: YakuName("国士無双", QT_TRANSLATE_NOOP("yaku", "Kokushi Musou"), "yaku"),
    48: YakuName(
        "国士無双１３面", QT_TRANSLATE_NOOP("yaku", "Kokushi Musou 13-sided wait"), "yaku"
    ),
    49: YakuName("大四喜", QT_TRANSLATE_NOOP("yaku", "Daisuushii"), "yaku"),
    50: YakuName("小四喜", QT_TRANSLATE_NOOP("yaku", "Shousuushii"), "yaku"),
    51: YakuName("四槓子", QT_TRANSLATE_NOOP("yaku", "Suukantsu"), "yaku"),
    52: YakuName("ドラ", QT_TRANSLATE_NOOP("yaku", "Dora"), "yaku"),
    53: YakuName("裏ドラ", QT_TRANSLATE_NOOP("yaku", "Ura Dora"), "yaku"),
    54: YakuName("赤ドラ", QT_TRANSLATE_NOOP("yaku", "Aka Dora"), "yaku"),
}

LIMIT_NAMES: dict[int, YakuName] = {
    1: YakuName("満貫", QT_TRANSLATE_NOOP("limit", "Mangan"), "limit"),
    2: YakuName("跳満", QT_TRANSLATE_NOOP("limit", "Haneman"), "limit"),
    3: YakuName("倍満", QT_TRANSLATE_NOOP("limit", "Baiman"), "limit"),
    4: YakuName("三倍満", QT_TRANSLATE_NOOP("limit", "Sanbaiman"), "limit"),
    5: YakuName("役満", QT_TRANSLATE_NOOP("limit", "Yakuman"), "limit"),
}
KAZOE_YAKUMAN = YakuName("数え役満", QT_TRANSLATE_NOOP("limit", "Kazoe Yakuman"), "limit")

# Tenhou's rank names are proper names, shown in Japanese in every language (as Tenhou does).
DAN_NAMES: tuple[YakuName, ...] = (
    YakuName("新人", "Newcomer"),
    *(YakuName(f"{9 - i}級", f"{9 - i}-kyu") for i in range(9)),
    *(YakuName(f"{ja}段", f"{i + 1}-dan") for i, ja in enumerate("初二三四五六七八九十")),
    YakuName("天鳳位", "Tenhoui"),
)


DRAW_NAMES: dict[str | None, YakuName] = {
    None: YakuName("流局", QT_TRANSLATE_NOOP("draw", "Exhaustive draw"), "draw"),
    "nm": YakuName("流し満貫", QT_TRANSLATE_NOOP("draw", "Nagashi Mangan"), "draw"),
    "yao9": YakuName("九種九牌", QT_TRANSLATE_NOOP("draw", "Nine terminals"), "draw"),
    "kaze4": YakuName("四風連打", QT_TRANSLATE_NOOP("draw", "Four winds"), "draw"),
    "reach4": YakuName("四家立直", QT_TRANSLATE_NOOP("draw", "Four riichi"), "draw"),
    "ron3": YakuName("三家和了", QT_TRANSLATE_NOOP("draw", "Triple ron"), "draw"),
    "kan4": YakuName("四槓散了", QT_TRANSLATE_NOOP("draw", "Four kans"), "draw"),
}
TENPAI_KINDS = (None, "nm")  # draws that reveal tenpai hands (and pay noten penalties)

# The board's and the popups' short status words.
TSUMO = YakuName("ツモ", QT_TRANSLATE_NOOP("status", "Tsumo"), "status")
RON = YakuName("ロン", QT_TRANSLATE_NOOP("status", "Ron"), "status")
TENPAI = YakuName("聴牌", QT_TRANSLATE_NOOP("status", "Tenpai"), "status")
NOTEN = YakuName("不聴", QT_TRANSLATE_NOOP("status", "Noten"), "status")
RIICHI = YakuName("立直", QT_TRANSLATE_NOOP("status", "Riichi"), "status")
AGARI = YakuName("和了", QT_TRANSLATE_NOOP("status", "Agari"), "status")
DORA = YakuName("ドラ", QT_TRANSLATE_NOOP("status", "Dora"), "status")
URA_DORA = YakuName("裏ドラ", QT_TRANSLATE_NOOP("status", "Ura dora"), "status")
FINAL_STANDINGS = YakuName("終局", QT_TRANSLATE_NOOP("status", "Final standings"), "status")
_KAN = YakuName("カン", QT_TRANSLATE_NOOP("status", "Kan"), "status")
CALL_NAMES: dict[MeldKind, YakuName] = {
    MeldKind.CHI: YakuName("チー", QT_TRANSLATE_NOOP("status", "Chi"), "status"),
    MeldKind.PON: YakuName("ポン", QT_TRANSLATE_NOOP("status", "Pon"), "status"),
    MeldKind.KAKAN: _KAN,
    MeldKind.DAIMINKAN: _KAN,
    MeldKind.ANKAN: _KAN,
    MeldKind.KITA: YakuName("キタ", QT_TRANSLATE_NOOP("status", "Kita"), "status"),
}


# The reading of a win: the wait shapes and the lines of the fu count (keys from
# viewer.analysis.breakdown).
WAIT_NAMES: dict[str, YakuName] = {
    "ryanmen": YakuName("両面", QT_TRANSLATE_NOOP("wait", "Ryanmen (two-sided)"), "wait"),
    "kanchan": YakuName("嵌張", QT_TRANSLATE_NOOP("wait", "Kanchan (closed)"), "wait"),
    "penchan": YakuName("辺張", QT_TRANSLATE_NOOP("wait", "Penchan (edge)"), "wait"),
    "shanpon": YakuName("双碰", QT_TRANSLATE_NOOP("wait", "Shanpon (two pairs)"), "wait"),
    "tanki": YakuName("単騎", QT_TRANSLATE_NOOP("wait", "Tanki (pair)"), "wait"),
    "kokushi_13": YakuName("十三面", QT_TRANSLATE_NOOP("wait", "Thirteen-sided"), "wait"),
}
FU_NAMES: dict[str, YakuName] = {
    "base": YakuName("副底", QT_TRANSLATE_NOOP("fu", "Base"), "fu"),
    "chiitoitsu": YakuName("七対子", QT_TRANSLATE_NOOP("fu", "Seven pairs"), "fu"),
    "menzen_ron": YakuName("門前加符", QT_TRANSLATE_NOOP("fu", "Closed ron"), "fu"),
    "tsumo": YakuName("ツモ", QT_TRANSLATE_NOOP("fu", "Tsumo"), "fu"),
    "open_pinfu": YakuName("鳴き平和形", QT_TRANSLATE_NOOP("fu", "Open pinfu shape"), "fu"),
    "open_pon": YakuName("明刻", QT_TRANSLATE_NOOP("fu", "Open pon"), "fu"),
    "closed_pon": YakuName("暗刻", QT_TRANSLATE_NOOP("fu", "Closed pon"), "fu"),
    "open_kan": YakuName("明槓", QT_TRANSLATE_NOOP("fu", "Open kan"), "fu"),
    "closed_kan": YakuName("暗槓", QT_TRANSLATE_NOOP("fu", "Closed kan"), "fu"),
    "kanchan": YakuName("嵌張待ち", QT_TRANSLATE_NOOP("fu", "Kanchan wait"), "fu"),
    "penchan": YakuName("辺張待ち", QT_TRANSLATE_NOOP("fu", "Penchan wait"), "fu"),
    "tanki": YakuName("単騎待ち", QT_TRANSLATE_NOOP("fu", "Tanki wait"), "fu"),
    "valued_pair": YakuName("役牌雀頭", QT_TRANSLATE_NOOP("fu", "Value pair"), "fu"),
    "double_valued_pair": YakuName("連風牌雀頭", QT_TRANSLATE_NOOP("fu", "Double wind pair"), "fu"),
    "rounding": YakuName("切り上げ", QT_TRANSLATE_NOOP("fu", "Rounded up"), "fu"),
}
# The groups of a hand: concealed ones, and declared ones (called, or a closed kan).
GROUP_NAMES: dict[str, YakuName] = {
    "sequence": YakuName("順子", QT_TRANSLATE_NOOP("group", "Sequence"), "group"),
    "triplet": YakuName("刻子", QT_TRANSLATE_NOOP("group", "Triplet"), "group"),
    "quad": YakuName("槓子", QT_TRANSLATE_NOOP("group", "Quad"), "group"),
    "pair": YakuName("雀頭", QT_TRANSLATE_NOOP("group", "Pair"), "group"),
    "single": YakuName("", "", ""),
    "seven_pairs": YakuName("対子", QT_TRANSLATE_NOOP("group", "Pair"), "group"),
}
CALLED_GROUP_NAMES: dict[str, YakuName] = {
    "sequence": YakuName("チー", QT_TRANSLATE_NOOP("group", "Chi"), "group"),
    "triplet": YakuName("ポン", QT_TRANSLATE_NOOP("group", "Pon"), "group"),
    "quad": YakuName("明槓", QT_TRANSLATE_NOOP("group", "Open kan"), "group"),
}
CLOSED_KAN = YakuName("暗槓", QT_TRANSLATE_NOOP("group", "Closed kan"), "group")


def translated(name: YakuName) -> str:
    """The name in the current language alone (Japanese: the table's own Japanese)."""
    return translate(name.context, name.en) if name.context else name.en


def term(name: YakuName, sep: str = " ") -> str:
    """The name as the board writes it: the current language's, with the Japanese term before
    it when the learner's option is on (``聴牌 Tenpai``), the Japanese alone in Japanese.

    >>> term(TENPAI)
    '聴牌 Tenpai'
    """
    text = translated(name)
    if japanese_beside() and name.ja and name.ja != text:
        return f"{name.ja}{sep}{text}"
    return text


both = term  # the name before the language layer


def draw_name(kind: str | None) -> YakuName:
    """The name of a kind of draw (RYUUKYOKU ``type``); an unknown kind is shown as it is.

    >>> draw_name("yao9").en, draw_name("zzz").en
    ('Nine terminals', 'Draw (zzz)')
    """
    return DRAW_NAMES.get(kind) or YakuName("流局", f"Draw ({kind})")


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

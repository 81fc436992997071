"""mjai's names: tiles (``1m``, ``5mr`` red, ``E S W N P F C`` honours), winds, yaku, draw reasons.

Yaku names follow gimite's original mjai (``reach``, ``menzenchin_tsumoho``, ``sangenpai`` ...);
Tenhou's 55 ids map one to one except the wind and dragon yakuhai, which mjai names by kind
(``jikaze``, ``bakaze``, ``sangenpai``) and the reader resolves from the round and the hand.
"""

from __future__ import annotations

HONOURS = "ESWNPFC"
TILE_NAMES: dict[str, tuple[int, bool]] = {
    **{f"{n}{s}": (i * 9 + n - 1, False) for i, s in enumerate("mps") for n in range(1, 10)},
    **{f"5{s}r": (i * 9 + 4, True) for i, s in enumerate("mps")},
    **{h: (27 + i, False) for i, h in enumerate(HONOURS)},
}
WINDS = "ESWN"
UNKNOWN = "?"


def tile_text(tile: int, red_fives: bool = True) -> str:
    """The mjai name of a Tenhou tile id ("?" for a hidden tile)."""
    kind = tile >> 2
    if kind >= 34:
        return UNKNOWN
    if kind >= 27:
        return HONOURS[kind - 27]
    name = f"{kind % 9 + 1}{'mps'[kind // 9]}"
    if red_fives and tile in (16, 52, 88):
        name += "r"
    return name


YAKU_NAMES: dict[int, str] = {
    0: "menzenchin_tsumoho",
    1: "reach",
    2: "ippatsu",
    3: "chankan",
    4: "rinshankaiho",
    5: "haiteiraoyue",
    6: "hoteiraoyui",
    7: "pinfu",
    8: "tanyaochu",
    9: "ipeko",
    **{i: "jikaze" for i in range(10, 14)},
    **{i: "bakaze" for i in range(14, 18)},
    18: "sangenpai",
    19: "sangenpai",
    20: "sangenpai",
    21: "double_reach",
    22: "chitoitsu",
    23: "honchantaiyao",
    24: "ikkitsukan",
    25: "sanshokudojun",
    26: "sanshokudoko",
    27: "sankantsu",
    28: "toitoiho",
    29: "sananko",
    30: "shosangen",
    31: "honroto",
    32: "ryanpeko",
    33: "junchantaiyao",
    34: "honiso",
    35: "chiniso",
    36: "renho",
    37: "tenho",
    38: "chiho",
    39: "daisangen",
    40: "suanko",
    41: "suanko_tanki",
    42: "tsuiso",
    43: "ryuiso",
    44: "chinroto",
    45: "churenpoton",
    46: "junsei_churenpoton",
    47: "kokushimuso",
    48: "kokushimuso_13",
    49: "daisushi",
    50: "shosushi",
    51: "sukantsu",
    52: "dora",
    53: "uradora",
    54: "akadora",
}
YAKU_IDS: dict[str, int] = {}
for _number, _name in YAKU_NAMES.items():
    YAKU_IDS.setdefault(_name, _number)
YAKUMAN_IDS = frozenset(range(37, 52))

DRAW_REASONS: dict[str | None, str] = {
    None: "fanpai",
    "nm": "nagashimangan",
    "yao9": "kyushukyuhai",
    "kaze4": "sufonrenta",
    "reach4": "suchareach",
    "ron3": "sanchaho",
    "kan4": "sukaikan",
}
DRAW_KINDS: dict[str, str | None] = {reason: kind for kind, reason in DRAW_REASONS.items()}

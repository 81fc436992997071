"""Two hand-written games for the review fixtures (no corpus file): a 4-player and a 3-player.

4-player, reviewed seat 1: East 1 has a pass on a pon (白), a pon (中), and a double ron (seats 1
and 2 on seat 0's 9s); East 2 has seat 1's ankan, a riichi on the rinshan draw and a tsumo.
3-player, reviewed seat 2: a kita, a pass on a pon (白), a north discarded (not kept for a second
kita), and a ron. Built with tests/logbuilder.py; every round replays without a warning.
"""

from __future__ import annotations

from tests.logbuilder import call, document, init
from viewer.domain.melds import Meld, MeldKind, encode_meld

PON, ANKAN, KITA = MeldKind.PON, MeldKind.ANKAN, MeldKind.KITA


def _meld_code(kind: MeldKind, tiles: tuple[int, ...], called: int | None, from_seat: int | None,
               who: int) -> int:  # fmt: skip
    return encode_meld(Meld(kind, tuple(sorted(tiles)), called, from_seat, None, 0), who)


def _ids(*tiles: int) -> str:
    return ",".join(map(str, tiles))


def game_4p() -> bytes:
    east1 = (
        (36, 37, 108, 112, 116, 120, 72, 76, 80, 84, 88, 92, 60),
        (0, 4, 8, 48, 52, 56, 96, 100, 124, 125, 132, 133, 32),
        (5, 9, 12, 17, 20, 24, 40, 44, 49, 129, 130, 131, 105),
        (25, 28, 33, 38, 41, 45, 53, 57, 61, 109, 113, 117, 121),
    )
    pon = _meld_code(PON, (132, 133, 134), 134, 0, 1)
    win1 = _ids(0, 4, 8, 48, 52, 56, 96, 100, 106, 124, 125)
    win2 = _ids(5, 9, 12, 17, 20, 24, 40, 44, 49, 105, 106, 129, 130, 131)
    round1 = (
        init(0, hands=east1, indicator=135),
        "<T114/><D114/>",
        "<U73/><E73/>",
        "<V77/><F77/>",
        "<W126/><G126/>",  # seat 1 holds 白白: it passes
        "<T134/><D134/>",
        call(1, PON, (132, 133, 134), called=134, from_seat=0),
        "<E32/>",
        "<V81/><F81/>",
        "<W85/><G85/>",
        "<T106/><D106/>",  # 9s: seats 1 and 2 both win on it
        f'<AGARI ba="0,0" hai="{win1}" m="{pon}" machi="106" ten="30,1000,0" yaku="20,1" '
        'doraHai="135" who="1" fromWho="0" sc="250,-10,250,10,250,0,250,0"/>',
        f'<AGARI ba="0,0" hai="{win2}" machi="106" ten="40,1300,0" yaku="19,1" '
        'doraHai="135" who="2" fromWho="0" sc="240,-13,260,0,250,13,250,0"/>',
    )
    east2 = (
        (45, 46, 49, 50, 53, 54, 57, 58, 61, 62, 64, 65, 66),
        (0, 1, 2, 40, 44, 48, 52, 56, 60, 80, 84, 108, 109),
        (4, 5, 6, 8, 9, 10, 12, 13, 14, 16, 17, 20, 21),
        (24, 25, 26, 28, 29, 30, 32, 33, 34, 36, 37, 38, 41),
    )
    ankan = _meld_code(ANKAN, (0, 1, 2, 3), None, None, 1)
    win = _ids(40, 44, 48, 52, 56, 60, 80, 84, 89, 108, 109)
    round2 = (
        init(1, hands=east2, indicator=135, scores=(227, 260, 263, 250)),
        "<U3/>",
        call(1, ANKAN, (0, 1, 2, 3)),
        '<DORA hai="134"/>',
        '<U93/><REACH who="1" step="1"/><E93/><REACH who="1" step="2" ten="227,250,263,250"/>',
        "<V68/><F68/><W69/><G69/><T70/><D70/>",
        "<U89/>",
        f'<AGARI ba="0,1" hai="{win}" m="{ankan}" machi="89" ten="60,11700,0" '
        'yaku="1,1,0,1,54,1" doraHai="135,134" doraHaiUra="133,132" who="1" fromWho="1" '
        'sc="227,-39,250,127,263,-39,250,-39" owari="188,-21.0,377,47.0,224,2.0,211,-28.0"/>',
    )
    return document(*round1, *round2)


def game_3p() -> bytes:
    hands = (
        (0, 1, 2, 33, 34, 60, 61, 64, 68, 96, 100, 104, 108),
        (112, 113, 116, 117, 132, 133, 84, 89, 92, 37, 41, 45, 97),
        (120, 36, 40, 44, 48, 52, 56, 72, 76, 124, 125, 128, 32),
        (),
    )
    kita = _meld_code(KITA, (121,), None, None, 2)
    win = _ids(36, 40, 44, 48, 52, 56, 72, 76, 80, 124, 125, 127, 128, 129)
    elements = (
        init(0, hands=hands, indicator=135, scores=(350, 350, 350, 0)),
        "<T109/><D109/>",
        "<U114/><E114/>",
        "<V121/>",
        call(2, KITA, (121,)),
        "<V80/><F32/>",
        "<T110/><D110/>",
        "<U126/><E126/>",  # seat 2 holds 白白: it passes
        "<V129/><F120/>",  # the north discarded (the AI kita's it)
        "<T127/><D127/>",
        f'<AGARI ba="0,0" hai="{win}" m="{kita}" machi="127" ten="40,2600,0" yaku="18,1,54,1" '
        'doraHai="135" who="2" fromWho="0" sc="350,-26,350,0,350,26,0,0" '
        'owari="324,-17.6,350,0.0,376,17.6,0,0.0"/>',
    )
    return document(*elements, type_bits=185)

"""Games for the review fixtures where the reviewed seat may win on a tile nobody discarded.

mjai-reviewer reviews these chances as decisions of the seat that could win (issue 24, item 1):
- ``game_kita_3p``: 3-player. East 1: seat 0 draws a north and sets it aside (kita); seats 1
  and 2 both ron on it (a double ron on one kita). East 2: seat 2's kita, seat 1 could ron
  (haku) and passes, then wins by tsumo on 1s.
- ``game_chankan_4p``: seat 0 pons 8s, then adds the fourth (kakan); seat 1 robs it (chankan).
- ``game_kokushi_4p``: seat 0 makes an ankan of east; seat 1, kokushi tenpai on east, robs it.
Hand-written with tests/logbuilder.py (Tenhou tile ids: kind * 4 + copy); every round replays
without a warning.
"""

from __future__ import annotations

from tests.logbuilder import call, document, init
from viewer.domain.melds import MeldKind

PON, KAKAN, ANKAN, KITA = MeldKind.PON, MeldKind.KAKAN, MeldKind.ANKAN, MeldKind.KITA


def _ids(*tiles: int) -> str:
    return ",".join(map(str, sorted(tiles)))


def _agari(who: int, from_who: int, hand: tuple[int, ...], tile: int, ten: str, scoring: str,
           sc: str, owari: str = "") -> str:  # fmt: skip
    end = f' owari="{owari}"' if owari else ""
    return (f'<AGARI ba="0,0" hai="{_ids(*hand, tile)}" machi="{tile}" ten="{ten}" {scoring} '
            f'doraHai="135" who="{who}" fromWho="{from_who}" sc="{sc}"{end}/>')  # fmt: skip


def game_kita_3p() -> bytes:
    east1 = (
        (0, 1, 2, 32, 33, 34, 108, 109, 112, 116, 128, 129, 68),
        (124, 125, 126, 36, 40, 44, 48, 53, 56, 96, 100, 104, 120),  # haku; north tanki
        (76, 80, 84, 89, 92, 97, 72, 73, 74, 132, 133, 134, 122),  # chun; north tanki
        (),
    )
    round1 = (
        init(0, hands=east1, indicator=135, scores=(350, 350, 350, 0)),
        "<T121/>",
        call(0, KITA, (121,)),  # seats 1 and 2 may ron on this north
        _agari(1, 0, east1[1], 121, "40,1300,0", 'yaku="18,1"', "350,-13,350,13,350,0,0,0"),
        _agari(2, 0, east1[2], 121, "50,1600,0", 'yaku="20,1"', "337,-16,363,0,350,16,0,0"),
    )
    east2 = (
        (36, 41, 45, 60, 64, 68, 76, 80, 84, 89, 116, 117, 132),
        (124, 125, 126, 48, 53, 56, 96, 100, 104, 120, 121, 72, 73),  # haku; N or 1s (shanpon)
        (0, 1, 2, 32, 33, 34, 40, 44, 108, 109, 112, 113, 128),
        (),
    )
    round2 = (
        init(1, hands=east2, indicator=135, scores=(321, 363, 366, 0)),
        "<U69/><E69/>",
        "<V122/>",
        call(2, KITA, (122,)),  # seat 1 may ron (haku) and passes
        "<V70/><F70/>",
        "<T61/><D61/>",
        "<U74/>",
        _agari(
            1,
            1,
            east2[1],
            74,
            "40,2600,0",
            'yaku="0,1,18,1"',
            "321,-13,363,26,366,-13,0,0",
            "308,-9.2,389,33.9,353,-24.7,0,0.0",
        ),  # fmt: skip
    )
    return document(*round1, *round2, type_bits=185)


def game_chankan_4p() -> bytes:
    hands = (
        (100, 101, 36, 37, 38, 108, 109, 110, 112, 113, 32, 33, 132),
        (0, 4, 8, 48, 53, 56, 76, 80, 84, 92, 68, 69, 116),  # 7s drawn: 5s-8s
        (12, 13, 14, 20, 21, 24, 28, 60, 64, 117, 118, 124, 125),
        (102, 40, 44, 72, 73, 120, 121, 126, 129, 130, 133, 16, 17),
    )
    won = (0, 4, 8, 48, 53, 56, 76, 80, 84, 92, 96, 68, 69)
    elements = (
        init(0, hands=hands, indicator=135),
        "<T134/><D134/>",
        "<U114/><E114/>",
        "<V65/><F65/>",
        "<W122/><G102/>",
        call(0, PON, (100, 101, 102), called=102, from_seat=3),
        "<D32/>",
        "<U96/><E116/>",
        "<V66/><F66/>",
        "<W67/><G67/>",
        "<T103/>",
        call(0, KAKAN, (100, 101, 102, 103), called=102, from_seat=3, added=103),
        _agari(
            1,
            0,
            won,
            103,
            "30,1000,0",
            'yaku="3,1"',
            "250,-10,250,10,250,0,250,0",
            "240,-36.0,260,46.0,250,5.0,250,-15.0",
        ),  # fmt: skip
    )
    return document(*elements)


def game_kokushi_4p() -> bytes:
    hands = (
        (108, 109, 110, 4, 8, 12, 53, 56, 60, 76, 80, 92, 96),
        (0, 32, 36, 68, 72, 104, 112, 116, 120, 124, 128, 132, 133),  # kokushi, waits on east
        (17, 20, 24, 28, 29, 40, 44, 48, 84, 89, 93, 100, 105),
        (1, 2, 33, 34, 37, 69, 97, 101, 113, 114, 117, 125, 126),
    )
    elements = (
        init(0, hands=hands, indicator=135),
        "<T18/><D18/>",
        "<U121/><E121/>",
        "<V85/><F85/>",
        "<W38/><G38/>",
        "<T111/>",
        call(0, ANKAN, (108, 109, 110, 111)),  # seat 1 robs it: kokushi may rob an ankan
        _agari(
            1,
            0,
            hands[1],
            111,
            "30,32000,5",
            'yakuman="47"',
            "250,-320,250,320,250,0,250,0",
            "-70,-57.0,570,77.0,250,5.0,250,-25.0",
        ),  # fmt: skip
    )
    return document(*elements)

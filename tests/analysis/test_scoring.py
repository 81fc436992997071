"""Scoring a win from the board, and laying it out for the popup (groups, wait, fu lines)."""

from __future__ import annotations

from tests.helpers import HOUOU, situation
from viewer.analysis.breakdown import (
    CHIITOITSU,
    KANCHAN,
    KOKUSHI,
    KOKUSHI_13,
    PENCHAN,
    RYANMEN,
    SHANPON,
    TANKI,
    explain_win,
)
from viewer.analysis.scoring import score_win
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import Rules
from viewer.domain.tiles import parse_tiles

SANMA = Rules(0xB9)


def test_pinfu_ron_is_30_fu_base_plus_closed_ron() -> None:
    s = situation("234m456p678s23s99p", "", win_tile=parse_tiles("1s")[0])
    s = s._replace(concealed=tuple(sorted((*parse_tiles("234m456p678s23s99p"), 72))))
    win = explain_win(s, HOUOU)
    assert win is not None
    assert win.score.yaku == ((7, 1),)  # pinfu only
    assert (win.score.han, win.score.fu, win.score.points) == (1, 30, 1000)
    assert win.wait == RYANMEN
    assert [(line.reason, line.fu) for line in win.fu_lines] == [("base", 20), ("menzen_ron", 10)]
    winning = [g for g in win.groups if g.winning]
    assert len(winning) == 1 and 72 in winning[0].tiles


def test_closed_terminal_pon_kanchan_tsumo_rounds_up() -> None:
    tiles = parse_tiles("111m46p789s234s55z5p")
    s = situation("111m46p789s234s55z5p", "5p", tsumo=True, from_seat=1)
    win = explain_win(s, HOUOU)
    assert win is not None
    assert win.wait == KANCHAN
    lines = [(line.reason, line.fu) for line in win.fu_lines]
    # 20 + closed terminal pon 8 + kanchan 2 + haku pair 2 + tsumo 2 = 34 -> 40
    assert lines == [
        ("base", 20),
        ("closed_pon", 8),
        ("kanchan", 2),
        ("valued_pair", 2),
        ("tsumo", 2),
        ("rounding", 6),
    ]
    assert win.score.fu == 40
    assert sum(fu for _, fu in lines) == win.score.fu
    assert sorted(t for g in win.groups for t in g.tiles) == sorted(tiles)


def test_a_ron_completed_pon_is_open_and_the_wait_is_shanpon() -> None:
    s = situation("234m456p678s22z55z5z", "5z", seat=1)
    win = explain_win(s, HOUOU)
    assert win is not None and win.wait == SHANPON
    assert ("open_pon", 4) in [(line.reason, line.fu) for line in win.fu_lines]
    assert (18, 1) in win.score.yaku  # haku


def test_penchan_and_tanki() -> None:
    pen = explain_win(situation("12m3m456p678s234s99p", "3m", riichi=True), HOUOU)
    assert pen is not None and pen.wait == PENCHAN
    tanki = explain_win(situation("123m456p678s234s9p9p", "9p", riichi=True), HOUOU)
    assert tanki is not None and tanki.wait == TANKI
    assert (53, 0) in tanki.score.yaku  # Tenhou lists ura dora at 0 for riichi


def test_seven_pairs_is_25_fu() -> None:
    win = explain_win(situation("1133m55p77s1122z44z", "4z", riichi=True), HOUOU)
    assert win is not None and win.form == CHIITOITSU and win.wait == TANKI
    assert win.score.fu == 25
    assert [(line.reason, line.fu) for line in win.fu_lines] == [("chiitoitsu", 25)]


def test_thirteen_orphans_thirteen_sided_is_a_single_yakuman() -> None:
    win = explain_win(situation("19m19p19s1234567z1m", "1m", seat=0, seat_wind=0), HOUOU)
    assert win is not None and win.form == KOKUSHI and win.wait == KOKUSHI_13
    assert win.score.yaku == ((48, 13),)
    assert win.score.points == 48000  # dealer, no double yakuman on Tenhou
    assert win.score.yakuman and win.score.limit == 5
    assert len(win.groups) == 13


def test_open_hand_with_declared_melds() -> None:
    pon = Meld(MeldKind.PON, tuple(parse_tiles("777z")), parse_tiles("7z")[0], 0, None, 0)
    s = situation("234m456p22s34s", "", win_tile=parse_tiles("5s")[0])
    s = s._replace(
        concealed=tuple(sorted((*parse_tiles("234m456p22s34s"), parse_tiles("5s")[0]))),
        melds=(pon,),
    )
    win = explain_win(s, HOUOU)
    assert win is not None
    assert (20, 1) in win.score.yaku  # chun
    assert win.score.fu == 30  # 20 + open chun pon 4 -> 30
    declared = [g for g in win.groups if g.declared]
    assert len(declared) == 1 and declared[0].called


def test_open_tanyao_needs_kuitan() -> None:
    pon = Meld(MeldKind.PON, tuple(parse_tiles("666p")), parse_tiles("6p")[0], 0, None, 0)
    concealed = (*parse_tiles("234m456s22s34s"), parse_tiles("5s")[0])
    s = situation("234m456s22s34s", "", win_tile=parse_tiles("5s")[0])
    s = s._replace(concealed=tuple(sorted(concealed)), melds=(pon,))
    assert score_win(s, HOUOU) is not None
    assert score_win(s, Rules(0xA9 | 0x04)) is None  # no kuitan: no yaku


def test_sanma_tsumo_points_lose_the_north_share() -> None:
    s = situation("123p456p789p11s99m9m", "9m", tsumo=True, from_seat=1, riichi=True)
    four = score_win(s, HOUOU)
    three = score_win(s, SANMA)
    assert four is not None and three is not None
    assert four.han == three.han
    # non-dealer: 4-player takes dealer + 2 others, 3-player dealer + 1 other
    assert three.points < four.points


def test_kita_counts_as_dora_and_as_north_for_the_indicator() -> None:
    s = situation("123p456p789p11s99m9m", "9m", riichi=True)
    plain = score_win(s, SANMA)
    with_kita = score_win(s._replace(kita=2), SANMA)
    assert plain is not None and with_kita is not None
    # the West indicator makes North the dora: each kita is worth 2
    assert with_kita.han == plain.han + 4
    assert (52, 4) in with_kita.yaku
    east_indicator = s._replace(kita=2, dora_indicators=(parse_tiles("1z")[0],))
    assert (52, 2) in score_win(east_indicator, SANMA).yaku  # type: ignore[union-attr]

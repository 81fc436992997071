"""Kiriage mangan: chip (祝儀) lobbies pay 4 han 30 fu and 3 han 60 fu as a mangan.

The rule comes from the GO type's chip bit (0x0200) through ``Rules``; every other lobby pays
those hands as counted (7700 / 11600). Tenhou still writes the win as 30 fu 4 han with limit 0
(``ten="30,12000,0"`` in the corpus's chip game), so ``Score.limit`` stays 0 and
``Score.kiriage`` says the hand was rounded up.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers import situation
from tests.logbuilder import document, init
from viewer.analysis.breakdown import explain_win
from viewer.analysis.rules import optional_rules
from viewer.analysis.scoring import score_win
from viewer.analysis.situation import WinSituation
from viewer.analysis.table import GameAnalysis
from viewer.cli.main import main
from viewer.domain.events import Agari
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import Rules
from viewer.domain.tiles import parse_tiles
from viewer.formats.mjlog import parse_mjlog
from viewer.replay import Step, Timeline

HOUOU = Rules(0xA9)
CHIP = Rules(0x229)  # the corpus's chip game: 四般東喰赤祝
SANMA = Rules(0xB9)
SANMA_CHIP = Rules(0xB9 | 0x200)


def dealer(s: WinSituation) -> WinSituation:
    """The same win by the dealer (seat 0, East); a ron comes from seat 1."""
    return s._replace(seat=0, seat_wind=0, from_seat=0 if s.tsumo else 1)


def last_copy(tile: str) -> int:
    """The fourth copy of a tile: an indicator no hand here holds."""
    return parse_tiles(tile)[0] | 3


# riichi, pinfu, tanyao, iipeikou: 20 + 10 closed ron = 30 fu
RON_4_30 = situation("223344m567p345s88p", "5s", riichi=True)
# riichi, menzen tsumo, tanyao, dora 6p: 20 + closed simple triplet 4 + tsumo 2 = 26 -> 30 fu
TSUMO_4_30 = situation(
    "222m345m567p66s345s", "5s", riichi=True, tsumo=True, from_seat=1,
    dora_indicators=(last_copy("5p"),),
)  # fmt: skip
# riichi, chun, dora 3p: 20 + closed ron 10 + closed simple kan 16 + closed chun pon 8 = 54 -> 60
RON_3_60 = situation(
    "777z345p67s8s99p", "8s", riichi=True, dora_indicators=(last_copy("2p"),)
)._replace(melds=(Meld(MeldKind.ANKAN, parse_tiles("2222m"), None, None, None, 0),))


def test_the_chip_bit_turns_kiriage_on_and_nothing_else_does() -> None:
    assert CHIP.chip and CHIP.kiriage and SANMA_CHIP.kiriage
    assert CHIP.room_name.endswith("祝")
    for bits in (
        0xA9,
        0xB9,
        0x101,
        0x841,
        0xA9 | 0x100,
        0xA9 | 0x400,
        0xA9 | 0x800,
        0x1FFF & ~0x200,
    ):
        assert not Rules(bits).kiriage, hex(bits)
    assert optional_rules(CHIP).kiriage and not optional_rules(HOUOU).kiriage
    assert CHIP.rounds_up(4, 30) and CHIP.rounds_up(3, 60)
    assert not CHIP.rounds_up(4, 40) and not CHIP.rounds_up(4, 25) and not CHIP.rounds_up(2, 30)
    assert not HOUOU.rounds_up(4, 30)


@pytest.mark.parametrize(
    ("win", "normal", "chip", "han", "fu"),
    [
        (RON_4_30, 7700, 8000, 4, 30),
        (dealer(RON_4_30), 11600, 12000, 4, 30),
        (TSUMO_4_30, 7900, 8000, 4, 30),  # 2000-3900 -> 2000-4000
        (dealer(TSUMO_4_30), 11700, 12000, 4, 30),  # 3900 all -> 4000 all (the corpus's win)
        (RON_3_60, 7700, 8000, 3, 60),
        (dealer(RON_3_60), 11600, 12000, 3, 60),
    ],
    ids=[
        "ron-4-30",
        "dealer-ron-4-30",
        "tsumo-4-30",
        "dealer-tsumo-4-30",
        "ron-3-60",
        "dealer-ron-3-60",
    ],  # fmt: skip
)
def test_chip_lobby_rounds_up_to_mangan(
    win: WinSituation, normal: int, chip: int, han: int, fu: int
) -> None:
    plain = score_win(win, HOUOU)
    rounded = score_win(win, CHIP)
    assert plain is not None and rounded is not None
    assert (plain.han, plain.fu, plain.points, plain.limit, plain.kiriage) == (
        han, fu, normal, 0, False
    )  # fmt: skip
    # same yaku, han and fu: only the payment changes, and Tenhou writes no limit for it
    assert (rounded.yaku, rounded.han, rounded.fu) == (plain.yaku, han, fu)
    assert (rounded.points, rounded.limit, rounded.kiriage) == (chip, 0, True)


def test_three_player_chip_tsumo_rounds_up_without_the_north_share() -> None:
    assert score_win(TSUMO_4_30, SANMA).points == 5900  # type: ignore[union-attr]
    assert score_win(TSUMO_4_30, SANMA_CHIP).points == 6000  # type: ignore[union-attr]
    assert score_win(dealer(TSUMO_4_30), SANMA_CHIP).points == 8000  # type: ignore[union-attr]


def test_other_hands_are_paid_the_same_in_a_chip_lobby() -> None:
    # riichi, chiitoitsu, tanyao: 4 han 25 fu stays 6400
    pairs = situation("2233m4466p5577s88s", "8s", riichi=True)
    # riichi, ippatsu, dora 8p x2: 20 + 10 + closed terminal triplet 8 = 38 -> 40 fu: a mangan
    mangan = situation(
        "111m345m567p345s88p", "5s", riichi=True, ippatsu=True,
        dora_indicators=(last_copy("7p"),),
    )  # fmt: skip
    for win, expected in ((pairs, (4, 25, 6400, 0)), (mangan, (4, 40, 8000, 1))):
        for rules in (HOUOU, CHIP):
            score = score_win(win, rules)
            assert score is not None
            # the library names a 4 han 40 fu mangan "" with kiriage on: the limit is still 1
            assert (score.han, score.fu, score.points, score.limit) == expected, rules
            assert not score.kiriage


def test_the_popup_breakdown_uses_the_same_rule() -> None:
    win = explain_win(RON_3_60, CHIP)
    assert win is not None
    assert win.score.kiriage and win.score.points == 8000
    lines = [(line.reason, line.fu) for line in win.fu_lines]
    assert lines == [("base", 20), ("menzen_ron", 10), ("closed_pon", 8), ("closed_kan", 16),
                     ("rounding", 6)]  # fmt: skip
    assert win.score.fu == 60 and win.score.yaku == ((1, 1), (20, 1), (52, 1), (53, 0))


# A whole chip game: the dealer (seat 0) wins a 4 han 30 fu tsumo on the second go-round, like
# the corpus's chip game. Hand: 222m 345m 567p 66s 34s, waiting on 2s-5s; dora 6s (indicator 5s).
DEALER_HAND = (4, 5, 6, 8, 12, 17, 53, 56, 60, 92, 93, 80, 84)
WIN_TILE, INDICATOR, FIRST_DRAW = 89, 90, 120  # 5s, 5s, North (drawn and let go)
_FREE = [t for t in range(136) if t not in {*DEALER_HAND, WIN_TILE, INDICATOR, FIRST_DRAW}]
OTHER_HANDS = tuple(tuple(_FREE[13 * s : 13 * s + 13]) for s in range(3))
OTHER_DRAWS = _FREE[39:42]


def chip_game(type_bits: int, points: int) -> bytes:
    """The game in a lobby of these GO bits, with the AGARI paid as Tenhou paid it there."""
    each = points // 300
    chip = ' chip="0,0,0,0"' if type_bits & 0x200 else ""
    turn = "".join(f"<{d}{t}/><{g}{t}/>" for d, g, t in zip("UVW", "EFG", OTHER_DRAWS, strict=True))
    hai = ",".join(map(str, sorted((*DEALER_HAND, WIN_TILE))))
    final = f"{250 + 3 * each},0.0,{250 - each},0.0,{250 - each},0.0,{250 - each},0.0"
    agari = (
        f'<AGARI ba="0,0" hai="{hai}" machi="{WIN_TILE}" ten="30,{points},0" yaku="0,1,8,1,52,2" '
        f'doraHai="{INDICATOR}" who="0" fromWho="0" '
        f'sc="250,{3 * each},250,-{each},250,-{each},250,-{each}" owari="{final}"{chip}/>'
    )
    start = init(hands=(DEALER_HAND, *OTHER_HANDS), indicator=INDICATOR).replace(
        "<INIT ", f"<INIT{chip} "
    )
    moves = f"<T{FIRST_DRAW}/><D{FIRST_DRAW}/>{turn}<T{WIN_TILE}/>"
    return document(start, moves, agari, type_bits=type_bits)


@pytest.mark.parametrize(("type_bits", "points"), [(0x229, 12000), (0xA9, 11700)])
def test_a_chip_game_read_from_its_log_scores_kiriage(
    type_bits: int, points: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = parse_mjlog(chip_game(type_bits, points))
    assert record.rules.kiriage == bool(type_bits & 0x200)
    agari = record.rounds[0].events[-1]
    assert isinstance(agari, Agari) and agari.points == points
    win = GameAnalysis(record, Timeline(record)).win(Step(0, len(record.rounds[0].events) - 1))
    assert win is not None
    assert (win.score.han, win.score.fu, win.score.points) == (4, 30, points)
    assert win.score.kiriage == record.rules.kiriage and win.score.limit == agari.limit == 0
    # the dump contract says the same
    log = tmp_path / "chip.mjlog"
    log.write_bytes(chip_game(type_bits, points))
    assert main(["dump", str(log), "--analysis"]) == 0
    steps = json.loads(capsys.readouterr().out)["rounds"][0]["steps"]
    assert steps[-1]["score"] == {"yaku": [[0, 1], [8, 1], [52, 2]], "han": 4, "fu": 30,
                                  "points": points}  # fmt: skip

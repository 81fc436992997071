"""Badge, tooltip and popup texts of the analysis."""

from __future__ import annotations

from tests.helpers import HOUOU, situation
from viewer.analysis.breakdown import explain_win
from viewer.analysis.hand import DiscardOption
from viewer.analysis.table import MISSED, SeatAnalysis, Wait
from viewer.domain.tiles import parse_kind
from viewer.presentation.hand_analysis import badge_text, tooltip_text, win_lines

TENPAI = SeatAnalysis(0, (Wait(parse_kind("1m"), 3, 1), Wait(parse_kind("4m"), 4, 2)), True, MISSED)


def test_badges() -> None:
    assert badge_text(SeatAnalysis(2, (), False, None)) == "2向聴 2-shanten"
    assert badge_text(SeatAnalysis(-1, (), False, None)) == "和了形 Complete"
    assert badge_text(SeatAnalysis(0, (), False, None)) == "聴牌 Tenpai"  # 14 tiles
    assert badge_text(TENPAI) == "振聴 Furiten 2種7枚"
    assert badge_text(TENPAI, open_hands=True) == "振聴 Furiten 2種3枚"
    single = SeatAnalysis(0, (Wait(parse_kind("5z"), 2, 2),), False, None)
    assert badge_text(single) == "聴牌 Tenpai 1種2枚"


def test_tooltip_lists_waits_counting_and_furiten() -> None:
    hidden = tooltip_text(TENPAI).splitlines()
    assert hidden[0] == "Tenpai"
    assert hidden[1] == "Waits: 1-man ×3, 4-man ×4 (7 left)"
    assert "count as unseen" in hidden[2]
    assert hidden[3].startswith("Furiten (同巡内フリテン)")
    shown = tooltip_text(TENPAI, open_hands=True).splitlines()
    assert shown[1] == "Waits: 1-man ×1, 4-man ×2 (3 left)"
    assert "count as seen" in shown[2]


def test_tooltip_with_discard_choices() -> None:
    options = [
        DiscardOption(parse_kind("1z"), 1, (parse_kind("2p"), parse_kind("5p")), 8),
        DiscardOption(parse_kind("9m"), 1, (parse_kind("2p"),), 4),
    ]
    lines = tooltip_text(SeatAnalysis(1, (), False, None), discards=options).splitlines()
    assert lines == [
        "1-shanten",
        "Best discards (1-shanten after):",
        "  East: 8 tiles (2-pin, 5-pin)",
        "  9-man: 4 tiles (2-pin)",
    ]


def test_win_lines() -> None:
    win = explain_win(situation("111m46p789s234s55z5p", "5p", tsumo=True, from_seat=1), HOUOU)
    assert win is not None
    hand, wait, fu = win_lines(win)
    assert hand.startswith("Hand: ")
    assert "[456-pin]" in hand and "111-man" in hand and "White dragon ×2" in hand
    assert wait == "Wait: 嵌張 Kanchan (closed)"
    assert fu == (
        "Fu: Base 20 + Closed pon 8 (111-man) + Kanchan wait 2 (456-pin) "
        "+ Value pair 2 (White dragon ×2) "
        "+ Tsumo 2 + Rounded up 6 = 40"
    )

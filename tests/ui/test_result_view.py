"""Result popups: the win's yaku, han, fu and points; the draw's kind; the final standings."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QLabel

from viewer.domain.events import Agari, Ryuukyoku
from viewer.domain.record import FinalResult, GameRecord, Player, Rules
from viewer.domain.tiles import parse_tiles
from viewer.formats.mjlog import read_mjlog
from viewer.presentation.names import yaku_name
from viewer.presentation.results import final_ranking
from viewer.ui.result_view import AgariPanel, FinalPanel, RyuukyokuPanel

PLAYERS = tuple(Player(name, 14, 1800.0) for name in ("Aoi", "Beni", "Chika", "Dai"))
RECORD = GameRecord(Rules(), PLAYERS, (), FinalResult((40000, 30000, 20000, 10000),
                                                        (50.0, 10.0, -20.0, -40.0)))  # fmt: skip


def texts(widget) -> str:  # type: ignore[no-untyped-def]
    return "\n".join(label.text() for label in widget.findChildren(QLabel))


def make_win(**changes: object) -> Agari:
    hand = parse_tiles("123m123p55s678s234p")
    win = Agari(
        seat=2, from_seat=3, hand=tuple(sorted(hand)), melds=(), win_tile=hand[-1], fu=30,
        points=8000, limit=1, yaku=((1, 1), (7, 1), (52, 1), (54, 1), (53, 1)), yakuman=(),
        dora_indicators=(69,), ura_indicators=(59,), honba=1, riichi_sticks=3,
        scores_before=(24000, 26000, 25000, 23000), deltas=(0, 0, 11300, -8300), pao_seat=None,
    )  # fmt: skip
    return win._replace(**changes)


def test_agari_panel_lists_yaku_han_fu_limit_points_and_scores(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = AgariPanel(RECORD, [make_win()], dealer=0)
    qtbot.addWidget(panel)
    text = texts(panel)
    for yaku_id in (1, 7, 52, 54, 53):
        assert yaku_name(yaku_id).ja in text and yaku_name(yaku_id).en in text
    assert "30符 5翻" in text
    assert "満貫 Mangan" in text
    assert "8000点" in text
    assert "ロン" in text and "from Dai" in text and "Chika" in text
    assert "+11300" in text and "-8300" in text
    assert "1本場 honba +300" in text and "供託 riichi sticks 3 +3000" in text


def test_yakuman_and_counted_yakuman(qtbot) -> None:  # type: ignore[no-untyped-def]
    yakuman = AgariPanel(
        RECORD, [make_win(yaku=(), yakuman=(39,), limit=5, points=32000)], dealer=0
    )
    qtbot.addWidget(yakuman)
    assert "大三元" in texts(yakuman) and "役満 Yakuman" in texts(yakuman)
    assert "符" not in texts(yakuman)
    kazoe = AgariPanel(
        RECORD, [make_win(yaku=((1, 1), (35, 6), (52, 6)), limit=5, points=32000)], dealer=0
    )
    qtbot.addWidget(kazoe)
    assert "数え役満" in texts(kazoe) and "13翻" in texts(kazoe)


def test_double_ron_shows_both_winners(qtbot) -> None:  # type: ignore[no-untyped-def]
    first = make_win()
    second = make_win(seat=1, honba=1, riichi_sticks=0, deltas=(0, 3900, 0, -3900), points=3900,
                      limit=0)  # fmt: skip
    panel = AgariPanel(RECORD, [first, second], dealer=0)
    qtbot.addWidget(panel)
    text = texts(panel)
    assert "Chika" in text and "Beni" in text and "3900点" in text and "8000点" in text


def test_pao_is_named(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = AgariPanel(RECORD, [make_win(from_seat=2, yaku=(), yakuman=(39,), limit=5,
                                         points=32000, pao_seat=0)], dealer=0)  # fmt: skip
    qtbot.addWidget(panel)
    assert "包 Pao: Aoi" in texts(panel) and "ツモ" in texts(panel)


def test_extra_section_hook(qtbot) -> None:  # type: ignore[no-untyped-def]
    extra = QLabel("analysis goes here")
    panel = AgariPanel(RECORD, [make_win()], dealer=0, extra=extra)
    qtbot.addWidget(panel)
    assert extra.parent() is panel


def test_ryuukyoku_panel_names_the_draw_and_tenpai(qtbot) -> None:  # type: ignore[no-untyped-def]
    hand = tuple(sorted(parse_tiles("123m456p789s1122z")))
    draw = Ryuukyoku(None, 1, 1, (25000,) * 4, (-1000, 3000, -1000, -1000),
                     (None, hand, None, None))  # fmt: skip
    panel = RyuukyokuPanel(RECORD, draw, dealer=0)
    qtbot.addWidget(panel)
    text = texts(panel)
    assert "流局" in text and "Exhaustive draw" in text
    assert text.count("聴牌 Tenpai") == 1 and text.count("不聴 Noten") == 3
    assert "+3000" in text
    abortive = RyuukyokuPanel(RECORD, draw._replace(kind="yao9", deltas=(0,) * 4), dealer=0)
    qtbot.addWidget(abortive)
    assert "九種九牌" in texts(abortive) and "Nine terminals" in texts(abortive)


def test_final_panel_ranks_by_score(qtbot) -> None:  # type: ignore[no-untyped-def]
    final = FinalResult((20000, 40000, 20000, 20000), (-10.0, 60.0, -15.0, -35.0))
    record = GameRecord(Rules(), PLAYERS, (), final)
    standings = final_ranking(record)
    assert [row.seat for row in standings.rows] == [1, 0, 2, 3]  # ties: seat order
    panel = FinalPanel(record, standings)
    qtbot.addWidget(panel)
    text = texts(panel)
    assert text.index("Beni") < text.index("Aoi") < text.index("Chika") < text.index("Dai")
    assert "+60.0" in text and "-35.0" in text


def test_agari_panel_from_a_real_log(qtbot, corpus_game: Path) -> None:  # type: ignore[no-untyped-def]
    record = read_mjlog(corpus_game)
    wins = [(r.dealer, e) for r in record.rounds for e in r.events if isinstance(e, Agari)]
    assert wins
    for dealer, win in wins:
        panel = AgariPanel(record, [win], dealer=dealer)
        qtbot.addWidget(panel)
        text = texts(panel)
        for yaku_id, han in win.yaku:
            assert yaku_name(yaku_id).ja in text and f"{han}翻" in text
        assert f"{win.points}点" in text
        if not win.yakuman:
            assert f"{win.fu}符 {win.han}翻" in text


def test_tsumo_split_reads_the_payments() -> None:
    from viewer.presentation.results import tsumo_split

    child = make_win(from_seat=2, honba=1, deltas=(-4100, -2100, 9300, -2100), points=8000,
                     riichi_sticks=1)  # fmt: skip
    assert tsumo_split(child, dealer=0, players=4) == "2000-4000"
    dealer = make_win(from_seat=2, honba=0, deltas=(-4000, -4000, 12000, -4000), points=12000,
                      riichi_sticks=0)  # fmt: skip
    assert tsumo_split(dealer, dealer=2, players=4) == "4000 all"
    assert tsumo_split(make_win(), dealer=0, players=4) == ""  # ron


def test_popups_name_a_nameless_seat_as_everything_else_does(qtbot) -> None:  # type: ignore[no-untyped-def]
    players = (PLAYERS[0], Player("", None, None), *PLAYERS[2:])
    record = GameRecord(Rules(), players, (), RECORD.final)
    draw = Ryuukyoku(None, 0, 0, (25000,) * 4, (0,) * 4, (None,) * 4)
    panels = [RyuukyokuPanel(record, draw, dealer=0), FinalPanel(record, final_ranking(record))]
    for panel in panels:
        qtbot.addWidget(panel)
        assert "Seat 2" in texts(panel) and "Seat 1" not in texts(panel)

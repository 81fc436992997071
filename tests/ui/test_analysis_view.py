"""Hand analysis on screen: badges by the hands, their tooltips, the AGARI popup section."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QLabel

from tests.frames import frame_at
from tests.helpers import FURITEN_EVENTS, FURITEN_HANDS
from tests.logbuilder import document, init
from viewer.domain.events import Agari
from viewer.formats.mjlog import parse_mjlog, read_mjlog
from viewer.presentation import BoardOptions
from viewer.replay import Step, Timeline
from viewer.ui.board_view import BoardView
from viewer.ui.compose import result_panel
from viewer.ui.result_view import AgariPanel

FURITEN_LOG = document(init(hands=FURITEN_HANDS, indicator=124), FURITEN_EVENTS)


def badges(view: BoardView) -> dict[int, tuple[str, str]]:
    assert view.layout_ is not None
    return {lb.seat: (lb.text, lb.role) for lb in view.layout_.labels
            if lb.role.startswith("analysis")}  # fmt: skip


def hand_point(view: BoardView, seat: int) -> tuple[float, float]:
    """A widget point on the middle of a seat's hand."""
    from viewer.ui.board_view import board_scale

    assert view.layout_ is not None
    tiles = [s for s in view.layout_.sprites if s.seat == seat and s.zone == "hand"]
    x, y = tiles[len(tiles) // 2].rect.centre
    scale = board_scale(view.width(), view.height(), view.layout_.size)
    return round(view.width() / 2) + x * scale, round(view.height() / 2) + y * scale


def test_badges_follow_the_option_and_the_hidden_hands(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = parse_mjlog(FURITEN_LOG)
    timeline = Timeline(record)
    step = Step(0, 5)
    timeline.snapshot(step)
    view = BoardView()
    qtbot.addWidget(view)
    view.set_frame(frame_at(timeline, step, BoardOptions()))
    assert badges(view) == {}
    view.set_frame(frame_at(timeline, step, BoardOptions(show_analysis=True)))
    shown = badges(view)
    assert set(shown) == {0, 1, 2, 3}
    assert shown[0] == ("振聴 Furiten 2種5枚", "analysis_furiten")  # all hands face up
    assert shown[1][1] == "analysis"
    view.set_frame(frame_at(timeline, step, BoardOptions(show_analysis=True, open_hands=False)))
    assert set(badges(view)) == {0}  # other hands are face down: no analysis of them
    assert badges(view)[0][0] == "振聴 Furiten 2種7枚"  # hidden hands count as unseen


def test_tooltip_over_a_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = parse_mjlog(FURITEN_LOG)
    timeline = Timeline(record)
    step = Step(0, 5)
    timeline.snapshot(step)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.set_frame(frame_at(timeline, step, BoardOptions(show_analysis=True, open_hands=False)))
    text = view.tooltip_at(*hand_point(view, 0))
    assert "Waits: 1-man ×3, 4-man ×4 (7 left)" in text
    assert "count as unseen" in text and "Furiten" in text
    assert view.tooltip_at(5, 5) == ""  # the felt
    view.set_frame(frame_at(timeline, step, BoardOptions(show_analysis=False)))
    assert view.tooltip_at(*hand_point(view, 0)) == ""


def test_tooltip_of_a_hand_about_to_discard_lists_the_best_discards(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = parse_mjlog(FURITEN_LOG)
    timeline = Timeline(record)
    step = Step(0, 9)
    timeline.snapshot(step)  # seat 0 drew: 14 tiles
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.set_frame(frame_at(timeline, step, BoardOptions(show_analysis=True)))
    text = view.tooltip_at(*hand_point(view, 0))
    assert "Best discards (tenpai after):" in text
    # drop the South it drew: 1m-4m again; hands face up, so 1m has 1 left and 4m 4
    assert "  South: 5 tiles (1-man, 4-man)" in text


def test_agari_popup_has_the_hand_reading(qtbot, corpus_game: Path) -> None:  # type: ignore[no-untyped-def]
    record = read_mjlog(corpus_game)
    timeline = Timeline(record)
    step = Step(6, 115)
    state = timeline.snapshot(step)  # rinshan tsumo: open pon, closed kan, tsumo
    assert isinstance(state.event, Agari)
    panel = result_panel(frame_at(timeline, step))
    assert isinstance(panel, AgariPanel)
    qtbot.addWidget(panel)
    text = "\n".join(label.text() for label in panel.findChildren(QLabel))
    assert "How the hand was scored" in text
    assert "待ち Wait: 両面 Ryanmen (two-sided)" in text
    for line in ("副底", "明刻", "暗槓", "ツモ", "= 40符", "16符"):
        assert line in text
    assert "▶ 順子" in text and "ポン" in text


def test_seven_pairs_in_the_popup(qtbot, corpus_game: Path) -> None:  # type: ignore[no-untyped-def]
    record = read_mjlog(corpus_game)
    timeline = Timeline(record)
    step = Step(12, 89)
    timeline.snapshot(step)  # chiitoitsu ron
    panel = result_panel(frame_at(timeline, step))
    assert isinstance(panel, AgariPanel)
    qtbot.addWidget(panel)
    captions = [label.text() for label in panel.findChildren(QLabel)]
    assert captions.count("対子 Pair") == 6 and captions.count("▶ 対子 Pair") == 1
    assert "待ち Wait: 単騎 Tanki (pair)" in captions and "= 25符" in captions


def test_the_winner_badge_says_agari(qtbot, corpus_game: Path) -> None:  # type: ignore[no-untyped-def]
    record = read_mjlog(corpus_game)
    timeline = Timeline(record)
    step = Step(10, 57)
    state = timeline.snapshot(step)  # a ron
    assert isinstance(state.event, Agari)
    view = BoardView()
    qtbot.addWidget(view)
    view.set_frame(frame_at(timeline, step, BoardOptions(show_analysis=True)))
    shown = badges(view)
    assert shown[state.event.seat] == ("和了 Agari", "analysis_tenpai")
    assert all(text != "和了 Agari" for seat, (text, _) in shown.items()
               if seat != state.event.seat)  # fmt: skip


def test_rendered_board_shows_the_badges(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    record = parse_mjlog(FURITEN_LOG)
    timeline = Timeline(record)
    step = Step(0, 5)
    timeline.snapshot(step)
    view = BoardView()
    qtbot.addWidget(view)
    view.set_frame(frame_at(timeline, step, BoardOptions()))
    plain = view.render_image(800, 500)
    view.set_frame(frame_at(timeline, step, BoardOptions(show_analysis=True)))
    shown = view.render_image(800, 500)
    assert plain != shown
    assert shown.save(str(tmp_path / "badges.png"))


def test_render_command_draws_the_analysis(tmp_path: Path, corpus_game: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    from viewer.cli.render import run_render

    plain, shown = tmp_path / "plain.png", tmp_path / "analysis.png"
    args = [str(corpus_game), "--round", "1", "--step", "98", "--size", "800x500"]
    assert run_render([*args, "-o", str(plain)]) == 0
    assert run_render([*args, "--analysis", "-o", str(shown)]) == 0
    assert QImage(str(plain)) != QImage(str(shown))

"""The board widget: draws, follows its options, survives resizing; the render command."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from tests.frames import frame_at, still_frame
from tests.qt_events import painted_after
from viewer.cli.render import run_render
from viewer.formats.mjlog import read_mjlog
from viewer.presentation import BoardOptions
from viewer.replay import Step, Timeline
from viewer.ui.board_view import BoardView
from viewer.ui.layout import BACK


def distinct_colours(image: QImage, step: int = 16) -> int:
    return len({image.pixel(x, y) for x in range(0, image.width(), step)
                for y in range(0, image.height(), step)})  # fmt: skip


@pytest.fixture
def game(corpus_game: Path):  # type: ignore[no-untyped-def]
    record = read_mjlog(corpus_game)
    return record, Timeline(record)


def test_board_draws_tiles(qtbot, game) -> None:  # type: ignore[no-untyped-def]
    _record, timeline = game
    view = BoardView()
    qtbot.addWidget(view)
    view.set_frame(frame_at(timeline, Step(2, 110), BoardOptions()))
    image = view.render_image(800, 500)
    assert image.width() == 800 and image.height() == 500
    assert distinct_colours(image) > 40  # felt alone would give a handful


def test_toggles_change_what_is_drawn(qtbot, game) -> None:  # type: ignore[no-untyped-def]
    _record, timeline = game
    step = Step(2, 110)
    timeline.snapshot(step)
    view = BoardView()
    qtbot.addWidget(view)
    images = {}
    for name, options in {
        "default": BoardOptions(),
        "closed": BoardOptions(open_hands=False),
        "unshaded": BoardOptions(shade_tsumogiri=False),
        "dora": BoardOptions(mark_dora=True),
    }.items():
        view.set_frame(frame_at(timeline, step, options))
        images[name] = view.render_image(640, 400)
    for name in ("closed", "unshaded", "dora"):
        assert images[name] != images["default"], name
    closed = view.board_layout()
    view.set_frame(frame_at(timeline, step, BoardOptions(open_hands=False)))
    closed = view.board_layout()
    assert closed is not None
    assert {s.tile for s in closed.seat_sprites(1, "hand")} == {BACK}


def test_rotating_the_viewpoint_moves_the_seats(qtbot, game) -> None:  # type: ignore[no-untyped-def]
    _record, timeline = game
    step = Step(0, 30)
    timeline.snapshot(step)
    view = BoardView()
    qtbot.addWidget(view)
    view.set_frame(frame_at(timeline, step, BoardOptions(viewpoint=0)))
    first = view.render_image(640, 400)
    assert view.board_layout().positions[2] == 2  # type: ignore[union-attr]
    view.set_frame(frame_at(timeline, step, BoardOptions(viewpoint=2)))
    assert view.board_layout().positions[2] == 0  # type: ignore[union-attr]
    assert view.render_image(640, 400) != first


def test_resize_keeps_the_state(qtbot, game) -> None:  # type: ignore[no-untyped-def]
    _record, timeline = game
    step = Step(1, 50)
    state = timeline.snapshot(step)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    view.set_frame(frame_at(timeline, step, BoardOptions()))
    layout = view.board_layout()
    with painted_after(qtbot, view, when=lambda: view.size() == QSize(1400, 700)):
        view.resize(1400, 700)
    assert view.frame is not None and view.frame.state is state and view.board_layout() is layout
    big = view.grab()
    assert big.width() == 1400 and big.height() == 700


def test_empty_view_paints_felt(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = BoardView()
    qtbot.addWidget(view)
    image = view.render_image(200, 200)
    assert distinct_colours(image, 8) > 1


# -- the render command -----------------------------------------------------------------------


def test_render_writes_a_png_of_the_requested_size(tmp_path, corpus_game, qapp) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "board.png"
    code = run_render([str(corpus_game), "--round", "3", "--step", "100", "-o", str(out),
                       "--size", "640x480"])  # fmt: skip
    assert code == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (640, 480)
    assert distinct_colours(image) > 40


def test_render_popup_differs_from_the_plain_board(tmp_path, corpus_game, qapp) -> None:  # type: ignore[no-untyped-def]
    plain, popup = tmp_path / "plain.png", tmp_path / "popup.png"
    args = [str(corpus_game), "--round", "2", "--step", "-1", "--size", "900x700"]
    assert run_render([*args, "-o", str(plain)]) == 0
    assert run_render([*args, "-o", str(popup), "--popup"]) == 0
    assert QImage(str(plain)) != QImage(str(popup))


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--round", "99"], "--round 99 is out of range"),
        (["--round", "0"], "--round 0 is out of range"),
        (["--step", "5000"], "--step 5000 is out of range"),
        (["--size", "big"], "--size"),
        (["--seat", "7"], "--seat"),
    ],
)
def test_render_rejects_bad_requests(tmp_path, corpus_game, capsys, extra, message) -> None:  # type: ignore[no-untyped-def]
    code = run_render([str(corpus_game), "-o", str(tmp_path / "x.png"), *extra])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith("error: ") and message in err and err.count("\n") == 1


def test_render_reports_a_bad_log_in_one_line(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.mjlog"
    bad.write_text("<mjloggm ver='2.3'><GO type='9'/><INIT seed='x'/>")
    code = run_render([str(bad), "-o", str(tmp_path / "x.png")])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("error: ") and err.count("\n") == 1
    assert "bad.mjlog" in err


def test_render_reports_a_missing_file(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    code = run_render([str(tmp_path / "nope.mjlog"), "-o", str(tmp_path / "x.png")])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("error: ") and "nope.mjlog" in err


def test_high_dpi_rendering_doubles_the_pixels(qtbot, game) -> None:  # type: ignore[no-untyped-def]
    _record, timeline = game
    view = BoardView()
    qtbot.addWidget(view)
    view.set_frame(frame_at(timeline, Step(0, 20), BoardOptions()))
    image = view.render_image(400, 300, dpr=2.0)
    assert (image.width(), image.height()) == (800, 600)
    assert distinct_colours(image) > 40


def test_final_step_popup_adds_the_standings(qapp, corpus_game) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    from viewer.ui.compose import popup_for

    record = read_mjlog(corpus_game)
    timeline = Timeline(record)
    panel = popup_for(frame_at(timeline, timeline.last()))
    assert panel is not None
    texts = [label.text() for label in panel.findChildren(QLabel)]
    assert any("Final standings" in t for t in texts) and any("点" in t for t in texts)
    assert popup_for(frame_at(timeline, Step(0, 5))) is None


def test_red_fives_are_red_only_when_the_rules_have_them(qtbot) -> None:  # type: ignore[no-untyped-def]
    from viewer.domain.events import RoundStart
    from viewer.domain.record import GameRecord, Player, Rules
    from viewer.replay.state import NO_TILE, BoardState

    hand = (16, 52, 88)  # the three copy-0 fives
    start = RoundStart(0, 0, 0, (1, 1), 130, 0, (25000,) * 4, (hand, (), (), ()))
    state = BoardState(start, (hand, (), (), ()), (NO_TILE,) * 4, ((),) * 4, ((),) * 4, (130,),
                       (25000,) * 4, (False,) * 4, 0, 0, 70, 0, 0)  # fmt: skip
    players = tuple(Player(f"P{i}", None, None) for i in range(4))
    view = BoardView()
    qtbot.addWidget(view)
    images = []
    for bits in (0x89, 0x89 | 0x02):  # 0x02 set: no red fives
        view.set_frame(still_frame(GameRecord(Rules(bits), players, ()), state, BoardOptions()))
        images.append(view.render_image(640, 400))
    assert images[0] != images[1]

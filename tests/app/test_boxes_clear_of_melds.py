"""The review's box and the coach's beside the bottom hand never cover a meld (nor each other):
checked on a table where every seat has called, with the reviewed seat at the bottom, at
1600×900, at the board a 1600×900 window leaves beside its docks, and at the smallest board."""

from __future__ import annotations

from dataclasses import replace

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QRectF

from tests.app.meld_game import BOTTOM_CALL, meld_game
from tests.review.helpers import game_path, report_path
from viewer.formats.mjlog import read_mjlog
from viewer.presentation import BoardOptions, Frames
from viewer.replay import Step, Timeline
from viewer.review import GameReview, parse_report
from viewer.ui.board_view import BoardView, board_scale

SIZES = ((1600, 900), (1180, 830), (1100, 850), (900, 900), (700, 600), (480, 400))


def _melds(view: BoardView, width: int, height: int) -> list[QRectF]:
    layout = view.board_layout()
    scale = board_scale(width, height, layout.size)
    cx, cy = round(width / 2), round(height / 2)
    return [QRectF(cx + s.rect.x * scale, cy + s.rect.y * scale, s.rect.w * scale,
                   s.rect.h * scale)
            for s in layout.sprites if s.zone in ("meld", "kita")]  # fmt: skip


def _review() -> GameReview:
    record = read_mjlog(game_path("4p"))
    return GameReview.build(parse_report(report_path("4p").read_bytes(), "r.json"), record,
                            Timeline(record))  # fmt: skip


def test_on_a_table_full_of_melds(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    review = _review()
    # the tallest option box of the report (a win, a pass, a call): the hardest to place
    entry = max((d.entry for d in review.decisions),
                key=lambda e: sum(c.action.type != "dahai" for c in e.candidates))  # fmt: skip
    record = read_mjlog(meld_game(tmp_path))
    frames = Frames(Timeline(record), None)
    view = BoardView()
    qtbot.addWidget(view)
    checked = 0
    for seat in range(4):  # every seat at the bottom in turn: its melds and its neighbours'
        options = BoardOptions(viewpoint=seat, show_review=True, show_coach=True)
        frame = replace(frames.at(Step(0, BOTTOM_CALL), options), review=entry, review_seat=seat)
        view.set_frame(frame)
        for width, height in SIZES:
            view.render_image(width, height)
            box = view.review_shapes.box
            assert box is not None and QRectF(0, 0, width, height).contains(box)
            melds = _melds(view, width, height)
            assert len(melds) == 18  # 2 + 2 + 1 + 1 pons
            assert not [m for m in melds if m.intersects(box)], (seat, width, height, box)
            coach = view.coach_shapes
            if coach is not None and coach.box is not None:  # seat 0's decision
                assert not coach.box.intersects(box), (width, height)
                assert not [m for m in melds if m.intersects(coach.box)], (width, height)
                checked += 1
    assert checked == len(SIZES)


def test_in_a_1600_by_900_window_with_its_docks(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.resize(1600, 900)
    assert window.open_path(game_path("4p"))
    assert window.chrome.review.attach_file(report_path("4p"))
    window.session.update_options(show_coach=True)
    qtbot.waitUntil(lambda: window.board.width() < 1400)  # the docks took their room
    assert window.height() == 900  # and the window still fits a 1600×900 screen
    for smallest in (False, True):
        if smallest:
            window.resize(window.minimumSizeHint())
            qtbot.waitUntil(lambda: window.board.width() <= window.minimumSizeHint().width())
        width, height = window.board.width(), window.board.height()
        drawn = 0
        for decision in window.session.review.decisions:
            window.session.go_to(decision.step)
            window.board.render_image(width, height)
            box = window.board.review_shapes.box
            if box is None:
                continue
            melds = _melds(window.board, width, height)
            assert not [m for m in melds if m.intersects(box)], (decision.step, width, height)
            drawn += 1
        assert drawn >= 5, (width, height)

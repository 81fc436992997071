"""The review overlay as drawn: frames on the played and AI tiles, bars, the verdict box."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from tests.review.helpers import build, game_path
from viewer.formats.mjlog import read_mjlog
from viewer.presentation import BoardOptions, build_frame
from viewer.replay import Timeline
from viewer.review import GameReview
from viewer.ui.board_view import BoardView
from viewer.ui.review_overlay import AI_COLOR, BAD_COLOR, PLAYER_COLOR

SIZE = (1200, 900)


def render(kind: str, pick, show: bool = True) -> tuple[QImage, BoardView, GameReview]:  # type: ignore[no-untyped-def]
    record = read_mjlog(game_path(kind))
    timeline = Timeline(record)
    review = GameReview.build(build(kind).report, record, timeline)
    decision = pick(review)
    options = BoardOptions(viewpoint=review.seat, show_review=show)
    view = BoardView()
    view.set_frame(build_frame(timeline, decision.step, options, None, review))
    return view.render_image(*SIZE), view, review


def count_near(image: QImage, color, tolerance: int = 40) -> int:  # type: ignore[no-untyped-def]
    found = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixelColor(x, y)
            if (abs(pixel.red() - color.red()) + abs(pixel.green() - color.green())
                    + abs(pixel.blue() - color.blue())) < tolerance:  # fmt: skip
                found += 1
    return found


@pytest.mark.parametrize("kind", ["4p", "3p"])
def test_disagreement_is_drawn_in_colour(qapp, kind: str) -> None:  # type: ignore[no-untyped-def]
    def missed(review):  # type: ignore[no-untyped-def]
        return next(d for d in review.decisions if not d.entry.is_equal)

    with_review, _, _ = render(kind, missed)
    without, _, _ = render(kind, missed, show=False)
    assert with_review != without
    assert count_near(with_review, BAD_COLOR) > count_near(without, BAD_COLOR) + 20
    assert count_near(with_review, AI_COLOR) > count_near(without, AI_COLOR) + 20


def test_a_discard_decision_frames_the_tiles(qapp) -> None:  # type: ignore[no-untyped-def]
    def first_discard(review):  # type: ignore[no-untyped-def]
        return review.decisions[0]

    image, view, review = render("4p", first_discard)
    plain, _, _ = render("4p", first_discard, show=False)
    layout = view.board_layout()
    hand = [s for s in layout.seat_sprites(review.seat) if s.zone in ("hand", "drawn")]
    assert hand
    # the green frame of the AI's (and player's) tile: green pixels close to the drawn tile
    assert count_near(image, AI_COLOR) > count_near(plain, AI_COLOR) + 30
    blue = count_near(image, PLAYER_COLOR, tolerance=120)  # the blue bar of the move played
    assert blue > count_near(plain, PLAYER_COLOR, tolerance=120) + 10

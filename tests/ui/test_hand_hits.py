"""Hand tiles under a point and in screen order (the quiz's clicks and keys), without Qt."""

from __future__ import annotations

from pathlib import Path

from viewer.presentation import BoardOptions, build_frame
from viewer.replay import Step
from viewer.replay.loading import load_game
from viewer.ui.geometry import BACK, board_scale
from viewer.ui.hand_hits import board_point, hand_tile_at, hand_tiles, widget_rect
from viewer.ui.layout import layout_frame

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo.mjlog"


def layout_at(step: Step, viewpoint: int = 0, open_hands: bool = False):  # type: ignore[no-untyped-def]
    timeline = load_game(DEMO).timeline
    options = BoardOptions(viewpoint=viewpoint, open_hands=open_hands)
    return layout_frame(build_frame(timeline, step, options))


def test_a_hand_reads_left_to_right_with_the_drawn_tile_last() -> None:
    layout = layout_at(Step(0, 1))  # the dealer (seat 0) has drawn
    tiles = hand_tiles(layout.sprites, 0)
    assert len(tiles) == 14
    assert [t.zone for t in tiles] == ["hand"] * 13 + ["drawn"]
    xs = [t.rect.x for t in tiles]
    assert xs == sorted(xs)
    # closed hands give nothing to pick: their tiles are backs
    assert hand_tiles(layout.sprites, 1) == ()
    assert all(s.tile == BACK for s in layout.seat_sprites(1, "hand"))


def test_a_point_finds_the_tile_under_it_and_nothing_between() -> None:
    layout = layout_at(Step(0, 1))
    tiles = hand_tiles(layout.sprites, 0)
    for tile in tiles:
        x, y = tile.rect.centre
        assert hand_tile_at(layout.sprites, 0, x, y) == tile
    gap_x = (tiles[-2].rect.right + tiles[-1].rect.x) / 2  # between the hand and the drawn tile
    assert hand_tile_at(layout.sprites, 0, gap_x, tiles[-1].rect.centre[1]) is None
    assert hand_tile_at(layout.sprites, 0, 0, 0) is None  # the centre of the table
    river = layout.seat_sprites(1, "river") or layout.seat_sprites(0, "dora")
    assert all(hand_tile_at(layout.sprites, 0, *s.rect.centre) is None for s in river)


def test_widget_points_and_board_units_agree_both_ways() -> None:
    layout = layout_at(Step(0, 1))
    width, height = 1007, 803
    for tile in hand_tiles(layout.sprites, 0):
        r = widget_rect(width, height, layout.size, tile.rect)
        bx, by = board_point(width, height, layout.size, r.x + r.w / 2, r.y + r.h / 2)
        assert hand_tile_at(layout.sprites, 0, bx, by) == tile
        assert abs(r.w - tile.rect.w * board_scale(width, height, layout.size)) < 1e-9


def test_the_bottom_seat_is_whichever_seat_the_viewpoint_is() -> None:
    layout = layout_at(Step(0, 1), viewpoint=2)
    assert hand_tiles(layout.sprites, 0) == ()  # seat 0 is on top now, closed
    tiles = hand_tiles(layout.sprites, 2)
    assert len(tiles) == 13 and all(t.rect.y > 200 for t in tiles)  # at the bottom

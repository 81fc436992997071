"""The wall view's geometry: room between river and hand, no overlaps, W off untouched."""

from __future__ import annotations

import pytest

from tests.conftest import MJLOG_CORPUS
from tests.wall import vectors
from tests.wall.wall_logs import log_from_seed
from viewer.formats.mjlog import parse_mjlog, read_mjlog
from viewer.formats.mjlog.shuffle import read_shuffle_seeds
from viewer.presentation import BoardOptions, Frames
from viewer.presentation.wall import read_seeds
from viewer.replay import Step, Timeline
from viewer.ui.geometry import BOARD_SIZE
from viewer.ui.layout import layout_frame
from viewer.ui.wall_layout import WALL_BAND

WALL_ZONES = ("wall", "next_draws")


def check_steps(timeline: Timeline, frames: Frames, viewpoint: int = 0) -> int:
    checked = 0
    for number in range(timeline.round_count):
        count = timeline.step_count(number)
        for index in sorted({0, 1, count // 3, count // 2, count - 2, count - 1}):
            step = Step(number, index)
            off = layout_frame(frames.at(step, BoardOptions(viewpoint=viewpoint)))
            on = layout_frame(frames.at(step, BoardOptions(viewpoint=viewpoint, show_wall=True)))
            assert off.size == BOARD_SIZE and on.size == BOARD_SIZE + 2 * WALL_BAND
            assert not any(s.zone in WALL_ZONES for s in off.sprites)
            walls = [s for s in on.sprites if s.zone in WALL_ZONES]
            others = [s for s in on.sprites if s.zone not in WALL_ZONES]
            assert walls
            half = on.size / 2
            for sprite in walls:
                r = sprite.rect
                assert -half <= r.x and r.right <= half and -half <= r.y and r.bottom <= half
                hit = next((o for o in others if o.rect.overlaps(r)), None)
                assert hit is None, (step, sprite, hit)
            for a in walls:  # the wall's tiles never overlap each other either
                assert sum(a.rect.overlaps(b.rect) for b in walls) == 1
            # The rest of the board is the same, the hand rows only moved out.
            assert [s.tile for s in on.sprites if s.zone not in WALL_ZONES] == [
                s.tile for s in off.sprites
            ]
            checked += 1
    return checked


@pytest.mark.parametrize("sanma", [False, True])
def test_the_wall_view_fits_between_river_and_hand(sanma: bool) -> None:
    data = log_from_seed(vectors.SEED, 3, sanma)
    timeline = Timeline(parse_mjlog(data))
    frames = Frames(timeline, None, lambda: read_shuffle_seeds(data))
    for viewpoint in range(3 if sanma else 4):
        assert check_steps(timeline, frames, viewpoint) > 0


@pytest.mark.corpus
@pytest.mark.parametrize(
    "name", ["mjx/2016052515gm-00a9-0000-c4d72066.mjlog", "dnovikoff-tenhou/sanma2.xml"]
)
def test_corpus_games_wall_view_overlaps_nothing(name: str) -> None:
    path = MJLOG_CORPUS / name
    if not path.exists():
        pytest.skip("../shared/corpus is not present next to the repository")
    timeline = Timeline(read_mjlog(path))
    assert check_steps(timeline, Frames(timeline, None, lambda: read_seeds(path))) > 0


def test_a_note_leaves_the_board_as_it_is() -> None:
    data = log_from_seed(vectors.SEED, 1)
    timeline = Timeline(parse_mjlog(data))
    frames = Frames(timeline, None, None)  # no seed reader: no seed
    on = frames.at(Step(0, 5), BoardOptions(show_wall=True))
    assert on.wall is not None and on.wall.note is not None
    assert layout_frame(on) == layout_frame(frames.at(Step(0, 5), BoardOptions()))

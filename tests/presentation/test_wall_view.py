"""The wall view's frame field: built only when asked for, from seeds read once."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.conftest import MJLOG_CORPUS
from tests.wall import vectors
from tests.wall.wall_logs import log_from_seed
from viewer.formats.mjlog import parse_mjlog, read_mjlog
from viewer.formats.mjlog.shuffle import read_shuffle_seeds
from viewer.presentation import BoardOptions, Frames
from viewer.presentation.wall import read_seeds
from viewer.replay import Step, Timeline
from viewer.wall import GameWalls, next_draws, progress_at
from viewer.wall.table import stacks

WALL_ON = BoardOptions(show_wall=True)


class CountingSeeds:
    """A seed reader that counts its calls."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.calls = 0

    def __call__(self):
        self.calls += 1
        return read_shuffle_seeds(self.data)


def seeded(rounds: int = 2, sanma: bool = False) -> tuple[Timeline, CountingSeeds]:
    data = log_from_seed(vectors.SEED, rounds, sanma)
    return Timeline(parse_mjlog(data)), CountingSeeds(data)


def test_with_the_view_off_no_wall_is_computed_and_no_seed_read() -> None:
    timeline, seeds = seeded()
    frames = Frames(timeline, None, seeds)
    for index in range(timeline.step_count(0)):
        assert frames.at(Step(0, index), BoardOptions()).wall is None
    assert seeds.calls == 0
    assert not frames.at(Step(0, 0), BoardOptions()).walls_source.made  # type: ignore[union-attr]


def test_seeds_are_read_once_per_game() -> None:
    timeline, seeds = seeded()
    frames = Frames(timeline, None, seeds)
    for number in range(2):
        for index in (0, 5, 40):
            assert frames.at(Step(number, index), WALL_ON).wall is not None
    assert seeds.calls == 1


@pytest.mark.parametrize("sanma", [False, True])
def test_the_view_at_the_deal(sanma: bool) -> None:
    timeline, seeds = seeded(1, sanma)
    view = Frames(timeline, None, seeds).at(Step(0, 0), WALL_ON).wall
    assert view is not None and view.note is None and view.status is None
    players = 3 if sanma else 4
    total = 108 if sanma else 136
    assert view.players == players and view.per_side == total // 2 // players
    assert len(view.tiles) == total - 13 * players  # the deal is gone, nothing drawn yet
    roles = Counter(t.role for t in view.tiles)
    assert roles["next"] == 1
    assert (roles["dora"], roles["ura"], roles["rinshan"]) == (
        (5, 5, 4) if not sanma else (3, 3, 8)
    )
    assert [t for t in view.tiles if t.shown] == [
        t
        for t in view.tiles
        if t.role == "dora" and t.tile == timeline.record.rounds[0].start.dora_indicator
    ]
    assert len(view.dead_stacks) == 7


def test_the_view_follows_the_steps_tiles_taken_are_gaps() -> None:
    timeline, seeds = seeded(1)
    frames = Frames(timeline, None, seeds)
    record = timeline.record
    walls = GameWalls(record, *read_shuffle_seeds(seeds.data))
    wall = walls.wall(0)
    assert wall is not None
    for index in (0, 1, 2, 9, 30, timeline.step_count(0) - 1):
        view = frames.at(Step(0, index), WALL_ON).wall
        progress = progress_at(record.rounds[0], index, 4)
        standing = {t.tile for t in view.tiles}
        assert standing.isdisjoint(wall.draws[: progress.live_drawn])
        assert set(wall.draws[progress.live_drawn :]) <= standing
        assert view.next_draws == next_draws(wall, progress)
        placed = {(s.side, s.place, s.top) for s in stacks(wall, record.rounds[0].dealer)}
        assert {(t.side, t.place, t.tile) for t in view.tiles if t.layer == 0} <= placed


def test_a_log_without_a_seed_says_so() -> None:
    data = log_from_seed(vectors.SEED, 1).replace(vectors.SEED.encode(), b"")
    data = data.replace(b'<SHUFFLE seed="" ref=""/>', b"")
    view = (
        Frames(Timeline(parse_mjlog(data)), None, lambda: read_shuffle_seeds(data))
        .at(Step(0, 3), WALL_ON)
        .wall
    )
    assert view is not None and view.tiles == () and view.next_draws == ()
    assert view.status == "No wall: the log carries no shuffle seed"


def test_a_round_that_does_not_reproduce_shows_why() -> None:
    data = log_from_seed(vectors.SEED, 1)
    wall = GameWalls(parse_mjlog(data), *read_shuffle_seeds(data)).wall(0)
    first, second = wall.draws[0], wall.draws[1]
    turns = f"<T{first}/><D{first}/><U{second}/><E{second}/>"
    assert turns in data.decode()
    text = data.decode().replace(turns, f"<T{second}/><D{second}/><U{first}/><E{first}/>")
    broken = text.encode()
    timeline = Timeline(parse_mjlog(broken))
    view = Frames(timeline, None, lambda: read_shuffle_seeds(broken)).at(Step(0, 0), WALL_ON).wall
    assert view.tiles == ()
    assert view.status is not None and view.status.startswith("No wall: draw 1 is ")
    # Face down, the reason does not name the tiles the log draws later.
    down = Frames(timeline, None, lambda: read_shuffle_seeds(broken)).at(
        Step(0, 0), BoardOptions(show_wall_closed=True)
    )
    assert (
        down.wall.status == "No wall: the seed's wall does not reproduce this round (W says where)"
    )


def test_an_unreadable_file_gives_a_note_not_an_error(tmp_path) -> None:
    timeline, _ = seeded(1)
    missing = tmp_path / "gone.mjlog"
    view = Frames(timeline, None, lambda: read_seeds(missing)).at(Step(0, 0), WALL_ON).wall
    assert view.status is not None and "shuffle seed cannot be read" in view.status


@pytest.mark.corpus
@pytest.mark.parametrize(
    "name", ["mjx/2016052515gm-00a9-0000-c4d72066.mjlog", "dnovikoff-tenhou/sanma2.xml"]
)
def test_corpus_games_show_their_walls(name: str) -> None:
    path = MJLOG_CORPUS / name
    if not path.exists():
        pytest.skip("../shared/corpus is not present next to the repository")
    timeline = Timeline(read_mjlog(path))
    frames = Frames(timeline, None, lambda: read_seeds(path))
    for number in range(timeline.round_count):
        last = timeline.step_count(number) - 1
        for index in (0, last // 2, last):
            view = frames.at(Step(number, index), WALL_ON).wall
            assert view.note is None, view.note
            assert view.tiles


def test_face_down_the_view_keeps_only_what_the_players_know() -> None:
    timeline, seeds = seeded(1)
    frames = Frames(timeline, None, seeds)
    up = frames.at(Step(0, 12), WALL_ON).wall
    down = frames.at(Step(0, 12), BoardOptions(show_wall_closed=True)).wall
    assert down is not None and not down.face_up and up.face_up
    assert down.tiles == up.tiles and down.dead_stacks == up.dead_stacks
    assert down.next_draws == () and up.next_draws
    hidden = next(t for t in down.tiles if not t.shown)
    assert hidden.text(face_up=False) == hidden.text().split(" · ", 1)[1]
    shown = next(t for t in down.tiles if t.shown)
    assert shown.text(face_up=False) == shown.text()
    assert seeds.calls == 1


def test_the_no_seed_reason_is_marked_for_translation_word_for_word() -> None:
    """lupdate needs a literal: the marked copy must stay the wall package's sentence."""
    from viewer.presentation.wall import NO_SEED_WORDS
    from viewer.wall.game import NO_SEED

    assert NO_SEED_WORDS == NO_SEED

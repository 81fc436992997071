"""What a step has revealed of its wall, and the draws each seat would have had."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import corpus_games, requires_corpus
from tests.wall import vectors
from tests.wall.wall_logs import log_from_seed
from viewer.domain.events import Agari, Draw
from viewer.formats.mjlog import parse_mjlog
from viewer.formats.mjlog.shuffle import read_shuffle_seeds
from viewer.replay import Timeline
from viewer.wall import GameWalls
from viewer.wall.progress import next_draws, progress_at


def check_game(data: bytes) -> int:
    """Every step: the live tiles left equal the board's count, and the next regular draw is the
    first of the drawing seat's ``next_draws``. Returns the number of steps checked."""
    record = parse_mjlog(data)
    seeds = read_shuffle_seeds(data)
    walls, timeline = GameWalls(record, seeds.game, seeds.rounds), Timeline(record)
    checked = 0
    for number in range(timeline.round_count):
        wall = walls.wall(number)
        if wall is None:
            continue
        states = timeline.states(number)
        for step, state in enumerate(states):
            progress = progress_at(record.rounds[number], step, wall.players)
            assert progress.live_left(wall) == state.tiles_left
            assert set(state.dora_indicators) <= progress.revealed(wall)
            if isinstance(state.event, Agari):
                assert set(state.event.ura_indicators) <= progress.revealed(wall)
            following = states[step + 1].event if step + 1 < len(states) else None
            if isinstance(following, Draw) and not progress.replacement_due:
                assert following.seat == progress.next_seat
                assert next_draws(wall, progress)[following.seat][0] == following.tile
            checked += 1
    return checked


def test_progress_through_a_log_made_from_its_seed() -> None:
    data = log_from_seed(vectors.SEED, 2)
    assert check_game(data) > 280
    record = parse_mjlog(data)
    wall = GameWalls(record, read_shuffle_seeds(data).game).wall(0)
    assert wall is not None
    start = progress_at(record.rounds[0], 0, 4)
    assert start == (0, 0, False, 1, 0, 0)
    assert start.revealed(wall) == {wall.dora_indicators[0]}
    ahead = next_draws(wall, start)
    assert ahead[0] == wall.draws[0::4] and ahead[3] == wall.draws[3::4]
    later = progress_at(record.rounds[0], 6, 4)  # three draws and three discards
    assert later.live_drawn == 3 and later.next_seat == 3
    assert next_draws(wall, later)[3][0] == wall.draws[3]
    assert wall.draws[2] in later.revealed(wall) and wall.draws[3] not in later.revealed(wall)


@requires_corpus
def test_progress_through_corpus_games() -> None:
    games = corpus_games()[::7]  # a spread of 4- and 3-player games, kan and kita included
    assert sum(check_game(Path(path).read_bytes()) for path in games) > 10_000

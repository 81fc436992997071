"""A game's walls are given only where they reproduce the log, with a reason where they do not."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.logbuilder import document, draw_result, init
from tests.wall import vectors
from tests.wall.wall_logs import log_from_round_seeds, log_from_seed
from viewer.domain.events import Draw, NewDora
from viewer.formats.mjlog import parse_mjlog, read_mjlog
from viewer.formats.mjlog.shuffle import read_shuffle_seeds
from viewer.wall import GameWalls, walls_from_seed
from viewer.wall.verify import mismatch


def game_walls(data: bytes) -> GameWalls:
    seeds = read_shuffle_seeds(data)
    return GameWalls(parse_mjlog(data), seeds.game, seeds.rounds)


@pytest.mark.parametrize("sanma", [False, True])
def test_a_log_that_follows_its_seed_has_every_wall(sanma: bool) -> None:
    data = log_from_seed(vectors.SEED, 3, sanma)
    walls = game_walls(data)
    assert walls.round_count == 3
    expected = walls_from_seed(vectors.SEED, 3, sanma)
    assert [walls.wall(n) for n in range(3)] == expected
    assert walls.warnings() == ()


def test_a_changed_draw_loses_the_round_its_wall() -> None:
    data = log_from_seed(vectors.SEED, 2)
    wall = walls_from_seed(vectors.SEED, 2, sanma=False)[1]
    first, second = wall.draws[4], wall.draws[5]  # seat 1 then seat 2 (seat 1 deals round 2)
    text = data.decode()
    start = text.index("<INIT", text.index("<INIT") + 1)
    turns = f"<U{first}/><E{first}/><V{second}/><F{second}/>"
    assert turns in text[start:]
    swapped = text[start:].replace(turns, f"<U{second}/><E{second}/><V{first}/><F{first}/>")
    walls = game_walls((text[:start] + swapped).encode())
    assert walls.wall(0) is not None
    assert walls.wall(1) is None
    problem = walls.problem(1)
    assert problem is not None and "round 2 (East 2, 0 honba)" in problem
    assert "draw 5 is" in problem and f"(id {second}) in the log" in problem
    assert walls.warnings() == (problem,)


def test_rounds_are_computed_only_when_asked_for() -> None:
    walls = game_walls(log_from_seed(vectors.SEED, 3))
    assert walls._results == []
    walls.wall(1)
    assert len(walls._results) == 2
    with pytest.raises(IndexError):
        walls.wall(3)


def test_a_log_without_a_usable_seed_says_why() -> None:
    data = document(init(), "<T60/><D60/>", draw_result())  # the builder's seed is no seed
    walls = game_walls(data)
    assert walls.wall(0) is None
    assert "the SHUFFLE seed cannot be used" in (walls.problem(0) or "")
    no_seed = data.replace(b'<SHUFFLE seed="mt19937ar-sha512-n288-base64,test" ref=""/>', b"")
    assert "carries no shuffle seed" in (game_walls(no_seed).problem(0) or "")


def test_kan_dora_replacement_draws_and_ura_are_checked(corpus_game: Path) -> None:
    data = corpus_game.read_bytes()
    walls = game_walls(data)
    record = read_mjlog(corpus_game)
    assert walls.warnings() == ()
    number = next(
        n for n, r in enumerate(record.rounds) if any(isinstance(e, NewDora) for e in r.events)
    )
    rnd, wall = record.rounds[number], walls.wall(number)
    assert wall is not None and mismatch(rnd, wall) is None
    index = next(i for i, e in enumerate(rnd.events) if isinstance(e, NewDora))
    wrong = rnd.events[index]._replace(indicator=wall.ura_indicators[4])
    changed = rnd._replace(events=(*rnd.events[:index], wrong, *rnd.events[index + 1 :]))
    assert "kan dora indicator 1 is" in (mismatch(changed, wall) or "")
    draws = [i for i, e in enumerate(rnd.events) if isinstance(e, Draw)]
    bad = rnd.events[draws[0]]._replace(tile=wall.draws[1])
    changed = rnd._replace(events=(*rnd.events[: draws[0]], bad, *rnd.events[draws[0] + 1 :]))
    assert "draw 1 is" in (mismatch(changed, wall) or "")


def test_per_round_seeds_of_early_2009_logs() -> None:
    seeds = [f"mt19937ar,{n:08X},0BADCAFE,12345678,9ABCDEF0,0,1,2,{n + 3:08X}" for n in range(3)]
    data = log_from_round_seeds(seeds)
    assert b"<SHUFFLE" not in data
    walls = game_walls(data)
    assert walls.warnings() == ()
    wall = walls.wall(2)
    assert wall == walls_from_seed(seeds[2], 1, sanma=False)[0]
    assert wall.rinshan == wall.tiles[:4]  # the older dead wall
    cut = data.replace(f' shuffle="{seeds[1]}"'.encode(), b"")
    problem = game_walls(cut).problem(1)
    assert problem == "round 2 (East 2, 0 honba): the log carries no shuffle seed"

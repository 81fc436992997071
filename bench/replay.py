"""Benchmark: reading and replaying logs, as a ratio to lxml's own XML parse of the same bytes.

    python bench/replay.py FILE...

Times, in one process: (a) ``lxml.etree.fromstring`` on each file's XML bytes, (b) parse + replay of
every step of every round, (c) parse + the first round's first board (what opening a log costs).
Each figure is the best of several passes (machines here are noisy); every pass starts with the
parser's caches empty. Apart, (d): every round's wall rebuilt from the log's shuffle seed and
checked against the round (what ``dump --wall`` and the wall view do; the seeds are read from the
bytes again), printed as ``wall: X µs per round``; a log without a seed is given a fixed one
(computed, not checked). The walls are never part of (b) or (c). Apart too, (e): the same games,
written as tenhou.net/6 JSON and as mjai by the project's writers, are read back into
GameRecords and timed against ``json.loads`` of the same bytes (for mjai, of each line): the line
before the last is ``formats: tenhou6 X× json.loads, mjai Y× json.loads``. The last line is a
contract:
``replay: G games/s, R× lxml parse, first board F× lxml parse`` with R = b/a and F = c/a.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from lxml import etree

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from viewer.formats.mjai import parse_mjai, write_mjai  # noqa: E402
from viewer.formats.mjlog import (  # noqa: E402
    clear_caches,
    decompress,
    parse_mjlog,
    read_shuffle_seeds,
)
from viewer.formats.tenhou6 import parse_tenhou6, write_tenhou6  # noqa: E402
from viewer.replay import Step, Timeline  # noqa: E402
from viewer.wall import GameWalls  # noqa: E402
from viewer.wall.mt19937 import MT19937  # noqa: E402
from viewer.wall.seed import Seed, SeedForm  # noqa: E402
from viewer.wall.shuffle import game_walls  # noqa: E402

FIXED_SEED = Seed(SeedForm.SHA512_BASE64, tuple(MT19937(2022).take(624)))  # for seedless logs


def best_times(works: list[Callable[[], object]], passes: int) -> list[float]:
    """Best CPU time of each piece of work over ``passes`` rounds, run in turn within each round.

    CPU time of this process, not wall time: other processes on a busy machine then cost this
    measurement little. Interleaving the pieces means a slow stretch of the machine slows all of
    them alike instead of one, which keeps the ratios honest.
    """
    best = [float("inf")] * len(works)
    for _ in range(passes):
        for index, work in enumerate(works):
            gc.collect()
            start = time.process_time()
            work()
            best[index] = min(best[index], time.process_time() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--passes", type=int, default=9)
    options = parser.parse_args(argv)
    paths = [p for f in options.files for p in (sorted(f.rglob("*")) if f.is_dir() else [f])]
    blobs = [decompress(p.read_bytes())[0] for p in paths if p.is_file()]

    def lxml_parse() -> None:
        for data in blobs:
            etree.fromstring(data)

    # Each pass of (b) and (c) starts with the parser's shared caches empty, as in a viewer just
    # started: repeated passes over the same files must not find every value already decoded.
    def full_replay() -> None:
        clear_caches()
        for data in blobs:
            Timeline(parse_mjlog(data)).replay_all()

    def first_board() -> None:
        clear_caches()
        for data in blobs:
            Timeline(parse_mjlog(data, lazy=True)).snapshot(Step(0, 0))

    records = [parse_mjlog(data) for data in blobs]
    round_count = sum(len(record.rounds) for record in records)

    def walls() -> None:
        for data, record in zip(blobs, records, strict=True):
            seeds = read_shuffle_seeds(data)
            if seeds.game is None and not any(seeds.rounds):
                stream = game_walls(FIXED_SEED, record.sanma)
                for _ in record.rounds:
                    next(stream)
                continue
            game = GameWalls(record, seeds.game, seeds.rounds)
            for number in range(game.round_count):
                game.wall(number)

    steps = 0
    for data in blobs:
        timeline = Timeline(parse_mjlog(data))
        timeline.replay_all()
        steps += sum(timeline.step_count(r) for r in range(timeline.round_count))

    a, b, c, d = best_times([lxml_parse, full_replay, first_board, walls], options.passes)
    games = len(blobs)
    print(f"files: {games}, steps: {steps}")
    print(f"(a) lxml fromstring:        {a * 1e3 / games:8.3f} ms/game")
    print(f"(b) parse + full replay:    {b * 1e3 / games:8.3f} ms/game "
          f"({b * 1e9 / steps:.0f} ns/step)")  # fmt: skip
    print(f"(c) parse + first board:    {c * 1e3 / games:8.3f} ms/game")
    print(f"wall: {d * 1e6 / max(round_count, 1):.0f} µs per round")
    print_formats(blobs, options.passes)
    rate, replay, first = games / b, b / a, c / a
    summary = f"replay: {rate:.0f} games/s, {replay:.1f}× lxml parse, "
    print(summary + f"first board {first:.1f}× lxml parse")
    return 0


def print_formats(blobs: list[bytes], passes: int) -> None:
    """Reading the same games from tenhou.net/6 JSON and mjai, against json.loads of the bytes."""
    records = [parse_mjlog(data) for data in blobs]
    tenhou6 = [write_tenhou6(record) for record in records]
    mjai = [write_mjai(record) for record in records]
    mjai_lines = [data.splitlines() for data in mjai]

    def loads_tenhou6() -> None:
        for data in tenhou6:
            json.loads(data)

    def read_tenhou6() -> None:
        for data in tenhou6:
            parse_tenhou6(data)

    def loads_mjai() -> None:
        for lines in mjai_lines:
            for line in lines:
                json.loads(line)

    def read_mjai() -> None:
        for data in mjai:
            parse_mjai(data)

    d, e, f, g = best_times([loads_tenhou6, read_tenhou6, loads_mjai, read_mjai], passes)
    print(f"(d) tenhou6 read:           {e * 1e3 / len(blobs):8.3f} ms/game")
    print(f"(e) mjai read:              {g * 1e3 / len(blobs):8.3f} ms/game")
    print(f"formats: tenhou6 {e / d:.1f}× json.loads, mjai {g / f:.1f}× json.loads")


if __name__ == "__main__":
    sys.exit(main())

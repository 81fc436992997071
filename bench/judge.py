"""Benchmark: judging a player's games into the library (``index --judge``), the phase after
the scan.

    python bench/judge.py FOLDER... --player NAME [--workers N] [--games N] [--db PATH]

Indexes the folders into a fresh database first (not timed: bench/library.py times the scan,
which judging never slows), then times ``judge_player`` over the player's games as ``index
--judge`` runs it: wall-clock, one pool of --workers processes (default one per core). ``--games
N`` judges only the player's N oldest games (the coach takes minutes a game); ``--db PATH`` keeps
the judged library (scripts/make_library_screenshot.py draws it). Prints each game judged (its
worker's seconds, the seat's decisions and points lost), then the contract last line: ``judge: G
games, S s per game`` with S the wall-clock time over G, so with several processes the time a
game costs when many are judged (a single game costs one worker's time).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from viewer.library import connect, index_folders  # noqa: E402
from viewer.library.judge import judge_player  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--player", required=True, metavar="NAME")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--games", type=int, default=None, metavar="N")
    parser.add_argument("--db", type=Path, default=None, metavar="PATH")
    options = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench-judge-") as scratch:
        db = options.db or Path(scratch) / "library.sqlite3"
        connection = connect(db)
        index_folders(connection, [str(folder) for folder in options.folders])
        start = time.perf_counter()
        report = judge_player(
            connection, options.player, workers=options.workers, limit=options.games
        )
        elapsed = time.perf_counter() - start
        rows = connection.execute(
            "SELECT min(f.path), c.seat, c.seconds, c.decisions, c.points_lost, c.error "
            "FROM coach_seats AS c JOIN files AS f ON f.game_id = c.game_id "
            "GROUP BY c.game_id, c.seat ORDER BY min(f.path), c.seat"  # a game in two files once
        ).fetchall()
        connection.close()
    for path, seat, seconds, decisions, lost, error in rows:
        verdict = f"{decisions} decisions, {lost:,.0f} points lost" if error is None else error
        print(f"{Path(path).name} seat {seat}: {seconds:.1f} s, {verdict}")
    if report.failed:
        print(f"{report.failed} games could not be judged", file=sys.stderr)
    games = report.done - report.failed  # a game that failed is no figure of judging
    print(f"judge: {games} games, {elapsed / max(games, 1):.1f} s per game")
    return 0 if games else 1


if __name__ == "__main__":
    sys.exit(main())

"""`mjlog-viewer wall --seed SEED --rounds N [--sanma] --json`: walls from a seed (a contract).

The JSON is a list of N objects, one per round in game order, each as ``viewer.wall.wall_json``
writes it. Without ``--json`` the same walls are printed for people, in tile notation.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TextIO

from viewer.domain.tiles import tile_name
from viewer.wall import RoundWall, WallSeedError, wall_json, walls_from_seed

MAX_ROUNDS = 1000  # a whole game has a few dozen rounds at most


def wall_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlog-viewer wall",
        description="Compute the walls of a game's first N rounds from its shuffle seed alone "
        "(Tenhou's published algorithm; no log needed). Exit status 2 and one 'error:' line on "
        "stderr for a seed that is not one of Tenhou's forms.",
    )
    parser.add_argument(
        "--seed", required=True,
        help="the SHUFFLE element's seed attribute exactly as the log holds it, prefix included "
        "(mt19937ar-sha512-n288-base64,… or mt19937ar-sha512-n288,…; an early-2009 INIT's "
        "mt19937ar,… seed gives its one round)",
    )  # fmt: skip
    parser.add_argument(
        "--rounds", type=int, required=True, metavar="N",
        help="how many rounds, in game order (as many as the log has INITs)",
    )  # fmt: skip
    parser.add_argument("--sanma", action="store_true", help="a 3-player game (108 tiles)")
    parser.add_argument(
        "--json", action="store_true",
        help='print a JSON list, one object per round: {"dice": [a, b], "deal": [[ids], ...] '
        '(one list per seat in dealing order, the dealer first), "draws": [ids in the order '
        'they leave the live wall], "dora_indicators": [5 ids in reveal order], '
        '"ura_indicators": [5 ids], "rinshan": [replacement tile ids in drawing order]}',
    )  # fmt: skip
    return parser


def wall_text(number: int, wall: RoundWall) -> str:
    def names(tiles: Sequence[int]) -> str:
        return " ".join(tile_name(t) for t in tiles)

    lines = [f"round {number}: dice {wall.dice[0]}+{wall.dice[1]}"]
    for position, hand in enumerate(wall.deal):
        lines.append(f"  deal {'dealer' if position == 0 else f'dealer+{position}'}: {names(hand)}")
    lines += [
        f"  draws: {names(wall.draws)}",
        f"  dora indicators: {names(wall.dora_indicators)}",
        f"  ura indicators: {names(wall.ura_indicators)}",
        f"  rinshan: {names(wall.rinshan)}",
    ]
    return "\n".join(lines)


def run_wall(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    options = wall_parser().parse_args(list(argv))
    if not 0 <= options.rounds <= MAX_ROUNDS:
        print(f"error: --rounds {options.rounds}: give 0 to {MAX_ROUNDS}", file=err)
        return 2
    try:
        walls = walls_from_seed(options.seed, options.rounds, options.sanma)
    except WallSeedError as exc:
        print(f"error: --seed: {exc}", file=err)
        return 2
    if options.json:
        text = json.dumps([wall_json(w) for w in walls], separators=(",", ":"))
    else:
        text = "\n".join(wall_text(n, w) for n, w in enumerate(walls, 1))
    try:
        out.write(text + "\n")
        out.flush()
    except BrokenPipeError:
        pass
    return 0

"""Mutate Mortal review reports as JSON trees: any report must open or fail with one error line.

A report is untrusted JSON (downloaded, shared, hand-edited) that carries its own game
(``mjai_log``, ``split_logs``). Byte-level fuzzing (fuzz/fuzz_reader.py) rarely gets past the JSON
parser with a report that still looks like one; this mutates the parsed tree instead, as a
careless tool or a hostile sender would: drop a key or an element, change a value's type, swap
two values, hide a tile (``?``), put another tile, action or number in, duplicate, shuffle or
cut a list. Each mutated report goes the way ``dump REPORT --review REPORT`` and the window take
it: read (``parse_report``), its game read and replayed (``game_from_report``), attached to that
game and to the seed's own game file (``GameReview.build``), and, when attached, dumped
(``game_json`` + ``add_review``) and framed at every decision (``Frames.at``). A crash is any
exception other than the project's ``ReportError`` / ``LogError``, or an error message that is
not one line.

    python fuzz/fuzz_reports.py --minutes 3 --seed 7          # random mutations, time-bounded
    python fuzz/fuzz_reports.py --reproduce CRASH.json --game tests/data/review/game_4p.mjlog

Seeds: the generated reports of tests/data/review (scripts/make_review_fixtures.py), each with
its game file. The suite runs a few seconds of it (tests/hostile/test_report_mutations.py).
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
import tempfile
import time
import traceback
from functools import cache
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

REVIEW_DATA = REPO / "tests" / "data" / "review"
TILES = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + ["5mr", "5pr", "5sr", *"ESWNPFC"]
WORDS = ["dahai", "reach", "chi", "pon", "daiminkan", "kakan", "ankan", "nukidora", "hora",
         "ryukyoku", "none", "tsumo", "start_kyoku", "end_kyoku", "start_game", "end_game",
         "dora", "reach_accepted", "teleport", "Mortal", "", "?", "x" * 300]  # fmt: skip
ODD_VALUES: list[Any] = [
    None, True, False, 0, 1, -1, 2, 3, 4, 13, 136, 10**9, -(10**9), 10**17, 0.5, -0.0, 1e300,
    "", "?", "N", "5mr", "hora", "none", [], [None], ["?"] * 14, {}, {"type": "none"},
    {"a": 1}, [[[]]], "1" * 50,
]  # fmt: skip
Json = Any


# -- the mutations -------------------------------------------------------------------------------
def _nodes(tree: Json) -> list[tuple[Json, Any]]:
    """Every (container, key or index) below the root, in document order."""
    found: list[tuple[Json, Any]] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        pairs = node.items() if isinstance(node, dict) else enumerate(node)
        for key, value in pairs:
            found.append((node, key))
            if isinstance(value, dict | list):
                stack.append(value)
    return found


def _drop(tree: Json, rng: random.Random, nodes: list[tuple[Json, Any]]) -> None:
    parent, key = rng.choice(nodes)
    if isinstance(parent, dict):
        del parent[key]
    else:
        parent.pop(key)


def _retype(tree: Json, rng: random.Random, nodes: list[tuple[Json, Any]]) -> None:
    parent, key = rng.choice(nodes)
    parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))


def _swap(tree: Json, rng: random.Random, nodes: list[tuple[Json, Any]]) -> None:
    (a, i), (b, j) = rng.choice(nodes), rng.choice(nodes)
    first, second = copy.deepcopy(a[i]), copy.deepcopy(b[j])
    a[i], b[j] = second, first


def _strings(nodes: list[tuple[Json, Any]], tiles: bool) -> list[tuple[Json, Any]]:
    return [(p, k) for p, k in nodes
            if isinstance(p[k], str) and (p[k] in TILES) == tiles]  # fmt: skip


def _hide_tile(tree: Json, rng: random.Random, nodes: list[tuple[Json, Any]]) -> None:
    """A tile becomes ``?``; half the time one of a start_kyoku's or an entry's hands."""
    hands = [(p, k) for p, k in nodes if k in ("tehais", "tehai") and isinstance(p[k], list)]
    if hands and rng.random() < 0.5:
        parent, key = rng.choice(hands)
        tiles = [(h, i) for h in (parent[key], *parent[key]) if isinstance(h, list)
                 for i, t in enumerate(h) if isinstance(t, str)]  # fmt: skip
        if tiles:
            hand, index = rng.choice(tiles)
            hand[index] = "?"
            return
    named = _strings(nodes, tiles=True)
    if named:
        parent, key = rng.choice(named)
        parent[key] = "?"


def _other_tile(tree: Json, rng: random.Random, nodes: list[tuple[Json, Any]]) -> None:
    named = _strings(nodes, tiles=True)
    if named:
        parent, key = rng.choice(named)
        parent[key] = rng.choice(TILES)


def _other_word(tree: Json, rng: random.Random, nodes: list[tuple[Json, Any]]) -> None:
    words = _strings(nodes, tiles=False)
    if words:
        parent, key = rng.choice(words)
        parent[key] = rng.choice(WORDS)


def _number(tree: Json, rng: random.Random, nodes: list[tuple[Json, Any]]) -> None:
    numbers = [(p, k) for p, k in nodes
               if isinstance(p[k], int | float) and not isinstance(p[k], bool)]  # fmt: skip
    if numbers:
        parent, key = rng.choice(numbers)
        value = parent[key]
        parent[key] = rng.choice([value + 1, value - 1, -value, 0, value * 1000, 3, 4, 0.5])


def _flag(tree: Json, rng: random.Random, nodes: list[tuple[Json, Any]]) -> None:
    flags = [(p, k) for p, k in nodes if isinstance(p[k], bool)]
    if flags:
        parent, key = rng.choice(flags)
        parent[key] = not parent[key]


def _lists(nodes: list[tuple[Json, Any]]) -> list[list[Any]]:
    return [p[k] for p, k in nodes if isinstance(p[k], list) and p[k]]


def _duplicate(tree: Json, rng: random.Random, nodes: list[tuple[Json, Any]]) -> None:
    lists = _lists(nodes)
    if lists:
        items = rng.choice(lists)
        items.insert(rng.randrange(len(items) + 1), copy.deepcopy(rng.choice(items)))


def _shuffle(tree: Json, rng: random.Random, nodes: list[tuple[Json, Any]]) -> None:
    lists = _lists(nodes)
    if lists:
        rng.shuffle(rng.choice(lists))


def _cut(tree: Json, rng: random.Random, nodes: list[tuple[Json, Any]]) -> None:
    lists = _lists(nodes)
    if lists:
        items = rng.choice(lists)
        del items[rng.randrange(len(items)) :]


MUTATIONS = [_drop, _retype, _swap, _hide_tile, _hide_tile, _other_tile, _other_word, _number,
             _flag, _duplicate, _shuffle, _cut]  # fmt: skip


def mutate(document: Json, rng: random.Random) -> Json:
    """A mutated deep copy of a report's JSON tree: one to three mutations."""
    tree = copy.deepcopy(document)
    for _ in range(rng.choice((1, 1, 2, 3))):
        nodes = _nodes(tree)
        if not nodes:
            break
        rng.choice(MUTATIONS)(tree, rng, nodes)
    return tree


# -- the property --------------------------------------------------------------------------------
@cache
def seed_games() -> tuple[tuple[str, Json, Any], ...]:
    """(report name, report tree, the game file's record and timeline) of each fixture."""
    from viewer.formats.mjlog import read_mjlog
    from viewer.replay import Timeline

    seeds = []
    for path in sorted(REVIEW_DATA.glob("report_*.json")):
        name = path.stem.removeprefix("report_")
        game = REVIEW_DATA / f"game_{name.removesuffix('_seat2')}.mjlog"
        record = read_mjlog(game)
        timeline = Timeline(record)
        timeline.replay_all()
        seeds.append((name, json.loads(path.read_text(encoding="utf-8")), (record, timeline)))
    return tuple(seeds)


def _one_line(error: Exception) -> None:
    text = str(error)
    assert text and "\n" not in text and "\r" not in text, f"bad message: {text!r}"


def check(data: bytes, game: Any = None) -> None:
    """Raise AssertionError (or let any other exception escape) when a step misbehaves;
    ``game``: (record, timeline) of the game file the report was made for."""
    from viewer.formats.errors import LogError
    from viewer.replay import Timeline
    from viewer.review import GameReview, ReportError, parse_report
    from viewer.review.game_source import game_from_report

    try:
        report = parse_report(data, "fuzz.json")
    except ReportError as error:
        _one_line(error)
        return
    targets = [] if game is None else [game]
    try:
        own = game_from_report(report, "fuzz.json")
        timeline = Timeline(own)
        timeline.replay_all()
        targets.insert(0, (own, timeline))
    except (ReportError, LogError) as error:
        _one_line(error)
    for record, timeline in targets:
        try:
            review = GameReview.build(report, record, timeline)
        except ReportError as error:
            _one_line(error)
            continue
        _use(review, record, timeline)


def _use(review: Any, record: Any, timeline: Any) -> None:
    """What the dump and the window do with an attached review."""
    from viewer.cli.dump import game_json
    from viewer.cli.review_dump import add_review
    from viewer.presentation import BoardOptions, Frames
    from viewer.replay import Step

    document = game_json(record, timeline)
    add_review(document, review)
    json.dumps(document, ensure_ascii=False)
    review.worst()
    review.round_counts(0.5)
    review.next_disagreement(Step(0, 0))
    frames = Frames(timeline, review=review)
    for decision in review.decisions:
        frame = frames.at(decision.step, BoardOptions(viewpoint=review.seat))
        assert frame.review is decision.entry


def run_random(seconds: float, seed: int, artifacts: Path, keep_going: bool = False,
               limit: int | None = None) -> int:  # fmt: skip
    """Mutate and check until ``seconds`` pass (or ``limit`` inputs); 1 when something
    crashed (each distinct crash's first input saved under ``artifacts``)."""
    rng = random.Random(seed)
    seeds = seed_games()
    deadline = time.monotonic() + seconds
    runs = 0
    crashes: dict[str, Path] = {}
    while time.monotonic() < deadline and (limit is None or runs < limit):
        name, document, game = rng.choice(seeds)
        data = json.dumps(mutate(document, rng), ensure_ascii=False).encode()
        runs += 1
        try:
            check(data, game)
        except Exception as exc:
            frame = traceback.extract_tb(exc.__traceback__)[-1]
            signature = f"{type(exc).__name__} at {Path(frame.filename).name}:{frame.lineno}"
            if signature in crashes:
                continue
            path = artifacts / f"crash-{seed}-{runs}-{name}.json"
            artifacts.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            crashes[signature] = path
            traceback.print_exc()
            print(f"crash after {runs} runs (seed {seed}); input saved to {path}", file=sys.stderr)
            if not keep_going:
                return 1
        if runs % 2000 == 0:
            print(f"{runs} runs, {deadline - time.monotonic():.0f} s left", file=sys.stderr)
    for signature, path in crashes.items():
        print(f"crash: {signature}: {path}", file=sys.stderr)
    print(f"done: {runs} runs, {len(crashes)} distinct crash(es)", file=sys.stderr)
    return 1 if crashes else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--artifacts", type=Path,
                        default=Path(tempfile.gettempdir()) / "mjlog-fuzz-reports")  # fmt: skip
    parser.add_argument("--keep-going", action="store_true", help="go on after a crash")
    parser.add_argument("--reproduce", type=Path, help="check one saved report, with traceback")
    parser.add_argument("--game", type=Path, help="with --reproduce: the game file it reviews")
    options = parser.parse_args()
    if options.reproduce is not None:
        game = None
        if options.game is not None:
            from viewer.formats.detect import read_game
            from viewer.replay import Timeline

            record = read_game(options.game)
            game = (record, Timeline(record))
        check(options.reproduce.read_bytes(), game)
        print("no crash", file=sys.stderr)
        return 0
    return run_random(options.minutes * 60, options.seed, options.artifacts, options.keep_going)


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark: the coach's value model on every decision of a game.

    python bench/value.py [--limit N] [--cold] [--oracle [PATH]] [FILE]

FILE defaults to the demo log the viewer opens. A fresh ``GameCoach`` values the game's
decisions in order (as the window's worker and ``coach`` do: the model's tables warm up along
the game), each timed alone: the exact model at 2-shanten or better, the estimate deeper. In the
same run, the ukeire verdicts of the same decisions are timed as the baseline (the coach before
issue 27). The compiled kernel is made ready first, as the window's worker does before its first
job (``viewer.coach.kernel.warm``: loaded from the disk cache, or compiled when it is empty), and
that time is printed on a line of its own, not counted in the game. ``--limit N`` values only
the first N decisions (the suite's check of the last line). Times are CPU time of the thread;
the median and p95 are per decision, the whole game their sum.

``--cold`` first measures the kernel's first use in two fresh processes sharing a new, empty
cache folder (``MJLOG_VIEWER_KERNEL_CACHE``), each warming the kernel up and then valuing the
game's first decision the exact model judges (wall-clock times), and prints::

    cold: kernel compiled in C s, first exact decision D ms, L s from launch (empty cache)
    cached: kernel loaded in C s, first exact decision D ms, L s from launch (second process)

Before the last line, the exact decisions by the shanten of their hand (median and p95 of
each: tenpai, 1-shanten, 2-shanten), against issue 32's targets (2x mahjong-cpp's C++: medians
1, 15 and 200 ms, p95 of all 400 ms). ``--oracle`` values the 1,727 decisions of
``../shared/oracle/value-cases.jsonl`` (every shape of hand the exact model judges, in the
file's order) instead of a game's, and prints the same lines ("whole game": the file's sum).

The last line is the contract:

    value: N decisions (E exact), median A ms, p95 B ms per decision, whole game C s
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from viewer.coach import GameCoach  # noqa: E402
from viewer.coach.shanten import shanten  # noqa: E402
from viewer.formats.detect import read_game  # noqa: E402
from viewer.formats.errors import LogError  # noqa: E402
from viewer.replay import Step, Timeline  # noqa: E402
from viewer.resources import demo_log_path  # noqa: E402

TARGETS = {0: 1.0, 1: 15.0, 2: 200.0}  # issue 32: 2x mahjong-cpp's C++ medians, in ms
ORACLE = Path(__file__).resolve().parent.parent.parent / "shared" / "oracle" / "value-cases.jsonl"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Time the coach's value model on a game.")
    parser.add_argument("file", nargs="?", default=str(demo_log_path()))
    parser.add_argument("--limit", type=int, default=None, help="value the first N decisions")
    parser.add_argument("--cold", action="store_true", help="the kernel's first use, measured")
    parser.add_argument("--first", action="store_true", help=argparse.SUPPRESS)  # (--cold's)
    parser.add_argument(
        "--oracle", nargs="?", type=Path, const=ORACLE, default=None, metavar="PATH",
        help="value the oracle file's decisions instead of a game's",
    )  # fmt: skip
    options = parser.parse_args(argv)
    if options.first:
        return first_use(options.file)
    if options.oracle is not None:
        if not options.oracle.is_file():
            print(f"error: {options.oracle}: no such oracle file", file=sys.stderr)
            return 2
        from viewer.coach.kernel.warm import warm_up

        print(f"kernel: ready in {warm_up():.1f} s (loaded from the disk cache, or compiled)")
        return oracle_run(options.oracle)
    if options.cold and not cold(options.file):
        return 1
    try:
        record = read_game(options.file)
        timeline = Timeline(record)
        timeline.replay_all()
    except LogError as exc:  # it names the file
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from viewer.coach.kernel.warm import warm_up

    print(f"kernel: ready in {warm_up():.1f} s (loaded from the disk cache, or compiled)")
    clock = time.thread_time
    coach = GameCoach(record, timeline)
    steps = [
        Step(number, index)
        for number in range(timeline.round_count)
        for index in range(timeline.step_count(number))
        if coach.is_decision(Step(number, index))
    ][: options.limit]
    start = clock()
    for step in steps:
        coach.decision(step)
    baseline = (clock() - start) / max(1, len(steps))
    times: list[float] = []
    by_shanten: dict[int, list[float]] = {}
    exact = 0
    for step in steps:
        start = clock()
        judged = coach.valuation(step)
        times.append(clock() - start)
        if judged is not None and judged.method == "exact":
            exact += 1
            position = coach.position(step)
            assert position is not None
            depth = shanten(position.counts, position.rules.sanma)
            by_shanten.setdefault(depth, []).append(times[-1])
    if not times:
        print("error: no decision to value in this game", file=sys.stderr)
        return 2
    print(f"baseline: the ukeire verdict {baseline * 1000:.2f} ms per decision; the value model")
    median = statistics.median(times)
    p95 = percentile(times, 0.95)
    print(f"  {median / baseline:.0f}x that at the median, {p95 / baseline:.0f}x at p95")
    report(times, by_shanten, exact)
    return 0


def report(times: list[float], by_shanten: dict[int, list[float]], exact: int) -> None:
    """The lines by shanten against the targets, then the contract line."""
    names = {-1: "complete", 0: "tenpai", 1: "1-shanten", 2: "2-shanten"}
    for depth in sorted(by_shanten):
        found = by_shanten[depth]
        target = TARGETS.get(depth)
        aim = f" (target {target:g} ms)" if target is not None else ""
        print(
            f"exact, {names.get(depth, f'{depth}-shanten')}: {len(found)} decisions, median "
            f"{statistics.median(found) * 1000:.1f} ms{aim}, p95 "
            f"{percentile(found, 0.95) * 1000:.1f} ms"
        )
    every = [t for found in by_shanten.values() for t in found]
    if every:
        print(f"exact, all: p95 {percentile(every, 0.95) * 1000:.0f} ms (target 400 ms)")
    median = statistics.median(times)
    p95 = percentile(times, 0.95)
    print(
        f"value: {len(times)} decisions ({exact} exact), median {median * 1000:.0f} ms, "
        f"p95 {p95 * 1000:.0f} ms per decision, whole game {sum(times):.1f} s"
    )


def oracle_run(path: Path) -> int:
    """Every decision of the oracle file valued by the exact model, timed alone."""
    import json

    from viewer.coach.exact import exact_values
    from viewer.coach.position import Position
    from viewer.domain.melds import Meld, MeldKind
    from viewer.domain.record import Rules

    kinds = {k.name.lower(): k for k in MeldKind}
    times: list[float] = []
    by_shanten: dict[int, list[float]] = {}
    for line in path.read_text().splitlines():
        case = json.loads(line)
        bits = 0x01 | 0x08 | (0x10 if case["sanma"] else 0) | (0 if case["red"] else 0x02)
        melds = []
        for m in case["melds"]:
            kind = kinds[m["kind"]]
            tiles = tuple(sorted(m["tiles"]))
            called = None if kind is MeldKind.ANKAN else tiles[0]
            melds.append(Meld(kind, tiles, called, None if called is None else 1, None, 0))
        position = Position(
            concealed=tuple(sorted(case["hand"])), melds=tuple(melds), kita=0,
            unseen=tuple(case["unseen"]), red_unseen=tuple(case["red_unseen"]),
            draws_left=case["draws_left"], round_wind=case["round_wind"],
            seat_wind=case["seat_wind"], dora_indicators=tuple(case["dora_indicators"]),
            rules=Rules(type_bits=bits), allowed=tuple(sorted(int(k) for k in case["oracle"])),
        )  # fmt: skip
        start = time.thread_time()
        exact_values(position)
        times.append(time.thread_time() - start)
        by_shanten.setdefault(shanten(position.counts, position.rules.sanma), []).append(times[-1])
    report(times, by_shanten, len(times))
    return 0


def first_use(file: str) -> int:
    """(--cold's child) The kernel warmed up, then the game's first exact decision valued."""
    from viewer.coach.kernel.warm import warm_up

    ready = warm_up()
    record = read_game(file)
    timeline = Timeline(record)
    timeline.replay_all()
    coach = GameCoach(record, timeline)
    for number in range(timeline.round_count):
        for index in range(timeline.step_count(number)):
            step = Step(number, index)
            if not coach.is_decision(step):
                continue
            coach.decision(step)  # (the ukeire facts: not the value model's time)
            start = time.perf_counter()
            judged = coach.valuation(step)
            seconds = time.perf_counter() - start
            if judged is not None and judged.method == "exact":
                print(f"first use: {ready:.3f} {seconds:.6f}")
                return 0
    print("error: the exact model judges no decision of this game", file=sys.stderr)
    return 2


def cold(file: str) -> bool:
    """Two fresh processes on one new kernel cache folder: compiled, then loaded."""
    with tempfile.TemporaryDirectory(prefix="mjlog-viewer-kernels-") as folder:
        env = {**os.environ, "MJLOG_VIEWER_KERNEL_CACHE": folder}
        for name, done, what in (("cold", "compiled", "empty cache"),
                                 ("cached", "loaded", "second process")):  # fmt: skip
            launched = time.perf_counter()
            result = subprocess.run(
                [sys.executable, __file__, "--first", file],
                capture_output=True, text=True, env=env, check=False,
            )  # fmt: skip
            elapsed = time.perf_counter() - launched
            lines = [line for line in result.stdout.splitlines() if line.startswith("first use:")]
            if result.returncode != 0 or not lines:
                print(f"error: the {name} process failed: {result.stderr[-2000:]}", file=sys.stderr)
                return False
            ready, first = (float(word) for word in lines[-1].split()[2:])
            print(f"{name}: kernel {done} in {ready:.1f} s, first exact decision "
                  f"{first * 1000:.0f} ms, {elapsed:.1f} s from launch ({what})")  # fmt: skip
    return True


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

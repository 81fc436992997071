"""Benchmark: the coach's value model on every decision of a game.

    python bench/value.py [--limit N] [FILE]

FILE defaults to the demo log the viewer opens. A fresh ``GameCoach`` values the game's
decisions in order (as the window's worker and ``coach`` do: the model's tables warm up along
the game), each timed alone: the exact model at 2-shanten or better, the estimate deeper. In the
same run, the ukeire verdicts of the same decisions are timed as the baseline (the coach before
issue 27). ``--limit N`` values only the first N decisions (the suite's check of the last line).
Times are CPU time of the thread; the median and p95 are per decision, the whole game their sum.
The last line is the contract:

    value: N decisions (E exact), median A ms, p95 B ms per decision, whole game C s
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from viewer.coach import GameCoach  # noqa: E402
from viewer.formats.detect import read_game  # noqa: E402
from viewer.formats.errors import LogError  # noqa: E402
from viewer.replay import Step, Timeline  # noqa: E402
from viewer.resources import demo_log_path  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Time the coach's value model on a game.")
    parser.add_argument("file", nargs="?", default=str(demo_log_path()))
    parser.add_argument("--limit", type=int, default=None, help="value the first N decisions")
    options = parser.parse_args(argv)
    try:
        record = read_game(options.file)
        timeline = Timeline(record)
        timeline.replay_all()
    except LogError as exc:  # it names the file
        print(f"error: {exc}", file=sys.stderr)
        return 2
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
    exact = 0
    for step in steps:
        start = clock()
        judged = coach.valuation(step)
        times.append(clock() - start)
        exact += judged is not None and judged.method == "exact"
    if not times:
        print("error: no decision to value in this game", file=sys.stderr)
        return 2
    median = statistics.median(times)
    p95 = percentile(times, 0.95)
    print(f"baseline: the ukeire verdict {baseline * 1000:.2f} ms per decision; the value model")
    print(f"  {median / baseline:.0f}x that at the median, {p95 / baseline:.0f}x at p95")
    print(
        f"value: {len(times)} decisions ({exact} exact), median {median * 1000:.0f} ms, "
        f"p95 {p95 * 1000:.0f} ms per decision, whole game {sum(times):.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

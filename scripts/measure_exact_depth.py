"""Whether the exact model should judge 3-shanten hands: its picks against the estimate's.

    .venv/bin/python scripts/measure_exact_depth.py [--every N] [--offset K] [--jobs J] [CORPUS]

Over the corpus games (../shared/corpus/mjlog by default; every N-th game from the K-th), for
every coach decision whose 14-tile hand is at 3-shanten, each model values every candidate and
the fold rule is applied as the coach applies it (``viewer.coach.value.valuation``); a model
agrees when the played kind is its pick, a tie of several kinds counting 1/ties. Printed: the
decisions, each model's agreement, and the exact model's time per decision (CPU, median, p95,
max), each game on its own process (``--jobs``, every core by default).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from viewer.coach import GameCoach  # noqa: E402
from viewer.coach.estimate import estimate_values  # noqa: E402
from viewer.coach.exact import exact_values  # noqa: E402
from viewer.coach.shanten import shanten  # noqa: E402
from viewer.coach.value import OnePlayerNumbers, valuation  # noqa: E402
from viewer.formats.detect import read_game  # noqa: E402
from viewer.formats.errors import LogError  # noqa: E402
from viewer.replay import Step, Timeline  # noqa: E402

DEPTH = 3


def credit(pick: tuple[int, ...], played: int) -> float:
    return 1 / len(pick) if played in pick else 0.0


def game(path: Path) -> tuple[int, float, float, list[float]]:
    """One game's 3-shanten decisions: their count, each model's credit, the exact times."""
    try:
        record = read_game(str(path))
        timeline = Timeline(record)
        timeline.replay_all()
    except LogError:
        return 0, 0.0, 0.0, []
    coach = GameCoach(record, timeline)
    decisions = 0
    exact_credit = estimate_credit = 0.0
    times: list[float] = []
    for number in range(timeline.round_count):
        for index in range(timeline.step_count(number)):
            step = Step(number, index)
            decision = coach.decision(step)
            position = coach.position(step)
            if decision is None or position is None:
                continue
            if shanten(position.counts, position.rules.sanma) != DEPTH or not position.allowed:
                continue
            dealer = (decision.seat - position.seat_wind) % position.rules.players
            safety = dict(decision.hand_safety)
            start = time.thread_time()
            exact = [
                OnePlayerNumbers(v.tile, v.tenpai, v.win, v.points) for v in exact_values(position)
            ]
            times.append(time.thread_time() - start)
            estimate = [
                OnePlayerNumbers(v.tile, None, None, v.points) for v in estimate_values(position)
            ]
            sanma = position.rules.sanma
            for numbers, model in ((exact, "exact"), (estimate, "estimate")):
                judged = valuation(model, numbers, safety, decision.actual, dealer, sanma)
                got = credit(judged.pick, decision.actual)
                if model == "exact":
                    exact_credit += got
                else:
                    estimate_credit += got
            decisions += 1
    return decisions, exact_credit, estimate_credit, times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "mjlog"
    parser.add_argument("corpus", nargs="?", type=Path, default=default)
    parser.add_argument("--every", type=int, default=20)
    parser.add_argument("--offset", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    options = parser.parse_args(argv)
    paths = sorted(p for p in options.corpus.rglob("*") if p.is_file())
    paths = paths[options.offset :: options.every]
    decisions = 0
    exact_credit = estimate_credit = 0.0
    times: list[float] = []
    with ProcessPoolExecutor(options.jobs) as pool:
        for found in pool.map(game, paths):
            decisions += found[0]
            exact_credit += found[1]
            estimate_credit += found[2]
            times.extend(found[3])
    if not decisions:
        print("no 3-shanten decision in these games")
        return 1
    times.sort()
    print(f"games: {len(paths)}, 3-shanten decisions: {decisions}")
    print(f"players' own discard picked: exact {100 * exact_credit / decisions:.1f} %, "
          f"estimate {100 * estimate_credit / decisions:.1f} %")  # fmt: skip
    p95 = times[int(0.95 * len(times))]
    print(f"exact model at 3-shanten: median {1000 * statistics.median(times):.0f} ms, "
          f"p95 {1000 * p95:.0f} ms, max {1000 * times[-1]:.0f} ms")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

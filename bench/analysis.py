"""Benchmark: hand analysis per step, as the viewer asks for it while stepping through a game.

    python bench/analysis.py FILE...

For each game a fresh ``GameAnalysis`` (and an empty per-hand cache) is stepped through from the
first step to the last, the way a user first watches it; each step's time covers every seat's
shanten, waits with unseen counts and furiten, plus the scored win breakdown at an AGARI step.
Reading and replaying the log is not counted. Times are CPU time of the thread (wall-clock
percentiles on a shared machine mostly measure the other processes). The tooltip's discard
choices (ukeire), computed only on demand, are timed separately. The last line is the figure
the target (2 ms per step) is about.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from viewer.analysis.hand import hand_shape  # noqa: E402
from viewer.analysis.table import GameAnalysis  # noqa: E402
from viewer.domain.events import Agari  # noqa: E402
from viewer.formats.mjlog import MjlogError, read_mjlog  # noqa: E402
from viewer.replay import Step, Timeline  # noqa: E402


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: python bench/analysis.py FILE...", file=sys.stderr)
        return 2
    per_step: list[float] = []
    options: list[float] = []
    # CPU time of this thread: other processes on a busy machine do not count against us
    clock = time.thread_time
    for name in argv:
        try:
            record = read_mjlog(name)
            timeline = Timeline(record)
            timeline.replay_all()
        except (MjlogError, OSError) as exc:
            print(f"error: {name}: {exc}", file=sys.stderr)
            return 2
        hand_shape.cache_clear()
        analysis = GameAnalysis(record, timeline)
        for number in range(timeline.round_count):
            states = timeline.states(number)
            for index, state in enumerate(states):
                step = Step(number, index)
                start = clock()
                analysis.step(step)
                if isinstance(state.event, Agari):
                    analysis.win(step)
                per_step.append((clock() - start) * 1000)
                actor = state.actor
                if actor is not None and len(state.concealed(actor)) % 3 == 2 and index % 4 == 0:
                    start = clock()
                    analysis.discard_options(step, actor)
                    options.append((clock() - start) * 1000)
    print(f"games: {len(argv)}, steps: {len(per_step)}")
    if options:
        print(
            f"discard choices (tooltip, on demand): median {statistics.median(options):.2f} ms, "
            f"p99 {percentile(options, 0.99):.2f} ms"
        )
    print(
        f"analysis: median {statistics.median(per_step):.3f} ms, "
        f"p99 {percentile(per_step, 0.99):.3f} ms per step"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

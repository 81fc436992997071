"""How fast the compiled scorer scores the exact model's wins, against the ``mahjong`` library.

    .venv/bin/python scripts/measure_scorer.py [--every N]

The wins are every one the exact model's graph meets in the oracle file's 2-shanten decisions
(../shared/oracle/value-cases.jsonl, every N-th, 25 by default): the compiled scorer
(``viewer.coach.kernel.scoring.score_wins``, the whole decision in one call) against
``WinScorer.points`` (the library, nothing remembered from an earlier decision), checked equal.
Then the kernel's first use in a fresh process with an empty cache (numba compiles it) and in
another with the cache it left (loaded). Prints two lines:

    scorer: W wins of D decisions, A µs a win, the library B µs a win (C× faster)
    scorer: first use F s (G s of CPU) compiling, H s from the cache
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.coach import oracle  # noqa: E402
from viewer.coach import win_points  # noqa: E402
from viewer.coach.kernel.jit import CACHE_ENV  # noqa: E402
from viewer.coach.kernel.scoring import hand_rows, score_context, score_wins  # noqa: E402
from viewer.coach.value_graph import build_graph  # noqa: E402

FIRST_USE = """
import time
start, cpu = time.perf_counter(), time.process_time()
import numpy as np
from viewer.coach.kernel.scoring import score_all
z = np.zeros(34, dtype=np.int64)
score_all(np.zeros((1, 38), dtype=np.uint8), np.zeros(1, dtype=np.int64),
          np.zeros((4, 3), dtype=np.int64), z, z, z, np.zeros(14, dtype=np.int64))
print(time.perf_counter() - start, time.process_time() - cpu)
"""


def first_use(cache: str) -> tuple[float, float]:
    """Wall and CPU seconds of importing and first calling the kernel in a fresh process."""
    result = subprocess.run(
        [sys.executable, "-c", FIRST_USE],
        env={**os.environ, CACHE_ENV: cache, "PYTHONPATH": str(ROOT)},
        capture_output=True, text=True, check=True, cwd=ROOT,
    )  # fmt: skip
    wall, cpu = (float(x) for x in result.stdout.split())
    return wall, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--every", type=int, default=25, help="every N-th 2-shanten decision")
    args = parser.parse_args()
    cases = [c for c in oracle.cases() if min(v["shanten"] for v in c["oracle"].values()) == 2]
    if not cases:
        print("no oracle file (../shared/oracle/value-cases.jsonl)", file=sys.stderr)
        return 1
    kernel = library = 0.0
    wins = 0
    decisions = cases[:: args.every]
    score_wins(score_context(oracle.position(decisions[0])), hand_rows([]), np.zeros(0, int))
    for case in decisions:
        position = oracle.position(case)
        graph = build_graph(position)
        found = [
            (graph.discard_keys[target], kind)
            for kind, target in zip(graph.draw_kind, graph.draw_to, strict=True)
            if graph.discard_shanten[target] < 0
        ]
        rows = hand_rows([key for key, _ in found])
        kinds = np.array([kind for _, kind in found], dtype=np.int64)
        start = time.perf_counter()
        got = score_wins(score_context(position), rows, kinds)
        kernel += time.perf_counter() - start
        win_points._LIBRARY.clear()
        start = time.perf_counter()
        scorer = win_points.WinScorer(position)
        want = np.array([scorer.points(key, kind) for key, kind in found])
        library += time.perf_counter() - start
        if not np.allclose(got, want, rtol=1e-9, atol=0.0):
            print(f"differs: {case['file']} round {case['round']} step {case['step']}")
            return 1
        wins += len(found)
    each, theirs = 1e6 * kernel / wins, 1e6 * library / wins
    print(
        f"scorer: {wins} wins of {len(decisions)} decisions, {each:.2f} µs a win, "
        f"the library {theirs:.0f} µs a win ({theirs / each:.0f}× faster)"
    )
    with tempfile.TemporaryDirectory() as cache:
        wall, cpu = first_use(cache)
        cached, _ = first_use(cache)
    print(
        f"scorer: first use {wall:.1f} s ({cpu:.1f} s of CPU) compiling, "
        f"{cached:.2f} s from the cache"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

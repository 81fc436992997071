"""Benchmark: the coach's verdict on every decision of a game, against the naive count.

    python bench/coach.py [FILE]

FILE defaults to the demo log the viewer opens. A fresh ``GameCoach`` (and an empty shanten
cache) judges every decision of the game; then, in the same run, the same decisions' candidates
are counted the naive way: for every candidate, the ``mahjong`` library's shanten of the hand
without it plus each of the 34 kinds, every call fresh (no cache shared with the coach). The two
must agree (the run fails otherwise). Reading and replaying the log is not counted, nor is the
naive side's reading of the hand and the unseen counts (the coach's times include them). Times
are CPU time of the thread. The last line is the figure the target (10x faster) is about.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mahjong.shanten import Shanten  # noqa: E402

from viewer.coach import Candidate, GameCoach  # noqa: E402
from viewer.coach.efficiency import clear_caches  # noqa: E402
from viewer.formats.detect import read_game  # noqa: E402
from viewer.formats.errors import LogError  # noqa: E402
from viewer.replay import Step, Timeline  # noqa: E402
from viewer.resources import demo_log_path  # noqa: E402


def naive_candidate(
    counts: tuple[int, ...], discard: int, unseen: tuple[int, ...], sanma: bool
) -> Candidate:
    """The definition read literally: 34 fresh library calls per candidate."""
    work = list(counts)
    work[discard] -= 1
    three = sanma and not any(work[1:8])
    base = Shanten.calculate_shanten(work, is_three_player=three)
    tiles = []
    for kind in range(34):
        if work[kind] >= 4:
            continue
        work[kind] += 1
        three_more = three and not 1 <= kind <= 7
        if Shanten.calculate_shanten(work, is_three_player=three_more) < base and unseen[kind]:
            tiles.append(kind)
        work[kind] -= 1
    return Candidate(discard, base, sum(unseen[k] for k in tiles), tuple(tiles))


def main(argv: list[str]) -> int:
    path = argv[0] if argv else str(demo_log_path())
    try:
        record = read_game(path)
        timeline = Timeline(record)
        timeline.replay_all()
    except LogError as exc:  # it names the file
        print(f"error: {exc}", file=sys.stderr)
        return 2
    clock = time.thread_time
    steps = [
        Step(number, index)
        for number in range(timeline.round_count)
        for index in range(timeline.step_count(number))
    ]
    clear_caches()
    coach = GameCoach(record, timeline)
    start = clock()
    decisions = [d for d in map(coach.decision, steps) if d is not None]
    fast = clock() - start
    views = [coach.view(Step(d.round, d.step)) for d in decisions]
    start = clock()
    naive = [
        tuple(naive_candidate(v.counts, k, v.unseen, record.sanma) for k in v.allowed)
        for v in views
        if v is not None
    ]
    slow = clock() - start
    for decision, counted in zip(decisions, naive, strict=True):
        if decision.candidates != counted:
            print(f"error: round {decision.round} step {decision.step} differs", file=sys.stderr)
            return 1
    count = len(decisions)
    per = fast * 1000 / count if count else 0.0
    ratio = slow / fast if fast else 0.0
    print(f"naive: {slow * 1000 / max(count, 1):.2f} ms per decision")
    print(f"coach: {count} decisions, {per:.2f} ms per decision, {ratio:.1f}× faster than naive")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

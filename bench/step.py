"""Time every step of a game in a 1920x1080 BoardView, offscreen.

Each step is timed from building its ``Frame`` (what ``Session.go_to`` does once per move) through
``set_frame`` to the end of a forced ``repaint()``;
then the same unchanged frame is repainted to measure the bare paint. The last line is a contract:
``step: median X ms, p99 Y ms, Z× unchanged repaint`` (Z = median step / median repaint).

Usage: python bench/step.py FILE [--rounds N] [--wall] [--coach [--cold]]  (--wall: with the wall
view on, key W; --coach: with the coach on, key C, while the coach's worker process values the
game's decisions all along, asked for its answer once per step as the window's timer does
(``bench/busy_worker.py``; a line before the last says how busy it was), and between two steps
one idle turn of the window's ``Warmer`` (6 ms of the bottom seat's ukeire facts judged ahead, as
the event loop gives it between two key presses); --cold: no idle turn, every decision judged on
the step that shows it, the worst case)
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--rounds", type=int, default=0, help="only the first N rounds")
    parser.add_argument("--wall", action="store_true", help="with the wall view on (key W)")
    parser.add_argument("--coach", action="store_true", help="with the coach on (key C)")
    parser.add_argument("--cold", action="store_true", help="--coach with nothing judged ahead")
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from viewer.analysis import GameAnalysis
    from viewer.formats.mjlog import MjlogError, read_mjlog
    from viewer.presentation import BoardOptions, Frames
    from viewer.replay import Step, Timeline
    from viewer.ui.board_view import BoardView

    try:
        record = read_mjlog(args.file)
    except MjlogError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication([])
    view = BoardView()
    view.resize(1920, 1080)
    view.show()
    app.processEvents()
    timeline = Timeline(record)
    timeline.replay_all()
    options = BoardOptions(show_wall=args.wall, show_coach=args.coach)
    seeds = None
    if args.wall:
        from viewer.presentation.wall import read_seeds

        seeds = lambda: read_seeds(args.file)  # noqa: E731 (what the window hands over)
    frames = Frames(timeline, GameAnalysis(record, timeline), seeds)
    rounds = timeline.round_count if not args.rounds else min(args.rounds, timeline.round_count)
    busy = None
    if args.coach:
        from bench.busy_worker import BusyWorker

        busy = BusyWorker(frames.coach, timeline)  # the frames' coach, as in the window
        busy.start()
    idle = None
    if args.coach and not args.cold:
        from bench.busy_worker import IdleTurns

        idle = IdleTurns(view, frames.coach, options.viewpoint)
    steps: list[float] = []
    repaints: list[float] = []
    began = time.perf_counter()
    for number in range(rounds):
        for index in range(timeline.step_count(number)):
            timeline.snapshot(Step(number, index))  # the replay's part is not the view's
            if busy is not None:
                busy.turn()  # (between steps, as the window's timer)
            if idle is not None:
                idle.turn(Step(number, index))  # (the event loop's idle time before a key)
            start = time.perf_counter()
            view.set_frame(frames.at(Step(number, index), options))
            view.repaint()
            steps.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            view.repaint()
            repaints.append((time.perf_counter() - start) * 1000)
    if busy is not None:
        elapsed = time.perf_counter() - began
        busy.close()
        print(f"coach worker: {busy.valued} decisions valued while stepping, judging "
              f"{min(100.0, 100 * busy.busy_s / elapsed):.0f} % of the time")  # fmt: skip
    if idle is not None:
        print(f"idle turns: {idle.judged} decisions judged ahead of their step")
    step_median = statistics.median(steps)
    repaint_median = statistics.median(repaints)
    print(f"{len(steps)} steps in {rounds} rounds; first step {steps[0]:.1f} ms (cold caches); "
          f"max {max(steps):.1f} ms; repaint median {repaint_median:.2f} ms")  # fmt: skip
    ratio = step_median / repaint_median if repaint_median else float("inf")
    print(f"step: median {step_median:.1f} ms, p99 {percentile(steps, 0.99):.1f} ms, "
          f"{ratio:.1f}× unchanged repaint")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())

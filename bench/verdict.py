"""Benchmark: how long a player waits for the coach's verdict, stepping through a game.

    python bench/verdict.py FILE [--interval MS] [--rounds N] [--no-wait]

The window (offscreen) opens FILE with the coach on, as a player does (the coach turned on,
then the game opened), and steps through the game one step each ``--interval`` ms (150: a player
reading each step) with the step key (Action.NEXT), the event loop running between steps as it
does between key presses (the worker's answers, the warmer's idle turns). Each decision of the
bottom seat is timed from the key press that lands on it (the step that shows it: its draw) to
the moment the coach's dock shows its values (not "judging…"): at once when the worker valued
it ahead, else when its valuation arrives and the dock is filled again. Paint is not included.

By default the steps begin once the worker process has warmed up (the kernel loaded from the
disk cache, or compiled when it is empty: the line before the last says how long it took, from
the coach turned on); ``--no-wait`` steps at once, so the first decisions count the worker's
start too. ``--rounds N`` steps through the first N rounds only (the suite's check of the last
line). The last line is the contract:

    verdict: median A ms, p95 B ms from landing on a decision to its values shown, N decisions
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

READY_WAIT_S = 600.0  # a cold cache compiles the kernel first (a minute on a busy machine)
SETTLE_S = 30.0  # after the last step, how long the decisions not shown yet are waited for


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--interval", type=int, default=150, help="ms between two steps")
    parser.add_argument("--rounds", type=int, default=0, help="only the first N rounds")
    parser.add_argument("--no-wait", action="store_true", help="step before the worker is up")
    options = parser.parse_args(argv)

    from PySide6.QtCore import QEventLoop, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from bench.verdict_watch import VerdictWatch
    from viewer.app.actions import Action
    from viewer.app.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow()
    window.show_error = lambda text: print(f"error: {text}", file=sys.stderr)  # type: ignore[method-assign]
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    chrome = window.chrome
    assert chrome is not None
    turned_on = time.perf_counter()
    chrome.actions[Action.SHOW_COACH].trigger()  # the coach on: its worker starts now
    if not window.open_path(options.file):
        return 2
    timeline = window.session.timeline
    assert timeline is not None
    rounds = min(options.rounds or timeline.round_count, timeline.round_count)
    values = chrome.coach.values
    watch = VerdictWatch(window.session, chrome.coach)
    if not options.no_wait:
        end = time.perf_counter() + READY_WAIT_S
        while values.worker is None or values.worker.warmed is None:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            worker = values.worker
            if worker is not None and not worker.busy:  # (busy: the window's timer reads it)
                worker.poll()
            if time.perf_counter() > end:
                print("error: the coach's worker did not warm up", file=sys.stderr)
                return 1
            time.sleep(0.005)
        warmed = values.worker.warmed
        failed = f", {warmed.error}" if warmed.error else ""
        print(f"worker: ready {time.perf_counter() - turned_on:.1f} s after the coach was turned "
              f"on (its warm-up {warmed.seconds:.1f} s{failed})")  # fmt: skip

    loop = QEventLoop()
    ticker = QTimer()
    ticker.setTimerType(Qt.TimerType.PreciseTimer)
    ticker.setInterval(options.interval)
    steps = 0

    def step() -> None:
        nonlocal steps
        at = window.session.step
        if at.round >= rounds or (at.round == rounds - 1 and at == timeline.last()):
            ticker.stop()
            loop.quit()
            return
        before = window.session.step
        watch.press()
        chrome.actions[Action.NEXT].trigger()
        if window.session.step == before or window.session.step.round >= rounds:
            ticker.stop()
            loop.quit()
            return
        steps += 1
        watch.landed()

    ticker.timeout.connect(step)
    ticker.start()
    loop.exec()
    end = time.perf_counter() + SETTLE_S
    while watch.pending and time.perf_counter() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.005)
    window.close()
    times = watch.times
    if not times:
        print("error: no decision of the bottom seat was shown", file=sys.stderr)
        return 2
    ahead = sum(1 for t in times if t < options.interval)
    print(f"{steps} steps in {rounds} rounds, one each {options.interval} ms; "
          f"{len(times)} decisions of the bottom seat landed on, {watch.failed} failed, "
          f"{len(watch.pending)} never shown")  # fmt: skip
    slowest = ", ".join(f"{ms:.0f} ms at {key.round}-{key.index}" for ms, key in watch.slowest)
    print(f"  {ahead} shown within one step; the slowest: {slowest}")
    median, p95 = statistics.median(times), percentile(times, 0.95)
    print(f"verdict: median {median:.0f} ms, p95 {p95:.0f} ms from landing on a decision to its "
          f"values shown, {len(times)} decisions")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Write the coach's screenshots: the window with View → Coach on, a riichi on the table.

    python scripts/make_coach_screenshot.py OUT.png [--lang en|ja|zh|ko] [--theme light|dark]
                                            [--size WxH] [--call]

The demo log's East 3 at the step before West's discard of 5-pin against North's riichi, with
West at the bottom: the coach's worker process values the decision and the rest of the round
(the script waits for them, so that the strip is coloured), then the window is grabbed with the
bars, the verdict box and the safety marks on the hand, and the Coach dock. ``--call``: the
demo's East 4 at West's discard of White, South at the bottom, which could pass, pon or
daiminkan and made the kan where passing was worth most (a call decision: the box's verdict
line and the dock's three options). Runs offscreen; docs/coach-window.md shows
``docs/coach-en-light.png`` and ``docs/coach-ja-dark.png`` (and their other two siblings), and
``docs/coach-call-en.png`` and ``docs/coach-call-ja.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from scripts.screenshot_window import ScreenshotWindow  # noqa: E402
from viewer.replay import Step  # noqa: E402
from viewer.resources import demo_log_path  # noqa: E402

SHOWN = Step(2, 32)  # West (seat 3) holds fourteen tiles; North declared riichi earlier
SEAT = 3
CALL_SHOWN, CALL_SEAT = Step(3, 12), 1  # West's White: South passes, pons or makes a kan
WAIT_S = 120  # the worker's first answer (the child imports numpy and the coach)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The coach's screenshot on the demo log.")
    parser.add_argument("out")
    parser.add_argument("--lang", choices=("en", "ja", "zh", "ko"), default="en")
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--call", action="store_true", help="a call decision (the docstring)")
    args = parser.parse_args(argv)
    shown, seat = (CALL_SHOWN, CALL_SEAT) if args.call else (SHOWN, SEAT)
    shot = ScreenshotWindow(args.size, args.lang, args.theme)
    app, window, chrome = shot.app, shot.window, shot.chrome
    if not window.open_path(demo_log_path()):
        return 1
    window.session.update_options(viewpoint=seat, show_coach=True)
    window.session.go_to(shown)
    strip = chrome.coach.panel.strip
    end = time.monotonic() + WAIT_S

    def judging() -> bool:  # the step's decisions, or the round's strip, not all in yet
        frame = window.session.frame
        if chrome.coach.warmer.busy or frame.coach_judging or not strip.ticks:
            return True
        return any(c.value.judging for c in frame.coach_choices) or any(
            t.verdict is None for t in strip.ticks)  # fmt: skip

    while judging():
        if time.monotonic() > end:  # the decision on screen first, then the rest of the round
            print("the coach's worker did not answer", file=sys.stderr)
            return 1
        app.processEvents()
        time.sleep(0.01)
    shot.save(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

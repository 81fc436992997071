"""Write the scores' screenshots: the window with View → Scores (key S) open under the board.

    python scripts/make_scores_screenshot.py OUT.png [--lang en|ja|zh|ko] [--theme light|dark]
                                             [--size WxH]

The demo log at its third round (the round highlighted in the chart), the Scores dock under
the board: each seat's line, the wins, deal-ins and riichi, the final standings with Tenhou's
ranked lobby's uma and oka. Runs offscreen with settings of its own (nothing remembered);
docs/user-guide.md shows ``docs/scores-en-light.png`` and ``docs/scores-ja-dark.png`` (and
their other two siblings). ``render --scores`` draws the chart alone.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from scripts.screenshot_window import ScreenshotWindow  # noqa: E402
from viewer.app.actions import Action  # noqa: E402
from viewer.replay import Step  # noqa: E402
from viewer.resources import demo_log_path  # noqa: E402

SHOWN = Step(2, 20)  # East 3, its riichi on the table
DOCK_SHARE = 0.42  # of the window's height, for the chart


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The scores' screenshot on the demo log.")
    parser.add_argument("out")
    parser.add_argument("--lang", choices=("en", "ja", "zh", "ko"), default="en")
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--size", default="1500x1000")
    args = parser.parse_args(argv)
    from PySide6.QtCore import Qt

    shot = ScreenshotWindow(args.size, args.lang, args.theme)
    window, chrome = shot.window, shot.chrome
    if not window.open_path(demo_log_path()):
        return 1
    window.session.go_to(SHOWN)
    chrome.actions[Action.SHOW_SCORES].trigger()
    dock = chrome.scores.dock
    window.resizeDocks([dock], [int(window.height() * DOCK_SHARE)], Qt.Orientation.Vertical)
    shot.save(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

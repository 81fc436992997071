"""Write luck's screenshots: the window with View → Luck and the wall view on, or a round's
result popup with its line on the bottom seat's last tenpai.

    python scripts/make_luck_screenshot.py OUT.png [--lang en|ja|zh|ko] [--theme light|dark]
                                           [--size WxH] [--popup]

The game is played from Tenhou's published shuffle seed by the tests (tests/luck/scripted.py:
its wall reproduces, players A-D), one round with a pon. C (seat 2) is at the bottom, at step
130: just tenpai on 2-pin and 5-pin, whose one live copy is D's next draw (a cut-off wait); the
Luck dock lists the round, W rings the winning tiles in the wall. With ``--popup``: the round's
result, whose popup says where C's last tenpai had its winning tiles. Runs offscreen;
docs/user-guide.md shows ``docs/luck-en.png``, ``docs/luck-ja.png`` and the popups.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from scripts.screenshot_window import ScreenshotWindow  # noqa: E402
from tests.luck.scripted import scripted_log  # noqa: E402
from tests.wall import vectors  # noqa: E402
from viewer.replay import Step  # noqa: E402

SHOWN = Step(0, 130)
SEAT = 2


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Luck's screenshot on a game from a seed.")
    parser.add_argument("out")
    parser.add_argument("--lang", choices=("en", "ja", "zh", "ko"), default="en")
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--size", default="1600x1000")
    parser.add_argument("--popup", action="store_true", help="the round's result popup")
    args = parser.parse_args(argv)
    shot = ScreenshotWindow(args.size, args.lang, args.theme)
    window = shot.window
    log = shot.folder / "2016022509gm-0009-0000-b327da61.mjlog"
    log.write_bytes(scripted_log(vectors.SEED, 1, pon_in=0)[0])
    if not window.open_path(log):
        return 1
    session = window.session
    if args.popup:
        session.update_options(viewpoint=SEAT)
        session.go_to(session.timeline.round_end(SHOWN))
    else:
        session.update_options(viewpoint=SEAT, show_luck=True, show_wall=True)
        session.go_to(SHOWN)
    shot.save(args.out, turns=20)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Write docs/screenshot.png: the window on the demo log, in the middle of its third round.

    python scripts/make_screenshot.py [OUT.png] [--lang en|ja|zh|ko] [--result]

Runs offscreen; the pictures in the README are made by this script, from the project's own demo
log, so that they always show what the current code draws. ``--lang`` words the window in that
language (English: with the Japanese terms beside, the default for English); ``--result`` shows
the end of the first round with its result popup (yaku names, the hand's reading). The README's
pictures: ``docs/screenshot-en.png --lang en --result`` and ``docs/screenshot-ja.png --lang ja
--result``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from viewer.app.window.main_window import MainWindow  # noqa: E402
from viewer.replay import Step  # noqa: E402
from viewer.resources import demo_log_path  # noqa: E402

ROUND = 2  # East 3: melds, riichi, kan dora
RESULT_ROUND = 0  # East 1 ends with a ron: yaku, dora, the hand's reading


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Screenshot of the window on the demo log.")
    parser.add_argument("out", nargs="?", default="docs/screenshot.png")
    parser.add_argument("--lang", choices=("en", "ja", "zh", "ko"))
    parser.add_argument("--result", action="store_true", help="the round's result popup")
    args = parser.parse_args(argv)
    out = Path(args.out)
    app = QApplication.instance() or QApplication([])
    window = MainWindow()
    window.resize(1440, 1000 if args.result else 860)  # room for the whole popup
    window.show()
    if args.lang:
        window.build_chrome().language.choose(args.lang)
    if not window.open_path(demo_log_path()):
        return 1
    timeline = window.session.timeline
    assert timeline is not None
    if args.result:
        window.session.go_to(Step(RESULT_ROUND, timeline.step_count(RESULT_ROUND) - 1))
    else:
        window.session.go_to(Step(ROUND, 100))
    for _ in range(5):
        app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(out))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

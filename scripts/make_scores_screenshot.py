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
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

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
    width, height = (int(n) for n in args.size.split("x"))
    app = QApplication.instance() or QApplication([])
    from PySide6.QtCore import Qt

    from viewer.app.main import create_application
    from viewer.app.window.main_window import MainWindow

    create_application()
    scratch = tempfile.TemporaryDirectory()  # nothing remembered from another run, or kept
    settings = QSettings(str(Path(scratch.name) / "viewer.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.resize(width, height)
    window.show()
    chrome = window.build_chrome()
    chrome.language.choose(args.lang)
    chrome.themes.choose(args.theme)
    if not window.open_path(demo_log_path()):
        return 1
    window.session.go_to(SHOWN)
    chrome.actions[Action.SHOW_SCORES].trigger()
    dock = chrome.scores.dock
    window.resizeDocks([dock], [int(height * DOCK_SHARE)], Qt.Orientation.Vertical)
    for _ in range(10):
        app.processEvents()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(out))
    window.close()
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

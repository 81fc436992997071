"""Write a picture of the Library window's Progress tab: the trend charts and the costliest
decisions of a player's judged games.

    python scripts/make_library_screenshot.py DB NAME OUT.png [--lang en|ja|zh|ko]
                                              [--theme light|dark] [--span N] [--hover N]

Runs offscreen on a library that ``mjlog-viewer index FOLDER --judge NAME`` filled (or
``bench/judge.py FOLDER --player NAME --db DB``); ``--hover N`` draws the tooltip of the N-th
point of the points-lost chart, as hovering it shows. The user guide's pictures:
``docs/library-progress-en-light.png`` and ``-ja-dark`` (and the two others) from the corpus.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

from viewer.app.library.window import LibraryWindow  # noqa: E402
from viewer.app.window.themes import apply_theme  # noqa: E402
from viewer.ui.translations import apply_language  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The Library's Progress tab as a picture.")
    parser.add_argument("db", type=Path)
    parser.add_argument("name")
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", choices=("en", "ja", "zh", "ko"), default="en")
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--span", type=int, default=10)
    parser.add_argument("--hover", type=int, metavar="N", help="show point N's tooltip")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")  # the same look on every machine
    apply_language(args.lang)
    apply_theme(args.theme)
    window = LibraryWindow(args.db)
    window.resize(1500, 860)
    window.me.setText(args.name)
    window.apply_filter()
    window.show()
    window.tabs.setCurrentWidget(window.progress_page)
    window.progress_page.span.setValue(args.span)
    for _ in range(5):
        app.processEvents()
    picture = window.grab()
    if args.hover is not None:
        chart = window.progress_page.charts["points"]
        tip = QLabel(chart.tips[args.hover])
        tip.setStyleSheet("QLabel { padding: 4px; border: 1px solid palette(mid); }")
        tip.setPalette(app.palette())
        tip.setAutoFillBackground(True)
        tip.adjustSize()
        where = chart.mapTo(window, chart.point_position(args.hover).toPoint()) + QPoint(12, 12)
        painter = QPainter(picture)
        tip.render(painter, where)
        painter.end()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    picture.save(str(args.out))
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Write docs/screenshot.png: the window on the demo log, in the middle of its third round.

    python scripts/make_screenshot.py [OUT.png]

Runs offscreen; the picture in the README is made by this script, from the project's own demo
log, so that it always shows what the current code draws.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from viewer.app.main_window import MainWindow  # noqa: E402
from viewer.replay import Step  # noqa: E402
from viewer.resources import demo_log_path  # noqa: E402


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshot.png")
    app = QApplication.instance() or QApplication([])
    window = MainWindow()
    window.resize(1440, 860)
    window.show()
    if not window.open_path(demo_log_path()):
        return 1
    timeline = window.session.timeline
    assert timeline is not None
    window.session.go_to(Step(2, 100))  # East 3, mid-round: melds, riichi, kan dora
    for _ in range(5):
        app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(out))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

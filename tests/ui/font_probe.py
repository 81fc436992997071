"""Run in a subprocess by test_system_fonts.py: draw every tile face and render a board, under
whatever fontconfig set-up the environment gives, and say which fonts Qt could see.

Usage: ``python -m tests.ui.font_probe OUT_DIR LOG``; writes OUT_DIR/tiles.png, OUT_DIR/board.png,
OUT_DIR/scores-<lang>.png (``render --scores`` in Japanese, Chinese and Korean) and
OUT_DIR/control.png (text in the system's "Noto Sans CJK JP", as the board drew it before the
viewer shipped its fonts) and prints one JSON line.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"

TILE_SIZES = ((30, 40, 1.0), (45, 60, 1.0), (30, 40, 2.0))
BOARD_ARGS = ("--round", "1", "--step", "30", "--size", "1600x1000")
SCORES_LANGUAGES = ("ja", "zh", "ko")


def tile_sheet():  # type: ignore[no-untyped-def]
    """Every face (37 kinds and the back), upright and sideways, at a few sizes, in one image."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    from viewer.ui import tile_art

    keys = [*range(37), tile_art.BACK]
    width = sum(w for w, _h, _d in TILE_SIZES) * 2 + 10
    sheet = QImage(width * 2, 60 * 2 * len(keys), QImage.Format.Format_ARGB32)
    sheet.fill(Qt.GlobalColor.transparent)
    painter = QPainter(sheet)
    for row, key in enumerate(keys):
        x = 0
        for w, h, dpr in TILE_SIZES:
            for quarter in (0, 1):
                pw, ph = (w, h) if quarter == 0 else (h, w)
                pixmap = tile_art.tile_pixmap(key, quarter, pw, ph, dpr)
                image = pixmap.toImage()
                image.setDevicePixelRatio(1.0)  # copied pixel for pixel, never scaled
                painter.drawImage(x, row * 120, image)
                x += round(pw * dpr) + 2
    painter.end()
    return sheet


def control_text():  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QImage, QPainter

    image = QImage(240, 60, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    font = QFont("Noto Sans CJK JP")
    font.setPixelSize(40)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.white)
    painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, "東1局 南")
    painter.end()
    return image


def main(out: Path, log: Path) -> int:
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QApplication

    from viewer.cli.render import run_render
    from viewer.ui.fonts import register_fonts

    app = QApplication(["font-probe"])
    if not (
        tile_sheet().save(str(out / "tiles.png")) and control_text().save(str(out / "control.png"))
    ):
        return 1
    status = run_render([str(log), *BOARD_ARGS, "-o", str(out / "board.png")])
    for language in SCORES_LANGUAGES:
        scores = out / f"scores-{language}.png"
        status = status or run_render([str(log), "--scores", "--lang", language, "-o", str(scores)])
    shipped = set(register_fonts())
    japanese = QFontDatabase.families(QFontDatabase.WritingSystem.Japanese)
    print(
        json.dumps(
            {
                "platform": app.platformName(),
                "japanese_families": sorted(set(japanese) - shipped),
                "render": status,
            }
        )
    )
    return status


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1]), Path(sys.argv[2])))

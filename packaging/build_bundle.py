"""Build the one-folder bundle of mjlog-viewer for this OS with PyInstaller.

    python packaging/build_bundle.py [--dist DIR]

Draws the platform icons from resources/icons/mjlog-viewer.svg (Qt, offscreen), runs PyInstaller
on packaging/mjlog-viewer.spec, and prints where the executable is, how long the build took and
how big the folder is. PyInstaller builds only for the OS it runs on: Linux here and in CI,
Windows and macOS on their own runners (then windows/mjlog-viewer.iss makes the installer).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "mjlog-viewer.spec"
SVG = ROOT / "resources" / "icons" / "mjlog-viewer.svg"
APP_NAME = "mjlog-viewer"


def draw_icons(folder: Path) -> None:
    """PNG, ICO and ICNS renderings of the SVG icon (Qt writes all three)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"error: cannot read the icon {SVG}")
    folder.mkdir(parents=True, exist_ok=True)
    image = QImage(512, 512, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    image.save(str(folder / f"{APP_NAME}.png"))
    image.scaled(256, 256, mode=Qt.TransformationMode.SmoothTransformation).save(
        str(folder / f"{APP_NAME}.ico")
    )
    image.save(str(folder / f"{APP_NAME}.icns"))
    del app


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def executable(dist: Path) -> Path:
    if sys.platform == "darwin":
        return dist / "mjlog viewer.app" / "Contents" / "MacOS" / APP_NAME
    suffix = "-cli.exe" if sys.platform == "win32" else ""
    return dist / APP_NAME / f"{APP_NAME}{suffix}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    options = parser.parse_args(argv)
    icons = options.work / "icons"
    draw_icons(icons)
    started = time.monotonic()
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", str(options.dist), "--workpath", str(options.work), str(SPEC),
    ]  # fmt: skip
    env = dict(os.environ, MJLOG_VIEWER_ICON_DIR=str(icons))
    done = subprocess.run(command, cwd=ROOT, env=env, check=False)
    seconds = time.monotonic() - started
    if done.returncode != 0:
        print(f"error: PyInstaller failed (exit {done.returncode})", file=sys.stderr)
        return 1
    binary = executable(options.dist)
    if not binary.is_file():
        print(f"error: the build made no {binary}", file=sys.stderr)
        return 1
    size = folder_size(options.dist / APP_NAME)
    print(f"bundle: {binary}")
    print(f"build time: {seconds:.1f} s; folder size: {size / 2**20:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())

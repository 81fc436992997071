"""Crisp at device pixel ratio 1, 1.5 and 2 (issue 15): tiles and the board are painted at the
device's resolution, never drawn at 1x and scaled up.

"Crisp" is measured: the native image at ratio r has far more edge energy (the sum of squared
neighbour differences) than the 1x image scaled up smoothly to the same pixels, which is what
blurry upscaling would give; and the tile ink reaches its full colour.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tests.frames import frame_at
from viewer.formats.mjlog import read_mjlog
from viewer.replay import Step, Timeline
from viewer.resources import demo_log_path
from viewer.ui import fonts, tile_art
from viewer.ui.board_view import BoardView

RATIOS = (1.0, 1.5, 2.0)
# 1m (一 over a red 萬), East, Chun (red): glyph outlines, and the colour of their ink
CHARACTER_TILES = {0: tile_art.INK, 27: tile_art.INK, 33: tile_art.RED}
SHARPER_THAN_UPSCALED = 1.5  # measured 2.5-5x for tiles; blurry upscaling gives 1x


def grey_rows(image: QImage) -> list[bytes]:
    """The image over white, as rows of 8-bit luminance."""
    flat = QImage(image.size(), QImage.Format.Format_RGB32)
    flat.fill(QColor("white"))
    painter = QPainter(flat)
    painter.drawImage(0, 0, image)
    painter.end()
    grey = flat.convertToFormat(QImage.Format.Format_Grayscale8)
    data, stride = bytes(grey.constBits()), grey.bytesPerLine()
    return [data[y * stride : y * stride + grey.width()] for y in range(grey.height())]


def reaches(image: QImage, colour: QColor, tolerance: int = 24) -> bool:
    """Some pixel has the ink's full colour (a blurred stroke only has mixtures with ivory)."""
    target = (colour.red(), colour.green(), colour.blue())
    for y in range(image.height()):
        for x in range(image.width()):
            pixel = image.pixelColor(x, y)
            rgb = (pixel.red(), pixel.green(), pixel.blue())
            if (
                pixel.alpha() == 255
                and max(abs(a - b) for a, b in zip(rgb, target, strict=True)) <= tolerance
            ):
                return True
    return False


def edge_energy(image: QImage) -> int:
    rows = grey_rows(image)
    energy = sum((r[i + 1] - r[i]) ** 2 for r in rows for i in range(len(r) - 1))
    energy += sum((a[i] - b[i]) ** 2 for a, b in pairwise(rows) for i in range(len(a)))
    return energy


def upscaled(image: QImage, like: QImage) -> QImage:
    return image.scaled(
        like.width(), like.height(),
        Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation,
    )  # fmt: skip


@pytest.mark.parametrize("ratio", RATIOS)
@pytest.mark.parametrize("key", CHARACTER_TILES)
def test_tile_pixmaps_are_painted_at_device_resolution(
    qapp: object, key: int, ratio: float
) -> None:
    fonts.register_fonts()
    for quarter, (width, height) in ((0, (30, 40)), (1, (40, 30))):
        pixmap = tile_art.tile_pixmap(key, quarter, width, height, ratio)
        assert (pixmap.width(), pixmap.height()) == (round(width * ratio), round(height * ratio))
        assert pixmap.devicePixelRatio() == ratio
        assert pixmap.deviceIndependentSize().toSize().toTuple() == (width, height)
        assert reaches(pixmap.toImage(), CHARACTER_TILES[key]), "the ink never reaches its colour"
        if ratio > 1:
            native = pixmap.toImage()
            low = tile_art.tile_pixmap(key, quarter, width, height, 1.0).toImage()
            gain = edge_energy(native) / edge_energy(upscaled(low, native))
            assert gain > SHARPER_THAN_UPSCALED, f"ratio {ratio}: only {gain:.2f}x the upscaled"


@pytest.fixture(scope="module")
def board_images(qapp: object) -> dict[float, QImage]:
    fonts.register_fonts()
    record = read_mjlog(demo_log_path())
    view = BoardView()
    view.set_frame(frame_at(Timeline(record), Step(0, 30)))
    return {ratio: view.render_image(800, 500, ratio) for ratio in RATIOS}


@pytest.mark.parametrize("ratio", RATIOS[1:])
def test_board_renders_at_device_resolution(
    board_images: dict[float, QImage], ratio: float
) -> None:
    image = board_images[ratio]
    assert (image.width(), image.height()) == (round(800 * ratio), round(500 * ratio))
    assert image.devicePixelRatio() == ratio
    gain = edge_energy(image) / edge_energy(upscaled(board_images[1.0], image))
    assert gain > SHARPER_THAN_UPSCALED, f"ratio {ratio}: only {gain:.2f}x the upscaled 1x board"

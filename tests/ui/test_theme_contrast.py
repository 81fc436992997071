"""Both themes keep the marks players read at a glance distinguishable (issue 15).

Measured as WCAG relative-luminance contrast ratios of a tile's face (the middle of a 白, so the
face colour and not its ink) drawn on the theme's felt:
- a tile against the felt >= 3.0: WCAG 2.1 SC 1.4.11 (non-text contrast) asks 3:1 for graphics
  needed to understand the content;
- normal, tsumogiri-shaded and called-away (dimmed) tiles pairwise >= 1.3, and each of them
  against the felt >= 1.3: a 30 % luminance step between large flat areas, well above the ~10 %
  where neighbouring greys start to merge on an ordinary screen, so no two states (nor a state and
  the empty felt) look alike. Measured (dark / light): tile-felt 6.4 / 3.9, normal-shaded
  2.2 / 2.5, normal-dimmed 1.6 / 1.6, shaded-dimmed 1.4 / 1.5, shaded-felt 2.9 / 1.6,
  dimmed-felt 3.9 / 2.4.
- the riichi tile lies sideways: against the felt its outline is wider than tall, and shaded
  (a tsumogiri riichi) it still is.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from viewer.ui import theme, tile_art

HAKU = 31 * 4
W, H = 60, 72
PAD = 10
TILE_ON_FELT = 3.0
BETWEEN_STATES = 1.3


def linear(channel: float) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor | tuple[float, float, float]) -> float:
    r, g, b = (
        (colour.red(), colour.green(), colour.blue()) if isinstance(colour, QColor) else colour
    )
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a: float, b: float) -> float:
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


@pytest.fixture(params=["dark", "light"])
def table_theme(request, qapp):
    chosen = theme.THEMES[request.param]
    theme.set_current(chosen)
    yield chosen
    theme.set_current(theme.DARK)


def on_felt(chosen: theme.Theme, variant: int, quarter: int = 0) -> QImage:
    w, h = (W, H) if quarter % 2 == 0 else (H, W)
    image = QImage(w + 2 * PAD, h + 2 * PAD, QImage.Format.Format_RGB32)
    image.fill(QColor(chosen.felt))
    painter = QPainter(image)
    painter.drawPixmap(PAD, PAD, tile_art.tile_pixmap(tile_art.face_key(HAKU), quarter, w, h,
                                                      1.0, variant))  # fmt: skip
    painter.end()
    return image


def face_luminance(image: QImage) -> float:
    """The mean colour of the middle of the face (a 白: blank there)."""
    w, h = image.width() - 2 * PAD, image.height() - 2 * PAD
    pixels = [
        image.pixelColor(x, y)
        for x in range(PAD + w * 3 // 10, PAD + w * 7 // 10)
        for y in range(PAD + h * 3 // 10, PAD + h * 6 // 10)
    ]
    mean = tuple(
        sum(getattr(p, c)() for p in pixels) / len(pixels) for c in ("red", "green", "blue")
    )
    return luminance(mean)  # type: ignore[arg-type]


def test_tiles_stand_out_from_the_felt(table_theme):
    felt = luminance(QColor(table_theme.felt))
    assert contrast(face_luminance(on_felt(table_theme, 0)), felt) >= TILE_ON_FELT


def test_tsumogiri_and_called_tiles_stay_distinguishable(table_theme):
    felt = luminance(QColor(table_theme.felt))
    states = {
        "normal": face_luminance(on_felt(table_theme, 0)),
        "tsumogiri": face_luminance(on_felt(table_theme, tile_art.SHADE)),
        "called": face_luminance(on_felt(table_theme, tile_art.DIM)),
    }
    for (a, la), (b, lb) in combinations(states.items(), 2):
        assert contrast(la, lb) >= BETWEEN_STATES, (table_theme.name, a, b)
    for name, value in states.items():
        assert contrast(value, felt) >= BETWEEN_STATES, (table_theme.name, name)


def outline(image: QImage, felt: QColor) -> tuple[int, int]:
    """Width and height of what differs from the felt (the tile's silhouette)."""
    base = luminance(felt)
    xs, ys = [], []
    for y in range(image.height()):
        for x in range(image.width()):
            if contrast(luminance(image.pixelColor(x, y)), base) >= BETWEEN_STATES:
                xs.append(x)
                ys.append(y)
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


@pytest.mark.parametrize("variant", [0, tile_art.SHADE])
def test_the_riichi_tile_reads_sideways(table_theme, variant):
    felt = QColor(table_theme.felt)
    upright_w, upright_h = outline(on_felt(table_theme, variant, 0), felt)
    side_w, side_h = outline(on_felt(table_theme, variant, 1), felt)
    assert upright_h > upright_w * 1.1
    assert side_w > side_h * 1.1
    assert side_w >= H - 2 and upright_h >= H - 2  # the whole tile is seen, not a part

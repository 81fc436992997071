"""A line of tiles (a hand, dora indicators, a group) painted with the board's tile art, for the
result popups and their hand-reading section."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from viewer.domain.melds import Meld
from viewer.ui import tile_art
from viewer.ui.geometry import TILE_H, TILE_W, Sprite, tile_line


class TileLine(QWidget):
    """A line of tiles (a hand, indicators) painted with the board's tile art."""

    def __init__(self, sprites: Sequence[Sprite], width: float, height: float,
                 tile_height: int = 44, parent: QWidget | None = None,
                 red_fives: bool = True) -> None:  # fmt: skip
        super().__init__(parent)
        self.sprites = tuple(sprites)
        self.red_fives = red_fives
        self.scale = tile_height / TILE_H
        self._size = QSize(round(width * self.scale) + 4, round(height * self.scale) + 4)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    @classmethod
    def of_tiles(
        cls, tiles: Sequence[int], tile_height: int = 34, red_fives: bool = True
    ) -> TileLine:
        sprites, width, height = tile_line(tiles)
        return cls(sprites, width, height, tile_height, red_fives=red_fives)

    def sizeHint(self) -> QSize:
        return self._size

    def minimumSizeHint(self) -> QSize:
        return self._size

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        s = self.scale
        for sprite in self.sprites:
            r = sprite.rect
            x, y = round(2 + r.x * s), round(2 + r.y * s)
            w, h = round(r.w * s), round(r.h * s)
            key = tile_art.face_key(sprite.tile, self.red_fives)
            painter.drawPixmap(x, y, tile_art.tile_pixmap(key, sprite.quarter, w, h, dpr))
            if sprite.highlight:
                painter.setPen(QPen(QColor("#ff5a36"), 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(x, y, w, h).adjusted(-1, -1, 1, 1), 4, 4)
        painter.end()


def hand_line(hand: Sequence[int], melds: Sequence[Meld], seat: int, apart: int | None,
              tile_height: int = 44, red_fives: bool = True) -> TileLine:  # fmt: skip
    sprites, width, height = tile_line(hand, melds, seat, apart)
    return TileLine(sprites, width, height, tile_height, red_fives=red_fives)


def tiles_pixmap(tiles: Sequence[int], tile_height: int, dpr: float = 1.0,
                 red_fives: bool = True) -> QPixmap:  # fmt: skip
    """Tiles side by side, upright, in one pixmap (a table cell's picture: the review dock's
    candidates), ``tile_height`` device-independent pixels tall."""
    width = round(tile_height * TILE_W / TILE_H)
    gap = max(1, tile_height // 16)
    total = max(1, len(tiles) * (width + gap) - gap)
    pixmap = QPixmap(max(1, round(total * dpr)), max(1, round(tile_height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    for i, tile in enumerate(tiles):
        key = tile_art.face_key(tile, red_fives)
        painter.drawPixmap(
            i * (width + gap), 0, tile_art.tile_pixmap(key, 0, width, tile_height, dpr)
        )
    painter.end()
    return pixmap

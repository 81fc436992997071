"""The tile faces, drawn by the project as vector paths and cached as pixmaps per size.

Every face is painted in "face units" (a 30 x 36 upright face) with QPainter shapes and glyph
outlines from the font the viewer ships (viewer/ui/fonts.py, never a system font), so it stays
sharp at any size and device pixel ratio and looks the same on every machine. ``tile_pixmap``
renders a whole tile (body, edge, face turned by quarters) at an exact device size once and keeps
it: a board repaint then only blits pixmaps. Designs follow the conventional Japanese set
(docs/tile-art.md).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from viewer.domain.tiles import RED_FIVES, UNKNOWN_FIRST
from viewer.ui import fonts, theme

BACK = -1
FACE_W = 30.0
FACE_H = 36.0

INK = QColor("#16161c")
RED = QColor("#d22630")
GREEN = QColor("#12804a")
BLUE = QColor("#1b4ea8")
IVORY = QColor("#fffdf5")
IVORY_DARK = QColor("#ece5d3")
EDGE = QColor("#8f8672")
BACK_COLOUR = QColor("#e79a2c")
BACK_DARK = QColor("#b36b12")

SERIF = fonts.TILE_FAMILY  # the tile characters (read from the shipped file, see _glyph)
SANS = fonts.SANS_FAMILY  # the board's labels: shipped, registered by fonts.register_fonts()
NUMERALS = "一二三四五六七八九"


# -- text as paths ------------------------------------------------------------------------------


def _glyph(char: str) -> QPainterPath:
    return fonts.tile_glyph(char)


def _fill_glyph(painter: QPainter, char: str, region: QRectF, colour: QColor,
                stretch: float = 1.0) -> None:  # fmt: skip
    """A character scaled by its em square to fit ``region``, centred on its ink."""
    path = _glyph(char)
    box = path.boundingRect()
    scale = min(region.width() / 100.0, region.height() / 100.0)
    sx, sy = scale, scale * stretch
    transform = QTransform()
    transform.translate(
        region.center().x() - box.center().x() * sx, region.center().y() - box.center().y() * sy
    )
    transform.scale(sx, sy)
    painter.fillPath(transform.map(path), colour)


# -- suits --------------------------------------------------------------------------------------


def _man(painter: QPainter, number: int, red: bool) -> None:
    _fill_glyph(painter, NUMERALS[number - 1], QRectF(1.5, -1, 27, 19), RED if red else INK)
    _fill_glyph(painter, "萬", QRectF(3.5, 16, 23, 19.5), RED, stretch=0.92)


def _circle(painter: QPainter, x: float, y: float, r: float, colour: QColor) -> None:
    centre = QPointF(x, y)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(centre, r, r)
    painter.setBrush(IVORY)
    painter.drawEllipse(centre, r * 0.74, r * 0.74)
    painter.setBrush(colour)
    painter.drawEllipse(centre, r * 0.52, r * 0.52)
    painter.setBrush(IVORY)
    painter.drawEllipse(centre, r * 0.2, r * 0.2)


def _one_pin(painter: QPainter) -> None:
    c = QPointF(15, 18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GREEN)
    painter.drawEllipse(c, 13, 13)
    painter.setBrush(IVORY)
    painter.drawEllipse(c, 11.2, 11.2)
    painter.setBrush(BLUE)
    painter.drawEllipse(c, 10.2, 10.2)
    painter.setBrush(IVORY)
    painter.drawEllipse(c, 7.6, 7.6)
    for i in range(12):  # a ring of small petals
        a = math.tau * i / 12
        painter.setBrush(RED if i % 2 else GREEN)
        painter.drawEllipse(QPointF(15 + 8.9 * math.cos(a), 18 + 8.9 * math.sin(a)), 0.9, 0.9)
    painter.setBrush(RED)
    painter.drawEllipse(c, 6.4, 6.4)
    painter.setBrush(IVORY)
    painter.drawEllipse(c, 3.6, 3.6)
    painter.setBrush(RED)
    painter.drawEllipse(c, 1.8, 1.8)


PIN_LAYOUTS: dict[int, list[tuple[float, float, float, str]]] = {
    2: [(15, 9.5, 6.2, "g"), (15, 26.5, 6.2, "b")],
    3: [(7, 8, 4.9, "b"), (15, 18, 4.9, "r"), (23, 28, 4.9, "g")],
    4: [(8.5, 10, 5.6, "b"), (21.5, 10, 5.6, "g"), (8.5, 26, 5.6, "g"), (21.5, 26, 5.6, "b")],
    5: [(7.6, 8.4, 5, "b"), (22.4, 8.4, 5, "g"), (15, 18, 5, "r"), (7.6, 27.6, 5, "g"),
        (22.4, 27.6, 5, "b")],
    6: [(9.5, 7.5, 4.7, "g"), (20.5, 7.5, 4.7, "g"), (9.5, 19.5, 4.7, "r"), (20.5, 19.5, 4.7, "r"),
        (9.5, 29.5, 4.7, "r"), (20.5, 29.5, 4.7, "r")],
    7: [(6.5, 5.2, 3.9, "g"), (15, 8.2, 3.9, "g"), (23.5, 11.2, 3.9, "g"), (9.5, 20.5, 4.4, "r"),
        (20.5, 20.5, 4.4, "r"), (9.5, 30.2, 4.4, "r"), (20.5, 30.2, 4.4, "r")],
    8: [(9.5, y, 3.9, "b") for y in (5.5, 13.8, 22.2, 30.5)]
    + [(20.5, y, 3.9, "b") for y in (5.5, 13.8, 22.2, 30.5)],
    9: [(x, y, 4.2, c) for y, c in ((6.8, "b"), (18, "r"), (29.2, "g")) for x in (6.5, 15, 23.5)],
}  # fmt: skip
COLOURS = {"r": RED, "g": GREEN, "b": BLUE}


def _pin(painter: QPainter, number: int, red: bool) -> None:
    if number == 1:
        _one_pin(painter)
        return
    for x, y, r, c in PIN_LAYOUTS[number]:
        _circle(painter, x, y, r, RED if red else COLOURS[c])


def _stick(painter: QPainter, x: float, y: float, length: float, colour: QColor,
           angle: float = 0.0, width: float = 3.8) -> None:  # fmt: skip
    """A bamboo stick centred on (x, y): a rounded rod with a node in the middle and near each
    end."""
    painter.save()
    painter.translate(x, y)
    painter.rotate(angle)
    half = length / 2
    body = QRectF(-width / 2, -half, width, length)
    painter.setPen(QPen(colour.darker(150), 0.45))
    painter.setBrush(colour)
    painter.drawRoundedRect(body, width * 0.45, width * 0.45)
    painter.setPen(QPen(IVORY, 0.55))
    for ny in (-half + length * 0.2, 0.0, half - length * 0.2):
        painter.drawLine(QPointF(-width / 2 + 0.5, ny), QPointF(width / 2 - 0.5, ny))
    painter.setPen(QPen(colour.darker(170), 0.4))
    painter.drawLine(QPointF(0, -half + 1.2), QPointF(0, -half + length * 0.2 - 0.8))
    painter.drawLine(QPointF(0, half - 1.2), QPointF(0, half - length * 0.2 + 0.8))
    painter.restore()


def _one_sou(painter: QPainter) -> None:
    """A stylised bird (the traditional peacock/sparrow of 1s) in green and red."""
    painter.setPen(QPen(GREEN.darker(160), 0.6))
    # tail feathers fanning down-left
    for i, (dx, colour) in enumerate(((-9, GREEN), (-5, RED), (-1, GREEN))):
        tail = QPainterPath(QPointF(14, 22))
        tail.cubicTo(QPointF(10 + dx * 0.3, 26), QPointF(8 + dx * 0.6, 31), QPointF(12 + dx, 34.5))
        tail.cubicTo(QPointF(14 + dx * 0.5, 31), QPointF(15 + i, 27), QPointF(17, 23))
        painter.setBrush(colour)
        painter.drawPath(tail)
    # body
    body = QPainterPath(QPointF(10, 20))
    body.cubicTo(QPointF(8, 12), QPointF(15, 8), QPointF(19, 10))
    body.cubicTo(QPointF(24, 13), QPointF(23, 22), QPointF(17, 25))
    body.cubicTo(QPointF(14, 26), QPointF(11, 24), QPointF(10, 20))
    painter.setBrush(GREEN)
    painter.drawPath(body)
    # wing
    wing = QPainterPath(QPointF(13, 17))
    wing.cubicTo(QPointF(15, 13), QPointF(20, 13), QPointF(21.5, 17))
    wing.cubicTo(QPointF(19, 20), QPointF(16, 21), QPointF(13, 17))
    painter.setBrush(BLUE)
    painter.drawPath(wing)
    # head, crest, eye, beak
    painter.setBrush(GREEN)
    painter.drawEllipse(QPointF(20.5, 8.2), 3.4, 3.2)
    painter.setBrush(RED)
    crest = QPainterPath(QPointF(19, 5.5))
    crest.cubicTo(QPointF(18, 2.5), QPointF(20.5, 1.5), QPointF(21.5, 5))
    crest.cubicTo(QPointF(22.5, 2.5), QPointF(25, 3), QPointF(22.8, 6.2))
    painter.drawPath(crest)
    beak = QPainterPath(QPointF(23.6, 7.4))
    beak.lineTo(QPointF(27.5, 9.2))
    beak.lineTo(QPointF(23.4, 9.8))
    beak.closeSubpath()
    painter.drawPath(beak)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(IVORY)
    painter.drawEllipse(QPointF(21.2, 7.8), 1.0, 1.0)
    painter.setBrush(INK)
    painter.drawEllipse(QPointF(21.4, 7.8), 0.5, 0.5)
    # legs
    painter.setPen(QPen(RED, 0.8))
    painter.drawLine(QPointF(16, 25), QPointF(15.5, 29))
    painter.drawLine(QPointF(18, 24.5), QPointF(18.5, 29))


def _sou(painter: QPainter, number: int, red: bool) -> None:
    g = RED if red else GREEN
    r = RED
    sticks: list[tuple[float, float, float, QColor, float]]
    if number == 1:
        _one_sou(painter)
        return
    if number == 2:
        sticks = [(15, 9.5, 14, g, 0), (15, 26.5, 14, g, 0)]
    elif number == 3:
        sticks = [(15, 9.5, 14, g, 0), (8.5, 26.5, 14, g, 0), (21.5, 26.5, 14, g, 0)]
    elif number == 4:
        sticks = [(x, y, 14, g, 0) for y in (9.5, 26.5) for x in (8.5, 21.5)]
    elif number == 5:
        sticks = [(x, y, 14, g, 0) for y in (9.5, 26.5) for x in (6.5, 23.5)]
        sticks.append((15, 18, 14, r, 0))
    elif number == 6:
        sticks = [(x, y, 14, g, 0) for y in (9.5, 26.5) for x in (6.5, 15, 23.5)]
    elif number == 7:
        sticks = [(15, 5.6, 9.2, r, 0)]
        sticks += [(x, y, 10, g, 0) for y in (17.4, 29.6) for x in (6.5, 15, 23.5)]
    elif number == 8:
        sticks = [(x, 9.5, 14, g, a) for x, a in ((5, 14), (11.2, -14), (18.8, 14), (25, -14))]
        sticks += [(x, 26.5, 14, g, a) for x, a in ((5, -14), (11.2, 14), (18.8, -14), (25, 14))]
    else:
        sticks = [
            (x, y, 9.6, r if x == 15 and not red else g, 0)
            for y in (6.4, 18, 29.6)
            for x in (6.5, 15, 23.5)
        ]
    for x, y, length, colour, angle in sticks:
        _stick(painter, x, y, length, colour, angle)


def _honour(painter: QPainter, number: int) -> None:
    if number == 5:  # 白: a blank face with a blue frame
        painter.setPen(QPen(BLUE, 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(6.5, 6.5, 17, 23), 1.5, 1.5)
        painter.setPen(QPen(BLUE, 0.6))
        painter.drawRoundedRect(QRectF(8.6, 8.6, 12.8, 18.8), 1, 1)
        return
    char = "東南西北白發中"[number - 1]
    colour = {6: GREEN, 7: RED}.get(number, INK)
    _fill_glyph(painter, char, QRectF(2, 3, 26, 30), colour)


def paint_face(painter: QPainter, tile: int, red_fives: bool = True) -> None:
    """Paint a tile's face into the 30 x 36 face-unit box at the painter's origin."""
    kind = tile >> 2
    suit, number = divmod(kind, 9)
    number += 1
    red = red_fives and tile in RED_FIVES
    if suit == 0:
        _man(painter, number, red)
    elif suit == 1:
        _pin(painter, number, red)
    elif suit == 2:
        _sou(painter, number, red)
    else:
        _honour(painter, number)


# -- whole tiles ------------------------------------------------------------------------------


def face_key(tile: int, red_fives: bool = True) -> int:
    """What distinguishes faces: the kind, or 34-36 for the red fives, BACK for a back (and
    for a hidden tile, ids 136 up, which has no face)."""
    if tile < 0 or tile >= UNKNOWN_FIRST:
        return BACK
    if red_fives and tile in RED_FIVES:
        return 34 + tile // 36
    return tile >> 2


def _face_tile(key: int) -> int:
    return (key - 34) * 36 + 16 if key >= 34 else key * 4 + 1


def paint_tile(painter: QPainter, rect: QRectF, key: int, quarter: int) -> None:
    """A whole tile lying on the table: body, the edge showing below, and the face turned by
    ``quarter`` counter-clockwise quarter turns (the edge stays at the bottom of the screen)."""
    w, h = rect.width(), rect.height()
    edge = min(w, h) * 0.12
    radius = min(w, h) * 0.12
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    top = QRectF(rect.x(), rect.y(), w, h - edge)
    if key == BACK:
        painter.setBrush(IVORY_DARK)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setBrush(BACK_DARK)
        painter.drawRoundedRect(top.adjusted(0, 0, 0, edge * 0.45), radius, radius)
        gradient = QLinearGradient(top.topLeft(), top.bottomRight())
        gradient.setColorAt(0, BACK_COLOUR.lighter(115))
        gradient.setColorAt(1, BACK_COLOUR)
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(top, radius, radius)
        return
    painter.setBrush(BACK_COLOUR)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setBrush(IVORY_DARK.darker(108))
    painter.drawRoundedRect(top.adjusted(0, 0, 0, edge * 0.5), radius, radius)
    gradient = QLinearGradient(top.topLeft(), top.bottomLeft())
    gradient.setColorAt(0, IVORY)
    gradient.setColorAt(1, IVORY_DARK)
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(EDGE, max(0.6, min(w, h) * 0.02)))
    painter.drawRoundedRect(top.adjusted(0.3, 0.3, -0.3, -0.3), radius, radius)
    # the face, inset and turned
    inset = min(w, h) * 0.06
    face = top.adjusted(inset, inset, -inset, -inset)
    painter.save()
    painter.translate(face.center())
    painter.rotate(-90 * quarter)
    fw, fh = (face.width(), face.height()) if quarter % 2 == 0 else (face.height(), face.width())
    scale = min(fw / FACE_W, fh / FACE_H)
    painter.scale(scale, scale)
    painter.translate(-FACE_W / 2, -FACE_H / 2)
    paint_face(painter, _face_tile(key), red_fives=True)
    painter.restore()


SHADE = 1  # tsumogiri: darker face (Tenhou's 暗転)
DIM = 2  # called away: faded
DORA = 4  # a dora: gold frame and tint

_PIXMAPS: dict[tuple[int, int, int, int, float, int, str], QPixmap] = {}


def paint_marks(painter: QPainter, rect: QRectF, variant: int) -> None:
    """The overlays of a variant, over a tile painted in ``rect``."""
    w, h = rect.width(), rect.height()
    edge = min(w, h) * 0.12
    radius = min(w, h) * 0.12
    face = QRectF(rect.x(), rect.y(), w, h - edge)
    painter.setPen(Qt.PenStyle.NoPen)
    if variant & SHADE:
        painter.setBrush(QColor(*theme.current().shade))
        painter.drawRoundedRect(face, radius, radius)
    if variant & DORA:
        pen = max(1.2, min(w, h) * 0.06)
        painter.setPen(QPen(QColor("#ffc928"), pen))
        painter.setBrush(QColor(255, 214, 40, 45))
        painter.drawRoundedRect(face.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2), radius, radius)


def tile_pixmap(
    key: int, quarter: int, width: int, height: int, dpr: float = 1.0, variant: int = 0
) -> QPixmap:
    """A cached pixmap of a whole tile, ``width`` x ``height`` device-independent pixels, with
    the overlays of ``variant`` (SHADE, DIM, DORA bits) painted in."""
    cache_key = (key, quarter % 4, width, height, dpr, variant, theme.current().name)
    pixmap = _PIXMAPS.get(cache_key)
    if pixmap is None:
        fonts.register_fonts()  # the labels drawn next to the tiles use the shipped family too
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if variant & DIM:
            painter.setOpacity(theme.current().dim_opacity)
        paint_tile(painter, QRectF(0, 0, width, height), key, quarter)
        painter.setOpacity(1.0)
        paint_marks(painter, QRectF(0, 0, width, height), variant)
        painter.end()
        if len(_PIXMAPS) > 2500:  # a long resize session: start again rather than grow
            _PIXMAPS.clear()
        _PIXMAPS[cache_key] = pixmap
    return pixmap


def clear_cache() -> None:
    _PIXMAPS.clear()

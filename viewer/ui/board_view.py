"""The table widget: paints one frame, scaled to the widget, from ``viewer.ui.layout``.

Geometry comes from the Qt-free layout (board units); this module only maps units to pixels and
paints. Tiles are cached pixmaps (``tile_art``) at the exact device size, and the felt with the
centre box is cached per widget size, so a repaint is a few hundred blits and some text.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QHelpEvent,
    QImage,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QToolTip, QWidget

from viewer.presentation import Frame
from viewer.ui import theme, tile_art
from viewer.ui.geometry import Label, Plate, Rect, Sprite, board_scale
from viewer.ui.layout import BoardLayout, layout_frame

if TYPE_CHECKING:  # the overlays load with a review or the coach, not at start-up
    from viewer.ui.coach_overlay import CoachShapes
    from viewer.ui.review_overlay import ReviewShapes

HIGHLIGHT = QColor("#ff5a36")
WINNING = QColor("#2fd3ff")  # the wall view's ring round a winning tile of the bottom seat
DORA_GOLD = QColor("#ffc928")

# role -> (size in board units, bold, colour)
TEXT_STYLES: dict[str, tuple[float, bool, str]] = {
    "round": (17, True, "#ffffff"),
    "round_en": (8.5, False, "#b9d6c4"),
    "count": (10.5, True, "#ffffff"),
    "tiles_left": (10.5, False, "#e8f2ec"),
    "wind": (13, True, "#ffffff"),
    "score": (16.5, True, "#ffffff"),
    "delta_plus": (10.5, True, "#7dffa0"),
    "delta_minus": (10.5, True, "#ff8e8e"),
    "name": (11.5, False, "#f4f4ee"),
    "status": (11.5, True, "#ffd86b"),
    "status_win": (11.5, True, "#ffa04a"),
    "status_call": (13, True, "#ff7a5c"),
    "analysis": (10.5, False, "#cfe3d6"),
    "analysis_tenpai": (10.5, True, "#7dffa0"),
    "analysis_furiten": (10.5, True, "#ff8e8e"),
    "wall_note": (7.5, True, "#ffd86b"),
}


class BoardView(QWidget):
    """Draws one frame; ``set_frame`` is the only way in."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.frame: Frame | None = None
        self.layout_: BoardLayout | None = None
        self._background: QPixmap | None = None
        # where the last paint put the overlays, in pixels (tests check they stay apart)
        self.review_shapes: ReviewShapes | None = None
        self.coach_shapes: CoachShapes | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(320, 240)

    # -- the way in --------------------------------------------------------------------------
    def set_frame(self, frame: Frame) -> None:
        self.frame = frame
        self.layout_ = layout_frame(frame)
        self.update()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            point = event.pos()  # (a QHelpEvent has no position())
            text = self.tooltip_at(point.x(), point.y())
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def tooltip_at(self, x: float, y: float) -> str:
        """The hand-analysis tooltip for the hand (or its badge) under a widget point, or what
        a tile of the wall view is."""
        layout, frame = self.layout_, self.frame
        if layout is None or frame is None:
            return ""
        scale = board_scale(self.width(), self.height(), layout.size)
        bx = (x - round(self.width() / 2)) / scale
        by = (y - round(self.height() / 2)) / scale
        if frame.wall is not None:
            from viewer.ui.wall_layout import wall_tooltip

            text = wall_tooltip(frame, layout.sprites, bx, by)
            if text:
                return text
        if frame.coach is not None:
            from viewer.ui.coach_overlay import coach_tooltip

            text = coach_tooltip(frame, layout.seat_sprites(frame.options.viewpoint), bx, by)
            if text:
                return text
        if not frame.options.show_analysis:
            return ""
        seat = next(
            (s.seat for s in layout.sprites
             if s.zone in ("hand", "drawn") and s.tile >= 0 and _inside(s.rect, bx, by)),
            next((lb.seat for lb in layout.labels
                  if lb.role.startswith("analysis") and _inside(lb.rect, bx, by)), None),
        )  # fmt: skip
        if seat is None or seat < 0:
            return ""
        return frame.hand_tooltip(seat)

    def board_layout(self) -> BoardLayout | None:
        """What is drawn now, in board units (for tests and tools)."""
        return self.layout_

    def sizeHint(self) -> QSize:
        return QSize(1280, 860)

    # -- painting ----------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        self._background = None
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.paint(painter, self.width(), self.height(), self.devicePixelRatioF())
        painter.end()

    def render_image(self, width: int, height: int, dpr: float = 1.0) -> QImage:
        """The board at any size without showing a window (the render command, tests)."""
        image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32)
        image.setDevicePixelRatio(dpr)
        painter = QPainter(image)
        self.paint(painter, width, height, dpr)
        painter.end()
        return image

    def paint(self, painter: QPainter, width: int, height: int, dpr: float) -> None:
        self._paint_background(painter, width, height, dpr)
        layout = self.layout_
        if layout is None:
            return
        scale = board_scale(width, height, layout.size)
        board = _Mapper(round(width / 2), round(height / 2), scale)
        red_fives = self.frame.record.rules.red_fives if self.frame is not None else True
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for plate in layout.plates:
            if plate.role not in ("box", "strip"):
                _blit(painter, board, plate.rect, plate, dpr, _paint_plate)
        for sprite in layout.sprites:
            _paint_sprite(painter, board, sprite, dpr, red_fives)
        for label in layout.labels:
            _blit(painter, board, label.rect, label, dpr, _paint_label)
        frame = self.frame
        bounds = QRectF(0, 0, width, height)
        avoid: list[QRectF] = []
        lift = 0.0
        self.review_shapes = self.coach_shapes = None
        table = None
        coached = frame is not None and (frame.coach is not None or bool(frame.coach_choices))
        if frame is not None and (coached or frame.review is not None):
            from viewer.ui.box_place import table_of

            table = table_of(layout.sprites, board.rect, frame.options.viewpoint)
        if frame is not None and frame.review is not None and frame.review_seat is not None:
            from viewer.ui.review_overlay import paint_review  # only with a review open

            assert table is not None
            sprites = layout.seat_sprites(frame.review_seat)
            at_bottom = frame.options.viewpoint == frame.review_seat
            shown = paint_review(painter, board.rect, sprites, frame.review,
                                 frame.options.review_threshold, bounds, at_bottom,
                                 table)  # fmt: skip
            self.review_shapes = shown
            avoid = [shown.box] if shown.box is not None else []
            hand_top = min((board.rect(s.rect).top() for s in sprites if s.zone == "hand"),
                           default=0.0)  # fmt: skip
            lift = max((hand_top - bar.top() for bar in shown.bars), default=0.0)
        if frame is not None and coached:
            from viewer.ui.coach_overlay import paint_frame  # only with the coach on

            assert table is not None
            sprites = layout.seat_sprites(frame.options.viewpoint)
            self.coach_shapes = paint_frame(painter, board.rect, sprites, frame, bounds, lift,
                                            avoid, table)  # fmt: skip

    def _paint_background(self, painter: QPainter, width: int, height: int, dpr: float) -> None:
        key = (width, height, dpr, self.layout_.size if self.layout_ is not None else None,
               theme.current().name)  # fmt: skip
        if self._background is None or self._background_key != key:
            self._background = _background(width, height, dpr, self.layout_)
            self._background_key = key
        painter.drawPixmap(0, 0, self._background)

    _background_key: tuple[int, int, float, float | None, str] = (0, 0, 0.0, None, "")


def _inside(rect: Rect, x: float, y: float) -> bool:
    return rect.x <= x <= rect.right and rect.y <= y <= rect.bottom


class _Mapper:
    """Board units -> widget pixels."""

    def __init__(self, cx: float, cy: float, scale: float) -> None:
        self.cx, self.cy, self.scale = cx, cy, scale

    def rect(self, r: Rect) -> QRectF:
        s = self.scale
        return QRectF(self.cx + r.x * s, self.cy + r.y * s, r.w * s, r.h * s)

    def pixel_rect(self, r: Rect) -> tuple[int, int, int, int]:
        """Whole-pixel position and size, so cached pixmaps are blitted 1:1."""
        s = self.scale
        return (round(self.cx + r.x * s), round(self.cy + r.y * s), round(r.w * s), round(r.h * s))


_PAD = 4
_BLITS: dict[tuple[object, ...], QPixmap] = {}


def _blit(
    painter: QPainter,
    board: _Mapper,
    rect: Rect,
    item: Plate | Label,
    dpr: float,
    draw: Callable[[QPainter, _Mapper, Any], None],
) -> None:
    """Paint a plate or label once into a cached pixmap (keyed by its content and size) and
    blit it: text and antialiased shapes are the slow part of a repaint."""
    s = board.scale
    key = (item[1:], rect.w, rect.h, round(s, 4), dpr, theme.current().name)
    pixmap = _BLITS.get(key)
    if pixmap is None:
        w = math.ceil(rect.w * s) + 2 * _PAD
        h = math.ceil(rect.h * s) + 2 * _PAD
        pixmap = QPixmap(round(w * dpr), round(h * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        local = QPainter(pixmap)
        local.setRenderHint(QPainter.RenderHint.Antialiasing)
        local.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        draw(local, _Mapper(_PAD - rect.x * s, _PAD - rect.y * s, s), item)
        local.end()
        if len(_BLITS) > 3000:
            _BLITS.clear()
        _BLITS[key] = pixmap
    painter.drawPixmap(round(board.cx + rect.x * s) - _PAD, round(board.cy + rect.y * s) - _PAD,
                       pixmap)  # fmt: skip


def _background(width: int, height: int, dpr: float, layout: BoardLayout | None) -> QPixmap:
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    gradient = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.62)
    colours = theme.current()
    gradient.setColorAt(0, QColor(colours.felt_centre))
    gradient.setColorAt(0.55, QColor(colours.felt))
    gradient.setColorAt(1, QColor(colours.felt_edge))
    painter.fillRect(QRectF(0, 0, width, height), QBrush(gradient))
    if layout is not None:
        scale = board_scale(width, height, layout.size)
        board = _Mapper(round(width / 2), round(height / 2), scale)
        for plate in layout.plates:
            if plate.role == "box":
                box = board.rect(plate.rect)
                painter.setPen(QPen(QColor(0, 0, 0, 90), 2 * scale))
                painter.setBrush(QColor(colours.box))
                painter.drawRoundedRect(box, 6 * scale, 6 * scale)
    painter.end()
    return pixmap


def _paint_plate(painter: QPainter, board: _Mapper, plate: Plate) -> None:
    rect = board.rect(plate.rect)
    s = board.scale
    role = plate.role
    painter.setPen(Qt.PenStyle.NoPen)
    if role in ("strip", "strip_active"):
        painter.setBrush(
            QColor(*theme.current().strip_active) if role == "strip_active" else QColor(0, 0, 0, 0)
        )
        if role == "strip_active":
            painter.setPen(QPen(QColor("#ffd86b"), 1.2 * s))
        painter.drawRoundedRect(rect.adjusted(2 * s, 2 * s, -2 * s, -2 * s), 4 * s, 4 * s)
    elif role == "wall_dead":  # the dead wall's stacks stand on this (wall view)
        painter.setBrush(QColor(255, 216, 107, 170))
        painter.drawRect(rect)
    elif role in ("wind", "wind_dealer"):
        wind_plate = QColor(*theme.current().wind_plate)
        painter.setBrush(QColor("#d8432f") if role == "wind_dealer" else wind_plate)
        painter.drawRoundedRect(rect, 3 * s, 3 * s)
    elif role in ("riichi_stick", "stick_100", "stick_1000"):
        painter.setBrush(QColor("#fbfbf6"))
        painter.setPen(QPen(QColor(0, 0, 0, 110), 0.5 * s))
        radius = min(rect.width(), rect.height()) / 2
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        centre = rect.center()
        if role == "stick_100":
            painter.setBrush(QColor("#222222"))
            horizontal = rect.width() >= rect.height()
            length = rect.width() if horizontal else rect.height()
            for end in (-1, 1):
                for i in range(4):
                    off = end * (length * 0.28 + (i - 1.5) * length * 0.05)
                    dot = QPointF(centre.x() + off, centre.y()) if horizontal else QPointF(
                        centre.x(), centre.y() + off)  # fmt: skip
                    painter.drawEllipse(dot, radius * 0.32, radius * 0.32)
        else:
            painter.setBrush(QColor("#d0202a"))
            painter.drawEllipse(centre, radius * 0.62, radius * 0.62)


def _paint_sprite(
    painter: QPainter, board: _Mapper, sprite: Sprite, dpr: float, red_fives: bool = True
) -> None:
    x, y, w, h = board.pixel_rect(sprite.rect)
    key = tile_art.face_key(sprite.tile, red_fives)
    variant = (
        (tile_art.SHADE if sprite.shade else 0)
        | (tile_art.DIM if sprite.dim else 0)
        | (tile_art.DORA if sprite.dora else 0)
    )
    painter.drawPixmap(x, y, tile_art.tile_pixmap(key, sprite.quarter, w, h, dpr, variant))
    radius = min(w, h) * 0.12
    if sprite.winning:
        pen_w = max(2.0, board.scale * 2.0)
        painter.setPen(QPen(WINNING, pen_w))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = pen_w / 2
        painter.drawRoundedRect(QRectF(x, y, w, h).adjusted(inset, inset, -inset, -inset),
                                radius, radius)  # fmt: skip
    if sprite.highlight:
        pen_w = max(2.0, board.scale * 2.2)
        painter.setPen(QPen(HIGHLIGHT, pen_w))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = pen_w / 2
        painter.drawRoundedRect(QRectF(x, y, w, h).adjusted(-half, -half, half, half),
                                radius + half, radius + half)  # fmt: skip


_FONTS: dict[tuple[str, int], QFont] = {}


def _font(role: str, pixel_size: int) -> QFont:
    font = _FONTS.get((role, pixel_size))
    if font is None:
        font = QFont(tile_art.SANS)
        font.setPixelSize(max(1, pixel_size))
        font.setBold(TEXT_STYLES[role][1])
        _FONTS[(role, pixel_size)] = font
    return font


def _paint_label(painter: QPainter, board: _Mapper, label: Label) -> None:
    size, _bold, colour = TEXT_STYLES.get(label.role, (11, False, "#ffffff"))
    rect = board.rect(label.rect)
    painter.setFont(_font(label.role, round(size * board.scale)))
    painter.setPen(theme.current().colour(label.role, colour))
    align = {
        "left": Qt.AlignmentFlag.AlignLeft,
        "right": Qt.AlignmentFlag.AlignRight,
    }.get(label.align, Qt.AlignmentFlag.AlignHCenter) | Qt.AlignmentFlag.AlignVCenter
    if label.quarter % 4 == 0:
        painter.drawText(rect, align, label.text)
        return
    painter.save()
    painter.translate(rect.center())
    painter.rotate(-90 * label.quarter)
    w, h = (rect.height(), rect.width()) if label.quarter % 2 else (rect.width(), rect.height())
    painter.drawText(QRectF(-w / 2, -h / 2, w, h), align, label.text)
    painter.restore()

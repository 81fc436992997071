"""A table that paints a ``dock_view.Table``: the options of a decision, or the hand's danger.

It reads nothing but the value: each cell's parts (words, tiles as pictures, a safety mark), its
tooltip, the columns of figures (right-aligned), each row's verdict class and played mark. The
played row is blue, the pick green, a large loss in red (yellow stays the board's and the
strip's: a small loss reads as plain text here). A cell of tiles and words is an icon and its
text; words and tiles mixed in another order (``Pon`` and its tiles) are one picture of them in
reading order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem, QWidget

from viewer.presentation.dock_view import Cell, Part, Table, Tiles
from viewer.ui.coach_overlay import paint_mark
from viewer.ui.tile_line import tiles_pixmap

PLAYED_BRUSH = QBrush(QColor(30, 136, 229, 60))
BEST_BRUSH = QBrush(QColor(46, 125, 50, 60))
LARGE_BRUSH = QBrush(QColor("#d32f2f"))
FIGURE_ALIGN = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
TILE_W, TILE_H = 20, 27  # the pictures in the tables
PART_GAP = 4  # pixels between the parts of a mixed cell
ICONS_KEPT = 1024  # a game's candidates and advancing tiles, stepped through again

_ICONS: dict[tuple[object, ...], QIcon] = {}


def _kept(key: tuple[object, ...], make: Callable[[], QPixmap]) -> QIcon:
    icon = _ICONS.get(key)
    if icon is None:
        if len(_ICONS) >= ICONS_KEPT:
            _ICONS.clear()
        icon = _ICONS[key] = QIcon(make())
    return icon


def kinds_icon(kinds: Sequence[int], dpr: float) -> QIcon:
    """Kinds side by side, upright (a table cell's picture), through ``tiles_pixmap``: a kind is
    drawn as a plain (not red) copy of it. Kept: a decision's rows are made again each time a
    step shows it."""
    key = ("tiles", tuple(kinds), dpr)
    icon = _ICONS.get(key)  # (the common case first: no closure made)
    if icon is not None:
        return icon
    return _kept(key, lambda: tiles_pixmap([kind * 4 + 1 for kind in kinds], TILE_H, dpr))


def mark_icon(mark: str, size: int = 14) -> QIcon:
    """One of the four safety marks as an icon (made once: the danger table shows it often)."""

    def make() -> QPixmap:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        paint_mark(painter, QRectF(0, 0, size, size), mark)
        painter.end()
        return pixmap

    return _kept(("mark", mark, size), make)


def parts_icon(parts: Sequence[Part], font: QFont, color: QColor, dpr: float) -> QIcon:
    """Words and tiles in reading order as one picture, ``TILE_H`` tall."""

    def make() -> QPixmap:
        metrics = QFontMetrics(font)
        pictures = [tiles_pixmap([k * 4 + 1 for k in p.kinds], TILE_H, dpr)
                    if isinstance(p, Tiles) else None for p in parts]  # fmt: skip
        widths = [metrics.horizontalAdvance(p) if isinstance(p, str) else
                  round(pic.width() / dpr) if pic is not None else 0
                  for p, pic in zip(parts, pictures, strict=True)]  # fmt: skip
        width = max(1, sum(widths) + PART_GAP * (len(parts) - 1))
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(TILE_H * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setFont(font)
        painter.setPen(color)
        x = 0
        for part, picture, part_width in zip(parts, pictures, widths, strict=True):
            if picture is not None:
                painter.drawPixmap(x, 0, picture)
            elif isinstance(part, str):
                box = QRectF(x, 0, part_width, TILE_H)
                painter.drawText(box, int(Qt.AlignmentFlag.AlignVCenter), part)
            x += part_width + PART_GAP
        painter.end()
        return pixmap

    return _kept(("parts", tuple(parts), font.key(), color.rgba(), dpr), make)


class OptionTable(QTableWidget):
    """A read-only table of a ``Table`` value, rows as tall as a tile picture."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, parent)
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setShowGrid(False)
        self.setIconSize(QSize(TILE_W * 14, TILE_H))
        self.verticalHeader().setDefaultSectionSize(TILE_H + 6)
        self.shown: Table | None = None

    def show_table(self, table: Table, whole_rows: bool = True) -> None:
        """Paint ``table``: the played mark on the whole row, or (``whole_rows`` False: the
        danger table) on its first cell only. The table shown already is not painted again
        (a decision judged after it was shown: the danger is the same)."""
        if table == self.shown:
            return
        headers = self.shown.columns if self.shown is not None else None
        self.shown = table
        self.setUpdatesEnabled(False)  # (one layout for the whole table, not one per cell)
        self.setRowCount(0)
        if headers != table.columns:
            self.setColumnCount(len(table.columns))
            self.setHorizontalHeaderLabels(list(table.columns))
        self.setRowCount(len(table.rows))
        dpr = self.devicePixelRatioF()
        figures = frozenset(table.figures)
        for number, row in enumerate(table.rows):
            brush = PLAYED_BRUSH if row.played else BEST_BRUSH if row.verdict == "pick" else None
            for column, cell in enumerate(row.cells):
                item = QTableWidgetItem(cell) if isinstance(cell, str) else self._item(cell, dpr)
                if column in figures:
                    item.setTextAlignment(FIGURE_ALIGN)
                if brush is not None and (whole_rows or column == 0):
                    item.setBackground(brush)
                if row.verdict == "large":
                    item.setForeground(LARGE_BRUSH)
                self.setItem(number, column, item)
        self.setUpdatesEnabled(True)
        header = self.horizontalHeader()
        if header.stretchLastSection():  # the last column as wide as its contents at least
            header.setStretchLastSection(False)  # (scrolled to), wider when there is room
            header.setStretchLastSection(True)

    def _item(self, cell: Cell, dpr: float) -> QTableWidgetItem:
        parts = cell.parts
        first = parts[0] if parts else ""
        if cell.mark is not None:
            item = QTableWidgetItem(mark_icon(cell.mark), cell.text)
        elif len(parts) == 1:  # (most cells: a figure, a word, tiles)
            item = (QTableWidgetItem(first) if isinstance(first, str)
                    else QTableWidgetItem(kinds_icon(first.kinds, dpr), ""))  # fmt: skip
        elif isinstance(first, Tiles) and all(isinstance(p, str) for p in parts[1:]):
            item = QTableWidgetItem(kinds_icon(first.kinds, dpr), cell.text)  # tiles, then words
        elif all(isinstance(p, str) for p in parts):
            item = QTableWidgetItem(cell.text)
        else:  # words and tiles in another order: one picture of them
            color = self.palette().text().color()
            item = QTableWidgetItem(parts_icon(parts, self.font(), color, dpr), "")
        if cell.tip:
            item.setToolTip(cell.tip)
        return item

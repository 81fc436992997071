"""Where a verdict box beside the bottom hand goes: clear of the melds, and of the table if it can.

The review's box and the coach's are painted over the finished board, near the bottom hand,
where a narrow widget leaves no free margin: there they used to land on another seat's hand or
meld (seen at 1600×900 with the docks open, over the right seat's tiles). ``free_place`` tries
the places a box may take, best first, and gives the first that stays inside the widget and
covers nothing; when every place covers something, the one that covers the least of what must
stay clear (every seat's melds and kita, ``Table.melds``), then of the rest of the table (the
other hands, the rivers, ``Table.tiles``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF

MARGIN = 4.0  # pixels kept free at the widget's edge


class Table(NamedTuple):
    """What a box should not cover, in widget pixels."""

    melds: tuple[QRectF, ...] = ()  # every seat's melds and kita: never, when it can be helped
    tiles: tuple[QRectF, ...] = ()  # the other hands and every river: not if a place is free


NOTHING = Table()


def covered(box: QRectF, rects: Iterable[QRectF]) -> float:
    """The area of ``box`` that ``rects`` cover (overlaps counted twice: a fair cost)."""
    total = 0.0
    for rect in rects:
        overlap = box.intersected(rect)
        if not overlap.isEmpty():
            total += overlap.width() * overlap.height()
    return total


def free_place(size: QSizeF, places: Sequence[QPointF], table: Table,
               bounds: QRectF | None = None, avoid: Sequence[QRectF] = ()) -> QRectF:  # fmt: skip
    """The box of ``size`` at the best of ``places`` (top-left corners, best first): inside
    ``bounds``, clear of ``avoid`` (another box: a must) and of ``table``."""
    boxes = [QRectF(place, size) for place in places]
    if bounds is not None:
        inner = bounds.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        inside = [box for box in boxes if inner.contains(box)]
        boxes = inside or [_clamped(box, inner) for box in boxes]
    best: tuple[float, float, float, int] | None = None
    chosen = boxes[0]
    for index, box in enumerate(boxes):
        cost = (covered(box, avoid), covered(box, table.melds), covered(box, table.tiles), index)
        if best is None or cost < best:
            best, chosen = cost, box
            if cost[:3] == (0.0, 0.0, 0.0):
                break
    return chosen


def _clamped(box: QRectF, inner: QRectF) -> QRectF:
    moved = QRectF(box)
    moved.moveLeft(min(max(box.left(), inner.left()), inner.right() - box.width()))
    moved.moveTop(min(max(box.top(), inner.top()), inner.bottom() - box.height()))
    return moved


def row_places(size: QSizeF, left: float, right: float, bottom: float, step: float,
               from_left: bool = False, rows: int = 3) -> list[QPointF]:  # fmt: skip
    """Places above a row that ends at ``bottom``: from its right end leftwards (or from its left
    end rightwards), then the same a row higher, ``rows`` rows in all (``step``: the slide and
    the lift, about a tile)."""
    xs = [left]
    x = left + step
    while x + size.width() <= right + 0.5:
        xs.append(x)
        x += step
    if not from_left:
        xs = [right - size.width() - (x - left) for x in xs]
    return [QPointF(x, bottom - size.height() - row * step * 1.5)
            for row in range(rows) for x in xs]  # fmt: skip

"""The coach's safety marks are told apart by their shape alone (a colour-blind player, a grey
print), and the verdict box keeps clear of what it is told to avoid."""

from __future__ import annotations

import itertools

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from viewer.presentation.coach_wording import MARKS, mark_of


def _grey_mark(mark: str, size: int = 40) -> list[int]:
    """The mark painted at ``size`` pixels, as grey levels (colour thrown away)."""
    from viewer.ui.coach_overlay import paint_mark

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    paint_mark(painter, QRectF(2, 2, size - 4, size - 4), mark)
    painter.end()
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return [QColor(grey.pixel(x, y)).value() < 200 for y in range(size) for x in range(size)]


def test_the_four_marks_differ_in_shape(qapp: object) -> None:
    shapes = {mark: _grey_mark(mark) for mark in MARKS}
    for one, other in itertools.combinations(MARKS, 2):
        differing = sum(a != b for a, b in zip(shapes[one], shapes[other], strict=True))
        assert differing > 80, (one, other, differing)  # a clear part of a 40-pixel mark


def test_every_class_has_a_mark() -> None:
    from viewer.coach.model import SAFETY_CLASSES

    assert {mark_of(cls) for cls in SAFETY_CLASSES} == set(MARKS)
    assert mark_of("honour-0") == "other" and mark_of("honour-3") == "no-chance"
    assert mark_of("half-suji") == "suji" and mark_of("one-chance") == "no-chance"

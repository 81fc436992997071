"""The Progress tab's draw-luck chart: each judged game's draw z (docs/luck.md) around zero.

A z is luck, not skill: above the line the seat's draws improved its hand more often than the
tiles it could not see made likely, below less often. The scale is symmetric so that zero stays
in the middle, two standard deviations at least (most games fall within them).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from viewer.ui.charts import SeriesChart

LUCKY, UNLUCKY = QColor("#1b7f3a"), QColor("#b3261e")


class LuckChart(SeriesChart):
    """A z per game on a scale of ±2 or wider, lucky games green, unlucky red."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.set_values([])

    def set_values(self, values: Sequence[float]) -> None:
        top = max(2.0, math.ceil(max((abs(v) for v in values), default=0.0)))
        self.low, self.high = -top, top
        self.labels = [(v, f"{v:+.0f}".replace("-", "−") if v else "0") for v in (-top, 0.0, top)]
        super().set_values(values)

    def point_color(self, value: float) -> QColor:
        return LUCKY if value >= 0 else UNLUCKY

"""The hand-reading section of a win popup: the groups, the wait shape, the fu line by line.

It draws a ``WinBreakdown`` the frame hands over (computed from the game's one analysis).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout

from viewer.analysis import WinBreakdown
from viewer.analysis.breakdown import CHIITOITSU
from viewer.presentation.hand_analysis import group_name
from viewer.ui.tile_line import TileLine


class WinSection(QFrame):
    """Groups as tile lines with their names, the wait shape, a fu table with its total."""

    def __init__(self, win: WinBreakdown, red_fives: bool = True) -> None:
        super().__init__()
        self.win = win
        self.setObjectName("analysis")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 6, 0, 0)
        box.setSpacing(6)
        box.addWidget(_label("手牌の読み  How the hand was scored", "head"))
        row = QHBoxLayout()
        row.setSpacing(10)
        for group in win.groups:
            cell = QVBoxLayout()
            cell.setSpacing(1)
            tiles = TileLine.of_tiles(group.tiles, 26, red_fives)
            cell.addWidget(tiles, 0, Qt.AlignmentFlag.AlignHCenter)
            name = "対子" if win.form == CHIITOITSU else group_name(group)
            caption = _label(("▶ " if group.winning else "") + name, "head")
            caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            cell.addWidget(caption)
            row.addLayout(cell)
        row.addStretch(1)
        box.addLayout(row)
        box.addWidget(_label(f"待ち Wait: {win.wait_name(True)} {win.wait_name()}", "note"))
        if win.fu_lines and not win.score.yakuman:
            grid = QGridLayout()
            grid.setHorizontalSpacing(14)
            grid.setVerticalSpacing(1)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            for i, line in enumerate(win.fu_lines):
                grid.addWidget(_label(line.name(True), "yaku_ja"), i, 0)
                grid.addWidget(_label(line.name(), "yaku_en"), i, 1)
                if line.tiles:
                    grid.addWidget(TileLine.of_tiles(line.tiles, 18, red_fives), i, 2,
                                   Qt.AlignmentFlag.AlignLeft)  # fmt: skip
                fu = _label(f"{line.fu}符", "han")
                fu.setAlignment(right)
                grid.addWidget(fu, i, 3)
            total = _label(f"= {win.score.fu}符", "total")
            total.setAlignment(right)
            grid.addWidget(total, len(win.fu_lines), 3)
            grid.setColumnStretch(2, 1)
            box.addLayout(grid)


def _label(text: str, role: str) -> QLabel:
    label = QLabel(text)
    label.setProperty("role", role)
    return label

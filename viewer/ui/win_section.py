"""The hand-reading section of a win popup: the groups, the wait shape, the fu line by line.

It draws a ``WinBreakdown`` the frame hands over (computed from the game's one analysis).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout

from viewer.analysis import WinBreakdown
from viewer.analysis.breakdown import CHIITOITSU
from viewer.presentation.hand_analysis import group_name, wait_words
from viewer.presentation.names import FU_NAMES
from viewer.presentation.popup_words import fu_text, scored_heading, wait_heading, yaku_columns
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
        box.addWidget(_label(scored_heading(), "head"))
        row = QHBoxLayout()
        row.setSpacing(10)
        for group in win.groups:
            cell = QVBoxLayout()
            cell.setSpacing(1)
            tiles = TileLine.of_tiles(group.tiles, 26, red_fives)
            cell.addWidget(tiles, 0, Qt.AlignmentFlag.AlignHCenter)
            name = group_name(group, seven_pairs=win.form == CHIITOITSU)
            caption = _label(("▶ " if group.winning else "") + name, "head")
            caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            cell.addWidget(caption)
            row.addLayout(cell)
        row.addStretch(1)
        box.addLayout(row)
        box.addWidget(_label(wait_heading(wait_words(win)), "note"))
        if win.fu_lines and not win.score.yakuman:
            grid = QGridLayout()
            grid.setHorizontalSpacing(14)
            grid.setVerticalSpacing(1)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            for i, line in enumerate(win.fu_lines):
                first, second = yaku_columns(FU_NAMES[line.reason])
                grid.addWidget(_label(first, "yaku_ja"), i, 0)
                grid.addWidget(_label(second, "yaku_en"), i, 1)
                if line.tiles:
                    grid.addWidget(TileLine.of_tiles(line.tiles, 18, red_fives), i, 2,
                                   Qt.AlignmentFlag.AlignLeft)  # fmt: skip
                fu = _label(fu_text(line.fu), "han")
                fu.setAlignment(right)
                grid.addWidget(fu, i, 3)
            total = _label(f"= {fu_text(win.score.fu)}", "total")
            total.setAlignment(right)
            grid.addWidget(total, len(win.fu_lines), 3)
            grid.setColumnStretch(2, 1)
            box.addLayout(grid)


def _label(text: str, role: str) -> QLabel:
    label = QLabel(text)
    label.setProperty("role", role)
    return label

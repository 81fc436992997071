"""Hand analysis on screen: the badges by each hand, their tooltips, the AGARI popup section.

The numbers come from ``viewer.analysis`` (Qt-free); this module only keeps one ``GameAnalysis``
per open game and turns its answers into labels and widgets. The board and the popup find the
step of what they show from the snapshot or the Agari event alone, so the shell passes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from viewer.analysis import DiscardOption, GameAnalysis, WinBreakdown
from viewer.analysis.breakdown import CHIITOITSU, PAIR, QUAD, SEQUENCE, SINGLE, TRIPLET, Group
from viewer.analysis.text import badge_text, counting_note, tooltip_text
from viewer.domain.events import Agari
from viewer.domain.record import GameRecord
from viewer.replay.state import BoardState

_ANALYSES: list[tuple[GameRecord, GameAnalysis]] = []  # the last few games shown


def analysis_for(record: GameRecord) -> GameAnalysis:
    """The analysis of a game, kept while it is among the last four shown."""
    for known, analysis in _ANALYSES:
        if known is record:
            return analysis
    analysis = GameAnalysis(record)
    _ANALYSES.insert(0, (record, analysis))
    del _ANALYSES[4:]
    return analysis


def badges_for(
    record: GameRecord, state: BoardState, visible: Sequence[bool], winners: Sequence[int] = ()
) -> tuple[tuple[str, str] | None, ...]:
    """(text, label role) by each seat whose hand is face up; None elsewhere. A seat that wins
    at this step shows 和了 (its board hand is still the one it waited with)."""
    try:
        analysis = analysis_for(record)
        step = analysis.step_of(state)
        seats = analysis.step(step) if step is not None else ()
    except ValueError:  # MjlogError: a round the replay refuses; no badges, the board says why
        return ()
    badges: list[tuple[str, str] | None] = []
    open_hands = all(visible[: record.rules.players])
    for seat, found in enumerate(seats):
        if found is None or seat >= len(visible) or not visible[seat]:
            badges.append(None)
            continue
        if seat in winners:
            badges.append(("和了 Agari", "analysis_tenpai"))
            continue
        role = "analysis_furiten" if found.furiten else "analysis_tenpai" if found.waits else (
            "analysis")  # fmt: skip
        badges.append((badge_text(found, open_hands), role))
    return tuple(badges)


def hand_tooltip(record: GameRecord, state: BoardState, seat: int, open_hands: bool) -> str:
    """The tooltip of a seat's hand: waits with what is left, furiten, the best discards."""
    try:
        analysis = analysis_for(record)
        step = analysis.step_of(state)
        if step is None:
            return ""
        found = analysis.step(step)[seat]
        if found is None:
            return ""
        discards: tuple[DiscardOption, ...] = ()
        if len(state.concealed(seat)) % 3 == 2 and found.shanten >= 0:
            discards = analysis.discard_options(step, seat, open_hands)
    except ValueError:  # MjlogError (a round the replay refuses) or a hand the library refuses
        return ""
    text = tooltip_text(found, open_hands, discards)
    if discards and not found.waits:
        text += f"\n({counting_note(open_hands)})"
    return text


# -- the AGARI popup section -------------------------------------------------------------------

_CLOSED_NAMES = {SEQUENCE: "順子", TRIPLET: "刻子", QUAD: "槓子", PAIR: "雀頭", SINGLE: ""}
_CALLED_NAMES = {SEQUENCE: "チー", TRIPLET: "ポン", QUAD: "明槓"}


def group_name(group: Group) -> str:
    """順子 / 刻子 / 雀頭 for concealed groups, チー / ポン / 明槓 / 暗槓 for declared ones."""
    if group.declared:
        return _CALLED_NAMES[group.shape] if group.called else "暗槓"
    return _CLOSED_NAMES[group.shape]


def win_section(record: GameRecord, agari: Agari) -> QWidget | None:
    """How the hand was read: its groups, the wait, and the fu line by line (None if unknown)."""
    try:
        win = analysis_for(record).win_of(agari)
    except ValueError:  # MjlogError (a round the replay refuses) or a hand the library refuses
        return None
    if win is None:
        return None
    return WinSection(win, record.rules.red_fives)


class WinSection(QFrame):
    """Groups as tile lines with their names, the wait shape, a fu table with its total."""

    def __init__(self, win: WinBreakdown, red_fives: bool = True) -> None:
        super().__init__()
        from viewer.ui.result_view import TileLine  # the popup's own tile painter

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

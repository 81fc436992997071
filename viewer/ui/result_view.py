"""Contents of the result popups: a win, a drawn round, the final standings.

The shell decides how to show them (non-modal windows); these widgets only lay out what the log
says. Every panel takes an optional ``extra`` widget, appended at the bottom, so that other
features (hand analysis) can add a section without changing these classes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from viewer.analysis import WinBreakdown
from viewer.domain.events import Agari, Ryuukyoku
from viewer.domain.record import GameRecord
from viewer.domain.seats import seat_wind
from viewer.presentation.names import (
    NOTEN,
    TENPAI,
    TENPAI_KINDS,
    draw_name,
    limit_name,
    term,
    translated,
    yaku_name,
)
from viewer.presentation.popup_words import (
    dora_heads,
    final_cut_off_note,
    final_heads,
    final_title,
    fu_han_text,
    han_text,
    how_text,
    place_text,
    points_text,
    score_heads,
    yaku_columns,
    yakuman_text,
)
from viewer.presentation.results import (
    Standings,
    change_text,
    draw_notes,
    tsumo_split,
    win_notes,
)
from viewer.presentation.seats import rank_text, seat_name, wind_label
from viewer.presentation.win_facts import completed_win
from viewer.ui import theme
from viewer.ui.tile_line import TileLine, hand_line
from viewer.ui.win_section import WinSection


def _label(text: str, role: str = "", align: Qt.AlignmentFlag | None = None) -> QLabel:
    label = QLabel(text)
    if role:
        label.setProperty("role", role)
    if align is not None:
        label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    return label


class _Panel(QWidget):
    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("resultPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(theme.panel_style())
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(16, 14, 16, 14)
        self.box.setSpacing(10)

    def add_extra(self, extra: QWidget | None) -> None:
        """The hook for other sections (e.g. hand analysis): appended at the bottom."""
        if extra is not None:
            self.box.addWidget(extra)

    def texts(self) -> list[str]:
        """Every label's text (tests, accessibility, copying)."""
        return [label.text() for label in self.findChildren(QLabel)]


def _card() -> tuple[QFrame, QVBoxLayout]:
    card = QFrame()
    card.setObjectName("card")
    box = QVBoxLayout(card)
    box.setContentsMargins(14, 12, 14, 12)
    box.setSpacing(8)
    return card, box


def score_table(record: GameRecord, before: Sequence[int], deltas: Sequence[int],
                dealer: int, highlight: Sequence[int] = ()) -> QWidget:  # fmt: skip
    """Each seat's score before, the change and after, in seat order from the dealer."""
    table = QWidget()
    grid = QGridLayout(table)
    grid.setContentsMargins(0, 0, 0, 0)
    grid.setHorizontalSpacing(18)
    grid.setVerticalSpacing(3)
    right = Qt.AlignmentFlag.AlignRight
    for col, head in enumerate(("", "", *score_heads())):
        grid.addWidget(_label(head, "head", right if col >= 2 else None), 0, col)
    players = record.rules.players
    for row, seat in enumerate(sorted(range(players), key=lambda s: seat_wind(s, dealer, players))):
        delta = deltas[seat]
        grid.addWidget(_label(wind_label(seat, dealer, players)), row + 1, 0)
        name = _label(seat_name(record, seat), "plus" if seat in highlight else "")
        grid.addWidget(name, row + 1, 1)
        grid.addWidget(_label(f"{before[seat]}", "", right), row + 1, 2)
        role = "plus" if delta > 0 else "minus" if delta < 0 else ""
        grid.addWidget(_label(change_text(delta), role, right), row + 1, 3)
        grid.addWidget(_label(f"{before[seat] + delta}", "", right), row + 1, 4)
    return table


class AgariPanel(_Panel):
    """One or more wins of the same discard (double ron: one card per winner, side by side).

    ``readings``: per win, how the hand was read and scored (the frame's ``win_breakdown``), or
    None; a card shows the section only where there is one.
    """

    def __init__(
        self,
        record: GameRecord,
        wins: Sequence[Agari],
        *,
        dealer: int,
        readings: Sequence[WinBreakdown | None] = (),
        parent: QWidget | None = None,
        extra: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.wins = tuple(wins)
        self.dealer = dealer
        row = QHBoxLayout()
        row.setSpacing(12)
        for index, win in enumerate(self.wins):
            reading = readings[index] if index < len(readings) else None
            row.addWidget(self._win_card(win, reading))
        self.box.addLayout(row)
        self.add_extra(extra)

    def _win_card(self, win: Agari, reading: WinBreakdown | None) -> QFrame:
        record = self.record
        win, facts_note = completed_win(win, reading)  # an mjai win without its yaku
        card, box = _card()
        name = seat_name(record, win.seat)
        how = how_text(record, win)
        rank = rank_text(record, win.seat)
        who = wind_label(win.seat, self.dealer, record.rules.players) + (
            f" · {rank}" if rank else ""
        )
        head = QHBoxLayout()
        head.setSpacing(12)
        head.addWidget(_label(name, "title"))
        head.addWidget(_label(who, "subtitle"))
        head.addStretch(1)
        box.addLayout(head)
        box.addWidget(_label(how, "how"))
        hand = list(win.hand)
        hand.remove(win.win_tile)
        red = record.rules.red_fives
        box.addWidget(hand_line(hand, win.melds, win.seat, win.win_tile, red_fives=red))
        indicators = QGridLayout()
        indicators.setHorizontalSpacing(10)
        dora_head, ura_head = dora_heads()
        indicators.addWidget(_label(dora_head, "head"), 0, 0)
        indicators.addWidget(
            TileLine.of_tiles(win.dora_indicators, red_fives=red), 0, 1, Qt.AlignmentFlag.AlignLeft
        )
        if win.ura_indicators:
            indicators.addWidget(_label(ura_head, "head"), 1, 0)
            indicators.addWidget(TileLine.of_tiles(win.ura_indicators, red_fives=red), 1, 1,
                                 Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        indicators.setColumnStretch(2, 1)
        box.addLayout(indicators)
        box.addWidget(self._yaku_table(win))
        if facts_note:
            box.addWidget(_label(facts_note, "note"))
        box.addLayout(self._total(win))
        notes = win_notes(record, win)
        if notes:
            box.addWidget(_label(notes, "note"))
        if reading is not None:  # hand analysis: groups, wait, fu lines
            box.addWidget(WinSection(reading, record.rules.red_fives))
        box.addWidget(score_table(record, win.scores_before, win.deltas, self.dealer, (win.seat,)))
        return card

    def _yaku_table(self, win: Agari) -> QWidget:
        table = QWidget()
        grid = QGridLayout(table)
        grid.setContentsMargins(0, 4, 0, 4)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(2)
        right = Qt.AlignmentFlag.AlignRight
        rows: list[tuple[int, str]] = [(y, yakuman_text()) for y in win.yakuman]
        rows += [(y, han_text(han)) for y, han in win.yaku]
        for i, (yaku_id, han) in enumerate(rows):
            first, second = yaku_columns(yaku_name(yaku_id))
            grid.addWidget(_label(first, "yaku_ja"), i, 0)
            grid.addWidget(_label(second, "yaku_en"), i, 1)
            grid.addWidget(_label(han, "han", right), i, 2)
        grid.setColumnStretch(1, 1)
        return table

    def _total(self, win: Agari) -> QHBoxLayout:
        line = QHBoxLayout()
        line.setSpacing(14)
        yakuman = bool(win.yakuman)
        if not yakuman and (win.fu or win.han):  # (neither: a win whose yaku are unknown)
            line.addWidget(_label(fu_han_text(win.fu, win.han), "total"))
        limit = limit_name(win.limit, win.han, yakuman)
        if limit is not None:
            multiple = len(win.yakuman) if yakuman and len(win.yakuman) > 1 else 0
            text = term(limit) + (f" ×{multiple}" if multiple else "")
            line.addWidget(_label(text, "limit"))
        line.addStretch(1)
        split = tsumo_split(win, self.dealer, self.record.rules.players)
        if split:
            line.addWidget(_label(split, "note"))
        line.addWidget(_label(points_text(win.points), "total"))
        return line


class RyuukyokuPanel(_Panel):
    """A drawn round: its kind, the hands shown (tenpai, or the declarer's), the payments."""

    def __init__(
        self,
        record: GameRecord,
        draw: Ryuukyoku,
        *,
        dealer: int,
        parent: QWidget | None = None,
        extra: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.draw = draw
        name = draw_name(draw.kind)
        card, box = _card()
        title = translated(name)
        box.addWidget(_label(title, "title"))
        if name.ja != title:  # the Japanese name under the translated one
            box.addWidget(_label(name.ja, "subtitle"))
        tenpai_kinds = draw.kind in TENPAI_KINDS
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        players = record.rules.players
        order = sorted(range(players), key=lambda s: seat_wind(s, dealer, players))
        for row, seat in enumerate(order):
            grid.addWidget(_label(wind_label(seat, dealer, players)), row, 0)
            grid.addWidget(_label(seat_name(record, seat)), row, 1)
            hand = draw.revealed[seat] if seat < len(draw.revealed) else None
            if tenpai_kinds:
                status = term(TENPAI if hand is not None else NOTEN)
                grid.addWidget(_label(status, "plus" if hand is not None else "head"), row, 2)
            if hand is not None:
                grid.addWidget(
                    TileLine.of_tiles(hand, 36, record.rules.red_fives),
                    row,
                    3,
                    Qt.AlignmentFlag.AlignLeft,
                )
        grid.setColumnStretch(3, 1)
        box.addLayout(grid)
        notes = draw_notes(draw)
        if notes:
            box.addWidget(_label(notes, "note"))
        box.addWidget(score_table(record, draw.scores_before, draw.deltas, dealer))
        self.box.addWidget(card)
        self.add_extra(extra)


class FinalPanel(_Panel):
    """Final standings (owari): rank, player, score and Tenhou's game points."""

    def __init__(
        self,
        record: GameRecord,
        standings: Standings,
        parent: QWidget | None = None,
        extra: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        card, box = _card()
        box.addWidget(_label(final_title(), "title"))
        box.addWidget(_label(record.rules.room_name, "subtitle"))
        grid = QGridLayout()
        grid.setHorizontalSpacing(20)
        grid.setVerticalSpacing(4)
        right = Qt.AlignmentFlag.AlignRight
        for col, head in enumerate(("", "", "", *final_heads())):
            grid.addWidget(_label(head, "head", right if col >= 3 else None), 0, col)
        for row, standing in enumerate(standings.rows, start=1):
            grid.addWidget(_label(place_text(standing.place), "total"), row, 0)
            grid.addWidget(_label(standing.name), row, 1)
            grid.addWidget(_label(rank_text(record, standing.seat), "head"), row, 2)
            grid.addWidget(_label(f"{standing.score}", "", right), row, 3)
            points = standing.points
            text = "" if points is None else f"{points:+.1f}"
            role = "" if points is None else "plus" if points > 0 else "minus"
            grid.addWidget(_label(text, role, right), row, 4)
        box.addLayout(grid)
        if not standings.complete:
            box.addWidget(_label(final_cut_off_note(), "note"))
        self.box.addWidget(card)
        self.add_extra(extra)

"""Contents of the result popups: a win, a drawn round, the final standings.

The shell decides how to show them (non-modal windows); these widgets only lay out what the log
says. Every panel takes an optional ``extra`` widget, appended at the bottom, so that other
features (hand analysis) can add a section without changing these classes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from viewer.domain.events import RYUUKYOKU_NAMES, Agari, Ryuukyoku
from viewer.domain.melds import Meld
from viewer.domain.record import GameRecord
from viewer.domain.seats import WIND_NAMES_JA, seat_wind
from viewer.domain.yaku import dan_name, limit_name, yaku_name
from viewer.ui import tile_art
from viewer.ui.analysis_view import win_section
from viewer.ui.layout import TILE_H, Sprite, tile_line

PANEL_STYLE = """
QWidget#resultPanel { background: #13261b; }
QFrame#card { background: #1b3526; border: 1px solid #3f6b50; border-radius: 8px; }
QLabel { color: #f2f2ea; font-family: "Noto Sans CJK JP"; font-size: 14px; }
QLabel[role="title"] { font-size: 22px; font-weight: bold; color: #ffffff; }
QLabel[role="subtitle"] { font-size: 14px; color: #b9d6c4; }
QLabel[role="how"] { font-size: 17px; font-weight: bold; color: #ffa04a; }
QLabel[role="head"] { font-size: 12px; color: #9cc3aa; }
QLabel[role="yaku_ja"] { font-size: 16px; }
QLabel[role="yaku_en"] { font-size: 13px; color: #b9d6c4; }
QLabel[role="han"] { font-size: 16px; font-weight: bold; color: #ffd86b; }
QLabel[role="total"] { font-size: 20px; font-weight: bold; color: #ffd86b; }
QLabel[role="limit"] { font-size: 20px; font-weight: bold; color: #ff9a4a; }
QLabel[role="plus"] { color: #7dffa0; font-weight: bold; }
QLabel[role="minus"] { color: #ff8e8e; font-weight: bold; }
QLabel[role="note"] { font-size: 13px; color: #cfe3d6; }
"""


def _label(text: str, role: str = "", align: Qt.AlignmentFlag | None = None) -> QLabel:
    label = QLabel(text)
    if role:
        label.setProperty("role", role)
    if align is not None:
        label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    return label


def player_name(record: GameRecord, seat: int) -> str:
    if 0 <= seat < len(record.players) and record.players[seat].name:
        return record.players[seat].name
    return f"Seat {seat}"


def wind_label(record: GameRecord, seat: int, dealer: int) -> str:
    wind = seat_wind(seat, dealer, record.rules.players)
    return f"{WIND_NAMES_JA[wind]}家"


class TileLine(QWidget):
    """A line of tiles (a hand, indicators) painted with the board's tile art."""

    def __init__(self, sprites: Sequence[Sprite], width: float, height: float,
                 tile_height: int = 44, parent: QWidget | None = None,
                 red_fives: bool = True) -> None:  # fmt: skip
        super().__init__(parent)
        self.sprites = tuple(sprites)
        self.red_fives = red_fives
        self.scale = tile_height / TILE_H
        self._size = QSize(round(width * self.scale) + 4, round(height * self.scale) + 4)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    @classmethod
    def of_tiles(
        cls, tiles: Sequence[int], tile_height: int = 34, red_fives: bool = True
    ) -> TileLine:
        sprites, width, height = tile_line(tiles)
        return cls(sprites, width, height, tile_height, red_fives=red_fives)

    def sizeHint(self) -> QSize:
        return self._size

    def minimumSizeHint(self) -> QSize:
        return self._size

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        s = self.scale
        for sprite in self.sprites:
            r = sprite.rect
            x, y = round(2 + r.x * s), round(2 + r.y * s)
            w, h = round(r.w * s), round(r.h * s)
            key = tile_art.face_key(sprite.tile, self.red_fives)
            painter.drawPixmap(x, y, tile_art.tile_pixmap(key, sprite.quarter, w, h, dpr))
            if sprite.highlight:
                painter.setPen(QPen(QColor("#ff5a36"), 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(x, y, w, h).adjusted(-1, -1, 1, 1), 4, 4)
        painter.end()


def hand_line(hand: Sequence[int], melds: Sequence[Meld], seat: int, apart: int | None,
              tile_height: int = 44, red_fives: bool = True) -> TileLine:  # fmt: skip
    sprites, width, height = tile_line(hand, melds, seat, apart)
    return TileLine(sprites, width, height, tile_height, red_fives=red_fives)


class _Panel(QWidget):
    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("resultPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(PANEL_STYLE)
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
    for col, head in enumerate(("", "", "before", "change", "after")):
        grid.addWidget(_label(head, "head", right if col >= 2 else None), 0, col)
    players = record.rules.players
    for row, seat in enumerate(sorted(range(players), key=lambda s: seat_wind(s, dealer, players))):
        delta = deltas[seat]
        grid.addWidget(_label(wind_label(record, seat, dealer)), row + 1, 0)
        name = _label(player_name(record, seat), "plus" if seat in highlight else "")
        grid.addWidget(name, row + 1, 1)
        grid.addWidget(_label(f"{before[seat]}", "", right), row + 1, 2)
        role = "plus" if delta > 0 else "minus" if delta < 0 else ""
        grid.addWidget(_label(f"{delta:+d}" if delta else "±0", role, right), row + 1, 3)
        grid.addWidget(_label(f"{before[seat] + delta}", "", right), row + 1, 4)
    return table


class AgariPanel(_Panel):
    """One or more wins of the same discard (double ron: one card per winner, side by side)."""

    def __init__(
        self,
        record: GameRecord,
        wins: Sequence[Agari],
        parent: QWidget | None = None,
        extra: QWidget | None = None,
        dealer: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.wins = tuple(wins)
        self.dealer = dealer if dealer is not None else _dealer_of(record, self.wins)
        row = QHBoxLayout()
        row.setSpacing(12)
        for win in self.wins:
            row.addWidget(self._win_card(win))
        self.box.addLayout(row)
        self.add_extra(extra)

    def _win_card(self, win: Agari) -> QFrame:
        record = self.record
        card, box = _card()
        name = player_name(record, win.seat)
        if win.is_tsumo:
            how = "ツモ  Tsumo"
        else:
            how = f"ロン  Ron, from {player_name(record, win.from_seat)}"
        rank = dan_name(record.players[win.seat].dan) if win.seat < len(record.players) else None
        who = wind_label(record, win.seat, self.dealer) + (f" · {rank.ja}" if rank else "")
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
        indicators.addWidget(_label("ドラ Dora", "head"), 0, 0)
        indicators.addWidget(
            TileLine.of_tiles(win.dora_indicators, red_fives=red), 0, 1, Qt.AlignmentFlag.AlignLeft
        )
        if win.ura_indicators:
            indicators.addWidget(_label("裏ドラ Ura dora", "head"), 1, 0)
            indicators.addWidget(TileLine.of_tiles(win.ura_indicators, red_fives=red), 1, 1,
                                 Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        indicators.setColumnStretch(2, 1)
        box.addLayout(indicators)
        box.addWidget(self._yaku_table(win))
        box.addLayout(self._total(win))
        notes = self._notes(win)
        if notes:
            box.addWidget(_label(notes, "note"))
        section = win_section(record, win)  # hand analysis: groups, wait, fu lines
        if section is not None:
            box.addWidget(section)
        box.addWidget(score_table(record, win.scores_before, win.deltas, self.dealer, (win.seat,)))
        return card

    def _yaku_table(self, win: Agari) -> QWidget:
        table = QWidget()
        grid = QGridLayout(table)
        grid.setContentsMargins(0, 4, 0, 4)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(2)
        right = Qt.AlignmentFlag.AlignRight
        rows: list[tuple[int, str]] = [(y, "役満") for y in win.yakuman]
        rows += [(y, f"{han}翻") for y, han in win.yaku]
        for i, (yaku_id, han) in enumerate(rows):
            names = yaku_name(yaku_id)
            grid.addWidget(_label(names.ja, "yaku_ja"), i, 0)
            grid.addWidget(_label(names.en, "yaku_en"), i, 1)
            grid.addWidget(_label(han, "han", right), i, 2)
        grid.setColumnStretch(1, 1)
        return table

    def _total(self, win: Agari) -> QHBoxLayout:
        line = QHBoxLayout()
        line.setSpacing(14)
        yakuman = bool(win.yakuman)
        if not yakuman:
            line.addWidget(_label(f"{win.fu}符 {win.han}翻", "total"))
        limit = limit_name(win.limit, win.han, yakuman)
        if limit is not None:
            multiple = len(win.yakuman) if yakuman and len(win.yakuman) > 1 else 0
            text = f"{limit.ja} {limit.en}" + (f" ×{multiple}" if multiple else "")
            line.addWidget(_label(text, "limit"))
        line.addStretch(1)
        split = tsumo_split(win, self.dealer, self.record.rules.players)
        if split:
            line.addWidget(_label(split, "note"))
        line.addWidget(_label(f"{win.points}点", "total"))
        return line

    def _notes(self, win: Agari) -> str:
        parts = []
        honba_bonus = win.deltas[win.seat] - win.points - 1000 * win.riichi_sticks
        if win.pao_seat is not None:
            honba_bonus = win.deltas[win.seat] - win.points - 1000 * win.riichi_sticks
        if win.honba and honba_bonus > 0:
            parts.append(f"{win.honba}本場 honba +{honba_bonus}")
        if win.riichi_sticks:
            parts.append(f"供託 riichi sticks {win.riichi_sticks} +{1000 * win.riichi_sticks}")
        if win.pao_seat is not None:
            parts.append(f"包 Pao: {player_name(self.record, win.pao_seat)} is liable")
        return "   ·   ".join(parts)


def tsumo_split(win: Agari, dealer: int, players: int) -> str:
    """How a tsumo's value was paid, the way players say it: "2000-4000" or "4000 all".

    Read from the score changes (less the honba), not recomputed; empty for ron and pao.
    """
    if not win.is_tsumo or win.pao_seat is not None:
        return ""
    payers = [s for s in range(players) if s != win.seat]
    pays = {s: -win.deltas[s] - 100 * win.honba for s in payers}
    if any(p <= 0 for p in pays.values()):
        return ""
    if win.seat == dealer or len(set(pays.values())) == 1:
        return f"{pays[payers[0]]} all"
    children = [p for s, p in pays.items() if s != dealer]
    return f"{min(children)}-{pays[dealer]}"


def _dealer_of(record: GameRecord, wins: Sequence[Agari]) -> int:
    for rnd in record.rounds:
        if any(e is wins[0] for e in rnd.events):
            return rnd.dealer
    return 0


class RyuukyokuPanel(_Panel):
    """A drawn round: its kind, the hands shown (tenpai, or the declarer's), the payments."""

    def __init__(
        self,
        record: GameRecord,
        draw: Ryuukyoku,
        parent: QWidget | None = None,
        extra: QWidget | None = None,
        dealer: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.draw = draw
        if dealer is None:
            dealer = next((r.dealer for r in record.rounds if any(e is draw for e in r.events)), 0)
        ja, en = RYUUKYOKU_NAMES.get(draw.kind, (draw.kind or "流局", "Draw"))
        card, box = _card()
        box.addWidget(_label(ja, "title"))
        box.addWidget(_label(en, "subtitle"))
        tenpai_kinds = draw.kind in (None, "nm")
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        players = record.rules.players
        order = sorted(range(players), key=lambda s: seat_wind(s, dealer, players))
        for row, seat in enumerate(order):
            grid.addWidget(_label(wind_label(record, seat, dealer)), row, 0)
            grid.addWidget(_label(player_name(record, seat)), row, 1)
            hand = draw.revealed[seat] if seat < len(draw.revealed) else None
            if tenpai_kinds:
                status = "聴牌 Tenpai" if hand is not None else "不聴 Noten"
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
        notes = []
        if draw.honba:
            notes.append(f"{draw.honba}本場 honba")
        if draw.riichi_sticks:
            notes.append(f"供託 riichi sticks {draw.riichi_sticks} (stay on the table)")
        if notes:
            box.addWidget(_label("   ·   ".join(notes), "note"))
        box.addWidget(score_table(record, draw.scores_before, draw.deltas, dealer))
        self.box.addWidget(card)
        self.add_extra(extra)


class FinalPanel(_Panel):
    """Final standings (owari): rank, player, score and Tenhou's game points."""

    def __init__(
        self, record: GameRecord, parent: QWidget | None = None, extra: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.record = record
        card, box = _card()
        box.addWidget(_label("終局  Final standings", "title"))
        box.addWidget(_label(record.rules.room_name, "subtitle"))
        grid = QGridLayout()
        grid.setHorizontalSpacing(20)
        grid.setVerticalSpacing(4)
        right = Qt.AlignmentFlag.AlignRight
        for col, head in enumerate(("", "", "", "score", "points")):
            grid.addWidget(_label(head, "head", right if col >= 3 else None), 0, col)
        for row, (seat, score, points) in enumerate(final_ranking(record)):
            grid.addWidget(_label(f"{row + 1}位", "total"), row + 1, 0)
            grid.addWidget(_label(player_name(record, seat)), row + 1, 1)
            rank = dan_name(record.players[seat].dan) if seat < len(record.players) else None
            grid.addWidget(_label(rank.ja if rank else "", "head"), row + 1, 2)
            grid.addWidget(_label(f"{score}", "", right), row + 1, 3)
            text = "" if points is None else f"{points:+.1f}"
            role = "" if points is None else "plus" if points > 0 else "minus"
            grid.addWidget(_label(text, role, right), row + 1, 4)
        box.addLayout(grid)
        if record.final is None:
            box.addWidget(_label("The log ends before the game does: scores as last seen.", "note"))
        self.box.addWidget(card)
        self.add_extra(extra)


def final_ranking(record: GameRecord) -> list[tuple[int, int, float | None]]:
    """(seat, score, points) best first; ties go to the seat nearer the first dealer (seat 0),
    as Tenhou ranks them. Without ``owari`` (a cut-off log) the last known scores are used."""
    players = record.rules.players
    if record.final is not None:
        scores = list(record.final.scores[:players])
        points: list[float | None] = list(record.final.points[:players])
    else:
        scores = list(record.rounds[-1].start.scores[:players]) if record.rounds else [0] * players
        points = [None] * players
    order = sorted(range(players), key=lambda s: (-scores[s], s))
    return [(s, scores[s], points[s]) for s in order]

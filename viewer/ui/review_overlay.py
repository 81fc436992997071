"""The review drawn on the board: the AI's choice against the player's, on the hand itself.

On a decision of the reviewed seat: a probability bar by every hand tile the AI considered
discarding (on the table side of the hand; its height the square root of the probability as a
share of the AI's favourite's, killer_mortal_gui's softening; blue for the tile played), the
tile played framed in blue and the AI's tile in green (one green frame when they agree), and a
box beside the hand with the verdict (✓ agreed, × and Mortal's move, red for a disagreement)
and the other options (riichi, calls, pass, kita, win) as labelled bars. A disagreement also
gets a red mark on the played tile.
Painted over the finished board from the layout's sprites, so the board's own drawing is untouched.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from viewer.presentation.review_wording import action_words, overlay_title, percent
from viewer.review import ReviewEntry, is_disagreement
from viewer.review.mjai_tiles import mjai_tile
from viewer.review.model import Action, Candidate
from viewer.ui.box_place import NOTHING, Table, free_place, row_places
from viewer.ui.geometry import Rect, Sprite

PLAYER_COLOR = QColor("#1e88e5")
AI_COLOR = QColor("#2e7d32")
BAD_COLOR = QColor("#d32f2f")
CLOSE_COLOR = QColor("#ef6c00")
BAR_COLOR = QColor(46, 125, 50, 210)
BAR_PLAYER_COLOR = QColor(30, 136, 229, 210)
BAR_BACK = QColor(0, 0, 0, 90)
CHIP_BACK = QColor(255, 255, 255, 225)


def _tile_matches(sprite: Sprite, pai: str) -> bool:
    # a game without red fives writes id 16 as a plain 5m: either name matches
    return sprite.tile >= 0 and pai in (mjai_tile(sprite.tile), mjai_tile(sprite.tile, False))


def _find(sprites: Sequence[Sprite], action: Action) -> Sprite | None:
    """The hand sprite of a discard: the drawn tile for tsumogiri, else the first copy."""
    if action.type != "dahai" or action.pai is None:
        return None
    pai = action.pai
    matches = [s for s in sprites if s.tile >= 0 and mjai_tile(s.tile) == pai] or [
        s for s in sprites if _tile_matches(s, pai)
    ]
    if not matches:
        return None
    tsumogiri = action.json().get("tsumogiri") is True
    drawn = [s for s in matches if s.zone == "drawn"]
    return drawn[0] if tsumogiri and drawn else matches[0]


def _frame(painter: QPainter, rect: QRectF, color: QColor, width: float) -> None:
    pen = QPen(color, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    grow = width / 2 + 1
    painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 3, 3)


class ReviewShapes(NamedTuple):
    """Where the overlay drew over an upright hand, in widget pixels (the coach keeps clear)."""

    bars: tuple[QRectF, ...]
    box: QRectF | None


def paint_review(
    painter: QPainter,
    to_pixels: Callable[[Rect], QRectF],
    sprites: Sequence[Sprite],
    entry: ReviewEntry,
    threshold: float,
    bounds: QRectF | None = None,
    at_bottom: bool = True,
    table: Table = NOTHING,
) -> ReviewShapes:
    """Draw ``entry`` over the reviewed seat's hand sprites (``zone`` hand and drawn);
    ``bounds``: the widget's rectangle (the option box stays inside it); ``table``: what else is
    on the table, which the box keeps clear of (``viewer.ui.box_place``). With the reviewed seat
    not at the bottom (the table turned by hand) only the tile frames are drawn: the bars and the
    box need the room in front of an upright hand."""
    hand = [s for s in sprites if s.zone in ("hand", "drawn")]
    if not hand:
        return ReviewShapes((), None)
    if not at_bottom:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(2.0, min(min(to_pixels(s.rect).width(), to_pixels(s.rect).height())
                             for s in hand) * 0.09)  # fmt: skip
        for action, color in ((entry.expected, AI_COLOR), (entry.actual, PLAYER_COLOR)):
            sprite = _find(hand, action)
            if sprite is not None and (color == AI_COLOR or not entry.is_equal):
                _frame(painter, to_pixels(sprite.rect), color, width)
        painter.restore()
        return ReviewShapes((), None)
    rects = [to_pixels(s.rect) for s in hand]
    tile_w = min(r.width() for r in rects)
    tile_h = max(r.height() for r in rects)
    bar_h = tile_h * 0.55
    gap = max(2.0, tile_h * 0.08)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    best = entry.best_prob or 1.0
    played = entry.candidates[entry.actual_index].action
    shown: set[str] = set()
    others: list[Candidate] = []
    bars: list[QRectF] = []
    for candidate in entry.candidates:
        action = candidate.action
        if action.type != "dahai" or action.pai is None:
            others.append(candidate)
            continue
        if action.pai in shown:
            continue
        shown.add(action.pai)
        sprite = _find(hand, action)
        if sprite is None:
            continue
        rect = to_pixels(sprite.rect)
        base = QRectF(rect.left() + 1, rect.top() - gap - bar_h, rect.width() - 2, bar_h)
        painter.fillRect(base, BAR_BACK)
        bars.append(base)
        # softened as killer_mortal_gui does (square root of the share of the favourite's
        # probability), so that a 2 % option still shows; the dock has the exact figures
        share = (candidate.prob / best) ** 0.5 if best > 0 else 0.0
        height = max(1.0, bar_h * share) if candidate.prob > 0 else 0.0
        fill = QRectF(base.left(), base.bottom() - height, base.width(), height)
        painter.fillRect(fill, BAR_PLAYER_COLOR if action.same_choice(played) else BAR_COLOR)
    ai = _find(hand, entry.expected)
    mine = _find(hand, entry.actual)
    line = max(2.0, tile_w * 0.09)
    if ai is not None:
        _frame(painter, to_pixels(ai.rect), AI_COLOR, line)
    if mine is not None and not entry.is_equal:
        rect = to_pixels(mine.rect)
        _frame(painter, rect, PLAYER_COLOR, line)
        if is_disagreement(entry, threshold):
            _bad_mark(painter, rect, tile_w)
    top, bottom = min(r.top() for r in rects), max(r.bottom() for r in rects)
    row = [to_pixels(s.rect) for s in sprites]  # melds and kita beside the hand count too
    row = [r for r in row if r.bottom() > top and r.top() < bottom] + rects
    box = _OptionBox(painter, entry, threshold, others, played, tile_w, tile_h)
    drawn = box.paint(row, gap + bar_h, bounds, table)
    painter.restore()
    return ReviewShapes(tuple(bars), drawn)


def _bad_mark(painter: QPainter, rect: QRectF, tile_w: float) -> None:
    size = tile_w * 0.42
    mark = QRectF(rect.right() - size * 0.7, rect.bottom() - size * 0.7, size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BAD_COLOR)
    painter.drawEllipse(mark)
    painter.setPen(QColor("white"))
    font = QFont()
    font.setPixelSize(max(6, round(size * 0.8)))
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(mark, Qt.AlignmentFlag.AlignCenter, "!")


class _OptionBox:
    """The verdict, then riichi / calls / pass / kita / win with bars: right of the hand (and its
    melds) when the widget has room there, else left of it, else above the hand, from its right
    end leftwards: the first place that covers no meld, nor other tiles if it can."""

    def __init__(self, painter: QPainter, entry: ReviewEntry, threshold: float,
                 options: Sequence[Candidate], played: Action, tile_w: float,
                 tile_h: float) -> None:  # fmt: skip
        self.painter, self.entry, self.options, self.played = painter, entry, options, played
        self.tile_w, self.tile_h = tile_w, tile_h
        if entry.is_equal:
            self.title, self.title_color = overlay_title(entry), AI_COLOR
        else:
            self.title = overlay_title(entry)
            self.title_color = BAD_COLOR if is_disagreement(entry, threshold) else CLOSE_COLOR

    def paint(self, rects: Sequence[QRectF], above: float, bounds: QRectF | None,
              table: Table) -> QRectF:  # fmt: skip
        painter = self.painter
        font = QFont()
        font.setPixelSize(max(8, round(self.tile_h * 0.3)))
        painter.setFont(font)
        metrics = painter.fontMetrics()
        row_h = metrics.height() + 4
        bar_w = self.tile_w * 1.2
        texts = [f"{action_words(c.action)}  {percent(c.prob)}" for c in self.options]
        width = max([metrics.horizontalAdvance(self.title) + 8,
                     *(bar_w + 10 + metrics.horizontalAdvance(t) for t in texts)])  # fmt: skip
        height = row_h * (1 + len(texts))
        size = QSizeF(width + 8, height + 8)
        right, row_left = max(r.right() for r in rects), min(r.left() for r in rects)
        bottom = max(r.bottom() for r in rects)
        gap = self.tile_w * 0.6
        places = [  # beside the row (hand and melds), then above it: the coach's bars go over
            QPointF(right + gap - 4, bottom - height - 4),
            QPointF(row_left - gap - size.width(), bottom - height - 4),
            *row_places(size, row_left, right, min(r.top() for r in rects) - above - 4,
                        self.tile_h),
        ]  # fmt: skip
        drawn = free_place(size, places, table, bounds)
        left, top = drawn.left() + 4, drawn.top() + 4
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CHIP_BACK)
        painter.drawRoundedRect(drawn, 4, 4)
        bold = QFont(font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(self.title_color)
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        painter.drawText(QRectF(left, top, width, row_h), flags, self.title)
        painter.setFont(font)
        for row, (candidate, text) in enumerate(zip(self.options, texts, strict=True)):
            y = top + (row + 1) * row_h
            back = QRectF(left, y + 3, bar_w, row_h - 6)
            painter.fillRect(back, BAR_BACK)
            is_played = candidate.action.same_choice(self.played)
            fill = QRectF(back.left(), back.top(), bar_w * candidate.prob, back.height())
            painter.fillRect(fill, BAR_PLAYER_COLOR if is_played else BAR_COLOR)
            color = PLAYER_COLOR if is_played else (
                AI_COLOR if candidate.action.same_choice(self.entry.expected)
                else QColor("#202020"))  # fmt: skip
            painter.setPen(color)
            painter.drawText(QRectF(left + bar_w + 6, y, width - bar_w - 6, row_h), flags, text)
        return drawn

"""The coach drawn on the board: each hand tile's ukeire, the verdict, and the safety marks.

At a decision of the bottom seat: a bar over every hand tile, the figure on it the ukeire left if
that tile goes. Judged by value, its height is the value of discarding that tile against the
pick's and its colour the verdict (green the pick, yellow a small loss, red a large one:
``viewer.presentation.value_verdict``); until the worker's valuation arrives, its height is the
ukeire against the best's and its colour by ukeire (green the best, red a shanten back, blue the
tile played, grey the rest). The played bar is outlined in blue. A box above the hand's left
end with the verdict (``Best 3-man: win 41 %, 3,100 points; played 1-pin: −700``, or the ukeire
verdict marked "judging…"), and a line for each call, kan or riichi decision of the seat at the
step (``Best pon White dragon: 2,900 points; played pass: 2,400 (−500)``: at another seat's
discard that line is the box alone, with no bars); and while someone is in riichi, a mark under
every hand tile: four shapes in four colours (Okabe-Ito's, told apart without colour too) for
genbutsu ●, suji ▲, no-chance ■ and the rest ×; the tooltip names the exact class and its
deal-in rate.

With a Mortal review on the same step the two never sit on each other: the coach's bars stand
above the review's, and its box is placed clear of the review's box (``avoid``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen, QPolygonF

from viewer.coach.model import Decision
from viewer.coach.value import Valuation
from viewer.presentation import Frame
from viewer.presentation.coach_wording import mark_of, safety_line, worst
from viewer.presentation.value_verdict import kind_class, verdict_class
from viewer.presentation.value_wording import verdict_text
from viewer.ui import tile_art
from viewer.ui.box_place import NOTHING, Table, free_place, row_places
from viewer.ui.geometry import Rect, Sprite

BoxLine = tuple[str, str | None]  # a line of words and its class (None: plain): box_lines
# opaque, and the bars on whole pixels: a step's repaint stays a few fills (translucent,
# antialiased fills of the whole hand cost more than the rest of the board)
BEST_COLOR = QColor("#2e7d32")
PLAYED_COLOR = QColor("#1e88e5")
BACK_COLOR = QColor("#d32f2f")
OTHER_COLOR = QColor("#7a7a7a")
OUTLINE = QColor("#64b5f6")
BACK_SHARE = 0.3  # a shanten back's bar: short, whatever its ukeire
BAR_BACK = QColor("#1d2b22")
CHIP_BACK = QColor("#fbfbf6")
SMALL_COLOR = QColor("#e0b000")
CLASS_COLORS = {"pick": BEST_COLOR, "small": SMALL_COLOR, "large": BACK_COLOR}  # bars, ticks
TITLE_COLORS = {"pick": QColor("#2e7d32"), "small": QColor("#8a5a00"), "large": QColor("#d32f2f")}
TEXT_COLOR = QColor("#202020")  # the box's plain lines
# Okabe-Ito: bluish green, sky blue, yellow, vermillion (safe for the common colour blindness)
MARK_COLORS = {
    "genbutsu": QColor("#009e73"),
    "suji": QColor("#56b4e9"),
    "no-chance": QColor("#f0e442"),
    "other": QColor("#d55e00"),
}


class CoachShapes(NamedTuple):
    """Where the overlay drew, in widget pixels (tests check that nothing overlaps)."""

    bars: tuple[QRectF, ...]
    box: QRectF | None
    marks: tuple[tuple[QRectF, str], ...]  # (rect, mark) per hand tile


def bar_color(decision: Decision, valuation: Valuation | None, kind: int) -> QColor:
    """By value once judged (green the pick, yellow a small loss, red a large one); until then
    by ukeire: green the best, red a shanten back, blue the tile played, grey the rest."""
    cls = kind_class(decision, valuation, kind)
    if valuation is not None and cls is not None:
        return CLASS_COLORS[cls]
    if cls == "pick" or cls == "large":
        return CLASS_COLORS[cls]
    return PLAYED_COLOR if kind == decision.actual else OTHER_COLOR


def bar_share(decision: Decision, valuation: Valuation | None, kind: int) -> float:
    """How full a candidate's bar is. Judged: its value against the pick's, from 0 (or the
    lowest value, when some are below 0 under riichi). Until then its ukeire against the best's;
    a shanten back's ukeire (counted from a worse shanten, so not comparable) is a short stub."""
    if valuation is not None:
        values = [c.value for c in valuation.candidates]
        valued = valuation.of(kind)
        low, best = min(0.0, *values), max(values)
        if valued is None or best <= low:
            return 1.0
        return (valued.value - low) / (best - low)
    candidate = decision.candidate(kind)
    if candidate is None:
        return 0.0
    if candidate.shanten > decision.lowest_shanten:
        return BACK_SHARE
    most = decision.best_ukeire or max((c.ukeire for c in decision.candidates), default=0) or 1
    return min(1.0, candidate.ukeire / most)


def paint_coach(
    painter: QPainter,
    to_pixels: Callable[[Rect], QRectF],
    sprites: Sequence[Sprite],
    decision: Decision | None,
    valuation: Valuation | None = None,
    judging: bool = False,
    bounds: QRectF | None = None,
    lift: float = 0.0,
    avoid: Sequence[QRectF] = (),
    names: Sequence[str] = (),
    table: Table = NOTHING,
    choices: Sequence[BoxLine] = (),
) -> CoachShapes:
    """Draw ``decision`` (with its ``valuation`` once the worker made it; ``judging`` while it
    is awaited) over the bottom seat's sprites; ``lift``: pixels the bars stand higher (a
    review's bars are under them); ``avoid``: rectangles the box must stay clear of; ``names``:
    the seats' names for nothing but the box's safety line; ``table``: the tiles the box keeps
    clear of when it can; ``choices``: the box's lines of the step's call, kan and riichi
    decisions (``coach_dock.box_lines``). No ``decision`` (another seat's discard): the box of
    ``choices`` alone."""
    hand = [s for s in sprites if s.zone in ("hand", "drawn") and s.tile >= 0]
    if not hand:
        return CoachShapes((), None, ())
    rects = [to_pixels(s.rect) for s in hand]
    tile_w = min(r.width() for r in rects)
    tile_h = max(r.height() for r in rects)
    top = min(r.top() for r in rects)
    gap = max(2.0, tile_h * 0.08)
    if decision is None:
        painter.save()
        box = _VerdictBox(painter, _choice_lines(choices), tile_h).paint(
            rects, top - gap - lift, bounds, avoid, table)  # fmt: skip
        painter.restore()
        return CoachShapes((), box, ())
    bar_h = tile_h * 0.5
    left, right = min(r.left() for r in rects), max(r.right() for r in rects)
    for other in avoid:  # a review box above the hand (a narrow window): the bars go over it
        row = QRectF(left, top - gap - lift - bar_h, right - left, bar_h)
        if row.intersects(other):
            lift = top - other.top() + gap
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setFont(_font(max(7, round(tile_w * 0.36)), True))
    bars: list[QRectF] = []
    for sprite, rect in zip(hand, rects, strict=True):
        kind = sprite.tile >> 2
        candidate = decision.candidate(kind)
        base = QRectF(QRectF(rect.left() + 1, top - gap - lift - bar_h, rect.width() - 2,
                             bar_h).toAlignedRect())  # fmt: skip
        bars.append(base)
        painter.fillRect(base, BAR_BACK)
        if candidate is None:  # kuikae forbids it: no bar, a dash
            painter.setPen(QColor("white"))
            painter.drawText(base, Qt.AlignmentFlag.AlignCenter, "–")
            continue
        height = max(2.0, bar_h * bar_share(decision, valuation, kind))
        fill = QRectF(base.left(), base.bottom() - round(height), base.width(), round(height))
        painter.fillRect(fill, bar_color(decision, valuation, kind))
        if kind == decision.actual:
            edge = max(2, round(tile_w * 0.07))
            for side in (
                QRectF(base.left(), base.top(), base.width(), edge),
                QRectF(base.left(), base.bottom() - edge, base.width(), edge),
                QRectF(base.left(), base.top(), edge, base.height()),
                QRectF(base.right() - edge, base.top(), edge, base.height()),
            ):
                painter.fillRect(side, OUTLINE)  # fmt: skip
        _figure(painter, base, str(candidate.ukeire))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    marks = _paint_marks(painter, hand, rects, decision, tile_w)
    lines = _decision_lines(decision, valuation, judging, names) + _choice_lines(choices)
    verdict = _VerdictBox(painter, lines, tile_h)
    box = verdict.paint(rects, top - gap - lift - bar_h, bounds, avoid, table)
    painter.restore()
    return CoachShapes(tuple(bars), box, marks)


def paint_frame(painter: QPainter, to_pixels: Callable[[Rect], QRectF], sprites: Sequence[Sprite],
                frame: Frame, bounds: QRectF, lift: float, avoid: Sequence[QRectF],
                table: Table) -> CoachShapes:  # fmt: skip
    """``paint_coach`` of a frame's coach: its discard decision and its call, kan and riichi
    decisions (the board's view, at every step with the coach on)."""
    from viewer.presentation.coach_dock import box_lines

    names = [seat.name for seat in frame.seats]
    return paint_coach(painter, to_pixels, sprites, frame.coach, frame.coach_value,
                       frame.coach_judging, bounds, lift, avoid, names, table,
                       box_lines(frame.coach_choices))  # fmt: skip


def coach_tooltip(frame: Frame, sprites: Sequence[Sprite], x: float, y: float) -> str:
    """The coach's reading of the bottom hand's tile under the pointer (board units)."""
    from viewer.presentation.value_wording import tile_tooltip

    for sprite in sprites:
        rect = sprite.rect
        inside = rect.x <= x <= rect.right and rect.y <= y <= rect.bottom
        if sprite.zone in ("hand", "drawn") and sprite.tile >= 0 and inside:
            assert frame.coach is not None
            names = tuple(s.name for s in frame.seats)
            return tile_tooltip(frame.coach, sprite.tile >> 2, names, frame.coach_value)
    return ""


_FONTS: dict[tuple[int, bool], QFont] = {}


def _font(pixels: int, bold: bool) -> QFont:
    font = _FONTS.get((pixels, bold))
    if font is None:
        font = QFont(tile_art.SANS)
        font.setPixelSize(pixels)
        font.setBold(bold)
        _FONTS[(pixels, bold)] = font
    return font


def _figure(painter: QPainter, bar: QRectF, text: str) -> None:
    """The ukeire at the top of its bar, white over a dark shadow so it reads on every colour."""
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
    painter.setPen(QColor(0, 0, 0))
    painter.drawText(bar.translated(1, 2), flags, text)
    painter.setPen(QColor("white"))
    painter.drawText(bar.translated(0, 1), flags, text)


def _paint_marks(painter: QPainter, hand: Sequence[Sprite], rects: Sequence[QRectF],
                 decision: Decision, tile_w: float) -> tuple[tuple[QRectF, str], ...]:  # fmt: skip
    """A mark on the lower edge of every hand tile, while someone is in riichi."""
    if not decision.hand_safety:
        return ()
    size = max(8.0, tile_w * 0.42)
    out = []
    for sprite, rect in zip(hand, rects, strict=True):
        safety = worst(decision.safety_of(sprite.tile >> 2))
        if safety is None:
            continue
        mark = mark_of(safety.cls)
        where = QRectF(rect.center().x() - size / 2, rect.bottom() - size * 0.62, size, size)
        paint_mark(painter, where, mark)
        out.append((where, mark))
    return tuple(out)


def paint_mark(painter: QPainter, rect: QRectF, mark: str) -> None:
    """One safety mark: its shape alone tells it (● genbutsu, ▲ suji, ■ no-chance, × other)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    edge = QPen(QColor(20, 20, 20), max(1.0, rect.width() * 0.1))
    edge.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.setPen(edge)
    painter.setBrush(MARK_COLORS[mark])
    inner = rect.adjusted(rect.width() * 0.08, rect.height() * 0.08,
                          -rect.width() * 0.08, -rect.height() * 0.08)  # fmt: skip
    if mark == "genbutsu":
        painter.drawEllipse(inner)
    elif mark == "suji":
        painter.drawPolygon(QPolygonF([QPointF(inner.center().x(), inner.top()),
                                       inner.bottomRight(), inner.bottomLeft()]))  # fmt: skip
    elif mark == "no-chance":
        painter.drawRect(inner.adjusted(1, 1, -1, -1))
    else:
        c, r, t = inner.center(), inner.width() / 2, inner.width() * 0.16
        cross = QPainterPath()
        for sx, sy in ((1, 1), (1, -1)):
            arm = QPolygonF([
                QPointF(c.x() - r * sx - t * sy, c.y() - r * sy + t * sx),
                QPointF(c.x() - r * sx + t * sy, c.y() - r * sy - t * sx),
                QPointF(c.x() + r * sx + t * sy, c.y() + r * sy - t * sx),
                QPointF(c.x() + r * sx - t * sy, c.y() + r * sy + t * sx),
            ])  # fmt: skip
            cross.addPolygon(arm)
            cross.closeSubpath()
        painter.drawPath(cross.simplified())
    painter.restore()


def _decision_lines(decision: Decision, valuation: Valuation | None, judging: bool,
                    names: Sequence[str]) -> list[_Line]:  # fmt: skip
    """The discard's verdict (bold, in its class's colour), then the played tile's safety."""
    lines = [_Line(verdict_text(decision, valuation, judging),
                   TITLE_COLORS[verdict_class(decision, valuation)], True)]  # fmt: skip
    for safety in decision.safety:
        name = names[safety.against] if safety.against < len(names) else str(safety.against)
        lines.append(_Line(safety_line(safety, name), TEXT_COLOR, False))
    return lines


def _choice_lines(choices: Sequence[BoxLine]) -> list[_Line]:
    """A call, kan or riichi verdict a line, bold, in its class's colour (plain until judged)."""
    return [_Line(text, TEXT_COLOR if cls is None else TITLE_COLORS[cls], True)
            for text, cls in choices]  # fmt: skip


class _Line(NamedTuple):
    text: str
    color: QColor
    bold: bool


class _VerdictBox:
    """The verdict, and with someone in riichi the played tile's safety, and the call, kan and
    riichi verdicts: above the hand's left end, else further right or higher: never on the
    review's box (``avoid``), nor on a meld or another tile when a place is free
    (``viewer.ui.box_place``)."""

    def __init__(self, painter: QPainter, lines: Sequence[_Line], tile_h: float) -> None:
        self.painter, self.tile_h, self.lines = painter, tile_h, lines

    def paint(self, rects: Sequence[QRectF], above: float, bounds: QRectF | None,
              avoid: Sequence[QRectF], table: Table) -> QRectF:  # fmt: skip
        painter = self.painter
        font = _font(max(8, round(self.tile_h * 0.3)), False)
        bold = _font(font.pixelSize(), True)
        plain_metrics, bold_metrics = QFontMetrics(font), QFontMetrics(bold)
        row_h = plain_metrics.height() + 4
        widths = [(bold_metrics if line.bold else plain_metrics).horizontalAdvance(line.text)
                  for line in self.lines]  # fmt: skip
        width, height = max(widths, default=0) + 8, row_h * len(self.lines)
        size = QSizeF(width + 8, height + 8)
        left, right = min(r.left() for r in rects), max(r.right() for r in rects)
        places = row_places(size, left - 4, max(right, left + size.width()), above - 8,
                            self.tile_h, from_left=True)  # fmt: skip
        places += [QPointF(left - 4, other.top() - 6 - size.height()) for other in avoid]
        box = QRectF(free_place(size, places, table, bounds, avoid).toAlignedRect())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # (a large fill: fast)
        painter.fillRect(box, CHIP_BACK)
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        x, y = box.left() + 4, box.top() + 4
        for row, line in enumerate(self.lines):
            painter.setFont(bold if line.bold else font)
            painter.setPen(line.color)
            painter.drawText(QRectF(x, y + row * row_h, width, row_h), flags, line.text)
        return box

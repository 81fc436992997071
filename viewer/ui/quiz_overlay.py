"""The quiz drawn over the board: the keyboard's cursor on a hand tile while asking, and after the
answer a coloured frame and a tag on the tiles that were picked (you, played, best, Mortal).

A transparent child of the board that lets the mouse through (the board takes the clicks), so
the board's own drawing is untouched and nothing of it is drawn before the answer. The colours
are Okabe and Ito's, which colour-blind players tell apart, and every frame carries its word.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from viewer.presentation import quiz_wording as w
from viewer.presentation.quiz import QuizState
from viewer.ui import tile_art
from viewer.ui.geometry import Rect, Sprite
from viewer.ui.hand_hits import widget_rect

ROLE_COLOURS = {
    "cursor": QColor("#f0e442"),  # yellow
    "you": QColor("#e69f00"),  # orange
    "played": QColor("#56b4e9"),  # sky blue
    "best": QColor("#009e73"),  # bluish green
    "mortal": QColor("#cc79a7"),  # reddish purple
}
ROLE_ORDER = ("you", "played", "best", "mortal")


class QuizMark(NamedTuple):
    """A frame on one tile: ``rect`` in board units, ``role`` a key of ``ROLE_COLOURS``."""

    rect: Rect
    role: str
    text: str = ""  # the tag over the tile ("" for the cursor)


class QuizOverlay(QWidget):
    """Paints ``marks`` over the board it covers; ``size`` is the board layout's size."""

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.setObjectName("quiz_overlay")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.marks: tuple[QuizMark, ...] = ()
        self.size_units = 0.0
        self.tags: tuple[TagPlace, ...] = ()  # where the last paint put the tags (widget pixels)
        self.hide()

    def show_marks(self, marks: Sequence[QuizMark], size: float) -> None:
        self.marks = tuple(marks)
        self.size_units = size
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.setVisible(bool(self.marks))
        self.raise_()
        self.update()

    def clear(self) -> None:
        self.show_marks((), self.size_units)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.marks or not self.size_units:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width, height = self.width(), self.height()
        by_tile: dict[Rect, list[QuizMark]] = {}
        for mark in self.marks:
            by_tile.setdefault(mark.rect, []).append(mark)
        tagged: list[tuple[QRectF, list[QuizMark]]] = []
        tile_w = 0.0
        for rect, marks in by_tile.items():
            r = widget_rect(width, height, self.size_units, rect)
            box = QRectF(r.x, r.y, r.w, r.h)
            marks.sort(key=lambda m: ROLE_ORDER.index(m.role) if m.role in ROLE_ORDER else -1)
            pen_w = max(2.0, r.w * 0.09)
            for i, mark in enumerate(marks):
                grow = pen_w / 2 + 1 + i * (pen_w + 1)
                pen = QPen(ROLE_COLOURS.get(mark.role, QColor("white")), pen_w)
                if mark.role == "cursor":
                    pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(box.adjusted(-grow, -grow, grow, grow), 4, 4)
            words = [m for m in marks if m.text]
            if words:
                tagged.append((box, words))
                tile_w = max(tile_w, r.w)
        self._paint_tags(painter, tagged, tile_w)
        painter.end()

    def _paint_tags(
        self, painter: QPainter, tagged: Sequence[tuple[QRectF, Sequence[QuizMark]]], tile_w: float
    ) -> None:
        """The words of the marks above their tiles (upwards, toward the river), placed all at
        once so that the tags of tiles side by side never overlap (``place_tags``)."""
        self.tags = ()
        if not tagged:
            return
        font = QFont(tile_art.SANS)
        font.setPixelSize(max(9, round(tile_w * 0.36)))
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        line = metrics.height() + 2
        ordered = sorted(tagged, key=lambda pair: pair[0].center().x())  # left to right
        stacks = [
            TagStack(box.center().x(), box.top() - (len(marks) * 4 + 6),
                     tuple(metrics.horizontalAdvance(m.text) + 8 for m in reversed(marks)))
            for box, marks in ordered
        ]  # fmt: skip
        placed = place_tags(stacks, line)
        self.tags = tuple(place for places in placed for place in places)
        for (box, marks), places in zip(ordered, placed, strict=True):  # a tag moved up: a leader
            for mark, place in zip(reversed(marks), places, strict=True):  # line to its tile
                painter.setPen(QPen(ROLE_COLOURS.get(mark.role, QColor("white")), 2))
                x = box.center().x()
                painter.drawLine(QPointF(x, place.y + place.h), QPointF(x, box.top() - 2))
        for (_box, marks), places in zip(ordered, placed, strict=True):
            for mark, place in zip(reversed(marks), places, strict=True):
                tag = QRectF(place.x, place.y, place.w, place.h)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(ROLE_COLOURS.get(mark.role, QColor("white")))
                painter.drawRoundedRect(tag, 3, 3)
                painter.setPen(QColor("#111111"))
                painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, mark.text)


class TagStack(NamedTuple):
    """The tags of one tile: its centre, the bottom of its lowest tag, their widths bottom-up."""

    centre: float
    bottom: float
    widths: tuple[float, ...]


class TagPlace(NamedTuple):
    x: float
    y: float
    w: float
    h: float

    def overlaps(self, other: TagPlace) -> bool:
        return (self.x < other.x + other.w and other.x < self.x + self.w
                and self.y < other.y + other.h and other.y < self.y + self.h)  # fmt: skip


def place_tags(stacks: Sequence[TagStack], line: float) -> list[list[TagPlace]]:
    """Each tag centred over its tile, one line above the last of its tile, and moved up a line
    more while it would overlap a tag placed before (the tags of two tiles side by side are
    wider than a tile: "Played" on one and "Best" on the next would cover each other)."""
    placed: list[TagPlace] = []
    found = []
    for stack in stacks:
        places = []
        level = 0
        for width in stack.widths:
            while True:
                place = TagPlace(stack.centre - width / 2, stack.bottom - (level + 1) * line,
                                 width, line - 1)  # fmt: skip
                if not any(place.overlaps(other) for other in placed):
                    break
                level += 1
            placed.append(place)
            places.append(place)
            level += 1
        found.append(places)
    return found


def answer_marks(hand: tuple[Sprite, ...], state: QuizState, cursor: int) -> list[QuizMark]:
    """The frames of a revealed answer: the tile you picked, the very tile played, one tile of
    each best kind and Mortal's."""
    answer = state.revealed
    assert answer is not None
    question = answer.question
    picked = hand[min(cursor, len(hand) - 1)]
    if picked.tile >> 2 != answer.chosen:
        picked = next(s for s in hand if s.tile >> 2 == answer.chosen)
    marks = [QuizMark(picked.rect, "you", w.words(w.YOU))]
    played = next((s for s in hand if s.tile == question.actual_tile), None)
    if played is not None:
        marks.append(QuizMark(played.rect, "played", w.words(w.PLAYED)))
    for kind in question.picks:
        best = picked if picked.tile >> 2 == kind else played
        if best is None or best.tile >> 2 != kind:
            best = next((s for s in hand if s.tile >> 2 == kind), None)
        if best is not None:
            marks.append(QuizMark(best.rect, "best", w.words(w.BEST)))
    mortal = question.mortal
    if mortal is not None and mortal.kind is not None:
        pick = picked if answer.chosen == mortal.kind else played
        if pick is None or pick.tile >> 2 != mortal.kind:
            pick = next((s for s in hand if s.tile >> 2 == mortal.kind), None)
        if pick is not None:
            marks.append(QuizMark(pick.rect, "mortal", w.words(w.MORTAL)))
    return marks


def option_marks(hand: tuple[Sprite, ...], state: QuizState, cursor: int) -> list[QuizMark]:
    """The frames of a call or kan question on the hand, by the tiles each option takes (a pass
    takes none): while asking the cursor's option; after the answer yours, the one played, the
    best and Mortal's, the word on the first tile of each."""
    question = state.question
    if question is None or question.decision is None:
        return []
    options = question.decision.options

    def frames(index: int | None, role: str, text: str) -> list[QuizMark]:
        if index is None or not 0 <= index < len(options):
            return []
        taken = set(options[index].tiles)
        tiles = [s for s in hand if s.tile in taken]
        return [QuizMark(s.rect, role, text if i == 0 else "") for i, s in enumerate(tiles)]

    answer = state.revealed
    if answer is None:
        return frames(cursor, "cursor", "")
    marks = frames(answer.chosen, "you", w.words(w.YOU))
    marks += frames(question.actual, "played", w.words(w.PLAYED))
    for index in question.picks:
        marks += frames(index, "best", w.words(w.BEST))
    if question.mortal is not None:
        marks += frames(question.mortal.option, "mortal", w.words(w.MORTAL))
    return marks

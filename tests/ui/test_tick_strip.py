"""The one tick strip, and the coach's and the review's strips made of it: each tick in its
colour at its step, the ring on the current step, a click asking for the nearest tick's step."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage

from tests.coach.logs import RIICHI_EVENTS, write
from tests.review.helpers import build
from viewer.app.coach.strip import JUDGING, CoachStrip, Tick
from viewer.app.review.strip import DecisionStrip, entry_color
from viewer.coach.game import GameCoach
from viewer.formats.detect import read_game
from viewer.replay import Step, Timeline
from viewer.replay.shown import shown_step
from viewer.ui.tick_strip import NOW, TRACK, Mark, TickStrip

WIDTH, HEIGHT = 220, 24
RED, GREEN, YELLOW = QColor("#d32f2f"), QColor("#2e7d32"), QColor("#e0b000")


def shown(strip: TickStrip, qtbot) -> QImage:  # type: ignore[no-untyped-def]
    qtbot.addWidget(strip)
    strip.resize(WIDTH, HEIGHT)
    strip.show()
    qtbot.waitExposed(strip)
    return strip.grab().toImage()


def column(image: QImage, x: float) -> set[str]:
    """The colours of a tick's column, above the track and the ring."""
    return {image.pixelColor(round(x), y).name() for y in range(4, 7)}


def colours(image: QImage) -> set[str]:
    return {image.pixelColor(x, y).name() for x in range(WIDTH) for y in range(HEIGHT)}


def test_each_tick_in_its_colour_the_ring_and_a_click(qtbot) -> None:  # type: ignore[no-untyped-def]
    strip = TickStrip("strip", lambda: "the tip")
    marks = (Mark(2, GREEN, Step(0, 1)), Mark(10, YELLOW, Step(0, 9)), Mark(18, RED, Step(0, 17)))
    strip.show_marks(marks, 6, 21)
    image = shown(strip, qtbot)
    assert strip.objectName() == "strip" and strip.toolTip() == "the tip"
    for mark in marks:
        assert column(image, strip.x_of(mark.at)) == {mark.color.name()}
    assert image.pixelColor(round(strip.x_of(14)), HEIGHT // 2).name() == TRACK.name()
    assert NOW.name() in colours(image)
    # a click goes to the nearest tick's target, not to the step it is drawn at
    with qtbot.waitSignal(strip.step_requested) as clicked:
        x = round(strip.x_of(12))
        qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(x, HEIGHT // 2))
    assert clicked.args == [Step(0, 9)]


def test_without_ticks_a_click_asks_nothing_and_without_now_no_ring(qtbot) -> None:  # type: ignore[no-untyped-def]
    strip = TickStrip("strip", lambda: "")
    strip.show_marks((), None, 21)
    image = shown(strip, qtbot)
    assert colours(image) <= {TRACK.name(), image.pixelColor(0, 0).name()}
    with qtbot.assertNotEmitted(strip.step_requested):
        qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(WIDTH // 2, HEIGHT // 2))


def test_the_coach_strip_colours_by_value_and_goes_to_the_shown_step(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from viewer.ui.coach_overlay import CLASS_COLORS

    record = read_game(str(write(tmp_path / "riichi.mjson", RIICHI_EVENTS)))
    timeline = Timeline(record)
    declaring = GameCoach(record, timeline).decision(Step(0, 7))  # draw 5, riichi 6, discard 7
    assert declaring is not None

    def tick_at(step: int, verdict: str | None) -> Tick:
        decision = replace(declaring, step=step)
        return Tick(decision, shown_step(timeline, Step(0, step)), verdict)

    ticks = (tick_at(2, "pick"), tick_at(7, "large"), tick_at(12, "small"), tick_at(20, None))
    strip = CoachStrip()
    strip.show_round(ticks, Step(0, 0), 22)
    image = shown(strip, qtbot)
    expected = (*(CLASS_COLORS[v] for v in ("pick", "large", "small")), JUDGING)
    for tick, colour in zip(ticks, expected, strict=True):
        assert column(image, strip.x_of(tick.decision.step)) == {colour.name()}
    strip.retranslate()
    assert "red a loss of 300 points or more" in strip.toolTip()
    with qtbot.waitSignal(strip.step_requested) as clicked:
        x = round(strip.x_of(7))
        qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(x, HEIGHT // 2))
    assert clicked.args == [Step(0, 5)]  # the step before the riichi declaration


def test_the_review_strip_colours_by_verdict_and_has_no_ring_without_a_review(qtbot) -> None:  # type: ignore[no-untyped-def]
    review = build("4p")
    strip = DecisionStrip()
    number = review.decisions[0].step.round
    strip.show_step(review, Step(number, 0), 40, 0.5)
    image = shown(strip, qtbot)
    in_round = [d for d in review.decisions if d.step.round == number]
    assert [step for _, step, _ in strip.ticks()] == [d.step for d in in_round]
    assert {entry_color(d.entry, 0.5).name() for d in in_round} != {GREEN.name()}  # not all green
    for decision in in_round:
        x = strip.x_of(decision.step.index)
        assert column(image, x) == {entry_color(decision.entry, 0.5).name()}
    with qtbot.waitSignal(strip.step_requested) as clicked:
        x = round(strip.x_of(in_round[-1].step.index))
        qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(x, HEIGHT // 2))
    assert clicked.args == [in_round[-1].step]
    strip.show_step(None, Step(number, 3), 40, 0.5)
    assert strip.marks == () and strip.now is None

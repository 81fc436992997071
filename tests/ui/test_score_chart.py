"""The scores chart painted: the widget (hover words, a click on a round, the board's round
highlighted) and the image ``render --scores`` writes, in both themes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QHelpEvent, QImage
from PySide6.QtWidgets import QToolTip

from tests.score_games import four_player_game, sanma_game
from viewer.formats.mjlog import parse_mjlog
from viewer.presentation.score_chart import ScoreChart, score_chart
from viewer.ui import theme
from viewer.ui.score_chart import COLOURS, ScoreChartView, render_score_chart
from viewer.ui.score_layout import chart_layout


@pytest.fixture
def chart() -> ScoreChart:
    return score_chart(parse_mjlog(four_player_game()))


@pytest.fixture
def light() -> Iterator[None]:
    before = theme.current()
    theme.set_current(theme.LIGHT)
    yield
    theme.set_current(before)


def colour_count(image: QImage, colour: str) -> int:
    """Pixels of exactly ``colour`` (sampled every other pixel: lines are wider than that)."""
    wanted = QColor(colour).rgb()
    return sum(
        image.pixel(x, y) == wanted
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
    )


def test_the_image_has_the_size_asked_and_a_line_per_seat(qapp, chart: ScoreChart) -> None:
    image = render_score_chart(chart, 900, 500)
    assert (image.width(), image.height()) == (900, 500)
    assert QColor(image.pixel(2, 2)).name() == COLOURS["dark"].background
    for seat in range(4):
        assert colour_count(image, COLOURS["dark"].seats[seat]) > 50, seat


def test_the_light_theme_paints_light(qapp, chart: ScoreChart, light: None) -> None:
    image = render_score_chart(chart, 900, 500)
    assert QColor(image.pixel(2, 2)).name() == COLOURS["light"].background
    assert colour_count(image, COLOURS["light"].seats[1]) > 50


def test_three_players_draw_three_lines(qapp) -> None:
    image = render_score_chart(score_chart(parse_mjlog(sanma_game())), 900, 500)
    counts = [colour_count(image, colour) for colour in COLOURS["dark"].seats]
    assert all(count > 20 for count in counts[:3]) and counts[3] == 0


def test_each_round_has_its_column_and_points_sit_on_their_scores(qapp, chart: ScoreChart) -> None:
    view = ScoreChartView()
    view.resize(900, 500)
    view.set_chart(chart)
    for number in range(len(chart.rounds)):
        assert view.round_at(view.round_position(number)) == number
    assert view.round_at(QPointF(3, 3)) is None  # the title, not a round
    layout = chart_layout(view.rect().toRectF(), chart, view.font())
    assert layout.y(chart.high) < layout.y(chart.start) < layout.y(chart.low)
    assert layout.x(0) < layout.x(1) < layout.x(3)


def test_a_click_on_a_round_asks_for_it(qtbot, chart: ScoreChart) -> None:
    view = ScoreChartView()
    qtbot.addWidget(view)
    view.resize(900, 500)
    view.set_chart(chart)
    view.show()
    qtbot.waitExposed(view)
    with qtbot.waitSignal(view.round_clicked) as clicked:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.round_position(2).toPoint())
    assert clicked.args == [2]
    with qtbot.assertNotEmitted(view.round_clicked):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(3, 3))


def test_hovering_a_round_shows_its_words(qtbot, chart: ScoreChart) -> None:
    view = ScoreChartView()
    qtbot.addWidget(view)
    view.resize(900, 500)
    view.set_chart(chart)
    view.show()
    qtbot.waitExposed(view)
    where = view.round_position(0).toPoint()
    view.event(QHelpEvent(QEvent.Type.ToolTip, where, view.mapToGlobal(where)))
    qtbot.waitUntil(lambda: QToolTip.isVisible())
    assert QToolTip.text() == chart.rounds[0].tip
    QToolTip.hideText()


def test_the_round_on_the_board_is_highlighted(qapp, chart: ScoreChart) -> None:
    view = ScoreChartView()
    view.resize(900, 500)
    view.set_chart(chart)
    before = view.grab().toImage()
    view.set_current(1)
    after = view.grab().toImage()
    point = view.round_position(1).toPoint()
    probe = QPoint(point.x() + 6, round(view.layout_.plot.top()) + 4)
    assert QColor(before.pixel(probe)).name() == COLOURS["dark"].background
    assert QColor(after.pixel(probe)).name() == COLOURS["dark"].current

"""View → Theme (issue 15): System / Light / Dark, remembered; System follows the colour scheme."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QMenu

import viewer.app.window.themes as themes
from viewer.app.window.main_window import MainWindow
from viewer.ui import theme


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def themed_window(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    yield window
    window.chrome.themes.choose("system")  # leave the application as the other tests expect it
    theme.set_current(theme.DARK)


def window_colour() -> int:
    app = QApplication.instance()
    return app.palette().color(QPalette.ColorRole.Window).lightness()


def test_theme_menu_has_the_three_choices(themed_window):
    menu = themed_window.chrome.themes.menu
    view = themed_window.menuBar().findChild(QMenu, "menu_view")
    assert menu.menuAction() in view.actions()
    texts = [a.text().replace("&", "") for a in menu.actions()]
    assert texts == ["System", "Light", "Dark"]
    assert themed_window.chrome.themes.choices["system"].isChecked()  # the default


def test_dark_and_light_colour_the_window_and_the_table(themed_window, qtbot):
    themed_window.chrome.themes.choices["dark"].trigger()
    assert theme.current() is theme.DARK
    assert window_colour() < 80
    themed_window.chrome.themes.choices["light"].trigger()
    assert theme.current() is theme.LIGHT
    assert window_colour() > 170
    # the table is repainted in the new felt
    image = themed_window.board.grab().toImage()
    corner = image.pixelColor(2, 2)
    assert corner.lightness() > QColor(theme.DARK.felt_edge).lightness() + 20
    assert abs(corner.lightness() - QColor(theme.LIGHT.felt_edge).lightness()) < 12


def test_the_choice_is_remembered(qtbot, settings):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.chrome.themes.choices["light"].trigger()
    first.close()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    try:
        assert second.chrome.themes.choice == "light"
        assert second.chrome.themes.choices["light"].isChecked()
        assert theme.current() is theme.LIGHT
    finally:
        second.chrome.themes.choose("system")
        theme.set_current(theme.DARK)


def test_system_follows_the_colour_scheme(themed_window, monkeypatch):
    monkeypatch.setattr(themes, "system_is_dark", lambda: False)
    themed_window.chrome.themes.system_changed()
    assert theme.current() is theme.LIGHT
    monkeypatch.setattr(themes, "system_is_dark", lambda: True)
    themed_window.chrome.themes.system_changed()
    assert theme.current() is theme.DARK
    themed_window.chrome.themes.choose("light")  # an explicit choice ignores the system
    themed_window.chrome.themes.system_changed()
    assert theme.current() is theme.LIGHT


def test_back_to_system_restores_the_platform_palette(themed_window):
    before = window_colour()
    themed_window.chrome.themes.choose("dark")
    assert window_colour() != before
    themed_window.chrome.themes.choose("system")
    assert window_colour() == before


def test_result_popup_is_rebuilt_in_the_new_colours(themed_window, qtbot, short_game):
    from viewer.replay.timeline import Step

    themed_window.show()
    assert themed_window.open_path(short_game)
    themed_window.session.go_to(Step(0, themed_window.session.timeline.step_count(0) - 1))
    qtbot.waitUntil(themed_window.chrome.popups.popup.isVisible)
    dark = themed_window.chrome.popups.popup.grab().toImage()
    themed_window.chrome.themes.choose("light")
    assert themed_window.chrome.popups.popup.isVisible()
    assert themed_window.chrome.popups.popup.grab().toImage() != dark


def test_round_list_score_colours_stay_readable_in_dark(themed_window, short_game):
    from PySide6.QtCore import Qt

    from viewer.app.window.round_list import FIRST_SEAT_COLUMN

    assert themed_window.open_path(short_game)
    model = themed_window.chrome.rounds.view.model()
    index = model.index(0, FIRST_SEAT_COLUMN)  # Aoi won the first round: a gain
    themed_window.chrome.themes.choose("light")
    on_light = model.data(index, Qt.ItemDataRole.ForegroundRole).color()
    themed_window.chrome.themes.choose("dark")
    on_dark = model.data(index, Qt.ItemDataRole.ForegroundRole).color()
    assert on_dark.lightness() > on_light.lightness() + 40
    assert on_dark.green() > on_dark.red()  # still the colour of a gain

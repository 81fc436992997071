"""View → Language: switching in place (menus, popups, status line), the system's language by
default, the choice remembered, and the learner's "Japanese terms beside"."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QMenu

from viewer.app.actions import Action
from viewer.app.window.main_window import MainWindow
from viewer.presentation import i18n
from viewer.replay.timeline import Step


def _labels(window: MainWindow) -> list[str]:
    assert window.chrome.popups.popup.panel is not None
    return [label.text() for label in window.chrome.popups.popup.panel.findChildren(QLabel)]


def _file_menu(window: MainWindow) -> str:
    menu = window.findChild(QMenu, "menu_file")
    assert menu is not None
    return menu.title()


def test_switching_language_rewords_menus_popup_and_status_line(short_window, qtbot) -> None:
    window = short_window
    window.session.go_to(Step(0, 23))  # Aoi's ron: the popup with its yaku
    assert window.chrome.popups.popup.isVisible()
    assert "Riichi" in _labels(window) and _file_menu(window) == "&File"
    assert window.status_line.event_label.text().startswith("Aoi wins by ron")

    window.chrome.language.choices["ja"].trigger()
    assert i18n.language() == "ja"
    assert _file_menu(window) == "ファイル(&F)"
    assert window.chrome.actions[Action.NEXT].text() == "次の手(&N)"
    labels = _labels(window)
    assert "立直" in labels and "Riichi" not in labels  # the popup was worded again
    assert "ロン和了" in window.status_line.event_label.text()
    assert window.rounds_dock.windowTitle() == "局の一覧"

    window.chrome.language.choices["ko"].trigger()
    labels = _labels(window)
    assert "리치" in labels and "立直" not in labels  # Korean: no Japanese beside by default
    assert _file_menu(window) == "파일(&F)"

    window.chrome.language.choices["en"].trigger()
    assert _file_menu(window) == "&File" and "Riichi" in _labels(window)


def test_board_words_follow_the_language(short_window) -> None:
    window = short_window
    window.session.go_to(Step(0, 23))

    def texts() -> list[str]:
        layout = window.board.board_layout()
        assert layout is not None
        return [label.text for label in layout.labels]

    assert "ロン Ron" in texts() and "East 1" in texts()
    window.chrome.language.choose("zh")
    assert "荣和" in texts() and "东1局" in texts()
    window.chrome.language.choose("ja")
    assert "ロン" in texts() and "東1局" in texts()


def test_japanese_beside_option(short_window) -> None:
    window = short_window
    window.chrome.language.choose("en")
    window.session.go_to(Step(0, 23))
    assert "立直" in _labels(window) and "Riichi" in _labels(window)  # the learner's default
    window.chrome.language.beside.trigger()  # off
    assert not i18n.japanese_beside()
    labels = _labels(window)
    assert "Riichi" in labels and "立直" not in labels
    window.chrome.language.beside.trigger()  # on again
    assert "立直" in _labels(window)


def test_the_system_language_is_followed_by_default(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr("viewer.app.window.language_menu.system_language", lambda: "zh")
    window = MainWindow(QSettings(str(tmp_path / "v.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.chrome.language.start()
    assert i18n.language() == "zh"
    assert window.chrome.language.choices["system"].isChecked()
    assert _file_menu(window) == "文件(&F)"


def test_the_choice_is_remembered(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr("viewer.app.window.language_menu.system_language", lambda: "en")
    path = str(tmp_path / "v.ini")
    first = MainWindow(QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(first)
    first.chrome.language.start()
    first.chrome.language.choices["ko"].trigger()
    first.chrome.language.beside.trigger()  # the learner's option, chosen
    first.close()
    i18n.install(None, "en", True)

    second = MainWindow(QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    second.chrome.language.start()
    assert i18n.language() == "ko" and i18n.japanese_beside()
    assert second.chrome.language.choices["ko"].isChecked()
    assert second.chrome.language.beside.isChecked()


def test_a_translator_installed_elsewhere_rewords_the_window(short_window, qtbot) -> None:
    """The LanguageChange path: any new translator (not only the menu's) rewrites the window."""
    from viewer.ui.translations import apply_language

    window = short_window
    window.session.go_to(Step(0, 23))
    apply_language("zh", japanese_beside=False)
    qtbot.waitUntil(lambda: _file_menu(window) == "文件(&F)")
    assert "立直" in _labels(window) and "荣和" in window.status_line.event_label.text()
    assert window.chrome.rounds.view.model().headerData(1, Qt.Orientation.Horizontal) == "结果"


def test_the_library_follows_the_language(short_window, tmp_path) -> None:
    window = short_window
    hook = window.chrome.library
    hook.db_path = tmp_path / "library.sqlite"
    file_menu = window.findChild(QMenu, "menu_file")
    assert hook.action in file_menu.actions()
    assert hook.show_library().windowTitle() == "Library — mjlog-viewer"
    hook.library.hide()
    window.chrome.language.choose("ja")
    assert hook.action.text() == "ライブラリ(&L)…"
    library = hook.show_library()
    assert library.windowTitle() == "ライブラリ — mjlog-viewer"  # built again, in Japanese
    assert library.model.headerData(0, Qt.Orientation.Horizontal) == "日付"
    library.close()

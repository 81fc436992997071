"""The window as composed parts: one language signal, one list of view toggles, and nothing but
the start-up importing the window's class."""

from __future__ import annotations

import ast
from dataclasses import fields
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMenu

from viewer.app.actions import ACTION_SPECS, Action
from viewer.app.parts import Context, Part
from viewer.app.window.main_window import MainWindow
from viewer.app.window.toggles import VIEW_TOGGLES
from viewer.presentation import BoardOptions
from viewer.ui.translations import apply_language

VIEWER = Path(__file__).resolve().parents[2] / "viewer"


def test_only_the_start_up_imports_the_window_class() -> None:
    """Parts reach the window through protocols (parts.py), never through MainWindow."""
    importers = []
    for path in VIEWER.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "viewer.app.window.main_window":
                importers.append(path.relative_to(VIEWER).as_posix())
    assert importers == ["app/main.py"]


def test_the_chrome_is_none_until_built(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(chrome=False)
    qtbot.addWidget(window)
    assert window.chrome is None
    chrome = window.build_chrome()
    assert window.chrome is chrome and window.build_chrome() is chrome  # built once


class _Counter(Part):
    """A part of a test's own: how often it was asked to reword itself."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.rewordings: list[str] = []

    def retranslate(self) -> None:
        from viewer.presentation import i18n

        self.rewordings.append(i18n.language())


def test_a_part_is_reworded_once_per_language_change(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    chrome = window.chrome
    context = Context(
        window=window, session=window.session, actions=chrome.actions, messages=window,
        docks=window, games=window, wording=window.wording, settings=None,
    )  # fmt: skip
    part = _Counter(context)
    chrome.language.choose("ko")
    assert part.rewordings == ["ko"]
    qtbot.wait(0)  # Qt's LanguageChange events of that switch: no second rewording
    assert part.rewordings == ["ko"]
    apply_language("ja", japanese_beside=None)  # a translator installed elsewhere
    qtbot.waitUntil(lambda: part.rewordings == ["ko", "ja"])
    chrome.language.choose("en")
    assert part.rewordings[-1] == "en"


def test_every_view_toggle_is_a_checkable_action_flipping_a_field_of_board_options() -> None:
    names = {field.name for field in fields(BoardOptions)}
    for toggle in VIEW_TOGGLES:
        assert toggle.option in names
        assert ACTION_SPECS[toggle.action].checkable
        assert toggle.default == getattr(BoardOptions(), toggle.option)
    checkable = {action for action, spec in ACTION_SPECS.items() if spec.checkable}
    # The rest are not view options: autoplay runs, the round list and the scores are docks, the
    # quiz a mode.
    assert checkable - {t.action for t in VIEW_TOGGLES} == {
        Action.AUTOPLAY, Action.SHOW_ROUNDS, Action.SHOW_SCORES, Action.QUIZ,
    }  # fmt: skip


def test_the_toggles_list_drives_menu_checks_and_settings(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "viewer.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    view = window.findChild(QMenu, "menu_view")
    for toggle in VIEW_TOGGLES:
        qaction = window.chrome.actions[toggle.action]
        review = window.findChild(QMenu, "menu_review")
        assert qaction in view.actions() or qaction in review.actions()
        assert qaction.isChecked() == toggle.default
        qaction.setEnabled(True)  # (the review overlay's waits for a review)
        qaction.trigger()
        assert getattr(window.session.options, toggle.option) is (not toggle.default)
    window.close()  # the remembered ones are saved
    again = MainWindow(settings)
    qtbot.addWidget(again)
    for toggle in VIEW_TOGGLES:
        flipped = getattr(again.session.options, toggle.option) != toggle.default
        assert flipped is (toggle.setting is not None), toggle
        assert again.chrome.actions[toggle.action].isChecked() == getattr(
            again.session.options, toggle.option
        )


def test_an_empty_window_offers_no_game_commands(window) -> None:  # type: ignore[no-untyped-def]
    """Each part enables its own actions: with no game, nothing to move, play, share or close."""
    actions = window.chrome.actions
    for action in (Action.NEXT, Action.AUTOPLAY, Action.EXPORT, Action.COPY_IMAGE, Action.DISMISS):
        assert not actions[action].isEnabled(), action
    for action in (Action.OPEN, Action.OPEN_REVIEW, Action.HELP):
        assert actions[action].isEnabled(), action

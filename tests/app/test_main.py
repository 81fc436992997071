"""Starting the window: first file or demo log, the CLI route, settings kept between runs."""

from __future__ import annotations

import gc
import signal

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

import viewer.app.main as app_main
from tests.qt_events import painted_after, turn_event_loop
from viewer.app.actions import Action
from viewer.app.window.main_window import MainWindow
from viewer.cli import main as cli_main


def test_open_initial_takes_the_first_file(window, short_game, tmp_path):
    other = tmp_path / "other.xml"
    other.write_bytes(short_game.read_bytes())
    assert app_main.open_initial(window, [str(short_game), str(other)])
    assert window.path == short_game


def test_open_initial_without_files_opens_the_demo(window, short_game, monkeypatch):
    monkeypatch.setattr(app_main, "demo_log_path", lambda: short_game)
    assert app_main.open_initial(window, [])
    assert window.session.has_game


def test_open_initial_without_a_demo_log_shows_a_hint(window, monkeypatch):
    def missing():
        raise FileNotFoundError("resource 'demo.mjlog' is missing")

    monkeypatch.setattr(app_main, "demo_log_path", missing)
    assert not app_main.open_initial(window, [])
    assert not window.session.has_game
    assert "Ctrl+O" in window.statusBar().currentMessage()
    assert window.chrome.popups.empty_hint.isVisible()
    assert not window.chrome.actions[Action.NEXT].isEnabled()  # nothing to step through


def test_cli_without_a_command_starts_the_window(monkeypatch):
    calls = []
    monkeypatch.setattr(
        app_main,
        "run",
        lambda files, new_window=False, review=None: calls.append((files, new_window, review)) or 0,
    )
    assert cli_main.main(["a.mjlog", "b.mjlog"]) == 0
    assert cli_main.main(["--new-window", "c.mjlog"]) == 0
    assert cli_main.main(["d.mjlog", "--review", "r.json"]) == 0
    assert calls == [
        (["a.mjlog", "b.mjlog"], False, None),
        (["c.mjlog"], True, None),
        (["d.mjlog"], False, "r.json"),
    ]
    assert gc.isenabled()  # start-up turns it off until the first paint, and always back on


def test_create_application_names_the_settings(qapp):
    assert app_main.create_application() is qapp
    assert qapp.applicationName() == "mjlog-viewer"
    assert qapp.organizationName() == "mjlog-viewer"


class _NoLoopApp:
    """Stands in for the QApplication in ``run``: its exec returns at once (a real exec plus
    quit() would leave the test process's event loops unusable for later tests)."""

    def __init__(self, app):
        self.app = app
        self.executed = False

    def exec(self):
        self.executed = True
        self.app.processEvents()
        return 0

    def __getattr__(self, name):
        return getattr(self.app, name)


def test_run_shows_the_window_with_the_file(qapp, short_game, tmp_path, monkeypatch):
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    fake = _NoLoopApp(qapp)
    monkeypatch.setattr(app_main, "create_application", lambda: fake)
    monkeypatch.setattr(app_main, "quit_on_ctrl_c", lambda window: None)  # keep pytest's Ctrl+C
    before = set(QApplication.topLevelWidgets())
    assert app_main.run([str(short_game)]) == 0
    assert fake.executed
    (window,) = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before
    ]
    assert window.isVisible()
    assert "short_game.xml" in window.windowTitle()
    window.close()
    window.deleteLater()


def test_settings_keep_view_options_and_speed(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "viewer.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.session.update_options(mark_dora=True, open_hands=False)
    first.autoplay.set_speed(6)
    first.close()
    second = MainWindow(QSettings(str(tmp_path / "viewer.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    assert second.session.options.mark_dora is True
    assert second.session.options.open_hands is False
    assert second.autoplay.speed == 6


def test_ctrl_c_closes_the_window(window):
    previous = signal.getsignal(signal.SIGINT)
    try:
        app_main.quit_on_ctrl_c(window)
        handler = signal.getsignal(signal.SIGINT)
        assert handler is not previous
        handler(signal.SIGINT, None)
        assert not window.isVisible()
    finally:
        signal.signal(signal.SIGINT, previous)


def test_work_waits_for_the_first_paint(qtbot) -> None:
    from PySide6.QtWidgets import QLabel

    from viewer.app.startup_marker import after_first_paint

    label = QLabel("board")
    qtbot.addWidget(label)
    done: list[str] = []
    after_first_paint(label, lambda: done.append("listen"))
    after_first_paint(label, lambda: done.append("library"))
    other = QLabel("another widget")
    qtbot.addWidget(other)
    with painted_after(qtbot, other):  # the event loop has painted (another widget) ...
        other.show()
    turn_event_loop(qtbot)  # ... and run what a paint would have set off
    assert done == []  # not shown, not painted
    label.show()
    qtbot.waitUntil(lambda: done == ["listen", "library"], timeout=3000)
    after_first_paint(label, lambda: done.append("late"))  # after the paint: at once
    assert done == ["listen", "library", "late"]

"""Opening logs the way desktop users do, against the real MainWindow: drops, the list keys,
recent files and the place in them, &tw=N names, Tenhou links, macOS file-open events and a
second launch handing its file over."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6 import QtWidgets
from PySide6.QtCore import QCoreApplication, QMimeData, QPoint, QSettings, Qt, QTimer, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import QApplication, QInputDialog

import viewer.app.main as app_main
from viewer.app.actions import Action
from viewer.app.startup_marker import after_first_paint
from viewer.app.window.main_window import MainWindow
from viewer.replay.timeline import Step
from viewer.sources import tenhou

DATA = Path(__file__).resolve().parent.parent / "data"
SHORT_GAME = DATA / "short_game.xml"
REPO = DATA.parent.parent
ID = "2016052515gm-00a9-0000-c4d72066"


@pytest.fixture
def errors(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(MainWindow, "show_error", lambda self, text: shown.append(text))
    return shown


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    return tmp_path / "settings" / "viewer.ini"


def _window(qtbot, settings_file: Path) -> MainWindow:
    window = MainWindow(QSettings(str(settings_file), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def win(qtbot, settings_file: Path, errors: list[str]) -> Iterator[MainWindow]:
    window = _window(qtbot, settings_file)
    yield window
    window.close()


def _copies(folder: Path, *names: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        shutil.copyfile(SHORT_GAME, folder / name)
    return [folder / name for name in names]


def _mime(*paths: Path | str) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl(p) if isinstance(p, str) else QUrl.fromLocalFile(str(p)) for p in paths])
    return mime


def _drag_enter(window: MainWindow, mime: QMimeData) -> bool:
    event = QDragEnterEvent(
        QPoint(50, 50), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    event.setAccepted(False)
    window.chrome.drops.eventFilter(window, event)  # the window's drops part sees its drags
    return event.isAccepted()


def _drop(window: MainWindow, mime: QMimeData) -> bool:
    event = QDropEvent(
        QPoint(50, 50).toPointF(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    event.setAccepted(False)
    # Called directly: QApplication delivers a Drop only to the target of a real drag.
    window.chrome.drops.eventFilter(window, event)
    return event.isAccepted()


def test_drag_enter_takes_local_logs_and_folders_only(win: MainWindow, tmp_path: Path) -> None:
    (log,) = _copies(tmp_path, "a.mjlog")
    notes = tmp_path / "notes.txt"
    notes.write_text("x")
    assert win.acceptDrops()
    assert _drag_enter(win, _mime(log))
    assert _drag_enter(win, _mime(tmp_path))
    assert not _drag_enter(win, _mime(notes))
    assert not _drag_enter(win, _mime(f"https://tenhou.net/0/?log={ID}"))


def test_drop_opens_after_the_drop_returns(
    qtbot, win: MainWindow, tmp_path: Path, errors: list[str]
) -> None:
    a, b, c = _copies(tmp_path, "a.xml", "b&tw=2.mjlog", "c.mjlog")
    assert _drop(win, _mime(a, b))
    assert win.path is None  # the drop itself returns before anything is read
    qtbot.waitUntil(lambda: win.path == a, timeout=3000)
    assert "(1/2)" in win.windowTitle()
    win.chrome.actions[Action.NEXT_LOG].trigger()
    assert win.path == b
    assert win.session.options.viewpoint == 2  # the name says &tw=2
    assert "(2/2)" in win.windowTitle()
    win.chrome.actions[Action.NEXT_LOG].trigger()
    assert win.path == b  # the dropped list ends here (c was not dropped)
    assert "last log" in win.statusBar().currentMessage()
    win.chrome.actions[Action.PREVIOUS_LOG].trigger()
    assert win.path == a
    assert errors == [] and c.exists()


def test_ctrl_page_down_walks_a_dropped_folder(qtbot, win: MainWindow, tmp_path: Path) -> None:
    logs = _copies(tmp_path / "games", "g01.mjlog", "g02.mjlog", "g10.mjlog")
    assert _drop(win, _mime(tmp_path / "games"))
    qtbot.waitUntil(lambda: win.path == logs[0], timeout=3000)
    win.activateWindow()
    win.board.setFocus()
    qtbot.keyClick(win.board, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert win.path == logs[1]
    qtbot.keyClick(win.board, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert win.path == logs[2]
    qtbot.keyClick(win.board, Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    assert win.path == logs[1]


def test_next_log_without_a_list_uses_the_folder(win: MainWindow, tmp_path: Path) -> None:
    a, b = _copies(tmp_path, "2022060222gm-0001-0000-f47dd061.mjlog", "zz.xml")
    (tmp_path / "readme.txt").write_text("x")
    assert win.open_path(a)
    win.chrome.actions[Action.NEXT_LOG].trigger()
    assert win.path == b


def test_unreadable_drop_keeps_the_game_and_says_so_once(
    qtbot, win: MainWindow, tmp_path: Path, errors: list[str]
) -> None:
    (good,) = _copies(tmp_path, "good.mjlog")
    bad = tmp_path / "bad.mjlog"
    bad.write_bytes(b"<html>not a log</html>")
    assert win.open_path(good)
    win.session.go_to(Step(1, 3))
    assert _drop(win, _mime(bad))
    qtbot.waitUntil(lambda: bool(errors), timeout=3000)
    assert len(errors) == 1 and "bad.mjlog" in errors[0]
    assert win.path == good and win.session.step == Step(1, 3)


def test_recent_files_come_back_where_they_were_left(
    qtbot, settings_file: Path, tmp_path: Path, errors: list[str]
) -> None:
    a, b = _copies(tmp_path, "a.mjlog", "b.mjlog")
    first = _window(qtbot, settings_file)
    assert first.open_path(a)
    first.session.go_to(Step(1, 4))
    first.session.rotate_viewpoint()
    first.session.rotate_viewpoint()
    assert first.open_path(b)
    assert first.session.step == Step(0, 0)
    assert first.session.options.viewpoint == 0  # a new file starts at seat 0
    assert first.open_path(a)
    assert first.session.step == Step(1, 4)
    assert first.session.options.viewpoint == 2
    first.session.go_to(Step(2, 1))
    first.close()

    second = _window(qtbot, settings_file)  # a new run reads the same settings file
    second.chrome.menus.recent_menu.aboutToShow.emit()
    entries = [act for act in second.chrome.menus.recent_menu.actions() if act.data()]
    assert [Path(act.data()).name for act in entries] == ["a.mjlog", "b.mjlog"]
    entries[0].trigger()
    assert second.path == a
    assert second.session.step == Step(2, 1)
    assert second.session.options.viewpoint == 2
    # A seat asked for explicitly (&tw=N, a link) wins over the remembered one.
    assert second.open_path(a, seat=1)
    assert second.session.options.viewpoint == 1 and second.session.step == Step(2, 1)
    second.close()
    assert errors == []


def test_file_open_event_goes_to_the_window(
    qapp, win: MainWindow, tmp_path: Path, errors: list[str]
) -> None:
    (log,) = _copies(tmp_path, "finder&tw=3.mjlog")
    app_main.connect_window(qapp, win, listen=False)
    QCoreApplication.postEvent(qapp, QFileOpenEvent(str(log)))
    QCoreApplication.processEvents()
    assert win.path == log
    assert win.session.options.viewpoint == 3
    assert errors == []


class _LogServer:
    """tenhou.net on 127.0.0.1: the log endpoint answers one id, 404 for the others."""

    def __init__(self) -> None:
        body = SHORT_GAME.read_bytes()

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                if self.path == f"/0/log/?{ID}":
                    self.send_response(200)
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                else:
                    self.send_error(404)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


@pytest.fixture
def log_server(monkeypatch, tmp_path: Path) -> Iterator[_LogServer]:
    server = _LogServer()
    monkeypatch.setenv(tenhou.BASE_ENV, server.base)
    monkeypatch.setenv(tenhou.CACHE_ENV, str(tmp_path / "cache"))
    yield server
    server.server.shutdown()
    server.server.server_close()


def test_tenhou_link_downloads_then_opens_at_its_seat(
    qtbot, qapp, log_server: _LogServer, tmp_path: Path, settings_file: Path, errors: list[str]
) -> None:
    window = _window(qtbot, settings_file)  # made after the cache override is in place
    window.opening.prompt_tenhou = lambda: f"https://tenhou.net/3/?log={ID}&tw=2&ts=1"
    window.chrome.actions[Action.OPEN_TENHOU].trigger()
    cached = tmp_path / "cache" / f"{ID}.mjlog"
    qtbot.waitUntil(lambda: window.path == cached, timeout=5000)
    assert window.session.options.viewpoint == 2
    assert errors == []
    # Offline later: the cached copy opens without the server.
    log_server.server.shutdown()
    (other,) = _copies(tmp_path, "other.mjlog")
    assert window.open_path(other)
    assert window.opening.open_targets([ID])
    assert window.path == cached
    window.close()


def test_failed_download_keeps_the_game(
    qtbot, log_server: _LogServer, tmp_path: Path, settings_file: Path, errors: list[str]
) -> None:
    window = _window(qtbot, settings_file)
    (game,) = _copies(tmp_path, "game.mjlog")
    assert window.open_path(game)
    assert window.opening.open_targets(["2016052515gm-00a9-0000-00000000"])
    qtbot.waitUntil(lambda: bool(errors), timeout=5000)
    assert errors == [
        "Tenhou has no log 2016052515gm-00a9-0000-00000000 "
        "(a game still being played is not available yet)"
    ]
    assert window.path == game
    window.close()


def test_second_launch_hands_its_file_to_this_window(
    qtbot, qapp, win: MainWindow, tmp_path: Path, errors: list[str]
) -> None:
    """This process plays the running viewer; a real `python -m viewer FILE` is the second."""
    server = app_main.connect_window(qapp, win, listen=True)
    assert server is not None
    (log,) = _copies(tmp_path, "handed&tw=1.mjlog")
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    second = subprocess.Popen(
        [sys.executable, "-m", "viewer", log.name],
        cwd=tmp_path,  # a relative name: the running window must get it made absolute
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=30000)
    finally:
        if second.poll() is None:
            second.kill()
        _, err = second.communicate()  # reads and closes the pipes
    assert second.returncode == 0, err
    qtbot.waitUntil(lambda: win.path == log, timeout=3000)
    assert win.session.options.viewpoint == 1
    assert errors == []
    # With --new-window the launch does not hand over: it would open its own window, so only
    # check that the flag reaches run().
    server.close()


def test_new_window_neither_hands_over_nor_listens(
    qtbot, qapp, monkeypatch, tmp_path: Path
) -> None:
    class NoLoop:
        def __init__(self) -> None:
            self.app = qapp

        def exec(self) -> int:
            return 0

        def __getattr__(self, name: str) -> object:
            return getattr(qapp, name)

    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    handed: list[list[str]] = []
    listened: list[bool] = []
    monkeypatch.setattr(app_main, "create_application", NoLoop)
    monkeypatch.setattr(app_main, "send_to_running", lambda files: handed.append(files) or False)
    monkeypatch.setattr(app_main, "listen_for_launches", lambda window: listened.append(True))
    (log,) = _copies(tmp_path, "a.mjlog")
    before = set(QApplication.topLevelWidgets())
    assert app_main.run([str(log)], new_window=True) == 0
    (window,) = [
        w for w in set(QApplication.topLevelWidgets()) - before if isinstance(w, MainWindow)
    ]
    painted: list[bool] = []
    # Work after the first paint runs in the order it was asked for: this comes after any
    # listening run() asked for.
    after_first_paint(window.board, lambda: painted.append(True))
    qtbot.waitUntil(lambda: painted == [True], timeout=5000)
    assert listened == []  # its first paint has passed: nothing listens
    assert app_main.run([str(log)]) == 0
    assert listened == []  # the listening waits for the first paint ...
    qtbot.waitUntil(lambda: listened == [True], timeout=5000)  # ... and then starts
    assert handed == [[str(log)]]  # only the second run asked a running viewer first
    for widget in set(QApplication.topLevelWidgets()) - before:
        widget.close()
        widget.deleteLater()


def test_second_launch_with_a_running_viewer_exits_at_once(qapp, monkeypatch) -> None:
    monkeypatch.setattr(app_main, "create_application", lambda: qapp)
    monkeypatch.setattr(app_main, "send_to_running", lambda files: True)
    before = set(QApplication.topLevelWidgets())
    assert app_main.run(["x.mjlog"]) == 0
    assert set(QApplication.topLevelWidgets()) == before  # no window of its own


def test_application_icon_and_desktop_name(qapp) -> None:
    app_main.create_application()
    assert not qapp.windowIcon().isNull()
    assert qapp.desktopFileName() == "mjlog-viewer"


@pytest.mark.parametrize(
    ("clipboard", "offered"),
    [
        (f"https://tenhou.net/4/?log={ID}&tw=1&ts=3", f"https://tenhou.net/4/?log={ID}&tw=1&ts=3"),
        ("some other text", ""),
    ],
)
def test_tenhou_prompt_offers_a_link_from_the_clipboard(
    qtbot, win: MainWindow, clipboard: str, offered: str
) -> None:
    QApplication.clipboard().setText(clipboard)
    seen: list[str] = []

    def answer() -> None:
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QInputDialog)]
        visible = [d for d in dialogs if d.isVisible()]
        if visible:
            seen.append(visible[0].textValue())
            visible[0].reject()  # cancelled: nothing is opened
        else:
            QTimer.singleShot(20, answer)

    QTimer.singleShot(20, answer)
    assert win.opening.prompt_tenhou() == ""
    assert seen == [offered]


def test_two_real_viewers_share_one_window(tmp_path: Path) -> None:
    """`python -m viewer A` runs; `python -m viewer B` hands B over and exits; the first viewer
    opens B (seen in its recent-files list, which it writes to its settings file)."""
    a, b = _copies(tmp_path / "logs", "first.mjlog", "second.mjlog")
    config = tmp_path / "config"
    env = dict(
        os.environ,
        PYTHONPATH=str(REPO),
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(config),
        HOME=str(tmp_path),  # QSettings and the instance name never touch the real ones
    )
    settings = config / "mjlog-viewer" / "mjlog-viewer.conf"

    def recent() -> str:
        return settings.read_text(encoding="utf-8") if settings.exists() else ""

    def wait_for(condition, seconds: float) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if condition():
                return True
            time.sleep(0.1)
        return False

    first = subprocess.Popen(
        [sys.executable, "-m", "viewer", str(a)], env=env, stderr=subprocess.PIPE
    )
    try:
        assert wait_for(lambda: "first.mjlog" in recent(), 30), "the first viewer did not start"
        second = subprocess.run(
            [sys.executable, "-m", "viewer", str(b)], env=env, timeout=30, capture_output=True
        )
        assert second.returncode == 0, second.stderr
        assert wait_for(lambda: "second.mjlog" in recent(), 10), recent()
        assert first.poll() is None  # still running: one window for both files
    finally:
        first.kill()
        first.communicate(timeout=10)  # waits, and closes the stderr pipe


def test_file_open_dialog_takes_the_seat_of_a_tw_name(
    win: MainWindow, tmp_path: Path, monkeypatch, errors: list[str]
) -> None:

    (log,) = _copies(tmp_path, "dialog&tw=2.mjlog")
    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName", lambda *args: (str(log), ""))
    win.chrome.actions[Action.OPEN].trigger()
    assert win.path == log and errors == []
    assert win.session.options.viewpoint == 2
    layout = win.board.board_layout()
    assert layout is not None and layout.positions[2] == 0  # seat 2 is drawn at the bottom


def test_every_route_goes_through_the_one_open_function(
    win: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    """The demo, File > Open, recent files and the command line all call Opening.open_file."""
    calls: list[Path] = []
    real = type(win.opening).open_file

    def recording(self, path, seat=None):  # type: ignore[no-untyped-def]
        calls.append(Path(path))
        return real(self, path, seat)

    monkeypatch.setattr(type(win.opening), "open_file", recording)
    a, b = _copies(tmp_path, "a.mjlog", "b.mjlog")
    assert app_main.open_initial(win, [])  # the demo log
    assert app_main.open_initial(win, [str(a)])

    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName", lambda *_: (str(b), ""))
    win.chrome.actions[Action.OPEN].trigger()
    assert win.opening.open_recent(str(a))
    assert calls[1:] == [a, b, a] and calls[0].name.endswith((".mjlog", ".xml", ".gz"))
    assert win.path == a

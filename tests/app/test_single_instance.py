"""A second launch hands its files to the running viewer over a per-user local socket."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtNetwork import QLocalServer, QLocalSocket

from viewer.app.single_instance import (
    NAME_ENV,
    InstanceServer,
    absolute_targets,
    may_be_running,
    send_to_running,
    server_name,
)

REPO = Path(__file__).resolve().parent.parent.parent


@pytest.fixture
def name(monkeypatch: pytest.MonkeyPatch) -> str:
    unique = f"mjlog-viewer-test-{uuid.uuid4().hex[:12]}"
    monkeypatch.setenv(NAME_ENV, unique)
    return unique


def test_name_is_per_user(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(NAME_ENV, raising=False)
    mine = server_name()
    assert mine.startswith("mjlog-viewer-") and mine == server_name()
    monkeypatch.setenv("USER", "somebody-else")
    monkeypatch.setenv("LOGNAME", "somebody-else")
    assert server_name() != mine


def test_relative_files_become_absolute(tmp_path: Path) -> None:
    (tmp_path / "a.mjlog").write_text("x")
    link = "https://tenhou.net/0/?log=2016052515gm-00a9-0000-c4d72066&tw=1"
    assert absolute_targets(["a.mjlog", link, "missing.mjlog"], cwd=str(tmp_path)) == [
        str(tmp_path / "a.mjlog"),
        link,
        "missing.mjlog",
    ]


def test_nobody_listening(qapp, name: str) -> None:
    assert not send_to_running(["x.mjlog"])


@pytest.mark.skipif(sys.platform == "win32", reason="named pipes leave no file to look for")
def test_a_launch_sees_without_a_socket_whether_a_viewer_may_listen(qapp, name: str) -> None:
    assert not may_be_running()  # the cheap check: start-up then skips QtNetwork
    server = InstanceServer()
    assert server.listen()
    try:
        assert may_be_running()
    finally:
        server.close()
    assert not may_be_running()


def test_hand_over_in_process(qtbot, name: str, tmp_path: Path) -> None:
    server = InstanceServer()
    assert server.listen()
    received: list[list[str]] = []
    server.targets_received.connect(received.append)
    # An asynchronous client: the blocking send_to_running would hold the GIL in waitFor*,
    # so the real thing is tested from another process below.
    socket = QLocalSocket()
    socket.connectToServer(name)
    assert socket.waitForConnected(1000)
    socket.write(b'{"open": ["/logs/a.mjlog", "2016052515gm-00a9-0000-c4d72066"]}\n')
    socket.flush()
    qtbot.waitUntil(lambda: socket.bytesAvailable() >= 3, timeout=5000)
    assert bytes(socket.readAll().data()) == b"ok\n"
    assert received == [["/logs/a.mjlog", "2016052515gm-00a9-0000-c4d72066"]]
    # A second instance cannot take the name while the first one listens.
    assert not InstanceServer().listen()
    server.close()


def test_garbage_is_refused(qtbot, name: str) -> None:
    server = InstanceServer()
    assert server.listen()
    received: list[list[str]] = []
    server.targets_received.connect(received.append)
    socket = QLocalSocket()
    socket.connectToServer(name)
    assert socket.waitForConnected(1000)
    socket.write(b'{"open": "not a list"}\n')
    socket.flush()
    qtbot.waitUntil(lambda: socket.state() == QLocalSocket.LocalSocketState.UnconnectedState)
    assert received == []
    server.close()


@pytest.mark.skipif(sys.platform == "win32", reason="stale socket files are a Unix matter")
def test_stale_socket_of_a_crashed_viewer_is_replaced(qapp, name: str) -> None:
    crashed = QLocalServer()
    assert crashed.listen(name)
    socket_file = crashed.fullServerName()
    # Simulate a crash: the socket file stays, nobody accepts connections on it.
    crashed.close()
    Path(socket_file).touch()
    server = InstanceServer()
    assert server.listen()
    server.close()


def test_hand_over_from_another_process(qtbot, name: str, tmp_path: Path) -> None:
    server = InstanceServer()
    assert server.listen()
    received: list[list[str]] = []
    server.targets_received.connect(received.append)
    (tmp_path / "game.mjlog").write_text("x")
    code = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from viewer.app.single_instance import send_to_running\n"
        "app = QCoreApplication([])\n"
        "sys.exit(0 if send_to_running(['game.mjlog']) else 3)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(REPO))
    process = subprocess.Popen([sys.executable, "-c", code], cwd=tmp_path, env=env)
    try:
        qtbot.waitUntil(lambda: process.poll() is not None, timeout=20000)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0
    assert received == [[str(tmp_path / "game.mjlog")]]
    server.close()

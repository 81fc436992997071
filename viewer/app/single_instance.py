"""One window per user: a second launch hands its files to the running viewer and exits.

Double-clicking logs in a file manager starts the program once per click. Instead of a pile of
windows, the first instance listens on a per-user local socket (a Unix socket in the temp
folder, a named pipe on Windows); later launches connect, send their arguments as one JSON line,
wait for ``ok`` and quit. ``--new-window`` skips all of this.
"""

from __future__ import annotations

import getpass
import json
import os
import sys
import zlib
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QDir, QObject, Signal

NAME_ENV = "MJLOG_VIEWER_INSTANCE_NAME"
CONNECT_MS = 500
ANSWER_MS = 3000
MAX_MESSAGE_BYTES = 1024 * 1024
ACK = b"ok\n"


def server_name() -> str:
    """Per user (and per home folder), so two people on one machine never share a window."""
    override = os.environ.get(NAME_ENV)
    if override:
        return override
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = "user"
    # Two zlib checksums, not hashlib: a launch that may hand its files over computes this before
    # any window, and hashlib loads OpenSSL (~3.5 MiB resident). The name needs no secrecy (the
    # socket is the user's own, UserAccessOption), only to differ between users and homes.
    data = f"{user}\0{Path.home()}".encode()
    digest = f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"
    return f"mjlog-viewer-{digest}"


def absolute_targets(targets: Sequence[str], cwd: str | None = None) -> list[str]:
    """Relative file names mean nothing to another process: make them absolute (links stay)."""
    base = Path(cwd or os.getcwd())
    result = []
    for target in targets:
        candidate = base / target  # an absolute target stays itself
        result.append(str(candidate) if candidate.exists() else target)
    return result


def may_be_running(name: str | None = None) -> bool:
    """False only when no viewer can be listening: on Unix a listening viewer has its socket
    file in Qt's temporary folder, so a launch with none there skips the socket (and QtNetwork).
    A file left by a crashed viewer says True; the connection attempt then finds nobody."""
    if sys.platform == "win32":  # named pipes: only a connection attempt can tell
        return True
    name = name or server_name()
    return os.path.exists(name if name.startswith("/") else os.path.join(QDir.tempPath(), name))


def send_to_running(targets: Sequence[str], name: str | None = None) -> bool:
    """Give ``targets`` to a running viewer; True when it took them (this launch can exit)."""
    from PySide6.QtNetwork import QLocalSocket  # only when a viewer may be there to answer

    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(CONNECT_MS):
        return False
    message = json.dumps({"open": absolute_targets(targets)}).encode() + b"\n"
    socket.write(message)
    if not socket.waitForBytesWritten(ANSWER_MS):
        socket.abort()
        return False
    answer = b""
    while not answer.endswith(b"\n") and socket.waitForReadyRead(ANSWER_MS):
        answer += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    return answer == ACK


class InstanceServer(QObject):
    """Listens for later launches; ``targets_received`` carries their files (maybe none)."""

    targets_received = Signal(list)

    def __init__(self, parent: QObject | None = None) -> None:
        from PySide6.QtNetwork import QLocalServer  # made after the first paint (see main.run)

        super().__init__(parent)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        self._buffers: dict[int, bytes] = {}

    def listen(self, name: str | None = None) -> bool:
        """Start listening unless another viewer answers on the name.

        The probe comes first: with UserAccessOption, Qt on Unix renames its socket into place
        and would silently take the name from a running viewer. A socket file left behind by a
        crashed viewer answers nobody and is removed.
        """
        from PySide6.QtNetwork import QLocalServer, QLocalSocket

        name = name or server_name()
        probe = QLocalSocket()
        probe.connectToServer(name)
        if probe.waitForConnected(CONNECT_MS):
            probe.abort()
            return False
        QLocalServer.removeServer(name)
        return self.server.listen(name)

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            # No Python closures over the socket: it may die with the server at shutdown.
            socket.readyRead.connect(self._read)
            socket.disconnected.connect(socket.deleteLater)

    def _read(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        socket = self.sender()
        if not isinstance(socket, QLocalSocket):
            return
        key = id(socket)
        data = self._buffers.pop(key, b"") + bytes(socket.readAll().data())
        if len(data) > MAX_MESSAGE_BYTES:
            socket.abort()
            return
        if not data.endswith(b"\n"):
            self._buffers[key] = data
            return
        try:
            message = json.loads(data)
            targets = message["open"]
            if not isinstance(targets, list) or not all(isinstance(t, str) for t in targets):
                raise ValueError
        except (ValueError, KeyError, TypeError):
            socket.abort()
            return
        socket.write(ACK)
        socket.flush()
        self.targets_received.emit(targets)

"""The reader opens the file it is given and nothing else: no entity, DTD, XInclude or URL.

Two kinds of witness, because libxml2 opens files and sockets in C, out of sight of Python:
- Python audit hooks (``sys.addaudithook``) see every ``open`` and socket call made from Python;
- traps see C-level access: a secret file whose text must never show up, a FIFO that would block
  any reader forever (the parse runs in a thread with a timeout), and a TCP listener on
  127.0.0.1 that must receive no connection.
Every hostile document is tried as UTF-8 and as UTF-16 (which a byte-pattern check cannot read).
"""

from __future__ import annotations

import os
import socket
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import pytest

from tests.hostile.hostile_helpers import small_game
from viewer.formats.mjlog import MjlogError
from viewer.replay import load_game, load_game_bytes

SECRET = "SECRET-d41d8cd98f00"
_events: list[tuple[str, tuple[object, ...]]] = []
_recording = threading.Event()


def _hook(event: str, args: tuple[object, ...]) -> None:
    if _recording.is_set() and (event == "open" or event.startswith(("socket.", "urllib."))):
        _events.append((event, args))


sys.addaudithook(_hook)  # hooks cannot be removed: this one records only inside recording()


class Trap(NamedTuple):
    secret: Path
    fifo: Path
    url: str
    connections: list[object]


@pytest.fixture
def trap(tmp_path: Path) -> Iterator[Trap]:
    if not hasattr(os, "mkfifo"):
        pytest.skip("needs a FIFO")
    secret = tmp_path / "secret.txt"
    secret.write_text(f'<GO type="{SECRET}"/>')  # would surface in an error message if read
    fifo = tmp_path / "trap.dtd"
    os.mkfifo(fifo)
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(0.05)
    connections: list[object] = []
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                connection, _ = server.accept()
            except OSError:
                continue
            connections.append(connection)
            connection.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    port = server.getsockname()[1]
    yield Trap(secret, fifo, f"http://127.0.0.1:{port}/trap", connections)
    stop.set()
    thread.join(2)
    server.close()


def hostile_documents(trap: Trap) -> dict[str, str]:
    log = small_game().decode()
    body = log.split("\n", 1)[1]  # the children and the closing tag
    secret, fifo, url = trap.secret.as_uri(), trap.fifo.as_uri(), trap.url
    return {
        "external entity (file)": f'<!DOCTYPE mjloggm [<!ENTITY x SYSTEM "{secret}">]>\n'
        f'<mjloggm ver="2.3">&x;{body}',
        "external entity (fifo)": f'<!DOCTYPE mjloggm [<!ENTITY x SYSTEM "{fifo}">]>\n'
        f'<mjloggm ver="2.3">&x;{body}',
        "external entity (http)": f'<!DOCTYPE mjloggm [<!ENTITY x SYSTEM "{url}">]>\n'
        f'<mjloggm ver="2.3">&x;{body}',
        "parameter entity (http)": f'<!DOCTYPE mjloggm [<!ENTITY % p SYSTEM "{url}"> %p;]>\n{log}',
        "external DTD (fifo)": f'<!DOCTYPE mjloggm SYSTEM "{fifo}">\n{log}',
        "external DTD (http)": f'<!DOCTYPE mjloggm PUBLIC "-//X//DTD X//EN" "{url}">\n{log}',
        "xinclude (file)": '<mjloggm ver="2.3" xmlns:xi="http://www.w3.org/2001/XInclude">'
        f'<xi:include href="{secret}" parse="text"/>{body}',
        "xinclude (http)": '<mjloggm ver="2.3" xmlns:xi="http://www.w3.org/2001/XInclude">'
        f'<xi:include href="{url}"/>{body}',
        "stylesheet": f'<?xml-stylesheet type="text/xsl" href="{url}"?>\n{log}',
        "schema location": '<mjloggm ver="2.3" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        f'xsi:noNamespaceSchemaLocation="{url}">{body}',
    }


def load_in_thread(data: bytes, trap: Trap) -> object:
    """load_game_bytes(data), failing (not hanging) if anything opened the FIFO."""
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(load_game_bytes(data, "hostile.mjlog"))
        except MjlogError as exc:
            outcome.append(exc)
        except Exception as exc:  # reported below: anything else is a bug too
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    _events.clear()
    _recording.set()
    try:
        thread.start()
        thread.join(10)
    finally:
        _recording.clear()
    if thread.is_alive():
        with open(trap.fifo, "wb"):  # release the blocked reader, then fail
            pass
        thread.join(5)
        pytest.fail("the reader opened the FIFO named in the document")
    assert len(outcome) == 1
    return outcome[0]


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
@pytest.mark.parametrize(
    "case",
    [
        "external entity (file)",
        "external entity (fifo)",
        "external entity (http)",
        "parameter entity (http)",
        "external DTD (fifo)",
        "external DTD (http)",
        "xinclude (file)",
        "xinclude (http)",
        "stylesheet",
        "schema location",
    ],
)
def test_nothing_else_is_opened_or_connected(trap: Trap, case: str, encoding: str) -> None:
    data = hostile_documents(trap)[case].encode(encoding)
    outcome = load_in_thread(data, trap)
    assert not isinstance(outcome, Exception) or isinstance(outcome, MjlogError), outcome
    assert _events == [], _events
    assert trap.connections == []
    seen = str(outcome)
    if not isinstance(outcome, MjlogError):
        seen += repr(outcome.record) + repr(outcome.warnings)  # type: ignore[attr-defined]
    assert SECRET not in seen


def test_documents_with_a_doctype_are_refused(trap: Trap) -> None:
    for case, text in hostile_documents(trap).items():
        if "<!DOCTYPE" in text:
            for encoding in ("utf-8", "utf-16"):
                outcome = load_in_thread(text.encode(encoding), trap)
                assert isinstance(outcome, MjlogError), case
                assert "DOCTYPE or entity declaration" in str(outcome), (case, str(outcome))


def test_load_game_opens_only_the_file_asked_for(tmp_path: Path) -> None:
    path = tmp_path / "game.mjlog"
    path.write_bytes(small_game())
    _events.clear()
    _recording.set()
    try:
        load_game(path)
    finally:
        _recording.clear()
    opened = [str(args[0]) for event, args in _events if event == "open"]
    # Python may read its own sources (linecache for a warning); that is not the reader's doing.
    assert [p for p in opened if not p.endswith((".py", ".pyc"))] == [str(path)]
    assert not [e for e, _ in _events if e != "open"]

"""Tenhou links and ids, and downloading logs from a local stand-in for tenhou.net."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from viewer.sources import tenhou
from viewer.sources.tenhou import (
    TenhouError,
    TenhouRef,
    cached_path,
    fetch_log,
    parse_tenhou_ref,
    tenhou_base,
)

DATA = Path(__file__).resolve().parent.parent / "data"
ID = "2016052515gm-00a9-0000-c4d72066"
XID = "2012060420gm-0009-7447-x8c6b0a7b1d6f"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (ID, TenhouRef(ID, None)),
        (f"  {ID}\n", TenhouRef(ID, None)),
        (f"{ID}&tw=2", TenhouRef(ID, 2)),
        (f"{ID}&ts=3&tw=1", TenhouRef(ID, 1)),
        (f"https://tenhou.net/0/?log={ID}&tw=2", TenhouRef(ID, 2)),
        (f"http://tenhou.net/0/?log={ID}&tw=0", TenhouRef(ID, 0)),
        (f"https://tenhou.net/3/?log={ID}&tw=1", TenhouRef(ID, 1)),
        (f"http://tenhou.net/4/?log={ID}&tw=3&ts=5", TenhouRef(ID, 3)),
        (f"https://tenhou.net/5/?log={ID}", TenhouRef(ID, None)),
        (f"https://tenhou.net/6/?log={ID}&tw=2", TenhouRef(ID, 2)),
        (f"https://tenhou.net/0/?log={ID}&ts=2&tw=1", TenhouRef(ID, 1)),
        (f"https://tenhou.net/0/index.html?log={ID}&tw=1", TenhouRef(ID, 1)),
        (f"https://tenhou.net/6/#log={ID}&tw=3", TenhouRef(ID, 3)),
        (f"https://www.tenhou.net/0/?log={ID}&tw=2", TenhouRef(ID, 2)),
        (f"tenhou.net/0/?log={ID}&tw=2", TenhouRef(ID, 2)),
        (f"HTTPS://tenhou.net/0/?log={ID}", TenhouRef(ID, None)),
        (f"https://tenhou.net/0/log/?{ID}", TenhouRef(ID, None)),
        (f"http://tenhou.net/0/?log={XID}&tw=0", TenhouRef(XID, 0)),
        (f"https://tenhou.net/0/?log={ID}&tw=4", TenhouRef(ID, None)),
        (f"https://tenhou.net/0/?log={ID}&tw=x", TenhouRef(ID, None)),
        # Not Tenhou logs, or not safe to follow:
        ("hello", None),
        ("", None),
        (f"https://evil.example/0/?log={ID}", None),
        (f"https://tenhou.net.evil.example/0/?log={ID}", None),
        (f"ftp://tenhou.net/0/?log={ID}", None),
        (f"file:///tmp/{ID}", None),
        ("https://tenhou.net/0/?log=../../etc/passwd", None),
        (f"https://tenhou.net/0/?log={ID}/../x", None),
        (f"https://tenhou.net/0/log/?{ID}&x=../y", None),
        (f"https://tenhou.net/ranking/?log={ID}", None),
        (f"{ID}/../../x", None),
        (f"{ID}.mjlog", None),
        (ID.upper(), None),
    ],
)
def test_parse_link_forms(text: str, expected: TenhouRef | None) -> None:
    assert parse_tenhou_ref(text) == expected


def test_cache_names_are_validated(tmp_path: Path) -> None:
    assert cached_path(ID, tmp_path) == tmp_path / f"{ID}.mjlog"
    with pytest.raises(TenhouError):
        cached_path("../../evil", tmp_path)


@pytest.mark.parametrize(
    ("base", "accepted"),
    [
        ("", True),
        ("https://mirror.example", True),
        ("http://127.0.0.1:8000", True),
        ("http://localhost:1234/", True),
        ("http://[::1]:9", True),
        ("http://example.com", False),
        ("ftp://127.0.0.1", False),
    ],
)
def test_base_override_is_https_or_loopback(
    monkeypatch: pytest.MonkeyPatch, base: str, accepted: bool
) -> None:
    monkeypatch.setenv(tenhou.BASE_ENV, base)
    if accepted:
        assert tenhou_base().startswith(("https://", "http://"))
        assert not tenhou_base().endswith("/")
    else:
        with pytest.raises(TenhouError, match="refused"):
            tenhou_base()


class FakeTenhou:
    """A stand-in for tenhou.net on 127.0.0.1: the log endpoint with a few misbehaviours."""

    def __init__(self) -> None:
        self.log = (DATA / "tiny.mjlog").read_bytes()
        self.requests: list[str] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                fake.requests.append(self.path)
                log_id = self.path.partition("?")[2]
                if not self.path.startswith("/0/log/?"):
                    self.send_error(400)
                elif log_id.endswith("0000000a"):  # slow: answers after the client gave up
                    time.sleep(1.5)
                    self._send(fake.log)
                elif log_id.endswith("0000000b"):  # far too big, no Content-Length
                    self.send_response(200)
                    self.end_headers()
                    chunk = b"<" * 65536
                    try:
                        for _ in range(200):
                            self.wfile.write(chunk)
                    except OSError:
                        pass
                elif log_id.endswith("0000000c"):  # an HTML page instead of a log
                    self._send(b"<html><body>maintenance</body></html>")
                elif log_id.endswith("0000000d"):
                    self.send_error(404)
                elif log_id.endswith("0000000e"):  # redirect to another host
                    self.send_response(302)
                    self.send_header("Location", "http://example.com/0/log/?x")
                    self.end_headers()
                else:
                    self._send(fake.log)

            def _send(self, body: bytes) -> None:
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def id(self, suffix: str) -> str:
        return f"2016052515gm-00a9-0000-{suffix}"


@pytest.fixture
def fake_tenhou(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeTenhou]:
    fake = FakeTenhou()
    fake.thread.start()
    monkeypatch.setenv(tenhou.BASE_ENV, fake.base)
    yield fake
    fake.server.shutdown()
    fake.server.server_close()


def test_download_is_cached_and_opens_offline(fake_tenhou: FakeTenhou, tmp_path: Path) -> None:
    ref = TenhouRef(fake_tenhou.id("12345678"), 2)
    path = fetch_log(ref, tmp_path)
    assert path == tmp_path / f"{ref.log_id}.mjlog"
    assert path.read_bytes() == fake_tenhou.log
    assert fake_tenhou.requests == [f"/0/log/?{ref.log_id}"]
    fake_tenhou.server.shutdown()  # offline from now on
    assert fetch_log(ref, tmp_path) == path
    assert len(fake_tenhou.requests) == 1
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no partial files left


def test_timeout_gives_a_clear_message(fake_tenhou: FakeTenhou, tmp_path: Path) -> None:
    started = time.monotonic()
    with pytest.raises(TenhouError, match=r"did not answer within 0.3 s"):
        fetch_log(TenhouRef(fake_tenhou.id("0000000a")), tmp_path, timeout=0.3)
    assert time.monotonic() - started < 1.4
    assert not any(tmp_path.iterdir())


def test_oversized_answer_is_refused(fake_tenhou: FakeTenhou, tmp_path: Path) -> None:
    with pytest.raises(TenhouError, match="larger than 1024 kB"):
        fetch_log(TenhouRef(fake_tenhou.id("0000000b")), tmp_path, max_bytes=1024 * 1024)
    assert not any(tmp_path.iterdir())


def test_answer_that_is_not_a_log_is_not_cached(fake_tenhou: FakeTenhou, tmp_path: Path) -> None:
    with pytest.raises(TenhouError, match="not a readable log"):
        fetch_log(TenhouRef(fake_tenhou.id("0000000c")), tmp_path)
    assert not any(tmp_path.iterdir())


def test_missing_log(fake_tenhou: FakeTenhou, tmp_path: Path) -> None:
    with pytest.raises(TenhouError, match=r"Tenhou has no log .*0000000d"):
        fetch_log(TenhouRef(fake_tenhou.id("0000000d")), tmp_path)


def test_missing_obfuscated_id_gets_a_hint(fake_tenhou: FakeTenhou, tmp_path: Path) -> None:
    log_id = "2016052515gm-00a9-0000-x00000000000d"
    with pytest.raises(TenhouError, match="'x' id"):
        fetch_log(TenhouRef(log_id), tmp_path)


def test_redirect_to_another_site_is_refused(fake_tenhou: FakeTenhou, tmp_path: Path) -> None:
    with pytest.raises(TenhouError, match="another site"):
        fetch_log(TenhouRef(fake_tenhou.id("0000000e")), tmp_path)


def test_unreachable_server(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), BaseHTTPRequestHandler)
    port = server.server_address[1]
    server.server_close()  # nothing listens on this port any more
    monkeypatch.setenv(tenhou.BASE_ENV, f"http://127.0.0.1:{port}")
    with pytest.raises(TenhouError, match=r"cannot reach 127\.0\.0\.1"):
        fetch_log(TenhouRef(ID), tmp_path, timeout=2)

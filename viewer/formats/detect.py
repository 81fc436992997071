"""One way in for every format: ``read_game(path or bytes)``, told apart by content, never by name.

mjlog XML (plain or gzip), tenhou.net/6 JSON (a game object, a bare list of kyoku, or a list of
games), mjai JSON lines (plain or gzip) and a ``https://tenhou.net/6/#json=...`` link (the JSON
is in the link itself; nothing is downloaded), given as text or as a file holding it. Each
reader is imported when content of its format is met: opening an mjlog (start-up) loads only it.
"""

from __future__ import annotations

import json
import os
import stat
import zlib
from urllib.parse import unquote

from viewer.domain.record import GameRecord
from viewer.formats.errors import JsonLogError, LogError
from viewer.formats.inflate import inflate
from viewer.formats.mjlog import parse_mjlog

MAX_FILE_BYTES = 16 * 1024 * 1024  # the largest cap of the readers (mjai); each checks its own
MAX_INFLATED = 16 * 1024 * 1024
URL_PREFIXES = ("https://tenhou.net/6/#json=", "http://tenhou.net/6/#json=", "tenhou.net/6/#json=")
FORMATS = ("mjlog", "tenhou6", "mjai", "tenhou6-url")


def is_tenhou6_url(text: str) -> bool:
    return text.strip().startswith(URL_PREFIXES)


def json_of_url(text: str) -> str:
    """The JSON a tenhou.net/6 editor link carries (URL-decoded)."""
    text = text.strip()
    for prefix in URL_PREFIXES:
        if text.startswith(prefix):
            return unquote(text[len(prefix) :])
    raise JsonLogError("not a tenhou.net/6 link (https://tenhou.net/6/#json=...)")


def _inner(data: bytes) -> bytes:
    """The first bytes of the content (inflated when gzip), enough to tell the format."""
    if not data.startswith(b"\x1f\x8b"):
        return data[:4096]
    try:
        return zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(data, 4096)
    except zlib.error:
        return b""


def detect_format(data: bytes) -> str:
    """``mjlog``, ``tenhou6``, ``mjai`` or ``tenhou6-url`` by the first bytes of the content.

    Anything else is ``mjlog``: its reader names what a file that is no log is (an archive, an
    image, HTML ...).
    """
    head = _inner(data)
    for bom in (b"\xef\xbb\xbf",):
        head = head.removeprefix(bom)
    head = head.lstrip()
    if head.startswith(b"{"):
        first = head.split(b"\n", 1)[0]
        return "mjai" if b'"type"' in first and _is_event(first) else "tenhou6"
    if head.startswith(b"["):
        return "tenhou6"
    if head.startswith((b"https://tenhou.net/6/", b"http://tenhou.net/6/", b"tenhou.net/6/")):
        return "tenhou6-url"
    return "mjlog"


def _is_event(line: bytes) -> bool:
    """An mjai event: one JSON object on the line, with a string ``type`` and no ``log``."""
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return False
    return isinstance(value, dict) and isinstance(value.get("type"), str) and "log" not in value


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """A file's bytes, refused (one line) when it is no regular file or far too large."""
    name = os.fspath(path)
    try:
        if not stat.S_ISREG(os.stat(name).st_mode):
            raise LogError("this is not a regular file", file=name)
        with open(name, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > MAX_FILE_BYTES:
                limit = MAX_FILE_BYTES // 2**20
                size_text = f"{size / 2**20:.1f} MB"
                raise LogError(
                    f"the file is {size_text}, larger than the {limit} MB any log could be",
                    file=name,
                )
            # read(n) allocates n bytes first: ask for the size (a /proc file says 0: the cap)
            return handle.read(size + 1 if size else MAX_FILE_BYTES + 1)
    except LogError:
        raise
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or exc
        raise LogError(f"cannot read the file: {reason}", file=name) from None


def parse_game(data: bytes, game: int = 0) -> GameRecord:
    """A GameRecord from the bytes of any supported format: game ``game`` of a file of several
    (a tenhou.net/6 list of games; every other file holds one, game 0)."""
    kind = detect_format(data)
    if game and kind not in ("tenhou6", "tenhou6-url"):
        raise LogError(f"the file holds one game; there is no game {game + 1}")
    if kind == "mjai":
        from viewer.formats.mjai import parse_mjai

        return parse_mjai(data)
    if kind == "tenhou6":
        from viewer.formats.tenhou6 import parse_tenhou6

        return parse_tenhou6(_tenhou6_text(data), game)
    if kind == "tenhou6-url":
        from viewer.formats.tenhou6 import parse_tenhou6

        return parse_tenhou6(json_of_url(_text(data)), game)
    return parse_mjlog(data)


def parse_every_game(data: bytes) -> tuple[GameRecord, tuple[GameRecord | None, ...]]:
    """Every game the bytes hold: the first (its error is the file's) and, in a tenhou.net/6
    list of games, the later ones in file order (None for one that cannot be read)."""
    kind = detect_format(data)
    if kind in ("tenhou6", "tenhou6-url"):
        from viewer.formats.tenhou6 import parse_tenhou6_games

        text = _tenhou6_text(data) if kind == "tenhou6" else json_of_url(_text(data))
        return parse_tenhou6_games(text)
    return parse_game(data), ()


def _tenhou6_text(data: bytes) -> bytes:
    # A cut-off stream is read as far as it goes: the tenhou.net/6 reader keeps whole kyoku.
    data, _cut_off = inflate(data, MAX_INFLATED, JsonLogError)
    return data.removeprefix(b"\xef\xbb\xbf")


def _text(data: bytes) -> str:
    if len(data) > MAX_FILE_BYTES:
        raise JsonLogError("the link is far too long to be a game")
    return data.decode("utf-8", "replace")


def read_game(
    source: str | os.PathLike[str] | bytes, name: str | None = None, game: int = 0
) -> GameRecord:
    """Read a game from a path, a tenhou.net/6 link (str) or bytes; errors name the file.
    ``game``: which game of a file of several (0: the first)."""
    if isinstance(source, bytes):
        label = name
        try:
            return parse_game(source, game)
        except LogError as exc:
            raise exc.with_file(label) if label else exc from None
    text = os.fspath(source)
    if isinstance(text, str) and is_tenhou6_url(text):
        from viewer.formats.tenhou6 import parse_tenhou6

        try:
            return parse_tenhou6(json_of_url(text), game)
        except LogError as exc:
            raise exc.with_file("the tenhou.net/6 link") from None
    data = read_bytes(text)
    try:
        return parse_game(data, game)
    except LogError as exc:
        raise exc.with_file(name or text) from None

"""Tenhou log links and ids: parse them, download the log once, keep it for offline use.

Only Tenhou log ids are ever fetched, from one fixed endpoint (``<base>/0/log/?<id>``, which
serves the plain mjlog XML): a pasted text can never make the viewer fetch an arbitrary URL or
write outside its cache folder. The base URL can be replaced through ``MJLOG_VIEWER_TENHOU_BASE``
for tests, but only by another https address or a plain-http loopback one. The download itself
(urllib, http.client, ssl, email) is in ``tenhou_download``, imported on the first download so
that the window's start-up never pays for it.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import NamedTuple
from urllib.parse import parse_qsl, urlsplit

from viewer.formats.mjlog import MjlogError, parse_mjlog
from viewer.sources.tenhou_net import TenhouError as TenhouError
from viewer.sources.tenhou_net import is_loopback

DEFAULT_BASE = "https://tenhou.net"
BASE_ENV = "MJLOG_VIEWER_TENHOU_BASE"
CACHE_ENV = "MJLOG_VIEWER_CACHE_DIR"
TIMEOUT_SECONDS = 20.0
MAX_LOG_BYTES = 4 * 1024 * 1024
"""A long hanchan is ~60 kB of XML: 4 MB is far above any real log and still cheap to refuse."""

# YYYYMMDDHH gm - game type (4 hex) - lobby - hash (8 hex, or 'x' + 12 hex when obfuscated).
LOG_ID = re.compile(r"\d{10}gm-[0-9a-f]{4}-[0-9A-Za-z]{4,5}-(?:[0-9a-f]{8}|x[0-9a-f]{12})")
_BARE = re.compile(rf"({LOG_ID.pattern})((?:&[a-z]+=[^&\s]*)*)")
TENHOU_HOSTS = frozenset({"tenhou.net", "www.tenhou.net"})
_VIEWER_PATHS = re.compile(r"/(?:[0-9])/(?:index\.html)?")


class TenhouRef(NamedTuple):
    """One log on Tenhou's server, and the seat whose view the link asked for (None: any)."""

    log_id: str
    seat: int | None = None


def parse_tenhou_ref(text: str) -> TenhouRef | None:
    """A log id or Tenhou viewer link -> TenhouRef; None when ``text`` is neither.

    Accepted: ``2016052515gm-00a9-0000-c4d72066`` (optionally with ``&tw=N``),
    ``http(s)://tenhou.net/0/?log=ID&tw=N`` and the ``/3/ /4/ /5/ /6/`` viewers (query or
    ``#`` fragment, extra parameters such as ``&ts=`` ignored), and the XML endpoint
    ``https://tenhou.net/0/log/?ID``.
    """
    text = text.strip()
    bare = _BARE.fullmatch(text)
    if bare:
        return TenhouRef(bare.group(1), _seat(dict(parse_qsl(bare.group(2))).get("tw")))
    if text.lower().startswith(("tenhou.net/", "www.tenhou.net/")):
        text = "https://" + text
    try:
        parts = urlsplit(text)
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or (parts.hostname or "") not in TENHOU_HOSTS:
        return None
    if parts.path in ("/0/log/", "/0/log") and LOG_ID.fullmatch(parts.query):
        return TenhouRef(parts.query)
    if not _VIEWER_PATHS.fullmatch(parts.path):
        return None
    params = dict(parse_qsl(parts.query)) | dict(parse_qsl(parts.fragment))
    log_id = params.get("log", "")
    if not LOG_ID.fullmatch(log_id):
        return None
    return TenhouRef(log_id, _seat(params.get("tw")))


def _seat(text: str | None) -> int | None:
    if text is None or not text.isdigit():
        return None
    seat = int(text)
    return seat if 0 <= seat <= 3 else None


def tenhou_base() -> str:
    """The server to download from: Tenhou, or (tests) the override in the environment."""
    base = os.environ.get(BASE_ENV, "").strip() or DEFAULT_BASE
    parts = urlsplit(base)
    if parts.scheme == "https" and parts.hostname:
        return base.rstrip("/")
    if parts.scheme == "http" and is_loopback(parts.hostname or ""):
        return base.rstrip("/")
    raise TenhouError(f"{BASE_ENV}={base!r} is refused: only https or a loopback http address")


LOG_PATH = "/0/log/?"
"""Tenhou serves a game's mjlog XML at ``<base>/0/log/?<log id>``."""


def log_url(log_id: str, base: str | None = None) -> str:
    if not LOG_ID.fullmatch(log_id):
        raise TenhouError(f"not a Tenhou log id: {log_id!r}")
    return f"{base or tenhou_base()}{LOG_PATH}{log_id}"


def default_cache_dir() -> Path:
    """The per-user cache folder for downloaded logs (the app may pass Qt's own instead)."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    if sys.platform == "win32":
        root = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return root / "mjlog-viewer" / "cache" / "tenhou"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "mjlog-viewer" / "tenhou"
    root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return root / "mjlog-viewer" / "tenhou"


def cached_path(log_id: str, cache_dir: Path) -> Path:
    """Where a log is kept: ``<cache>/<id>.mjlog``; the id is validated, so no traversal."""
    if not LOG_ID.fullmatch(log_id):
        raise TenhouError(f"not a Tenhou log id: {log_id!r}")
    return cache_dir / f"{log_id}.mjlog"


def find_cached(ref: TenhouRef, cache_dir: Path | None = None) -> Path | None:
    path = cached_path(ref.log_id, cache_dir or default_cache_dir())
    return path if path.is_file() else None


def fetch_log(
    ref: TenhouRef,
    cache_dir: Path | None = None,
    *,
    base: str | None = None,
    timeout: float = TIMEOUT_SECONDS,
    max_bytes: int = MAX_LOG_BYTES,
) -> Path:
    """The local copy of a Tenhou log: from the cache, else downloaded, checked and cached.

    The answer must parse as a log before it is stored, so a Tenhou error page or a cut-off
    download never lands in the cache. Raises TenhouError with a one-line message.
    """
    cache_dir = cache_dir or default_cache_dir()
    target = cached_path(ref.log_id, cache_dir)
    if target.is_file():
        return target
    url = log_url(ref.log_id, base)
    from viewer.sources.tenhou_download import download  # urllib / http.client: on first use

    data = download(url, ref.log_id, timeout, max_bytes)
    try:
        parse_mjlog(data)
    except MjlogError as exc:
        message = f"Tenhou's answer for {ref.log_id} is not a readable log: {exc}"
        raise TenhouError(message) from None
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(f".{target.name}.{os.getpid()}.part")
        partial.write_bytes(data)
        os.replace(partial, target)
    except OSError as exc:
        raise TenhouError(f"cannot keep {ref.log_id} in {cache_dir}: {exc.strerror}") from None
    return target
